// This file defines the conversion of a float to text: repr/str, and the
// engine under format() and %-formatting, which does what CPython's
// PyOS_double_to_string does.
//
// CPython gets decimal digits from David Gay's dtoa in one of three modes:
// 0 (the shortest digits that read back as the same float), 2 (n
// significant digits) and 3 (n digits after the point), always correctly
// rounded, with trailing zeros dropped. strconv.AppendFloat gives the same
// digits ('e' with precision -1 or n-1, 'f' with n), so digitsOf takes them
// from there and layoutDouble then places the point, the zeros and the
// exponent by CPython's rules.

package runtime

import (
	"math"
	"strconv"
)

// Flags of formatDouble, after CPython's Py_DTSF_* flags.
const (
	dtsfSign      = 1 << iota // always write a sign: '+' for a positive number
	dtsfAddDot0               // write "1.0", not "1", for an integral value without exponent
	dtsfAlt                   // the '#' alternate form: keep the point and the trailing zeros
	dtsfNoNegZero             // the 'z' option: a result that rounds to zero loses its '-'
)

// FloatRepr returns repr(x) (which is also str(x)): the shortest digits that
// read back as x, in positional notation for 1e-4 <= |x| < 1e16 and with
// an exponent otherwise, as in '1e+16', '1e-05', '0.0001', '1.0', '-0.0',
// 'inf' and 'nan'.
func FloatRepr(x float64) string {
	var buf [32]byte
	return string(formatDouble(buf[:0], x, 'r', 0, dtsfAddDot0))
}

// formatDouble appends PyOS_double_to_string(x, code, prec, flags) to buf.
// code is 'e', 'E', 'f', 'F', 'g', 'G' or 'r' (repr, prec ignored).
func formatDouble(buf []byte, x float64, code byte, prec int, flags int) []byte {
	upper := false
	switch code {
	case 'E', 'F', 'G':
		upper = true
		code += 'a' - 'A'
	}
	neg := math.Signbit(x)
	if math.IsInf(x, 0) || math.IsNaN(x) {
		word := "inf"
		if upper {
			word = "INF"
		}
		if math.IsNaN(x) {
			// CPython ignores the sign of a NaN.
			word, neg = "nan", false
			if upper {
				word = "NAN"
			}
		}
		buf = appendSign(buf, neg, flags)
		return append(buf, word...)
	}
	var scratch [32]byte
	var digits []byte
	var decpt int
	switch code {
	case 'r':
		digits, decpt = digitsOf(scratch[:0], x, 0, 0)
	case 'e':
		digits, decpt = digitsOf(scratch[:0], x, 2, prec+1)
	case 'f':
		digits, decpt = digitsOf(scratch[:0], x, 3, prec)
	case 'g':
		if prec == 0 {
			prec = 1
		}
		digits, decpt = digitsOf(scratch[:0], x, 2, prec)
	}
	if neg && flags&dtsfNoNegZero != 0 && (len(digits) == 0 || len(digits) == 1 && digits[0] == '0') {
		neg = false
	}
	buf = appendSign(buf, neg, flags)
	return layoutDouble(buf, digits, decpt, code, prec, flags, upper)
}

// appendSign writes the sign CPython puts before a formatted float.
func appendSign(buf []byte, neg bool, flags int) []byte {
	if neg {
		return append(buf, '-')
	}
	if flags&dtsfSign != 0 {
		return append(buf, '+')
	}
	return buf
}

