// This file gives the classes date, datetime and timedelta (Python, in
// py/datetime.py) comparison and hash methods written in Go. Sorting
// events by time or counting them per day compares and hashes these
// objects hundreds of thousands of times, and each call of a Python
// method is a frame. Here the common case, two objects of the class itself
// (and for datetimes the same tzinfo object), reads the slots through the
// class's own slot descriptors, found once, and compares integers; every
// other case calls the Python method the class keeps under another name
// (_py_eq, _py_lt, ..., _py_hash).

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// dtCompareOps names the comparisons: the dunder, the Python method that
// answers the cases Go leaves, and the test of the two keys.
var dtCompareOps = []struct {
	name, slow string
	test       func(a, b int64) bool
}{
	{"__eq__", "_py_eq", func(a, b int64) bool { return a == b }},
	{"__lt__", "_py_lt", func(a, b int64) bool { return a < b }},
	{"__le__", "_py_le", func(a, b int64) bool { return a <= b }},
	{"__gt__", "_py_gt", func(a, b int64) bool { return a > b }},
	{"__ge__", "_py_ge", func(a, b int64) bool { return a >= b }},
}

type slotGetter = func(t *runtime.Thread, self runtime.Value) (runtime.Value, error)

// dtKind reads the integer that orders and hashes one class's objects:
// microseconds for datetime (since 0001-01-01, ignoring the zone) and
// timedelta, year*10000+month*100+day for date. The Python __hash__
// methods hash the same integers.
type dtKind struct {
	kind string
	// The slot getters: _year, _month, _day (date), _usv (datetime,
	// timedelta), _tzinfo (datetime).
	year, month, day, us, tz slotGetter
}

func (k *dtKind) get(t *runtime.Thread, slot slotGetter, v runtime.Value) (int64, bool, error) {
	x, err := slot(t, v)
	if err != nil || !x.IsSmallInt() {
		return 0, false, err
	}
	return x.SmallInt(), true, nil
}

// key returns the key of v, and false when Go leaves v to Python.
func (k *dtKind) key(t *runtime.Thread, v runtime.Value) (int64, bool, error) {
	switch k.kind {
	case "date":
		var f [3]int64
		for i, slot := range [3]slotGetter{k.year, k.month, k.day} {
			n, ok, err := k.get(t, slot, v)
			if err != nil || !ok {
				return 0, false, err
			}
			f[i] = n
		}
		return f[0]*10000 + f[1]*100 + f[2], true, nil
	case "timedelta":
		return k.get(t, k.us, v)
	}
	us, ok, err := k.get(t, k.us, v)
	if err != nil || !ok {
		return 0, false, err
	}
	if us >= 0 {
		return us, true, nil
	}
	// Not computed yet: the Python method fills the cache.
	m, err := runtime.GetAttr(t, v, "_us")
	if err != nil {
		return 0, false, err
	}
	r, err := runtime.Call(t, m, nil, nil)
	if err != nil || !r.IsSmallInt() {
		return 0, false, err
	}
	return r.SmallInt(), true, nil
}

// sameZone reports whether two datetimes share their tzinfo object.
func (k *dtKind) sameZone(t *runtime.Thread, x, y runtime.Value) (bool, error) {
	if k.kind != "datetime" {
		return true, nil
	}
	zx, err := k.tz(t, x)
	if err != nil {
		return false, err
	}
	zy, err := k.tz(t, y)
	if err != nil {
		return false, err
	}
	return zx.Is(zy), nil
}

// compareMethods returns, for class cls of the given kind ("date",
// "datetime" or "timedelta"), a dict of its comparison dunders and
// __hash__ as method descriptors.
func compareMethods(t *runtime.Thread, clsv, kindv runtime.Value) (runtime.Value, error) {
	cls, ok := clsv.Object().(*runtime.Type)
	kind, _ := runtime.AsStr(kindv)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "compare_methods() needs a class")
	}
	k := &dtKind{kind: kind}
	type want struct {
		name string
		get  *slotGetter
	}
	var wants []want
	switch kind {
	case "date":
		wants = []want{{"_year", &k.year}, {"_month", &k.month}, {"_day", &k.day}}
	case "datetime":
		wants = []want{{"_usv", &k.us}, {"_tzinfo", &k.tz}}
	case "timedelta":
		wants = []want{{"_usv", &k.us}}
	default:
		return runtime.None, runtime.Errorf(runtime.ValueError, "compare_methods(): unknown kind %q", kind)
	}
	for _, w := range wants {
		dv, ok := cls.Lookup(w.name)
		gs, isGS := dv.Object().(*runtime.GetSetDescriptor)
		if !ok || !isGS || gs.Get == nil {
			return runtime.None, runtime.Errorf(runtime.TypeError, "compare_methods(): no slot %s", w.name)
		}
		*w.get = gs.Get
	}
	d := runtime.NewDict(t)
	add := func(name string, fn runtime.MethodFunc) error {
		desc := &runtime.MethodDescriptor{Name: name, Owner: cls, Fn: fn}
		return d.Set(t, runtime.MakeStr(name), runtime.MakeObject(desc))
	}
	slow := func(t *runtime.Thread, self runtime.Value, name string, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		m, err := runtime.GetAttr(t, self, name)
		if err != nil {
			return runtime.None, err
		}
		return runtime.Call(t, m, args, kw)
	}
	for _, op := range dtCompareOps {
		op := op
		err := add(op.name, func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if len(args) == 1 && kw.Len() == 0 && args[0].Type() == cls && self.Type() == cls {
				same, err := k.sameZone(t, self, args[0])
				if err != nil {
					return runtime.None, err
				}
				if same {
					a, ok1, err := k.key(t, self)
					if err != nil {
						return runtime.None, err
					}
					b, ok2, err := k.key(t, args[0])
					if err != nil {
						return runtime.None, err
					}
					if ok1 && ok2 {
						return runtime.MakeBool(op.test(a, b)), nil
					}
				}
			}
			return slow(t, self, op.slow, args, kw)
		})
		if err != nil {
			return runtime.None, err
		}
	}
	err := add("__hash__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) == 0 && kw.Len() == 0 && self.Type() == cls {
			naive := true
			if kind == "datetime" {
				z, err := k.tz(t, self)
				if err != nil {
					return runtime.None, err
				}
				naive = z.IsNone()
			}
			if naive {
				key, ok, err := k.key(t, self)
				if err != nil {
					return runtime.None, err
				}
				if ok {
					h, err := runtime.Hash(t, runtime.MakeInt(key))
					return runtime.MakeInt(h), err
				}
			}
		}
		return slow(t, self, "_py_hash", args, kw)
	})
	if err != nil {
		return runtime.None, err
	}
	return runtime.MakeObject(d), nil
}
