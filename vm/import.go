package vm

import (
	"strings"

	bc "github.com/pyexgo/pyex/bytecode"
	"github.com/pyexgo/pyex/runtime"
)

// Loader makes the module named name for a run, or reports that no such
// module exists. The embedder supplies it: the standard library and the
// host's bindings are the only modules there are.
type Loader func(t *runtime.Thread, name string) (*runtime.Module, bool, error)

// SetLoader sets how import finds modules.
func (vm *VM) SetLoader(l Loader) { vm.loader = l }

// Modules returns the run's module table (sys.modules).
func (vm *VM) Modules() map[string]*runtime.Module {
	if vm.modules == nil {
		vm.modules = map[string]*runtime.Module{}
	}
	return vm.modules
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
	var top, leaf *runtime.Module
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
		if level > 0 && name == "" {
			return runtime.MakeObject(leaf), nil
		}
		if level > 0 {
			// from . import x style handled above; "import .x" cannot occur.
			return runtime.MakeObject(leaf), nil
		}
		return runtime.MakeObject(top), nil
	}
	// Submodules named in the fromlist are imported too.
	for _, item := range fromlist.Object().(*runtime.Tuple).Items() {
		s, _ := runtime.AsStr(item)
		if s == "*" {
			continue
		}
		if _, ok := leaf.Dict.GetStr(s); !ok {
			vm.importOne(leaf.Name + "." + s)
		}
	}
	return runtime.MakeObject(leaf), nil
}

// importOne imports one dotted name whose parent is already imported, and
// binds it as an attribute of its parent.
func (vm *VM) importOne(name string) (*runtime.Module, error) {
	mods := vm.Modules()
	if m, ok := mods[name]; ok {
		return m, nil
	}
	if vm.loader == nil {
		return nil, moduleNotFound(name)
	}
	m, ok, err := vm.loader(vm.t, name)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, moduleNotFound(name)
	}
	mods[name] = m
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		if parent, ok := mods[name[:i]]; ok {
			parent.Dict.SetStr(name[i+1:], runtime.MakeObject(m))
		}
	}
	return m, nil
}

func moduleNotFound(name string) error {
	e := runtime.NewException(runtime.ModuleNotFoundErrorType, runtime.MakeStr("No module named '"+name+"'"))
	return e
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
	modName := "<unknown module name>"
	if m, ok := mod.Object().(*runtime.Module); ok {
		modName = m.Name
		if sub, ok := vm.Modules()[m.Name+"."+name]; ok {
			return runtime.MakeObject(sub), nil
		}
	}
	return runtime.None, runtime.NewException(runtime.ImportErrorType,
		runtime.MakeStr("cannot import name '"+name+"' from '"+modName+"' (unknown location)"))
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
			f.locals.SetStr(s, v)
		}
		return nil
	}
	keys, values := m.Dict.Items()
	for i, k := range keys {
		if s, ok := runtime.AsStr(k); ok && !strings.HasPrefix(s, "_") {
			f.locals.SetStr(s, values[i])
		}
	}
	return nil
}
