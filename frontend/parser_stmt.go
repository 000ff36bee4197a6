package frontend

// This file holds the start rules and the simple statements of the grammar
// (python.gram: STARTING RULES, GENERAL STATEMENTS, SIMPLE STATEMENTS).

// fileRule is file: [statements] ENDMARKER.
func fileRule(p *parser) Node {
	var body []Stmt
	if p.kind() != EOF {
		body = p.statements()
	}
	if !p.expect(EOF) {
		return nil
	}
	if body == nil {
		body = []Stmt{}
	}
	return &Module{Body: body, TypeIgnores: []*TypeIgnore{}}
}

// evalRule is eval: expressions NEWLINE* ENDMARKER.
func evalRule(p *parser) Node {
	a := p.expressions()
	if a == nil {
		return nil
	}
	for p.expect(NEWLINE) {
	}
	if !p.expect(EOF) {
		return nil
	}
	return &Expression{Body: a}
}

// singleRule is interactive: statement_newline, the start rule of
// compile(..., 'single'), followed by pegen's bad_single_statement check.
func singleRule(p *parser) Node {
	body := p.statementNewline()
	if body == nil {
		return nil
	}
	for i := p.pos; i < len(p.toks); i++ {
		switch p.toks[i].Kind {
		case NEWLINE, INDENT, DEDENT, EOF:
			continue
		}
		t := p.lastTok()
		if p.toks[p.pos-1].Kind == NEWLINE {
			t = &p.toks[p.pos-1]
		}
		p.raiseAt(t.Line, t.Col, 0, 0, "multiple statements found while compiling a single statement")
	}
	return &Interactive{Body: body}
}

// fstringRule is fstring: star_expressions, the start rule of the
// expression of an f-string replacement field.
func fstringRule(p *parser) Node {
	e := p.starExpressions()
	if e == nil {
		return nil
	}
	return e
}

// statements is statement+, flattened.
func (p *parser) statements() []Stmt {
	var out []Stmt
	for {
		m := p.pos
		// Once a statement is parsed, no rule comes back to the positions
		// inside it but through the memo entries of blocks, which are
		// made after their statements: the statement's own entries can go.
		memoMark := len(p.memos)
		if s := p.compoundStmt(); s != nil {
			out = append(out, s)
			p.memos = p.memos[:memoMark]
			continue
		}
		p.pos = m
		var ok bool
		if out, ok = p.simpleStmtsInto(out); !ok {
			p.pos = m
			break
		}
		p.memos = p.memos[:memoMark]
	}
	return out
}

// statementNewline is the interactive statement rule:
//
//	| compound_stmt NEWLINE | simple_stmts | NEWLINE | ENDMARKER
func (p *parser) statementNewline() []Stmt {
	start := p.pos
	if s := p.compoundStmt(); s != nil {
		// In single mode CPython's tokenizer turns the end of input into
		// the NEWLINE that ends a compound statement.
		if p.expect(NEWLINE) || p.kind() == EOF {
			return []Stmt{s}
		}
	}
	p.pos = start
	if ss := p.simpleStmts(); ss != nil {
		return ss
	}
	p.pos = start
	if t := p.expectTok(NEWLINE); t != nil {
		return []Stmt{&Pass{Pos: p.span(start)}}
	}
	if p.kind() == EOF {
		// _PyPegen_interactive_exit: an empty interactive input.
		return nil
	}
	return nil
}

// simpleStmts is
//
//	| simple_stmt !';' NEWLINE
//	| ';'.simple_stmt+ [';'] NEWLINE
//
// parsed with the first simple_stmt shared between the alternatives.
func (p *parser) simpleStmts() []Stmt {
	out, ok := p.simpleStmtsInto(nil)
	if !ok {
		return nil
	}
	return out
}

// simpleStmtsInto is simpleStmts appending the statements to out; ok
// reports success (out is returned unchanged otherwise).
func (p *parser) simpleStmtsInto(out []Stmt) (_ []Stmt, ok bool) {
	mark, n := p.pos, len(out)
	s := p.simpleStmt()
	if s == nil {
		p.pos = mark
		return out, false
	}
	out = append(out, s)
	if p.kind() == NEWLINE {
		p.pos++
		return out, true
	}
	for p.kind() == SEMI {
		m := p.pos
		p.pos++
		s2 := p.simpleStmt()
		if s2 == nil {
			p.pos = m
			break
		}
		out = append(out, s2)
	}
	p.expect(SEMI)
	if !p.expect(NEWLINE) {
		p.pos = mark
		return out[:n], false
	}
	return out, true
}

