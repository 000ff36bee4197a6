// This file defines Type, a Python class: its name, bases, method
// resolution order, attribute dict, version and the table of Go slots
// that the generic operations (ops*.go) dispatch through.
//
// Built-in types are made once, in init, and are never written after
// start-up: every run shares them. A class made by a class statement
// (NewClass) is a heap type owned by one run; it may change (attribute
// assignment on the class), and each change bumps its version and the
// versions of its subclasses, so that inline caches keyed on
// (type, version) stay right.

package runtime

import (
	"strings"
	"sync/atomic"
)

// TypeFlags are properties of a Type.
type TypeFlags uint16

// The type flags.
const (
	// TypeHeap marks a class made by a class statement or type(); its dict
	// may change and its instances are *Instance values (or *Exception).
	TypeHeap TypeFlags = 1 << iota
	// TypeBaseType marks a class that may be subclassed.
	TypeBaseType
	// TypeOwnLayout marks a type whose instances carry data of their own
	// that a sibling type's instances cannot hold (CPython's "solid base"):
	// two such types that are not subclasses of each other cannot both be
	// bases of one class.
	TypeOwnLayout
	// TypeHasDict marks a class whose instances have a __dict__.
	TypeHasDict
	// TypeAbstract marks a class with abstract methods left.
	TypeAbstract
)

// Type is a Python class.
type Type struct {
	identity
	Name     string // __name__
	QualName string // __qualname__
	Module   string // __module__ ("builtins" for built-in types)
	Doc      string
	Bases    []*Type // __bases__
	Base     *Type   // __base__: the base whose layout instances share
	MRO      []*Type // __mro__, starting with the type itself
	Dict     *Dict   // the class namespace; str keys only
	Flags    TypeFlags
	Slots    Slots

	// layout is the built-in type whose Go object a heap instance of this
	// class wraps (ObjectType when it wraps none): list for a subclass
	// of list. Built-in types are their own layout.
	layout *Type
	// slotNames are the names declared by __slots__ in this class alone;
	// nslots counts those of every class in the MRO (the length of an
	// instance's slot array).
	slotNames []string
	nslots    int
	// attrHint is the most attributes an instance's dict has held, the
	// room the next instance is allocated with (object_block.go).
	attrHint int
	// attrKeys are the shared attribute names of its instances.
	attrKeys *attrKeys
	// methodsTransient: its Go methods let go of their arguments
	// (MethodDescriptor.ArgsTransient).
	methodsTransient bool
	// callTransient: calling the class keeps none of the argument slice
	// (SetCallArgsTransient), until its slots are recomputed.
	callTransient bool
	// initTakesArgs caches, for a built-in type, whether object.__init__
	// lets its calls pass arguments (objectInit).
	initTakesArgs atomic.Int32
	// version changes whenever this class's dict or a base's dict changes.
	version uint64
	// subclasses are the heap classes that name this one as a base; they
	// are told of changes. Built-in types keep no list (they never change).
	subclasses []*Type
	// isExc marks the built-in exception classes.
	isExc bool
	// meta is the metaclass when it is not type.
	meta *Type
	// plainGetAttr is set when the class uses object.__getattribute__
	// and has no __getattr__ (see GetMethod).
	plainGetAttr bool
	// plainSetAttr is set when the class uses object.__setattr__ (see
	// SetAttrAt).
	plainSetAttr bool
	// lookups caches Lookup's results for a heap class, valid while
	// lookupsAt equals version (see cachedLookup).
	lookups   map[string]typeLookup
	lookupsAt uint64
	// dunders caches the special methods Go calls (type_dunders.go), made
	// on first use.
	dunders *dunderTable
}

// typeLookup is one cached result of Type.Lookup.
type typeLookup struct {
	v     Value
	found bool
}

// maxTypeLookups bounds a class's lookup cache: a program asking for
// endless distinct names (getattr in a loop) starts it afresh instead of
// growing it.
const maxTypeLookups = 512

// Type returns the class's metaclass: type, unless the class statement
// named another.
func (t *Type) Type() *Type {
	if t.meta != nil {
		return t.meta
	}
	return TypeType
}

// Version returns the type's version, which changes whenever an attribute
// of the type or of a class in its MRO is set or deleted.
func (t *Type) Version() uint64 { return t.version }

