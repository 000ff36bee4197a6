// This file defines strptime for time and datetime. python3 turns the
// format into a regular expression (case-insensitive, whitespace matching
// any run of whitespace, each directive an alternation) and takes the
// first match the backtracking engine finds; here each directive lists its
// candidate lengths in the order that engine would try them, and a small
// backtracking matcher walks the format. Then the fields are resolved into
// a date as python3 does: the year defaults to 1900, a day of the year or
// a week number with a weekday fixes the date, and a lone %G or %V is an
// error.

package stdlib

import (
	"strconv"
	"strings"

	"github.com/pyexgo/pyex/runtime"
)

// timePatterns are python3's expressions for the numeric directives (C
// locale), in the order its alternations try them.
var timePatterns = map[byte]string{
	'd': `3[0-1]|[1-2]\d|0[1-9]|[1-9]| [1-9]`,
	'H': `2[0-3]|[0-1]\d|\d`,
	'I': `1[0-2]|0[1-9]|[1-9]`,
	'G': `\d\d\d\d`,
	'j': `36[0-6]|3[0-5]\d|[1-2]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9]`,
	'm': `1[0-2]|0[1-9]|[1-9]`,
	'M': `[0-5]\d|\d`,
	'S': `6[0-1]|[0-5]\d|\d`,
	'U': `5[0-3]|[0-4]\d|\d`,
	'W': `5[0-3]|[0-4]\d|\d`,
	'w': `[0-6]`,
	'u': `[1-7]`,
	'V': `5[0-3]|0[1-9]|[1-4]\d|\d`,
	'y': `\d\d`,
	'Y': `\d\d\d\d`,
}

// altClass is one alternative: a sequence of byte sets.
type altClass [][256]bool

// compiledPatterns holds timePatterns as alternatives of byte sets.
var compiledPatterns = func() map[byte][]altClass {
	out := map[byte][]altClass{}
	for k, p := range timePatterns {
		var alts []altClass
		for _, alt := range strings.Split(p, "|") {
			var seq altClass
			for i := 0; i < len(alt); i++ {
				var set [256]bool
				switch {
				case alt[i] == '\\': // \d
					for c := '0'; c <= '9'; c++ {
						set[c] = true
					}
					i++
				case alt[i] == '[':
					j := strings.IndexByte(alt[i:], ']') + i
					for c := alt[i+1]; c <= alt[j-1]; c++ {
						set[c] = true
					}
					i = j
				default:
					set[alt[i]] = true
				}
				seq = append(seq, set)
			}
			alts = append(alts, seq)
		}
		out[k] = alts
	}
	return out
}()

// Locale expansions of the composite directives (C locale).
var strptimeComposite = map[byte]string{'c': "%a %b %d %H:%M:%S %Y", 'x': "%m/%d/%y", 'X': "%H:%M:%S"}

// ptoken is one piece of a strptime format.
type ptoken struct {
	kind byte   // 0: literal, ' ': whitespace run, else the directive
	lit  string // the literal, lower case
}

// parseStrptimeFormat splits format into tokens, or returns python3's
// error for a bad directive.
func parseStrptimeFormat(format string, out []ptoken) ([]ptoken, string) {
	for i := 0; i < len(format); i++ {
		c := format[i]
		switch {
		case c == '%':
			i++
			if i >= len(format) {
				return nil, "stray % in format '" + format + "'"
			}
			d := format[i]
			if sub, ok := strptimeComposite[d]; ok {
				var bad string
				out, bad = parseStrptimeFormat(sub, out)
				if bad != "" {
					return nil, bad
				}
				continue
			}
			switch d {
			case '%':
				out = append(out, ptoken{lit: "%"})
			case 'a', 'A', 'b', 'B', 'p', 'z', 'Z', 'f':
				out = append(out, ptoken{kind: d})
			default:
				if _, ok := compiledPatterns[d]; !ok {
					bad := format[i : i+1]
					if d >= 0x80 {
						r := []rune(format[i:])
						bad = string(r[0])
					}
					return nil, "'" + bad + "' is a bad directive in format '" + format + "'"
				}
				out = append(out, ptoken{kind: d})
			}
		case isSpaceByte(c):
			for i+1 < len(format) && isSpaceByte(format[i+1]) {
				i++
			}
			out = append(out, ptoken{kind: ' '})
		default:
			j := i
			for j < len(format) && format[j] != '%' && !isSpaceByte(format[j]) {
				j++
			}
			out = append(out, ptoken{lit: strings.ToLower(format[i:j])})
			i = j - 1
		}
	}
	return out, ""
}

