package compiler

import (
	"math"
	"math/big"

	"github.com/pyexgo/pyex/bytecode"
	fe "github.com/pyexgo/pyex/frontend"
)

// Error is a SyntaxError found by the compiler (scope rules, limits such as
// too many registers). Pos locates it in the source; the caller, which holds
// the source text, turns it into a *frontend.SyntaxError.
type Error struct {
	Msg string
	Pos fe.Pos
}

// Error returns the message.
func (e *Error) Error() string { return e.Msg }

// Compile compiles a parsed module (ModeExec), expression (ModeEval) or
// interactive statement (ModeSingle) into its Code.
func Compile(mod fe.ModNode, filename string) (code *bytecode.Code, err error) {
	top, scopes, serr := buildScopes(mod)
	if serr != nil {
		return nil, &Error{Msg: serr.msg, Pos: serr.pos}
	}
	c := &compiler{filename: filename, scopes: scopes, futures: map[*fe.ImportFrom]bool{},
		stringAnnotations: futureFeatures(mod)["annotations"]}
	for _, imp := range leadingFutures(mod) {
		c.futures[imp] = true
	}
	defer func() {
		// Code generation reports errors by panicking with *Error from
		// deep inside the walk; nothing else is recovered.
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			code, err = nil, e
		}
	}()
	u := c.newUnit(top, "<module>", "<module>", 1)
	u.flags |= bytecode.FlagModule
	switch m := mod.(type) {
	case *fe.Module:
		u.docstring(m.Body)
		if u.flags&bytecode.FlagDocstring != 0 {
			r := u.alloc()
			u.emitBx(bytecode.LOADK, r, 0, 0)
			u.emit(bytecode.STORENAME, r, u.name("__doc__"), 0, 0)
			u.release(r)
		}
		if hasAnnotations(m.Body) {
			u.emit(bytecode.SETUPANNOTATIONS, 0, 0, 0, 0)
		}
		u.stmts(m.Body)
		u.returnNone()
	case *fe.Interactive:
		u.interactive = true
		u.stmts(m.Body)
		u.returnNone()
	case *fe.Expression:
		r := u.expr(m.Body)
		u.emit(bytecode.RETURN, r, 0, 0, 0)
	}
	return u.finish(), nil
}

// compiler holds what all units of one compilation share.
type compiler struct {
	filename string
	scopes   map[fe.Node]*Scope
	futures  map[*fe.ImportFrom]bool // the leading future imports, the only allowed ones
	// stringAnnotations is "from __future__ import annotations":
	// annotations are stored as their source text, never evaluated.
	stringAnnotations bool
}

// unit is the code generator of one Code: a module, class body, function,
// lambda or comprehension.
type unit struct {
	c      *compiler
	scope  *Scope
	parent *unit
	code   *bytecode.Code
	flags  bytecode.CodeFlags

	instrs    []bytecode.Instr
	positions []bytecode.Position
	pos       bytecode.Position // the position given to instructions emitted now

	consts     []bytecode.Constant
	constIndex map[constKey]int
	names      []string
	nameIndex  map[string]int
	numCaches  int

	locals map[string]int // register of each local (function scopes)
	cells  map[string]int // cell index of each cell and free variable

	nextReg int // the first free temporary register
	maxReg  int

	labels  []int // instruction index of each label, -1 until placed
	fixups  []fixup
	blocks  []*block         // enclosing loops, try/finally, with and handlers
	pending []pendingHandler // exception-table segments, innermost first

	interactive bool
	// noAlias holds locals that a := in this unit assigns: reading them
	// must copy, since a later operand may rebind the register.
	noAlias map[string]bool
	// bound tracks definite assignment of locals, to skip CHECKBOUND.
	bound boundSet
}

type fixup struct {
	pc    int
	label int
}

