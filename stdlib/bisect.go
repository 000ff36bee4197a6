// This file defines the bisect module in Go: binary search and insertion
// into sorted sequences are called in agents' inner loops. A list is
// searched without calls through the sequence protocol; any other
// sequence is indexed with __getitem__ and grown with its insert method.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

func init() { register("bisect", initBisect) }

func initBisect(r *Run, m *runtime.Module) error {
	d := m.Dict
	d.SetStr("__doc__", runtime.MakeStr("Bisection algorithms: find where an item belongs in a sorted list, and\ninsert it there, so that the list never needs sorting again.\n"))
	fn := func(name string, f runtime.BuiltinFunc) runtime.Value {
		v := runtime.MakeObject(runtime.NewModuleFunction("bisect", name, f))
		d.SetStr(name, v)
		return v
	}
	fn("bisect_left", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return bisectCall(t, "bisect_left", args, kw, false, false)
	})
	right := fn("bisect_right", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return bisectCall(t, "bisect_right", args, kw, true, false)
	})
	fn("insort_left", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return bisectCall(t, "insort_left", args, kw, false, true)
	})
	insort := fn("insort_right", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return bisectCall(t, "insort_right", args, kw, true, true)
	})
	d.SetStr("bisect", right)
	d.SetStr("insort", insort)
	return nil
}

// bisectArgs binds (a, x, lo=0, hi=None, *, key=None) with the messages of
// CPython's Argument Clinic.
func bisectArgs(fname string, args []runtime.Value, kw *runtime.KwArgs) ([5]runtime.Value, [5]bool, error) {
	names := [5]string{"a", "x", "lo", "hi", "key"}
	var vals [5]runtime.Value
	var set [5]bool
	if len(args) > 4 {
		return vals, set, runtime.Errorf(runtime.TypeError, "%s() takes at most 4 positional arguments (%d given)", fname, len(args))
	}
	for i, a := range args {
		vals[i], set[i] = a, true
	}
	for i := 0; i < kw.Len(); i++ {
		name := kw.Names[i]
		k := -1
		for j, n := range names {
			if n == name {
				k = j
			}
		}
		if k < 0 {
			return vals, set, runtime.Errorf(runtime.TypeError, "'%s' is an invalid keyword argument for %s()", name, fname)
		}
		if set[k] {
			return vals, set, runtime.Errorf(runtime.TypeError, "argument for %s() given by name ('%s') and position (%d)", fname, name, k+1)
		}
		vals[k], set[k] = kw.Values[i], true
	}
	for k := 0; k < 2; k++ {
		if !set[k] {
			return vals, set, runtime.Errorf(runtime.TypeError, "%s() missing required argument '%s' (pos %d)", fname, names[k], k+1)
		}
	}
	return vals, set, nil
}

func bisectCall(t *runtime.Thread, fname string, args []runtime.Value, kw *runtime.KwArgs, right, insert bool) (runtime.Value, error) {
	vals, set, err := bisectArgs(fname, args, kw)
	if err != nil {
		return runtime.None, err
	}
	a, x := vals[0], vals[1]
	lo := 0
	if set[2] {
		if lo, err = runtime.AsSsize(t, vals[2]); err != nil {
			return runtime.None, err
		}
	}
	key := runtime.None
	if set[4] {
		key = vals[4]
	}
	target := x
	if insert && !key.IsNone() {
		if target, err = runtime.Call(t, key, []runtime.Value{x}, nil); err != nil {
			return runtime.None, err
		}
	}
	hiV := runtime.None
	if set[3] {
		hiV = vals[3]
	}
	i, err := bisectSearch(t, a, target, lo, hiV, key, right)
	if err != nil {
		return runtime.None, err
	}
	if !insert {
		return runtime.MakeInt(int64(i)), nil
	}
	if l, ok := a.Object().(*runtime.List); ok {
		_, err := runtime.CallMethod(t, runtime.MakeObject(l), "insert", []runtime.Value{runtime.MakeInt(int64(i)), x}, nil)
		return runtime.None, err
	}
	_, err = runtime.CallMethod(t, a, "insert", []runtime.Value{runtime.MakeInt(int64(i)), x}, nil)
	return runtime.None, err
}

// bisectSearch returns the insertion point of x in a[lo:hi]: after equal
// items when right is set, before them otherwise. Items are compared
// with < only, x on the left for bisect_right and on the right for
// bisect_left, as CPython compares them; key, when not None, maps each
// item of a (but not x) first.
func bisectSearch(t *runtime.Thread, a, x runtime.Value, lo int, hiV, key runtime.Value, right bool) (int, error) {
	if lo < 0 {
		return 0, runtime.Errorf(runtime.ValueError, "lo must be non-negative")
	}
	var hi int
	var err error
	if hiV.IsNone() {
		if hi, err = runtime.Len(t, a); err != nil {
			return 0, err
		}
	} else if hi, err = runtime.AsSsize(t, hiV); err != nil {
		return 0, err
	}
	list, isList := a.Object().(*runtime.List)
	for lo < hi {
		if err := t.Step(1); err != nil {
			return 0, err
		}
		mid := int(uint(lo+hi) / 2)
		var item runtime.Value
		if isList && mid < list.Len() && mid >= 0 {
			item = list.Items()[mid]
		} else if item, err = runtime.GetItem(t, a, runtime.MakeInt(int64(mid))); err != nil {
			return 0, err
		}
		if !key.IsNone() {
			if item, err = runtime.Call(t, key, []runtime.Value{item}, nil); err != nil {
				return 0, err
			}
		}
		var less bool
		switch {
		case x.IsSmallInt() && item.IsSmallInt():
			// Two small ints (the usual sorted list of offsets or
			// deadlines) compare without the comparison protocol.
			if right {
				less = x.SmallInt() < item.SmallInt()
			} else {
				less = item.SmallInt() < x.SmallInt()
			}
		case right:
			less, err = runtime.LessThan(t, x, item)
		default:
			less, err = runtime.LessThan(t, item, x)
		}
		if err != nil {
			return 0, err
		}
		if less == right {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo, nil
}
