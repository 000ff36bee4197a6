// This file defines struct sequences: the named tuples that built-in
// modules return (sys.version_info, sys.float_info, time.struct_time,
// os.stat_result). Each is a final subclass of tuple whose fields are
// also attributes, with a repr such as
// sys.version_info(major=3, minor=11, micro=7, releaselevel='final', serial=0).

package runtime

import "strings"

// NewStructSeqType returns a struct-sequence class module.name with the
// given fields. Like a native type it is built once, at initialisation,
// and shared by every run.
func NewStructSeqType(module, name string, fields []string) *Type {
	c := &Type{Name: name, QualName: name, Module: module, version: 1}
	c.Dict = &Dict{hk: zeroHashKey}
	c.Bases = []*Type{TupleType}
	c.Base = TupleType
	c.MRO = append([]*Type{c}, TupleType.MRO...)
	c.layout = TupleType.layout
	fullName := module + "." + name
	if module == "builtins" {
		fullName = name
	}
	c.Slots.Repr = func(t *Thread, self Value) (string, error) {
		items := tupleItems(self)
		var b strings.Builder
		b.WriteString(fullName)
		b.WriteByte('(')
		for i, f := range fields {
			if i >= len(items) {
				break
			}
			if i > 0 {
				b.WriteString(", ")
			}
			r, err := Repr(t, items[i])
			if err != nil {
				return "", err
			}
			b.WriteString(f)
			b.WriteByte('=')
			b.WriteString(r)
		}
		b.WriteByte(')')
		return b.String(), nil
	}
	c.Slots.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
		var seq Value
		if err := UnpackPositional(fullName, args, kw, 1, &seq); err != nil {
			return Value{}, err
		}
		items, err := IterToSlice(t, seq)
		if err != nil {
			return Value{}, err
		}
		if len(items) != len(fields) {
			return Value{}, Errorf(TypeError, "%s() takes a %d-sequence (%d-sequence given)", fullName, len(fields), len(items))
		}
		return NewStructSeq(c, items), nil
	}
	for i, f := range fields {
		i := i
		addGetter(c, f, func(t *Thread, self Value) (Value, error) { return tupleItems(self)[i], nil })
	}
	match := make([]Value, len(fields))
	for i, f := range fields {
		match[i] = MakeStr(f)
	}
	c.Dict.SetStr("__match_args__", MakeTuple(match...))
	c.Dict.SetStr("n_fields", MakeInt(int64(len(fields))))
	c.Dict.SetStr("n_sequence_fields", MakeInt(int64(len(fields))))
	c.Dict.SetStr("n_unnamed_fields", MakeInt(0))
	c.Finish()
	return c
}

// NewStructSeq returns an instance of the struct-sequence class c holding
// items, one per field.
func NewStructSeq(c *Type, items []Value) Value {
	return MakeObject(&Instance{cls: c, base: MakeObject(NewTuple(items))})
}
