package frontend

// This file decodes the body of one string or bytes literal: the prefix,
// the quotes, and the escape sequences, as CPython 3.11's
// _PyPegen_parsestr, decode_unicode_with_escapes and the 'unicodeescape'
// and bytes-escape codecs do.

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// strLiteral is one literal split into its prefix flags and its body (the
// text between the quotes).
type strLiteral struct {
	bytes, raw, fmode bool
	body              string
	bodyOff           int // offset of body within the token's Lit
}

// splitLiteral reads the prefix letters and the quotes of a STRING token's
// text. The tokenizer has already checked that lit is a complete literal.
func splitLiteral(lit string) strLiteral {
	var s strLiteral
	i := 0
	for ; i < len(lit); i++ {
		switch lit[i] {
		case 'b', 'B':
			s.bytes = true
			continue
		case 'r', 'R':
			s.raw = true
			continue
		case 'f', 'F':
			s.fmode = true
			continue
		case 'u', 'U':
			continue
		}
		break
	}
	q := lit[i]
	n := 1
	if len(lit)-i >= 6 && lit[i+1] == q && lit[i+2] == q {
		n = 3
	}
	s.bodyOff = i + n
	s.body = lit[i+n : len(lit)-n]
	return s
}

// decodePlain returns the value of a literal that is not an f-string: a Str
// or a Bytes. t is its token, for error positions.
func decodePlain(t *Token, lit *strLiteral) (Value, *posError) {
	raw := lit.raw || strings.IndexByte(lit.body, '\\') < 0
	if lit.bytes {
		for i := 0; i < len(lit.body); i++ {
			if lit.body[i] >= 0x80 {
				return nil, errAtToken(t, "bytes can only contain ASCII literal characters")
			}
		}
		if raw {
			return Bytes(lit.body), nil
		}
		return decodeBytesEscapes(lit.body)
	}
	if !utf8.ValidString(lit.body) {
		// The tokenizer passes undecodable bytes through; CPython's
		// string decoder reports them, at the end of the literal.
		if msg, _, valid := utf8DecodeError(lit.body); !valid {
			return nil, &posError{Kind: KindSyntaxError, Msg: "(unicode error) " + msg,
				Line: int(t.EndLine), Col: int(t.EndCol), EndLine: int(t.EndLine), EndCol: int(t.EndCol)}
		}
	}
	if raw {
		return Str(lit.body), nil
	}
	s, err := decodeStrEscapes(lit.body)
	if err != nil {
		return nil, err
	}
	return Str(s), nil
}

// hexDigitValue returns the value of an ASCII hex digit, or 16.
func hexDigitValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return 16
}

// simpleEscape returns the character a one-letter escape \c stands for,
// in str and bytes literals alike.
func simpleEscape(c byte) (byte, bool) {
	switch c {
	case '\\', '\'', '"':
		return c, true
	case 'b':
		return '\b', true
	case 'f':
		return '\f', true
	case 't':
		return '\t', true
	case 'n':
		return '\n', true
	case 'r':
		return '\r', true
	case 'v':
		return '\v', true
	case 'a':
		return '\a', true
	}
	return 0, false
}

// decodeBytesEscapes decodes the escapes of a bytes literal's body (ASCII
// only, checked by the caller), as CPython's _PyBytes_DecodeEscape does.
func decodeBytesEscapes(body string) (Value, *posError) {
	var buf strings.Builder
	buf.Grow(len(body))
	for i := 0; i < len(body); {
		c := body[i]
		if c != '\\' || i+1 == len(body) {
			// (A body cannot end in a lone backslash: the closing quote
			// would be escaped. Keep it, should it happen.)
			buf.WriteByte(c)
			i++
			continue
		}
		c = body[i+1]
		i += 2
		if e, ok := simpleEscape(c); ok {
			buf.WriteByte(e)
			continue
		}
		switch c {
		case '\n':
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := int(c - '0')
			for k := 0; k < 2 && i < len(body) && body[i] >= '0' && body[i] <= '7'; k++ {
				v = v<<3 + int(body[i]-'0')
				i++
			}
			buf.WriteByte(byte(v)) // values above 0o377 wrap, as in C
		case 'x':
			if i+1 < len(body) {
				d1, d2 := hexDigitValue(body[i]), hexDigitValue(body[i+1])
				if d1 < 16 && d2 < 16 {
					buf.WriteByte(byte(d1<<4 + d2))
					i += 2
					break
				}
			}
			return nil, errAtNextToken("(value error) invalid \\x escape at position " + strconv.Itoa(i-2))
		default:
			// An unknown escape keeps its backslash (CPython warns).
			buf.WriteByte('\\')
			buf.WriteByte(c)
		}
	}
	return Bytes(buf.String()), nil
}

