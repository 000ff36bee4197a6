package vm

import (
	"errors"
	"math"
	"math/big"
	"math/bits"

	bc "github.com/pyexgo/pyex/bytecode"
	"github.com/pyexgo/pyex/runtime"
)

// This file holds what the loop's instructions do outside their fast paths:
// names, calls, functions and classes, formatting, and raising.

// errGenReturn marks the return of a generator frame from run: the value
// returned alongside it is the generator's return value.
var errGenReturn = errors.New("generator returned")

// abort ends the run for an error Python code cannot catch (a budget, a
// cancellation): every frame of this run() is dropped.
func (vm *VM) abort(entry *frame, err error) (runtime.Value, error) {
	for f := vm.frame; f != nil; {
		back := f.back
		if f.gen != nil {
			f.gen.Frame = nil
			vm.t.Depth--
		} else {
			vm.dropFrame(f)
		}
		if f == entry {
			vm.frame = back
			break
		}
		f = back
	}
	return runtime.None, err
}

func unboundLocal(name string) error {
	return runtime.NewException(runtime.UnboundLocalErrorType,
		runtime.MakeStr("cannot access local variable '"+name+"' where it is not associated with a value"))
}

func nameError(name string) error {
	return runtime.NewNameError(name)
}

// unboundCell is the error for reading an empty cell or free variable.
func (vm *VM) unboundCell(f *frame, i int) error {
	code := f.code
	if i < len(code.CellNames) {
		return unboundLocal(code.CellNames[i])
	}
	name := code.FreeNames[i-len(code.CellNames)]
	return runtime.NewException(runtime.NameErrorType,
		runtime.MakeStr("cannot access free variable '"+name+"' where it is not associated with a value in enclosing scope"))
}

// loadGlobal looks name i of the frame's code up in its globals, then the
// builtins, with the name's hash computed once per code object.
func (vm *VM) loadGlobal(f *frame, i int) (runtime.Value, error) {
	name, h := f.code.Names[i], f.nameHashes[i]
	if v, ok := f.globals.GetStrHashed(name, h); ok {
		return v, nil
	}
	if v, ok := vm.builtinsOf(f).GetStrHashed(name, h); ok {
		return v, nil
	}
	return runtime.None, nameError(name)
}

// loadGlobalCached is loadGlobal through the function's cache slot c:
// while the globals and builtins dicts keep their layouts (no key added
// or removed), the name is where the slot says, and its value is read
// there directly.
func (vm *VM) loadGlobalCached(f *frame, i, c int) (runtime.Value, error) {
	if f.fn == nil || c >= len(f.fn.Run.Caches) {
		return vm.loadGlobal(f, i)
	}
	return vm.loadGlobalSlot(f, i, &f.fn.Run.Caches[c])
}

// loadGlobalSlot is loadGlobal through the cache slot s.
func (vm *VM) loadGlobalSlot(f *frame, i int, s *runtime.CacheSlot) (runtime.Value, error) {
	g := f.globals
	if s.Globals == g && s.GLayout == g.Layout() {
		if s.Index >= 0 {
			return g.EntryValue(s.Index), nil
		}
		if b := vm.builtinsOf(f); s.Builtins == b && s.BLayout == b.Layout() {
			return b.EntryValue(s.BIndex), nil
		}
	}
	name, h := f.code.Names[i], f.nameHashes[i]
	if ix := g.StrIndex(name, h); ix >= 0 {
		*s = runtime.CacheSlot{Globals: g, GLayout: g.Layout(), Index: ix}
		return g.EntryValue(ix), nil
	}
	b := vm.builtinsOf(f)
	if ix := b.StrIndex(name, h); ix >= 0 {
		*s = runtime.CacheSlot{Globals: g, GLayout: g.Layout(), Index: -1, Builtins: b, BLayout: b.Layout(), BIndex: ix}
		return b.EntryValue(ix), nil
	}
	return runtime.None, nameError(name)
}

// nameSlot returns the cache of name i for LOADNAME and STORENAME in a
// frame whose namespace is its globals (a module body), or nil for any
// other frame, whose names are looked up in its namespace first.
func (vm *VM) nameSlot(f *frame, i int) *runtime.CacheSlot {
	if f.locals != f.globals || f.fn == nil {
		return nil
	}
	r := f.fn.Run
	if r.NameCaches == nil {
		r.NameCaches = make([]runtime.CacheSlot, len(f.code.Names))
	}
	return &r.NameCaches[i]
}

