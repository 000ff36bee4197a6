package frontend

// This file holds the expression rules of the grammar, from expressions
// down to power (python.gram: EXPRESSIONS, comparison, bitwise and
// arithmetic operators).

// asExpr converts a memoised value back to an expression.
func asExpr(v any) Expr {
	if v == nil {
		return nil
	}
	return v.(Expr)
}

// expressions is
//
//	| expression (',' expression)+ [',']
//	| expression ','
//	| expression
func (p *parser) expressions() Expr {
	start := p.pos
	a := p.expression()
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
		c := p.expression()
		if c == nil {
			p.pos = m
			break
		}
		elts = append(elts, c)
	}
	p.expect(COMMA)
	return &Tuple{Pos: p.span(start), Elts: elts, Ctx: Load}
}

// expression is (memo)
//
//	| invalid_expression
//	| invalid_legacy_expression
//	| disjunction 'if' disjunction 'else' expression
//	| disjunction
//	| lambdef
func (p *parser) expression() Expr {
	start := p.pos
	if v, ok := p.memoGet(memoExpression); ok {
		return asExpr(v)
	}
	p.enter()
	e := p.expressionRaw()
	p.leave()
	if e == nil {
		p.pos = start
	}
	p.memoPut(memoExpression, start, e)
	return e
}

func (p *parser) expressionRaw() Expr {
	start := p.pos
	if p.invalid {
		p.invalidExpression()
		p.pos = start
		p.invalidLegacyExpression()
		p.pos = start
	}
	if a := p.disjunction(); a != nil {
		if e := p.ifExpTail(start, a); e != nil {
			return e
		}
		return a
	}
	p.pos = start
	if p.kind() == KwLambda {
		return p.lambdef()
	}
	return nil
}

// ifExpTail parses the 'if' disjunction 'else' expression after the
// disjunction a that started at start, or returns nil with the position
// unchanged.
func (p *parser) ifExpTail(start int, a Expr) Expr {
	if p.kind() != KwIf {
		return nil
	}
	m := p.pos
	p.pos++
	if b := p.disjunction(); b != nil && p.expect(KwElse) {
		if c := p.expression(); c != nil {
			return &IfExp{Pos: p.span(start), Test: b, Body: a, Orelse: c}
		}
	}
	p.pos = m
	return nil
}

// expressionWithoutInvalid is expression without its invalid_*
// alternatives, and without any invalid_* rule below it.
func (p *parser) expressionWithoutInvalid() Expr {
	saved := p.invalid
	p.invalid = false
	defer func() { p.invalid = saved }()
	start := p.pos
	if a := p.disjunction(); a != nil {
		if e := p.ifExpTail(start, a); e != nil {
			return e
		}
		return a
	}
	p.pos = start
	if p.kind() == KwLambda {
		return p.lambdef()
	}
	return nil
}

// yieldExpr is
//
//	| 'yield' 'from' expression
//	| 'yield' [star_expressions]
func (p *parser) yieldExpr() Expr {
	start := p.pos
	if !p.expect(KwYield) {
		return nil
	}
	if p.kind() == KwFrom {
		p.pos++
		if a := p.expression(); a != nil {
			return &YieldFrom{Pos: p.span(start), Value: a}
		}
		p.pos = start + 1
	}
	m := p.pos
	a := p.starExpressions()
	if a == nil {
		p.pos = m
	}
	return &Yield{Pos: p.span(start), Value: a}
}

// starExpressions is
//
//	| star_expression (',' star_expression)+ [',']
//	| star_expression ','
//	| star_expression
func (p *parser) starExpressions() Expr {
	start := p.pos
	a := p.starExpression()
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
		c := p.starExpression()
		if c == nil {
			p.pos = m
			break
		}
		elts = append(elts, c)
	}
	p.expect(COMMA)
	return &Tuple{Pos: p.span(start), Elts: elts, Ctx: Load}
}

// starExpression is '*' bitwise_or | expression.
func (p *parser) starExpression() Expr {
	start := p.pos
	if p.kind() == STAR {
		p.pos++
		if a := p.bitwiseOr(); a != nil {
			return &Starred{Pos: p.span(start), Value: a, Ctx: Load}
		}
		p.pos = start
	}
	return p.expression()
}

