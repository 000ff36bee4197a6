// This file defines format(s, spec) for a str: alignment, fill, width and
// precision (which truncates), with CPython's errors for the options that
// only numbers take.

package runtime

import "strings"

// formatStr returns format(s, spec) for a str s; typeName is the Python
// type's name for messages ("str" or a subclass).
func formatStr(s, spec, typeName string) (string, *Error) {
	if spec == "" {
		return s, nil
	}
	f, err := parseFormatSpec(spec, typeName, 's', '<')
	if err != nil {
		return "", err
	}
	if f.typ != 's' {
		return "", errUnknownFormatCode(f.typ, typeName)
	}
	switch {
	case f.sign == ' ':
		return "", &Error{Kind: ValueError, Msg: "Space not allowed in string format specifier"}
	case f.sign != 0:
		return "", &Error{Kind: ValueError, Msg: "Sign not allowed in string format specifier"}
	case f.noNegZero:
		return "", &Error{Kind: ValueError, Msg: "Negative zero coercion (z) not allowed in string format specifier"}
	case f.alt:
		return "", &Error{Kind: ValueError, Msg: "Alternate form (#) not allowed in string format specifier"}
	case f.align == '=':
		return "", &Error{Kind: ValueError, Msg: "'=' alignment not allowed in string format specifier"}
	}
	return padStr(s, f.fill, f.align, f.width, f.precision), nil
}

// padStr truncates s to prec code points (prec < 0: no limit) and pads it
// with fill to width code points, aligned '<', '>' or '^'.
func padStr(s, fill string, align byte, width, prec int) string {
	n := codePoints(s)
	if prec >= 0 && n > prec {
		s = prefixCodePoints(s, prec)
		n = prec
	}
	if width <= n {
		return s
	}
	left, right := alignPadding(n, width, align)
	size := len(s) + (left+right)*len(fill)
	if size > 64 {
		// A Builder's String does not copy: the result is the one
		// allocation, as the stack buffer makes it for a short one.
		var sb strings.Builder
		sb.Grow(size)
		writeFillStr(&sb, fill, left)
		sb.WriteString(s)
		writeFillStr(&sb, fill, right)
		return sb.String()
	}
	var out [64]byte
	b := appendFill(out[:0], fill, left)
	b = append(b, s...)
	return string(appendFill(b, fill, right))
}

// writeFillStr writes n copies of fill (one character) to b.
func writeFillStr(b *strings.Builder, fill string, n int) {
	if len(fill) == 1 {
		writeFill(b, fill[0], n)
		return
	}
	for ; n > 0; n-- {
		b.WriteString(fill)
	}
}
