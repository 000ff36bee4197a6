package sre

// This file builds and tests the character sets of a program. A set is
// tested against the character after case folding when the pattern is
// case-insensitive and the set holds cased characters; which characters
// a folded set holds follows CPython's _optimize_charset: each literal
// and each character of a range is folded, with the extra case
// equivalents of re._casefix, while members beyond the Basic Multilingual
// Plane are kept as given and matched as CPython does.

// foldKind says how a character is folded before it is tested.
type foldKind uint8

const (
	foldNone foldKind = iota
	foldASCII
	foldUnicode
)

func (f foldKind) apply(r rune) rune {
	switch f {
	case foldASCII:
		return lowerASCII(r)
	case foldUnicode:
		return lowerUni(r)
	}
	return r
}

// tailKind is the kind of a set member tested one by one.
type tailKind uint8

const (
	tLiteral tailKind = iota
	tRange
	tRangeUniIgnore
	tCategory
)

type tailItem struct {
	kind    tailKind
	lo, hi  rune
	cat     category
	unicode bool
}

// charSet is a compiled set.
type charSet struct {
	negate bool
	fold   foldKind
	// low holds the members below 256 (after folding), categories and
	// all, so that the common test is one bit.
	low [4]uint64
	// bmp holds the literal and range members from 256 to 0xFFFF.
	bmp  []rng
	tail []tailItem
}

// has reports whether ch is in the set.
func (cs *charSet) has(ch rune) bool {
	c := ch
	if cs.fold != foldNone {
		c = cs.fold.apply(ch)
	}
	if uint32(c) < 256 {
		return (cs.low[c>>6]&(1<<(c&63)) != 0) != cs.negate
	}
	return cs.member(c) != cs.negate
}

// member tests a folded character against the members other than the
// low bitmap.
func (cs *charSet) member(c rune) bool {
	if c <= 0xFFFF && inRanges(cs.bmp, c) {
		return true
	}
	for i := range cs.tail {
		t := &cs.tail[i]
		switch t.kind {
		case tLiteral:
			if c == t.lo {
				return true
			}
		case tRange:
			if t.lo <= c && c <= t.hi {
				return true
			}
		case tRangeUniIgnore:
			if t.lo <= c && c <= t.hi {
				return true
			}
			if u := upperUni(c); t.lo <= u && u <= t.hi {
				return true
			}
		case tCategory:
			if categoryHas(t.cat, t.unicode, c) {
				return true
			}
		}
	}
	return false
}

// categoryHas tests c against a class escape.
func categoryHas(cat category, unicode bool, c rune) bool {
	switch cat {
	case catDigit, catNotDigit:
		var in bool
		if unicode {
			in = isUniDigit(c)
		} else {
			in = isASCIIDigit(c)
		}
		return in == (cat == catDigit)
	case catSpace, catNotSpace:
		var in bool
		if unicode {
			in = isUniSpace(c)
		} else {
			in = isASCIISpace(c)
		}
		return in == (cat == catSpace)
	default:
		var in bool
		if unicode {
			in = isUniWord(c)
		} else {
			in = isASCIIWord(c)
		}
		return in == (cat == catWord)
	}
}

// setBuilder collects the BMP members of a set as a bitmap.
type setBuilder struct {
	bmp  []uint64 // 65536 bits, allocated on the first member above 255
	low  [4]uint64
	tail []tailItem
}

func (b *setBuilder) add(c rune) {
	if c < 256 {
		b.low[c>>6] |= 1 << (c & 63)
		return
	}
	if b.bmp == nil {
		b.bmp = make([]uint64, 1024)
	}
	b.bmp[c>>6] |= 1 << (c & 63)
}

// buildSet compiles the members of a set under the given flags.
func buildSet(items []setItem, negate bool, flags int) *charSet {
	unicode := flags&FlagUnicode != 0
	ignore := flags&FlagIgnoreCase != 0
	fold := foldNone
	var b setBuilder
	hascased := false
	iscased := isCasedASCII
	lower := lowerASCII
	if unicode {
		iscased = isCasedUni
		lower = lowerUni
	}
	addFolded := func(c rune) {
		lo := lower(c)
		b.add(lo)
		if unicode {
			for _, k := range extraCases[lo] {
				b.add(k)
			}
		}
	}
	for _, it := range items {
		switch it.kind {
		case siLiteral:
			switch {
			case !ignore && it.lo <= 0xFFFF:
				b.add(it.lo)
			case !ignore:
				b.tail = append(b.tail, tailItem{kind: tLiteral, lo: it.lo})
			case lower(it.lo) > 0xFFFF:
				b.tail = append(b.tail, tailItem{kind: tLiteral, lo: it.lo})
				hascased = true
			default:
				addFolded(it.lo)
				if iscased(it.lo) {
					hascased = true
				}
			}
		case siRange:
			if !ignore {
				top := min(it.hi, 0xFFFF)
				for c := it.lo; c <= top && c < 256; c++ {
					b.add(c)
				}
				if top >= 256 {
					if b.bmp == nil {
						b.bmp = make([]uint64, 1024)
					}
					for c := max(it.lo, 256); c <= top; c++ {
						b.bmp[c>>6] |= 1 << (c & 63)
					}
				}
				if it.hi > 0xFFFF {
					b.tail = append(b.tail, tailItem{kind: tRange, lo: it.lo, hi: it.hi})
				}
				continue
			}
			top := min(it.hi, 0xFFFF)
			for c := it.lo; c <= top; c++ {
				addFolded(c)
				if !hascased && iscased(c) {
					hascased = true
				}
			}
			if it.hi > 0xFFFF {
				hascased = true
				b.tail = append(b.tail, tailItem{kind: tRangeUniIgnore, lo: it.lo, hi: it.hi})
			}
		case siCategory:
			b.tail = append(b.tail, tailItem{kind: tCategory, cat: it.cat, unicode: unicode})
		}
	}
	if ignore && hascased {
		fold = foldASCII
		if unicode {
			fold = foldUnicode
		}
	}
	cs := &charSet{negate: negate, fold: fold, low: b.low, tail: b.tail}
	if b.bmp != nil {
		start := -1
		for c := 256; c <= 0x10000; c++ {
			on := c <= 0xFFFF && b.bmp[c>>6]&(1<<(c&63)) != 0
			if on && start < 0 {
				start = c
			} else if !on && start >= 0 {
				cs.bmp = append(cs.bmp, rng{rune(start), rune(c - 1)})
				start = -1
			}
		}
	}
	// Fold the categories and other tail members into the low bitmap.
	for c := rune(0); c < 256; c++ {
		if cs.low[c>>6]&(1<<(c&63)) == 0 && cs.member(c) {
			cs.low[c>>6] |= 1 << (c & 63)
		}
	}
	return cs
}
