package frontend

// This file holds the primary expressions of the grammar: attribute
// references, calls and their arguments, subscripts and slices, atoms,
// displays and comprehensions (python.gram: Primary elements, LITERALS,
// Comprehensions & Generators, FUNCTION CALL ARGUMENTS).

// primary is
//
//	| primary '.' NAME
//	| primary genexp
//	| primary '(' [arguments] ')'
//	| primary '[' slices ']'
//	| atom
//
// The left recursion becomes a loop over the suffixes.
func (p *parser) primary() Expr {
	start := p.pos
	a := p.atom()
	if a == nil {
		return nil
	}
	for {
		m := p.pos
		switch p.kind() {
		case DOT:
			p.pos++
			if t := p.expectTok(NAME); t != nil {
				a = &Attribute{Pos: p.span(start), Value: a, Attr: identifier(t), Ctx: Load}
				continue
			}
		case LPAR:
			if c := p.callSuffix(start, a); c != nil {
				a = c
				continue
			}
		case LSQB:
			p.pos++
			if b := p.slices(); b != nil && p.expect(RSQB) {
				a = &Subscript{Pos: p.span(start), Value: a, Slice: b, Ctx: Load}
				continue
			}
		}
		p.pos = m
		return a
	}
}

// callSuffix parses the genexp or '(' [arguments] ')' that follows the
// primary a (started at token start) and returns the Call, or nil with the
// position unchanged.
func (p *parser) callSuffix(start int, a Expr) Expr {
	m := p.pos
	if g := p.genexp(); g != nil {
		return &Call{Pos: p.span(start), Func: a, Args: []Expr{g}}
	}
	p.pos = m + 1
	args := p.arguments()
	if args == nil {
		p.pos = m + 1
	}
	if !p.expect(RPAR) {
		p.pos = m
		return nil
	}
	c := &Call{Pos: p.span(start), Func: a}
	if args != nil {
		c.Args = args.Args
		c.Keywords = args.Keywords
	}
	return c
}

// slices is
//
//	| slice !','
//	| ','.(slice | starred_expression)+ [',']
func (p *parser) slices() Expr {
	start := p.pos
	a := p.slice()
	if a != nil && p.kind() != COMMA {
		return a
	}
	p.pos = start
	var elts []Expr
	for {
		m := p.pos
		e := p.slice()
		if e == nil {
			p.pos = m
			e = p.starredExpression()
		}
		if e == nil {
			p.pos = m
			if elts != nil {
				p.pos-- // give back the ','
			}
			break
		}
		elts = append(elts, e)
		if !p.expect(COMMA) {
			break
		}
	}
	if elts == nil {
		p.pos = start
		return nil
	}
	p.expect(COMMA)
	return &Tuple{Pos: p.span(start), Elts: elts, Ctx: Load}
}

// slice is
//
//	| [expression] ':' [expression] [':' [expression]]
//	| named_expression
func (p *parser) slice() Expr {
	start := p.pos
	a := p.expression()
	if a == nil {
		p.pos = start
	}
	if p.expect(COLON) {
		m := p.pos
		b := p.expression()
		if b == nil {
			p.pos = m
		}
		var c Expr
		if p.kind() == COLON {
			p.pos++
			m2 := p.pos
			if c = p.expression(); c == nil {
				p.pos = m2
			}
		}
		return &Slice{Pos: p.span(start), Lower: a, Upper: b, Step: c}
	}
	p.pos = start
	return p.namedExpression()
}

// starredExpression is '*' expression.
func (p *parser) starredExpression() Expr {
	start := p.pos
	if !p.expect(STAR) {
		return nil
	}
	if a := p.expression(); a != nil {
		return &Starred{Pos: p.span(start), Value: a, Ctx: Load}
	}
	p.pos = start
	return nil
}

