// This file defines LessThan, a < b as a sort, a heap or a bisection
// asks it: small ints, exact strs, exact tuples of them and lists decided
// by int and str items are compared here, the rest through the comparison
// protocol. A tuple sort key ((kind, seq, name)) otherwise costs a
// protocol dispatch, a bool result and its truth test per comparison.

package runtime

// LessThan reports a < b, with the result CompareBool(t, OpLt, a, b)
// gives.
func LessThan(t *Thread, a, b Value) (bool, error) {
	if a.obj == nil && b.obj == nil {
		return int64(a.num) < int64(b.num), nil
	}
	switch x := a.obj.(type) {
	case *Str:
		if y, ok := b.obj.(*Str); ok {
			return x.s < y.s, nil
		}
	case *Tuple:
		if y, ok := b.obj.(*Tuple); ok {
			return seqLess(t, x.items, y.items)
		}
	case *List:
		// A list can change under a comparison that runs Python code,
		// so only lists decided by int and str items are compared
		// here: heapq.merge's entries, [value, input number, next].
		if y, ok := b.obj.(*List); ok {
			if less, ok := plainSeqLess(x.items, y.items); ok {
				return less, nil
			}
		}
	}
	return CompareBool(t, OpLt, a, b)
}

// plainSeqLess decides xs < ys when every pair of items compared, up to
// the first that differs, is two small ints or two strs; ok is false
// when another pair is reached.
func plainSeqLess(xs, ys []Value) (less, ok bool) {
	for i := 0; i < len(xs) && i < len(ys); i++ {
		x, y := xs[i], ys[i]
		if x.obj == nil && y.obj == nil {
			if x.num == y.num {
				continue
			}
			return int64(x.num) < int64(y.num), true
		}
		sx, okx := x.obj.(*Str)
		sy, oky := y.obj.(*Str)
		if !okx || !oky {
			return false, false
		}
		if sx != sy && sx.s != sy.s {
			return sx.s < sy.s, true
		}
	}
	return len(xs) < len(ys), true
}

// seqLess is seqCompare for <, returning the truth of the result: the
// items are compared for equality up to the first pair that differs,
// which decides (or the shorter sequence is less).
func seqLess(t *Thread, xs, ys []Value) (bool, error) {
	for i := 0; i < len(xs) && i < len(ys); i++ {
		x, y := xs[i], ys[i]
		if x.obj == nil && y.obj == nil {
			if x.num == y.num {
				continue
			}
			return int64(x.num) < int64(y.num), nil
		}
		if sx, ok := x.obj.(*Str); ok {
			if sy, ok := y.obj.(*Str); ok {
				if sx == sy || sx.s == sy.s {
					continue
				}
				return sx.s < sy.s, nil
			}
		}
		eq, err := Eq(t, x, y)
		if err != nil {
			return false, err
		}
		if !eq {
			return LessThan(t, x, y)
		}
	}
	return len(xs) < len(ys), nil
}
