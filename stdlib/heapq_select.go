// This file defines _heapq._select_rest, the inner loop of nlargest and
// nsmallest (py/heapq.py) in Go. The Python code keeps the n best items
// seen so far in a heap of (key, arrival, item) tuples and feeds it the
// rest of the input; this runs that loop with the same key calls, the
// same comparisons and the same heap operations, a tuple made only for an
// item that enters the heap.

package stdlib

import "github.com/pyexgo/pyex/runtime"

// heapSelectRest is _select_rest(kept, it, key, arrival, largest): for
// each item left in the iterator it, with k = key(item) (the item itself
// when key is None), when k beats the worst key kept (kept[0][0]: worst
// < k for nlargest, k < worst for nsmallest), the heap top is replaced by
// (k, arrival, item), or (item, arrival) without a key, and arrival moves
// on (down for nlargest, up for nsmallest). kept is a non-empty heap: a
// min-heap for nlargest, a max-heap for nsmallest.
func heapSelectRest(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var keptV, it, key, arrivalV, largestV runtime.Value
	if err := runtime.UnpackPositional("_select_rest", args, kw, 5, &keptV, &it, &key, &arrivalV, &largestV); err != nil {
		return runtime.None, err
	}
	kept, err := heapList("_select_rest", keptV, false)
	if err != nil {
		return runtime.None, err
	}
	if !arrivalV.IsSmallInt() {
		return runtime.None, runtime.Errorf(runtime.TypeError, "_select_rest() arrival must be an int")
	}
	arrival := arrivalV.SmallInt()
	largest := largestV.IsTrue()
	step := int64(1)
	if largest {
		step = -1
	}
	worst, err := heapTopKey(kept)
	if err != nil {
		return runtime.None, err
	}
	for {
		item, ok, err := runtime.Next(t, it)
		if err != nil || !ok {
			return runtime.None, err
		}
		if err := t.Step(1); err != nil {
			return runtime.None, err
		}
		k := item
		if !key.IsNone() {
			if k, err = runtime.Call(t, key, []runtime.Value{item}, nil); err != nil {
				return runtime.None, err
			}
		}
		var better bool
		if largest {
			better, err = runtime.LessThan(t, worst, k)
		} else {
			better, err = runtime.LessThan(t, k, worst)
		}
		if err != nil {
			return runtime.None, err
		}
		if !better {
			continue
		}
		entry := runtime.MakeTuple(k, runtime.MakeInt(arrival), item)
		if key.IsNone() {
			entry = runtime.MakeTuple(item, runtime.MakeInt(arrival))
		}
		items := kept.Items()
		if len(items) == 0 {
			return runtime.None, runtime.Errorf(runtime.IndexError, "index out of range")
		}
		items[0] = entry
		if err := siftUp(t, kept, 0, !largest); err != nil {
			return runtime.None, err
		}
		if worst, err = heapTopKey(kept); err != nil {
			return runtime.None, err
		}
		arrival += step
	}
}

// heapTopKey returns kept[0][0], the key of the heap's top entry.
func heapTopKey(kept *runtime.List) (runtime.Value, error) {
	items := kept.Items()
	if len(items) == 0 {
		return runtime.None, runtime.Errorf(runtime.IndexError, "list index out of range")
	}
	top, ok := runtime.TupleItemsOf(items[0])
	if !ok || len(top) == 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "_select_rest() needs a heap of tuples")
	}
	return top[0], nil
}
