// This file gives class datetime (Python, in py/datetime.py) comparison
// methods written in Go. Sorting events by time compares datetimes
// hundreds of thousands of times, and each comparison as a Python method
// is a frame; here the common case, two datetimes of the class itself with
// the same tzinfo object, is four slot reads (through the class's own slot
// descriptors, found once) and an integer comparison, and every other case
// calls the Python method the class keeps under another name.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// dtCompareOps names the comparisons: the dunder, the Python method that
// answers the cases Go leaves, and the test of the two microsecond counts.
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

// compareMethods returns, for the datetime class cls, a dict of its
// comparison dunders as method descriptors.
func compareMethods(t *runtime.Thread, clsv runtime.Value) (runtime.Value, error) {
	cls, ok := clsv.Object().(*runtime.Type)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "compare_methods() needs a class")
	}
	var slots dtSlots
	for _, sl := range []struct {
		name string
		get  *func(t *runtime.Thread, self runtime.Value) (runtime.Value, error)
	}{{"_tzinfo", &slots.tz}, {"_usv", &slots.us}} {
		dv, ok := cls.Lookup(sl.name)
		gs, isGS := dv.Object().(*runtime.GetSetDescriptor)
		if !ok || !isGS || gs.Get == nil {
			return runtime.None, runtime.Errorf(runtime.TypeError, "compare_methods(): no slot %s", sl.name)
		}
		*sl.get = gs.Get
	}
	d := runtime.NewDict(t)
	for _, op := range dtCompareOps {
		op := op
		fn := func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if len(args) == 1 && kw.Len() == 0 && args[0].Type() == cls && self.Type() == cls {
				a, b, ok, err := slots.sameZoneUS(t, self, args[0])
				if err != nil {
					return runtime.None, err
				}
				if ok {
					return runtime.MakeBool(op.test(a, b)), nil
				}
			}
			slow, err := runtime.GetAttr(t, self, op.slow)
			if err != nil {
				return runtime.None, err
			}
			return runtime.Call(t, slow, args, kw)
		}
		desc := &runtime.MethodDescriptor{Name: op.name, Owner: cls, Fn: fn}
		if err := d.Set(t, runtime.MakeStr(op.name), runtime.MakeObject(desc)); err != nil {
			return runtime.None, err
		}
	}
	return runtime.MakeObject(d), nil
}

// dtSlots reads the slots of a datetime.
type dtSlots struct {
	tz, us func(t *runtime.Thread, self runtime.Value) (runtime.Value, error)
}

// sameZoneUS returns the microsecond counts of two datetimes when they
// share their tzinfo object (naive ones share None), computing a count
// the object has not cached yet through its _us method.
func (sl *dtSlots) sameZoneUS(t *runtime.Thread, x, y runtime.Value) (int64, int64, bool, error) {
	zx, err := sl.tz(t, x)
	if err != nil {
		return 0, 0, false, err
	}
	zy, err := sl.tz(t, y)
	if err != nil || !zx.Is(zy) {
		return 0, 0, false, err
	}
	a, ok, err := sl.micros(t, x)
	if err != nil || !ok {
		return 0, 0, false, err
	}
	b, ok, err := sl.micros(t, y)
	if err != nil || !ok {
		return 0, 0, false, err
	}
	return a, b, true, nil
}

func (sl *dtSlots) micros(t *runtime.Thread, v runtime.Value) (int64, bool, error) {
	us, err := sl.us(t, v)
	if err != nil {
		return 0, false, err
	}
	if us.IsSmallInt() && us.SmallInt() >= 0 {
		return us.SmallInt(), true, nil
	}
	m, err := runtime.GetAttr(t, v, "_us")
	if err != nil {
		return 0, false, err
	}
	us, err = runtime.Call(t, m, nil, nil)
	if err != nil || !us.IsSmallInt() {
		return 0, false, err
	}
	return us.SmallInt(), true, nil
}
