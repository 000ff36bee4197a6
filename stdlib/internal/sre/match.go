package sre

// This file is the matcher: a loop over the program's instructions with
// an explicit backtracking stack. A frame of the stack is either a choice
// (a place to resume when what follows fails), an undo record (a repeat
// counter or the current repeat to restore when backtracking past it), or
// a marker that opens an atomic scope (atomic group, lookaround, iteration
// of a possessive repeat). Leaving an atomic scope cuts the choices above
// its marker but keeps the undo records, so that backtracking past the
// scope later still restores what it changed.
//
// Captures follow sre's rules exactly, quirks included: a choice restores
// the "last mark" (the highest capture slot set) and the last group
// index, but restores the slots themselves only where sre saves them
// (inside the body of a general repeat, and around the optional
// iterations of greedy and possessive repeats), so a slot set by a failed
// alternative elsewhere (in a possessive repeat, say) keeps its value, as
// CPython reports it.
//
// Work is counted in steps (one per instruction, one per character a
// repeat scans, one per frame popped) and charged to the caller's budget
// every stepChunk steps; the stack's memory is charged as it grows.

import "strings"

const stepChunk = 4096

// Input is a subject: bytes (a bytes object, or an ASCII str) or code
// points (any other str).
type Input struct {
	s string
	r []rune
	n int
}

// BytesInput returns the subject of a bytes object or of an ASCII str.
func BytesInput(s string) *Input { return &Input{s: s, n: len(s)} }

// RuneInput returns the subject of a str given as code points.
func RuneInput(r []rune) *Input { return &Input{r: r, n: len(r)} }

// Len returns the length of the subject.
func (in *Input) Len() int { return in.n }

// at returns the character at i.
func (in *Input) at(i int) rune {
	if in.r != nil {
		return in.r[i]
	}
	return rune(in.s[i])
}

type frameKind uint8

const (
	fChoice    frameKind = iota // resume at pc, pos
	fRep                        // undo: reps[a] = {b, pos, lm}
	fCurRep                     // undo: curRep = a
	fGreedy                     // greedy one-character repeat at pc: now at pos, may go back to a
	fLazy                       // lazy one-character repeat at pc: at pos after a items
	fMinUntil                   // lazy repeat until at pc: may iterate once more from pos (count a)
	fAtomic                     // marker of an atomic group
	fAssert                     // marker of a lookaround; continue at pc, pos
	fAssertNot                  // marker of a negative lookaround
	fPossMin                    // marker of a required possessive iteration
	fPossMore                   // marker of an optional possessive iteration; exit to pc, pos
)

type frame struct {
	kind frameKind
	pc   int32
	lm   int32 // last mark to restore (the previous repeat, for fRep)
	li   int32 // last index to restore
	snap int32 // offset in snaps of the saved capture slots, or -1
	base int32 // length of snaps before this frame
	pos  int
	a, b int
}

// frameSize approximates the bytes of a frame, for memory accounting.
const frameSize = 48

// repState is the context of a general repeat: its iteration count, the
// position its last iteration started at, and the repeat it is nested in.
type repState struct {
	count int
	last  int
	prev  int
}

// Mode is the kind of matching: at the start position, over the whole
// range, or at any position.
type Mode uint8

// The modes of Exec.
const (
	ModeMatch Mode = iota
	ModeFullMatch
	ModeSearch
)

// Machine runs one program over one subject; it is reused for the
// successive matches of finditer, sub and split.
type Machine struct {
	p           *Prog
	in          *Input
	end         int
	marks       []int // 2 per group; valid up to lastmark
	lastmark    int
	lastindex   int
	curRep      int // the repeat whose body is running, or -1
	snaps       []int
	reps        []repState
	stack       []frame
	full        bool
	mustAdvance bool
	start       int
	matchStart  int
	matchEnd    int
	step        func(int64) error
	charge      func(int64) error
	charged     int64
	err         error
}

// NewMachine returns a machine for p over in. step is called with the
// steps of work done, charge with bytes about to be used; an error from
// either ends the match with that error.
func (p *Prog) NewMachine(in *Input, step, charge func(int64) error) *Machine {
	m := &Machine{p: p, in: in, step: step, charge: charge}
	m.marks = make([]int, 2*p.Groups)
	if p.nrep > 0 {
		m.reps = make([]repState, p.nrep)
	}
	return m
}

// Reset readies m for another subject, keeping its memory.
func (m *Machine) Reset(in *Input, step, charge func(int64) error) {
	m.in, m.step, m.charge = in, step, charge
	m.charged = 0
	m.stack = m.stack[:0]
	m.snaps = m.snaps[:0]
}

// Charged returns the bytes charged so far.
func (m *Machine) Charged() int64 { return m.charged }

// Span returns where group g (0: the whole match) matched, or -1, -1.
func (m *Machine) Span(g int) (int, int) {
	if g == 0 {
		return m.matchStart, m.matchEnd
	}
	j := 2 * (g - 1)
	if j+1 > m.lastmark || m.marks[j] < 0 || m.marks[j+1] < 0 {
		return -1, -1
	}
	return m.marks[j], m.marks[j+1]
}

