package compiler

import (
	"strings"

	bc "github.com/pyexgo/pyex/bytecode"
	fe "github.com/pyexgo/pyex/frontend"
)

// This file compiles statements other than try, with and match
// (codegen_try.go, codegen_match.go).

func (u *unit) stmts(list []fe.Stmt) {
	for _, s := range list {
		u.stmt(s)
	}
}

func (u *unit) stmt(s fe.Stmt) {
	mark := u.nextReg
	defer u.release(mark)
	u.at(s.Position())
	switch s := s.(type) {
	case *fe.ExprStmt:
		if u.interactive {
			r := u.expr(s.Value)
			u.at(&s.Pos)
			u.emit(bc.PRINTEXPR, r, 0, 0, 0)
			return
		}
		if _, ok := s.Value.(*fe.Constant); ok {
			return // a constant statement (a docstring, ...) does nothing
		}
		u.expr(s.Value)
	case *fe.Assign:
		if u.parallelAssign(s) || u.assignDirect(s) {
			break
		}
		v := u.expr(s.Value)
		for _, t := range s.Targets {
			u.store(t, v)
		}
	case *fe.AugAssign:
		u.augAssign(s)
	case *fe.AnnAssign:
		u.annAssign(s)
	case *fe.Delete:
		for _, t := range s.Targets {
			u.deleteTarget(t)
		}
	case *fe.Pass, *fe.Global, *fe.Nonlocal:
	case *fe.If:
		u.ifStmt(s)
	case *fe.While:
		u.whileStmt(s)
	case *fe.For:
		u.forStmt(s.Target, s.Iter, s.Body, s.Orelse, false)
	case *fe.AsyncFor:
		u.forStmt(s.Target, s.Iter, s.Body, s.Orelse, true)
	case *fe.Break:
		u.breakOrContinue(true)
	case *fe.Continue:
		u.breakOrContinue(false)
	case *fe.Return:
		u.returnStmt(s)
	case *fe.Raise:
		u.raise(s)
	case *fe.Assert:
		u.assert(s)
	case *fe.Import:
		u.importStmt(s)
	case *fe.ImportFrom:
		u.importFrom(s)
	case *fe.FunctionDef:
		u.funcDef(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns, false)
	case *fe.AsyncFunctionDef:
		u.funcDef(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns, true)
	case *fe.ClassDef:
		u.classDef(s)
	case *fe.Try:
		u.tryStmt(s.Body, s.Handlers, s.Orelse, s.Finalbody, false)
	case *fe.TryStar:
		u.tryStmt(s.Body, s.Handlers, s.Orelse, s.Finalbody, true)
	case *fe.With:
		u.withStmt(s.Position(), s.Items, s.Body, false)
	case *fe.AsyncWith:
		u.withStmt(s.Position(), s.Items, s.Body, true)
	case *fe.Match:
		u.matchStmt(s)
	default:
		u.fail("compiler: unsupported statement")
	}
}

// terminates reports whether a statement list always leaves by a jump, so
// that what it binds does not matter after it.
func terminates(list []fe.Stmt) bool {
	if len(list) == 0 {
		return false
	}
	switch list[len(list)-1].(type) {
	case *fe.Return, *fe.Raise, *fe.Break, *fe.Continue:
		return true
	}
	return false
}

// inplace applies the augmented assignment's operator op to register
// cur and its value, reading a constant value in place.
func (u *unit) inplace(s *fe.AugAssign, cur, op int) {
	if k, ok := u.constOperand(s.Value); ok {
		u.at(&s.Pos)
		u.emit(bc.INPLACEK, cur, cur, k, op)
		return
	}
	v := u.expr(s.Value)
	u.at(&s.Pos)
	u.emit(bc.INPLACE, cur, cur, v, op)
}

