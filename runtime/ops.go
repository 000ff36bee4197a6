// This file defines the generic protocol functions over Values that do not
// belong to one family: truth, length, hashing, identity-aware equality,
// rich comparison, repr and str (with the recursion guard of containers),
// format, callability and calls, isinstance and issubclass.

package runtime

import (
	"strconv"
)

// errOf turns a possibly nil *Error into an error, avoiding the non-nil
// interface holding a nil pointer.
func errOf(e *Error) error {
	if e == nil {
		return nil
	}
	return e
}

// Truth returns bool(v).
func Truth(t *Thread, v Value) (bool, error) {
	switch o := v.obj.(type) {
	case nil:
		return v.num != 0, nil
	case floatTag:
		return v.Float() != 0, nil
	case boolObject:
		return bool(o), nil
	case noneObject:
		return false, nil
	case *Str:
		return o.s != "", nil
	case *List:
		return len(o.items) > 0, nil
	case *Tuple:
		return len(o.items) > 0, nil
	case *Dict:
		return o.used > 0, nil
	}
	s := &v.Type().Slots
	if s.Bool != nil {
		return s.Bool(t, v)
	}
	if s.Len != nil {
		n, err := s.Len(t, v)
		return n > 0, err
	}
	return true, nil
}

// Len returns len(v).
func Len(t *Thread, v Value) (int, error) {
	switch o := v.obj.(type) {
	case *Str:
		return o.Len(), nil
	case *List:
		return len(o.items), nil
	case *Tuple:
		return len(o.items), nil
	case *Dict:
		return o.used, nil
	}
	if f := v.Type().Slots.Len; f != nil {
		return f(t, v)
	}
	return 0, Errorf(TypeError, "object of type '%s' has no len()", v.TypeName())
}

// Hash returns hash(v), with str and bytes hashed under the thread's seed.
func Hash(t *Thread, v Value) (int64, error) { return hashWithKey(t, v, t.hashKey()) }

// hashWithKey is Hash with str and bytes hashed under key k.
func hashWithKey(t *Thread, v Value, k *hashKey) (int64, error) {
	switch o := v.obj.(type) {
	case nil:
		return IntFromInt64(int64(v.num)).Hash(), nil
	case floatTag:
		return floatHash(v.Float()), nil
	case *Str:
		return o.hashWith(k), nil
	case *Bytes:
		return hashBytes(k, o.s), nil
	case boolObject:
		if o {
			return 1, nil
		}
		return 0, nil
	}
	s := &v.Type().Slots
	if s.Hash == nil || s.Unhashable {
		return 0, Errorf(TypeError, "unhashable type: '%s'", v.TypeName())
	}
	return s.Hash(t, v)
}

// floatHash returns hash(x) for a float; a NaN hashes by identity in
// CPython, which an inline float lacks, so every NaN hashes to 0.
func floatHash(x float64) int64 {
	h, ok := hashFloat(x)
	if !ok {
		return 0
	}
	return h
}

// hashInt reduces an arbitrary int to a hash as CPython does when
// __hash__ returns one.
func hashInt(n Int) int64 {
	if v, ok := n.Int64(); ok {
		if v == -1 {
			return -2
		}
		return v
	}
	return n.Hash()
}

// Eq returns bool(a == b), true at once when a is b (as CPython's
// PyObject_RichCompareBool assumes).
func Eq(t *Thread, a, b Value) (bool, error) {
	if a.Is(b) {
		// A NaN is not equal to itself, even when it is one object.
		if a.IsFloat() && a.Float() != a.Float() {
			return false, nil
		}
		return true, nil
	}
	if a.obj == nil && b.obj == nil {
		return false, nil
	}
	if sa, ok := a.obj.(*Str); ok {
		if sb, ok := b.obj.(*Str); ok {
			return sa.s == sb.s, nil
		}
	}
	r, err := Compare(t, OpEq, a, b)
	if err != nil {
		return false, err
	}
	if r.IsBool() {
		return r.IsTrue(), nil
	}
	return Truth(t, r)
}

// CompareBool returns bool(a op b).
func CompareBool(t *Thread, op CompareOp, a, b Value) (bool, error) {
	if op == OpEq {
		return Eq(t, a, b)
	}
	r, err := Compare(t, op, a, b)
	if err != nil {
		return false, err
	}
	if r.IsBool() {
		return r.IsTrue(), nil
	}
	return Truth(t, r)
}

