// This file makes heap classes (class statements and three-argument
// type()) and fills their slots: for each slot whose dunder a heap class
// in the MRO defines, a wrapper that calls the dunder; for the others the
// Go slot of the built-in type that defines it.

package runtime

import "strings"

// NewClass makes a class, as type(name, bases, ns) does: the MRO, the
// layout, __slots__, the dict (a copy of ns), the slots, then
// __set_name__ on the attributes and __init_subclass__ on the parent.
func NewClass(t *Thread, name string, bases []*Type, ns *Dict) (*Type, error) {
	return NewClassMeta(t, TypeType, name, bases, ns, nil)
}

// NewClassMeta is NewClass with a metaclass (type or a subclass of it) and
// the class keywords, which go to __init_subclass__ as type.__new__ passes
// them.
func NewClassMeta(t *Thread, meta *Type, name string, bases []*Type, ns *Dict, kw *KwArgs) (*Type, error) {
	if len(bases) == 0 {
		bases = []*Type{ObjectType}
	}
	for i, b := range bases {
		for _, c := range bases[:i] {
			if c == b {
				return nil, Errorf(TypeError, "duplicate base class %s", b.Name)
			}
		}
	}
	base, err := bestBase(bases)
	if err != nil {
		return nil, err
	}
	cls := &Type{Name: name, QualName: name, Bases: append([]*Type(nil), bases...), Base: base,
		Flags: TypeHeap | TypeBaseType, layout: base.layout, version: 1}
	if meta != TypeType {
		cls.meta = meta
	}
	if cls.MRO, err = computeMRO(cls, bases); err != nil {
		return nil, err
	}
	cls.Dict = &Dict{hk: zeroHashKey}
	for i, ok := 0, true; ; {
		var k, v Value
		if k, v, i, ok = ns.Next(i); !ok {
			break
		}
		if err := cls.Dict.Set(t, k, v); err != nil {
			return nil, err
		}
	}
	if m, ok := cls.Dict.GetStr("__module__"); ok {
		if s, ok := AsStr(m); ok {
			cls.Module = s
		}
	} else if t != nil {
		// type(name, bases, ns) takes the module of the code calling it,
		// as CPython reads __name__ from the caller's globals.
		cls.Module = "builtins"
		if f := t.CurrentFrame(); f != nil {
			if n, ok := f.Globals().GetStr("__name__"); ok {
				if s, ok := AsStr(n); ok {
					cls.Module = s
				}
			}
		}
		cls.Dict.SetStr("__module__", MakeStr(cls.Module))
	}
	if q, ok := cls.Dict.GetStr("__qualname__"); ok {
		s, ok := AsStr(q)
		if !ok {
			return nil, Errorf(TypeError, "type __qualname__ must be a str, not %s", q.TypeName())
		}
		cls.QualName = s
		cls.Dict.DeleteStr("__qualname__")
	}
	addInstanceDescriptors(cls)
	if _, ok := cls.Dict.GetStr("__doc__"); !ok {
		cls.Dict.SetStr("__doc__", None)
	}
	// __new__ is a static method, __init_subclass__ and __class_getitem__
	// class methods, even when written as plain functions.
	if v, ok := cls.Dict.GetStr("__new__"); ok {
		if _, isFn := v.obj.(*Function); isFn {
			cls.Dict.SetStr("__new__", MakeObject(&StaticMethod{Func: v}))
		}
	}
	for _, n := range []string{"__init_subclass__", "__class_getitem__"} {
		if v, ok := cls.Dict.GetStr(n); ok {
			if _, isFn := v.obj.(*Function); isFn {
				cls.Dict.SetStr(n, MakeObject(&ClassMethod{Func: v}))
			}
		}
	}
	// A class that defines __eq__ but not __hash__ is unhashable.
	if _, ok := cls.Dict.GetStr("__eq__"); ok {
		if _, ok := cls.Dict.GetStr("__hash__"); !ok {
			cls.Dict.SetStr("__hash__", None)
		}
	}
	if err := setupSlotsDecl(t, cls); err != nil {
		return nil, err
	}
	for _, b := range bases {
		if b.IsHeap() {
			b.subclasses = append(b.subclasses, cls)
		}
	}
	fixupSlots(cls)
	// The dict was filled without changed(): a new version drops whatever
	// a cache saw while it was being filled.
	cls.version++
	if err := classCreated(t, cls, kw); err != nil {
		return nil, err
	}
	return cls, nil
}

