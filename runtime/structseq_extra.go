// This file defines struct sequences with extra fields: fields that are
// attributes but not items, as time.struct_time's tm_zone and tm_gmtoff.
// The tuple holds the sequence fields; the extras live in the instance's
// slot values, and an extra that was not given reads as None.

package runtime

// NewStructSeqTypeExtra returns a struct-sequence class module.name whose
// items are fields and which also has the attribute-only fields extra. Its
// constructor takes a sequence of len(fields) to len(fields)+len(extra)
// items; the repr shows the sequence fields only, as CPython's does.
func NewStructSeqTypeExtra(module, name string, fields, extra []string) *Type {
	c := NewStructSeqType(module, name, fields)
	fullName := module + "." + name
	n, total := len(fields), len(fields)+len(extra)
	c.Slots.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
		var seq Value
		if err := UnpackPositional(fullName, args, kw, 1, &seq); err != nil {
			return Value{}, err
		}
		if seq.Type().Slots.Iter == nil && seq.Type().Slots.GetItem == nil {
			return Value{}, Errorf(TypeError, "constructor requires a sequence")
		}
		items, err := IterToSlice(t, seq)
		if err != nil {
			return Value{}, err
		}
		if len(items) < n {
			return Value{}, Errorf(TypeError, "%s() takes an at least %d-sequence (%d-sequence given)", fullName, n, len(items))
		}
		if len(items) > total {
			return Value{}, Errorf(TypeError, "%s() takes an at most %d-sequence (%d-sequence given)", fullName, total, len(items))
		}
		return NewStructSeqExtra(c, items[:n], items[n:]), nil
	}
	for i, f := range extra {
		i := i
		addGetter(c, f, func(t *Thread, self Value) (Value, error) {
			if o, ok := self.obj.(*Instance); ok && i < len(o.slots) {
				return o.slots[i], nil
			}
			return None, nil
		})
	}
	c.Dict.SetStr("n_fields", MakeInt(int64(total)))
	return c
}

// NewStructSeqExtra returns an instance of c (made by
// NewStructSeqTypeExtra) with the sequence items and the extra fields
// extras (fewer than c's extras leave the rest None).
func NewStructSeqExtra(c *Type, items, extras []Value) Value {
	o := &Instance{cls: c, base: MakeObject(NewTuple(items))}
	if len(extras) > 0 {
		o.slots = append([]Value(nil), extras...)
	}
	return MakeObject(o)
}
