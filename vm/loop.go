package vm

import (
	bc "github.com/pyexgo/pyex/bytecode"
	"github.com/pyexgo/pyex/runtime"
)

// binaryOps maps bytecode's operator numbers (the AST's order) to the
// runtime's.
var binaryOps = [...]runtime.BinaryOp{
	bc.OpAdd: runtime.OpAdd, bc.OpSub: runtime.OpSub, bc.OpMul: runtime.OpMul,
	bc.OpMatMul: runtime.OpMatMul, bc.OpTrueDiv: runtime.OpTrueDiv, bc.OpMod: runtime.OpMod,
	bc.OpPow: runtime.OpPow, bc.OpLShift: runtime.OpLShift, bc.OpRShift: runtime.OpRShift,
	bc.OpOr: runtime.OpOr, bc.OpXor: runtime.OpXor, bc.OpAnd: runtime.OpAnd,
	bc.OpFloorDiv: runtime.OpFloorDiv,
}

var unaryOps = [...]runtime.UnaryOp{bc.OpInvert: runtime.OpInvert, bc.OpPos: runtime.OpPos, bc.OpNeg: runtime.OpNeg}

// run executes from frame entry until entry returns, and returns its
// result. Frames pushed by calls run in the same loop.
func (vm *VM) run(entry *frame) (runtime.Value, error) {
	return vm.runThrow(entry, nil)
}

