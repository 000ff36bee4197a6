// This file turns the Go slots of a built-in type into the dunder methods
// of its dict (int.__add__, list.__getitem__, ...), CPython's slot
// wrappers, and copies the slots a built-in type inherits from its base.

package runtime

// wrapperArgs checks the number of arguments of a slot wrapper call.
func wrapperArgs(args []Value, kw *KwArgs, n int) error {
	if kw.Len() > 0 {
		return Errorf(TypeError, "wrapper takes no keyword arguments")
	}
	if len(args) != n {
		return Errorf(TypeError, "expected %s, got %d", plural(n, "argument"), len(args))
	}
	return nil
}

// addSlotWrappers adds to t's dict a wrapper for each slot t defines,
// unless the dict already has that name.
func addSlotWrappers(t *Type) {
	s := &t.Slots
	add := func(name string, fn MethodFunc) {
		if _, ok := t.Dict.GetStr(name); !ok {
			t.Dict.SetStr(name, MakeObject(&MethodDescriptor{Name: name, Owner: t, Fn: fn, slot: true,
				slotKeepsArgs: name == "__init__" || name == "__call__"}))
		}
	}
	unary := func(name string, f func(t *Thread, self Value) (Value, error)) {
		add(name, func(th *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := wrapperArgs(args, kw, 0); err != nil {
				return Value{}, err
			}
			return f(th, self)
		})
	}
	binary := func(name string, f BinaryFunc) {
		add(name, func(th *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := wrapperArgs(args, kw, 1); err != nil {
				return Value{}, err
			}
			return f(th, self, args[0])
		})
	}
	if f := s.Repr; f != nil {
		unary("__repr__", func(th *Thread, self Value) (Value, error) {
			r, err := f(th, self)
			return MakeStr(r), err
		})
	}
	if f := s.Str; f != nil {
		unary("__str__", func(th *Thread, self Value) (Value, error) {
			r, err := f(th, self)
			return MakeStr(r), err
		})
	}
	if f := s.Hash; f != nil {
		unary("__hash__", func(th *Thread, self Value) (Value, error) {
			h, err := f(th, self)
			return MakeInt(h), err
		})
	} else if s.Unhashable {
		if _, ok := t.Dict.GetStr("__hash__"); !ok {
			t.Dict.SetStr("__hash__", None)
		}
	}
	if f := s.Compare; f != nil {
		for op := OpLt; op <= OpGe; op++ {
			op := op
			binary(op.Dunder(), func(th *Thread, self, other Value) (Value, error) { return f(th, self, other, op) })
		}
	}
	if f := s.Call; f != nil {
		add("__call__", func(th *Thread, self Value, args []Value, kw *KwArgs) (Value, error) { return f(th, self, args, kw) })
	}
	if f := s.GetAttr; f != nil {
		binary("__getattribute__", func(th *Thread, self, name Value) (Value, error) {
			n, err := attrName(name)
			if err != nil {
				return Value{}, err
			}
			return f(th, self, n)
		})
	}
	if f := s.SetAttr; f != nil {
		add("__setattr__", func(th *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := wrapperArgs(args, kw, 2); err != nil {
				return Value{}, err
			}
			n, err := attrName(args[0])
			if err != nil {
				return Value{}, err
			}
			return None, f(th, self, n, args[1])
		})
	}
	if f := s.DelAttr; f != nil {
		binary("__delattr__", func(th *Thread, self, name Value) (Value, error) {
			n, err := attrName(name)
			if err != nil {
				return Value{}, err
			}
			return None, f(th, self, n)
		})
	}
	if f := s.DescrGet; f != nil {
		add("__get__", func(th *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			var obj, cls Value = None, None
			if err := UnpackPositional("__get__", args, kw, 1, &obj, &cls); err != nil {
				return Value{}, err
			}
			if obj.IsNone() && cls.IsNone() {
				return Value{}, Errorf(TypeError, "__get__(None, None) is invalid")
			}
			var c *Type
			if ct, ok := cls.obj.(*Type); ok {
				c = ct
			} else {
				c = obj.Type()
			}
			return f(th, self, obj, c)
		})
	}
	if f := s.DescrSet; f != nil {
		add("__set__", func(th *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := wrapperArgs(args, kw, 2); err != nil {
				return Value{}, err
			}
			return None, f(th, self, args[0], args[1])
		})
	}
	if f := s.DescrDel; f != nil {
		binary("__delete__", func(th *Thread, self, obj Value) (Value, error) { return None, f(th, self, obj) })
	}
	if f := s.Iter; f != nil {
		unary("__iter__", f)
	}
	if f := s.Next; f != nil {
		unary("__next__", func(th *Thread, self Value) (Value, error) {
			v, ok, err := f(th, self)
			if err == nil && !ok {
				return Value{}, &Error{Kind: StopIteration}
			}
			return v, err
		})
	}
	if f := s.Len; f != nil {
		unary("__len__", func(th *Thread, self Value) (Value, error) {
			n, err := f(th, self)
			return MakeInt(int64(n)), err
		})
	}
	if f := s.Bool; f != nil {
		unary("__bool__", func(th *Thread, self Value) (Value, error) {
			b, err := f(th, self)
			return MakeBool(b), err
		})
	}
	if f := s.GetItem; f != nil {
		binary("__getitem__", f)
	}
	if f := s.SetItem; f != nil {
		add("__setitem__", func(th *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := wrapperArgs(args, kw, 2); err != nil {
				return Value{}, err
			}
			return None, f(th, self, args[0], args[1])
		})
	}
	if f := s.DelItem; f != nil {
		binary("__delitem__", func(th *Thread, self, key Value) (Value, error) { return None, f(th, self, key) })
	}
	if f := s.Contains; f != nil {
		binary("__contains__", func(th *Thread, self, x Value) (Value, error) {
			b, err := f(th, self, x)
			return MakeBool(b), err
		})
	}
	for op := BinaryOp(0); op < NumBinaryOps; op++ {
		if f := s.Binary[op]; f != nil {
			if op == OpPow {
				pow3 := s.Pow3
				add("__pow__", func(th *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
					mod := None
					var exp Value
					if err := UnpackPositional("__pow__", args, kw, 1, &exp, &mod); err != nil {
						return Value{}, err
					}
					if mod.IsNone() || pow3 == nil {
						return f(th, self, exp)
					}
					return pow3(th, self, exp, mod)
				})
			} else {
				binary(op.Dunder(), f)
			}
		}
		if f := s.RBinary[op]; f != nil {
			binary(op.RDunder(), f)
		}
		if f := s.InPlace[op]; f != nil {
			binary(op.IDunder(), f)
		}
	}
	for op := UnaryOp(0); op < NumUnaryOps; op++ {
		if f := s.Unary[op]; f != nil {
			unary(op.Dunder(), f)
		}
	}
	if f := s.Init; f != nil {
		add("__init__", func(th *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			return None, f(th, self, args, kw)
		})
	}
	if f := s.New; f != nil {
		if _, ok := t.Dict.GetStr("__new__"); !ok {
			owner := t
			nf := &BuiltinFunction{name: "__new__", hasSelf: true, self: MakeObject(t),
				method: func(th *Thread, _ Value, args []Value, kw *KwArgs) (Value, error) {
					return callNewWrapper(th, owner, f, args, kw)
				}}
			t.Dict.SetStr("__new__", MakeObject(nf))
		}
	}
}