// ArgsTransient reports whether calling the class t uses the argument
// slice only while the call lasts (see BuiltinFunction.ArgsTransient):
// true for the built-in conversions programs call in their inner loops,
// str, int, float, bool, list and range, whose constructors read their
// arguments and keep none of the slice. Exception classes, for one, keep
// it as their args.
func (t *Type) ArgsTransient() bool {
	switch t {
	case StrType, IntType, FloatType, BoolType, ListType, RangeType:
		return true
	}
	return t.callTransient
}

// SetCallArgsTransient marks the heap class t as letting go of its
// argument slice when a call of it returns, for the Go slots its maker
// just installed (a named tuple's New, which copies the row). Any later
// change to the class's dunders recomputes its slots and clears the mark.
func (t *Type) SetCallArgsTransient() { t.callTransient = true }

// MessageName is the name error messages give t, CPython's tp_name: the
// bare name for built-in types and classes, and module.name for a type
// CPython implements in C outside builtins ('collections.deque',
// 're.Pattern', 'decimal.Decimal'), whether pyex writes it in Go or, for
// the classes cTypeNames lists, in Python.
func (t *Type) MessageName() string {
	if t.Flags&TypeHeap != 0 {
		if cTypeNames[typeKey{t.Module, t.QualName}] {
			return t.Module + "." + t.Name
		}
		return t.Name
	}
	if t.isExc || t.Module == "" || t.Module == "builtins" {
		return t.Name
	}
	return t.Module + "." + t.Name
}

// cTypeNames are the classes pyex writes in Python that CPython implements
// in C, so that its messages name them with their module.
var cTypeNames = map[typeKey]bool{
	{"decimal", "Decimal"}: true, {"decimal", "Context"}: true,
	{"datetime", "date"}: true, {"datetime", "datetime"}: true, {"datetime", "time"}: true,
	{"datetime", "timedelta"}: true, {"datetime", "timezone"}: true, {"datetime", "tzinfo"}: true,
	{"collections", "OrderedDict"}: true, {"collections", "defaultdict"}: true,
	{"zoneinfo", "ZoneInfo"}: true,
}

// typeKey names a class by module and qualified name (cTypeNames).
type typeKey struct{ module, qualName string }

// IsHeap reports whether t was made at run time by a class statement.
func (t *Type) IsHeap() bool { return t.Flags&TypeHeap != 0 }

// IsSubtype reports whether t is sub or a subclass of it.
func (t *Type) IsSubtype(sup *Type) bool {
	if t == sup {
		return true
	}
	for _, m := range t.MRO {
		if m == sup {
			return true
		}
	}
	return false
}

// Lookup finds name along t's MRO and returns the attribute, as CPython's
// _PyType_Lookup does (no descriptor is invoked).
func (t *Type) Lookup(name string) (Value, bool) {
	if t.Flags&TypeHeap != 0 {
		if r, ok := t.lookups[name]; ok && t.lookupsAt == t.version {
			return r.v, r.found
		}
		return t.lookupAndCache(name, strHashKey(name))
	}
	return t.walkMRO(name, strHashKey(name))
}

// lookupHashed is Lookup with the zero-key hash of name already computed.
func (t *Type) lookupHashed(name string, h int64) (Value, bool) {
	if t.Flags&TypeHeap != 0 {
		if r, ok := t.lookups[name]; ok && t.lookupsAt == t.version {
			return r.v, r.found
		}
		return t.lookupAndCache(name, h)
	}
	return t.walkMRO(name, h)
}

// lookupAndCache walks the MRO of a heap class and caches the result.
// Only heap classes cache: they belong to one run, while built-in types
// are shared by every run and never written after start-up.
func (t *Type) lookupAndCache(name string, h int64) (Value, bool) {
	v, found := t.walkMRO(name, h)
	if t.lookupsAt != t.version || len(t.lookups) >= maxTypeLookups {
		clear(t.lookups)
		t.lookupsAt = t.version
	}
	if t.lookups == nil {
		t.lookups = make(map[string]typeLookup, 8)
	}
	t.lookups[name] = typeLookup{v, found}
	return v, found
}

// walkMRO finds name, whose StrHash is h, in the dicts along the MRO.
func (t *Type) walkMRO(name string, h int64) (Value, bool) {
	for _, c := range t.MRO {
		if v, ok := c.Dict.getStrHash(name, h); ok {
			return v, true
		}
	}
	return Value{}, false
}

