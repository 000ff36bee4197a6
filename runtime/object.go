// This file defines Instance, an instance of a class made by a class
// statement, and the built-in type object: creation (__new__, __init__ and
// their argument checks), the default repr, str, hash and equality, and
// the __class__ and __dict__ attributes.

package runtime

import "strings"

// Instance is an instance of a heap class. A class that extends a built-in
// type other than object (class L(list)) keeps the built-in object in base,
// and the built-in type's slots and methods act on base.
type Instance struct {
	identity
	cls   *Type
	dict  *Dict   // the instance __dict__, nil when __slots__ leave none or while split
	slots []Value // the values of the __slots__ of the class and its bases
	base  Value   // the built-in object, when cls.layout is not object
	// keys and vals hold the attributes while the instance has no dict
	// of its own (object_block.go): vals[i] is attribute keys.names[i].
	keys *attrKeys
	vals []Value
}

// Type returns the instance's class.
func (o *Instance) Type() *Type { return o.cls }

// Dict returns the instance's __dict__ (nil when it has none).
func (o *Instance) Dict() *Dict { return o.materialize() }

// Base returns the built-in object an instance of a subclass of a built-in
// type extends.
func (o *Instance) Base() Value { return o.base }

// newInstance returns a new instance of cls that extends the built-in
// object payload (ignored when cls extends object alone).
func newInstance(t *Thread, cls *Type, payload Value) *Instance {
	var o *Instance
	if cls.Flags&TypeHasDict != 0 && cls.layout == ObjectType {
		o = newInstanceWithDict(t, cls)
	} else if cls.Flags&TypeHasDict != 0 {
		o = &Instance{cls: cls, base: payload, dict: NewDict(t)}
	} else {
		o = &Instance{cls: cls, base: payload}
	}
	if cls.nslots > 0 {
		o.slots = make([]Value, cls.nslots)
		for i := range o.slots {
			o.slots[i] = Unbound
		}
	}
	return o
}

// wrapNew returns payload as an instance of cls: payload itself when cls is
// the built-in type, otherwise a heap instance around it.
func wrapNew(t *Thread, cls, builtin *Type, payload Object) Value {
	if cls == builtin {
		return MakeObject(payload)
	}
	return MakeObject(newInstance(t, cls, MakeObject(payload)))
}

// excessArgs reports whether a call passed any arguments.
func excessArgs(args []Value, kw *KwArgs) bool { return len(args) > 0 || kw.Len() > 0 }

// definedBy returns the class in cls's MRO whose dict holds name.
func definedBy(cls *Type, name string) *Type {
	_, w := cls.lookupWhere(name)
	return w
}

// The states of Type.initTakesArgs.
const (
	initArgsUnknown int32 = iota
	initArgsOK            // object.__init__ accepts the type's arguments
	initArgsChecked       // it does not: check and raise each time
)

// The hashes of the names objectNew and objectInit look up whenever a
// class is called with arguments (every str(x), for one), computed once.
var (
	hashDunderInit = strHashKey("__init__")
	hashDunderNew  = strHashKey("__new__")
)

// definedByHash is definedBy with the hash of name given.
func definedByHash(cls *Type, name string, h int64) *Type {
	for _, c := range cls.MRO {
		if c.Dict.strIndex(name, h) >= 0 {
			return c
		}
	}
	return nil
}

func objectNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	if excessArgs(args, kw) {
		if definedByHash(cls, "__new__", hashDunderNew) != ObjectType {
			return Value{}, Errorf(TypeError, "object.__new__() takes exactly one argument (the type to instantiate)")
		}
		if definedByHash(cls, "__init__", hashDunderInit) == ObjectType {
			return Value{}, Errorf(TypeError, "%s() takes no arguments", cls.Name)
		}
	}
	if cls.Flags&TypeAbstract != 0 {
		return Value{}, abstractError(cls)
	}
	if cls.layout != ObjectType {
		return Value{}, Errorf(TypeError, "object.__new__(%s) is not safe, use %s.__new__()", cls.Name, cls.layout.Name)
	}
	return MakeObject(newInstance(t, cls, Value{})), nil
}

// abstractError is the TypeError for instantiating a class with abstract
// methods.
func abstractError(cls *Type) error {
	names := []string{}
	if v, ok := cls.Lookup("__abstractmethods__"); ok {
		if items, err := iterToSlice(nil, v); err == nil {
			for _, it := range items {
				if s, ok := AsStr(it); ok {
					names = append(names, s)
				}
			}
		}
	}
	sortStrings(names)
	s := "s"
	if len(names) == 1 {
		s = ""
	}
	return Errorf(TypeError, "Can't instantiate abstract class %s with abstract method%s %s", cls.Name, s, strings.Join(names, ", "))
}

func objectInit(t *Thread, self Value, args []Value, kw *KwArgs) error {
	if excessArgs(args, kw) {
		cls := self.Type()
		if !cls.IsHeap() {
			// A built-in type's dict never changes, so whether its
			// calls with arguments pass object.__init__ (str(x),
			// int(s), list(it) do) is worked out once; types are
			// shared by concurrent runs, hence the atomic.
			switch cls.initTakesArgs.Load() {
			case initArgsOK:
				return nil
			case initArgsUnknown:
				if definedByHash(cls, "__init__", hashDunderInit) == ObjectType && definedByHash(cls, "__new__", hashDunderNew) != ObjectType {
					cls.initTakesArgs.Store(initArgsOK)
					return nil
				}
				cls.initTakesArgs.Store(initArgsChecked)
			}
		}
		if definedByHash(cls, "__init__", hashDunderInit) != ObjectType {
			return Errorf(TypeError, "object.__init__() takes exactly one argument (the instance to initialize)")
		}
		if definedByHash(cls, "__new__", hashDunderNew) == ObjectType {
			return Errorf(TypeError, "%s.__init__() takes exactly one argument (the instance to initialize)", cls.Name)
		}
	}
	return nil
}

