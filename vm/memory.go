package vm

import "github.com/pyexgo/pyex/runtime"

// memoryRoots visits what a run's memory is reachable from: the
// registers of the active frames, the frames themselves, sys.modules and the
// builtins. (Suspended generators' frames are reached through their
// generator objects.)
func (vm *VM) memoryRoots(visit func(runtime.Value)) {
	for f := vm.frame; f != nil; f = f.back {
		f.MemoryRefs(visit)
	}
	visit(runtime.MakeObject(vm.modules))
	visit(runtime.MakeObject(vm.builtins))
}

// MemoryRefs visits the values a frame holds and returns its size: for a
// suspended generator's frame, its own registers too.
func (f *frame) MemoryRefs(visit func(runtime.Value)) int64 {
	size := int64(400)
	for _, v := range f.regs {
		visit(v)
	}
	if f.owned {
		size += 8 * int64(len(f.regs))
	}
	for _, c := range f.cells {
		if c != nil {
			visit(runtime.MakeObject(c))
		}
	}
	for _, d := range []*runtime.Dict{f.globals, f.locals, f.snapshot} {
		if d != nil {
			visit(runtime.MakeObject(d))
		}
	}
	if f.fn != nil {
		visit(runtime.MakeObject(f.fn))
	}
	visit(f.initSelf)
	visit(f.sendVal)
	for _, v := range f.savedExc {
		visit(v)
	}
	return size
}
