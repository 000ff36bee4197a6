// This file defines _asyncio._FutureCore, the Go state and methods under
// asyncio's Future and Task (CPython keeps them in C for the same reason:
// every await of a task goes through them). The classes programs see are
// the Python subclasses asyncio.py defines, which add the reprs and name
// the per-run objects the core needs: the exception classes
// (_cancelled_error, _invalid_state_error) and get_event_loop
// (_get_event_loop), found on the instance's class. A future schedules its
// done callbacks as (callback, future) pairs on the loop's ready queue,
// the internal form of a callback BaseEventLoop._run_once runs.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

type futState uint8

const (
	futPending futState = iota
	futCancelled
	futFinished
)

// futCallback is a done callback and the context it was added with. A
// task's wake-up, added by the task's step, is wake instead of fn: it is
// scheduled as a readyEntry, and its bound method made only when Python
// code asks to see it.
type futCallback struct {
	fn, ctx runtime.Value
	wake    *future
}

// function returns the callback as Python sees it.
func (cb *futCallback) function(t *runtime.Thread) (runtime.Value, error) {
	if cb.wake == nil {
		return cb.fn, nil
	}
	ts := cb.wake.task
	if err := ts.bound(t); err != nil {
		return runtime.None, err
	}
	return ts.wakeup, nil
}

// future is the payload of an asyncio Future or Task.
type future struct {
	runtime.Identity
	state        futState
	blocking     bool // _asyncio_future_blocking
	logTB        bool // _log_traceback
	result       runtime.Value
	exception    runtime.Value // None or the exception set
	loop         runtime.Value
	callbacks    []futCallback
	cancelMsg    runtime.Value
	cancelledExc runtime.Value
	ready        *deque // the loop's _ready, found at the first schedule

	task *taskState // nil for a plain future
}

var futureCoreType = runtime.NewNativeType("_FutureCore", "_asyncio", nil, true)

// Type returns _asyncio._FutureCore.
func (*future) Type() *runtime.Type { return futureCoreType }

// MemoryRefs visits what the future holds, for the memory budget.
func (f *future) MemoryRefs(visit func(runtime.Value)) int64 {
	visit(f.result)
	visit(f.exception)
	visit(f.loop)
	visit(f.cancelMsg)
	visit(f.cancelledExc)
	for _, cb := range f.callbacks {
		if cb.wake == nil {
			visit(cb.fn)
		} else {
			visit(cb.wake.task.self)
		}
		visit(cb.ctx)
	}
	if ts := f.task; ts != nil {
		for _, v := range [...]runtime.Value{ts.coro, ts.name, ts.context, ts.futWaiter} {
			visit(v)
		}
		if ts.hasBound {
			visit(ts.step)
			visit(ts.wakeup)
		}
	}
	return 112 + 16*int64(len(f.callbacks))
}

func newFuture() *future {
	return &future{result: runtime.None, exception: runtime.None, loop: runtime.None,
		cancelMsg: runtime.None, cancelledExc: runtime.None}
}

// futureOf returns the core of v, or a TypeError naming the method.
func futureOf(v runtime.Value, method string) (*future, error) {
	f, ok := runtime.Payload[*future](v)
	if !ok {
		return nil, runtime.Errorf(runtime.TypeError, "descriptor '%s' requires a '_asyncio.Future' object but received a '%s'", method, v.TypeName())
	}
	return f, nil
}

// classHook returns the attribute name of self's class: one of the
// per-run objects asyncio.py gives its Future class.
func classHook(self runtime.Value, name string) (runtime.Value, error) {
	v, ok := self.Type().Lookup(name)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.RuntimeError, "%s is not an asyncio future class", self.TypeName())
	}
	if sm, ok := v.Object().(*runtime.StaticMethod); ok {
		return sm.Func, nil
	}
	return v, nil
}

