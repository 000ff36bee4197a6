package frontend

// This file holds the invalid_* rules of the grammar, which run only in the
// second pass (p.invalid set) and raise CPython's specific error messages.
// Each returns normally when its alternatives do not match; the caller
// restores the position.

import "strconv"

// lastComprehensionItem is the last expression of a comprehension's last
// clause (_PyPegen_get_last_comprehension_item): its last condition, or
// its iterable.
func lastComprehensionItem(b []*Comprehension) Pos {
	c := b[len(b)-1]
	if len(c.Ifs) > 0 {
		return *c.Ifs[len(c.Ifs)-1].Position()
	}
	return *c.Iter.Position()
}

// invalidArguments is invalid_arguments.
func (p *parser) invalidArguments() {
	start := p.pos
	// (positional ',' kwargs | kwargs) ',' '*': python3 3.11.7 points at
	// the '*' (the grammar file at hand has the older `args ',' '*'`).
	ok := p.argsPositional() != nil && p.expect(COMMA) && p.kwargs() != nil
	if !ok {
		p.pos = start
		ok = p.kwargs() != nil
	}
	if ok && p.expect(COMMA) {
		if t := p.expectTok(STAR); t != nil {
			p.raiseKnownLocation(tokPos(t), "iterable argument unpacking follows keyword argument unpacking")
		}
	}
	p.pos = start
	// expression for_if_clauses ',' [args | expression for_if_clauses]
	if a := p.expression(); a != nil {
		if b := p.forIfClauses(); b != nil && p.expect(COMMA) {
			m := p.pos
			if p.args() == nil {
				p.pos = m
				if p.expression() == nil || p.forIfClauses() == nil {
					p.pos = m
				}
			}
			p.raiseKnownRange(*a.Position(), lastComprehensionItem(b), "Generator expression must be parenthesized")
		}
	}
	p.pos = start
	// NAME '=' expression for_if_clauses
	if p.kind() == NAME && p.peekKind(1) == EQUAL {
		a, b := &p.toks[p.pos], &p.toks[p.pos+1]
		p.pos += 2
		if p.expression() != nil && p.forIfClauses() != nil {
			p.raiseKnownRange(tokPos(a), tokPos(b), "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
		}
	}
	p.pos = start
	// args for_if_clauses
	if a := p.args(); a != nil {
		if b := p.forIfClauses(); b != nil && len(a.Args) > 1 {
			// _PyPegen_nonparen_genexp_in_call
			p.raiseKnownRange(*a.Args[len(a.Args)-1].Position(), lastComprehensionItem(b), "Generator expression must be parenthesized")
		}
	}
	p.pos = start
	// args ',' expression for_if_clauses
	if p.args() != nil && p.expect(COMMA) {
		if a := p.expression(); a != nil {
			if b := p.forIfClauses(); b != nil {
				p.raiseKnownRange(*a.Position(), lastComprehensionItem(b), "Generator expression must be parenthesized")
			}
		}
	}
	p.pos = start
	// args ',' args
	if a := p.args(); a != nil && p.expect(COMMA) && p.args() != nil {
		// _PyPegen_arguments_parsing_error
		msg := "positional argument follows keyword argument"
		for _, k := range a.Keywords {
			if k.Arg == "" {
				msg = "positional argument follows keyword argument unpacking"
				break
			}
		}
		p.raiseSyntax(msg)
	}
	p.pos = start
}

// invalidKwarg is invalid_kwarg.
func (p *parser) invalidKwarg() {
	start := p.pos
	// ('True'|'False'|'None') '='
	switch k := p.kind(); k {
	case KwTrue, KwFalse, KwNone:
		a := &p.toks[p.pos]
		p.pos++
		if b := p.expectTok(EQUAL); b != nil {
			p.raiseKnownRange(tokPos(a), tokPos(b), "cannot assign to "+a.Lit)
		}
	}
	p.pos = start
	// NAME '=' expression for_if_clauses
	isNameEq := p.kind() == NAME && p.peekKind(1) == EQUAL
	if isNameEq {
		a, b := &p.toks[p.pos], &p.toks[p.pos+1]
		p.pos += 2
		if p.expression() != nil && p.forIfClauses() != nil {
			p.raiseKnownRange(tokPos(a), tokPos(b), "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
		}
	}
	p.pos = start
	// !(NAME '=') expression '='
	if !isNameEq {
		if a := p.expression(); a != nil {
			if b := p.expectTok(EQUAL); b != nil {
				p.raiseKnownRange(*a.Position(), tokPos(b), "expression cannot contain assignment, perhaps you meant \"==\"?")
			}
		}
	}
	p.pos = start
}

// isLegacyName reports whether e is the name of a Python 2 statement
// (_PyPegen_check_legacy_stmt).
func isLegacyName(e Expr) bool {
	n, ok := e.(*Name)
	return ok && (n.Id == "print" || n.Id == "exec")
}

// invalidLegacyExpression is invalid_legacy_expression:
// NAME !'(' star_expressions.
func (p *parser) invalidLegacyExpression() {
	start := p.pos
	t := p.expectTok(NAME)
	if t == nil || p.kind() == LPAR {
		p.pos = start
		return
	}
	if b := p.starExpressions(); b != nil {
		if t.Lit == "print" || t.Lit == "exec" {
			p.raiseKnownRange(tokPos(t), *b.Position(),
				"Missing parentheses in call to '"+t.Lit+"'. Did you mean "+t.Lit+"(...)?")
		}
	}
	p.pos = start
}

// isSoftKeyword reports whether t is a soft keyword as pegen's
// SOFT_KEYWORD sees it: _PyPegen_soft_keyword_token compares with strncmp
// over the token's length, so any prefix of "match", "case" or "_" (like
// "m" or "ca") counts.
func isSoftKeyword(t *Token) bool {
	if t.Kind != NAME {
		return false
	}
	for _, kw := range [...]string{"_", "case", "match"} {
		if len(t.Lit) <= len(kw) && kw[:len(t.Lit)] == t.Lit {
			return true
		}
	}
	return false
}

// invalidExpression is invalid_expression.
func (p *parser) invalidExpression() {
	start := p.pos
	// !(NAME STRING | SOFT_KEYWORD) disjunction expression_without_invalid
	t := p.tok()
	skip := isSoftKeyword(t) || (t.Kind == NAME && p.peekKind(1) == STRING)
	if !skip {
		if a := p.disjunction(); a != nil {
			if b := p.expressionWithoutInvalid(); b != nil {
				if !isLegacyName(a) && p.level(p.pos-1) != 0 {
					p.raiseKnownRange(*a.Position(), *b.Position(), "invalid syntax. Perhaps you forgot a comma?")
				}
			}
		}
	}
	p.pos = start
	// disjunction 'if' disjunction !('else'|':')
	if a := p.disjunction(); a != nil && p.expect(KwIf) {
		if b := p.disjunction(); b != nil {
			if k := p.kind(); k != KwElse && k != COLON {
				p.raiseKnownRange(*a.Position(), *b.Position(), "expected 'else' after 'if' expression")
			}
		}
	}
	p.pos = start
}

// invalidNamedExpression is invalid_named_expression (memo).
func (p *parser) invalidNamedExpression() {
	start := p.pos
	if _, ok := p.memoGet(memoInvalidNamedExpr); ok {
		p.pos = start
		return
	}
	// expression ':=' expression
	if a := p.expression(); a != nil && p.expect(COLONEQUAL) {
		if p.expression() != nil {
			p.raiseKnownLocation(*a.Position(), "cannot use assignment expressions with "+exprName(a))
		}
	}
	p.pos = start
	// NAME '=' bitwise_or !('='|':=')
	if p.kind() == NAME && p.peekKind(1) == EQUAL {
		a := &p.toks[p.pos]
		p.pos += 2
		if b := p.bitwiseOr(); b != nil {
			if k := p.kind(); k != EQUAL && k != COLONEQUAL {
				p.raiseKnownRange(tokPos(a), *b.Position(), "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
			}
		}
	}
	p.pos = start
	// !(list|tuple|genexp|'True'|'None'|'False') bitwise_or '=' bitwise_or !('='|':=')
	if !p.lookaheadDisplayOrSingleton() {
		if a := p.bitwiseOr(); a != nil && p.expect(EQUAL) {
			if p.bitwiseOr() != nil {
				if k := p.kind(); k != EQUAL && k != COLONEQUAL {
					p.raiseKnownLocation(*a.Position(), "cannot assign to "+exprName(a)+" here. Maybe you meant '==' instead of '='?")
				}
			}
		}
	}
	p.pos = start
	p.memoPut(memoInvalidNamedExpr, start, nil)
}

// lookaheadDisplayOrSingleton is &(list|tuple|genexp|'True'|'None'|'False').
func (p *parser) lookaheadDisplayOrSingleton() bool {
	start := p.pos
	defer func() { p.pos = start }()
	switch p.kind() {
	case KwTrue, KwNone, KwFalse:
		return true
	case LSQB:
		return p.list() != nil
	case LPAR:
		if p.tuple() != nil {
			return true
		}
		p.pos = start
		return p.genexp() != nil
	}
	return false
}

// invalidAssignment is invalid_assignment.
func (p *parser) invalidAssignment() {
	start := p.pos
	// invalid_ann_assign_target ':' expression
	if a := p.invalidAnnAssignTarget(); a != nil && p.expect(COLON) {
		if p.expression() != nil {
			p.raiseKnownLocation(*a.Position(), "only single target (not "+exprName(a)+") can be annotated")
		}
	}
	p.pos = start
	// star_named_expression ',' star_named_expressions* ':' expression
	if a := p.starNamedExpression(); a != nil && p.expect(COMMA) {
		for {
			m := p.pos
			if p.starNamedExpressions() == nil {
				p.pos = m
				break
			}
		}
		if p.expect(COLON) && p.expression() != nil {
			p.raiseKnownLocation(*a.Position(), "only single target (not tuple) can be annotated")
		}
	}
	p.pos = start
	// expression ':' expression
	if a := p.expression(); a != nil && p.expect(COLON) {
		if p.expression() != nil {
			p.raiseKnownLocation(*a.Position(), "illegal target for annotation")
		}
	}
	p.pos = start
	// (star_targets '=')* star_expressions '='
	p.skipStarTargetsEq()
	if a := p.starExpressions(); a != nil && p.expect(EQUAL) {
		p.raiseInvalidTarget(starTargets, a)
	}
	p.pos = start
	// (star_targets '=')* yield_expr '='
	p.skipStarTargetsEq()
	if p.kind() == KwYield {
		if a := p.yieldExpr(); a != nil && p.expect(EQUAL) {
			p.raiseKnownLocation(*a.Position(), "assignment to yield expression not possible")
		}
	}
	p.pos = start
	// star_expressions augassign (yield_expr | star_expressions)
	if a := p.starExpressions(); a != nil {
		if _, ok := augOperator(p.kind()); ok {
			p.pos++
			if p.yieldOrStarExpressions() != nil {
				p.raiseKnownLocation(*a.Position(), "'"+exprName(a)+"' is an illegal expression for augmented assignment")
			}
		}
	}
	p.pos = start
}

// skipStarTargetsEq parses (star_targets '=')*.
func (p *parser) skipStarTargetsEq() {
	for {
		m := p.pos
		if p.starTargets() == nil || !p.expect(EQUAL) {
			p.pos = m
			return
		}
	}
}

// invalidAnnAssignTarget is list | tuple | '(' invalid_ann_assign_target ')'.
func (p *parser) invalidAnnAssignTarget() Expr {
	start := p.pos
	switch p.kind() {
	case LSQB:
		return p.list()
	case LPAR:
		if e := p.tuple(); e != nil {
			return e
		}
		p.pos = start + 1
		p.enter()
		a := p.invalidAnnAssignTarget()
		p.leave()
		if a != nil && p.expect(RPAR) {
			return a
		}
	}
	p.pos = start
	return nil
}

// invalidComprehension is invalid_comprehension.
func (p *parser) invalidComprehension() {
	start := p.pos
	open := p.kind()
	if open != LSQB && open != LPAR && open != LBRACE {
		return
	}
	p.pos++
	// ('[' | '(' | '{') starred_expression for_if_clauses
	if a := p.starredExpression(); a != nil && p.forIfClauses() != nil {
		p.raiseKnownLocation(*a.Position(), "iterable unpacking cannot be used in comprehension")
	}
	p.pos = start
	if open == LPAR {
		return
	}
	p.pos++
	// ('[' | '{') star_named_expression ',' star_named_expressions for_if_clauses
	if a := p.starNamedExpression(); a != nil && p.expect(COMMA) {
		if b := p.starNamedExpressions(); b != nil && p.forIfClauses() != nil {
			p.raiseKnownRange(*a.Position(), *b[len(b)-1].Position(), "did you forget parentheses around the comprehension target?")
		}
	}
	p.pos = start + 1
	// ('[' | '{') star_named_expression ',' for_if_clauses
	if a := p.starNamedExpression(); a != nil {
		if b := p.expectTok(COMMA); b != nil && p.forIfClauses() != nil {
			p.raiseKnownRange(*a.Position(), tokPos(b), "did you forget parentheses around the comprehension target?")
		}
	}
	p.pos = start
}

// invalidDictComprehension is '{' '**' bitwise_or for_if_clauses '}'.
func (p *parser) invalidDictComprehension() {
	start := p.pos
	if p.expect(LBRACE) {
		if a := p.expectTok(DOUBLESTAR); a != nil {
			if p.bitwiseOr() != nil && p.forIfClauses() != nil && p.expect(RBRACE) {
				p.raiseKnownLocation(tokPos(a), "dict unpacking cannot be used in dict comprehension")
			}
		}
	}
	p.pos = start
}

// invalidParameters is invalid_parameters, or invalid_lambda_parameters
// when lambda is set.
func (p *parser) invalidParameters(lambda bool) {
	start := p.pos
	// param_no_default* invalid_parameters_helper param_no_default
	p.paramNoDefaultStar(lambda)
	if p.invalidParametersHelper(lambda) {
		if a := p.paramNoDefault(lambda); a != nil {
			p.raiseKnownLocation(a.Pos, "non-default argument follows default argument")
		}
	}
	p.pos = start
	// param_no_default* '(' param_no_default+ ','? ')'
	// (lambda: lambda_param_no_default* '(' ','.lambda_param+ ','? ')')
	p.paramNoDefaultStar(lambda)
	if a := p.expectTok(LPAR); a != nil {
		ok := false
		if lambda {
			for {
				m := p.pos
				if p.param(true) == nil {
					p.pos = m
					if ok {
						p.pos--
					}
					break
				}
				ok = true
				if !p.expect(COMMA) {
					break
				}
			}
		} else {
			ok = p.paramNoDefaultStar(false) != nil
		}
		if ok {
			p.expect(COMMA)
			if b := p.expectTok(RPAR); b != nil {
				msg := "Function parameters cannot be parenthesized"
				if lambda {
					msg = "Lambda expression parameters cannot be parenthesized"
				}
				p.raiseKnownRange(tokPos(a), tokPos(b), msg)
			}
		}
	}
	p.pos = start
	// "/" ','
	if a := p.expectTok(SLASH); a != nil && p.expect(COMMA) {
		p.raiseKnownLocation(tokPos(a), "at least one argument must precede /")
	}
	p.pos = start
	// (slash_no_default | slash_with_default) param_maybe_default* '/'
	hasSlash := p.slashNoDefault(lambda) != nil
	if !hasSlash {
		p.pos = start
		_, _, hasSlash = p.slashWithDefault(lambda)
	}
	if hasSlash {
		p.paramMaybeDefaultStar(lambda)
		if a := p.expectTok(SLASH); a != nil {
			p.raiseKnownLocation(tokPos(a), "/ may appear only once")
		}
	}
	p.pos = start
	// (slash_no_default | slash_with_default)? param_maybe_default* '*' (',' | param_no_default) param_maybe_default* '/'
	if p.slashNoDefault(lambda) == nil {
		p.pos = start
		if _, _, ok := p.slashWithDefault(lambda); !ok {
			p.pos = start
		}
	}
	p.paramMaybeDefaultStar(lambda)
	if p.expect(STAR) {
		if p.expect(COMMA) || p.paramNoDefault(lambda) != nil {
			p.paramMaybeDefaultStar(lambda)
			if a := p.expectTok(SLASH); a != nil {
				p.raiseKnownLocation(tokPos(a), "/ must be ahead of *")
			}
		}
	}
	p.pos = start
	// param_maybe_default+ '/' '*'
	if p.paramMaybeDefaultStar(lambda) != nil && p.expect(SLASH) {
		if a := p.expectTok(STAR); a != nil {
			p.raiseKnownLocation(tokPos(a), "expected comma between / and *")
		}
	}
	p.pos = start
}

// invalidParametersHelper is slash_with_default | param_with_default+.
func (p *parser) invalidParametersHelper(lambda bool) bool {
	start := p.pos
	if _, _, ok := p.slashWithDefault(lambda); ok {
		return true
	}
	p.pos = start
	return p.paramWithDefaultStar(lambda) != nil
}

// invalidStarEtc is invalid_star_etc, or invalid_lambda_star_etc when
// lambda is set.
func (p *parser) invalidStarEtc(lambda bool) {
	start := p.pos
	// '*' (')' | ',' (')' | '**'))   (lambda: ':' for ')')
	if a := p.expectTok(STAR); a != nil {
		matched := false
		switch p.kind() {
		case closer(lambda):
			matched = true
		case COMMA:
			p.pos++
			if k := p.kind(); k == closer(lambda) || k == DOUBLESTAR {
				matched = true
			}
		}
		if matched {
			if lambda {
				p.raiseSyntax("named arguments must follow bare *")
			}
			p.raiseKnownLocation(tokPos(a), "named arguments must follow bare *")
		}
	}
	p.pos = start
	// '*' param '='
	if p.expect(STAR) && p.param(lambda) != nil {
		if a := p.expectTok(EQUAL); a != nil {
			p.raiseKnownLocation(tokPos(a), "var-positional argument cannot have default value")
		}
	}
	p.pos = start
	// '*' (param_no_default | ',') param_maybe_default* '*' (param_no_default | ',')
	if p.expect(STAR) && (p.paramNoDefault(lambda) != nil || p.expect(COMMA)) {
		p.paramMaybeDefaultStar(lambda)
		if a := p.expectTok(STAR); a != nil {
			if p.paramNoDefault(lambda) != nil || p.expect(COMMA) {
				p.raiseKnownLocation(tokPos(a), "* argument may appear only once")
			}
		}
	}
	p.pos = start
}

// invalidKwds is invalid_kwds, or invalid_lambda_kwds when lambda is set.
func (p *parser) invalidKwds(lambda bool) {
	start := p.pos
	if !p.expect(DOUBLESTAR) || p.param(lambda) == nil {
		p.pos = start
		return
	}
	afterParam := p.pos
	// '**' param '='
	if a := p.expectTok(EQUAL); a != nil {
		p.raiseKnownLocation(tokPos(a), "var-keyword argument cannot have default value")
	}
	p.pos = afterParam
	// '**' param ',' param
	if p.expect(COMMA) {
		afterComma := p.pos
		if a := p.param(lambda); a != nil {
			p.raiseKnownLocation(a.Pos, "arguments cannot follow var-keyword argument")
		}
		p.pos = afterComma
		// '**' param ',' ('*'|'**'|'/')
		switch t := p.tok(); t.Kind {
		case STAR, DOUBLESTAR, SLASH:
			p.raiseKnownLocation(tokPos(t), "arguments cannot follow var-keyword argument")
		}
	}
	p.pos = start
}

// invalidWithItem is expression 'as' expression &(',' | ')' | ':').
func (p *parser) invalidWithItem() {
	start := p.pos
	if p.expression() != nil && p.expect(KwAs) {
		if a := p.expression(); a != nil {
			switch p.kind() {
			case COMMA, RPAR, COLON:
				p.raiseInvalidTarget(starTargets, a)
			}
		}
	}
	p.pos = start
}

// invalidForTarget is ASYNC? 'for' star_expressions.
func (p *parser) invalidForTarget() {
	start := p.pos
	p.expect(KwAsync)
	if p.expect(KwFor) {
		if a := p.starExpressions(); a != nil {
			p.raiseInvalidTarget(forTargets, a)
		}
	}
	p.pos = start
}

// invalidGroup is invalid_group.
func (p *parser) invalidGroup() {
	start := p.pos
	if !p.expect(LPAR) {
		return
	}
	// '(' starred_expression ')'
	if a := p.starredExpression(); a != nil && p.expect(RPAR) {
		p.raiseKnownLocation(*a.Position(), "cannot use starred expression here")
	}
	p.pos = start + 1
	// '(' '**' expression ')'
	if a := p.expectTok(DOUBLESTAR); a != nil {
		if p.expression() != nil && p.expect(RPAR) {
			p.raiseKnownLocation(tokPos(a), "cannot use double starred expression here")
		}
	}
	p.pos = start
}

// indentedBlockError raises "expected an indented block after ..." when
// the current tokens are NEWLINE !INDENT.
func (p *parser) indentedBlockError(what string, line int) {
	if p.expect(NEWLINE) && p.kind() != INDENT {
		p.raiseIndentation("expected an indented block after " + what + " on line " + strconv.Itoa(line))
	}
}

// withItemsLoose parses ','.(expression ['as' star_target])+, or with
// tuple set ','.(expressions ['as' star_target])+, for invalid_with_stmt.
func (p *parser) withItemsLoose(tuple bool) bool {
	n := 0
	for {
		m := p.pos
		var e Expr
		if tuple {
			e = p.expressions()
		} else {
			e = p.expression()
		}
		if e == nil {
			p.pos = m
			if n > 0 {
				p.pos--
			}
			break
		}
		n++
		if p.kind() == KwAs {
			m2 := p.pos
			p.pos++
			if p.starTarget() == nil {
				p.pos = m2
			}
		}
		if !p.expect(COMMA) {
			break
		}
	}
	return n > 0
}

// invalidWithStmt is invalid_with_stmt.
func (p *parser) invalidWithStmt() {
	start := p.pos
	p.expect(KwAsync)
	if !p.expect(KwWith) {
		p.pos = start
		return
	}
	afterWith := p.pos
	// [ASYNC] 'with' ','.(expression ['as' star_target])+ NEWLINE
	if p.withItemsLoose(false) && p.kind() == NEWLINE {
		p.pos++
		p.raiseSyntax("expected ':'")
	}
	p.pos = afterWith
	// [ASYNC] 'with' '(' ','.(expressions ['as' star_target])+ ','? ')' NEWLINE
	if p.expect(LPAR) && p.withItemsLoose(true) {
		p.expect(COMMA)
		if p.expect(RPAR) && p.kind() == NEWLINE {
			p.pos++
			p.raiseSyntax("expected ':'")
		}
	}
	p.pos = start
}

// invalidWithStmtIndent is invalid_with_stmt_indent.
func (p *parser) invalidWithStmtIndent() {
	start := p.pos
	p.expect(KwAsync)
	a := p.expectTok(KwWith)
	if a == nil {
		p.pos = start
		return
	}
	afterWith := p.pos
	if p.withItemsLoose(false) && p.expect(COLON) {
		p.indentedBlockError("'with' statement", int(a.Line))
	}
	p.pos = afterWith
	if p.expect(LPAR) && p.withItemsLoose(true) {
		p.expect(COMMA)
		if p.expect(RPAR) && p.expect(COLON) {
			p.indentedBlockError("'with' statement", int(a.Line))
		}
	}
	p.pos = start
}

// invalidTryStmt is invalid_try_stmt.
func (p *parser) invalidTryStmt() {
	start := p.pos
	a := p.expectTok(KwTry)
	if a == nil {
		return
	}
	if !p.expect(COLON) {
		p.pos = start
		return
	}
	afterColon := p.pos
	// 'try' ':' NEWLINE !INDENT
	p.indentedBlockError("'try' statement", int(a.Line))
	p.pos = afterColon
	// 'try' ':' block !('except' | 'finally')
	if p.block() != nil {
		if k := p.kind(); k != KwExcept && k != KwFinally {
			p.raiseSyntax("expected 'except' or 'finally' block")
		}
	}
	p.pos = afterColon
	// 'try' ':' block* except_block+ 'except' '*' expression ['as' NAME] ':'
	p.skipBlocks()
	if p.exceptBlocks(false) != nil {
		if e := p.expectTok(KwExcept); e != nil {
			if s := p.expectTok(STAR); s != nil && p.expression() != nil {
				p.optAsName()
				if p.expect(COLON) {
					p.raiseKnownRange(tokPos(e), tokPos(s), "cannot have both 'except' and 'except*' on the same 'try'")
				}
			}
		}
	}
	p.pos = afterColon
	// 'try' ':' block* except_star_block+ 'except' [expression ['as' NAME]] ':'
	p.skipBlocks()
	if p.exceptBlocks(true) != nil {
		if e := p.expectTok(KwExcept); e != nil {
			m := p.pos
			if p.expression() != nil {
				p.optAsName()
			} else {
				p.pos = m
			}
			if p.expect(COLON) {
				p.raiseKnownLocation(tokPos(e), "cannot have both 'except' and 'except*' on the same 'try'")
			}
		}
	}
	p.pos = start
}

// skipBlocks parses block*.
func (p *parser) skipBlocks() {
	for {
		m := p.pos
		if p.block() == nil {
			p.pos = m
			return
		}
	}
}

// invalidExceptStmt is invalid_except_stmt.
func (p *parser) invalidExceptStmt() {
	start := p.pos
	if !p.expect(KwExcept) {
		return
	}
	afterExcept := p.pos
	// 'except' '*'? expression ',' expressions ['as' NAME ] ':'
	p.expect(STAR)
	if a := p.expression(); a != nil && p.expect(COMMA) {
		if p.expressions() != nil {
			p.optAsName()
			if p.expect(COLON) {
				p.raiseStartingFrom(*a.Position(), "multiple exception types must be parenthesized")
			}
		}
	}
	p.pos = afterExcept
	// 'except' '*'? expression ['as' NAME ] NEWLINE
	p.expect(STAR)
	if p.expression() != nil {
		p.optAsName()
		if p.expect(NEWLINE) {
			p.raiseSyntax("expected ':'")
		}
	}
	p.pos = afterExcept
	// 'except' NEWLINE
	if p.expect(NEWLINE) {
		p.raiseSyntax("expected ':'")
	}
	p.pos = afterExcept
	// 'except' '*' (NEWLINE | ':')
	if p.expect(STAR) {
		if k := p.kind(); k == NEWLINE || k == COLON {
			p.pos++
			p.raiseSyntax("expected one or more exception types")
		}
	}
	p.pos = start
}

// invalidFinallyStmt is 'finally' ':' NEWLINE !INDENT.
func (p *parser) invalidFinallyStmt() {
	start := p.pos
	if a := p.expectTok(KwFinally); a != nil && p.expect(COLON) {
		p.indentedBlockError("'finally' statement", int(a.Line))
	}
	p.pos = start
}

// invalidExceptStmtIndent is invalid_except_stmt_indent.
func (p *parser) invalidExceptStmtIndent() {
	start := p.pos
	a := p.expectTok(KwExcept)
	if a == nil {
		return
	}
	if p.expression() != nil {
		p.optAsName()
		if p.expect(COLON) {
			p.indentedBlockError("'except' statement", int(a.Line))
		}
	}
	p.pos = start + 1
	if p.expect(COLON) {
		p.indentedBlockError("'except' statement", int(a.Line))
	}
	p.pos = start
}

// invalidExceptStarStmtIndent is invalid_except_star_stmt_indent.
func (p *parser) invalidExceptStarStmtIndent() {
	start := p.pos
	if a := p.expectTok(KwExcept); a != nil && p.expect(STAR) && p.expression() != nil {
		p.optAsName()
		if p.expect(COLON) {
			p.indentedBlockError("'except*' statement", int(a.Line))
		}
	}
	p.pos = start
}

// invalidMatchStmt is invalid_match_stmt.
func (p *parser) invalidMatchStmt() {
	start := p.pos
	a := p.expectSoft("match")
	if a == nil {
		return
	}
	if p.subjectExpr() != nil {
		if p.kind() == NEWLINE {
			p.pos++
			p.raiseSyntax("expected ':'")
		}
	}
	p.pos = start + 1
	if p.subjectExpr() != nil && p.expect(COLON) {
		p.indentedBlockError("'match' statement", int(a.Line))
	}
	p.pos = start
}

// invalidCaseBlock is invalid_case_block.
func (p *parser) invalidCaseBlock() {
	start := p.pos
	a := p.expectSoft("case")
	if a == nil {
		return
	}
	if p.patterns() != nil {
		p.optGuard()
		if p.kind() == NEWLINE {
			p.pos++
			p.raiseSyntax("expected ':'")
		}
	}
	p.pos = start + 1
	if p.patterns() != nil {
		p.optGuard()
		if p.expect(COLON) {
			p.indentedBlockError("'case' statement", int(a.Line))
		}
	}
	p.pos = start
}

// invalidAsPattern is invalid_as_pattern.
func (p *parser) invalidAsPattern() {
	start := p.pos
	if p.orPattern() != nil && p.expect(KwAs) {
		afterAs := p.pos
		// or_pattern 'as' "_"
		if a := p.expectSoft("_"); a != nil {
			p.raiseKnownLocation(tokPos(a), "cannot use '_' as a target")
		}
		p.pos = afterAs
		// or_pattern 'as' !NAME expression
		if p.kind() != NAME {
			if a := p.expression(); a != nil {
				p.raiseKnownLocation(*a.Position(), "invalid pattern target")
			}
		}
	}
	p.pos = start
}

// invalidClassPattern is
//
//	name_or_attr '(' [positional_patterns ','] keyword_patterns ',' positional_patterns
func (p *parser) invalidClassPattern() {
	start := p.pos
	if p.nameOrAttr() != nil && p.expect(LPAR) {
		afterParen := p.pos
		if p.positionalPatterns() == nil || !p.expect(COMMA) {
			p.pos = afterParen
		}
		if names, _ := p.keywordPatterns(); names != nil && p.expect(COMMA) {
			if a := p.positionalPatterns(); a != nil {
				p.raiseKnownRange(*a[0].Position(), *a[len(a)-1].Position(), "positional patterns follow keyword patterns")
			}
		}
	}
	p.pos = start
}

// invalidIfStmt is invalid_if_stmt, or invalid_elif_stmt when kw is
// 'elif'.
func (p *parser) invalidIfStmt(kw TokenKind) {
	start := p.pos
	if !p.expect(kw) {
		return
	}
	what := "'if' statement"
	if kw == KwElif {
		what = "'elif' statement"
	}
	// 'if' named_expression NEWLINE
	if p.namedExpression() != nil && p.kind() == NEWLINE {
		p.pos++
		p.raiseSyntax("expected ':'")
	}
	p.pos = start
	// 'if' named_expression ':' NEWLINE !INDENT
	p.pos++
	if a := p.namedExpression(); a != nil && p.expect(COLON) {
		line := int(p.toks[start].Line)
		if kw == KwIf {
			// The grammar rebinds a to the condition: its line counts.
			line = a.Position().Lineno
		}
		p.indentedBlockError(what, line)
	}
	p.pos = start
}

// invalidElseStmt is 'else' ':' NEWLINE !INDENT.
func (p *parser) invalidElseStmt() {
	start := p.pos
	if a := p.expectTok(KwElse); a != nil && p.expect(COLON) {
		p.indentedBlockError("'else' statement", int(a.Line))
	}
	p.pos = start
}

// invalidWhileStmt is invalid_while_stmt.
func (p *parser) invalidWhileStmt() {
	start := p.pos
	a := p.expectTok(KwWhile)
	if a == nil {
		return
	}
	if p.namedExpression() != nil && p.kind() == NEWLINE {
		p.pos++
		p.raiseSyntax("expected ':'")
	}
	p.pos = start + 1
	if p.namedExpression() != nil && p.expect(COLON) {
		p.indentedBlockError("'while' statement", int(a.Line))
	}
	p.pos = start
}

// invalidForStmt is invalid_for_stmt.
func (p *parser) invalidForStmt() {
	start := p.pos
	p.expect(KwAsync)
	a := p.expectTok(KwFor)
	if a == nil {
		p.pos = start
		return
	}
	afterFor := p.pos
	if p.starTargets() != nil && p.expect(KwIn) && p.starExpressions() != nil {
		if p.kind() == NEWLINE {
			p.pos++
			p.raiseSyntax("expected ':'")
		}
	}
	p.pos = afterFor
	if p.starTargets() != nil && p.expect(KwIn) && p.starExpressions() != nil && p.expect(COLON) {
		p.indentedBlockError("'for' statement", int(a.Line))
	}
	p.pos = start
}

// invalidDefRaw is
//
//	[ASYNC] 'def' NAME '(' [params] ')' ['->' expression] ':' NEWLINE !INDENT
func (p *parser) invalidDefRaw() {
	start := p.pos
	p.expect(KwAsync)
	a := p.expectTok(KwDef)
	if a == nil || p.expectTok(NAME) == nil || !p.expect(LPAR) {
		p.pos = start
		return
	}
	m := p.pos
	if p.params() == nil {
		p.pos = m
	}
	if p.expect(RPAR) {
		if p.kind() == RARROW {
			m := p.pos
			p.pos++
			if p.expression() == nil {
				p.pos = m
			}
		}
		if p.expect(COLON) {
			p.indentedBlockError("function definition", int(a.Line))
		}
	}
	p.pos = start
}

// invalidClassDefRaw is invalid_class_def_raw.
func (p *parser) invalidClassDefRaw() {
	start := p.pos
	a := p.expectTok(KwClass)
	if a == nil || p.expectTok(NAME) == nil {
		p.pos = start
		return
	}
	afterName := p.pos
	p.optClassArguments()
	if p.kind() == NEWLINE {
		p.pos++
		p.raiseSyntax("expected ':'")
	}
	p.pos = afterName
	p.optClassArguments()
	if p.expect(COLON) {
		p.indentedBlockError("class definition", int(a.Line))
	}
	p.pos = start
}

// optClassArguments parses ['(' [arguments] ')'].
func (p *parser) optClassArguments() {
	m := p.pos
	if !p.expect(LPAR) {
		return
	}
	m2 := p.pos
	if p.arguments() == nil {
		p.pos = m2
	}
	if !p.expect(RPAR) {
		p.pos = m
	}
}

// invalidDoubleStarredKvpairs is invalid_double_starred_kvpairs, after the
// '{' of a dict.
func (p *parser) invalidDoubleStarredKvpairs() {
	start := p.pos
	// ','.double_starred_kvpair+ ',' invalid_kvpair
	n := 0
	for {
		m := p.pos
		if _, v := p.doubleStarredKvpair(); v == nil {
			p.pos = m
			if n > 0 {
				p.pos--
			}
			break
		}
		n++
		if !p.expect(COMMA) {
			break
		}
	}
	if n > 0 && p.expect(COMMA) {
		p.invalidKvpair()
	}
	p.pos = start
	// expression ':' '*' bitwise_or
	if p.expression() != nil && p.expect(COLON) {
		afterColon := p.pos
		if a := p.expectTok(STAR); a != nil && p.bitwiseOr() != nil {
			p.raiseStartingFrom(tokPos(a), "cannot use a starred expression in a dictionary value")
		}
		p.pos = afterColon
		// expression ':' &('}'|',')
		if k := p.kind(); k == RBRACE || k == COMMA {
			c := &p.toks[p.pos-1]
			p.raiseKnownLocation(tokPos(c), "expression expected after dictionary key and ':'")
		}
	}
	p.pos = start
}

// invalidKvpair is invalid_kvpair.
func (p *parser) invalidKvpair() {
	start := p.pos
	a := p.expression()
	if a == nil {
		return
	}
	// expression !(':')
	if p.kind() != COLON {
		ap := a.Position()
		p.raiseFrom(&posError{Msg: "':' expected after dictionary key", Line: ap.Lineno, Col: ap.EndColOffset - 1,
			EndLine: ap.EndLineno, EndCol: -1}, errFromParser)
	}
	p.pos++
	afterColon := p.pos
	// expression ':' '*' bitwise_or
	if t := p.expectTok(STAR); t != nil && p.bitwiseOr() != nil {
		p.raiseStartingFrom(tokPos(t), "cannot use a starred expression in a dictionary value")
	}
	p.pos = afterColon
	// expression ':' &('}'|',')
	if k := p.kind(); k == RBRACE || k == COMMA {
		c := &p.toks[p.pos-1]
		p.raiseKnownLocation(tokPos(c), "expression expected after dictionary key and ':'")
	}
	p.pos = start
}
