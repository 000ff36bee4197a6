// This file defines format(s, spec) for a str: alignment, fill, width and
// precision (which truncates), with CPython's errors for the options that
// only numbers take.

package runtime

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
	// A short result is laid out on the stack, so that the string made
	// from it is the one allocation.
	var out [64]byte
	b := out[:0]
	if size := len(s) + (left+right)*len(fill); size > len(out) {
		b = make([]byte, 0, size)
	}
	b = appendFill(b, fill, left)
	b = append(b, s...)
	return string(appendFill(b, fill, right))
}
