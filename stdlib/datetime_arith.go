// This file gives classes datetime and timedelta (Python, in
// py/datetime.py) their arithmetic in Go: datetime +/- timedelta,
// datetime - datetime, timedelta + - * // / and total_seconds. An agent
// shifts every event, measures the gap between consecutive ones and
// buckets them by width, and in Python each of these is a frame or two
// plus attribute reads. Go answers when both operands are of the classes
// themselves (a datetime minus a datetime also needs the same tzinfo
// object, as python3 then ignores the offsets) and the microsecond totals
// fit comfortably in an int64; every other case, and every error, calls
// the Python method the class keeps as _py_add, _py_sub and so on, which
// words the errors as python3 does.

package stdlib

import (
	"math/bits"

	"github.com/pyexgo/pyex/runtime"
)

// arithLimit bounds the operands Go adds or subtracts, so that no sum
// overflows an int64; larger ones (timedeltas of over 53000 days) go to
// Python's ints.
const arithLimit = 1 << 61

// exactFloatLimit bounds the integers float64 holds exactly: dividing
// two of them rounds once, as python3's int / int does.
const exactFloatLimit = 1 << 53

// dtArith holds what the arithmetic methods read and make objects with.
type dtArith struct {
	dtv, tdv, objNew runtime.Value
	dtCls, tdCls     *runtime.Type
	dtGet            []slotGetter // dtSlotNames' order
	dtSet, tdSet     []slotSetter
	tdUS             slotGetter
}

// tdMicros returns the total microseconds of v, an object of class
// timedelta itself, and false when Go leaves it to Python.
func (a *dtArith) tdMicros(t *runtime.Thread, v runtime.Value) (int64, bool, error) {
	if v.Type() != a.tdCls {
		return 0, false, nil
	}
	x, err := a.tdUS(t, v)
	if err != nil || !x.IsSmallInt() {
		return 0, false, err
	}
	n := x.SmallInt()
	return n, -arithLimit < n && n < arithLimit, nil
}

// dtMicros returns the microseconds of v, an object of class datetime
// itself, since 0001-01-01 midnight (ignoring the zone), filling its
// cache as the Python _us does, and false when Go leaves it to Python.
func (a *dtArith) dtMicros(t *runtime.Thread, v runtime.Value) (int64, bool, error) {
	if v.Type() != a.dtCls {
		return 0, false, nil
	}
	x, err := a.dtGet[10](t, v)
	if err != nil || !x.IsSmallInt() {
		return 0, false, err
	}
	if us := x.SmallInt(); us >= 0 {
		return us, true, nil
	}
	var f [7]int64
	for i := range f {
		fv, err := a.dtGet[i](t, v)
		if err != nil || !fv.IsSmallInt() {
			return 0, false, err
		}
		f[i] = fv.SmallInt()
	}
	ord := int64(ymdToOrd(int(f[0]), int(f[1]), int(f[2])))
	us := (ord-1)*usPerDay + ((f[3]*60+f[4])*60+f[5])*1000000 + f[6]
	if err := a.dtSet[10](t, v, runtime.MakeInt(us), false); err != nil {
		return 0, false, err
	}
	return us, true, nil
}

// newTD makes the timedelta of us microseconds; every int64 is within
// timedelta's range of 999999999 days.
func (a *dtArith) newTD(t *runtime.Thread, us int64) (runtime.Value, error) {
	days, rem := us/usPerDay, us%usPerDay
	if rem < 0 {
		days, rem = days-1, rem+usPerDay
	}
	vals := [5]runtime.Value{runtime.MakeInt(days), runtime.MakeInt(rem / 1000000), runtime.MakeInt(rem % 1000000),
		runtime.MakeInt(-1), runtime.MakeInt(us)}
	return fillSlots(t, a.objNew, a.tdv, a.tdSet, vals[:])
}

// newDT makes the datetime us microseconds after 0001-01-01 with tzinfo
// tz, and false when us is outside datetime's range (Python raises).
func (a *dtArith) newDT(t *runtime.Thread, us int64, tz runtime.Value) (runtime.Value, bool, error) {
	if us < 0 || us >= int64(maxOrdinal)*usPerDay {
		return runtime.None, false, nil
	}
	rem := us % usPerDay
	y, mo, d := ordToYMD(int(us/usPerDay) + 1)
	i := runtime.MakeInt
	vals := [11]runtime.Value{i(int64(y)), i(int64(mo)), i(int64(d)), i(rem / 3600000000), i(rem / 60000000 % 60),
		i(rem / 1000000 % 60), i(rem % 1000000), tz, i(0), i(-1), i(us)}
	v, err := fillSlots(t, a.objNew, a.dtv, a.dtSet, vals[:])
	return v, err == nil, err
}

// arithFn answers one arithmetic method for self and its arguments, and
// false when the Python method is to.
type arithFn func(a *dtArith, t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error)

