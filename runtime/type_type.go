// This file defines the built-in type `type`: calling a class (__new__
// then __init__), type() with one and three arguments, attribute lookup on
// classes (type_getattro), and the attributes of a class (__name__,
// __mro__, __dict__...).

package runtime

// typeCall is type.__call__: cls(*args, **kw).
func typeCall(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
	cls := self.obj.(*Type)
	if cls == TypeType && len(args) == 1 && kw.Len() == 0 {
		return MakeObject(args[0].Type()), nil
	}
	if cls.Slots.New == nil {
		return Value{}, Errorf(TypeError, "cannot create '%s' instances", cls.fullName())
	}
	obj, err := cls.Slots.New(t, cls, args, kw)
	if err != nil {
		return Value{}, err
	}
	// __init__ runs only when __new__ returned an instance of cls.
	ot := obj.Type()
	if !ot.IsSubtype(cls) {
		return obj, nil
	}
	if init := ot.Slots.Init; init != nil {
		if err := init(t, obj, args, kw); err != nil {
			return Value{}, err
		}
	}
	return obj, nil
}

// typeNew is type.__new__: type(x) or type(name, bases, dict).
func typeNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	if len(args) == 1 && kw.Len() == 0 && cls == TypeType {
		return MakeObject(args[0].Type()), nil
	}
	if len(args) != 3 {
		return Value{}, Errorf(TypeError, "type() takes 1 or 3 arguments")
	}

	name, ok := AsStr(args[0])
	if !ok {
		return Value{}, Errorf(TypeError, "type.__new__() argument 1 must be str, not %s", args[0].TypeName())
	}
	bt, ok := args[1].obj.(*Tuple)
	if !ok {
		return Value{}, Errorf(TypeError, "type.__new__() argument 2 must be tuple, not %s", args[1].TypeName())
	}
	ns, ok := args[2].obj.(*Dict)
	if !ok {
		return Value{}, Errorf(TypeError, "type.__new__() argument 3 must be dict, not %s", args[2].TypeName())
	}
	bases := make([]*Type, len(bt.items))
	for i, b := range bt.items {
		if bases[i], ok = b.obj.(*Type); !ok {
			return Value{}, Errorf(TypeError, "bases must be types")
		}
	}
	winner, err := CalculateMetaclass(cls, bases)
	if err != nil {
		return Value{}, err
	}
	if winner != cls {
		if _, w := winner.lookupWhere("__new__"); w != nil && w.IsHeap() {
			return winner.Slots.New(t, winner, args, kw)
		}
		cls = winner
	}
	c, err := NewClassMeta(t, cls, name, bases, ns, kw)
	if err != nil {
		return Value{}, err
	}
	return MakeObject(c), nil
}

func typeInit(t *Thread, self Value, args []Value, kw *KwArgs) error {
	if len(args) != 1 && len(args) != 3 {
		return Errorf(TypeError, "type.__init__() takes 1 or 3 arguments")
	}
	return nil
}

// TypeGetAttr is type.__getattribute__: data descriptors of the metatype,
// then the class's own MRO (binding with __get__(None, cls)), then the
// metatype's other attributes.
func TypeGetAttr(t *Thread, self Value, name string) (Value, error) {
	cls := self.obj.(*Type)
	meta := cls.Type()
	metaAttr, metaFound := meta.Lookup(name)
	var metaGet func(*Thread, Value, Value, *Type) (Value, error)
	if metaFound {
		mt := metaAttr.Type()
		metaGet = mt.Slots.DescrGet
		if metaGet != nil && mt.Slots.DescrSet != nil {
			return metaGet(t, metaAttr, self, meta)
		}
	}
	if v, ok := cls.Lookup(name); ok {
		if get := v.Type().Slots.DescrGet; get != nil {
			if cls == NoneType {
				// obj None with cls NoneType means None itself (see
				// classAccess); through the class, the built-in
				// descriptors need no cls.
				return get(t, v, None, nil)
			}
			return get(t, v, None, cls)
		}
		return v, nil
	}
	if metaFound {
		if metaGet != nil {
			return metaGet(t, metaAttr, self, meta)
		}
		return metaAttr, nil
	}
	return Value{}, Errorf(AttributeError, "type object '%s' has no attribute '%s'", cls.Name, name)
}

