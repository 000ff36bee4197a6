// This file defines the POSIX TZ rules that TZif footers hold, such as
// EST5EDT,M3.2.0,M11.1.0: a standard and a daylight type and the yearly
// dates and times when daylight saving starts and ends. A zone uses its
// rule for every time after its last explicit transition.

package stdlib

import (
	"errors"
	"strconv"
	"strings"
)

// tzRule is a zone's rule with daylight saving time.
type tzRule struct {
	std, dst   *ttinfo
	start, end tzRuleDate
	dstDiff    int64 // dst.utcoff - std.utcoff
}

// tzRuleDate is the day of the year a rule switches, and the local time
// (seconds, possibly negative or beyond a day) of the switch.
type tzRuleDate struct {
	kind    byte // 'M' (month.week.day), 'J' (Julian, no Feb 29) or 'N' (zero-based)
	m, w, d int
	secs    int64
}

var errBadRule = errors.New("invalid TZ string")

// parseTZRule parses a TZ string: a rule, or a fixed type when the string
// names no daylight time.
func parseTZRule(s string) (*tzRule, *ttinfo, error) {
	p := &ruleParser{s: s}
	stdName := p.name()
	if stdName == "" {
		return nil, nil, errBadRule
	}
	stdOff := int64(0)
	if p.more() && p.peekOffset() {
		off, ok := p.offset(24)
		if !ok {
			return nil, nil, errBadRule
		}
		stdOff = -off
	}
	std := &ttinfo{utcoff: stdOff, abbr: stdName}
	if !p.more() {
		return nil, std, nil
	}
	if p.s[p.i] == ',' {
		return nil, nil, errBadRule
	}
	dstName := p.name()
	if dstName == "" {
		return nil, nil, errBadRule
	}
	dstOff := stdOff + 3600
	if p.more() && p.peekOffset() {
		off, ok := p.offset(24)
		if !ok {
			return nil, nil, errBadRule
		}
		dstOff = -off
	}
	if !p.more() || p.s[p.i] != ',' {
		return nil, nil, errBadRule
	}
	p.i++
	start, ok := p.date()
	if !ok || !p.more() || p.s[p.i] != ',' {
		return nil, nil, errBadRule
	}
	p.i++
	end, ok := p.date()
	if !ok || p.more() {
		return nil, nil, errBadRule
	}
	diff := dstOff - stdOff
	return &tzRule{
		std:     std,
		dst:     &ttinfo{utcoff: dstOff, dstoff: diff, abbr: dstName, isdst: true},
		start:   start,
		end:     end,
		dstDiff: diff,
	}, nil, nil
}

type ruleParser struct {
	s string
	i int
}

func (p *ruleParser) more() bool { return p.i < len(p.s) }

func (p *ruleParser) peekOffset() bool {
	c := p.s[p.i]
	return c == '+' || c == '-' || (c >= '0' && c <= '9')
}

// name reads an abbreviation: letters, or <...> quoted.
func (p *ruleParser) name() string {
	if p.more() && p.s[p.i] == '<' {
		end := strings.IndexByte(p.s[p.i:], '>')
		if end < 0 {
			return ""
		}
		n := p.s[p.i+1 : p.i+end]
		p.i += end + 1
		return n
	}
	start := p.i
	for p.more() {
		c := p.s[p.i]
		if c == ',' || c == '+' || c == '-' || c == ':' || c == '.' || (c >= '0' && c <= '9') {
			break
		}
		p.i++
	}
	return p.s[start:p.i]
}

// offset reads [+-]hh[:mm[:ss]] in seconds, with hours up to maxH.
func (p *ruleParser) offset(maxH int) (int64, bool) {
	sign := int64(1)
	if p.s[p.i] == '+' || p.s[p.i] == '-' {
		if p.s[p.i] == '-' {
			sign = -1
		}
		p.i++
	}
	h, ok := p.num(1, 3)
	if !ok || h > maxH {
		return 0, false
	}
	total := int64(h) * 3600
	for k := 0; k < 2 && p.more() && p.s[p.i] == ':'; k++ {
		p.i++
		v, ok := p.num(2, 2)
		if !ok {
			return 0, false
		}
		if k == 0 {
			total += int64(v) * 60
		} else {
			total += int64(v)
		}
	}
	return sign * total, true
}

