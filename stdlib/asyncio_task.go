// This file is the Task half of _asyncio._FutureCore: a task's step (one
// send or throw into its coroutine and the arrangement of the next step),
// its wake-up when the future it waits on completes, and cancellation.
// The order of everything scheduled is the one asyncio.py documents.

package stdlib

import (
	"fmt"
	"strconv"

	"github.com/pyexgo/pyex/runtime"
)

// taskState is what a Task adds to its future.
type taskState struct {
	coro       runtime.Value
	gen        *runtime.Generator // coro, when it is a VM coroutine
	name       runtime.Value
	context    runtime.Value
	futWaiter  runtime.Value
	numCancels int
	mustCancel bool
	// self is the task as Python sees it; step and wakeup are its bound
	// _step and _wakeup, made when Python code needs them (a repr, a
	// loop without a ready queue, an error report).
	self         runtime.Value
	step, wakeup runtime.Value
	hasBound     bool
	allTasks     *runtime.Dict // asyncio's _all_tasks
	// num is the task's number when name is still to be made from it.
	num int64
	// stepEntry and wakeEntry are the ready-queue entries of its next
	// step and wake-up; a task has at most one of each queued.
	stepEntry, wakeEntry readyEntry

	// loopDict is the loop's instance dict when _current_task is a plain
	// attribute there (as BaseEventLoop keeps it), found at the first
	// step: the step reads and writes it there without the generic
	// attribute protocol.
	loopDict        *runtime.Dict
	loopDictChecked bool
	// curKey is the str "_current_task" made once for loopDict: SetStr
	// would make a new key for every write.
	curKey runtime.Value
	// plainType is the last class of awaited future found to use the
	// core's get_loop, add_done_callback and result, at plainVersion.
	plainType    *runtime.Type
	plainVersion uint64
}

// currentTaskDict returns the dict holding the loop's _current_task, or
// nil when the attribute protocol must be used.
func (ts *taskState) currentTaskDict(loop runtime.Value) *runtime.Dict {
	if !ts.loopDictChecked {
		ts.loopDictChecked = true
		if inst, ok := loop.Object().(*runtime.Instance); ok && inst.Dict() != nil {
			if _, onClass := loop.Type().Lookup("_current_task"); !onClass {
				if _, ok := inst.Dict().GetStr("_current_task"); ok {
					ts.loopDict = inst.Dict()
					ts.curKey = runtime.MakeStr("_current_task")
				}
			}
		}
	}
	return ts.loopDict
}

// getCurrent and setCurrent are loop._current_task.
func (ts *taskState) getCurrent(t *runtime.Thread, loop runtime.Value) (runtime.Value, error) {
	if d := ts.currentTaskDict(loop); d != nil {
		if v, ok := d.GetStr("_current_task"); ok {
			return v, nil
		}
	}
	return runtime.GetAttr(t, loop, "_current_task")
}

func (ts *taskState) setCurrent(t *runtime.Thread, loop, v runtime.Value) error {
	if d := ts.currentTaskDict(loop); d != nil {
		return d.Set(t, ts.curKey, v)
	}
	return runtime.SetAttr(t, loop, "_current_task", v)
}

// plainFuture reports whether the class of v (a future) uses the core's
// get_loop, add_done_callback and result, so that Go may stand for those
// calls; the answer is kept for the class until it changes.
func (ts *taskState) plainFuture(v runtime.Value) bool {
	cls := v.Type()
	if cls == ts.plainType && cls.Version() == ts.plainVersion {
		return true
	}
	if !nativeMethod(v, "get_loop") || !nativeMethod(v, "add_done_callback") || !nativeMethod(v, "result") {
		return false
	}
	ts.plainType, ts.plainVersion = cls, cls.Version()
	return true
}

// taskCounter numbers a run's tasks (Task-1, Task-2, ...); asyncio.py
// keeps one as Task._task_counter.
type taskCounter struct {
	runtime.Identity
	n int64
}

var taskCounterType = func() *runtime.Type {
	c := runtime.NewNativeType("_TaskCounter", "_asyncio", nil, false)
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("_TaskCounter", args, kw, 0); err != nil {
			return runtime.None, err
		}
		return runtime.MakeObject(&taskCounter{}), nil
	}
	c.Finish()
	return c
}()

