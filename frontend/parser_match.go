package frontend

// This file holds the match statement and its patterns (python.gram: Match
// statement). match, case and _ are soft keywords: NAME tokens that the
// rules compare by text.

// matchStmt is
//
//	| "match" subject_expr ':' NEWLINE INDENT case_block+ DEDENT
//	| invalid_match_stmt
func (p *parser) matchStmt() Stmt {
	start := p.pos
	p.pos++ // "match"
	if subject := p.subjectExpr(); subject != nil && p.expect(COLON) && p.expect(NEWLINE) && p.expect(INDENT) {
		var cases []*MatchCase
		for {
			m := p.pos
			c := p.caseBlock()
			if c == nil {
				p.pos = m
				break
			}
			cases = append(cases, c)
		}
		if cases != nil && p.expect(DEDENT) {
			return &Match{Pos: p.span(start), Subject: subject, Cases: cases}
		}
	}
	p.pos = start
	if p.invalid {
		p.invalidMatchStmt()
		p.pos = start
	}
	return nil
}

// subjectExpr is
//
//	| star_named_expression ',' star_named_expressions?
//	| named_expression
func (p *parser) subjectExpr() Expr {
	start := p.pos
	if v := p.starNamedExpression(); v != nil && p.expect(COMMA) {
		elts := []Expr{v}
		m := p.pos
		if vs := p.starNamedExpressions(); vs != nil {
			elts = append(elts, vs...)
		} else {
			p.pos = m
		}
		return &Tuple{Pos: p.span(start), Elts: elts, Ctx: Load}
	}
	p.pos = start
	return p.namedExpression()
}

// caseBlock is
//
//	| invalid_case_block
//	| "case" patterns guard? ':' block
func (p *parser) caseBlock() *MatchCase {
	start := p.pos
	if !p.isSoft("case") {
		return nil
	}
	if p.invalid {
		p.invalidCaseBlock()
		p.pos = start
	}
	p.pos++
	pat := p.patterns()
	if pat == nil {
		p.pos = start
		return nil
	}
	guard := p.optGuard()
	if !p.expect(COLON) {
		p.pos = start
		return nil
	}
	body := p.block()
	if body == nil {
		p.pos = start
		return nil
	}
	return &MatchCase{Pattern: pat, Guard: guard, Body: body}
}

// optGuard is guard?, with guard: 'if' named_expression.
func (p *parser) optGuard() Expr {
	if p.kind() != KwIf {
		return nil
	}
	m := p.pos
	p.pos++
	g := p.namedExpression()
	if g == nil {
		p.pos = m
	}
	return g
}

// patterns is open_sequence_pattern | pattern.
func (p *parser) patterns() Pattern {
	start := p.pos
	if ps := p.openSequencePattern(); ps != nil {
		return &MatchSequence{Pos: p.span(start), Patterns: ps}
	}
	p.pos = start
	return p.pattern()
}

// pattern is as_pattern | or_pattern, where
//
//	as_pattern: or_pattern 'as' pattern_capture_target | invalid_as_pattern
func (p *parser) pattern() Pattern {
	start := p.pos
	p.enter()
	defer p.leave()
	if a := p.orPattern(); a != nil && p.expect(KwAs) {
		if t := p.patternCaptureTarget(); t != "" {
			return &MatchAs{Pos: p.span(start), Pattern: a, Name: t}
		}
	}
	p.pos = start
	if p.invalid {
		p.invalidAsPattern()
		p.pos = start
	}
	return p.orPattern()
}

// orPattern is '|'.closed_pattern+.
func (p *parser) orPattern() Pattern {
	start := p.pos
	var ps []Pattern
	for {
		m := p.pos
		c := p.closedPattern()
		if c == nil {
			p.pos = m
			if ps != nil {
				p.pos-- // give back the '|'
			}
			break
		}
		ps = append(ps, c)
		if !p.expect(VBAR) {
			break
		}
	}
	switch len(ps) {
	case 0:
		p.pos = start
		return nil
	case 1:
		return ps[0]
	}
	return &MatchOr{Pos: p.span(start), Patterns: ps}
}

// closedPattern is (memo)
//
//	| literal_pattern | capture_pattern | wildcard_pattern | value_pattern
//	| group_pattern | sequence_pattern | mapping_pattern | class_pattern
func (p *parser) closedPattern() Pattern {
	start := p.pos
	if v, ok := p.memoGet(memoClosedPattern); ok {
		if v == nil {
			return nil
		}
		return v.(Pattern)
	}
	res := p.closedPatternRaw()
	if res == nil {
		p.pos = start
		p.memoPut(memoClosedPattern, start, nil)
	} else {
		p.memoPut(memoClosedPattern, start, res)
	}
	return res
}