// LastIndex returns the number of the last group closed, or -1.
func (m *Machine) LastIndex() int { return m.lastindex }

// Exec looks for a match in [pos, endpos) of the subject; it reports
// whether one was found. With mustAdvance, an empty match at pos is not
// accepted (the rule finditer and sub use after an empty match).
func (m *Machine) Exec(pos, endpos int, mode Mode, mustAdvance bool) (bool, error) {
	n := m.in.n
	if pos < 0 {
		pos = 0
	} else if pos > n {
		pos = n
	}
	if endpos < 0 {
		endpos = 0
	} else if endpos > n {
		endpos = n
	}
	m.end = endpos
	m.full = mode == ModeFullMatch
	m.mustAdvance = mustAdvance
	m.start = pos
	m.err = nil
	p := m.p
	if mode != ModeSearch {
		if pos > endpos {
			return m.try(pos)
		}
		if int64(endpos-pos) < p.minLen {
			return false, nil
		}
		return m.try(pos)
	}
	if pos > endpos {
		return false, nil
	}
	if p.anchored {
		if int64(endpos-pos) < p.minLen {
			return false, nil
		}
		return m.try(pos)
	}
	last := endpos - int(min(p.minLen, int64(endpos)))
	if len(p.prefix) > 0 {
		return m.searchPrefix(pos, last)
	}
	if f := p.first; f != nil {
		for q := pos; q <= last && q < endpos; q++ {
			k := m.scanFirst(f, q, min(last, endpos-1))
			if err := m.flush(int64(max(k, q)-q)/4 + 1); err != nil {
				return false, err
			}
			if k < 0 {
				break
			}
			q = k
			if ok, err := m.try(q); ok || err != nil {
				return ok, err
			}
		}
		return false, nil
	}
	if f := p.firstSet; f != nil {
		in := m.in
		hi := min(last, endpos-1)
		for q := pos; q <= hi; q++ {
			k := q
			if in.r == nil {
				for k <= hi && f.low[in.s[k]>>6]&(1<<(in.s[k]&63)) == 0 {
					k++
				}
			} else {
				for k <= hi && !f.has(in.r[k]) {
					k++
				}
			}
			if err := m.flush(int64(k-q)/4 + 1); err != nil {
				return false, err
			}
			if k > hi {
				break
			}
			q = k
			if ok, err := m.try(q); ok || err != nil {
				return ok, err
			}
		}
		return false, nil
	}
	for q := pos; q <= last; q++ {
		if ok, err := m.try(q); ok || err != nil {
			return ok, err
		}
	}
	return false, nil
}

// scanFirst returns the first position from q to hi where the one-
// character instruction f matches, or -1.
func (m *Machine) scanFirst(f *inst, q, hi int) int {
	in := m.in
	if in.r == nil {
		s := in.s
		switch {
		case f.op == opChar:
			if f.c > 255 {
				return -1
			}
			k := strings.IndexByte(s[q:hi+1], byte(f.c))
			if k < 0 {
				return -1
			}
			return q + k
		case f.op == opSet && f.set.fold == foldNone:
			cs := f.set
			for ; q <= hi; q++ {
				c := s[q]
				if (cs.low[c>>6]&(1<<(c&63)) != 0) != cs.negate {
					return q
				}
			}
			return -1
		}
	}
	for ; q <= hi; q++ {
		if matchOne(f, in.at(q)) {
			return q
		}
	}
	return -1
}

