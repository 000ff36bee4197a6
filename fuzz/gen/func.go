package gen

import "strings"

// This file builds functions: plain typed functions the expression
// generator may call afterwards, closures, generators, recursion and the
// argument-passing forms (defaults, *args, **kwargs, keyword-only).

// funcDef defines a function of random parameter and return types; later
// expressions of its return type may call it.
func (g *gen) funcDef() *Stmt {
	if g.inFunc != nil {
		return g.printStmt()
	}
	f := &funcInfo{name: g.fresh("f"), ret: pick(g, valueTypes)}
	nparams := g.n(4)
	names := make([]string, nparams)
	for i := range names {
		f.params = append(f.params, pick(g, valueTypes))
		names[i] = g.fresh("p")
	}
	header := make([]string, nparams)
	copy(header, names)
	savedCost, savedMult, savedLoop, savedSafe, savedDepth := g.cost, g.mult, g.loopDepth, g.safe, g.stmtDepth
	g.cost, g.mult, g.loopDepth, g.safe, g.stmtDepth = 0, 1, 0, true, 1
	g.inFunc = f
	g.push(true)
	for i, n := range names {
		g.bind(n, f.params[i])
	}
	body := g.block(1 + g.n(4))
	body = append(body, simple("return "+g.expr(f.ret)))
	g.pop()
	g.inFunc = nil
	f.cost = g.cost + 1
	g.cost, g.mult, g.loopDepth, g.safe, g.stmtDepth = savedCost, savedMult, savedLoop, savedSafe, savedDepth
	if nparams > 0 && g.chance(0.3) {
		// A default for the last parameter; calls still pass every one.
		header[nparams-1] += "=" + g.expr(f.params[nparams-1])
	}
	g.funcs = append(g.funcs, f)
	return compound(Clause{"def " + f.name + "(" + strings.Join(header, ", ") + "):", body})
}

// closurePiece writes one of the closure and argument-passing idioms and
// uses it.
func (g *gen) closurePiece() []*Stmt {
	switch g.n(6) {
	case 0:
		mk, c := g.fresh("make_counter"), g.fresh("counter")
		step := pick(g, []string{"1", "2", "-3"})
		return []*Stmt{
			compound(Clause{"def " + mk + "(start):", []*Stmt{
				simple("count = start"),
				compound(Clause{"def inc(step=" + step + "):", []*Stmt{
					simple("nonlocal count"), simple("count += step"), simple("return count"),
				}}),
				simple("return inc"),
			}}),
			simple(c + " = " + mk + "(" + g.expr(TInt) + ")"),
			simple("print(" + c + "(), " + c + "(" + g.smallInt() + "), " + c + "())"),
			simple("print(" + mk + "(0)(), " + c + ".__name__)"),
		}
	case 1:
		fs, ds := g.fresh("lams"), g.fresh("lams")
		n := itoa(1 + g.n(4))
		op := pick(g, []string{"+", "*", "-"})
		return []*Stmt{
			simple(fs + " = [lambda x: x " + op + " i for i in range(" + n + ")]"),
			simple(ds + " = [lambda x, i=i: x " + op + " i for i in range(" + n + ")]"),
			simple("print([f(10) for f in " + fs + "], [f(10) for f in " + ds + "])"),
		}
	case 2:
		d, w := g.fresh("deco"), g.fresh("wrapped")
		calls := g.fresh("calls")
		return []*Stmt{
			simple(calls + " = []"),
			compound(Clause{"def " + d + "(fn):", []*Stmt{
				compound(Clause{"def wrapper(*args, **kwargs):", []*Stmt{
					simple(calls + ".append((fn.__name__, args, kwargs))"),
					simple("result = fn(*args, **kwargs)"),
					simple("return " + pick(g, []string{"result", "[result, result]", "str(result) + '!'"})),
				}}),
				simple("return wrapper"),
			}}),
			simple("@" + d),
			compound(Clause{"def " + w + "(a, b=" + g.smallInt() + ", *rest, scale=1, **extra):", []*Stmt{
				simple("return (a + b + sum(rest)) * scale + len(extra)"),
			}}),
			simple("print(" + w + "(" + g.smallInt() + "), " + w + "(1, 2, 3, 4, scale=" + g.smallInt() + "), " + w + "(" + g.smallInt() + ", z=1))"),
			simple("print(" + calls + ", " + w + ".__name__)"),
		}
	case 3:
		f := g.fresh("kwonly")
		call := pick(g, []string{f + "(1, 2)", f + "(1)", f + "(1, b=2, c=3)", f + "()", f + "(1, b=2, b2=3)", f + "(a=1, b=2)", f + "(*[1], **{'b': 5})", f + "(1, *(), b=4)"})
		return []*Stmt{
			compound(Clause{"def " + f + "(a, /, *, b=" + g.smallInt() + ", **kw):", []*Stmt{simple("return (a, b, sorted(kw.items()))")}}),
			compound(
				Clause{"try:", []*Stmt{simple("print(" + call + ")")}},
				Clause{"except TypeError as exc:", []*Stmt{simple("print('TypeError', exc)")}},
			),
		}
	case 4:
		gv := g.fresh("G")
		bump := g.fresh("bump")
		return []*Stmt{
			simple(gv + " = " + g.smallInt()),
			compound(Clause{"def " + bump + "(k):", []*Stmt{
				simple("global " + gv), simple(gv + " += k"), simple("return " + gv + " * 2"),
			}}),
			simple("print(" + bump + "(3), " + bump + "(" + g.smallInt() + "), " + gv + ")"),
		}
	default:
		r := g.fresh("rec")
		base := g.smallInt()
		comb := pick(g, []string{"rec(n - 1) + rec(n - 2)", "n * rec(n - 1)", "rec(n - 1) - n", "rec(n // 2) * 2 + n % 2", "max(rec(n - 1), n * 3 % 7)"})
		comb = strings.ReplaceAll(comb, "rec(", r+"(")
		n := itoa(3 + g.n(10))
		return []*Stmt{
			compound(Clause{"def " + r + "(n):", []*Stmt{
				compound(Clause{"if n <= 1:", []*Stmt{simple("return n + " + base)}}),
				simple("return " + comb),
			}}),
			simple("print([" + r + "(i) for i in range(" + n + ")])"),
		}
	}
}

