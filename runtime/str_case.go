package runtime

// This file holds the case conversions of str: lower, upper, casefold,
// capitalize, swapcase and title, with the full (one-to-many) mappings
// CPython applies ('ß'.upper() == 'SS') and its one context rule, the
// final sigma of lower(). Like CPython, and unlike SpecialCasing.txt, no
// language-specific rule (Turkish, Lithuanian) applies.

import (
	"encoding/binary"
	"strings"
)

// caseOp selects the mapping caseConvert applies.
type caseOp uint8

// The case conversions.
const (
	caseLower caseOp = iota
	caseUpper
	caseFold
	caseCapitalize
	caseSwap
	caseTitle
)

// strLower returns s.lower().
func strLower(s string) string {
	if isASCII(s) {
		return asciiMap(s, caseLower)
	}
	return caseConvert(s, caseLower)
}

// strUpper returns s.upper().
func strUpper(s string) string {
	if isASCII(s) {
		return asciiMap(s, caseUpper)
	}
	return caseConvert(s, caseUpper)
}

// strCasefold returns s.casefold().
func strCasefold(s string) string {
	if isASCII(s) {
		return asciiMap(s, caseLower)
	}
	return caseConvert(s, caseFold)
}

// strCapitalize returns s.capitalize(): the first character in title case,
// the rest in lower case.
func strCapitalize(s string) string {
	if isASCII(s) {
		return asciiMap(s, caseCapitalize)
	}
	return caseConvert(s, caseCapitalize)
}

// strSwapcase returns s.swapcase().
func strSwapcase(s string) string {
	if isASCII(s) {
		return asciiMap(s, caseSwap)
	}
	return caseConvert(s, caseSwap)
}

// strTitle returns s.title(): a character that follows a cased one is
// lowered, any other is title-cased.
func strTitle(s string) string {
	if isASCII(s) {
		return asciiMap(s, caseTitle)
	}
	return caseConvert(s, caseTitle)
}

// asciiUpper reports whether c is an ASCII upper-case letter.
func asciiUpper(c byte) bool { return 'A' <= c && c <= 'Z' }

// asciiLower reports whether c is an ASCII lower-case letter.
func asciiLower(c byte) bool { return 'a' <= c && c <= 'z' }

// asciiMap applies op to an ASCII string, returning s itself when nothing
// changes.
func asciiMap(s string, op caseOp) string {
	switch op {
	case caseLower:
		return asciiShift(s, 'A', 'Z', 32)
	case caseUpper:
		return asciiShift(s, 'a', 'z', -32)
	}
	// The result is mapped 64 bytes at a time on the stack: a short one
	// is then string(b), a long one goes through a Builder, and either
	// way the string is the one allocation.
	var chunk [64]byte
	var sb strings.Builder
	if len(s) > len(chunk) {
		sb.Grow(len(s))
	}
	prevCased := false
	for base := 0; base < len(s); base += len(chunk) {
		part := s[base:min(base+len(chunk), len(s))]
		b := chunk[:len(part)]
		for k := 0; k < len(part); k++ {
			c := part[k]
			switch op {
			case caseSwap:
				if asciiUpper(c) {
					c += 32
				} else if asciiLower(c) {
					c -= 32
				}
			case caseCapitalize, caseTitle:
				lower := prevCased
				if op == caseCapitalize {
					lower = base+k > 0
				}
				prevCased = asciiUpper(c) || asciiLower(c)
				if lower && asciiUpper(c) {
					c += 32
				} else if !lower && asciiLower(c) {
					c -= 32
				}
			}
			b[k] = c
		}
		if len(s) <= len(chunk) {
			return string(b)
		}
		sb.Write(b)
	}
	return sb.String()
}

