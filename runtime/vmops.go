package runtime

import (
	"strconv"
	"strings"
)

// This file holds the operations the VM's instructions perform that are not
// generic protocol functions: building containers from displays and calls,
// unpacking, method lookup, and the pattern-matching and except* helpers.

// Is reports whether a and b are the same object (Python's is). Small ints
// and floats compare by value, as the identical objects CPython caches do
// for the values programs commonly compare this way.
func Is(a, b Value) bool {
	if a.obj == nil || b.obj == nil {
		return a.obj == nil && b.obj == nil && a.num == b.num
	}
	if _, ok := a.obj.(floatTag); ok {
		_, ok2 := b.obj.(floatTag)
		return ok2 && a.num == b.num
	}
	return a.obj == b.obj
}

// LookupMethod returns what obj.name evaluates to for a call, as the pair
// the VM's CALLMETHOD takes: the function and obj as self when name is a
// plain function of obj's type (so no bound method is made), or the
// attribute itself and Unbound.
func LookupMethod(t *Thread, obj Value, name string) (fn, self Value, err error) {
	f, unbound, err := GetMethod(t, obj, name)
	if err != nil {
		return None, Unbound, err
	}
	if unbound {
		return f, obj, nil
	}
	return f, Unbound, nil
}

// JoinStrs concatenates str values (the pieces of an f-string) with one
// allocation of the exact size; the result is marked ASCII when every
// piece is.
func JoinStrs(t *Thread, parts []Value) (Value, error) {
	n := 0
	ascii := true
	for _, p := range parts {
		if s := strObject(p); s != nil {
			n += len(s.s)
			ascii = ascii && s.isASCII()
		}
	}
	if err := t.Charge(int64(n)); err != nil {
		return None, err
	}
	var b strings.Builder
	b.Grow(n)
	for _, p := range parts {
		if s := strObject(p); s != nil {
			b.WriteString(s.s)
		}
	}
	return makeStrASCII(b.String(), ascii), nil
}

// ListAppend appends v to the list l (comprehensions).
func ListAppend(t *Thread, l, v Value) error {
	lst, ok := l.obj.(*List)
	if !ok {
		return BadOperand("list", l)
	}
	return lst.appendCharged(t, v)
}

// BadOperand is the error of an instruction whose register does not hold
// the kind of object the compiler always puts there. Only hand-made or
// corrupted bytecode gets it: the verifier checks indexes, not types.
func BadOperand(want string, v Value) error {
	return Errorf(SystemError, "bad bytecode: expected %s, got %s", want, v.TypeName())
}

// ListExtend extends the list l with the items of an iterable ([*x]).
func ListExtend(t *Thread, l, it Value) error {
	items, err := iterToSlice(t, it)
	if err != nil {
		if ErrorMatches(err, TypeErrorType) && !hasIter(it) {
			return Errorf(TypeError, "Value after * must be an iterable, not %s", it.TypeName())
		}
		return err
	}
	lst, ok := l.obj.(*List)
	if !ok {
		return BadOperand("list", l)
	}
	return lst.appendCharged(t, items...)
}

func hasIter(v Value) bool {
	s := &v.Type().Slots
	return s.Iter != nil || s.GetItem != nil
}

// SetUpdate adds the items of an iterable to the set s ({*x}).
func SetUpdate(t *Thread, s, it Value) error {
	set, ok := s.obj.(*Set)
	if !ok {
		return BadOperand("set", s)
	}
	return set.update(t, it)
}

// DictUpdate merges a mapping into the dict d ({**x}).
func DictUpdate(t *Thread, d, m Value) error {
	if !isMappingForUnpack(m) {
		return Errorf(TypeError, "'%s' object is not a mapping", m.TypeName())
	}
	dst, ok := d.obj.(*Dict)
	if !ok {
		return BadOperand("dict", d)
	}
	return dictUpdate(t, dst, m)
}

func isMappingForUnpack(v Value) bool {
	if _, ok := v.obj.(*Dict); ok {
		return true
	}
	_, ok := v.Type().Lookup("keys")
	return ok
}

