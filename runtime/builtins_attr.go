// This file defines the built-in functions about objects and namespaces:
// callable, getattr, setattr, delattr, hasattr, isinstance, issubclass,
// id, dir, vars, globals and locals.

package runtime

func builtinCallable(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if err := oneArg("callable", args, kw); err != nil {
		return Value{}, err
	}
	return MakeBool(Callable(args[0])), nil
}

func builtinGetattr(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var obj, name, def Value
	if err := UnpackPositional("getattr", args, kw, 2, &obj, &name, &def); err != nil {
		return Value{}, err
	}
	n, err := attrName(name)
	if err != nil {
		return Value{}, err
	}
	if len(args) == 3 {
		return GetAttrDefault(t, obj, n, def)
	}
	v, err := GetAttr(t, obj, n)
	if err != nil {
		return Value{}, AttributeErrorContext(err, obj, n)
	}
	return v, nil
}

func builtinSetattr(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var obj, name, v Value
	if err := UnpackPositional("setattr", args, kw, 3, &obj, &name, &v); err != nil {
		return Value{}, err
	}
	n, err := attrName(name)
	if err != nil {
		return Value{}, err
	}
	return None, SetAttr(t, obj, n, v)
}

func builtinDelattr(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var obj, name Value
	if err := UnpackPositional("delattr", args, kw, 2, &obj, &name); err != nil {
		return Value{}, err
	}
	n, err := attrName(name)
	if err != nil {
		return Value{}, err
	}
	return None, DelAttr(t, obj, n)
}

func builtinHasattr(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var obj, name Value
	if err := UnpackPositional("hasattr", args, kw, 2, &obj, &name); err != nil {
		return Value{}, err
	}
	n, err := attrName(name)
	if err != nil {
		return Value{}, err
	}
	ok, err := HasAttr(t, obj, n)
	return MakeBool(ok), err
}

func builtinIsinstance(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var obj, cls Value
	if err := UnpackPositional("isinstance", args, kw, 2, &obj, &cls); err != nil {
		return Value{}, err
	}
	ok, err := IsInstance(t, obj, cls)
	return MakeBool(ok), err
}

func builtinIssubclass(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var sub, cls Value
	if err := UnpackPositional("issubclass", args, kw, 2, &sub, &cls); err != nil {
		return Value{}, err
	}
	ok, err := IsSubclass(t, sub, cls)
	return MakeBool(ok), err
}

func builtinID(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if err := oneArg("id", args, kw); err != nil {
		return Value{}, err
	}
	return MakeInt(int64(ObjectID(t, args[0]))), nil
}

// currentFrame returns the running frame, or the SystemError of a builtin
// that needs one when none runs (a builtin called directly from Go).
func currentFrame(t *Thread, fname string) (FrameInfo, error) {
	var f FrameInfo
	if t != nil {
		f = t.CurrentFrame()
	}
	if f == nil {
		return nil, Errorf(SystemError, "%s(): no current frame", fname)
	}
	return f, nil
}

func builtinGlobals(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if err := noArgs("globals", args, kw); err != nil {
		return Value{}, err
	}
	f, err := currentFrame(t, "globals")
	if err != nil {
		return Value{}, err
	}
	return MakeObject(f.Globals()), nil
}

func builtinLocals(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if err := noArgs("locals", args, kw); err != nil {
		return Value{}, err
	}
	return frameLocals(t, "locals")
}

// frameLocals returns locals() of the running frame.
func frameLocals(t *Thread, fname string) (Value, error) {
	f, err := currentFrame(t, fname)
	if err != nil {
		return Value{}, err
	}
	d, err := f.Locals()
	if err != nil {
		return Value{}, err
	}
	return MakeObject(d), nil
}

