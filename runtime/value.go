package runtime

import "math"

// Value is a Python value. Small ints and floats are held inline, so that
// arithmetic on them never allocates; every other value is a heap Object.
// See docs/VM.md for the design.
//
//	obj == nil        a small int: int64(num)
//	obj == floatTag{} a float: math.Float64frombits(num)
//	otherwise         the object obj (num is 0)
//
// The zero Value is the int 0. None, True, False, NotImplemented and
// Ellipsis are singletons of zero-size (or one-byte) types stored in obj, so
// making or testing one allocates nothing.
type Value struct {
	obj Object
	num uint64
}

// Object is implemented by every heap-allocated Python object.
type Object interface {
	// Type returns the object's Python class.
	Type() *Type
}

// floatTag marks a Value holding a float. It is a zero-size type, so
// storing it in the obj interface allocates nothing.
type floatTag struct{}

// Type reports float, so that floatTag satisfies Object; it is never seen
// outside Value.
func (floatTag) Type() *Type { return FloatType }

// noneObject, notImplementedObject and ellipsisObject are the types of the
// singletons. They are zero-size value types: an interface holding one
// needs no allocation, and comparing with one compares type words only.
type (
	noneObject           struct{}
	notImplementedObject struct{}
	ellipsisObject       struct{}
	// boolObject is the type of True and False. Go stores one-byte values
	// in interfaces without allocating.
	boolObject bool
)

// Type returns NoneType.
func (noneObject) Type() *Type { return NoneType }

// Type returns NotImplementedType.
func (notImplementedObject) Type() *Type { return NotImplementedType }

// Type returns the ellipsis class.
func (ellipsisObject) Type() *Type { return EllipsisType }

// Type returns bool.
func (boolObject) Type() *Type { return BoolType }

// The singleton Values.
var (
	None           = Value{obj: noneObject{}}
	NotImplemented = Value{obj: notImplementedObject{}}
	Ellipsis       = Value{obj: ellipsisObject{}}
	True           = Value{obj: boolObject(true)}
	False          = Value{obj: boolObject(false)}
)

// MakeInt returns the Value of a small int.
func MakeInt(n int64) Value { return Value{num: uint64(n)} }

// MakeFloat returns the Value of a float.
func MakeFloat(f float64) Value { return Value{obj: floatTag{}, num: math.Float64bits(f)} }

// MakeObject returns the Value of a heap object.
func MakeObject(o Object) Value { return Value{obj: o} }

// MakeBool returns True or False.
func MakeBool(b bool) Value {
	if b {
		return True
	}
	return False
}

// IsSmallInt reports whether v is an int held inline.
func (v Value) IsSmallInt() bool { return v.obj == nil }

// IsFloat reports whether v is a float.
func (v Value) IsFloat() bool {
	_, ok := v.obj.(floatTag)
	return ok
}

// IsNone reports whether v is None.
// (A type assertion compares the type word only; comparing with
// Object(noneObject{}) calls the runtime's interface equality.)
func (v Value) IsNone() bool {
	_, ok := v.obj.(noneObject)
	return ok
}

// IsNotImplemented reports whether v is NotImplemented.
func (v Value) IsNotImplemented() bool {
	_, ok := v.obj.(notImplementedObject)
	return ok
}

// IsBool reports whether v is True or False.
func (v Value) IsBool() bool {
	_, ok := v.obj.(boolObject)
	return ok
}

// IsTrue reports whether v is the True singleton (not whether it is truthy:
// see Truth).
// QuickTruth returns v's truth when it is known without calling
// anything: for bools, None and small ints. known is false for every other
// value (Truth decides). It inlines in the VM's conditional jumps.
func (v Value) QuickTruth() (truth, known bool) {
	switch o := v.obj.(type) {
	case boolObject:
		return bool(o), true
	case nil:
		return v.num != 0, true
	case noneObject:
		return false, true
	}
	return false, false
}

func (v Value) IsTrue() bool {
	b, ok := v.obj.(boolObject)
	return ok && bool(b)
}

// SmallInt returns the int held inline in v; v must be a small int.
func (v Value) SmallInt() int64 { return int64(v.num) }

// Float returns the float held in v; v must be a float.
func (v Value) Float() float64 { return math.Float64frombits(v.num) }

// Object returns the heap object of v, or nil for an inline int or float.
func (v Value) Object() Object {
	if _, ok := v.obj.(floatTag); ok {
		return nil
	}
	return v.obj
}

// Type returns v's Python class.
func (v Value) Type() *Type {
	if v.obj == nil {
		return IntType
	}
	return v.obj.Type()
}

// Is reports whether v and w are the same object, Python's `is`. Inline
// ints and floats are compared by value (as CPython's cached small ints
// are); two equal heap objects are identical only if they are one object.
func (v Value) Is(w Value) bool { return v.obj == w.obj && v.num == w.num }

// TypeName returns the name of v's class, as error messages quote it.
func (v Value) TypeName() string { return v.Type().MessageName() }
