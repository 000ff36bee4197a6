package runtime

// This file holds the methods of bytes and bytearray that mirror str's,
// with their ASCII-only character classes. Byte data comes and goes as Go
// strings, the storage of a bytes object, so bytes methods copy nothing
// they need not; a bytearray passes string(b) and turns a result back with
// []byte(r), so it never shares memory with a result. Positions are byte
// offsets; start and end are as adjustIndices takes them.

import "strings"

// asciiSpace reports whether c is whitespace for bytes methods: space,
// \t \n \v \f \r (CPython's Py_ISSPACE, which lacks str's \x1c..\x1f).
func asciiSpace(c byte) bool {
	return c == ' ' || (c >= '\t' && c <= '\r')
}

// asciiAlpha reports whether c is an ASCII letter.
func asciiAlpha(c byte) bool { return asciiUpper(c) || asciiLower(c) }

// asciiDigit reports whether c is an ASCII digit.
func asciiDigit(c byte) bool { return '0' <= c && c <= '9' }

// bytesAll reports whether b is not empty and pred holds for every byte.
func bytesAll(b string, pred func(byte) bool) bool {
	if len(b) == 0 {
		return false
	}
	for k := 0; k < len(b); k++ {
		c := b[k]
		if !pred(c) {
			return false
		}
	}
	return true
}

// bytesIsAlpha returns b.isalpha().
func bytesIsAlpha(b string) bool { return bytesAll(b, asciiAlpha) }

// bytesIsAlnum returns b.isalnum().
func bytesIsAlnum(b string) bool {
	return bytesAll(b, func(c byte) bool { return asciiAlpha(c) || asciiDigit(c) })
}

// bytesIsDigit returns b.isdigit().
func bytesIsDigit(b string) bool { return bytesAll(b, asciiDigit) }

// bytesIsSpace returns b.isspace().
func bytesIsSpace(b string) bool { return bytesAll(b, asciiSpace) }

// bytesIsASCII returns b.isascii(), true for empty b.
func bytesIsASCII(b string) bool {
	for k := 0; k < len(b); k++ {
		c := b[k]
		if c >= 0x80 {
			return false
		}
	}
	return true
}

// bytesIsLower returns b.islower(): a lower-case letter and no upper-case
// one.
func bytesIsLower(b string) bool {
	cased := false
	for k := 0; k < len(b); k++ {
		c := b[k]
		if asciiUpper(c) {
			return false
		}
		cased = cased || asciiLower(c)
	}
	return cased
}

// bytesIsUpper returns b.isupper().
func bytesIsUpper(b string) bool {
	cased := false
	for k := 0; k < len(b); k++ {
		c := b[k]
		if asciiLower(c) {
			return false
		}
		cased = cased || asciiUpper(c)
	}
	return cased
}

// bytesIsTitle returns b.istitle().
func bytesIsTitle(b string) bool {
	cased, prev := false, false
	for k := 0; k < len(b); k++ {
		c := b[k]
		switch {
		case asciiUpper(c):
			if prev {
				return false
			}
			prev, cased = true, true
		case asciiLower(c):
			if !prev {
				return false
			}
			prev, cased = true, true
		default:
			prev = false
		}
	}
	return cased
}

// bytesCase applies one of the ASCII case conversions: caseLower,
// caseUpper, caseSwap, caseCapitalize or caseTitle.
func bytesCase(b string, op caseOp) string {
	out := make([]byte, len(b))
	prev := false
	for i := 0; i < len(b); i++ {
		c := b[i]
		d := c
		switch op {
		case caseLower:
			if asciiUpper(c) {
				d = c + 32
			}
		case caseUpper:
			if asciiLower(c) {
				d = c - 32
			}
		case caseSwap:
			if asciiUpper(c) {
				d = c + 32
			} else if asciiLower(c) {
				d = c - 32
			}
		case caseCapitalize, caseTitle:
			lower := prev
			if op == caseCapitalize {
				lower = i > 0
			}
			if lower && asciiUpper(c) {
				d = c + 32
			} else if !lower && asciiLower(c) {
				d = c - 32
			}
			prev = asciiAlpha(c)
		}
		out[i] = d
	}
	return string(out)
}

// bytesLower returns b.lower().
func bytesLower(b string) string { return bytesCase(b, caseLower) }

