package sandbox

import (
	"context"
	"sort"

	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/vm"
)

// HostFunc is a Go function a program may call. It receives the
// positional and keyword arguments converted to plain Go values (see
// FromPython) and returns a value to convert back (see ToPython), or an
// error, which the program sees as an exception: a *HostError chooses the
// exception's type, any other error is a RuntimeError with its text.
type HostFunc func(args []any, kwargs map[string]any) (any, error)

// HostError is an error a host function returns to raise a particular
// Python exception: Type names a built-in exception class ("ValueError",
// "KeyError", "PermissionError" ...); an unknown name is RuntimeError.
type HostError struct {
	Type    string
	Message string
}

// Error returns "Type: Message".
func (e *HostError) Error() string { return e.Type + ": " + e.Message }

// Modules are the host's modules for one run: module name to attribute
// name to value (a HostFunc, or any value ToPython converts). A program
// imports them like any module: from tools import search.
type Modules map[string]map[string]any

// Observer watches the host calls of a run: HostCall is called as a call
// begins, and the function it returns when the call ends, with the call's
// error. The embedding API uses it to time host calls (compute time
// excludes them) and to record them in the run's ledger.
type Observer interface {
	HostCall(name string, async bool, args []any, kwargs map[string]any) (end func(err error))
}

// Bind converts a value the host binds under name ("module.attr", or a
// global's name) into the Python value the program sees: HostFunc and
// AsyncHostFunc values become built-in functions called name, anything
// else goes through ToPython.
func Bind(machine *vm.VM, name string, v any) (runtime.Value, error) {
	switch f := v.(type) {
	case HostFunc:
		return runtime.MakeObject(newHostFunction(name, f)), nil
	case func(args []any, kwargs map[string]any) (any, error):
		return runtime.MakeObject(newHostFunction(name, HostFunc(f))), nil
	case AsyncHostFunc:
		return runtime.MakeObject(newAsyncHostFunction(machine, name, f)), nil
	case func(ctx context.Context, args []any, kwargs map[string]any) (any, error):
		return runtime.MakeObject(newAsyncHostFunction(machine, name, AsyncHostFunc(f))), nil
	case ExceptionClass:
		module, _ := splitName(name)
		if module == "" {
			module = "__main__"
		}
		return newExceptionClass(machine.Thread(), module, f)
	}
	return ToPython(machine.Thread(), v)
}

// Loader returns the vm.Loader that makes the host's modules, for
// stdlib.Config.Extra. The Observer the embedding layer leaves in the
// thread's Host field, if any, sees every synchronous host call; async
// calls are observed by whoever runs them (sandbox/hostcall).
func (ms Modules) Loader() vm.Loader {
	return func(machine *vm.VM, m *runtime.Module) (bool, error) {
		attrs, ok := ms[m.Name]
		if !ok {
			return false, nil
		}
		names := make([]string, 0, len(attrs))
		for n := range attrs {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			pv, err := Bind(machine, m.Name+"."+n, attrs[n])
			if err != nil {
				return true, runtime.Errorf(runtime.ImportError, "host module %s: %s: %v", m.Name, n, err)
			}
			m.Dict.SetStr(n, pv)
		}
		return true, nil
	}
}

// newHostFunction wraps a HostFunc as a built-in function named name
// ("module.function").
func newHostFunction(name string, f HostFunc) *runtime.BuiltinFunction {
	module, short := splitName(name)
	return runtime.NewModuleFunction(module, short, func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		goArgs, goKw, err := goArguments(t, args, kw)
		if err != nil {
			return runtime.None, err
		}
		var end func(error)
		if obs := threadObserver(t); obs != nil {
			end = obs.HostCall(name, false, goArgs, goKw)
		}
		out, err := callHost(f, goArgs, goKw)
		if end != nil {
			end(err)
		}
		if err != nil {
			return runtime.None, hostException(t, err)
		}
		return ToPython(t, out)
	})
}

// splitName splits "module.function" at its last dot.
func splitName(name string) (module, short string) {
	module, short = "", name
	for i := len(name) - 1; i >= 0; i-- {
		if name[i] == '.' {
			module, short = name[:i], name[i+1:]
			break
		}
	}
	if short == "" {
		short = "host_function"
	}
	return module, short
}

// goArguments converts a call's arguments to the Go values a host
// function receives.
func goArguments(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) ([]any, map[string]any, error) {
	goArgs := make([]any, len(args))
	for i, a := range args {
		v, err := FromPython(t, a)
		if err != nil {
			return nil, nil, err
		}
		goArgs[i] = v
	}
	var goKw map[string]any
	if kw.Len() > 0 {
		goKw = make(map[string]any, kw.Len())
		for i := 0; i < kw.Len(); i++ {
			v, err := FromPython(t, kw.Values[i])
			if err != nil {
				return nil, nil, err
			}
			goKw[kw.Names[i]] = v
		}
	}
	return goArgs, goKw, nil
}

// callHost calls a host function, turning a panic in it into an error:
// the host's bug must not take the run down with it.
func callHost(f HostFunc, args []any, kwargs map[string]any) (out any, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &HostError{Type: "RuntimeError", Message: "host function panicked"}
		}
	}()
	return f(args, kwargs)
}