func typeRepr(t *Thread, self Value) (string, error) { return self.obj.(*Type).Repr(), nil }

// typeOf returns the class a type attribute getter is called on.
func typeOf(self Value) *Type { return self.obj.(*Type) }

func setupTypeType() {
	TypeType.Slots = Slots{
		New:     typeNew,
		Init:    typeInit,
		Call:    typeCall,
		Repr:    typeRepr,
		GetAttr: TypeGetAttr,
		SetAttr: typeSetAttr,
		DelAttr: typeDelAttr,
	}
	addGetSet(TypeType, "__name__", func(t *Thread, self Value) (Value, error) { return MakeStr(typeOf(self).Name), nil },
		func(t *Thread, self, v Value, del bool) error {
			return setTypeString(typeOf(self), "__name__", v, del, &typeOf(self).Name)
		})
	addGetSet(TypeType, "__qualname__", func(t *Thread, self Value) (Value, error) { return MakeStr(typeOf(self).QualName), nil },
		func(t *Thread, self, v Value, del bool) error {
			return setTypeString(typeOf(self), "__qualname__", v, del, &typeOf(self).QualName)
		})
	addGetSet(TypeType, "__module__", func(t *Thread, self Value) (Value, error) {
		c := typeOf(self)
		if c.IsHeap() {
			if v, ok := c.Dict.GetStr("__module__"); ok {
				return v, nil
			}
		}
		return MakeStr(c.Module), nil
	}, func(t *Thread, self, v Value, del bool) error {
		c := typeOf(self)
		if !c.IsHeap() {
			return Errorf(TypeError, "cannot set '__module__' attribute of immutable type '%s'", c.Name)
		}
		if del {
			return Errorf(TypeError, "cannot delete '__module__' attribute of immutable type '%s'", c.Name)
		}
		c.Dict.SetStr("__module__", v)
		if s, ok := AsStr(v); ok {
			c.Module = s
		}
		c.changed()
		return nil
	})
	addGetter(TypeType, "__bases__", func(t *Thread, self Value) (Value, error) {
		return MakeObject(typeTuple(typeOf(self).Bases)), nil
	})
	addGetter(TypeType, "__base__", func(t *Thread, self Value) (Value, error) {
		if b := typeOf(self).Base; b != nil {
			return MakeObject(b), nil
		}
		return None, nil
	})
	addGetter(TypeType, "__mro__", func(t *Thread, self Value) (Value, error) {
		return MakeObject(typeTuple(typeOf(self).MRO)), nil
	})
	addGetter(TypeType, "__dict__", func(t *Thread, self Value) (Value, error) {
		return MakeObject(&MappingProxy{m: MakeObject(typeOf(self).Dict)}), nil
	})
	addGetSet(TypeType, "__doc__", func(t *Thread, self Value) (Value, error) {
		c := typeOf(self)
		v, ok := c.Dict.GetStr("__doc__")
		if !ok {
			return None, nil
		}
		if get := v.Type().Slots.DescrGet; get != nil {
			return get(t, v, None, c)
		}
		return v, nil
	}, func(t *Thread, self, v Value, del bool) error {
		// A class's docstring lives in its namespace, so a heap class may
		// replace it (dataclasses writes the signature there).
		c := typeOf(self)
		if !c.IsHeap() {
			return Errorf(TypeError, "cannot set '__doc__' attribute of immutable type '%s'", c.Name)
		}
		if del {
			return Errorf(TypeError, "cannot delete '__doc__' attribute of immutable type '%s'", c.Name)
		}
		c.Dict.SetStr("__doc__", v)
		c.changed()
		return nil
	})
	addGetSet(TypeType, "__abstractmethods__", func(t *Thread, self Value) (Value, error) {
		c := typeOf(self)
		if c != TypeType {
			if v, ok := c.Dict.GetStr("__abstractmethods__"); ok {
				return v, nil
			}
		}
		return Value{}, Errorf(AttributeError, "__abstractmethods__")
	}, func(t *Thread, self, v Value, del bool) error {
		// abc sets this; a non-empty collection makes the class abstract.
		c := typeOf(self)
		if !c.IsHeap() {
			return Errorf(TypeError, "cannot set '__abstractmethods__' attribute of immutable type '%s'", c.Name)
		}
		abstract := false
		if del {
			if !c.Dict.DeleteStr("__abstractmethods__") {
				return Errorf(AttributeError, "__abstractmethods__")
			}
		} else {
			b, err := Truth(t, v)
			if err != nil {
				return err
			}
			abstract = b
			c.Dict.SetStr("__abstractmethods__", v)
		}
		c.Flags &^= TypeAbstract
		if abstract {
			c.Flags |= TypeAbstract
		}
		c.changed()
		return nil
	})
	addMethod(TypeType, "mro", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("mro", args, kw); err != nil {
			return Value{}, err
		}
		return MakeObject(NewList(typeTuple(typeOf(self).MRO).items)), nil
	})
	addMethod(TypeType, "__dir__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("__dir__", args, kw); err != nil {
			return Value{}, err
		}
		names := NewDict(t)
		mro := typeOf(self).MRO
		for i := len(mro) - 1; i >= 0; i-- {
			for _, k := range mro[i].Dict.Keys() {
				if err := names.Set(t, k, None); err != nil {
					return Value{}, err
				}
			}
		}
		return MakeObject(NewList(names.Keys())), nil
	})
	addMethod(TypeType, "__subclasses__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("__subclasses__", args, kw); err != nil {
			return Value{}, err
		}
		c := typeOf(self)
		var out []Value
		if c.IsHeap() {
			for _, s := range c.subclasses {
				out = append(out, MakeObject(s))
			}
		} else {
			for _, s := range builtinTypes {
				if s.Base == c {
					out = append(out, MakeObject(s))
				}
			}
		}
		return MakeObject(NewList(out)), nil
	})
	addMethod(TypeType, "__instancecheck__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("__instancecheck__", args, kw); err != nil {
			return Value{}, err
		}
		return MakeBool(args[0].Type().IsSubtype(typeOf(self))), nil
	})
	addMethod(TypeType, "__subclasscheck__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("__subclasscheck__", args, kw); err != nil {
			return Value{}, err
		}
		c, ok := args[0].obj.(*Type)
		if !ok {
			return Value{}, Errorf(TypeError, "issubclass() arg 1 must be a class")
		}
		return MakeBool(c.IsSubtype(typeOf(self))), nil
	})
	TypeType.Dict.SetStr("__prepare__", MakeObject(&MethodDescriptor{Name: "__prepare__", Owner: TypeType, class: true,
		Fn: func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			return MakeObject(NewDict(t)), nil
		}}))
}