func (p *parser) closedPatternRaw() Pattern {
	start := p.pos
	if r := p.literalPattern(); r != nil {
		return r
	}
	p.pos = start
	if name := p.patternCaptureTarget(); name != "" {
		return &MatchAs{Pos: p.span(start), Name: name}
	}
	p.pos = start
	if t := p.expectSoft("_"); t != nil {
		return &MatchAs{Pos: tokPos(t)}
	}
	if a := p.attr(); a != nil {
		if !p.patternLookahead() {
			return &MatchValue{Pos: p.span(start), Value: a}
		}
	}
	p.pos = start
	switch p.kind() {
	case LPAR:
		// group_pattern: '(' pattern ')'
		p.pos++
		if pat := p.pattern(); pat != nil && p.expect(RPAR) {
			return pat
		}
		p.pos = start
		// sequence_pattern: '(' open_sequence_pattern? ')'
		p.pos++
		m := p.pos
		ps := p.openSequencePattern()
		if ps == nil {
			p.pos = m
		}
		if p.expect(RPAR) {
			return &MatchSequence{Pos: p.span(start), Patterns: ps}
		}
	case LSQB:
		// sequence_pattern: '[' maybe_sequence_pattern? ']'
		p.pos++
		m := p.pos
		ps := p.maybeSequencePattern()
		if ps == nil {
			p.pos = m
		}
		if p.expect(RSQB) {
			return &MatchSequence{Pos: p.span(start), Patterns: ps}
		}
	case LBRACE:
		if r := p.mappingPattern(); r != nil {
			return r
		}
	}
	p.pos = start
	return p.classPattern()
}

// patternLookahead is the ('.' | '(' | '=') of the negative lookaheads of
// pattern_capture_target and value_pattern.
func (p *parser) patternLookahead() bool {
	switch p.kind() {
	case DOT, LPAR, EQUAL:
		return true
	}
	return false
}

// patternCaptureTarget is !"_" NAME !('.' | '(' | '='); it returns the
// name or "".
func (p *parser) patternCaptureTarget() string {
	if p.kind() != NAME || p.toks[p.pos].Lit == "_" {
		return ""
	}
	t := &p.toks[p.pos]
	p.pos++
	if p.patternLookahead() {
		p.pos--
		return ""
	}
	return identifier(t)
}

// literalPattern is
//
//	| signed_number !('+' | '-')
//	| complex_number
//	| strings
//	| 'None' | 'True' | 'False'
func (p *parser) literalPattern() Pattern {
	start := p.pos
	switch p.kind() {
	case KwNone:
		p.pos++
		return &MatchSingleton{Pos: p.span(start), Value: None}
	case KwTrue:
		p.pos++
		return &MatchSingleton{Pos: p.span(start), Value: true}
	case KwFalse:
		p.pos++
		return &MatchSingleton{Pos: p.span(start), Value: false}
	}
	if e := p.literalNumberOrString(); e != nil {
		return &MatchValue{Pos: p.span(start), Value: e}
	}
	return nil
}

// literalExpr is literal_expr, the literal keys of mapping patterns:
// literal_pattern's alternatives as expressions.
func (p *parser) literalExpr() Expr {
	start := p.pos
	t := p.tok()
	switch t.Kind {
	case KwNone:
		p.pos++
		return &Constant{Pos: tokPos(t), Value: None}
	case KwTrue:
		p.pos++
		return &Constant{Pos: tokPos(t), Value: true}
	case KwFalse:
		p.pos++
		return &Constant{Pos: tokPos(t), Value: false}
	}
	p.pos = start
	return p.literalNumberOrString()
}

// literalNumberOrString is
//
//	| signed_number !('+' | '-')
//	| complex_number
//	| strings
func (p *parser) literalNumberOrString() Expr {
	start := p.pos
	if e := p.signedNumber(); e != nil {
		if k := p.kind(); k != PLUS && k != MINUS {
			return e
		}
	}
	p.pos = start
	if e := p.complexNumber(); e != nil {
		return e
	}
	p.pos = start
	if p.kind() == STRING {
		return p.strings()
	}
	return nil
}