func isSpaceByte(c byte) bool { return c == ' ' || (c >= '\t' && c <= '\r') }

// strptimeMatcher holds a match in progress: the capture of each
// directive (start and end in the data).
type strptimeMatcher struct {
	data   string
	lower  string
	toks   []ptoken
	caps   [128][2]int
	steps  int
	failed bool
}

// match reports whether toks[k:] match data from pos on.
func (m *strptimeMatcher) match(k, pos int) bool {
	m.steps++
	if m.steps > 100000 {
		return false
	}
	if k == len(m.toks) {
		m.caps[0] = [2]int{0, pos}
		return true
	}
	t := m.toks[k]
	switch t.kind {
	case 0:
		if strings.HasPrefix(m.lower[pos:], t.lit) {
			return m.match(k+1, pos+len(t.lit))
		}
		return false
	case ' ':
		end := pos
		for end < len(m.data) && isSpaceByte(m.data[end]) {
			end++
		}
		for e := end; e > pos; e-- {
			if m.match(k+1, e) {
				return true
			}
		}
		return false
	}
	try := func(n int) bool {
		if m.match(k+1, pos+n) {
			m.caps[t.kind] = [2]int{pos, pos + n}
			return true
		}
		return false
	}
	rest := m.data[pos:]
	switch t.kind {
	case 'a', 'A', 'b', 'B', 'p', 'Z':
		for _, name := range strptimeNames(t.kind) {
			if strings.HasPrefix(m.lower[pos:], name) && try(len(name)) {
				return true
			}
		}
		return false
	case 'f':
		n := 0
		for n < 6 && n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
			n++
		}
		for ; n >= 1; n-- {
			if try(n) {
				return true
			}
		}
		return false
	case 'z':
		for _, n := range offsetCandidates(rest) {
			if try(n) {
				return true
			}
		}
		return false
	}
	for _, alt := range compiledPatterns[t.kind] {
		if len(alt) > len(rest) {
			continue
		}
		ok := true
		for i, set := range alt {
			if !set[rest[i]] {
				ok = false
				break
			}
		}
		if ok && try(len(alt)) {
			return true
		}
	}
	return false
}