// newClassError makes an exception of the class self's class names.
func newClassError(t *runtime.Thread, self runtime.Value, hook string, args ...runtime.Value) error {
	cls, err := classHook(self, hook)
	if err != nil {
		return err
	}
	exc, err := runtime.Call(t, cls, args, nil)
	if err != nil {
		return err
	}
	if e, ok := exc.Object().(*runtime.Exception); ok {
		return e
	}
	return runtime.Errorf(runtime.TypeError, "%s is not an exception class", hook)
}

func invalidState(t *runtime.Thread, self runtime.Value, msg string) error {
	return newClassError(t, self, "_invalid_state_error", runtime.MakeStr(msg))
}

// makeCancelledError is _make_cancelled_error: the CancelledError the
// task caught, once, else a new one with the cancel message.
func (f *future) makeCancelledError(t *runtime.Thread, self runtime.Value) error {
	if !f.cancelledExc.IsNone() {
		exc := f.cancelledExc
		f.cancelledExc = runtime.None
		if e, ok := exc.Object().(*runtime.Exception); ok {
			return e
		}
	}
	if f.cancelMsg.IsNone() {
		return newClassError(t, self, "_cancelled_error")
	}
	return newClassError(t, self, "_cancelled_error", f.cancelMsg)
}

// initLoop sets the loop: loop, or get_event_loop() when it is None.
func (f *future) initLoop(t *runtime.Thread, self, loop runtime.Value) error {
	if loop.IsNone() {
		get, err := classHook(self, "_get_event_loop")
		if err != nil {
			return err
		}
		if loop, err = runtime.Call(t, get, nil, nil); err != nil {
			return err
		}
	}
	f.loop = loop
	return nil
}

// readyQueue returns the loop's ready deque, or nil when the loop keeps
// none (a loop of the program's own): then callbacks go through its
// call_soon.
func (f *future) readyQueue(t *runtime.Thread) *deque {
	if f.ready == nil {
		if r, err := runtime.GetAttrDefault(t, f.loop, "_ready", runtime.None); err == nil {
			f.ready = dequeOf(r)
		}
	}
	return f.ready
}

// checkLoopOpen is loop._check_closed().
func (f *future) checkLoopOpen(t *runtime.Thread) error {
	_, err := runtime.CallMethod(t, f.loop, "_check_closed", nil, nil)
	return err
}

// schedule puts fn(arg) on the loop's ready queue.
func (f *future) schedule(t *runtime.Thread, fn, arg, ctx runtime.Value) error {
	if q := f.readyQueue(t); q != nil {
		return q.pushRight(t, runtime.MakeTuple(fn, arg))
	}
	var kw *runtime.KwArgs
	if !ctx.IsNone() {
		kw = &runtime.KwArgs{Names: []string{"context"}, Values: []runtime.Value{ctx}}
	}
	_, err := runtime.CallMethod(t, f.loop, "call_soon", []runtime.Value{fn, arg}, kw)
	return err
}

// scheduleCallbacks hands the done callbacks to the loop, in the order
// they were added; they run at its next turn.
func (f *future) scheduleCallbacks(t *runtime.Thread, self runtime.Value) error {
	cbs := f.callbacks
	if len(cbs) == 0 {
		return nil
	}
	f.callbacks = nil
	if err := f.checkLoopOpen(t); err != nil {
		return err
	}
	q := f.readyQueue(t)
	for i := range cbs {
		cb := &cbs[i]
		if cb.wake != nil && q != nil {
			if err := q.pushRight(t, cb.wake.task.wakeEntryFor(self)); err != nil {
				return err
			}
			continue
		}
		fn, err := cb.function(t)
		if err != nil {
			return err
		}
		if err := f.schedule(t, fn, self, cb.ctx); err != nil {
			return err
		}
	}
	return nil
}

func (f *future) setResult(t *runtime.Thread, self, v runtime.Value) error {
	if f.state != futPending {
		return invalidState(t, self, "invalid state")
	}
	f.result = v
	f.state = futFinished
	return f.scheduleCallbacks(t, self)
}

