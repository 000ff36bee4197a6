package frontend

// This file holds the assignment and deletion targets of the grammar
// (python.gram: ASSIGNMENT TARGETS). Targets are parsed by their own rules,
// which build Store and Del nodes directly, so no node is ever re-labelled
// after the fact.

// starTargets is
//
//	| star_target !','
//	| star_target (',' star_target)* [',']
func (p *parser) starTargets() Expr {
	start := p.pos
	a := p.starTarget()
	if a == nil {
		return nil
	}
	if p.kind() != COMMA {
		return a
	}
	elts := []Expr{a}
	for p.kind() == COMMA {
		m := p.pos
		p.pos++
		c := p.starTarget()
		if c == nil {
			p.pos = m
			break
		}
		elts = append(elts, c)
	}
	p.expect(COMMA)
	return &Tuple{Pos: p.span(start), Elts: elts, Ctx: Store}
}

// starTargetsListSeq is ','.star_target+ [','].
func (p *parser) starTargetsListSeq() []Expr {
	var out []Expr
	for {
		m := p.pos
		e := p.starTarget()
		if e == nil {
			p.pos = m
			if out != nil {
				p.pos-- // give back the ','
			}
			break
		}
		out = append(out, e)
		if !p.expect(COMMA) {
			break
		}
	}
	if out != nil {
		p.expect(COMMA)
	}
	return out
}

// starTargetsTupleSeq is
//
//	| star_target (',' star_target)+ [',']
//	| star_target ','
func (p *parser) starTargetsTupleSeq() []Expr {
	start := p.pos
	a := p.starTarget()
	if a == nil {
		return nil
	}
	out := []Expr{a}
	for p.kind() == COMMA {
		m := p.pos
		p.pos++
		c := p.starTarget()
		if c == nil {
			p.pos = m
			break
		}
		out = append(out, c)
	}
	if len(out) == 1 {
		if !p.expect(COMMA) {
			p.pos = start
			return nil
		}
		return out
	}
	p.expect(COMMA)
	return out
}

// starTarget is (memo in CPython; target_with_star_atom's memo suffices)
//
//	| '*' (!'*' star_target)
//	| target_with_star_atom
func (p *parser) starTarget() Expr {
	start := p.pos
	var res Expr
	if p.kind() == STAR {
		p.pos++
		if p.kind() != STAR {
			p.enter()
			a := p.starTarget()
			p.leave()
			if a != nil {
				res = &Starred{Pos: p.span(start), Value: a, Ctx: Store}
			}
		}
		if res == nil {
			p.pos = start
		}
	} else {
		res = p.targetWithStarAtom()
	}
	if res == nil {
		p.pos = start
	}
	return res
}

// targetWithStarAtom is (memo)
//
//	| t_primary '.' NAME !t_lookahead
//	| t_primary '[' slices ']' !t_lookahead
//	| star_atom
func (p *parser) targetWithStarAtom() Expr {
	start := p.pos
	if v, ok := p.memoGet(memoTargetWithStarAtom); ok {
		return asExpr(v)
	}
	res := p.subscriptAttributeTarget(Store)
	if res == nil {
		p.pos = start
		res = p.starAtom()
	}
	if res == nil {
		p.pos = start
	}
	p.memoPut(memoTargetWithStarAtom, start, res)
	return res
}

// subscriptAttributeTarget is the pair of alternatives shared by
// target_with_star_atom, single_subscript_attribute_target and del_target:
//
//	| t_primary '.' NAME !t_lookahead
//	| t_primary '[' slices ']' !t_lookahead
func (p *parser) subscriptAttributeTarget(ctx ExprContext) Expr {
	start := p.pos
	a := p.tPrimary()
	if a == nil {
		return nil
	}
	m := p.pos
	if p.expect(DOT) {
		if t := p.expectTok(NAME); t != nil && !p.tLookahead() {
			return &Attribute{Pos: p.span(start), Value: a, Attr: identifier(t), Ctx: ctx}
		}
	}
	p.pos = m
	if p.expect(LSQB) {
		if b := p.slices(); b != nil && p.expect(RSQB) && !p.tLookahead() {
			return &Subscript{Pos: p.span(start), Value: a, Slice: b, Ctx: ctx}
		}
	}
	p.pos = start
	return nil
}

// starAtom is
//
//	| NAME
//	| '(' target_with_star_atom ')'
//	| '(' [star_targets_tuple_seq] ')'
//	| '[' [star_targets_list_seq] ']'
func (p *parser) starAtom() Expr {
	start := p.pos
	switch p.kind() {
	case NAME:
		t := &p.toks[p.pos]
		p.pos++
		return nameExpr(t, Store)
	case LPAR:
		p.pos++
		p.enter()
		defer p.leave()
		if a := p.targetWithStarAtom(); a != nil && p.expect(RPAR) {
			return a
		}
		p.pos = start + 1
		a := p.starTargetsTupleSeq()
		if a == nil {
			p.pos = start + 1
		}
		if p.expect(RPAR) {
			return &Tuple{Pos: p.span(start), Elts: a, Ctx: Store}
		}
	case LSQB:
		p.pos++
		p.enter()
		defer p.leave()
		a := p.starTargetsListSeq()
		if a == nil {
			p.pos = start + 1
		}
		if p.expect(RSQB) {
			return &List{Pos: p.span(start), Elts: a, Ctx: Store}
		}
	}
	p.pos = start
	return nil
}

