// This file defines the object protocol that copy and pickle use:
// object.__getstate__, object.__reduce_ex__ and object.__reduce__ (the
// protocol 2 form, through copyreg.__newobj__), and BaseException's
// __reduce__ and __setstate__.

package runtime

// newObjBuiltin is copyreg.__newobj__(cls, *args): cls.__new__(cls, *args).
var newObjBuiltin = func() *BuiltinFunction {
	f := NewBuiltin("__newobj__", func(t *Thread, args []Value, kw *KwArgs) (Value, error) {
		if len(args) == 0 {
			return Value{}, Errorf(TypeError, "__newobj__() missing 1 required positional argument: 'cls'")
		}
		cls, ok := args[0].obj.(*Type)
		if !ok {
			return Value{}, Errorf(TypeError, "__newobj__ arg 1 must be a type, not %s", args[0].TypeName())
		}
		if cls.Slots.New == nil {
			return Value{}, Errorf(TypeError, "cannot create '%s' instances", cls.fullName())
		}
		return cls.Slots.New(t, cls, args[1:], kw)
	})
	f.SetModule("copyreg")
	return f
}()

// objectGetState is object.__getstate__(): the instance dict (None when
// empty), paired with a dict of the __slots__ values when there are slots.
func objectGetState(t *Thread, self Value) (Value, error) {
	state := None
	if d := instanceDict(t, self, false); d != nil && d.Len() > 0 {
		state = MakeObject(d.Copy())
	}
	inst, ok := self.obj.(*Instance)
	if !ok || inst.cls.nslots == 0 {
		return state, nil
	}
	slots := NewDict(t)
	for _, c := range inst.cls.MRO {
		for _, name := range c.slotNames {
			if v, err := GetAttr(t, self, name); err == nil {
				if err := slots.Set(t, MakeStr(name), v); err != nil {
					return Value{}, err
				}
			} else if !isAttributeError(err) {
				return Value{}, err
			}
		}
	}
	if slots.Len() == 0 {
		return state, nil
	}
	return MakeTuple(state, MakeObject(slots)), nil
}

// reduceNewObj is the protocol 2 reduction of object.__reduce_ex__.
func reduceNewObj(t *Thread, self Value) (Value, error) {
	cls := self.Type()
	newArgs := []Value{MakeObject(cls)}
	if f, ok := cls.Lookup("__getnewargs__"); ok {
		r, err := callBound(t, f, self, nil, nil)
		if err != nil {
			return Value{}, err
		}
		items, ok := r.obj.(*Tuple)
		if !ok {
			return Value{}, Errorf(TypeError, "__getnewargs__ should return a tuple, not '%s'", r.TypeName())
		}
		newArgs = append(newArgs, items.items...)
	}
	state, err := CallMethod(t, self, "__getstate__", nil, nil)
	if err != nil {
		return Value{}, err
	}
	listItems, dictItems := None, None
	if listOf(self) != nil {
		if listItems, err = Iter(t, self); err != nil {
			return Value{}, err
		}
	}
	if dictOf(self) != nil {
		items, err := CallMethod(t, self, "items", nil, nil)
		if err != nil {
			return Value{}, err
		}
		if dictItems, err = Iter(t, items); err != nil {
			return Value{}, err
		}
	}
	return MakeTuple(MakeObject(newObjBuiltin), MakeObject(NewTuple(newArgs)), state, listItems, dictItems), nil
}

func setupReduce() {
	o := ObjectType
	addMethod(o, "__getstate__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("object.__getstate__", args, kw); err != nil {
			return Value{}, err
		}
		return objectGetState(t, self)
	})
	addMethod(o, "__reduce_ex__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("object.__reduce_ex__", args, kw); err != nil {
			return Value{}, err
		}
		if _, err := IndexInt(t, args[0]); err != nil {
			return Value{}, err
		}
		// A class that defines its own __reduce__ is reduced by it.
		if w := definedBy(self.Type(), "__reduce__"); w != nil && w != ObjectType {
			return CallMethod(t, self, "__reduce__", nil, nil)
		}
		return reduceNewObj(t, self)
	})
	addMethod(o, "__reduce__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("object.__reduce__", args, kw); err != nil {
			return Value{}, err
		}
		return reduceNewObj(t, self)
	})
	addMethod(o, "__sizeof__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("object.__sizeof__", args, kw); err != nil {
			return Value{}, err
		}
		return MakeInt(16), nil
	})
	b := BaseExceptionType
	addMethod(b, "__reduce__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		e, err := excOf(self)
		if err != nil {
			return Value{}, err
		}
		if e.dict != nil && e.dict.Len() > 0 {
			return MakeTuple(MakeObject(self.Type()), MakeObject(e.args), MakeObject(e.dict)), nil
		}
		return MakeTuple(MakeObject(self.Type()), MakeObject(e.args)), nil
	})
	addMethod(b, "__setstate__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("BaseException.__setstate__", args, kw); err != nil {
			return Value{}, err
		}
		if args[0].IsNone() {
			return None, nil
		}
		d := dictOf(args[0])
		if d == nil {
			return Value{}, Errorf(TypeError, "state is not a dictionary")
		}
		keys, values := d.Items()
		for i, k := range keys {
			name, err := attrName(k)
			if err != nil {
				return Value{}, err
			}
			if err := SetAttr(t, self, name, values[i]); err != nil {
				return Value{}, err
			}
		}
		return None, nil
	})
}
