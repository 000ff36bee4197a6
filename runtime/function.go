// This file defines the function objects: Function (a Python function),
// Method (a function bound to an object), the property, classmethod and
// staticmethod descriptors, Cell (a closure variable) and the method
// descriptors through which built-in types expose Go methods.

package runtime

import "github.com/pyexgo/pyex/bytecode"

// CacheSlot is one inline cache entry of a running function, the VM's
// record of where a global name was last found (LOADGLOBAL): the globals
// and builtins dicts it looked in, their layouts then (Dict.Layout), and
// the name's position in globals, or -1 and its position in builtins.
// runtime only keeps the slots with the function so that a shared Code
// is never written.
type CacheSlot struct {
	Globals, Builtins *Dict
	GLayout, BLayout  uint64
	Index, BIndex     int
}

// Function is a Python function: a Code with the run-time context it was
// made in.
type Function struct {
	identity
	Code       *bytecode.Code
	Name       string // __name__
	QualName   string // __qualname__
	Module     Value  // __module__
	Doc        Value  // __doc__
	Globals    *Dict
	Builtins   *Dict
	Defaults   []Value // __defaults__
	KwDefaults *Dict   // __kwdefaults__, or nil
	Closure    []*Cell
	// Annotations is __annotations__ (a dict), or the zero Value until
	// first asked for.
	Annotations Value
	Dict        *Dict // __dict__, made on first use
	// Run holds the VM's tables of Code for the run the function was
	// made in, shared by every function made from Code then: a
	// comprehension made anew on every pass carries one pointer, not
	// five slices.
	Run *CodeRun
	// codeObj is __code__, made on first use (one object per function,
	// so that f.__code__ is f.__code__).
	codeObj *Code
}

// CodeRun is what the VM keeps of one code object for one run: the
// constant pool as Values, the hashes of its names, its attribute caches
// (one per name), its global-lookup caches (LOADGLOBAL) and, for code run
// with its globals as its namespace (a module body), its LOADNAME and
// STORENAME caches, where a name is a global and is cached as LOADGLOBAL
// caches it. Every cache slot checks which dicts it was filled for, so
// functions of one code with different globals may share them.
type CodeRun struct {
	Consts     []Value
	NameHashes []int64
	AttrSites  []AttrSite
	Caches     []CacheSlot
	NameCaches []CacheSlot // made on first use
	// KwNames are the keyword names of the code's calls (CALLKW), by
	// the index of their constant tuple, as Go strings: made on first
	// use, shared by every call and never written.
	KwNames [][]string
}

// Type returns function.
func (*Function) Type() *Type { return FunctionType }

// NewFunction returns a function of code with the given globals; the VM
// gives it its tables (Run) when it is first called.
func NewFunction(code *bytecode.Code, globals *Dict) *Function {
	return NewFunctionShared(code, globals, nil)
}

// hashDunderName is the hash of "__name__", which every new function
// looks up in its globals.
var hashDunderName = strHashKey("__name__")

// NewFunctionShared is NewFunction with the code's tables for the run
// given: the VM shares one CodeRun among the functions of a code in a
// run, so that a comprehension or generator expression made anew on
// every pass finds its caches warm and allocates only itself.
func NewFunctionShared(code *bytecode.Code, globals *Dict, run *CodeRun) *Function {
	fn := &Function{Code: code, Name: code.Name, QualName: code.QualName, Globals: globals, Doc: None, Module: None, Run: run}
	if globals != nil {
		if m, ok := globals.getStrHash("__name__", hashDunderName); ok {
			fn.Module = m
		}
	}
	return fn
}

// Method is a function bound to an object, the type method.
type Method struct {
	Func Value
	Self Value
}

// Type returns method.
func (*Method) Type() *Type { return MethodType }

// Cell is a variable captured by a closure.
type Cell struct {
	identity
	V     Value
	Bound bool
}

// Type returns cell.
func (*Cell) Type() *Type { return CellType }

// Property is the property descriptor.
type Property struct {
	identity
	Get, Set, Del, Doc Value // None when absent
	Name               string
}