// storeName is STORENAME: name i of the frame's namespace is set to v.
// In a module body a name already present is stored through its cache
// slot, without a hash probe.
func (vm *VM) storeName(f *frame, i int, v runtime.Value) error {
	ns := f.locals
	if ns.Guarded() {
		if err := ns.CheckRebind(f.code.Names[i], false); err != nil {
			return err
		}
	}
	s := vm.nameSlot(f, i)
	if s == nil {
		ns.SetStrHashed(f.code.Names[i], f.nameHashes[i], v)
		return nil
	}
	if s.Globals == ns && s.GLayout == ns.Layout() && s.Index >= 0 {
		ns.SetEntryValue(s.Index, v)
		return nil
	}
	name, h := f.code.Names[i], f.nameHashes[i]
	ns.SetStrHashed(name, h, v)
	*s = runtime.CacheSlot{Globals: ns, GLayout: ns.Layout(), Index: ns.StrIndex(name, h)}
	return nil
}

// loadName looks name i up in the frame's namespace, its globals, then the
// builtins (module and class bodies).
func (vm *VM) loadName(f *frame, i int) (runtime.Value, error) {
	if s := vm.nameSlot(f, i); s != nil {
		return vm.loadGlobalSlot(f, i, s)
	}
	if f.locals != nil {
		if v, ok := f.locals.GetStrHashed(f.code.Names[i], f.nameHashes[i]); ok {
			return v, nil
		}
	}
	return vm.loadGlobal(f, i)
}

// kwNames returns the keyword names of a CALLKW, the str tuple constant
// k of f's code, as Go strings made once per run.
func (vm *VM) kwNames(f *frame, k int) []string {
	r := f.fn.Run
	if r.KwNames == nil {
		r.KwNames = make([][]string, len(r.Consts))
	}
	if names := r.KwNames[k]; names != nil {
		return names
	}
	items := f.consts[k].Object().(*runtime.Tuple).Items()
	names := make([]string, len(items))
	for i, n := range items {
		names[i], _ = runtime.AsStr(n)
	}
	r.KwNames[k] = names
	return names
}

// runOf returns code's tables for this run (runtime.CodeRun), made on
// first use: the constant pool (the same Values in every run, see
// constsOf), the hashes of its names, empty attribute caches and empty
// global-lookup caches.
func (vm *VM) runOf(code *bc.Code) *runtime.CodeRun {
	if r, ok := vm.codeRuns[code]; ok {
		return r
	}
	if vm.codeRuns == nil {
		vm.codeRuns = map[*bc.Code]*runtime.CodeRun{}
	}
	r := &runtime.CodeRun{
		Consts:     vm.constsOf(code),
		NameHashes: make([]int64, len(code.Names)),
		AttrSites:  make([]runtime.AttrSite, len(code.Names)),
	}
	for i, n := range code.Names {
		r.NameHashes[i] = runtime.StrHash(n)
	}
	if code.NumCaches > 0 {
		r.Caches = make([]runtime.CacheSlot, code.NumCaches)
	}
	vm.codeRuns[code] = r
	return r
}

func (vm *VM) builtinsOf(f *frame) *runtime.Dict {
	if f.fn != nil && f.fn.Builtins != nil {
		return f.fn.Builtins
	}
	return vm.builtins
}