func (c *compiler) newUnit(s *Scope, name, qualname string, firstLine int) *unit {
	u := &unit{
		c:          c,
		scope:      s,
		constIndex: map[constKey]int{},
		nameIndex:  map[string]int{},
		locals:     map[string]int{},
		cells:      map[string]int{},
		code:       &bytecode.Code{Name: name, QualName: qualname, Filename: c.filename, FirstLine: firstLine},
	}
	if s.Kind == FunctionScope {
		// Parameters first, in signature order, then the other locals in
		// order of appearance. Parameters that are also cells keep their
		// register (the argument arrives there) and are moved into their
		// cell at entry.
		for _, p := range s.Params {
			u.addLocal(p)
		}
		for _, name := range s.Order {
			if s.Symbols[name].Binding == BindLocal {
				u.addLocal(name)
			}
		}
	}
	var cellNames, freeNames []string
	for _, name := range s.Order {
		switch s.Symbols[name].Binding {
		case BindCell:
			cellNames = append(cellNames, name)
		case BindFree:
			freeNames = append(freeNames, name)
		}
	}
	if s.NeedsClassCell {
		cellNames = append(cellNames, "__class__")
	}
	sortStrings(cellNames)
	sortStrings(freeNames)
	for i, n := range cellNames {
		u.cells[n] = i
	}
	for i, n := range freeNames {
		u.cells[n] = len(cellNames) + i
	}
	u.code.CellNames = cellNames
	u.code.FreeNames = freeNames
	u.nextReg = len(u.code.LocalNames)
	u.maxReg = u.nextReg
	u.noAlias = walrusTargets(s)
	u.bound = newBoundSet(len(u.code.LocalNames))
	for i := range s.Params {
		u.bound.add(i)
	}
	// Captured parameters move into their cells before anything runs.
	for i, p := range s.Params {
		if ci, ok := u.cells[p]; ok {
			u.emit(bytecode.MAKECELL, i, ci, 0, 0)
		}
	}
	return u
}

func (u *unit) addLocal(name string) {
	if _, ok := u.locals[name]; ok {
		return
	}
	u.locals[name] = len(u.code.LocalNames)
	u.code.LocalNames = append(u.code.LocalNames, name)
}

// finish resolves jumps and returns the Code.
func (u *unit) finish() *bytecode.Code {
	for _, f := range u.fixups {
		target := u.labels[f.label]
		in := u.instrs[f.pc]
		u.instrs[f.pc] = bytecode.MakeBx(in.Op(), in.A(), target, in.D())
	}
	c := u.code
	c.Flags |= u.flags
	c.Instrs = u.instrs
	c.Positions = u.positions
	c.Consts = u.consts
	c.Names = u.names
	c.NumRegs = u.maxReg
	c.NumCaches = u.numCaches
	for _, p := range u.pending {
		c.Handlers = append(c.Handlers, bytecode.ExcHandler{Start: p.start, End: p.end, Target: u.labels[p.label], Reg: p.reg})
	}
	return c
}

// fail stops compilation with a SyntaxError at the current position.
func (u *unit) fail(msg string) {
	panic(&Error{Msg: msg, Pos: fe.Pos{Lineno: int(u.pos.Line), ColOffset: int(u.pos.Col), EndLineno: int(u.pos.EndLine), EndColOffset: int(u.pos.EndCol)}})
}

// at sets the position given to the instructions emitted next.
func (u *unit) at(p *fe.Pos) {
	u.pos = bytecode.Position{Line: int32(p.Lineno), EndLine: int32(p.EndLineno), Col: int32(p.ColOffset), EndCol: int32(p.EndColOffset)}
}

// emit appends an instruction and returns its index.
func (u *unit) emit(op bytecode.Opcode, a, b, c, d int) int {
	if a > bytecode.MaxA || b > bytecode.MaxB || c > bytecode.MaxC || d > bytecode.MaxD {
		u.fail("too many local variables, constants or names in one function")
	}
	u.instrs = append(u.instrs, bytecode.Make(op, a, b, c, d))
	u.positions = append(u.positions, u.pos)
	return len(u.instrs) - 1
}

// emitBx appends an instruction with a 32-bit Bx operand.
func (u *unit) emitBx(op bytecode.Opcode, a, bx, d int) int {
	if a > bytecode.MaxA || d > bytecode.MaxD {
		u.fail("too many local variables in one function")
	}
	u.instrs = append(u.instrs, bytecode.MakeBx(op, a, bx, d))
	u.positions = append(u.positions, u.pos)
	return len(u.instrs) - 1
}

// newLabel returns a label to be placed later.
func (u *unit) newLabel() int {
	u.labels = append(u.labels, -1)
	return len(u.labels) - 1
}

// place puts label l at the next instruction.
func (u *unit) place(l int) { u.labels[l] = len(u.instrs) }

