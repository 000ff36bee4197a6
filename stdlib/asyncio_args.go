// This file binds the arguments of _asyncio's Future and Task methods
// with the TypeError messages CPython's C methods give, which come from
// its argument parser (clinicSig, binascii_args.go): "Future.done() takes
// no arguments (1 given)", "cancel() takes at most 1 argument (2 given)",
// "'x' is an invalid keyword argument for Future()".

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// noArgsCheck is a method without parameters: qual is "Future.done".
func noArgsCheck(qual string, args []runtime.Value, kw *runtime.KwArgs) error {
	if kw.Len() > 0 {
		return runtime.Errorf(runtime.TypeError, "%s() takes no keyword arguments", qual)
	}
	if len(args) > 0 {
		return runtime.Errorf(runtime.TypeError, "%s() takes no arguments (%d given)", qual, len(args))
	}
	return nil
}

// methodQual is how CPython's messages name a method of f: Task's or
// Future's.
func methodQual(f *future, name string) string {
	if f.task != nil {
		return "Task." + name
	}
	return "Future." + name
}

// bindNone binds a call to s, absent optional parameters None (all of
// them default to None here). Too many arguments all given by keyword
// are "keyword arguments" in CPython's message.
func bindNone(s *clinicSig, args []runtime.Value, kw *runtime.KwArgs) ([]runtime.Value, error) {
	if n := kw.Len(); len(args) == 0 && n > len(s.params) {
		return nil, runtime.Errorf(runtime.TypeError, "%s() takes at most %s (%d given)", s.name,
			clinicPlural(len(s.params), "keyword argument"), n)
	}
	out := make([]runtime.Value, len(s.params))
	if err := s.bind(args, kw, out); err != nil {
		return nil, err
	}
	for i, v := range out {
		if v.IsUnbound() {
			out[i] = runtime.None
		}
	}
	return out, nil
}

var (
	futureInitSig      = clinicSig{name: "Future", params: []string{"loop"}}
	taskInitSig        = clinicSig{name: "Task", params: []string{"coro", "loop", "name", "context"}, maxPos: 1, required: 1}
	addDoneCallbackSig = clinicSig{name: "add_done_callback", params: []string{"fn", "context"}, posOnly: 1, maxPos: 1, required: 1}
	cancelSig          = clinicSig{name: "cancel", params: []string{"msg"}, maxPos: 1}
)
