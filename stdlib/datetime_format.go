// This file defines strftime for time and datetime: the directives of the
// C library python3 runs on (glibc), in the C locale, with glibc's flags
// (_ - 0 ^ #), field widths and E/O modifiers. datetime's own directives
// (%f, and %z and %Z from its tzinfo) are set by the caller in the
// brokenTime; an unknown directive is copied as it is, as glibc does.

package stdlib

import (
	"strconv"
	"strings"
)

// brokenTime is a struct_time with what strftime needs beyond it.
type brokenTime struct {
	year, mon, mday, hour, min, sec int
	wday                            int // Monday is 0
	yday                            int // 1-based
	isdst                           int
	us                              int  // microseconds, for %f
	hasUS                           bool // %f is a directive (datetime)
	zone                            string
	offset                          string // what %z prints
}

var (
	weekdayNames = [7]string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
	monthNames   = [13]string{"", "January", "February", "March", "April", "May", "June", "July", "August",
		"September", "October", "November", "December"}
)

// strftime formats tm by format.
func strftime(format string, tm *brokenTime) string {
	var b strings.Builder
	b.Grow(len(format) + 16)
	formatInto(&b, format, tm)
	return b.String()
}

func formatInto(b *strings.Builder, format string, tm *brokenTime) {
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		start := i
		i++
		// Flags, width and modifier.
		upper, swap := false, false
		padFlag := byte(0)
		for i < len(format) && strings.IndexByte("_-0^#", format[i]) >= 0 {
			switch format[i] {
			case '^':
				upper = true
			case '#':
				swap = true
			default:
				padFlag = format[i]
			}
			i++
		}
		width := -1
		for i < len(format) && format[i] >= '0' && format[i] <= '9' {
			if width < 0 {
				width = 0
			}
			if width < 1<<20 {
				width = width*10 + int(format[i]-'0')
			}
			i++
		}
		if i < len(format) && (format[i] == 'E' || format[i] == 'O') {
			if i+1 < len(format) && strings.IndexByte("cCxXyYdeHImMSuUVwWy", format[i+1]) >= 0 {
				i++
			} else {
				b.WriteString(format[start : i+1])
				continue
			}
		}
		if i >= len(format) {
			b.WriteString(format[start:])
			return
		}
		f := fmtField{b: b, pad: padFlag, width: width, upper: upper}
		switch format[i] {
		case '%':
			f.str("%")
		case 'a':
			f.swapUpper(swap).str(weekdayNames[tm.wday][:3])
		case 'A':
			f.swapUpper(swap).str(weekdayNames[tm.wday])
		case 'b', 'h':
			f.swapUpper(swap).str(monthNames[tm.mon][:3])
		case 'B':
			f.swapUpper(swap).str(monthNames[tm.mon])
		case 'p', 'P':
			s := "AM"
			if tm.hour >= 12 {
				s = "PM"
			}
			if format[i] == 'P' || swap {
				s = strings.ToLower(s)
			}
			f.str(s)
		case 'Z':
			s := tm.zone
			if swap {
				s = strings.ToLower(s)
			}
			f.str(s)
		case 'z':
			f.str(tm.offset)
		case 'c':
			f.sub("%a %b %e %H:%M:%S %Y", tm)
		case 'x', 'D':
			f.sub("%m/%d/%y", tm)
		case 'X', 'T':
			f.sub("%H:%M:%S", tm)
		case 'F':
			f.sub("%Y-%m-%d", tm) // glibc: %+4Y-%m-%d
		case 'r':
			f.sub("%I:%M:%S %p", tm)
		case 'R':
			f.sub("%H:%M", tm)
		case 'n':
			f.str("\n")
		case 't':
			f.str("\t")
		case 'C':
			f.year(floorDiv(tm.year, 100))
		case 'Y':
			f.year(tm.year)
		case 'G':
			iy, _, _ := isoCalendarSafe(tm)
			f.year(iy)
		case 'g':
			iy, _, _ := isoCalendarSafe(tm)
			f.num(floorMod(iy, 100), 2, '0')
		case 'V':
			_, iw, _ := isoCalendarSafe(tm)
			f.num(iw, 2, '0')
		case 'y':
			f.num(floorMod(tm.year, 100), 2, '0')
		case 'm':
			f.num(tm.mon, 2, '0')
		case 'd':
			f.num(tm.mday, 2, '0')
		case 'e':
			f.num(tm.mday, 2, ' ')
		case 'H':
			f.num(tm.hour, 2, '0')
		case 'k':
			f.num(tm.hour, 2, ' ')
		case 'I':
			f.num(hour12(tm.hour), 2, '0')
		case 'l':
			f.num(hour12(tm.hour), 2, ' ')
		case 'M':
			f.num(tm.min, 2, '0')
		case 'S':
			f.num(tm.sec, 2, '0')
		case 'j':
			f.num(tm.yday, 3, '0')
		case 'u':
			f.num(tm.wday+1, 1, '0')
		case 'w':
			f.num((tm.wday+1)%7, 1, '0')
		case 'U':
			f.num((tm.yday-1+7-(tm.wday+1)%7)/7, 2, '0')
		case 'W':
			f.num((tm.yday-1+7-tm.wday)/7, 2, '0')
		case 's':
			f.num(epochSeconds(tm), 1, '0')
		case 'f':
			if !tm.hasUS {
				b.WriteString(format[start : i+1])
				continue
			}
			f.num(tm.us, 6, '0')
		default:
			b.WriteString(format[start : i+1])
		}
	}
}

