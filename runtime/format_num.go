// This file defines format(x, spec) for int, float and complex: the
// numeric half of the format-spec mini-language, after CPython 3.11's
// formatter_unicode.c. A number is laid out as
//
//	<lpadding> <sign> <prefix> <spadding> <grouped digits> <decimal point> <remainder> <rpadding>
//
// where at most one of the three paddings is non-empty. With a '0' fill
// and '=' alignment (what a leading '0' in the spec means), the padding
// becomes leading zeros inside the digits, which the grouping then
// separates like any other digits.

package runtime

import (
	"math"
	"strconv"
	"strings"
)

// numberParts is a formatted number split for layout.
type numberParts struct {
	neg     bool
	prefix  string // "0x", "0o" or "0b", or empty
	digits  string // the integer digits, grouped by thousands separators
	decimal bool   // a decimal point follows the digits
	rest    string // after the point (or after the digits): fraction, exponent, '%', "inf"
}

// splitNumber splits CPython's text of a float ("-12.5e+03", "inf") into
// numberParts as parse_number does.
func splitNumber(s string) numberParts {
	var p numberParts
	if s != "" && s[0] == '-' {
		p.neg = true
		s = s[1:]
	}
	i := 0
	for i < len(s) && isASCIIDigit(s[i]) {
		i++
	}
	p.digits = s[:i]
	if i < len(s) && s[i] == '.' {
		p.decimal = true
		i++
	}
	p.rest = s[i:]
	return p
}

// appendNumber lays out p for the spec f, as calc_number_widths and
// fill_number do. sign is the sign option in force; upper turns the
// prefix and digits to upper case (the 'X' type).
func appendNumber(b []byte, f *formatSpec, p numberParts, sign byte, width int, upper bool) []byte {
	var signChar byte
	switch {
	case p.neg:
		signChar = '-'
	case sign == '+':
		signChar = '+'
	case sign == ' ':
		signChar = ' '
	}
	nonDigits := len(p.prefix) + len(p.rest)
	if signChar != 0 {
		nonDigits++
	}
	if p.decimal {
		nonDigits++
	}
	minWidth := 0
	if f.fill == "0" && f.align == '=' {
		minWidth = width - nonDigits
	}
	var scratch [64]byte
	grouped := scratch[:0]
	if p.digits != "" {
		grouped = groupDigits(grouped, p.digits, minWidth, f.thousands, f.group)
	}
	var lpad, spad, rpad int
	if n := width - (nonDigits + len(grouped)); n > 0 {
		switch f.align {
		case '<':
			rpad = n
		case '^':
			lpad = n / 2
			rpad = n - lpad
		case '=':
			spad = n
		default:
			lpad = n
		}
	}
	b = appendFill(b, f.fill, lpad)
	if signChar != 0 {
		b = append(b, signChar)
	}
	if upper {
		b = append(b, strings.ToUpper(p.prefix)...)
	} else {
		b = append(b, p.prefix...)
	}
	b = appendFill(b, f.fill, spad)
	if upper {
		for _, c := range grouped {
			if c >= 'a' && c <= 'z' {
				c -= 'a' - 'A'
			}
			b = append(b, c)
		}
	} else {
		b = append(b, grouped...)
	}
	if p.decimal {
		b = append(b, '.')
	}
	b = append(b, p.rest...)
	return appendFill(b, f.fill, rpad)
}

// groupDigits appends digits with a separator between groups of size
// group (0: no separator), left-padded with '0' digits to at least
// minWidth characters, as CPython's _PyUnicode_InsertThousandsGrouping.
func groupDigits(b []byte, digits string, minWidth int, sep byte, group int) []byte {
	if minWidth < 0 {
		minWidth = 0
	}
	if sep == 0 || group == 0 {
		if n := minWidth - len(digits); n > 0 {
			b = appendZeros(b, n)
		}
		return append(b, digits...)
	}
	// Work out the groups from the right, then write them left to right.
	type chunk struct{ zeros, chars int }
	var chunks []chunk
	remaining := len(digits)
	for {
		l := min(group, max(remaining, minWidth, 1))
		chars := min(remaining, l)
		chunks = append(chunks, chunk{l - chars, chars})
		remaining -= chars
		minWidth -= l
		if remaining <= 0 && minWidth <= 0 {
			break
		}
		minWidth-- // the separator
	}
	pos := 0
	for i := len(chunks) - 1; i >= 0; i-- {
		c := chunks[i]
		b = appendZeros(b, c.zeros)
		b = append(b, digits[pos:pos+c.chars]...)
		pos += c.chars
		if i > 0 {
			b = append(b, sep)
		}
	}
	return b
}

