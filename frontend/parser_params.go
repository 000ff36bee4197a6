package frontend

// This file holds function and lambda parameters (python.gram: Function
// parameters, Lambda functions). The lambda rules are the def rules without
// annotations and with ':' where def has ')', so one set of methods serves
// both, switched by the lambda flag.

// nameDefault is a parameter with its default value (nil for none).
type nameDefault struct {
	arg   *Arg
	value Expr
}

// starEtc is what follows the positional parameters: *args, the
// keyword-only parameters and **kwargs.
type starEtc struct {
	vararg *Arg
	kwonly []nameDefault
	kwarg  *Arg
}

// closer is the token that ends a parameter list: ')' for def, ':' for
// lambda.
func closer(lambda bool) TokenKind {
	if lambda {
		return COLON
	}
	return RPAR
}

// params is
//
//	| invalid_parameters
//	| parameters
//
// and lambda_params the same with the lambda rules.
func (p *parser) params() *Arguments {
	return p.paramsOf(false)
}

func (p *parser) paramsOf(lambda bool) *Arguments {
	start := p.pos
	if p.invalid {
		p.invalidParameters(lambda)
		p.pos = start
	}
	return p.parameters(lambda)
}

// parameters is
//
//	| slash_no_default param_no_default* param_with_default* [star_etc]
//	| slash_with_default param_with_default* [star_etc]
//	| param_no_default+ param_with_default* [star_etc]
//	| param_with_default+ [star_etc]
//	| star_etc
func (p *parser) parameters(lambda bool) *Arguments {
	start := p.pos
	if a := p.slashNoDefault(lambda); a != nil {
		b := p.paramNoDefaultStar(lambda)
		c := p.paramWithDefaultStar(lambda)
		d := p.optStarEtc(lambda)
		return makeArguments(a, nil, nil, b, c, d)
	}
	p.pos = start
	if plain, withDef, ok := p.slashWithDefault(lambda); ok {
		b := p.paramWithDefaultStar(lambda)
		c := p.optStarEtc(lambda)
		return makeArguments(plain, withDef, nil, nil, b, c)
	}
	p.pos = start
	if a := p.paramNoDefaultStar(lambda); a != nil {
		b := p.paramWithDefaultStar(lambda)
		c := p.optStarEtc(lambda)
		return makeArguments(nil, nil, nil, a, b, c)
	}
	p.pos = start
	if a := p.paramWithDefaultStar(lambda); a != nil {
		b := p.optStarEtc(lambda)
		return makeArguments(nil, nil, nil, nil, a, b)
	}
	p.pos = start
	if a := p.starEtc(lambda); a != nil {
		return makeArguments(nil, nil, nil, nil, nil, a)
	}
	p.pos = start
	return nil
}

// makeArguments builds the arguments node as pegen's
// _PyPegen_make_arguments does: slash holds the positional-only parameters
// without defaults (slash_no_default, or the plain names of
// slash_with_default), slashDef the positional-only ones with defaults.
func makeArguments(slash []*Arg, slashDef []nameDefault, _ []*Arg, plain []*Arg, withDef []nameDefault, se *starEtc) *Arguments {
	a := &Arguments{}
	a.Posonlyargs = slash
	for _, nd := range slashDef {
		a.Posonlyargs = append(a.Posonlyargs, nd.arg)
		a.Defaults = append(a.Defaults, nd.value)
	}
	a.Args = plain
	for _, nd := range withDef {
		a.Args = append(a.Args, nd.arg)
		a.Defaults = append(a.Defaults, nd.value)
	}
	if se != nil {
		a.Vararg = se.vararg
		for _, nd := range se.kwonly {
			a.Kwonlyargs = append(a.Kwonlyargs, nd.arg)
			a.KwDefaults = append(a.KwDefaults, nd.value)
		}
		a.Kwarg = se.kwarg
	}
	return a
}