// setException is Future.set_exception: a class is instantiated, and
// StopIteration refused as CPython refuses it.
func (f *future) setException(t *runtime.Thread, self, exc runtime.Value) error {
	if f.state != futPending {
		return invalidState(t, self, "invalid state")
	}
	if _, ok := exc.Object().(*runtime.Type); ok {
		v, err := runtime.Call(t, exc, nil, nil)
		if err != nil {
			return err
		}
		if !v.Type().IsSubtype(runtime.BaseExceptionType) {
			return runtime.Errorf(runtime.TypeError, "invalid exception object")
		}
		exc = v
	} else if !exc.Type().IsSubtype(runtime.BaseExceptionType) {
		return runtime.Errorf(runtime.TypeError, "invalid exception object")
	}
	if exc.Type() == runtime.StopIterationType {
		return runtime.Errorf(runtime.TypeError, "StopIteration interacts badly with generators and cannot be raised into a Future")
	}
	f.exception = exc
	f.state = futFinished
	if err := f.scheduleCallbacks(t, self); err != nil {
		return err
	}
	f.logTB = true
	return nil
}

// cancel is Future.cancel.
func (f *future) cancel(t *runtime.Thread, self, msg runtime.Value) (bool, error) {
	if f.state != futPending {
		return false, nil
	}
	f.state = futCancelled
	f.cancelMsg = msg
	return true, f.scheduleCallbacks(t, self)
}

// outcome is Future.result without its checks' allocation: the result, or
// the error result() raises.
func (f *future) outcome(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
	switch f.state {
	case futCancelled:
		return runtime.None, f.makeCancelledError(t, self)
	case futPending:
		return runtime.None, invalidState(t, self, "Result is not set.")
	}
	f.logTB = false
	if !f.exception.IsNone() {
		if e, ok := f.exception.Object().(*runtime.Exception); ok {
			return runtime.None, e
		}
	}
	return f.result, nil
}

func (f *future) addDoneCallback(t *runtime.Thread, self, fn, ctx runtime.Value) error {
	if f.state != futPending {
		var kw *runtime.KwArgs
		if !ctx.IsNone() {
			kw = &runtime.KwArgs{Names: []string{"context"}, Values: []runtime.Value{ctx}}
		}
		_, err := runtime.CallMethod(t, f.loop, "call_soon", []runtime.Value{fn, self}, kw)
		return err
	}
	f.callbacks = append(f.callbacks, futCallback{fn: fn, ctx: ctx})
	return nil
}

var stateNames = [...]string{futPending: "PENDING", futCancelled: "CANCELLED", futFinished: "FINISHED"}

