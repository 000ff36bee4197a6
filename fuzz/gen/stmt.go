package gen

import "strings"

// This file builds statements: assignments, prints, mutations, and the
// control flow that holds them (if, for, while, try).

const maxStmtDepth = 3

// topPiece returns one top-level piece of a program.
func (g *gen) topPiece() []*Stmt {
	switch g.n(22) {
	case 0, 1:
		f := g.funcDef()
		if len(g.funcs) == 0 {
			return []*Stmt{f}
		}
		return []*Stmt{f, g.printCall(g.funcs[len(g.funcs)-1])}
	case 2, 3:
		return g.classPiece()
	case 4:
		return g.generatorPiece()
	case 5, 6:
		return g.matchPiece()
	case 7, 8:
		return g.tryPiece()
	case 9:
		return g.withPiece()
	case 10:
		return g.closurePiece()
	case 11:
		return g.exceptionFlowPiece()
	default:
		return g.block(2 + g.n(4))
	}
}

// block returns n statements for the current scope.
func (g *gen) block(n int) []*Stmt {
	var out []*Stmt
	for i := 0; i < n; i++ {
		out = append(out, g.stmt()...)
	}
	return out
}

// nested generates a block in a new scope (its bindings vanish after it),
// run mult times more than the enclosing code.
func (g *gen) nested(n, mult int, bind func()) []*Stmt {
	g.push(false)
	savedMult := g.mult
	g.mult *= mult
	g.stmtDepth++
	if bind != nil {
		bind()
	}
	body := g.block(n)
	g.stmtDepth--
	g.mult = savedMult
	g.pop()
	return body
}

func (g *gen) stmt() []*Stmt {
	g.cost += g.mult
	deep := g.stmtDepth >= maxStmtDepth || g.cost > costBudget
	k := g.n(20)
	if deep && k >= 13 {
		k = g.n(13)
	}
	switch k {
	case 0, 1, 2, 3:
		return []*Stmt{g.assignNew()}
	case 4, 5, 6:
		return []*Stmt{g.printStmt()}
	case 7:
		return []*Stmt{g.reassign()}
	case 8, 9:
		return []*Stmt{g.mutation()}
	case 10:
		return []*Stmt{g.unpack()}
	case 11:
		if g.loopDepth > 0 && g.chance(0.5) {
			return []*Stmt{compound(Clause{"if " + g.expr(TBool) + ":", []*Stmt{simple(pick(g, []string{"break", "continue"}))}})}
		}
		return []*Stmt{g.printStmt()}
	case 12:
		if g.inFunc != nil && g.chance(0.3) {
			return []*Stmt{compound(Clause{"if " + g.expr(TBool) + ":", []*Stmt{simple("return " + g.expr(g.inFunc.ret))}})}
		}
		return []*Stmt{g.printStmt()}
	case 13, 14:
		return []*Stmt{g.ifStmt()}
	case 15, 16:
		return []*Stmt{g.forStmt()}
	case 17:
		return g.whileStmt()
	default:
		return []*Stmt{g.tryStmt()}
	}
}

// assignNew binds a fresh variable.
func (g *gen) assignNew() *Stmt {
	t := pick(g, valueTypes)
	name := g.fresh("v")
	e := g.expr(t)
	g.bind(name, t)
	return simple(name + " = " + e)
}

