// This file defines _asyncio, the Go half of module asyncio (which is
// Python, in py/asyncio.py): what the Python side cannot see for itself.
// Host awaitables and the loop's clock are in asyncio_host.go.

package stdlib

import (
	"github.com/pyexgo/pyex/bytecode"
	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_asyncio", initAsyncio) }

func initAsyncio(r *Run, m *runtime.Module) error {
	m.Dict.SetStr("_is_coroutine_function", runtime.MakeObject(runtime.NewModuleFunction("_asyncio", "_is_coroutine_function",
		func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			var fn runtime.Value
			if err := runtime.UnpackPositional("_is_coroutine_function", args, kw, 1, &fn); err != nil {
				return runtime.None, err
			}
			f, ok := fn.Object().(*runtime.Function)
			return runtime.MakeBool(ok && f.Code.Flags&bytecode.FlagCoroutine != 0), nil
		})))
	m.Dict.SetStr("_coro_lineno", runtime.MakeObject(runtime.NewModuleFunction("_asyncio", "_coro_lineno",
		func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			var c runtime.Value
			if err := runtime.UnpackPositional("_coro_lineno", args, kw, 1, &c); err != nil {
				return runtime.None, err
			}
			g, ok := c.Object().(*runtime.Generator)
			if !ok {
				return runtime.None, nil
			}
			if n := runtime.GenLine(t, g); n > 0 {
				return runtime.MakeInt(int64(n)), nil
			}
			return runtime.None, nil
		})))
	m.Dict.SetStr("_FutureCore", runtime.MakeObject(futureCoreType))
	m.Dict.SetStr("_TaskCounter", runtime.MakeObject(taskCounterType))
	m.Dict.SetStr("_yield_once", runtime.MakeObject(runtime.NewModuleFunction("_asyncio", "_yield_once", newYieldOnce)))
	m.Dict.SetStr("_gather_children", runtime.MakeObject(runtime.NewModuleFunction("_asyncio", "_gather_children", gatherChildren)))
	m.Dict.SetStr("_turn", runtime.MakeObject(runtime.NewModuleFunction("_asyncio", "_turn", r.asyncioTurn)))
	m.Dict.SetStr("_run_ready", runtime.MakeObject(runtime.NewModuleFunction("_asyncio", "_run_ready", runReady)))
	asyncioHostFunctions(r, m)
	return nil
}
