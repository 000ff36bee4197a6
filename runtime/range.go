// This file defines the range object: arbitrary-precision bounds with an
// int64 fast path for iteration, indexing, slicing, membership,
// comparison and hashing as CPython defines them.

package runtime

// Range is a Python range.
type Range struct {
	start, stop, step, length Int
}

// Type returns range.
func (*Range) Type() *Type { return RangeType }

// NewRange returns range(start, stop, step); step must not be zero.
func NewRange(start, stop, step Int) *Range {
	r := &Range{start: start, stop: stop, step: step}
	r.length = rangeLen(start, stop, step)
	return r
}

// rangeLen is the number of items of range(start, stop, step).
func rangeLen(start, stop, step Int) Int {
	one := IntFromInt64(1)
	var lo, hi, st Int
	if step.Sign() > 0 {
		lo, hi, st = start, stop, step
	} else {
		lo, hi, st = stop, start, step.Neg()
	}
	if lo.Cmp(hi) >= 0 {
		return IntFromInt64(0)
	}
	n, _ := hi.Sub(lo).Sub(one).FloorDiv(st)
	return n.Add(one)
}

// item returns start + i*step.
func (r *Range) item(i Int) Int { return r.start.Add(i.Mul(r.step)) }

// Len returns the length as an Int.
func (r *Range) Len() Int { return r.length }

func rangeNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	if kw.Len() > 0 {
		return Value{}, Errorf(TypeError, "range() takes no keyword arguments")
	}
	if len(args) == 0 || len(args) > 3 {
		return Value{}, argCountError("range", 1, 3, len(args))
	}
	ints := make([]Int, len(args))
	for i, a := range args {
		v, err := Index(t, a)
		if err != nil {
			return Value{}, err
		}
		ints[i], _ = AsInt(v)
	}
	start, step := IntFromInt64(0), IntFromInt64(1)
	var stop Int
	switch len(ints) {
	case 1:
		stop = ints[0]
	case 2:
		start, stop = ints[0], ints[1]
	case 3:
		start, stop, step = ints[0], ints[1], ints[2]
		if step.IsZero() {
			return Value{}, Errorf(ValueError, "range() arg 3 must not be zero")
		}
	}
	return MakeObject(NewRange(start, stop, step)), nil
}

func rangeRepr(t *Thread, v Value) (string, error) {
	r := v.obj.(*Range)
	s := "range(" + r.start.String() + ", " + r.stop.String()
	if r.step.Cmp(IntFromInt64(1)) != 0 {
		s += ", " + r.step.String()
	}
	return s + ")", nil
}

// rangeContains tests membership arithmetically for ints.
func rangeContains(t *Thread, v, x Value) (bool, error) {
	r := v.obj.(*Range)
	if n, ok := AsInt(x); ok && (x.obj == nil || x.IsBool() || x.Type() == IntType) {
		if r.step.Sign() > 0 {
			if n.Cmp(r.start) < 0 || n.Cmp(r.stop) >= 0 {
				return false, nil
			}
		} else if n.Cmp(r.start) > 0 || n.Cmp(r.stop) <= 0 {
			return false, nil
		}
		m, _ := n.Sub(r.start).Mod(r.step)
		return m.IsZero(), nil
	}
	it := &RangeIter{r: r}
	for {
		y, ok := it.next()
		if !ok {
			return false, nil
		}
		eq, err := Eq(t, y, x)
		if eq || err != nil {
			return eq, err
		}
	}
}

func rangeGetItem(t *Thread, v, key Value) (Value, error) {
	r := v.obj.(*Range)
	if sl, ok := key.obj.(*Slice); ok {
		n, ok := r.length.Int64()
		if !ok {
			return Value{}, Errorf(OverflowError, "Python int too large to convert to C ssize_t")
		}
		start, stop, step, _, err := sl.Indices(t, int(n))
		if err != nil {
			return Value{}, err
		}
		st := r.step.Mul(IntFromInt64(int64(step)))
		return MakeObject(NewRange(r.item(IntFromInt64(int64(start))), r.item(IntFromInt64(int64(stop))), st)), nil
	}
	if !isIndexable(key) {
		return Value{}, Errorf(TypeError, "range indices must be integers or slices, not %s", key.TypeName())
	}
	iv, err := Index(t, key)
	if err != nil {
		return Value{}, err
	}
	i, _ := AsInt(iv)
	if i.Sign() < 0 {
		i = i.Add(r.length)
	}
	if i.Sign() < 0 || i.Cmp(r.length) >= 0 {
		return Value{}, Errorf(IndexError, "range object index out of range")
	}
	return intResult(t, r.item(i))
}

// rangeEqual compares ranges as sequences: same length, and the same first
// item and step where those matter.
func rangeEqual(a, b *Range) bool {
	if a == b {
		return true
	}
	if a.length.Cmp(b.length) != 0 {
		return false
	}
	if a.length.IsZero() {
		return true
	}
	if a.start.Cmp(b.start) != 0 {
		return false
	}
	if a.length.Cmp(IntFromInt64(1)) == 0 {
		return true
	}
	return a.step.Cmp(b.step) == 0
}

// RangeIter iterates over a range.
type RangeIter struct {
	r *Range
	i Int
	// The int64 fast path: cur, step and left when small is set.
	small           bool
	cur, step, left int64
}

// Type returns range_iterator.
func (*RangeIter) Type() *Type { return RangeIteratorType }