func init() {
	c := futureCoreType
	c.Doc = "The Go state under asyncio.Future and asyncio.Task."
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if cls == futureCoreType {
			return runtime.None, runtime.Errorf(runtime.TypeError, "cannot create '_asyncio._FutureCore' instances")
		}
		return runtime.WrapNew(t, cls, futureCoreType, newFuture()), nil
	}
	c.Slots.Init = func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) error {
		f, err := futureOf(self, "__init__")
		if err != nil {
			return err
		}
		loop := runtime.None
		if len(args) == 0 && kw.Len() == 1 && kw.Names[0] == "loop" {
			loop = kw.Values[0] // Future(loop=...), as create_future calls it
		} else if len(args) != 0 || kw.Len() != 0 {
			bound, err := bindNone(&futureInitSig, args, kw)
			if err != nil {
				return err
			}
			loop = bound[0]
		}
		f.callbacks = nil
		return f.initLoop(t, self, loop)
	}
	method := func(name string, fn func(t *runtime.Thread, self runtime.Value, f *future, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error)) {
		c.AddMethod(name, func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			f, err := futureOf(self, name)
			if err != nil {
				return runtime.None, err
			}
			return fn(t, self, f, args, kw)
		})
	}
	noArgs := func(name string, fn func(t *runtime.Thread, self runtime.Value, f *future) (runtime.Value, error)) {
		method(name, func(t *runtime.Thread, self runtime.Value, f *future, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if len(args) != 0 || kw.Len() != 0 {
				qual := methodQual(f, name)
				switch name {
				case "get_loop":
					qual = "Future.get_loop" // Task inherits it
				case "__await__", "__iter__":
					return runtime.None, runtime.Errorf(runtime.TypeError, "expected 0 arguments, got %d", len(args)+kw.Len())
				}
				if err := noArgsCheck(qual, args, kw); err != nil {
					return runtime.None, err
				}
			}
			return fn(t, self, f)
		})
	}
	noArgs("done", func(t *runtime.Thread, self runtime.Value, f *future) (runtime.Value, error) {
		return runtime.MakeBool(f.state != futPending), nil
	})
	noArgs("cancelled", func(t *runtime.Thread, self runtime.Value, f *future) (runtime.Value, error) {
		return runtime.MakeBool(f.state == futCancelled), nil
	})
	noArgs("get_loop", func(t *runtime.Thread, self runtime.Value, f *future) (runtime.Value, error) {
		return f.loop, nil
	})
	noArgs("result", func(t *runtime.Thread, self runtime.Value, f *future) (runtime.Value, error) {
		return f.outcome(t, self)
	})
	noArgs("exception", func(t *runtime.Thread, self runtime.Value, f *future) (runtime.Value, error) {
		switch f.state {
		case futCancelled:
			return runtime.None, f.makeCancelledError(t, self)
		case futPending:
			return runtime.None, invalidState(t, self, "Exception is not set.")
		}
		f.logTB = false
		return f.exception, nil
	})
	noArgs("_make_cancelled_error", func(t *runtime.Thread, self runtime.Value, f *future) (runtime.Value, error) {
		err := f.makeCancelledError(t, self)
		if e, ok := err.(*runtime.Exception); ok {
			return runtime.MakeObject(e), nil
		}
		return runtime.None, err
	})
	noArgs("_schedule_callbacks", func(t *runtime.Thread, self runtime.Value, f *future) (runtime.Value, error) {
		return runtime.None, f.scheduleCallbacks(t, self)
	})
	method("add_done_callback", func(t *runtime.Thread, self runtime.Value, f *future, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var fn runtime.Value
		ctx := runtime.None
		if len(args) == 1 && kw.Len() == 0 {
			fn = args[0]
		} else {
			bound, err := bindNone(&addDoneCallbackSig, args, kw)
			if err != nil {
				return runtime.None, err
			}
			fn, ctx = bound[0], bound[1]
		}
		return runtime.None, f.addDoneCallback(t, self, fn, ctx)
	})
	method("remove_done_callback", func(t *runtime.Thread, self runtime.Value, f *future, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := oneArgClinic(methodQual(f, "remove_done_callback"), args, kw); err != nil {
			return runtime.None, err
		}
		fn := args[0]
		kept := make([]futCallback, 0, len(f.callbacks))
		for _, cb := range f.callbacks {
			have, err := cb.function(t)
			if err != nil {
				return runtime.None, err
			}
			same, err := runtime.Eq(t, have, fn)
			if err != nil {
				return runtime.None, err
			}
			if !same {
				kept = append(kept, cb)
			}
		}
		removed := len(f.callbacks) - len(kept)
		if removed != 0 {
			f.callbacks = kept
		}
		return runtime.MakeInt(int64(removed)), nil
	})
	method("set_result", func(t *runtime.Thread, self runtime.Value, f *future, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := oneArgClinic(methodQual(f, "set_result"), args, kw); err != nil {
			return runtime.None, err
		}
		v := args[0]
		if f.task != nil {
			return runtime.None, runtime.Errorf(runtime.RuntimeError, "Task does not support set_result operation")
		}
		return runtime.None, f.setResult(t, self, v)
	})
	method("set_exception", func(t *runtime.Thread, self runtime.Value, f *future, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := oneArgClinic(methodQual(f, "set_exception"), args, kw); err != nil {
			return runtime.None, err
		}
		v := args[0]
		if f.task != nil {
			return runtime.None, runtime.Errorf(runtime.RuntimeError, "Task does not support set_exception operation")
		}
		return runtime.None, f.setException(t, self, v)
	})
	method("cancel", func(t *runtime.Thread, self runtime.Value, f *future, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		msg := runtime.None
		if len(args) != 0 || kw.Len() != 0 {
			bound, err := bindNone(&cancelSig, args, kw)
			if err != nil {
				return runtime.None, err
			}
			msg = bound[0]
		}
		var ok bool
		var err error
		if f.task != nil {
			ok, err = f.taskCancel(t, self, msg)
		} else {
			ok, err = f.cancel(t, self, msg)
		}
		return runtime.MakeBool(ok), err
	})
	awaitFn := func(t *runtime.Thread, self runtime.Value, f *future) (runtime.Value, error) {
		return runtime.MakeObject(&futureIter{fut: self, f: f}), nil
	}
	noArgs("__await__", awaitFn)
	noArgs("__iter__", awaitFn)

	getset := func(name string, get func(f *future) runtime.Value, set func(t *runtime.Thread, f *future, v runtime.Value) error) {
		var setter func(t *runtime.Thread, self, v runtime.Value, del bool) error
		if set != nil {
			setter = func(t *runtime.Thread, self, v runtime.Value, del bool) error {
				f, err := futureOf(self, name)
				if err != nil {
					return err
				}
				if del {
					return runtime.Errorf(runtime.AttributeError, "cannot delete attribute")
				}
				return set(t, f, v)
			}
		}
		c.AddGetSet(name, func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
			f, err := futureOf(self, name)
			if err != nil {
				return runtime.None, err
			}
			return get(f), nil
		}, setter)
	}
	getset("_state", func(f *future) runtime.Value { return runtime.MakeStr(stateNames[f.state]) }, nil)
	getset("_result", func(f *future) runtime.Value { return f.result }, nil)
	getset("_exception", func(f *future) runtime.Value { return f.exception }, nil)
	getset("_loop", func(f *future) runtime.Value { return f.loop }, nil)
	c.AddGetter("_callbacks", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		f, err := futureOf(self, "_callbacks")
		if err != nil || f.callbacks == nil {
			return runtime.None, err
		}
		items := make([]runtime.Value, len(f.callbacks))
		for i := range f.callbacks {
			fn, err := f.callbacks[i].function(t)
			if err != nil {
				return runtime.None, err
			}
			items[i] = runtime.MakeTuple(fn, f.callbacks[i].ctx)
		}
		return runtime.MakeObject(runtime.NewList(items)), nil
	})
	getset("_cancel_message", func(f *future) runtime.Value { return f.cancelMsg },
		func(t *runtime.Thread, f *future, v runtime.Value) error { f.cancelMsg = v; return nil })
	getset("_cancelled_exc", func(f *future) runtime.Value { return f.cancelledExc },
		func(t *runtime.Thread, f *future, v runtime.Value) error { f.cancelledExc = v; return nil })
	getset("_asyncio_future_blocking", func(f *future) runtime.Value { return runtime.MakeBool(f.blocking) },
		func(t *runtime.Thread, f *future, v runtime.Value) error {
			b, err := runtime.Truth(t, v)
			f.blocking = b
			return err
		})
	getset("_log_traceback", func(f *future) runtime.Value { return runtime.MakeBool(f.logTB) },
		func(t *runtime.Thread, f *future, v runtime.Value) error {
			b, err := runtime.Truth(t, v)
			if err == nil && b {
				return runtime.Errorf(runtime.ValueError, "_log_traceback can only be set to False")
			}
			f.logTB = false
			return err
		})
	taskMethods(c, method, noArgs, getset)
	c.Finish()
	futureIterType.Finish()
}

