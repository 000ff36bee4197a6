package runtime

// This file looks up the character properties and case mappings of
// unicode_table.go, which runtime/internal/unigen/unigen.py generates from
// python3 so that they are CPython 3.11's (Unicode 14.0), not Go's.

// uniFlags is a set of the u* property bits of one character.
type uniFlags uint32

// caseRange is one run of a simple case mapping: every code point lo,
// lo+stride, ... up to hi maps to itself plus delta. The stride is 1 or 2.
type caseRange struct {
	lo, hi uint32
	stride uint32
	delta  int32
}

// caseSpecial is a case mapping of one character to several.
type caseSpecial struct {
	r rune
	s string
}

// asciiFlags holds the records of the ASCII characters, so that the common
// case skips the trie.
var asciiFlags = func() (t [128]uniFlags) {
	for c := range t {
		t[c] = uniLookup(rune(c))
	}
	return
}()

// uniLookup returns the flags of code point r by walking the trie.
func uniLookup(r rune) uniFlags {
	c := uint32(r)
	if c >= 0x110000 {
		return 0
	}
	mid := uint32(uniIndex0[c>>9])
	leaf := uint32(uniIndex1[mid<<4|(c>>5)&15])
	return uniRecords[uniLeaves[leaf<<5|c&31]]
}

// uniProps returns the flags of code point r.
func uniProps(r rune) uniFlags {
	if uint32(r) < 128 {
		return asciiFlags[r]
	}
	return uniLookup(r)
}

// caseMapping is one of the four full case mappings: its one-to-one
// ranges, its one-to-many specials and the flag saying a character has an
// entry in either. first[b] is the index of the first range that ends at
// or after code point b<<7, for the 512 blocks of the Basic Multilingual
// Plane and one more for the planes above, so that a lookup searches only
// the few ranges of one block.
type caseMapping struct {
	ranges  []caseRange
	special []caseSpecial
	changes uniFlags
	first   [513]uint8
}

// newCaseMapping builds the block index of a mapping.
func newCaseMapping(ranges []caseRange, special []caseSpecial, changes uniFlags) *caseMapping {
	m := &caseMapping{ranges: ranges, special: special, changes: changes}
	if len(ranges) > 255 {
		panic("runtime: too many case ranges for a uint8 index")
	}
	k := 0
	for b := range m.first {
		for k < len(ranges) && ranges[k].hi < uint32(b)<<7 {
			k++
		}
		m.first[b] = uint8(k)
	}
	return m
}

// The four case mappings of str.lower, str.upper, str.title (of one
// character) and str.casefold.
var (
	lowerMapping = newCaseMapping(lowerRanges[:], lowerSpecial[:], uLowerChanges)
	upperMapping = newCaseMapping(upperRanges[:], upperSpecial[:], uUpperChanges)
	titleMapping = newCaseMapping(titleRanges[:], titleSpecial[:], uTitleChanges)
	foldMapping  = newCaseMapping(foldRanges[:], foldSpecial[:], uFoldChanges)
)

// mapSimple returns the one-to-one image of r under m, or r itself and
// false when r maps to several characters (or to itself).
func (m *caseMapping) mapSimple(r rune) (rune, bool) {
	c := uint32(r)
	lo, hi := 0, len(m.ranges)
	if b := c >> 7; b < 512 {
		lo, hi = int(m.first[b]), int(m.first[b+1])+1
		if hi > len(m.ranges) {
			hi = len(m.ranges)
		}
	} else {
		lo = int(m.first[512])
	}
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if m.ranges[h].hi < c {
			lo = h + 1
		} else {
			hi = h
		}
	}
	if lo < len(m.ranges) {
		e := &m.ranges[lo]
		if e.lo <= c && (c-e.lo)&(e.stride-1) == 0 {
			return rune(int32(c) + e.delta), true
		}
	}
	return r, false
}

// mapSpecial returns the several-character image of r under m, if any.
func (m *caseMapping) mapSpecial(r rune) (string, bool) {
	lo, hi := 0, len(m.special)
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if m.special[h].r < r {
			lo = h + 1
		} else {
			hi = h
		}
	}
	if lo < len(m.special) && m.special[lo].r == r {
		return m.special[lo].s, true
	}
	return "", false
}

// appendMapped appends the image of r under m to b; f is r's flags.
func (m *caseMapping) appendMapped(b []byte, r rune, f uniFlags) []byte {
	if f&m.changes == 0 {
		return appendRune(b, r)
	}
	if t, ok := m.mapSimple(r); ok {
		return appendRune(b, t)
	}
	if s, ok := m.mapSpecial(r); ok {
		return append(b, s...)
	}
	return appendRune(b, r)
}
