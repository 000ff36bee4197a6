// This file builds the types of the function objects and descriptors:
// function, method, builtin_function_or_method, the method and getset
// descriptors, property, classmethod, staticmethod, super, cell and
// mappingproxy.

package runtime

import "strings"

// MappingProxy is a read-only view of a mapping (a class's __dict__).
type MappingProxy struct {
	identity
	m Value
}

// Type returns mappingproxy.
func (*MappingProxy) Type() *Type { return MappingProxyType }

// functionOf returns the *Function self.
func functionOf(v Value) *Function { return v.obj.(*Function) }

func setupFunctions() {
	f := &FunctionType.Slots
	f.Call = func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		return callPython(t, self, args, kw)
	}
	f.DescrGet = func(t *Thread, self, obj Value, cls *Type) (Value, error) {
		if obj.IsNone() {
			return self, nil
		}
		return MakeObject(&Method{Func: self, Self: obj}), nil
	}
	f.Repr = func(t *Thread, v Value) (string, error) {
		return "<function " + functionOf(v).QualName + " at " + addrOfT(t, v) + ">", nil
	}
	f.GetAttr = GenericGetAttr
	f.SetAttr = GenericSetAttr
	f.DelAttr = GenericDelAttr
	fn := FunctionType
	addGetSet(fn, "__name__", func(t *Thread, self Value) (Value, error) { return MakeStr(functionOf(self).Name), nil },
		func(t *Thread, self, v Value, del bool) error {
			s, ok := AsStr(v)
			if del || !ok {
				return Errorf(TypeError, "__name__ must be set to a string object")
			}
			functionOf(self).Name = s
			return nil
		})
	addGetSet(fn, "__qualname__", func(t *Thread, self Value) (Value, error) { return MakeStr(functionOf(self).QualName), nil },
		func(t *Thread, self, v Value, del bool) error {
			s, ok := AsStr(v)
			if del || !ok {
				return Errorf(TypeError, "__qualname__ must be set to a string object")
			}
			functionOf(self).QualName = s
			return nil
		})
	simple := func(name string, get func(f *Function) *Value) {
		addGetSet(fn, name, func(t *Thread, self Value) (Value, error) { return *get(functionOf(self)), nil },
			func(t *Thread, self, v Value, del bool) error {
				if del {
					v = None
				}
				*get(functionOf(self)) = v
				return nil
			})
	}
	simple("__module__", func(f *Function) *Value { return &f.Module })
	simple("__doc__", func(f *Function) *Value { return &f.Doc })
	addGetSet(fn, "__defaults__", func(t *Thread, self Value) (Value, error) {
		d := functionOf(self).Defaults
		if d == nil {
			return None, nil
		}
		return MakeObject(NewTuple(append([]Value(nil), d...))), nil
	}, func(t *Thread, self, v Value, del bool) error {
		f := functionOf(self)
		if del || v.IsNone() {
			f.Defaults = nil
			return nil
		}
		tp, ok := v.obj.(*Tuple)
		if !ok {
			return Errorf(TypeError, "__defaults__ must be set to a tuple object")
		}
		f.Defaults = append([]Value(nil), tp.items...)
		return nil
	})
	addGetSet(fn, "__kwdefaults__", func(t *Thread, self Value) (Value, error) {
		d := functionOf(self).KwDefaults
		if d == nil {
			return None, nil
		}
		return MakeObject(d), nil
	}, func(t *Thread, self, v Value, del bool) error {
		f := functionOf(self)
		if del || v.IsNone() {
			f.KwDefaults = nil
			return nil
		}
		d, ok := v.obj.(*Dict)
		if !ok {
			return Errorf(TypeError, "__kwdefaults__ must be set to a dict object")
		}
		f.KwDefaults = d
		return nil
	})
	addGetter(fn, "__globals__", func(t *Thread, self Value) (Value, error) { return MakeObject(functionOf(self).Globals), nil })
	addGetter(fn, "__code__", func(t *Thread, self Value) (Value, error) {
		f := functionOf(self)
		if f.codeObj == nil {
			f.codeObj = t.CodeObject(f.Code)
		}
		return MakeObject(f.codeObj), nil
	})
	addGetter(fn, "__builtins__", func(t *Thread, self Value) (Value, error) {
		if b := functionOf(self).Builtins; b != nil {
			return MakeObject(b), nil
		}
		return None, nil
	})
	addGetter(fn, "__closure__", func(t *Thread, self Value) (Value, error) {
		c := functionOf(self).Closure
		if c == nil {
			return None, nil
		}
		items := make([]Value, len(c))
		for i, cell := range c {
			items[i] = MakeObject(cell)
		}
		return MakeObject(NewTuple(items)), nil
	})
	addGetSet(fn, "__annotations__", func(t *Thread, self Value) (Value, error) {
		f := functionOf(self)
		if f.Annotations.obj == nil || f.Annotations.IsNone() {
			f.Annotations = MakeObject(NewDict(t))
		}
		return f.Annotations, nil
	}, func(t *Thread, self, v Value, del bool) error {
		f := functionOf(self)
		if del {
			f.Annotations = Value{}
			return nil
		}
		if _, ok := v.obj.(*Dict); !ok && !v.IsNone() {
			return Errorf(TypeError, "__annotations__ must be set to a dict object")
		}
		f.Annotations = v
		return nil
	})

	m := &MethodType.Slots
	m.Call = func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) { return Call(t, self, args, kw) }
	m.Repr = func(t *Thread, v Value) (string, error) {
		me := v.obj.(*Method)
		name := "?"
		if n, err := GetAttr(t, me.Func, "__qualname__"); err == nil {
			name, _ = AsStr(n)
		} else if n, err := GetAttr(t, me.Func, "__name__"); err == nil {
			name, _ = AsStr(n)
		}
		r, err := Repr(t, me.Self)
		if err != nil {
			return "", err
		}
		return "<bound method " + name + " of " + r + ">", nil
	}
	m.Hash = func(t *Thread, v Value) (int64, error) {
		me := v.obj.(*Method)
		h, err := Hash(t, me.Func)
		if err != nil {
			return 0, err
		}
		return finishHash(uint64(h) ^ uint64(identityHash(t, me.Self))), nil
	}
	m.Compare = func(t *Thread, a, b Value, op CompareOp) (Value, error) {
		y, ok := b.obj.(*Method)
		if !ok || (op != OpEq && op != OpNe) {
			return NotImplemented, nil
		}
		x := a.obj.(*Method)
		eq := x.Self.Is(y.Self)
		if eq {
			var err error
			if eq, err = Eq(t, x.Func, y.Func); err != nil {
				return Value{}, err
			}
		}
		return MakeBool(eq == (op == OpEq)), nil
	}
	m.GetAttr = func(t *Thread, self Value, name string) (Value, error) {
		me := self.obj.(*Method)
		switch name {
		case "__func__":
			return me.Func, nil
		case "__self__":
			return me.Self, nil
		case "__doc__":
			// A bound method's doc is its function's.
			return GetAttr(t, me.Func, name)
		}
		if v, err := GenericGetAttr(t, self, name); err == nil || !isAttributeError(err) {
			return v, err
		}
		return GetAttr(t, me.Func, name)
	}
	m.DescrGet = func(t *Thread, self, obj Value, cls *Type) (Value, error) { return self, nil }
	// method(function, instance), which types.MethodType and copy use.
	m.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
		var fn, self Value
		if err := UnpackPositional("method", args, kw, 2, &fn, &self); err != nil {
			return Value{}, err
		}
		if !Callable(fn) {
			return Value{}, Errorf(TypeError, "first argument must be callable")
		}
		if self.IsNone() {
			return Value{}, Errorf(TypeError, "instance must not be None")
		}
		return MakeObject(&Method{Func: fn, Self: self}), nil
	}

	b := &BuiltinFunctionType.Slots
	b.Call = func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		return self.obj.(*BuiltinFunction).Call(t, args, kw)
	}
	b.Repr = func(t *Thread, v Value) (string, error) { return v.obj.(*BuiltinFunction).repr(t), nil }
	b.Hash = objectHash
	b.Compare = func(t *Thread, a, c Value, op CompareOp) (Value, error) {
		y, ok := c.obj.(*BuiltinFunction)
		if !ok || (op != OpEq && op != OpNe) {
			return NotImplemented, nil
		}
		x := a.obj.(*BuiltinFunction)
		eq := x == y || x.hasSelf && y.hasSelf && x.self.Is(y.self) && x.name == y.name && x.owner == y.owner
		return MakeBool(eq == (op == OpEq)), nil
	}
	addGetter(BuiltinFunctionType, "__name__", func(t *Thread, self Value) (Value, error) {
		return MakeStr(self.obj.(*BuiltinFunction).name), nil
	})
	addGetter(BuiltinFunctionType, "__qualname__", func(t *Thread, self Value) (Value, error) {
		f := self.obj.(*BuiltinFunction)
		if f.hasSelf {
			if c, ok := f.self.obj.(*Type); ok {
				return MakeStr(c.QualName + "." + f.name), nil
			}
			return MakeStr(f.self.Type().QualName + "." + f.name), nil
		}
		return MakeStr(f.name), nil
	})
	addGetter(BuiltinFunctionType, "__module__", func(t *Thread, self Value) (Value, error) {
		f := self.obj.(*BuiltinFunction)
		if f.hasSelf {
			return None, nil
		}
		return MakeStr(f.module), nil
	})
	addGetter(BuiltinFunctionType, "__self__", func(t *Thread, self Value) (Value, error) {
		f := self.obj.(*BuiltinFunction)
		if f.hasSelf {
			return f.self, nil
		}
		return None, nil
	})
	addGetter(BuiltinFunctionType, "__doc__", func(t *Thread, self Value) (Value, error) {
		f := self.obj.(*BuiltinFunction)
		if f.doc == "" {
			return None, nil
		}
		return MakeStr(f.doc), nil
	})

	c := &CellType.Slots
	c.Repr = func(t *Thread, v Value) (string, error) {
		cell := v.obj.(*Cell)
		if !cell.Bound {
			return "<cell at " + addrOfT(t, v) + ": empty>", nil
		}
		return "<cell at " + addrOfT(t, v) + ": " + cell.V.TypeName() + " object at " + addrOfT(t, cell.V) + ">", nil
	}
	addGetSet(CellType, "cell_contents", func(t *Thread, self Value) (Value, error) {
		cell := self.obj.(*Cell)
		if !cell.Bound {
			return Value{}, Errorf(ValueError, "Cell is empty")
		}
		return cell.V, nil
	}, func(t *Thread, self, v Value, del bool) error {
		cell := self.obj.(*Cell)
		cell.V, cell.Bound = v, !del
		return nil
	})
}