// futureIter is what await on a future steps: it yields the future while
// it is pending (the task then waits for it), then returns its result.
type futureIter struct {
	runtime.Identity
	fut     runtime.Value
	f       *future
	yielded bool // the future was handed to the task once
	done    bool
}

var futureIterType = func() *runtime.Type {
	c := runtime.NewNativeType("FutureIter", "_asyncio", nil, false)
	c.Slots.Iter = func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) { return self, nil }
	c.Slots.Next = func(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
		return self.Object().(*futureIter).next(t)
	}
	c.AddMethod("send", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var v runtime.Value
		if err := runtime.UnpackPositional("send", args, kw, 1, &v); err != nil {
			return runtime.None, err
		}
		out, ok, err := self.Object().(*futureIter).next(t)
		if err != nil {
			return runtime.None, err
		}
		if !ok {
			return runtime.None, runtime.NewException(runtime.StopIterationType)
		}
		return out, nil
	})
	c.AddMethod("throw", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var exc runtime.Value
		if err := runtime.UnpackPositional("throw", args, kw, 1, &exc); err != nil {
			return runtime.None, err
		}
		self.Object().(*futureIter).done = true
		if _, ok := exc.Object().(*runtime.Type); ok {
			v, err := runtime.Call(t, exc, nil, nil)
			if err != nil {
				return runtime.None, err
			}
			exc = v
		}
		if e, ok := exc.Object().(*runtime.Exception); ok {
			return runtime.None, e
		}
		return runtime.None, runtime.Errorf(runtime.TypeError, "exceptions must derive from BaseException")
	})
	c.AddMethod("close", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		self.Object().(*futureIter).done = true
		return runtime.None, nil
	})
	return c
}()

