// This file declares the built-in types and builds them at start-up: the
// bases and MROs here, the slots and methods in each type's own file (the
// setup functions init calls in order), and then, for every type, the
// dunder wrappers of its slots in its dict and the slots it inherits.
// Nothing here is written after init returns.

package runtime

// builtinTypes lists every built-in type in creation order, bases first.
// It is filled during package initialisation and only read afterwards.
var builtinTypes []*Type

// newBuiltinType returns a built-in type with one base (nil for object).
func newBuiltinType(name string, base *Type, flags TypeFlags) *Type {
	t := &Type{Name: name, QualName: name, Module: "builtins", Flags: flags, version: 1}
	t.Dict = &Dict{hk: zeroHashKey}
	if base != nil {
		t.Bases = []*Type{base}
		t.Base = base
		t.MRO = append([]*Type{t}, base.MRO...)
		t.layout = base.layout
	} else {
		t.MRO = []*Type{t}
		t.layout = t
	}
	if flags&TypeOwnLayout != 0 {
		t.layout = t
	}
	builtinTypes = append(builtinTypes, t)
	return t
}

const (
	open   = TypeBaseType | TypeOwnLayout // subclassable, with its own data
	closed = TypeOwnLayout                // final
)

// The built-in types.
var (
	ObjectType = newBuiltinType("object", nil, TypeBaseType)
	TypeType   = newBuiltinType("type", ObjectType, open)

	IntType     = newBuiltinType("int", ObjectType, open)
	BoolType    = newBuiltinType("bool", IntType, 0)
	FloatType   = newBuiltinType("float", ObjectType, open)
	ComplexType = newBuiltinType("complex", ObjectType, open)

	StrType       = newBuiltinType("str", ObjectType, open)
	BytesType     = newBuiltinType("bytes", ObjectType, open)
	ByteArrayType = newBuiltinType("bytearray", ObjectType, open)
	ListType      = newBuiltinType("list", ObjectType, open)
	TupleType     = newBuiltinType("tuple", ObjectType, open)
	DictType      = newBuiltinType("dict", ObjectType, open)
	SetType       = newBuiltinType("set", ObjectType, open)
	FrozenSetType = newBuiltinType("frozenset", ObjectType, open)
	RangeType     = newBuiltinType("range", ObjectType, closed)
	SliceType     = newBuiltinType("slice", ObjectType, closed)

	NoneType           = newBuiltinType("NoneType", ObjectType, closed)
	NotImplementedType = newBuiltinType("NotImplementedType", ObjectType, closed)
	EllipsisType       = newBuiltinType("ellipsis", ObjectType, closed)

	FunctionType              = newBuiltinType("function", ObjectType, closed)
	BuiltinFunctionType       = newBuiltinType("builtin_function_or_method", ObjectType, closed)
	MethodType                = newBuiltinType("method", ObjectType, closed)
	MethodDescriptorType      = newBuiltinType("method_descriptor", ObjectType, closed)
	WrapperDescriptorType     = newBuiltinType("wrapper_descriptor", ObjectType, closed)
	ClassMethodDescriptorType = newBuiltinType("classmethod_descriptor", ObjectType, closed)
	GetSetDescriptorType      = newBuiltinType("getset_descriptor", ObjectType, closed)
	PropertyType              = newBuiltinType("property", ObjectType, open)
	ClassMethodType           = newBuiltinType("classmethod", ObjectType, open)
	StaticMethodType          = newBuiltinType("staticmethod", ObjectType, open)
	SuperType                 = newBuiltinType("super", ObjectType, open)
	CellType                  = newBuiltinType("cell", ObjectType, closed)
	MappingProxyType          = newBuiltinType("mappingproxy", ObjectType, closed)
	TracebackType             = newBuiltinType("traceback", ObjectType, closed)

	// Iterators and views.
	ListIteratorType         = newBuiltinType("list_iterator", ObjectType, closed)
	ListReverseIteratorType  = newBuiltinType("list_reverseiterator", ObjectType, closed)
	TupleIteratorType        = newBuiltinType("tuple_iterator", ObjectType, closed)
	StrIteratorType          = newBuiltinType("str_ascii_iterator", ObjectType, closed)
	StrUnicodeIteratorType   = newBuiltinType("str_iterator", ObjectType, closed)
	BytesIteratorType        = newBuiltinType("bytes_iterator", ObjectType, closed)
	ByteArrayIteratorType    = newBuiltinType("bytearray_iterator", ObjectType, closed)
	RangeIteratorType        = newBuiltinType("range_iterator", ObjectType, closed)
	SetIteratorType          = newBuiltinType("set_iterator", ObjectType, closed)
	SeqIteratorType          = newBuiltinType("iterator", ObjectType, closed)
	CallableIteratorType     = newBuiltinType("callable_iterator", ObjectType, closed)
	DictKeysType             = newBuiltinType("dict_keys", ObjectType, closed)
	DictValuesType           = newBuiltinType("dict_values", ObjectType, closed)
	DictItemsType            = newBuiltinType("dict_items", ObjectType, closed)
	DictKeyIteratorType      = newBuiltinType("dict_keyiterator", ObjectType, closed)
	DictValueIteratorType    = newBuiltinType("dict_valueiterator", ObjectType, closed)
	DictItemIteratorType     = newBuiltinType("dict_itemiterator", ObjectType, closed)
	DictRevKeyIteratorType   = newBuiltinType("dict_reversekeyiterator", ObjectType, closed)
	DictRevValueIteratorType = newBuiltinType("dict_reversevalueiterator", ObjectType, closed)
	DictRevItemIteratorType  = newBuiltinType("dict_reverseitemiterator", ObjectType, closed)
)