// asciiShift adds delta to every byte of s in lo..hi (the letters of one
// case), returning s itself when there is none. It works on eight bytes at
// a time.
func asciiShift(s string, lo, hi byte, delta int) string {
	// Adding 0x80-lo to a byte below 0x80 sets its top bit when the byte
	// is >= lo, adding 0x80-hi-1 when it is > hi, and neither addition
	// carries into the next byte.
	geLo := uint64(0x80-lo) * 0x0101010101010101
	gtHi := uint64(0x80-hi-1) * 0x0101010101010101
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := load64(s, i)
		if ((w+geLo)&^(w+gtHi))&highBits != 0 {
			break
		}
	}
	for i < len(s) && (s[i] < lo || s[i] > hi) {
		i++
	}
	if i == len(s) {
		return s
	}
	if len(s) > 64 {
		// A long result goes through a Builder, whose String does not
		// copy: make plus string(b) would allocate it twice.
		var sb strings.Builder
		sb.Grow(len(s))
		sb.WriteString(s[:i])
		var word [8]byte
		for ; i+8 <= len(s); i += 8 {
			w := load64(s, i)
			m := ((w + geLo) &^ (w + gtHi)) & highBits
			binary.LittleEndian.PutUint64(word[:], w^m>>2)
			sb.Write(word[:])
		}
		for ; i < len(s); i++ {
			c := s[i]
			if lo <= c && c <= hi {
				c = byte(int(c) + delta)
			}
			sb.WriteByte(c)
		}
		return sb.String()
	}
	var stack [64]byte
	b := stack[:len(s)]
	copy(b, s[:i])
	for ; i+8 <= len(s); i += 8 {
		w := load64(s, i)
		// The case bit 0x20 of every letter in lo..hi flips.
		m := ((w + geLo) &^ (w + gtHi)) & highBits
		w ^= m >> 2
		b[i], b[i+1], b[i+2], b[i+3] = byte(w), byte(w>>8), byte(w>>16), byte(w>>24)
		b[i+4], b[i+5], b[i+6], b[i+7] = byte(w>>32), byte(w>>40), byte(w>>48), byte(w>>56)
	}
	for ; i < len(s); i++ {
		c := s[i]
		if lo <= c && c <= hi {
			c = byte(int(c) + delta)
		}
		b[i] = c
	}
	return string(b)
}

// caseConvert applies op to any string.
func caseConvert(s string, op caseOp) string {
	// The mapped bytes gather in a stack chunk, flushed to a Builder when
	// nearly full: a short result is string(b), a long one the Builder's,
	// one allocation either way. One code point maps to at most 12 bytes.
	var chunk [128]byte
	b := chunk[:0]
	var sb strings.Builder
	prevCased := false
	for i := 0; i < len(s); {
		if len(b) > len(chunk)-12 {
			if sb.Cap() == 0 {
				sb.Grow(len(s) + len(s)/8)
			}
			sb.Write(b)
			b = chunk[:0]
		}
		if c := s[i]; c < 0x80 {
			// ASCII maps by itself, as in asciiMap.
			up, low := asciiUpper(c), asciiLower(c)
			lower := false
			switch op {
			case caseLower, caseFold:
				lower = true
			case caseCapitalize:
				lower = i > 0
			case caseSwap:
				lower = up
			case caseTitle:
				lower = prevCased
				prevCased = up || low
			}
			if lower && up {
				c += 32
			} else if !lower && low {
				c -= 32
			}
			b = append(b, c)
			i++
			continue
		}
		r, size := decodeRune(s[i:])
		f := uniProps(r)
		switch op {
		case caseLower:
			b = appendLower(b, s, i, size, r, f)
		case caseUpper:
			b = upperMapping.appendMapped(b, r, f)
		case caseFold:
			b = foldMapping.appendMapped(b, r, f)
		case caseCapitalize:
			if i == 0 {
				b = titleMapping.appendMapped(b, r, f)
			} else {
				b = appendLower(b, s, i, size, r, f)
			}
		case caseSwap:
			switch {
			case f&uUpper != 0:
				b = appendLower(b, s, i, size, r, f)
			case f&uLower != 0:
				b = upperMapping.appendMapped(b, r, f)
			default:
				b = appendRune(b, r)
			}
		case caseTitle:
			if prevCased {
				b = appendLower(b, s, i, size, r, f)
			} else {
				b = titleMapping.appendMapped(b, r, f)
			}
			prevCased = f&uCased != 0
		}
		i += size
	}
	if sb.Cap() == 0 {
		return string(b)
	}
	sb.Write(b)
	return sb.String()
}

// appendLower appends the lower case of r, found at s[i:i+size] with flags
// f, applying the final-sigma rule to U+03A3 like CPython's lower_ucs4.
func appendLower(b []byte, s string, i, size int, r rune, f uniFlags) []byte {
	if r == 0x3A3 {
		return appendRune(b, finalSigma(s, i, size))
	}
	return lowerMapping.appendMapped(b, r, f)
}

// finalSigma returns the lower case of the capital sigma at s[i:i+size]:
// final sigma U+03C2 when a cased character precedes it and none follows
// (skipping case-ignorable characters both ways), else U+03C3.
func finalSigma(s string, i, size int) rune {
	final := false
	for j := i; j > 0; {
		r, n := decodeLastRune(s[:j])
		f := uniProps(r)
		if f&uCaseIgnorable == 0 {
			final = f&uCased != 0
			break
		}
		j -= n
	}
	if final {
		for j := i + size; j < len(s); {
			r, n := decodeRune(s[j:])
			f := uniProps(r)
			if f&uCaseIgnorable == 0 {
				final = f&uCased == 0
				break
			}
			j += n
		}
	}
	if final {
		return 0x3C2
	}
	return 0x3C3
}
