package runtime

// This file gives a class statement's class the __dict__ and __weakref__
// descriptors CPython's type_new adds: __dict__ when no base already gives
// instances a dict, __weakref__ when no base already supports weak
// references (and the layout allows them: not int, tuple or bytes), both
// only without __slots__. They show in the class's __dict__ and in dir().

// addInstanceDescriptors adds the descriptors before __doc__ is set, the
// order CPython's class dicts show.
func addInstanceDescriptors(cls *Type) {
	if _, hasSlots := cls.Dict.GetStr("__slots__"); hasSlots {
		return
	}
	baseDict, baseWeak := false, false
	for _, b := range cls.MRO[1:] {
		if _, ok := b.Dict.GetStr("__dict__"); ok || b.Flags&TypeHasDict != 0 {
			baseDict = true
		}
		if _, ok := b.Dict.GetStr("__weakref__"); ok {
			baseWeak = true
		}
	}
	switch cls.layout {
	case IntType, BoolType, TupleType, BytesType:
		baseWeak = true // variable-size layouts take no weak references
	case TypeType:
		baseWeak = true // classes support weak references already
	}
	if !baseDict {
		cls.Dict.SetStr("__dict__", MakeObject(&GetSetDescriptor{Name: "__dict__", Owner: cls,
			Get: func(t *Thread, self Value) (Value, error) {
				if d := instanceDict(t, self, true); d != nil {
					return MakeObject(d), nil
				}
				return Value{}, Errorf(AttributeError, "'%s' object has no attribute '__dict__'", self.TypeName())
			},
			Set: func(t *Thread, self, v Value, del bool) error {
				inst, ok := self.obj.(*Instance)
				if !ok {
					return Errorf(AttributeError, "'%s' object has no attribute '__dict__'", self.TypeName())
				}
				if del {
					return Errorf(TypeError, "cannot delete __dict__")
				}
				d, ok := v.obj.(*Dict)
				if !ok {
					return Errorf(TypeError, "__dict__ must be set to a dictionary, not a '%s'", v.TypeName())
				}
				inst.setDict(d)
				return nil
			}}))
	}
	if !baseWeak {
		cls.Dict.SetStr("__weakref__", MakeObject(&GetSetDescriptor{Name: "__weakref__", Owner: cls,
			Get: func(t *Thread, self Value) (Value, error) { return None, nil }}))
	}
}
