// This file defines the protocol functions of iteration, subscription and
// membership, and the conversions of a Value to an index, an Int or a
// float.

package runtime

import "math"

// Iter returns iter(v).
func Iter(t *Thread, v Value) (Value, error) {
	s := &v.Type().Slots
	if s.Iter != nil {
		it, err := s.Iter(t, v)
		if err != nil {
			return Value{}, err
		}
		if it.Type().Slots.Next == nil {
			return Value{}, Errorf(TypeError, "iter() returned non-iterator of type '%s'", it.TypeName())
		}
		return it, nil
	}
	if s.GetItem != nil && !v.Type().IsSubtype(DictType) {
		return MakeObject(&SeqIter{seq: v}), nil
	}
	return Value{}, Errorf(TypeError, "'%s' object is not iterable", v.TypeName())
}

// Next returns the next item of iterator it, or ok == false when it is
// exhausted.
func Next(t *Thread, it Value) (v Value, ok bool, err error) {
	// The iterators of for loops over range() and lists, without the
	// slot's indirect call.
	switch o := it.obj.(type) {
	case *RangeIter:
		if o.small {
			v, ok = o.next()
			return v, ok, nil
		}
	case *ListIter:
		if o.l == nil || o.i >= len(o.l.items) {
			o.l = nil
			return Value{}, false, nil
		}
		o.i++
		return o.l.items[o.i-1], true, nil
	}
	next := it.Type().Slots.Next
	if next == nil {
		return Value{}, false, Errorf(TypeError, "'%s' object is not an iterator", it.TypeName())
	}
	v, ok, err = next(t, it)
	if err != nil && errorMatches(err, StopIterationType) {
		// An iterator may end by raising StopIteration (a generator's
		// return value rides on it); for the loops that call Next that is
		// exhaustion, as for CPython's tp_iternext callers.
		return Value{}, false, nil
	}
	return v, ok, err
}

// iterToSlice returns the items of an iterable. Lists and tuples are
// copied directly.
func iterToSlice(t *Thread, v Value) ([]Value, error) {
	switch o := v.obj.(type) {
	case *List:
		return append([]Value(nil), o.items...), nil
	case *Tuple:
		return append([]Value(nil), o.items...), nil
	}
	it, err := Iter(t, v)
	if err != nil {
		return nil, err
	}
	var out []Value
	for {
		x, ok, err := Next(t, it)
		if err != nil {
			return nil, err
		}
		if !ok {
			return out, nil
		}
		if t != nil && len(out)&1023 == 1023 {
			if err := t.Charge(1024 * 24); err != nil {
				return nil, err
			}
		}
		out = append(out, x)
	}
}

// IterToSlice returns the items of an iterable as a new slice.
func IterToSlice(t *Thread, v Value) ([]Value, error) { return iterToSlice(t, v) }

// GetItem returns v[key].
func GetItem(t *Thread, v, key Value) (Value, error) {
	if f := v.Type().Slots.GetItem; f != nil {
		return f(t, v, key)
	}
	if c, ok := v.obj.(*Type); ok {
		if g, ok := c.Lookup("__class_getitem__"); ok {
			bound, err := bindClassAttr(t, g, c)
			if err != nil {
				return Value{}, err
			}
			return Call(t, bound, []Value{key}, nil)
		}
		return Value{}, Errorf(TypeError, "type '%s' is not subscriptable", c.Name)
	}
	return Value{}, Errorf(TypeError, "'%s' object is not subscriptable", v.TypeName())
}

// bindClassAttr applies the descriptor protocol to a class attribute
// accessed through the class.
func bindClassAttr(t *Thread, v Value, c *Type) (Value, error) {
	if get := v.Type().Slots.DescrGet; get != nil {
		return get(t, v, None, c)
	}
	return v, nil
}

// SetItem performs v[key] = x.
func SetItem(t *Thread, v, key, x Value) error {
	if f := v.Type().Slots.SetItem; f != nil {
		return f(t, v, key, x)
	}
	return Errorf(TypeError, "'%s' object does not support item assignment", v.TypeName())
}

// DelItem performs del v[key].
func DelItem(t *Thread, v, key Value) error {
	if f := v.Type().Slots.DelItem; f != nil {
		return f(t, v, key)
	}
	return Errorf(TypeError, "'%s' object doesn't support item deletion", v.TypeName())
}

// Contains returns x in v.
func Contains(t *Thread, v, x Value) (bool, error) {
	if f := v.Type().Slots.Contains; f != nil {
		return f(t, v, x)
	}
	s := &v.Type().Slots
	if s.Iter == nil && s.GetItem == nil {
		return false, Errorf(TypeError, "argument of type '%s' is not iterable", v.TypeName())
	}
	it, err := Iter(t, v)
	if err != nil {
		return false, err
	}
	for {
		y, ok, err := Next(t, it)
		if err != nil || !ok {
			return false, err
		}
		if eq, err := Eq(t, y, x); eq || err != nil {
			return eq, err
		}
	}
}

