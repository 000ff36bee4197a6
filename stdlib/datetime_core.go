// This file defines _datetime, the Go half of module datetime (which is
// Python, in py/datetime.py): the run's clock, the calendar conversions,
// and strftime and strptime, the parts agents run in loops.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_datetime", initDatetimeCore) }

func initDatetimeCore(r *Run, m *runtime.Module) error {
	fn := func(name string, f runtime.BuiltinFunc) {
		m.Dict.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_datetime", name, f)))
	}
	fn("now_us", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return runtime.MakeInt(floorDiv64(r.Clock().Now().UnixNano(), 1000)), nil
	})
	fn("ymd_to_ord", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var y, m, d int
		if err := runtime.UnpackArgs(t, "ymd_to_ord", args, kw, "y", &y, "m", &m, "d", &d); err != nil {
			return runtime.None, err
		}
		if m < 1 || m > 12 {
			m = 1
		}
		return runtime.MakeInt(int64(ymdToOrd(y, m, d))), nil
	})
	fn("ord_to_ymd", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var n int
		if err := runtime.UnpackArgs(t, "ord_to_ymd", args, kw, "n", &n); err != nil {
			return runtime.None, err
		}
		y, mo, d := ordToYMDWide(n)
		return runtime.MakeTuple(runtime.MakeInt(int64(y)), runtime.MakeInt(int64(mo)), runtime.MakeInt(int64(d))), nil
	})
	fn("iso_calendar", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var y, m, d int
		if err := runtime.UnpackArgs(t, "iso_calendar", args, kw, "y", &y, "m", &m, "d", &d); err != nil {
			return runtime.None, err
		}
		iy, iw, iwd := isoCalendar(y, m, d)
		return runtime.MakeTuple(runtime.MakeInt(int64(iy)), runtime.MakeInt(int64(iw)), runtime.MakeInt(int64(iwd))), nil
	})
	// fromiso(kind, s): kind 'd', 't' or 'T' (date, time, datetime) ->
	// (year, month, day, hour, minute, second, microsecond, offset in
	// microseconds or None).
	fn("fromiso", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 2 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "fromiso takes 2 arguments")
		}
		kind, _ := runtime.AsStr(args[0])
		s, ok := runtime.AsStr(args[1])
		if !ok || kind == "" {
			return runtime.None, runtime.Errorf(runtime.TypeError, "fromisoformat: argument must be str")
		}
		return isoParse(kind[0], s, func() string { return pyStrRepr(s) })
	})
	// fields_to_us(y, m, d, hh, mm, ss, us): microseconds since
	// 0001-01-01 00:00.
	fn("fields_to_us", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 7 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "fields_to_us takes 7 arguments")
		}
		var f [7]int
		for i, a := range args {
			n, err := runtime.IndexInt(t, a)
			if err != nil {
				return runtime.None, err
			}
			f[i] = n
		}
		if f[1] < 1 || f[1] > 12 {
			f[1] = 1
		}
		days := int64(ymdToOrd(f[0], f[1], f[2]) - 1)
		return runtime.MakeInt(((days*24+int64(f[3]))*60+int64(f[4]))*60000000 + int64(f[5])*1000000 + int64(f[6])), nil
	})
	// us_to_fields(us): the inverse, or None when out of datetime's range.
	fn("us_to_fields", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "us_to_fields takes 1 argument")
		}
		n, ok := runtime.AsInt(args[0])
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "us_to_fields needs an int")
		}
		us, ok := n.Int64()
		if !ok || us < 0 || us >= int64(maxOrdinal)*86400000000 {
			return runtime.None, nil
		}
		days := us / 86400000000
		rem := us % 86400000000
		y, mo, d := ordToYMD(int(days) + 1)
		i := func(n int64) runtime.Value { return runtime.MakeInt(n) }
		return runtime.MakeTuple(i(int64(y)), i(int64(mo)), i(int64(d)), i(rem/3600000000), i(rem/60000000%60),
			i(rem/1000000%60), i(rem%1000000)), nil
	})
	// check(year, month, day), check(hour, minute, second, microsecond,
	// fold) or check(year, ..., microsecond, fold): raises python3's error
	// for a field that is not an integer or out of range; returns None
	// when every field is an int, else the fields as ints.
	// compare_methods(cls, kind) -> the comparison dunders and __hash__
	// of class date, datetime or timedelta, in Go (datetime_compare.go).
	fn("compare_methods", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 2 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "compare_methods() takes 2 arguments")
		}
		return compareMethods(t, args[0], args[1])
	})
	// makers(datetime, timedelta, object.__new__) -> (make_dt, dt_from_us,
	// make_td), in Go (datetime_make.go).
	fn("makers", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 3 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "makers() takes 3 arguments")
		}
		return makers(t, args[0], args[1], args[2])
	})
	// methods(datetime, date, tzinfo, object.__new__) -> datetime's
	// replace, date and strftime in Go (datetime_methods.go).
	fn("methods", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 4 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "methods() takes 4 arguments")
		}
		return dtMethods(t, args[0], args[1], args[2], args[3])
	})
	// arith_methods(datetime, timedelta, object.__new__) -> the
	// arithmetic of datetime and of timedelta in Go (datetime_arith.go).
	fn("arith_methods", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 3 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "arith_methods() takes 3 arguments")
		}
		return arithMethods(t, args[0], args[1], args[2])
	})
	// tz_methods(datetime, timedelta, timezone, timezone.utc,
	// object.__new__) -> datetime's astimezone, strftime, isoformat and
	// __str__, and timezone's __new__, in Go (datetime_tz.go).
	fn("tz_methods", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 5 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "tz_methods() takes 5 arguments")
		}
		return tzMethods(t, args[0], args[1], args[2], args[3], args[4])
	})
	// new_methods(datetime, timedelta, object.__new__) -> timedelta's
	// __new__ and datetime's fromisoformat in Go (datetime_new.go).
	fn("new_methods", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 3 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "new_methods() takes 3 arguments")
		}
		return newMethods(t, args[0], args[1], args[2])
	})
	fn("check", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return checkFields(t, args)
	})
	// strftime(format, year, month, day, hour, minute, second, microsecond,
	// offset, zone): offset and zone are what %z and %Z print.
	fn("strftime", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 10 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "_datetime.strftime takes 10 arguments")
		}
		format, ok := runtime.AsStr(args[0])
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "strftime() argument 1 must be str, not %s", args[0].TypeName())
		}
		var f [7]int
		for i := range f {
			n, err := runtime.IndexInt(t, args[i+1])
			if err != nil {
				return runtime.None, err
			}
			f[i] = n
		}
		off, _ := runtime.AsStr(args[8])
		zone, _ := runtime.AsStr(args[9])
		tm := &brokenTime{year: f[0], mon: f[1], mday: f[2], hour: f[3], min: f[4], sec: f[5], us: f[6],
			hasUS: true, offset: off, zone: zone, isdst: -1}
		if tm.mon < 1 || tm.mon > 12 || tm.mday < 1 || tm.mday > 31 {
			return runtime.None, runtime.Errorf(runtime.ValueError, "bad date")
		}
		ord := ymdToOrd(tm.year, tm.mon, tm.mday)
		tm.wday = weekdayOf(ord)
		tm.yday = daysBeforeMonth(tm.year, tm.mon) + tm.mday
		return runtime.MakeStr(strftime(format, tm)), nil
	})
	// strptime(data, format) -> (year, month, day, hour, minute, second,
	// microsecond, gmtoff or None, gmtoff microseconds, zone or None).
	fn("strptime", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var data, format runtime.Value
		if err := runtime.UnpackPositional("strptime", args, kw, 2, &data, &format); err != nil {
			return runtime.None, err
		}
		p, err := strptimeArgs(data, format)
		if err != nil {
			return runtime.None, err
		}
		off, zone := runtime.None, runtime.None
		if p.hasOff {
			off = runtime.MakeInt(int64(p.gmtoff))
		}
		if p.hasZone {
			zone = runtime.MakeStr(p.zone)
		}
		i := func(n int) runtime.Value { return runtime.MakeInt(int64(n)) }
		return runtime.MakeTuple(i(p.year), i(p.mon), i(p.mday), i(p.hour), i(p.min), i(p.sec), i(p.us),
			off, i(p.gmtoffUS), zone), nil
	})
	return nil
}