// Type returns property.
func (*Property) Type() *Type { return PropertyType }

// ClassMethod is the classmethod descriptor.
type ClassMethod struct {
	identity
	Func Value
	Dict *Dict
}

// Type returns classmethod.
func (*ClassMethod) Type() *Type { return ClassMethodType }

// StaticMethod is the staticmethod descriptor.
type StaticMethod struct {
	identity
	Func Value
	Dict *Dict
}

// Type returns staticmethod.
func (*StaticMethod) Type() *Type { return StaticMethodType }

// ArgsTransient reports whether calling d uses the argument slice only
// while the call lasts (see BuiltinFunction.ArgsTransient): true for the
// instance methods of the types marked by SetMethodsTransient (str, list,
// dict, set, tuple, bytes, int, float, deque ...), which programs call
// in their inner loops and which never keep the slice, and for the slot
// wrappers but __init__ and __call__ (object.__setattr__(self, k, v), as
// a frozen dataclass's __init__ calls it).
func (d *MethodDescriptor) ArgsTransient() bool {
	if d.slot {
		return !d.slotKeepsArgs
	}
	return !d.class && d.Owner.methodsTransient
}

// SetMethodsTransient marks t's Go instance methods as letting go of
// their argument list when they return (none keeps the slice itself): the
// VM then passes them its registers without a copy. For a built-in type,
// at start-up only.
func (t *Type) SetMethodsTransient() { t.methodsTransient = true }

func init() {
	for _, t := range []*Type{StrType, ListType, DictType, SetType, FrozenSetType, TupleType, BytesType, IntType, FloatType} {
		t.SetMethodsTransient()
	}
}

// MethodDescriptor is a method of a built-in type implemented in Go
// (CPython's method_descriptor, and wrapper_descriptor for the dunders
// made from slots). Looked up on an instance it binds to a
// *BuiltinFunction.
type MethodDescriptor struct {
	identity
	Name  string
	Owner *Type
	Fn    MethodFunc
	// slot marks a wrapper of a Go slot ("<slot wrapper '__add__' of 'int'
	// objects>").
	slot bool
	// slotKeepsArgs marks the slot wrappers that hand the argument list
	// itself to their slot (__init__, __call__), which may keep it; the
	// others pass the slot single values.
	slotKeepsArgs bool
	// class marks a classmethod_descriptor: it binds to the class
	// (dict.fromkeys, int.from_bytes).
	class bool
}

// Type returns method_descriptor.
func (d *MethodDescriptor) Type() *Type {
	if d.slot {
		return WrapperDescriptorType
	}
	if d.class {
		return ClassMethodDescriptorType
	}
	return MethodDescriptorType
}

// GetSetDescriptor is an attribute of a built-in type computed by Go code
// (CPython's getset_descriptor and member_descriptor).
type GetSetDescriptor struct {
	identity
	Name  string
	Owner *Type
	Get   func(t *Thread, self Value) (Value, error)
	// Set is nil for a read-only attribute; v is absent for a delete.
	Set func(t *Thread, self Value, v Value, del bool) error
	// member marks a __slots__ entry (member_descriptor); slot is its
	// index in the instance's slot array.
	member bool
	slot   int
}

// Type returns getset_descriptor.
func (*GetSetDescriptor) Type() *Type { return GetSetDescriptorType }

// Super is the object super() returns.
type Super struct {
	identity
	Class   *Type // the class the lookup starts after
	Obj     Value // the bound object or class, or None
	ObjType *Type // the type whose MRO is searched
}

// Type returns super.
func (*Super) Type() *Type { return SuperType }

// Unbound is the marker the VM may keep in a register or cell that holds
// no value; it is never a Python value.
var Unbound = Value{obj: unboundObject{}}

// IsUnbound reports whether v is Unbound; compare with it this way, not
// with ==, which calls the runtime's interface equality.
func (v Value) IsUnbound() bool {
	_, ok := v.obj.(unboundObject)
	return ok
}

type unboundObject struct{}

// Type is never called on Unbound by correct code.
func (unboundObject) Type() *Type { return ObjectType }