// Type returns _asyncio._TaskCounter.
func (*taskCounter) Type() *runtime.Type { return taskCounterType }

// taskInitArgs binds Task.__init__(coro, *, loop=None, name=None,
// context=None).
func taskInitArgs(args []runtime.Value, kw *runtime.KwArgs) (coro, loop, name, ctx runtime.Value, err error) {
	if len(args) == 1 && kw.Len() <= 3 {
		loop, name, ctx = runtime.None, runtime.None, runtime.None
		known := true
		for i := 0; i < kw.Len(); i++ {
			switch kw.Names[i] {
			case "loop":
				loop = kw.Values[i]
			case "name":
				name = kw.Values[i]
			case "context":
				ctx = kw.Values[i]
			default:
				known = false
			}
		}
		if known {
			return args[0], loop, name, ctx, nil
		}
	}
	bound, err := bindNone(&taskInitSig, args, kw)
	if err != nil {
		return runtime.None, runtime.None, runtime.None, runtime.None, err
	}
	return bound[0], bound[1], bound[2], bound[3], nil
}

// taskInit is Task.__init__: the task gets the next number of the run's
// counter (Task._task_counter), joins asyncio's table of tasks
// (Task._all_tasks) and has its first step scheduled.
func (f *future) taskInit(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) error {
	coro, loop, name, ctx, err := taskInitArgs(args, kw)
	if err != nil {
		return err
	}
	allV, err := classHook(self, "_all_tasks")
	if err != nil {
		return err
	}
	all, ok := allV.Object().(*runtime.Dict)
	if !ok {
		return runtime.Errorf(runtime.TypeError, "Task._all_tasks must be a dict")
	}
	counterV, err := classHook(self, "_task_counter")
	if err != nil {
		return err
	}
	counter, ok := counterV.Object().(*taskCounter)
	if !ok {
		return runtime.Errorf(runtime.TypeError, "Task._task_counter must be a _TaskCounter")
	}
	f.callbacks = nil
	if err := f.initLoop(t, self, loop); err != nil {
		return err
	}
	g, isCoro := coro.Object().(*runtime.Generator)
	isCoro = isCoro && g.Kind == runtime.CoroutineKind
	if !isCoro {
		g = nil
		check, err := classHook(self, "_iscoroutine")
		if err != nil {
			return err
		}
		res, err := runtime.Call(t, check, []runtime.Value{coro}, nil)
		if err != nil {
			return err
		}
		if ok, err := runtime.Truth(t, res); err != nil {
			return err
		} else if !ok {
			r, err := runtime.Repr(t, coro)
			if err != nil {
				return err
			}
			return runtime.Errorf(runtime.TypeError, "a coroutine was expected, got %s", r)
		}
	}
	ts := &taskState{coro: coro, gen: g, name: runtime.None, context: ctx, futWaiter: runtime.None, allTasks: all}
	if name.IsNone() {
		// The next number, once the coroutine is accepted (CPython counts
		// unnamed tasks only); "Task-<num>" is made when first asked for.
		counter.n++
		ts.num = counter.n
	} else {
		s, err := runtime.StrOf(t, name)
		if err != nil {
			return err
		}
		ts.name = s
	}
	ts.self = self
	ts.stepEntry = readyEntry{task: f, arg: runtime.None}
	ts.wakeEntry = readyEntry{task: f, wake: true}
	f.task = ts
	if err := f.checkLoopOpen(t); err != nil {
		return err
	}
	if err := f.scheduleStep(t); err != nil {
		return err
	}
	return all.Set(t, self, runtime.None)
}

// taskName returns the task's name, making "Task-<num>" the first time.
func (ts *taskState) taskName() runtime.Value {
	if ts.name.IsNone() {
		ts.name = runtime.MakeStr("Task-" + strconv.FormatInt(ts.num, 10))
	}
	return ts.name
}