// lookupWhere is Lookup that also returns the class in whose dict the name
// was found.
func (t *Type) lookupWhere(name string) (Value, *Type) {
	h := strHashKey(name)
	for _, c := range t.MRO {
		if v, ok := c.Dict.getStrHash(name, h); ok {
			return v, c
		}
	}
	return Value{}, nil
}

// fullName returns the name error messages use for a class: the qualified
// name, preceded by the module unless it is builtins.
func (t *Type) fullName() string {
	if t.Module == "" || t.Module == "builtins" {
		return t.QualName
	}
	return t.Module + "." + t.QualName
}

// Repr returns repr(t): "<class 'int'>", "<class '__main__.C'>".
func (t *Type) Repr() string { return "<class '" + t.fullName() + "'>" }

// changed bumps the version of t and of every subclass of t.
func (t *Type) changed() {
	t.version++
	for _, s := range t.subclasses {
		s.changed()
	}
}

// computeMRO returns the C3 linearisation of t and its bases, or CPython's
// TypeError when there is none.
func computeMRO(t *Type, bases []*Type) ([]*Type, error) {
	if len(bases) == 1 {
		// The common case: the base's MRO with t in front.
		mro := make([]*Type, 0, len(bases[0].MRO)+1)
		mro = append(mro, t)
		return append(mro, bases[0].MRO...), nil
	}
	// Merge the MROs of the bases and the list of bases itself.
	toMerge := make([][]*Type, 0, len(bases)+1)
	for _, b := range bases {
		toMerge = append(toMerge, b.MRO)
	}
	toMerge = append(toMerge, bases)
	remain := make([]int, len(toMerge))
	mro := []*Type{t}
	for {
		empty := true
		var next *Type
	candidates:
		for i, l := range toMerge {
			if remain[i] >= len(l) {
				continue
			}
			empty = false
			c := l[remain[i]]
			// c must not be in the tail of any list.
			for j, m := range toMerge {
				if remain[j] >= len(m) {
					continue
				}
				for _, x := range m[remain[j]+1:] {
					if x == c {
						continue candidates
					}
				}
			}
			next = c
			break
		}
		if empty {
			return mro, nil
		}
		if next == nil {
			return nil, mroError(toMerge, remain)
		}
		mro = append(mro, next)
		for i, l := range toMerge {
			if remain[i] < len(l) && l[remain[i]] == next {
				remain[i]++
			}
		}
	}
}

// mroError builds CPython's message naming the heads that block the merge,
// each once, in the order first met.
func mroError(toMerge [][]*Type, remain []int) error {
	var seen []*Type
	for i, l := range toMerge {
		if remain[i] < len(l) {
			c := l[remain[i]]
			dup := false
			for _, s := range seen {
				dup = dup || s == c
			}
			if !dup {
				seen = append(seen, c)
			}
		}
	}
	var b strings.Builder
	b.WriteString("Cannot create a consistent method resolution\norder (MRO) for bases")
	for i, c := range seen {
		b.WriteString(" ")
		b.WriteString(c.Name)
		if i < len(seen)-1 {
			b.WriteString(",")
		}
	}
	return &Error{Kind: TypeError, Msg: b.String()}
}

// solidBase returns the nearest class in t's base chain that adds data to
// its instances, CPython's solid_base.
func solidBase(t *Type) *Type {
	for t.Flags&TypeOwnLayout == 0 && t.Base != nil {
		t = t.Base
	}
	return t
}

// bestBase picks the base whose layout the new class extends, or reports
// CPython's lay-out conflict.
func bestBase(bases []*Type) (*Type, error) {
	var base, winner *Type
	for _, b := range bases {
		if b.Flags&TypeBaseType == 0 {
			return nil, Errorf(TypeError, "type '%s' is not an acceptable base type", b.fullName())
		}
		cand := solidBase(b)
		switch {
		case winner == nil:
			winner, base = cand, b
		case winner.IsSubtype(cand):
		case cand.IsSubtype(winner):
			winner, base = cand, b
		default:
			return nil, &Error{Kind: TypeError, Msg: "multiple bases have instance lay-out conflict"}
		}
	}
	return base, nil
}
