package compiler

import (
	bc "github.com/pyexgo/pyex/bytecode"
	fe "github.com/pyexgo/pyex/frontend"
)

// This file compiles calls, and the things that make code objects:
// functions, lambdas, classes and comprehensions.

// call compiles a call into dst, choosing the cheapest calling sequence:
// a method call when the callee is an attribute and all arguments are plain
// positional ones; CALL or CALLKW without unpacking; CALLEX otherwise.
func (u *unit) call(e *fe.Call, dst int) {
	starred := hasStarred(e.Args)
	doubleStar := false
	for _, k := range e.Keywords {
		if k.Arg == "" {
			doubleStar = true
		}
	}
	if starred || doubleStar {
		u.callEx(e, dst)
		return
	}
	if attr, ok := e.Func.(*fe.Attribute); ok && len(e.Keywords) == 0 {
		base := u.allocN(2 + len(e.Args))
		obj := u.expr(attr.Value)
		u.at(&attr.Pos)
		u.emit(bc.LOADMETHOD, base, obj, u.name(mangle(u.scope.private, attr.Attr)), 0)
		for i, a := range e.Args {
			u.exprTo(a, base+2+i)
		}
		u.at(&e.Pos)
		u.emit(bc.CALLMETHOD, base, len(e.Args), 0, 0)
		u.move(dst, base)
		return
	}
	n := len(e.Args) + len(e.Keywords)
	base := dst
	if dst != u.nextReg-1 {
		base = u.allocN(1 + n)
	} else {
		u.allocN(n)
	}
	u.exprTo(e.Func, base)
	for i, a := range e.Args {
		u.exprTo(a, base+1+i)
	}
	if len(e.Keywords) == 0 {
		u.at(&e.Pos)
		u.emit(bc.CALL, base, n, 0, 0)
	} else {
		names := make([]bc.Constant, len(e.Keywords))
		for i, k := range e.Keywords {
			u.exprTo(k.Value, base+1+len(e.Args)+i)
			names[i] = strConst(k.Arg)
		}
		u.at(&e.Pos)
		u.emit(bc.CALLKW, base, n, u.constant(bc.Constant{Kind: bc.ConstTuple, Items: names}), 0)
	}
	u.move(dst, base)
}

func (u *unit) move(dst, src int) {
	if dst != src {
		u.emit(bc.MOVE, dst, src, 0, 0)
	}
}

// callEx compiles f(*a, **k) and mixtures: positional arguments gathered
// into a tuple, keywords into a dict, then CALLEX.
func (u *unit) callEx(e *fe.Call, dst int) {
	fn := u.alloc()
	u.exprTo(e.Func, fn)
	args := u.alloc()
	if s, ok := oneStarred(e.Args); ok {
		// f(*a): CALLEX takes the iterable itself.
		u.exprTo(s.Value, args)
	} else {
		u.sequence(e.Args, bc.BUILDTUPLE, args)
	}
	kw := u.alloc()
	if len(e.Keywords) == 0 {
		u.emit(bc.LOADNONE, kw, 0, 0, 0)
	} else if len(e.Keywords) == 1 && e.Keywords[0].Arg == "" {
		// f(**k): CALLEX takes the mapping itself.
		u.exprTo(e.Keywords[0].Value, kw)
	} else {
		u.emit(bc.BUILDDICT, kw, 0, 0, 0)
		for _, k := range e.Keywords {
			mark := u.nextReg
			v := u.expr(k.Value)
			u.at(&e.Pos)
			if k.Arg == "" {
				u.emit(bc.DICTMERGE, kw, v, fn, 0)
			} else {
				name := u.alloc()
				u.loadConst(strConst(k.Arg), name)
				one := u.allocN(2)
				u.emit(bc.MOVE, one, name, 0, 0)
				u.emit(bc.MOVE, one+1, v, 0, 0)
				d := u.alloc()
				u.emit(bc.BUILDDICT, d, one, 2, 0)
				u.emit(bc.DICTMERGE, kw, d, fn, 0)
			}
			u.release(mark)
		}
	}
	u.at(&e.Pos)
	u.emit(bc.MOVE, dst, fn, 0, 0)
	u.emit(bc.CALLEX, dst, args, kw, 0)
}

// oneStarred reports whether args is a single *x.
func oneStarred(args []fe.Expr) (*fe.Starred, bool) {
	if len(args) != 1 {
		return nil, false
	}
	s, ok := args[0].(*fe.Starred)
	return s, ok
}