// simpleStmt is simple_stmt. Statements that start with a keyword no
// expression can start with skip the assignment and expression
// alternatives, which would fail on their first token.
func (p *parser) simpleStmt() Stmt {
	start := p.pos
	switch p.kind() {
	case KwReturn:
		return p.returnStmt()
	case KwImport:
		return p.importName()
	case KwFrom:
		return p.importFrom()
	case KwRaise:
		return p.raiseStmt()
	case KwPass:
		p.pos++
		return &Pass{Pos: p.span(start)}
	case KwDel:
		return p.delStmt()
	case KwAssert:
		return p.assertStmt()
	case KwBreak:
		p.pos++
		return &Break{Pos: p.span(start)}
	case KwContinue:
		p.pos++
		return &Continue{Pos: p.span(start)}
	case KwGlobal, KwNonlocal:
		return p.globalStmt()
	}
	if !p.fast || p.mayAssign(start, true) {
		if s := p.assignment(); s != nil {
			return s
		}
		p.pos = start
	}
	if e := p.starExpressions(); e != nil {
		return &ExprStmt{Pos: p.span(start), Value: e}
	}
	p.pos = start
	if p.kind() == KwYield {
		// yield_stmt: yield_expr
		if y := p.yieldExpr(); y != nil {
			return &ExprStmt{Pos: p.span(start), Value: y}
		}
	}
	p.pos = start
	return nil
}

// assignment is the assignment rule: annotated, plain and augmented
// assignments.
func (p *parser) assignment() Stmt {
	start := p.pos
	// NAME ':' expression ['=' annotated_rhs]
	if p.kind() == NAME && p.peekKind(1) == COLON {
		t := &p.toks[p.pos]
		p.pos += 2
		if b := p.expression(); b != nil {
			value := p.optAnnotatedRhs()
			return &AnnAssign{Pos: p.span(start), Target: nameExpr(t, Store), Annotation: b, Value: value, Simple: 1}
		}
		p.pos = start
	}
	// ('(' single_target ')' | single_subscript_attribute_target) ':' expression ['=' annotated_rhs]
	var target Expr
	if p.kind() == LPAR {
		p.pos++
		if a := p.singleTarget(); a != nil && p.expect(RPAR) {
			target = a
		}
	}
	if target == nil {
		p.pos = start
		target = p.singleSubscriptAttributeTarget()
	}
	if target != nil && p.expect(COLON) {
		if b := p.expression(); b != nil {
			value := p.optAnnotatedRhs()
			return &AnnAssign{Pos: p.span(start), Target: target, Annotation: b, Value: value, Simple: 0}
		}
	}
	p.pos = start
	// (star_targets '=')+ (yield_expr | star_expressions) !'=' [TYPE_COMMENT]
	var targets []Expr
	for {
		m := p.pos
		if targets != nil && p.fast && !p.mayAssign(m, false) {
			break // no '=' follows: this is the value
		}
		z := p.starTargets()
		if z == nil || !p.expect(EQUAL) {
			p.pos = m
			break
		}
		targets = append(targets, z)
	}
	if targets != nil {
		if v := p.yieldOrStarExpressions(); v != nil && p.kind() != EQUAL {
			return &Assign{Pos: p.span(start), Targets: targets, Value: v}
		}
	}
	p.pos = start
	// single_target augassign ~ (yield_expr | star_expressions)
	if a := p.singleTarget(); a != nil {
		if op, ok := augOperator(p.kind()); ok {
			p.pos++
			if c := p.yieldOrStarExpressions(); c != nil {
				return &AugAssign{Pos: p.span(start), Target: a, Op: op, Value: c}
			}
			// The cut: no other alternative of assignment is tried.
			p.pos = start
			return nil
		}
	}
	p.pos = start
	if p.invalid {
		p.invalidAssignment()
		p.pos = start
	}
	return nil
}

// optAnnotatedRhs parses the optional ['=' annotated_rhs] of an annotated
// assignment.
func (p *parser) optAnnotatedRhs() Expr {
	if p.kind() != EQUAL {
		return nil
	}
	m := p.pos
	p.pos++
	if d := p.yieldOrStarExpressions(); d != nil {
		return d
	}
	p.pos = m
	return nil
}