func hour12(h int) int {
	h %= 12
	if h == 0 {
		return 12
	}
	return h
}

// isoCalendarSafe is the ISO calendar of tm's date, or its plain year when
// the month or day is out of range (time.strftime normalises them first).
func isoCalendarSafe(tm *brokenTime) (int, int, int) {
	if tm.mon < 1 || tm.mon > 12 || tm.mday < 1 || tm.mday > daysInMonth(tm.year, tm.mon) {
		return tm.year, 1, 1
	}
	return isoCalendar(tm.year, tm.mon, tm.mday)
}

// epochSeconds is %s: tm as UTC seconds since 1970 (the run's local zone
// is UTC).
func epochSeconds(tm *brokenTime) int {
	mon := min(max(tm.mon, 1), 12)
	days := ymdToOrd(tm.year, mon, 1) + tm.mday - 1 - ymdToOrd(1970, 1, 1)
	return days*86400 + tm.hour*3600 + tm.min*60 + tm.sec
}

// fmtField writes one directive's value with the directive's flags.
type fmtField struct {
	b     *strings.Builder
	pad   byte // '_', '-', '0' or 0
	width int  // -1: the directive's own
	upper bool
}

func (f fmtField) swapUpper(swap bool) fmtField {
	if swap {
		f.upper = true
	}
	return f
}

func (f fmtField) str(s string) {
	if f.upper {
		s = strings.ToUpper(s)
	}
	if n := f.width - len(s); n > 0 {
		c := byte(' ')
		if f.pad == '0' {
			c = '0'
		}
		for ; n > 0; n-- {
			f.b.WriteByte(c)
		}
	}
	f.b.WriteString(s)
}

func (f fmtField) sub(format string, tm *brokenTime) {
	var sb strings.Builder
	formatInto(&sb, format, tm)
	f.str(sb.String())
}

// num writes n padded to width digits with pad (glibc's defaults, which
// the flags override: '_' pads with spaces, '-' does not pad unless a
// width is given, '0' pads with zeros).
func (f fmtField) num(n, width int, pad byte) {
	switch f.pad {
	case '_':
		pad = ' '
	case '0':
		pad = '0'
	case '-':
		if f.width < 0 {
			width = 1
		} else {
			pad = ' '
		}
	}
	if f.width >= 0 {
		width = f.width
	}
	f.padded(n, width, pad)
}

// year writes a year-like number: unpadded unless a width is given.
func (f fmtField) year(n int) {
	pad := byte('0')
	if f.pad == '_' || f.pad == '-' {
		pad = ' '
	}
	width := 1
	if f.width >= 0 {
		width = f.width
	}
	f.padded(n, width, pad)
}

func (f fmtField) padded(n, width int, pad byte) {
	var buf [24]byte
	digits := strconv.AppendInt(buf[:0], int64(n), 10)
	neg := n < 0
	if neg {
		digits = digits[1:]
		width--
		if pad == '0' {
			f.b.WriteByte('-')
		}
	}
	for k := width - len(digits); k > 0; k-- {
		f.b.WriteByte(pad)
	}
	if neg && pad != '0' {
		f.b.WriteByte('-')
	}
	f.b.Write(digits)
}