var (
	dateFieldNames = []string{"year", "month", "day"}
	timeFieldNames = []string{"hour", "minute", "second", "microsecond", "fold"}
)

// checkFields is _datetime.check.
func checkFields(t *runtime.Thread, args []runtime.Value) (runtime.Value, error) {
	var v [8]int
	if len(args) != 3 && len(args) != 5 && len(args) != 8 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "check takes 3, 5 or 8 arguments")
	}
	converted := false
	for i, a := range args {
		if a.IsSmallInt() {
			n, _ := runtime.AsInt(a)
			x, _ := n.Int64()
			if x >= -1<<31 && x < 1<<31 {
				v[i] = int(x)
				continue
			}
		}
		r, err := runtime.Index(t, a)
		if err != nil {
			return runtime.None, err
		}
		n, _ := runtime.AsInt(r)
		x, ok := n.Int64()
		switch {
		case !ok && n.Sign() > 0, ok && x >= 1<<31:
			return runtime.None, runtime.Errorf(runtime.OverflowError, "signed integer is greater than maximum")
		case !ok, x < -1<<31:
			return runtime.None, runtime.Errorf(runtime.OverflowError, "signed integer is less than minimum")
		}
		v[i] = int(x)
		converted = true
	}
	tm := v[:0]
	if len(args) != 5 {
		y, m, d := v[0], v[1], v[2]
		switch {
		case y < 1 || y > 9999:
			return runtime.None, runtime.Errorf(runtime.ValueError, "year %d is out of range", y)
		case m < 1 || m > 12:
			return runtime.None, runtime.Errorf(runtime.ValueError, "month must be in 1..12")
		case d < 1 || d > daysInMonth(y, m):
			return runtime.None, runtime.Errorf(runtime.ValueError, "day is out of range for month")
		}
		tm = v[3:len(args)]
	} else {
		tm = v[:5]
	}
	if len(tm) == 5 {
		switch {
		case tm[0] < 0 || tm[0] > 23:
			return runtime.None, runtime.Errorf(runtime.ValueError, "hour must be in 0..23")
		case tm[1] < 0 || tm[1] > 59:
			return runtime.None, runtime.Errorf(runtime.ValueError, "minute must be in 0..59")
		case tm[2] < 0 || tm[2] > 59:
			return runtime.None, runtime.Errorf(runtime.ValueError, "second must be in 0..59")
		case tm[3] < 0 || tm[3] > 999999:
			return runtime.None, runtime.Errorf(runtime.ValueError, "microsecond must be in 0..999999")
		case tm[4] != 0 && tm[4] != 1:
			return runtime.None, runtime.Errorf(runtime.ValueError, "fold must be either 0 or 1")
		}
	}
	if !converted {
		return runtime.None, nil
	}
	out := make([]runtime.Value, len(args))
	for i := range out {
		out[i] = runtime.MakeInt(int64(v[i]))
	}
	return runtime.MakeTuple(out...), nil
}
