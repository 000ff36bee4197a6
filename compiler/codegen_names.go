package compiler

import (
	"sort"

	bc "github.com/pyexgo/pyex/bytecode"
	fe "github.com/pyexgo/pyex/frontend"
)

// This file compiles name loads, stores and deletes according to the
// resolved scopes, and assignment targets (unpacking, attributes,
// subscripts).

// nameOp is how one unit reaches one name.
type nameOp uint8

const (
	opFast   nameOp = iota // a register
	opDeref                // a cell
	opGlobal               // globals, then builtins
	opName                 // the namespace dict of a module or class body
	opClassDeref
)

func (u *unit) resolve(name string) (nameOp, int) {
	s := u.scope
	switch s.Binding(name) {
	case BindLocal:
		if s.Kind == FunctionScope {
			return opFast, u.locals[name]
		}
		return opName, 0
	case BindCell:
		return opDeref, u.cells[name]
	case BindFree:
		if s.Kind == ClassScope {
			return opClassDeref, u.cells[name]
		}
		return opDeref, u.cells[name]
	case BindGlobalExplicit:
		return opGlobal, 0
	default: // BindGlobalImplicit
		if s.Kind == FunctionScope {
			return opGlobal, 0
		}
		return opName, 0
	}
}

func (u *unit) loadName(id string, dst int) {
	name := mangle(u.scope.private, id)
	op, i := u.resolve(name)
	switch op {
	case opFast:
		u.checkBound(i)
		if i != dst {
			u.emit(bc.MOVE, dst, i, 0, 0)
		}
	case opDeref:
		u.emit(bc.LOADDEREF, dst, i, 0, 0)
	case opClassDeref:
		u.emit(bc.LOADCLASSDEREF, dst, i, u.name(name), 0)
	case opGlobal:
		u.emit(bc.LOADGLOBAL, dst, u.name(name), u.cache(), 0)
	case opName:
		u.emit(bc.LOADNAME, dst, u.name(name), 0, 0)
	}
}

func (u *unit) storeName(id string, src int) {
	name := mangle(u.scope.private, id)
	op, i := u.resolve(name)
	switch op {
	case opFast:
		if i != src {
			u.emit(bc.MOVE, i, src, 0, 0)
		}
		u.bound.add(i)
	case opDeref, opClassDeref:
		u.emit(bc.STOREDEREF, src, i, 0, 0)
	case opGlobal:
		u.emit(bc.STOREGLOBAL, src, u.name(name), 0, 0)
	case opName:
		u.emit(bc.STORENAME, src, u.name(name), 0, 0)
	}
}

func (u *unit) deleteName(id string) {
	name := mangle(u.scope.private, id)
	op, i := u.resolve(name)
	switch op {
	case opFast:
		u.emit(bc.CLEARLOCAL, i, 0, 0, 0)
		u.bound.remove(i)
	case opDeref, opClassDeref:
		u.emit(bc.DELDEREF, 0, i, 0, 0)
	case opGlobal:
		u.emit(bc.DELGLOBAL, 0, u.name(name), 0, 0)
	case opName:
		u.emit(bc.DELNAME, 0, u.name(name), 0, 0)
	}
}

// store assigns register src to an assignment target.
func (u *unit) store(t fe.Expr, src int) {
	mark := u.nextReg
	defer u.release(mark)
	u.at(t.Position())
	switch t := t.(type) {
	case *fe.Name:
		u.storeName(t.Id, src)
	case *fe.Attribute:
		obj := u.expr(t.Value)
		u.at(&t.Pos)
		u.emit(bc.SETATTR, obj, u.name(mangle(u.scope.private, t.Attr)), src, 0)
	case *fe.Subscript:
		obj := u.expr(t.Value)
		idx := u.expr(t.Slice)
		u.at(&t.Pos)
		u.emit(bc.SETITEM, obj, idx, src, 0)
	case *fe.Tuple:
		u.unpack(t.Elts, src, &t.Pos)
	case *fe.List:
		u.unpack(t.Elts, src, &t.Pos)
	case *fe.Starred:
		u.fail("starred assignment target must be in a list or tuple")
	default:
		u.fail("compiler: unsupported assignment target")
	}
}

