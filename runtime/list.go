// This file defines the list object and type: indexing and slice
// assignment with CPython's rules and the methods; list.sort's algorithm
// is in listsort.go.

package runtime

// List is a Python list.
type List struct {
	items []Value
}

// Type returns list.
func (*List) Type() *Type { return ListType }

// NewList returns a list that takes ownership of items.
func NewList(items []Value) *List { return &List{items: items} }

// Items returns the list's items; the slice is valid until the list
// changes.
func (l *List) Items() []Value { return l.items }

// Len returns the number of items.
func (l *List) Len() int { return len(l.items) }

// Append adds v at the end.
func (l *List) Append(v Value) { l.items = append(l.items, v) }

// GetIndex returns l[i] for an int index, negative from the end; ok is
// false when i is out of range. Small enough to inline in the VM's loop.
func (l *List) GetIndex(i int64) (v Value, ok bool) {
	if i < 0 {
		i += int64(len(l.items))
	}
	if uint64(i) >= uint64(len(l.items)) {
		return Value{}, false
	}
	return l.items[i], true
}

// SetIndex sets l[i] = v for an int index, negative from the end, and
// reports whether i was in range.
func (l *List) SetIndex(i int64, v Value) bool {
	if i < 0 {
		i += int64(len(l.items))
	}
	if uint64(i) >= uint64(len(l.items)) {
		return false
	}
	l.items[i] = v
	return true
}

// listOf returns the *List of a list or list-subclass value.
func listOf(v Value) *List {
	switch o := v.obj.(type) {
	case *List:
		return o
	case *Instance:
		if l, ok := o.base.obj.(*List); ok {
			return l
		}
	}
	return nil
}

// appendCharged appends to l after charging the thread when the backing
// array must grow.
func (l *List) appendCharged(t *Thread, vs ...Value) error {
	if n := len(l.items) + len(vs); n > cap(l.items) {
		if err := t.Charge(int64(n-cap(l.items)) * 24 * 2); err != nil {
			return err
		}
		l.grow(n)
	}
	l.items = append(l.items, vs...)
	return nil
}

// grow makes room for n items. A list doubles while it is under
// listDoubleLimit items, then grows by half: Go's append grows large
// slices by a quarter, copying a list built by append about four times
// over; doubling copies it about once.
func (l *List) grow(n int) {
	c := cap(l.items)
	switch {
	case c < 4:
		c = 4
	case c < listDoubleLimit:
		c *= 2
	default:
		c += c / 2
	}
	c = max(c, n)
	items := make([]Value, len(l.items), c)
	copy(items, l.items)
	l.items = items
}

// listDoubleLimit is the size up to which a growing list doubles.
const listDoubleLimit = 1 << 20

func listSetItem(t *Thread, v, key, x Value) error {
	l := listOf(v)
	if sl, ok := key.obj.(*Slice); ok {
		return listAssignSlice(t, l, sl, x)
	}
	if !isIndexable(key) {
		return Errorf(TypeError, "list indices must be integers or slices, not %s", key.TypeName())
	}
	i, err := seqIndex(t, key, len(l.items), "list assignment index out of range")
	if err != nil {
		return err
	}
	l.items[i] = x
	return nil
}

// listAssignSlice performs l[sl] = x.
func listAssignSlice(t *Thread, l *List, sl *Slice, x Value) error {
	var src []Value
	if o := listOf(x); o == l {
		src = append([]Value(nil), l.items...)
	} else {
		var err error
		if x.Type().Slots.Iter == nil && x.Type().Slots.GetItem == nil {
			return Errorf(TypeError, "can only assign an iterable")
		}
		if src, err = iterToSlice(t, x); err != nil {
			return err
		}
	}
	start, stop, step, n, err := sl.Indices(t, len(l.items))
	if err != nil {
		return err
	}
	if step == 1 {
		if stop < start {
			stop = start
		}
		if err := t.Charge(int64(len(src)) * 24); err != nil {
			return err
		}
		tail := append([]Value(nil), l.items[stop:]...)
		l.items = append(append(l.items[:start], src...), tail...)
		return nil
	}
	if len(src) != n {
		return Errorf(ValueError, "attempt to assign sequence of size %d to extended slice of size %d", len(src), n)
	}
	for j, i := 0, start; j < n; j, i = j+1, i+step {
		l.items[i] = src[j]
	}
	return nil
}

