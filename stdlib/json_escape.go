// This file holds the string escaping of the json encoder: a str becomes a
// quoted JSON string, either pure ASCII (ensure_ascii, every other code
// point as \uXXXX, astral ones as a surrogate pair) or keeping non-ASCII
// text as it is and escaping only the quote, the backslash and the C0
// controls. Strings are pyex's WTF-8, so a lone surrogate decodes to its
// own code point and is escaped (or kept) like any other.

package stdlib

import "unicode/utf8"

const jsonHexDigits = "0123456789abcdef"

// jsonSafeASCII and jsonSafeUnicode mark the bytes that are copied
// unchanged in ASCII and non-ASCII mode. In ASCII mode only ' '..'~' less
// the quote and backslash are safe (DEL is escaped, as CPython does);
// otherwise every byte but the quote, the backslash and the C0 controls is.
var jsonSafeASCII, jsonSafeUnicode = func() (a, u [256]bool) {
	for c := 0; c < 256; c++ {
		a[c] = c >= ' ' && c <= '~' && c != '"' && c != '\\'
		u[c] = c >= ' ' && c != '"' && c != '\\'
	}
	return a, u
}()

// appendJSONString appends s as a quoted JSON string.
func appendJSONString(buf []byte, s string, ascii bool) []byte {
	safe := &jsonSafeUnicode
	if ascii {
		safe = &jsonSafeASCII
	}
	buf = append(buf, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if safe[c] {
			i++
			continue
		}
		buf = append(buf, s[start:i]...)
		if c < utf8.RuneSelf {
			buf = appendJSONEscape(buf, rune(c))
			i++
		} else {
			r, n := jsonDecodeRune(s[i:])
			buf = appendJSONEscape(buf, r)
			i += n
		}
		start = i
	}
	buf = append(buf, s[start:]...)
	return append(buf, '"')
}

// appendJSONEscape appends the escape of code point r.
func appendJSONEscape(buf []byte, r rune) []byte {
	switch r {
	case '"':
		return append(buf, '\\', '"')
	case '\\':
		return append(buf, '\\', '\\')
	case '\b':
		return append(buf, '\\', 'b')
	case '\f':
		return append(buf, '\\', 'f')
	case '\n':
		return append(buf, '\\', 'n')
	case '\r':
		return append(buf, '\\', 'r')
	case '\t':
		return append(buf, '\\', 't')
	}
	if r >= 0x10000 {
		r -= 0x10000
		buf = jsonAppendU4(buf, 0xD800|(r>>10)&0x3FF)
		r = 0xDC00 | r&0x3FF
	}
	return jsonAppendU4(buf, r)
}

// jsonAppendU4 appends \uXXXX with lowercase hex digits.
func jsonAppendU4(buf []byte, r rune) []byte {
	return append(buf, '\\', 'u', jsonHexDigits[r>>12&0xF], jsonHexDigits[r>>8&0xF], jsonHexDigits[r>>4&0xF], jsonHexDigits[r&0xF])
}

// jsonDecodeRune returns the first code point of the non-empty WTF-8 string s
// and its length; a lone surrogate (ED A0..BF xx) is its own code point.
func jsonDecodeRune(s string) (rune, int) {
	c := s[0]
	if c < utf8.RuneSelf {
		return rune(c), 1
	}
	if c == 0xED && len(s) >= 3 && s[1] >= 0xA0 && s[1] <= 0xBF && s[2]&0xC0 == 0x80 {
		return 0xD000 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	}
	return utf8.DecodeRuneInString(s)
}

// jsonAppendRune appends code point r in WTF-8: a surrogate takes the 3-byte
// form UTF-8 would give it, everything else is UTF-8.
func jsonAppendRune(buf []byte, r rune) []byte {
	if r >= 0xD800 && r <= 0xDFFF {
		return append(buf, 0xED, byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(buf, r)
}

// jsonCPIndex returns the code point index of byte offset off in s.
func jsonCPIndex(s string, off int) int {
	n := 0
	for i := 0; i < off && i < len(s); i++ {
		if s[i]&0xC0 != 0x80 {
			n++
		}
	}
	return n
}

// jsonByteOffset returns the byte offset of code point index idx in s (len(s)
// when idx is past the end).
func jsonByteOffset(s string, idx int) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i]&0xC0 != 0x80 {
			if n == idx {
				return i
			}
			n++
		}
	}
	return len(s)
}