// setupSlotsDecl handles __slots__: a member descriptor per name, and
// whether instances get a __dict__.
func setupSlotsDecl(t *Thread, cls *Type) error {
	baseHasDict := false
	for _, b := range cls.MRO[1:] {
		if b.Flags&TypeHasDict != 0 {
			baseHasDict = true
		}
		cls.nslots = max(cls.nslots, b.nslots)
	}
	sv, ok := cls.Dict.GetStr("__slots__")
	if !ok {
		cls.Flags |= TypeHasDict
		return nil
	}
	var names []Value
	if _, isStr := AsStr(sv); isStr {
		names = []Value{sv}
	} else {
		var err error
		if names, err = iterToSlice(t, sv); err != nil {
			return err
		}
	}
	wantDict := baseHasDict
	for _, nv := range names {
		n, ok := AsStr(nv)
		if !ok {
			return Errorf(TypeError, "__slots__ items must be strings, not '%s'", nv.TypeName())
		}
		if !strIsIdentifier(n) {
			return Errorf(TypeError, "__slots__ must be identifiers")
		}
		if n == "__dict__" {
			if wantDict {
				return Errorf(TypeError, "__dict__ slot disallowed: we already got one")
			}
			wantDict = true
			continue
		}
		mangled := mangle(cls.Name, n)
		if _, clash := cls.Dict.GetStr(mangled); clash {
			return Errorf(ValueError, "'%s' in __slots__ conflicts with class variable", n)
		}
		cls.slotNames = append(cls.slotNames, mangled)
	}
	if wantDict {
		cls.Flags |= TypeHasDict
	}
	if len(cls.slotNames) > 0 {
		if cls.layout != ObjectType && cls.layout.Flags&TypeOwnLayout != 0 {
			switch cls.layout {
			case IntType, BytesType, TupleType:
				return Errorf(TypeError, "nonempty __slots__ not supported for subtype of '%s'", cls.layout.Name)
			}
		}
		cls.Flags |= TypeOwnLayout
	}
	for _, n := range cls.slotNames {
		i := cls.nslots
		cls.nslots++
		name := n
		cls.Dict.SetStr(n, MakeObject(&GetSetDescriptor{Name: name, Owner: cls, member: true, slot: i,
			Get: func(t *Thread, self Value) (Value, error) {
				v := self.obj.(*Instance).slots[i]
				if v.Is(Unbound) {
					return Value{}, Errorf(AttributeError, "'%s' object has no attribute '%s'", self.TypeName(), name)
				}
				return v, nil
			},
			Set: func(t *Thread, self, v Value, del bool) error {
				inst := self.obj.(*Instance)
				if del {
					if inst.slots[i].Is(Unbound) {
						// CPython's message is the bare name here.
						return Errorf(AttributeError, "%s", name)
					}
					v = Unbound
				}
				inst.slots[i] = v
				return nil
			}}))
	}
	return nil
}

// mangle applies private name mangling: __x in class C is _C__x.
func mangle(class, name string) string {
	if !strings.HasPrefix(name, "__") || strings.HasSuffix(name, "__") || strings.Contains(name, ".") {
		return name
	}
	class = strings.TrimLeft(class, "_")
	if class == "" {
		return name
	}
	return "_" + class + name
}

// classCreated calls __set_name__ on each attribute that has one and then
// __init_subclass__ of the parent, as type.__new__ does.
func classCreated(t *Thread, cls *Type, kw *KwArgs) error {
	keys, values := cls.Dict.Items()
	for i, v := range values {
		if setName, ok := v.Type().Lookup("__set_name__"); ok {
			if _, err := callBound(t, setName, v, []Value{MakeObject(cls), keys[i]}, nil); err != nil {
				return err
			}
		}
	}
	sup := &Super{Class: cls, Obj: MakeObject(cls), ObjType: cls}
	init, err := GetAttr(t, MakeObject(sup), "__init_subclass__")
	if err != nil {
		return err
	}
	_, err = Call(t, init, nil, kw)
	return err
}