// writeRune writes the UTF-8 form of r; a surrogate gets its 3-byte
// generalized UTF-8 form (see Str).
func writeRune(buf *strings.Builder, r rune) {
	if r >= 0xD800 && r <= 0xDFFF {
		buf.WriteByte(byte(0xE0 | r>>12))
		buf.WriteByte(byte(0x80 | (r>>6)&0x3F))
		buf.WriteByte(byte(0x80 | r&0x3F))
		return
	}
	buf.WriteRune(r)
}

// decodeStrEscapes decodes the escapes of a str literal's body (or of a
// literal part of an f-string), as CPython's decode_unicode_with_escapes
// followed by the 'unicodeescape' codec does. A backslash before a
// non-ASCII character or at the very end stays a backslash.
func decodeStrEscapes(body string) (string, *posError) {
	var buf strings.Builder
	buf.Grow(len(body))
	for i := 0; i < len(body); {
		c := body[i]
		if c != '\\' || i+1 == len(body) || body[i+1] >= utf8.RuneSelf {
			buf.WriteByte(c)
			i++
			continue
		}
		start := i
		c = body[i+1]
		i += 2
		if e, ok := simpleEscape(c); ok {
			buf.WriteByte(e)
			continue
		}
		switch c {
		case '\n':
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := rune(c - '0')
			for k := 0; k < 2 && i < len(body) && body[i] >= '0' && body[i] <= '7'; k++ {
				v = v<<3 + rune(body[i]-'0')
				i++
			}
			writeRune(&buf, v)
		case 'x', 'u', 'U':
			count, msg := 2, `truncated \xXX escape`
			if c == 'u' {
				count, msg = 4, `truncated \uXXXX escape`
			} else if c == 'U' {
				count, msg = 8, `truncated \UXXXXXXXX escape`
			}
			var v rune
			for ; count > 0; count-- {
				d := 16
				if i < len(body) {
					d = hexDigitValue(body[i])
				}
				if d == 16 {
					return "", unicodeEscapeError(body, start, i, msg)
				}
				v = v<<4 + rune(d)
				i++
			}
			if v > utf8.MaxRune || v < 0 {
				return "", unicodeEscapeError(body, start, i, "illegal Unicode character")
			}
			writeRune(&buf, v)
		case 'N':
			r, end, msg := namedEscape(body, i)
			if msg != "" {
				return "", unicodeEscapeError(body, start, end, msg)
			}
			writeRune(&buf, r)
			i = end
		default:
			// An unknown escape keeps its backslash (CPython warns).
			buf.WriteByte('\\')
			buf.WriteByte(c)
		}
	}
	return buf.String(), nil
}

// namedEscape reads the {name} part of a \N escape from body[i:] and
// returns the character and the end of the escape, or an error message
// and the offset CPython reports as the error's end.
func namedEscape(body string, i int) (r rune, end int, msg string) {
	msg = `malformed \N character escape`
	if i >= len(body) || body[i] != '{' {
		return 0, i, msg
	}
	i++
	nameStart := i
	for i < len(body) && body[i] != '}' {
		i++
	}
	if i >= len(body) || i == nameStart {
		return 0, i, msg
	}
	r, ok := lookupUnicodeName(body[nameStart:i])
	if !ok {
		return 0, i + 1, "unknown Unicode character name"
	}
	return r, i + 1, ""
}

// unicodeEscapeError returns CPython's error for a bad escape spanning
// body[start:end]. CPython reports positions in the buffer it hands the
// codec, in which each non-ASCII character has become a 10-byte \UXXXXXXXX
// escape and a backslash before one has become \u005c; escapedOffset
// converts.
func unicodeEscapeError(body string, start, end int, reason string) *posError {
	a, b := escapedOffset(body, start), escapedOffset(body, end)
	return errAtNextToken("(unicode error) 'unicodeescape' codec can't decode bytes in position " +
		strconv.Itoa(a) + "-" + strconv.Itoa(b-1) + ": " + reason)
}

// escapedOffset returns the offset that body[:i] occupies in the buffer
// decode_unicode_with_escapes builds.
func escapedOffset(body string, i int) int {
	n := 0
	for j := 0; j < i; {
		// One step of CPython's loop: a backslash takes the next
		// character along, so a backslash pair never gets the \u005c.
		if body[j] == '\\' {
			n++
			j++
			if j == len(body) || body[j] >= 0x80 {
				n += 5
			}
			if j >= i {
				break
			}
		}
		if body[j] < 0x80 {
			n++
			j++
		} else {
			_, size := utf8.DecodeRuneInString(body[j:])
			n += 10
			j += size
		}
	}
	return n
}
