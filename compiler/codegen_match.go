package compiler

import (
	"fmt"

	bc "github.com/pyexgo/pyex/bytecode"
	fe "github.com/pyexgo/pyex/frontend"
)

// This file compiles match statements. A pattern is compiled against the
// register holding its subject, jumping to a failure label as soon as it
// cannot match. Captured values are collected in registers and bound to
// their names only once the whole pattern has matched, as CPython does;
// the guard then runs with the names bound.

// patternCtx collects the captures of one case's pattern.
type patternCtx struct {
	names []string
	regs  []int
}

func (pc *patternCtx) capture(u *unit, name string, src int) {
	for _, n := range pc.names {
		if n == name {
			u.fail(fmt.Sprintf("multiple assignments to name '%s' in pattern", name))
		}
	}
	r := u.alloc()
	u.emit(bc.MOVE, r, src, 0, 0)
	pc.names = append(pc.names, name)
	pc.regs = append(pc.regs, r)
}

func (u *unit) matchStmt(s *fe.Match) {
	subject := u.alloc()
	u.exprTo(s.Subject, subject)
	end := u.newLabel()
	before := u.bound.clone()
	after := before.clone()
	allJump := true
	for i, c := range s.Cases {
		mark := u.nextReg
		u.bound = before.clone()
		if i < len(s.Cases)-1 && c.Guard == nil && irrefutable(c.Pattern) {
			u.at(c.Pattern.Position())
			if name := captureName(c.Pattern); name != "" {
				u.fail(fmt.Sprintf("name capture '%s' makes remaining patterns unreachable", name))
			}
			u.fail("wildcard makes remaining patterns unreachable")
		}
		next := u.newLabel()
		pc := &patternCtx{}
		u.pattern(c.Pattern, subject, next, pc)
		for j, name := range pc.names {
			u.storeName(name, pc.regs[j])
		}
		if c.Guard != nil {
			u.condJump(c.Guard, false, next)
		}
		u.stmts(c.Body)
		if !terminates(c.Body) {
			if allJump {
				after = u.bound.clone()
			} else {
				after.intersect(u.bound)
			}
			allJump = false
		}
		u.jump(bc.JUMP, 0, end)
		u.place(next)
		u.release(mark)
	}
	u.place(end)
	// Falling through every case binds nothing new.
	after.intersect(before)
	u.bound = after
}

func irrefutable(p fe.Pattern) bool {
	switch p := p.(type) {
	case *fe.MatchAs:
		return p.Pattern == nil || irrefutable(p.Pattern)
	case *fe.MatchOr:
		for _, q := range p.Patterns {
			if irrefutable(q) {
				return true
			}
		}
	}
	return false
}

func captureName(p fe.Pattern) string {
	if p, ok := p.(*fe.MatchAs); ok && p.Pattern == nil {
		return p.Name
	}
	return ""
}

// pattern compiles p against register subj.
func (u *unit) pattern(p fe.Pattern, subj, fail int, pc *patternCtx) {
	u.at(p.Position())
	switch p := p.(type) {
	case *fe.MatchValue:
		mark := u.nextReg
		v := u.expr(p.Value)
		r := u.alloc()
		u.at(&p.Pos)
		u.emit(bc.COMPARE, r, subj, v, bc.CmpEQ)
		u.jump(bc.JUMPIFFALSE, r, fail)
		u.release(mark)
	case *fe.MatchSingleton:
		mark := u.nextReg
		v := u.alloc()
		u.loadConst(constOf(p.Value), v)
		r := u.alloc()
		u.emit(bc.IS, r, subj, v, 0)
		u.jump(bc.JUMPIFFALSE, r, fail)
		u.release(mark)
	case *fe.MatchAs:
		if p.Pattern != nil {
			u.pattern(p.Pattern, subj, fail, pc)
		}
		if p.Name != "" {
			pc.capture(u, p.Name, subj)
		}
	case *fe.MatchOr:
		u.orPattern(p, subj, fail, pc)
	case *fe.MatchSequence:
		u.sequencePattern(p, subj, fail, pc)
	case *fe.MatchMapping:
		u.mappingPattern(p, subj, fail, pc)
	case *fe.MatchClass:
		u.classPattern(p, subj, fail, pc)
	case *fe.MatchStar:
		u.fail("can't use starred name here")
	}
}

