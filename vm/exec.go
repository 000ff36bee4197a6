package vm

import (
	"github.com/pyexgo/pyex/bytecode"
	"github.com/pyexgo/pyex/runtime"
)

// Exec runs code with explicit namespaces, for exec() and eval(): names
// the code stores go to locals, lookups fall back to globals and then to
// the builtins named by globals["__builtins__"] (the run's own builtins
// when that is missing, which exec() has already filled in).
func (vm *VM) Exec(code *bytecode.Code, globals, locals *runtime.Dict) (runtime.Value, error) {
	fn := runtime.NewFunction(code, globals)
	fn.Builtins = vm.builtinsFor(globals)
	f, _, err := vm.enterFunction(fn, nil, nil)
	if err != nil {
		return runtime.None, err
	}
	if f == nil {
		return runtime.None, errGeneratorBody()
	}
	f.locals = locals
	return vm.run(f)
}

// builtinsFor returns the builtins dict that code run with globals sees.
func (vm *VM) builtinsFor(globals *runtime.Dict) *runtime.Dict {
	if b, ok := globals.GetStr("__builtins__"); ok {
		switch o := b.Object().(type) {
		case *runtime.Module:
			return o.Dict
		case *runtime.Dict:
			return o
		}
	}
	return vm.builtins
}

// printExpr is what an expression statement does in interactive mode
// (sys.displayhook): a value other than None is printed as its repr to
// sys.stdout and bound to builtins._.
func (vm *VM) printExpr(f *frame, v runtime.Value) error {
	if v.IsNone() {
		return nil
	}
	t := vm.t
	b := vm.builtinsOf(f)
	b.SetStr("_", runtime.None)
	if hook, ok := sysAttr(t, "displayhook"); ok {
		_, err := runtime.Call(t, hook, []runtime.Value{v}, nil)
		return err
	}
	r, err := runtime.Repr(t, v)
	if err != nil {
		return err
	}
	print, _ := b.GetStr("print")
	if _, err := runtime.Call(t, print, []runtime.Value{runtime.MakeStr(r)}, nil); err != nil {
		return err
	}
	b.SetStr("_", v)
	return nil
}

// sysAttr returns an attribute of the run's sys module, if it has one.
func sysAttr(t *runtime.Thread, name string) (runtime.Value, bool) {
	d := t.Sys()
	if d == nil {
		return runtime.None, false
	}
	return d.GetStr(name)
}