// generatorPiece writes a generator function and drives it by iteration,
// next(), send() and the return value in StopIteration. Every generator
// with a finally clause runs to its end or is closed explicitly: pyex has
// no reference counting to finalize an abandoned one at the same moment.
func (g *gen) generatorPiece() []*Stmt {
	name := g.fresh("gen")
	it := g.fresh("it")
	switch g.n(3) {
	case 0:
		body := []*Stmt{
			simple("total = 0"),
			compound(Clause{"for i in range(n):", []*Stmt{
				compound(Clause{"if " + pick(g, []string{"i % 2 == 0", "i > 1", "True", "i != 2"}) + ":", []*Stmt{
					simple("yield " + pick(g, []string{"i * i", "i - 3", "str(i)", "(i, -i)", "[i] * i"})),
				}}),
				simple("total += i"),
			}}),
		}
		if g.chance(0.5) {
			body = append(body, simple("yield from "+g.expr(pick(g, []Type{TListInt, TStr, TTuple}))))
		}
		body = append(body, simple("return total"))
		return []*Stmt{
			compound(Clause{"def " + name + "(n):", body}),
			simple("print(list(" + name + "(" + itoa(g.n(7)) + ")))"),
			simple(it + " = " + name + "(" + itoa(g.n(5)) + ")"),
			simple("print(next(" + it + ", 'empty'), next(" + it + ", 'empty'))"),
			compound(
				Clause{"try:", []*Stmt{compound(Clause{"while True:", []*Stmt{simple("print('item', next(" + it + "))")}})}},
				Clause{"except StopIteration as stop:", []*Stmt{simple("print('returned', stop.value)")}},
			),
			simple("print(" + pick(g, []string{"sum(1 for _ in " + name + "(4))", "len(list(" + name + "(4)))", "sorted(map(str, " + name + "(4)))"}) + ")"),
		}
	case 1:
		return []*Stmt{
			compound(Clause{"def " + name + "():", []*Stmt{
				simple("total = 0"),
				compound(
					Clause{"try:", []*Stmt{
						compound(Clause{"while True:", []*Stmt{
							simple("x = yield total"),
							compound(Clause{"if x is None:", []*Stmt{simple("break")}}),
							compound(Clause{"if x < 0:", []*Stmt{simple("raise ValueError('negative: ' + str(x))")}}),
							simple("total += x"),
						}}),
					}},
					Clause{"finally:", []*Stmt{simple("print('cleanup', total)")}},
				),
				simple("return total * 10"),
			}}),
			simple(it + " = " + name + "()"),
			simple("print(next(" + it + "), " + it + ".send(" + itoa(g.n(9)) + "), " + it + ".send(" + itoa(g.n(9)) + "))"),
			compound(
				Clause{"try:", []*Stmt{simple(it + ".send(" + pick(g, []string{"None", "-1", "None"}) + ")")}},
				Clause{"except StopIteration as stop:", []*Stmt{simple("print('stopped', stop.value)")}},
				Clause{"except ValueError as exc:", []*Stmt{simple("print('raised', exc)")}},
			),
			simple(it + ".close()"),
			simple("print(next(" + it + ", 'closed'))"),
		}
	default:
		inner := g.fresh("inner")
		return []*Stmt{
			compound(Clause{"def " + inner + "(k):", []*Stmt{
				simple("yield k"),
				simple("yield k + 1"),
				simple("return k * 100"),
			}}),
			compound(Clause{"def " + name + "():", []*Stmt{
				simple("got = yield from " + inner + "(1)"),
				simple("yield got"),
				simple("got = yield from " + inner + "(got)"),
				simple("yield ('last', got)"),
			}}),
			simple("print(list(" + name + "()))"),
			simple(it + " = (x * 2 for x in " + g.expr(TListInt) + " if x % 3)"),
			simple("print(next(" + it + ", None), list(" + it + "), list(" + it + "))"),
			simple("print(list(zip(" + name + "(), range(3))), list(enumerate(" + inner + "(7), 1)))"),
		}
	}
}
