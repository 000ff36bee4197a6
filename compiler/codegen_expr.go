package compiler

import (
	"math/big"

	bc "github.com/pyexgo/pyex/bytecode"
	fe "github.com/pyexgo/pyex/frontend"
)

// This file compiles expressions. exprTo(e, dst) leaves e's value in
// register dst; expr(e) returns a register holding e's value, which is a
// local's own register when e is a bound local that nothing in the same
// unit rebinds with :=, and a fresh temporary otherwise. Registers returned
// by expr are read-only to the caller.

// expr evaluates e into some register and returns it.
func (u *unit) expr(e fe.Expr) int {
	if n, ok := e.(*fe.Name); ok {
		if r, ok := u.localReg(n.Id); ok && !u.noAlias[n.Id] {
			u.at(&n.Pos)
			u.checkBound(r)
			return r
		}
	}
	r := u.alloc()
	u.exprTo(e, r)
	return r
}

// localReg returns the register of name when it is a plain local of a
// function unit.
func (u *unit) localReg(name string) (int, bool) {
	if u.scope.Kind != FunctionScope {
		return 0, false
	}
	name = mangle(u.scope.private, name)
	if u.scope.Binding(name) != BindLocal {
		return 0, false
	}
	r, ok := u.locals[name]
	return r, ok
}

// checkBound emits CHECKBOUND for local register r unless it is
// definitely assigned here.
func (u *unit) checkBound(r int) {
	if !u.bound.has(r) {
		u.emit(bc.CHECKBOUND, r, 0, 0, 0)
		u.bound.add(r) // after the check it is bound on this path
	}
}

func (u *unit) exprTo(e fe.Expr, dst int) {
	mark := u.nextReg
	defer u.release(mark)
	u.at(e.Position())
	switch e := e.(type) {
	case *fe.Constant:
		u.loadConst(constOf(e.Value), dst)
	case *fe.Name:
		u.loadName(e.Id, dst)
	case *fe.BinOp:
		l := u.expr(e.Left)
		if k, ok := u.constOperand(e.Right); ok {
			u.at(&e.Pos)
			u.emit(bc.BINARYK, dst, l, k, binaryOp(e.Op))
			break
		}
		r := u.expr(e.Right)
		u.at(&e.Pos)
		u.emit(bc.BINARY, dst, l, r, binaryOp(e.Op))
	case *fe.UnaryOp:
		if k, ok := foldUnary(e); ok {
			u.loadConst(constOf(k), dst)
			break
		}
		v := u.expr(e.Operand)
		u.at(&e.Pos)
		switch e.Op {
		case fe.Not:
			u.emit(bc.NOT, dst, v, 0, 0)
		case fe.Invert:
			u.emit(bc.UNARY, dst, v, 0, bc.OpInvert)
		case fe.UAdd:
			u.emit(bc.UNARY, dst, v, 0, bc.OpPos)
		case fe.USub:
			u.emit(bc.UNARY, dst, v, 0, bc.OpNeg)
		}
	case *fe.BoolOp:
		end := u.newLabel()
		op := bc.JUMPIFFALSE
		if e.Op == fe.Or {
			op = bc.JUMPIFTRUE
		}
		for i, v := range e.Values {
			u.exprTo(v, dst)
			if i < len(e.Values)-1 {
				u.at(&e.Pos)
				u.jump(op, dst, end)
			}
		}
		u.place(end)
	case *fe.Compare:
		u.compare(e, dst)
	case *fe.IfExp:
		orelse, end := u.newLabel(), u.newLabel()
		u.condJump(e.Test, false, orelse)
		u.exprTo(e.Body, dst)
		u.jump(bc.JUMP, 0, end)
		u.place(orelse)
		u.exprTo(e.Orelse, dst)
		u.place(end)
	case *fe.NamedExpr:
		u.exprTo(e.Value, dst)
		u.store(e.Target, dst)
	case *fe.Attribute:
		obj := u.expr(e.Value)
		u.at(&e.Pos)
		u.emit(bc.GETATTR, dst, obj, u.name(mangle(u.scope.private, e.Attr)), 0)
	case *fe.Subscript:
		obj := u.expr(e.Value)
		idx := u.expr(e.Slice)
		u.at(&e.Pos)
		u.emit(bc.GETITEM, dst, obj, idx, 0)
	case *fe.Slice:
		u.slice(e, dst)
	case *fe.Call:
		u.call(e, dst)
	case *fe.Tuple:
		u.sequence(e.Elts, bc.BUILDTUPLE, dst)
	case *fe.List:
		u.sequence(e.Elts, bc.BUILDLIST, dst)
	case *fe.Set:
		u.sequence(e.Elts, bc.BUILDSET, dst)
	case *fe.Dict:
		u.dict(e, dst)
	case *fe.JoinedStr:
		u.joinedStr(e, dst)
	case *fe.FormattedValue:
		u.formattedValue(e, dst)
	case *fe.Lambda:
		u.lambda(e, dst)
	case *fe.ListComp:
		u.comprehension(e, "<listcomp>", e.Generators, dst)
	case *fe.SetComp:
		u.comprehension(e, "<setcomp>", e.Generators, dst)
	case *fe.DictComp:
		u.comprehension(e, "<dictcomp>", e.Generators, dst)
	case *fe.GeneratorExp:
		u.comprehension(e, "<genexpr>", e.Generators, dst)
	case *fe.Yield:
		u.checkYield(&e.Pos)
		v := u.alloc()
		if e.Value != nil {
			u.exprTo(e.Value, v)
		} else {
			u.emit(bc.LOADNONE, v, 0, 0, 0)
		}
		u.at(&e.Pos)
		u.emit(bc.YIELD, dst, v, 0, 0)
	case *fe.YieldFrom:
		u.checkYield(&e.Pos)
		if u.flags&bc.FlagAsyncGenerator != 0 || u.scope.IsCoroutine && !u.scope.IsComprehension {
			u.fail("'yield from' inside async function")
		}
		v := u.expr(e.Value)
		it := u.alloc()
		u.at(&e.Pos)
		u.emit(bc.GETITER, it, v, 0, 0)
		u.emit(bc.YIELDFROM, dst, it, 0, 0)
	case *fe.Await:
		u.checkAwait()
		v := u.expr(e.Value)
		it := u.alloc()
		u.at(&e.Pos)
		u.emit(bc.GETAWAITABLE, it, v, 0, 0)
		u.emit(bc.YIELDFROM, dst, it, 0, 0)
	case *fe.Starred:
		u.fail("can't use starred expression here")
	default:
		u.fail("compiler: unsupported expression")
	}
}

