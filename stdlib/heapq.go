// This file defines _heapq, the Go core of heapq: the push, pop and
// heapify operations on a list, which agents' priority queues (Dijkstra,
// A*, schedulers) run in their inner loops. The sift algorithms are
// CPython's, comparison for comparison, so that a heap holds its items in
// exactly the order CPython's would. heapq.py adds merge, nlargest and
// nsmallest in Python on top of these.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_heapq", initHeapq) }

func initHeapq(r *Run, m *runtime.Module) error {
	d := m.Dict
	fn := func(name string, f runtime.BuiltinFunc) {
		d.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_heapq", name, f)))
	}
	fn("heappush", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		h, item, err := heapAndItem(t, "heappush", args, kw)
		if err != nil {
			return runtime.None, err
		}
		h.Append(item)
		return runtime.None, siftDown(t, h, 0, h.Len()-1, false)
	})
	fn("heappop", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return heapPop(t, "heappop", args, kw, false)
	})
	fn("_heappop_max", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return heapPop(t, "_heappop_max", args, kw, true)
	})
	fn("heapreplace", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return heapReplace(t, "heapreplace", args, kw, false)
	})
	fn("_heapreplace_max", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return heapReplace(t, "_heapreplace_max", args, kw, true)
	})
	fn("heappushpop", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		h, item, err := heapAndItem(t, "heappushpop", args, kw)
		if err != nil {
			return runtime.None, err
		}
		items := h.Items()
		if len(items) == 0 {
			return item, nil
		}
		top := items[0]
		less, err := runtime.CompareBool(t, runtime.OpLt, top, item)
		if err != nil || !less {
			return item, err
		}
		items = h.Items()
		if len(items) == 0 {
			return runtime.None, runtime.Errorf(runtime.IndexError, "index out of range")
		}
		top = items[0]
		items[0] = item
		return top, siftUp(t, h, 0, false)
	})
	fn("heapify", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return runtime.None, heapify(t, "heapify", args, kw, false)
	})
	fn("_heapify_max", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return runtime.None, heapify(t, "_heapify_max", args, kw, true)
	})
	fn("_select_rest", heapSelectRest)
	return nil
}

// heapList returns the list argument of a heapq function, with CPython's
// messages.
func heapList(fname string, v runtime.Value, oneArg bool) (*runtime.List, error) {
	l, ok := runtime.Payload[*runtime.List](v)
	if !ok {
		// Argument Clinic names None itself rather than its type.
		got := v.TypeName()
		if v.IsNone() {
			got = "None"
		}
		if oneArg {
			return nil, runtime.Errorf(runtime.TypeError, "%s() argument must be list, not %s", fname, got)
		}
		return nil, runtime.Errorf(runtime.TypeError, "%s() argument 1 must be list, not %s", fname, got)
	}
	return l, nil
}

func heapAndItem(t *runtime.Thread, fname string, args []runtime.Value, kw *runtime.KwArgs) (*runtime.List, runtime.Value, error) {
	if kw.Len() > 0 {
		return nil, runtime.None, runtime.Errorf(runtime.TypeError, "_heapq.%s() takes no keyword arguments", fname)
	}
	if len(args) != 2 {
		return nil, runtime.None, runtime.Errorf(runtime.TypeError, "%s expected 2 arguments, got %d", fname, len(args))
	}
	h, err := heapList(fname, args[0], false)
	return h, args[1], err
}

func heapOne(fname string, args []runtime.Value, kw *runtime.KwArgs) (*runtime.List, error) {
	if kw.Len() > 0 {
		return nil, runtime.Errorf(runtime.TypeError, "_heapq.%s() takes no keyword arguments", fname)
	}
	if len(args) != 1 {
		return nil, runtime.Errorf(runtime.TypeError, "_heapq.%s() takes exactly one argument (%d given)", fname, len(args))
	}
	return heapList(fname, args[0], true)
}

func heapPop(t *runtime.Thread, fname string, args []runtime.Value, kw *runtime.KwArgs, max bool) (runtime.Value, error) {
	h, err := heapOne(fname, args, kw)
	if err != nil {
		return runtime.None, err
	}
	if len(h.Items()) == 0 {
		return runtime.None, runtime.Errorf(runtime.IndexError, "index out of range")
	}
	return heapPopItem(t, h, max)
}

// heapPopItem removes and returns the smallest (largest if max) item of
// the non-empty heap h.
func heapPopItem(t *runtime.Thread, h *runtime.List, max bool) (runtime.Value, error) {
	items := h.Items()
	n := len(items)
	last := items[n-1]
	items[n-1] = runtime.Value{}
	setListLen(h, n-1)
	if n == 1 {
		return last, nil
	}
	items = h.Items()
	top := items[0]
	items[0] = last
	return top, siftUp(t, h, 0, max)
}