// atom is
//
//	| NAME | 'True' | 'False' | 'None' | &STRING strings | NUMBER
//	| &'(' (tuple | group | genexp)
//	| &'[' (list | listcomp)
//	| &'{' (dict | set | dictcomp | setcomp)
//	| '...'
func (p *parser) atom() Expr {
	t := p.tok()
	switch t.Kind {
	case NAME:
		p.pos++
		return nameExpr(t, Load)
	case KwTrue:
		p.pos++
		return &Constant{Pos: tokPos(t), Value: true}
	case KwFalse:
		p.pos++
		return &Constant{Pos: tokPos(t), Value: false}
	case KwNone:
		p.pos++
		return &Constant{Pos: tokPos(t), Value: None}
	case STRING:
		return p.strings()
	case NUMBER:
		return p.number()
	case LPAR:
		start := p.pos
		if e := p.tuple(); e != nil {
			return e
		}
		p.pos = start
		if e := p.group(); e != nil {
			return e
		}
		p.pos = start
		return p.genexp()
	case LSQB:
		start := p.pos
		if e := p.list(); e != nil {
			return e
		}
		p.pos = start
		return p.listcomp()
	case LBRACE:
		start := p.pos
		if e := p.dict(); e != nil {
			return e
		}
		p.pos = start
		if e := p.set(); e != nil {
			return e
		}
		p.pos = start
		if e := p.dictcomp(); e != nil {
			return e
		}
		p.pos = start
		return p.setcomp()
	case ELLIPSIS:
		p.pos++
		return &Constant{Pos: tokPos(t), Value: Ellipsis}
	}
	return nil
}

// number is NUMBER, converted by parseNumberToken (which has CPython's
// error for a decimal int of more than 4300 digits).
func (p *parser) number() Expr {
	t := &p.toks[p.pos]
	p.pos++
	v, err := parseNumberToken(t)
	if err != nil {
		p.raiseFrom(err, errFromParser)
	}
	return &Constant{Pos: tokPos(t), Value: v}
}

// strings is STRING+ (memo), decoded by decodeStrings.
func (p *parser) strings() Expr {
	start := p.pos
	if v, ok := p.memoGet(memoStrings); ok {
		return asExpr(v)
	}
	// STRING+ fetches the token after the last STRING to see it end.
	for p.kind() == STRING {
		p.pos++
	}
	end := p.pos
	e, err := decodeStrings(p.toks[start:end], p.subParser())
	if err != nil {
		if err.atNextToken() {
			// RAISE_SYNTAX_ERROR: at the last token fetched.
			le := p.lastTokenError(err.Kind, err.Msg)
			err = le
		}
		p.raiseFrom(err, errFromParser)
	}
	if e != nil {
		*e.Position() = Pos{int(p.toks[start].Line), int(p.toks[start].Col), int(p.toks[end-1].EndLine), int(p.toks[end-1].EndCol)}
	}
	p.memoPut(memoStrings, start, e)
	return e
}

// tuple is '(' [star_named_expression ',' [star_named_expressions]] ')'.
func (p *parser) tuple() Expr {
	start := p.pos
	if !p.expect(LPAR) {
		return nil
	}
	var elts []Expr
	m := p.pos
	if y := p.starNamedExpression(); y != nil && p.expect(COMMA) {
		elts = []Expr{y}
		m2 := p.pos
		if z := p.starNamedExpressions(); z != nil {
			elts = append(elts, z...)
		} else {
			p.pos = m2
		}
	} else {
		p.pos = m
	}
	if !p.expect(RPAR) {
		p.pos = start
		return nil
	}
	return &Tuple{Pos: p.span(start), Elts: elts, Ctx: Load}
}

// group is '(' (yield_expr | named_expression) ')' | invalid_group.
func (p *parser) group() Expr {
	start := p.pos
	if !p.expect(LPAR) {
		return nil
	}
	var a Expr
	if p.kind() == KwYield {
		a = p.yieldExpr()
	}
	if a == nil {
		a = p.namedExpression()
	}
	if a != nil && p.expect(RPAR) {
		return a
	}
	p.pos = start
	if p.invalid {
		p.invalidGroup()
		p.pos = start
	}
	return nil
}

