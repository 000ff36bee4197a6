// This file defines module time, in Go. Every clock reads the run's Clock
// (virtual unless the host hands in a real one) and sleep goes through it;
// the run's local time zone is UTC, so localtime equals gmtime but for its
// zone name, as python3's does under TZ=UTC (docs/DIFFERENCES.md).
// strftime and strptime are shared with datetime (datetime_format.go,
// datetime_parse.go).

package stdlib

import (
	"math"
	"time"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("time", initTime) }

// structTimeType is time.struct_time: nine items, and tm_zone and
// tm_gmtoff as attributes.
var structTimeType = runtime.NewStructSeqTypeExtra("time", "struct_time",
	[]string{"tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst"},
	[]string{"tm_zone", "tm_gmtoff"})

// defaultStrptimeFormat is what time.strptime parses without a format.
const defaultStrptimeFormat = "%a %b %d %H:%M:%S %Y"

func initTime(r *Run, m *runtime.Module) error {
	fn := func(name string, f runtime.BuiltinFunc) {
		m.Dict.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("time", name, f)))
	}
	nowNS := func() int64 { return r.Clock().Now().UnixNano() }
	monoNS := func() int64 { return int64(r.Clock().Monotonic()) }
	floatClock := func(name string, get func() int64) {
		fn(name, func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if err := runtime.UnpackPositional(name, args, kw, 0); err != nil {
				return runtime.None, err
			}
			return runtime.MakeFloat(float64(get()) / 1e9), nil
		})
		fn(name+"_ns", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if err := runtime.UnpackPositional(name+"_ns", args, kw, 0); err != nil {
				return runtime.None, err
			}
			return runtime.MakeInt(get()), nil
		})
	}
	floatClock("time", nowNS)
	floatClock("monotonic", monoNS)
	floatClock("perf_counter", monoNS)
	floatClock("process_time", monoNS)
	floatClock("thread_time", monoNS)

	fn("sleep", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var v runtime.Value
		if err := runtime.UnpackPositional("sleep", args, kw, 1, &v); err != nil {
			return runtime.None, err
		}
		secs, err := timeArgFloat(t, v)
		if err != nil {
			return runtime.None, err
		}
		if secs < 0 {
			return runtime.None, runtime.Errorf(runtime.ValueError, "sleep length must be non-negative")
		}
		if secs > float64(math.MaxInt64)/1e9 {
			return runtime.None, runtime.Errorf(runtime.OverflowError, "timestamp too large to convert to C _PyTime_t")
		}
		// A real clock's sleep ends with the run's context (its timeout
		// or cancellation), which ends the run as the meter would.
		if err := r.Clock().Sleep(r.Ctx(), time.Duration(secs*1e9)); err != nil {
			return runtime.None, contextAbort(err)
		}
		return runtime.None, nil
	})

	breakDown := func(name string, zone string) runtime.BuiltinFunc {
		return func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			v := runtime.None
			if err := runtime.UnpackPositional(name, args, kw, 0, &v); err != nil {
				return runtime.None, err
			}
			var secs int64
			if v.IsNone() {
				secs = floorDiv64(nowNS(), 1e9)
			} else {
				s, err := timestampArg(t, v)
				if err != nil {
					return runtime.None, err
				}
				secs = s
			}
			tm, err := gmtimeOf(secs)
			if err != nil {
				return runtime.None, err
			}
			tm.zone = zone
			return structTimeOf(tm, true), nil
		}
	}
	fn("gmtime", breakDown("gmtime", "GMT"))
	fn("localtime", breakDown("localtime", "UTC"))

	fn("mktime", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var v runtime.Value
		if err := runtime.UnpackPositional("mktime", args, kw, 1, &v); err != nil {
			return runtime.None, err
		}
		tm, err := timeTupleArg(t, "mktime", v)
		if err != nil {
			return runtime.None, err
		}
		mon := tm.mon - 1
		year := tm.year + floorDiv(mon, 12)
		mon = floorMod(mon, 12) + 1
		days := ymdToOrd(year, mon, 1) - ymdToOrd(1970, 1, 1) + tm.mday - 1
		secs := float64(days)*86400 + float64(tm.hour*3600+tm.min*60+tm.sec)
		return runtime.MakeFloat(secs), nil
	})

	fn("strftime", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var format string
		tv := runtime.None
		if err := runtime.UnpackArgs(t, "strftime", args, kw, "format", &format, "t?", &tv, "/"); err != nil {
			return runtime.None, err
		}
		tm, err := timeArgOrNow(t, r, "strftime", tv)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeStr(strftime(format, tm)), nil
	})

	fn("asctime", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		tv := runtime.None
		if err := runtime.UnpackPositional("asctime", args, kw, 0, &tv); err != nil {
			return runtime.None, err
		}
		tm, err := timeArgOrNow(t, r, "asctime", tv)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeStr(asctime(tm)), nil
	})

	fn("ctime", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		v := runtime.None
		if err := runtime.UnpackPositional("ctime", args, kw, 0, &v); err != nil {
			return runtime.None, err
		}
		secs := floorDiv64(nowNS(), 1e9)
		if !v.IsNone() {
			s, err := timestampArg(t, v)
			if err != nil {
				return runtime.None, err
			}
			secs = s
		}
		tm, err := gmtimeOf(secs)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeStr(asctime(tm)), nil
	})

	fn("strptime", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var data, format runtime.Value
		format = runtime.MakeStr(defaultStrptimeFormat)
		if err := runtime.UnpackPositional("strptime", args, kw, 1, &data, &format); err != nil {
			return runtime.None, err
		}
		p, err := strptimeArgs(data, format)
		if err != nil {
			return runtime.None, err
		}
		return structTimeOfParsed(p), nil
	})

	fn("get_clock_info", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var name string
		if err := runtime.UnpackArgs(t, "get_clock_info", args, kw, "name", &name, "/"); err != nil {
			return runtime.None, err
		}
		impl, mono, adjustable := "", true, false
		switch name {
		case "time":
			impl, mono, adjustable = "clock_gettime(CLOCK_REALTIME)", false, true
		case "monotonic", "perf_counter":
			impl = "clock_gettime(CLOCK_MONOTONIC)"
		case "process_time":
			impl = "clock_gettime(CLOCK_PROCESS_CPUTIME_ID)"
		case "thread_time":
			impl = "clock_gettime(CLOCK_THREAD_CPUTIME_ID)"
		default:
			return runtime.None, runtime.Errorf(runtime.ValueError, "unknown clock")
		}
		ns := runtime.NewNamespace(t)
		d := ns.Dict()
		d.SetStr("implementation", runtime.MakeStr(impl))
		d.SetStr("monotonic", runtime.MakeBool(mono))
		d.SetStr("adjustable", runtime.MakeBool(adjustable))
		d.SetStr("resolution", runtime.MakeFloat(1e-09))
		return runtime.MakeObject(ns), nil
	})

	m.Dict.SetStr("struct_time", runtime.MakeObject(structTimeType))
	m.Dict.SetStr("timezone", runtime.MakeInt(0))
	m.Dict.SetStr("altzone", runtime.MakeInt(0))
	m.Dict.SetStr("daylight", runtime.MakeInt(0))
	m.Dict.SetStr("tzname", runtime.MakeTuple(runtime.MakeStr("UTC"), runtime.MakeStr("UTC")))
	for i, n := range []string{"CLOCK_REALTIME", "CLOCK_MONOTONIC", "CLOCK_PROCESS_CPUTIME_ID", "CLOCK_THREAD_CPUTIME_ID"} {
		m.Dict.SetStr(n, runtime.MakeInt(int64(i)))
	}
	return nil
}

