package vm

import "github.com/pyexgo/pyex/runtime"

// frameInfo is the view of a running frame the builtins get through
// runtime.Thread.Frame: globals(), locals(), vars() and dir() without
// arguments.
type frameInfo struct {
	t *runtime.Thread
	f *frame
}

// Globals returns the frame's globals.
func (fi frameInfo) Globals() *runtime.Dict { return fi.f.globals }

// Locals returns the namespace of a module or class body, or a snapshot
// of a function's bound locals and cells, as CPython's locals() does.
func (fi frameInfo) Locals() (*runtime.Dict, error) {
	f := fi.f
	if f.locals != nil {
		return f.locals, nil
	}
	d := runtime.NewDict(fi.t)
	code := f.code
	for i, name := range code.LocalNames {
		if v := f.regs[i]; v != runtime.Unbound {
			d.SetStr(name, v)
		}
	}
	for i, name := range code.CellNames {
		if c := f.cells[i]; c.Bound {
			d.SetStr(name, c.V)
		}
	}
	for i, name := range code.FreeNames {
		if c := f.cells[len(code.CellNames)+i]; c.Bound {
			d.SetStr(name, c.V)
		}
	}
	return d, nil
}

// currentFrame implements runtime.Thread.Frame.
func (vm *VM) currentFrame() runtime.FrameInfo {
	if vm.frame == nil {
		return nil
	}
	return frameInfo{vm.t, vm.frame}
}
