package frontend

// This file holds the compound statements of the grammar (python.gram:
// COMPOUND STATEMENTS): blocks, decorators, class and function
// definitions, if, while, for, with and try. The match statement is in
// parser_match.go, parameters in parser_params.go.

// compoundStmt is compound_stmt, dispatched on its first token as the
// grammar's lookaheads do.
func (p *parser) compoundStmt() Stmt {
	start := p.pos
	switch p.kind() {
	case KwDef:
		return p.functionDef()
	case AT:
		if s := p.functionDef(); s != nil {
			return s
		}
		p.pos = start
		return p.classDef()
	case KwAsync:
		if s := p.functionDef(); s != nil {
			return s
		}
		p.pos = start
		if s := p.withStmt(); s != nil {
			return s
		}
		p.pos = start
		if s := p.forStmt(); s != nil {
			return s
		}
	case KwIf:
		return p.ifStmt()
	case KwClass:
		return p.classDef()
	case KwWith:
		return p.withStmt()
	case KwFor:
		return p.forStmt()
	case KwTry:
		return p.tryStmt()
	case KwWhile:
		return p.whileStmt()
	case NAME:
		if p.toks[p.pos].Lit == "match" {
			return p.matchStmt()
		}
	}
	p.pos = start
	return nil
}

// block is (memo)
//
//	| NEWLINE INDENT statements DEDENT
//	| simple_stmts
//	| invalid_block
func (p *parser) block() []Stmt {
	start := p.pos
	if v, ok := p.memoGet(memoBlock); ok {
		if v == nil {
			return nil
		}
		return v.([]Stmt)
	}
	p.enter()
	res := p.blockRaw()
	p.leave()
	if res == nil {
		p.pos = start
		p.memoPut(memoBlock, start, nil)
	} else {
		p.memoPut(memoBlock, start, res)
	}
	return res
}

func (p *parser) blockRaw() []Stmt {
	start := p.pos
	if p.kind() == NEWLINE {
		p.pos++
		if p.expect(INDENT) {
			if a := p.statements(); a != nil && p.expect(DEDENT) {
				return a
			}
		}
		p.pos = start
	}
	if a := p.simpleStmts(); a != nil {
		return a
	}
	p.pos = start
	if p.invalid {
		// invalid_block: NEWLINE !INDENT
		if p.expect(NEWLINE) && p.kind() != INDENT {
			p.raiseIndentation("expected an indented block")
		}
		p.pos = start
	}
	return nil
}

// decorators is ('@' named_expression NEWLINE)+.
func (p *parser) decorators() []Expr {
	var out []Expr
	for p.kind() == AT {
		m := p.pos
		p.pos++
		f := p.namedExpression()
		if f == nil || !p.expect(NEWLINE) {
			p.pos = m
			break
		}
		out = append(out, f)
	}
	return out
}

// classDef is decorators class_def_raw | class_def_raw.
func (p *parser) classDef() Stmt {
	start := p.pos
	if p.kind() == AT {
		if d := p.decorators(); d != nil {
			if c := p.classDefRaw(); c != nil {
				c.DecoratorList = d
				return c
			}
		}
		p.pos = start
		return nil
	}
	if c := p.classDefRaw(); c != nil {
		return c
	}
	return nil
}

// classDefRaw is
//
//	| invalid_class_def_raw
//	| 'class' NAME ['(' [arguments] ')'] ':' block
func (p *parser) classDefRaw() *ClassDef {
	start := p.pos
	if p.invalid {
		p.invalidClassDefRaw()
		p.pos = start
	}
	if !p.expect(KwClass) {
		return nil
	}
	t := p.expectTok(NAME)
	if t == nil {
		p.pos = start
		return nil
	}
	var args *Call
	hasArgs := false
	if p.kind() == LPAR {
		m := p.pos
		p.pos++
		args = p.arguments()
		if args == nil {
			p.pos = m + 1
		}
		if p.expect(RPAR) {
			hasArgs = true
		} else {
			p.pos = m
			args = nil
		}
	}
	if !p.expect(COLON) {
		p.pos = start
		return nil
	}
	b := p.block()
	if b == nil {
		p.pos = start
		return nil
	}
	c := &ClassDef{Pos: p.span(start), Name: identifier(t), Body: b}
	if hasArgs && args != nil {
		c.Bases = args.Args
		c.Keywords = args.Keywords
	}
	return c
}

