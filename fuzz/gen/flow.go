package gen

import "strings"

// This file builds match statements, exception flows (custom exception
// classes, handlers, else, finally, chaining) and with statements.

var matchSubjects = []string{"0", "1", "15", "-1", "2.5", "True", "False", "None", "'abc'", "''", "'hello'",
	"[1, 2]", "[1, 2, 3]", "[0, 'x', 9]", "[]", "(1, 'a')", "(1, 2, 3)", "{'k': 5}", "{'k': [1, 2], 'z': 0}",
	"{'type': 'point', 'x': 3}", "{}", "[[1, 2], 3]", "'x'", "10**20", "{'k': 'v'}", "(0,)", "[5, [6, 7]]"}

// matchCase is a pattern with the names it binds.
type matchCase struct {
	pat   string
	binds []string
}

func (g *gen) matchCases(pt string) []matchCase {
	x, y, z := g.fresh("m"), g.fresh("m"), g.fresh("m")
	return []matchCase{
		{"0 | 1 | 2", nil},
		{"int(" + x + ") if " + x + " > 10", []string{x}},
		{"int() | float() as " + x, []string{x}},
		{"str() as " + x + " if len(" + x + ") > 2", []string{x}},
		{"''", nil},
		{"'abc' | 'x'", nil},
		{"[" + x + ", " + y + "]", []string{x, y}},
		{"[" + x + ", *" + y + "]", []string{x, y}},
		{"[0 | 1, *_, " + x + "]", []string{x}},
		{"(" + x + ", " + y + ", " + z + ")", []string{x, y, z}},
		{"{'k': " + x + ", **" + y + "}", []string{x, y}},
		{"{'type': 'point', 'x': " + x + "}", []string{x}},
		{"{'k': [" + x + ", *_]}", []string{x}},
		{"None", nil},
		{"True", nil},
		{"[int(" + x + "), str(" + y + ")]", []string{x, y}},
		{"[[" + x + ", *_], " + y + "]", []string{x, y}},
		{"-1", nil},
		{"2.5", nil},
		{"(" + x + ",)", []string{x}},
		{"[_, [" + x + ", " + y + "]]", []string{x, y}},
		{"{}", nil},
		{"[]", nil},
		{pt + "(a=0, b=" + x + ")", []string{x}},
		{pt + "(" + x + ", " + y + ")", []string{x, y}},
		{pt + "()", nil},
		{"bool()", nil},
		{"list() | tuple()", nil},
		{"dict(k=" + x + ")", []string{x}},
	}
}

// matchPiece matches a list of subjects against a random list of cases.
func (g *gen) matchPiece() []*Stmt {
	pt := g.fresh("Pt")
	ptDef := compound(Clause{"class " + pt + ":", []*Stmt{
		simple("__match_args__ = ('a', 'b')"),
		compound(Clause{"def __init__(self, a, b):", []*Stmt{simple("self.a = a"), simple("self.b = b")}}),
		compound(Clause{"def __repr__(self):", []*Stmt{simple("return f'" + pt + "({self.a}, {self.b})'")}}),
	}})
	subjects := make([]string, 0, 8)
	for i, n := 0, 4+g.n(6); i < n; i++ {
		switch g.n(6) {
		case 0:
			subjects = append(subjects, pt+"("+g.smallInt()+", "+g.smallInt()+")")
		case 1:
			subjects = append(subjects, g.expr(pick(g, []Type{TInt, TStr, TListInt, TTuple, TDict})))
		default:
			subjects = append(subjects, pick(g, matchSubjects))
		}
	}
	cases := g.matchCases(pt)
	g.r.Shuffle(len(cases), func(i, j int) { cases[i], cases[j] = cases[j], cases[i] })
	cases = cases[:3+g.n(8)]
	s := g.fresh("subj")
	var clauses []Clause
	for i, c := range cases {
		args := append([]string{"'case " + itoa(i) + "'"}, c.binds...)
		clauses = append(clauses, Clause{"case " + c.pat + ":", []*Stmt{simple("print(" + strings.Join(args, ", ") + ")")}})
	}
	if g.chance(0.6) {
		clauses = append(clauses, Clause{"case _:", []*Stmt{simple("print('no match', " + s + ")")}})
	}
	m := &Stmt{Clauses: []Clause{{"match " + s + ":", nil}}}
	// The clauses of a match are statements of its body.
	for _, c := range clauses {
		m.Clauses[0].Body = append(m.Clauses[0].Body, compound(c))
	}
	return []*Stmt{
		ptDef,
		compound(Clause{"for " + s + " in [" + strings.Join(subjects, ", ") + "]:", []*Stmt{m}}),
	}
}