// genexp is
//
//	| '(' (assignment_expression | expression !':=') for_if_clauses ')'
//	| invalid_comprehension
func (p *parser) genexp() Expr {
	start := p.pos
	if !p.expect(LPAR) {
		return nil
	}
	if a := p.genexpElement(); a != nil {
		if b := p.forIfClauses(); b != nil && p.expect(RPAR) {
			return &GeneratorExp{Pos: p.span(start), Elt: a, Generators: b}
		}
	}
	p.pos = start
	if p.invalid {
		p.invalidComprehension()
		p.pos = start
	}
	return nil
}

// genexpElement is (assignment_expression | expression !':=').
func (p *parser) genexpElement() Expr {
	m := p.pos
	if a := p.assignmentExpression(); a != nil {
		return a
	}
	if a := p.expression(); a != nil && p.kind() != COLONEQUAL {
		return a
	}
	p.pos = m
	return nil
}

// list is '[' [star_named_expressions] ']'.
func (p *parser) list() Expr {
	start := p.pos
	if !p.expect(LSQB) {
		return nil
	}
	m := p.pos
	a := p.starNamedExpressions()
	if a == nil {
		p.pos = m
	}
	if !p.expect(RSQB) {
		p.pos = start
		return nil
	}
	return &List{Pos: p.span(start), Elts: a, Ctx: Load}
}

// listcomp is '[' named_expression for_if_clauses ']' | invalid_comprehension.
func (p *parser) listcomp() Expr {
	start := p.pos
	if !p.expect(LSQB) {
		return nil
	}
	if a := p.namedExpression(); a != nil {
		if b := p.forIfClauses(); b != nil && p.expect(RSQB) {
			return &ListComp{Pos: p.span(start), Elt: a, Generators: b}
		}
	}
	p.pos = start
	if p.invalid {
		p.invalidComprehension()
		p.pos = start
	}
	return nil
}

// set is '{' star_named_expressions '}'.
func (p *parser) set() Expr {
	start := p.pos
	if !p.expect(LBRACE) {
		return nil
	}
	a := p.starNamedExpressions()
	if a == nil || !p.expect(RBRACE) {
		p.pos = start
		return nil
	}
	return &Set{Pos: p.span(start), Elts: a}
}

// setcomp is '{' named_expression for_if_clauses '}' | invalid_comprehension.
func (p *parser) setcomp() Expr {
	start := p.pos
	if !p.expect(LBRACE) {
		return nil
	}
	if a := p.namedExpression(); a != nil {
		if b := p.forIfClauses(); b != nil && p.expect(RBRACE) {
			return &SetComp{Pos: p.span(start), Elt: a, Generators: b}
		}
	}
	p.pos = start
	if p.invalid {
		p.invalidComprehension()
		p.pos = start
	}
	return nil
}

// dict is
//
//	| '{' [double_starred_kvpairs] '}'
//	| '{' invalid_double_starred_kvpairs '}'
func (p *parser) dict() Expr {
	start := p.pos
	if !p.expect(LBRACE) {
		return nil
	}
	m := p.pos
	keys, values, ok := p.doubleStarredKvpairs()
	if !ok {
		p.pos = m
	}
	if p.expect(RBRACE) {
		return &Dict{Pos: p.span(start), Keys: keys, Values: values}
	}
	p.pos = start
	if p.invalid {
		p.pos++
		p.invalidDoubleStarredKvpairs()
		p.pos = start
	}
	return nil
}

// doubleStarredKvpairs is ','.double_starred_kvpair+ [','], each
// '**' bitwise_or (a nil key) or kvpair.
func (p *parser) doubleStarredKvpairs() (keys, values []Expr, ok bool) {
	for {
		m := p.pos
		k, v := p.doubleStarredKvpair()
		if v == nil {
			p.pos = m
			if ok {
				p.pos-- // give back the ','
			}
			break
		}
		keys = append(keys, k)
		values = append(values, v)
		ok = true
		if !p.expect(COMMA) {
			break
		}
	}
	if ok {
		p.expect(COMMA)
	}
	return keys, values, ok
}

