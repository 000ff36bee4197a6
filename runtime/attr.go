// This file defines attribute access: the protocol functions GetAttr,
// SetAttr and DelAttr, and object's generic implementation of them with
// CPython's order: data descriptors on the class, then the instance
// __dict__, then other class attributes (binding functions and other
// non-data descriptors).

package runtime

// GetAttr returns v.name.
func GetAttr(t *Thread, v Value, name string) (Value, error) {
	get := v.Type().Slots.GetAttr
	if get == nil {
		return Value{}, noAttr(v, name)
	}
	return get(t, v, name)
}

// GetAttrDefault returns v.name, or def when v has no such attribute
// (getattr with a default: only AttributeError is swallowed).
func GetAttrDefault(t *Thread, v Value, name string, def Value) (Value, error) {
	r, err := GetAttr(t, v, name)
	if err != nil && isAttributeError(err) {
		return def, nil
	}
	return r, err
}

// HasAttr reports hasattr(v, name).
func HasAttr(t *Thread, v Value, name string) (bool, error) {
	_, err := GetAttr(t, v, name)
	if err == nil {
		return true, nil
	}
	if isAttributeError(err) {
		return false, nil
	}
	return false, err
}

// SetAttr performs v.name = x.
func SetAttr(t *Thread, v Value, name string, x Value) error {
	set := v.Type().Slots.SetAttr
	if set == nil {
		return readOnlyAttrs(v, name)
	}
	return set(t, v, name, x)
}

// DelAttr performs del v.name.
func DelAttr(t *Thread, v Value, name string) error {
	del := v.Type().Slots.DelAttr
	if del == nil {
		return readOnlyAttrs(v, name)
	}
	return del(t, v, name)
}

// noAttr returns "'int' object has no attribute 'x'".
func noAttr(v Value, name string) error {
	if c, ok := v.obj.(*Type); ok {
		return Errorf(AttributeError, "type object '%s' has no attribute '%s'", c.Name, name)
	}
	return Errorf(AttributeError, "'%s' object has no attribute '%s'", v.TypeName(), name)
}

// readOnlyAttrs is the error for setting an attribute on an object of a
// built-in type without a __dict__.
func readOnlyAttrs(v Value, name string) error {
	if _, ok := v.Type().Lookup(name); ok {
		return Errorf(AttributeError, "'%s' object attribute '%s' is read-only", v.TypeName(), name)
	}
	return Errorf(AttributeError, "'%s' object has no attribute '%s'", v.TypeName(), name)
}

// attrName checks an attribute name given as a Value.
func attrName(v Value) (string, error) {
	s, ok := AsStr(v)
	if !ok {
		return "", Errorf(TypeError, "attribute name must be string, not '%s'", v.TypeName())
	}
	return s, nil
}

// instanceGet returns attribute name (whose StrHash is h) from v's own
// attributes, without making a dict for a split instance.
func instanceGet(t *Thread, v Value, name string, h int64) (Value, bool) {
	if o, ok := v.obj.(*Instance); ok && o.split() {
		return o.splitGet(name)
	}
	if dict := instanceDict(t, v, false); dict != nil {
		return dict.getStrHash(name, h)
	}
	return Value{}, false
}

// instanceDict returns the __dict__ of an object that has one, or nil. If
// create is set, a function's dict is made on first use.
func instanceDict(t *Thread, v Value, create bool) *Dict {
	switch o := v.obj.(type) {
	case *Instance:
		return o.materialize()
	case *Exception:
		if o.dict == nil && create {
			o.dict = NewDict(t)
		}
		return o.dict
	case *Function:
		if o.Dict == nil && create {
			o.Dict = NewDict(t)
		}
		return o.Dict
	case *ClassMethod:
		if o.Dict == nil && create {
			o.Dict = NewDict(t)
		}
		return o.Dict
	case *StaticMethod:
		if o.Dict == nil && create {
			o.Dict = NewDict(t)
		}
		return o.Dict
	}
	return nil
}

// GenericGetAttr is object.__getattribute__.
func GenericGetAttr(t *Thread, v Value, name string) (Value, error) {
	cls := v.Type()
	h := strHashKey(name)
	d, found := cls.lookupHashed(name, h)
	return genericGetAttrFound(t, v, cls, name, h, d, found)
}