// smallIntBinary computes op on two small ints when the result is a small
// int; ok is false when the runtime must decide (overflow, division, ...).
func smallIntBinary(op int, x, y int64) (runtime.Value, bool) {
	switch op {
	case bc.OpAdd:
		r := x + y // wraps on overflow, which the sign test below detects
		if (r > x) == (y > 0) {
			return runtime.MakeInt(r), true
		}
	case bc.OpSub:
		r := x - y
		if (r < x) == (y > 0) {
			return runtime.MakeInt(r), true
		}
	case bc.OpMul:
		if x == 0 || y == 0 {
			return runtime.MakeInt(0), true
		}
		hi, lo := bits.Mul64(uint64(abs64(x)), uint64(abs64(y)))
		if hi == 0 && lo <= math.MaxInt64 && x != math.MinInt64 && y != math.MinInt64 {
			r := int64(lo)
			if (x < 0) != (y < 0) {
				r = -r
			}
			return runtime.MakeInt(r), true
		}
	case bc.OpFloorDiv:
		if y > 0 || (y < 0 && x != math.MinInt64) {
			q := x / y
			if (x%y != 0) && ((x < 0) != (y < 0)) {
				q--
			}
			return runtime.MakeInt(q), true
		}
	case bc.OpMod:
		if y > 0 || (y < 0 && x != math.MinInt64) {
			m := x % y
			if m != 0 && ((m < 0) != (y < 0)) {
				m += y
			}
			return runtime.MakeInt(m), true
		}
	case bc.OpRShift:
		if y >= 0 {
			return runtime.MakeInt(x >> min(y, 63)), true
		}
	case bc.OpLShift:
		if y >= 0 && y < 63 {
			if r := x << y; r>>y == x {
				return runtime.MakeInt(r), true
			}
		}
	case bc.OpAnd:
		return runtime.MakeInt(x & y), true
	case bc.OpOr:
		return runtime.MakeInt(x | y), true
	case bc.OpXor:
		return runtime.MakeInt(x ^ y), true
	}
	return runtime.Value{}, false
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// addInts and subInts are + and - on small ints, ok false on overflow;
// small enough to inline in the VM's loop.
func addInts(x, y int64) (int64, bool) {
	r := x + y // wraps on overflow, which the sign test detects
	return r, (r > x) == (y > 0)
}

func subInts(x, y int64) (int64, bool) {
	r := x - y
	return r, (r < x) == (y > 0)
}

// mulInts is * on small ints whose product surely fits: both within 32
// bits; ok is false otherwise (smallIntBinary checks the rest).
func mulInts(x, y int64) (int64, bool) {
	return x * y, uint64(x+1<<31) < 1<<32 && uint64(y+1<<31) < 1<<32
}

// compareOrdered is COMPARE on two small ints or two floats; NaN
// compares as Python's does (every comparison false but !=), which Go's
// operators give.
func compareOrdered[T int64 | float64](op int, x, y T) bool {
	switch op {
	case bc.CmpLT:
		return x < y
	case bc.CmpLE:
		return x <= y
	case bc.CmpEQ:
		return x == y
	case bc.CmpNE:
		return x != y
	case bc.CmpGT:
		return x > y
	}
	return x >= y
}

// floatBinary is BINARY and INPLACE on two floats or a float and a small
// int, for the operators that cannot fail there (+, -, *, and / by a
// nonzero divisor); ok is false for anything else, which takes the
// generic path. An int operand becomes a float as CPython converts it:
// rounded to nearest, ties to even, as Go's conversion does.
func floatBinary(op int, a, b runtime.Value) (runtime.Value, bool) {
	var x, y float64
	switch {
	case a.IsFloat():
		x = a.Float()
		switch {
		case b.IsFloat():
			y = b.Float()
		case b.IsSmallInt():
			y = float64(b.SmallInt())
		default:
			return runtime.Value{}, false
		}
	case a.IsSmallInt() && b.IsFloat():
		x, y = float64(a.SmallInt()), b.Float()
	default:
		return runtime.Value{}, false
	}
	switch op {
	case bc.OpAdd:
		return runtime.MakeFloat(x + y), true
	case bc.OpSub:
		return runtime.MakeFloat(x - y), true
	case bc.OpMul:
		return runtime.MakeFloat(x * y), true
	case bc.OpTrueDiv:
		if y != 0 {
			return runtime.MakeFloat(x / y), true
		}
	}
	return runtime.Value{}, false
}

// callObject calls anything that is not a plain Python function.
func (vm *VM) callObject(fn runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if m, ok := fn.Object().(*runtime.Method); ok {
		if pf, ok := m.Func.Object().(*runtime.Function); ok {
			all := make([]runtime.Value, 0, len(args)+1)
			all = append(append(all, m.Self), args...)
			return vm.Call(vm.t, runtime.MakeObject(pf), all, kw)
		}
	}
	// Copy the arguments, which are registers, unless the callee is known
	// to let go of them when it returns: a callee that kept the slice (in
	// a tuple, say) would see the registers change under it. A callee that
	// re-enters the VM may move the stack, but the old array keeps the
	// arguments unchanged while the call lasts.
	switch callee := fn.Object().(type) {
	case *runtime.BuiltinFunction:
		if callee.ArgsTransient() {
			return runtime.Call(vm.t, fn, args, kw)
		}
	case *runtime.MethodDescriptor:
		if callee.ArgsTransient() {
			return runtime.Call(vm.t, fn, args, kw)
		}
	case *runtime.Type:
		if callee.ArgsTransient() {
			return runtime.Call(vm.t, fn, args, kw)
		}
	}
	own := append([]runtime.Value(nil), args...)
	return runtime.Call(vm.t, fn, own, kw)
}

// callEx calls fn(*args, **kwargs) with args a tuple and kwargs a dict or
// None.
func (vm *VM) callEx(fn, args, kwargs runtime.Value) (*frame, runtime.Value, error) {
	t := vm.t
	var pos []runtime.Value
	fromTuple := false
	if tup, ok := args.Object().(*runtime.Tuple); ok {
		// A Python function copies its arguments into its frame; anything
		// else gets its own copy of the tuple's items (below).
		pos, fromTuple = tup.Items(), true
	} else {
		// f(*x) hands x itself over (the compiler builds no tuple).
		items, err := runtime.IterToSlice(t, args)
		if err != nil {
			if runtime.ErrorMatches(err, runtime.TypeErrorType) && !runtime.HasIter(args) {
				err = runtime.CallArgsError(fn, args)
			}
			return nil, runtime.None, err
		}
		pos = items
	}
	if !kwargs.IsNone() {
		if _, ok := kwargs.Object().(*runtime.Dict); !ok {
			// f(**m) of a mapping that is not a dict (the compiler
			// builds no dict): gathered as DICTMERGE gathers it.
			d := runtime.MakeObject(runtime.NewDict(t))
			if err := runtime.DictMerge(t, d, kwargs, fn); err != nil {
				return nil, runtime.None, err
			}
			kwargs = d
		}
	}
	var kw *runtime.KwArgs
	if d, ok := kwargs.Object().(*runtime.Dict); ok && d.Len() > 0 {
		keys, values := d.Items()
		kw = &runtime.KwArgs{Names: make([]string, len(keys)), Values: values, Keys: keys}
		for i, k := range keys {
			s, ok := runtime.AsStr(k)
			if !ok {
				return nil, runtime.None, runtime.Errorf(runtime.TypeError, "keywords must be strings")
			}
			kw.Names[i] = s
		}
	}
	// A Python function, a bound method of one, or a class whose __init__
	// is one is pushed on the caller's loop, as CALL pushes it (nil frame:
	// a generator function's generator object is the value).
	switch callee := fn.Object().(type) {
	case *runtime.Function:
		return vm.enterFunction(callee, pos, kw)
	case *runtime.Method:
		if pf, ok := callee.Func.Object().(*runtime.Function); ok {
			all := make([]runtime.Value, 0, len(pos)+1)
			return vm.enterFunction(pf, append(append(all, callee.Self), pos...), kw)
		}
	case *runtime.Type:
		init, self, ok, err := runtime.PlainInit(t, callee)
		if err == nil && !ok {
			init, self, ok, err = runtime.ExcInit(t, callee, pos, kw)
		}
		if err != nil {
			return nil, runtime.None, err
		}
		if ok {
			return vm.enterInit(init, self, pos, kw)
		}
	}
	if fromTuple {
		pos = append([]runtime.Value(nil), pos...)
	}
	v, err := vm.Call(t, fn, pos, kw)
	return nil, v, err
}

// pushGetter pushes the frame of getter(self), a property's Python
// getter read as self.name, above f (whose pc is saved) to return into register ret, and
// makes it the running frame; a getter that is a generator function has
// its generator stored in ret at once and f stays the running frame.
func (vm *VM) pushGetter(f *frame, getter *runtime.Function, self runtime.Value, ret int, name string) error {
	vm.argBuf = append(vm.argBuf[:0], self)
	nf, res, err := vm.enterFunction(getter, vm.argBuf, nil)
	clear(vm.argBuf)
	if err != nil {
		return err
	}
	if nf == nil {
		f.regs[ret] = res
		return nil
	}
	nf.ret, nf.back = ret, f
	nf.getterName, nf.getterSelf = name, self
	vm.frame = nf
	return nil
}

// enterInit pushes the frame of init, the Python __init__ of a class
// being called, on self, the new instance: the caller receives self when
// the frame returns. The call of the class counts as a level of
// recursion of its own, as in CPython.
func (vm *VM) enterInit(init *runtime.Function, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (*frame, runtime.Value, error) {
	t := vm.t
	if t.RecursionLimit > 0 && t.Depth+1 >= t.RecursionLimit {
		return nil, runtime.None, runtime.Errorf(runtime.RecursionError, "maximum recursion depth exceeded while calling a Python object")
	}
	t.Depth++
	vm.argBuf = append(append(vm.argBuf[:0], self), args...)
	nf, res, err := vm.enterFunction(init, vm.argBuf, kw)
	clear(vm.argBuf)
	if err != nil {
		t.Depth--
		return nil, runtime.None, err
	}
	if nf == nil {
		// A generator function as __init__.
		t.Depth--
		return nil, runtime.None, runtime.InitResultError(res)
	}
	nf.initSelf, nf.isInit = self, true
	return nf, runtime.None, nil
}

// makeFunction builds a function object from a code constant and the
// optional parts MAKEFUNC's flags announce.
func (vm *VM) makeFunction(f *frame, k runtime.Value, regs []runtime.Value, c, flags int) (runtime.Value, error) {
	cc := k.Object().(*codeConst)
	code := cc.code
	// The run's tables of the code, found once per constant instead of
	// by a map lookup per function made (a comprehension is made anew
	// on every pass).
	if cc.run == nil {
		cc.run = vm.runOf(code)
	}
	if fn := cc.comp; fn != nil && fn.Globals == f.globals && fn.Builtins == vm.builtinsOf(f) && flags&^bc.FuncClosure == 0 {
		// A comprehension's function again: see codeConst.comp.
		if flags&bc.FuncClosure != 0 {
			cells, ok := regs[c].Object().(*runtime.Tuple)
			if !ok || cells.Len() != len(fn.Closure) {
				return runtime.None, runtime.BadOperand("tuple", regs[c])
			}
			for i, it := range cells.Items() {
				if fn.Closure[i], ok = it.Object().(*runtime.Cell); !ok {
					return runtime.None, runtime.BadOperand("cell", it)
				}
			}
		}
		return runtime.MakeObject(fn), nil
	}
	fn := runtime.NewFunctionShared(code, f.globals, cc.run)
	fn.Builtins = vm.builtinsOf(f)
	if code.Flags&bc.FlagDocstring != 0 {
		fn.Doc = vm.constsOf(code)[0]
	}
	r := c
	if flags&bc.FuncDefaults != 0 {
		defaults, ok := regs[r].Object().(*runtime.Tuple)
		if !ok {
			return runtime.None, runtime.BadOperand("tuple", regs[r])
		}
		fn.Defaults = defaults.Items()
		r++
	}
	if flags&bc.FuncKwDefaults != 0 {
		kw, ok := regs[r].Object().(*runtime.Dict)
		if !ok {
			return runtime.None, runtime.BadOperand("dict", regs[r])
		}
		fn.KwDefaults = kw
		r++
	}
	if flags&bc.FuncAnnotations != 0 {
		fn.Annotations = regs[r]
		r++
	}
	if flags&bc.FuncClosure != 0 {
		cells, ok := regs[r].Object().(*runtime.Tuple)
		if !ok {
			return runtime.None, runtime.BadOperand("tuple", regs[r])
		}
		items := cells.Items()
		fn.Closure = make([]*runtime.Cell, len(items))
		for i, it := range items {
			if fn.Closure[i], ok = it.Object().(*runtime.Cell); !ok {
				return runtime.None, runtime.BadOperand("cell", it)
			}
		}
	}
	if len(fn.Closure) != len(code.FreeNames) {
		return runtime.None, runtime.Errorf(runtime.SystemError, "bad bytecode: %d closure cells for %d free variables", len(fn.Closure), len(code.FreeNames))
	}
	if isComprehension(code) && flags&^bc.FuncClosure == 0 {
		cc.comp = fn
	}
	return runtime.MakeObject(fn), nil
}

// isComprehension reports whether code is the body of a comprehension or
// generator expression, which the compiler calls once right where it
// makes its function: no Python code ever holds that function.
func isComprehension(code *bc.Code) bool {
	switch code.Name {
	case "<listcomp>", "<setcomp>", "<dictcomp>", "<genexpr>":
		return true
	}
	return false
}

// formatValue is FORMAT: a conversion (1 str, 2 repr, 3 ascii) then
// format() with spec (the zero Value for none).
func formatValue(t *runtime.Thread, v runtime.Value, conv int, spec runtime.Value) (runtime.Value, error) {
	var err error
	var s string
	switch conv {
	case 1:
		s, err = runtime.ToStr(t, v)
	case 2:
		s, err = runtime.Repr(t, v)
	case 3:
		s, err = runtime.ASCII(t, v)
	}
	if err != nil {
		return runtime.None, err
	}
	if conv != 0 {
		v = runtime.MakeStr(s)
	}
	specStr := ""
	if spec != (runtime.Value{}) {
		specStr, _ = runtime.AsStr(spec)
	}
	if specStr == "" {
		if v.Type() == runtime.StrType {
			return v, nil // format(s, '') of an exact str is s itself
		}
	}
	out, err := runtime.Format(t, v, specStr)
	if err != nil {
		return runtime.None, err
	}
	return runtime.MakeStr(out), nil
}

// raise builds the exception of a raise statement: kind 0 re-raises the
// handled exception, 1 raises exc, 2 raises exc from cause.
func (vm *VM) raise(kind int, exc, cause runtime.Value) error {
	t := vm.t
	if kind == 0 {
		cur := t.CurrentExc()
		if cur.IsNone() {
			return runtime.Errorf(runtime.RuntimeError, "No active exception to reraise")
		}
		return asError(cur)
	}
	e, err := instantiate(t, exc)
	if err != nil {
		return err
	}
	if kind == 2 {
		switch {
		case cause.IsNone():
			e.Cause = runtime.None
		default:
			c, err := instantiate(t, cause)
			if err != nil {
				if runtime.ErrorMatches(err, runtime.TypeErrorType) {
					return runtime.Errorf(runtime.TypeError, "exception causes must derive from BaseException")
				}
				return err
			}
			e.Cause = runtime.MakeObject(c)
		}
		e.SuppressContext = true
	}
	return e
}

// instantiate turns the operand of raise into an exception object: an
// instance as is, a class called with no arguments.
func instantiate(t *runtime.Thread, v runtime.Value) (*runtime.Exception, error) {
	if e, ok := v.Object().(*runtime.Exception); ok {
		return e, nil
	}
	if cls, ok := v.Object().(*runtime.Type); ok && cls.IsSubtype(runtime.BaseExceptionType) {
		r, err := runtime.Call(t, v, nil, nil)
		if err != nil {
			return nil, err
		}
		if e, ok := r.Object().(*runtime.Exception); ok {
			return e, nil
		}
		return nil, runtime.Errorf(runtime.TypeError, "calling %s should have returned an instance of BaseException, not %s", cls.Name, r.Type().Name)
	}
	return nil, runtime.Errorf(runtime.TypeError, "exceptions must derive from BaseException")
}

// asError returns the Go error of an exception value.
func asError(v runtime.Value) error {
	if e, ok := v.Object().(*runtime.Exception); ok {
		return e
	}
	return runtime.Errorf(runtime.SystemError, "not an exception: %s", v.Type().Name)
}

// excMatch is an except clause's test.
func excMatch(t *runtime.Thread, exc, typ runtime.Value) (bool, error) {
	check := func(c runtime.Value) error {
		if cls, ok := c.Object().(*runtime.Type); ok && cls.IsSubtype(runtime.BaseExceptionType) {
			return nil
		}
		return runtime.Errorf(runtime.TypeError, "catching classes that do not inherit from BaseException is not allowed")
	}
	if tup, ok := typ.Object().(*runtime.Tuple); ok {
		for _, c := range tup.Items() {
			if err := check(c); err != nil {
				return false, err
			}
		}
	} else if err := check(typ); err != nil {
		return false, err
	}
	return runtime.IsInstance(t, exc, typ)
}

// noteRaise normalises a new error into an exception object, chains the
// handled exception as its __context__, and adds frame f at pc to its
// traceback.
func (vm *VM) noteRaise(f *frame, pc int, err error) error {
	if err == errGenReturn {
		return err
	}
	e := runtime.ExceptionOf(err)
	if cur := vm.t.CurrentExc(); !cur.IsNone() && cur.Object() != runtime.Object(e) && e.Context.IsNone() {
		// Avoid a cycle: cut the chain where e already appears.
		c := cur
		for !c.IsNone() {
			ce, ok := c.Object().(*runtime.Exception)
			if !ok {
				break
			}
			if next := ce.Context; next.Object() == runtime.Object(e) {
				ce.Context = runtime.None
				break
			} else {
				c = next
			}
		}
		e.Context = cur
	}
	runtime.AddTracebackFrame(e, f.code, pc, f.globals, vm.builtinsOf(f))
	return e
}

// findHandler returns the exception-table entry covering pc.
func findHandler(code *bc.Code, pc int) (bc.ExcHandler, bool) {
	for _, h := range code.Handlers {
		if h.Start <= pc && pc < h.End {
			return h, true
		}
	}
	return bc.ExcHandler{}, false
}

// codeConst is a nested Code in a constant pool, as a Value MAKEFUNC reads.
type codeConst struct {
	code *bc.Code
	// run is the run's tables of code (runOf), found by the first
	// MAKEFUNC of the constant.
	run *runtime.CodeRun
	// comp is the function last made from a comprehension's code, made
	// again for each evaluation with only its closure cells replaced: a
	// frame copies its cells when it starts and a generator keeps its
	// frame, so an evaluation in flight never sees the next one's cells,
	// and nothing else can reach the function.
	comp *runtime.Function
}

// Type returns the code type.
func (*codeConst) Type() *runtime.Type { return runtime.CodeType }

// constsOf returns the constants of code as Values, converted once per
// run.
func (vm *VM) constsOf(code *bc.Code) []runtime.Value {
	if vm.consts == nil {
		vm.consts = map[*bc.Code][]runtime.Value{}
	}
	if c, ok := vm.consts[code]; ok {
		return c
	}
	c := make([]runtime.Value, len(code.Consts))
	for i, k := range code.Consts {
		c[i] = vm.constValue(k)
	}
	vm.consts[code] = c
	return c
}

func (vm *VM) constValue(k bc.Constant) runtime.Value {
	switch k.Kind {
	case bc.ConstNone:
		return runtime.None
	case bc.ConstBool:
		return runtime.MakeBool(k.Int != 0)
	case bc.ConstInt:
		return runtime.MakeInt(k.Int)
	case bc.ConstBigInt:
		b, _ := new(big.Int).SetString(k.Str, 10)
		return runtime.MakeIntValue(runtime.IntFromBig(b))
	case bc.ConstFloat:
		return runtime.MakeFloat(k.Float)
	case bc.ConstComplex:
		return runtime.MakeComplex(complex(k.Float, k.Imag))
	case bc.ConstStr:
		return runtime.MakeStr(k.Str)
	case bc.ConstBytes:
		return runtime.MakeBytes(k.Str)
	case bc.ConstEllipsis:
		return runtime.Ellipsis
	case bc.ConstTuple:
		items := make([]runtime.Value, len(k.Items))
		for i, it := range k.Items {
			items[i] = vm.constValue(it)
		}
		return runtime.MakeObject(runtime.NewTuple(items))
	case bc.ConstFrozenSet:
		s := runtime.NewFrozenSet(vm.t)
		for _, it := range k.Items {
			s.Add(vm.t, vm.constValue(it))
		}
		return runtime.MakeObject(s)
	case bc.ConstCode:
		return runtime.MakeObject(&codeConst{code: k.Code})
	}
	return runtime.None
}

// superArgs supplies the arguments of a zero-argument super() call from
// the calling frame: the class from its __class__ cell and its first
// argument.
func superArgs(f *frame) ([]runtime.Value, error) {
	code := f.code
	if code.ArgCount == 0 && code.Flags&bc.FlagVarargs == 0 {
		return nil, runtime.Errorf(runtime.RuntimeError, "super(): no arguments")
	}
	first := f.regs[0]
	for i, name := range code.CellNames {
		if name == code.LocalNames[0] && f.cells[i].Bound {
			first = f.cells[i].V // the first argument was moved into a cell
		}
	}
	if first.IsUnbound() {
		return nil, runtime.Errorf(runtime.RuntimeError, "super(): arg[0] deleted")
	}
	for i, name := range code.FreeNames {
		if name == "__class__" {
			c := f.cells[len(code.CellNames)+i]
			if !c.Bound {
				return nil, runtime.Errorf(runtime.RuntimeError, "super(): empty __class__ cell")
			}
			if _, ok := c.V.Object().(*runtime.Type); !ok {
				return nil, runtime.Errorf(runtime.RuntimeError, "super(): __class__ is not a type (%s)", c.V.Type().Name)
			}
			return []runtime.Value{c.V, first}, nil
		}
	}
	return nil, runtime.Errorf(runtime.RuntimeError, "super(): __class__ cell not found")
}