// qualname returns the __qualname__ of a definition named name in u.
func (u *unit) qualname(name string) string {
	switch u.scope.Kind {
	case ModuleScope:
		return name
	case ClassScope:
		return u.code.QualName + "." + name
	}
	if u.scope.Binding(name) == BindGlobalExplicit {
		return name
	}
	return u.code.QualName + ".<locals>." + name
}

// makeFunction emits MAKEFUNC for a nested unit's code into dst, with its
// defaults, keyword-only defaults, annotations and closure.
func (u *unit) makeFunction(child *unit, code *bc.Code, args *fe.Arguments, annotations func(int) bool, dst int) {
	mark := u.nextReg
	defer u.release(mark)
	flags := 0
	var parts []func(int)
	if args != nil && len(args.Defaults) > 0 {
		flags |= bc.FuncDefaults
		parts = append(parts, func(r int) { u.sequence(args.Defaults, bc.BUILDTUPLE, r) })
	}
	if args != nil {
		hasKw := false
		for _, d := range args.KwDefaults {
			if d != nil {
				hasKw = true
			}
		}
		if hasKw {
			flags |= bc.FuncKwDefaults
			parts = append(parts, func(r int) {
				m := u.nextReg
				var pairs []int
				for i, d := range args.KwDefaults {
					if d == nil {
						continue
					}
					k := u.allocN(2)
					u.loadConst(strConst(mangle(u.scope.private, args.Kwonlyargs[i].Arg)), k)
					u.exprTo(d, k+1)
					pairs = append(pairs, k)
				}
				u.emit(bc.BUILDDICT, r, pairs[0], 2*len(pairs), 0)
				u.release(m)
			})
		}
	}
	if annotations != nil {
		flags |= bc.FuncAnnotations
		parts = append(parts, func(r int) {
			if !annotations(r) {
				u.emit(bc.BUILDDICT, r, 0, 0, 0)
			}
		})
	}
	if len(code.FreeNames) > 0 {
		flags |= bc.FuncClosure
		parts = append(parts, func(r int) {
			m := u.nextReg
			base := u.allocN(len(code.FreeNames))
			for i, name := range code.FreeNames {
				ci, ok := u.cells[name]
				if !ok {
					u.fail("compiler: free variable " + name + " not found in enclosing scope")
				}
				u.emit(bc.LOADCLOSURE, base+i, ci, 0, 0)
			}
			u.emit(bc.BUILDTUPLE, r, base, len(code.FreeNames), 0)
			u.release(m)
		})
	}
	base := u.allocN(len(parts))
	for i, p := range parts {
		p(base + i)
	}
	k := u.constant(bc.Constant{Kind: bc.ConstCode, Code: code})
	if len(parts) == 0 {
		base = 0
	}
	u.emit(bc.MAKEFUNC, dst, k, base, flags)
}

// funcDef compiles def and async def statements.
func (u *unit) funcDef(node fe.Stmt, name string, args *fe.Arguments, body []fe.Stmt, decorators []fe.Expr, returns fe.Expr, async bool) {
	mark := u.nextReg
	defer u.release(mark)
	pos := node.Position()
	decs := u.allocN(len(decorators))
	for i, d := range decorators {
		u.exprTo(d, decs+i)
	}
	s := u.c.scopes[node]
	firstLine := pos.Lineno
	if len(decorators) > 0 {
		firstLine = decorators[0].Position().Lineno
	}
	child := u.c.newUnit(s, name, u.qualname(name), firstLine)
	child.parent = u
	child.setFunctionFlags(s, args)
	if async {
		if s.IsGenerator {
			child.flags &^= bc.FlagGenerator
			child.flags |= bc.FlagAsyncGenerator
		} else {
			child.flags |= bc.FlagCoroutine
		}
	}
	child.docstring(body)
	child.stmts(body)
	child.returnNone()
	code := child.finish()

	fn := u.alloc()
	u.at(pos)
	u.makeFunction(child, code, args, u.annotationsOf(args, returns), fn)
	for i := len(decorators) - 1; i >= 0; i-- {
		call := u.allocN(2)
		u.emit(bc.MOVE, call, decs+i, 0, 0)
		u.emit(bc.MOVE, call+1, fn, 0, 0)
		u.emit(bc.CALL, call, 1, 0, 0)
		u.emit(bc.MOVE, fn, call, 0, 0)
		u.release(call)
	}
	u.storeName(name, fn)
}

