// This file defines types.SimpleNamespace: an object whose attributes are
// whatever keywords it was made with, with a repr that lists them. It is
// a built-in type (sys.implementation is one) exported by module types.

package runtime

import "strings"

// NamespaceType is types.SimpleNamespace.
var NamespaceType = newBuiltinType("SimpleNamespace", ObjectType, TypeBaseType|TypeHasDict)

// NewNamespace returns an empty SimpleNamespace.
func NewNamespace(t *Thread) *Instance { return newInstance(t, NamespaceType, None) }

func setupNamespace() {
	c := NamespaceType
	c.Module = "types"
	c.Doc = "A simple attribute-based namespace.\n\nSimpleNamespace(**kwargs)"
	s := &c.Slots
	s.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
		return MakeObject(newInstance(t, cls, None)), nil
	}
	s.Init = func(t *Thread, self Value, args []Value, kw *KwArgs) error {
		if len(args) > 0 {
			return Errorf(TypeError, "no positional arguments expected")
		}
		d := self.obj.(*Instance).Dict()
		for i := 0; i < kw.Len(); i++ {
			d.SetStr(kw.Names[i], kw.Values[i])
		}
		return nil
	}
	s.Repr = func(t *Thread, self Value) (string, error) {
		inst := self.obj.(*Instance)
		name := "namespace"
		if inst.cls != NamespaceType {
			name = inst.cls.Name
		}
		if !reprEnter(t, inst) {
			return name + "(...)", nil
		}
		defer reprLeave(t)
		var b strings.Builder
		b.WriteString(name)
		b.WriteByte('(')
		keys, values := inst.Dict().Items()
		for i, k := range keys {
			ks, ok := AsStr(k)
			if !ok {
				continue
			}
			if i > 0 {
				b.WriteString(", ")
			}
			r, err := Repr(t, values[i])
			if err != nil {
				return "", err
			}
			b.WriteString(ks)
			b.WriteByte('=')
			b.WriteString(r)
		}
		b.WriteByte(')')
		return b.String(), nil
	}
	s.Unhashable = true
	s.Compare = func(t *Thread, a, b Value, op CompareOp) (Value, error) {
		x, ok1 := a.obj.(*Instance)
		y, ok2 := b.obj.(*Instance)
		if !ok1 || !ok2 || !y.cls.IsSubtype(NamespaceType) || (op != OpEq && op != OpNe) {
			return NotImplemented, nil
		}
		eq, err := dictEqual(t, x.Dict(), y.Dict())
		if err != nil {
			return Value{}, err
		}
		return MakeBool(eq == (op == OpEq)), nil
	}
}
