package sre

// This file holds the dispatch loop of the matcher and the tests of one
// character and of anchors.

import "strings"

// matchOne tests a one-character instruction against ch.
func matchOne(i *inst, ch rune) bool {
	switch i.op {
	case opChar:
		return ch == i.c
	case opNotChar:
		return ch != i.c
	case opCharFoldA:
		return lowerASCII(ch) == i.c
	case opNotCharFoldA:
		return lowerASCII(ch) != i.c
	case opCharFoldU:
		return lowerUni(ch) == i.c
	case opNotCharFoldU:
		return lowerUni(ch) != i.c
	case opSet:
		return i.set.has(ch)
	case opAny:
		return ch != '\n'
	case opAnyAll:
		return true
	}
	return false
}

// count returns how many times (up to lim-pos) the one-character item
// matches from pos.
func (m *Machine) count(item *inst, pos, lim int) int {
	in := m.in
	start := pos
	switch item.op {
	case opAnyAll:
		return lim - pos
	case opAny:
		if in.r == nil {
			k := strings.IndexByte(in.s[pos:lim], '\n')
			if k < 0 {
				return lim - pos
			}
			return k
		}
		for pos < lim && in.r[pos] != '\n' {
			pos++
		}
	case opChar:
		c := item.c
		for pos < lim && in.at(pos) == c {
			pos++
		}
	case opSet:
		cs := item.set
		if in.r == nil && cs.fold == foldNone {
			s := in.s
			for pos < lim {
				c := s[pos]
				if (cs.low[c>>6]&(1<<(c&63)) != 0) == cs.negate {
					break
				}
				pos++
			}
			return pos - start
		}
		for pos < lim && cs.has(in.at(pos)) {
			pos++
		}
	default:
		for pos < lim && matchOne(item, in.at(pos)) {
			pos++
		}
	}
	return pos - start
}

// isWordAt reports whether the character at i is a word character.
func (m *Machine) isWordAt(i int, unicode bool) bool {
	c := m.in.at(i)
	if unicode {
		return isUniWord(c)
	}
	return isASCIIWord(c)
}

// atOK tests an anchor at pos.
func (m *Machine) atOK(i *inst, pos int) bool {
	end := m.end
	switch i.at {
	case atBeginning, atBeginningString:
		return pos == 0
	case atBeginningLine:
		return pos == 0 || m.in.at(pos-1) == '\n'
	case atEnd:
		return pos == end || end-pos == 1 && m.in.at(pos) == '\n'
	case atEndLine:
		return pos == end || pos < m.in.n && m.in.at(pos) == '\n'
	case atEndString:
		return pos == end
	case atBoundary, atNonBoundary:
		if end == 0 {
			return false
		}
		before := pos > 0 && m.isWordAt(pos-1, i.unicode)
		after := pos < end && m.isWordAt(pos, i.unicode)
		return (before != after) == (i.at == atBoundary)
	}
	return false
}

// groupRef matches the text of group g at pos; it returns the new
// position or -1.
func (m *Machine) groupRef(i *inst, pos int) int {
	j := 2 * (i.a - 1)
	if j >= m.lastmark {
		return -1
	}
	s, e := m.marks[j], m.marks[j+1]
	if s < 0 || e < 0 || e < s {
		return -1
	}
	n := e - s
	if pos+n > m.end {
		return -1
	}
	in := m.in
	if in.r == nil && i.fold == foldNone {
		if in.s[s:e] != in.s[pos:pos+n] {
			return -1
		}
		return pos + n
	}
	for k := 0; k < n; k++ {
		a, b := in.at(s+k), in.at(pos+k)
		if a != b && i.fold.apply(a) != i.fold.apply(b) {
			return -1
		}
	}
	return pos + n
}

// greedyBack returns the next position at or below p, not below lo, where
// the instruction after a greedy repeat may match, or -1.
func (m *Machine) greedyBack(next *inst, p, lo int) int {
	if next.op == opChar {
		c := next.c
		for p >= lo && (p >= m.end || m.in.at(p) != c) {
			p--
		}
	}
	if p < lo {
		return -1
	}
	return p
}