func binaryOp(op fe.Operator) int {
	// bytecode's operator numbering is the AST's, see bytecode.OpAdd.
	return int(op)
}

// compare compiles a (possibly chained) comparison: a < b < c evaluates b
// once and stops at the first false link.
func (u *unit) compare(e *fe.Compare, dst int) {
	left := u.expr(e.Left)
	end := u.newLabel()
	for i, op := range e.Ops {
		if i == len(e.Ops)-1 && op >= fe.Eq && op <= fe.GtE {
			// The last link, the only one whose right operand is not
			// the next link's left: a constant there is read in place.
			if k, ok := u.constOperand(e.Comparators[i]); ok {
				u.at(&e.Pos)
				u.emit(bc.COMPAREK, dst, left, k, compareOpCode(op))
				break
			}
		}
		right := u.expr(e.Comparators[i])
		u.at(&e.Pos)
		u.compareOp(op, dst, left, right)
		if i < len(e.Ops)-1 {
			u.jump(bc.JUMPIFFALSE, dst, end)
			left = right
		}
	}
	u.place(end)
}

// compareOpCode is the COMPARE operator of one of the six rich
// comparisons.
func compareOpCode(op fe.CmpOpKind) int {
	switch op {
	case fe.Eq:
		return bc.CmpEQ
	case fe.NotEq:
		return bc.CmpNE
	case fe.Lt:
		return bc.CmpLT
	case fe.LtE:
		return bc.CmpLE
	case fe.Gt:
		return bc.CmpGT
	}
	return bc.CmpGE
}

// constOperand returns the constant pool index of e when e is a constant
// (or folds to one) that an operator can read in place (BINARYK,
// INPLACEK, COMPAREK): numbers and strs, within the C field's reach.
func (u *unit) constOperand(e fe.Expr) (int, bool) {
	var v fe.Value
	switch e := e.(type) {
	case *fe.Constant:
		v = e.Value
	case *fe.UnaryOp:
		k, ok := foldUnary(e)
		if !ok {
			return 0, false
		}
		v = k
	default:
		return 0, false
	}
	switch v.(type) {
	case int64, float64, string, *big.Int:
	default:
		return 0, false
	}
	k := u.constant(constOf(v))
	if k > bc.MaxC {
		return 0, false
	}
	return k, true
}