// annotationsOf returns a function that builds the __annotations__ dict of
// a def into a register, or nil when there are none.
func (u *unit) annotationsOf(args *fe.Arguments, returns fe.Expr) func(int) bool {
	type ann struct {
		name string
		e    fe.Expr
	}
	var anns []ann
	add := func(list []*fe.Arg) {
		for _, a := range list {
			if a.Annotation != nil {
				anns = append(anns, ann{mangle(u.scope.private, a.Arg), a.Annotation})
			}
		}
	}
	add(args.Posonlyargs)
	add(args.Args)
	if args.Vararg != nil {
		add([]*fe.Arg{args.Vararg})
	}
	add(args.Kwonlyargs)
	if args.Kwarg != nil {
		add([]*fe.Arg{args.Kwarg})
	}
	if returns != nil {
		anns = append(anns, ann{"return", returns})
	}
	if len(anns) == 0 {
		return nil
	}
	return func(r int) bool {
		m := u.nextReg
		base := u.allocN(2 * len(anns))
		for i, a := range anns {
			u.loadConst(strConst(a.name), base+2*i)
			u.annotationTo(a.e, base+2*i+1)
		}
		u.emit(bc.BUILDDICT, r, base, 2*len(anns), 0)
		u.release(m)
		return true
	}
}

func (u *unit) setFunctionFlags(s *Scope, args *fe.Arguments) {
	if args != nil {
		u.code.ArgCount = len(args.Posonlyargs) + len(args.Args)
		u.code.PosOnlyArgCount = len(args.Posonlyargs)
		u.code.KwOnlyArgCount = len(args.Kwonlyargs)
	}
	if s.HasVarargs {
		u.flags |= bc.FlagVarargs
	}
	if s.HasVarkw {
		u.flags |= bc.FlagVarkw
	}
	if s.IsGenerator {
		u.flags |= bc.FlagGenerator
	}
	if s.IsCoroutine && s.IsComprehension {
		if s.IsGenerator {
			u.flags &^= bc.FlagGenerator
			u.flags |= bc.FlagAsyncGenerator
		} else {
			u.flags |= bc.FlagCoroutine
		}
	}
}

// docstring makes a leading string constant the body's docstring:
// Consts[0], flagged.
func (u *unit) docstring(body []fe.Stmt) {
	if len(body) == 0 {
		return
	}
	if es, ok := body[0].(*fe.ExprStmt); ok {
		if c, ok := es.Value.(*fe.Constant); ok {
			if s, ok := c.Value.(fe.Str); ok {
				u.consts = append(u.consts, strConst(string(s)))
				u.flags |= bc.FlagDocstring
			}
		}
	}
}

func (u *unit) lambda(e *fe.Lambda, dst int) {
	s := u.c.scopes[e]
	child := u.c.newUnit(s, "<lambda>", u.qualname("<lambda>"), e.Lineno)
	child.parent = u
	child.setFunctionFlags(s, e.Args)
	if s.IsGenerator {
		// A lambda containing yield is a generator; its value is
		// discarded, as in CPython.
		child.expr(e.Body)
		child.returnNone()
	} else {
		r := child.expr(e.Body)
		child.at(e.Body.Position())
		child.emit(bc.RETURN, r, 0, 0, 0)
	}
	code := child.finish()
	u.at(&e.Pos)
	u.makeFunction(child, code, e.Args, nil, dst)
}