// reassign rebinds a variable of the innermost function (or module) scope
// to a new value of its type, or updates it in place.
func (g *gen) reassign() *Stmt {
	t := pick(g, []Type{TInt, TInt, TFloat, TStr, TListInt, TListStr, TBool})
	vs := g.assignable(t)
	if len(vs) == 0 {
		return g.assignNew()
	}
	v := pick(g, vs).name
	// Values carried from one statement to the next (and one loop
	// iteration to the next) are kept bounded: ints modulo a big literal,
	// strs and lists truncated, so that no chain of rebinds can grow them
	// without bound.
	switch t {
	case TInt:
		mod := " % " + pick(g, []string{"1000003", "(2**64)", "(10**30)", "(2**127 - 1)", "-97"})
		if g.chance(0.5) {
			op := pick(g, []string{"+=", "-=", "^=", "|=", "&="})
			return simple(v + " " + op + " (" + g.expr(TInt) + ")" + mod)
		}
		if g.chance(0.3) {
			return simple(v + " " + pick(g, []string{"//=", "%="}) + " " + pick(g, []string{"2", "3", "-2"}))
		}
		return simple(v + " = (" + g.expr(t) + ")" + mod)
	case TFloat:
		if g.chance(0.5) {
			return simple(v + " " + pick(g, []string{"+=", "-=", "*="}) + " " + g.expr(pick(g, []Type{TFloat, TInt})))
		}
	case TStr, TListStr, TListInt:
		if g.chance(0.5) {
			return simple(v + " += " + g.expr(t) + "[:" + itoa(1+g.n(6)) + "]")
		}
		return simple(v + " = " + g.expr(t) + "[:" + itoa(4+g.n(30)) + "]")
	}
	return simple(v + " = " + g.expr(t))
}

// printExpr returns an expression that prints a value of type t the same
// way on every run (sets of str would not, so sets print sorted).
func (g *gen) printExpr(t Type) string {
	e := g.expr(t)
	if t == TSet {
		// The iteration order of a set display of constants differs
		// from CPython's (see README.md), so sets print sorted.
		return "sorted(" + e + ")"
	}
	return e
}

func (g *gen) printStmt() *Stmt {
	n := 1 + g.n(3)
	args := make([]string, n)
	for i := range args {
		args[i] = g.printExpr(pick(g, valueTypes))
	}
	if g.chance(0.1) {
		args = append(args, "sep="+pick(g, []string{"''", "', '", "'|'"}))
	}
	if g.chance(0.05) {
		args = append(args, "end="+pick(g, []string{"';\\n'", "' .\\n'"}))
	}
	line := "print(" + strings.Join(args, ", ") + ")"
	if !g.safe || g.chance(0.5) {
		return simple(line)
	}
	saved := g.safe
	g.safe = false
	for i := range args {
		if !strings.Contains(args[i], "=") || strings.HasPrefix(args[i], "(") {
			args[i] = g.printExpr(pick(g, valueTypes))
		}
	}
	g.safe = saved
	line = "print(" + strings.Join(args, ", ") + ")"
	return compound(
		Clause{"try:", []*Stmt{simple(line)}},
		Clause{"except Exception as exc:", []*Stmt{simple("print('error', type(exc).__name__, exc)")}},
	)
}

// mutation changes a container in place, printing it afterwards now and
// then.
func (g *gen) mutation() *Stmt {
	t := pick(g, []Type{TListInt, TListInt, TListStr, TDict, TSet})
	vs := g.visible(t)
	if len(vs) == 0 {
		return g.assignNew()
	}
	v := pick(g, vs).name
	var line string
	switch t {
	case TListInt:
		ops := []string{
			".append(" + g.expr(TInt) + ")",
			".extend(" + g.expr(TListInt) + "[:4])",
			".insert(" + g.smallInt() + ", " + g.expr(TInt) + ")",
			".sort()", ".reverse()", ".sort(reverse=True)", ".sort(key=lambda v: (abs(v), v))",
			"[" + g.plainSlice() + "] = " + g.expr(TListInt) + "[:4]",
		}
		if !g.safe {
			ops = append(ops, ".pop()", ".pop(0)", ".remove("+g.expr(TInt)+")", "["+g.smallInt()+"] = "+g.expr(TInt))
			ops = append(ops, "del "+v+"["+g.smallInt()+"]")
		}
		op := pick(g, ops)
		if strings.HasPrefix(op, "del ") {
			line = op
		} else {
			line = v + op
		}
	case TListStr:
		line = v + pick(g, []string{".append(" + g.expr(TStr) + ")", ".sort()", ".reverse()", ".extend(" + g.expr(TStr) + "[:3])"})
	case TDict:
		ops := []string{"[" + g.expr(TStr) + "] = " + g.expr(TInt), ".setdefault(" + g.expr(TStr) + ", " + g.smallInt() + ")",
			".update(" + g.expr(TDict) + ")", ".pop(" + g.expr(TStr) + ", None)"}
		if !g.safe {
			ops = append(ops, ".pop("+g.expr(TStr)+")", ".popitem()")
			if g.chance(0.2) {
				return simple("del " + v + "[" + g.expr(TStr) + "]")
			}
		}
		line = v + pick(g, ops)
	case TSet:
		// Methods, not augmented assignments: v |= x in a function would
		// make v local.
		ops := []string{".add(" + g.expr(TInt) + ")", ".discard(" + g.expr(TInt) + ")", ".difference_update(" + g.expr(TSet) + ")", ".intersection_update(" + g.expr(TSet) + ")"}
		if g.mult == 1 {
			ops = append(ops, ".update("+g.expr(TSet)+")", ".symmetric_difference_update("+g.expr(TSet)+")")
		}
		if !g.safe {
			// Not pop(): which item it takes depends on set order.
			ops = append(ops, ".remove("+g.expr(TInt)+")")
		}
		line = v + pick(g, ops)
	}
	if g.chance(0.4) {
		p := v
		if t == TSet {
			p = "sorted(" + v + ")"
		}
		return compound(Clause{"if True:", []*Stmt{simple(line), simple("print(" + p + ")")}})
	}
	return simple(line)
}

