package vm

import "github.com/pyexgo/pyex/runtime"

// beforeWith looks up __exit__ (or __aexit__) on the type of a context
// manager and calls __enter__ (or __aenter__), as CPython 3.11 does, with
// its messages for objects that are not context managers.
func (vm *VM) beforeWith(mgr runtime.Value, async bool) (exit, entered runtime.Value, err error) {
	t := vm.t
	enterName, exitName := "__enter__", "__exit__"
	if async {
		enterName, exitName = "__aenter__", "__aexit__"
	}
	typ := mgr.Type()
	if _, ok := typ.Lookup(enterName); !ok {
		if async {
			return runtime.None, runtime.None, runtime.Errorf(runtime.TypeError, "'%s' object does not support the asynchronous context manager protocol", typ.Name)
		}
		return runtime.None, runtime.None, runtime.Errorf(runtime.TypeError, "'%s' object does not support the context manager protocol", typ.Name)
	}
	if _, ok := typ.Lookup(exitName); !ok {
		if async {
			return runtime.None, runtime.None, runtime.Errorf(runtime.TypeError, "'%s' object does not support the asynchronous context manager protocol (missed __aexit__ method)", typ.Name)
		}
		return runtime.None, runtime.None, runtime.Errorf(runtime.TypeError, "'%s' object does not support the context manager protocol (missed __exit__ method)", typ.Name)
	}
	if exit, err = runtime.GetAttr(t, mgr, exitName); err != nil {
		return runtime.None, runtime.None, err
	}
	enterBound, err := runtime.GetAttr(t, mgr, enterName)
	if err != nil {
		return runtime.None, runtime.None, err
	}
	entered, err = vm.Call(t, enterBound, nil, nil)
	return exit, entered, err
}

// withExit calls the bound __exit__ with the exception exc, or with three
// Nones when exc is None.
func (vm *VM) withExit(exit, exc runtime.Value) (runtime.Value, error) {
	if exc.IsNone() {
		return vm.Call(vm.t, exit, []runtime.Value{runtime.None, runtime.None, runtime.None}, nil)
	}
	e, ok := exc.Object().(*runtime.Exception)
	if !ok {
		return runtime.None, runtime.BadOperand("exception", exc)
	}
	return vm.Call(vm.t, exit, []runtime.Value{runtime.MakeObject(e.Type()), exc, e.Traceback}, nil)
}