// descriptorSelfCheck checks the object a method descriptor is applied to.
func descriptorSelfCheck(d *MethodDescriptor, obj Value) error {
	if obj.Type().IsSubtype(d.Owner) {
		return nil
	}
	if d.slot {
		return Errorf(TypeError, "descriptor '%s' requires a '%s' object but received a '%s'", d.Name, d.Owner.MessageName(), obj.TypeName())
	}
	return Errorf(TypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", d.Name, d.Owner.MessageName(), obj.TypeName())
}

// classAccess reports whether a descriptor's __get__ was called for access
// through the class: obj is None then, except that None's own attributes
// are fetched with obj None and cls NoneType.
func classAccess(obj Value, cls *Type) bool { return obj.IsNone() && cls != NoneType }

func setupDescriptors() {
	for _, dt := range []*Type{MethodDescriptorType, WrapperDescriptorType, ClassMethodDescriptorType} {
		s := &dt.Slots
		s.DescrGet = func(t *Thread, self, obj Value, cls *Type) (Value, error) {
			d := self.obj.(*MethodDescriptor)
			if d.class {
				if classAccess(obj, cls) {
					if cls == nil {
						return Value{}, Errorf(TypeError, "descriptor '%s' for type '%s' needs either an object or a type", d.Name, d.Owner.MessageName())
					}
					return MakeObject(&BuiltinFunction{name: d.Name, method: d.Fn, self: MakeObject(cls), hasSelf: true, owner: d.Owner}), nil
				}
				return MakeObject(&BuiltinFunction{name: d.Name, method: d.Fn, self: MakeObject(obj.Type()), hasSelf: true, owner: d.Owner}), nil
			}
			if classAccess(obj, cls) {
				return self, nil
			}
			if err := descriptorSelfCheck(d, obj); err != nil {
				return Value{}, err
			}
			return MakeObject(&BuiltinFunction{name: d.Name, method: d.Fn, self: obj, hasSelf: true, owner: d.Owner}), nil
		}
		s.Call = func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			d := self.obj.(*MethodDescriptor)
			if len(args) == 0 {
				if d.slot {
					return Value{}, Errorf(TypeError, "descriptor '%s' of '%s' object needs an argument", d.Name, d.Owner.MessageName())
				}
				return Value{}, Errorf(TypeError, "unbound method %s.%s() needs an argument", d.Owner.Name, d.Name)
			}
			if d.class {
				c, ok := args[0].obj.(*Type)
				if !ok || !c.IsSubtype(d.Owner) {
					return Value{}, Errorf(TypeError, "descriptor '%s' for type '%s' needs a type, not a '%s' as arg 2", d.Name, d.Owner.MessageName(), args[0].TypeName())
				}
			} else if err := descriptorSelfCheck(d, args[0]); err != nil {
				return Value{}, err
			}
			return d.Fn(t, args[0], args[1:], kw)
		}
		s.Repr = func(t *Thread, v Value) (string, error) {
			d := v.obj.(*MethodDescriptor)
			if d.slot {
				return "<slot wrapper '" + d.Name + "' of '" + d.Owner.MessageName() + "' objects>", nil
			}
			return "<method '" + d.Name + "' of '" + d.Owner.MessageName() + "' objects>", nil
		}
		addGetter(dt, "__name__", func(t *Thread, self Value) (Value, error) { return MakeStr(self.obj.(*MethodDescriptor).Name), nil })
		addGetter(dt, "__qualname__", func(t *Thread, self Value) (Value, error) {
			d := self.obj.(*MethodDescriptor)
			return MakeStr(d.Owner.QualName + "." + d.Name), nil
		})
		addGetter(dt, "__objclass__", func(t *Thread, self Value) (Value, error) { return MakeObject(self.obj.(*MethodDescriptor).Owner), nil })
	}
	g := &GetSetDescriptorType.Slots
	g.DescrGet = func(t *Thread, self, obj Value, cls *Type) (Value, error) {
		d := self.obj.(*GetSetDescriptor)
		if classAccess(obj, cls) {
			return self, nil
		}
		if !obj.Type().IsSubtype(d.Owner) {
			return Value{}, Errorf(TypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", d.Name, d.Owner.MessageName(), obj.TypeName())
		}
		return d.Get(t, obj)
	}
	g.DescrSet = func(t *Thread, self, obj, v Value) error {
		d := self.obj.(*GetSetDescriptor)
		if d.Set == nil {
			return Errorf(AttributeError, "attribute '%s' of '%s' objects is not writable", d.Name, d.Owner.MessageName())
		}
		if !obj.Type().IsSubtype(d.Owner) {
			return Errorf(TypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", d.Name, d.Owner.Name, obj.TypeName())
		}
		return d.Set(t, obj, v, false)
	}
	g.DescrDel = func(t *Thread, self, obj Value) error {
		d := self.obj.(*GetSetDescriptor)
		if d.Set == nil {
			return Errorf(AttributeError, "attribute '%s' of '%s' objects is not writable", d.Name, d.Owner.Name)
		}
		return d.Set(t, obj, Value{}, true)
	}
	g.Repr = func(t *Thread, v Value) (string, error) {
		d := v.obj.(*GetSetDescriptor)
		if d.member {
			return "<member '" + d.Name + "' of '" + d.Owner.Name + "' objects>", nil
		}
		return "<attribute '" + d.Name + "' of '" + d.Owner.Name + "' objects>", nil
	}
	addGetter(GetSetDescriptorType, "__name__", func(t *Thread, self Value) (Value, error) {
		return MakeStr(self.obj.(*GetSetDescriptor).Name), nil
	})
	addGetter(GetSetDescriptorType, "__objclass__", func(t *Thread, self Value) (Value, error) {
		return MakeObject(self.obj.(*GetSetDescriptor).Owner), nil
	})
	setupProperty()
	setupClassStaticMethod()
	setupSuper()
	setupMappingProxy()
}

func setupProperty() {
	p := &PropertyType.Slots
	p.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
		pr := &Property{Get: None, Set: None, Del: None, Doc: None}
		return wrapNew(t, cls, PropertyType, pr), nil
	}
	p.Init = func(t *Thread, self Value, args []Value, kw *KwArgs) error {
		pr := propertyOf(self)
		get, set, del, doc := None, None, None, None
		if err := UnpackArgs(t, "property", args, kw, "fget?", &get, "fset?", &set, "fdel?", &del, "doc?", &doc); err != nil {
			return err
		}
		pr.Get, pr.Set, pr.Del, pr.Doc = get, set, del, doc
		if doc.IsNone() && !get.IsNone() {
			if d, err := GetAttr(t, get, "__doc__"); err == nil {
				pr.Doc = d
			}
		}
		return nil
	}
	p.DescrGet = func(t *Thread, self, obj Value, cls *Type) (Value, error) {
		pr := propertyOf(self)
		if obj.IsNone() {
			return self, nil
		}
		if pr.Get.IsNone() {
			return Value{}, propertyError(pr, obj, "getter")
		}
		return Call(t, pr.Get, []Value{obj}, nil)
	}
	p.DescrSet = func(t *Thread, self, obj, v Value) error {
		pr := propertyOf(self)
		if pr.Set.IsNone() {
			return propertyError(pr, obj, "setter")
		}
		_, err := Call(t, pr.Set, []Value{obj, v}, nil)
		return err
	}
	p.DescrDel = func(t *Thread, self, obj Value) error {
		pr := propertyOf(self)
		if pr.Del.IsNone() {
			return propertyError(pr, obj, "deleter")
		}
		_, err := Call(t, pr.Del, []Value{obj}, nil)
		return err
	}
	c := PropertyType
	for _, n := range []string{"fget", "fset", "fdel"} {
		name := n
		addGetter(c, name, func(t *Thread, self Value) (Value, error) {
			pr := propertyOf(self)
			switch name {
			case "fget":
				return pr.Get, nil
			case "fset":
				return pr.Set, nil
			}
			return pr.Del, nil
		})
	}
	addGetSet(c, "__doc__", func(t *Thread, self Value) (Value, error) { return propertyOf(self).Doc, nil },
		func(t *Thread, self, v Value, del bool) error {
			if del {
				v = None
			}
			propertyOf(self).Doc = v
			return nil
		})
	addGetter(c, "__isabstractmethod__", func(t *Thread, self Value) (Value, error) {
		pr := propertyOf(self)
		for _, f := range []Value{pr.Get, pr.Set, pr.Del} {
			if f.IsNone() {
				continue
			}
			v, err := GetAttrDefault(t, f, "__isabstractmethod__", False)
			if err != nil {
				return Value{}, err
			}
			if b, err := Truth(t, v); b || err != nil {
				return MakeBool(b), err
			}
		}
		return False, nil
	})
	copyWith := func(name string) {
		addMethod(c, name, func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := oneArg("property."+name, args, kw); err != nil {
				return Value{}, err
			}
			pr := propertyOf(self)
			get, set, del := pr.Get, pr.Set, pr.Del
			switch name {
			case "getter":
				get = args[0]
			case "setter":
				set = args[0]
			case "deleter":
				del = args[0]
			}
			doc := pr.Doc
			if name == "getter" {
				doc = None
			}
			np, err := Call(t, MakeObject(self.Type()), []Value{get, set, del, doc}, nil)
			if err != nil {
				return Value{}, err
			}
			if q := propertyOf(np); q != nil && q.Name == "" {
				q.Name = pr.Name
			}
			return np, nil
		})
	}
	copyWith("getter")
	copyWith("setter")
	copyWith("deleter")
	addMethod(c, "__set_name__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		var owner, name Value
		if err := UnpackPositional("__set_name__", args, kw, 2, &owner, &name); err != nil {
			return Value{}, err
		}
		if s, ok := AsStr(name); ok {
			propertyOf(self).Name = s
		}
		return None, nil
	})
}

