// This file defines one conversion of printf-style formatting (str % args)
// for numbers and characters: %d %i %u %o %x %X %e %E %f %F %g %G %c with
// the flags - + space # 0, a width and a precision, after CPython's
// formatlong, formatfloat and unicode_format_arg_output. The driver that
// walks the format string, takes arguments (and * widths, and mapping
// keys) and handles %s %r %a belongs to the object layer; it calls these.

package runtime

import "strings"

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
	var digits, prefix string
	switch ps.conv {
	case 'o':
		digits, prefix = x.Text(8), "0o"
	case 'x':
		digits, prefix = x.Text(16), "0x"
	case 'X':
		digits, prefix = strings.ToUpper(x.Text(16)), "0X"
	default:
		s, err := x.Decimal(maxDigits)
		if err != nil {
			return "", err
		}
		digits = s
	}
	neg := digits[0] == '-'
	if neg {
		digits = digits[1:]
	}
	// The precision is a minimum number of digits.
	if ps.prec > len(digits) {
		digits = strings.Repeat("0", ps.prec-len(digits)) + digits
	}
	if !ps.alt {
		prefix = ""
	}
	return percentNumber(ps, neg, prefix, digits), nil
}

// formatPercentFloat returns the text of a float for %e, %E, %f, %F, %g
// or %G (the precision defaults to 6).
func formatPercentFloat(x float64, ps percentSpec) string {
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
	return percentNumber(ps, neg, "", string(s))
}

// percentNumber lays out a number: sign, prefix and body, padded to the
// width with spaces on the left, zeros after the sign ('0' flag) or
// spaces on the right ('-' flag, which beats '0').
func percentNumber(ps percentSpec, neg bool, prefix, body string) string {
	sign := ""
	switch {
	case neg:
		sign = "-"
	case ps.plus:
		sign = "+"
	case ps.space:
		sign = " "
	}
	n := len(sign) + len(prefix) + len(body)
	pad := ps.width - n
	if pad <= 0 {
		return sign + prefix + body
	}
	b := make([]byte, 0, ps.width)
	switch {
	case ps.minus:
		b = append(b, sign...)
		b = append(b, prefix...)
		b = append(b, body...)
		b = appendFill(b, " ", pad)
	case ps.zero:
		b = append(b, sign...)
		b = append(b, prefix...)
		b = appendZeros(b, pad)
		b = append(b, body...)
	default:
		b = appendFill(b, " ", pad)
		b = append(b, sign...)
		b = append(b, prefix...)
		b = append(b, body...)
	}
	return string(b)
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
	prec := -1
	if ps.conv == 's' || ps.conv == 'r' || ps.conv == 'a' {
		prec = ps.prec
	}
	align := byte('>')
	if ps.minus {
		align = '<'
	}
	return padStr(s, " ", align, ps.width, prec)
}