// tryPiece defines exception classes and a function raising a different
// exception for each argument, then calls it under a try with several
// handlers, else and finally.
func (g *gen) tryPiece() []*Stmt {
	e, sub, fn := g.fresh("Err"), g.fresh("SubErr"), g.fresh("risky")
	raises := []string{
		"raise " + e + "(1, 'first')",
		"raise " + sub + "(2)",
		"raise ValueError('bad', i)",
		"return 10 // (i - i)",
		"return {'a': 1}['b']",
		"return [1][i]",
		"raise TypeError('wrapped') from " + e + "(0, 'cause')",
		"raise KeyError(i) from None",
		"return int('x' + str(i))",
		"return 'abc' + i",
		"return undefined_name_" + itoa(g.n(9)),
		"return (1).missing",
		"raise " + e + "(i)",
		"assert i < 0, 'assertion ' + str(i)",
		"return [][::i] + [i]",
		"return 2 ** -1 + i",
		"raise RuntimeError",
		"return {}.popitem()",
		"return float('1e999') * 0 > i",
		"return divmod(i, 0.0)",
		"return chr(-i - 1)",
		"return [1, 2].index(9)",
		"return ''.join([1])",
		"return tuple(i)",
		"return hash([])",
		"return sorted([1, 'a'])",
		"return None + 1",
		"return (i,) * 2 < 3",
		"return {1, 2} + {3}",
		"return max([])",
		"return next(iter([]))",
	}
	g.r.Shuffle(len(raises), func(i, j int) { raises[i], raises[j] = raises[j], raises[i] })
	n := 3 + g.n(6)
	body := make([]*Stmt, 0, n+1)
	for i := 0; i < n; i++ {
		body = append(body, compound(Clause{"if i == " + itoa(i) + ":", []*Stmt{simple(raises[i])}}))
	}
	body = append(body, simple("return i * 2"))
	handlers := []Clause{
		{"except " + sub + " as exc:", []*Stmt{simple("print('sub', exc.code, exc, exc.args)")}},
		{"except " + e + " as exc:", []*Stmt{simple("print('err', exc.code, repr(exc), str(exc))")}},
		{"except (ValueError, KeyError) as exc:", []*Stmt{simple("print(type(exc).__name__, repr(exc), exc.args)")}},
		{"except LookupError as exc:", []*Stmt{simple("print('lookup', repr(exc))")}},
		{"except ArithmeticError as exc:", []*Stmt{simple("print('arith', exc)")}},
		{"except (TypeError, AttributeError) as exc:", []*Stmt{simple("print('type/attr', exc)")}},
		{"except NameError as exc:", []*Stmt{simple("print('name', exc, exc.name)")}},
	}
	g.r.Shuffle(len(handlers), func(i, j int) { handlers[i], handlers[j] = handlers[j], handlers[i] })
	handlers = handlers[:2+g.n(4)]
	try := &Stmt{Clauses: []Clause{{"try:", []*Stmt{simple("r = " + fn + "(i)")}}}}
	try.Clauses = append(try.Clauses, handlers...)
	try.Clauses = append(try.Clauses, Clause{"except Exception as exc:", []*Stmt{
		simple("print('other', type(exc).__name__, exc, type(exc.__cause__).__name__, type(exc.__context__).__name__, exc.__suppress_context__)"),
	}})
	if g.chance(0.6) {
		try.Clauses = append(try.Clauses, Clause{"else:", []*Stmt{simple("print('ok', r)")}})
	}
	if g.chance(0.6) {
		try.Clauses = append(try.Clauses, Clause{"finally:", []*Stmt{simple("print('end', i)")}})
	}
	out := []*Stmt{
		compound(Clause{"class " + e + "(Exception):", []*Stmt{
			compound(Clause{"def __init__(self, code, msg='failed'):", []*Stmt{
				simple("super().__init__(msg)"), simple("self.code = code"),
			}}),
		}}),
		compound(Clause{"class " + sub + "(" + e + "):", []*Stmt{
			compound(Clause{"def __str__(self):", []*Stmt{simple("return 'sub-error #' + str(self.code)")}}),
		}}),
		compound(Clause{"def " + fn + "(i):", body}),
		compound(Clause{"for i in range(" + itoa(n+1) + "):", []*Stmt{try}}),
	}
	if g.chance(0.08) {
		// End the program with an uncaught exception now and then.
		out = append(out, simple(fn+"("+itoa(g.n(n))+")"))
	}
	return out
}

