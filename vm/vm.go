// Package vm runs bytecode: frames, the dispatch loop, calls, exception
// unwinding, and generators as suspended frames. See docs/VM.md.
//
// A VM belongs to one run (one runtime.Thread). Python-to-Python calls push
// a heap frame and continue in the same loop, so Python recursion never
// grows the Go stack; only re-entry from Go (a builtin calling back into
// Python through runtime.Caller) runs a nested loop, and it counts toward
// the same recursion limit.
package vm

import (
	"github.com/pyexgo/pyex/bytecode"
	"github.com/pyexgo/pyex/runtime"
)

// VM executes code for one thread.
type VM struct {
	t        *runtime.Thread
	builtins *runtime.Dict

	// stack holds the register windows of the active frames; sp is the
	// first free slot.
	stack []runtime.Value
	sp    int
	// spare is an emptied segment kept for reuse (newSegment).
	spare []runtime.Value

	frame *frame // the running frame
	free  *frame // recycled frames

	consts       map[*bytecode.Code][]runtime.Value  // constant pools as Values, per run
	codeRuns     map[*bytecode.Code]*runtime.CodeRun // each code's tables and caches, per run
	argBuf       []runtime.Value                     // self plus arguments of a call run inline
	kwScratch    runtime.KwArgs                      // the keywords of a CALLKW to a Python function
	loader       Loader
	modules      *runtime.Dict // sys.modules
	buildClassFn *runtime.BuiltinFunction
}

// New returns a VM for thread t with the given builtins dict, and makes it
// t's Caller.
func New(t *runtime.Thread, builtins *runtime.Dict) *VM {
	vm := &VM{t: t, builtins: builtins, stack: newStack()}
	t.Caller = vm
	t.Frame = vm.currentFrame
	t.Exec = vm.Exec
	t.MemRoots = vm.memoryRoots
	t.Import = vm.Import
	return vm
}

// RunModule runs a module's code with globals as its namespace (locals and
// globals are the same dict, as for a module).
func (vm *VM) RunModule(code *bytecode.Code, globals *runtime.Dict) (runtime.Value, error) {
	fn := runtime.NewFunction(code, globals)
	fn.Builtins = vm.builtins
	f, _, err := vm.enterFunction(fn, nil, nil)
	if err != nil {
		return runtime.None, err
	}
	if f == nil {
		return runtime.None, errGeneratorBody()
	}
	f.locals = globals
	return vm.run(f)
}

// errGeneratorBody is the error of running the code of a generator or
// coroutine as a module, class body or exec() code, which has no frame to
// run (enterFunction made a generator object instead). The compiler never
// does that; only hand-made or corrupted bytecode gets it.
func errGeneratorBody() error {
	return runtime.Errorf(runtime.SystemError, "bad bytecode: a generator's code cannot run as a module or class body")
}

// Call implements runtime.Caller: it calls a Python callable from Go,
// running a nested loop until the call returns.
func (vm *VM) Call(t *runtime.Thread, fn runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if f, ok := fn.Object().(*runtime.Function); ok {
		// A nested loop uses the Go stack: it is bounded apart from the
		// recursion limit (runtime.MaxGoDepth).
		if err := t.EnterGo(); err != nil {
			return runtime.None, err
		}
		defer t.LeaveGo()
		fr, result, err := vm.enterFunction(f, args, kw)
		if err != nil || fr == nil {
			// An error binding the arguments, or a generator function
			// whose generator object is the result.
			return result, err
		}
		return vm.run(fr)
	}
	return runtime.Call(t, fn, args, kw)
}

// CallSelf implements runtime.SelfCaller: Call of fn with self and then
// args, the list built in the VM's argument buffer, which is free again
// once the arguments are bound.
func (vm *VM) CallSelf(t *runtime.Thread, fn *runtime.Function, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := t.EnterGo(); err != nil {
		return runtime.None, err
	}
	defer t.LeaveGo()
	vm.argBuf = append(append(vm.argBuf[:0], self), args...)
	fr, result, err := vm.enterFunction(fn, vm.argBuf, kw)
	clear(vm.argBuf)
	if err != nil || fr == nil {
		return result, err
	}
	return vm.run(fr)
}

// initialStack is the register stack a VM starts with: enough for a
// short program's frames; deeper programs add segments (newSegment). Runs are
// often tiny, so a large first stack would be most of their cost.
const initialStack = 128
