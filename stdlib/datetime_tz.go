// This file gives class datetime (Python, in py/datetime.py) astimezone
// and strftime in Go for values whose tzinfo is of class timezone itself
// (fixed offsets such as timezone.utc), which agents convert and print
// once per event. In Python astimezone is several frames (the checks,
// utcoffset through the tzinfo); here it reads the offsets' totals
// through the classes' slot descriptors. A zone of any other class, a
// naive value converted to local time, a subclass or an overflow calls
// the Python methods the class keeps as _py_astimezone and _py_strftime.

package stdlib

import (
	"fmt"
	"strings"

	"github.com/pyexgo/pyex/runtime"
)

// formatOffset is what %z prints for an offset of us microseconds:
// +HHMM, then SS when seconds or microseconds are set, then .ffffff.
func formatOffset(us int64) string { return formatOffsetSep(us, "") }

// formatOffsetSep is formatOffset with sep between the fields, as
// isoformat writes them with ":".
func formatOffsetSep(us int64, sep string) string {
	sign := byte('+')
	if us < 0 {
		sign, us = '-', -us
	}
	s, frac := us/1000000, us%1000000
	out := fmt.Sprintf("%c%02d%s%02d", sign, s/3600, sep, s/60%60)
	if s%60 != 0 || frac != 0 {
		out += fmt.Sprintf("%s%02d", sep, s%60)
		if frac != 0 {
			out += fmt.Sprintf(".%06d", frac)
		}
	}
	return out
}

// boundParams are the parameters of the methods below that 3.11's C
// code binds with PyArg_ParseTupleAndKeywords, whose messages differ from
// a Python function's.
var boundParams = map[string][]string{
	"astimezone": {"tz"},
	"isoformat":  {"sep", "timespec"},
	"timezone":   {"offset", "name"},
}

// bindLike311 raises the TypeError 3.11's C method name raises for too
// many arguments or an unknown keyword.
func bindLike311(name string, args []runtime.Value, kw *runtime.KwArgs) error {
	params, ok := boundParams[name]
	if !ok {
		return nil
	}
	if n := len(args) + kw.Len(); n > len(params) {
		plural := "s"
		if len(params) == 1 {
			plural = ""
		}
		return runtime.Errorf(runtime.TypeError, "%s() takes at most %d argument%s (%d given)", name, len(params), plural, n)
	}
	for i := 0; i < kw.Len(); i++ {
		pos := -1
		for j, p := range params {
			if p == kw.Names[i] {
				pos = j
			}
		}
		if pos >= 0 && pos < len(args) {
			return runtime.Errorf(runtime.TypeError, "argument for %s() given by name ('%s') and position (%d)", name, kw.Names[i], pos+1)
		}
		if pos < 0 {
			return runtime.Errorf(runtime.TypeError, "'%s' is an invalid keyword argument for %s()", kw.Names[i], name)
		}
	}
	return nil
}