func listDelItem(t *Thread, v, key Value) error {
	l := listOf(v)
	if sl, ok := key.obj.(*Slice); ok {
		start, stop, step, n, err := sl.Indices(t, len(l.items))
		if err != nil {
			return err
		}
		if n == 0 {
			return nil
		}
		if step == 1 {
			l.items = append(l.items[:start], l.items[stop:]...)
			return nil
		}
		if step < 0 {
			start, step = start+(n-1)*step, -step
		}
		out := l.items[:start]
		for i := start; i < len(l.items); i++ {
			if i < start+n*step && (i-start)%step == 0 {
				continue
			}
			out = append(out, l.items[i])
		}
		clear(l.items[len(out):])
		l.items = out
		return nil
	}
	if !isIndexable(key) {
		return Errorf(TypeError, "list indices must be integers or slices, not %s", key.TypeName())
	}
	i, err := seqIndex(t, key, len(l.items), "list assignment index out of range")
	if err != nil {
		return err
	}
	copy(l.items[i:], l.items[i+1:])
	l.items[len(l.items)-1] = Value{}
	l.items = l.items[:len(l.items)-1]
	return nil
}

// listExtend appends the items of an iterable.
func listExtend(t *Thread, l *List, x Value) error {
	if o := listOf(x); o != nil {
		return l.appendCharged(t, append([]Value(nil), o.items...)...)
	}
	if tp, ok := x.obj.(*Tuple); ok {
		return l.appendCharged(t, tp.items...)
	}
	items, err := iterToSlice(t, x)
	if err != nil {
		return err
	}
	return l.appendCharged(t, items...)
}

func listNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	return wrapNew(t, cls, ListType, &List{}), nil
}

func listInit(t *Thread, self Value, args []Value, kw *KwArgs) error {
	if kw.Len() > 0 {
		return Errorf(TypeError, "list() takes no keyword arguments")
	}
	if len(args) > 1 {
		return Errorf(TypeError, "list expected at most 1 argument, got %d", len(args))
	}
	l := listOf(self)
	l.items = nil
	if len(args) == 1 {
		return listExtend(t, l, args[0])
	}
	return nil
}

// SortValues sorts items in place, stably, by key (when key is not None)
// and in reverse when asked, as list.sort does, with CPython's algorithm
// and comparisons (listsort.go): reversing, sorting stably and reversing
// again keeps equal items in their order. A failed comparison leaves
// items part-sorted, as a failed list.sort leaves the list.
func SortValues(t *Thread, items []Value, key Value, reverse bool) error {
	keys, vals := items, []Value(nil)
	if !key.IsNone() {
		keys = make([]Value, len(items))
		kc := newKeyCaller(key)
		for i, x := range items {
			k, err := kc.call(t, x)
			if err != nil {
				return err
			}
			keys[i] = k
		}
		vals = items
	}
	if reverse {
		reverseValues(keys)
		if vals != nil {
			reverseValues(vals)
		}
	}
	err := sortKeys(t, keys, vals)
	if reverse {
		reverseValues(keys)
		if vals != nil {
			reverseValues(vals)
		}
	}
	return err
}

// reverseValues reverses a in place.
func reverseValues(a []Value) {
	for i, j := 0, len(a)-1; i < j; i, j = i+1, j-1 {
		a[i], a[j] = a[j], a[i]
	}
}

