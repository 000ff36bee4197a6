// The event loop's side of host awaitables and of the run's clock. A host
// call that a task awaits runs on the host's side (sandbox/hostcall) while
// the loop goes on; when the loop has nothing ready it asks for the
// oldest call in flight and completes that call's future. Calls are
// delivered strictly in the order they started, whatever order the host
// finishes them in, so the interleaving a program sees does not depend
// on the host's timing.

package stdlib

import (
	"context"
	"time"

	"github.com/pyexgo/pyex/runtime"
)

// HostCalls runs the host's async calls of one run; sandbox/hostcall
// implements it.
type HostCalls interface {
	// Start begins call (a host call value made by sandbox) and returns
	// its id; ids grow in start order.
	Start(t *runtime.Thread, call runtime.Value) (int64, error)
	// Wait blocks until the oldest call in flight ends, or until timeout
	// passes when timeout >= 0. It returns ok=false on a timeout or when
	// nothing is in flight; otherwise the call's id and either its result
	// or the exception it raised. err is set only when the run itself
	// ends (an AbortError).
	Wait(t *runtime.Thread, timeout time.Duration) (id int64, ok bool, result runtime.Value, exc *runtime.Exception, err error)
	// Cancel abandons a call: its context ends and Wait no longer waits
	// for it.
	Cancel(id int64)
}

// asyncioHostFunctions adds the loop's clock and host-call primitives to
// module _asyncio.
func asyncioHostFunctions(r *Run, m *runtime.Module) {
	fn := func(name string, f runtime.BuiltinFunc) {
		m.Dict.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_asyncio", name, f)))
	}
	fn("monotonic_ns", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("monotonic_ns", args, kw, 0); err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(r.Clock().Monotonic())), nil
	})
	fn("clock_is_virtual", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return runtime.MakeBool(r.Clock().Virtual()), nil
	})
	// sleep_ns waits on the run's clock: a virtual clock jumps forward.
	fn("sleep_ns", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var d runtime.Value
		if err := runtime.UnpackPositional("sleep_ns", args, kw, 1, &d); err != nil {
			return runtime.None, err
		}
		ns, err := runtime.IndexInt(t, d)
		if err != nil {
			return runtime.None, err
		}
		if err := r.Clock().Sleep(r.Ctx(), time.Duration(ns)); err != nil {
			return runtime.None, contextAbort(err)
		}
		return runtime.None, nil
	})
	// agen_suspended(g): the async generator has started and not ended,
	// so closing it at shutdown runs its finally blocks.
	fn("agen_suspended", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var g runtime.Value
		if err := runtime.UnpackPositional("agen_suspended", args, kw, 1, &g); err != nil {
			return runtime.None, err
		}
		gen, ok := g.Object().(*runtime.Generator)
		return runtime.MakeBool(ok && gen.Started && gen.Frame != nil), nil
	})
	fn("host_start", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var call runtime.Value
		if err := runtime.UnpackPositional("host_start", args, kw, 1, &call); err != nil {
			return runtime.None, err
		}
		if r.Config.HostCalls == nil {
			return runtime.None, runtime.Errorf(runtime.RuntimeError, "this run cannot make host calls")
		}
		id, err := r.Config.HostCalls.Start(t, call)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(id), nil
	})
	// host_wait(timeout_ns or None) -> None, or (id, exception, result).
	fn("host_wait", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var timeout runtime.Value
		if err := runtime.UnpackPositional("host_wait", args, kw, 1, &timeout); err != nil {
			return runtime.None, err
		}
		if r.Config.HostCalls == nil {
			return runtime.None, nil
		}
		limit := time.Duration(-1)
		if !timeout.IsNone() {
			ns, err := runtime.IndexInt(t, timeout)
			if err != nil {
				return runtime.None, err
			}
			limit = time.Duration(max(ns, 0))
		}
		id, ok, result, exc, err := r.Config.HostCalls.Wait(t, limit)
		if err != nil {
			return runtime.None, err
		}
		if !ok {
			return runtime.None, nil
		}
		excValue := runtime.None
		if exc != nil {
			excValue = runtime.MakeObject(exc)
		}
		return runtime.MakeTuple(runtime.MakeInt(id), excValue, result), nil
	})
	fn("host_cancel", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var id runtime.Value
		if err := runtime.UnpackPositional("host_cancel", args, kw, 1, &id); err != nil {
			return runtime.None, err
		}
		n, err := runtime.IndexInt(t, id)
		if err != nil {
			return runtime.None, err
		}
		if r.Config.HostCalls != nil {
			r.Config.HostCalls.Cancel(int64(n))
		}
		return runtime.None, nil
	})
}

// contextAbort reports the end of the run's context as the AbortError
// the meter would give.
func contextAbort(err error) error {
	if err == context.DeadlineExceeded {
		return &runtime.AbortError{Reason: "timeout", Msg: "run timed out"}
	}
	return &runtime.AbortError{Reason: "cancelled", Msg: "run cancelled"}
}