// propertyOf returns the *Property of a property or subclass value.
func propertyOf(v Value) *Property {
	switch o := v.obj.(type) {
	case *Property:
		return o
	case *Instance:
		if p, ok := o.base.obj.(*Property); ok {
			return p
		}
	}
	return nil
}

// propertyError is "property 'x' of 'C' object has no setter".
func propertyError(pr *Property, obj Value, what string) error {
	if pr.Name == "" {
		return Errorf(AttributeError, "property of '%s' object has no %s", obj.Type().QualName, what)
	}
	return Errorf(AttributeError, "property '%s' of '%s' object has no %s", pr.Name, obj.Type().QualName, what)
}

func setupClassStaticMethod() {
	cm := &ClassMethodType.Slots
	cm.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
		if kw.Len() > 0 {
			return Value{}, Errorf(TypeError, "classmethod() takes no keyword arguments")
		}
		if len(args) != 1 {
			return Value{}, Errorf(TypeError, "classmethod expected 1 argument, got %d", len(args))
		}
		c := &ClassMethod{Func: args[0], Dict: NewDict(t)}
		if err := copyWrappedAttrs(t, c.Dict, args[0]); err != nil {
			return Value{}, err
		}
		return wrapNew(t, cls, ClassMethodType, c), nil
	}
	cm.Init = func(t *Thread, self Value, args []Value, kw *KwArgs) error { return nil }
	cm.DescrGet = func(t *Thread, self, obj Value, cls *Type) (Value, error) {
		c := cls
		if c == nil {
			c = obj.Type()
		}
		f := classMethodOf(self).Func
		if get := f.Type().Slots.DescrGet; get != nil && f.Type() != FunctionType {
			return get(t, f, MakeObject(c), c.Type())
		}
		return MakeObject(&Method{Func: f, Self: MakeObject(c)}), nil
	}
	cm.Repr = func(t *Thread, v Value) (string, error) {
		r, err := Repr(t, classMethodOf(v).Func)
		return "<classmethod(" + r + ")>", err
	}
	cm.GetAttr = GenericGetAttr
	cm.SetAttr = GenericSetAttr
	addGetter(ClassMethodType, "__func__", func(t *Thread, self Value) (Value, error) { return classMethodOf(self).Func, nil })
	addGetter(ClassMethodType, "__wrapped__", func(t *Thread, self Value) (Value, error) { return classMethodOf(self).Func, nil })
	addGetter(ClassMethodType, "__isabstractmethod__", func(t *Thread, self Value) (Value, error) {
		return GetAttrDefault(t, classMethodOf(self).Func, "__isabstractmethod__", False)
	})

	sm := &StaticMethodType.Slots
	sm.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
		if kw.Len() > 0 {
			return Value{}, Errorf(TypeError, "staticmethod() takes no keyword arguments")
		}
		if len(args) != 1 {
			return Value{}, Errorf(TypeError, "staticmethod expected 1 argument, got %d", len(args))
		}
		sm := &StaticMethod{Func: args[0], Dict: NewDict(t)}
		if err := copyWrappedAttrs(t, sm.Dict, args[0]); err != nil {
			return Value{}, err
		}
		return wrapNew(t, cls, StaticMethodType, sm), nil
	}
	sm.Init = func(t *Thread, self Value, args []Value, kw *KwArgs) error { return nil }
	sm.DescrGet = func(t *Thread, self, obj Value, cls *Type) (Value, error) { return staticMethodOf(self).Func, nil }
	sm.Call = func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		return Call(t, staticMethodOf(self).Func, args, kw)
	}
	sm.Repr = func(t *Thread, v Value) (string, error) {
		r, err := Repr(t, staticMethodOf(v).Func)
		return "<staticmethod(" + r + ")>", err
	}
	sm.GetAttr = GenericGetAttr
	sm.SetAttr = GenericSetAttr
	addGetter(StaticMethodType, "__func__", func(t *Thread, self Value) (Value, error) { return staticMethodOf(self).Func, nil })
	addGetter(StaticMethodType, "__wrapped__", func(t *Thread, self Value) (Value, error) { return staticMethodOf(self).Func, nil })
	addGetter(StaticMethodType, "__isabstractmethod__", func(t *Thread, self Value) (Value, error) {
		return GetAttrDefault(t, staticMethodOf(self).Func, "__isabstractmethod__", False)
	})
}