// newRangeIter starts an iteration, backwards when reverse is set.
func newRangeIter(r *Range, reverse bool) *RangeIter {
	if reverse {
		last := r.item(r.length.Sub(IntFromInt64(1)))
		r = &Range{start: last, step: r.step.Neg(), length: r.length}
		r.stop = r.start.Add(r.step.Mul(r.length))
	}
	it := &RangeIter{r: r}
	s, ok1 := r.start.Int64()
	st, ok2 := r.step.Int64()
	n, ok3 := r.length.Int64()
	end := r.start.Add(r.step.Mul(r.length))
	_, ok4 := end.Int64()
	if ok1 && ok2 && ok3 && ok4 {
		it.small, it.cur, it.step, it.left = true, s, st, n
	}
	return it
}

// next returns the next item.
// NextSmall is next for an iterator on the int64 path, small enough to
// inline in the VM's for loop: fast is false when the iterator is not on
// that path and next must be called.
func (it *RangeIter) NextSmall() (v Value, more, fast bool) {
	if !it.small {
		return Value{}, false, false
	}
	if it.left <= 0 {
		return Value{}, false, true
	}
	v = MakeInt(it.cur)
	it.cur += it.step
	it.left--
	return v, true, true
}

func (it *RangeIter) next() (Value, bool) {
	if it.small {
		if it.left <= 0 {
			return Value{}, false
		}
		v := it.cur
		it.cur += it.step
		it.left--
		return MakeInt(v), true
	}
	if it.i.Cmp(it.r.length) >= 0 {
		return Value{}, false
	}
	v := it.r.item(it.i)
	it.i = it.i.Add(IntFromInt64(1))
	return MakeIntValue(v), true
}

func setupRange() {
	RangeType.Doc = "range(stop) -> range object\nrange(start, stop[, step]) -> range object\n\nReturn an object that produces a sequence of integers from start (inclusive)\nto stop (exclusive) by step.  range(i, j) produces i, i+1, i+2, ..., j-1.\nstart defaults to 0, and stop is omitted!  range(4) produces 0, 1, 2, 3.\nThese are exactly the valid indices for a list of 4 elements.\nWhen step is given, it specifies the increment (or decrement)."
	s := &RangeType.Slots
	s.New = rangeNew
	s.Repr = rangeRepr
	s.Len = func(t *Thread, v Value) (int, error) {
		n, ok := v.obj.(*Range).length.Int64()
		if !ok {
			return 0, Errorf(OverflowError, "Python int too large to convert to C ssize_t")
		}
		return int(n), nil
	}
	s.Bool = func(t *Thread, v Value) (bool, error) { return !v.obj.(*Range).length.IsZero(), nil }
	s.Contains = rangeContains
	s.GetItem = rangeGetItem
	s.Iter = func(t *Thread, v Value) (Value, error) { return MakeObject(newRangeIter(v.obj.(*Range), false)), nil }
	s.Compare = func(t *Thread, a, b Value, op CompareOp) (Value, error) {
		y, ok := b.obj.(*Range)
		if !ok || (op != OpEq && op != OpNe) {
			return NotImplemented, nil
		}
		return MakeBool(rangeEqual(a.obj.(*Range), y) == (op == OpEq)), nil
	}
	s.Hash = func(t *Thread, v Value) (int64, error) {
		r := v.obj.(*Range)
		items := []Value{MakeIntValue(r.length), None, None}
		if !r.length.IsZero() {
			items[1] = MakeIntValue(r.start)
			if r.length.Cmp(IntFromInt64(1)) != 0 {
				items[2] = MakeIntValue(r.step)
			}
		}
		return tupleHash(t, items)
	}
	c := RangeType
	addGetter(c, "start", func(t *Thread, self Value) (Value, error) { return MakeIntValue(self.obj.(*Range).start), nil })
	addGetter(c, "stop", func(t *Thread, self Value) (Value, error) { return MakeIntValue(self.obj.(*Range).stop), nil })
	addGetter(c, "step", func(t *Thread, self Value) (Value, error) { return MakeIntValue(self.obj.(*Range).step), nil })
	addMethod(c, "count", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("range.count", args, kw); err != nil {
			return Value{}, err
		}
		if _, ok := AsInt(args[0]); ok && args[0].Type() != BoolType {
			in, err := rangeContains(t, self, args[0])
			if in {
				return MakeInt(1), err
			}
			return MakeInt(0), err
		}
		n := 0
		it := newRangeIter(self.obj.(*Range), false)
		for {
			y, ok := it.next()
			if !ok {
				return MakeInt(int64(n)), nil
			}
			eq, err := Eq(t, y, args[0])
			if err != nil {
				return Value{}, err
			}
			if eq {
				n++
			}
		}
	})
	addMethod(c, "index", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("range.index", args, kw); err != nil {
			return Value{}, err
		}
		r := self.obj.(*Range)
		x := args[0]
		if n, ok := AsInt(x); ok && x.Type() != BoolType {
			in, err := rangeContains(t, self, x)
			if err != nil {
				return Value{}, err
			}
			if !in {
				rs, err := Repr(t, x)
				if err != nil {
					return Value{}, err
				}
				return Value{}, Errorf(ValueError, "%s is not in range", rs)
			}
			q, _ := n.Sub(r.start).FloorDiv(r.step)
			return MakeIntValue(q), nil
		}
		it := newRangeIter(r, false)
		for i := int64(0); ; i++ {
			y, ok := it.next()
			if !ok {
				return Value{}, Errorf(ValueError, "sequence.index(x): x not in sequence")
			}
			eq, err := Eq(t, y, x)
			if err != nil {
				return Value{}, err
			}
			if eq {
				return MakeInt(i), nil
			}
		}
	})
	addMethod(c, "__reversed__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		return MakeObject(newRangeIter(self.obj.(*Range), true)), nil
	})
}