// formatInt returns format(x, spec) for an int; typeName is the Python
// type's name for messages ("int", "bool", a subclass), and maxDigits the
// limit on decimal digits (see Int.Decimal).
func formatInt(x Int, spec, typeName string, maxDigits int) (string, *Error) {
	if spec == "" {
		return x.Decimal(maxDigits)
	}
	f, err := parseFormatSpec(spec, typeName, 'd', '>')
	if err != nil {
		return "", err
	}
	switch f.typ {
	case 'b', 'c', 'd', 'o', 'x', 'X', 'n':
	case 'e', 'E', 'f', 'F', 'g', 'G', '%':
		v, err := x.ToFloat()
		if err != nil {
			return "", err
		}
		return formatFloatSpec(v, &f)
	default:
		return "", errUnknownFormatCode(f.typ, typeName)
	}
	if f.precision != -1 {
		return "", &Error{Kind: ValueError, Msg: "Precision not allowed in integer format specifier"}
	}
	if f.noNegZero {
		return "", &Error{Kind: ValueError, Msg: "Negative zero coercion (z) not allowed in integer format specifier"}
	}
	var out [64]byte // laid out on the stack: the result string is the one allocation
	b := out[:0]
	if f.typ == 'c' {
		if f.sign != 0 {
			return "", &Error{Kind: ValueError, Msg: "Sign not allowed with integer format specifier 'c'"}
		}
		if f.alt {
			return "", &Error{Kind: ValueError, Msg: "Alternate form (#) not allowed with integer format specifier 'c'"}
		}
		v, ok := x.Int64()
		if !ok || v < 0 || v > 0x10FFFF {
			if !ok {
				return "", &Error{Kind: OverflowError, Msg: "Python int too large to convert to C long"}
			}
			return "", &Error{Kind: OverflowError, Msg: "%c arg not in range(0x110000)"}
		}
		ch := appendWTF8(nil, rune(v))
		p := numberParts{rest: string(ch)}
		// The character counts as one column, whatever its UTF-8 length.
		w := f.width
		if w >= 0 {
			w += len(ch) - 1
		}
		b = appendNumber(b, &f, p, 0, w, false)
		return string(b), nil
	}
	var digits, prefix string
	var dbuf [24]byte
	switch f.typ {
	case 'd', 'n':
		if v, ok := x.Int64(); ok {
			// No string for the digits of a machine-sized int.
			digits = string(strconv.AppendInt(dbuf[:0], v, 10))
			break
		}
		s, err := x.Decimal(maxDigits)
		if err != nil {
			return "", err
		}
		digits = s
	case 'b':
		digits, prefix = x.Text(2), "0b"
	case 'o':
		digits, prefix = x.Text(8), "0o"
	default:
		digits, prefix = x.Text(16), "0x"
	}
	p := numberParts{digits: digits}
	if digits[0] == '-' {
		p.neg, p.digits = true, digits[1:]
	}
	if f.alt {
		p.prefix = prefix
	}
	if f.typ == 'n' {
		// 'n' follows the C locale: no thousands separator.
		f.thousands, f.group = 0, 0
	}
	b = appendNumber(b, &f, p, f.sign, f.width, f.typ == 'X')
	return string(b), nil
}

// appendWTF8 appends the code point r, writing a surrogate as its
// three-byte generalized UTF-8 form.
func appendWTF8(b []byte, r rune) []byte {
	if r >= 0xD800 && r <= 0xDFFF {
		return append(b, 0xED, byte(0xA0|(r>>6)&0x1F), byte(0x80|r&0x3F))
	}
	return append(b, string(r)...)
}

// formatFloat returns format(x, spec) for a float; typeName is the
// Python type's name for messages.
func formatFloat(x float64, spec, typeName string) (string, *Error) {
	if spec == "" {
		return FloatRepr(x), nil
	}
	f, err := parseFormatSpec(spec, typeName, 0, '>')
	if err != nil {
		return "", err
	}
	switch f.typ {
	case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%':
	default:
		return "", errUnknownFormatCode(f.typ, typeName)
	}
	return formatFloatSpec(x, &f)
}

// maxPrecision is C's INT_MAX, past which CPython refuses a precision.
const maxPrecision = 1<<31 - 1

