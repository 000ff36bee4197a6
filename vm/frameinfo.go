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
	d := f.snapshot
	if d == nil {
		d = runtime.NewDict(fi.t)
		f.snapshot = d
	}
	sync := func(name string, v runtime.Value, bound bool) {
		if bound {
			d.SetStr(name, v)
		} else {
			d.DeleteStr(name)
		}
	}
	code := f.code
	for i, name := range code.LocalNames {
		v := f.regs[i]
		sync(name, v, !v.IsUnbound())
	}
	for i, name := range code.CellNames {
		c := f.cells[i]
		sync(name, c.V, c.Bound)
	}
	for i, name := range code.FreeNames {
		c := f.cells[len(code.CellNames)+i]
		sync(name, c.V, c.Bound)
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