// tzMethods returns a dict of datetime's astimezone, strftime, isoformat
// and __str__ as method descriptors, and under "timezone.__new__" the
// constructor of class timezone; tzv is class timezone, utc its UTC.
func tzMethods(t *runtime.Thread, dtv, tdv, tzv, utc, objNew runtime.Value) (runtime.Value, error) {
	tzCls, ok := tzv.Object().(*runtime.Type)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "tz_methods() needs the classes")
	}
	a, err := arithMethodsFor(t, dtv, tdv, objNew)
	if err != nil {
		return runtime.None, err
	}
	offGet, err := slotGetters(tzCls, []string{"_offset"})
	if err != nil {
		return runtime.None, err
	}
	// offset returns the total microseconds of zone z, of class timezone
	// itself, and false for any other zone.
	offset := func(t *runtime.Thread, z runtime.Value) (int64, bool, error) {
		if z.Type() != tzCls {
			return 0, false, nil
		}
		o, err := offGet[0](t, z)
		if err != nil {
			return 0, false, err
		}
		return a.tdMicros(t, o)
	}
	d := runtime.NewDict(t)
	add := func(name string, fn func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error)) error {
		slow := "_py_" + name
		desc := &runtime.MethodDescriptor{Name: name, Owner: a.dtCls, Fn: func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if err := bindLike311(name, args, kw); err != nil {
				return runtime.None, err
			}
			if kw.Len() == 0 && self.Type() == a.dtCls {
				r, ok, err := fn(t, self, args)
				if err != nil || ok {
					return r, err
				}
			}
			return callSlow(t, self, slow, args, kw)
		}}
		return d.Set(t, runtime.MakeStr(name), runtime.MakeObject(desc))
	}
	err = add("astimezone", func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error) {
		if len(args) != 1 {
			return runtime.None, false, nil
		}
		tz := args[0]
		to, ok, err := offset(t, tz)
		if err != nil || !ok {
			return runtime.None, false, err
		}
		mytz, err := a.dtGet[7](t, self)
		if err != nil {
			return runtime.None, false, err
		}
		if mytz.Is(tz) {
			return self, true, nil
		}
		from, ok, err := offset(t, mytz)
		if err != nil || !ok {
			return runtime.None, false, err
		}
		us, ok, err := a.dtMicros(t, self)
		if err != nil || !ok {
			return runtime.None, false, err
		}
		return a.newDT(t, us-from+to, tz)
	})
	if err != nil {
		return runtime.None, err
	}
	err = add("strftime", func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error) {
		if len(args) != 1 || args[0].Type() != runtime.StrType {
			return runtime.None, false, nil
		}
		format, _ := runtime.AsStr(args[0])
		var vals [8]runtime.Value
		for i := range vals {
			v, err := a.dtGet[i](t, self)
			if err != nil {
				return runtime.None, false, err
			}
			vals[i] = v
		}
		off := ""
		if z := vals[7]; !z.IsNone() && strings.Contains(format, "%") {
			if strings.Contains(format, "%Z") {
				return runtime.None, false, nil
			}
			if strings.Contains(format, "%z") {
				us, ok, err := offset(t, z)
				if err != nil || !ok {
					return runtime.None, false, err
				}
				off = formatOffset(us)
			}
		}
		s, ok := strftimeFields(format, vals[:7], off)
		return runtime.MakeStr(s), ok, nil
	})
	if err != nil {
		return runtime.None, err
	}
	// isoformat(sep="T") with the default timespec, and __str__.
	iso := func(t *runtime.Thread, self runtime.Value, sep string) (runtime.Value, bool, error) {
		var f [7]int64
		for i := range f {
			v, err := a.dtGet[i](t, self)
			if err != nil || !v.IsSmallInt() {
				return runtime.None, false, err
			}
			f[i] = v.SmallInt()
		}
		z, err := a.dtGet[7](t, self)
		if err != nil {
			return runtime.None, false, err
		}
		off := ""
		if !z.IsNone() {
			us, ok, err := offset(t, z)
			if err != nil || !ok {
				return runtime.None, false, err
			}
			off = formatOffsetSep(us, ":")
		}
		out := fmt.Sprintf("%04d-%02d-%02d%s%02d:%02d:%02d", f[0], f[1], f[2], sep, f[3], f[4], f[5])
		if f[6] != 0 {
			out += fmt.Sprintf(".%06d", f[6])
		}
		return runtime.MakeStr(out + off), true, nil
	}
	err = add("isoformat", func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error) {
		sep := "T"
		if len(args) == 1 {
			s, ok := runtime.AsStr(args[0])
			if !ok || args[0].Type() != runtime.StrType || len([]rune(s)) != 1 {
				return runtime.None, false, nil
			}
			sep = s
		} else if len(args) > 1 {
			return runtime.None, false, nil
		}
		return iso(t, self, sep)
	})
	if err != nil {
		return runtime.None, err
	}
	err = add("__str__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, bool, error) {
		if len(args) != 0 {
			return runtime.None, false, nil
		}
		return iso(t, self, " ")
	})
	if err != nil {
		return runtime.None, err
	}
	if err := addTZNew(t, d, a, tzCls, tzv, utc); err != nil {
		return runtime.None, err
	}
	return runtime.MakeObject(d), nil
}

// addTZNew adds timezone's constructor for timezone(offset) of class
// timezone itself with an offset of class timedelta strictly within a
// day: timezone.utc for a zero offset, else a new zone without a name.
// Names, subclasses and every error call the Python __new__, kept as
// _py_new.
func addTZNew(t *runtime.Thread, d *runtime.Dict, a *dtArith, tzCls *runtime.Type, tzv, utc runtime.Value) error {
	set, err := slotSetters(tzCls, []string{"_offset", "_name"})
	if err != nil {
		return err
	}
	fn := runtime.NewBuiltin("__new__", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) == 2 && kw.Len() == 0 && args[0].Is(tzv) {
			us, ok, err := a.tdMicros(t, args[1])
			if err != nil {
				return runtime.None, err
			}
			if ok && us == 0 {
				return utc, nil
			}
			if ok && -usPerDay < us && us < usPerDay {
				return fillSlots(t, a.objNew, tzv, set, []runtime.Value{args[1], runtime.None})
			}
		}
		if len(args) == 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "timezone.__new__(): not enough arguments")
		}
		if err := bindLike311("timezone", args[1:], kw); err != nil {
			return runtime.None, err
		}
		if len(args) == 1 && (kw.Len() == 0 || kw.Names[0] != "offset" && (kw.Len() < 2 || kw.Names[1] != "offset")) {
			return runtime.None, runtime.Errorf(runtime.TypeError, "timezone() missing required argument 'offset' (pos 1)")
		}
		name := runtime.Value{}
		named := false
		if len(args) == 3 {
			name, named = args[2], true
		}
		for i := 0; i < kw.Len(); i++ {
			if kw.Names[i] == "name" {
				name, named = kw.Values[i], true
			}
		}
		if named && name.Type() != runtime.StrType {
			if ok, err := runtime.IsInstance(t, name, runtime.MakeObject(runtime.StrType)); err != nil || !ok {
				what := name.TypeName()
				if name.IsNone() {
					what = "None"
				}
				return runtime.None, runtime.Errorf(runtime.TypeError, "timezone() argument 2 must be str, not %s", what)
			}
		}
		// _py_new is a staticmethod: the class goes first.
		m, err := runtime.GetAttr(t, args[0], "_py_new")
		if err != nil {
			return runtime.None, err
		}
		return runtime.Call(t, m, args, kw)
	})
	return d.Set(t, runtime.MakeStr("timezone.__new__"), runtime.MakeObject(fn))
}