// digitsOf returns the decimal digits of |x| (finite) as dtoa's mode 0, 2
// or 3 would with n digits, trailing zeros removed, and decpt, the
// position of the decimal point: |x| ≈ 0.DIGITS × 10**decpt. Zero gives
// "0" with decpt 1; a value that mode 3 rounds to zero gives no digits.
func digitsOf(scratch []byte, x float64, mode, n int) ([]byte, int) {
	x = math.Abs(x)
	if x == 0 {
		return append(scratch, '0'), 1
	}
	var s []byte
	switch mode {
	case 0:
		s = strconv.AppendFloat(scratch, x, 'e', -1, 64)
	case 2:
		s = strconv.AppendFloat(scratch, x, 'e', n-1, 64)
	default:
		s = strconv.AppendFloat(scratch, x, 'f', n, 64)
		// s is "III.FFF" or "III": drop the point, then leading zeros.
		decpt := len(s)
		w := 0
		for _, c := range s {
			if c == '.' {
				decpt = w
				continue
			}
			s[w] = c
			w++
		}
		s = s[:w]
		lead := 0
		for lead < len(s) && s[lead] == '0' {
			lead++
		}
		s = s[lead:]
		decpt -= lead
		return trimZeros(s), decpt
	}
	// s is "D.DDDDe±XX" or "De±XX".
	e := len(s) - 1
	for s[e] != 'e' {
		e--
	}
	exp, _ := strconv.Atoi(string(s[e+1:]))
	w := 0
	for _, c := range s[:e] {
		if c != '.' {
			s[w] = c
			w++
		}
	}
	return trimZeros(s[:w]), exp + 1
}

// trimZeros removes trailing '0' digits.
func trimZeros(s []byte) []byte {
	for len(s) > 0 && s[len(s)-1] == '0' {
		s = s[:len(s)-1]
	}
	return s
}

// layoutDouble writes digits with the decimal point at decpt, padded with
// zeros and followed by an exponent as CPython's format_float_short does
// for the format code ('e', 'f', 'g' or 'r', already lower case).
func layoutDouble(buf, digits []byte, decpt int, code byte, prec, flags int, upper bool) []byte {
	nd := len(digits)
	useExp := false
	vdigitsEnd := nd
	alt := flags&dtsfAlt != 0
	switch code {
	case 'e':
		useExp = true
		vdigitsEnd = prec + 1
	case 'f':
		vdigitsEnd = decpt + prec
	case 'g':
		limit := prec
		if flags&dtsfAddDot0 != 0 {
			limit = prec - 1
		}
		if decpt <= -4 || decpt > limit {
			useExp = true
		}
		if alt {
			vdigitsEnd = prec
		}
	case 'r':
		if decpt <= -4 || decpt > 16 {
			useExp = true
		}
	}
	exp := 0
	if useExp {
		exp = decpt - 1
		decpt = 1
	}
	// Now the text is [zeros]digits[zeros] from position vdigitsStart to
	// vdigitsEnd, relative to the first digit, with the point at decpt.
	vdigitsStart := 0
	if decpt <= 0 {
		vdigitsStart = decpt - 1
	}
	if !useExp && flags&dtsfAddDot0 != 0 {
		vdigitsEnd = max(vdigitsEnd, decpt+1)
	} else {
		vdigitsEnd = max(vdigitsEnd, decpt)
	}
	if decpt <= 0 {
		buf = appendZeros(buf, decpt-vdigitsStart)
		buf = append(buf, '.')
		buf = appendZeros(buf, -decpt)
	} else {
		buf = appendZeros(buf, -vdigitsStart)
	}
	if decpt > 0 && decpt <= nd {
		buf = append(buf, digits[:decpt]...)
		buf = append(buf, '.')
		buf = append(buf, digits[decpt:]...)
	} else {
		buf = append(buf, digits...)
	}
	if nd < decpt {
		buf = appendZeros(buf, decpt-nd)
		buf = append(buf, '.')
		buf = appendZeros(buf, vdigitsEnd-decpt)
	} else {
		buf = appendZeros(buf, vdigitsEnd-nd)
	}
	if buf[len(buf)-1] == '.' && !alt {
		buf = buf[:len(buf)-1]
	}
	if useExp {
		if upper {
			buf = append(buf, 'E')
		} else {
			buf = append(buf, 'e')
		}
		if exp < 0 {
			buf = append(buf, '-')
			exp = -exp
		} else {
			buf = append(buf, '+')
		}
		if exp < 10 {
			buf = append(buf, '0')
		}
		buf = strconv.AppendInt(buf, int64(exp), 10)
	}
	return buf
}

// appendZeros appends n '0' bytes (none when n <= 0).
func appendZeros(buf []byte, n int) []byte {
	for ; n > 0; n-- {
		buf = append(buf, '0')
	}
	return buf
}
