// This file defines the dict type: its slots, methods, views
// (dict_keys, dict_values, dict_items) and iterators, with CPython's
// errors for changes during iteration.

package runtime

import "strings"

// dictOf returns the *Dict of a dict or dict-subclass value.
func dictOf(v Value) *Dict {
	switch o := v.obj.(type) {
	case *Dict:
		return o
	case *Instance:
		if d, ok := o.base.obj.(*Dict); ok {
			return d
		}
	}
	return nil
}

// dictUpdate merges arg (a mapping or an iterable of pairs) into d, as
// dict.update and dict() do.
// hasKeysMethod is hasattr(arg, "keys"), which dict(x) and d.update(x)
// ask of every argument: an object of a built-in type (a zip, a list of
// pairs, a generator) has only its class's attributes, so its class is
// asked directly, without making and dropping an AttributeError.
func hasKeysMethod(t *Thread, arg Value) (bool, error) {
	if cls := arg.Type(); !cls.IsHeap() {
		if _, ok := arg.obj.(*Instance); !ok {
			_, found := cls.Lookup("keys")
			return found, nil
		}
	}
	return HasAttr(t, arg, "keys")
}

func dictUpdate(t *Thread, d *Dict, arg Value) error {
	if src := dictOf(arg); src != nil && definedBy(arg.Type(), "__iter__") == DictType {
		keys, values := src.Items()
		for i, k := range keys {
			if err := d.Set(t, k, values[i]); err != nil {
				return err
			}
		}
		return nil
	}
	if ok, err := hasKeysMethod(t, arg); err != nil {
		return err
	} else if ok {
		keysFn, err := GetAttr(t, arg, "keys")
		if err != nil {
			return err
		}
		kv, err := Call(t, keysFn, nil, nil)
		if err != nil {
			return err
		}
		keys, err := iterToSlice(t, kv)
		if err != nil {
			return err
		}
		for _, k := range keys {
			v, err := GetItem(t, arg, k)
			if err != nil {
				return err
			}
			if err := d.Set(t, k, v); err != nil {
				return err
			}
		}
		return nil
	}
	it, err := Iter(t, arg)
	if err != nil {
		return err
	}
	for i := 0; ; i++ {
		pair, ok, err := Next(t, it)
		if err != nil {
			return err
		}
		if !ok {
			return nil
		}
		if pair.Type().Slots.Iter == nil && pair.Type().Slots.GetItem == nil {
			return Errorf(TypeError, "cannot convert dictionary update sequence element #%d to a sequence", i)
		}
		kv, err := iterToSlice(t, pair)
		if err != nil {
			return err
		}
		if len(kv) != 2 {
			return Errorf(ValueError, "dictionary update sequence element #%d has length %d; 2 is required", i, len(kv))
		}
		if err := d.Set(t, kv[0], kv[1]); err != nil {
			return err
		}
	}
}

// dictUpdateArgs is the shared body of dict() and dict.update().
func dictUpdateArgs(t *Thread, d *Dict, fname string, args []Value, kw *KwArgs) error {
	if len(args) > 1 {
		return Errorf(TypeError, "%s expected at most 1 argument, got %d", fname, len(args))
	}
	if len(args) == 1 {
		if err := dictUpdate(t, d, args[0]); err != nil {
			return err
		}
	}
	for i, n := range kwNames(kw) {
		if err := d.Set(t, MakeStr(n), kw.Values[i]); err != nil {
			return err
		}
	}
	return nil
}

func dictRepr(t *Thread, v Value) (string, error) {
	d := dictOf(v)
	if d.used == 0 {
		return "{}", nil
	}
	if !reprEnter(t, d) {
		return "{...}", nil
	}
	defer reprLeave(t)
	var b strings.Builder
	b.WriteByte('{')
	first := true
	for i := 0; ; {
		k, val, next, ok := d.Next(i)
		if !ok {
			break
		}
		i = next
		if !first {
			b.WriteString(", ")
		}
		first = false
		ks, err := Repr(t, k)
		if err != nil {
			return "", err
		}
		vs, err := Repr(t, val)
		if err != nil {
			return "", err
		}
		b.WriteString(ks)
		b.WriteString(": ")
		b.WriteString(vs)
	}
	b.WriteByte('}')
	return b.String(), nil
}

func dictGetItem(t *Thread, v, key Value) (Value, error) {
	d := dictOf(v)
	x, ok, err := d.Get(t, key)
	if err != nil {
		return Value{}, err
	}
	if ok {
		return x, nil
	}
	if _, isDict := v.obj.(*Dict); !isDict {
		if m, found := v.Type().Lookup("__missing__"); found {
			return callBound(t, m, v, []Value{key}, nil)
		}
	}
	return Value{}, KeyErrorOf(key)
}