func (u *unit) compareOp(op fe.CmpOpKind, dst, l, r int) {
	switch op {
	case fe.Eq:
		u.emit(bc.COMPARE, dst, l, r, bc.CmpEQ)
	case fe.NotEq:
		u.emit(bc.COMPARE, dst, l, r, bc.CmpNE)
	case fe.Lt:
		u.emit(bc.COMPARE, dst, l, r, bc.CmpLT)
	case fe.LtE:
		u.emit(bc.COMPARE, dst, l, r, bc.CmpLE)
	case fe.Gt:
		u.emit(bc.COMPARE, dst, l, r, bc.CmpGT)
	case fe.GtE:
		u.emit(bc.COMPARE, dst, l, r, bc.CmpGE)
	case fe.Is:
		u.emit(bc.IS, dst, l, r, 0)
	case fe.IsNot:
		u.emit(bc.IS, dst, l, r, 1)
	case fe.In:
		u.emit(bc.CONTAINS, dst, l, r, 0)
	case fe.NotIn:
		u.emit(bc.CONTAINS, dst, l, r, 1)
	}
}

// condJump evaluates e for its truth and jumps to label when the truth is
// jumpIf; and/or/not are compiled to jumps without building bools.
func (u *unit) condJump(e fe.Expr, jumpIf bool, label int) {
	mark := u.nextReg
	defer u.release(mark)
	switch e := e.(type) {
	case *fe.UnaryOp:
		if e.Op == fe.Not {
			u.condJump(e.Operand, !jumpIf, label)
			return
		}
	case *fe.BoolOp:
		isAnd := e.Op == fe.And
		if isAnd != jumpIf {
			// and-jump-if-false / or-jump-if-true: any operand decides.
			for _, v := range e.Values {
				u.condJump(v, jumpIf, label)
			}
			return
		}
		// and-jump-if-true / or-jump-if-false: all operands must agree.
		skip := u.newLabel()
		for _, v := range e.Values[:len(e.Values)-1] {
			u.condJump(v, !jumpIf, skip)
		}
		u.condJump(e.Values[len(e.Values)-1], jumpIf, label)
		u.place(skip)
		return
	case *fe.Constant:
		if truth, ok := constTruth(e.Value); ok {
			if truth == jumpIf {
				u.jump(bc.JUMP, 0, label)
			}
			return
		}
	}
	r := u.expr(e)
	u.at(e.Position())
	if jumpIf {
		u.jump(bc.JUMPIFTRUE, r, label)
	} else {
		u.jump(bc.JUMPIFFALSE, r, label)
	}
}

// constTruth returns the truth of a constant whose truth is known without
// running code.
func constTruth(v fe.Value) (bool, bool) {
	switch v := v.(type) {
	case fe.NoneValue:
		return false, true
	case bool:
		return v, true
	case int64:
		return v != 0, true
	case fe.Str:
		return v != "", true
	case fe.EllipsisValue:
		return true, true
	}
	return false, false
}

func (u *unit) slice(e *fe.Slice, dst int) {
	n := 2
	if e.Step != nil {
		n = 3
	}
	base := u.allocN(n)
	parts := []fe.Expr{e.Lower, e.Upper, e.Step}
	for i := 0; i < n; i++ {
		if parts[i] == nil {
			u.emit(bc.LOADNONE, base+i, 0, 0, 0)
		} else {
			u.exprTo(parts[i], base+i)
		}
	}
	u.at(&e.Pos)
	u.emit(bc.BUILDSLICE, dst, base, n, 0)
}

