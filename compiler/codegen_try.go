package compiler

import (
	bc "github.com/pyexgo/pyex/bytecode"
	fe "github.com/pyexgo/pyex/frontend"
)

// This file compiles try, with and async for, and the exception table.
//
// A protected region is an activeHandler: while it is open, every
// instruction emitted is covered by it. When break, continue or return
// leaves a region, the code that runs on the way out (a finally body, a
// with's __exit__, restoring the handled exception) is emitted inline, and
// the regions being left are suspended around it, so a region is a list of
// segments. Segments are appended to the table innermost first, which the
// VM's first-match lookup relies on.

type blockKind uint8

const (
	loopBlock    blockKind = iota
	finallyBlock           // the body of a try with a finally
	withBlock              // the body of a with
	handlerBlock           // an except body or a finally run for an exception: restore the handled exception on exit
	regionBlock            // a try body with only except clauses: nothing to run on exit
)

// block is an enclosing construct that break, continue and return must
// unwind.
type block struct {
	kind       blockKind
	breakTo    int // loopBlock
	continueTo int
	finalBody  []fe.Stmt // finallyBlock
	exit       int       // withBlock: the register holding the bound __exit__
	withPos    *fe.Pos   // withBlock: the with statement, where CPython places __exit__ calls
	async      bool
	saved      int    // handlerBlock: the register with the previous handled exception
	cleanupVar string // handlerBlock of "except E as name": unbind name on exit
	star       bool   // handlerBlock of an except* clause: nothing may jump out of it
	region     *activeHandler
}

// activeHandler is an open protected region.
type activeHandler struct {
	label    int
	reg      int
	segStart int
}

type pendingHandler struct {
	start, end, label, reg int
}

func (u *unit) openRegion(label, reg int) *activeHandler {
	return &activeHandler{label: label, reg: reg, segStart: len(u.instrs)}
}

func (u *unit) closeSegment(h *activeHandler) {
	if h.segStart < len(u.instrs) {
		u.pending = append(u.pending, pendingHandler{start: h.segStart, end: len(u.instrs), label: h.label, reg: h.reg})
	}
	h.segStart = -1
}

func (u *unit) reopenSegment(h *activeHandler) { h.segStart = len(u.instrs) }

// unwindTo emits the exit code of every block above depth, innermost
// first, as break, continue or return leave them.
func (u *unit) unwindTo(depth int) {
	saved := u.blocks
	var suspended []*activeHandler
	for i := len(saved) - 1; i >= depth; i-- {
		b := saved[i]
		if b.region != nil {
			u.closeSegment(b.region)
			suspended = append(suspended, b.region)
		}
		// The exit code runs outside the blocks being left.
		u.blocks = saved[:i]
		switch b.kind {
		case finallyBlock:
			mark := u.nextReg
			u.stmts(b.finalBody)
			u.release(mark)
		case withBlock:
			mark := u.nextReg
			none, res := u.alloc(), u.alloc()
			pos := u.pos
			u.at(b.withPos)
			u.emit(bc.LOADNONE, none, 0, 0, 0)
			u.emit(bc.WITHEXIT, res, b.exit, none, 0)
			if b.async {
				u.awaitIn(res, awaitAexit)
			}
			u.pos = pos
			u.release(mark)
		case handlerBlock:
			u.emit(bc.POPEXC, b.saved, 0, 0, 0)
			if b.cleanupVar != "" {
				u.clearHandlerName(b.cleanupVar)
			}
		}
	}
	u.blocks = saved
	for _, h := range suspended {
		u.reopenSegment(h)
	}
}

// clearHandlerName does what CPython does at the end of "except E as
// name": name = None; del name.
func (u *unit) clearHandlerName(name string) {
	mark := u.nextReg
	r := u.alloc()
	u.emit(bc.LOADNONE, r, 0, 0, 0)
	u.storeName(name, r)
	u.deleteName(name)
	u.release(mark)
}