func dictCompare(t *Thread, a, b Value, op CompareOp) (Value, error) {
	y := dictOf(b)
	if y == nil || (op != OpEq && op != OpNe) {
		return NotImplemented, nil
	}
	eq, err := dictEqual(t, dictOf(a), y)
	if err != nil {
		return Value{}, err
	}
	return MakeBool(eq == (op == OpEq)), nil
}

// dictEqual compares two dicts item by item.
func dictEqual(t *Thread, x, y *Dict) (bool, error) {
	if x.used != y.used {
		return false, nil
	}
	keys, values := x.Items()
	for i, k := range keys {
		w, ok, err := y.Get(t, k)
		if err != nil || !ok {
			return false, err
		}
		eq, err := Eq(t, values[i], w)
		if err != nil || !eq {
			return false, err
		}
	}
	return true, nil
}

func setupDict() {
	DictType.Doc = "dict() -> new empty dictionary\ndict(mapping) -> new dictionary initialized from a mapping object's\n    (key, value) pairs\ndict(iterable) -> new dictionary initialized as if via:\n    d = {}\n    for k, v in iterable:\n        d[k] = v\ndict(**kwargs) -> new dictionary initialized with the name=value pairs\n    in the keyword argument list.  For example:  dict(one=1, two=2)"
	s := &DictType.Slots
	s.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
		return wrapNew(t, cls, DictType, NewDict(t)), nil
	}
	s.Init = func(t *Thread, self Value, args []Value, kw *KwArgs) error {
		return dictUpdateArgs(t, dictOf(self), "dict", args, kw)
	}
	s.Repr = dictRepr
	s.Unhashable = true
	s.Compare = dictCompare
	s.Len = func(t *Thread, v Value) (int, error) { return dictOf(v).used, nil }
	s.GetItem = dictGetItem
	s.SetItem = func(t *Thread, v, key, x Value) error { return dictOf(v).Set(t, key, x) }
	s.DelItem = func(t *Thread, v, key Value) error {
		_, ok, err := dictOf(v).Delete(t, key)
		if err == nil && !ok {
			return KeyErrorOf(key)
		}
		return err
	}
	s.Contains = func(t *Thread, v, key Value) (bool, error) {
		_, ok, err := dictOf(v).Get(t, key)
		return ok, err
	}
	s.Iter = func(t *Thread, v Value) (Value, error) { return MakeObject(newDictIter(dictOf(v), dictIterKeys)), nil }
	s.Binary[OpOr] = func(t *Thread, a, b Value) (Value, error) {
		y := dictOf(b)
		if y == nil {
			return NotImplemented, nil
		}
		r := dictOf(a).Copy()
		if err := dictUpdate(t, r, b); err != nil {
			return Value{}, err
		}
		return MakeObject(r), nil
	}
	s.RBinary[OpOr] = func(t *Thread, a, b Value) (Value, error) {
		x := dictOf(b)
		if x == nil {
			return NotImplemented, nil
		}
		r := x.Copy()
		if err := dictUpdate(t, r, a); err != nil {
			return Value{}, err
		}
		return MakeObject(r), nil
	}
	s.InPlace[OpOr] = func(t *Thread, a, b Value) (Value, error) {
		if err := dictUpdate(t, dictOf(a), b); err != nil {
			return Value{}, err
		}
		return a, nil
	}
	setupDictMethods()
}

