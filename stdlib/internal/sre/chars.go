package sre

// This file holds the character predicates and case folding of the
// matcher: the ASCII ones (bytes patterns and the ASCII flag) and the
// Unicode ones of str patterns, whose tables unicode_tables.go holds.

// rng is an inclusive range of code points.
type rng struct{ lo, hi rune }

// caseRun maps the code points lo, lo+stride, ... hi to themselves plus
// delta.
type caseRun struct {
	lo, hi rune
	stride rune
	delta  rune
}

// inRanges reports whether r lies in one of the sorted ranges rs.
func inRanges(rs []rng, r rune) bool {
	lo, hi := 0, len(rs)
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if rs[h].hi < r {
			lo = h + 1
		} else {
			hi = h
		}
	}
	return lo < len(rs) && rs[lo].lo <= r
}

// mapRuns applies the mapping runs to r.
func mapRuns(runs []caseRun, r rune) rune {
	lo, hi := 0, len(runs)
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if runs[h].hi < r {
			lo = h + 1
		} else {
			hi = h
		}
	}
	if lo < len(runs) {
		e := &runs[lo]
		if e.lo <= r && (r-e.lo)%e.stride == 0 {
			return r + e.delta
		}
	}
	return r
}

// asciiWord etc. are the ASCII classes as 128-bit sets.
var (
	asciiWord, asciiDigit, asciiSpace [2]uint64
	// uniWordLatin is \w of a str pattern for code points below 256.
	uniWordLatin [4]uint64
)

func init() {
	for c := 0; c < 128; c++ {
		b := byte(c)
		if b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_' {
			asciiWord[c>>6] |= 1 << (c & 63)
		}
		if b >= '0' && b <= '9' {
			asciiDigit[c>>6] |= 1 << (c & 63)
		}
		if b == ' ' || b >= '\t' && b <= '\r' {
			asciiSpace[c>>6] |= 1 << (c & 63)
		}
	}
	for c := 0; c < 256; c++ {
		if inRanges(wordRanges, rune(c)) {
			uniWordLatin[c>>6] |= 1 << (c & 63)
		}
	}
}

func bit128(set *[2]uint64, r rune) bool {
	return uint32(r) < 128 && set[r>>6]&(1<<(r&63)) != 0
}

func isASCIIWord(r rune) bool  { return bit128(&asciiWord, r) }
func isASCIIDigit(r rune) bool { return uint32(r-'0') < 10 }
func isASCIISpace(r rune) bool { return bit128(&asciiSpace, r) }

func isUniWord(r rune) bool {
	if uint32(r) < 256 {
		return uniWordLatin[r>>6]&(1<<(r&63)) != 0
	}
	return inRanges(wordRanges, r)
}

func isUniDigit(r rune) bool {
	if r < 128 {
		return isASCIIDigit(r)
	}
	return inRanges(digitRanges, r)
}

func isUniSpace(r rune) bool {
	if r < 128 {
		return isASCIISpace(r) || r >= 0x1C && r <= 0x1F
	}
	return inRanges(spaceRanges, r)
}

// lowerASCII is sre's ASCII lowercase.
func lowerASCII(r rune) rune {
	if r >= 'A' && r <= 'Z' {
		return r + 32
	}
	return r
}

// upperASCII is sre's ASCII uppercase.
func upperASCII(r rune) rune {
	if r >= 'a' && r <= 'z' {
		return r - 32
	}
	return r
}

// lowerUni is the simple Unicode lowercase mapping sre folds with.
func lowerUni(r rune) rune {
	if r < 128 {
		return lowerASCII(r)
	}
	return mapRuns(lowerRuns, r)
}

// upperUni is the simple Unicode uppercase mapping.
func upperUni(r rune) rune {
	if r < 128 {
		return upperASCII(r)
	}
	return mapRuns(upperRuns, r)
}

func isCasedASCII(r rune) bool { return r < 128 && r|32 >= 'a' && r|32 <= 'z' }

func isCasedUni(r rune) bool {
	if r < 128 {
		return isCasedASCII(r)
	}
	return inRanges(casedRanges, r)
}

// extraCases maps a lowercased character to the other lowercased
// characters that share its uppercase (CPython's re._casefix table), which
// a case-insensitive literal or set must also accept.
var extraCases = map[rune][]rune{
	0x0069: {0x0131}, 0x0073: {0x017f}, 0x00b5: {0x03bc}, 0x0131: {0x0069},
	0x017f: {0x0073}, 0x0345: {0x03b9, 0x1fbe}, 0x0390: {0x1fd3}, 0x03b0: {0x1fe3},
	0x03b2: {0x03d0}, 0x03b5: {0x03f5}, 0x03b8: {0x03d1}, 0x03b9: {0x0345, 0x1fbe},
	0x03ba: {0x03f0}, 0x03bc: {0x00b5}, 0x03c0: {0x03d6}, 0x03c1: {0x03f1},
	0x03c2: {0x03c3}, 0x03c3: {0x03c2}, 0x03c6: {0x03d5}, 0x03d0: {0x03b2},
	0x03d1: {0x03b8}, 0x03d5: {0x03c6}, 0x03d6: {0x03c0}, 0x03f0: {0x03ba},
	0x03f1: {0x03c1}, 0x03f5: {0x03b5}, 0x0432: {0x1c80}, 0x0434: {0x1c81},
	0x043e: {0x1c82}, 0x0441: {0x1c83}, 0x0442: {0x1c84, 0x1c85}, 0x044a: {0x1c86},
	0x0463: {0x1c87}, 0x1c80: {0x0432}, 0x1c81: {0x0434}, 0x1c82: {0x043e},
	0x1c83: {0x0441}, 0x1c84: {0x0442, 0x1c85}, 0x1c85: {0x0442, 0x1c84}, 0x1c86: {0x044a},
	0x1c87: {0x0463}, 0x1c88: {0xa64b}, 0x1e61: {0x1e9b}, 0x1e9b: {0x1e61},
	0x1fbe: {0x0345, 0x03b9}, 0x1fd3: {0x0390}, 0x1fe3: {0x03b0}, 0xa64b: {0x1c88},
	0xfb05: {0xfb06}, 0xfb06: {0xfb05},
}