// copyWrappedAttrs gives a classmethod or staticmethod the attributes of
// the callable it wraps, as CPython 3.10+ does (functools.wraps in C): the
// ones the callable lacks are skipped.
func copyWrappedAttrs(t *Thread, d *Dict, f Value) error {
	for _, name := range [...]string{"__module__", "__name__", "__qualname__", "__doc__", "__annotations__"} {
		v, err := GetAttr(t, f, name)
		if err != nil {
			if ErrorMatches(err, AttributeErrorType) {
				continue
			}
			return err
		}
		d.SetStr(name, v)
	}
	return nil
}

func classMethodOf(v Value) *ClassMethod {
	if c, ok := v.obj.(*ClassMethod); ok {
		return c
	}
	return v.obj.(*Instance).base.obj.(*ClassMethod)
}

func staticMethodOf(v Value) *StaticMethod {
	if c, ok := v.obj.(*StaticMethod); ok {
		return c
	}
	return v.obj.(*Instance).base.obj.(*StaticMethod)
}

// NewSuper returns super(cls, obj): obj is an instance of cls, or a
// subclass of it.
func NewSuper(t *Thread, cls *Type, obj Value) (*Super, error) {
	if obj.IsNone() {
		return &Super{Class: cls, Obj: None}, nil
	}
	if c, ok := obj.obj.(*Type); ok && c.IsSubtype(cls) {
		return &Super{Class: cls, Obj: obj, ObjType: c}, nil
	}
	if obj.Type().IsSubtype(cls) {
		return &Super{Class: cls, Obj: obj, ObjType: obj.Type()}, nil
	}
	return nil, Errorf(TypeError, "super(type, obj): obj must be an instance or subtype of type")
}

