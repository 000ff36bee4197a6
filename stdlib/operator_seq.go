// This file defines the functions of _operator that are not one runtime
// operation: concat and iconcat, countOf and indexOf, length_hint and
// _compare_digest.

package stdlib

import (
	"crypto/subtle"

	"github.com/pyexgo/pyex/runtime"
)

// opIsSequence is CPython's PySequence_Check: a class with __getitem__
// that is not a dict.
func opIsSequence(v runtime.Value) bool {
	tp := v.Type()
	return tp.Slots.GetItem != nil && !tp.IsSubtype(runtime.DictType)
}

// opConcat is concat(a, b), or iconcat when inPlace: the sequence
// concatenation of a's class, or + between two sequences whose classes
// define it.
func opConcat(t *runtime.Thread, a, b runtime.Value, inPlace bool) (runtime.Value, error) {
	s := &a.Type().Slots
	if inPlace && s.InPlaceConcat != nil {
		return s.InPlaceConcat(t, a, b)
	}
	if s.Concat != nil {
		// A mutable sequence's in-place concatenation is its += slot
		// (list, bytearray); the number slots of b are not consulted.
		if f := s.InPlace[runtime.OpAdd]; inPlace && f != nil {
			return f(t, a, b)
		}
		return s.Concat(t, a, b)
	}
	if opIsSequence(a) && opIsSequence(b) {
		r, err := opAddSlots(t, a, b, inPlace)
		if err != nil || !r.IsNotImplemented() {
			return r, err
		}
	}
	return runtime.None, runtime.Errorf(runtime.TypeError, "'%s' object can't be concatenated", a.TypeName())
}

// opAddSlots tries the + methods of a and b (a's += first when inPlace),
// and returns NotImplemented when none handles them.
func opAddSlots(t *runtime.Thread, a, b runtime.Value, inPlace bool) (runtime.Value, error) {
	ta, tb := a.Type(), b.Type()
	if inPlace {
		if f := ta.Slots.InPlace[runtime.OpAdd]; f != nil {
			r, err := f(t, a, b)
			if err != nil || !r.IsNotImplemented() {
				return r, err
			}
		}
	}
	fa := ta.Slots.Binary[runtime.OpAdd]
	var fb runtime.BinaryFunc
	if tb != ta {
		fb = tb.Slots.RBinary[runtime.OpAdd]
	}
	if fb != nil && tb.IsSubtype(ta) {
		r, err := fb(t, b, a)
		if err != nil || !r.IsNotImplemented() {
			return r, err
		}
		fb = nil
	}
	if fa != nil {
		r, err := fa(t, a, b)
		if err != nil || !r.IsNotImplemented() {
			return r, err
		}
	}
	if fb != nil {
		return fb(t, b, a)
	}
	return runtime.NotImplemented, nil
}

// opSearch iterates over seq looking for items that are, or equal, x. It
// stops at the first when first is set. It returns the number of matches
// and the index of the last one seen.
func opSearch(t *runtime.Thread, seq, x runtime.Value, first bool) (count, index int, err error) {
	it, err := runtime.Iter(t, seq)
	if err != nil {
		if runtime.ErrorMatches(err, runtime.TypeErrorType) {
			return 0, 0, runtime.Errorf(runtime.TypeError, "argument of type '%s' is not iterable", seq.TypeName())
		}
		return 0, 0, err
	}
	index = -1
	for i := 0; ; i++ {
		if err := t.Step(1); err != nil {
			return 0, 0, err
		}
		y, ok, err := runtime.Next(t, it)
		if err != nil {
			return 0, 0, err
		}
		if !ok {
			return count, index, nil
		}
		same, err := runtime.Eq(t, y, x)
		if err != nil {
			return 0, 0, err
		}
		if same {
			count++
			index = i
			if first {
				return count, index, nil
			}
		}
	}
}

func opCountOf(t *runtime.Thread, a, b runtime.Value) (runtime.Value, error) {
	n, _, err := opSearch(t, a, b, false)
	if err != nil {
		return runtime.None, err
	}
	return runtime.MakeInt(int64(n)), nil
}