// slashNoDefault is
//
//	| param_no_default+ '/' ','
//	| param_no_default+ '/' &')'
func (p *parser) slashNoDefault(lambda bool) []*Arg {
	start := p.pos
	a := p.paramNoDefaultStar(lambda)
	if a != nil && p.expect(SLASH) {
		if p.expect(COMMA) || p.kind() == closer(lambda) {
			return a
		}
	}
	p.pos = start
	return nil
}

// slashWithDefault is
//
//	| param_no_default* param_with_default+ '/' ','
//	| param_no_default* param_with_default+ '/' &')'
func (p *parser) slashWithDefault(lambda bool) ([]*Arg, []nameDefault, bool) {
	start := p.pos
	a := p.paramNoDefaultStar(lambda)
	b := p.paramWithDefaultStar(lambda)
	if b != nil && p.expect(SLASH) {
		if p.expect(COMMA) || p.kind() == closer(lambda) {
			return a, b, true
		}
	}
	p.pos = start
	return nil, nil, false
}

// optStarEtc is [star_etc].
func (p *parser) optStarEtc(lambda bool) *starEtc {
	m := p.pos
	se := p.starEtc(lambda)
	if se == nil {
		p.pos = m
	}
	return se
}

// starEtc is
//
//	| invalid_star_etc
//	| '*' param_no_default param_maybe_default* [kwds]
//	| '*' param_no_default_star_annotation param_maybe_default* [kwds]
//	| '*' ',' param_maybe_default+ [kwds]
//	| kwds
//
// (lambda_star_etc has no star-annotation alternative).
func (p *parser) starEtc(lambda bool) *starEtc {
	start := p.pos
	if p.invalid {
		p.invalidStarEtc(lambda)
		p.pos = start
	}
	if p.kind() == STAR {
		p.pos++
		if a := p.paramNoDefault(lambda); a != nil {
			b := p.paramMaybeDefaultStar(lambda)
			c := p.optKwds(lambda)
			return &starEtc{vararg: a, kwonly: b, kwarg: c}
		}
		p.pos = start + 1
		if !lambda {
			if a := p.paramNoDefaultStarAnnotation(); a != nil {
				b := p.paramMaybeDefaultStar(lambda)
				c := p.optKwds(lambda)
				return &starEtc{vararg: a, kwonly: b, kwarg: c}
			}
			p.pos = start + 1
		}
		if p.expect(COMMA) {
			if b := p.paramMaybeDefaultStar(lambda); b != nil {
				c := p.optKwds(lambda)
				return &starEtc{kwonly: b, kwarg: c}
			}
		}
		p.pos = start
	}
	if c := p.kwds(lambda); c != nil {
		return &starEtc{kwarg: c}
	}
	p.pos = start
	return nil
}

// optKwds is [kwds].
func (p *parser) optKwds(lambda bool) *Arg {
	m := p.pos
	a := p.kwds(lambda)
	if a == nil {
		p.pos = m
	}
	return a
}

// kwds is invalid_kwds | '**' param_no_default.
func (p *parser) kwds(lambda bool) *Arg {
	start := p.pos
	if p.invalid {
		p.invalidKwds(lambda)
		p.pos = start
	}
	if p.expect(DOUBLESTAR) {
		if a := p.paramNoDefault(lambda); a != nil {
			return a
		}
	}
	p.pos = start
	return nil
}

// paramNoDefaultStar is param_no_default*.
func (p *parser) paramNoDefaultStar(lambda bool) []*Arg {
	var out []*Arg
	for {
		a := p.paramNoDefault(lambda)
		if a == nil {
			return out
		}
		out = append(out, a)
	}
}

// paramWithDefaultStar is param_with_default*.
func (p *parser) paramWithDefaultStar(lambda bool) []nameDefault {
	var out []nameDefault
	for {
		nd, ok := p.paramWithDefault(lambda)
		if !ok {
			return out
		}
		out = append(out, nd)
	}
}

