// This file defines the slice object, slice.indices(), and the helpers
// that turn an index or a slice into positions of a sequence with
// CPython's normalisation and messages.

package runtime

import "math"

// Slice is a Python slice object.
type Slice struct {
	Start, Stop, Step Value
}

// Type returns slice.
func (*Slice) Type() *Type { return SliceType }

// NewSlice returns slice(start, stop, step).
func NewSlice(start, stop, step Value) *Slice { return &Slice{Start: start, Stop: stop, Step: step} }

// sliceIndex converts one slice bound: None gives def, an int beyond the
// machine range is clamped, as CPython's _PySlice_GetLongIndices does.
func sliceIndex(t *Thread, v Value, def int) (int, error) {
	if v.IsNone() {
		return def, nil
	}
	if v.obj == nil {
		return int(int64(v.num)), nil
	}
	if _, ok := AsInt(v); !ok && v.Type().Slots.Unary[OpIndex] == nil {
		return 0, Errorf(TypeError, "slice indices must be integers or None or have an __index__ method")
	}
	r, err := Index(t, v)
	if err != nil {
		return 0, err
	}
	n, _ := AsInt(r)
	if x, ok := n.Int64(); ok && x >= math.MinInt && x <= math.MaxInt {
		return int(x), nil
	}
	if n.Sign() < 0 {
		return math.MinInt, nil
	}
	return math.MaxInt, nil
}

// Unpack returns the step and the raw start and stop of s, as
// PySlice_Unpack does (omitted bounds become the extremes for the step's
// direction).
func (s *Slice) Unpack(t *Thread) (start, stop, step int, err error) {
	step, err = sliceIndex(t, s.Step, 1)
	if err != nil {
		return
	}
	if step == 0 {
		return 0, 0, 0, Errorf(ValueError, "slice step cannot be zero")
	}
	if step == math.MinInt {
		step = -math.MaxInt
	}
	if step < 0 {
		start, err = sliceIndex(t, s.Start, math.MaxInt)
		if err == nil {
			stop, err = sliceIndex(t, s.Stop, math.MinInt)
		}
	} else {
		start, err = sliceIndex(t, s.Start, 0)
		if err == nil {
			stop, err = sliceIndex(t, s.Stop, math.MaxInt)
		}
	}
	return
}

// Indices returns the start, step and number of items s selects from a
// sequence of the given length.
func (s *Slice) Indices(t *Thread, length int) (start, stop, step, n int, err error) {
	start, stop, step, err = s.Unpack(t)
	if err != nil {
		return
	}
	start, stop, n = sliceAdjust(length, start, stop, step)
	return
}

// seqIndex normalises an integer index into a sequence of length n
// (negative counts from the end); what names the sequence in the
// IndexError ("list index out of range").
func seqIndex(t *Thread, key Value, n int, what string) (int, error) {
	var i int
	if key.obj == nil {
		i = int(int64(key.num))
	} else {
		var err error
		if i, err = IndexInt(t, key); err != nil {
			return 0, err
		}
	}
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return 0, Errorf(IndexError, "%s", what)
	}
	return i, nil
}

// isIndexable reports whether key can index a sequence: an int or a value
// with __index__.
func isIndexable(key Value) bool {
	if _, ok := AsInt(key); ok {
		return true
	}
	return key.Type().Slots.Unary[OpIndex] != nil
}

func sliceRepr(t *Thread, v Value) (string, error) {
	s := v.obj.(*Slice)
	a, err := Repr(t, s.Start)
	if err != nil {
		return "", err
	}
	b, err := Repr(t, s.Stop)
	if err != nil {
		return "", err
	}
	c, err := Repr(t, s.Step)
	if err != nil {
		return "", err
	}
	return "slice(" + a + ", " + b + ", " + c + ")", nil
}

func setupSlice() {
	SliceType.Slots = Slots{
		New: func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
			if kw.Len() > 0 {
				return Value{}, Errorf(TypeError, "slice() takes no keyword arguments")
			}
			switch len(args) {
			case 1:
				return MakeObject(NewSlice(None, args[0], None)), nil
			case 2:
				return MakeObject(NewSlice(args[0], args[1], None)), nil
			case 3:
				return MakeObject(NewSlice(args[0], args[1], args[2])), nil
			}
			if len(args) == 0 {
				return Value{}, Errorf(TypeError, "slice expected at least 1 argument, got 0")
			}
			return Value{}, Errorf(TypeError, "slice expected at most 3 arguments, got %d", len(args))
		},
		Repr:       sliceRepr,
		Unhashable: true,
		Compare: func(t *Thread, a, b Value, op CompareOp) (Value, error) {
			y, ok := b.obj.(*Slice)
			if !ok {
				return NotImplemented, nil
			}
			x := a.obj.(*Slice)
			return Compare(t, op, MakeObject(NewTuple([]Value{x.Start, x.Stop, x.Step})),
				MakeObject(NewTuple([]Value{y.Start, y.Stop, y.Step})))
		},
	}
	c := SliceType
	addGetter(c, "start", func(t *Thread, self Value) (Value, error) { return self.obj.(*Slice).Start, nil })
	addGetter(c, "stop", func(t *Thread, self Value) (Value, error) { return self.obj.(*Slice).Stop, nil })
	addGetter(c, "step", func(t *Thread, self Value) (Value, error) { return self.obj.(*Slice).Step, nil })
	addMethod(c, "indices", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("slice.indices", args, kw); err != nil {
			return Value{}, err
		}
		length, err := AsSsize(t, args[0])
		if err != nil {
			return Value{}, err
		}
		if length < 0 {
			return Value{}, Errorf(ValueError, "length should not be negative")
		}
		start, stop, step, _, err := self.obj.(*Slice).Indices(t, length)
		if err != nil {
			return Value{}, err
		}
		return MakeObject(NewTuple([]Value{MakeInt(int64(start)), MakeInt(int64(stop)), MakeInt(int64(step))})), nil
	})
}
