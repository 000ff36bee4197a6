package sandbox

import (
	"errors"

	"github.com/pyexgo/pyex/runtime"
)

// ExceptionClass is a value the host binds (in Modules or Globals) to give
// the program an exception class of the host's own: binding
// ExceptionClass{Name: "RateLimited"} in module tools makes
// tools.RateLimited, a subclass of Base (a built-in exception's name;
// "Exception" when empty), and a host function that returns
// &HostError{Type: "RateLimited", ...} raises it, so the program can
// write `except tools.RateLimited`.
type ExceptionClass struct {
	Name string
	Base string
	Doc  string
}

// HostState is what package sandbox keeps on a thread (runtime.Thread's
// Host field): the observer of the current run's host calls, and the
// exception classes the host bound, which outlive a run in a session.
type HostState struct {
	Observer Observer
	classes  map[string]*runtime.Type
}

// hostState returns the state on t, if the embedding layer left one.
func hostState(t *runtime.Thread) *HostState {
	if t == nil {
		return nil
	}
	hs, _ := t.Host.(*HostState)
	return hs
}

// threadObserver is the observer the embedding layer left on t, if any.
func threadObserver(t *runtime.Thread) Observer {
	if hs := hostState(t); hs != nil {
		return hs.Observer
	}
	return nil
}

// newExceptionClass makes the class of ec for the run of t, bound as
// module.Name, and records it so that host errors can raise it.
func newExceptionClass(t *runtime.Thread, module string, ec ExceptionClass) (runtime.Value, error) {
	baseName := ec.Base
	if baseName == "" {
		baseName = "Exception"
	}
	base := runtime.BuiltinExceptionType(baseName)
	if base == nil {
		return runtime.None, runtime.Errorf(runtime.TypeError, "host exception class %s: unknown base %q", ec.Name, baseName)
	}
	ns := runtime.NewDict(t)
	ns.SetStr("__module__", runtime.MakeStr(module))
	if ec.Doc != "" {
		ns.SetStr("__doc__", runtime.MakeStr(ec.Doc))
	}
	cls, err := runtime.NewClass(t, ec.Name, []*runtime.Type{base}, ns)
	if err != nil {
		return runtime.None, err
	}
	if hs := hostState(t); hs != nil {
		if hs.classes == nil {
			hs.classes = map[string]*runtime.Type{}
		}
		hs.classes[ec.Name] = cls
	}
	return runtime.MakeObject(cls), nil
}

// hostException turns a host function's error into the Python exception
// the program sees: a *HostError raises the built-in exception, or the
// host's own class, it names; any other error is a RuntimeError.
func hostException(t *runtime.Thread, err error) *runtime.Exception {
	var he *HostError
	if errors.As(err, &he) {
		if cls := runtime.BuiltinExceptionType(he.Type); cls != nil {
			return runtime.NewException(cls, runtime.MakeStr(he.Message))
		}
		if hs := hostState(t); hs != nil && hs.classes[he.Type] != nil {
			return runtime.NewException(hs.classes[he.Type], runtime.MakeStr(he.Message))
		}
		return runtime.NewException(runtime.RuntimeErrorType, runtime.MakeStr(he.Type+": "+he.Message))
	}
	return runtime.NewException(runtime.RuntimeErrorType, runtime.MakeStr(err.Error()))
}