// comprehension compiles a list, set or dict comprehension or a generator
// expression as a call of a nested function on the first iterable's
// iterator, as CPython 3.11 does.
func (u *unit) comprehension(e fe.Expr, name string, gens []*fe.Comprehension, dst int) {
	s := u.c.scopes[e]
	child := u.c.newUnit(s, name, u.qualname(name), e.Position().Lineno)
	child.parent = u
	child.setFunctionFlags(s, nil)
	child.code.ArgCount = 1

	acc := -1
	child.at(e.Position())
	switch e.(type) {
	case *fe.ListComp:
		acc = child.alloc()
		child.emit(bc.BUILDLIST, acc, 0, 0, 0)
	case *fe.SetComp:
		acc = child.alloc()
		child.emit(bc.BUILDSET, acc, 0, 0, 0)
	case *fe.DictComp:
		acc = child.alloc()
		child.emit(bc.BUILDDICT, acc, 0, 0, 0)
	}
	child.compLoop(e, gens, 0, acc)
	child.at(e.Position())
	if acc >= 0 {
		child.emit(bc.RETURN, acc, 0, 0, 0)
	} else {
		child.returnNone()
	}
	code := child.finish()
	if s.IsCoroutine && !s.IsGenerator && !(u.scope.Kind == FunctionScope && u.scope.IsCoroutine) {
		u.at(e.Position())
		u.fail("asynchronous comprehension outside of an asynchronous function")
	}

	mark := u.nextReg
	defer u.release(mark)
	call := u.allocN(2)
	iterable := u.expr(gens[0].Iter)
	u.at(e.Position())
	if gens[0].IsAsync != 0 {
		u.emit(bc.GETAITER, call+1, iterable, 0, 0)
	} else {
		u.emit(bc.GETITER, call+1, iterable, 0, 0)
	}
	u.makeFunction(child, code, nil, nil, call)
	u.emit(bc.CALL, call, 1, 0, 0)
	if s.IsCoroutine && !s.IsGenerator {
		// An async list/set/dict comprehension returns a coroutine to await.
		it := u.alloc()
		u.emit(bc.GETAWAITABLE, it, call, 0, 0)
		u.emit(bc.YIELDFROM, call, it, 0, 0)
	}
	u.move(dst, call)
}

// compLoop emits the loop of generator i of a comprehension, with the
// element at the innermost level.
func (u *unit) compLoop(e fe.Expr, gens []*fe.Comprehension, i int, acc int) {
	g := gens[i]
	mark := u.nextReg
	defer u.release(mark)
	pair := u.allocN(2)
	if i == 0 {
		u.emit(bc.MOVE, pair, 0, 0, 0) // the iterator arrives as parameter .0
	} else {
		it := u.expr(g.Iter)
		u.at(g.Iter.Position())
		if g.IsAsync != 0 {
			u.emit(bc.GETAITER, pair, it, 0, 0)
		} else {
			u.emit(bc.GETITER, pair, it, 0, 0)
		}
	}
	top, end := u.newLabel(), u.newLabel()
	u.place(top)
	u.at(g.Iter.Position())
	if g.IsAsync != 0 {
		// await anext(it); StopAsyncIteration ends the loop.
		exc, stop := u.alloc(), u.newLabel()
		u.protect(stop, exc, nil, func() {
			u.emit(bc.GETANEXT, pair+1, pair, 0, 0)
			u.await(pair + 1)
		})
		after := u.newLabel()
		u.jump(bc.JUMP, 0, after)
		u.place(stop)
		u.emit(bc.ENDASYNCFOR, exc, 0, 0, 0)
		u.jump(bc.JUMP, 0, end)
		u.place(after)
	}
	saved := u.bound.clone()
	if g.IsAsync == 0 {
		u.forNext(g.Target, pair, end)
	} else {
		u.store(g.Target, pair+1)
	}
	for _, cond := range g.Ifs {
		u.condJump(cond, false, top)
	}
	if i+1 < len(gens) {
		u.compLoop(e, gens, i+1, acc)
	} else {
		m := u.nextReg
		switch e := e.(type) {
		case *fe.ListComp:
			v := u.expr(e.Elt)
			u.at(&e.Pos)
			u.emit(bc.LISTAPPEND, acc, v, 0, 0)
		case *fe.SetComp:
			v := u.expr(e.Elt)
			u.at(&e.Pos)
			u.emit(bc.SETADD, acc, v, 0, 0)
		case *fe.DictComp:
			k := u.expr(e.Key)
			v := u.expr(e.Value)
			u.at(&e.Pos)
			u.emit(bc.DICTSET, acc, k, v, 0)
		case *fe.GeneratorExp:
			v := u.expr(e.Elt)
			u.at(&e.Pos)
			r := u.alloc()
			u.emit(bc.YIELD, r, v, 0, 0)
		}
		u.release(m)
	}
	u.jump(bc.JUMP, 0, top)
	u.place(end)
	u.bound = saved
}

// annotationTo puts the value of an annotation in register r: the
// expression's value, or under "from __future__ import annotations" its
// source text.
func (u *unit) annotationTo(e fe.Expr, r int) {
	if u.c.stringAnnotations {
		u.loadConst(strConst(fe.UnparseExpr(e)), r)
		return
	}
	u.exprTo(e, r)
}