func builtinVars(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var obj Value
	if err := UnpackPositional("vars", args, kw, 0, &obj); err != nil {
		return Value{}, err
	}
	if len(args) == 0 {
		return frameLocals(t, "vars")
	}
	d, err := GetAttr(t, obj, "__dict__")
	if err != nil {
		if isAttributeError(err) {
			return Value{}, Errorf(TypeError, "vars() argument must have __dict__ attribute")
		}
		return Value{}, err
	}
	return d, nil
}

func builtinDir(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var obj Value
	if err := UnpackPositional("dir", args, kw, 0, &obj); err != nil {
		return Value{}, err
	}
	var names []Value
	if len(args) == 0 {
		// dir() lists the names of the current local scope.
		loc, err := frameLocals(t, "dir")
		if err != nil {
			return Value{}, err
		}
		names, err = iterToSlice(t, loc)
		if err != nil {
			return Value{}, err
		}
	} else {
		r, err := dirOf(t, obj)
		if err != nil {
			return Value{}, err
		}
		if names, err = iterToSlice(t, r); err != nil {
			return Value{}, err
		}
	}
	if err := SortValues(t, names, None, false); err != nil {
		return Value{}, err
	}
	return MakeObject(NewList(names)), nil
}

// dirOf calls type(obj).__dir__(obj). Where that is object.__dir__, dir
// follows CPython's implementations of the inherited __dir__ itself:
// type.__dir__ for a class (the names of the class and of all its bases),
// module.__dir__ for a module (its namespace), object.__dir__ otherwise
// (the instance __dict__ and the attributes of the class and its bases).
func dirOf(t *Thread, obj Value) (Value, error) {
	f, ok := obj.Type().Lookup("__dir__")
	if !ok {
		return Value{}, Errorf(TypeError, "object does not provide __dir__")
	}
	if def, _ := ObjectType.Dict.GetStr("__dir__"); f.Is(def) {
		switch o := obj.obj.(type) {
		case *Type:
			return classDir(t, o)
		case *Module:
			return moduleDir(t, o)
		}
		return instanceDir(t, obj)
	}
	return callBound(t, f, obj, nil, nil)
}

// mergeClassNames adds the names of cls's dict and, recursively, of its
// bases' to names (CPython's merge_class_dict).
func mergeClassNames(t *Thread, names *Dict, cls *Type) error {
	for _, k := range cls.Dict.Keys() {
		if err := names.Set(t, k, None); err != nil {
			return err
		}
	}
	for _, b := range cls.Bases {
		if err := mergeClassNames(t, names, b); err != nil {
			return err
		}
	}
	return nil
}

// classDir is type.__dir__.
func classDir(t *Thread, cls *Type) (Value, error) {
	names := NewDict(t)
	if err := mergeClassNames(t, names, cls); err != nil {
		return Value{}, err
	}
	return MakeObject(NewList(names.Keys())), nil
}

// moduleDir is module.__dir__: the namespace's keys, or what a __dir__
// function defined in the module returns.
func moduleDir(t *Thread, m *Module) (Value, error) {
	if f, ok := m.Dict.GetStr("__dir__"); ok {
		return Call(t, f, nil, nil)
	}
	return MakeObject(NewList(m.Dict.Keys())), nil
}

// instanceDir is object.__dir__: the keys of obj.__dict__ (when it is a
// dict) and the names of obj.__class__ and its bases.
func instanceDir(t *Thread, obj Value) (Value, error) {
	names := NewDict(t)
	d, err := GetAttr(t, obj, "__dict__")
	if err != nil && !isAttributeError(err) {
		return Value{}, err
	}
	if dict, ok := d.obj.(*Dict); ok && err == nil {
		for _, k := range dict.Keys() {
			if err := names.Set(t, k, None); err != nil {
				return Value{}, err
			}
		}
	}
	c, err := GetAttr(t, obj, "__class__")
	if err != nil && !isAttributeError(err) {
		return Value{}, err
	}
	if cls, ok := c.obj.(*Type); ok && err == nil {
		if err := mergeClassNames(t, names, cls); err != nil {
			return Value{}, err
		}
	}
	return MakeObject(NewList(names.Keys())), nil
}
