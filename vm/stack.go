package vm

import (
	"github.com/pyexgo/pyex/bytecode"
	"github.com/pyexgo/pyex/runtime"
)

// This file lets the standard library look at the running frames, for
// sys._getframe, inspect.stack, traceback.extract_stack, logging's caller
// lookup and warnings' stacklevel. Frames are recycled when they return,
// so what leaves the VM is a snapshot (StackFrame), never the frame.

// StackFrame is a snapshot of one running Python frame: its code, the
// instruction it is executing (a call, for every frame but the innermost)
// and its namespaces.
type StackFrame struct {
	Code     *bytecode.Code
	PC       int // the index of the current instruction
	Globals  *runtime.Dict
	Builtins *runtime.Dict
	// Locals returns the frame's locals as locals() would, while the
	// frame is still running; after it has returned, an empty dict.
	Locals func() (*runtime.Dict, error)
}

// Line returns the source line the frame is at (0 when unknown).
func (s StackFrame) Line() int {
	if s.Code != nil && s.PC >= 0 && s.PC < len(s.Code.Positions) {
		return int(s.Code.Positions[s.PC].Line)
	}
	return 0
}

// Stack returns snapshots of the running frames, innermost first, skipping
// the skip innermost ones and returning at most limit (all when limit < 0).
func (vm *VM) Stack(skip, limit int) []StackFrame {
	var out []StackFrame
	for f := vm.frame; f != nil; f = f.back {
		if skip > 0 {
			skip--
			continue
		}
		if limit >= 0 && len(out) >= limit {
			break
		}
		pc := f.pc - 1
		if pc < 0 {
			pc = 0
		}
		live, code := f, f.code
		out = append(out, StackFrame{
			Code: code, PC: pc, Globals: f.globals, Builtins: vm.builtinsOf(f),
			Locals: func() (*runtime.Dict, error) {
				if !vm.running(live) || live.code != code {
					return runtime.NewDict(vm.t), nil
				}
				return frameInfo{vm.t, live}.Locals()
			},
		})
	}
	return out
}

// running reports whether f is on the chain of running frames.
func (vm *VM) running(f *frame) bool {
	for g := vm.frame; g != nil; g = g.back {
		if g == f {
			return true
		}
	}
	return false
}