// bound makes the task's bound _step and _wakeup.
func (ts *taskState) bound(t *runtime.Thread) error {
	if ts.hasBound {
		return nil
	}
	step, err := runtime.GetAttr(t, ts.self, "_step")
	if err != nil {
		return err
	}
	wakeup, err := runtime.GetAttr(t, ts.self, "_wakeup")
	if err != nil {
		return err
	}
	ts.step, ts.wakeup, ts.hasBound = step, wakeup, true
	return nil
}

// scheduleStep puts the task's next step on the loop's ready queue.
func (f *future) scheduleStep(t *runtime.Thread) error {
	if q := f.readyQueue(t); q != nil {
		e := &f.task.stepEntry
		if e.queued {
			e = &readyEntry{task: f, arg: runtime.None}
		}
		return q.pushRight(t, e.value())
	}
	if err := f.task.bound(t); err != nil {
		return err
	}
	_, err := runtime.CallMethod(t, f.loop, "call_soon", []runtime.Value{f.task.step}, nil)
	return err
}

// callSoonStep schedules the step that raises exc in the coroutine.
func (f *future) callSoonStep(t *runtime.Thread, exc error) error {
	if err := f.task.bound(t); err != nil {
		return err
	}
	e := runtime.ExceptionOf(exc)
	_, err := runtime.CallMethod(t, f.loop, "call_soon", []runtime.Value{f.task.step, runtime.MakeObject(e)}, nil)
	return err
}

// finish drops a done task from asyncio's table of tasks.
func (f *future) finish(t *runtime.Thread, self runtime.Value) error {
	_, _, err := f.task.allTasks.Delete(t, self)
	return err
}

// isCancelledError reports whether exc is one of self's class's
// CancelledError.
func isCancelledError(self runtime.Value, exc runtime.Value) bool {
	cls, err := classHook(self, "_cancelled_error")
	if err != nil {
		return false
	}
	c, ok := cls.Object().(*runtime.Type)
	return ok && exc.Type().IsSubtype(c)
}

// taskStep is Task._step(exc): one send (or throw, when exc is not None)
// into the coroutine, then the task's completion or its next wait.
func (f *future) taskStep(t *runtime.Thread, self, exc runtime.Value) error {
	ts := f.task
	if f.state != futPending {
		rs, err := runtime.Repr(t, self)
		if err != nil {
			return err
		}
		re, err := runtime.Repr(t, exc)
		if err != nil {
			return err
		}
		return invalidState(t, self, fmt.Sprintf("_step(): already done: %s, %s", rs, re))
	}
	if ts.mustCancel {
		if exc.IsNone() || !isCancelledError(self, exc) {
			err := f.makeCancelledError(t, self)
			e, ok := err.(*runtime.Exception)
			if !ok {
				return err
			}
			exc = runtime.MakeObject(e)
		}
		ts.mustCancel = false
	}
	ts.futWaiter = runtime.None
	loop := f.loop
	prev, err := ts.getCurrent(t, loop)
	if err != nil {
		return err
	}
	if !prev.IsNone() {
		rs, err := runtime.Repr(t, self)
		if err != nil {
			return err
		}
		rp, err := runtime.Repr(t, prev)
		if err != nil {
			return err
		}
		return runtime.Errorf(runtime.RuntimeError, "Cannot enter into task %s while another task %s is being executed.", rs, rp)
	}
	if err := ts.setCurrent(t, loop, self); err != nil {
		return err
	}
	stepErr := f.runStep(t, self, exc)
	if err := ts.setCurrent(t, loop, runtime.None); err != nil && stepErr == nil {
		stepErr = err
	}
	return stepErr
}

// send runs the coroutine one step: what it yielded, or done with what it
// returned, or the exception it raised.
func (ts *taskState) send(t *runtime.Thread, exc runtime.Value) (out runtime.Value, done bool, err error) {
	var throw error
	if !exc.IsNone() {
		e, ok := exc.Object().(*runtime.Exception)
		if !ok {
			return runtime.None, false, runtime.Errorf(runtime.TypeError, "exceptions must derive from BaseException")
		}
		throw = e
	}
	if ts.gen != nil {
		return runtime.GenResume(t, ts.gen, runtime.None, throw)
	}
	if throw == nil {
		out, err = runtime.CallMethod(t, ts.coro, "send", []runtime.Value{runtime.None}, nil)
	} else {
		out, err = runtime.CallMethod(t, ts.coro, "throw", []runtime.Value{exc}, nil)
	}
	if err != nil && runtime.ErrorMatches(err, runtime.StopIterationType) {
		e := runtime.ExceptionOf(err)
		if args := e.Args(); len(args) > 0 {
			return args[0], true, nil
		}
		return runtime.None, true, nil
	}
	return out, false, err
}