// fixupSlots (re)computes every slot of a heap class from its MRO.
func fixupSlots(cls *Type) {
	setPlainGetAttr(cls)
	cls.callTransient = false
	s := &cls.Slots
	*s = Slots{}
	// def reports where name is defined: in a heap class (wrap it), in a
	// built-in type (use its slot), or nowhere.
	def := func(name string) (builtin *Type, heap bool) {
		v, w := cls.lookupWhere(name)
		if w == nil || v.IsNone() && name != "__hash__" {
			return nil, false
		}
		if w.IsHeap() {
			return nil, true
		}
		return w, false
	}
	if b, h := def("__new__"); h {
		s.New = heapNew
	} else if b != nil {
		s.New = b.Slots.New
	}
	if b, h := def("__init__"); h {
		s.Init = heapInit
	} else if b != nil {
		s.Init = b.Slots.Init
	}
	if b, h := def("__call__"); h {
		s.Call = func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			return callMethod(t, self, "__call__", args, kw)
		}
	} else if b != nil {
		s.Call = b.Slots.Call
	}
	if b, h := def("__repr__"); h {
		s.Repr = func(t *Thread, self Value) (string, error) { return heapStrResult(t, self, "__repr__") }
	} else if b != nil {
		s.Repr = b.Slots.Repr
	}
	if b, h := def("__str__"); h {
		s.Str = func(t *Thread, self Value) (string, error) { return heapStrResult(t, self, "__str__") }
	} else if b != nil {
		s.Str = b.Slots.Str
	}
	if v, w := cls.lookupWhere("__hash__"); w != nil {
		switch {
		case v.IsNone():
			s.Unhashable = true
		case w.IsHeap():
			s.Hash = heapHash
		default:
			s.Hash, s.Unhashable = w.Slots.Hash, w.Slots.Unhashable
		}
	}
	heapCmp := false
	for op := OpLt; op <= OpGe; op++ {
		if _, h := def(op.Dunder()); h {
			heapCmp = true
		}
	}
	if heapCmp {
		s.Compare = func(t *Thread, self, other Value, op CompareOp) (Value, error) {
			return callDunderOrNotImpl(t, self, dunder(op), other)
		}
	} else if b, _ := def("__eq__"); b != nil {
		s.Compare = b.Slots.Compare
	}
	b, h := def("__getattribute__")
	if h {
		s.GetAttr = func(t *Thread, self Value, name string) (Value, error) {
			return callMethod(t, self, "__getattribute__", []Value{MakeStr(name)}, nil)
		}
	} else if b != nil {
		s.GetAttr = b.Slots.GetAttr
	}
	if _, h := def("__getattr__"); h {
		get := s.GetAttr
		s.GetAttr = func(t *Thread, self Value, name string) (Value, error) {
			v, err := get(t, self, name)
			if err == nil || !isAttributeError(err) {
				return v, err
			}
			return callMethod(t, self, "__getattr__", []Value{MakeStr(name)}, nil)
		}
	}
	if b, h := def("__setattr__"); h {
		s.SetAttr = func(t *Thread, self Value, name string, v Value) error {
			_, err := callMethod(t, self, "__setattr__", []Value{MakeStr(name), v}, nil)
			return err
		}
	} else if b != nil {
		s.SetAttr = b.Slots.SetAttr
	}
	if b, h := def("__delattr__"); h {
		s.DelAttr = func(t *Thread, self Value, name string) error {
			_, err := callMethod(t, self, "__delattr__", []Value{MakeStr(name)}, nil)
			return err
		}
	} else if b != nil {
		s.DelAttr = b.Slots.DelAttr
	}
	if b, h := def("__get__"); h {
		s.DescrGet = func(t *Thread, self, obj Value, c *Type) (Value, error) {
			var cv Value = None
			if c != nil {
				cv = MakeObject(c)
			}
			return callMethod(t, self, "__get__", []Value{obj, cv}, nil)
		}
	} else if b != nil {
		s.DescrGet = b.Slots.DescrGet
	}
	if b, h := def("__set__"); h {
		s.DescrSet = func(t *Thread, self, obj, v Value) error {
			_, err := callMethod(t, self, "__set__", []Value{obj, v}, nil)
			return err
		}
	} else if b != nil {
		s.DescrSet = b.Slots.DescrSet
	}
	if b, h := def("__delete__"); h {
		s.DescrDel = func(t *Thread, self, obj Value) error {
			_, err := callMethod(t, self, "__delete__", []Value{obj}, nil)
			return err
		}
	} else if b != nil {
		s.DescrDel = b.Slots.DescrDel
	}
	if b, h := def("__iter__"); h {
		s.Iter = func(t *Thread, self Value) (Value, error) { return callDunder(t, self, dunderIter) }
	} else if b != nil {
		s.Iter = b.Slots.Iter
	}
	if b, h := def("__next__"); h {
		s.Next = heapNext
	} else if b != nil {
		s.Next = b.Slots.Next
	}
	if b, h := def("__len__"); h {
		s.Len = heapLen
	} else if b != nil {
		s.Len = b.Slots.Len
	}
	if b, h := def("__bool__"); h {
		s.Bool = heapBool
	} else if b != nil {
		s.Bool = b.Slots.Bool
	}
	if b, h := def("__getitem__"); h {
		s.GetItem = func(t *Thread, self, key Value) (Value, error) {
			return callDunder1(t, self, dunderGetItem, key)
		}
	} else if b != nil {
		s.GetItem = b.Slots.GetItem
	}
	if b, h := def("__setitem__"); h {
		s.SetItem = func(t *Thread, self, key, v Value) error {
			_, err := callMethod(t, self, "__setitem__", []Value{key, v}, nil)
			return err
		}
	} else if b != nil {
		s.SetItem = b.Slots.SetItem
	}
	if b, h := def("__delitem__"); h {
		s.DelItem = func(t *Thread, self, key Value) error {
			_, err := callDunder1(t, self, dunderDelItem, key)
			return err
		}
	} else if b != nil {
		s.DelItem = b.Slots.DelItem
	}
	if b, h := def("__contains__"); h {
		s.Contains = func(t *Thread, self, x Value) (bool, error) {
			r, err := callDunder1(t, self, dunderContains, x)
			if err != nil {
				return false, err
			}
			return Truth(t, r)
		}
	} else if b != nil {
		s.Contains = b.Slots.Contains
	}
	for op := BinaryOp(0); op < NumBinaryOps; op++ {
		op := op
		if b, h := def(op.Dunder()); h {
			site := &dunderSite{name: op.Dunder()}
			s.Binary[op] = func(t *Thread, self, other Value) (Value, error) {
				return site.callOrNotImpl(t, self, other)
			}
		} else if b != nil {
			s.Binary[op] = b.Slots.Binary[op]
		}
		if b, h := def(op.RDunder()); h {
			site := &dunderSite{name: op.RDunder()}
			s.RBinary[op] = func(t *Thread, self, other Value) (Value, error) {
				return site.callOrNotImpl(t, self, other)
			}
		} else if b != nil {
			s.RBinary[op] = b.Slots.RBinary[op]
		}
		if b, h := def(op.IDunder()); h {
			site := &dunderSite{name: op.IDunder()}
			s.InPlace[op] = func(t *Thread, self, other Value) (Value, error) {
				return site.callOrNotImpl(t, self, other)
			}
		} else if b != nil {
			s.InPlace[op] = b.Slots.InPlace[op]
		}
	}
	if b, h := def("__pow__"); h {
		s.Pow3 = func(t *Thread, self, exp, mod Value) (Value, error) {
			return callMethod(t, self, "__pow__", []Value{exp, mod}, nil)
		}
	} else if b != nil {
		s.Pow3 = b.Slots.Pow3
	}
	inheritSeqSlots(s, &cls.layout.Slots)
	for op := UnaryOp(0); op < NumUnaryOps; op++ {
		name := op.Dunder()
		if b, h := def(name); h {
			site := &dunderSite{name: name}
			s.Unary[op] = func(t *Thread, self Value) (Value, error) { return site.call(t, self) }
		} else if b != nil {
			s.Unary[op] = b.Slots.Unary[op]
		}
	}
}

func heapNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	f, _ := cls.Lookup("__new__")
	if sm, ok := f.obj.(*StaticMethod); ok {
		f = sm.Func
	}
	full := make([]Value, 0, len(args)+1)
	full = append(append(full, MakeObject(cls)), args...)
	return Call(t, f, full, kw)
}

func heapInit(t *Thread, self Value, args []Value, kw *KwArgs) error {
	r, err := callMethod(t, self, "__init__", args, kw)
	if err != nil {
		return err
	}
	if !r.IsNone() {
		return Errorf(TypeError, "__init__() should return None, not '%s'", r.TypeName())
	}
	return nil
}

// heapStrResult calls __repr__ or __str__ and checks that it gave a str.
func heapStrResult(t *Thread, self Value, name string) (string, error) {
	r, err := callMethod(t, self, name, nil, nil)
	if err != nil {
		return "", err
	}
	s, ok := AsStr(r)
	if !ok {
		return "", Errorf(TypeError, "%s returned non-string (type %s)", name, r.TypeName())
	}
	return s, nil
}

func heapHash(t *Thread, self Value) (int64, error) {
	r, err := callDunder(t, self, dunderHash)
	if err != nil {
		return 0, err
	}
	n, ok := AsInt(r)
	if !ok {
		return 0, Errorf(TypeError, "__hash__ method should return an integer")
	}
	// A hash beyond a machine word is reduced as CPython reduces ints.
	return hashInt(n), nil
}