func (u *unit) augAssign(s *fe.AugAssign) {
	op := binaryOp(s.Op)
	switch t := s.Target.(type) {
	case *fe.Name:
		if u.augAssignDirect(s, t.Id) {
			return
		}
		cur := u.alloc()
		u.loadName(t.Id, cur)
		u.inplace(s, cur, op)
		u.storeName(t.Id, cur)
	case *fe.Attribute:
		obj := u.expr(t.Value)
		cur := u.alloc()
		name := u.name(mangle(u.scope.private, t.Attr))
		u.at(&t.Pos)
		u.emit(bc.GETATTR, cur, obj, name, 0)
		u.inplace(s, cur, op)
		u.at(&t.Pos)
		u.emit(bc.SETATTR, obj, name, cur, 0)
	case *fe.Subscript:
		obj := u.expr(t.Value)
		idx := u.expr(t.Slice)
		cur := u.alloc()
		u.at(&t.Pos)
		u.emit(bc.GETITEM, cur, obj, idx, 0)
		u.inplace(s, cur, op)
		u.at(&t.Pos)
		u.emit(bc.SETITEM, obj, idx, cur, 0)
	default:
		u.fail("compiler: unsupported augmented assignment target")
	}
}

// annAssign: in a module or class body a simple name's annotation is
// evaluated and stored in __annotations__; in a function it is not
// evaluated at all. Other targets have their annotation evaluated (outside
// functions) and discarded.
func (u *unit) annAssign(s *fe.AnnAssign) {
	if s.Value != nil {
		v := u.expr(s.Value)
		u.store(s.Target, v)
	}
	if u.scope.Kind == FunctionScope {
		return
	}
	if n, ok := s.Target.(*fe.Name); ok && s.Simple != 0 {
		ann := u.alloc()
		u.annotationTo(s.Annotation, ann)
		anns := u.alloc()
		u.emit(bc.LOADNAME, anns, u.name("__annotations__"), 0, 0)
		key := u.alloc()
		u.loadConst(strConst(mangle(u.scope.private, n.Id)), key)
		u.emit(bc.SETITEM, anns, key, ann, 0)
		return
	}
	if !u.c.stringAnnotations {
		u.expr(s.Annotation)
	}
}

// hasAnnotations reports whether a module or class body needs
// __annotations__ set up: it holds an annotated assignment outside nested
// functions and classes.
func hasAnnotations(body []fe.Stmt) bool {
	for _, s := range body {
		switch s := s.(type) {
		case *fe.AnnAssign:
			return true
		case *fe.If:
			if hasAnnotations(s.Body) || hasAnnotations(s.Orelse) {
				return true
			}
		case *fe.For:
			if hasAnnotations(s.Body) || hasAnnotations(s.Orelse) {
				return true
			}
		case *fe.AsyncFor:
			if hasAnnotations(s.Body) || hasAnnotations(s.Orelse) {
				return true
			}
		case *fe.While:
			if hasAnnotations(s.Body) || hasAnnotations(s.Orelse) {
				return true
			}
		case *fe.With:
			if hasAnnotations(s.Body) {
				return true
			}
		case *fe.AsyncWith:
			if hasAnnotations(s.Body) {
				return true
			}
		case *fe.Try:
			if hasAnnotations(s.Body) || hasAnnotations(s.Orelse) || hasAnnotations(s.Finalbody) {
				return true
			}
			for _, h := range s.Handlers {
				if hasAnnotations(h.Body) {
					return true
				}
			}
		case *fe.TryStar:
			if hasAnnotations(s.Body) || hasAnnotations(s.Orelse) || hasAnnotations(s.Finalbody) {
				return true
			}
			for _, h := range s.Handlers {
				if hasAnnotations(h.Body) {
					return true
				}
			}
		case *fe.Match:
			for _, c := range s.Cases {
				if hasAnnotations(c.Body) {
					return true
				}
			}
		}
	}
	return false
}

func (u *unit) ifStmt(s *fe.If) {
	orelse, end := u.newLabel(), u.newLabel()
	u.condJump(s.Test, false, orelse)
	before := u.bound.clone()
	u.stmts(s.Body)
	afterBody := u.bound
	if len(s.Orelse) > 0 {
		u.jump(bc.JUMP, 0, end)
	}
	u.place(orelse)
	u.bound = before
	u.stmts(s.Orelse)
	u.place(end)
	u.joinBound(afterBody, terminates(s.Body), terminates(s.Orelse))
}

