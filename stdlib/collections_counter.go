// This file defines _counter_top, the Go path of Counter.most_common(n)
// (py/collections.py). CPython's is heapq.nlargest(n, self.items(),
// key=itemgetter(1)): a Python loop that builds an (element, count)
// pair for every entry. When every count is an int the answer is fixed
// by the counts alone (the n largest, ties in insertion order), so the
// entries are ranked here and only the n pairs returned are built.

package stdlib

import (
	"container/heap"
	"slices"

	"github.com/pyexgo/pyex/runtime"
)

// countRank is one entry of a Counter: its element, its count (as an int
// and as the value) and its position in insertion order.
type countRank struct {
	pos   int
	count int64
	elem  runtime.Value
	value runtime.Value
}

// before reports whether a ranks ahead of b in most_common's order: a
// larger count, or the same count inserted earlier.
func (a countRank) before(b countRank) bool {
	return a.count > b.count || a.count == b.count && a.pos < b.pos
}

// rankHeap holds the n entries ranked highest so far, the lowest ranked
// on top.
type rankHeap []countRank

func (h rankHeap) Len() int           { return len(h) }
func (h rankHeap) Less(i, j int) bool { return h[j].before(h[i]) }
func (h rankHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *rankHeap) Push(x any)        { *h = append(*h, x.(countRank)) }
func (h *rankHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// counterTop is _counter_top(counter, n): the list most_common(n) returns,
// or None when the Python path must answer: n is not an int, the class
// overrides items, or a count is not an int (other counts compare by
// their own __lt__ and __eq__, which only the Python path calls as
// CPython does).
func counterTop(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var self, nV runtime.Value
	if err := runtime.UnpackPositional("_counter_top", args, kw, 2, &self, &nV); err != nil {
		return runtime.None, err
	}
	d, ok := runtime.Payload[*runtime.Dict](self)
	if !ok || !nV.IsSmallInt() || !keepsDictItems(self) {
		return runtime.None, nil
	}
	n := nV.SmallInt()
	var h rankHeap
	if n > 0 {
		h = make(rankHeap, 0, min(int64(d.Len()), n))
	}
	for i := 0; n > 0; {
		elem, value, next, ok := d.Next(i)
		if !ok {
			break
		}
		if !value.IsSmallInt() {
			return runtime.None, nil
		}
		r := countRank{pos: i, count: value.SmallInt(), elem: elem, value: value}
		switch {
		case int64(len(h)) < n:
			heap.Push(&h, r)
		case r.before(h[0]):
			h[0] = r
			heap.Fix(&h, 0)
		}
		i = next
	}
	ranks := []countRank(h)
	slices.SortFunc(ranks, func(a, b countRank) int {
		if a.before(b) {
			return -1
		}
		return 1
	})
	out := make([]runtime.Value, len(ranks))
	for i, r := range ranks {
		out[i] = runtime.MakeTuple(r.elem, r.value)
	}
	return runtime.MakeObject(runtime.NewList(out)), nil
}

// keepsDictItems reports whether v's class takes items from dict.
func keepsDictItems(v runtime.Value) bool {
	cls := v.Type()
	if cls == runtime.DictType {
		return true
	}
	mine, _ := cls.Lookup("items")
	dicts, _ := runtime.DictType.Dict.GetStr("items")
	return mine.Is(dicts)
}