// Type returns _asyncio.FutureIter.
func (*futureIter) Type() *runtime.Type { return futureIterType }

// MemoryRefs visits the future, for the memory budget.
func (it *futureIter) MemoryRefs(visit func(runtime.Value)) int64 {
	visit(it.fut)
	return 32
}

// next is one step of await: the future itself while pending (marked as
// blocking, for the task), then its result as StopIteration's value.
func (it *futureIter) next(t *runtime.Thread) (runtime.Value, bool, error) {
	if it.done {
		return runtime.None, false, nil
	}
	f := it.f
	if !it.yielded && f.state == futPending {
		it.yielded = true
		f.blocking = true
		return it.fut, true, nil
	}
	it.done = true
	if f.state == futPending {
		return runtime.None, false, runtime.Errorf(runtime.RuntimeError, "await wasn't used with future")
	}
	v, err := f.outcome(t, it.fut)
	if err != nil {
		return runtime.None, false, err
	}
	if v.IsNone() {
		return runtime.None, false, nil
	}
	return runtime.None, false, runtime.NewException(runtime.StopIterationType, v)
}

// yieldOnce is what sleep(0) awaits: it yields None to the task once
// (the task steps again at the next turn), then returns None. One Go
// object stands for the generator CPython's __sleep0 makes.
type yieldOnce struct {
	runtime.Identity
	yielded bool
}

var yieldOnceType = func() *runtime.Type {
	c := runtime.NewNativeType("_YieldOnce", "_asyncio", nil, false)
	self := func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) { return self, nil }
	c.Slots.Iter = self
	c.Slots.Next = func(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
		y := self.Object().(*yieldOnce)
		if y.yielded {
			return runtime.None, false, nil
		}
		y.yielded = true
		return runtime.None, true, nil
	}
	c.AddMethod("__await__", func(t *runtime.Thread, s runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("__await__", args, kw, 0); err != nil {
			return runtime.None, err
		}
		return s, nil
	})
	c.Finish()
	return c
}()

// Type returns _asyncio._YieldOnce.
func (*yieldOnce) Type() *runtime.Type { return yieldOnceType }

// newYieldOnce is _asyncio._yield_once().
func newYieldOnce(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := runtime.UnpackPositional("_yield_once", args, kw, 0); err != nil {
		return runtime.None, err
	}
	return runtime.MakeObject(&yieldOnce{}), nil
}