// strptimeArgs checks strptime's arguments (both str) and parses.
func strptimeArgs(data, format runtime.Value) (*parsedTime, error) {
	for i, v := range []runtime.Value{data, format} {
		if _, ok := runtime.AsStr(v); !ok {
			return nil, runtime.Errorf(runtime.TypeError, "strptime() argument %d must be str, not <class '%s'>", i, v.TypeName())
		}
	}
	ds, _ := runtime.AsStr(data)
	fs, _ := runtime.AsStr(format)
	p, msg := strptimeParse(ds, fs)
	if msg != "" {
		return nil, runtime.Errorf(runtime.ValueError, "%s", msg)
	}
	return p, nil
}

func structTimeOfParsed(p *parsedTime) runtime.Value {
	items := []runtime.Value{
		runtime.MakeInt(int64(p.year)), runtime.MakeInt(int64(p.mon)), runtime.MakeInt(int64(p.mday)),
		runtime.MakeInt(int64(p.hour)), runtime.MakeInt(int64(p.min)), runtime.MakeInt(int64(p.sec)),
		runtime.MakeInt(int64(p.wday)), runtime.MakeInt(int64(p.yday)), runtime.MakeInt(int64(p.isdst)),
	}
	zone, off := runtime.None, runtime.None
	if p.hasZone {
		zone = runtime.MakeStr(p.zone)
	}
	if p.hasOff {
		off = runtime.MakeInt(int64(p.gmtoff))
	}
	return runtime.NewStructSeqExtra(structTimeType, items, []runtime.Value{zone, off})
}

