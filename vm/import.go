package vm

import (
	"strings"

	bc "github.com/pyexgo/pyex/bytecode"
	"github.com/pyexgo/pyex/runtime"
)

// Loader makes the module named name for a run, or reports that no such
// module exists. The embedder supplies it: the standard library and the
// host's bindings are the only modules there are. A loader that runs
// Python code for the module does so with vm.RunModule; the module is
// already in sys.modules then, as in CPython, so circular imports see it.
type Loader func(vm *VM, m *runtime.Module) (found bool, err error)

// SetLoader sets how import finds modules.
func (vm *VM) SetLoader(l Loader) { vm.loader = l }

// Thread returns the thread the VM runs.
func (vm *VM) Thread() *runtime.Thread { return vm.t }

// Builtins returns the builtins dict of the run.
func (vm *VM) Builtins() *runtime.Dict { return vm.builtins }

// Modules returns the run's module table, the dict sys.modules.
func (vm *VM) Modules() *runtime.Dict {
	if vm.modules == nil {
		vm.modules = runtime.NewDict(vm.t)
	}
	return vm.modules
}

// module returns sys.modules[name] when it is there.
func (vm *VM) module(name string) (runtime.Value, bool) {
	return vm.Modules().GetStr(name)
}

func (vm *VM) importOp(f *frame, in bc.Instr, consts []runtime.Value) error {
	regs := f.regs
	switch in.Op() {
	case bc.IMPORTNAME:
		name := f.code.Names[in.B()]
		v, err := vm.importName(f, name, consts[in.C()], in.D())
		if err != nil {
			return err
		}
		f.regs[in.A()] = v
	case bc.IMPORTFROM:
		v, err := vm.importFrom(regs[in.B()], f.code.Names[in.C()])
		if err != nil {
			return err
		}
		f.regs[in.A()] = v
	case bc.IMPORTSTAR:
		return vm.importStar(f, regs[in.A()])
	}
	return nil
}

// importName is __import__(name, fromlist=fromlist, level=level).
func (vm *VM) importName(f *frame, name string, fromlist runtime.Value, level int) (runtime.Value, error) {
	full := name
	if level > 0 {
		base, err := vm.packageOf(f, level)
		if err != nil {
			return runtime.None, err
		}
		if name == "" {
			full = base
		} else {
			full = base + "." + name
		}
	}
	parts := strings.Split(full, ".")
	var top, leaf runtime.Value
	for i := range parts {
		m, err := vm.importOne(strings.Join(parts[:i+1], "."))
		if err != nil {
			return runtime.None, err
		}
		if i == 0 {
			top = m
		}
		leaf = m
	}
	if fromlist.IsNone() || len(fromlist.Object().(*runtime.Tuple).Items()) == 0 {
		if level > 0 {
			// "from . import x": the package itself.
			return leaf, nil
		}
		return top, nil
	}
	// Submodules named in the fromlist are imported too.
	if m, ok := leaf.Object().(*runtime.Module); ok {
		for _, item := range fromlist.Object().(*runtime.Tuple).Items() {
			s, _ := runtime.AsStr(item)
			if s == "*" {
				continue
			}
			if _, ok := m.Dict.GetStr(s); !ok {
				if _, err := vm.importOne(full + "." + s); err != nil && !runtime.ErrorMatches(err, runtime.ModuleNotFoundErrorType) {
					return runtime.None, err
				}
			}
		}
	}
	return leaf, nil
}

// importOne imports one dotted name whose parent is already imported, and
// binds it as an attribute of its parent. A module that fails while it
// runs is taken out of sys.modules again, as CPython does.
func (vm *VM) importOne(name string) (runtime.Value, error) {
	if m, ok := vm.module(name); ok {
		if m.IsNone() {
			return runtime.None, vm.importError(runtime.ModuleNotFoundErrorType,
				"import of "+name+" halted; None in sys.modules", runtime.MakeStr(name), runtime.None)
		}
		return m, nil
	}
	if vm.loader == nil {
		return runtime.None, vm.moduleNotFound(name)
	}
	m := runtime.NewModule(vm.t, name)
	mv := runtime.MakeObject(m)
	mods := vm.Modules()
	mods.SetStr(name, mv)
	found, err := vm.loader(vm, m)
	if err != nil || !found {
		mods.DeleteStr(name)
		if err == nil {
			err = vm.moduleNotFound(name)
		}
		return runtime.None, err
	}
	// The module may have replaced itself in sys.modules.
	if v, ok := mods.GetStr(name); ok {
		mv = v
	}
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		if parent, ok := vm.module(name[:i]); ok {
			if err := runtime.SetAttr(vm.t, parent, name[i+1:], mv); err != nil {
				return runtime.None, err
			}
		}
	}
	return mv, nil
}

// moduleNotFound is the ModuleNotFoundError of a module no loader has,
// with CPython's note when its parent is loaded but not a package.
func (vm *VM) moduleNotFound(name string) error {
	msg := "No module named " + vm.quote(name)
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		if parent, ok := vm.module(name[:i]); ok && !parent.IsNone() {
			if _, err := runtime.GetAttr(vm.t, parent, "__path__"); err != nil {
				msg += "; " + vm.quote(name[:i]) + " is not a package"
			}
		}
	}
	return vm.importError(runtime.ModuleNotFoundErrorType, msg, runtime.MakeStr(name), runtime.None)
}

