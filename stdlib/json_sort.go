// This file sorts the items of a dict whose keys are not all str, for
// sort_keys. CPython sorts the (key, value) tuples with list.sort, and the
// TypeError of keys that do not compare names the first pair its sort
// happens to compare; to name the same pair, short lists are sorted here
// the way CPython sorts any list shorter than its minimum run: one
// natural run (reversed when descending), then binary insertion.

package stdlib

import "github.com/pyexgo/pyex/runtime"

// jsonMinRun is the length below which CPython's sort is one run plus
// binary insertion.
const jsonMinRun = 64

// jsonSortItems sorts the (key, value) tuples of pairs in place.
func jsonSortItems(t *runtime.Thread, pairs []runtime.Value) error {
	if len(pairs) >= jsonMinRun {
		return runtime.SortValues(t, pairs, runtime.None, false)
	}
	if err := t.Step(int64(len(pairs) * 4)); err != nil {
		return err
	}
	less := func(a, b runtime.Value) (bool, error) { return runtime.CompareBool(t, runtime.OpLt, a, b) }
	if len(pairs) < 2 {
		return nil
	}
	// The natural run at the start.
	n := 2
	desc, err := less(pairs[1], pairs[0])
	if err != nil {
		return err
	}
	for ; n < len(pairs); n++ {
		lt, err := less(pairs[n], pairs[n-1])
		if err != nil {
			return err
		}
		if lt != desc {
			break
		}
	}
	if desc {
		for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
			pairs[i], pairs[j] = pairs[j], pairs[i]
		}
	}
	// Binary insertion of the rest.
	for start := n; start < len(pairs); start++ {
		pivot := pairs[start]
		l, r := 0, start
		for l < r {
			p := l + (r-l)/2
			lt, err := less(pivot, pairs[p])
			if err != nil {
				return err
			}
			if lt {
				r = p
			} else {
				l = p + 1
			}
		}
		copy(pairs[l+1:start+1], pairs[l:start])
		pairs[l] = pivot
	}
	return nil
}