// asctime is the 24-character form "Sun Jun 20 23:21:05 1993".
func asctime(tm *brokenTime) string {
	var sb [64]byte
	b := append(sb[:0], weekdayNames[tm.wday][:3]...)
	b = append(b, ' ')
	b = append(b, monthNames[tm.mon][:3]...)
	b = append(b, ' ')
	b = appendPadded(b, tm.mday, 2, ' ')
	b = append(b, ' ')
	b = appendPadded(b, tm.hour, 2, '0')
	b = append(b, ':')
	b = appendPadded(b, tm.min, 2, '0')
	b = append(b, ':')
	b = appendPadded(b, tm.sec, 2, '0')
	b = append(b, ' ')
	b = appendInt(b, tm.year)
	return string(b)
}

func appendInt(b []byte, n int) []byte {
	if n < 0 {
		b = append(b, '-')
		n = -n
	}
	var d [20]byte
	i := len(d)
	for {
		i--
		d[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			break
		}
	}
	return append(b, d[i:]...)
}

func appendPadded(b []byte, n, width int, pad byte) []byte {
	digits := 1
	for x := n; x >= 10; x /= 10 {
		digits++
	}
	for ; digits < width; digits++ {
		b = append(b, pad)
	}
	return appendInt(b, n)
}

// gmtimeOf breaks down seconds since the epoch (UTC).
func gmtimeOf(secs int64) (*brokenTime, error) {
	days := floorDiv64(secs, 86400)
	rem := secs - days*86400
	// C's tm_year is an int: years beyond it overflow.
	if days > 784353015833 || days < -784353015833 {
		return nil, runtime.NewException(runtime.OSErrorType, runtime.MakeInt(75),
			runtime.MakeStr("Value too large for defined data type"))
	}
	ord := int(days) + ymdToOrd(1970, 1, 1)
	y, mo, d := ordToYMDWide(ord)
	return &brokenTime{
		year: y, mon: mo, mday: d,
		hour: int(rem / 3600), min: int(rem % 3600 / 60), sec: int(rem % 60),
		wday: weekdayOf(ord), yday: daysBeforeMonth(y, mo) + d,
		zone: "UTC", offset: "+0000",
	}, nil
}

// ordToYMDWide is ordToYMD for any ordinal, also before year 1 (400-year
// cycles shift the year into range).
func ordToYMDWide(ord int) (int, int, int) {
	const cycle = 146097
	shift := 0
	if ord < 1 {
		k := (1-ord)/cycle + 1
		ord += k * cycle
		shift = -400 * k
	}
	y, m, d := ordToYMD(ord)
	return y + shift, m, d
}

// structTimeOf makes a struct_time from tm; withZone fills tm_zone and
// tm_gmtoff.
func structTimeOf(tm *brokenTime, withZone bool) runtime.Value {
	items := []runtime.Value{
		runtime.MakeInt(int64(tm.year)), runtime.MakeInt(int64(tm.mon)), runtime.MakeInt(int64(tm.mday)),
		runtime.MakeInt(int64(tm.hour)), runtime.MakeInt(int64(tm.min)), runtime.MakeInt(int64(tm.sec)),
		runtime.MakeInt(int64(tm.wday)), runtime.MakeInt(int64(tm.yday)), runtime.MakeInt(int64(tm.isdst)),
	}
	var extras []runtime.Value
	if withZone {
		extras = []runtime.Value{runtime.MakeStr(tm.zone), runtime.MakeInt(0)}
	}
	return runtime.NewStructSeqExtra(structTimeType, items, extras)
}

// timeArgOrNow is the optional time-tuple argument of strftime and
// asctime: the current local time when absent.
func timeArgOrNow(t *runtime.Thread, r *Run, fname string, v runtime.Value) (*brokenTime, error) {
	if v.IsNone() {
		return gmtimeOf(floorDiv64(r.Clock().Now().UnixNano(), 1e9))
	}
	return timeTupleArg(t, fname, v)
}

