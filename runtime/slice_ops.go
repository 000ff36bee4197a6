// This file slices lists and tuples for the VM without a slice object:
// x[a:b] and x[a:b] = y compile to BUILDSLICE then GETITEM or SETITEM,
// and the VM hands the bounds here directly, so that slicing in a loop
// allocates only its result.

package runtime

// GetSlice returns obj[start:stop:step] (step None when omitted); lists,
// tuples and strs are sliced without a slice object.
func GetSlice(t *Thread, obj, start, stop, step Value) (Value, error) {
	switch o := obj.obj.(type) {
	case *List:
		items, err := sliceItems(t, o.items, start, stop, step)
		if err != nil {
			return Value{}, err
		}
		return MakeObject(NewList(items)), nil
	case *Tuple:
		items, err := sliceItems(t, o.items, start, stop, step)
		if err != nil {
			return Value{}, err
		}
		return MakeObject(NewTuple(items)), nil
	case *Str:
		sl := Slice{Start: start, Stop: stop, Step: step}
		return strSliceOf(t, obj, o, &sl)
	}
	return GetItem(t, obj, MakeObject(NewSlice(start, stop, step)))
}

// SetSlice does obj[start:stop:step] = x.
func SetSlice(t *Thread, obj, start, stop, step, x Value) error {
	if l, ok := obj.obj.(*List); ok {
		sl := Slice{Start: start, Stop: stop, Step: step}
		return listAssignSlice(t, l, &sl, x)
	}
	return SetItem(t, obj, MakeObject(NewSlice(start, stop, step)), x)
}

// sliceItems copies the items a slice selects, charging them first.
func sliceItems(t *Thread, items []Value, start, stop, step Value) ([]Value, error) {
	sl := Slice{Start: start, Stop: stop, Step: step}
	lo, _, st, n, err := sl.Indices(t, len(items))
	if err != nil {
		return nil, err
	}
	if err := t.Charge(int64(n) * 24); err != nil {
		return nil, err
	}
	out := make([]Value, n)
	if st == 1 {
		copy(out, items[lo:lo+n])
		return out, nil
	}
	for j, i := 0, lo; j < n; j, i = j+1, i+st {
		out[j] = items[i]
	}
	return out, nil
}
