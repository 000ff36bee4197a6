// This file gives class datetime (Python, in py/datetime.py) three of its
// methods in Go: replace with keywords, date and strftime. Agents call
// them once per event (bucketing by hour, grouping by day, printing), and
// in Python each is a frame or two around Go helpers. They read and make
// objects through the classes' own slot descriptors; a subclass, a
// positional replace, or a format naming a zone with %z or %Z calls the
// Python method the class keeps as _py_replace, _py_date, _py_strftime.

package stdlib

import (
	"strings"

	"github.com/pyexgo/pyex/runtime"
)

var dtReplaceNames = []string{"year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo", "fold"}

// slotGetters returns the getters of the slots of cls named by names.
func slotGetters(cls *runtime.Type, names []string) ([]slotGetter, error) {
	out := make([]slotGetter, len(names))
	for i, name := range names {
		dv, ok := cls.Lookup(name)
		gs, isGS := dv.Object().(*runtime.GetSetDescriptor)
		if !ok || !isGS || gs.Get == nil {
			return nil, runtime.Errorf(runtime.TypeError, "methods(): no slot %s", name)
		}
		out[i] = gs.Get
	}
	return out, nil
}

func callSlow(t *runtime.Thread, self runtime.Value, name string, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	m, err := runtime.GetAttr(t, self, name)
	if err != nil {
		return runtime.None, err
	}
	return runtime.Call(t, m, args, kw)
}

// dtMethods returns a dict of datetime's replace, date and strftime as
// method descriptors. tzinfoCls is class tzinfo, objNew object.__new__.
func dtMethods(t *runtime.Thread, dtv, datev, tzinfoCls, objNew runtime.Value) (runtime.Value, error) {
	dtCls, ok1 := dtv.Object().(*runtime.Type)
	dateCls, ok2 := datev.Object().(*runtime.Type)
	if !ok1 || !ok2 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "methods() needs the classes")
	}
	// The slots in dtSlotNames' order: the seven fields, tzinfo, fold.
	get, err := slotGetters(dtCls, dtSlotNames[:9])
	if err != nil {
		return runtime.None, err
	}
	dtSet, err := slotSetters(dtCls, dtSlotNames)
	if err != nil {
		return runtime.None, err
	}
	dateSet, err := slotSetters(dateCls, []string{"_year", "_month", "_day", "_hashcode"})
	if err != nil {
		return runtime.None, err
	}
	minusOne := runtime.MakeInt(-1)
	read := func(t *runtime.Thread, self runtime.Value, n int) ([9]runtime.Value, error) {
		var vals [9]runtime.Value
		for i := 0; i < n; i++ {
			v, err := get[i](t, self)
			if err != nil {
				return vals, err
			}
			vals[i] = v
		}
		return vals, nil
	}
	d := runtime.NewDict(t)
	add := func(name string, fn runtime.MethodFunc) error {
		desc := &runtime.MethodDescriptor{Name: name, Owner: dtCls, Fn: fn}
		return d.Set(t, runtime.MakeStr(name), runtime.MakeObject(desc))
	}
	err = add("replace", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		// Bound as 3.11's C replace binds "|iiiiiiiO$i", with its messages.
		if n := len(args) + kw.Len(); n > 9 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "replace() takes at most 9 arguments (%d given)", n)
		}
		if len(args) > 8 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "replace() takes at most 8 positional arguments (%d given)", len(args))
		}
		vals, err := read(t, self, 9)
		if err != nil {
			return runtime.None, err
		}
		copy(vals[:], args)
		for i := 0; i < kw.Len(); i++ {
			k := -1
			for j, n := range dtReplaceNames {
				if n == kw.Names[i] {
					k = j
				}
			}
			if k < 0 {
				return runtime.None, runtime.Errorf(runtime.TypeError, "'%s' is an invalid keyword argument for replace()", kw.Names[i])
			}
			if k < len(args) {
				return runtime.None, runtime.Errorf(runtime.TypeError, "argument for replace() given by name ('%s') and position (%d)", kw.Names[i], k+1)
			}
			// As in 3.11's C replace, None is no "unchanged": the
			// checks below reject it.
			vals[k] = kw.Values[i]
		}
		if self.Type() != dtCls {
			// A subclass: its constructor makes the result.
			all := &runtime.KwArgs{Names: dtReplaceNames, Values: vals[:]}
			return callSlow(t, self, "_py_replace", nil, all)
		}
		checkArgs := []runtime.Value{vals[0], vals[1], vals[2], vals[3], vals[4], vals[5], vals[6], vals[8]}
		c, err := checkFields(t, checkArgs)
		if err != nil {
			return runtime.None, err
		}
		if tup, ok := c.Object().(*runtime.Tuple); ok {
			items := tup.Items()
			copy(vals[:7], items[:7])
			vals[8] = items[7]
		}
		if tz := vals[7]; !tz.IsNone() {
			ok, err := runtime.IsInstance(t, tz, tzinfoCls)
			if err != nil {
				return runtime.None, err
			}
			if !ok {
				return runtime.None, runtime.Errorf(runtime.TypeError,
					"tzinfo argument must be None or of a tzinfo subclass, not type '%s'", tz.Type().Name)
			}
		}
		full := [11]runtime.Value{vals[0], vals[1], vals[2], vals[3], vals[4], vals[5], vals[6], vals[7], vals[8], minusOne, minusOne}
		return fillSlots(t, objNew, dtv, dtSet, full[:])
	})
	if err != nil {
		return runtime.None, err
	}
	err = add("date", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if self.Type() != dtCls || len(args) != 0 || kw.Len() != 0 {
			return callSlow(t, self, "_py_date", args, kw)
		}
		vals, err := read(t, self, 3)
		if err != nil {
			return runtime.None, err
		}
		full := [4]runtime.Value{vals[0], vals[1], vals[2], minusOne}
		return fillSlots(t, objNew, datev, dateSet, full[:])
	})
	if err != nil {
		return runtime.None, err
	}
	err = add("strftime", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if self.Type() != dtCls || len(args) != 1 || kw.Len() != 0 || args[0].Type() != runtime.StrType {
			return callSlow(t, self, "_py_strftime", args, kw)
		}
		format, _ := runtime.AsStr(args[0])
		vals, err := read(t, self, 8)
		if err != nil {
			return runtime.None, err
		}
		if !vals[7].IsNone() && (strings.Contains(format, "%z") || strings.Contains(format, "%Z")) {
			return callSlow(t, self, "_py_strftime", args, kw)
		}
		s, ok := strftimeFields(format, vals[:7], "")
		if !ok {
			return callSlow(t, self, "_py_strftime", args, kw)
		}
		return runtime.MakeStr(s), nil
	})
	if err != nil {
		return runtime.None, err
	}
	return runtime.MakeObject(d), nil
}

// strftimeFields formats the seven fields of a datetime (small ints) with
// offset as what %z prints; false when a field is no small int.
func strftimeFields(format string, vals []runtime.Value, offset string) (string, bool) {
	var f [7]int
	for i := range f {
		if !vals[i].IsSmallInt() {
			return "", false
		}
		f[i] = int(vals[i].SmallInt())
	}
	tm := &brokenTime{year: f[0], mon: f[1], mday: f[2], hour: f[3], min: f[4], sec: f[5], us: f[6],
		hasUS: true, isdst: -1, offset: offset}
	ord := ymdToOrd(tm.year, tm.mon, tm.mday)
	tm.wday = weekdayOf(ord)
	tm.yday = daysBeforeMonth(tm.year, tm.mon) + tm.mday
	return strftime(format, tm), true
}