// orPattern tries each alternative in turn; all must bind the same names,
// which end up in the same registers whichever alternative matched.
func (u *unit) orPattern(p *fe.MatchOr, subj, fail int, pc *patternCtx) {
	names := patternNames(p.Patterns[0], nil)
	shared := u.allocN(len(names))
	success := u.newLabel()
	for i, alt := range p.Patterns {
		if i < len(p.Patterns)-1 && irrefutable(alt) {
			u.at(alt.Position())
			if name := captureName(alt); name != "" {
				u.fail(fmt.Sprintf("name capture '%s' makes remaining patterns unreachable", name))
			}
			u.fail("wildcard makes remaining patterns unreachable")
		}
		next := fail
		if i < len(p.Patterns)-1 {
			next = u.newLabel()
		}
		mark := u.nextReg
		sub := &patternCtx{}
		u.pattern(alt, subj, next, sub)
		if !sameNames(names, sub.names) {
			u.at(alt.Position())
			u.fail("alternative patterns bind different names")
		}
		for j, name := range sub.names {
			u.emit(bc.MOVE, shared+indexOf(names, name), sub.regs[j], 0, 0)
		}
		u.release(mark)
		u.jump(bc.JUMP, 0, success)
		if next != fail {
			u.place(next)
		}
	}
	u.place(success)
	for j, name := range names {
		if indexOf(pc.names, name) >= 0 {
			u.fail(fmt.Sprintf("multiple assignments to name '%s' in pattern", name))
		}
		pc.names = append(pc.names, name)
		pc.regs = append(pc.regs, shared+j)
	}
}

// patternNames appends the names p captures, in order.
func patternNames(p fe.Pattern, names []string) []string {
	switch p := p.(type) {
	case *fe.MatchAs:
		if p.Pattern != nil {
			names = patternNames(p.Pattern, names)
		}
		if p.Name != "" {
			names = append(names, p.Name)
		}
	case *fe.MatchStar:
		if p.Name != "" {
			names = append(names, p.Name)
		}
	case *fe.MatchOr:
		if len(p.Patterns) > 0 {
			names = patternNames(p.Patterns[0], names)
		}
	case *fe.MatchSequence:
		for _, q := range p.Patterns {
			names = patternNames(q, names)
		}
	case *fe.MatchMapping:
		for _, q := range p.Patterns {
			names = patternNames(q, names)
		}
		if p.Rest != "" {
			names = append(names, p.Rest)
		}
	case *fe.MatchClass:
		for _, q := range p.Patterns {
			names = patternNames(q, names)
		}
		for _, q := range p.KwdPatterns {
			names = patternNames(q, names)
		}
	}
	return names
}

func sameNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for _, n := range b {
		if indexOf(a, n) < 0 {
			return false
		}
	}
	return true
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

func (u *unit) sequencePattern(p *fe.MatchSequence, subj, fail int, pc *patternCtx) {
	star := -1
	for i, q := range p.Patterns {
		if _, ok := q.(*fe.MatchStar); ok {
			if star >= 0 {
				u.fail("multiple starred names in sequence pattern")
			}
			star = i
		}
	}
	r := u.alloc()
	u.emit(bc.MATCHSEQUENCE, r, subj, 0, 0)
	u.jump(bc.JUMPIFFALSE, r, fail)
	n := len(p.Patterns)
	length, want := u.alloc(), u.alloc()
	u.emit(bc.GETLEN, length, subj, 0, 0)
	if star < 0 {
		u.loadConst(bc.Constant{Kind: bc.ConstInt, Int: int64(n)}, want)
		u.emit(bc.COMPARE, r, length, want, bc.CmpEQ)
	} else {
		u.loadConst(bc.Constant{Kind: bc.ConstInt, Int: int64(n - 1)}, want)
		u.emit(bc.COMPARE, r, length, want, bc.CmpGE)
	}
	u.jump(bc.JUMPIFFALSE, r, fail)
	if n == 0 {
		return
	}
	items := u.allocN(n)
	if star < 0 {
		u.emit(bc.UNPACK, items, subj, n, 0)
	} else {
		if star > bc.MaxD {
			u.fail("too many expressions in star-unpacking assignment")
		}
		u.emit(bc.UNPACKEX, items, subj, n, star)
	}
	for i, q := range p.Patterns {
		if s, ok := q.(*fe.MatchStar); ok {
			if s.Name != "" {
				pc.capture(u, s.Name, items+i)
			}
			continue
		}
		u.pattern(q, items+i, fail, pc)
	}
}

