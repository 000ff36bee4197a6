// This file parses the ISO 8601 forms that datetime.fromisoformat,
// date.fromisoformat and time.fromisoformat accept in python3 3.11:
// dates as YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D] or YYYYWww[D]; times as
// HH[:MM[:SS[.f...]]] or the same without colons, with a fraction of any
// length (digits past the sixth are dropped) after '.' or ','; offsets as
// Z or +/-HH[:MM[:SS[.ffffff]]]. A datetime's date and time are split by
// any one character.

package stdlib

import (
	"strconv"

	"github.com/pyexgo/pyex/runtime"
)

// errISO marks a string that is not ISO 8601; the caller words the
// message. A range error found while parsing (a bad ISO week) carries its
// own message instead.
type isoError struct{ msg string }

var errISOFormat = &isoError{}

// isoFields is a parsed date, time and offset.
type isoFields struct {
	y, mo, d, h, mi, s, us int
	hasTZ                  bool
	offUS                  int64
}

func isASCIIDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// parseISODate parses the date forms.
func parseISODate(s string, f *isoFields) *isoError {
	n := len(s)
	if n < 7 || !isASCIIDigits(s[:4]) {
		return errISOFormat
	}
	f.y, _ = strconv.Atoi(s[:4])
	i := 4
	dash := s[4] == '-'
	if dash {
		i = 5
	}
	if s[i] == 'W' {
		i++
		if i+2 > n || !isASCIIDigits(s[i:i+2]) {
			return errISOFormat
		}
		week, _ := strconv.Atoi(s[i : i+2])
		i += 2
		day := 1
		if i < n {
			if dash {
				if s[i] != '-' {
					return errISOFormat
				}
				i++
			}
			if i+1 != n || !isDigit(s[i]) {
				return errISOFormat
			}
			day = int(s[i] - '0')
		}
		y, m, d, err := isoWeekToYMD(f.y, week, day)
		if err != nil {
			return err
		}
		f.y, f.mo, f.d = y, m, d
		return nil
	}
	var mo, d string
	if dash {
		if n != 10 || s[7] != '-' {
			return errISOFormat
		}
		mo, d = s[5:7], s[8:10]
	} else {
		if n != 8 {
			return errISOFormat
		}
		mo, d = s[4:6], s[6:8]
	}
	if !isASCIIDigits(mo) || !isASCIIDigits(d) {
		return errISOFormat
	}
	f.mo, _ = strconv.Atoi(mo)
	f.d, _ = strconv.Atoi(d)
	return nil
}

// isoWeekToYMD is the date of an ISO year, week and weekday, with
// python3's range errors.
func isoWeekToYMD(year, week, day int) (int, int, int, *isoError) {
	if year < 1 || year > 9999 {
		return 0, 0, 0, &isoError{"Year is out of range: " + strconv.Itoa(year)}
	}
	if week <= 0 || week >= 53 {
		ok := false
		if week == 53 {
			first := weekdayOf(ymdToOrd(year, 1, 1)) // Monday 0
			ok = first == 3 || (first == 2 && isLeap(year))
		}
		if !ok {
			return 0, 0, 0, &isoError{"Invalid week: " + strconv.Itoa(week)}
		}
	}
	if day <= 0 || day >= 8 {
		return 0, 0, 0, &isoError{"Invalid day: " + strconv.Itoa(day) + " (range is [1, 7])"}
	}
	monday := isoWeek1Monday(year)
	y, m, d := ordToYMD(monday + (week-1)*7 + day - 1)
	return y, m, d, nil
}

// isoDateLen is the length of the date part of a datetime string.
func isoDateLen(s string) int {
	n := len(s)
	switch {
	case n >= 8 && s[4] == '-' && s[5] != 'W':
		return 10
	case n > 7 && s[4] == '-' && s[5] == 'W':
		if n >= 10 && s[8] == '-' {
			return 10
		}
		return 8
	case n > 4 && s[4] == 'W':
		if n >= 8 && isDigit(s[7]) {
			return 8
		}
		return 7
	}
	return 8
}