// doubleStarredKvpair is '**' bitwise_or | kvpair; v is nil on failure.
func (p *parser) doubleStarredKvpair() (k, v Expr) {
	start := p.pos
	if p.expect(DOUBLESTAR) {
		if a := p.bitwiseOr(); a != nil {
			return nil, a
		}
		p.pos = start
	}
	return p.kvpair()
}

// kvpair is expression ':' expression; v is nil on failure.
func (p *parser) kvpair() (k, v Expr) {
	start := p.pos
	if a := p.expression(); a != nil && p.expect(COLON) {
		if b := p.expression(); b != nil {
			return a, b
		}
	}
	p.pos = start
	return nil, nil
}

// dictcomp is '{' kvpair for_if_clauses '}' | invalid_dict_comprehension.
func (p *parser) dictcomp() Expr {
	start := p.pos
	if !p.expect(LBRACE) {
		return nil
	}
	if k, v := p.kvpair(); v != nil {
		if b := p.forIfClauses(); b != nil && p.expect(RBRACE) {
			return &DictComp{Pos: p.span(start), Key: k, Value: v, Generators: b}
		}
	}
	p.pos = start
	if p.invalid {
		p.invalidDictComprehension()
		p.pos = start
	}
	return nil
}

// forIfClauses is for_if_clause+.
func (p *parser) forIfClauses() []*Comprehension {
	var out []*Comprehension
	for {
		m := p.pos
		c := p.forIfClause()
		if c == nil {
			p.pos = m
			break
		}
		out = append(out, c)
	}
	return out
}

// forIfClause is
//
//	| ASYNC 'for' star_targets 'in' ~ disjunction ('if' disjunction)*
//	| 'for' star_targets 'in' ~ disjunction ('if' disjunction)*
//	| invalid_for_target
func (p *parser) forIfClause() *Comprehension {
	start := p.pos
	isAsync := 0
	if p.kind() == KwAsync {
		p.pos++
		isAsync = 1
	}
	if p.expect(KwFor) {
		if a := p.starTargets(); a != nil && p.expect(KwIn) {
			// The cut: past 'in', the clause does not backtrack.
			b := p.disjunction()
			if b == nil {
				p.pos = start
				return nil
			}
			var ifs []Expr
			for p.kind() == KwIf {
				m := p.pos
				p.pos++
				z := p.disjunction()
				if z == nil {
					p.pos = m
					break
				}
				ifs = append(ifs, z)
			}
			return &Comprehension{Target: a, Iter: b, Ifs: ifs, IsAsync: isAsync}
		}
	}
	p.pos = start
	if p.invalid {
		p.invalidForTarget()
		p.pos = start
	}
	return nil
}

// arguments is (memo)
//
//	| args [','] &')'
//	| invalid_arguments
func (p *parser) arguments() *Call {
	start := p.pos
	if v, ok := p.memoGet(memoArguments); ok {
		if v == nil {
			return nil
		}
		return v.(*Call)
	}
	var res *Call
	if a := p.args(); a != nil {
		p.expect(COMMA)
		if p.kind() == RPAR {
			res = a
		}
	}
	if res == nil {
		p.pos = start
		if p.invalid {
			p.invalidArguments()
			p.pos = start
		}
	}
	if res == nil {
		p.memoPut(memoArguments, start, nil)
	} else {
		p.memoPut(memoArguments, start, res)
	}
	return res
}

