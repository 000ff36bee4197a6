// This file is the inner loop of BaseEventLoop._run_once: one turn's
// callbacks, run in Go because a program with many tasks spends a good
// part of its time there. The ready queue holds Handles (what call_soon
// returns) and (callback, argument) pairs, the internal form futures and
// tasks schedule without making a Handle.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// runReady is _run_ready(ready, n, report): it runs the first n entries
// of the deque ready, oldest first; what they schedule waits for the next
// turn. A pair whose callback raises is handed to report(callback, arg,
// exc) as the exception being handled; SystemExit and KeyboardInterrupt
// end the turn, as does anything that ends the run.
func runReady(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var readyV, nV, report runtime.Value
	if err := runtime.UnpackPositional("_run_ready", args, kw, 3, &readyV, &nV, &report); err != nil {
		return runtime.None, err
	}
	ready := dequeOf(readyV)
	if ready == nil {
		return runtime.None, runtime.Errorf(runtime.TypeError, "_run_ready() needs a deque")
	}
	n, err := runtime.IndexInt(t, nV)
	if err != nil {
		return runtime.None, err
	}
	for ; n > 0 && ready.n > 0; n-- {
		h := ready.popLeft()
		if e, ok := h.Object().(*readyEntry); ok {
			e.queued = false
			arg := e.arg
			if err := e.run(t); err != nil {
				if err := e.report(t, report, arg, err); err != nil {
					return runtime.None, err
				}
			}
			continue
		}
		if pair, ok := h.Object().(*runtime.Tuple); ok && pair.Len() == 2 {
			items := pair.Items()
			cb, arg := items[0], items[1]
			var err error
			if g, ok := cb.Object().(*gatherer); ok {
				err = g.done(t, arg)
			} else {
				_, err = runtime.Call(t, cb, []runtime.Value{arg}, nil)
			}
			if err != nil {
				if err := reportCallbackError(t, report, cb, arg, err); err != nil {
					return runtime.None, err
				}
			}
			continue
		}
		cancelled, err := runtime.GetAttr(t, h, "_cancelled")
		if err != nil {
			return runtime.None, err
		}
		if b, err := runtime.Truth(t, cancelled); err != nil {
			return runtime.None, err
		} else if b {
			continue
		}
		if _, err := runtime.CallMethod(t, h, "_run", nil, nil); err != nil {
			return runtime.None, err
		}
	}
	return runtime.None, nil
}

// reportCallbackError hands the exception a pair's callback raised to
// report, with it set as the exception being handled (sys.exc_info()),
// as the except clause of a Python loop would.
func reportCallbackError(t *runtime.Thread, report, cb, arg runtime.Value, err error) error {
	switch err.(type) {
	case *runtime.Exception, *runtime.Error:
	default:
		return err // the run ends (an abort): no callback may catch it
	}
	e := runtime.ExceptionOf(err)
	if e.Type().IsSubtype(runtime.SystemExitType) || e.Type().IsSubtype(runtime.KeyboardInterruptType) {
		return e
	}
	ev := runtime.MakeObject(e)
	depth := t.ExcDepth()
	t.PushExc(ev)
	_, rerr := runtime.Call(t, report, []runtime.Value{cb, arg, ev}, nil)
	t.SetExcDepth(depth)
	return rerr
}

// readyEntry is a task's step (wake false: _step()) or its wake-up by the
// future arg (wake true: _wakeup(arg)) on the ready queue: the pair
// (bound method, arg) without the bound method, run without a call.
type readyEntry struct {
	task   *future
	arg    runtime.Value
	wake   bool
	queued bool // on the ready queue now
}

// value returns the entry as a queue item, marked queued.
func (e *readyEntry) value() runtime.Value {
	e.queued = true
	return runtime.MakeObject(e)
}

// wakeEntryFor returns the entry of the task's wake-up by fut: the task's
// own, or a new one should that be queued already (which the task's own
// awaits never cause).
func (ts *taskState) wakeEntryFor(fut runtime.Value) runtime.Value {
	e := &ts.wakeEntry
	if e.queued {
		e = &readyEntry{task: e.task, wake: true}
	}
	e.arg = fut
	return e.value()
}

var readyEntryType = func() *runtime.Type {
	c := runtime.NewNativeType("_ReadyEntry", "_asyncio", nil, false)
	c.Finish()
	return c
}()

// Type returns _asyncio._ReadyEntry.
func (*readyEntry) Type() *runtime.Type { return readyEntryType }

// MemoryRefs visits the task and the argument, for the memory budget.
func (e *readyEntry) MemoryRefs(visit func(runtime.Value)) int64 {
	visit(e.task.task.self)
	visit(e.arg)
	return 32
}

func (e *readyEntry) run(t *runtime.Thread) error {
	f := e.task
	if e.wake {
		fut := e.arg
		e.arg = runtime.None // the entry is reused: it keeps no future alive
		return f.taskWakeup(t, f.task.self, fut)
	}
	return f.taskStep(t, f.task.self, e.arg)
}

// report hands an error of the step to report as the bound method's.
func (e *readyEntry) report(t *runtime.Thread, report, arg runtime.Value, err error) error {
	switch err.(type) {
	case *runtime.Exception, *runtime.Error:
	default:
		return err
	}
	ts := e.task.task
	if berr := ts.bound(t); berr != nil {
		return berr
	}
	cb := ts.step
	if e.wake {
		cb = ts.wakeup
	}
	return reportCallbackError(t, report, cb, arg, err)
}