// offsetCandidates are the lengths %z may take at the start of s, longest
// first: [+-]HH[:]MM[[:]SS[.ffffff]] or Z.
func offsetCandidates(s string) []int {
	if len(s) > 0 && s[0] == 'Z' {
		return []int{1}
	}
	if len(s) < 5 || (s[0] != '+' && s[0] != '-') || !isDigit(s[1]) || !isDigit(s[2]) {
		return nil
	}
	i := 3
	if s[i] == ':' {
		i++
	}
	if i+1 >= len(s)+0 && i+2 > len(s) || !(s[i] >= '0' && s[i] <= '5') || !isDigit(s[i+1]) {
		return nil
	}
	i += 2
	base := i
	var out []int
	j := i
	if j < len(s) && s[j] == ':' {
		j++
	}
	if j+2 <= len(s) && s[j] >= '0' && s[j] <= '5' && isDigit(s[j+1]) {
		j += 2
		if j < len(s) && s[j] == '.' {
			n := 0
			for n < 6 && j+1+n < len(s) && isDigit(s[j+1+n]) {
				n++
			}
			for ; n >= 1; n-- {
				out = append(out, j+1+n)
			}
		}
		out = append(out, j)
	}
	return append(out, base)
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

var (
	lowerWeekdays, lowerWeekdaysAbbr, lowerMonths, lowerMonthsAbbr []string
)

func init() {
	for _, n := range weekdayNames {
		lowerWeekdays = append(lowerWeekdays, strings.ToLower(n))
		lowerWeekdaysAbbr = append(lowerWeekdaysAbbr, strings.ToLower(n[:3]))
	}
	for _, n := range monthNames[1:] {
		lowerMonths = append(lowerMonths, strings.ToLower(n))
		lowerMonthsAbbr = append(lowerMonthsAbbr, strings.ToLower(n[:3]))
	}
	// python3 tries the longer names first.
	sortByLenDesc(lowerWeekdays)
	sortByLenDesc(lowerMonths)
}

func sortByLenDesc(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && len(s[j]) > len(s[j-1]); j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

func strptimeNames(kind byte) []string {
	switch kind {
	case 'a':
		return lowerWeekdaysAbbr
	case 'A':
		return lowerWeekdays
	case 'b':
		return lowerMonthsAbbr
	case 'B':
		return lowerMonths
	case 'p':
		return []string{"am", "pm"}
	}
	return []string{"utc", "gmt"}
}

// parsedTime is the result of strptime.
type parsedTime struct {
	year, mon, mday, hour, min, sec, wday, yday, isdst int
	us                                                 int
	zone                                               string
	hasZone                                            bool
	gmtoff, gmtoffUS                                   int
	hasOff                                             bool
}

// strptimeParse parses data by format; the error string is python3's
// ValueError message.
func strptimeParse(data, format string) (*parsedTime, string) {
	var buf [16]ptoken
	toks, bad := parseStrptimeFormat(format, buf[:0])
	if bad != "" {
		return nil, bad
	}
	m := &strptimeMatcher{data: data, lower: asciiLower(data), toks: toks}
	for i := range m.caps {
		m.caps[i] = [2]int{-1, -1}
	}
	if len(m.lower) != len(data) || !m.match(0, 0) {
		return nil, "time data " + pyStrRepr(data) + " does not match format " + pyStrRepr(format)
	}
	if end := m.caps[0][1]; end != len(data) {
		return nil, "unconverted data remains: " + data[end:]
	}
	get := func(k byte) (string, bool) {
		c := m.caps[k]
		if c[0] < 0 {
			return "", false
		}
		return data[c[0]:c[1]], true
	}
	atoi := func(s string) int {
		n, _ := strconv.Atoi(strings.TrimSpace(s))
		return n
	}
	p := &parsedTime{mon: 1, mday: 1, isdst: -1}
	year, hasYear := 0, false
	isoYear, hasISOYear := 0, false
	isoWeek, hasISOWeek := 0, false
	weekOfYear, hasWeekOfYear, weekStartsMon := 0, false, false
	weekday, hasWeekday := 0, false
	julian, hasJulian := 0, false
	if s, ok := get('y'); ok {
		year, hasYear = atoi(s), true
		if year <= 68 {
			year += 2000
		} else {
			year += 1900
		}
	}
	if s, ok := get('Y'); ok {
		year, hasYear = atoi(s), true
	}
	if s, ok := get('G'); ok {
		isoYear, hasISOYear = atoi(s), true
	}
	if s, ok := get('m'); ok {
		p.mon = atoi(s)
	}
	for _, k := range []byte{'B', 'b'} {
		if s, ok := get(k); ok {
			s = strings.ToLower(s)
			for i, n := range monthNames[1:] {
				if strings.ToLower(n) == s || strings.ToLower(n[:3]) == s {
					p.mon = i + 1
				}
			}
		}
	}
	if s, ok := get('d'); ok {
		p.mday = atoi(s)
	}
	if s, ok := get('H'); ok {
		p.hour = atoi(s)
	}
	if s, ok := get('I'); ok {
		p.hour = atoi(s)
		ampm, _ := get('p')
		switch strings.ToLower(ampm) {
		case "", "am":
			if p.hour == 12 {
				p.hour = 0
			}
		case "pm":
			if p.hour != 12 {
				p.hour += 12
			}
		}
	}
	if s, ok := get('M'); ok {
		p.min = atoi(s)
	}
	if s, ok := get('S'); ok {
		p.sec = atoi(s)
	}
	if s, ok := get('f'); ok {
		p.us = atoi(s + "000000"[:6-len(s)])
	}
	for _, k := range []byte{'A', 'a'} {
		if s, ok := get(k); ok {
			s = strings.ToLower(s)
			for i, n := range weekdayNames {
				if strings.ToLower(n) == s || strings.ToLower(n[:3]) == s {
					weekday, hasWeekday = i, true
				}
			}
		}
	}
	if s, ok := get('w'); ok {
		weekday, hasWeekday = (atoi(s)+6)%7, true
	}
	if s, ok := get('u'); ok {
		weekday, hasWeekday = atoi(s)-1, true
	}
	if s, ok := get('j'); ok {
		julian, hasJulian = atoi(s), true
	}
	if s, ok := get('U'); ok {
		weekOfYear, hasWeekOfYear, weekStartsMon = atoi(s), true, false
	}
	if s, ok := get('W'); ok {
		weekOfYear, hasWeekOfYear, weekStartsMon = atoi(s), true, true
	}
	if s, ok := get('V'); ok {
		isoWeek, hasISOWeek = atoi(s), true
	}
	if s, ok := get('z'); ok {
		p.hasOff = true
		if s != "Z" {
			if s[3] == ':' {
				s = s[:3] + s[4:]
				if len(s) > 5 {
					if s[5] != ':' {
						return nil, "Inconsistent use of : in " + data[m.caps['z'][0]:m.caps['z'][1]]
					}
					s = s[:5] + s[6:]
				}
			}
			h, mi := atoi(s[1:3]), atoi(s[3:5])
			sec := 0
			if len(s) >= 7 {
				sec = atoi(s[5:7])
			}
			p.gmtoff = (h*60+mi)*60 + sec
			if len(s) > 8 {
				frac := s[8:]
				p.gmtoffUS = atoi(frac + "000000"[:6-len(frac)])
			}
			if s[0] == '-' {
				p.gmtoff, p.gmtoffUS = -p.gmtoff, -p.gmtoffUS
			}
		}
	}
	if s, ok := get('Z'); ok {
		p.zone, p.hasZone = s, true
		p.isdst = 0
	}

	if !hasYear && hasISOYear {
		if !hasISOWeek || !hasWeekday {
			return nil, "ISO year directive '%G' must be used with the ISO week directive '%V' and a weekday directive ('%A', '%a', '%w', or '%u')."
		}
		if hasJulian {
			return nil, "Day of the year directive '%j' is not compatible with ISO year directive '%G'. Use '%Y' instead."
		}
	} else if !hasWeekOfYear && hasISOWeek {
		if !hasWeekday {
			return nil, "ISO week directive '%V' must be used with the ISO year directive '%G' and a weekday directive ('%A', '%a', '%w', or '%u')."
		}
		return nil, "ISO week directive '%V' is incompatible with the year directive '%Y'. Use the ISO year '%G' instead."
	}
	leapFix := false
	if !hasYear {
		year = 1900
		if p.mon == 2 && p.mday == 29 {
			year, leapFix = 1904, true
		}
	}
	if !hasJulian && hasWeekday {
		if hasWeekOfYear {
			julian, hasJulian = julianFromWeek(year, weekOfYear, weekday, weekStartsMon), true
		} else if hasISOYear && hasISOWeek {
			year, julian = julianFromISO(isoYear, isoWeek, weekday+1)
			hasJulian = true
		}
		if hasJulian && julian <= 0 {
			year--
			julian += 365
			if isLeap(year) {
				julian++
			}
		}
	}
	if !hasJulian {
		if p.mon < 1 || p.mon > 12 || p.mday < 1 || p.mday > daysInMonth(year, p.mon) {
			return nil, "day is out of range for month"
		}
		julian = daysBeforeMonth(year, p.mon) + p.mday
	} else {
		ord := julian - 1 + ymdToOrd(year, 1, 1)
		if ord < 1 || ord > maxOrdinal {
			return nil, "year " + strconv.Itoa(year+1) + " is out of range"
		}
		year, p.mon, p.mday = ordToYMD(ord)
	}
	if !hasWeekday {
		weekday = weekdayOf(ymdToOrd(year, p.mon, p.mday))
	}
	if leapFix {
		year = 1900
	}
	p.year, p.wday, p.yday = year, weekday, julian
	return p, ""
}

// maxOrdinal is the ordinal of 9999-12-31.
const maxOrdinal = 3652059

// julianFromWeek is the day of the year of a %U or %W week number and a
// weekday (Monday 0).
func julianFromWeek(year, week, weekday int, mondayFirst bool) int {
	first := weekdayOf(ymdToOrd(year, 1, 1))
	if !mondayFirst {
		first = (first + 1) % 7
		weekday = (weekday + 1) % 7
	}
	if week == 0 {
		return 1 + weekday - first
	}
	return 1 + (7-first)%7 + 7*(week-1) + weekday
}

// julianFromISO is the year and day of the year of an ISO date; the day
// may be in the year before.
func julianFromISO(isoYear, isoWeek, isoWeekday int) (int, int) {
	jan4 := ymdToOrd(isoYear, 1, 4)
	day := isoWeek*7 + isoWeekday - (weekdayOf(jan4) + 1 + 3)
	if day < 1 {
		day += ymdToOrd(isoYear, 1, 1)
		isoYear--
		day -= ymdToOrd(isoYear, 1, 1)
	}
	return isoYear, day
}

func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if b[j] >= 'A' && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// pyStrRepr is repr() of a str (python3's quoting and escapes).
func pyStrRepr(s string) string {
	r, err := runtime.Repr(nil, runtime.MakeStr(s))
	if err != nil {
		return "'" + s + "'"
	}
	return r
}