// bytesUpper returns b.upper().
func bytesUpper(b string) string { return bytesCase(b, caseUpper) }

// bytesSwapcase returns b.swapcase().
func bytesSwapcase(b string) string { return bytesCase(b, caseSwap) }

// bytesCapitalize returns b.capitalize().
func bytesCapitalize(b string) string { return bytesCase(b, caseCapitalize) }

// bytesTitle returns b.title().
func bytesTitle(b string) string { return bytesCase(b, caseTitle) }

// bytesFind returns b.find(sub, start, end).
func bytesFind(b, sub string, start, end int) int {
	start, end = adjustIndices(start, end, len(b))
	if end-start < len(sub) {
		return -1
	}
	if i := strings.Index(b[start:end], sub); i >= 0 {
		return start + i
	}
	return -1
}

// bytesRFind returns b.rfind(sub, start, end).
func bytesRFind(b, sub string, start, end int) int {
	start, end = adjustIndices(start, end, len(b))
	if end-start < len(sub) {
		return -1
	}
	if i := strings.LastIndex(b[start:end], sub); i >= 0 {
		return start + i
	}
	return -1
}

// errSubsectionNotFound is the ValueError of bytes.index and bytes.rindex.
func errSubsectionNotFound() *Error {
	return &Error{Kind: ValueError, Msg: "subsection not found"}
}

// bytesIndexOf returns b.index(sub, start, end).
func bytesIndexOf(b, sub string, start, end int) (int, *Error) {
	if i := bytesFind(b, sub, start, end); i >= 0 {
		return i, nil
	}
	return 0, errSubsectionNotFound()
}

// bytesRIndex returns b.rindex(sub, start, end).
func bytesRIndex(b, sub string, start, end int) (int, *Error) {
	if i := bytesRFind(b, sub, start, end); i >= 0 {
		return i, nil
	}
	return 0, errSubsectionNotFound()
}

// bytesCount returns b.count(sub, start, end).
func bytesCount(b, sub string, start, end int) int {
	start, end = adjustIndices(start, end, len(b))
	if end-start < len(sub) {
		return 0
	}
	if len(sub) == 0 {
		return end - start + 1
	}
	return strings.Count(b[start:end], sub)
}

// bytesTailMatch is str's strTailMatch over bytes.
func bytesTailMatch(b, sub string, start, end int, atEnd bool) bool {
	start, end = adjustIndices(start, end, len(b))
	end -= len(sub)
	if end < start {
		return false
	}
	at := start
	if atEnd {
		at = end
	}
	return strings.HasPrefix(b[at:], sub)
}

// bytesStartsWith returns b.startswith(prefix, start, end) for one prefix.
func bytesStartsWith(b, prefix string, start, end int) bool {
	return bytesTailMatch(b, prefix, start, end, false)
}

// bytesEndsWith returns b.endswith(suffix, start, end) for one suffix.
func bytesEndsWith(b, suffix string, start, end int) bool {
	return bytesTailMatch(b, suffix, start, end, true)
}

// byteArg checks an int argument that stands for one byte (find, count,
// `in`, index of bytes).
func byteArg(n int) (byte, *Error) {
	if n < 0 || n > 255 {
		return 0, &Error{Kind: ValueError, Msg: "byte must be in range(0, 256)"}
	}
	return byte(n), nil
}

// bytesReplace returns b.replace(old, new, count).
func bytesReplace(b, old, new string, count int) string {
	if count < 0 || count > len(b)+1 {
		count = len(b) + 1
	}
	if len(old) != 0 {
		return strings.Replace(b, old, new, count)
	}
	out := make([]byte, 0, len(b)+count*len(new))
	i := 0
	for k := 0; k < count; k++ {
		out = append(out, new...)
		if i < len(b) {
			out = append(out, b[i])
			i++
		}
	}
	return string(append(out, b[i:]...))
}

// bytesRemovePrefix returns b.removeprefix(prefix).
func bytesRemovePrefix(b, prefix string) string { return strings.TrimPrefix(b, prefix) }

// bytesRemoveSuffix returns b.removesuffix(suffix).
func bytesRemoveSuffix(b, suffix string) string { return strings.TrimSuffix(b, suffix) }