// sequence builds a tuple, list or set display. Starred items make it
// a list built piecewise (extended, then converted for tuples and sets).
func (u *unit) sequence(elts []fe.Expr, op bc.Opcode, dst int) {
	if !hasStarred(elts) {
		base := u.allocN(len(elts))
		for i, e := range elts {
			u.exprTo(e, base+i)
		}
		u.emit(op, dst, base, len(elts), 0)
		return
	}
	acc := dst
	if op != bc.BUILDLIST {
		acc = u.alloc()
	}
	if op == bc.BUILDSET {
		u.emit(bc.BUILDSET, acc, 0, 0, 0)
	} else {
		u.emit(bc.BUILDLIST, acc, 0, 0, 0)
	}
	for _, e := range elts {
		mark := u.nextReg
		if s, ok := e.(*fe.Starred); ok {
			v := u.expr(s.Value)
			if op == bc.BUILDSET {
				u.emit(bc.SETUPDATE, acc, v, 0, 0)
			} else {
				u.emit(bc.LISTEXTEND, acc, v, 0, 0)
			}
		} else {
			v := u.expr(e)
			if op == bc.BUILDSET {
				u.emit(bc.SETADD, acc, v, 0, 0)
			} else {
				u.emit(bc.LISTAPPEND, acc, v, 0, 0)
			}
		}
		u.release(mark)
	}
	if op == bc.BUILDTUPLE {
		u.emit(bc.LISTTOTUPLE, dst, acc, 0, 0)
	} else if op == bc.BUILDSET {
		u.emit(bc.MOVE, dst, acc, 0, 0)
	}
}

func hasStarred(elts []fe.Expr) bool {
	for _, e := range elts {
		if _, ok := e.(*fe.Starred); ok {
			return true
		}
	}
	return false
}

// dict builds a dict display; a None key in the AST is a **mapping.
func (u *unit) dict(e *fe.Dict, dst int) {
	unpack := false
	for _, k := range e.Keys {
		if k == nil {
			unpack = true
		}
	}
	if !unpack {
		base := u.allocN(2 * len(e.Keys))
		for i := range e.Keys {
			u.exprTo(e.Keys[i], base+2*i)
			u.exprTo(e.Values[i], base+2*i+1)
		}
		u.at(&e.Pos)
		u.emit(bc.BUILDDICT, dst, base, 2*len(e.Keys), 0)
		return
	}
	acc := u.alloc()
	u.emit(bc.BUILDDICT, acc, 0, 0, 0)
	for i := range e.Keys {
		mark := u.nextReg
		if e.Keys[i] == nil {
			v := u.expr(e.Values[i])
			u.at(&e.Pos)
			u.emit(bc.DICTUPDATE, acc, v, 0, 0)
		} else {
			k := u.expr(e.Keys[i])
			v := u.expr(e.Values[i])
			u.emit(bc.DICTSET, acc, k, v, 0)
		}
		u.release(mark)
	}
	u.emit(bc.MOVE, dst, acc, 0, 0)
}

func (u *unit) joinedStr(e *fe.JoinedStr, dst int) {
	if len(e.Values) == 0 {
		u.loadConst(strConst(""), dst)
		return
	}
	if len(e.Values) == 1 {
		u.exprTo(e.Values[0], dst)
		return
	}
	base := u.allocN(len(e.Values))
	for i, v := range e.Values {
		u.exprTo(v, base+i)
	}
	u.at(&e.Pos)
	u.emit(bc.BUILDSTRING, dst, base, len(e.Values), 0)
}

func (u *unit) formattedValue(e *fe.FormattedValue, dst int) {
	v := u.expr(e.Value)
	d := 0
	switch e.Conversion {
	case 's':
		d = 1
	case 'r':
		d = 2
	case 'a':
		d = 3
	}
	spec := 0
	if e.FormatSpec != nil {
		spec = u.expr(e.FormatSpec)
		d |= 4
	}
	u.at(&e.Pos)
	u.emit(bc.FORMAT, dst, v, spec, d)
}

// checkYield rejects yield outside a function, as CPython's compiler does.
func (u *unit) checkYield(pos *fe.Pos) {
	if u.scope.Kind != FunctionScope {
		u.fail("'yield' outside function")
	}
}

// checkAwait rejects await outside an async function (a comprehension
// inside one is fine; the scope pass made it a coroutine).
func (u *unit) checkAwait() {
	s := u.scope
	switch {
	case s.Kind != FunctionScope:
		u.fail("'await' outside function")
	case s.IsComprehension && s.IsGenerator:
		// An asynchronous generator expression may appear anywhere.
	case s.IsComprehension:
		for p := u.parent; p != nil; p = p.parent {
			if !p.scope.IsComprehension {
				if p.scope.Kind != FunctionScope || !p.scope.IsCoroutine {
					u.fail("asynchronous comprehension outside of an asynchronous function")
				}
				return
			}
		}
	case !s.IsCoroutine:
		u.fail("'await' outside async function")
	}
}