// callNewWrapper runs T.__new__(cls, ...) for a built-in T, with CPython's
// checks on cls.
func callNewWrapper(t *Thread, owner *Type, f func(*Thread, *Type, []Value, *KwArgs) (Value, error), args []Value, kw *KwArgs) (Value, error) {
	if len(args) == 0 {
		return Value{}, Errorf(TypeError, "%s.__new__(): not enough arguments", owner.Name)
	}
	cls, ok := args[0].obj.(*Type)
	if !ok {
		return Value{}, Errorf(TypeError, "%s.__new__(X): X is not a type object (%s)", owner.Name, args[0].TypeName())
	}
	if !cls.IsSubtype(owner) {
		return Value{}, Errorf(TypeError, "%s.__new__(%s): %s is not a subtype of %s", owner.Name, cls.Name, cls.Name, owner.Name)
	}
	return f(t, cls, args[1:], kw)
}

// inheritSlots fills each nil slot of dst from src.
func inheritSlots(dst, src *Slots) {
	if dst.New == nil {
		dst.New = src.New
	}
	if dst.Init == nil {
		dst.Init = src.Init
	}
	if dst.Call == nil {
		dst.Call = src.Call
	}
	if dst.Repr == nil {
		dst.Repr = src.Repr
	}
	if dst.Str == nil {
		dst.Str = src.Str
	}
	// The hash is inherited only together with the comparison, as CPython
	// does: a type that defines equality must define its hash.
	if dst.Hash == nil && !dst.Unhashable && dst.Compare == nil {
		dst.Hash = src.Hash
		dst.Unhashable = src.Unhashable
	}
	if dst.Compare == nil {
		dst.Compare = src.Compare
	}
	if dst.GetAttr == nil {
		dst.GetAttr = src.GetAttr
	}
	if dst.SetAttr == nil {
		dst.SetAttr = src.SetAttr
	}
	if dst.DelAttr == nil {
		dst.DelAttr = src.DelAttr
	}
	if dst.DescrGet == nil {
		dst.DescrGet = src.DescrGet
	}
	if dst.DescrSet == nil {
		dst.DescrSet = src.DescrSet
	}
	if dst.DescrDel == nil {
		dst.DescrDel = src.DescrDel
	}
	if dst.Iter == nil {
		dst.Iter = src.Iter
	}
	if dst.Next == nil {
		dst.Next = src.Next
	}
	if dst.Len == nil {
		dst.Len = src.Len
	}
	if dst.Bool == nil {
		dst.Bool = src.Bool
	}
	if dst.GetItem == nil {
		dst.GetItem = src.GetItem
	}
	if dst.SetItem == nil {
		dst.SetItem = src.SetItem
	}
	if dst.DelItem == nil {
		dst.DelItem = src.DelItem
	}
	if dst.Contains == nil {
		dst.Contains = src.Contains
	}
	for i := range dst.Binary {
		if dst.Binary[i] == nil {
			dst.Binary[i] = src.Binary[i]
		}
		if dst.RBinary[i] == nil {
			dst.RBinary[i] = src.RBinary[i]
		}
		if dst.InPlace[i] == nil {
			dst.InPlace[i] = src.InPlace[i]
		}
	}
	if dst.Pow3 == nil {
		dst.Pow3 = src.Pow3
	}
	for i := range dst.Unary {
		if dst.Unary[i] == nil {
			dst.Unary[i] = src.Unary[i]
		}
	}
	inheritSeqSlots(dst, src)
}

// inheritSeqSlots fills the nil sequence slots of dst from src.
func inheritSeqSlots(dst, src *Slots) {
	if dst.Concat == nil {
		dst.Concat = src.Concat
	}
	if dst.Repeat == nil {
		dst.Repeat = src.Repeat
	}
	if dst.InPlaceConcat == nil {
		dst.InPlaceConcat = src.InPlaceConcat
	}
	if dst.InPlaceRepeat == nil {
		dst.InPlaceRepeat = src.InPlaceRepeat
	}
}