// unpack assigns by tuple unpacking, with a starred target now and then.
func (g *gen) unpack() *Stmt {
	a, b := g.fresh("v"), g.fresh("v")
	switch g.n(4) {
	case 0:
		t1, t2 := pick(g, valueTypes), pick(g, valueTypes)
		e1, e2 := g.expr(t1), g.expr(t2)
		g.bind(a, t1)
		g.bind(b, t2)
		return simple(a + ", " + b + " = " + e1 + ", " + e2)
	case 1:
		e := "divmod(" + g.expr(TInt) + ", " + pick(g, []string{"3", "-7", "10"}) + ")"
		g.bind(a, TInt)
		g.bind(b, TInt)
		return simple(a + ", " + b + " = " + e)
	case 2:
		e := g.expr(TListInt)
		line := "print(" + a + ", " + b + ")"
		return compound(
			Clause{"try:", []*Stmt{simple(a + ", *" + b + " = " + e), simple(line)}},
			Clause{"except ValueError as exc:", []*Stmt{simple("print('unpack', exc)")}},
		)
	default:
		e := g.expr(TStr)
		return compound(
			Clause{"try:", []*Stmt{simple("*" + a + ", " + b + " = " + e), simple("print(" + a + ", " + b + ")")}},
			Clause{"except ValueError as exc:", []*Stmt{simple("print('unpack', exc)")}},
		)
	}
}

func (g *gen) ifStmt() *Stmt {
	s := &Stmt{}
	s.Clauses = append(s.Clauses, Clause{"if " + g.expr(TBool) + ":", g.nested(1+g.n(3), 1, nil)})
	for g.chance(0.3) {
		s.Clauses = append(s.Clauses, Clause{"elif " + g.expr(TBool) + ":", g.nested(1+g.n(2), 1, nil)})
	}
	if g.chance(0.5) {
		s.Clauses = append(s.Clauses, Clause{"else:", g.nested(1+g.n(2), 1, nil)})
	}
	return s
}

