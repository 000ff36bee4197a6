// This file is the Go half of asyncio.gather: making the children of the
// arguments (one per distinct argument, coroutines wrapped in tasks) and
// the done callback they share, which completes the outer future when
// the last child is done, or at the first error unless exceptions are
// returned. asyncio.py's gather makes the outer _GatheringFuture.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// gatherer is gather's done callback and its state.
type gatherer struct {
	runtime.Identity
	children         []runtime.Value
	outer            runtime.Value // None until gather has made it
	returnExceptions bool
	nChildren        int // distinct children
	nFinished        int
}

var gathererType = func() *runtime.Type {
	c := runtime.NewNativeType("_GatherCallback", "_asyncio", nil, false)
	c.Slots.Call = func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var fut runtime.Value
		if err := runtime.UnpackPositional("_done_callback", args, kw, 1, &fut); err != nil {
			return runtime.None, err
		}
		return runtime.None, self.Object().(*gatherer).done(t, fut)
	}
	// Reprs of futures name it as CPython names its closure.
	c.AddGetter("__qualname__", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		return runtime.MakeStr("gather.<locals>._done_callback"), nil
	})
	c.AddGetter("__name__", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		return runtime.MakeStr("_done_callback"), nil
	})
	c.AddMethod("_set_outer", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var outer runtime.Value
		if err := runtime.UnpackPositional("_set_outer", args, kw, 1, &outer); err != nil {
			return runtime.None, err
		}
		self.Object().(*gatherer).outer = outer
		return runtime.None, nil
	})
	c.Finish()
	return c
}()

// Type returns _asyncio._GatherCallback.
func (*gatherer) Type() *runtime.Type { return gathererType }

// MemoryRefs visits the children and the outer future.
func (g *gatherer) MemoryRefs(visit func(runtime.Value)) int64 {
	for _, c := range g.children {
		visit(c)
	}
	visit(g.outer)
	return 64 + 16*int64(len(g.children))
}

// gatherChildren is _gather_children(args, return_exceptions,
// ensure_future) -> (children, loop, callback): a child per distinct
// argument (a repeated argument shares its child), each given the shared
// done callback.
func gatherChildren(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var argsV, retExc, ensure runtime.Value
	if err := runtime.UnpackPositional("_gather_children", args, kw, 3, &argsV, &retExc, &ensure); err != nil {
		return runtime.None, err
	}
	items, ok := argsV.Object().(*runtime.Tuple)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "_gather_children() needs a tuple")
	}
	re, err := runtime.Truth(t, retExc)
	if err != nil {
		return runtime.None, err
	}
	g := &gatherer{outer: runtime.None, returnExceptions: re}
	self := runtime.MakeObject(g)
	byArg := runtime.NewDict(t)
	loop := runtime.None
	g.children = make([]runtime.Value, 0, items.Len())
	for _, arg := range items.Items() {
		if fut, found, err := byArg.Get(t, arg); err != nil {
			return runtime.None, err
		} else if found {
			g.children = append(g.children, fut)
			continue
		}
		var fut runtime.Value
		if gen, isGen := arg.Object().(*runtime.Generator); isGen && gen.Kind == runtime.CoroutineKind && !loop.IsNone() {
			// ensure_future's work for the common argument.
			if fut, err = runtime.CallMethod(t, loop, "create_task", []runtime.Value{arg}, nil); err != nil {
				return runtime.None, err
			}
		} else {
			kw := &runtime.KwArgs{Names: []string{"loop"}, Values: []runtime.Value{loop}}
			if fut, err = runtime.Call(t, ensure, []runtime.Value{arg}, kw); err != nil {
				return runtime.None, err
			}
			if loop.IsNone() {
				if loop, err = runtime.CallMethod(t, fut, "get_loop", nil, nil); err != nil {
					return runtime.None, err
				}
			}
		}
		g.nChildren++
		if err := byArg.Set(t, arg, fut); err != nil {
			return runtime.None, err
		}
		if err := addDoneCallback(t, fut, self); err != nil {
			return runtime.None, err
		}
		g.children = append(g.children, fut)
	}
	list := runtime.MakeObject(runtime.NewList(append([]runtime.Value(nil), g.children...)))
	return runtime.MakeTuple(list, loop, self), nil
}

// addDoneCallback is fut.add_done_callback(fn), in Go for a future whose
// class keeps the core's method.
func addDoneCallback(t *runtime.Thread, fut, fn runtime.Value) error {
	if f, ok := runtime.Payload[*future](fut); ok && nativeMethod(fut, "add_done_callback") {
		return f.addDoneCallback(t, fut, fn, runtime.None)
	}
	_, err := runtime.CallMethod(t, fut, "add_done_callback", []runtime.Value{fn}, nil)
	return err
}

