package stdlib

import "github.com/pyexgo/pyex/runtime"

// inspectCaller is _inspect.caller(srcfile, stacklevel): logging's
// findCaller without frame objects. It walks out from the calling frame
// past every frame whose file is srcfile, then stacklevel-1 frames further
// (stopping at the outermost), and returns (filename, lineno, funcname,
// None), or None when every frame is in srcfile. sys._getframe snapshots
// the whole stack as linked frame objects; a record needs one frame.
func inspectCaller(r *Run) runtime.BuiltinFunc {
	return func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var src string
		var level int
		// logging calls caller(srcfile, stacklevel) positionally with a
		// str and a small int, once per record: those are read directly.
		fast := false
		if len(args) == 2 && kw.Len() == 0 && args[1].IsSmallInt() {
			src, fast = runtime.AsStr(args[0])
			level = int(args[1].SmallInt())
		}
		if !fast {
			if err := runtime.UnpackArgs(t, "caller", args, kw, "srcfile", &src, "stacklevel", &level); err != nil {
				return runtime.None, err
			}
		}
		depth := 0
		snap := r.VM.Stack(depth, 1)
		for len(snap) == 1 && snap[0].Code != nil && snap[0].Code.Filename == src {
			depth++
			snap = r.VM.Stack(depth, 1)
		}
		if len(snap) == 0 {
			return runtime.None, nil
		}
		for ; level > 1; level-- {
			back := r.VM.Stack(depth+1, 1)
			if len(back) == 0 {
				break
			}
			depth++
			snap = back
		}
		s := snap[0]
		if s.Code == nil {
			return runtime.None, nil
		}
		return runtime.MakeTuple(runtime.MakeStr(s.Code.Filename), runtime.MakeInt(int64(s.Line())),
			runtime.MakeStr(s.Code.Name), runtime.None), nil
	}
}
