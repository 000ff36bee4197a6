package runtime

// This file holds the str methods that pad, strip or re-space a string:
// center, ljust, rjust, zfill, expandtabs, strip, lstrip and rstrip.

import (
	"math"
	"strings"
)

// padSpaces is a run of spaces to pad from, the usual fill.
const padSpaces = "                                                                "

// writeFill writes n copies of the ASCII character c to b.
func writeFill(b *strings.Builder, c byte, n int) {
	if c == ' ' {
		for n > 0 {
			k := min(n, len(padSpaces))
			b.WriteString(padSpaces[:k])
			n -= k
		}
		return
	}
	if n <= 0 {
		return
	}
	// Any other character is written from a stack run of it.
	var run [64]byte
	k := min(n, len(run))
	for i := range k {
		run[i] = c
	}
	for n > 0 {
		k := min(n, len(run))
		b.Write(run[:k])
		n -= k
	}
}

// strPad returns s with left and right copies of fill around it.
func strPad(s string, left, right int, fill rune) string {
	var b strings.Builder
	if fill < 0x80 {
		b.Grow(len(s) + left + right)
		writeFill(&b, byte(fill), left)
		b.WriteString(s)
		writeFill(&b, byte(fill), right)
		return b.String()
	}
	w := runeLen(fill)
	b.Grow(len(s) + (left+right)*w)
	f := runeString(fill)
	for ; left > 0; left-- {
		b.WriteString(f)
	}
	b.WriteString(s)
	for ; right > 0; right-- {
		b.WriteString(f)
	}
	return b.String()
}

// strCenter returns s.center(width, fill).
func strCenter(s string, width int, fill rune) string {
	return strAlign(s, cpCount(s), width, fill, '^')
}

// strLJust returns s.ljust(width, fill).
func strLJust(s string, width int, fill rune) string {
	return strAlign(s, cpCount(s), width, fill, '<')
}

// strRJust returns s.rjust(width, fill).
func strRJust(s string, width int, fill rune) string {
	return strAlign(s, cpCount(s), width, fill, '>')
}

// strAlign pads s, which has n code points, to width with fill: on the
// right for '<' (ljust), the left for '>' (rjust), both for '^' (center,
// whose odd extra column goes left only when width is odd, as CPython's).
func strAlign(s string, n, width int, fill rune, how byte) string {
	if n >= width {
		return s
	}
	marg := width - n
	switch how {
	case '<':
		return strPad(s, 0, marg, fill)
	case '>':
		return strPad(s, marg, 0, fill)
	}
	left := marg/2 + (marg & width & 1)
	return strPad(s, left, marg-left, fill)
}

// strZFill returns s.zfill(width): zeros on the left, after a leading sign.
func strZFill(s string, width int) string {
	n := cpCount(s)
	if n >= width {
		return s
	}
	fill := width - n
	var b strings.Builder
	b.Grow(len(s) + fill)
	if s != "" && (s[0] == '+' || s[0] == '-') {
		b.WriteByte(s[0])
		s = s[1:]
	}
	writeFill(&b, '0', fill)
	b.WriteString(s)
	return b.String()
}

// strExpandTabsLen returns the length in bytes of s.expandtabs(tabsize),
// so that the object layer can charge it before strExpandTabs allocates;
// it fails with CPython's OverflowError when the length in code points
// would not fit.
func strExpandTabsLen(s string, tabsize int) (int, *Error) {
	j, col, extra := 0, 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c&0xC0 == 0x80 {
			extra++ // a continuation byte adds length, not a column
			continue
		}
		if c == '\t' {
			if tabsize > 0 {
				incr := tabsize - col%tabsize
				if j > math.MaxInt-incr {
					return 0, &Error{Kind: OverflowError, Msg: "new string is too long"}
				}
				col += incr
				j += incr
			}
			continue
		}
		if j > math.MaxInt-1 {
			return 0, &Error{Kind: OverflowError, Msg: "new string is too long"}
		}
		col++
		j++
		if c == '\n' || c == '\r' {
			col = 0
		}
	}
	if j > math.MaxInt-extra {
		return 0, &Error{Kind: OverflowError, Msg: "new string is too long"}
	}
	return j + extra, nil
}

// strExpandTabs returns s.expandtabs(tabsize): each tab becomes the spaces
// up to the next multiple of tabsize columns (none when tabsize <= 0); a
// newline or carriage return starts a new line.
func strExpandTabs(s string, tabsize int) (string, *Error) {
	if strings.IndexByte(s, '\t') < 0 {
		return s, nil
	}
	n, err := strExpandTabsLen(s, tabsize)
	if err != nil {
		return "", err
	}
	// A Builder of the exact size: its String is the one allocation.
	var b strings.Builder
	b.Grow(n)
	col := 0
	run := 0 // where the bytes not yet written start
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\t':
			b.WriteString(s[run:i])
			run = i + 1
			if tabsize > 0 {
				incr := tabsize - col%tabsize
				col += incr
				writeFill(&b, ' ', incr)
			}
		case c == '\n' || c == '\r':
			col = 0
		case c&0xC0 != 0x80:
			col++
		}
	}
	b.WriteString(s[run:])
	return b.String(), nil
}

// strStrip returns s.strip(chars); hasChars false means chars=None, which
// strips whitespace. left and right select lstrip, rstrip or both.
func strStrip(s string, chars string, hasChars bool, left, right bool) string {
	in := func(r rune) bool {
		if !hasChars {
			return isSpaceRune(r)
		}
		if r < 0x80 {
			return strings.IndexByte(chars, byte(r)) >= 0
		}
		for i := 0; i < len(chars); {
			c, size := decodeRune(chars[i:])
			if c == r {
				return true
			}
			i += size
		}
		return false
	}
	i, j := 0, len(s)
	if left {
		for i < j {
			r, size := decodeRune(s[i:])
			if !in(r) {
				break
			}
			i += size
		}
	}
	if right {
		for j > i {
			r, size := decodeLastRune(s[i:j])
			if !in(r) {
				break
			}
			j -= size
		}
	}
	return s[i:j]
}