// functionDef is decorators function_def_raw | function_def_raw.
func (p *parser) functionDef() Stmt {
	start := p.pos
	var d []Expr
	if p.kind() == AT {
		if d = p.decorators(); d == nil {
			p.pos = start
			return nil
		}
	}
	f := p.functionDefRaw()
	if f == nil {
		p.pos = start
		return nil
	}
	if d != nil {
		switch f := f.(type) {
		case *FunctionDef:
			f.DecoratorList = d
		case *AsyncFunctionDef:
			f.DecoratorList = d
		}
	}
	return f
}

// functionDefRaw is
//
//	| invalid_def_raw
//	| 'def' NAME &&'(' [params] ')' ['->' expression] &&':' [func_type_comment] block
//	| ASYNC 'def' NAME &&'(' [params] ')' ['->' expression] &&':' [func_type_comment] block
func (p *parser) functionDefRaw() Stmt {
	start := p.pos
	if p.invalid {
		p.invalidDefRaw()
		p.pos = start
	}
	isAsync := p.expect(KwAsync)
	if !p.expect(KwDef) {
		p.pos = start
		return nil
	}
	n := p.expectTok(NAME)
	if n == nil {
		p.pos = start
		return nil
	}
	p.expectForced(LPAR, "(")
	m := p.pos
	params := p.params()
	if params == nil {
		p.pos = m
	}
	if !p.expect(RPAR) {
		p.pos = start
		return nil
	}
	var returns Expr
	if p.kind() == RARROW {
		m := p.pos
		p.pos++
		if returns = p.expression(); returns == nil {
			p.pos = m
		}
	}
	p.expectForced(COLON, ":")
	b := p.block()
	if b == nil {
		p.pos = start
		return nil
	}
	if params == nil {
		params = emptyArguments()
	}
	if isAsync {
		return &AsyncFunctionDef{Pos: p.span(start), Name: identifier(n), Args: params, Body: b, Returns: returns}
	}
	return &FunctionDef{Pos: p.span(start), Name: identifier(n), Args: params, Body: b, Returns: returns}
}

// emptyArguments returns the arguments of a function without parameters.
func emptyArguments() *Arguments {
	return &Arguments{}
}

// ifStmt is
//
//	| invalid_if_stmt
//	| 'if' named_expression ':' block elif_stmt
//	| 'if' named_expression ':' block [else_block]
//
// and elifStmt the same with 'elif'; the shared prefix is parsed once.
func (p *parser) ifStmt() Stmt {
	return p.ifOrElif(KwIf)
}

func (p *parser) ifOrElif(kw TokenKind) Stmt {
	start := p.pos
	if p.invalid {
		p.invalidIfStmt(kw)
		p.pos = start
	}
	if !p.expect(kw) {
		return nil
	}
	a := p.namedExpression()
	if a == nil || !p.expect(COLON) {
		p.pos = start
		return nil
	}
	b := p.block()
	if b == nil {
		p.pos = start
		return nil
	}
	if p.kind() == KwElif {
		m := p.pos
		if c := p.ifOrElif(KwElif); c != nil {
			return &If{Pos: p.span(start), Test: a, Body: b, Orelse: []Stmt{c}}
		}
		p.pos = m
	}
	c := p.elseBlock()
	return &If{Pos: p.span(start), Test: a, Body: b, Orelse: c}
}

// elseBlock is [else_block]:
//
//	| invalid_else_stmt
//	| 'else' &&':' block
func (p *parser) elseBlock() []Stmt {
	start := p.pos
	if p.kind() != KwElse {
		return nil
	}
	if p.invalid {
		p.invalidElseStmt()
		p.pos = start
	}
	p.pos++
	p.expectForced(COLON, ":")
	b := p.block()
	if b == nil {
		p.pos = start
	}
	return b
}

