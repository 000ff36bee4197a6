// This file is one turn of the event loop (BaseEventLoop._run_once) but
// for waiting: the timers cancelled in the meantime leave the heap, the
// timers due move to the ready queue, and the callbacks ready when the
// turn began run. Waiting (for a host call, for the clock to reach the
// next timer) stays in Python, which asks for a turn in two phases.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// asyncioTurn is _turn(loop, phase). Phase 0 tidies the timer heap and,
// when nothing is ready and the loop is not stopping, returns True: the
// caller waits, then asks for phase 1. Otherwise (and in phase 1) it
// moves the due timers and runs the ready callbacks, and returns False.
func (r *Run) asyncioTurn(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var loop, phaseV runtime.Value
	if err := runtime.UnpackPositional("_turn", args, kw, 2, &loop, &phaseV); err != nil {
		return runtime.None, err
	}
	schedV, err := runtime.GetAttr(t, loop, "_scheduled")
	if err != nil {
		return runtime.None, err
	}
	heap, ok := schedV.Object().(*runtime.List)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "loop._scheduled must be a list")
	}
	readyV, err := runtime.GetAttr(t, loop, "_ready")
	if err != nil {
		return runtime.None, err
	}
	ready := dequeOf(readyV)
	if ready == nil {
		return runtime.None, runtime.Errorf(runtime.TypeError, "loop._ready must be a deque")
	}
	if phaseV.IsSmallInt() && phaseV.SmallInt() == 0 {
		if err := dropCancelledTimers(t, loop, heap); err != nil {
			return runtime.None, err
		}
		if ready.n == 0 {
			stopping, err := runtime.GetAttr(t, loop, "_stopping")
			if err != nil {
				return runtime.None, err
			}
			if b, err := runtime.Truth(t, stopping); err != nil {
				return runtime.None, err
			} else if !b {
				return runtime.True, nil
			}
		}
	}
	limit := int64(r.Clock().Monotonic())
	for heap.Len() > 0 {
		when, timer, err := heapTop(t, heap)
		if err != nil {
			return runtime.None, err
		}
		if when > limit {
			break
		}
		if _, err := heapPopItem(t, heap, false); err != nil {
			return runtime.None, err
		}
		if err := runtime.SetAttr(t, timer, "_scheduled", runtime.False); err != nil {
			return runtime.None, err
		}
		if err := ready.pushRight(t, timer); err != nil {
			return runtime.None, err
		}
	}
	report, err := runtime.GetAttr(t, loop, "_report_callback_error")
	if err != nil {
		return runtime.None, err
	}
	_, err = runReady(t, []runtime.Value{readyV, runtime.MakeInt(int64(ready.n)), report}, nil)
	return runtime.False, err
}

// heapTop returns the due time (integer nanoseconds) and the timer of the
// heap's first entry, a (when, sequence, timer) tuple.
func heapTop(t *runtime.Thread, heap *runtime.List) (int64, runtime.Value, error) {
	entry, ok := heap.Items()[0].Object().(*runtime.Tuple)
	if !ok || entry.Len() != 3 {
		return 0, runtime.None, runtime.Errorf(runtime.TypeError, "loop._scheduled holds (when, seq, timer) tuples")
	}
	when, err := runtime.IndexInt(t, entry.Items()[0])
	if err != nil {
		return 0, runtime.None, err
	}
	return int64(when), entry.Items()[2], nil
}

// isCancelled reads timer._cancelled.
func isCancelled(t *runtime.Thread, timer runtime.Value) (bool, error) {
	c, err := runtime.GetAttr(t, timer, "_cancelled")
	if err != nil {
		return false, err
	}
	return runtime.Truth(t, c)
}

// dropCancelledTimers takes cancelled timers off the heap: all of them
// when they are most of it (timeouts that never fired), as CPython does,
// else those at its top.
func dropCancelledTimers(t *runtime.Thread, loop runtime.Value, heap *runtime.List) error {
	countV, err := runtime.GetAttr(t, loop, "_timer_cancelled_count")
	if err != nil {
		return err
	}
	count, err := runtime.IndexInt(t, countV)
	if err != nil {
		return err
	}
	start := count
	if n := heap.Len(); n > 100 && 2*count > n {
		live := make([]runtime.Value, 0, n-count)
		for _, entry := range heap.Items() {
			tup, ok := entry.Object().(*runtime.Tuple)
			if !ok || tup.Len() != 3 {
				return runtime.Errorf(runtime.TypeError, "loop._scheduled holds (when, seq, timer) tuples")
			}
			timer := tup.Items()[2]
			c, err := isCancelled(t, timer)
			if err != nil {
				return err
			}
			if c {
				if err := runtime.SetAttr(t, timer, "_scheduled", runtime.False); err != nil {
					return err
				}
				continue
			}
			live = append(live, entry)
		}
		items := heap.Items()
		copy(items, live)
		for i := len(live); i < len(items); i++ {
			items[i] = runtime.Value{}
		}
		setListLen(heap, len(live))
		for i := heap.Len()/2 - 1; i >= 0; i-- {
			if err := siftUp(t, heap, i, false); err != nil {
				return err
			}
		}
		count = 0
	}
	for heap.Len() > 0 {
		_, timer, err := heapTop(t, heap)
		if err != nil {
			return err
		}
		c, err := isCancelled(t, timer)
		if err != nil || !c {
			if err != nil {
				return err
			}
			break
		}
		count--
		if _, err := heapPopItem(t, heap, false); err != nil {
			return err
		}
		if err := runtime.SetAttr(t, timer, "_scheduled", runtime.False); err != nil {
			return err
		}
	}
	if count != start {
		return runtime.SetAttr(t, loop, "_timer_cancelled_count", runtime.MakeInt(int64(count)))
	}
	return nil
}