// signedNumber is NUMBER | '-' NUMBER.
func (p *parser) signedNumber() Expr {
	start := p.pos
	if p.kind() == NUMBER {
		return p.number()
	}
	if p.expect(MINUS) && p.kind() == NUMBER {
		n := p.number()
		return &UnaryOp{Pos: p.span(start), Op: USub, Operand: n}
	}
	p.pos = start
	return nil
}

// complexNumber is signed_real_number ('+' | '-') imaginary_number.
func (p *parser) complexNumber() Expr {
	start := p.pos
	// signed_real_number: real_number | '-' real_number
	var real Expr
	if p.kind() == NUMBER {
		real = p.ensureReal(p.number())
	} else if p.expect(MINUS) && p.kind() == NUMBER {
		n := p.ensureReal(p.number())
		real = &UnaryOp{Pos: p.span(start), Op: USub, Operand: n}
	} else {
		p.pos = start
		return nil
	}
	var op Operator
	switch p.kind() {
	case PLUS:
		op = Add
	case MINUS:
		op = Sub
	default:
		p.pos = start
		return nil
	}
	p.pos++
	if p.kind() != NUMBER {
		p.pos = start
		return nil
	}
	imag := p.ensureImaginary(p.number())
	return &BinOp{Pos: p.span(start), Left: real, Op: op, Right: imag}
}

// ensureReal raises unless e is a real number (_PyPegen_ensure_real).
func (p *parser) ensureReal(e Expr) Expr {
	if c, ok := e.(*Constant); ok {
		if _, isComplex := c.Value.(complex128); !isComplex {
			return e
		}
	}
	p.raiseKnownLocation(*e.Position(), "real number required in complex literal")
	return nil
}

// ensureImaginary raises unless e is an imaginary number
// (_PyPegen_ensure_imaginary).
func (p *parser) ensureImaginary(e Expr) Expr {
	if c, ok := e.(*Constant); ok {
		if _, isComplex := c.Value.(complex128); isComplex {
			return e
		}
	}
	p.raiseKnownLocation(*e.Position(), "imaginary number required in complex literal")
	return nil
}

// attr is name_or_attr '.' NAME: a dotted name with at least one dot.
func (p *parser) attr() Expr {
	start := p.pos
	a := p.nameOrAttr()
	if _, ok := a.(*Attribute); !ok {
		p.pos = start
		return nil
	}
	return a
}

// nameOrAttr is attr | NAME: NAME ('.' NAME)*.
func (p *parser) nameOrAttr() Expr {
	start := p.pos
	t := p.expectTok(NAME)
	if t == nil {
		return nil
	}
	var a Expr = nameExpr(t, Load)
	for p.kind() == DOT {
		m := p.pos
		p.pos++
		n := p.expectTok(NAME)
		if n == nil {
			p.pos = m
			break
		}
		a = &Attribute{Pos: p.span(start), Value: a, Attr: identifier(n), Ctx: Load}
	}
	return a
}

// openSequencePattern is maybe_star_pattern ',' maybe_sequence_pattern?.
func (p *parser) openSequencePattern() []Pattern {
	start := p.pos
	first := p.maybeStarPattern()
	if first == nil || !p.expect(COMMA) {
		p.pos = start
		return nil
	}
	out := []Pattern{first}
	m := p.pos
	if rest := p.maybeSequencePattern(); rest != nil {
		out = append(out, rest...)
	} else {
		p.pos = m
	}
	return out
}