func opIndexOf(t *runtime.Thread, a, b runtime.Value) (runtime.Value, error) {
	n, i, err := opSearch(t, a, b, true)
	if err != nil {
		return runtime.None, err
	}
	if n == 0 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "sequence.index(x): x not in sequence")
	}
	return runtime.MakeInt(int64(i)), nil
}

// opLengthHint is length_hint(obj, default=0): len(obj) when obj has a
// length, else what obj.__length_hint__() says, else default.
func opLengthHint(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := opNoKeywords("length_hint", kw); err != nil {
		return runtime.None, err
	}
	if err := itPositional("length_hint", args, 1, 2); err != nil {
		return runtime.None, err
	}
	def := 0
	if len(args) == 2 {
		var err error
		if def, err = itSsize(t, args[1]); err != nil {
			return runtime.None, err
		}
	}
	obj := args[0]
	if obj.Type().Slots.Len != nil {
		n, err := runtime.Len(t, obj)
		if err == nil {
			return runtime.MakeInt(int64(n)), nil
		}
		if !runtime.ErrorMatches(err, runtime.TypeErrorType) {
			return runtime.None, err
		}
	}
	if _, ok := obj.Type().Lookup("__length_hint__"); !ok {
		return runtime.MakeInt(int64(def)), nil
	}
	r, err := runtime.CallMethod(t, obj, "__length_hint__", nil, nil)
	if err != nil {
		if runtime.ErrorMatches(err, runtime.TypeErrorType) {
			return runtime.MakeInt(int64(def)), nil
		}
		return runtime.None, err
	}
	if r.IsNotImplemented() {
		return runtime.MakeInt(int64(def)), nil
	}
	n, ok := runtime.AsInt(r)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "__length_hint__ must be an integer, not %s", r.TypeName())
	}
	x, fits := n.Int64()
	if !fits {
		if n.Sign() > 0 {
			return runtime.None, runtime.Errorf(runtime.OverflowError, "Python int too large to convert to C ssize_t")
		}
		x = -1
	}
	if x < 0 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "__length_hint__() should return >= 0")
	}
	return runtime.MakeInt(x), nil
}

// opCompareDigest is _compare_digest(a, b): a == b for two ASCII strs or
// two bytes-like objects, in time that does not depend on where they
// differ.
func opCompareDigest(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := opNoKeywords("_compare_digest", kw); err != nil {
		return runtime.None, err
	}
	if err := itPositional("_compare_digest", args, 2, 2); err != nil {
		return runtime.None, err
	}
	a, b := args[0], args[1]
	sa, aStr := runtime.AsStr(a)
	sb, bStr := runtime.AsStr(b)
	var x, y []byte
	switch {
	case aStr && bStr:
		if !opIsASCII(sa) || !opIsASCII(sb) {
			return runtime.None, runtime.Errorf(runtime.TypeError, "comparing strings with non-ASCII characters is not supported")
		}
		x, y = []byte(sa), []byte(sb)
	default:
		if !opIsBytesLike(a) && !opIsBytesLike(b) {
			return runtime.None, runtime.Errorf(runtime.TypeError,
				"unsupported operand types(s) or combination of types: '%s' and '%s'", a.TypeName(), b.TypeName())
		}
		for _, v := range [2]runtime.Value{a, b} {
			if !opIsBytesLike(v) {
				return runtime.None, runtime.Errorf(runtime.TypeError, "a bytes-like object is required, not '%s'", v.TypeName())
			}
		}
		x, _ = runtime.BytesOf(t, a)
		y, _ = runtime.BytesOf(t, b)
	}
	return runtime.MakeBool(subtle.ConstantTimeCompare(x, y) == 1), nil
}

// opIsBytesLike reports whether v offers the buffer protocol: bytes,
// bytearray and their subclasses.
func opIsBytesLike(v runtime.Value) bool {
	tp := v.Type()
	return tp.IsSubtype(runtime.BytesType) || tp.IsSubtype(runtime.ByteArrayType)
}

func opIsASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