// futureCall calls method name of fut without arguments.
func futureCall(t *runtime.Thread, fut runtime.Value, name string) (runtime.Value, error) {
	return runtime.CallMethod(t, fut, name, nil, nil)
}

// childState is what the callback needs of a child: cancelled, or its
// exception (None when it has a result), read through the core when the
// child's class keeps the core's methods.
func childState(t *runtime.Thread, fut runtime.Value) (cancelled bool, exc runtime.Value, err error) {
	if f, ok := runtime.Payload[*future](fut); ok && nativeMethod(fut, "cancelled") && nativeMethod(fut, "exception") {
		switch f.state {
		case futCancelled:
			return true, runtime.None, nil
		case futPending:
			return false, runtime.None, invalidState(t, fut, "Exception is not set.")
		}
		f.logTB = false
		return false, f.exception, nil
	}
	c, err := futureCall(t, fut, "cancelled")
	if err != nil {
		return false, runtime.None, err
	}
	if cancelled, err = runtime.Truth(t, c); err != nil || cancelled {
		return cancelled, runtime.None, err
	}
	exc, err = futureCall(t, fut, "exception")
	return false, exc, err
}

// callMakeCancelledError is fut._make_cancelled_error().
func callMakeCancelledError(t *runtime.Thread, fut runtime.Value) (runtime.Value, error) {
	return futureCall(t, fut, "_make_cancelled_error")
}

// callSet calls outer.set_exception(v) or outer.set_result(v).
func callSet(t *runtime.Thread, outer runtime.Value, name string, v runtime.Value) error {
	_, err := runtime.CallMethod(t, outer, name, []runtime.Value{v}, nil)
	return err
}

// done is the callback: a child fut is done.
func (g *gatherer) done(t *runtime.Thread, fut runtime.Value) error {
	g.nFinished++
	outer := g.outer
	outerDone := true
	if of, ok := runtime.Payload[*future](outer); ok && nativeMethod(outer, "done") {
		outerDone = of.state != futPending
	} else if !outer.IsNone() {
		d, err := futureCall(t, outer, "done")
		if err != nil {
			return err
		}
		if outerDone, err = runtime.Truth(t, d); err != nil {
			return err
		}
	}
	cancelled, exc, err := childState(t, fut)
	if err != nil {
		return err
	}
	if outerDone {
		return nil // the child's exception, read above, counts as retrieved
	}
	if !g.returnExceptions {
		if cancelled {
			e, err := callMakeCancelledError(t, fut)
			if err != nil {
				return err
			}
			return callSet(t, outer, "set_exception", e)
		}
		if !exc.IsNone() {
			return callSet(t, outer, "set_exception", exc)
		}
	}
	if g.nFinished != g.nChildren {
		return nil
	}
	results := make([]runtime.Value, len(g.children))
	for i, child := range g.children {
		cancelled, exc, err := childState(t, child)
		if err != nil {
			return err
		}
		switch {
		case cancelled:
			msg, err := runtime.GetAttr(t, child, "_cancel_message")
			if err != nil {
				return err
			}
			if msg.IsNone() {
				msg = runtime.MakeStr("")
			}
			e, err := newClassErrorValue(t, outer, "_cancelled_error", msg)
			if err != nil {
				return err
			}
			results[i] = e
		case !exc.IsNone():
			results[i] = exc
		default:
			if f, ok := runtime.Payload[*future](child); ok && nativeMethod(child, "result") {
				results[i] = f.result
			} else if results[i], err = futureCall(t, child, "result"); err != nil {
				return err
			}
		}
	}
	requested, err := runtime.GetAttrDefault(t, outer, "_cancel_requested", runtime.False)
	if err != nil {
		return err
	}
	if b, err := runtime.Truth(t, requested); err != nil {
		return err
	} else if b {
		e, err := callMakeCancelledError(t, fut)
		if err != nil {
			return err
		}
		return callSet(t, outer, "set_exception", e)
	}
	return callSet(t, outer, "set_result", runtime.MakeObject(runtime.NewList(results)))
}

// newClassErrorValue is newClassError as a value.
func newClassErrorValue(t *runtime.Thread, self runtime.Value, hook string, args ...runtime.Value) (runtime.Value, error) {
	err := newClassError(t, self, hook, args...)
	if e, ok := err.(*runtime.Exception); ok {
		return runtime.MakeObject(e), nil
	}
	return runtime.None, err
}