// joinBound merges the definite-assignment state of two paths meeting
// here: the current state (the second path) and other. A path that always
// jumps away contributes nothing.
func (u *unit) joinBound(other boundSet, otherJumps, curJumps bool) {
	switch {
	case otherJumps && curJumps:
	case otherJumps:
	case curJumps:
		u.bound = other
	default:
		u.bound.intersect(other)
	}
}

// loopBlock is pushed while compiling a loop body.
func (u *unit) pushBlock(b *block) { u.blocks = append(u.blocks, b) }
func (u *unit) popBlock()          { u.blocks = u.blocks[:len(u.blocks)-1] }

func (u *unit) whileStmt(s *fe.While) {
	top, orelse, end := u.newLabel(), u.newLabel(), u.newLabel()
	before := u.bound.clone()
	u.place(top)
	u.condJump(s.Test, false, orelse)
	u.pushBlock(&block{kind: loopBlock, breakTo: end, continueTo: top})
	u.stmts(s.Body)
	u.popBlock()
	u.jump(bc.JUMP, 0, top)
	u.place(orelse)
	u.bound = before.clone()
	u.stmts(s.Orelse)
	u.place(end)
	u.bound = before
}

func (u *unit) forStmt(target, iter fe.Expr, body, orelse []fe.Stmt, async bool) {
	if async {
		u.asyncFor(target, iter, body, orelse)
		return
	}
	pair := u.allocN(2)
	it := u.expr(iter)
	u.at(iter.Position())
	u.emit(bc.GETITER, pair, it, 0, 0)
	top, elseL, end := u.newLabel(), u.newLabel(), u.newLabel()
	before := u.bound.clone()
	u.place(top)
	u.at(iter.Position())
	u.forNext(target, pair, elseL)
	u.pushBlock(&block{kind: loopBlock, breakTo: end, continueTo: top})
	u.stmts(body)
	u.popBlock()
	u.jump(bc.JUMP, 0, top)
	u.place(elseL)
	u.bound = before.clone()
	u.stmts(orelse)
	u.place(end)
	u.bound = before
}

// checkExceptStar rejects break, continue and return that would leave an
// except* clause, as CPython 3.11 does.
func (u *unit) checkExceptStar(from int) {
	for _, b := range u.blocks[from:] {
		if b.star {
			u.fail("'break', 'continue' and 'return' cannot appear in an except* block")
		}
	}
}

func (u *unit) breakOrContinue(isBreak bool) {
	for i := len(u.blocks) - 1; i >= 0; i-- {
		b := u.blocks[i]
		if b.kind == loopBlock {
			u.checkExceptStar(i + 1)
			u.unwindTo(i + 1)
			if isBreak {
				u.jump(bc.JUMP, 0, b.breakTo)
			} else {
				u.jump(bc.JUMP, 0, b.continueTo)
			}
			return
		}
	}
	if isBreak {
		u.fail("'break' outside loop")
	}
	u.fail("'continue' not properly in loop")
}

func (u *unit) returnStmt(s *fe.Return) {
	if u.scope.Kind != FunctionScope || u.scope.IsComprehension {
		u.fail("'return' outside function")
	}
	if s.Value != nil && u.flags&bc.FlagAsyncGenerator == 0 {
		if r, ok := u.returnsLocalDirectly(s.Value); ok {
			u.at(s.Value.Position())
			u.checkBound(r)
			u.checkExceptStar(0)
			u.at(&s.Pos)
			u.emit(bc.RETURN, r, 0, 0, 0)
			return
		}
	}
	r := u.alloc()
	if s.Value != nil {
		if u.flags&bc.FlagAsyncGenerator != 0 {
			u.fail("'return' with value in async generator")
		}
		u.exprTo(s.Value, r)
	} else {
		u.emit(bc.LOADNONE, r, 0, 0, 0)
	}
	u.checkExceptStar(0)
	u.unwindTo(0)
	u.at(&s.Pos)
	u.emit(bc.RETURN, r, 0, 0, 0)
}

