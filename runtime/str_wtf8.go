package runtime

// This file holds the code point encoding of pyex strings. A Python str is
// a Go string in UTF-8, except that a lone surrogate U+D800..U+DFFF, which
// UTF-8 forbids but a Python str may hold, is stored in the same 3-byte form
// as any other code point of the Basic Multilingual Plane (ED A0 80 ..
// ED BF BF). Two surrogates in a row stay two code points: '\ud83d\ude00' is
// six bytes and differs from '😀'. Go's unicode/utf8 turns such bytes into
// U+FFFD, so everything here decodes them itself.
//
// The byte order of this encoding is the code point order, so Go's string
// comparison compares Python strs correctly, and a byte search for a valid
// needle can only match at code point boundaries.

import (
	"math/bits"
	"strings"
	"unicode/utf8"
)

// isSurrogate reports whether r is a UTF-16 surrogate code point.
func isSurrogate(r rune) bool { return r >= 0xD800 && r <= 0xDFFF }

// decodeRune returns the first code point of the non-empty string s and
// its length in bytes. A byte that starts no valid sequence (impossible in
// a well-formed str) decodes as U+FFFD of length 1.
func decodeRune(s string) (rune, int) {
	c := s[0]
	if c < utf8.RuneSelf {
		return rune(c), 1
	}
	if c == 0xED && len(s) >= 3 && s[1] >= 0xA0 && s[1] <= 0xBF && s[2]&0xC0 == 0x80 {
		return 0xD000 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	}
	return utf8.DecodeRuneInString(s)
}

// decodeLastRune returns the last code point of the non-empty string s and
// its length in bytes.
func decodeLastRune(s string) (rune, int) {
	n := len(s)
	c := s[n-1]
	if c < utf8.RuneSelf {
		return rune(c), 1
	}
	start := n - 1
	for start > 0 && start > n-4 && s[start]&0xC0 == 0x80 {
		start--
	}
	r, size := decodeRune(s[start:])
	if start+size != n {
		return utf8.RuneError, 1
	}
	return r, size
}

// appendRune appends the encoding of code point r to b.
func appendRune(b []byte, r rune) []byte {
	if isSurrogate(r) {
		return append(b, 0xED, byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(b, r)
}

// runeLen returns the number of bytes that encode code point r.
func runeLen(r rune) int {
	switch {
	case r < 0x80:
		return 1
	case r < 0x800:
		return 2
	case r < 0x10000:
		return 3
	}
	return 4
}

// runeString returns the one-character string of code point r.
func runeString(r rune) string {
	if r < utf8.RuneSelf {
		return asciiStrings[r : r+1]
	}
	var buf [4]byte
	return string(appendRune(buf[:0], r))
}

// asciiStrings lets runeString slice one-character ASCII strings without
// allocating.
const asciiStrings = "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f" +
	"\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f" +
	" !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\x7f"

// load64 reads 8 bytes of s at i in little-endian order; the compiler turns
// it into one load.
func load64(s string, i int) uint64 {
	_ = s[i+7]
	return uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
		uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
}

// highBits has the top bit of every byte of a word set.
const highBits = 0x8080808080808080

// isASCII reports whether every byte of s is below 0x80.
func isASCII(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if load64(s, i)&highBits != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// cpCount returns the number of code points in s: the bytes that are not
// continuation bytes (10xxxxxx).
func cpCount(s string) int {
	cont := 0
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := load64(s, i)
		if w&highBits == 0 {
			continue
		}
		// Bit 7 of each byte of w &^ (w << 1) is set exactly for bytes
		// whose top two bits are 10.
		cont += bits.OnesCount64(w &^ (w << 1) & highBits)
	}
	for ; i < len(s); i++ {
		if s[i]&0xC0 == 0x80 {
			cont++
		}
	}
	return len(s) - cont
}

// hasSurrogates reports whether s holds a lone surrogate.
func hasSurrogates(s string) bool {
	// 0xED leads every encoded surrogate and is rare otherwise:
	// IndexByte skips to each one.
	for i := 0; i+2 < len(s); {
		k := strings.IndexByte(s[i:len(s)-2], 0xED)
		if k < 0 {
			return false
		}
		i += k
		if s[i+1] >= 0xA0 {
			return true
		}
		i++
	}
	return false
}
