// This file defines repr/str of a complex and complex(s), the parsing of
// a str as a complex.

package runtime

import "math"

// ComplexRepr returns repr(c), which is also str(c): '1j', '(1+2j)',
// '(-0-1j)', 'infj', '(nan+nanj)'. A real part of +0.0 is left out along
// with the parentheses; the parts are written as repr writes floats but
// without a '.0' for integral values.
func ComplexRepr(c complex128) string {
	var buf [64]byte
	re, im := real(c), imag(c)
	if re == 0 && !math.Signbit(re) {
		b := formatDouble(buf[:0], im, 'r', 0, 0)
		return string(append(b, 'j'))
	}
	b := append(buf[:0], '(')
	b = formatDouble(b, re, 'r', 0, 0)
	b = formatDouble(b, im, 'r', 0, dtsfSign)
	return string(append(b, 'j', ')'))
}

// ParseComplex returns complex(s) for a str s: a float, an imaginary
// number ending in j or J, or both as "<float><signed float>j", optionally
// in parentheses, with whitespace around; "j", "+j", "-j" and
// "<float>+j" are accepted too, as CPython does.
func ParseComplex(s string) (complex128, *Error) {
	bad := &Error{Kind: ValueError, Msg: "complex() arg is a malformed string"}
	t, ok := stripUnderscores(numASCII(s))
	if !ok {
		return 0, &Error{Kind: ValueError, Msg: "could not convert string to complex: " + reprStrForNum(s)}
	}
	i, n := 0, len(t)
	skipSpace := func() {
		for i < n && isASCIISpace(t[i]) {
			i++
		}
	}
	isJ := func() bool { return i < n && (t[i] == 'j' || t[i] == 'J') }
	skipSpace()
	bracket := false
	if i < n && t[i] == '(' {
		bracket = true
		i++
		skipSpace()
	}
	var x, y float64
	if z, k := parseFloatPrefix(t[i:]); k > 0 {
		i += k
		switch {
		case i < n && (t[i] == '+' || t[i] == '-'):
			// <float><signed float>j or <float><sign>j
			x = z
			if w, k := parseFloatPrefix(t[i:]); k > 0 {
				y = w
				i += k
			} else {
				y = 1
				if t[i] == '-' {
					y = -1
				}
				i++
			}
			if !isJ() {
				return 0, bad
			}
			i++
		case isJ():
			y = z
			i++
		default:
			x = z
		}
	} else {
		// <sign>j or j
		y = 1
		if i < n && (t[i] == '+' || t[i] == '-') {
			if t[i] == '-' {
				y = -1
			}
			i++
		}
		if !isJ() {
			return 0, bad
		}
		i++
	}
	skipSpace()
	if bracket {
		if i >= n || t[i] != ')' {
			return 0, bad
		}
		i++
		skipSpace()
	}
	if i != n {
		return 0, bad
	}
	return complex(x, y), nil
}