// genericGetAttrFound is GenericGetAttr after the class lookup, which found
// d when found is set; h is name's StrHash.
func genericGetAttrFound(t *Thread, v Value, cls *Type, name string, h int64, d Value, found bool) (Value, error) {
	var get func(*Thread, Value, Value, *Type) (Value, error)
	if found {
		switch f := d.obj.(type) {
		case *Function:
			// The common case, a method: functions are non-data
			// descriptors, so only the instance dict can shadow them.
			if x, ok := instanceGet(t, v, name, h); ok {
				return x, nil
			}
			return MakeObject(&Method{Func: d, Self: v}), nil
		case *MethodDescriptor:
			if !f.class {
				if x, ok := instanceGet(t, v, name, h); ok {
					return x, nil
				}
				return MakeObject(&BuiltinFunction{name: f.Name, method: f.Fn, self: v, hasSelf: true, owner: f.Owner}), nil
			}
		}
		dt := d.Type()
		get = dt.Slots.DescrGet
		if get != nil && (dt.Slots.DescrSet != nil || dt.Slots.DescrDel != nil) {
			return get(t, d, v, cls)
		}
	}
	if name != "__dict__" {
		if x, ok := instanceGet(t, v, name, h); ok {
			return x, nil
		}
	} else if dict := instanceDict(t, v, true); dict != nil {
		if x, ok := dict.getStrHash(name, h); ok {
			return x, nil
		}
		return MakeObject(dict), nil
	}
	if found {
		if get != nil {
			return get(t, d, v, cls)
		}
		return d, nil
	}
	return Value{}, noAttr(v, name)
}

// GenericSetAttr is object.__setattr__.
func GenericSetAttr(t *Thread, v Value, name string, x Value) error {
	return genericStore(t, v, name, x, false)
}

// GenericDelAttr is object.__delattr__.
func GenericDelAttr(t *Thread, v Value, name string) error {
	return genericStore(t, v, name, Value{}, true)
}

func genericStore(t *Thread, v Value, name string, x Value, del bool) error {
	cls := v.Type()
	if d, ok := cls.Lookup(name); ok {
		dt := d.Type()
		if del && dt.Slots.DescrDel != nil {
			return dt.Slots.DescrDel(t, d, v)
		}
		if !del && dt.Slots.DescrSet != nil {
			return dt.Slots.DescrSet(t, d, v, x)
		}
	}
	if o, ok := v.obj.(*Instance); ok && o.split() && !del && name != "__dict__" {
		if o.splitSet(name, hashUnknown, x) {
			return nil
		}
	}
	dict := instanceDict(t, v, true)
	if dict == nil {
		if cls.IsHeap() {
			return Errorf(AttributeError, "'%s' object has no attribute '%s'", cls.Name, name)
		}
		return readOnlyAttrs(v, name)
	}
	if name == "__dict__" {
		if del {
			return Errorf(TypeError, "cannot delete __dict__")
		}
		nd, ok := x.obj.(*Dict)
		if !ok {
			return Errorf(TypeError, "__dict__ must be set to a dictionary, not a '%s'", x.TypeName())
		}
		switch o := v.obj.(type) {
		case *Instance:
			o.setDict(nd)
		case *Exception:
			o.dict = nd
		case *Function:
			o.Dict = nd
		}
		return nil
	}
	if del {
		if !dict.DeleteStr(name) {
			return Errorf(AttributeError, "'%s' object has no attribute '%s'", cls.Name, name)
		}
		return nil
	}
	return dict.Set(t, MakeStr(name), x)
}

// isAttributeError reports whether err is an AttributeError (or a
// subclass), whether raised by Go or by Python code.
func isAttributeError(err error) bool { return errorMatches(err, AttributeErrorType) }

// isStopIteration reports whether err is a StopIteration.
func isStopIteration(err error) bool { return errorMatches(err, StopIterationType) }

// GetMethod looks up obj.name for a call, as CPython's _PyObject_GetMethod
// does: when the attribute is a plain function or a built-in method found
// on obj's class, not shadowed by the instance dict, and the class keeps
// object's attribute lookup, it returns the function itself with
// unbound == true, and the caller passes obj as the first argument (no
// bound method is made). Otherwise it returns GetAttr's result.
func GetMethod(t *Thread, obj Value, name string) (fn Value, unbound bool, err error) {
	cls := obj.Type()
	if cls.plainGetAttr {
		h := strHashKey(name)
		if d, found := cls.lookupHashed(name, h); found {
			if isPlainMethod(d) {
				if x, ok := instanceGet(t, obj, name, h); ok {
					return x, false, nil
				}
				return d, true, nil
			}
		}
	}
	v, err := GetAttr(t, obj, name)
	return v, false, err
}

// setPlainGetAttr records whether cls looks attributes up with object's
// generic lookup (no __getattribute__ or __getattr__ of its own), which
// GetMethod's shortcut and the VM's cached sites need, and whether it
// stores them with object's __setattr__.
func setPlainGetAttr(cls *Type) {
	_, w := cls.lookupWhere("__getattribute__")
	_, ga := cls.lookupWhere("__getattr__")
	cls.plainGetAttr = w == ObjectType && ga == nil
	_, sa := cls.lookupWhere("__setattr__")
	cls.plainSetAttr = sa == ObjectType
}