// args is
//
//	| ','.(starred_expression | (assignment_expression | expression !':=') !'=')+ [',' kwargs]
//	| kwargs
func (p *parser) args() *Call {
	start := p.pos
	pos := p.argsPositional()
	if pos != nil {
		m := p.pos
		var kw []kwOrStarred
		if p.expect(COMMA) {
			if kw = p.kwargs(); kw == nil {
				p.pos = m
			}
		}
		c := &Call{Pos: p.span(start), Args: pos}
		if kw != nil {
			for _, k := range kw {
				if k.kw == nil {
					c.Args = append(c.Args, k.starred)
				} else {
					c.Keywords = append(c.Keywords, k.kw)
				}
			}
		}
		return c
	}
	p.pos = start
	if kw := p.kwargs(); kw != nil {
		c := &Call{Pos: p.span(start)}
		for _, k := range kw {
			if k.kw == nil {
				c.Args = append(c.Args, k.starred)
			} else {
				c.Keywords = append(c.Keywords, k.kw)
			}
		}
		return c
	}
	p.pos = start
	return nil
}

// argsPositional is the first part of args:
//
//	','.(starred_expression | (assignment_expression | expression !':=') !'=')+
func (p *parser) argsPositional() []Expr {
	var pos []Expr
	for {
		m := p.pos
		e := p.starredExpression()
		if e == nil {
			p.pos = m
			if e = p.genexpElement(); e != nil && p.kind() == EQUAL {
				e = nil
			}
		}
		if e == nil {
			p.pos = m
			if pos != nil {
				p.pos-- // give back the ','
			}
			break
		}
		pos = append(pos, e)
		if !p.expect(COMMA) {
			break
		}
	}
	return pos
}

// kwOrStarred is a keyword argument or a starred expression of kwargs.
type kwOrStarred struct {
	kw      *Keyword
	starred Expr
}

// kwargs is
//
//	| ','.kwarg_or_starred+ ',' ','.kwarg_or_double_starred+
//	| ','.kwarg_or_starred+
//	| ','.kwarg_or_double_starred+
func (p *parser) kwargs() []kwOrStarred {
	start := p.pos
	if a := p.kwargList(false); a != nil {
		m := p.pos
		if p.expect(COMMA) {
			if b := p.kwargList(true); b != nil {
				return append(a, b...)
			}
		}
		p.pos = m
		return a
	}
	p.pos = start
	if b := p.kwargList(true); b != nil {
		return b
	}
	p.pos = start
	return nil
}

// kwargList is ','.kwarg_or_starred+ or, when double is set,
// ','.kwarg_or_double_starred+.
func (p *parser) kwargList(double bool) []kwOrStarred {
	var out []kwOrStarred
	for {
		m := p.pos
		k, ok := p.kwargOrStarred(double)
		if !ok {
			p.pos = m
			if out != nil {
				p.pos-- // give back the ','
			}
			break
		}
		out = append(out, k)
		if !p.expect(COMMA) {
			break
		}
	}
	return out
}

// kwargOrStarred is
//
//	kwarg_or_starred: invalid_kwarg | NAME '=' expression | starred_expression
//	kwarg_or_double_starred: invalid_kwarg | NAME '=' expression | '**' expression
func (p *parser) kwargOrStarred(double bool) (kwOrStarred, bool) {
	start := p.pos
	if p.invalid {
		p.invalidKwarg()
		p.pos = start
	}
	if p.kind() == NAME && p.peekKind(1) == EQUAL {
		t := &p.toks[p.pos]
		p.pos += 2
		if b := p.expression(); b != nil {
			return kwOrStarred{kw: &Keyword{Pos: p.span(start), Arg: identifier(t), Value: b}}, true
		}
		p.pos = start
	}
	if !double {
		if a := p.starredExpression(); a != nil {
			return kwOrStarred{starred: a}, true
		}
		return kwOrStarred{}, false
	}
	if p.expect(DOUBLESTAR) {
		if a := p.expression(); a != nil {
			return kwOrStarred{kw: &Keyword{Pos: p.span(start), Value: a}}, true
		}
	}
	p.pos = start
	return kwOrStarred{}, false
}