// parseISOTime parses a time with an optional offset.
func parseISOTime(s string, f *isoFields) *isoError {
	tz := -1
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '+' || c == '-' || c == 'Z' {
			tz = i
			break
		}
	}
	if tz >= 0 {
		zs := s[tz:]
		s = s[:tz]
		f.hasTZ = true
		if zs != "Z" {
			if len(zs) > 1 && zs[1] == 'Z' {
				return errISOFormat
			}
			h, m, sec, us, ok := parseISOHMS(zs[1:])
			if !ok {
				return errISOFormat
			}
			off := ((int64(h)*60+int64(m))*60+int64(sec))*1000000 + int64(us)
			if zs[0] == '-' {
				off = -off
			}
			f.offUS = off
		}
	}
	if s == "" {
		return errISOFormat
	}
	var ok bool
	f.h, f.mi, f.s, f.us, ok = parseISOHMS(s)
	if !ok {
		return errISOFormat
	}
	return nil
}

// parseISOHMS parses HH[:MM[:SS[.f]]] or HH[MM[SS[.f]]].
func parseISOHMS(s string) (h, m, sec, us int, ok bool) {
	var parts [3]int
	np := 0
	i, n := 0, len(s)
	colon := 0 // 0 unknown, 1 with colons, 2 without
	for i < n && np < 3 {
		if i+2 > n || !isDigit(s[i]) || !isDigit(s[i+1]) {
			return 0, 0, 0, 0, false
		}
		parts[np] = int(s[i]-'0')*10 + int(s[i+1]-'0')
		np++
		i += 2
		if i < n && np < 3 {
			switch c := s[i]; {
			case c == ':':
				if colon == 2 {
					return 0, 0, 0, 0, false
				}
				colon = 1
				i++
				if i >= n {
					return 0, 0, 0, 0, false
				}
			case c == '.' || c == ',':
				goto fraction
			default:
				if colon == 1 {
					return 0, 0, 0, 0, false
				}
				colon = 2
			}
		}
	}
fraction:
	if i < n {
		if (s[i] != '.' && s[i] != ',') || np < 3 {
			return 0, 0, 0, 0, false
		}
		frac := s[i+1:]
		if !isASCIIDigits(frac) {
			return 0, 0, 0, 0, false
		}
		if len(frac) > 6 {
			frac = frac[:6]
		}
		us, _ = strconv.Atoi(frac + "000000"[:6-len(frac)])
	}
	return parts[0], parts[1], parts[2], us, true
}

// isoResult turns parsed fields into _datetime's tuple: year, month,
// day, hour, minute, second, microsecond, offset in microseconds or None.
func isoResult(f *isoFields) runtime.Value {
	i := func(n int) runtime.Value { return runtime.MakeInt(int64(n)) }
	off := runtime.None
	if f.hasTZ {
		off = runtime.MakeInt(f.offUS)
	}
	return runtime.MakeTuple(i(f.y), i(f.mo), i(f.d), i(f.h), i(f.mi), i(f.s), i(f.us), off)
}

// isoParse parses s as kind 'd' (date), 't' (time) or 'T' (datetime);
// the error is python3's ValueError.
func isoParse(kind byte, s string, repr func() string) (runtime.Value, error) {
	var f isoFields
	var err *isoError
	switch kind {
	case 'd':
		if n := len(s); n != 7 && n != 8 && n != 10 {
			err = errISOFormat
		} else {
			err = parseISODate(s, &f)
		}
	case 't':
		if len(s) > 0 && s[0] == 'T' {
			s = s[1:]
		}
		err = parseISOTime(s, &f)
		if err != nil {
			err = errISOFormat
		}
	default:
		if len(s) < 7 {
			err = errISOFormat
			break
		}
		n := min(isoDateLen(s), len(s))
		err = parseISODate(s[:n], &f)
		if err == nil && len(s) > n {
			if e := parseISOTime(s[n+1:], &f); e != nil {
				err = errISOFormat
			}
		}
	}
	if err != nil {
		if err.msg != "" {
			return runtime.None, runtime.Errorf(runtime.ValueError, "%s", err.msg)
		}
		return runtime.None, runtime.Errorf(runtime.ValueError, "Invalid isoformat string: %s", repr())
	}
	return isoResult(&f), nil
}
