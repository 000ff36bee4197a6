// This file defines types.UnionType (int | None) and types.GenericAlias
// (list[int]), which annotations evaluated at run time build.

package runtime

import "strings"

// UnionType is the value of X | Y for classes X and Y.
type UnionType struct {
	identity
	args []Value
}

// Type returns types.UnionType.
func (*UnionType) Type() *Type { return UnionTypeType }

// GenericAlias is the value of C[args] for a built-in container class C.
type GenericAlias struct {
	identity
	origin Value
	args   []Value
}

// Type returns types.GenericAlias.
func (*GenericAlias) Type() *Type { return GenericAliasType }

// The alias types.
var (
	UnionTypeType    = newBuiltinType("UnionType", ObjectType, closed)
	GenericAliasType = newBuiltinType("GenericAlias", ObjectType, open)
)

// unionable reports whether v may be a member of a union: None, a class,
// a union or a generic alias.
func unionable(v Value) bool {
	switch v.obj.(type) {
	case noneObject, *Type, *UnionType, *GenericAlias:
		return true
	}
	return false
}

// makeUnion returns a | b, flattening unions and dropping duplicates.
func makeUnion(t *Thread, a, b Value) (Value, error) {
	var args []Value
	add := func(v Value) error {
		if u, ok := v.obj.(*UnionType); ok {
			for _, x := range u.args {
				args = appendUnique(args, x)
			}
			return nil
		}
		if v.IsNone() {
			v = MakeObject(NoneType)
		}
		args = appendUnique(args, v)
		return nil
	}
	if err := add(a); err != nil {
		return Value{}, err
	}
	if err := add(b); err != nil {
		return Value{}, err
	}
	if len(args) == 1 {
		return args[0], nil
	}
	return MakeObject(&UnionType{args: args}), nil
}

// appendUnique appends v unless an identical value is already there.
func appendUnique(vs []Value, v Value) []Value {
	for _, x := range vs {
		if x.Is(v) {
			return vs
		}
		if ga, ok := x.obj.(*GenericAlias); ok {
			if gb, ok := v.obj.(*GenericAlias); ok && ga.origin.Is(gb.origin) && sameValues(ga.args, gb.args) {
				return vs
			}
		}
	}
	return append(vs, v)
}

// sameValues reports whether two slices hold identical values.
func sameValues(a, b []Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !a[i].Is(b[i]) {
			return false
		}
	}
	return true
}

// typeOrOp is type.__or__ and __ror__: X | Y of classes, None and aliases.
func typeOrOp(reflected bool) BinaryFunc {
	return func(t *Thread, self, other Value) (Value, error) {
		if !unionable(other) {
			return NotImplemented, nil
		}
		if reflected {
			return makeUnion(t, other, self)
		}
		return makeUnion(t, self, other)
	}
}

// aliasArgRepr renders one member of a union or alias as CPython does: a
// class by its qualified name, ... for Ellipsis, repr otherwise.
func aliasArgRepr(t *Thread, v Value) (string, error) {
	switch o := v.obj.(type) {
	case *Type:
		if o == NoneType {
			return "None", nil
		}
		return o.fullName(), nil
	case ellipsisObject:
		return "...", nil
	case *GenericAlias:
		return Repr(t, v)
	}
	return Repr(t, v)
}

