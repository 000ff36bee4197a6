package stdlib

import "github.com/pyexgo/pyex/runtime"

// asyncgenHooksType is the result of sys.get_asyncgen_hooks(); CPython
// gives it no module, so it shows as a builtin.
var asyncgenHooksType = runtime.NewStructSeqType("builtins", "asyncgen_hooks", []string{"firstiter", "finalizer"})

// sysAsyncgenHooks adds get_asyncgen_hooks and set_asyncgen_hooks, which
// asyncio's loop uses to learn of the async generators it must close when
// it shuts down.
func sysAsyncgenHooks(fn func(string, runtime.BuiltinFunc)) {
	hook := func(v runtime.Value) runtime.Value {
		if v == (runtime.Value{}) {
			return runtime.None
		}
		return v
	}
	fn("get_asyncgen_hooks", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("get_asyncgen_hooks", args, kw, 0); err != nil {
			return runtime.None, err
		}
		return runtime.NewStructSeq(asyncgenHooksType, []runtime.Value{hook(t.AsyncGenFirstIter), hook(t.AsyncGenFinalizer)}), nil
	})
	fn("set_asyncgen_hooks", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args)+kw.Len() > 2 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "function takes at most 2 arguments (%d given)", len(args)+kw.Len())
		}
		// An argument left out keeps its hook; None clears it.
		var given [2]bool
		var vals [2]runtime.Value
		for i, a := range args {
			given[i], vals[i] = true, a
		}
		for i := 0; i < kw.Len(); i++ {
			j := -1
			switch kw.Names[i] {
			case "firstiter":
				j = 0
			case "finalizer":
				j = 1
			default:
				return runtime.None, runtime.Errorf(runtime.TypeError, "'%s' is an invalid keyword argument for this function", kw.Names[i])
			}
			if given[j] {
				return runtime.None, runtime.Errorf(runtime.TypeError, "argument for function given by name ('%s') and position (%d)", kw.Names[i], j+1)
			}
			given[j], vals[j] = true, kw.Values[i]
		}
		for _, j := range []int{1, 0} {
			if given[j] && !vals[j].IsNone() && !runtime.Callable(vals[j]) {
				return runtime.None, runtime.Errorf(runtime.TypeError, "callable %s expected, got %s", []string{"firstiter", "finalizer"}[j], vals[j].TypeName())
			}
		}
		if given[1] {
			t.AsyncGenFinalizer = vals[1]
		}
		if given[0] {
			t.AsyncGenFirstIter = vals[0]
		}
		return runtime.None, nil
	})
}
