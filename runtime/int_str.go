// This file defines the conversion of Int to text: str(n) with CPython's
// limit on decimal digits (sys.set_int_max_str_digits), and bin/oct/hex.

package runtime

import (
	"strconv"
	"strings"
)

// DefaultMaxStrDigits is CPython's default limit on the number of decimal
// digits that int <-> str conversions accept (sys.int_info.default_max_str_digits).
const DefaultMaxStrDigits = 4300

// errStrDigits returns the ValueError str(n) raises past the digit limit.
func errStrDigits(limit int) *Error {
	return Errorf(ValueError, "Exceeds the limit (%d digits) for integer string conversion; "+
		"use sys.set_int_max_str_digits() to increase the limit", limit)
}

// Decimal returns str(x). maxDigits is the interpreter's limit on decimal
// digits (0 means no limit); past it Decimal returns CPython's ValueError.
func (x Int) Decimal(maxDigits int) (string, *Error) {
	if x.big == nil {
		return strconv.FormatInt(x.small, 10), nil
	}
	if maxDigits > 0 {
		// A number of b bits has at least floor((b-1)*log10(2))+1 digits;
		// refuse before the (quadratic) conversion when that is too many.
		// 0.30102999 is a lower bound on log10(2).
		if atLeast := int(float64(x.big.BitLen()-1)*0.30102999) + 1; atLeast > maxDigits {
			return "", errStrDigits(maxDigits)
		}
	}
	s := x.big.String()
	if maxDigits > 0 {
		n := len(s)
		if s[0] == '-' {
			n--
		}
		if n > maxDigits {
			return "", errStrDigits(maxDigits)
		}
	}
	return s, nil
}

// Text returns x in the given base (2 to 36) with lower-case letters, a
// leading '-' when negative and no prefix.
func (x Int) Text(base int) string {
	if x.big == nil {
		return strconv.FormatInt(x.small, base)
	}
	return x.big.Text(base)
}

// BaseString returns bin(x), oct(x) or hex(x) for base 2, 8 or 16: the
// digits with a 0b/0o/0x prefix after any '-' sign.
func (x Int) BaseString(base int) string {
	var prefix string
	switch base {
	case 2:
		prefix = "0b"
	case 8:
		prefix = "0o"
	case 16:
		prefix = "0x"
	default:
		panic("runtime: BaseString base must be 2, 8 or 16")
	}
	digits := x.Text(base)
	var b strings.Builder
	b.Grow(len(digits) + 2)
	if digits[0] == '-' {
		b.WriteByte('-')
		digits = digits[1:]
	}
	b.WriteString(prefix)
	b.WriteString(digits)
	return b.String()
}
