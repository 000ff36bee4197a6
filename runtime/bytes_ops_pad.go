package runtime

// This file holds the bytes and bytearray methods that pad, strip or
// re-space: center, ljust, rjust, zfill, expandtabs, strip, lstrip and
// rstrip.

import (
	"math"
	"strings"
)

// bytesPad returns b with left and right copies of fill around it.
func bytesPad(b string, left, right int, fill byte) string {
	out := make([]byte, 0, len(b)+left+right)
	for ; left > 0; left-- {
		out = append(out, fill)
	}
	out = append(out, b...)
	for ; right > 0; right-- {
		out = append(out, fill)
	}
	return string(out)
}

// bytesCenter returns b.center(width, fill).
func bytesCenter(b string, width int, fill byte) string {
	if len(b) >= width {
		return b
	}
	marg := width - len(b)
	left := marg/2 + (marg & width & 1)
	return bytesPad(b, left, marg-left, fill)
}

// bytesLJust returns b.ljust(width, fill).
func bytesLJust(b string, width int, fill byte) string {
	if len(b) >= width {
		return b
	}
	return bytesPad(b, 0, width-len(b), fill)
}

// bytesRJust returns b.rjust(width, fill).
func bytesRJust(b string, width int, fill byte) string {
	if len(b) >= width {
		return b
	}
	return bytesPad(b, width-len(b), 0, fill)
}

// bytesZFill returns b.zfill(width).
func bytesZFill(b string, width int) string {
	if len(b) >= width {
		return b
	}
	fill := width - len(b)
	out := make([]byte, 0, width)
	if len(b) > 0 && (b[0] == '+' || b[0] == '-') {
		out = append(out, b[0])
		b = b[1:]
	}
	for ; fill > 0; fill-- {
		out = append(out, '0')
	}
	return string(append(out, b...))
}

// bytesExpandTabs returns b.expandtabs(tabsize).
func bytesExpandTabs(b string, tabsize int) (string, *Error) {
	n, col := 0, 0
	for k := 0; k < len(b); k++ {
		c := b[k]
		if c == '\t' {
			if tabsize > 0 {
				incr := tabsize - col%tabsize
				if n > math.MaxInt-incr {
					return "", &Error{Kind: OverflowError, Msg: "result too long"}
				}
				col += incr
				n += incr
			}
			continue
		}
		if n > math.MaxInt-1 {
			return "", &Error{Kind: OverflowError, Msg: "result too long"}
		}
		n++
		col++
		if c == '\n' || c == '\r' {
			col = 0
		}
	}
	out := make([]byte, 0, n)
	col = 0
	for k := 0; k < len(b); k++ {
		c := b[k]
		if c == '\t' {
			if tabsize > 0 {
				for incr := tabsize - col%tabsize; incr > 0; incr-- {
					out = append(out, ' ')
					col++
				}
			}
			continue
		}
		out = append(out, c)
		col++
		if c == '\n' || c == '\r' {
			col = 0
		}
	}
	return string(out), nil
}

// bytesStrip returns b.strip(chars); hasChars false means chars=None,
// stripping ASCII whitespace.
func bytesStrip(b, chars string, hasChars bool, left, right bool) string {
	in := func(c byte) bool {
		if !hasChars {
			return asciiSpace(c)
		}
		return strings.IndexByte(chars, c) >= 0
	}
	i, j := 0, len(b)
	if left {
		for i < j && in(b[i]) {
			i++
		}
	}
	if right {
		for j > i && in(b[j-1]) {
			j--
		}
	}
	return b[i:j]
}