// await emits the await of the awaitable in register r, leaving the result
// in r.
func (u *unit) await(r int) { u.awaitIn(r, awaitExpr) }

// The contexts GETAWAITABLE names in its error messages.
const (
	awaitExpr   = 0 // an await expression
	awaitAenter = 1 // the result of __aenter__ in async with
	awaitAexit  = 2 // the result of __aexit__ in async with
)

// awaitIn is await for the given context.
func (u *unit) awaitIn(r, context int) {
	it := u.alloc()
	u.emit(bc.GETAWAITABLE, it, r, 0, context)
	u.emit(bc.YIELDFROM, r, it, 0, 0)
	u.release(it)
}

// protect compiles body inside a new protected region whose handler is at
// label and receives the exception in reg; blk, when not nil, is pushed on
// the block stack for the body.
func (u *unit) protect(label, reg int, blk *block, body func()) {
	h := u.openRegion(label, reg)
	if blk == nil {
		blk = &block{kind: regionBlock}
	}
	blk.region = h
	u.pushBlock(blk)
	body()
	u.popBlock()
	u.closeSegment(h)
}

// handlerPrologue starts the code of a handler: the caught exception in
// exc becomes the handled one, the previous one saved in a fresh register
// that is returned.
func (u *unit) handlerPrologue(exc int) int {
	saved := u.alloc()
	u.emit(bc.PUSHEXC, saved, exc, 0, 0)
	return saved
}

func (u *unit) tryStmt(body []fe.Stmt, handlers []*fe.ExceptHandler, orelse, final []fe.Stmt, star bool) {
	if len(final) == 0 {
		u.tryExcept(body, handlers, orelse, star)
		return
	}
	exc := u.alloc()
	fin, end := u.newLabel(), u.newLabel()
	before := u.bound.clone()
	u.protect(fin, exc, &block{kind: finallyBlock, finalBody: final}, func() {
		if len(handlers) > 0 {
			u.tryExcept(body, handlers, orelse, star)
		} else {
			u.stmts(body)
		}
	})
	// The normal path runs the finally body inline.
	u.stmts(final)
	after := u.bound
	u.jump(bc.JUMP, 0, end)

	// The exceptional path: run the finally body with the exception
	// handled, then re-raise it.
	u.place(fin)
	u.bound = before.clone()
	saved := u.handlerPrologue(exc)
	u.cleanupRegion(saved, &block{kind: handlerBlock, saved: saved}, func() {
		u.stmts(final)
	})
	u.emit(bc.POPEXC, saved, 0, 0, 0)
	u.emit(bc.RERAISE, exc, 0, 0, 0)
	u.place(end)
	u.bound = after
}

// cleanupRegion compiles body so that an exception escaping it first
// restores the handled exception from saved.
func (u *unit) cleanupRegion(saved int, blk *block, body func()) {
	exc2 := u.alloc()
	cleanup, done := u.newLabel(), u.newLabel()
	u.protect(cleanup, exc2, blk, body)
	u.jump(bc.JUMP, 0, done)
	u.place(cleanup)
	u.emit(bc.POPEXC, saved, 0, 0, 0)
	if blk.cleanupVar != "" {
		u.clearHandlerName(blk.cleanupVar)
	}
	u.emit(bc.RERAISE, exc2, 0, 0, 0)
	u.place(done)
}