// whileStmt is
//
//	| invalid_while_stmt
//	| 'while' named_expression ':' block [else_block]
func (p *parser) whileStmt() Stmt {
	start := p.pos
	if p.invalid {
		p.invalidWhileStmt()
		p.pos = start
	}
	p.pos++
	a := p.namedExpression()
	if a == nil || !p.expect(COLON) {
		p.pos = start
		return nil
	}
	b := p.block()
	if b == nil {
		p.pos = start
		return nil
	}
	c := p.elseBlock()
	return &While{Pos: p.span(start), Test: a, Body: b, Orelse: c}
}

// forStmt is
//
//	| invalid_for_stmt
//	| 'for' star_targets 'in' ~ star_expressions ':' [TYPE_COMMENT] block [else_block]
//	| ASYNC 'for' star_targets 'in' ~ star_expressions ':' [TYPE_COMMENT] block [else_block]
//	| invalid_for_target
func (p *parser) forStmt() Stmt {
	start := p.pos
	if p.invalid {
		p.invalidForStmt()
		p.pos = start
	}
	isAsync := p.expect(KwAsync)
	if p.expect(KwFor) {
		if t := p.starTargets(); t != nil && p.expect(KwIn) {
			// The cut: past 'in', for_stmt fails as a whole.
			ex := p.starExpressions()
			if ex == nil || !p.expect(COLON) {
				p.pos = start
				return nil
			}
			b := p.block()
			if b == nil {
				p.pos = start
				return nil
			}
			el := p.elseBlock()
			if isAsync {
				return &AsyncFor{Pos: p.span(start), Target: t, Iter: ex, Body: b, Orelse: el}
			}
			return &For{Pos: p.span(start), Target: t, Iter: ex, Body: b, Orelse: el}
		}
	}
	p.pos = start
	if p.invalid {
		p.invalidForTarget()
		p.pos = start
	}
	return nil
}

// withStmt is
//
//	| invalid_with_stmt_indent
//	| 'with' '(' ','.with_item+ ','? ')' ':' block
//	| 'with' ','.with_item+ ':' [TYPE_COMMENT] block
//	| ASYNC 'with' '(' ','.with_item+ ','? ')' ':' block
//	| ASYNC 'with' ','.with_item+ ':' [TYPE_COMMENT] block
//	| invalid_with_stmt
func (p *parser) withStmt() Stmt {
	start := p.pos
	if p.invalid {
		p.invalidWithStmtIndent()
		p.pos = start
	}
	isAsync := p.expect(KwAsync)
	if p.expect(KwWith) {
		afterWith := p.pos
		if p.expect(LPAR) {
			if items := p.withItems(); items != nil {
				p.expect(COMMA)
				if p.expect(RPAR) && p.expect(COLON) {
					if b := p.block(); b != nil {
						return p.makeWith(start, isAsync, items, b)
					}
				}
			}
		}
		p.pos = afterWith
		if items := p.withItems(); items != nil && p.expect(COLON) {
			if b := p.block(); b != nil {
				return p.makeWith(start, isAsync, items, b)
			}
		}
	}
	p.pos = start
	if p.invalid {
		p.invalidWithStmt()
		p.pos = start
	}
	return nil
}

func (p *parser) makeWith(start int, isAsync bool, items []*WithItem, b []Stmt) Stmt {
	if isAsync {
		return &AsyncWith{Pos: p.span(start), Items: items, Body: b}
	}
	return &With{Pos: p.span(start), Items: items, Body: b}
}

// withItems is ','.with_item+.
func (p *parser) withItems() []*WithItem {
	var out []*WithItem
	for {
		m := p.pos
		it := p.withItem()
		if it == nil {
			p.pos = m
			if out != nil {
				p.pos-- // give back the ','
			}
			break
		}
		out = append(out, it)
		if !p.expect(COMMA) {
			break
		}
	}
	return out
}

// withItem is
//
//	| expression 'as' star_target &(',' | ')' | ':')
//	| invalid_with_item
//	| expression
func (p *parser) withItem() *WithItem {
	start := p.pos
	e := p.expression()
	if e == nil {
		return nil
	}
	afterE := p.pos
	if p.expect(KwAs) {
		if t := p.starTarget(); t != nil {
			switch p.kind() {
			case COMMA, RPAR, COLON:
				return &WithItem{ContextExpr: e, OptionalVars: t}
			}
		}
	}
	if p.invalid {
		p.pos = start
		p.invalidWithItem()
	}
	p.pos = afterE
	return &WithItem{ContextExpr: e}
}