// setTypeString assigns __name__ or __qualname__ of a heap class.
func setTypeString(c *Type, attr string, v Value, del bool, dst *string) error {
	if !c.IsHeap() {
		return Errorf(TypeError, "cannot set '%s' attribute of immutable type '%s'", attr, c.Name)
	}
	if del {
		return Errorf(TypeError, "cannot delete '%s' attribute of immutable type '%s'", attr, c.Name)
	}
	s, ok := AsStr(v)
	if !ok {
		return Errorf(TypeError, "can only assign string to %s.%s, not '%s'", c.Name, attr, v.TypeName())
	}
	*dst = s
	return nil
}

// typeTuple returns a tuple of classes.
func typeTuple(ts []*Type) *Tuple {
	items := make([]Value, len(ts))
	for i, c := range ts {
		items[i] = MakeObject(c)
	}
	return NewTuple(items)
}

// CalculateMetaclass returns the most derived of meta and the metaclasses
// of bases, as a class statement and type.__new__ choose it.
func CalculateMetaclass(meta *Type, bases []*Type) (*Type, error) {
	winner := meta
	for _, b := range bases {
		bm := b.Type()
		switch {
		case winner.IsSubtype(bm):
		case bm.IsSubtype(winner):
			winner = bm
		default:
			return nil, Errorf(TypeError, "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases")
		}
	}
	return winner, nil
}
