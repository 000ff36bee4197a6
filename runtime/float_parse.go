// This file defines float(s): the parsing of a Python str as a float,
// with CPython 3.11's rules (whitespace, underscores between digits only,
// "inf", "infinity" and "nan" in any case, no hexadecimal).

package runtime

import (
	"math"
	"strconv"
	"strings"
)

// ParseFloat returns float(s) for a str s.
func ParseFloat(s string) (float64, *Error) {
	t, ok := stripUnderscores(numASCII(s))
	if ok {
		t = trimASCIISpace(t)
		if f, n := parseFloatPrefix(t); n > 0 && n == len(t) {
			return f, nil
		}
	}
	return 0, &Error{Kind: ValueError, Msg: "could not convert string to float: " + reprStrForNum(s)}
}

// trimASCIISpace removes the ASCII whitespace that C's isspace accepts
// from both ends of s.
func trimASCIISpace(s string) string {
	i, j := 0, len(s)
	for i < j && isASCIISpace(s[i]) {
		i++
	}
	for j > i && isASCIISpace(s[j-1]) {
		j--
	}
	return s[i:j]
}

// stripUnderscores removes the underscores of a float or complex literal
// after checking that each stands between two digits, as CPython's
// _Py_string_to_number_with_underscores does. ok is false for a misplaced
// underscore.
func stripUnderscores(s string) (string, bool) {
	if strings.IndexByte(s, '_') < 0 {
		return s, true
	}
	b := make([]byte, 0, len(s))
	prev := byte(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '_' {
			if !isASCIIDigit(prev) {
				return "", false
			}
		} else {
			if prev == '_' && !isASCIIDigit(c) {
				return "", false
			}
			b = append(b, c)
		}
		prev = c
	}
	if prev == '_' {
		return "", false
	}
	return string(b), true
}

// isASCIIDigit reports whether c is an ASCII decimal digit.
func isASCIIDigit(c byte) bool { return c >= '0' && c <= '9' }

// parseFloatPrefix parses the longest prefix of s that is a float as
// CPython's _PyOS_ascii_strtod does: an optional sign, then "inf",
// "infinity" or "nan" in any case, or decimal digits with an optional
// point and exponent. It returns the value and the length of the prefix,
// 0 when s does not start with a float.
func parseFloatPrefix(s string) (float64, int) {
	i := 0
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	if f, n := parseInfNaN(s[i:]); n > 0 {
		if neg {
			f = -f
		}
		return f, i + n
	}
	start := i
	intDigits := 0
	for i < len(s) && isASCIIDigit(s[i]) {
		i++
		intDigits++
	}
	fracDigits := 0
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && isASCIIDigit(s[i]) {
			i++
			fracDigits++
		}
	}
	if intDigits+fracDigits == 0 {
		return 0, 0
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		// The exponent counts only when it has digits; "1e" and "1e+"
		// parse as "1".
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j < len(s) && isASCIIDigit(s[j]) {
			for j < len(s) && isASCIIDigit(s[j]) {
				j++
			}
			i = j
		}
	}
	// strconv.ParseFloat rounds correctly at any length, gives ±Inf past
	// the largest float and 0 below the smallest, as C's strtod does; the
	// range error it reports with ±Inf is not an error in Python.
	f, _ := strconv.ParseFloat(s[start:i], 64)
	if neg {
		f = -f
	}
	return f, i
}

// parseInfNaN parses "inf", "infinity" or "nan" (any case) at the start
// of s, returning the value and the length parsed (0 for none).
func parseInfNaN(s string) (float64, int) {
	if hasPrefixFold(s, "inf") {
		if hasPrefixFold(s[3:], "inity") {
			return math.Inf(1), 8
		}
		return math.Inf(1), 3
	}
	if hasPrefixFold(s, "nan") {
		return math.NaN(), 3
	}
	return 0, 0
}

// hasPrefixFold reports whether s starts with the lower-case ASCII word
// prefix, ignoring ASCII case.
func hasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		if s[i]|0x20 != prefix[i] {
			return false
		}
	}
	return true
}