// runStep is the body of _step once the task is the loop's current one.
func (f *future) runStep(t *runtime.Thread, self, exc runtime.Value) error {
	ts := f.task
	result, done, err := ts.send(t, exc)
	switch {
	case done:
		if ts.mustCancel {
			ts.mustCancel = false
			if _, err := f.cancel(t, self, f.cancelMsg); err != nil {
				return err
			}
		} else if err := f.setResult(t, self, result); err != nil {
			return err
		}
		return f.finish(t, self)
	case err != nil:
		var e *runtime.Exception
		switch err.(type) {
		case *runtime.Exception, *runtime.Error:
			e = runtime.ExceptionOf(err)
		default:
			return err // the run itself ends (an abort): not the task's
		}
		ev := runtime.MakeObject(e)
		if isCancelledError(self, ev) {
			f.cancelledExc = ev
			if _, err := f.cancel(t, self, runtime.None); err != nil {
				return err
			}
			return f.finish(t, self)
		}
		if serr := f.setException(t, self, ev); serr != nil {
			return serr
		}
		if ferr := f.finish(t, self); ferr != nil {
			return ferr
		}
		if e.Type().IsSubtype(runtime.KeyboardInterruptType) || e.Type().IsSubtype(runtime.SystemExitType) {
			return e
		}
		return nil
	}
	if result.IsNone() {
		// A bare yield (sleep(0)): step again at the next turn.
		return f.scheduleStep(t)
	}
	return f.suspend(t, self, result)
}

// nativeMethod reports whether v's class uses the core's method name
// (not an override), so that the core's Go code may stand for a call.
func nativeMethod(v runtime.Value, name string) bool {
	m, ok := v.Type().Lookup(name)
	if !ok {
		return false
	}
	core, _ := futureCoreType.Lookup(name)
	return m.Is(core)
}