// yieldOrStarExpressions is (yield_expr | star_expressions), which is also
// annotated_rhs.
func (p *parser) yieldOrStarExpressions() Expr {
	if p.kind() == KwYield {
		if y := p.yieldExpr(); y != nil {
			return y
		}
	}
	return p.starExpressions()
}

// augOperator maps an augmented assignment token to its operator.
func augOperator(k TokenKind) (Operator, bool) {
	switch k {
	case PLUSEQUAL:
		return Add, true
	case MINEQUAL:
		return Sub, true
	case STAREQUAL:
		return Mult, true
	case ATEQUAL:
		return MatMult, true
	case SLASHEQUAL:
		return Div, true
	case PERCENTEQUAL:
		return Mod, true
	case AMPEREQUAL:
		return BitAnd, true
	case VBAREQUAL:
		return BitOr, true
	case CIRCUMFLEXEQUAL:
		return BitXor, true
	case LEFTSHIFTEQUAL:
		return LShift, true
	case RIGHTSHIFTEQUAL:
		return RShift, true
	case DOUBLESTAREQUAL:
		return Pow, true
	case DOUBLESLASHEQUAL:
		return FloorDiv, true
	}
	return 0, false
}

// returnStmt is 'return' [star_expressions].
func (p *parser) returnStmt() Stmt {
	start := p.pos
	p.pos++
	m := p.pos
	a := p.starExpressions()
	if a == nil {
		p.pos = m
	}
	return &Return{Pos: p.span(start), Value: a}
}

// raiseStmt is
//
//	| 'raise' expression ['from' expression]
//	| 'raise'
func (p *parser) raiseStmt() Stmt {
	start := p.pos
	p.pos++
	m := p.pos
	if a := p.expression(); a != nil {
		var b Expr
		if p.kind() == KwFrom {
			m2 := p.pos
			p.pos++
			if b = p.expression(); b == nil {
				p.pos = m2
			}
		}
		return &Raise{Pos: p.span(start), Exc: a, Cause: b}
	}
	p.pos = m
	return &Raise{Pos: p.span(start)}
}

// globalStmt is 'global' ','.NAME+ and 'nonlocal' ','.NAME+.
func (p *parser) globalStmt() Stmt {
	start := p.pos
	isGlobal := p.kind() == KwGlobal
	p.pos++
	var names []string
	for {
		t := p.expectTok(NAME)
		if t == nil {
			if names == nil {
				p.pos = start
				return nil
			}
			p.pos-- // give back the ','
			break
		}
		names = append(names, identifier(t))
		if !p.expect(COMMA) {
			break
		}
	}
	if isGlobal {
		return &Global{Pos: p.span(start), Names: names}
	}
	return &Nonlocal{Pos: p.span(start), Names: names}
}

// delStmt is
//
//	| 'del' del_targets &(';' | NEWLINE)
//	| invalid_del_stmt
func (p *parser) delStmt() Stmt {
	start := p.pos
	p.pos++
	if a := p.delTargets(); a != nil {
		if k := p.kind(); k == SEMI || k == NEWLINE {
			return &Delete{Pos: p.span(start), Targets: a}
		}
	}
	p.pos = start
	if p.invalid {
		// invalid_del_stmt: 'del' star_expressions
		p.pos++
		if a := p.starExpressions(); a != nil {
			p.raiseInvalidTarget(delTargets, a)
		}
		p.pos = start
	}
	return nil
}

// assertStmt is 'assert' expression [',' expression].
func (p *parser) assertStmt() Stmt {
	start := p.pos
	p.pos++
	a := p.expression()
	if a == nil {
		p.pos = start
		return nil
	}
	var b Expr
	if p.kind() == COMMA {
		m := p.pos
		p.pos++
		if b = p.expression(); b == nil {
			p.pos = m
		}
	}
	return &Assert{Pos: p.span(start), Test: a, Msg: b}
}

// importName is 'import' dotted_as_names.
func (p *parser) importName() Stmt {
	start := p.pos
	p.pos++
	var names []*Alias
	for {
		a := p.dottedAsName()
		if a == nil {
			if names == nil {
				p.pos = start
				return nil
			}
			p.pos-- // give back the ','
			break
		}
		names = append(names, a)
		if !p.expect(COMMA) {
			break
		}
	}
	return &Import{Pos: p.span(start), Names: names}
}

