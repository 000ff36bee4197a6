package vm

import (
	"sync"

	"github.com/pyexgo/pyex/runtime"
)

// Idle lets go of what only the run that just ended needed, for a session
// that keeps its VM between runs: the recycled frames, which still point
// at the last run's functions and namespaces, and the per-code name
// hashes and attribute caches, which the next run rebuilds for the code
// it runs (functions made earlier keep theirs). The constant pools stay:
// a code object's constants must be the same objects in every run, as
// CPython's are. Call it only when no Python code is running.
func (vm *VM) Idle() {
	vm.free = nil
	vm.nameHashes = nil
	vm.attrSites = nil
}

// stackPool keeps the register stacks of finished VMs (Release) for New
// to reuse: a one-shot run's stack is the largest thing it allocates.
// Only stacks still of the initial size are kept, zeroed.
var stackPool sync.Pool

// newStack returns a zeroed register stack of initialStack registers.
func newStack() []runtime.Value {
	if s, ok := stackPool.Get().(*[initialStack]runtime.Value); ok {
		return s[:]
	}
	return make([]runtime.Value, initialStack)
}

// Release gives the VM's register stack back for another VM to reuse,
// for an embedder done with this VM for good (a one-shot run): the VM
// must not run again. It keeps its stack when Python code is running or
// the stack has grown.
func (vm *VM) Release() {
	if vm.frame != nil || len(vm.stack) != initialStack || cap(vm.stack) != initialStack {
		return
	}
	s := (*[initialStack]runtime.Value)(vm.stack)
	clear(s[:])
	vm.stack, vm.sp = nil, 0
	stackPool.Put(s)
}
