package vm

import (
	"github.com/pyexgo/pyex/runtime"
)

// This file builds classes: the __build_class__ protocol of CPython, with
// the metaclass chosen from the bases, __mro_entries__, __prepare__, the
// class body run with the namespace as its locals, and the __class__ cell.

// buildClass runs BUILDCLASS: args holds the body function, the name, the
// bases and then the keyword values named by names.
func (vm *VM) buildClass(args []runtime.Value, names []runtime.Value) (runtime.Value, error) {
	npos := len(args) - len(names)
	var kw *runtime.KwArgs
	if len(names) > 0 {
		kw = &runtime.KwArgs{}
		for i, n := range names {
			s, _ := runtime.AsStr(n)
			kw.Add(s, args[npos+i])
		}
	}
	own := append([]runtime.Value(nil), args[:npos]...)
	return vm.buildClassCall(own, kw)
}

// buildClassBuiltin returns builtins.__build_class__ for CALLEX.
func (vm *VM) buildClassBuiltin() *runtime.BuiltinFunction {
	if vm.buildClassFn == nil {
		vm.buildClassFn = runtime.NewBuiltin("__build_class__", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			return vm.buildClassCall(args, kw)
		})
	}
	return vm.buildClassFn
}

func (vm *VM) buildClassCall(args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	t := vm.t
	if len(args) < 2 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "__build_class__: not enough arguments")
	}
	body, ok := args[0].Object().(*runtime.Function)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "__build_class__: func must be a function")
	}
	name := args[1]
	if _, ok := runtime.AsStr(name); !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "__build_class__: name is not a string")
	}
	origBases := args[2:]
	bases, changed, err := resolveBases(t, origBases)
	if err != nil {
		return runtime.None, err
	}
	// The metaclass: an explicit metaclass= keyword, or the most derived
	// type of the bases.
	var meta runtime.Value
	var rest runtime.KwArgs
	explicit := false
	for i := 0; i < kw.Len(); i++ {
		if kw.Names[i] == "metaclass" {
			meta, explicit = kw.Values[i], true
		} else {
			rest.Add(kw.Names[i], kw.Values[i])
		}
	}
	if !explicit {
		meta = runtime.MakeObject(runtime.TypeType)
		if len(bases) > 0 {
			meta = runtime.MakeObject(bases[0].Type())
		}
	}
	if mt, ok := meta.Object().(*runtime.Type); ok && mt.IsSubtype(runtime.TypeType) {
		var types []*runtime.Type
		for _, b := range bases {
			if bt, ok := b.Object().(*runtime.Type); ok {
				types = append(types, bt)
			}
		}
		winner, err := runtime.CalculateMetaclass(mt, types)
		if err != nil {
			return runtime.None, err
		}
		meta = runtime.MakeObject(winner)
	}
	basesTuple := runtime.MakeObject(runtime.NewTuple(bases))
	var restKw *runtime.KwArgs
	if rest.Len() > 0 {
		restKw = &rest
	}
	ns := runtime.MakeObject(runtime.NewDict(t))
	if prep, err := runtime.GetAttrDefault(t, meta, "__prepare__", runtime.None); err != nil {
		return runtime.None, err
	} else if !prep.IsNone() {
		if ns, err = runtime.Call(t, prep, []runtime.Value{name, basesTuple}, restKw); err != nil {
			return runtime.None, err
		}
	}
	nsDict, ok := ns.Object().(*runtime.Dict)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "%s.__prepare__() must return a mapping, not %s", meta.Type().Name, ns.Type().Name)
	}
	f, _, err := vm.enterFunction(body, nil, nil)
	if err != nil {
		return runtime.None, err
	}
	if f == nil {
		return runtime.None, errGeneratorBody()
	}
	f.locals = nsDict
	cell, err := vm.run(f)
	if err != nil {
		return runtime.None, err
	}
	if changed {
		nsDict.SetStr("__orig_bases__", runtime.MakeObject(runtime.NewTuple(origBases)))
	}
	cls, err := runtime.Call(t, meta, []runtime.Value{name, basesTuple, ns}, restKw)
	if err != nil {
		return runtime.None, err
	}
	if c, ok := cell.Object().(*runtime.Cell); ok {
		c.V, c.Bound = cls, true
	}
	return cls, nil
}

// resolveBases applies __mro_entries__ to bases that are not classes
// (typing.Generic[T] and the like).
func resolveBases(t *runtime.Thread, bases []runtime.Value) ([]runtime.Value, bool, error) {
	out := make([]runtime.Value, 0, len(bases))
	changed := false
	for _, b := range bases {
		if _, ok := b.Object().(*runtime.Type); ok {
			out = append(out, b)
			continue
		}
		me, err := runtime.GetAttrDefault(t, b, "__mro_entries__", runtime.None)
		if err != nil {
			return nil, false, err
		}
		if me.IsNone() {
			out = append(out, b)
			continue
		}
		r, err := runtime.Call(t, me, []runtime.Value{runtime.MakeObject(runtime.NewTuple(bases))}, nil)
		if err != nil {
			return nil, false, err
		}
		tup, ok := r.Object().(*runtime.Tuple)
		if !ok {
			return nil, false, runtime.Errorf(runtime.TypeError, "__mro_entries__ must return a tuple")
		}
		out = append(out, tup.Items()...)
		changed = true
	}
	return out, changed, nil
}
