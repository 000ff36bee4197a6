// This file is the API through which packages outside runtime (the
// standard library's Go modules) define classes implemented in Go: a type
// is made with NewNativeType, given slots and methods, and sealed with
// Finish before any run sees it. Such types are built once at package
// initialisation and shared read-only by every run, like the built-ins.

package runtime

// Identity gives an object made outside this package a stable id(): embed
// it in the struct of a native object.
type Identity = identity

// NewNativeType returns a class implemented in Go, named name in module
// module, with one base (ObjectType when base is nil). A subclassable type
// may be extended by class statements; an instance of such a subclass
// wraps the Go object (see WrapNew and Payload). Set its Slots and add its
// methods, then call Finish.
func NewNativeType(name, module string, base *Type, subclassable bool) *Type {
	if base == nil {
		base = ObjectType
	}
	flags := TypeOwnLayout
	if subclassable {
		flags |= TypeBaseType
	}
	c := &Type{Name: name, QualName: name, Module: module, Flags: flags, version: 1}
	c.Dict = &Dict{hk: zeroHashKey}
	c.Bases = []*Type{base}
	c.Base = base
	c.MRO = append([]*Type{c}, base.MRO...)
	c.layout = c
	return c
}

// NewNativeExceptionType returns an exception class of module module,
// subclassing base, whose instances behave as base's do.
func NewNativeExceptionType(name, module string, base *Type) *Type {
	c := &Type{Name: name, QualName: name, Module: module, Flags: TypeBaseType | TypeHasDict, version: 1}
	c.Dict = &Dict{hk: zeroHashKey}
	c.Bases = []*Type{base}
	c.Base = base
	c.MRO = append([]*Type{c}, base.MRO...)
	c.layout = base.layout
	c.isExc = true
	c.Finish()
	return c
}

// AddMethod adds a method implemented in Go to a native type.
func (c *Type) AddMethod(name string, fn MethodFunc) { addMethod(c, name, fn) }

// AddClassMethod adds a classmethod implemented in Go (self is the class).
func (c *Type) AddClassMethod(name string, fn MethodFunc) { addClassMethod(c, name, fn) }

// AddStaticMethod adds a staticmethod implemented in Go.
func (c *Type) AddStaticMethod(name string, fn BuiltinFunc) {
	b := NewBuiltin(name, fn)
	b.module = c.Module
	c.Dict.SetStr(name, MakeObject(&StaticMethod{Func: MakeObject(b)}))
}

// AddGetter adds a read-only attribute computed by Go code.
func (c *Type) AddGetter(name string, get func(t *Thread, self Value) (Value, error)) {
	addGetter(c, name, get)
}

// AddGetSet adds a writable attribute computed by Go code; set is called
// with del true for a deletion.
func (c *Type) AddGetSet(name string, get func(t *Thread, self Value) (Value, error),
	set func(t *Thread, self, v Value, del bool) error) {
	addGetSet(c, name, get, set)
}

// SetAttrConst stores a plain class attribute (a constant or a nested
// class) in a native type's dict before Finish.
func (c *Type) SetAttrConst(name string, v Value) { c.Dict.SetStr(name, v) }

// Finish seals a native type: it adds the dunder wrappers of its slots,
// inherits what its base defines, and freezes its dict. Call it once,
// after the slots and methods are set and before any run uses the type.
func (c *Type) Finish() {
	addSlotWrappers(c)
	inheritSlots(&c.Slots, &c.Base.Slots)
	if _, ok := c.Dict.GetStr("__doc__"); !ok {
		c.Dict.SetStr("__doc__", docValue(c.Doc))
	}
	if _, ok := c.Dict.GetStr("__module__"); !ok {
		c.Dict.SetStr("__module__", MakeStr(c.Module))
	}
	freezeDict(c.Dict)
	setPlainGetAttr(c)
	giveStaticIDs(c)
}

// WrapNew returns a new native object as an instance of cls: the object
// itself when cls is the native type, otherwise an instance of the
// subclass cls that wraps it. Slots.New of a subclassable native type
// returns WrapNew(t, cls, itsType, obj).
func WrapNew(t *Thread, cls, native *Type, obj Object) Value { return wrapNew(t, cls, native, obj) }

// Payload returns the Go object of type T behind v: v's own object, or
// the native object an instance of a subclass wraps. ok is false when v
// holds no T.
func Payload[T Object](v Value) (T, bool) {
	if inst, ok := v.obj.(*Instance); ok {
		p, ok := inst.base.obj.(T)
		return p, ok
	}
	p, ok := v.obj.(T)
	return p, ok
}

// NewModuleFunction returns a built-in function of module module.
func NewModuleFunction(module, name string, fn BuiltinFunc) *BuiltinFunction {
	b := NewBuiltin(name, fn)
	b.module = module
	return b
}

// Encode is str.encode(encoding, errors): the bytes of s, as a Go string.
func Encode(s, encoding, errors string) (string, error) {
	b, err := strEncode(s, encoding, errors)
	if err != nil {
		return "", err
	}
	return b, nil
}

// Decode is bytes.decode(encoding, errors).
func Decode(b []byte, encoding, errors string) (string, error) {
	s, err := bytesDecode(b, encoding, errors)
	if err != nil {
		return "", err
	}
	return s, nil
}

// AsBytes returns the contents of a bytes or bytearray value (or of an
// instance of a subclass of either).
func AsBytes(v Value) (string, bool) { return asBytesData(v) }

// BuiltinExceptionType returns the built-in exception class named name
// ("ValueError"), or nil when there is none.
func BuiltinExceptionType(name string) *Type {
	for _, c := range builtinExceptionOrder() {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// LibmExp is e**x correctly rounded, the exp the float type uses.
func LibmExp(x float64) float64 { return libmExp(x) }

// LibmLog is the natural logarithm correctly rounded.
func LibmLog(x float64) float64 { return libmLog(x) }

// PowPositive is x**y correctly rounded for finite x > 0 and finite y; it
// returns ±Inf or 0 past the float range.
func PowPositive(x, y float64) float64 {
	if x == 1 || y == 0 {
		return 1
	}
	return powFinite(x, y)
}