// parallelAssign compiles a, b = x, y (one tuple or list of targets, a
// tuple of as many values, no starred item on either side) without the
// tuple: the values go to consecutive temporaries, then each target is
// stored from its own, which is the order of evaluation and assignment
// CPython gives the statement. It reports false for any other shape.
func (u *unit) parallelAssign(s *fe.Assign) bool {
	if len(s.Targets) != 1 {
		return false
	}
	var targets []fe.Expr
	switch t := s.Targets[0].(type) {
	case *fe.Tuple:
		targets = t.Elts
	case *fe.List:
		targets = t.Elts
	default:
		return false
	}
	values, ok := s.Value.(*fe.Tuple)
	if !ok || len(values.Elts) != len(targets) || len(targets) == 0 || hasStarred(targets) || hasStarred(values.Elts) {
		return false
	}
	base := u.allocN(len(targets))
	for i, e := range values.Elts {
		u.exprTo(e, base+i)
	}
	for i, t := range targets {
		u.store(t, base+i)
	}
	return true
}

// unpack assigns the items of src to targets, with at most one starred
// target collecting the middle into a list.
func (u *unit) unpack(targets []fe.Expr, src int, pos *fe.Pos) {
	star := -1
	for i, t := range targets {
		if _, ok := t.(*fe.Starred); ok {
			if star >= 0 {
				u.fail("multiple starred expressions in assignment")
			}
			star = i
		}
	}
	n := len(targets)
	base := u.allocN(n)
	if star < 0 {
		u.emit(bc.UNPACK, base, src, n, 0)
	} else {
		if star >= 256 || n-star-1 >= 1<<24 {
			u.fail("too many expressions in star-unpacking assignment")
		}
		u.emit(bc.UNPACKEX, base, src, n, star)
	}
	for i, t := range targets {
		if s, ok := t.(*fe.Starred); ok {
			t = s.Value
		}
		u.store(t, base+i)
	}
}

// deleteTarget compiles one target of a del statement.
func (u *unit) deleteTarget(t fe.Expr) {
	mark := u.nextReg
	defer u.release(mark)
	u.at(t.Position())
	switch t := t.(type) {
	case *fe.Name:
		u.deleteName(t.Id)
	case *fe.Attribute:
		obj := u.expr(t.Value)
		u.at(&t.Pos)
		u.emit(bc.DELATTR, obj, u.name(mangle(u.scope.private, t.Attr)), 0, 0)
	case *fe.Subscript:
		obj := u.expr(t.Value)
		idx := u.expr(t.Slice)
		u.at(&t.Pos)
		u.emit(bc.DELITEM, obj, idx, 0, 0)
	case *fe.Tuple:
		for _, e := range t.Elts {
			u.deleteTarget(e)
		}
	case *fe.List:
		for _, e := range t.Elts {
			u.deleteTarget(e)
		}
	default:
		u.fail("compiler: unsupported del target")
	}
}

// walrusTargets returns the names that a := in s itself assigns (not one
// in a comprehension, whose target is a cell). Reading such a local must
// copy it: in f(x, (x := 2)) the first argument is the old x.
func walrusTargets(s *Scope) map[string]bool { return s.walrus }

func sortStrings(s []string) { sort.Strings(s) }

// boundSet is the set of local registers definitely assigned at the
// current point of code generation.
type boundSet struct{ bits []uint64 }

func newBoundSet(n int) boundSet { return boundSet{bits: make([]uint64, (n+63)/64)} }

func (b boundSet) has(r int) bool {
	return r/64 < len(b.bits) && b.bits[r/64]&(1<<(r%64)) != 0
}

func (b *boundSet) add(r int) {
	if r/64 < len(b.bits) {
		b.bits[r/64] |= 1 << (r % 64)
	}
}

func (b *boundSet) remove(r int) {
	if r/64 < len(b.bits) {
		b.bits[r/64] &^= 1 << (r % 64)
	}
}

func (b boundSet) clone() boundSet {
	return boundSet{bits: append([]uint64(nil), b.bits...)}
}

// intersect keeps only what is bound in both b and o.
func (b *boundSet) intersect(o boundSet) {
	for i := range b.bits {
		b.bits[i] &= o.bits[i]
	}
}