// forStmt loops over something bounded; the loop variables are visible in
// the body only.
func (g *gen) forStmt() *Stmt {
	v := g.fresh("i")
	var head string
	var bind func()
	count := 6
	switch g.n(7) {
	case 0, 1:
		count = g.n(7)
		head = "for " + v + " in range(" + itoa(count) + "):"
		bind = func() { g.bind(v, TInt) }
	case 2:
		// A copy: the body may grow the list it loops over.
		count = 16
		head = "for " + v + " in " + g.expr(TListInt) + "[:16]:"
		bind = func() { g.bind(v, TInt) }
	case 3:
		count = 16
		head = "for " + v + " in " + g.expr(TStr) + "[:16]:"
		bind = func() { g.bind(v, TStr) }
	case 4:
		w := g.fresh("k")
		head = "for " + w + ", " + v + " in " + g.expr(TDict) + ".items():"
		bind = func() { g.bind(w, TStr); g.bind(v, TInt) }
	case 5:
		w := g.fresh("k")
		head = "for " + w + ", " + v + " in enumerate(" + g.expr(TListStr) + "[:16]" + pick(g, []string{"", ", 1"}) + "):"
		bind = func() { g.bind(w, TInt); g.bind(v, TStr) }
	default:
		w := g.fresh("k")
		head = "for " + w + ", " + v + " in zip(" + g.expr(TListInt) + ", " + g.expr(TStr) + "):"
		bind = func() { g.bind(w, TInt); g.bind(v, TStr) }
	}
	g.loopDepth++
	body := g.nested(1+g.n(3), count, bind)
	g.loopDepth--
	s := compound(Clause{head, body})
	if g.chance(0.2) {
		s.Clauses = append(s.Clauses, Clause{"else:", g.nested(1, 1, nil)})
	}
	return s
}

// whileStmt counts a fresh variable up to a bound; the counter's step is
// kept by the minimizer so the loop always ends.
func (g *gen) whileStmt() []*Stmt {
	c := g.fresh("n")
	bound := g.n(8)
	init := simple(c + " = 0")
	g.loopDepth++
	body := g.nested(1+g.n(3), bound, func() {
		s := g.scopes[len(g.scopes)-1]
		s.vars = append(s.vars, variable{name: c, t: TInt, ro: true})
	})
	g.loopDepth--
	step := &Stmt{Line: c + " += 1", Keep: true}
	body = append([]*Stmt{step}, body...)
	cond := c + " < " + itoa(bound)
	if g.chance(0.3) {
		cond += " and " + g.expr(TBool)
	}
	s := compound(Clause{"while " + cond + ":", body})
	if g.chance(0.2) {
		s.Clauses = append(s.Clauses, Clause{"else:", []*Stmt{simple("print('while done', " + c + ")")}})
	}
	return []*Stmt{init, s}
}

// tryStmt wraps unsafe statements in a try with handlers that print what
// they caught.
func (g *gen) tryStmt() *Stmt {
	saved := g.safe
	g.safe = false
	body := g.nested(1+g.n(3), 1, nil)
	g.safe = saved
	s := compound(Clause{"try:", body})
	handlers := [][]string{
		{"except ZeroDivisionError as exc:", "print('zero', exc)"},
		{"except (IndexError, KeyError) as exc:", "print('lookup', type(exc).__name__, exc)"},
		{"except ValueError as exc:", "print('value', exc.args)"},
		{"except TypeError as exc:", "print('type', exc)"},
		{"except ArithmeticError as exc:", "print('arith', type(exc).__name__, exc)"},
		{"except LookupError:", "print('lookup error')"},
	}
	g.r.Shuffle(len(handlers), func(i, j int) { handlers[i], handlers[j] = handlers[j], handlers[i] })
	for _, h := range handlers[:1+g.n(3)] {
		s.Clauses = append(s.Clauses, Clause{h[0], []*Stmt{simple(h[1])}})
	}
	s.Clauses = append(s.Clauses, Clause{"except Exception as exc:", []*Stmt{simple("print('other', type(exc).__name__, exc)")}})
	if g.chance(0.3) {
		s.Clauses = append(s.Clauses, Clause{"else:", []*Stmt{simple("print('no error')")}})
	}
	if g.chance(0.3) {
		s.Clauses = append(s.Clauses, Clause{"finally:", []*Stmt{simple("print('finally')")}})
	}
	return s
}

// printCall prints a call of f.
func (g *gen) printCall(f *funcInfo) *Stmt {
	args := make([]string, len(f.params))
	for i, p := range f.params {
		args[i] = g.expr(p)
	}
	g.cost += f.cost
	call := f.name + "(" + strings.Join(args, ", ") + ")"
	if f.ret == TSet {
		call = "sorted(" + call + ")"
	}
	return simple("print(" + call + ")")
}