// tryStmt is
//
//	| invalid_try_stmt
//	| 'try' &&':' block finally_block
//	| 'try' &&':' block except_block+ [else_block] [finally_block]
//	| 'try' &&':' block except_star_block+ [else_block] [finally_block]
func (p *parser) tryStmt() Stmt {
	start := p.pos
	if p.invalid {
		p.invalidTryStmt()
		p.pos = start
	}
	p.pos++
	p.expectForced(COLON, ":")
	b := p.block()
	if b == nil {
		p.pos = start
		return nil
	}
	afterBlock := p.pos
	if f := p.finallyBlock(); f != nil {
		return &Try{Pos: p.span(start), Body: b, Finalbody: f}
	}
	p.pos = afterBlock
	if ex := p.exceptBlocks(false); ex != nil {
		el := p.elseBlock()
		f := p.finallyBlock()
		return &Try{Pos: p.span(start), Body: b, Handlers: ex, Orelse: el, Finalbody: f}
	}
	p.pos = afterBlock
	if ex := p.exceptBlocks(true); ex != nil {
		el := p.elseBlock()
		f := p.finallyBlock()
		return &TryStar{Pos: p.span(start), Body: b, Handlers: ex, Orelse: el, Finalbody: f}
	}
	p.pos = start
	return nil
}

// exceptBlocks is except_block+ or, when star is set, except_star_block+.
func (p *parser) exceptBlocks(star bool) []*ExceptHandler {
	var out []*ExceptHandler
	for p.kind() == KwExcept {
		m := p.pos
		var h *ExceptHandler
		if star {
			h = p.exceptStarBlock()
		} else {
			h = p.exceptBlock()
		}
		if h == nil {
			p.pos = m
			break
		}
		out = append(out, h)
	}
	return out
}

// exceptBlock is
//
//	| invalid_except_stmt_indent
//	| 'except' expression ['as' NAME] ':' block
//	| 'except' ':' block
//	| invalid_except_stmt
func (p *parser) exceptBlock() *ExceptHandler {
	start := p.pos
	if p.invalid {
		p.invalidExceptStmtIndent()
		p.pos = start
	}
	p.pos++
	if e := p.expression(); e != nil {
		name := p.optAsName()
		if p.expect(COLON) {
			if b := p.block(); b != nil {
				return &ExceptHandler{Pos: p.span(start), Type: e, Name: name, Body: b}
			}
		}
	}
	p.pos = start + 1
	if p.expect(COLON) {
		if b := p.block(); b != nil {
			return &ExceptHandler{Pos: p.span(start), Body: b}
		}
	}
	p.pos = start
	if p.invalid {
		p.invalidExceptStmt()
		p.pos = start
	}
	return nil
}

// exceptStarBlock is
//
//	| invalid_except_star_stmt_indent
//	| 'except' '*' expression ['as' NAME] ':' block
//	| invalid_except_stmt
func (p *parser) exceptStarBlock() *ExceptHandler {
	start := p.pos
	if p.invalid {
		p.invalidExceptStarStmtIndent()
		p.pos = start
	}
	p.pos++
	if p.expect(STAR) {
		if e := p.expression(); e != nil {
			name := p.optAsName()
			if p.expect(COLON) {
				if b := p.block(); b != nil {
					return &ExceptHandler{Pos: p.span(start), Type: e, Name: name, Body: b}
				}
			}
		}
	}
	p.pos = start
	if p.invalid {
		p.invalidExceptStmt()
		p.pos = start
	}
	return nil
}

// finallyBlock is [finally_block]:
//
//	| invalid_finally_stmt
//	| 'finally' &&':' block
func (p *parser) finallyBlock() []Stmt {
	start := p.pos
	if p.kind() != KwFinally {
		return nil
	}
	if p.invalid {
		p.invalidFinallyStmt()
		p.pos = start
	}
	p.pos++
	p.expectForced(COLON, ":")
	b := p.block()
	if b == nil {
		p.pos = start
	}
	return b
}
