// This file defines the tuple object and type, and the helpers that list
// and tuple share: repr, lexicographic comparison, and index/slice
// reading.

package runtime

import (
	"math/bits"
	"strings"
)

// Tuple is a Python tuple.
type Tuple struct {
	items []Value
}

// Type returns tuple.
func (*Tuple) Type() *Type { return TupleType }

// emptyTuple is the shared ().
var emptyTuple = &Tuple{}

// NewTuple returns a tuple that takes ownership of items.
func NewTuple(items []Value) *Tuple {
	if len(items) == 0 {
		return emptyTuple
	}
	return &Tuple{items: items}
}

// MakeTuple returns the Value of a new tuple of copies of the given items.
func MakeTuple(items ...Value) Value { return MakeObject(NewTupleFrom(items)) }

// NewTupleFrom returns a new tuple of copies of src's items. A small tuple
// is one allocation: the items live in the same block as the header.
func NewTupleFrom(src []Value) *Tuple {
	var t *Tuple
	switch len(src) {
	case 0:
		return emptyTuple
	case 1:
		b := &struct {
			t Tuple
			a [1]Value
		}{}
		b.t.items, t = b.a[:], &b.t
	case 2:
		b := &struct {
			t Tuple
			a [2]Value
		}{}
		b.t.items, t = b.a[:], &b.t
	case 3:
		b := &struct {
			t Tuple
			a [3]Value
		}{}
		b.t.items, t = b.a[:], &b.t
	case 4:
		b := &struct {
			t Tuple
			a [4]Value
		}{}
		b.t.items, t = b.a[:], &b.t
	default:
		return &Tuple{items: append([]Value(nil), src...)}
	}
	copy(t.items, src)
	return t
}

// Items returns the tuple's items; the caller must not change them.
func (x *Tuple) Items() []Value { return x.items }

// Len returns the number of items.
func (x *Tuple) Len() int { return len(x.items) }

// tupleItems returns the items of a tuple or tuple-subclass value.
func tupleItems(v Value) []Value {
	switch o := v.obj.(type) {
	case *Tuple:
		return o.items
	case *Instance:
		if tp, ok := o.base.obj.(*Tuple); ok {
			return tp.items
		}
	}
	return nil
}

// isTuple reports whether v is a tuple or an instance of a subclass.
func isTuple(v Value) bool {
	switch o := v.obj.(type) {
	case *Tuple:
		return true
	case *Instance:
		_, ok := o.base.obj.(*Tuple)
		return ok
	}
	return false
}

// seqRepr renders items between open and close, with CPython's recursion
// guard ("[...]").
func seqRepr(t *Thread, self Object, open, close string, items []Value) (string, error) {
	if len(items) == 0 {
		return open + close, nil
	}
	if !reprEnter(t, self) {
		return open + "..." + close, nil
	}
	defer reprLeave(t)
	var b strings.Builder
	b.WriteString(open)
	for i := 0; i < len(items); i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		r, err := Repr(t, items[i])
		if err != nil {
			return "", err
		}
		b.WriteString(r)
	}
	b.WriteString(close)
	return b.String(), nil
}

// seqCompare compares two sequences lexicographically, as list and tuple
// comparisons do.
func seqCompare(t *Thread, op CompareOp, xs, ys []Value) (Value, error) {
	if (op == OpEq || op == OpNe) && len(xs) != len(ys) {
		return MakeBool(op == OpNe), nil
	}
	i := 0
	for ; i < len(xs) && i < len(ys); i++ {
		// Small ints and strs, the usual items of a sort key, are told
		// apart here without the generic protocol.
		x, y := xs[i], ys[i]
		if x.obj == nil && y.obj == nil {
			if x.num == y.num {
				continue
			}
			if op == OpEq || op == OpNe {
				break
			}
			return MakeBool(cmpResult(op, cmpInt64(int64(x.num), int64(y.num)))), nil
		}
		if sx, ok := x.obj.(*Str); ok {
			if sy, ok := y.obj.(*Str); ok {
				if sx == sy || sx.s == sy.s {
					continue
				}
				if op == OpEq || op == OpNe {
					break
				}
				return MakeBool(cmpResult(op, strings.Compare(sx.s, sy.s))), nil
			}
		}
		eq, err := Eq(t, x, y)
		if err != nil {
			return Value{}, err
		}
		if !eq {
			break
		}
		// The items may change the lists (a __eq__ with side effects).
	}
	if i >= len(xs) || i >= len(ys) {
		return MakeBool(cmpResult(op, cmpInt64(int64(len(xs)), int64(len(ys))))), nil
	}
	switch op {
	case OpEq:
		return False, nil
	case OpNe:
		return True, nil
	}
	return Compare(t, op, xs[i], ys[i])
}