// Compare returns a op b with CPython's rules: the right operand's
// reflected method first when its type is a proper subclass of the left's,
// NotImplemented falling through to the other side, and identity for ==
// and != when neither side decides.
func Compare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	if a.obj == nil && b.obj == nil {
		x, y := int64(a.num), int64(b.num)
		return MakeBool(cmpResult(op, cmpInt64(x, y))), nil
	}
	ta, tb := a.Type(), b.Type()
	checkedReverse := false
	if ta != tb && tb.IsSubtype(ta) {
		if f := tb.Slots.Compare; f != nil {
			checkedReverse = true
			r, err := f(t, b, a, op.Swapped())
			if err != nil || !r.IsNotImplemented() {
				return r, err
			}
		}
	}
	if f := ta.Slots.Compare; f != nil {
		r, err := f(t, a, b, op)
		if err != nil || !r.IsNotImplemented() {
			return r, err
		}
	}
	if !checkedReverse {
		if f := tb.Slots.Compare; f != nil {
			r, err := f(t, b, a, op.Swapped())
			if err != nil || !r.IsNotImplemented() {
				return r, err
			}
		}
	}
	switch op {
	case OpEq:
		return MakeBool(a.Is(b)), nil
	case OpNe:
		return MakeBool(!a.Is(b)), nil
	}
	return Value{}, Errorf(TypeError, "'%s' not supported between instances of '%s' and '%s'",
		op.Symbol(), ta.MessageName(), tb.MessageName())
}

// cmpResult turns a three-way comparison into the answer for op.
func cmpResult(op CompareOp, c int) bool {
	switch op {
	case OpLt:
		return c < 0
	case OpLe:
		return c <= 0
	case OpEq:
		return c == 0
	case OpNe:
		return c != 0
	case OpGt:
		return c > 0
	}
	return c >= 0
}

// Repr returns repr(v).
func Repr(t *Thread, v Value) (string, error) {
	switch o := v.obj.(type) {
	case nil:
		return strconv.FormatInt(int64(v.num), 10), nil
	case floatTag:
		return FloatRepr(v.Float()), nil
	case *Str:
		return strRepr(o.s), nil
	case noneObject:
		return "None", nil
	case boolObject:
		if o {
			return "True", nil
		}
		return "False", nil
	}
	f := v.Type().Slots.Repr
	if f == nil {
		return objectRepr(t, v)
	}
	if t != nil {
		if err := t.enter(" while getting the repr of an object"); err != nil {
			return "", err
		}
		defer t.leave()
	}
	return f(t, v)
}

// ToStr returns str(v) as a Go string (StrOf returns it as a Value).
func ToStr(t *Thread, v Value) (string, error) {
	switch o := v.obj.(type) {
	case *Str:
		return o.s, nil
	case nil, floatTag, noneObject, boolObject:
		return Repr(t, v)
	}
	f := v.Type().Slots.Str
	if f == nil {
		return Repr(t, v)
	}
	if t != nil {
		if err := t.enter(" while getting the str of an object"); err != nil {
			return "", err
		}
		defer t.leave()
	}
	return f(t, v)
}

// ASCII returns ascii(v): repr with non-ASCII characters escaped.
func ASCII(t *Thread, v Value) (string, error) {
	r, err := Repr(t, v)
	if err != nil {
		return "", err
	}
	// Only the non-ASCII characters of the repr are escaped: quotes and
	// backslashes are the repr's already.
	return asciiEscape(r), nil
}

// reprEnter starts the repr of container o; it returns false when o's repr
// is already being built (the container holds itself), and the caller
// prints "[...]" instead.
func reprEnter(t *Thread, o Object) bool {
	if t == nil {
		return true
	}
	for _, x := range t.reprStack {
		if x == o {
			return false
		}
	}
	t.reprStack = append(t.reprStack, o)
	return true
}

// reprLeave ends the repr of the innermost container.
func reprLeave(t *Thread) {
	if t != nil && len(t.reprStack) > 0 {
		t.reprStack = t.reprStack[:len(t.reprStack)-1]
	}
}

// Format returns format(v, spec), through the __format__ of v's class.
func Format(t *Thread, v Value, spec string) (string, error) {
	if err := chargeFormat(t, spec); err != nil {
		return "", err
	}
	switch o := v.obj.(type) {
	case nil:
		s, err := formatInt(IntFromInt64(int64(v.num)), spec, "int", t.maxStrDigits())
		return s, errOf(err)
	case floatTag:
		s, err := formatFloat(v.Float(), spec, "float")
		return s, errOf(err)
	case *Str:
		s, err := formatStr(o.s, spec, "str")
		return s, errOf(err)
	}
	r, err := callMethod(t, v, "__format__", []Value{MakeStr(spec)}, nil)
	if err != nil {
		return "", err
	}
	s, ok := AsStr(r)
	if !ok {
		return "", Errorf(TypeError, "__format__ must return a str, not %s", r.TypeName())
	}
	return s, nil
}

