package runtime

// This file holds the str predicates (isalpha, isdigit, ...), with the
// character classes of CPython 3.11's Unicode database.

// strAll reports whether s is not empty and every code point of s has one
// of the flags in want.
func strAll(s string, want uniFlags) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); {
		c := s[i]
		if c < 0x80 {
			if asciiFlags[c]&want == 0 {
				return false
			}
			i++
			continue
		}
		r, size := decodeRune(s[i:])
		if uniLookup(r)&want == 0 {
			return false
		}
		i += size
	}
	return true
}

// strIsAlpha returns s.isalpha().
func strIsAlpha(s string) bool { return strAll(s, uAlpha) }

// strIsAlnum returns s.isalnum(): every character is alphabetic, decimal,
// a digit or numeric.
func strIsAlnum(s string) bool { return strAll(s, uAlpha|uDecimal|uDigit|uNumeric) }

// strIsDecimal returns s.isdecimal().
func strIsDecimal(s string) bool { return strAll(s, uDecimal) }

// strIsDigit returns s.isdigit().
func strIsDigit(s string) bool { return strAll(s, uDigit) }

// strIsNumeric returns s.isnumeric().
func strIsNumeric(s string) bool { return strAll(s, uNumeric) }

// strIsSpace returns s.isspace().
func strIsSpace(s string) bool { return strAll(s, uSpace) }

// strIsASCII returns s.isascii(), which is true for the empty string.
func strIsASCII(s string) bool { return isASCII(s) }

// strIsPrintable returns s.isprintable(), which is true for the empty
// string.
func strIsPrintable(s string) bool { return s == "" || strAll(s, uPrintable) }

// isSpaceRune reports whether r is whitespace to Python (str.isspace,
// str.split and str.strip without arguments).
func isSpaceRune(r rune) bool { return uniProps(r)&uSpace != 0 }

// isPrintableRune reports whether repr() shows r as itself.
func isPrintableRune(r rune) bool { return uniProps(r)&uPrintable != 0 }

// strIsIdentifier returns s.isidentifier(): the first character is
// XID_Start or the underscore, the others XID_Continue. It does not reject
// keywords.
func strIsIdentifier(s string) bool {
	if s == "" {
		return false
	}
	r, size := decodeRune(s)
	if uniProps(r)&uIdentStart == 0 {
		return false
	}
	for i := size; i < len(s); {
		r, size := decodeRune(s[i:])
		if uniProps(r)&uIdentContinue == 0 {
			return false
		}
		i += size
	}
	return true
}

// strIsLower returns s.islower(): s has a lower-case character and no
// upper- or title-case one.
func strIsLower(s string) bool {
	cased := false
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		f := uniProps(r)
		if f&(uUpper|uTitle) != 0 {
			return false
		}
		if f&uLower != 0 {
			cased = true
		}
		i += size
	}
	return cased
}

// strIsUpper returns s.isupper(): s has an upper-case character and no
// lower- or title-case one.
func strIsUpper(s string) bool {
	cased := false
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		f := uniProps(r)
		if f&(uLower|uTitle) != 0 {
			return false
		}
		if f&uUpper != 0 {
			cased = true
		}
		i += size
	}
	return cased
}

// strIsTitle returns s.istitle(): s has a cased character, upper- and
// title-case characters follow only uncased ones and lower-case
// characters only cased ones.
func strIsTitle(s string) bool {
	cased, prevCased := false, false
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		f := uniProps(r)
		switch {
		case f&(uUpper|uTitle) != 0:
			if prevCased {
				return false
			}
			prevCased, cased = true, true
		case f&uLower != 0:
			if !prevCased {
				return false
			}
			prevCased, cased = true, true
		default:
			prevCased = false
		}
		i += size
	}
	return cased
}

// RuneIsAlnum reports whether str.isalnum() holds for the one character
// r (re's \w is this or the underscore).
func RuneIsAlnum(r rune) bool {
	if r < 0x80 {
		return asciiFlags[r]&(uAlpha|uDecimal|uDigit|uNumeric) != 0
	}
	return uniLookup(r)&(uAlpha|uDecimal|uDigit|uNumeric) != 0
}

// RuneIsDecimal reports whether str.isdecimal() holds for the one
// character r (re's \d).
func RuneIsDecimal(r rune) bool {
	if r < 0x80 {
		return asciiFlags[r]&uDecimal != 0
	}
	return uniLookup(r)&uDecimal != 0
}