// suspend arranges the next step after the coroutine yielded result.
func (f *future) suspend(t *runtime.Thread, self, result runtime.Value) error {
	ts := f.task
	loop := f.loop
	var blocking runtime.Value
	rf, isFut := runtime.Payload[*future](result)
	if isFut {
		blocking = runtime.MakeBool(rf.blocking)
	} else {
		var err error
		if blocking, err = runtime.GetAttrDefault(t, result, "_asyncio_future_blocking", runtime.None); err != nil {
			return err
		}
	}
	if blocking.IsNone() {
		if _, ok := result.Object().(*runtime.Generator); ok && result.Type() == runtime.GeneratorType {
			rs, r, err := reprPair(t, self, result)
			if err != nil {
				return err
			}
			return f.callSoonStep(t, runtime.Errorf(runtime.RuntimeError, "yield was used instead of yield from for generator in task %s with %s", rs, r))
		}
		r, err := runtime.Repr(t, result)
		if err != nil {
			return err
		}
		return f.callSoonStep(t, runtime.Errorf(runtime.RuntimeError, "Task got bad yield: %s", r))
	}
	plain := isFut && ts.plainFuture(result)
	var rloop runtime.Value
	if plain {
		rloop = rf.loop
	} else {
		var err error
		if rloop, err = runtime.CallMethod(t, result, "get_loop", nil, nil); err != nil {
			return err
		}
	}
	if !rloop.Is(loop) {
		rs, r, err := reprPair(t, self, result)
		if err != nil {
			return err
		}
		return f.callSoonStep(t, runtime.Errorf(runtime.RuntimeError, "Task %s got Future %s attached to a different loop", rs, r))
	}
	b, err := runtime.Truth(t, blocking)
	if err != nil {
		return err
	}
	if !b {
		rs, r, err := reprPair(t, self, result)
		if err != nil {
			return err
		}
		return f.callSoonStep(t, runtime.Errorf(runtime.RuntimeError, "yield was used instead of yield from in task %s with %s", rs, r))
	}
	if result.Is(self) {
		rs, err := runtime.Repr(t, self)
		if err != nil {
			return err
		}
		return f.callSoonStep(t, runtime.Errorf(runtime.RuntimeError, "Task cannot await on itself: %s", rs))
	}
	if plain {
		rf.blocking = false
		if rf.state == futPending {
			rf.callbacks = append(rf.callbacks, futCallback{ctx: ts.context, wake: f})
		} else {
			if err := ts.bound(t); err != nil {
				return err
			}
			if err := rf.addDoneCallback(t, result, ts.wakeup, ts.context); err != nil {
				return err
			}
		}
	} else {
		if err := ts.bound(t); err != nil {
			return err
		}
		if err := runtime.SetAttr(t, result, "_asyncio_future_blocking", runtime.False); err != nil {
			return err
		}
		kw := &runtime.KwArgs{Names: []string{"context"}, Values: []runtime.Value{ts.context}}
		if _, err := runtime.CallMethod(t, result, "add_done_callback", []runtime.Value{ts.wakeup}, kw); err != nil {
			return err
		}
	}
	ts.futWaiter = result
	if ts.mustCancel {
		kw := &runtime.KwArgs{Names: []string{"msg"}, Values: []runtime.Value{f.cancelMsg}}
		ok, err := runtime.CallMethod(t, result, "cancel", nil, kw)
		if err != nil {
			return err
		}
		if b, err := runtime.Truth(t, ok); err != nil {
			return err
		} else if b {
			ts.mustCancel = false
		}
	}
	return nil
}

func reprPair(t *runtime.Thread, a, b runtime.Value) (string, string, error) {
	ra, err := runtime.Repr(t, a)
	if err != nil {
		return "", "", err
	}
	rb, err := runtime.Repr(t, b)
	return ra, rb, err
}

// taskWakeup is Task._wakeup(future): the next step, with the future's
// exception (or cancellation) thrown in when it has one.
func (f *future) taskWakeup(t *runtime.Thread, self, fut runtime.Value) error {
	var err error
	if rf, ok := runtime.Payload[*future](fut); ok && f.task.plainFuture(fut) {
		_, err = rf.outcome(t, fut)
	} else {
		_, err = runtime.CallMethod(t, fut, "result", nil, nil)
	}
	if err == nil {
		return f.taskStep(t, self, runtime.None)
	}
	switch err.(type) {
	case *runtime.Exception, *runtime.Error:
	default:
		return err
	}
	return f.taskStep(t, self, runtime.MakeObject(runtime.ExceptionOf(err)))
}

// taskCancel is Task.cancel(msg): the future it waits on is cancelled
// (which wakes it with CancelledError), or its next step throws one.
func (f *future) taskCancel(t *runtime.Thread, self, msg runtime.Value) (bool, error) {
	ts := f.task
	if f.state != futPending {
		return false, nil
	}
	ts.numCancels++
	if !ts.futWaiter.IsNone() {
		kw := &runtime.KwArgs{Names: []string{"msg"}, Values: []runtime.Value{msg}}
		ok, err := runtime.CallMethod(t, ts.futWaiter, "cancel", nil, kw)
		if err != nil {
			return false, err
		}
		if b, err := runtime.Truth(t, ok); err != nil {
			return false, err
		} else if b {
			return true, nil
		}
	}
	ts.mustCancel = true
	f.cancelMsg = msg
	return true, nil
}

type methodAdder func(name string, fn func(t *runtime.Thread, self runtime.Value, f *future, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error))
type noArgsAdder func(name string, fn func(t *runtime.Thread, self runtime.Value, f *future) (runtime.Value, error))
type getsetAdder func(name string, get func(f *future) runtime.Value, set func(t *runtime.Thread, f *future, v runtime.Value) error)