// DictMerge merges a mapping into the keyword dict d of a call f(**m),
// raising CPython's TypeError on a repeated keyword. fn is the callee, for
// the messages.
func DictMerge(t *Thread, d, m, fn Value) error {
	if !isMappingForUnpack(m) {
		return Errorf(TypeError, "%s argument after ** must be a mapping, not %s", callableName(fn), m.TypeName())
	}
	src := NewDict(t)
	if err := dictUpdate(t, src, m); err != nil {
		return err
	}
	dst, ok := d.obj.(*Dict)
	if !ok {
		return BadOperand("dict", d)
	}
	for i, ok := 0, true; ; {
		var k, v Value
		if k, v, i, ok = src.Next(i); !ok {
			return nil
		}
		if _, isStr := AsStr(k); !isStr {
			return Errorf(TypeError, "keywords must be strings")
		}
		if _, dup, err := dst.Get(t, k); err != nil {
			return err
		} else if dup {
			s, _ := AsStr(k)
			return Errorf(TypeError, "%s got multiple values for keyword argument '%s'", callableName(fn), s)
		}
		if err := dst.Set(t, k, v); err != nil {
			return err
		}
	}
}

// callableName is how CPython names a callee in argument errors: "f()" for
// a function, "C.m()" for a method.
func callableName(fn Value) string {
	switch f := fn.obj.(type) {
	case *Function:
		// As CPython's _PyObject_FunctionStr: the module, unless it is
		// builtins, then the qualified name.
		if m, ok := AsStr(f.Module); ok && m != "builtins" {
			return m + "." + f.QualName + "()"
		}
		return f.QualName + "()"
	case *Method:
		return callableName(f.Func)
	case *BuiltinFunction:
		return f.name + "()"
	case *Type:
		if f.IsHeap() && f.Module != "" && f.Module != "builtins" {
			return f.Module + "." + f.QualName + "()"
		}
		return f.Name + "()"
	}
	return fn.Type().Name + " object"
}

// CallArgsError is the TypeError of f(*x) when x is not iterable.
func CallArgsError(fn, x Value) error {
	return Errorf(TypeError, "%s argument after * must be an iterable, not %s", callableName(fn), x.TypeName())
}

// HasIter reports whether v's type can be iterated (__iter__ or the
// sequence protocol).
func HasIter(v Value) bool { return hasIter(v) }

// Unpack assigns the items of v to dst, which must receive exactly
// len(dst) items.
func Unpack(t *Thread, v Value, dst []Value) error {
	switch o := v.obj.(type) {
	case *Tuple:
		return unpackSlice(o.items, dst)
	case *List:
		return unpackSlice(o.items, dst)
	}
	it, err := Iter(t, v)
	if err != nil {
		if ErrorMatches(err, TypeErrorType) && !hasIter(v) {
			return Errorf(TypeError, "cannot unpack non-iterable %s object", v.TypeName())
		}
		return err
	}
	for i := range dst {
		x, ok, err := Next(t, it)
		if err != nil {
			return err
		}
		if !ok {
			return Errorf(ValueError, "not enough values to unpack (expected %d, got %d)", len(dst), i)
		}
		dst[i] = x
	}
	if _, ok, err := Next(t, it); err != nil {
		return err
	} else if ok {
		return Errorf(ValueError, "too many values to unpack (expected %d)", len(dst))
	}
	return nil
}

func unpackSlice(items, dst []Value) error {
	switch {
	case len(items) < len(dst):
		return Errorf(ValueError, "not enough values to unpack (expected %d, got %d)", len(dst), len(items))
	case len(items) > len(dst):
		return Errorf(ValueError, "too many values to unpack (expected %d)", len(dst))
	}
	copy(dst, items)
	return nil
}

// UnpackEx assigns the items of v to dst, where dst[star] receives a list
// of the items between the leading and trailing targets.
func UnpackEx(t *Thread, v Value, dst []Value, star int) error {
	items, err := iterToSlice(t, v)
	if err != nil {
		if ErrorMatches(err, TypeErrorType) && !hasIter(v) {
			return Errorf(TypeError, "cannot unpack non-iterable %s object", v.TypeName())
		}
		return err
	}
	after := len(dst) - star - 1
	if len(items) < star+after {
		return Errorf(ValueError, "not enough values to unpack (expected at least %d, got %d)", star+after, len(items))
	}
	copy(dst[:star], items[:star])
	mid := append([]Value(nil), items[star:len(items)-after]...)
	dst[star] = MakeObject(NewList(mid))
	copy(dst[star+1:], items[len(items)-after:])
	return nil
}