func (u *unit) tryExcept(body []fe.Stmt, handlers []*fe.ExceptHandler, orelse []fe.Stmt, star bool) {
	if star {
		u.tryStar(body, handlers, orelse)
		return
	}
	exc := u.alloc()
	handler, end := u.newLabel(), u.newLabel()
	before := u.bound.clone()
	u.protect(handler, exc, nil, func() { u.stmts(body) })
	u.stmts(orelse)
	after := u.bound.clone()
	afterJumps := terminates(orelse) || (len(orelse) == 0 && terminates(body))
	u.jump(bc.JUMP, 0, end)

	u.place(handler)
	saved := u.handlerPrologue(exc)
	for i, h := range handlers {
		u.at(&h.Pos)
		u.bound = before.clone()
		next := -1
		if h.Type != nil {
			next = u.newLabel()
			mark := u.nextReg
			typ := u.expr(h.Type)
			m := u.alloc()
			u.at(h.Type.Position())
			u.emit(bc.EXCMATCH, m, exc, typ, 0)
			u.jump(bc.JUMPIFFALSE, m, next)
			u.release(mark)
		} else if i != len(handlers)-1 {
			u.fail("default 'except:' must be last")
		}
		if h.Name != "" {
			u.storeName(h.Name, exc)
		}
		blk := &block{kind: handlerBlock, saved: saved, cleanupVar: h.Name}
		u.cleanupRegion(saved, blk, func() { u.stmts(h.Body) })
		u.emit(bc.POPEXC, saved, 0, 0, 0)
		if h.Name != "" {
			u.clearHandlerName(h.Name)
		}
		u.jump(bc.JUMP, 0, end)
		if !terminates(h.Body) && !afterJumps {
			after.intersect(u.bound)
		}
		if next >= 0 {
			u.place(next)
		}
	}
	if handlers[len(handlers)-1].Type != nil {
		// No clause matched: restore and re-raise.
		u.emit(bc.POPEXC, saved, 0, 0, 0)
		u.emit(bc.RERAISE, exc, 0, 0, 0)
	}
	u.place(end)
	u.bound = after
	if afterJumps {
		u.bound = before
	}
}

// tryStar compiles try/except*: each clause takes the matching part of the
// exception group and leaves the rest for the next; what no clause handles,
// and what the clauses raise, is re-raised at the end.
func (u *unit) tryStar(body []fe.Stmt, handlers []*fe.ExceptHandler, orelse []fe.Stmt) {
	exc := u.alloc()
	handler, end := u.newLabel(), u.newLabel()
	before := u.bound.clone()
	u.protect(handler, exc, nil, func() { u.stmts(body) })
	u.stmts(orelse)
	after := u.bound.clone()
	u.jump(bc.JUMP, 0, end)

	u.place(handler)
	u.bound = before.clone()
	saved := u.handlerPrologue(exc)
	rest, raised, result := u.alloc(), u.alloc(), u.alloc()
	u.cleanupRegion(saved, &block{kind: handlerBlock, saved: saved}, func() {
		u.emit(bc.MOVE, rest, exc, 0, 0)
		u.emit(bc.BUILDLIST, raised, 0, 0, 0)
		for _, h := range handlers {
			mark := u.nextReg
			u.at(&h.Pos)
			pair := u.allocN(2)
			typ := u.expr(h.Type)
			matched, next := u.newLabel(), u.newLabel()
			u.at(h.Type.Position())
			u.emit(bc.EXCGROUPMATCH, pair, rest, typ, 0)
			u.jump(bc.JUMPIFNOTNONE, pair, matched)
			u.jump(bc.JUMP, 0, next)
			u.place(matched)
			u.emit(bc.MOVE, rest, pair+1, 0, 0)
			if h.Name != "" {
				u.storeName(h.Name, pair)
			}
			inner := u.handlerPrologue(pair)
			e2 := u.alloc()
			caught, done := u.newLabel(), u.newLabel()
			u.protect(caught, e2, &block{kind: handlerBlock, saved: inner, cleanupVar: h.Name, star: true}, func() {
				u.stmts(h.Body)
			})
			u.emit(bc.POPEXC, inner, 0, 0, 0)
			u.jump(bc.JUMP, 0, done)
			u.place(caught)
			u.emit(bc.POPEXC, inner, 0, 0, 0)
			u.emit(bc.LISTAPPEND, raised, e2, 0, 0)
			u.place(done)
			if h.Name != "" {
				u.clearHandlerName(h.Name)
			}
			u.place(next)
			u.release(mark)
		}
		u.emit(bc.PREPRERAISE, result, exc, raised, 0)
	})
	u.emit(bc.POPEXC, saved, 0, 0, 0)
	reraise := u.newLabel()
	u.jump(bc.JUMPIFNOTNONE, result, reraise)
	u.jump(bc.JUMP, 0, end)
	u.place(reraise)
	u.emit(bc.RERAISE, result, 0, 0, 0)
	u.place(end)
	u.bound = after
}

