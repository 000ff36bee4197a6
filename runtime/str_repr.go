package runtime

// This file holds repr() and ascii() of str and repr() of bytes and
// bytearray.

import "strings"

// hexDigits are the digits of Python's lower-case hex escapes.
const hexDigits = "0123456789abcdef"

// strRepr returns repr(s): s in single quotes, or in double quotes when it
// holds a single quote and no double quote, with backslash escapes for the
// quote, the backslash, \t \n \r and every character that is not
// printable (\xhh, \uhhhh or \Uhhhhhhhh by size).
func strRepr(s string) string { return quoteStr(s, false) }

// strASCII returns ascii(s): repr(s) with every non-ASCII character
// escaped too.
func strASCII(s string) string { return quoteStr(s, true) }

// quoteStr is repr (asciiOnly false) and ascii (true) of a str. Runs of
// characters shown as they are are copied whole, into a Builder sized for
// the usual case of no escapes, so the result is one allocation.
func quoteStr(s string, asciiOnly bool) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte(quote)
	run := 0 // where the bytes not yet written start
	for i := 0; i < len(s); {
		c := s[i]
		if c < 0x80 {
			if c >= ' ' && c != 0x7f && c != quote && c != '\\' {
				i++
				continue
			}
			b.WriteString(s[run:i])
			switch {
			case c == quote || c == '\\':
				b.WriteByte('\\')
				b.WriteByte(c)
			case c == '\t':
				b.WriteString(`\t`)
			case c == '\n':
				b.WriteString(`\n`)
			case c == '\r':
				b.WriteString(`\r`)
			default:
				b.Write([]byte{'\\', 'x', hexDigits[c>>4], hexDigits[c&15]})
			}
			i++
			run = i
			continue
		}
		r, size := decodeRune(s[i:])
		if !asciiOnly && uniLookup(r)&uPrintable != 0 {
			i += size
			continue
		}
		b.WriteString(s[run:i])
		var esc [10]byte
		b.Write(appendEscape(esc[:0], r))
		i += size
		run = i
	}
	b.WriteString(s[run:])
	b.WriteByte(quote)
	return b.String()
}

// appendEscape appends the shortest of \xhh, \uhhhh and \Uhhhhhhhh for r.
func appendEscape(b []byte, r rune) []byte {
	switch {
	case r < 0x100:
		return append(b, '\\', 'x', hexDigits[r>>4], hexDigits[r&15])
	case r < 0x10000:
		return append(b, '\\', 'u', hexDigits[r>>12], hexDigits[r>>8&15], hexDigits[r>>4&15], hexDigits[r&15])
	}
	b = append(b, '\\', 'U')
	for shift := 28; shift >= 0; shift -= 4 {
		b = append(b, hexDigits[r>>shift&15])
	}
	return b
}

// bytesRepr returns repr(b) of a bytes object: b'...' (b"..." when b holds
// a single quote and no double quote) with \t \n \r \\ and \xhh escapes
// for bytes outside the printable ASCII range.
func bytesRepr[B byteData](b B) string { return string(appendBytesRepr(nil, b, false)) }

// bytearrayRepr returns repr(b) of a bytearray: bytearray(b'...'). A
// subclass shows its own name, which the object layer substitutes.
func bytearrayRepr[B byteData](b B) string {
	out := append([]byte("bytearray("), appendBytesRepr(nil, b, true)...)
	return string(append(out, ')'))
}

// appendBytesRepr appends b'...' to out; bytearray's repr (quoteAlways)
// escapes a single quote even inside double quotes, as CPython's does.
func appendBytesRepr[B byteData](out []byte, b B, quoteAlways bool) []byte {
	quote := byte('\'')
	sq, dq := false, false
	for i := 0; i < len(b); i++ {
		if c := b[i]; c == '\'' {
			sq = true
		} else if c == '"' {
			dq = true
		}
	}
	if sq && !dq {
		quote = '"'
	}
	out = append(out, 'b', quote)
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c == quote || c == '\\' || (quoteAlways && c == '\''):
			out = append(out, '\\', c)
		case c == '\t':
			out = append(out, '\\', 't')
		case c == '\n':
			out = append(out, '\\', 'n')
		case c == '\r':
			out = append(out, '\\', 'r')
		case c < ' ' || c >= 0x7f:
			out = append(out, '\\', 'x', hexDigits[c>>4], hexDigits[c&15])
		default:
			out = append(out, c)
		}
	}
	return append(out, quote)
}