// exceptionFlowPiece writes one of the subtler exception flows: finally
// overriding a return, re-raising, chaining, notes, exceptions in
// handlers.
func (g *gen) exceptionFlowPiece() []*Stmt {
	f := g.fresh("flow")
	switch g.n(5) {
	case 0:
		return []*Stmt{
			compound(Clause{"def " + f + "(x):", []*Stmt{
				compound(
					Clause{"try:", []*Stmt{
						compound(Clause{"if x > 0:", []*Stmt{simple("return 'try ' + str(x)")}}),
						simple("raise ValueError(x)"),
					}},
					Clause{"except ValueError as exc:", []*Stmt{simple("return 'except ' + repr(exc)")}},
					Clause{"finally:", []*Stmt{
						simple("print('finally', x)"),
						compound(Clause{"if x > " + itoa(g.n(5)) + ":", []*Stmt{simple("return 'finally wins'")}}),
					}},
				),
			}}),
			simple("print([" + f + "(x) for x in range(-1, " + itoa(2+g.n(5)) + ")])"),
		}
	case 1:
		how := pick(g, []string{"raise KeyError('inner') from exc", "raise KeyError('inner')", "raise KeyError('inner') from None", "raise"})
		return []*Stmt{
			compound(Clause{"def " + f + "(n):", []*Stmt{
				compound(
					Clause{"try:", []*Stmt{simple("return 10 / n")}},
					Clause{"except ZeroDivisionError as exc:", []*Stmt{simple(how)}},
				),
			}}),
			compound(Clause{"for n in [2, 0]:", []*Stmt{compound(
				Clause{"try:", []*Stmt{simple("print(" + f + "(n))")}},
				Clause{"except Exception as exc:", []*Stmt{simple("print(type(exc).__name__, exc, repr(exc.__cause__), repr(exc.__context__), exc.__suppress_context__)")}},
			)}}),
		}
	case 2:
		return []*Stmt{
			compound(
				Clause{"try:", []*Stmt{compound(
					Clause{"try:", []*Stmt{simple("raise ValueError('first')")}},
					Clause{"except ValueError as exc:", []*Stmt{simple("exc.add_note('note " + itoa(g.n(9)) + "')"), simple("raise")}},
					Clause{"finally:", []*Stmt{simple("print('inner finally')")}},
				)}},
				Clause{"except Exception as exc:", []*Stmt{simple("print(repr(exc), exc.__notes__, exc.args)")}},
			),
		}
	case 3:
		return []*Stmt{
			compound(Clause{"def " + f + "(items):", []*Stmt{
				simple("out = []"),
				compound(Clause{"for it in items:", []*Stmt{
					compound(
						Clause{"try:", []*Stmt{
							compound(Clause{"if it == 'stop':", []*Stmt{simple("break")}}),
							compound(Clause{"if it == 'skip':", []*Stmt{simple("continue")}}),
							simple("out.append(int(it))"),
						}},
						Clause{"except ValueError:", []*Stmt{simple("out.append(-1)")}},
						Clause{"else:", []*Stmt{simple("out.append('ok')")}},
						Clause{"finally:", []*Stmt{simple("out.append('f')")}},
					),
				}}),
				simple("return out"),
			}}),
			simple("print(" + f + "(['1', 'x', 'skip', '7', 'stop', '9']))"),
		}
	default:
		return []*Stmt{
			compound(
				Clause{"try:", []*Stmt{compound(
					Clause{"try:", []*Stmt{simple("{}['missing']")}},
					Clause{"except KeyError as exc:", []*Stmt{simple("print('handler', repr(exc))"), simple("1 / 0")}},
				)}},
				Clause{"except ZeroDivisionError as exc:", []*Stmt{simple("print(repr(exc), repr(exc.__context__))")}},
			),
			compound(
				Clause{"try:", []*Stmt{simple("raise ExceptionGroup('group', [ValueError(1), TypeError(2)])")}},
				Clause{"except ExceptionGroup as eg:", []*Stmt{simple("print(repr(eg), len(eg.exceptions), eg.message)")}},
			),
		}
	}
}