// withStmt compiles a with statement at pos; the __exit__ calls carry
// the statement's position, as CPython's tracebacks show it.
func (u *unit) withStmt(pos *fe.Pos, items []*fe.WithItem, body []fe.Stmt, async bool) {
	if len(items) == 0 {
		u.stmts(body)
		return
	}
	item := items[0]
	ctx := u.expr(item.ContextExpr)
	pair := u.allocN(2)
	u.at(item.ContextExpr.Position())
	d := 0
	if async {
		d = 1
	}
	u.emit(bc.BEFOREWITH, pair, ctx, 0, d)
	if async {
		u.awaitIn(pair+1, awaitAenter)
	}
	exc := u.alloc()
	handler, end := u.newLabel(), u.newLabel()
	u.protect(handler, exc, &block{kind: withBlock, exit: pair, async: async, withPos: pos}, func() {
		if item.OptionalVars != nil {
			u.store(item.OptionalVars, pair+1)
		}
		u.withStmt(pos, items[1:], body, async)
	})
	none, res := u.alloc(), u.alloc()
	u.at(pos)
	u.emit(bc.LOADNONE, none, 0, 0, 0)
	u.emit(bc.WITHEXIT, res, pair, none, 0)
	if async {
		u.awaitIn(res, awaitAexit)
	}
	u.jump(bc.JUMP, 0, end)

	u.place(handler)
	saved := u.handlerPrologue(exc)
	u.cleanupRegion(saved, &block{kind: handlerBlock, saved: saved}, func() {
		u.at(pos)
		u.emit(bc.WITHEXIT, res, pair, exc, 0)
		if async {
			u.awaitIn(res, awaitAexit)
		}
		reraise := u.newLabel()
		u.jump(bc.JUMPIFFALSE, res, reraise)
		u.emit(bc.POPEXC, saved, 0, 0, 0)
		u.jump(bc.JUMP, 0, end)
		u.place(reraise)
		u.emit(bc.RERAISE, exc, 0, 0, 0)
	})
	u.emit(bc.RERAISE, exc, 0, 0, 0)
	u.place(end)
}

// asyncFor compiles async for: __anext__ is awaited each turn, and
// StopAsyncIteration ends the loop.
func (u *unit) asyncFor(target, iter fe.Expr, body, orelse []fe.Stmt) {
	it := u.alloc()
	src := u.expr(iter)
	u.at(iter.Position())
	u.emit(bc.GETAITER, it, src, 0, 0)
	top, stop, elseL, end := u.newLabel(), u.newLabel(), u.newLabel(), u.newLabel()
	before := u.bound.clone()
	exc := u.alloc()
	v := u.alloc()
	u.place(top)
	u.protect(stop, exc, nil, func() {
		u.at(iter.Position())
		u.emit(bc.GETANEXT, v, it, 0, 0)
		u.await(v)
	})
	u.store(target, v)
	u.pushBlock(&block{kind: loopBlock, breakTo: end, continueTo: top})
	u.stmts(body)
	u.popBlock()
	u.jump(bc.JUMP, 0, top)
	u.place(stop)
	u.emit(bc.ENDASYNCFOR, exc, 0, 0, 0)
	u.place(elseL)
	u.bound = before.clone()
	u.stmts(orelse)
	u.place(end)
	u.bound = before
}
