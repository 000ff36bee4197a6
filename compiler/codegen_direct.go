package compiler

// This file decides when a value can be computed straight into a local's
// register instead of into a temporary moved there afterwards: x = a + b
// as one BINARY instead of BINARY and MOVE, x += 1 as one INPLACEK,
// return x without a copy. A third of the instructions in a typical loop
// body were such moves.

import (
	bc "github.com/pyexgo/pyex/bytecode"
	fe "github.com/pyexgo/pyex/frontend"
)

// fastLocal returns the register of name when it is a plain local of a
// function kept in a register (not a cell, global or class-body name).
func (u *unit) fastLocal(name string) (int, bool) {
	op, i := u.resolve(mangle(u.scope.private, name))
	return i, op == opFast
}

// writesOnceAtEnd reports whether exprTo(e, dst) writes dst only with its
// last instruction, after every operand has been read: then dst may be
// the register of a local the expression itself reads (x = x + 1,
// x = x.next), and an exception part-way leaves the local as it was.
// Short-circuit and conditional expressions (which write dst on one path
// and read on), chained comparisons and calls (whose result register is
// also where the callee goes) do not.
func writesOnceAtEnd(e fe.Expr) bool {
	switch e := e.(type) {
	case *fe.Constant, *fe.BinOp, *fe.UnaryOp, *fe.Attribute, *fe.Subscript:
		return true
	case *fe.Compare:
		return len(e.Ops) == 1
	}
	return false
}

// assignDirect compiles target = value straight into the target's
// register when the target is a plain local and value writes its
// destination only at its end; false means the caller compiles it the
// usual way.
func (u *unit) assignDirect(s *fe.Assign) bool {
	if len(s.Targets) != 1 || !writesOnceAtEnd(s.Value) {
		return false
	}
	n, ok := s.Targets[0].(*fe.Name)
	if !ok {
		return false
	}
	r, ok := u.fastLocal(n.Id)
	if !ok {
		return false
	}
	mark := u.nextReg
	u.exprTo(s.Value, r)
	u.release(mark)
	u.bound.add(r)
	return true
}

// augAssignDirect compiles x op= value for a plain local x in place
// (INPLACE on x's own register) when no assignment expression of this
// function binds x: CPython reads x before evaluating value, and only an
// x := inside value could tell the difference.
func (u *unit) augAssignDirect(s *fe.AugAssign, name string) bool {
	r, ok := u.fastLocal(name)
	if !ok || u.noAlias[mangle(u.scope.private, name)] {
		return false
	}
	mark := u.nextReg
	defer u.release(mark)
	u.at(s.Target.Position())
	u.checkBound(r)
	u.inplace(s, r, binaryOp(s.Op))
	return true
}

// returnsLocalDirectly reports whether return e may return e's register
// itself: e is a plain local, and leaving the function runs no code (no
// finally, with or except block to leave) that could change or delete it
// between the evaluation and the return.
func (u *unit) returnsLocalDirectly(e fe.Expr) (int, bool) {
	n, ok := e.(*fe.Name)
	if !ok {
		return 0, false
	}
	for _, b := range u.blocks {
		if b.kind != loopBlock {
			return 0, false
		}
	}
	r, ok := u.fastLocal(n.Id)
	if !ok || u.noAlias[mangle(u.scope.private, n.Id)] {
		return 0, false
	}
	return r, true
}

// forNext emits the head of a for loop over the iterator in register
// pair: the next item into target, or on exhaustion a jump to exit. A
// plain local target gets the item in its own register (FORITERTO and
// the exit JUMP it skips); any other target is stored from pair+1.
func (u *unit) forNext(target fe.Expr, pair, exit int) {
	if n, ok := target.(*fe.Name); ok {
		if r, ok := u.fastLocal(n.Id); ok {
			u.emit(bc.FORITERTO, pair, r, 0, 0)
			u.jump(bc.JUMP, 0, exit)
			u.bound.add(r)
			return
		}
	}
	u.jump(bc.FORITER, pair, exit)
	u.store(target, pair+1)
}