// withPiece defines a context manager that reports enter and exit and
// may swallow the exception, and uses it alone, nested, with an exception
// raised inside, and around a return.
func (g *gen) withPiece() []*Stmt {
	cm, f := g.fresh("Cm"), g.fresh("use")
	enterRet := pick(g, []string{"self", "self.name.upper()", "len(self.name)"})
	exc := pick(g, []string{"ValueError('boom')", "KeyError('k')", "ZeroDivisionError()", "RuntimeError"})
	swallow1, swallow2 := pick(g, []string{"True", "False"}), pick(g, []string{"True", "False"})
	return []*Stmt{
		compound(Clause{"class " + cm + ":", []*Stmt{
			compound(Clause{"def __init__(self, name, swallow=False):", []*Stmt{simple("self.name = name"), simple("self.swallow = swallow")}}),
			compound(Clause{"def __enter__(self):", []*Stmt{simple("print('enter', self.name)"), simple("return " + enterRet)}}),
			compound(Clause{"def __exit__(self, et, ev, tb):", []*Stmt{
				simple("print('exit', self.name, et.__name__ if et else None, repr(ev))"),
				simple("return self.swallow"),
			}}),
			compound(Clause{"def __repr__(self):", []*Stmt{simple("return 'Cm(' + self.name + ')'")}}),
		}}),
		compound(Clause{"with " + cm + "('a') as x:", []*Stmt{simple("print('inside', x)")}}),
		compound(
			Clause{"try:", []*Stmt{compound(Clause{"with " + cm + "('b', " + swallow1 + ") as x, " + cm + "('c', " + swallow2 + ") as y:", []*Stmt{
				simple("print('body', x, y)"),
				simple("raise " + exc),
			}}), simple("print('after with')")}},
			Clause{"except Exception as exc:", []*Stmt{simple("print('escaped', type(exc).__name__, exc)")}},
		),
		compound(Clause{"def " + f + "():", []*Stmt{
			compound(Clause{"with " + cm + "('d'):", []*Stmt{simple("return 'returned'")}}),
		}}),
		simple("print(" + f + "())"),
		compound(
			Clause{"try:", []*Stmt{compound(Clause{"with " + cm + "('e', True):", []*Stmt{
				compound(Clause{"with " + cm + "('f'):", []*Stmt{simple("raise " + exc)}}),
			}}), simple("print('swallowed')")}},
			Clause{"except Exception as exc:", []*Stmt{simple("print('escaped', type(exc).__name__)")}},
		),
	}
}