// maybeSequencePattern is ','.maybe_star_pattern+ ','?.
func (p *parser) maybeSequencePattern() []Pattern {
	var out []Pattern
	for {
		m := p.pos
		e := p.maybeStarPattern()
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

// maybeStarPattern is star_pattern | pattern.
func (p *parser) maybeStarPattern() Pattern {
	if s := p.starPattern(); s != nil {
		return s
	}
	return p.pattern()
}

// starPattern is
//
//	| '*' pattern_capture_target
//	| '*' wildcard_pattern
func (p *parser) starPattern() Pattern {
	start := p.pos
	if !p.expect(STAR) {
		return nil
	}
	if name := p.patternCaptureTarget(); name != "" {
		return &MatchStar{Pos: p.span(start), Name: name}
	}
	if p.expectSoft("_") != nil {
		return &MatchStar{Pos: p.span(start)}
	}
	p.pos = start
	return nil
}

// mappingPattern is
//
//	| '{' '}'
//	| '{' double_star_pattern ','? '}'
//	| '{' items_pattern ',' double_star_pattern ','? '}'
//	| '{' items_pattern ','? '}'
func (p *parser) mappingPattern() Pattern {
	start := p.pos
	if !p.expect(LBRACE) {
		return nil
	}
	if p.expect(RBRACE) {
		return &MatchMapping{Pos: p.span(start)}
	}
	afterBrace := p.pos
	if rest := p.doubleStarPattern(); rest != "" {
		p.expect(COMMA)
		if p.expect(RBRACE) {
			return &MatchMapping{Pos: p.span(start), Rest: rest}
		}
	}
	p.pos = afterBrace
	keys, pats := p.itemsPattern()
	if keys == nil {
		p.pos = start
		return nil
	}
	afterItems := p.pos
	if p.expect(COMMA) {
		if rest := p.doubleStarPattern(); rest != "" {
			p.expect(COMMA)
			if p.expect(RBRACE) {
				return &MatchMapping{Pos: p.span(start), Keys: keys, Patterns: pats, Rest: rest}
			}
		}
	}
	p.pos = afterItems
	p.expect(COMMA)
	if p.expect(RBRACE) {
		return &MatchMapping{Pos: p.span(start), Keys: keys, Patterns: pats}
	}
	p.pos = start
	return nil
}

// doubleStarPattern is '**' pattern_capture_target; it returns the name
// or "".
func (p *parser) doubleStarPattern() string {
	start := p.pos
	if p.expect(DOUBLESTAR) {
		if name := p.patternCaptureTarget(); name != "" {
			return name
		}
	}
	p.pos = start
	return ""
}

// itemsPattern is ','.key_value_pattern+, each (literal_expr | attr) ':'
// pattern.
func (p *parser) itemsPattern() (keys []Expr, pats []Pattern) {
	for {
		m := p.pos
		k := p.literalExpr()
		if k == nil {
			p.pos = m
			k = p.attr()
		}
		var v Pattern
		if k != nil && p.expect(COLON) {
			v = p.pattern()
		}
		if v == nil {
			p.pos = m
			if keys != nil {
				p.pos-- // give back the ','
			}
			break
		}
		keys = append(keys, k)
		pats = append(pats, v)
		if !p.expect(COMMA) {
			break
		}
	}
	return keys, pats
}

// classPattern is
//
//	| name_or_attr '(' ')'
//	| name_or_attr '(' positional_patterns ','? ')'
//	| name_or_attr '(' keyword_patterns ','? ')'
//	| name_or_attr '(' positional_patterns ',' keyword_patterns ','? ')'
//	| invalid_class_pattern
func (p *parser) classPattern() Pattern {
	start := p.pos
	cls := p.nameOrAttr()
	if cls == nil || !p.expect(LPAR) {
		p.pos = start
		return nil
	}
	afterParen := p.pos
	if p.expect(RPAR) {
		return &MatchClass{Pos: p.span(start), Cls: cls}
	}
	if pats := p.positionalPatterns(); pats != nil {
		afterPats := p.pos
		p.expect(COMMA)
		if p.expect(RPAR) {
			return &MatchClass{Pos: p.span(start), Cls: cls, Patterns: pats}
		}
		p.pos = afterPats
		if p.expect(COMMA) {
			if names, kpats := p.keywordPatterns(); names != nil {
				p.expect(COMMA)
				if p.expect(RPAR) {
					return &MatchClass{Pos: p.span(start), Cls: cls, Patterns: pats, KwdAttrs: names, KwdPatterns: kpats}
				}
			}
		}
	}
	p.pos = afterParen
	if names, kpats := p.keywordPatterns(); names != nil {
		p.expect(COMMA)
		if p.expect(RPAR) {
			return &MatchClass{Pos: p.span(start), Cls: cls, KwdAttrs: names, KwdPatterns: kpats}
		}
	}
	p.pos = start
	if p.invalid {
		p.invalidClassPattern()
		p.pos = start
	}
	return nil
}

// positionalPatterns is ','.pattern+.
func (p *parser) positionalPatterns() []Pattern {
	var out []Pattern
	for {
		m := p.pos
		e := p.pattern()
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
	return out
}

// keywordPatterns is ','.keyword_pattern+, each NAME '=' pattern.
func (p *parser) keywordPatterns() (names []string, pats []Pattern) {
	for {
		m := p.pos
		var v Pattern
		t := p.expectTok(NAME)
		if t != nil && p.expect(EQUAL) {
			v = p.pattern()
		}
		if v == nil {
			p.pos = m
			if names != nil {
				p.pos-- // give back the ','
			}
			break
		}
		names = append(names, identifier(t))
		pats = append(pats, v)
		if !p.expect(COMMA) {
			break
		}
	}
	return names, pats
}
