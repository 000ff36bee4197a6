package vm

import (
	"sync"

	"github.com/pyexgo/pyex/runtime"
)

// Idle lets go of what only the run that just ended needed, for a session
// that keeps its VM between runs: the register stack (to the pool, or to
// the collector when a deep run grew it), the recycled frames, which
// still point at the last run's functions and namespaces, and the
// per-code tables and caches (runtime.CodeRun), which the next run
// rebuilds for the code it runs (functions made earlier keep theirs). The constant
// pools stay: a code object's constants must be the same objects in every
// run, as CPython's are. Call it only when no Python code is running, and
// Wake before the VM runs again.
func (vm *VM) Idle() {
	if vm.frame == nil {
		vm.releaseStack()
		vm.stack, vm.sp = nil, 0
	}
	vm.free, vm.spare = nil, nil
	vm.codeRuns = nil
	// A comprehension's kept function holds the cells of its last
	// evaluation, which an idle session must not keep alive.
	for _, pool := range vm.consts {
		for _, k := range pool {
			if cc, ok := k.Object().(*codeConst); ok {
				cc.comp = nil
			}
		}
	}
}

// Wake gives an idle VM a register stack again.
func (vm *VM) Wake() {
	if vm.stack == nil {
		vm.stack = newStack()
	}
}

// stackPool keeps the register stacks of idle VMs for New and Wake to
// reuse: a one-shot run's stack is the largest thing it allocates. Only
// stacks still of the initial size are kept, zeroed.
var stackPool sync.Pool

// newStack returns a zeroed register stack of initialStack registers.
func newStack() []runtime.Value {
	if s, ok := stackPool.Get().(*[initialStack]runtime.Value); ok {
		return s[:]
	}
	return make([]runtime.Value, initialStack)
}

// releaseStack gives the VM's register stack to the pool, unless Python
// code is running or the stack has grown.
func (vm *VM) releaseStack() {
	if vm.frame != nil || len(vm.stack) != initialStack || cap(vm.stack) != initialStack {
		return
	}
	s := (*[initialStack]runtime.Value)(vm.stack)
	clear(s[:])
	vm.stack, vm.sp = nil, 0
	stackPool.Put(s)
}