func setupSuper() {
	s := &SuperType.Slots
	s.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
		if kw.Len() > 0 {
			return Value{}, Errorf(TypeError, "super() takes no keyword arguments")
		}
		switch len(args) {
		case 0:
			return Value{}, Errorf(RuntimeError, "super(): no arguments")
		case 1, 2:
		default:
			return Value{}, Errorf(TypeError, "super() takes at most 2 arguments (%d given)", len(args))
		}
		c, ok := args[0].obj.(*Type)
		if !ok {
			return Value{}, Errorf(TypeError, "super() argument 1 must be a type, not %s", args[0].TypeName())
		}
		obj := None
		if len(args) == 2 {
			obj = args[1]
		}
		sp, err := NewSuper(t, c, obj)
		if err != nil {
			return Value{}, err
		}
		return MakeObject(sp), nil
	}
	s.Init = func(t *Thread, self Value, args []Value, kw *KwArgs) error { return nil }
	s.GetAttr = superGetAttr
	s.Repr = func(t *Thread, v Value) (string, error) {
		sp := v.obj.(*Super)
		if sp.ObjType != nil {
			return "<super: <class '" + sp.Class.Name + "'>, <" + sp.ObjType.Name + " object>>", nil
		}
		return "<super: <class '" + sp.Class.Name + "'>, NULL>", nil
	}
	s.DescrGet = func(t *Thread, self, obj Value, cls *Type) (Value, error) {
		sp := self.obj.(*Super)
		if obj.IsNone() || !sp.Obj.IsNone() {
			return self, nil
		}
		n, err := NewSuper(t, sp.Class, obj)
		if err != nil {
			return Value{}, err
		}
		return MakeObject(n), nil
	}
	addGetter(SuperType, "__thisclass__", func(t *Thread, self Value) (Value, error) { return MakeObject(self.obj.(*Super).Class), nil })
	addGetter(SuperType, "__self__", func(t *Thread, self Value) (Value, error) { return self.obj.(*Super).Obj, nil })
	addGetter(SuperType, "__self_class__", func(t *Thread, self Value) (Value, error) {
		if c := self.obj.(*Super).ObjType; c != nil {
			return MakeObject(c), nil
		}
		return None, nil
	})
}