// MatchSequence reports whether v is a sequence for a sequence pattern:
// not str, bytes or bytearray.
func MatchSequence(v Value) bool {
	switch v.obj.(type) {
	case *List, *Tuple, *Range:
		return true
	case *Str, *Bytes, *ByteArray:
		return false
	}
	typ := v.Type()
	for _, c := range typ.MRO {
		switch c {
		case ListType, TupleType, RangeType:
			return true
		case StrType, BytesType, ByteArrayType, DictType:
			return false
		}
	}
	return false
}

// MatchMapping reports whether v is a mapping for a mapping pattern.
func MatchMapping(v Value) bool {
	if _, ok := v.obj.(*Dict); ok {
		return true
	}
	for _, c := range v.Type().MRO {
		if c == DictType {
			return true
		}
	}
	return false
}

// MatchKeys returns the tuple of m[k] for the keys in the tuple keys, or
// None when one is missing; it uses m.get, as CPython does.
func MatchKeys(t *Thread, m, keys Value) (Value, error) {
	kt, ok := keys.obj.(*Tuple)
	if !ok {
		return None, BadOperand("tuple", keys)
	}
	ks := kt.items
	out := make([]Value, len(ks))
	if d, ok := m.obj.(*Dict); ok && d.Type() == DictType {
		for i, k := range ks {
			v, found, err := d.Get(t, k)
			if err != nil {
				return None, err
			}
			if !found {
				return None, nil
			}
			out[i] = v
		}
		return MakeObject(NewTuple(out)), nil
	}
	get, err := GetAttr(t, m, "get")
	if err != nil {
		return None, err
	}
	dummy := MakeObject(&Instance{cls: ObjectType})
	for i, k := range ks {
		v, err := Call(t, get, []Value{k, dummy}, nil)
		if err != nil {
			return None, err
		}
		if v.obj == dummy.obj {
			return None, nil
		}
		out[i] = v
	}
	return MakeObject(NewTuple(out)), nil
}

// CopyDictWithoutKeys returns dict(m) without the keys of the tuple keys
// (a mapping pattern's **rest).
func CopyDictWithoutKeys(t *Thread, m, keys Value) (Value, error) {
	d := NewDict(t)
	if err := dictUpdate(t, d, m); err != nil {
		return None, err
	}
	if keys.obj != nil {
		kt, ok := keys.obj.(*Tuple)
		if !ok {
			return None, BadOperand("tuple", keys)
		}
		for _, k := range kt.items {
			if _, _, err := d.Delete(t, k); err != nil {
				return None, err
			}
		}
	}
	return MakeObject(d), nil
}

// MatchClass matches subj against a class pattern cls(p1, ..., k1=...,):
// it returns the tuple of the npos positional sub-subjects (through
// __match_args__) followed by the keyword ones, or None when subj is not an
// instance of cls or lacks an attribute.
func MatchClass(t *Thread, subj, cls Value, npos int, names []Value) (Value, error) {
	typ, ok := cls.obj.(*Type)
	if !ok {
		return None, Errorf(TypeError, "called match pattern must be a class")
	}
	inst, err := IsInstance(t, subj, cls)
	if err != nil || !inst {
		return None, err
	}
	var attrs []string
	if npos > 0 {
		ma, ok := typ.Lookup("__match_args__")
		if !ok {
			if matchSelf(typ) {
				if npos > 1 {
					return None, Errorf(TypeError, "%s() accepts 1 positional sub-pattern (%d given)", typ.Name, npos)
				}
				out := []Value{subj}
				return matchKeywordAttrs(t, subj, typ, out, nil, names)
			}
			return None, Errorf(TypeError, "%s() accepts 0 positional sub-patterns (%d given)", typ.Name, npos)
		}
		tup, ok := ma.obj.(*Tuple)
		if !ok {
			return None, Errorf(TypeError, "%s.__match_args__ must be a tuple (got %s)", typ.Name, ma.TypeName())
		}
		if npos > len(tup.items) {
			s := "s"
			if len(tup.items) == 1 {
				s = ""
			}
			return None, Errorf(TypeError, "%s() accepts %d positional sub-pattern%s (%d given)", typ.Name, len(tup.items), s, npos)
		}
		for _, a := range tup.items[:npos] {
			s, ok := AsStr(a)
			if !ok {
				return None, Errorf(TypeError, "__match_args__ elements must be strings (got %s)", a.TypeName())
			}
			attrs = append(attrs, s)
		}
	}
	return matchKeywordAttrs(t, subj, typ, nil, attrs, names)
}