// floatDigitsFor returns the code, precision and flags with which
// PyOS_double_to_string formats a float for the spec's type, and whether
// a '%' follows.
func floatDigitsFor(f *formatSpec) (code byte, prec, flags int, pct bool) {
	prec = f.precision
	defaultPrec := 6
	if f.alt {
		flags |= dtsfAlt
	}
	if f.noNegZero {
		flags |= dtsfNoNegZero
	}
	code = byte(f.typ)
	switch f.typ {
	case 0:
		// Like repr, or like 'g' with at least one digit after the point
		// when a precision is given.
		flags |= dtsfAddDot0
		code, defaultPrec = 'r', 0
	case 'n':
		code = 'g'
	case '%':
		code, pct = 'f', true
	}
	if prec < 0 {
		prec = defaultPrec
	} else if code == 'r' {
		code = 'g'
	}
	return code, prec, flags, pct
}

// formatFloatSpec formats x for a parsed spec whose type is one of
// 0 e E f F g G n %.
func formatFloatSpec(x float64, f *formatSpec) (string, *Error) {
	if f.precision > maxPrecision {
		return "", &Error{Kind: ValueError, Msg: "precision too big"}
	}
	code, prec, flags, pct := floatDigitsFor(f)
	if pct {
		x *= 100
	}
	var scratch [64]byte
	s := formatDouble(scratch[:0], x, code, prec, flags)
	if pct {
		s = append(s, '%')
	}
	if f.typ == 'n' {
		f.thousands, f.group = 0, 0
	}
	p := splitNumber(string(s))
	// The number is laid out in a stack buffer: the string made from it
	// is the only allocation when it fits.
	var out [64]byte
	return string(appendNumber(out[:0], f, p, f.sign, f.width, false)), nil
}

// formatComplex returns format(c, spec) for a complex; typeName is the
// Python type's name for messages.
func formatComplex(c complex128, spec, typeName string) (string, *Error) {
	if spec == "" {
		return ComplexRepr(c), nil
	}
	f, err := parseFormatSpec(spec, typeName, 0, '>')
	if err != nil {
		return "", err
	}
	switch f.typ {
	case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n':
	default:
		return "", errUnknownFormatCode(f.typ, typeName)
	}
	if f.precision > maxPrecision {
		return "", &Error{Kind: ValueError, Msg: "precision too big"}
	}
	if f.fill == "0" {
		return "", &Error{Kind: ValueError, Msg: "Zero padding is not allowed in complex format specifier"}
	}
	if f.align == '=' {
		return "", &Error{Kind: ValueError, Msg: "'=' alignment flag is not allowed in complex format specifier"}
	}
	re, im := real(c), imag(c)
	skipRe, parens := false, false
	code := byte(f.typ)
	prec := f.precision
	defaultPrec := 6
	flags := 0
	if f.alt {
		flags |= dtsfAlt
	}
	if f.noNegZero {
		flags |= dtsfNoNegZero
	}
	switch f.typ {
	case 0:
		// Like str(c): no '.0', parentheses unless the real part is +0.
		code, defaultPrec = 'r', 0
		if re == 0 && !math.Signbit(re) {
			skipRe = true
		} else {
			parens = true
		}
	case 'n':
		code = 'g'
	}
	if prec < 0 {
		prec = defaultPrec
	} else if code == 'r' {
		code = 'g'
	}
	if f.typ == 'n' {
		f.thousands, f.group = 0, 0
	}
	// The parts are laid out without padding, then padded as a whole.
	inner := f
	inner.fill, inner.align = " ", '<'
	var scratch [64]byte
	var body []byte
	if parens {
		body = append(body, '(')
	}
	if !skipRe {
		s := formatDouble(scratch[:0], re, code, prec, flags)
		body = appendNumber(body, &inner, splitNumber(string(s)), f.sign, -1, false)
	}
	imSign := f.sign
	if !skipRe {
		imSign = '+'
	}
	s := formatDouble(scratch[:0], im, code, prec, flags)
	body = appendNumber(body, &inner, splitNumber(string(s)), imSign, -1, false)
	body = append(body, 'j')
	if parens {
		body = append(body, ')')
	}
	left, right := alignPadding(len(body), f.width, f.align)
	out := appendFill(make([]byte, 0, len(body)+left+right), f.fill, left)
	out = append(out, body...)
	return string(appendFill(out, f.fill, right)), nil
}