// one returns the single operand of a binary method.
func one(args []runtime.Value) (runtime.Value, bool) {
	if len(args) != 1 {
		return runtime.None, false
	}
	return args[0], true
}

// dtParts returns a datetime's microseconds (dtMicros) and its tzinfo;
// ok is false when dtMicros declines.
func (a *dtArith) dtParts(t *runtime.Thread, self runtime.Value) (us int64, tz runtime.Value, ok bool, err error) {
	if us, ok, err = a.dtMicros(t, self); err != nil || !ok {
		return 0, runtime.None, false, err
	}
	if tz, err = a.dtGet[7](t, self); err != nil {
		return 0, runtime.None, false, err
	}
	return us, tz, true, nil
}

// dtAddTD is datetime + timedelta, for __add__ and __radd__.
func dtAddTD(a *dtArith, t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error) {
	o, ok := one(args)
	if !ok {
		return runtime.None, false, nil
	}
	d, ok, err := a.tdMicros(t, o)
	if err != nil || !ok {
		return runtime.None, false, err
	}
	us, tz, ok, err := a.dtParts(t, self)
	if err != nil || !ok {
		return runtime.None, false, err
	}
	return a.newDT(t, us+d, tz)
}

// dtSub is datetime - timedelta and datetime - datetime.
func dtSub(a *dtArith, t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error) {
	o, ok := one(args)
	if !ok {
		return runtime.None, false, nil
	}
	us, tz, ok, err := a.dtParts(t, self)
	if err != nil || !ok {
		return runtime.None, false, err
	}
	if o.Type() == a.tdCls {
		d, ok, err := a.tdMicros(t, o)
		if err != nil || !ok {
			return runtime.None, false, err
		}
		return a.newDT(t, us-d, tz)
	}
	if o.Type() != a.dtCls {
		return runtime.None, false, nil
	}
	otz, err := a.dtGet[7](t, o)
	if err != nil || !otz.Is(tz) {
		return runtime.None, false, err
	}
	ous, ok, err := a.dtMicros(t, o)
	if err != nil || !ok {
		return runtime.None, false, err
	}
	v, err := a.newTD(t, us-ous)
	return v, err == nil, err
}

// tdPair reads self and the single operand as timedeltas of the class.
func tdPair(a *dtArith, t *runtime.Thread, self runtime.Value, args []runtime.Value) (x, y int64, ok bool, err error) {
	o, ok := one(args)
	if !ok {
		return 0, 0, false, nil
	}
	if y, ok, err = a.tdMicros(t, o); err != nil || !ok {
		return 0, 0, false, err
	}
	x, ok, err = a.tdMicros(t, self)
	return x, y, ok, err
}

func tdResult(a *dtArith, t *runtime.Thread, us int64) (runtime.Value, bool, error) {
	v, err := a.newTD(t, us)
	return v, err == nil, err
}

func tdAdd(a *dtArith, t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error) {
	x, y, ok, err := tdPair(a, t, self, args)
	if err != nil || !ok {
		return runtime.None, false, err
	}
	return tdResult(a, t, x+y)
}

func tdSub(a *dtArith, t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error) {
	x, y, ok, err := tdPair(a, t, self, args)
	if err != nil || !ok {
		return runtime.None, false, err
	}
	return tdResult(a, t, x-y)
}

func tdNeg(a *dtArith, t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error) {
	x, ok, err := a.tdMicros(t, self)
	if err != nil || !ok || len(args) != 0 {
		return runtime.None, false, err
	}
	return tdResult(a, t, -x)
}

func tdAbs(a *dtArith, t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error) {
	x, ok, err := a.tdMicros(t, self)
	if err != nil || !ok || len(args) != 0 {
		return runtime.None, false, err
	}
	if x < 0 {
		x = -x
	}
	return tdResult(a, t, x)
}

// tdMul is timedelta * int, for __mul__ and __rmul__; a float factor
// (rounded half to even in Python) and products beyond an int64 go to
// Python.
func tdMul(a *dtArith, t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error) {
	o, ok := one(args)
	if !ok || o.Type() != runtime.IntType || !o.IsSmallInt() {
		return runtime.None, false, nil
	}
	x, ok, err := a.tdMicros(t, self)
	if err != nil || !ok {
		return runtime.None, false, err
	}
	n := o.SmallInt()
	if n <= -arithLimit || n >= arithLimit {
		return runtime.None, false, nil
	}
	hi, lo := bits.Mul64(uint64(abs64(x)), uint64(abs64(n)))
	if hi != 0 || lo >= arithLimit {
		return runtime.None, false, nil
	}
	return tdResult(a, t, x*n)
}