func matchKeywordAttrs(t *Thread, subj Value, typ *Type, out []Value, attrs []string, names []Value) (Value, error) {
	seen := map[string]bool{}
	for _, n := range names {
		s, _ := AsStr(n)
		attrs = append(attrs, s)
	}
	for _, a := range attrs {
		if seen[a] {
			return None, Errorf(TypeError, "%s() got multiple sub-patterns for attribute '%s'", typ.Name, a)
		}
		seen[a] = true
		v, err := GetAttr(t, subj, a)
		if err != nil {
			if ErrorMatches(err, AttributeErrorType) {
				return None, nil
			}
			return None, err
		}
		out = append(out, v)
	}
	return MakeObject(NewTuple(out)), nil
}

// matchSelf reports whether a class pattern's single positional
// sub-pattern matches the subject itself (bool, bytearray, bytes, dict,
// float, frozenset, int, list, set, str, tuple and their subclasses).
func matchSelf(typ *Type) bool {
	for _, c := range typ.MRO {
		switch c {
		case BoolType, ByteArrayType, BytesType, DictType, FloatType, FrozenSetType, IntType, ListType, SetType, StrType, TupleType:
			return true
		}
	}
	return false
}

// ExceptionGroupMatch splits exc for an except* clause matching typ: the
// matching part (an exception group) and the rest, each None when empty. A
// naked exception that matches is wrapped in ExceptionGroup("", [exc]).
func ExceptionGroupMatch(t *Thread, exc, typ Value) (match, rest Value, err error) {
	if exc.IsNone() {
		return None, None, nil
	}
	m, err := newEGMatcher(typ)
	if err != nil {
		return None, None, err
	}
	if asException(exc) == nil {
		return None, None, BadOperand("exception", exc)
	}
	if e := asException(exc); !e.cls.IsSubtype(BaseExceptionGroupType) {
		ok, err := excMatches(t, exc, typ)
		if err != nil || !ok {
			return None, exc, err
		}
		g, err := Call(t, MakeObject(ExceptionGroupType), []Value{MakeStr(""), MakeObject(NewList([]Value{exc}))}, nil)
		if err != nil {
			return None, None, err
		}
		return g, None, nil
	}
	return egSplit(t, exc, m, true)
}

// excMatches reports whether exc is an instance of typ (a class or tuple
// of classes).
func excMatches(t *Thread, exc, typ Value) (bool, error) { return IsInstance(t, exc, typ) }

// PrepReraiseStar computes what a try/except* re-raises: the exceptions the
// clauses raised (new ones, and re-raised parts of orig kept in orig's
// shape), or None when there is nothing.
func PrepReraiseStar(t *Thread, orig, raised Value) (Value, error) {
	rl, ok := raised.obj.(*List)
	if !ok {
		return None, BadOperand("list", raised)
	}
	excs := rl.items
	if len(excs) == 0 {
		return None, nil
	}
	if e := asException(orig); e == nil || !e.cls.IsSubtype(BaseExceptionGroupType) {
		// A naked exception: at most one thing was raised.
		return excs[len(excs)-1], nil
	}
	var reraised, fresh []Value
	leaves := map[Object]bool{}
	collectLeaves(orig, leaves)
	for _, x := range excs {
		if isReraise(x, leaves) {
			reraised = append(reraised, x)
		} else {
			fresh = append(fresh, x)
		}
	}
	var parts []Value
	if len(reraised) > 0 {
		keep := map[Object]bool{}
		for _, r := range reraised {
			collectLeaves(r, keep)
		}
		m := func(t *Thread, exc Value) (bool, error) { return keep[exc.obj], nil }
		kept, _, err := egSplit(t, orig, m, false)
		if err != nil {
			return None, err
		}
		if !kept.IsNone() {
			parts = append(parts, kept)
		}
	}
	parts = append(parts, fresh...)
	if len(parts) == 1 {
		return parts[0], nil
	}
	return Call(t, MakeObject(ExceptionGroupType), []Value{MakeStr(""), MakeObject(NewList(parts))}, nil)
}