func setupList() {
	ListType.Doc = "Built-in mutable sequence.\n\nIf no argument is given, the constructor creates a new empty list.\nThe argument must be an iterable if specified."
	s := &ListType.Slots
	s.New = listNew
	s.Init = listInit
	s.Repr = func(t *Thread, v Value) (string, error) { return seqRepr(t, listOf(v), "[", "]", listOf(v).items) }
	s.Unhashable = true
	s.Compare = func(t *Thread, a, b Value, op CompareOp) (Value, error) {
		y := listOf(b)
		if y == nil {
			return NotImplemented, nil
		}
		return seqCompare(t, op, listOf(a).items, y.items)
	}
	s.Len = func(t *Thread, v Value) (int, error) { return len(listOf(v).items), nil }
	s.GetItem = func(t *Thread, v, key Value) (Value, error) {
		return seqGetItem(t, listOf(v).items, key, "list", func(items []Value) Value { return MakeObject(NewList(items)) })
	}
	s.SetItem = listSetItem
	s.DelItem = listDelItem
	s.Contains = func(t *Thread, v, x Value) (bool, error) {
		l := listOf(v)
		return seqContains(t, func() []Value { return l.items }, x)
	}
	s.Iter = func(t *Thread, v Value) (Value, error) { return MakeObject(&ListIter{l: listOf(v)}), nil }
	s.Concat = func(t *Thread, a, b Value) (Value, error) {
		y := listOf(b)
		if y == nil {
			return Value{}, Errorf(TypeError, "can only concatenate list (not \"%s\") to list", b.TypeName())
		}
		x := listOf(a)
		if err := t.Charge(int64(len(x.items)+len(y.items)) * 24); err != nil {
			return Value{}, err
		}
		out := make([]Value, 0, len(x.items)+len(y.items))
		return MakeObject(NewList(append(append(out, x.items...), y.items...))), nil
	}
	s.Repeat = func(t *Thread, v Value, n int) (Value, error) {
		items, err := repeatItems(t, listOf(v).items, n)
		if err != nil {
			return Value{}, err
		}
		return MakeObject(NewList(items)), nil
	}
	s.InPlace[OpAdd] = func(t *Thread, a, b Value) (Value, error) {
		if err := listExtend(t, listOf(a), b); err != nil {
			return Value{}, err
		}
		return a, nil
	}
	s.InPlace[OpMul] = func(t *Thread, a, b Value) (Value, error) {
		n, err := repeatCount(t, b)
		if err != nil {
			return Value{}, err
		}
		l := listOf(a)
		items, err := repeatItems(t, l.items, n)
		if err != nil {
			return Value{}, err
		}
		l.items = items
		return a, nil
	}
	setupListMethods()
}