func (u *unit) mappingPattern(p *fe.MatchMapping, subj, fail int, pc *patternCtx) {
	r := u.alloc()
	u.emit(bc.MATCHMAPPING, r, subj, 0, 0)
	u.jump(bc.JUMPIFFALSE, r, fail)
	n := len(p.Keys)
	var keys int
	if n > 0 || p.Rest != "" {
		seen := map[string]bool{}
		base := u.allocN(n)
		for i, k := range p.Keys {
			if c, ok := k.(*fe.Constant); ok {
				key := fe.ReprValue(c.Value)
				if seen[key] {
					u.at(k.Position())
					u.fail(fmt.Sprintf("mapping pattern checks duplicate key (%s)", key))
				}
				seen[key] = true
			}
			u.exprTo(k, base+i)
		}
		keys = u.alloc()
		u.emit(bc.BUILDTUPLE, keys, base, n, 0)
	}
	if n > 0 {
		length, want := u.alloc(), u.alloc()
		u.emit(bc.GETLEN, length, subj, 0, 0)
		u.loadConst(bc.Constant{Kind: bc.ConstInt, Int: int64(n)}, want)
		u.emit(bc.COMPARE, r, length, want, bc.CmpGE)
		u.jump(bc.JUMPIFFALSE, r, fail)
		vals := u.alloc()
		u.emit(bc.MATCHKEYS, vals, subj, keys, 0)
		none := u.alloc()
		u.emit(bc.LOADNONE, none, 0, 0, 0)
		u.emit(bc.IS, r, vals, none, 0)
		u.jump(bc.JUMPIFTRUE, r, fail)
		items := u.allocN(n)
		u.emit(bc.UNPACK, items, vals, n, 0)
		for i, q := range p.Patterns {
			u.pattern(q, items+i, fail, pc)
		}
	}
	if p.Rest != "" {
		rest := u.alloc()
		u.emit(bc.COPYDICTWITHOUTKEYS, rest, subj, keys, 0)
		pc.capture(u, p.Rest, rest)
	}
}

func (u *unit) classPattern(p *fe.MatchClass, subj, fail int, pc *patternCtx) {
	if len(p.Patterns) > bc.MaxD {
		u.fail("too many sub-patterns in class pattern")
	}
	for i, a := range p.KwdAttrs {
		for _, b := range p.KwdAttrs[:i] {
			if a == b {
				u.at(p.KwdPatterns[i].Position())
				u.fail(fmt.Sprintf("attribute name repeated in class pattern: %s", a))
			}
		}
	}
	cls := u.expr(p.Cls)
	names := make([]bc.Constant, len(p.KwdAttrs))
	for i, a := range p.KwdAttrs {
		names[i] = strConst(a)
	}
	attrs := u.alloc()
	u.emit(bc.MOVE, attrs, subj, 0, 0)
	u.at(&p.Pos)
	u.emit(bc.MATCHCLASS, attrs, cls, u.constant(bc.Constant{Kind: bc.ConstTuple, Items: names}), len(p.Patterns))
	none, r := u.alloc(), u.alloc()
	u.emit(bc.LOADNONE, none, 0, 0, 0)
	u.emit(bc.IS, r, attrs, none, 0)
	u.jump(bc.JUMPIFTRUE, r, fail)
	n := len(p.Patterns) + len(p.KwdPatterns)
	if n == 0 {
		return
	}
	items := u.allocN(n)
	u.emit(bc.UNPACK, items, attrs, n, 0)
	for i, q := range p.Patterns {
		u.pattern(q, items+i, fail, pc)
	}
	for i, q := range p.KwdPatterns {
		u.pattern(q, items+len(p.Patterns)+i, fail, pc)
	}
}
