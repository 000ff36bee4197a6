package sandbox

import (
	"context"

	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/vm"
)

// AsyncHostFunc is a host function a program awaits: calling it from
// Python returns a coroutine, and awaiting that coroutine inside asyncio
// starts the Go function on the host's side (package sandbox/hostcall
// runs each call in its own goroutine) while the program's other tasks go
// on. ctx ends when the awaiting task is cancelled or the run ends.
type AsyncHostFunc func(ctx context.Context, args []any, kwargs map[string]any) (any, error)

// HostCall is one pending call of an AsyncHostFunc: the function and its
// arguments, already converted to Go values on the VM's thread, so that
// the host's goroutine never touches a Python object.
type HostCall struct {
	runtime.Identity
	// Name is "module.function".
	Name   string
	Fn     AsyncHostFunc
	Args   []any
	Kwargs map[string]any
}

// hostCallType is the class of HostCall values. Programs only see them
// passed to asyncio's private helpers.
var hostCallType = func() *runtime.Type {
	c := runtime.NewNativeType("host_call", "_asyncio", nil, false)
	c.Slots.Repr = func(t *runtime.Thread, self runtime.Value) (string, error) {
		hc, _ := self.Object().(*HostCall)
		return "<host call " + hc.Name + ">", nil
	}
	c.Finish()
	return c
}()

// Type returns the host call class.
func (h *HostCall) Type() *runtime.Type { return hostCallType }

// Invoke runs the call on the calling goroutine, turning a panic in the
// host's function into an error.
func (h *HostCall) Invoke(ctx context.Context) (out any, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &HostError{Type: "RuntimeError", Message: "host function panicked"}
		}
	}()
	return h.Fn(ctx, h.Args, h.Kwargs)
}

// Exception turns the error of a finished call into the exception the
// program sees, as for a plain HostFunc.
func Exception(t *runtime.Thread, err error) *runtime.Exception { return hostException(t, err) }

// newAsyncHostFunction wraps an AsyncHostFunc as a built-in function that
// returns asyncio's coroutine for the call. asyncio is imported on the
// first call, so binding async functions costs a program that never calls
// them nothing.
func newAsyncHostFunction(machine *vm.VM, name string, f AsyncHostFunc) *runtime.BuiltinFunction {
	module, short := splitName(name)
	var coroutine runtime.Value
	loaded := false
	return runtime.NewModuleFunction(module, short, func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		goArgs, goKw, err := goArguments(t, args, kw)
		if err != nil {
			return runtime.None, err
		}
		if !loaded {
			mod, err := machine.Import("asyncio")
			if err != nil {
				return runtime.None, err
			}
			if coroutine, err = runtime.GetAttr(t, mod, "_host_coroutine"); err != nil {
				return runtime.None, err
			}
			loaded = true
		}
		call := &HostCall{Name: name, Fn: f, Args: goArgs, Kwargs: goKw}
		return runtime.Call(t, coroutine, []runtime.Value{runtime.MakeObject(call)}, nil)
	})
}