func setupListMethods() {
	c := ListType
	m := func(name string, f MethodFunc) { addMethod(c, name, f) }
	m("append", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("list.append", args, kw); err != nil {
			return Value{}, err
		}
		return None, listOf(self).appendCharged(t, args[0])
	})
	m("extend", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("list.extend", args, kw); err != nil {
			return Value{}, err
		}
		return None, listExtend(t, listOf(self), args[0])
	})
	m("insert", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		var iv, x Value
		if err := UnpackPositional("insert", args, kw, 2, &iv, &x); err != nil {
			return Value{}, err
		}
		i, err := AsSsize(t, iv)
		if err != nil {
			return Value{}, err
		}
		l := listOf(self)
		n := len(l.items)
		if i < 0 {
			i += n
			if i < 0 {
				i = 0
			}
		}
		if i > n {
			i = n
		}
		if err := l.appendCharged(t, Value{}); err != nil {
			return Value{}, err
		}
		copy(l.items[i+1:], l.items[i:])
		l.items[i] = x
		return None, nil
	})
	m("pop", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		iv := MakeInt(-1)
		if err := UnpackPositional("pop", args, kw, 0, &iv); err != nil {
			return Value{}, err
		}
		l := listOf(self)
		if len(l.items) == 0 {
			return Value{}, Errorf(IndexError, "pop from empty list")
		}
		i, err := AsSsize(t, iv)
		if err != nil {
			return Value{}, err
		}
		if i < 0 {
			i += len(l.items)
		}
		if i < 0 || i >= len(l.items) {
			return Value{}, Errorf(IndexError, "pop index out of range")
		}
		v := l.items[i]
		copy(l.items[i:], l.items[i+1:])
		l.items[len(l.items)-1] = Value{}
		l.items = l.items[:len(l.items)-1]
		return v, nil
	})
	m("remove", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("list.remove", args, kw); err != nil {
			return Value{}, err
		}
		l := listOf(self)
		for i := 0; i < len(l.items); i++ {
			eq, err := Eq(t, l.items[i], args[0])
			if err != nil {
				return Value{}, err
			}
			if eq {
				if i < len(l.items) {
					copy(l.items[i:], l.items[i+1:])
					l.items[len(l.items)-1] = Value{}
					l.items = l.items[:len(l.items)-1]
				}
				return None, nil
			}
		}
		return Value{}, Errorf(ValueError, "list.remove(x): x not in list")
	})
	m("index", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		l := listOf(self)
		return seqIndexOf(t, func() []Value { return l.items }, args, kw, "list.index", "")
	})
	m("count", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("list.count", args, kw); err != nil {
			return Value{}, err
		}
		l := listOf(self)
		return seqCount(t, func() []Value { return l.items }, args[0])
	})
	m("clear", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("list.clear", args, kw); err != nil {
			return Value{}, err
		}
		listOf(self).items = nil
		return None, nil
	})
	m("copy", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("list.copy", args, kw); err != nil {
			return Value{}, err
		}
		l := listOf(self)
		if err := t.Charge(int64(len(l.items)) * 24); err != nil {
			return Value{}, err
		}
		return MakeObject(NewList(append([]Value(nil), l.items...))), nil
	})
	m("reverse", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("list.reverse", args, kw); err != nil {
			return Value{}, err
		}
		it := listOf(self).items
		for i, j := 0, len(it)-1; i < j; i, j = i+1, j-1 {
			it[i], it[j] = it[j], it[i]
		}
		return None, nil
	})
	m("sort", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if len(args) > 0 {
			return Value{}, Errorf(TypeError, "sort() takes no positional arguments")
		}
		key := None
		reverse := false
		for i, n := range kwNames(kw) {
			switch n {
			case "key":
				key = kw.Values[i]
			case "reverse":
				r, err := IndexInt(t, kw.Values[i])
				if err != nil {
					return Value{}, err
				}
				reverse = r != 0
			default:
				return Value{}, Errorf(TypeError, "'%s' is an invalid keyword argument for sort()", n)
			}
		}
		l := listOf(self)
		// The list is empty while it is sorted, as in CPython, so that a
		// key function that changes it is detected.
		items := l.items
		l.items = nil
		err := SortValues(t, items, key, reverse)
		modified := l.items != nil
		l.items = items
		if err != nil {
			return Value{}, err
		}
		if modified {
			return Value{}, Errorf(ValueError, "list modified during sort")
		}
		return None, nil
	})
	m("__reversed__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		l := listOf(self)
		return MakeObject(&ListRevIter{l: l, i: len(l.items) - 1}), nil
	})
	addClassMethod(c, "__class_getitem__", genericAlias)
}

// ListIter iterates over a list, seeing changes made while it runs.
type ListIter struct {
	l *List
	i int
}

// Type returns list_iterator.
func (*ListIter) Type() *Type { return ListIteratorType }

// NextItem returns the next item, or more false at the end; small
// enough to inline in the VM's for loop.
func (it *ListIter) NextItem() (v Value, more bool) {
	if it.l == nil || it.i >= len(it.l.items) {
		it.l = nil
		return Value{}, false
	}
	it.i++
	return it.l.items[it.i-1], true
}

// ListRevIter iterates over a list backwards.
type ListRevIter struct {
	l *List
	i int
}

// Type returns list_reverseiterator.
func (*ListRevIter) Type() *Type { return ListReverseIteratorType }

// reflectedBeforeSequence gives the right operand of a list's in-place +
// or * its reflected method first: list's += and *= are CPython's
// sq_inplace_concat and sq_inplace_repeat, which the operator tries only
// after the number slots, so [] += x calls x.__radd__ when x's class
// defines one. (list.__iadd__ called by name goes straight to the list.)
// ok is false when that method is absent or returns NotImplemented.
func reflectedBeforeSequence(t *Thread, op BinaryOp, a, b Value) (Value, bool, error) {
	tb := b.Type()
	if (op != OpAdd && op != OpMul) || tb == a.Type() || !tb.IsHeap() || !a.Type().IsSubtype(ListType) ||
		definedBy(a.Type(), op.IDunder()) != ListType {
		return Value{}, false, nil
	}
	f := tb.Slots.RBinary[op]
	if f == nil {
		return Value{}, false, nil
	}
	r, err := f(t, b, a)
	if err != nil {
		return Value{}, true, err
	}
	if r.IsNotImplemented() {
		return Value{}, false, nil
	}
	return r, true, nil
}