func setupAliases() {
	UnionTypeType.Module = "types"
	GenericAliasType.Module = "types"
	u := &UnionTypeType.Slots
	u.Repr = func(t *Thread, v Value) (string, error) {
		parts := make([]string, 0, len(v.obj.(*UnionType).args))
		for _, a := range v.obj.(*UnionType).args {
			s, err := aliasArgRepr(t, a)
			if err != nil {
				return "", err
			}
			parts = append(parts, s)
		}
		return strings.Join(parts, " | "), nil
	}
	u.Binary[OpOr] = typeOrOp(false)
	u.RBinary[OpOr] = typeOrOp(true)
	u.Hash = func(t *Thread, v Value) (int64, error) {
		fs := NewFrozenSet(t)
		for _, a := range v.obj.(*UnionType).args {
			if err := fs.Add(t, a); err != nil {
				return 0, err
			}
		}
		return fs.frozenHash(), nil
	}
	u.Compare = func(t *Thread, a, b Value, op CompareOp) (Value, error) {
		y, ok := b.obj.(*UnionType)
		if !ok || (op != OpEq && op != OpNe) {
			return NotImplemented, nil
		}
		x := a.obj.(*UnionType)
		eq := len(x.args) == len(y.args)
		for _, v := range x.args {
			found := false
			for _, w := range y.args {
				found = found || v.Is(w)
			}
			eq = eq && found
		}
		return MakeBool(eq == (op == OpEq)), nil
	}
	addGetter(UnionTypeType, "__args__", func(t *Thread, self Value) (Value, error) {
		return MakeObject(NewTuple(append([]Value(nil), self.obj.(*UnionType).args...))), nil
	})

	g := &GenericAliasType.Slots
	g.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
		var origin, a Value
		if err := UnpackPositional("GenericAlias", args, kw, 2, &origin, &a); err != nil {
			return Value{}, err
		}
		return MakeObject(newGenericAlias(origin, a)), nil
	}
	g.Repr = func(t *Thread, v Value) (string, error) {
		ga := v.obj.(*GenericAlias)
		head, err := aliasArgRepr(t, ga.origin)
		if err != nil {
			return "", err
		}
		parts := make([]string, 0, len(ga.args))
		for _, a := range ga.args {
			s, err := aliasArgRepr(t, a)
			if err != nil {
				return "", err
			}
			parts = append(parts, s)
		}
		if len(parts) == 0 {
			parts = append(parts, "()")
		}
		return head + "[" + strings.Join(parts, ", ") + "]", nil
	}
	g.Call = func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		return Call(t, self.obj.(*GenericAlias).origin, args, kw)
	}
	g.GetAttr = func(t *Thread, self Value, name string) (Value, error) {
		ga := self.obj.(*GenericAlias)
		switch name {
		case "__origin__":
			return ga.origin, nil
		case "__args__":
			return MakeObject(NewTuple(append([]Value(nil), ga.args...))), nil
		case "__parameters__":
			return MakeObject(emptyTuple), nil
		case "__class__", "__repr__", "__eq__", "__hash__", "__or__", "__ror__", "__reduce__", "__mro_entries__":
			return GenericGetAttr(t, self, name)
		}
		return GetAttr(t, ga.origin, name)
	}
	g.Hash = func(t *Thread, v Value) (int64, error) {
		ga := v.obj.(*GenericAlias)
		h, err := Hash(t, ga.origin)
		if err != nil {
			return 0, err
		}
		ha, err := tupleHash(t, ga.args)
		return h ^ ha, err
	}
	g.Compare = func(t *Thread, a, b Value, op CompareOp) (Value, error) {
		y, ok := b.obj.(*GenericAlias)
		if !ok || (op != OpEq && op != OpNe) {
			return NotImplemented, nil
		}
		x := a.obj.(*GenericAlias)
		eq, err := Eq(t, x.origin, y.origin)
		if err != nil {
			return Value{}, err
		}
		if eq {
			r, err := seqCompare(t, OpEq, x.args, y.args)
			if err != nil {
				return Value{}, err
			}
			eq = r.IsTrue()
		}
		return MakeBool(eq == (op == OpEq)), nil
	}
	g.Binary[OpOr] = typeOrOp(false)
	g.RBinary[OpOr] = typeOrOp(true)
	TypeType.Slots.Binary[OpOr] = typeOrOp(false)
	TypeType.Slots.RBinary[OpOr] = typeOrOp(true)
	NoneType.Slots.Binary[OpOr] = func(t *Thread, self, other Value) (Value, error) {
		if _, ok := other.obj.(*Type); !ok {
			return NotImplemented, nil
		}
		return makeUnion(t, self, other)
	}
}

// newGenericAlias returns origin[args]; a tuple of args gives several.
func newGenericAlias(origin, args Value) *GenericAlias {
	if tp, ok := args.obj.(*Tuple); ok {
		return &GenericAlias{origin: origin, args: append([]Value(nil), tp.items...)}
	}
	return &GenericAlias{origin: origin, args: []Value{args}}
}