// singleTarget is
//
//	| single_subscript_attribute_target
//	| NAME
//	| '(' single_target ')'
func (p *parser) singleTarget() Expr {
	start := p.pos
	if a := p.subscriptAttributeTarget(Store); a != nil {
		return a
	}
	p.pos = start
	switch p.kind() {
	case NAME:
		t := &p.toks[p.pos]
		p.pos++
		return nameExpr(t, Store)
	case LPAR:
		p.pos++
		p.enter()
		a := p.singleTarget()
		p.leave()
		if a != nil && p.expect(RPAR) {
			return a
		}
	}
	p.pos = start
	return nil
}

// singleSubscriptAttributeTarget is single_subscript_attribute_target.
func (p *parser) singleSubscriptAttributeTarget() Expr {
	return p.subscriptAttributeTarget(Store)
}

// tPrimary is (left-recursive, memo)
//
//	| t_primary '.' NAME &t_lookahead
//	| t_primary '[' slices ']' &t_lookahead
//	| t_primary genexp &t_lookahead
//	| t_primary '(' [arguments] ')' &t_lookahead
//	| atom &t_lookahead
func (p *parser) tPrimary() Expr {
	start := p.pos
	if v, ok := p.memoGet(memoTPrimary); ok {
		return asExpr(v)
	}
	a := p.atom()
	if a == nil || !p.tLookahead() {
		p.pos = start
		p.memoPut(memoTPrimary, start, nil)
		return nil
	}
	for {
		m := p.pos
		switch p.kind() {
		case DOT:
			p.pos++
			if t := p.expectTok(NAME); t != nil && p.tLookahead() {
				a = &Attribute{Pos: p.span(start), Value: a, Attr: identifier(t), Ctx: Load}
				continue
			}
		case LSQB:
			p.pos++
			if b := p.slices(); b != nil && p.expect(RSQB) && p.tLookahead() {
				a = &Subscript{Pos: p.span(start), Value: a, Slice: b, Ctx: Load}
				continue
			}
		case LPAR:
			if g := p.genexp(); g != nil && p.tLookahead() {
				a = &Call{Pos: p.span(start), Func: a, Args: []Expr{g}}
				continue
			}
			p.pos = m + 1
			args := p.arguments()
			if args == nil {
				p.pos = m + 1
			}
			if p.expect(RPAR) && p.tLookahead() {
				c := &Call{Pos: p.span(start), Func: a}
				if args != nil {
					c.Args = args.Args
					c.Keywords = args.Keywords
				}
				a = c
				continue
			}
		}
		p.pos = m
		break
	}
	p.memoPut(memoTPrimary, start, a)
	return a
}

// tLookahead is &('(' | '[' | '.').
func (p *parser) tLookahead() bool {
	switch p.kind() {
	case LPAR, LSQB, DOT:
		return true
	}
	return false
}

// delTargets is ','.del_target+ [','].
func (p *parser) delTargets() []Expr {
	var out []Expr
	for {
		m := p.pos
		e := p.delTarget()
		if e == nil {
			p.pos = m
			if out != nil {
				p.pos-- // give back the ','
			}
			break
		}
		out = append(out, e)
		if !p.expect(COMMA) {
			break
		}
	}
	if out != nil {
		p.expect(COMMA)
	}
	return out
}

// delTarget is (memo)
//
//	| t_primary '.' NAME !t_lookahead
//	| t_primary '[' slices ']' !t_lookahead
//	| del_t_atom
func (p *parser) delTarget() Expr {
	start := p.pos
	if v, ok := p.memoGet(memoDelTarget); ok {
		return asExpr(v)
	}
	res := p.subscriptAttributeTarget(Del)
	if res == nil {
		p.pos = start
		res = p.delTAtom()
	}
	if res == nil {
		p.pos = start
	}
	p.memoPut(memoDelTarget, start, res)
	return res
}

// delTAtom is
//
//	| NAME
//	| '(' del_target ')'
//	| '(' [del_targets] ')'
//	| '[' [del_targets] ']'
func (p *parser) delTAtom() Expr {
	start := p.pos
	switch p.kind() {
	case NAME:
		t := &p.toks[p.pos]
		p.pos++
		return nameExpr(t, Del)
	case LPAR:
		p.pos++
		p.enter()
		defer p.leave()
		if a := p.delTarget(); a != nil && p.expect(RPAR) {
			return a
		}
		p.pos = start + 1
		a := p.delTargets()
		if a == nil {
			p.pos = start + 1
		}
		if p.expect(RPAR) {
			return &Tuple{Pos: p.span(start), Elts: a, Ctx: Del}
		}
	case LSQB:
		p.pos++
		p.enter()
		defer p.leave()
		a := p.delTargets()
		if a == nil {
			p.pos = start + 1
		}
		if p.expect(RSQB) {
			return &List{Pos: p.span(start), Elts: a, Ctx: Del}
		}
	}
	p.pos = start
	return nil
}