// paramMaybeDefaultStar is param_maybe_default*.
func (p *parser) paramMaybeDefaultStar(lambda bool) []nameDefault {
	var out []nameDefault
	for {
		nd, ok := p.paramMaybeDefault(lambda)
		if !ok {
			return out
		}
		out = append(out, nd)
	}
}

// paramNoDefault is
//
//	| param ','
//	| param &')'
func (p *parser) paramNoDefault(lambda bool) *Arg {
	start := p.pos
	a := p.param(lambda)
	if a == nil {
		return nil
	}
	if p.expect(COMMA) || p.kind() == closer(lambda) {
		return a
	}
	p.pos = start
	return nil
}

// paramNoDefaultStarAnnotation is
//
//	| param_star_annotation ','
//	| param_star_annotation &')'
//
// where param_star_annotation is NAME ':' star_expression.
func (p *parser) paramNoDefaultStarAnnotation() *Arg {
	start := p.pos
	t := p.expectTok(NAME)
	if t == nil || !p.expect(COLON) {
		p.pos = start
		return nil
	}
	ann := p.starExpression()
	if ann == nil {
		p.pos = start
		return nil
	}
	a := &Arg{Pos: p.span(start), Arg: identifier(t), Annotation: ann}
	if p.expect(COMMA) || p.kind() == RPAR {
		return a
	}
	p.pos = start
	return nil
}

// paramWithDefault is
//
//	| param default ','
//	| param default &')'
func (p *parser) paramWithDefault(lambda bool) (nameDefault, bool) {
	start := p.pos
	a := p.param(lambda)
	if a == nil {
		return nameDefault{}, false
	}
	c := p.defaultValue()
	if c != nil && (p.expect(COMMA) || p.kind() == closer(lambda)) {
		return nameDefault{a, c}, true
	}
	p.pos = start
	return nameDefault{}, false
}

// paramMaybeDefault is
//
//	| param default? ','
//	| param default? &')'
func (p *parser) paramMaybeDefault(lambda bool) (nameDefault, bool) {
	start := p.pos
	a := p.param(lambda)
	if a == nil {
		return nameDefault{}, false
	}
	m := p.pos
	c := p.defaultValue()
	if c == nil {
		p.pos = m
	}
	if p.expect(COMMA) || p.kind() == closer(lambda) {
		return nameDefault{a, c}, true
	}
	p.pos = start
	return nameDefault{}, false
}

// param is NAME annotation? (lambda_param is NAME).
func (p *parser) param(lambda bool) *Arg {
	start := p.pos
	t := p.expectTok(NAME)
	if t == nil {
		return nil
	}
	var ann Expr
	if !lambda && p.kind() == COLON {
		m := p.pos
		p.pos++
		if ann = p.expression(); ann == nil {
			p.pos = m
		}
	}
	return &Arg{Pos: p.span(start), Arg: identifier(t), Annotation: ann}
}

// defaultValue is default: '=' expression | invalid_default.
func (p *parser) defaultValue() Expr {
	start := p.pos
	if p.expect(EQUAL) {
		if a := p.expression(); a != nil {
			return a
		}
	}
	p.pos = start
	if p.invalid {
		// invalid_default: '=' &(')'|',')
		if t := p.expectTok(EQUAL); t != nil {
			if k := p.kind(); k == RPAR || k == COMMA {
				p.raiseKnownLocation(tokPos(t), "expected default value expression")
			}
		}
		p.pos = start
	}
	return nil
}

// lambdef is 'lambda' [lambda_params] ':' expression.
func (p *parser) lambdef() Expr {
	start := p.pos
	if !p.expect(KwLambda) {
		return nil
	}
	m := p.pos
	a := p.paramsOf(true)
	if a == nil {
		p.pos = m
	}
	if !p.expect(COLON) {
		p.pos = start
		return nil
	}
	b := p.expression()
	if b == nil {
		p.pos = start
		return nil
	}
	if a == nil {
		a = emptyArguments()
	}
	return &Lambda{Pos: p.span(start), Args: a, Body: b}
}