func setupDictMethods() {
	c := DictType
	m := func(name string, f MethodFunc) { addMethod(c, name, f) }
	m("keys", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("dict.keys", args, kw); err != nil {
			return Value{}, err
		}
		return MakeObject(&DictView{d: dictOf(self), kind: dictIterKeys}), nil
	})
	m("values", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("dict.values", args, kw); err != nil {
			return Value{}, err
		}
		return MakeObject(&DictView{d: dictOf(self), kind: dictIterValues}), nil
	})
	m("items", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("dict.items", args, kw); err != nil {
			return Value{}, err
		}
		return MakeObject(&DictView{d: dictOf(self), kind: dictIterItems}), nil
	})
	m("get", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		var key, def Value = Value{}, None
		if err := UnpackPositional("get", args, kw, 1, &key, &def); err != nil {
			return Value{}, err
		}
		v, ok, err := dictOf(self).Get(t, key)
		if err != nil || ok {
			return v, err
		}
		return def, nil
	})
	m("setdefault", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		var key, def Value = Value{}, None
		if err := UnpackPositional("setdefault", args, kw, 1, &key, &def); err != nil {
			return Value{}, err
		}
		d := dictOf(self)
		v, ok, err := d.Get(t, key)
		if err != nil || ok {
			return v, err
		}
		return def, d.Set(t, key, def)
	})
	m("pop", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		var key, def Value = Value{}, Unbound
		if err := UnpackPositional("pop", args, kw, 1, &key, &def); err != nil {
			return Value{}, err
		}
		v, ok, err := dictOf(self).Delete(t, key)
		if err != nil || ok {
			return v, err
		}
		if def.Is(Unbound) {
			return Value{}, KeyErrorOf(key)
		}
		return def, nil
	})
	m("popitem", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("dict.popitem", args, kw); err != nil {
			return Value{}, err
		}
		d := dictOf(self)
		if d.guard != nil && d.used > 0 {
			// Only the last item goes, but which one that is is not the
			// program's to choose: refuse on a protected namespace.
			if err := d.checkClear(); err != nil {
				return Value{}, err
			}
		}
		k, v, ok := d.popLast()
		if !ok {
			return Value{}, KeyErrorOf(MakeStr("popitem(): dictionary is empty"))
		}
		return MakeTuple(k, v), nil
	})
	m("update", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		return None, dictUpdateArgs(t, dictOf(self), "update", args, kw)
	})
	m("clear", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("dict.clear", args, kw); err != nil {
			return Value{}, err
		}
		if err := dictOf(self).checkClear(); err != nil {
			return Value{}, err
		}
		dictOf(self).Clear()
		return None, nil
	})
	m("copy", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("dict.copy", args, kw); err != nil {
			return Value{}, err
		}
		d := dictOf(self)
		if err := t.Charge(int64(d.used) * 64); err != nil {
			return Value{}, err
		}
		return MakeObject(d.Copy()), nil
	})
	m("__reversed__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		return MakeObject(newDictRevIter(dictOf(self), dictIterKeys)), nil
	})
	addClassMethod(c, "fromkeys", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		var keys, v Value = Value{}, None
		if err := UnpackPositional("fromkeys", args, kw, 1, &keys, &v); err != nil {
			return Value{}, err
		}
		r, err := Call(t, self, nil, nil)
		if err != nil {
			return Value{}, err
		}
		items, err := iterToSlice(t, keys)
		if err != nil {
			return Value{}, err
		}
		for _, k := range items {
			if err := SetItem(t, r, k, v); err != nil {
				return Value{}, err
			}
		}
		return r, nil
	})
	addClassMethod(c, "__class_getitem__", genericAlias)
}

// dictIterKind selects what a dict iterator or view yields.
type dictIterKind uint8

const (
	dictIterKeys dictIterKind = iota
	dictIterValues
	dictIterItems
)

// DictIter iterates over a dict's keys, values or items.
type DictIter struct {
	d         *Dict
	kind      dictIterKind
	pos       int
	used      int // the size the dict had when iteration began
	remaining int
	reverse   bool
}

func newDictIter(d *Dict, kind dictIterKind) *DictIter {
	return &DictIter{d: d, kind: kind, used: d.used, remaining: d.used}
}

func newDictRevIter(d *Dict, kind dictIterKind) *DictIter {
	return &DictIter{d: d, kind: kind, used: d.used, remaining: d.used, reverse: true, pos: len(d.entries) - 1}
}

// Type returns dict_keyiterator, dict_valueiterator or dict_itemiterator,
// or their reverse forms.
func (it *DictIter) Type() *Type {
	if it.reverse {
		switch it.kind {
		case dictIterValues:
			return DictRevValueIteratorType
		case dictIterItems:
			return DictRevItemIteratorType
		}
		return DictRevKeyIteratorType
	}
	switch it.kind {
	case dictIterValues:
		return DictValueIteratorType
	case dictIterItems:
		return DictItemIteratorType
	}
	return DictKeyIteratorType
}

func dictIterNext(t *Thread, self Value) (Value, bool, error) {
	it := self.obj.(*DictIter)
	d := it.d
	if d == nil {
		return Value{}, false, nil
	}
	if d.used != it.used {
		it.used = -1 // stay broken, as CPython does
		return Value{}, false, Errorf(RuntimeError, "dictionary changed size during iteration")
	}
	var k, v Value
	found := false
	if it.reverse {
		for it.pos >= 0 && it.pos < len(d.entries) {
			e := &d.entries[it.pos]
			it.pos--
			if _, dead := e.key.obj.(dictDummy); !dead {
				k, v, found = e.key, e.value, true
				break
			}
		}
	} else {
		var next int
		k, v, next, found = d.Next(it.pos)
		it.pos = next
	}
	if !found {
		it.d = nil
		return Value{}, false, nil
	}
	if it.remaining == 0 {
		return Value{}, false, Errorf(RuntimeError, "dictionary keys changed during iteration")
	}
	it.remaining--
	switch it.kind {
	case dictIterValues:
		return v, true, nil
	case dictIterItems:
		return MakeTuple(k, v), true, nil
	}
	return k, true, nil
}