func collectLeaves(v Value, into map[Object]bool) {
	e := asException(v)
	if e == nil {
		return
	}
	if e.cls.IsSubtype(BaseExceptionGroupType) {
		if len(e.args.items) > 1 {
			if seq, ok := e.args.items[1].obj.(*Tuple); ok {
				for _, x := range seq.items {
					collectLeaves(x, into)
				}
				return
			}
		}
	}
	into[v.obj] = true
}

func isReraise(v Value, leaves map[Object]bool) bool {
	got := map[Object]bool{}
	collectLeaves(v, got)
	for o := range got {
		if !leaves[o] {
			return false
		}
	}
	return len(got) > 0
}

// itoa formats n for messages.
func itoa(n int) string { return strconv.Itoa(n) }

// PlainInit prepares cls(...) for the VM to run inline when cls is a class
// statement's class whose instances are plain objects made by
// object.__new__ and whose __init__ is a Python function, under a
// metaclass that does not override __call__: it returns the new instance
// and the __init__ to call on it. ok is false when the call must go
// through type.__call__ (err is then nil), or err is object.__new__'s
// error (an abstract class).
func PlainInit(t *Thread, cls *Type) (init *Function, self Value, ok bool, err error) {
	if cls.Flags&TypeHeap == 0 || cls.layout != ObjectType {
		return nil, Value{}, false, nil
	}
	var fn *Function
	if meta := cls.Type(); meta != TypeType {
		// A metaclass's own changes do not reach the class's version:
		// decide afresh.
		if definedBy(meta, "__call__") != TypeType {
			return nil, Value{}, false, nil
		}
		fn = plainInitOf(cls)
	} else {
		tab := cls.dunderTab()
		if !tab.initKnown {
			tab.init, tab.initKnown = plainInitOf(cls), true
		}
		fn = tab.init
	}
	if fn == nil {
		return nil, Value{}, false, nil
	}
	if cls.Flags&TypeAbstract != 0 {
		return nil, Value{}, false, abstractError(cls)
	}
	return fn, MakeObject(newInstance(t, cls, Value{})), true, nil
}

// ExcInit is PlainInit for an exception class: when cls (a heap class,
// called through type.__call__) keeps BaseException's __new__ and has a
// Python __init__, it makes the exception as BaseException.__new__ does
// (args copied into e.args) and returns the __init__ the VM then runs in
// its loop on it. ok is false when the call must go through
// type.__call__ (err is then nil), or err is __new__'s error.
func ExcInit(t *Thread, cls *Type, args []Value, kw *KwArgs) (init *Function, self Value, ok bool, err error) {
	if cls.Flags&TypeHeap == 0 || !cls.layout.IsSubtype(BaseExceptionType) || cls.IsSubtype(BaseExceptionGroupType) {
		return nil, Value{}, false, nil
	}
	if meta := cls.Type(); meta != TypeType && definedBy(meta, "__call__") != TypeType {
		return nil, Value{}, false, nil
	}
	if definedByHash(cls, "__new__", hashDunderNew) != BaseExceptionType {
		return nil, Value{}, false, nil
	}
	v, _ := cls.Lookup("__init__")
	fn, isPy := v.obj.(*Function)
	if !isPy {
		return nil, Value{}, false, nil
	}
	e, err := excNew(t, cls, args, kw)
	if err != nil {
		return nil, Value{}, false, err
	}
	return fn, e, true, nil
}

// plainInitOf returns the __init__ a call of cls may run inline: a
// Python function, when cls keeps object.__new__; nil otherwise.
func plainInitOf(cls *Type) *Function {
	if definedBy(cls, "__new__") != ObjectType {
		return nil
	}
	v, _ := cls.Lookup("__init__")
	fn, _ := v.obj.(*Function)
	return fn
}

// InitResultError is the TypeError for an __init__ that returned
// something other than None.
func InitResultError(r Value) error {
	return Errorf(TypeError, "__init__() should return None, not '%s'", r.TypeName())
}
