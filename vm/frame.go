package vm

import (
	"github.com/pyexgo/pyex/bytecode"
	"github.com/pyexgo/pyex/runtime"
)

// frame is one activation of a Code.
type frame struct {
	fn   *runtime.Function
	code *bytecode.Code
	regs []runtime.Value // the register window
	base int             // regs starts at stack[base], unless owned
	// stack is the stack segment the window is in (stack.go's segments).
	stack   []runtime.Value
	owned   bool // regs is the frame's own slice (a generator's), not a window
	cells   []*runtime.Cell
	pc      int
	back    *frame
	ret     int  // the register of back that receives the return value
	entry   bool // return from run() when this frame returns
	globals *runtime.Dict
	locals  *runtime.Dict // module and class bodies: the namespace of LOADNAME
	excBase int           // len of the handled-exception stack at entry
	gen     *runtime.Generator
	// snapshot is the dict locals() returns in a function frame: one
	// dict per frame, refreshed from the registers on each call, so that
	// names exec() stores in it stay there as in CPython 3.11.
	snapshot   *runtime.Dict
	consts     []runtime.Value    // code's constants as Values (the function's)
	nameHashes []int64            // the StrHash of each of code's names
	sites      []runtime.AttrSite // attribute caches, one per name of code
	// isInit marks an __init__ the VM runs inline for a class call; its
	// caller receives initSelf, the new instance.
	isInit   bool
	initSelf runtime.Value
	// getterName marks the frame of a property getter the VM runs inline
	// for a read of getterName on getterSelf: an AttributeError leaving
	// it gains that name and object, as the read's own error would.
	getterName string
	getterSelf runtime.Value

	// Generator frames only: the exceptions being handled when the frame
	// suspended, and what it was resumed with.
	savedExc []runtime.Value
	sendVal  runtime.Value
	throwIn  error
}

// enterFunction prepares a call of a Python function: for an ordinary
// function it pushes a frame with the arguments bound and returns it; for
// a generator, coroutine or async generator function it returns the new
// generator object as result and no frame.
func (vm *VM) enterFunction(fn *runtime.Function, args []runtime.Value, kw *runtime.KwArgs) (*frame, runtime.Value, error) {
	code := fn.Code
	if err := vm.enter(); err != nil {
		return nil, runtime.None, err
	}
	suspended := code.Flags&(bytecode.FlagGenerator|bytecode.FlagCoroutine|bytecode.FlagAsyncGenerator) != 0
	f := vm.newFrame()
	f.fn, f.code, f.globals = fn, code, fn.Globals
	r := fn.Run
	if r == nil {
		r = vm.runOf(code)
		fn.Run = r
	}
	f.consts, f.nameHashes, f.sites = r.Consts, r.NameHashes, r.AttrSites
	if suspended {
		f.regs = make([]runtime.Value, code.NumRegs)
		f.owned = true
	} else {
		f.regs = vm.window(code.NumRegs)
		f.base, f.stack = vm.sp-code.NumRegs, vm.stack
	}
	nlocals := len(code.LocalNames)
	if kw == nil && len(args) == code.ArgCount && len(args) <= nlocals && code.KwOnlyArgCount == 0 &&
		code.Flags&(bytecode.FlagVarargs|bytecode.FlagVarkw) == 0 {
		// The common call: exactly the positional parameters.
		copy(f.regs, args)
		for i := range f.regs[len(args):nlocals] {
			f.regs[len(args)+i] = runtime.Unbound
		}
	} else if n := len(args); kw == nil && n < code.ArgCount && n+len(fn.Defaults) >= code.ArgCount &&
		code.KwOnlyArgCount == 0 && code.Flags&(bytecode.FlagVarargs|bytecode.FlagVarkw) == 0 {
		// Positional arguments and the defaults of the rest.
		copy(f.regs, args)
		copy(f.regs[n:code.ArgCount], fn.Defaults[len(fn.Defaults)-(code.ArgCount-n):])
		for i := range f.regs[code.ArgCount:nlocals] {
			f.regs[code.ArgCount+i] = runtime.Unbound
		}
	} else {
		for i := range f.regs[:nlocals] {
			f.regs[i] = runtime.Unbound
		}
		if err := runtime.BindArgs(vm.t, fn, args, kw, f.regs); err != nil {
			vm.dropFrame(f)
			return nil, runtime.None, err
		}
	}
	if n := len(code.CellNames) + len(code.FreeNames); n > 0 {
		f.cells = make([]*runtime.Cell, n)
		for i := range code.CellNames {
			f.cells[i] = &runtime.Cell{}
		}
		copy(f.cells[len(code.CellNames):], fn.Closure)
	}
	f.excBase = vm.t.ExcDepth()
	if suspended {
		vm.t.Depth--
		g := runtime.NewGenerator(generatorKind(code.Flags), fn, f)
		f.gen = g
		return nil, runtime.MakeObject(g), nil
	}
	return f, runtime.None, nil
}

func generatorKind(flags bytecode.CodeFlags) runtime.GeneratorKind {
	switch {
	case flags&bytecode.FlagCoroutine != 0:
		return runtime.CoroutineKind
	case flags&bytecode.FlagAsyncGenerator != 0:
		return runtime.AsyncGeneratorKind
	}
	return runtime.GeneratorKind_
}

// enter counts a call toward the recursion limit.
func (vm *VM) enter() error {
	t := vm.t
	t.Depth++
	if t.RecursionLimit > 0 && t.Depth > t.RecursionLimit {
		t.Depth--
		return runtime.Errorf(runtime.RecursionError, "maximum recursion depth exceeded")
	}
	return nil
}

// window reserves n registers on the stack, in a new segment when the
// current one is full.
func (vm *VM) window(n int) []runtime.Value {
	if vm.sp+n > len(vm.stack) {
		vm.newSegment(n)
	}
	w := vm.stack[vm.sp : vm.sp+n : vm.sp+n]
	vm.sp += n
	return w
}

// newSegment continues the register stack in a new segment with room for
// at least n registers. Windows never move: a Go function that called
// back into Python (a dunder, a property, a key function) returns into a
// loop that still holds its frame's registers.
func (vm *VM) newSegment(n int) {
	size := max(2*len(vm.stack), n)
	if len(vm.spare) >= size {
		vm.stack, vm.spare = vm.spare, nil
	} else {
		vm.stack = make([]runtime.Value, size)
	}
	vm.sp = 0
}

func (vm *VM) newFrame() *frame {
	f := vm.free
	if f != nil {
		vm.free = f.back
		*f = frame{}
		return f
	}
	return &frame{}
}

// dropFrame releases a frame that has returned: its window is cleared, so
// the garbage collector does not keep what it referenced, and given back.
func (vm *VM) dropFrame(f *frame) {
	if !f.owned {
		clear(f.regs)
		if &f.stack[0] != &vm.stack[0] {
			// Back to an earlier segment: the one left is empty, and
			// kept for the next time the stack runs out.
			if len(vm.stack) > len(vm.spare) {
				vm.spare = vm.stack
			}
			vm.stack = f.stack
		}
		vm.sp = f.base
	}
	vm.t.Depth--
	if f.isInit {
		vm.t.Depth-- // the level of the class call itself
	}
	if f.gen == nil {
		f.back = vm.free
		vm.free = f
	}
}