// run executes the program from pos; it returns the end of the match.
func (m *Machine) run(pos int) (int, bool, error) {
	insts := m.p.insts
	in := m.in
	end := m.end
	pc := 0
	var steps int64
	for {
		steps++
		if steps >= stepChunk {
			if err := m.flush(steps); err != nil {
				return 0, false, err
			}
			steps = 0
		}
		i := &insts[pc]
		ok := true
		switch i.op {
		case opChar:
			if pos < end && in.at(pos) == i.c {
				pos++
				pc++
			} else {
				ok = false
			}
		case opNotChar, opCharFoldA, opNotCharFoldA, opCharFoldU, opNotCharFoldU, opSet, opAny, opAnyAll:
			if pos < end && matchOne(i, in.at(pos)) {
				pos++
				pc++
			} else {
				ok = false
			}
		case opAt:
			if m.atOK(i, pos) {
				pc++
			} else {
				ok = false
			}
		case opMark:
			m.mark(i.a, pos)
			pc++
		case opJmp:
			pc = i.x
		case opSplit:
			m.save(fChoice, i.x, pos, 0, m.curRep >= 0)
			pc++
		case opRepeatOne:
			if end-pos < i.min {
				ok = false
				break
			}
			lim := max(end, pos)
			if i.kind == repeatLazy {
				lim = pos + i.min
			} else if i.max != MaxRepeat && end-pos > i.max {
				lim = pos + i.max
			}
			n := m.count(i.item, pos, lim)
			steps += int64(n)
			if n < i.min {
				ok = false
				break
			}
			switch i.kind {
			case repeatPossessive:
				pos += n
				pc++
			case repeatLazy:
				pos += n
				if i.max != i.min {
					m.save(fLazy, pc, pos, n, m.curRep >= 0)
				}
				pc++
			default:
				lo := pos + i.min
				p := pos + n
				if n > i.min {
					p = m.greedyBack(&insts[i.a], p, lo)
					if p < 0 {
						ok = false
						break
					}
					if p > lo {
						m.save(fGreedy, pc, p, lo, m.curRep >= 0)
					}
				}
				pos = p
				pc++
			}
		case opRepeatStart:
			m.setRep(i.a, -1, -1, m.curRep)
			m.setCurRep(i.a)
			pc = i.x
		case opMaxUntil:
			st := m.reps[i.a]
			count := st.count + 1
			if count < i.min {
				m.setRep(i.a, count, st.last, st.prev)
				pc = i.x
				break
			}
			if (count < i.max || i.max == MaxRepeat) && pos != st.last {
				// Another iteration, or else what follows.
				m.save(fChoice, pc+1, pos, 0, true)
				m.setRep(i.a, count, pos, st.prev)
				pc = i.x
				break
			}
			pc++
		case opMinUntil:
			st := m.reps[i.a]
			count := st.count + 1
			if count < i.min {
				m.setRep(i.a, count, st.last, st.prev)
				pc = i.x
				break
			}
			// What follows first, saving the captures if it runs in an
			// outer repeat; then another iteration.
			m.save(fMinUntil, pc, pos, count, st.prev >= 0)
			pc++
		case opRepTail:
			m.setCurRep(m.reps[i.a].prev)
			pc++
		case opPossStart:
			m.setRep(i.a, 0, -1, -1)
			pc++
		case opPossLoop:
			st := m.reps[i.a]
			switch {
			case st.count < i.min:
				m.push(frame{kind: fPossMin, base: int32(len(m.snaps))})
				pc++
			case (st.count < i.max || i.max == MaxRepeat) && pos != st.last:
				m.setRep(i.a, st.count, pos, -1)
				m.save(fPossMore, i.x, pos, 0, true)
				pc++
			default:
				pc = i.x
			}
		case opPossEnd:
			m.cut(m.marker())
			st := m.reps[i.a]
			m.setRep(i.a, st.count+1, st.last, -1)
			pc = i.x
		case opAtomicStart:
			m.push(frame{kind: fAtomic, base: int32(len(m.snaps))})
			pc++
		case opAtomicEnd:
			m.cut(m.marker())
			pc++
		case opAssert:
			if pos < i.a {
				if i.negate {
					pc = i.x
				} else {
					ok = false
				}
				break
			}
			if i.negate {
				m.save(fAssertNot, i.x, pos, 0, m.curRep >= 0)
			} else {
				m.push(frame{kind: fAssert, pc: int32(i.x), pos: pos, base: int32(len(m.snaps))})
			}
			pos -= i.a
			pc++
		case opAssertEnd:
			k := m.marker()
			f := m.stack[k]
			if f.kind == fAssertNot {
				m.unwind(k)
				ok = false
				break
			}
			m.cut(k)
			pos = f.pos
			pc = int(f.pc)
		case opGroupRef:
			p := m.groupRef(i, pos)
			if p < 0 {
				ok = false
			} else {
				steps += int64(p - pos)
				pos = p
				pc++
			}
		case opGroupExists:
			j := 2 * (i.a - 1)
			if j >= m.lastmark || m.marks[j] < 0 || m.marks[j+1] < 0 || m.marks[j+1] < m.marks[j] {
				pc = i.x
			} else {
				pc++
			}
		case opMatch:
			if m.full && pos != end || m.mustAdvance && pos == m.start {
				ok = false
				break
			}
			return pos, true, m.flush(steps)
		default: // opFail
			ok = false
		}
		if ok {
			continue
		}
		// Backtrack to the most recent choice.
		for {
			if m.err != nil {
				return 0, false, m.err
			}
			top := len(m.stack) - 1
			if top < 0 {
				return 0, false, m.flush(steps)
			}
			steps++
			f := &m.stack[top]
			switch f.kind {
			case fRep:
				m.reps[f.a] = repState{f.b, f.pos, int(f.lm)}
				m.pop()
				continue
			case fCurRep:
				m.curRep = f.a
				m.pop()
				continue
			case fChoice:
				m.restore(f)
				pc, pos = int(f.pc), f.pos
				m.pop()
			case fGreedy:
				m.restore(f)
				p := m.greedyBack(&insts[insts[f.pc].a], f.pos-1, f.a)
				if p < 0 {
					m.pop()
					continue
				}
				pc, pos = int(f.pc)+1, p
				if p == f.a {
					m.pop()
				} else {
					f.pos = p
				}
			case fLazy:
				m.restore(f)
				ri := &insts[f.pc]
				if ri.max != MaxRepeat && f.a >= ri.max || f.pos >= end || !matchOne(ri.item, in.at(f.pos)) {
					m.pop()
					continue
				}
				f.pos++
				f.a++
				pc, pos = int(f.pc)+1, f.pos
			case fMinUntil:
				m.restore(f)
				ri := &insts[f.pc]
				count, p := f.a, f.pos
				m.pop()
				st := m.reps[ri.a]
				if ri.max != MaxRepeat && count >= ri.max || p == st.last {
					continue
				}
				m.setRep(ri.a, count, p, st.prev)
				pc, pos = ri.x, p
			case fAssertNot, fPossMore:
				m.restore(f)
				pc, pos = int(f.pc), f.pos
				m.pop()
			default: // fAtomic, fAssert, fPossMin: the scope failed
				m.pop()
				continue
			}
			break
		}
	}
}