// jump emits a jump-family instruction to label l.
func (u *unit) jump(op bytecode.Opcode, a, l int) {
	pc := u.emitBx(op, a, 0, 0)
	u.fixups = append(u.fixups, fixup{pc: pc, label: l})
}

// alloc returns a fresh temporary register.
func (u *unit) alloc() int { return u.allocN(1) }

// allocN returns the first of n consecutive fresh temporary registers.
func (u *unit) allocN(n int) int {
	r := u.nextReg
	u.nextReg += n
	if u.nextReg > u.maxReg {
		u.maxReg = u.nextReg
		if u.maxReg > bytecode.MaxA {
			u.fail("too many local variables in one function")
		}
	}
	return r
}

// release frees every temporary allocated since mark was taken
// (mark := u.nextReg); temporaries are a stack.
func (u *unit) release(mark int) { u.nextReg = mark }

// name returns the index of name in the Names table.
func (u *unit) name(n string) int {
	if i, ok := u.nameIndex[n]; ok {
		return i
	}
	u.names = append(u.names, n)
	u.nameIndex[n] = len(u.names) - 1
	return len(u.names) - 1
}

// cache returns a fresh inline-cache slot.
func (u *unit) cache() int {
	u.numCaches++
	return u.numCaches - 1
}

// constKey identifies a constant for deduplication: equal keys are the
// same Python value of the same type (1 and 1.0 and True stay distinct,
// 0.0 and -0.0 too).
type constKey struct {
	kind bytecode.ConstKind
	i    int64
	f, g uint64
	s    string
}

// constant returns the index of a constant, adding it if new. Tuples,
// frozensets and code objects are never deduplicated.
func (u *unit) constant(k bytecode.Constant) int {
	switch k.Kind {
	case bytecode.ConstTuple, bytecode.ConstFrozenSet, bytecode.ConstCode:
	default:
		key := constKey{kind: k.Kind, i: k.Int, f: math.Float64bits(k.Float), g: math.Float64bits(k.Imag), s: k.Str}
		if i, ok := u.constIndex[key]; ok {
			return i
		}
		u.constIndex[key] = len(u.consts)
	}
	u.consts = append(u.consts, k)
	return len(u.consts) - 1
}

// constOf converts an AST constant value.
func constOf(v fe.Value) bytecode.Constant {
	switch v := v.(type) {
	case fe.NoneValue:
		return bytecode.Constant{Kind: bytecode.ConstNone}
	case fe.EllipsisValue:
		return bytecode.Constant{Kind: bytecode.ConstEllipsis}
	case bool:
		k := bytecode.Constant{Kind: bytecode.ConstBool}
		if v {
			k.Int = 1
		}
		return k
	case int64:
		return bytecode.Constant{Kind: bytecode.ConstInt, Int: v}
	case *big.Int:
		if v.IsInt64() {
			return bytecode.Constant{Kind: bytecode.ConstInt, Int: v.Int64()}
		}
		return bytecode.Constant{Kind: bytecode.ConstBigInt, Str: v.String()}
	case float64:
		return bytecode.Constant{Kind: bytecode.ConstFloat, Float: v}
	case complex128:
		return bytecode.Constant{Kind: bytecode.ConstComplex, Float: real(v), Imag: imag(v)}
	case fe.Str:
		return bytecode.Constant{Kind: bytecode.ConstStr, Str: string(v)}
	case fe.Bytes:
		return bytecode.Constant{Kind: bytecode.ConstBytes, Str: string(v)}
	}
	panic(&Error{Msg: "compiler: unknown constant type"})
}

func strConst(s string) bytecode.Constant { return bytecode.Constant{Kind: bytecode.ConstStr, Str: s} }

// loadConst emits R[dst] = constant.
func (u *unit) loadConst(k bytecode.Constant, dst int) {
	switch k.Kind {
	case bytecode.ConstNone:
		u.emit(bytecode.LOADNONE, dst, 0, 0, 0)
	case bytecode.ConstBool:
		u.emit(bytecode.LOADBOOL, dst, 0, 0, int(k.Int))
	default:
		u.emitBx(bytecode.LOADK, dst, u.constant(k), 0)
	}
}

func (u *unit) returnNone() {
	r := u.alloc()
	u.emit(bytecode.LOADNONE, r, 0, 0, 0)
	u.emit(bytecode.RETURN, r, 0, 0, 0)
	u.release(r)
}