func (p *ruleParser) num(minDigits, maxDigits int) (int, bool) {
	start := p.i
	for p.more() && p.i-start < maxDigits && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
		p.i++
	}
	if p.i-start < minDigits {
		return 0, false
	}
	n, _ := strconv.Atoi(p.s[start:p.i])
	return n, true
}

// date reads Mm.w.d, Jn or n, with an optional /time.
func (p *ruleParser) date() (tzRuleDate, bool) {
	var d tzRuleDate
	if !p.more() {
		return d, false
	}
	var ok bool
	switch p.s[p.i] {
	case 'M':
		p.i++
		d.kind = 'M'
		if d.m, ok = p.num(1, 2); !ok || d.m < 1 || d.m > 12 || !p.expect('.') {
			return d, false
		}
		if d.w, ok = p.num(1, 1); !ok || d.w < 1 || d.w > 5 || !p.expect('.') {
			return d, false
		}
		if d.d, ok = p.num(1, 1); !ok || d.d > 6 {
			return d, false
		}
	case 'J':
		p.i++
		d.kind = 'J'
		if d.d, ok = p.num(1, 3); !ok || d.d < 1 || d.d > 365 {
			return d, false
		}
	default:
		d.kind = 'N'
		if d.d, ok = p.num(1, 3); !ok || d.d > 365 {
			return d, false
		}
	}
	d.secs = 7200
	if p.more() && p.s[p.i] == '/' {
		p.i++
		if !p.more() {
			return d, false
		}
		secs, ok := p.offset(167)
		if !ok {
			return d, false
		}
		d.secs = secs
	}
	return d, true
}

func (p *ruleParser) expect(c byte) bool {
	if p.more() && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

// epoch is the local time of the switch in year, in seconds since 1970.
func (d tzRuleDate) epoch(year int) int64 {
	jan1 := int64(ymdToOrd(year, 1, 1) - ymdToOrd(1970, 1, 1))
	var day int64
	switch d.kind {
	case 'J':
		day = int64(d.d)
		if d.d >= 59 && isLeap(year) {
			day++
		}
		// Julian days count from 1 (J1 is January 1st), and python3's
		// day count starts there too.
		day = jan1 + day
		return day*86400 + d.secs
	case 'N':
		day = jan1 + int64(d.d)
		return day*86400 + d.secs
	}
	first := weekdayOf(ymdToOrd(year, d.m, 1)) // Monday 0
	mday := floorMod(d.d-(first+1), 7) + 1 + (d.w-1)*7
	if mday > daysInMonth(year, d.m) {
		mday -= 7
	}
	day = int64(ymdToOrd(year, d.m, mday) - ymdToOrd(1970, 1, 1))
	return day*86400 + d.secs
}

// find is the type at local wall time ts of year, for fold 0 or 1.
func (r *tzRule) find(ts int64, year, fold int) *ttinfo {
	start, end := r.start.epoch(year), r.end.epoch(year)
	if (fold == 1) == (r.dstDiff >= 0) {
		end -= r.dstDiff
	} else {
		start += r.dstDiff
	}
	var isdst bool
	if start < end {
		isdst = start <= ts && ts < end
	} else {
		isdst = !(end <= ts && ts < start)
	}
	if isdst {
		return r.dst
	}
	return r.std
}

// fromUTC is the type at UTC time ts of year, and whether the local time
// is the second of a repeated pair.
func (r *tzRule) fromUTC(ts int64, year int) (*ttinfo, bool) {
	start := r.start.epoch(year) - r.std.utcoff
	end := r.end.epoch(year) - r.dst.utcoff
	var isdst bool
	if start < end {
		isdst = start <= ts && ts < end
	} else {
		isdst = !(end <= ts && ts < start)
	}
	var lo, hi int64
	if r.dstDiff > 0 {
		lo, hi = end, end+r.dstDiff
	} else {
		lo, hi = start, start-r.dstDiff
	}
	fold := lo <= ts && ts < hi
	if isdst {
		return r.dst, fold
	}
	return r.std, fold
}