// timeTupleArg converts a struct_time or 9-tuple as python3 does for
// strftime, asctime and mktime: zeros in month, day and day of the year
// become 1, the weekday wraps, and the fields are range-checked (except
// by mktime, which normalises them).
func timeTupleArg(t *runtime.Thread, fname string, v runtime.Value) (*brokenTime, error) {
	if !v.Type().IsSubtype(runtime.TupleType) {
		return nil, runtime.Errorf(runtime.TypeError, "Tuple or struct_time argument required")
	}
	items, err := runtime.IterToSlice(t, v)
	if err != nil {
		return nil, err
	}
	if len(items) != 9 {
		return nil, runtime.Errorf(runtime.TypeError, "%s(): illegal time tuple argument", fname)
	}
	var f [9]int
	for i, it := range items {
		n, err := runtime.Index(t, it)
		if err != nil {
			return nil, err
		}
		x, _ := runtime.AsInt(n)
		v64, ok := x.Int64()
		if !ok || v64 > math.MaxInt32 || v64 < math.MinInt32 {
			if ok && v64 < 0 || !ok && x.Sign() < 0 {
				return nil, runtime.Errorf(runtime.OverflowError, "signed integer is less than minimum")
			}
			return nil, runtime.Errorf(runtime.OverflowError, "signed integer is greater than maximum")
		}
		f[i] = int(v64)
	}
	tm := &brokenTime{year: f[0], mon: f[1], mday: f[2], hour: f[3], min: f[4], sec: f[5],
		yday: f[7], isdst: f[8], zone: "UTC", offset: "+0000"}
	cw := (f[6] + 1) % 7 // C's tm_wday, Sunday 0, with C's remainder
	if v.Type() == structTimeType {
		if z, err := runtime.GetAttr(t, v, "tm_zone"); err == nil {
			if s, ok := runtime.AsStr(z); ok {
				tm.zone = s
			}
		}
		if g, err := runtime.GetAttr(t, v, "tm_gmtoff"); err == nil && !g.IsNone() {
			if n, ok := runtime.AsInt(g); ok {
				if off, ok := n.Int64(); ok {
					tm.offset = formatGMTOff(int(off))
				}
			}
		}
	}
	if fname == "mktime" {
		tm.wday = (cw + 6) % 7
		if tm.wday < 0 {
			tm.wday += 7
		}
		return tm, nil
	}
	if tm.mon == 0 {
		tm.mon = 1
	}
	if tm.mday == 0 {
		tm.mday = 1
	}
	if tm.yday == 0 {
		tm.yday = 1
	}
	switch {
	case tm.mon < 1 || tm.mon > 12:
		return nil, runtime.Errorf(runtime.ValueError, "month out of range")
	case tm.mday < 1 || tm.mday > 31:
		return nil, runtime.Errorf(runtime.ValueError, "day of month out of range")
	case tm.hour < 0 || tm.hour > 23:
		return nil, runtime.Errorf(runtime.ValueError, "hour out of range")
	case tm.min < 0 || tm.min > 59:
		return nil, runtime.Errorf(runtime.ValueError, "minute out of range")
	case tm.sec < 0 || tm.sec > 61:
		return nil, runtime.Errorf(runtime.ValueError, "seconds out of range")
	case cw < 0:
		return nil, runtime.Errorf(runtime.ValueError, "day of week out of range")
	case tm.yday < 1 || tm.yday > 366:
		return nil, runtime.Errorf(runtime.ValueError, "day of year out of range")
	}
	tm.wday = (cw + 6) % 7
	if tm.isdst < -1 {
		tm.isdst = -1
	} else if tm.isdst > 1 {
		tm.isdst = 1
	}
	return tm, nil
}

// formatGMTOff is %z of an offset in seconds: +HHMM.
func formatGMTOff(off int) string {
	sign := byte('+')
	if off < 0 {
		sign, off = '-', -off
	}
	off /= 60
	b := []byte{sign}
	b = appendPadded(b, off/60, 2, '0')
	b = appendPadded(b, off%60, 2, '0')
	return string(b)
}

// timeArgFloat converts sleep's argument: a float or an integer.
func timeArgFloat(t *runtime.Thread, v runtime.Value) (float64, error) {
	if v.IsFloat() {
		f := v.Float()
		if math.IsNaN(f) {
			return 0, runtime.Errorf(runtime.ValueError, "Invalid value NaN (not a number)")
		}
		return f, nil
	}
	n, err := runtime.Index(t, v)
	if err != nil {
		return 0, err
	}
	x, _ := runtime.AsInt(n)
	f, ferr := x.ToFloat()
	if ferr != nil {
		return 0, runtime.Errorf(runtime.OverflowError, "timestamp too large to convert to C _PyTime_t")
	}
	return f, nil
}

// timestampArg converts a timestamp to whole seconds, rounding down, as
// gmtime and ctime do.
func timestampArg(t *runtime.Thread, v runtime.Value) (int64, error) {
	if v.IsFloat() {
		f := v.Float()
		if math.IsNaN(f) {
			return 0, runtime.Errorf(runtime.ValueError, "Invalid value NaN (not a number)")
		}
		f = math.Floor(f)
		if f >= 9.223372036854775807e18 || f < -9.223372036854775808e18 {
			return 0, runtime.Errorf(runtime.OverflowError, "timestamp out of range for platform time_t")
		}
		return int64(f), nil
	}
	n, err := runtime.Index(t, v)
	if err != nil {
		return 0, err
	}
	x, _ := runtime.AsInt(n)
	s, ok := x.Int64()
	if !ok {
		return 0, runtime.Errorf(runtime.OverflowError, "timestamp out of range for platform time_t")
	}
	return s, nil
}

func floorDiv64(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}