// superGetAttr looks name up in the MRO of the object's type after the
// class super was given, binding what it finds to the object.
func superGetAttr(t *Thread, self Value, name string) (Value, error) {
	sp := self.obj.(*Super)
	if sp.ObjType != nil && name != "__class__" {
		mro := sp.ObjType.MRO
		i := 0
		for i < len(mro) && mro[i] != sp.Class {
			i++
		}
		for i++; i < len(mro); i++ {
			v, ok := mro[i].Dict.GetStr(name)
			if !ok {
				continue
			}
			get := v.Type().Slots.DescrGet
			if get == nil {
				return v, nil
			}
			obj := sp.Obj
			if obj.Is(MakeObject(sp.ObjType)) {
				obj = None
			}
			return get(t, v, obj, sp.ObjType)
		}
	}
	return GenericGetAttr(t, self, name)
}

func setupMappingProxy() {
	s := &MappingProxyType.Slots
	s.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
		var m Value
		if err := UnpackArgs(t, "mappingproxy", args, kw, "mapping", &m); err != nil {
			return Value{}, err
		}
		if m.Type().Slots.GetItem == nil || isSequence(m) || isTuple(m) || listOf(m) != nil {
			return Value{}, Errorf(TypeError, "mappingproxy() argument must be a mapping, not %s", m.TypeName())
		}
		return MakeObject(&MappingProxy{m: m}), nil
	}
	s.GetItem = func(t *Thread, v, key Value) (Value, error) { return GetItem(t, v.obj.(*MappingProxy).m, key) }
	s.Len = func(t *Thread, v Value) (int, error) { return Len(t, v.obj.(*MappingProxy).m) }
	s.Contains = func(t *Thread, v, x Value) (bool, error) { return Contains(t, v.obj.(*MappingProxy).m, x) }
	s.Iter = func(t *Thread, v Value) (Value, error) { return Iter(t, v.obj.(*MappingProxy).m) }
	s.Repr = func(t *Thread, v Value) (string, error) {
		r, err := Repr(t, v.obj.(*MappingProxy).m)
		return "mappingproxy(" + r + ")", err
	}
	s.Str = func(t *Thread, v Value) (string, error) { return ToStr(t, v.obj.(*MappingProxy).m) }
	s.Compare = func(t *Thread, a, b Value, op CompareOp) (Value, error) {
		return Compare(t, op, a.obj.(*MappingProxy).m, b)
	}
	s.Unhashable = true
	for _, n := range []string{"keys", "values", "items", "get", "copy"} {
		name := n
		addMethod(MappingProxyType, name, func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			return callMethod(t, self.obj.(*MappingProxy).m, name, args, kw)
		})
	}
	_ = strings.TrimSpace
}

// CallMethodDescriptor calls the built-in method d on self with args, as
// calling d with self first does, for the VM's method calls (obj.name(...)
// where name is a method of obj's built-in type): no bound method and no
// argument list with self in front. The arguments are copied unless d
// lets go of them.
func CallMethodDescriptor(t *Thread, d *MethodDescriptor, self Value, args []Value, kw *KwArgs) (Value, error) {
	if d.class {
		full := append([]Value{self}, args...)
		return Call(t, MakeObject(d), full, kw)
	}
	if cls := self.Type(); cls != d.Owner && !cls.IsSubtype(d.Owner) {
		return Value{}, descriptorSelfCheck(d, self)
	}
	if !d.ArgsTransient() {
		args = append([]Value(nil), args...)
	}
	return d.Fn(t, self, args, kw)
}