// searchPrefix tries the positions where the literal prefix occurs.
func (m *Machine) searchPrefix(pos, last int) (bool, error) {
	in := m.in
	pre := m.p.prefix
	if in.r == nil {
		var b []byte
		for _, c := range pre {
			if c > 255 {
				return false, nil
			}
			b = append(b, byte(c))
		}
		needle := string(b)
		for q := pos; q <= last; {
			lim := min(m.end, last+len(needle))
			if q > lim {
				break
			}
			k := strings.Index(in.s[q:lim], needle)
			if err := m.flush(int64(max(k, lim-q)/8 + 1)); err != nil {
				return false, err
			}
			if k < 0 {
				break
			}
			q += k
			if ok, err := m.try(q); ok || err != nil {
				return ok, err
			}
			q++
		}
		return false, nil
	}
	var steps int64
	for q := pos; q <= last; q++ {
		steps++
		if steps >= stepChunk {
			if err := m.flush(steps); err != nil {
				return false, err
			}
			steps = 0
		}
		if q+len(pre) > m.end || in.r[q] != pre[0] {
			continue
		}
		ok := true
		for j := 1; j < len(pre); j++ {
			if in.r[q+j] != pre[j] {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		if ok, err := m.try(q); ok || err != nil {
			return ok, err
		}
	}
	return false, m.flush(steps)
}

// flush charges steps of work.
func (m *Machine) flush(steps int64) error {
	if m.err != nil {
		return m.err
	}
	if m.step != nil && steps > 0 {
		return m.step(steps)
	}
	return nil
}

// push adds a frame, charging memory when the stack grows.
func (m *Machine) push(f frame) {
	if len(m.stack) == cap(m.stack) {
		m.grow()
	}
	m.stack = append(m.stack, f)
}

func (m *Machine) grow() {
	n := 2*cap(m.stack) + 16
	if m.charge != nil && m.err == nil {
		more := int64(n-cap(m.stack)) * frameSize
		if err := m.charge(more); err != nil {
			m.err = err
		} else {
			m.charged += more
		}
	}
	s := make([]frame, len(m.stack), n)
	copy(s, m.stack)
	m.stack = s
}

// mark records pos in capture slot i, as sre's MARK does.
func (m *Machine) mark(i, pos int) {
	if i&1 == 1 {
		m.lastindex = i/2 + 1
	}
	if i > m.lastmark {
		for j := m.lastmark + 1; j < i; j++ {
			m.marks[j] = -1
		}
		m.lastmark = i
	}
	m.marks[i] = pos
}

// save pushes a choice frame that restores the last mark and last index,
// and the capture slots too when withMarks.
func (m *Machine) save(kind frameKind, pc, pos, a int, withMarks bool) {
	f := frame{kind: kind, pc: int32(pc), pos: pos, a: a, lm: int32(m.lastmark), li: int32(m.lastindex),
		snap: -1, base: int32(len(m.snaps))}
	if withMarks && m.lastmark >= 0 {
		if len(m.snaps)+m.lastmark+1 > cap(m.snaps) {
			m.growSnaps(m.lastmark + 1)
		}
		f.snap = int32(len(m.snaps))
		m.snaps = append(m.snaps, m.marks[:m.lastmark+1]...)
	}
	m.push(f)
}

func (m *Machine) growSnaps(more int) {
	n := 2*cap(m.snaps) + more + 16
	if m.charge != nil && m.err == nil {
		b := int64(n-cap(m.snaps)) * 8
		if err := m.charge(b); err != nil {
			m.err = err
		} else {
			m.charged += b
		}
	}
	s := make([]int, len(m.snaps), n)
	copy(s, m.snaps)
	m.snaps = s
}

// restore applies what choice frame f saved.
func (m *Machine) restore(f *frame) {
	m.lastmark, m.lastindex = int(f.lm), int(f.li)
	if f.snap >= 0 {
		copy(m.marks[:f.lm+1], m.snaps[f.snap:])
	}
}

// pop removes the top frame and what it saved.
func (m *Machine) pop() {
	top := len(m.stack) - 1
	m.snaps = m.snaps[:m.stack[top].base]
	m.stack = m.stack[:top]
}

// setRep changes a repeat counter, remembering the old value.
func (m *Machine) setRep(r, count, last, prev int) {
	old := m.reps[r]
	m.push(frame{kind: fRep, a: r, b: old.count, pos: old.last, lm: int32(old.prev), base: int32(len(m.snaps))})
	m.reps[r] = repState{count, last, prev}
}

// setCurRep changes the current repeat, remembering the old one.
func (m *Machine) setCurRep(r int) {
	if m.curRep == r {
		return
	}
	m.push(frame{kind: fCurRep, a: m.curRep, base: int32(len(m.snaps))})
	m.curRep = r
}

// marker returns the index of the nearest marker frame.
func (m *Machine) marker() int {
	for k := len(m.stack) - 1; k >= 0; k-- {
		switch m.stack[k].kind {
		case fAtomic, fAssert, fAssertNot, fPossMin, fPossMore:
			return k
		}
	}
	return -1
}

// cut removes the marker at k and the choices above it, keeping the undo
// records.
func (m *Machine) cut(k int) {
	m.snaps = m.snaps[:m.stack[k].base]
	j := k
	for i := k + 1; i < len(m.stack); i++ {
		if kd := m.stack[i].kind; kd == fRep || kd == fCurRep {
			m.stack[j] = m.stack[i]
			m.stack[j].base = int32(len(m.snaps))
			j++
		}
	}
	m.stack = m.stack[:j]
}

// unwind pops the frames above k and k itself, applying the undo records
// (but restoring no captures, as sre does when a negative lookaround's
// body matches).
func (m *Machine) unwind(k int) {
	for i := len(m.stack) - 1; i > k; i-- {
		f := &m.stack[i]
		switch f.kind {
		case fRep:
			m.reps[f.a] = repState{f.b, f.pos, int(f.lm)}
		case fCurRep:
			m.curRep = f.a
		}
	}
	m.snaps = m.snaps[:m.stack[k].base]
	m.stack = m.stack[:k]
}

// try runs the program from position pos.
func (m *Machine) try(pos int) (bool, error) {
	m.lastmark, m.lastindex, m.curRep = -1, -1, -1
	m.stack = m.stack[:0]
	m.snaps = m.snaps[:0]
	end, ok, err := m.run(pos)
	if ok {
		m.matchStart, m.matchEnd = pos, end
	}
	return ok, err
}