func abs64(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

// tdFloorDiv is timedelta // timedelta (an int) and timedelta // int.
// Division by zero goes to Python, which raises.
func tdFloorDiv(a *dtArith, t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error) {
	o, ok := one(args)
	if !ok {
		return runtime.None, false, nil
	}
	x, ok, err := a.tdMicros(t, self)
	if err != nil || !ok {
		return runtime.None, false, err
	}
	if o.Type() == runtime.IntType && o.IsSmallInt() {
		n := o.SmallInt()
		if n == 0 {
			return runtime.None, false, nil
		}
		return tdResult(a, t, floorDiv64(x, n))
	}
	y, ok, err := a.tdMicros(t, o)
	if err != nil || !ok || y == 0 {
		return runtime.None, false, err
	}
	return runtime.MakeInt(floorDiv64(x, y)), true, nil
}

// tdTrueDiv is timedelta / timedelta (a float) when both totals are
// exact in a float64, so that one division rounds as python3's does.
func tdTrueDiv(a *dtArith, t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error) {
	x, y, ok, err := tdPair(a, t, self, args)
	if err != nil || !ok || y == 0 || abs64(x) > exactFloatLimit || abs64(y) > exactFloatLimit {
		return runtime.None, false, err
	}
	return runtime.MakeFloat(float64(x) / float64(y)), true, nil
}

// tdTotalSeconds is total_seconds: the total divided by 10**6, one
// rounding as in python3 when the total is exact in a float64.
func tdTotalSeconds(a *dtArith, t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error) {
	x, ok, err := a.tdMicros(t, self)
	if err != nil || !ok || len(args) != 0 || abs64(x) > exactFloatLimit {
		return runtime.None, false, err
	}
	return runtime.MakeFloat(float64(x) / 1e6), true, nil
}

// arithMethodsFor finds the slots of classes datetime and timedelta.
func arithMethodsFor(t *runtime.Thread, dtv, tdv, objNew runtime.Value) (*dtArith, error) {
	dtCls, ok1 := dtv.Object().(*runtime.Type)
	tdCls, ok2 := tdv.Object().(*runtime.Type)
	if !ok1 || !ok2 {
		return nil, runtime.Errorf(runtime.TypeError, "arith_methods() needs the classes")
	}
	a := &dtArith{dtv: dtv, tdv: tdv, objNew: objNew, dtCls: dtCls, tdCls: tdCls}
	var err error
	if a.dtGet, err = slotGetters(dtCls, dtSlotNames); err != nil {
		return nil, err
	}
	if a.dtSet, err = slotSetters(dtCls, dtSlotNames); err != nil {
		return nil, err
	}
	if a.tdSet, err = slotSetters(tdCls, tdSlotNames); err != nil {
		return nil, err
	}
	tdGet, err := slotGetters(tdCls, []string{"_usv"})
	if err != nil {
		return nil, err
	}
	a.tdUS = tdGet[0]
	return a, nil
}

// arithMethods returns (datetime's methods, timedelta's methods), each a
// dict of method descriptors keyed by name.
func arithMethods(t *runtime.Thread, dtv, tdv, objNew runtime.Value) (runtime.Value, error) {
	a, err := arithMethodsFor(t, dtv, tdv, objNew)
	if err != nil {
		return runtime.None, err
	}
	dtCls, tdCls := a.dtCls, a.tdCls
	build := func(cls *runtime.Type, fns map[string]arithFn) (runtime.Value, error) {
		d := runtime.NewDict(t)
		for name, fn := range fns {
			fn := fn
			slow := "_py_" + trimUnderscores(name)
			desc := &runtime.MethodDescriptor{Name: name, Owner: cls, Fn: func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
				if kw.Len() == 0 && self.Type() == cls {
					r, ok, err := fn(a, t, self, args)
					if err != nil || ok {
						return r, err
					}
				}
				return callSlow(t, self, slow, args, kw)
			}}
			if err := d.Set(t, runtime.MakeStr(name), runtime.MakeObject(desc)); err != nil {
				return runtime.None, err
			}
		}
		return runtime.MakeObject(d), nil
	}
	dtd, err := build(dtCls, map[string]arithFn{"__add__": dtAddTD, "__radd__": dtAddTD, "__sub__": dtSub})
	if err != nil {
		return runtime.None, err
	}
	tdd, err := build(tdCls, map[string]arithFn{
		"__add__": tdAdd, "__radd__": tdAdd, "__sub__": tdSub, "__neg__": tdNeg, "__abs__": tdAbs,
		"__mul__": tdMul, "__rmul__": tdMul, "__floordiv__": tdFloorDiv, "__truediv__": tdTrueDiv,
		"total_seconds": tdTotalSeconds,
	})
	if err != nil {
		return runtime.None, err
	}
	return runtime.MakeTuple(dtd, tdd), nil
}

// trimUnderscores strips a name's leading and trailing underscores, as
// datetime.py's str.strip("_") does when it keeps the Python method.
func trimUnderscores(s string) string {
	for len(s) > 0 && s[0] == '_' {
		s = s[1:]
	}
	for len(s) > 0 && s[len(s)-1] == '_' {
		s = s[:len(s)-1]
	}
	return s
}
