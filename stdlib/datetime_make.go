// This file makes the objects of classes datetime and timedelta (Python,
// in py/datetime.py) from Go: object.__new__ and the slot stores, which
// in Python are a frame and ten attribute stores for every datetime an
// agent parses, shifts or replaces. The class's own slot descriptors are
// found once, when datetime.py asks for a maker.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

type slotSetter = func(t *runtime.Thread, self, v runtime.Value, del bool) error

// slotSetters returns the setters of the slots of cls named by names.
func slotSetters(cls *runtime.Type, names []string) ([]slotSetter, error) {
	out := make([]slotSetter, len(names))
	for i, name := range names {
		dv, ok := cls.Lookup(name)
		gs, isGS := dv.Object().(*runtime.GetSetDescriptor)
		if !ok || !isGS || gs.Set == nil {
			return nil, runtime.Errorf(runtime.TypeError, "maker(): no slot %s", name)
		}
		out[i] = gs.Set
	}
	return out, nil
}

func fillSlots(t *runtime.Thread, objNew, clsv runtime.Value, set []slotSetter, vals []runtime.Value) (runtime.Value, error) {
	obj, err := runtime.Call(t, objNew, []runtime.Value{clsv}, nil)
	if err != nil {
		return runtime.None, err
	}
	for i, s := range set {
		if err := s(t, obj, vals[i], false); err != nil {
			return runtime.None, err
		}
	}
	return obj, nil
}

var (
	dtSlotNames = []string{"_year", "_month", "_day", "_hour", "_minute", "_second", "_microsecond",
		"_tzinfo", "_fold", "_hashcode", "_usv"}
	tdSlotNames = []string{"_days", "_seconds", "_microseconds", "_hashcode", "_usv"}
)

const usPerDay = 86400000000

// makers returns (make_dt, dt_from_us, make_td, fromiso_naive) for
// classes datetime and timedelta:
//
//	make_dt(y, mo, d, h, mi, s, us, tz, fold): a datetime of checked fields
//	dt_from_us(us, tz): the datetime us microseconds after 0001-01-01
//	  (OverflowError "date value out of range" outside datetime's range)
//	make_td(us): the timedelta of us microseconds (OverflowError as
//	  timedelta() words it beyond 999999999 days)
//	fromiso_naive(s): datetime.fromisoformat(s) when s has no offset,
//	  None when it has one (the Python code makes the timezone)
func makers(t *runtime.Thread, dtv, tdv, objNew runtime.Value) (runtime.Value, error) {
	dtCls, ok1 := dtv.Object().(*runtime.Type)
	tdCls, ok2 := tdv.Object().(*runtime.Type)
	if !ok1 || !ok2 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "makers() needs the classes")
	}
	dtSet, err := slotSetters(dtCls, dtSlotNames)
	if err != nil {
		return runtime.None, err
	}
	tdSet, err := slotSetters(tdCls, tdSlotNames)
	if err != nil {
		return runtime.None, err
	}
	minusOne := runtime.MakeInt(-1)
	makeDT := runtime.NewBuiltin("make_dt", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 9 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "make_dt() takes 9 arguments")
		}
		var vals [11]runtime.Value
		copy(vals[:], args)
		vals[9], vals[10] = minusOne, minusOne
		return fillSlots(t, objNew, dtv, dtSet, vals[:])
	})
	fromUS := runtime.NewBuiltin("dt_from_us", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 2 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "dt_from_us() takes 2 arguments")
		}
		n, ok := runtime.AsInt(args[0])
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "dt_from_us() needs an int")
		}
		us, ok := n.Int64()
		if !ok || us < 0 || us >= int64(maxOrdinal)*usPerDay {
			return runtime.None, runtime.Errorf(runtime.OverflowError, "date value out of range")
		}
		rem := us % usPerDay
		y, mo, d := ordToYMD(int(us/usPerDay) + 1)
		i := func(n int64) runtime.Value { return runtime.MakeInt(n) }
		vals := [11]runtime.Value{i(int64(y)), i(int64(mo)), i(int64(d)), i(rem / 3600000000), i(rem / 60000000 % 60),
			i(rem / 1000000 % 60), i(rem % 1000000), args[1], i(0), minusOne, i(us)}
		return fillSlots(t, objNew, dtv, dtSet, vals[:])
	})
	makeTD := runtime.NewBuiltin("make_td", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 1 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "make_td() takes 1 argument")
		}
		if !args[0].IsSmallInt() {
			return runtime.None, nil // the Python code words the overflow
		}
		us := args[0].SmallInt()
		days, rem := us/usPerDay, us%usPerDay
		if rem < 0 {
			days, rem = days-1, rem+usPerDay
		}
		if days < -999999999 || days > 999999999 {
			return runtime.None, nil
		}
		i := func(n int64) runtime.Value { return runtime.MakeInt(n) }
		vals := [5]runtime.Value{i(days), i(rem / 1000000), i(rem % 1000000), minusOne, args[0]}
		return fillSlots(t, objNew, tdv, tdSet, vals[:])
	})
	fromISO := runtime.NewBuiltin("fromiso_naive", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 1 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "fromiso_naive() takes 1 argument")
		}
		s, ok := runtime.AsStr(args[0])
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "fromisoformat: argument must be str")
		}
		return fromisoNaive(t, objNew, dtv, dtSet, s)
	})
	return runtime.MakeTuple(runtime.MakeObject(makeDT), runtime.MakeObject(fromUS), runtime.MakeObject(makeTD),
		runtime.MakeObject(fromISO)), nil
}

// fromisoNaive is datetime.fromisoformat(s) for class datetime when s has
// no offset, and None when it has one.
func fromisoNaive(t *runtime.Thread, objNew, dtv runtime.Value, dtSet []slotSetter, s string) (runtime.Value, error) {
	fv, err := isoParse('T', s, func() string { return pyStrRepr(s) })
	if err != nil {
		return runtime.None, err
	}
	f := fv.Object().(*runtime.Tuple).Items()
	if !f[7].IsNone() {
		return runtime.None, nil
	}
	if _, err := checkFields(t, []runtime.Value{f[0], f[1], f[2], f[3], f[4], f[5], f[6], runtime.MakeInt(0)}); err != nil {
		return runtime.None, err
	}
	vals := [11]runtime.Value{f[0], f[1], f[2], f[3], f[4], f[5], f[6], runtime.None, runtime.MakeInt(0), runtime.MakeInt(-1), runtime.MakeInt(-1)}
	return fillSlots(t, objNew, dtv, dtSet, vals[:])
}