// starNamedExpressions is ','.star_named_expression+ [','].
func (p *parser) starNamedExpressions() []Expr {
	var out []Expr
	for {
		m := p.pos
		e := p.starNamedExpression()
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

// starNamedExpression is '*' bitwise_or | named_expression.
func (p *parser) starNamedExpression() Expr {
	start := p.pos
	if p.kind() == STAR {
		p.pos++
		if a := p.bitwiseOr(); a != nil {
			return &Starred{Pos: p.span(start), Value: a, Ctx: Load}
		}
		p.pos = start
	}
	return p.namedExpression()
}

// assignmentExpression is NAME ':=' ~ expression.
func (p *parser) assignmentExpression() Expr {
	start := p.pos
	if p.kind() != NAME || p.peekKind(1) != COLONEQUAL {
		return nil
	}
	t := &p.toks[p.pos]
	p.pos += 2
	if b := p.expression(); b != nil {
		return &NamedExpr{Pos: p.span(start), Target: nameExpr(t, Store), Value: b}
	}
	p.pos = start
	return nil
}

// namedExpression is
//
//	| assignment_expression
//	| invalid_named_expression
//	| expression !':='
func (p *parser) namedExpression() Expr {
	start := p.pos
	if e := p.assignmentExpression(); e != nil {
		return e
	}
	if p.invalid {
		p.invalidNamedExpression()
		p.pos = start
	}
	if e := p.expression(); e != nil && p.kind() != COLONEQUAL {
		return e
	}
	p.pos = start
	return nil
}

// disjunction is conjunction ('or' conjunction)+ | conjunction.
func (p *parser) disjunction() Expr {
	start := p.pos
	a := p.conjunction()
	if a == nil || p.kind() != KwOr {
		return a
	}
	vals := []Expr{a}
	for p.kind() == KwOr {
		m := p.pos
		p.pos++
		c := p.conjunction()
		if c == nil {
			p.pos = m
			break
		}
		vals = append(vals, c)
	}
	if len(vals) == 1 {
		return a
	}
	return &BoolOp{Pos: p.span(start), Op: Or, Values: vals}
}

// conjunction is inversion ('and' inversion)+ | inversion.
func (p *parser) conjunction() Expr {
	start := p.pos
	a := p.inversion()
	if a == nil || p.kind() != KwAnd {
		return a
	}
	vals := []Expr{a}
	for p.kind() == KwAnd {
		m := p.pos
		p.pos++
		c := p.inversion()
		if c == nil {
			p.pos = m
			break
		}
		vals = append(vals, c)
	}
	if len(vals) == 1 {
		return a
	}
	return &BoolOp{Pos: p.span(start), Op: And, Values: vals}
}

// inversion is 'not' inversion | comparison.
func (p *parser) inversion() Expr {
	start := p.pos
	if p.kind() == KwNot {
		p.pos++
		p.enter()
		a := p.inversion()
		p.leave()
		if a != nil {
			return &UnaryOp{Pos: p.span(start), Op: Not, Operand: a}
		}
		p.pos = start
	}
	return p.comparison()
}

// comparison is bitwise_or compare_op_bitwise_or_pair+ | bitwise_or.
func (p *parser) comparison() Expr {
	start := p.pos
	a := p.bitwiseOr()
	if a == nil {
		return nil
	}
	var ops []CmpOpKind
	var comps []Expr
	for {
		m := p.pos
		op, ok := p.compareOp()
		if !ok {
			break
		}
		b := p.bitwiseOr()
		if b == nil {
			p.pos = m
			break
		}
		ops = append(ops, op)
		comps = append(comps, b)
	}
	if ops == nil {
		return a
	}
	return &Compare{Pos: p.span(start), Left: a, Ops: ops, Comparators: comps}
}

// compareOp consumes the operator of a compare_op_bitwise_or_pair.
func (p *parser) compareOp() (CmpOpKind, bool) {
	switch p.kind() {
	case EQEQUAL:
		p.pos++
		return Eq, true
	case NOTEQUAL:
		// _PyPegen_check_barry_as_flufl: '<>' is not '!='.
		if p.toks[p.pos].Lit != "!=" {
			return 0, false
		}
		p.pos++
		return NotEq, true
	case LESSEQUAL:
		p.pos++
		return LtE, true
	case LESS:
		p.pos++
		return Lt, true
	case GREATEREQUAL:
		p.pos++
		return GtE, true
	case GREATER:
		p.pos++
		return Gt, true
	case KwNot:
		if p.peekKind(1) == KwIn {
			p.pos += 2
			return NotIn, true
		}
	case KwIn:
		p.pos++
		return In, true
	case KwIs:
		p.pos++
		if p.kind() == KwNot {
			p.pos++
			return IsNot, true
		}
		return Is, true
	}
	return 0, false
}

// bitwiseOr is bitwise_or '|' bitwise_xor | bitwise_xor.
func (p *parser) bitwiseOr() Expr {
	start := p.pos
	a := p.bitwiseXor()
	for a != nil && p.kind() == VBAR {
		m := p.pos
		p.pos++
		b := p.bitwiseXor()
		if b == nil {
			p.pos = m
			break
		}
		a = &BinOp{Pos: p.span(start), Left: a, Op: BitOr, Right: b}
	}
	return a
}

// bitwiseXor is bitwise_xor '^' bitwise_and | bitwise_and.
func (p *parser) bitwiseXor() Expr {
	start := p.pos
	a := p.bitwiseAnd()
	for a != nil && p.kind() == CIRCUMFLEX {
		m := p.pos
		p.pos++
		b := p.bitwiseAnd()
		if b == nil {
			p.pos = m
			break
		}
		a = &BinOp{Pos: p.span(start), Left: a, Op: BitXor, Right: b}
	}
	return a
}

// bitwiseAnd is bitwise_and '&' shift_expr | shift_expr.
func (p *parser) bitwiseAnd() Expr {
	start := p.pos
	a := p.shiftExpr()
	for a != nil && p.kind() == AMPER {
		m := p.pos
		p.pos++
		b := p.shiftExpr()
		if b == nil {
			p.pos = m
			break
		}
		a = &BinOp{Pos: p.span(start), Left: a, Op: BitAnd, Right: b}
	}
	return a
}

// shiftExpr is shift_expr ('<<' | '>>') sum | sum.
func (p *parser) shiftExpr() Expr {
	start := p.pos
	a := p.sum()
	for a != nil {
		var op Operator
		switch p.kind() {
		case LEFTSHIFT:
			op = LShift
		case RIGHTSHIFT:
			op = RShift
		default:
			return a
		}
		m := p.pos
		p.pos++
		b := p.sum()
		if b == nil {
			p.pos = m
			break
		}
		a = &BinOp{Pos: p.span(start), Left: a, Op: op, Right: b}
	}
	return a
}

// sum is sum ('+' | '-') term | term.
func (p *parser) sum() Expr {
	start := p.pos
	a := p.term()
	for a != nil {
		var op Operator
		switch p.kind() {
		case PLUS:
			op = Add
		case MINUS:
			op = Sub
		default:
			return a
		}
		m := p.pos
		p.pos++
		b := p.term()
		if b == nil {
			p.pos = m
			break
		}
		a = &BinOp{Pos: p.span(start), Left: a, Op: op, Right: b}
	}
	return a
}

// term is term ('*' | '/' | '//' | '%' | '@') factor | factor.
func (p *parser) term() Expr {
	start := p.pos
	a := p.factor()
	for a != nil {
		var op Operator
		switch p.kind() {
		case STAR:
			op = Mult
		case SLASH:
			op = Div
		case DOUBLESLASH:
			op = FloorDiv
		case PERCENT:
			op = Mod
		case AT:
			op = MatMult
		default:
			return a
		}
		m := p.pos
		p.pos++
		b := p.factor()
		if b == nil {
			p.pos = m
			break
		}
		a = &BinOp{Pos: p.span(start), Left: a, Op: op, Right: b}
	}
	return a
}

// factor is ('+' | '-' | '~') factor | power.
func (p *parser) factor() Expr {
	start := p.pos
	var op UnaryOpKind
	switch p.kind() {
	case PLUS:
		op = UAdd
	case MINUS:
		op = USub
	case TILDE:
		op = Invert
	default:
		return p.power()
	}
	p.pos++
	p.enter()
	a := p.factor()
	p.leave()
	if a == nil {
		p.pos = start
		return nil
	}
	return &UnaryOp{Pos: p.span(start), Op: op, Operand: a}
}

// power is await_primary '**' factor | await_primary.
func (p *parser) power() Expr {
	start := p.pos
	a := p.awaitPrimary()
	if a == nil || p.kind() != DOUBLESTAR {
		return a
	}
	m := p.pos
	p.pos++
	p.enter()
	b := p.factor()
	p.leave()
	if b == nil {
		p.pos = m
		return a
	}
	return &BinOp{Pos: p.span(start), Left: a, Op: Pow, Right: b}
}

// awaitPrimary is AWAIT primary | primary.
func (p *parser) awaitPrimary() Expr {
	start := p.pos
	if p.kind() == KwAwait {
		p.pos++
		if a := p.primary(); a != nil {
			return &Await{Pos: p.span(start), Value: a}
		}
		p.pos = start
		return nil
	}
	return p.primary()
}