// dottedAsName is dotted_name ['as' NAME].
func (p *parser) dottedAsName() *Alias {
	start := p.pos
	name, ok := p.dottedName()
	if !ok {
		return nil
	}
	asname := p.optAsName()
	return &Alias{Pos: p.span(start), Name: name, Asname: asname}
}

// optAsName parses an optional ['as' NAME] and returns the name or "".
func (p *parser) optAsName() string {
	if p.kind() != KwAs {
		return ""
	}
	m := p.pos
	p.pos++
	if t := p.expectTok(NAME); t != nil {
		return identifier(t)
	}
	p.pos = m
	return ""
}

// dottedName is dotted_name: NAME ('.' NAME)*, joined with dots.
func (p *parser) dottedName() (string, bool) {
	t := p.expectTok(NAME)
	if t == nil {
		return "", false
	}
	name := identifier(t)
	for p.kind() == DOT {
		m := p.pos
		p.pos++
		t2 := p.expectTok(NAME)
		if t2 == nil {
			p.pos = m
			break
		}
		name = name + "." + identifier(t2)
	}
	return name, true
}

// importFrom is
//
//	| 'from' ('.' | '...')* dotted_name 'import' import_from_targets
//	| 'from' ('.' | '...')+ 'import' import_from_targets
func (p *parser) importFrom() Stmt {
	start := p.pos
	p.pos++
	level := 0
	for {
		if p.expect(DOT) {
			level++
		} else if p.expect(ELLIPSIS) {
			level += 3
		} else {
			break
		}
	}
	afterDots := p.pos
	if module, ok := p.dottedName(); ok && p.expect(KwImport) {
		if names := p.importFromTargets(); names != nil {
			return &ImportFrom{Pos: p.span(start), Module: module, Names: names, Level: level}
		}
	}
	p.pos = afterDots
	if level > 0 && p.expect(KwImport) {
		if names := p.importFromTargets(); names != nil {
			return &ImportFrom{Pos: p.span(start), Names: names, Level: level}
		}
	}
	p.pos = start
	return nil
}

// importFromTargets is
//
//	| '(' import_from_as_names [','] ')'
//	| import_from_as_names !','
//	| '*'
//	| invalid_import_from_targets
func (p *parser) importFromTargets() []*Alias {
	start := p.pos
	if p.expect(LPAR) {
		if names := p.importFromAsNames(); names != nil {
			p.expect(COMMA)
			if p.expect(RPAR) {
				return names
			}
		}
		p.pos = start
	}
	if names := p.importFromAsNames(); names != nil && p.kind() != COMMA {
		return names
	}
	p.pos = start
	if t := p.expectTok(STAR); t != nil {
		return []*Alias{{Pos: tokPos(t), Name: "*"}}
	}
	if p.invalid {
		// invalid_import_from_targets: import_from_as_names ',' NEWLINE
		if names := p.importFromAsNames(); names != nil && p.expect(COMMA) && p.kind() == NEWLINE {
			p.raiseSyntax("trailing comma not allowed without surrounding parentheses")
		}
		p.pos = start
	}
	return nil
}

// importFromAsNames is ','.import_from_as_name+, each NAME ['as' NAME].
func (p *parser) importFromAsNames() []*Alias {
	var names []*Alias
	for {
		t := p.expectTok(NAME)
		if t == nil {
			if names != nil {
				p.pos-- // give back the ','
			}
			break
		}
		start := p.pos - 1
		asname := p.optAsName()
		names = append(names, &Alias{Pos: p.span(start), Name: identifier(t), Asname: asname})
		if !p.expect(COMMA) {
			break
		}
	}
	return names
}

// mayAssign reports whether the simple statement from token i on may be an
// assignment: whether an '=' (or, with any set, an augmented assignment
// operator or a ':') occurs outside brackets before the statement ends.
// Every alternative of the assignment rule needs one, so without it the
// fast first pass skips them.
func (p *parser) mayAssign(i int, any bool) bool {
	depth := 0
	for ; i < len(p.toks); i++ {
		k := p.toks[i].Kind
		switch k {
		case LPAR, LSQB, LBRACE:
			depth++
		case RPAR, RSQB, RBRACE:
			depth--
		case EQUAL:
			if depth == 0 {
				return true
			}
		case COLON:
			if depth == 0 && any {
				return true
			}
		case NEWLINE, SEMI, EOF, ERRORTOKEN:
			if depth <= 0 {
				return false
			}
		default:
			if depth == 0 && any {
				if _, ok := augOperator(k); ok {
					return true
				}
			}
		}
	}
	return false
}
