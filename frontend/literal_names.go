package frontend

// This file resolves the names of \N{...} escapes as CPython 3.11's
// unicodedata (_getcode) does: through character names and name aliases,
// case-insensitively, and through the names computed by rule for Hangul
// syllables and CJK unified ideographs, which must be in upper case; named
// sequences are refused. The tables come
// from python3 (literal_names_gen.go), so that the Unicode version is
// CPython's and not Go's.

//go:generate sh -c "cd .. && python3 testdata/literals/gen_unicode_tables.py"

import "strings"

// The Hangul syllable name parts (Unicode's Jamo short names) and the
// syllable block's layout (Unicode §3.12).
var (
	jamoL = [...]string{"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"}
	jamoV = [...]string{"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"}
	jamoT = [...]string{"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"}
)

const hangulBase = 0xAC00

// maxUnicodeNameLen bounds the names worth looking up; the longest
// Unicode name is 88 characters.
const maxUnicodeNameLen = 128

// lookupUnicodeName returns the code point \N{name} stands for.
func lookupUnicodeName(name string) (rune, bool) {
	if len(name) > maxUnicodeNameLen {
		return 0, false
	}
	var buf [maxUnicodeNameLen]byte
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		buf[i] = c
	}
	upper := string(buf[:len(name)])
	// Unlike other names, the computed ones must be in upper case.
	if strings.HasPrefix(name, "HANGUL SYLLABLE ") {
		return hangulSyllable(name[len("HANGUL SYLLABLE "):])
	}
	if strings.HasPrefix(name, "CJK UNIFIED IDEOGRAPH-") {
		return unifiedIdeograph(name[len("CJK UNIFIED IDEOGRAPH-"):])
	}
	return searchNameTable(upper)
}

// longestJamo returns the index and length of the longest name in names
// that s starts with (the empty name always matches).
func longestJamo(s string, names []string) (int, int) {
	best, bestLen := -1, -1
	for i, n := range names {
		if len(n) > bestLen && strings.HasPrefix(s, n) {
			best, bestLen = i, len(n)
		}
	}
	return best, bestLen
}

func hangulSyllable(s string) (rune, bool) {
	l, n := longestJamo(s, jamoL[:])
	s = s[n:]
	v, n := longestJamo(s, jamoV[:])
	if v < 0 {
		return 0, false
	}
	s = s[n:]
	t, n := longestJamo(s, jamoT[:])
	if n != len(s) {
		return 0, false
	}
	return rune(hangulBase + (l*len(jamoV)+v)*len(jamoT) + t), true
}

// unifiedIdeograph reads the 4 or 5 uppercase hex digits of a CJK unified
// ideograph's name.
func unifiedIdeograph(hex string) (rune, bool) {
	if len(hex) != 4 && len(hex) != 5 {
		return 0, false
	}
	var r rune
	for i := 0; i < len(hex); i++ {
		c := hex[i]
		d := hexDigitValue(c)
		if d == 16 || c >= 'a' {
			return 0, false
		}
		r = r<<4 + rune(d)
	}
	for _, rg := range unifiedIdeographs {
		if r >= rg[0] && r <= rg[1] {
			return r, true
		}
	}
	return 0, false
}

// searchNameTable binary-searches unicodeNameTable, whose lines are
// NAME;HEX sorted by name.
func searchNameTable(name string) (rune, bool) {
	tbl := unicodeNameTable
	lo, hi := 0, len(tbl)
	for lo < hi {
		// Look at the line around the middle.
		s := (lo + hi) / 2
		for s > lo && tbl[s-1] != '\n' {
			s--
		}
		e := s + strings.IndexByte(tbl[s:], '\n')
		if e < s {
			e = len(tbl)
		}
		line := tbl[s:e]
		semi := strings.IndexByte(line, ';')
		if semi < 0 { // the empty first line
			lo = e + 1
			continue
		}
		switch strings.Compare(name, line[:semi]) {
		case -1:
			hi = s
		case 1:
			lo = e + 1
		default:
			var r rune
			for _, c := range []byte(line[semi+1:]) {
				r = r<<4 + rune(hexDigitValue(c))
			}
			return r, true
		}
	}
	return 0, false
}

// LookupUnicodeName returns the code point a character name or name alias
// stands for, as CPython 3.11's unicodedata.lookup and \N{...} find it
// (case-insensitively, but Hangul syllable and CJK unified ideograph names
// in upper case only). unicodedata shares it so both agree.
func LookupUnicodeName(name string) (rune, bool) { return lookupUnicodeName(name) }