// init builds the built-in types: slots and methods of each, then the
// dunder wrappers in their dicts, then slot inheritance.
func init() {
	for _, setup := range []func(){
		setupObject, setupTypeType, setupNone, setupInt, setupBool, setupFloat, setupComplex,
		setupStr, setupBytes, setupByteArray, setupList, setupTuple, setupDict, setupSet, setupRange,
		setupSlice, setupFunctions, setupDescriptors, setupIterators, setupExceptions, setupAliases, setupReduce, setupTracebacks, setupGenerators, setupModules, setupNamespace, setupCode, setupIterHints,
	} {
		setup()
	}
	for _, t := range builtinTypes {
		addSlotWrappers(t)
	}
	for _, t := range builtinTypes {
		if t.Base != nil {
			inheritSlots(&t.Slots, &t.Base.Slots)
		}
		if _, ok := t.Dict.GetStr("__doc__"); !ok {
			// A type whose instances have their own __doc__ (functions)
			// has a getter there already.
			t.Dict.SetStr("__doc__", docValue(t.Doc))
		}
		if _, ok := t.Dict.GetStr("__module__"); !ok && t.Module != "builtins" {
			t.Dict.SetStr("__module__", MakeStr(t.Module))
		}
		freezeDict(t.Dict)
	}
	for _, t := range builtinTypes {
		setPlainGetAttr(t)
	}
	assignStaticIDs()
}

// docValue returns a doc string as a Value, None when empty.
func docValue(doc string) Value {
	if doc == "" {
		return None
	}
	return MakeObject(newFrozenStr(doc))
}

// freezeDict marks d as shared and read-only, and fills the caches of its
// str keys so that no run writes to them.
func freezeDict(d *Dict) {
	d.frozen = true
	for i := range d.entries {
		if s, ok := d.entries[i].key.obj.(*Str); ok {
			s.hash, s.hkey = strHashKey(s.s), zeroHashKey
			if s.idx == nil {
				s.idx = newStrIndex(s.s)
			}
			s.frozen = true
		}
	}
}

// addMethod adds a Go method to a built-in type's dict.
func addMethod(t *Type, name string, fn MethodFunc) {
	t.Dict.SetStr(name, MakeObject(&MethodDescriptor{Name: name, Owner: t, Fn: fn}))
}

// addClassMethod adds a Go classmethod (self is the class) to a built-in
// type's dict.
func addClassMethod(t *Type, name string, fn MethodFunc) {
	t.Dict.SetStr(name, MakeObject(&MethodDescriptor{Name: name, Owner: t, Fn: fn, class: true}))
}

// addGetter adds a read-only attribute computed by Go code.
func addGetter(t *Type, name string, get func(t *Thread, self Value) (Value, error)) {
	t.Dict.SetStr(name, MakeObject(&GetSetDescriptor{Name: name, Owner: t, Get: get}))
}

// addGetSet adds a writable attribute computed by Go code.
func addGetSet(t *Type, name string, get func(t *Thread, self Value) (Value, error),
	set func(t *Thread, self, v Value, del bool) error) {
	t.Dict.SetStr(name, MakeObject(&GetSetDescriptor{Name: name, Owner: t, Get: get, Set: set}))
}