// DictView is a dict_keys, dict_values or dict_items view.
type DictView struct {
	d    *Dict
	kind dictIterKind
}

// Type returns the view's class.
func (v *DictView) Type() *Type {
	switch v.kind {
	case dictIterValues:
		return DictValuesType
	case dictIterItems:
		return DictItemsType
	}
	return DictKeysType
}

// viewItems returns what the view holds, as a slice.
func (v *DictView) viewItems() []Value {
	keys, values := v.d.Items()
	switch v.kind {
	case dictIterValues:
		return values
	case dictIterItems:
		out := make([]Value, len(keys))
		for i, k := range keys {
			out[i] = MakeTuple(k, values[i])
		}
		return out
	}
	return keys
}

// viewContains is `x in view` for keys and items views.
func viewContains(t *Thread, view *DictView, x Value) (bool, error) {
	switch view.kind {
	case dictIterKeys:
		_, ok, err := view.d.Get(t, x)
		return ok, err
	case dictIterItems:
		pair, ok := x.obj.(*Tuple)
		if !ok || len(pair.items) != 2 {
			return false, nil
		}
		v, ok, err := view.d.Get(t, pair.items[0])
		if err != nil || !ok {
			return false, err
		}
		return Eq(t, v, pair.items[1])
	}
	return seqContains(t, view.viewItems, x)
}

// viewAsSet returns the items of a set-like view (or any iterable) as a
// new set.
func viewAsSet(t *Thread, v Value) (*Set, error) {
	s := newSet(t, false)
	items, err := iterToSlice(t, v)
	if err != nil {
		return nil, err
	}
	for _, x := range items {
		if err := s.Add(t, x); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func setupDictViews() {
	for _, vt := range []*Type{DictKeysType, DictValuesType, DictItemsType} {
		s := &vt.Slots
		s.Len = func(t *Thread, v Value) (int, error) { return v.obj.(*DictView).d.used, nil }
		s.Iter = func(t *Thread, v Value) (Value, error) {
			view := v.obj.(*DictView)
			return MakeObject(newDictIter(view.d, view.kind)), nil
		}
		s.Repr = func(t *Thread, v Value) (string, error) {
			view := v.obj.(*DictView)
			if !reprEnter(t, view) {
				return "...", nil
			}
			defer reprLeave(t)
			r, err := seqRepr(t, nil, "[", "]", view.viewItems())
			if err != nil {
				return "", err
			}
			return v.TypeName() + "(" + r + ")", nil
		}
		s.Contains = func(t *Thread, v, x Value) (bool, error) { return viewContains(t, v.obj.(*DictView), x) }
		vt.Dict.SetStr("__reversed__", MakeObject(&MethodDescriptor{Name: "__reversed__", Owner: vt,
			Fn: func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
				view := self.obj.(*DictView)
				return MakeObject(newDictRevIter(view.d, view.kind)), nil
			}}))
		if vt == DictValuesType {
			continue
		}
		s.Unhashable = true
		s.Compare = func(t *Thread, a, b Value, op CompareOp) (Value, error) {
			if !isSetLike(b) {
				return NotImplemented, nil
			}
			x, err := viewAsSet(t, a)
			if err != nil {
				return Value{}, err
			}
			return setCompare(t, MakeObject(x), b, op)
		}
		for _, op := range []BinaryOp{OpAnd, OpOr, OpSub, OpXor} {
			op := op
			s.Binary[op] = func(t *Thread, a, b Value) (Value, error) {
				x, err := viewAsSet(t, a)
				if err != nil {
					return Value{}, err
				}
				if b.Type().Slots.Iter == nil {
					return NotImplemented, nil
				}
				y, err := viewAsSet(t, b)
				if err != nil {
					return Value{}, err
				}
				return setOp(t, op, x, y, false)
			}
			s.RBinary[op] = func(t *Thread, a, b Value) (Value, error) {
				if b.Type().Slots.Iter == nil {
					return NotImplemented, nil
				}
				x, err := viewAsSet(t, b)
				if err != nil {
					return Value{}, err
				}
				y, err := viewAsSet(t, a)
				if err != nil {
					return Value{}, err
				}
				return setOp(t, op, x, y, false)
			}
		}
		vt.Dict.SetStr("isdisjoint", MakeObject(&MethodDescriptor{Name: "isdisjoint", Owner: vt,
			Fn: func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
				if err := oneArg("isdisjoint", args, kw); err != nil {
					return Value{}, err
				}
				items, err := iterToSlice(t, args[0])
				if err != nil {
					return Value{}, err
				}
				for _, x := range items {
					in, err := viewContains(t, self.obj.(*DictView), x)
					if err != nil || in {
						return False, err
					}
				}
				return True, nil
			}}))
	}
	DictValuesType.Slots.Compare = nil
}