// seqGetItem returns items[key] for an int key or a new slice of items
// (made by mk) for a slice key.
func seqGetItem(t *Thread, items []Value, key Value, kind string, mk func([]Value) Value) (Value, error) {
	if key.obj == nil {
		i := int(int64(key.num))
		if i < 0 {
			i += len(items)
		}
		if i < 0 || i >= len(items) {
			return Value{}, Errorf(IndexError, "%s index out of range", kind)
		}
		return items[i], nil
	}
	if sl, ok := key.obj.(*Slice); ok {
		start, _, step, n, err := sl.Indices(t, len(items))
		if err != nil {
			return Value{}, err
		}
		if err := t.Charge(int64(n) * 24); err != nil {
			return Value{}, err
		}
		out := make([]Value, n)
		for j, i := 0, start; j < n; j, i = j+1, i+step {
			out[j] = items[i]
		}
		return mk(out), nil
	}
	if !isIndexable(key) {
		return Value{}, Errorf(TypeError, "%s indices must be integers or slices, not %s", kind, key.TypeName())
	}
	i, err := seqIndex(t, key, len(items), kind+" index out of range")
	if err != nil {
		return Value{}, err
	}
	return items[i], nil
}

// tupleHash is CPython 3.11's xxHash-based tuple hash.
func tupleHash(t *Thread, items []Value) (int64, error) {
	const (
		prime1 = 11400714785074694791
		prime2 = 14029467366897019727
		prime5 = 2870177450012600261
	)
	acc := uint64(prime5)
	for _, x := range items {
		h, err := Hash(t, x)
		if err != nil {
			return 0, err
		}
		acc += uint64(h) * prime2
		acc = bits.RotateLeft64(acc, 31)
		acc *= prime1
	}
	acc += uint64(len(items)) ^ (prime5 ^ 3527539)
	if int64(acc) == -1 {
		return 1546275796, nil
	}
	return int64(acc), nil
}

// seqIndexOf implements index(x[, start[, stop]]) over items.
func seqIndexOf(t *Thread, items func() []Value, args []Value, kw *KwArgs, fname, notFound string) (Value, error) {
	var x, startV, stopV Value = Value{}, None, None
	if err := UnpackPositional("index", args, kw, 1, &x, &startV, &stopV); err != nil {
		return Value{}, err
	}
	n := len(items())
	start, err := sliceIndex(t, startV, 0)
	if err != nil {
		return Value{}, err
	}
	stop, err := sliceIndex(t, stopV, n)
	if err != nil {
		return Value{}, err
	}
	start, stop, _ = sliceAdjust(n, start, stop, 1)
	for i := start; i < stop && i < len(items()); i++ {
		eq, err := Eq(t, items()[i], x)
		if err != nil {
			return Value{}, err
		}
		if eq {
			return MakeInt(int64(i)), nil
		}
	}
	if notFound == "" {
		r, err := Repr(t, x)
		if err != nil {
			return Value{}, err
		}
		return Value{}, Errorf(ValueError, "%s is not in list", r)
	}
	return Value{}, Errorf(ValueError, "%s", notFound)
}

// seqCount counts the items equal to x.
func seqCount(t *Thread, items func() []Value, x Value) (Value, error) {
	n := 0
	for i := 0; i < len(items()); i++ {
		eq, err := Eq(t, items()[i], x)
		if err != nil {
			return Value{}, err
		}
		if eq {
			n++
		}
	}
	return MakeInt(int64(n)), nil
}

// seqContains reports whether an item equals x.
func seqContains(t *Thread, items func() []Value, x Value) (bool, error) {
	for i := 0; i < len(items()); i++ {
		eq, err := Eq(t, items()[i], x)
		if eq || err != nil {
			return eq, err
		}
	}
	return false, nil
}

// repeatItems returns items repeated n times, charging the thread first.
func repeatItems(t *Thread, items []Value, n int) ([]Value, error) {
	if n <= 0 || len(items) == 0 {
		return nil, nil
	}
	if n > (1<<62)/len(items)/24 {
		return nil, &Error{Kind: MemoryError}
	}
	if err := t.Charge(int64(len(items)) * int64(n) * 24); err != nil {
		return nil, err
	}
	if err := t.Step(int64(len(items) * n / 64)); err != nil {
		return nil, err
	}
	out := make([]Value, 0, len(items)*n)
	for i := 0; i < n; i++ {
		out = append(out, items...)
	}
	return out, nil
}

func tupleNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	if kw.Len() > 0 {
		return Value{}, Errorf(TypeError, "tuple() takes no keyword arguments")
	}
	if len(args) > 1 {
		return Value{}, Errorf(TypeError, "tuple expected at most 1 argument, got %d", len(args))
	}
	var items []Value
	if len(args) == 1 {
		if tp, ok := args[0].obj.(*Tuple); ok && cls == TupleType {
			return MakeObject(tp), nil
		}
		if tp, ok := args[0].obj.(*Tuple); ok && len(tp.items) <= maxBlockTuple {
			// A named tuple's _make of a plain tuple: no copy in between.
			return NewTupleOf(t, cls, tp.items), nil
		}
		var err error
		if items, err = iterToSlice(t, args[0]); err != nil {
			return Value{}, err
		}
	}
	if cls != TupleType && len(items) <= maxBlockTuple {
		// A named tuple's _make: the instance in one block.
		return NewTupleOf(t, cls, items), nil
	}
	return wrapNew(t, cls, TupleType, NewTuple(items)), nil
}

func setupTuple() {
	TupleType.Doc = "Built-in immutable sequence.\n\nIf no argument is given, the constructor returns an empty tuple.\nIf iterable is specified the tuple is initialized from iterable's items.\n\nIf the argument is a tuple, the return value is the same object."
	s := &TupleType.Slots
	s.New = tupleNew
	s.Repr = func(t *Thread, v Value) (string, error) {
		items := tupleItems(v)
		if len(items) == 1 {
			// A one-item tuple inside itself prints as (...) too.
			if !reprEnter(t, v.obj) {
				return "(...)", nil
			}
			defer reprLeave(t)
			r, err := Repr(t, items[0])
			return "(" + r + ",)", err
		}
		return seqRepr(t, v.obj, "(", ")", items)
	}
	s.Hash = func(t *Thread, v Value) (int64, error) { return tupleHash(t, tupleItems(v)) }
	s.Compare = func(t *Thread, a, b Value, op CompareOp) (Value, error) {
		if !isTuple(b) {
			return NotImplemented, nil
		}
		return seqCompare(t, op, tupleItems(a), tupleItems(b))
	}
	s.Len = func(t *Thread, v Value) (int, error) { return len(tupleItems(v)), nil }
	s.GetItem = func(t *Thread, v, key Value) (Value, error) {
		return seqGetItem(t, tupleItems(v), key, "tuple", func(items []Value) Value { return MakeObject(NewTuple(items)) })
	}
	s.Contains = func(t *Thread, v, x Value) (bool, error) {
		return seqContains(t, func() []Value { return tupleItems(v) }, x)
	}
	s.Iter = func(t *Thread, v Value) (Value, error) {
		return MakeObject(&TupleIter{items: tupleItems(v)}), nil
	}
	s.Concat = func(t *Thread, a, b Value) (Value, error) {
		if !isTuple(b) {
			return Value{}, Errorf(TypeError, "can only concatenate tuple (not \"%s\") to tuple", b.TypeName())
		}
		x, y := tupleItems(a), tupleItems(b)
		if len(y) == 0 && a.Type() == TupleType {
			return a, nil
		}
		if err := t.Charge(int64(len(x)+len(y)) * 24); err != nil {
			return Value{}, err
		}
		out := make([]Value, 0, len(x)+len(y))
		return MakeObject(NewTuple(append(append(out, x...), y...))), nil
	}
	s.Repeat = func(t *Thread, v Value, n int) (Value, error) {
		items, err := repeatItems(t, tupleItems(v), n)
		if err != nil {
			return Value{}, err
		}
		return MakeObject(NewTuple(items)), nil
	}
	c := TupleType
	addMethod(c, "index", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		return seqIndexOf(t, func() []Value { return tupleItems(self) }, args, kw, "tuple.index", "tuple.index(x): x not in tuple")
	})
	addMethod(c, "count", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("tuple.count", args, kw); err != nil {
			return Value{}, err
		}
		return seqCount(t, func() []Value { return tupleItems(self) }, args[0])
	})
	addMethod(c, "__getnewargs__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		return MakeTuple(MakeObject(NewTuple(append([]Value(nil), tupleItems(self)...)))), nil
	})
	addClassMethod(c, "__class_getitem__", genericAlias)
}

// genericAlias is __class_getitem__ of the built-in containers: list[int]
// is a types.GenericAlias.
func genericAlias(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
	if err := oneArg("__class_getitem__", args, kw); err != nil {
		return Value{}, err
	}
	return MakeObject(newGenericAlias(self, args[0])), nil
}

// TupleIter iterates over a tuple.
type TupleIter struct {
	items []Value
	i     int
}

// Type returns tuple_iterator.
func (*TupleIter) Type() *Type { return TupleIteratorType }