// Callable reports callable(v).
func Callable(v Value) bool {
	switch v.obj.(type) {
	case *Function, *BuiltinFunction, *Method, *Type:
		return true
	}
	return v.Type().Slots.Call != nil
}

// Call calls f(*args, **kw).
func Call(t *Thread, f Value, args []Value, kw *KwArgs) (Value, error) {
	switch o := f.obj.(type) {
	case *BuiltinFunction:
		return o.Call(t, args, kw)
	case *Function:
		return callPython(t, f, args, kw)
	case *Method:
		full := make([]Value, 0, len(args)+1)
		full = append(append(full, o.Self), args...)
		return Call(t, o.Func, full, kw)
	case *Type:
		if o.meta == nil {
			return typeCall(t, f, args, kw)
		}
	}
	call := f.Type().Slots.Call
	if call == nil {
		return Value{}, Errorf(TypeError, "'%s' object is not callable", f.TypeName())
	}
	return call(t, f, args, kw)
}

// callPython runs a Python function through the thread's Caller.
func callPython(t *Thread, f Value, args []Value, kw *KwArgs) (Value, error) {
	if t == nil || t.Caller == nil {
		return Value{}, Errorf(SystemError, "no interpreter to call %s", f.obj.(*Function).QualName)
	}
	return t.Caller.Call(t, f, args, kw)
}

// IsInstance reports isinstance(v, cls), where cls is a class or a tuple
// of them (nested tuples allowed).
func IsInstance(t *Thread, v, cls Value) (bool, error) {
	switch c := cls.obj.(type) {
	case *Type:
		if v.Type().IsSubtype(c) {
			return true, nil
		}
		if m := c.Type(); m.IsHeap() {
			if _, ok := m.Lookup("__instancecheck__"); ok {
				r, err := callMethod(t, cls, "__instancecheck__", []Value{v}, nil)
				if err != nil {
					return false, err
				}
				return Truth(t, r)
			}
		}
		return false, nil
	case *Tuple:
		for _, x := range c.items {
			ok, err := IsInstance(t, v, x)
			if ok || err != nil {
				return ok, err
			}
		}
		return false, nil
	case *UnionType:
		for _, x := range c.args {
			ok, err := IsInstance(t, v, x)
			if ok || err != nil {
				return ok, err
			}
		}
		return false, nil
	case *GenericAlias:
		return false, Errorf(TypeError, "isinstance() argument 2 cannot be a parameterized generic")
	}
	// Any object whose class defines __instancecheck__ may stand as the
	// class (typing.List, typing.Union[int, str]).
	if ok, r, err := userCheck(t, cls, "__instancecheck__", v); ok {
		return r, err
	}
	return false, Errorf(TypeError, "isinstance() arg 2 must be a type, a tuple of types, or a union")
}

// IsSubclass reports issubclass(sub, cls).
func IsSubclass(t *Thread, sub, cls Value) (bool, error) {
	switch c := cls.obj.(type) {
	case *Type:
		if m := c.Type(); m.IsHeap() {
			if _, ok := m.Lookup("__subclasscheck__"); ok {
				r, err := callMethod(t, cls, "__subclasscheck__", []Value{sub}, nil)
				if err != nil {
					return false, err
				}
				return Truth(t, r)
			}
		}
		s, ok := sub.obj.(*Type)
		if !ok {
			return false, Errorf(TypeError, "issubclass() arg 1 must be a class")
		}
		return s.IsSubtype(c), nil
	case *Tuple:
		for _, x := range c.items {
			ok, err := IsSubclass(t, sub, x)
			if ok || err != nil {
				return ok, err
			}
		}
		return false, nil
	case *UnionType:
		for _, x := range c.args {
			ok, err := IsSubclass(t, sub, x)
			if ok || err != nil {
				return ok, err
			}
		}
		return false, nil
	case *GenericAlias:
		return false, Errorf(TypeError, "issubclass() argument 2 cannot be a parameterized generic")
	}
	if ok, r, err := userCheck(t, cls, "__subclasscheck__", sub); ok {
		return r, err
	}
	return false, Errorf(TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union")
}

// userCheck calls cls.__instancecheck__(v) or cls.__subclasscheck__(v)
// when the class of cls, a Python class, defines it; ok is false when it
// does not.
func userCheck(t *Thread, cls Value, name string, v Value) (ok, result bool, err error) {
	m := cls.Type()
	if !m.IsHeap() {
		return false, false, nil
	}
	if _, found := m.Lookup(name); !found {
		return false, false, nil
	}
	r, err := callMethod(t, cls, name, []Value{v}, nil)
	if err != nil {
		return true, false, err
	}
	b, err := Truth(t, r)
	return true, b, err
}
