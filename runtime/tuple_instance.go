// This file builds instances of tuple subclasses, named tuples above
// all, in one allocation: the instance, its tuple and the items share a
// block, where wrapNew around NewTuple costs three (and three pointer
// hops on every field read).

package runtime

import "sync"

// tupleInstanceN is the block of a tuple-subclass instance of N items;
// the instance's base points at t and t's items at a.
type tupleInstance1 struct {
	o Instance
	t Tuple
	a [1]Value
}

type tupleInstance2 struct {
	o Instance
	t Tuple
	a [2]Value
}

type tupleInstance3 struct {
	o Instance
	t Tuple
	a [3]Value
}

type tupleInstance4 struct {
	o Instance
	t Tuple
	a [4]Value
}

type tupleInstance5 struct {
	o Instance
	t Tuple
	a [5]Value
}

type tupleInstance6 struct {
	o Instance
	t Tuple
	a [6]Value
}

// maxBlockTuple is the most items NewTupleOf puts in one block.
const maxBlockTuple = 6

// NewTupleOf returns a tuple of copies of items as an instance of cls,
// tuple or a subclass of it: what tuple.__new__(cls, items) returns.
func NewTupleOf(t *Thread, cls *Type, items []Value) Value {
	if cls == TupleType {
		return MakeObject(NewTupleFrom(items))
	}
	if cls.Flags&TypeHasDict != 0 || cls.nslots > 0 {
		// An instance with a __dict__ or __slots__ of its own is made
		// the general way.
		return wrapNew(t, cls, TupleType, NewTupleFrom(items))
	}
	var o *Instance
	var tp *Tuple
	switch len(items) {
	case 1:
		b := &tupleInstance1{}
		o, tp = &b.o, &b.t
		tp.items = b.a[:]
	case 2:
		b := &tupleInstance2{}
		o, tp = &b.o, &b.t
		tp.items = b.a[:]
	case 3:
		b := &tupleInstance3{}
		o, tp = &b.o, &b.t
		tp.items = b.a[:]
	case 4:
		b := &tupleInstance4{}
		o, tp = &b.o, &b.t
		tp.items = b.a[:]
	case 5:
		b := &tupleInstance5{}
		o, tp = &b.o, &b.t
		tp.items = b.a[:]
	case 6:
		b := &tupleInstance6{}
		o, tp = &b.o, &b.t
		tp.items = b.a[:]
	default:
		return wrapNew(t, cls, TupleType, NewTupleFrom(items))
	}
	copy(tp.items, items)
	o.cls, o.base = cls, MakeObject(tp)
	return MakeObject(o)
}

// tupleIterSlot is tuple.__iter__, the slot wrapper a subclass that
// keeps tuple's iteration finds on its MRO.
var tupleIterSlot = sync.OnceValue(func() Value {
	v, _ := TupleType.Dict.GetStr("__iter__")
	return v
})

// IteratedTupleItems returns the items iterating v gives when v is a
// tuple, or an instance of a subclass that keeps tuple's __iter__, without
// iterating: the tuple's own items, which the caller must not change. ok
// is false for anything else.
func IteratedTupleItems(v Value) (items []Value, ok bool) {
	switch o := v.obj.(type) {
	case *Tuple:
		return o.items, true
	case *Instance:
		tp, ok := o.base.obj.(*Tuple)
		if !ok {
			return nil, false
		}
		if it, _ := o.cls.Lookup("__iter__"); it.obj != tupleIterSlot().obj {
			return nil, false
		}
		return tp.items, true
	}
	return nil, false
}

// TupleItemsOf returns the items of v, a tuple or an instance of a tuple
// subclass, which the caller must not change; ok is false for anything
// else. A named tuple's field descriptors read through it.
func TupleItemsOf(v Value) (items []Value, ok bool) {
	switch o := v.obj.(type) {
	case *Tuple:
		return o.items, true
	case *Instance:
		if tp, ok := o.base.obj.(*Tuple); ok {
			return tp.items, true
		}
	}
	return nil, false
}