// importError returns an ImportError (or subclass cls) with message msg
// and the name and path attributes CPython gives it.
func (vm *VM) importError(cls *runtime.Type, msg string, name, path runtime.Value) error {
	e := runtime.NewException(cls, runtime.MakeStr(msg))
	ev := runtime.MakeObject(e)
	if err := runtime.SetAttr(vm.t, ev, "name", name); err != nil {
		return err
	}
	if err := runtime.SetAttr(vm.t, ev, "path", path); err != nil {
		return err
	}
	return e
}

// quote is repr of a str, as CPython's %R puts module and attribute names
// in import messages.
func (vm *VM) quote(s string) string {
	r, err := runtime.Repr(vm.t, runtime.MakeStr(s))
	if err != nil {
		return "'" + s + "'"
	}
	return r
}

// packageOf resolves the package a relative import of the given level
// starts from.
func (vm *VM) packageOf(f *frame, level int) (string, error) {
	pkg := ""
	if v, ok := f.globals.GetStr("__package__"); ok {
		pkg, _ = runtime.AsStr(v)
	}
	if pkg == "" {
		if v, ok := f.globals.GetStr("__name__"); ok {
			pkg, _ = runtime.AsStr(v)
			if i := strings.LastIndexByte(pkg, '.'); i >= 0 {
				pkg = pkg[:i]
			} else {
				pkg = ""
			}
		}
	}
	if pkg == "" {
		return "", runtime.NewException(runtime.ImportErrorType, runtime.MakeStr("attempted relative import with no known parent package"))
	}
	parts := strings.Split(pkg, ".")
	if level-1 >= len(parts) {
		return "", runtime.NewException(runtime.ImportErrorType, runtime.MakeStr("attempted relative import beyond top-level package"))
	}
	return strings.Join(parts[:len(parts)-(level-1)], "."), nil
}

// importFrom is the attribute fetch of "from m import name".
func (vm *VM) importFrom(mod runtime.Value, name string) (runtime.Value, error) {
	v, err := runtime.GetAttr(vm.t, mod, name)
	if err == nil {
		return v, nil
	}
	if !runtime.ErrorMatches(err, runtime.AttributeErrorType) {
		return runtime.None, err
	}
	// CPython names the module by its __name__ and locates it by its
	// __file__; pyex's embedded modules carry a pseudo file name such as
	// "<frozen json>", which locates nothing.
	modName, nameVal := "<unknown module name>", runtime.None
	if n, err := runtime.GetAttr(vm.t, mod, "__name__"); err == nil {
		if s, ok := runtime.AsStr(n); ok {
			modName, nameVal = s, n
			if sub, ok := vm.module(s + "." + name); ok {
				return sub, nil
			}
		}
	}
	where, pathVal := "unknown location", runtime.None
	if p, err := runtime.GetAttr(vm.t, mod, "__file__"); err == nil {
		if s, ok := runtime.AsStr(p); ok && !strings.HasPrefix(s, "<") {
			where, pathVal = s, p
		}
	}
	msg := "cannot import name " + vm.quote(name) + " from " + vm.quote(modName) + " (" + where + ")"
	return runtime.None, vm.importError(runtime.ImportErrorType, msg, nameVal, pathVal)
}

// importStar copies a module's public names (or its __all__) into the
// frame's namespace.
func (vm *VM) importStar(f *frame, mod runtime.Value) error {
	t := vm.t
	m, ok := mod.Object().(*runtime.Module)
	if !ok {
		return runtime.Errorf(runtime.TypeError, "import * of a non-module")
	}
	if all, ok := m.Dict.GetStr("__all__"); ok {
		names, err := runtime.IterToSlice(t, all)
		if err != nil {
			return err
		}
		for _, n := range names {
			s, ok := runtime.AsStr(n)
			if !ok {
				return runtime.Errorf(runtime.TypeError, "Item in %s.__all__ must be str, not %s", m.Name, n.Type().Name)
			}
			v, err := runtime.GetAttr(t, mod, s)
			if err != nil {
				return err
			}
			if err := f.locals.CheckRebind(s, false); err != nil {
				return err
			}
			f.locals.SetStr(s, v)
		}
		return nil
	}
	keys, values := m.Dict.Items()
	for i, k := range keys {
		if s, ok := runtime.AsStr(k); ok && !strings.HasPrefix(s, "_") {
			if err := f.locals.CheckRebind(s, false); err != nil {
				return err
			}
			f.locals.SetStr(s, values[i])
		}
	}
	return nil
}

// Import imports a module by its full dotted name, as "import name" does,
// and returns the module itself (not the top-level package).
func (vm *VM) Import(name string) (runtime.Value, error) {
	parts := strings.Split(name, ".")
	var m runtime.Value
	for i := range parts {
		var err error
		if m, err = vm.importOne(strings.Join(parts[:i+1], ".")); err != nil {
			return runtime.None, err
		}
	}
	return m, nil
}
