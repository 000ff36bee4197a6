package sre

// This file computes the characters a match can start with, so that a
// search skips the positions where no match can begin.

// firstSet is a conservative set of the characters a match starts with:
// low holds those below 256, high says whether any character from 256 up
// may start one.
type firstSet struct {
	low  [4]uint64
	high bool
}

func (f *firstSet) has(c rune) bool {
	if uint32(c) < 256 {
		return f.low[c>>6]&(1<<(c&63)) != 0
	}
	return f.high
}

func (f *firstSet) add(c rune) {
	if uint32(c) < 256 {
		f.low[c>>6] |= 1 << (c & 63)
	} else {
		f.high = true
	}
}

func (f *firstSet) union(g *firstSet) {
	for i := range f.low {
		f.low[i] |= g.low[i]
	}
	f.high = f.high || g.high
}

// firstOf computes the first characters of seq. ok is false when any
// character may start a match; nullable reports that seq can match the
// empty string (so what follows it may start the match too).
func firstOf(seq []*node, flags int, f *firstSet, depth int) (nullable, ok bool) {
	if depth > 50 {
		return false, false
	}
	for _, n := range seq {
		switch n.op {
		case nLiteral:
			if flags&FlagIgnoreCase != 0 && (isCasedUni(n.c) || isCasedASCII(n.c)) {
				// Every character below 256 that the folded literal
				// accepts, and conservatively any above.
				u := (&compiler{}).unit(n, flags)
				for x := rune(0); x < 256; x++ {
					if matchOne(&u, x) {
						f.add(x)
					}
				}
				f.high = true
				return false, true
			}
			f.add(n.c)
			return false, true
		case nIn:
			cs := buildSet(n.items, n.negate, flags)
			for x := rune(0); x < 256; x++ {
				if cs.has(x) {
					f.add(x)
				}
			}
			if cs.negate || cs.fold != foldNone || len(cs.bmp) > 0 || len(cs.tail) > 0 {
				f.high = true
			}
			return false, true
		case nGroup, nAtomic:
			fl := flags
			if n.op == nGroup {
				fl = combineFlags(flags, n.add, n.del)
			}
			null, ok := firstOf(n.sub, fl, f, depth+1)
			if !ok {
				return false, false
			}
			if !null {
				return false, true
			}
		case nBranch:
			anyNull := false
			for _, alt := range n.alts {
				null, ok := firstOf(alt, flags, f, depth+1)
				if !ok {
					return false, false
				}
				anyNull = anyNull || null
			}
			if !anyNull {
				return false, true
			}
		case nRepeat:
			null, ok := firstOf(n.sub, flags, f, depth+1)
			if !ok {
				return false, false
			}
			if !null && n.min > 0 {
				return false, true
			}
		case nGroupRefExists:
			null, ok := firstOf(n.sub, flags, f, depth+1)
			if !ok {
				return false, false
			}
			null2 := true
			if n.hasNo {
				if null2, ok = firstOf(n.no, flags, f, depth+1); !ok {
					return false, false
				}
			}
			if !null && !null2 {
				return false, true
			}
		case nAt, nAssert:
			// Zero-width: the match starts with what follows.
		default:
			return false, false
		}
	}
	return true, true
}