func heapNext(t *Thread, self Value) (Value, bool, error) {
	v, err := callDunder(t, self, dunderNext)
	if err != nil {
		if isStopIteration(err) {
			return Value{}, false, nil
		}
		return Value{}, false, err
	}
	return v, true, nil
}

func heapLen(t *Thread, self Value) (int, error) {
	r, err := callDunder(t, self, dunderLen)
	if err != nil {
		return 0, err
	}
	n, err := IndexInt(t, r)
	if err != nil {
		if e, ok := err.(*Error); ok && e.Kind == IndexError {
			return 0, Errorf(OverflowError, "cannot fit '%s' into an index-sized integer", r.TypeName())
		}
		return 0, err
	}
	if n < 0 {
		return 0, Errorf(ValueError, "__len__() should return >= 0")
	}
	return n, nil
}

func heapBool(t *Thread, self Value) (bool, error) {
	r, err := callDunder(t, self, dunderBool)
	if err != nil {
		return false, err
	}
	if !r.IsBool() {
		return false, Errorf(TypeError, "__bool__ should return bool, returned %s", r.TypeName())
	}
	return r.IsTrue(), nil
}

// CallMethod calls the special method self.name(*args, **kw): name is
// looked up on self's class only (never in the instance dict, as CPython
// looks up dunders) and called without making a bound method.
func CallMethod(t *Thread, self Value, name string, args []Value, kw *KwArgs) (Value, error) {
	return callMethod(t, self, name, args, kw)
}

// callMethod looks name up on self's class and calls it bound to self.
func callMethod(t *Thread, self Value, name string, args []Value, kw *KwArgs) (Value, error) {
	f, ok := self.Type().Lookup(name)
	if !ok {
		return Value{}, Errorf(AttributeError, "'%s' object has no attribute '%s'", self.TypeName(), name)
	}
	return callBound(t, f, self, args, kw)
}

// callBound calls the class attribute f (a function, a built-in method or
// any descriptor) bound to self, without making a bound method object for
// the common kinds.
func callBound(t *Thread, f, self Value, args []Value, kw *KwArgs) (Value, error) {
	switch fn := f.obj.(type) {
	case *Function:
		if sc, ok := t.Caller.(SelfCaller); ok {
			return sc.CallSelf(t, fn, self, args, kw)
		}
		full := make([]Value, 0, len(args)+1)
		full = append(append(full, self), args...)
		return Call(t, f, full, kw)
	case *MethodDescriptor:
		if !fn.class {
			return fn.Fn(t, self, args, kw)
		}
	}
	bound := f
	if get := f.Type().Slots.DescrGet; get != nil {
		var err error
		if bound, err = get(t, f, self, self.Type()); err != nil {
			return Value{}, err
		}
	}
	return Call(t, bound, args, kw)
}

// typeSetAttr is type.__setattr__: built-in types are immutable; a heap
// class's slots follow its dunders, and its version changes.
func typeSetAttr(t *Thread, self Value, name string, v Value) error {
	return typeStore(t, self, name, v, false)
}

func typeDelAttr(t *Thread, self Value, name string) error {
	return typeStore(t, self, name, Value{}, true)
}

func typeStore(t *Thread, self Value, name string, v Value, del bool) error {
	cls := self.obj.(*Type)
	// A data descriptor on the metatype (type.__name__...) wins.
	if d, ok := TypeType.Lookup(name); ok {
		if set := d.Type().Slots.DescrSet; set != nil && !del {
			return set(t, d, self, v)
		}
		if dd := d.Type().Slots.DescrDel; dd != nil && del {
			return dd(t, d, self)
		}
	}
	if !cls.IsHeap() {
		return Errorf(TypeError, "cannot set '%s' attribute of immutable type '%s'", name, cls.Name)
	}
	if del {
		if !cls.Dict.DeleteStr(name) {
			return Errorf(AttributeError, "type object '%s' has no attribute '%s'", cls.Name, name)
		}
	} else {
		cls.Dict.SetStr(name, v)
	}
	cls.changed()
	if strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__") {
		refixSlots(cls)
	}
	return nil
}

// refixSlots recomputes the slots of cls and its subclasses after a
// dunder changed.
func refixSlots(cls *Type) {
	fixupSlots(cls)
	for _, s := range cls.subclasses {
		refixSlots(s)
	}
}