func (u *unit) raise(s *fe.Raise) {
	switch {
	case s.Exc == nil:
		u.emit(bc.RAISE, 0, 0, 0, 0)
	case s.Cause == nil:
		e := u.expr(s.Exc)
		u.at(&s.Pos)
		u.emit(bc.RAISE, e, 0, 0, 1)
	default:
		e := u.expr(s.Exc)
		c := u.expr(s.Cause)
		u.at(&s.Pos)
		u.emit(bc.RAISE, e, c, 0, 2)
	}
}

func (u *unit) assert(s *fe.Assert) {
	ok := u.newLabel()
	u.condJump(s.Test, true, ok)
	exc := u.alloc()
	u.at(&s.Pos)
	u.emit(bc.LOADASSERTIONERROR, exc, 0, 0, 0)
	if s.Msg != nil {
		call := u.allocN(2)
		u.emit(bc.MOVE, call, exc, 0, 0)
		u.exprTo(s.Msg, call+1)
		u.at(&s.Pos)
		u.emit(bc.CALL, call, 1, 0, 0)
		u.emit(bc.MOVE, exc, call, 0, 0)
	}
	// CPython's traceback points at the failed test, not the statement.
	u.at(s.Test.Position())
	u.emit(bc.RAISE, exc, 0, 0, 1)
	u.place(ok)
}

func (u *unit) importStmt(s *fe.Import) {
	none := u.constant(bc.Constant{Kind: bc.ConstNone})
	for _, a := range s.Names {
		mark := u.nextReg
		m := u.alloc()
		u.emit(bc.IMPORTNAME, m, u.name(a.Name), none, 0)
		if a.Asname == "" {
			top := a.Name
			if i := strings.IndexByte(top, '.'); i >= 0 {
				top = top[:i]
			}
			u.storeName(top, m)
		} else {
			parts := strings.Split(a.Name, ".")
			for _, p := range parts[1:] {
				u.emit(bc.IMPORTFROM, m, m, u.name(p), 0)
			}
			u.storeName(a.Asname, m)
		}
		u.release(mark)
	}
}

func (u *unit) importFrom(s *fe.ImportFrom) {
	if s.Module == "__future__" && s.Level == 0 && !u.c.futures[s] {
		u.fail("from __future__ imports must occur at the beginning of the file")
	}
	names := make([]bc.Constant, len(s.Names))
	for i, a := range s.Names {
		names[i] = strConst(a.Name)
	}
	if s.Level > bc.MaxD {
		u.fail("compiler: relative import level too deep")
	}
	m := u.alloc()
	u.emit(bc.IMPORTNAME, m, u.name(s.Module), u.constant(bc.Constant{Kind: bc.ConstTuple, Items: names}), s.Level)
	if len(s.Names) == 1 && s.Names[0].Name == "*" {
		if u.scope.Kind != ModuleScope {
			u.fail("import * only allowed at module level")
		}
		u.emit(bc.IMPORTSTAR, m, 0, 0, 0)
		return
	}
	v := u.alloc()
	for _, a := range s.Names {
		u.emit(bc.IMPORTFROM, v, m, u.name(a.Name), 0)
		store := a.Asname
		if store == "" {
			store = a.Name
		}
		u.storeName(store, v)
	}
}