// AsInt returns the Int of an int value (including bool and instances of
// int subclasses) and true, or false for any other value.
func AsInt(v Value) (Int, bool) {
	switch o := v.obj.(type) {
	case nil:
		return IntFromInt64(int64(v.num)), true
	case *BigInt:
		return o.v, true
	case boolObject:
		if o {
			return IntFromInt64(1), true
		}
		return IntFromInt64(0), true
	case *Instance:
		if o.cls.layout == IntType {
			return AsInt(o.base)
		}
	}
	return Int{}, false
}

// Index returns operator.index(v): an int for any value whose class
// defines __index__.
func Index(t *Thread, v Value) (Value, error) {
	switch o := v.obj.(type) {
	case nil, *BigInt:
		return v, nil
	case boolObject:
		if o {
			return MakeInt(1), nil
		}
		return MakeInt(0), nil
	}
	f := v.Type().Slots.Unary[OpIndex]
	if f == nil {
		return Value{}, Errorf(TypeError, "'%s' object cannot be interpreted as an integer", v.TypeName())
	}
	r, err := f(t, v)
	if err != nil {
		return Value{}, err
	}
	if _, ok := AsInt(r); !ok {
		return Value{}, Errorf(TypeError, "__index__ returned non-int (type %s)", r.TypeName())
	}
	if inst, ok := r.obj.(*Instance); ok {
		return inst.base, nil
	}
	return r, nil
}

// IndexInt returns operator.index(v) as a Go int; a value beyond int
// raises IndexError "cannot fit 'int' into an index-sized integer", as a
// sequence index does.
func IndexInt(t *Thread, v Value) (int, error) {
	if v.obj == nil {
		return int(int64(v.num)), nil
	}
	r, err := Index(t, v)
	if err != nil {
		return 0, err
	}
	n, _ := AsInt(r)
	x, ok := n.Int64()
	if !ok || x > math.MaxInt || x < math.MinInt {
		return 0, Errorf(IndexError, "cannot fit '%s' into an index-sized integer", v.TypeName())
	}
	return int(x), nil
}

// AsSsize returns operator.index(v) as a Go int, raising OverflowError
// "Python int too large to convert to C ssize_t" beyond int.
func AsSsize(t *Thread, v Value) (int, error) {
	if v.obj == nil {
		return int(int64(v.num)), nil
	}
	r, err := Index(t, v)
	if err != nil {
		return 0, err
	}
	n, _ := AsInt(r)
	x, ok := n.Int64()
	if !ok {
		return 0, Errorf(OverflowError, "Python int too large to convert to C ssize_t")
	}
	return int(x), nil
}

// AsFloat converts a real number to float64: a float, an int, or a value
// whose class defines __float__ or __index__.
func AsFloat(t *Thread, v Value) (float64, error) {
	switch o := v.obj.(type) {
	case floatTag:
		return v.Float(), nil
	case nil:
		return float64(int64(v.num)), nil
	case *BigInt:
		f, err := o.v.ToFloat()
		return f, errOf(err)
	case boolObject:
		if o {
			return 1, nil
		}
		return 0, nil
	case *Instance:
		if o.cls.layout == FloatType {
			return o.base.Float(), nil
		}
	}
	if f := v.Type().Slots.Unary[OpFloat]; f != nil {
		r, err := f(t, v)
		if err != nil {
			return 0, err
		}
		if r.IsFloat() {
			return r.Float(), nil
		}
		if inst, ok := r.obj.(*Instance); ok && inst.cls.layout == FloatType {
			return inst.base.Float(), nil
		}
		return 0, Errorf(TypeError, "%s.__float__ returned non-float (type %s)", v.TypeName(), r.TypeName())
	}
	if v.Type().Slots.Unary[OpIndex] != nil {
		r, err := Index(t, v)
		if err != nil {
			return 0, err
		}
		return AsFloat(t, r)
	}
	return 0, Errorf(TypeError, "must be real number, not %s", v.TypeName())
}

// SeqIter iterates over a sequence that has __getitem__ but no __iter__,
// the type iterator.
type SeqIter struct {
	seq  Value
	i    int
	done bool
}

// Type returns iterator.
func (*SeqIter) Type() *Type { return SeqIteratorType }

func seqIterNext(t *Thread, self Value) (Value, bool, error) {
	it := self.obj.(*SeqIter)
	if it.done {
		return Value{}, false, nil
	}
	v, err := GetItem(t, it.seq, MakeInt(int64(it.i)))
	if err != nil {
		if errorMatches(err, IndexErrorType) || errorMatches(err, StopIterationType) {
			it.done, it.seq = true, None
			return Value{}, false, nil
		}
		return Value{}, false, err
	}
	it.i++
	return v, true, nil
}