// runThrow is run, raising pending (when not nil) in entry at its pc
// first: how a generator's throw() begins.
func (vm *VM) runThrow(entry *frame, pending error) (runtime.Value, error) {
	entry.entry = true
	entry.back = vm.frame
	vm.frame = entry
	t := vm.t
	f := entry
	// The running frame's state lives in a struct of more than four
	// fields, which Go keeps in memory rather than in SSA registers: as
	// loop-carried registers they were all spilled at the top of every
	// instruction (a dozen stores each time round).
	var s struct {
		code         *bc.Code
		instrs       []bc.Instr
		regs, consts []runtime.Value
		pc           int
	}
	s.code = f.code
	s.instrs = s.code.Instrs
	s.regs = f.regs
	s.consts = f.consts
	s.pc = f.pc
	var err error
	if pending != nil {
		err = vm.noteRaise(f, s.pc-1, pending)
		var out bool
		if f, s.pc, out = vm.unwind(entry, f, s.pc, err); out {
			return runtime.None, err
		}
		s.code, s.instrs, s.regs = f.code, f.code.Instrs, f.regs
		s.consts = f.consts
	}
	// load re-reads the running frame into the loop's locals after a call
	// or a return switched frames.
	load := func() {
		s.code, s.instrs, s.regs, s.pc = f.code, f.code.Instrs, f.regs, f.pc
		s.consts = f.consts
	}
	for {
		// Each instruction starts with no error: the handlers below test
		// err after ops that may leave it set.
		err = nil
		if !t.Tick() {
			if err = t.SliceOut(); err != nil {
				// A budget or cancellation: not catchable by Python code.
				return vm.abort(entry, err)
			}
		}
		in := s.instrs[s.pc]
		s.pc++
		// The frame's pc stays current, as CPython's frame does: Go code
		// running a dunder of this instruction may read it (a warning's
		// line, sys._getframe(1).f_lineno).
		f.pc = s.pc
		switch in.Op() {
		case bc.NOP:
		case bc.MOVE:
			s.regs[in.A()] = s.regs[in.B()]
		case bc.LOADK:
			s.regs[in.A()] = s.consts[in.Bx()]
		case bc.LOADNONE:
			s.regs[in.A()] = runtime.None
		case bc.LOADBOOL:
			s.regs[in.A()] = runtime.MakeBool(in.D() != 0)

		case bc.CHECKBOUND:
			if s.regs[in.A()].IsUnbound() {
				err = unboundLocal(s.code.LocalNames[in.A()])
				goto fail
			}
		case bc.CLEARLOCAL:
			if s.regs[in.A()].IsUnbound() {
				err = unboundLocal(s.code.LocalNames[in.A()])
				goto fail
			}
			s.regs[in.A()] = runtime.Unbound
		case bc.LOADGLOBAL:
			// The cache check written out: Go does not inline a function of
			// this size into the loop (LOADNAME and STORENAME repeat it).
			if fn := f.fn; fn != nil && in.C() < len(fn.Run.Caches) {
				c, g := &fn.Run.Caches[in.C()], f.globals
				if c.Globals == g && c.GLayout == g.Layout() {
					if c.Index >= 0 {
						s.regs[in.A()] = g.EntryValue(c.Index)
						break
					}
					if b := c.Builtins; b != nil && b == fn.Builtins && c.BLayout == b.Layout() {
						s.regs[in.A()] = b.EntryValue(c.BIndex)
						break
					}
				}
			}
			var v runtime.Value
			v, err = vm.loadGlobalCached(f, in.B(), in.C())
			if err != nil {
				goto fail
			}
			s.regs[in.A()] = v
		case bc.STOREGLOBAL:
			if f.globals.Guarded() {
				if err = f.globals.CheckRebind(s.code.Names[in.B()], false); err != nil {
					goto fail
				}
			}
			f.globals.SetStrHashed(s.code.Names[in.B()], f.nameHashes[in.B()], s.regs[in.A()])
		case bc.DELGLOBAL:
			if err = f.globals.CheckRebind(s.code.Names[in.B()], true); err != nil {
				goto fail
			}
			if !f.globals.DeleteStr(s.code.Names[in.B()]) {
				err = nameError(s.code.Names[in.B()])
				goto fail
			}
		case bc.LOADNAME:
			// A module body's names are its globals: cached as LOADGLOBAL.
			if fn := f.fn; fn != nil && f.locals == f.globals && in.B() < len(fn.Run.NameCaches) {
				c, g := &fn.Run.NameCaches[in.B()], f.globals
				if c.Globals == g && c.GLayout == g.Layout() {
					if c.Index >= 0 {
						s.regs[in.A()] = g.EntryValue(c.Index)
						break
					}
					if b := c.Builtins; b != nil && b == fn.Builtins && c.BLayout == b.Layout() {
						s.regs[in.A()] = b.EntryValue(c.BIndex)
						break
					}
				}
			}
			var v runtime.Value
			v, err = vm.loadName(f, in.B())
			if err != nil {
				goto fail
			}
			s.regs[in.A()] = v
		case bc.STORENAME:
			if fn := f.fn; fn != nil && f.locals == f.globals && in.B() < len(fn.Run.NameCaches) && !f.globals.Guarded() {
				c, g := &fn.Run.NameCaches[in.B()], f.globals
				if c.Globals == g && c.GLayout == g.Layout() && c.Index >= 0 && g.TrySetEntryValue(c.Index, s.regs[in.A()]) {
					break
				}
			}
			if err = vm.storeName(f, in.B(), s.regs[in.A()]); err != nil {
				goto fail
			}
		case bc.DELNAME:
			var ok bool
			if _, ok, err = f.locals.Delete(t, runtime.MakeStr(s.code.Names[in.B()])); err == nil && !ok {
				err = nameError(s.code.Names[in.B()])
			}
			if err != nil {
				goto fail
			}
		case bc.LOADDEREF:
			c := f.cells[in.B()]
			if !c.Bound {
				err = vm.unboundCell(f, in.B())
				goto fail
			}
			s.regs[in.A()] = c.V
		case bc.STOREDEREF:
			c := f.cells[in.B()]
			c.V, c.Bound = s.regs[in.A()], true
		case bc.DELDEREF:
			c := f.cells[in.B()]
			if !c.Bound {
				err = vm.unboundCell(f, in.B())
				goto fail
			}
			c.V, c.Bound = runtime.Value{}, false
		case bc.LOADCLASSDEREF:
			name := s.code.Names[in.C()]
			if v, ok := f.locals.GetStr(name); ok {
				s.regs[in.A()] = v
				break
			}
			c := f.cells[in.B()]
			if !c.Bound {
				err = vm.unboundCell(f, in.B())
				goto fail
			}
			s.regs[in.A()] = c.V
		case bc.LOADCLOSURE:
			s.regs[in.A()] = runtime.MakeObject(f.cells[in.B()])
		case bc.MAKECELL:
			c := f.cells[in.B()]
			if v := s.regs[in.A()]; !v.IsUnbound() {
				c.V, c.Bound = v, true
			}

		case bc.GETATTR:
			if v, ok := f.sites[in.C()].Hit(s.regs[in.B()]); ok {
				s.regs[in.A()] = v
				break
			}
			var v runtime.Value
			var getter *runtime.Function
			if v, getter, err = runtime.GetAttrOrGetter(t, &f.sites[in.C()], s.regs[in.B()], s.code.Names[in.C()], f.nameHashes[in.C()]); err != nil {
				err = runtime.AttributeErrorContext(err, s.regs[in.B()], s.code.Names[in.C()])
				goto fail
			}
			if getter != nil {
				// A property's Python getter runs in this loop.
				if err = vm.pushGetter(f, getter, s.regs[in.B()], in.A(), s.code.Names[in.C()]); err != nil {
					goto fail
				}
				f = vm.frame
				load()
				break
			}
			s.regs[in.A()] = v
		case bc.SETATTR:
			if err = runtime.SetAttrAt(t, &f.sites[in.B()], s.regs[in.A()], s.code.Names[in.B()], f.nameHashes[in.B()], s.regs[in.C()]); err != nil {
				goto fail
			}
		case bc.DELATTR:
			if err = runtime.DelAttr(t, s.regs[in.A()], s.code.Names[in.B()]); err != nil {
				goto fail
			}
		case bc.GETITEM:
			if l, ok := s.regs[in.B()].Object().(*runtime.List); ok && s.regs[in.C()].IsSmallInt() {
				if v, ok := l.GetIndex(s.regs[in.C()].SmallInt()); ok {
					s.regs[in.A()] = v
					break
				}
			}
			var v runtime.Value
			if v, err = runtime.GetItem(t, s.regs[in.B()], s.regs[in.C()]); err != nil {
				goto fail
			}
			s.regs[in.A()] = v
		case bc.SETITEM:
			if l, ok := s.regs[in.A()].Object().(*runtime.List); ok && s.regs[in.B()].IsSmallInt() {
				if l.SetIndex(s.regs[in.B()].SmallInt(), s.regs[in.C()]) {
					break
				}
			}
			if err = runtime.SetItem(t, s.regs[in.A()], s.regs[in.B()], s.regs[in.C()]); err != nil {
				goto fail
			}
		case bc.DELITEM:
			if err = runtime.DelItem(t, s.regs[in.A()], s.regs[in.B()]); err != nil {
				goto fail
			}
		case bc.LOADMETHOD:
			var fn, self runtime.Value
			if fn, self, err = runtime.LookupMethodAt(t, &f.sites[in.C()], s.regs[in.B()], s.code.Names[in.C()], f.nameHashes[in.C()]); err != nil {
				err = runtime.AttributeErrorContext(err, s.regs[in.B()], s.code.Names[in.C()])
				goto fail
			}
			s.regs[in.A()], s.regs[in.A()+1] = fn, self

		case bc.BINARY, bc.INPLACE, bc.BINARYK, bc.INPLACEK:
			// The int and float operators that cannot fail run inline: a
			// call in this loop costs it its registers.
			a, b := s.regs[in.B()], runtime.Value{}
			if in.Op() >= bc.BINARYK {
				b = s.consts[in.C()]
			} else {
				b = s.regs[in.C()]
			}
			if a.IsSmallInt() && b.IsSmallInt() {
				switch in.D() {
				case bc.OpAdd:
					if r, ok := addInts(a.SmallInt(), b.SmallInt()); ok {
						s.regs[in.A()] = runtime.MakeInt(r)
						continue
					}
				case bc.OpSub:
					if r, ok := subInts(a.SmallInt(), b.SmallInt()); ok {
						s.regs[in.A()] = runtime.MakeInt(r)
						continue
					}
				case bc.OpMul:
					if r, ok := mulInts(a.SmallInt(), b.SmallInt()); ok {
						s.regs[in.A()] = runtime.MakeInt(r)
						continue
					}
				case bc.OpMod:
					if x, y := a.SmallInt(), b.SmallInt(); x >= 0 && y > 0 {
						s.regs[in.A()] = runtime.MakeInt(x % y)
						continue
					}
				}
				if v, ok := smallIntBinary(in.D(), a.SmallInt(), b.SmallInt()); ok {
					s.regs[in.A()] = v
					break
				}
			} else if a.IsFloat() && b.IsFloat() {
				switch in.D() {
				case bc.OpAdd:
					s.regs[in.A()] = runtime.MakeFloat(a.Float() + b.Float())
					continue
				case bc.OpSub:
					s.regs[in.A()] = runtime.MakeFloat(a.Float() - b.Float())
					continue
				case bc.OpMul:
					s.regs[in.A()] = runtime.MakeFloat(a.Float() * b.Float())
					continue
				}
			}
			if v, ok := floatBinary(in.D(), a, b); ok {
				s.regs[in.A()] = v
				break
			}
			var v runtime.Value
			if op := in.Op(); op == bc.BINARY || op == bc.BINARYK {
				v, err = runtime.Binary(t, binaryOps[in.D()], a, b)
			} else {
				v, err = runtime.InPlace(t, binaryOps[in.D()], a, b)
			}
			if err != nil {
				goto fail
			}
			s.regs[in.A()] = v
		case bc.UNARY:
			var v runtime.Value
			if v, err = runtime.Unary(t, unaryOps[in.D()], s.regs[in.B()]); err != nil {
				goto fail
			}
			s.regs[in.A()] = v
		case bc.COMPARE, bc.COMPAREK:
			a, b := s.regs[in.B()], runtime.Value{}
			if in.Op() == bc.COMPAREK {
				b = s.consts[in.C()]
			} else {
				b = s.regs[in.C()]
			}
			var r bool
			if a.IsSmallInt() && b.IsSmallInt() {
				r = compareOrdered(in.D(), a.SmallInt(), b.SmallInt())
			} else if a.IsFloat() && b.IsFloat() {
				r = compareOrdered(in.D(), a.Float(), b.Float())
			} else {
				goto slowCompare
			}
			s.regs[in.A()] = runtime.MakeBool(r)
			// The conditional jump on this result, which nearly always
			// follows (if a < b:), is taken here without its dispatch.
			// (The verifier ensures an instruction follows a COMPARE.)
			if nx := s.instrs[s.pc]; nx.A() == in.A() && (nx.Op() == bc.JUMPIFFALSE || nx.Op() == bc.JUMPIFTRUE) {
				s.pc++
				if r == (nx.Op() == bc.JUMPIFTRUE) {
					s.pc = nx.Bx()
				}
			}
			continue
		slowCompare:
			var v runtime.Value
			if v, err = runtime.Compare(t, runtime.CompareOp(in.D()), a, b); err != nil {
				goto fail
			}
			s.regs[in.A()] = v
		case bc.CONTAINS:
			var ok bool
			if ok, err = runtime.Contains(t, s.regs[in.C()], s.regs[in.B()]); err != nil {
				goto fail
			}
			s.regs[in.A()] = runtime.MakeBool(ok != (in.D() != 0))
		case bc.IS:
			s.regs[in.A()] = runtime.MakeBool(runtime.Is(s.regs[in.B()], s.regs[in.C()]) != (in.D() != 0))
		case bc.NOT:
			var ok bool
			if ok, err = runtime.Truth(t, s.regs[in.B()]); err != nil {
				goto fail
			}
			s.regs[in.A()] = runtime.MakeBool(!ok)
		case bc.TRUTH:
			var ok bool
			if ok, err = runtime.Truth(t, s.regs[in.B()]); err != nil {
				goto fail
			}
			s.regs[in.A()] = runtime.MakeBool(ok)

		case bc.JUMP:
			s.pc = in.Bx()
		case bc.JUMPIFTRUE, bc.JUMPIFFALSE:
			v := s.regs[in.A()]
			truth, known := v.QuickTruth()
			if !known {
				if truth, err = runtime.Truth(t, v); err != nil {
					goto fail
				}
			}
			if truth == (in.Op() == bc.JUMPIFTRUE) {
				s.pc = in.Bx()
			}
		case bc.JUMPIFNOTNONE:
			if !s.regs[in.A()].IsNone() {
				s.pc = in.Bx()
			}

		case bc.CALL, bc.CALLKW, bc.CALLMETHOD:
			a := in.A()
			var fn runtime.Value
			var args []runtime.Value
			var kw *runtime.KwArgs
			switch in.Op() {
			case bc.CALL:
				fn, args = s.regs[a], s.regs[a+1:a+1+in.B()]
			case bc.CALLKW:
				fn, args = s.regs[a], s.regs[a+1:a+1+in.B()]
				names := vm.kwNames(f, in.C())
				npos := len(args) - len(names)
				// The VM's own KwArgs: a Python callee is done with it
				// once its arguments are bound; anything else gets a
				// copy below.
				kw = &vm.kwScratch
				kw.Names, kw.Values = names, args[npos:len(args):len(args)]
				kw.Keys = s.consts[in.C()].Object().(*runtime.Tuple).Items()
				args = args[:npos]
			case bc.CALLMETHOD:
				fn = s.regs[a]
				if self := s.regs[a+1]; !self.IsUnbound() {
					args = s.regs[a+1 : a+2+in.B()]
				} else {
					args = s.regs[a+2 : a+2+in.B()]
				}
			}
			if pyfn, ok := fn.Object().(*runtime.Function); ok {
				f.pc = s.pc
				var nf *frame
				var res runtime.Value
				// The arguments are copied into the new window before it
				// can move the stack.
				nf, res, err = vm.enterFunction(pyfn, args, kw)
				if err != nil {
					goto fail
				}
				if nf == nil {
					s.regs[a] = res
					break
				}
				nf.ret = a
				nf.back = f
				f = nf
				vm.frame = f
				load()
				break
			}
			// A bound method of a Python function, or a class whose
			// __init__ is one, runs in this loop too.
			switch callee := fn.Object().(type) {
			case *runtime.Method:
				if pyfn, ok := callee.Func.Object().(*runtime.Function); ok {
					vm.argBuf = append(append(vm.argBuf[:0], callee.Self), args...)
					f.pc = s.pc
					var nf *frame
					var res runtime.Value
					nf, res, err = vm.enterFunction(pyfn, vm.argBuf, kw)
					clear(vm.argBuf)
					if err != nil {
						goto fail
					}
					if nf == nil {
						s.regs[a] = res
						continue
					}
					nf.ret, nf.back = a, f
					f = nf
					vm.frame = f
					load()
					continue
				}
			case *runtime.Type:
				init, self, ok, perr := runtime.PlainInit(t, callee)
				if perr == nil && !ok {
					init, self, ok, perr = runtime.ExcInit(t, callee, args, kw)
				}
				if perr != nil {
					err = perr
					goto fail
				}
				if ok {
					f.pc = s.pc
					var nf *frame
					if nf, _, err = vm.enterInit(init, self, args, kw); err != nil {
						goto fail
					}
					nf.ret, nf.back = a, f
					f = nf
					vm.frame = f
					load()
					continue
				}
			}
			f.pc = s.pc
			if kw == &vm.kwScratch {
				kw = &runtime.KwArgs{Names: kw.Names, Values: kw.Values, Keys: kw.Keys}
			}
			if md, ok := fn.Object().(*runtime.MethodDescriptor); ok && in.Op() == bc.CALLMETHOD && !s.regs[a+1].IsUnbound() {
				// A method of a built-in type on its instance: l.append(x).
				var v runtime.Value
				if v, err = runtime.CallMethodDescriptor(t, md, args[0], args[1:], kw); err != nil {
					goto fail
				}
				s.regs = f.regs
				s.regs[a] = v
				break
			}
			if len(args) == 0 && kw == nil && fn.Object() == runtime.Object(runtime.SuperType) {
				// Zero-argument super() reads the caller's frame.
				if args, err = superArgs(f); err != nil {
					goto fail
				}
			}
			var v runtime.Value
			if v, err = vm.callObject(fn, args, kw); err != nil {
				goto fail
			}
			s.regs = f.regs // a nested run may have moved the stack
			s.regs[a] = v
		case bc.CALLEX:
			var v runtime.Value
			var nf *frame
			f.pc = s.pc
			if nf, v, err = vm.callEx(s.regs[in.A()], s.regs[in.B()], s.regs[in.C()]); err != nil {
				goto fail
			}
			if nf != nil {
				// A Python function runs in this loop, as CALL runs it.
				nf.ret, nf.back = in.A(), f
				f = nf
				vm.frame = f
				load()
				continue
			}
			s.regs = f.regs
			s.regs[in.A()] = v
		case bc.RETURN:
			v := s.regs[in.A()]
			if f.gen != nil {
				// A generator's return ends its resumption; nothing
				// refers to its frame any more, which is recycled.
				vm.frame = f.back
				t.Depth--
				f.gen.Frame = nil
				f.back, vm.free = vm.free, f
				return v, errGenReturn
			}
			done := f.entry
			back, ret := f.back, f.ret
			if f.isInit {
				// An __init__ run inline: the call's value is the
				// instance, and __init__ must have returned None.
				if !v.IsNone() {
					err = runtime.InitResultError(v)
				}
				v = f.initSelf
			}
			vm.dropFrame(f)
			vm.frame = back
			if done {
				return v, err
			}
			f = back
			load()
			if err != nil {
				goto fail
			}
			s.regs[ret] = v
		case bc.MAKEFUNC:
			var v runtime.Value
			if v, err = vm.makeFunction(f, s.consts[in.B()], s.regs, in.C(), in.D()); err != nil {
				goto fail
			}
			s.regs[in.A()] = v
		case bc.BUILDCLASS:
			a := in.A()
			names := s.consts[in.C()].Object().(*runtime.Tuple).Items()
			f.pc = s.pc
			var v runtime.Value
			if v, err = vm.buildClass(s.regs[a:a+1+in.B()], names); err != nil {
				goto fail
			}
			s.regs = f.regs
			s.regs[a] = v
		case bc.LOADBUILDCLASS:
			s.regs[in.A()] = runtime.MakeObject(vm.buildClassBuiltin())

		case bc.BUILDTUPLE:
			s.regs[in.A()] = runtime.MakeObject(runtime.NewTupleFrom(s.regs[in.B() : in.B()+in.C()]))
		case bc.BUILDLIST:
			items := make([]runtime.Value, in.C())
			copy(items, s.regs[in.B():in.B()+in.C()])
			s.regs[in.A()] = runtime.MakeObject(runtime.NewList(items))
		case bc.BUILDSET:
			set := runtime.NewSet(t)
			for _, v := range s.regs[in.B() : in.B()+in.C()] {
				if err = set.Add(t, v); err != nil {
					goto fail
				}
			}
			s.regs[in.A()] = runtime.MakeObject(set)
		case bc.BUILDDICT:
			d := runtime.NewDictSized(t, in.C()/2)
			kv := s.regs[in.B() : in.B()+in.C()]
			for i := 0; i+1 < len(kv); i += 2 {
				if err = d.Set(t, kv[i], kv[i+1]); err != nil {
					goto fail
				}
			}
			s.regs[in.A()] = runtime.MakeObject(d)
		case bc.BUILDSLICE:
			b := in.B()
			step := runtime.None
			if in.C() == 3 {
				step = s.regs[b+2]
			}
			// x[i:j] and x[i:j] = y: the item access that follows slices
			// directly, without a slice object (its step is counted).
			if next := s.instrs[s.pc]; next.Op() == bc.GETITEM && next.C() == in.A() && next.B() != in.A() {
				t.Tick()
				s.pc++
				f.pc = s.pc
				var v runtime.Value
				if v, err = runtime.GetSlice(t, s.regs[next.B()], s.regs[b], s.regs[b+1], step); err != nil {
					goto fail
				}
				s.regs[next.A()] = v
				break
			} else if next.Op() == bc.SETITEM && next.B() == in.A() && next.A() != in.A() && next.C() != in.A() {
				t.Tick()
				s.pc++
				f.pc = s.pc
				if err = runtime.SetSlice(t, s.regs[next.A()], s.regs[b], s.regs[b+1], step, s.regs[next.C()]); err != nil {
					goto fail
				}
				break
			}
			s.regs[in.A()] = runtime.MakeObject(runtime.NewSlice(s.regs[b], s.regs[b+1], step))
		case bc.BUILDSTRING:
			var v runtime.Value
			if v, err = runtime.JoinStrs(t, s.regs[in.B():in.B()+in.C()]); err != nil {
				goto fail
			}
			s.regs[in.A()] = v
		case bc.FORMAT:
			var v runtime.Value
			spec := runtime.Value{}
			if in.D()&4 != 0 {
				spec = s.regs[in.C()]
			}
			if v, err = formatValue(t, s.regs[in.B()], in.D()&3, spec); err != nil {
				goto fail
			}
			s.regs[in.A()] = v
		case bc.LISTAPPEND:
			if err = runtime.ListAppend(t, s.regs[in.A()], s.regs[in.B()]); err != nil {
				goto fail
			}
		case bc.LISTEXTEND:
			if err = runtime.ListExtend(t, s.regs[in.A()], s.regs[in.B()]); err != nil {
				goto fail
			}
		case bc.SETADD:
			set, ok := s.regs[in.A()].Object().(*runtime.Set)
			if !ok {
				err = runtime.BadOperand("set", s.regs[in.A()])
				goto fail
			}
			if err = set.Add(t, s.regs[in.B()]); err != nil {
				goto fail
			}
		case bc.SETUPDATE:
			if err = runtime.SetUpdate(t, s.regs[in.A()], s.regs[in.B()]); err != nil {
				goto fail
			}
		case bc.DICTSET:
			d, ok := s.regs[in.A()].Object().(*runtime.Dict)
			if !ok {
				err = runtime.BadOperand("dict", s.regs[in.A()])
				goto fail
			}
			if err = d.Set(t, s.regs[in.B()], s.regs[in.C()]); err != nil {
				goto fail
			}
		case bc.DICTUPDATE:
			if err = runtime.DictUpdate(t, s.regs[in.A()], s.regs[in.B()]); err != nil {
				goto fail
			}
		case bc.DICTMERGE:
			if err = runtime.DictMerge(t, s.regs[in.A()], s.regs[in.B()], s.regs[in.C()]); err != nil {
				goto fail
			}
		case bc.LISTTOTUPLE:
			lst, ok := s.regs[in.B()].Object().(*runtime.List)
			if !ok {
				err = runtime.BadOperand("list", s.regs[in.B()])
				goto fail
			}
			items := lst.Items()
			s.regs[in.A()] = runtime.MakeObject(runtime.NewTuple(append([]runtime.Value(nil), items...)))
		case bc.UNPACK:
			if err = runtime.Unpack(t, s.regs[in.B()], s.regs[in.A():in.A()+in.C()]); err != nil {
				goto fail
			}
		case bc.UNPACKEX:
			if err = runtime.UnpackEx(t, s.regs[in.B()], s.regs[in.A():in.A()+in.C()], in.D()); err != nil {
				goto fail
			}

		case bc.GETITER:
			var v runtime.Value
			if v, err = runtime.Iter(t, s.regs[in.B()]); err != nil {
				goto fail
			}
			s.regs[in.A()] = v
		case bc.FORITER:
			a := in.A()
			// range() and list iterators step inline.
			exhausted := false
			switch it := s.regs[a].Object().(type) {
			case *runtime.RangeIter:
				if v, more, fast := it.NextSmall(); fast {
					if more {
						s.regs[a+1] = v
						continue
					}
					exhausted = true
				}
			case *runtime.ListIter:
				if v, more := it.NextItem(); more {
					s.regs[a+1] = v
					continue
				}
				exhausted = true
			}
			if exhausted {
				s.pc = in.Bx()
				break
			}
			f.pc = s.pc
			v, ok, ierr := runtime.Next(t, s.regs[a])
			if ierr != nil {
				err = ierr
				goto fail
			}
			s.regs = f.regs
			if !ok {
				s.pc = in.Bx()
				break
			}
			s.regs[a+1] = v

		case bc.FORITERTO:
			// FORITER into a local's register; an item skips the exit
			// JUMP that follows, exhaustion runs it.
			a := in.A()
			switch it := s.regs[a].Object().(type) {
			case *runtime.RangeIter:
				if v, more, fast := it.NextSmall(); fast {
					if more {
						s.regs[in.B()] = v
						s.pc++
					}
					continue
				}
			case *runtime.ListIter:
				if v, more := it.NextItem(); more {
					s.regs[in.B()] = v
					s.pc++
				}
				continue
			}
			f.pc = s.pc
			v, ok, ierr := runtime.Next(t, s.regs[a])
			if ierr != nil {
				err = ierr
				goto fail
			}
			s.regs = f.regs
			if ok {
				s.regs[in.B()] = v
				s.pc++
			}

		case bc.RAISE:
			err = vm.raise(in.D(), s.regs[in.A()], s.regs[in.B()])
			if in.D() == 0 {
				goto reraise
			}
			goto fail
		case bc.RERAISE:
			err = runtime.ExceptionOf(asError(s.regs[in.A()]))
			goto reraise
		case bc.EXCMATCH:
			var ok bool
			if ok, err = excMatch(t, s.regs[in.B()], s.regs[in.C()]); err != nil {
				goto fail
			}
			s.regs[in.A()] = runtime.MakeBool(ok)
		case bc.EXCGROUPMATCH:
			var m, rest runtime.Value
			if m, rest, err = runtime.ExceptionGroupMatch(t, s.regs[in.B()], s.regs[in.C()]); err != nil {
				goto fail
			}
			s.regs[in.A()], s.regs[in.A()+1] = m, rest
		case bc.PREPRERAISE:
			var v runtime.Value
			if v, err = runtime.PrepReraiseStar(t, s.regs[in.B()], s.regs[in.C()]); err != nil {
				goto fail
			}
			s.regs[in.A()] = v
		case bc.PUSHEXC:
			s.regs[in.A()] = t.CurrentExc()
			t.PushExc(s.regs[in.B()])
		case bc.POPEXC:
			t.PopExc()
		case bc.BEFOREWITH:
			var exit, entered runtime.Value
			f.pc = s.pc
			if exit, entered, err = vm.beforeWith(s.regs[in.B()], in.D() != 0); err != nil {
				goto fail
			}
			s.regs = f.regs
			s.regs[in.A()], s.regs[in.A()+1] = exit, entered
		case bc.WITHEXIT:
			var v runtime.Value
			f.pc = s.pc
			if v, err = vm.withExit(s.regs[in.B()], s.regs[in.C()]); err != nil {
				goto fail
			}
			s.regs = f.regs
			s.regs[in.A()] = v
		case bc.LOADASSERTIONERROR:
			s.regs[in.A()] = runtime.MakeObject(runtime.AssertionErrorType)

		case bc.PRINTEXPR:
			f.pc = s.pc
			if err = vm.printExpr(f, s.regs[in.A()]); err != nil {
				goto fail
			}
			s.regs = f.regs

		case bc.IMPORTNAME, bc.IMPORTFROM, bc.IMPORTSTAR:
			f.pc = s.pc
			if err = vm.importOp(f, in, s.consts); err != nil {
				goto fail
			}
			s.regs = f.regs

		case bc.YIELD:
			// Suspend: the resumer gets the value; on resume the sent
			// value lands in R[A].
			f.pc = s.pc
			vm.frame = f.back
			t.Depth--
			f.ret = in.A()
			return s.regs[in.B()], nil
		case bc.YIELDFROM:
			var v runtime.Value
			var done bool
			f.pc = s.pc - 1 // resume at this instruction to delegate again
			v, done, err = vm.delegate(f, s.regs[in.B()])
			if err != nil {
				goto fail
			}
			s.regs = f.regs
			if done {
				s.regs[in.A()] = v
				f.pc = s.pc
				break
			}
			vm.frame = f.back
			t.Depth--
			f.ret = -1
			return v, nil

		case bc.GETAWAITABLE, bc.GETAITER, bc.GETANEXT:
			var v runtime.Value
			f.pc = s.pc
			switch in.Op() {
			case bc.GETAWAITABLE:
				v, err = vm.getAwaitable(s.regs[in.B()], in.D())
			case bc.GETAITER:
				v, err = vm.getAIter(s.regs[in.B()])
			default:
				v, err = vm.getANext(s.regs[in.B()])
			}
			if err != nil {
				goto fail
			}
			s.regs = f.regs
			s.regs[in.A()] = v
		case bc.ENDASYNCFOR:
			if err = endAsyncFor(s.regs[in.A()]); err != nil {
				goto reraise
			}

		case bc.SETUPANNOTATIONS:
			if _, ok := f.locals.GetStr("__annotations__"); !ok {
				f.locals.SetStr("__annotations__", runtime.MakeObject(runtime.NewDict(t)))
			}
		case bc.GETLEN:
			var n int
			if n, err = runtime.Len(t, s.regs[in.B()]); err != nil {
				goto fail
			}
			s.regs[in.A()] = runtime.MakeInt(int64(n))
		case bc.MATCHSEQUENCE:
			s.regs[in.A()] = runtime.MakeBool(runtime.MatchSequence(s.regs[in.B()]))
		case bc.MATCHMAPPING:
			s.regs[in.A()] = runtime.MakeBool(runtime.MatchMapping(s.regs[in.B()]))
		case bc.MATCHKEYS:
			var v runtime.Value
			if v, err = runtime.MatchKeys(t, s.regs[in.B()], s.regs[in.C()]); err != nil {
				goto fail
			}
			s.regs[in.A()] = v
		case bc.MATCHCLASS:
			var v runtime.Value
			names := s.consts[in.C()].Object().(*runtime.Tuple).Items()
			if v, err = runtime.MatchClass(t, s.regs[in.A()], s.regs[in.B()], in.D(), names); err != nil {
				goto fail
			}
			s.regs[in.A()] = v
		case bc.COPYDICTWITHOUTKEYS:
			var v runtime.Value
			if v, err = runtime.CopyDictWithoutKeys(t, s.regs[in.B()], s.regs[in.C()]); err != nil {
				goto fail
			}
			s.regs[in.A()] = v
		default:
			err = runtime.Errorf(runtime.SystemError, "opcode %s is not handled by this VM", in.Op())
			goto fail
		}
		continue

	fail:
		if runtime.IsAbort(err) {
			// A budget or cancellation reached through a builtin or a
			// nested run: not catchable either.
			return vm.abort(entry, err)
		}
		// A new exception: record this frame in its traceback.
		err = vm.noteRaise(f, s.pc-1, err)
	reraise:
		var out bool
		if f, s.pc, out = vm.unwind(entry, f, s.pc, err); out {
			return runtime.None, err
		}
		s.code, s.instrs, s.regs = f.code, f.code.Instrs, f.regs
		s.consts = f.consts
	}
}

// unwind finds the handler for err raised at pc-1 in f, in f or the
// frames below it down to entry. It returns the frame and pc to continue
// at, or out when the exception leaves entry (or a generator's frame),
// after which run returns err.
func (vm *VM) unwind(entry, f *frame, pc int, err error) (*frame, int, bool) {
	t := vm.t
	for {
		if h, ok := findHandler(f.code, pc-1); ok {
			f.regs[h.Reg] = runtime.MakeObject(runtime.ExceptionOf(err))
			return f, h.Target, false
		}
		t.SetExcDepth(f.excBase)
		if f.gen != nil {
			vm.frame = f.back
			t.Depth--
			f.gen.Frame = nil
			return nil, 0, true
		}
		if f.getterName != "" {
			err = runtime.AttributeErrorContext(err, f.getterSelf, f.getterName)
		}
		done := f.entry
		back := f.back
		vm.dropFrame(f)
		vm.frame = back
		if done {
			return nil, 0, true
		}
		f = back
		pc = f.pc
		err = vm.noteRaise(f, pc-1, err)
	}
}