func objectRepr(t *Thread, self Value) (string, error) {
	cls := self.Type()
	return "<" + cls.fullName() + " object at " + addrOfT(t, self) + ">", nil
}

func objectStr(t *Thread, self Value) (string, error) { return Repr(t, self) }

func objectHash(t *Thread, self Value) (int64, error) {
	// CPython hashes the address rotated by 4 bits; pyex hashes the id
	// the same way (object_id.go).
	return identityHash(t, self), nil
}

func objectCompare(t *Thread, self, other Value, op CompareOp) (Value, error) {
	switch op {
	case OpEq:
		if self.Is(other) {
			return True, nil
		}
		return NotImplemented, nil
	case OpNe:
		// By default __ne__ inverts __eq__ unless that is NotImplemented.
		eq := self.Type().Slots.Compare
		if eq == nil {
			return NotImplemented, nil
		}
		r, err := eq(t, self, other, OpEq)
		if err != nil || r.IsNotImplemented() {
			return r, err
		}
		b, err := Truth(t, r)
		return MakeBool(!b), err
	}
	return NotImplemented, nil
}

func setupObject() {
	ObjectType.Doc = "The base class of the class hierarchy.\n\nWhen called, it accepts no arguments and returns a new featureless\ninstance that has no instance attributes and cannot be given any.\n"
	ObjectType.Slots = Slots{
		New:     objectNew,
		Init:    objectInit,
		Repr:    objectRepr,
		Str:     objectStr,
		Hash:    objectHash,
		Compare: objectCompare,
		GetAttr: GenericGetAttr,
		SetAttr: GenericSetAttr,
		DelAttr: GenericDelAttr,
	}
	objectClassAttr = &GetSetDescriptor{Name: "__class__", Owner: ObjectType,
		Get: func(t *Thread, self Value) (Value, error) { return MakeObject(self.Type()), nil },
		Set: func(t *Thread, self, v Value, del bool) error {
			if del {
				return Errorf(TypeError, "can't delete __class__ attribute")
			}
			return setClass(self, v)
		}}
	ObjectType.Dict.SetStr("__class__", MakeObject(objectClassAttr))
	addMethod(ObjectType, "__format__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		var spec string
		if err := oneArg("object.__format__", args, kw); err != nil {
			return Value{}, err
		}
		s, ok := AsStr(args[0])
		if !ok {
			return Value{}, Errorf(TypeError, "__format__() argument must be str, not %s", args[0].TypeName())
		}
		spec = s
		if spec != "" {
			return Value{}, Errorf(TypeError, "unsupported format string passed to %s.__format__", self.TypeName())
		}
		r, err := ToStr(t, self)
		return MakeStr(r), err
	})
	addMethod(ObjectType, "__dir__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("__dir__", args, kw); err != nil {
			return Value{}, err
		}
		return objectDir(t, self)
	})
	ObjectType.Dict.SetStr("__init_subclass__", MakeObject(&MethodDescriptor{Name: "__init_subclass__", Owner: ObjectType, class: true,
		Fn: func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			name := "object"
			if c, ok := self.obj.(*Type); ok {
				name = c.Name
			}
			if err := noArgs(name+".__init_subclass__", args, kw); err != nil {
				return Value{}, err
			}
			return None, nil
		}}))
	ObjectType.Dict.SetStr("__subclasshook__", MakeObject(&MethodDescriptor{Name: "__subclasshook__", Owner: ObjectType, class: true,
		Fn: func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) { return NotImplemented, nil }}))
}

// setClass assigns obj.__class__ = v, allowed between heap classes with
// the same layout.
func setClass(obj, v Value) error {
	nt, ok := v.obj.(*Type)
	if !ok {
		return Errorf(TypeError, "__class__ must be set to a class, not '%s' object", v.TypeName())
	}
	inst, ok := obj.obj.(*Instance)
	if !ok || !nt.IsHeap() {
		return Errorf(TypeError, "__class__ assignment only supported for mutable types or ModuleType subclasses")
	}
	if nt.layout != inst.cls.layout || nt.nslots != inst.cls.nslots || (nt.Flags&TypeHasDict) != (inst.cls.Flags&TypeHasDict) {
		return Errorf(TypeError, "__class__ assignment: '%s' object layout differs from '%s'", nt.Name, inst.cls.Name)
	}
	inst.cls = nt
	return nil
}

// objectDir returns object.__dir__(self): the names of the instance dict,
// the class and its bases, sorted later by dir().
func objectDir(t *Thread, self Value) (Value, error) {
	names := NewDict(t)
	if inst, ok := self.obj.(*Instance); ok && inst.Dict() != nil {
		for _, k := range inst.dict.Keys() {
			if err := names.Set(t, k, None); err != nil {
				return Value{}, err
			}
		}
	}
	cls := self.Type()
	for i := len(cls.MRO) - 1; i >= 0; i-- {
		for _, k := range cls.MRO[i].Dict.Keys() {
			if err := names.Set(t, k, None); err != nil {
				return Value{}, err
			}
		}
	}
	return MakeObject(NewList(names.Keys())), nil
}

// sortStrings sorts names in place (insertion sort: the lists are short).
func sortStrings(names []string) {
	for i := 1; i < len(names); i++ {
		for j := i; j > 0 && names[j] < names[j-1]; j-- {
			names[j], names[j-1] = names[j-1], names[j]
		}
	}
}