// classDef compiles a class statement: the body becomes a function run by
// __build_class__ with a fresh namespace.
func (u *unit) classDef(s *fe.ClassDef) {
	decs := u.allocN(len(s.DecoratorList))
	for i, d := range s.DecoratorList {
		u.exprTo(d, decs+i)
	}
	scope := u.c.scopes[s]
	firstLine := s.Lineno
	if len(s.DecoratorList) > 0 {
		firstLine = s.DecoratorList[0].Position().Lineno
	}
	child := u.c.newUnit(scope, s.Name, u.qualname(s.Name), firstLine)
	child.parent = u
	child.flags |= bc.FlagClassBody
	child.at(&s.Pos)
	child.docstring(s.Body)
	r := child.alloc()
	child.emit(bc.LOADNAME, r, child.name("__name__"), 0, 0)
	child.emit(bc.STORENAME, r, child.name("__module__"), 0, 0)
	child.loadConst(strConst(child.code.QualName), r)
	child.emit(bc.STORENAME, r, child.name("__qualname__"), 0, 0)
	if child.flags&bc.FlagDocstring != 0 {
		child.emitBx(bc.LOADK, r, 0, 0)
		child.emit(bc.STORENAME, r, child.name("__doc__"), 0, 0)
	}
	if hasAnnotations(s.Body) {
		child.emit(bc.SETUPANNOTATIONS, 0, 0, 0, 0)
	}
	child.release(r)
	child.stmts(s.Body)
	if scope.NeedsClassCell {
		r := child.alloc()
		child.emit(bc.LOADCLOSURE, r, child.cells["__class__"], 0, 0)
		child.emit(bc.STORENAME, r, child.name("__classcell__"), 0, 0)
		child.emit(bc.RETURN, r, 0, 0, 0)
	} else {
		child.returnNone()
	}
	code := child.finish()

	var cls int
	if hasStarred(s.Bases) || hasDoubleStar(s.Keywords) {
		cls = u.buildClassEx(s, child, code)
	} else {
		n := 1 + len(s.Bases) + len(s.Keywords)
		base := u.allocN(1 + n)
		u.at(&s.Pos)
		u.makeFunction(child, code, nil, nil, base)
		u.loadConst(strConst(s.Name), base+1)
		for i, b := range s.Bases {
			u.exprTo(b, base+2+i)
		}
		names := make([]bc.Constant, 0, len(s.Keywords))
		for i, k := range s.Keywords {
			u.exprTo(k.Value, base+2+len(s.Bases)+i)
			names = append(names, strConst(k.Arg))
		}
		u.at(&s.Pos)
		u.emit(bc.BUILDCLASS, base, n, u.constant(bc.Constant{Kind: bc.ConstTuple, Items: names}), 0)
		cls = base
	}
	for i := len(s.DecoratorList) - 1; i >= 0; i-- {
		call := u.allocN(2)
		u.emit(bc.MOVE, call, decs+i, 0, 0)
		u.emit(bc.MOVE, call+1, cls, 0, 0)
		u.emit(bc.CALL, call, 1, 0, 0)
		u.emit(bc.MOVE, cls, call, 0, 0)
		u.release(call)
	}
	u.storeName(s.Name, cls)
}

func hasDoubleStar(kws []*fe.Keyword) bool {
	for _, k := range kws {
		if k.Arg == "" {
			return true
		}
	}
	return false
}

// buildClassEx builds a class whose bases or keywords are unpacked: the
// call __build_class__(body, name, *bases, **keywords) made with CALLEX.
func (u *unit) buildClassEx(s *fe.ClassDef, child *unit, code *bc.Code) int {
	fn := u.alloc()
	u.at(&s.Pos)
	u.emit(bc.LOADBUILDCLASS, fn, 0, 0, 0)
	head := u.allocN(2)
	u.makeFunction(child, code, nil, nil, head)
	u.loadConst(strConst(s.Name), head+1)
	args := u.alloc()
	u.emit(bc.BUILDLIST, args, head, 2, 0)
	for _, b := range s.Bases {
		mark := u.nextReg
		if st, ok := b.(*fe.Starred); ok {
			v := u.expr(st.Value)
			u.emit(bc.LISTEXTEND, args, v, 0, 0)
		} else {
			v := u.expr(b)
			u.emit(bc.LISTAPPEND, args, v, 0, 0)
		}
		u.release(mark)
	}
	u.emit(bc.LISTTOTUPLE, args, args, 0, 0)
	kw := u.alloc()
	u.emit(bc.BUILDDICT, kw, 0, 0, 0)
	for _, k := range s.Keywords {
		mark := u.nextReg
		if k.Arg == "" {
			v := u.expr(k.Value)
			u.emit(bc.DICTMERGE, kw, v, fn, 0)
		} else {
			key := u.alloc()
			u.loadConst(strConst(k.Arg), key)
			v := u.expr(k.Value)
			u.emit(bc.DICTSET, kw, key, v, 0)
		}
		u.release(mark)
	}
	u.at(&s.Pos)
	u.emit(bc.CALLEX, fn, args, kw, 0)
	return fn
}
