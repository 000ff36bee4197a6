package vm

import (
	"github.com/pyexgo/pyex/runtime"
)

// This file holds the async opcodes: GETAWAITABLE (the iterator an await
// steps through), GETAITER and GETANEXT (async for), and ENDASYNCFOR. The
// await itself is a YIELDFROM over what GETAWAITABLE produced, so
// suspension and delegation live in generator.go.

// getAwaitable is GETAWAITABLE: the iterator of awaitable v. ctx names
// where the await comes from, for CPython's messages: 0 an await
// expression, 1 and 2 the __aenter__ and __aexit__ of async with.
func (vm *VM) getAwaitable(v runtime.Value, ctx int) (runtime.Value, error) {
	t := vm.t
	if g, ok := v.Object().(*runtime.Generator); ok && g.Kind == runtime.CoroutineKind {
		if g.Started && g.Frame != nil && !vm.YieldFrom(g).IsNone() {
			return runtime.None, runtime.Errorf(runtime.RuntimeError, "coroutine is being awaited already")
		}
		return v, nil
	}
	if ctx != 0 && !runtime.IsAwaitable(v) {
		which := "__aenter__"
		if ctx == 2 {
			which = "__aexit__"
		}
		return runtime.None, runtime.Errorf(runtime.TypeError, "'async with' received an object from %s that does not implement __await__: %s", which, v.TypeName())
	}
	return runtime.AwaitIter(t, v)
}

// getAIter is GETAITER: aiter.__aiter__() for async for, checked to be
// an async iterator.
func (vm *VM) getAIter(v runtime.Value) (runtime.Value, error) {
	t := vm.t
	if g, ok := v.Object().(*runtime.Generator); ok && g.Kind == runtime.AsyncGeneratorKind {
		return v, nil
	}
	if _, ok := v.Type().Lookup("__aiter__"); !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "'async for' requires an object with __aiter__ method, got %s", v.TypeName())
	}
	it, err := runtime.CallMethod(t, v, "__aiter__", nil, nil)
	if err != nil {
		return runtime.None, err
	}
	if _, ok := it.Type().Lookup("__anext__"); !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "'async for' received an object from __aiter__ that does not implement __anext__: %s", it.TypeName())
	}
	return it, nil
}

// getANext is GETANEXT: the awaitable of it.__anext__(), which the
// following GETAWAITABLE turns into an iterator.
func (vm *VM) getANext(it runtime.Value) (runtime.Value, error) {
	if g, ok := it.Object().(*runtime.Generator); ok && g.Kind == runtime.AsyncGeneratorKind {
		return runtime.AsyncGenAnext(vm.t, g)
	}
	if _, ok := it.Type().Lookup("__anext__"); !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "'async for' requires an iterator with __anext__ method, got %s", it.TypeName())
	}
	aw, err := runtime.CallMethod(vm.t, it, "__anext__", nil, nil)
	if err != nil {
		return runtime.None, err
	}
	if !runtime.IsAwaitable(aw) {
		return runtime.None, runtime.Errorf(runtime.TypeError, "'async for' received an invalid object from __anext__: %s", aw.TypeName())
	}
	return aw, nil
}

// endAsyncFor is ENDASYNCFOR: StopAsyncIteration ends the loop (nil);
// any other exception goes on unwinding.
func endAsyncFor(exc runtime.Value) error {
	err := asError(exc)
	if runtime.ErrorMatches(err, runtime.StopAsyncIterationType) {
		return nil
	}
	return err
}