// taskOf returns the task state of f, or a TypeError when f is a plain
// future.
func taskOf(f *future, method string) (*taskState, error) {
	if f.task == nil {
		return nil, runtime.Errorf(runtime.TypeError, "%s() needs a Task", method)
	}
	return f.task, nil
}

// taskMethods adds the Task methods to the core.
func taskMethods(c *runtime.Type, method methodAdder, noArgs noArgsAdder, getset getsetAdder) {
	method("_task_init", func(t *runtime.Thread, self runtime.Value, f *future, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return runtime.None, f.taskInit(t, self, args, kw)
	})
	method("_step", func(t *runtime.Thread, self runtime.Value, f *future, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if _, err := taskOf(f, "_step"); err != nil {
			return runtime.None, err
		}
		exc := runtime.None
		if len(args) != 0 || kw.Len() != 0 {
			if err := runtime.UnpackArgs(t, "_step", args, kw, "exc?", &exc); err != nil {
				return runtime.None, err
			}
		}
		return runtime.None, f.taskStep(t, self, exc)
	})
	method("_wakeup", func(t *runtime.Thread, self runtime.Value, f *future, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if _, err := taskOf(f, "_wakeup"); err != nil {
			return runtime.None, err
		}
		var fut runtime.Value
		if err := runtime.UnpackPositional("_wakeup", args, kw, 1, &fut); err != nil {
			return runtime.None, err
		}
		return runtime.None, f.taskWakeup(t, self, fut)
	})
	noArgs("cancelling", func(t *runtime.Thread, self runtime.Value, f *future) (runtime.Value, error) {
		ts, err := taskOf(f, "cancelling")
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(ts.numCancels)), nil
	})
	noArgs("uncancel", func(t *runtime.Thread, self runtime.Value, f *future) (runtime.Value, error) {
		ts, err := taskOf(f, "uncancel")
		if err != nil {
			return runtime.None, err
		}
		if ts.numCancels > 0 {
			ts.numCancels--
		}
		return runtime.MakeInt(int64(ts.numCancels)), nil
	})
	noArgs("get_coro", func(t *runtime.Thread, self runtime.Value, f *future) (runtime.Value, error) {
		ts, err := taskOf(f, "get_coro")
		if err != nil {
			return runtime.None, err
		}
		return ts.coro, nil
	})
	noArgs("get_context", func(t *runtime.Thread, self runtime.Value, f *future) (runtime.Value, error) {
		ts, err := taskOf(f, "get_context")
		if err != nil {
			return runtime.None, err
		}
		return ts.context, nil
	})
	noArgs("get_name", func(t *runtime.Thread, self runtime.Value, f *future) (runtime.Value, error) {
		ts, err := taskOf(f, "get_name")
		if err != nil {
			return runtime.None, err
		}
		return ts.taskName(), nil
	})
	method("set_name", func(t *runtime.Thread, self runtime.Value, f *future, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		ts, err := taskOf(f, "set_name")
		if err != nil {
			return runtime.None, err
		}
		if err := oneArgClinic("Task.set_name", args, kw); err != nil {
			return runtime.None, err
		}
		s, err := runtime.StrOf(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		ts.name = s
		return runtime.None, nil
	})
	taskField := func(get func(ts *taskState) runtime.Value) func(f *future) runtime.Value {
		return func(f *future) runtime.Value {
			if f.task == nil {
				return runtime.None
			}
			return get(f.task)
		}
	}
	getset("_coro", taskField(func(ts *taskState) runtime.Value { return ts.coro }), nil)
	getset("_name", taskField(func(ts *taskState) runtime.Value { return ts.taskName() }), nil)
	getset("_context", taskField(func(ts *taskState) runtime.Value { return ts.context }), nil)
	getset("_fut_waiter", taskField(func(ts *taskState) runtime.Value { return ts.futWaiter }), nil)
	getset("_must_cancel", taskField(func(ts *taskState) runtime.Value { return runtime.MakeBool(ts.mustCancel) }), nil)
	getset("_num_cancels_requested", taskField(func(ts *taskState) runtime.Value { return runtime.MakeInt(int64(ts.numCancels)) }), nil)
}
