// This file defines one conversion of printf-style formatting (str % args)
// for numbers and characters: %d %i %u %o %x %X %e %E %f %F %g %G %c with
// the flags - + space # 0, a width and a precision, after CPython's
// formatlong, formatfloat and unicode_format_arg_output. The driver that
// walks the format string, takes arguments (and * widths, and mapping
// keys) and handles %s %r %a belongs to the object layer; it calls these.

package runtime

import "strconv"

// percentSpec is one parsed % conversion.
type percentSpec struct {
	minus, plus, space, alt, zero bool // the flags - + space # 0
	width                         int  // -1 when absent
	prec                          int  // -1 when absent
	conv                          byte // the conversion character
}

// formatPercentInt returns the text of an int for %d, %i, %u, %o, %x or
// %X. maxDigits is the limit on decimal digits (see Int.Decimal).
func formatPercentInt(x Int, ps percentSpec, maxDigits int) (string, *Error) {
	b, err := appendPercentInt(nil, x, ps, maxDigits)
	return string(b), err
}

// appendPercentInt appends formatPercentInt's text to dst. An int that
// fits 64 bits is written straight into dst, with no string between.
func appendPercentInt(dst []byte, x Int, ps percentSpec, maxDigits int) ([]byte, *Error) {
	var prefix string
	base := 10
	switch ps.conv {
	case 'o':
		base, prefix = 8, "0o"
	case 'x':
		base, prefix = 16, "0x"
	case 'X':
		base, prefix = 16, "0X"
	}
	if !ps.alt {
		prefix = ""
	}
	var scratch [72]byte
	var digits []byte
	neg := false
	if v, ok := x.Int64(); ok {
		neg = v < 0
		u := uint64(v)
		if neg {
			u = -u // two's complement: right for math.MinInt64 too
		}
		digits = strconv.AppendUint(scratch[:0], u, base)
	} else {
		var text string
		if base == 10 {
			s, err := x.Decimal(maxDigits)
			if err != nil {
				return dst, err
			}
			text = s
		} else {
			text = x.Text(base)
		}
		if neg = text[0] == '-'; neg {
			text = text[1:]
		}
		digits = []byte(text)
	}
	if ps.conv == 'X' {
		for i, c := range digits {
			if c >= 'a' && c <= 'f' {
				digits[i] = c - 'a' + 'A'
			}
		}
	}
	// The precision is a minimum number of digits.
	zeros := max(ps.prec-len(digits), 0)
	return appendPercentNumber(dst, ps, neg, prefix, zeros, digits), nil
}

// formatPercentFloat returns the text of a float for %e, %E, %f, %F, %g
// or %G (the precision defaults to 6).
func formatPercentFloat(x float64, ps percentSpec) string {
	return string(appendPercentFloat(nil, x, ps))
}

// appendPercentFloat appends formatPercentFloat's text to dst.
func appendPercentFloat(dst []byte, x float64, ps percentSpec) []byte {
	prec := ps.prec
	if prec < 0 {
		prec = 6
	}
	flags := 0
	if ps.alt {
		flags |= dtsfAlt
	}
	var scratch [64]byte
	s := formatDouble(scratch[:0], x, ps.conv, prec, flags)
	neg := s[0] == '-'
	if neg {
		s = s[1:]
	}
	return appendPercentNumber(dst, ps, neg, "", 0, s)
}

// appendPercentNumber lays out a number after dst: sign, prefix, zeros
// (from the precision) and body, padded to the width with spaces on the
// left, zeros after the sign ('0' flag) or spaces on the right ('-'
// flag, which beats '0').
func appendPercentNumber(dst []byte, ps percentSpec, neg bool, prefix string, zeros int, body []byte) []byte {
	sign := ""
	switch {
	case neg:
		sign = "-"
	case ps.plus:
		sign = "+"
	case ps.space:
		sign = " "
	}
	pad := ps.width - (len(sign) + len(prefix) + zeros + len(body))
	if pad > 0 && !ps.minus && !ps.zero {
		dst = appendFill(dst, " ", pad)
	}
	dst = append(dst, sign...)
	dst = append(dst, prefix...)
	if pad > 0 && !ps.minus && ps.zero {
		dst = appendZeros(dst, pad)
	}
	dst = appendZeros(dst, zeros)
	dst = append(dst, body...)
	if pad > 0 && ps.minus {
		dst = appendFill(dst, " ", pad)
	}
	return dst
}

// formatPercentChar returns the text of %c for an int argument: the
// character with that code point, padded to the width.
func formatPercentChar(x Int, ps percentSpec) (string, *Error) {
	v, ok := x.Int64()
	if !ok || v < 0 || v > 0x10FFFF {
		return "", &Error{Kind: OverflowError, Msg: "%c arg not in range(0x110000)"}
	}
	return formatPercentStr(string(appendWTF8(nil, rune(v))), ps), nil
}

// formatPercentStr pads an already converted string (the text of %s, %r,
// %a, or the character of %c) to the width with spaces, on the left or,
// with the '-' flag, on the right; for %s, %r and %a the precision first
// truncates it.
func formatPercentStr(s string, ps percentSpec) string {
	return string(appendPercentStr(nil, s, ps))
}

// appendPercentStr appends formatPercentStr's text to dst.
func appendPercentStr(dst []byte, s string, ps percentSpec) []byte {
	prec := -1
	if ps.conv == 's' || ps.conv == 'r' || ps.conv == 'a' {
		prec = ps.prec
	}
	if prec < 0 && ps.width <= 0 {
		return append(dst, s...)
	}
	n := codePoints(s)
	if prec >= 0 && n > prec {
		s = prefixCodePoints(s, prec)
		n = prec
	}
	pad := ps.width - n
	if pad > 0 && !ps.minus {
		dst = appendFill(dst, " ", pad)
	}
	dst = append(dst, s...)
	if pad > 0 && ps.minus {
		dst = appendFill(dst, " ", pad)
	}
	return dst
}