func heapReplace(t *runtime.Thread, fname string, args []runtime.Value, kw *runtime.KwArgs, max bool) (runtime.Value, error) {
	var h *runtime.List
	var item runtime.Value
	var err error
	if max {
		// The private max variant is a plain two-argument function.
		if kw.Len() > 0 || len(args) != 2 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "%s expected 2 arguments, got %d", fname, len(args)+kw.Len())
		}
		if h, err = heapList(fname, args[0], false); err != nil {
			return runtime.None, err
		}
		item = args[1]
	} else if h, item, err = heapAndItem(t, fname, args, kw); err != nil {
		return runtime.None, err
	}
	items := h.Items()
	if len(items) == 0 {
		return runtime.None, runtime.Errorf(runtime.IndexError, "index out of range")
	}
	top := items[0]
	items[0] = item
	return top, siftUp(t, h, 0, max)
}

func heapify(t *runtime.Thread, fname string, args []runtime.Value, kw *runtime.KwArgs, max bool) error {
	h, err := heapOne(fname, args, kw)
	if err != nil {
		return err
	}
	// Sifting each parent up, last parent first, yields the same heap in
	// whatever order CPython visits the disjoint subtrees.
	for i := h.Len()/2 - 1; i >= 0; i-- {
		if err := siftUp(t, h, i, max); err != nil {
			return err
		}
	}
	return nil
}

// setListLen truncates l to n items; l's items past n were cleared.
func setListLen(l *runtime.List, n int) {
	*l = *runtime.NewList(l.Items()[:n])
}

// heapLess compares a < b, or b < a for a max-heap.
func heapLess(t *runtime.Thread, a, b runtime.Value, max bool) (bool, error) {
	if a.IsSmallInt() && b.IsSmallInt() {
		if max {
			return b.SmallInt() < a.SmallInt(), nil
		}
		return a.SmallInt() < b.SmallInt(), nil
	}
	if max {
		a, b = b, a
	}
	if less, ok := tupleIntLess(a, b); ok {
		return less, nil
	}
	return runtime.LessThan(t, a, b)
}

// tupleIntLess decides a < b for two exact tuples, the usual heap entry
// ((priority, seq, payload)), when the first items that differ are small
// ints or one tuple runs out first. Items are equal as tuple comparison
// finds them: the same object (not a float), or small ints of one value. ok is false
// when some other pair of items would have to be compared; the caller then
// compares the tuples in full, which redoes only side-effect-free checks.
func tupleIntLess(a, b runtime.Value) (less, ok bool) {
	x, okx := a.Object().(*runtime.Tuple)
	y, oky := b.Object().(*runtime.Tuple)
	if !okx || !oky {
		return false, false
	}
	xs, ys := x.Items(), y.Items()
	n := min(len(xs), len(ys))
	for i := 0; i < n; i++ {
		p, q := xs[i], ys[i]
		if p.IsSmallInt() && q.IsSmallInt() {
			if pi, qi := p.SmallInt(), q.SmallInt(); pi != qi {
				return pi < qi, true
			}
			continue
		}
		// A float is held inline, so Is would call two NaNs of equal
		// bits the same object; CPython's are distinct objects.
		if !p.Is(q) || p.IsFloat() {
			return false, false
		}
	}
	return len(xs) < len(ys), true
}

// changedSize is CPython's error when a comparison resized the heap.
func changedSize() error {
	return runtime.Errorf(runtime.RuntimeError, "list changed size during iteration")
}

// siftDown moves the item at pos towards the root (not above start) while
// it is smaller than its parent.
func siftDown(t *runtime.Thread, h *runtime.List, start, pos int, max bool) error {
	items := h.Items()
	size := len(items)
	if pos >= size {
		return runtime.Errorf(runtime.IndexError, "list index out of range")
	}
	newItem := items[pos]
	for pos > start {
		parentPos := (pos - 1) >> 1
		parent := items[parentPos]
		less, err := heapLess(t, newItem, parent, max)
		if err != nil {
			return err
		}
		items = h.Items()
		if len(items) != size {
			return changedSize()
		}
		if !less {
			break
		}
		// Swap rather than assign, as CPython does, so that the heap
		// stays a permutation of its items whatever a comparison did.
		parent, newItem = items[parentPos], items[pos]
		items[parentPos], items[pos] = newItem, parent
		pos = parentPos
	}
	return nil
}

// siftUp moves the smaller child up into the hole at pos until a leaf is
// reached, puts the item from pos there, and sifts it down again: the
// bottom-up variant CPython uses, which compares fewer times.
func siftUp(t *runtime.Thread, h *runtime.List, pos int, max bool) error {
	items := h.Items()
	end := len(items)
	if pos >= end {
		return runtime.Errorf(runtime.IndexError, "list index out of range")
	}
	start := pos
	limit := end >> 1
	for pos < limit {
		child := 2*pos + 1
		if child+1 < end {
			less, err := heapLess(t, items[child], items[child+1], max)
			if err != nil {
				return err
			}
			if !less {
				child++
			}
			items = h.Items()
			if len(items) != end {
				return changedSize()
			}
		}
		items[pos], items[child] = items[child], items[pos]
		pos = child
	}
	return siftDown(t, h, start, pos, max)
}
