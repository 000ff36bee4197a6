// This file gives class timedelta (Python, in py/datetime.py) its
// constructor, and class datetime its fromisoformat, in Go. Agents build
// a timedelta from int keywords (seconds=, minutes=, hours=) for every
// shift and bucket width, and parse every timestamp; in Python each is a
// frame around the Go makers. Go answers for the classes themselves
// with int arguments (timedelta) or a str without an offset (datetime);
// subclasses, floats, binding errors and big values call the Python
// methods the classes keep as _py_new and _py_fromisoformat.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// tdArgNames are timedelta()'s parameters in order, with the
// microseconds each unit holds.
var tdArgNames = [7]struct {
	name   string
	factor int64
}{
	{"days", usPerDay}, {"seconds", 1000000}, {"microseconds", 1}, {"milliseconds", 1000},
	{"minutes", 60000000}, {"hours", 3600000000}, {"weeks", 7 * usPerDay},
}

// tdTermLimit bounds each argument's microseconds, so that the seven
// terms sum below arithLimit.
const tdTermLimit = 1 << 58

// tdFromInts returns the total microseconds of timedelta(*args, **kw)
// when every argument is an int that Go sums without overflow, and false
// for anything else (Python binds, converts and words the errors).
func tdFromInts(args []runtime.Value, kw *runtime.KwArgs) (int64, bool) {
	if len(args) > len(tdArgNames) {
		return 0, false
	}
	var seen [7]bool
	var us int64
	term := func(i int, v runtime.Value) bool {
		if seen[i] || v.Type() != runtime.IntType || !v.IsSmallInt() {
			return false
		}
		seen[i] = true
		n, f := v.SmallInt(), tdArgNames[i].factor
		if n <= -tdTermLimit/f || n >= tdTermLimit/f {
			return false
		}
		us += n * f
		return true
	}
	for i, v := range args {
		if !term(i, v) {
			return 0, false
		}
	}
	for j := 0; j < kw.Len(); j++ {
		i := -1
		for k, a := range tdArgNames {
			if a.name == kw.Names[j] {
				i = k
			}
		}
		if i < 0 || !term(i, kw.Values[j]) {
			return 0, false
		}
	}
	return us, true
}

// tdBind raises the TypeError 3.11's C timedelta() raises when its
// arguments do not bind ("|OOOOOOO:__new__").
func tdBind(args []runtime.Value, kw *runtime.KwArgs) error {
	if n := len(args) + kw.Len(); n > len(tdArgNames) {
		return runtime.Errorf(runtime.TypeError, "__new__() takes at most %d arguments (%d given)", len(tdArgNames), n)
	}
	for j := 0; j < kw.Len(); j++ {
		i := -1
		for k, a := range tdArgNames {
			if a.name == kw.Names[j] {
				i = k
			}
		}
		if i < 0 {
			return runtime.Errorf(runtime.TypeError, "'%s' is an invalid keyword argument for __new__()", kw.Names[j])
		}
		if i < len(args) {
			return runtime.Errorf(runtime.TypeError, "argument for __new__() given by name ('%s') and position (%d)", kw.Names[j], i+1)
		}
	}
	return nil
}

// newMethods returns (timedelta.__new__, the function under datetime's
// fromisoformat classmethod).
func newMethods(t *runtime.Thread, dtv, tdv, objNew runtime.Value) (runtime.Value, error) {
	a, err := arithMethodsFor(t, dtv, tdv, objNew)
	if err != nil {
		return runtime.None, err
	}
	slow := func(t *runtime.Thread, cls runtime.Value, name string, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		m, err := runtime.GetAttr(t, cls, name)
		if err != nil {
			return runtime.None, err
		}
		return runtime.Call(t, m, args, kw)
	}
	tdNew := runtime.NewBuiltin("__new__", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) == 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "timedelta.__new__(): not enough arguments")
		}
		if err := tdBind(args[1:], kw); err != nil {
			return runtime.None, err
		}
		if args[0].Is(a.tdv) {
			if us, ok := tdFromInts(args[1:], kw); ok {
				return a.newTD(t, us)
			}
		}
		// _py_new is a staticmethod: the class goes first.
		return slow(t, args[0], "_py_new", args, kw)
	})
	fromiso := runtime.NewBuiltin("fromisoformat", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) == 2 && kw.Len() == 0 && args[0].Is(a.dtv) && args[1].Type() == runtime.StrType {
			s, _ := runtime.AsStr(args[1])
			r, err := fromisoNaive(t, a.objNew, a.dtv, a.dtSet, s)
			if err != nil || !r.IsNone() {
				return r, err
			}
		}
		if len(args) == 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "fromisoformat(): not enough arguments")
		}
		return slow(t, args[0], "_py_fromisoformat", args[1:], kw)
	})
	return runtime.MakeTuple(runtime.MakeObject(tdNew), runtime.MakeObject(fromiso)), nil
}
