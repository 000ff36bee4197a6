// This file defines the set and frozenset types: operators, comparisons
// (subset order), methods and iteration, following CPython's algorithms
// for each operation so that results iterate in CPython's order.

package runtime

import "strings"

// setResult returns a new empty set of the same kind as s (a set for a
// set subclass, as CPython's make_new_set_basetype does).
func setResult(t *Thread, s *Set) *Set { return &Set{frozen: s.frozen, hk: s.hk} }

// setIntersection is CPython's set_intersection.
func setIntersection(t *Thread, s *Set, other Value) (*Set, error) {
	r := setResult(t, s)
	if o := setOf(other); o != nil {
		a, b := s, o
		if b.used > a.used {
			a, b = b, a
		}
		for _, e := range b.table {
			if e.state() != setActive {
				continue
			}
			in, err := a.containsEntry(t, e.key, e.hash())
			if err != nil {
				return nil, err
			}
			if in {
				if err := r.addEntry(t, e.key, e.hash()); err != nil {
					return nil, err
				}
			}
		}
		return r, nil
	}
	items, err := iterToSlice(t, other)
	if err != nil {
		return nil, err
	}
	for _, x := range items {
		h, err := s.keyHash(t, x)
		if err != nil {
			return nil, err
		}
		in, err := s.containsEntry(t, x, h)
		if err != nil {
			return nil, err
		}
		if in {
			if err := r.addEntry(t, x, h); err != nil {
				return nil, err
			}
		}
	}
	return r, nil
}

// setDifference is CPython's set_difference.
func setDifference(t *Thread, s *Set, other Value) (*Set, error) {
	o := setOf(other)
	otherSize := -1
	if o != nil {
		otherSize = o.used
	} else if d, ok := other.obj.(*Dict); ok {
		otherSize = d.used
	}
	if otherSize < 0 || s.used>>2 > otherSize {
		r, err := s.copySet(t, s.frozen)
		if err != nil {
			return nil, err
		}
		return r, setDifferenceUpdate(t, r, other)
	}
	r := setResult(t, s)
	for _, e := range s.table {
		if e.state() != setActive {
			continue
		}
		var in bool
		var err error
		if o != nil {
			in, err = o.containsEntry(t, e.key, e.hash())
		} else {
			_, in, err = other.obj.(*Dict).Get(t, e.key)
		}
		if err != nil {
			return nil, err
		}
		if !in {
			if err := r.addEntry(t, e.key, e.hash()); err != nil {
				return nil, err
			}
		}
	}
	return r, nil
}

// setDifferenceUpdate removes every item of other from s.
func setDifferenceUpdate(t *Thread, s *Set, other Value) error {
	if o := setOf(other); o == s {
		s.clear()
		return nil
	}
	items, err := iterToSlice(t, other)
	if err != nil {
		return err
	}
	for _, x := range items {
		if _, err := s.Discard(t, x); err != nil {
			return err
		}
	}
	return nil
}

// setSymmetricDifferenceUpdate is CPython's set_symmetric_difference_update.
func setSymmetricDifferenceUpdate(t *Thread, s *Set, other Value) error {
	o := setOf(other)
	if o == s {
		s.clear()
		return nil
	}
	if o == nil {
		var err error
		o = newSet(t, false)
		o.hk = s.hk
		if err = o.update(t, other); err != nil {
			return err
		}
	}
	for _, e := range append([]setEntry(nil), o.table...) {
		if e.state() != setActive {
			continue
		}
		removed, err := s.discardEntry(t, e.key, e.hash())
		if err != nil {
			return err
		}
		if !removed {
			if err := s.addEntry(t, e.key, e.hash()); err != nil {
				return err
			}
		}
	}
	return nil
}

// setOp applies a binary set operator to two sets, giving a new set of
// x's kind (in place when inPlace).
func setOp(t *Thread, op BinaryOp, x, y *Set, inPlace bool) (Value, error) {
	yv := MakeObject(y)
	switch op {
	case OpOr:
		if inPlace {
			return MakeObject(x), x.update(t, yv)
		}
		r, err := x.copySet(t, x.frozen)
		if err != nil {
			return Value{}, err
		}
		return MakeObject(r), r.update(t, yv)
	case OpAnd:
		r, err := setIntersection(t, x, yv)
		if err != nil {
			return Value{}, err
		}
		if inPlace {
			*x = Set{table: r.table, fill: r.fill, used: r.used, frozen: x.frozen, hk: x.hk}
			return MakeObject(x), nil
		}
		return MakeObject(r), nil
	case OpSub:
		if inPlace {
			return MakeObject(x), setDifferenceUpdate(t, x, yv)
		}
		r, err := setDifference(t, x, yv)
		return MakeObject(r), err
	case OpXor:
		if inPlace {
			return MakeObject(x), setSymmetricDifferenceUpdate(t, x, yv)
		}
		r, err := y.copySet(t, x.frozen)
		if err != nil {
			return Value{}, err
		}
		return MakeObject(r), setSymmetricDifferenceUpdate(t, r, MakeObject(x))
	}
	return NotImplemented, nil
}

// setIsSubset reports whether every item of x is in y.
func setIsSubset(t *Thread, x, y *Set) (bool, error) {
	if x.used > y.used {
		return false, nil
	}
	for _, e := range x.table {
		if e.state() != setActive {
			continue
		}
		in, err := y.containsEntry(t, e.key, e.hash())
		if err != nil || !in {
			return false, err
		}
	}
	return true, nil
}

// setCompare is the rich comparison of sets: subset order.
func setCompare(t *Thread, a, b Value, op CompareOp) (Value, error) {
	x, y := setOf(a), setOf(b)
	if y == nil {
		if !isSetLike(b) {
			return NotImplemented, nil
		}
		var err error
		if y, err = viewAsSet(t, b); err != nil {
			return Value{}, err
		}
	}
	var r bool
	var err error
	switch op {
	case OpEq, OpNe:
		if x.used != y.used {
			r = false
		} else if x.hashed && y.hashed && x.hash != y.hash {
			r = false
		} else {
			r, err = setIsSubset(t, x, y)
		}
		if op == OpNe {
			r = !r
		}
	case OpLe:
		r, err = setIsSubset(t, x, y)
	case OpGe:
		r, err = setIsSubset(t, y, x)
	case OpLt:
		r = x.used < y.used
		if r {
			r, err = setIsSubset(t, x, y)
		}
	case OpGt:
		r = x.used > y.used
		if r {
			r, err = setIsSubset(t, y, x)
		}
	}
	return MakeBool(r), err
}

func setRepr(t *Thread, v Value) (string, error) {
	s := setOf(v)
	name := v.TypeName()
	if s.used == 0 {
		return name + "()", nil
	}
	if !reprEnter(t, s) {
		return name + "(...)", nil
	}
	defer reprLeave(t)
	var b strings.Builder
	if s.frozen || v.Type() != SetType {
		b.WriteString(name + "(")
	}
	b.WriteByte('{')
	first := true
	for _, e := range s.table {
		if e.state() != setActive {
			continue
		}
		if !first {
			b.WriteString(", ")
		}
		first = false
		r, err := Repr(t, e.key)
		if err != nil {
			return "", err
		}
		b.WriteString(r)
	}
	b.WriteByte('}')
	if s.frozen || v.Type() != SetType {
		b.WriteByte(')')
	}
	return b.String(), nil
}

// setArg returns other as a *Set: itself when it is one, else a new set
// of its items.
func setArg(t *Thread, s *Set, other Value) (*Set, error) {
	if o := setOf(other); o != nil {
		return o, nil
	}
	o := &Set{hk: s.hk}
	return o, o.update(t, other)
}

func setupSet() {
	SetType.Doc = "set() -> new empty set object\nset(iterable) -> new set object\n\nBuild an unordered collection of unique elements."
	FrozenSetType.Doc = "frozenset() -> empty frozenset object\nfrozenset(iterable) -> frozenset object\n\nBuild an immutable unordered collection of unique elements."
	for _, c := range []*Type{SetType, FrozenSetType} {
		frozen := c == FrozenSetType
		s := &c.Slots
		s.Repr = setRepr
		s.Compare = setCompare
		s.Len = func(t *Thread, v Value) (int, error) { return setOf(v).used, nil }
		s.Contains = func(t *Thread, v, x Value) (bool, error) {
			in, err := setOf(v).Contains(t, x)
			if err != nil && errorMatches(err, TypeErrorType) {
				// x in s for an unhashable set x looks for frozenset(x).
				if xs := setOf(x); xs != nil && !xs.frozen {
					fz, cerr := xs.copySet(t, true)
					if cerr != nil {
						return false, cerr
					}
					return setOf(v).Contains(t, MakeObject(fz))
				}
			}
			return in, err
		}
		s.Iter = func(t *Thread, v Value) (Value, error) {
			st := setOf(v)
			return MakeObject(&SetIter{s: st, used: st.used, left: st.used}), nil
		}
		for _, op := range []BinaryOp{OpOr, OpAnd, OpSub, OpXor} {
			op := op
			s.Binary[op] = func(t *Thread, a, b Value) (Value, error) {
				y := setOf(b)
				if y == nil {
					return NotImplemented, nil
				}
				return setOp(t, op, setOf(a), y, false)
			}
		}
		if frozen {
			s.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
				if kw.Len() > 0 && cls == FrozenSetType {
					return Value{}, Errorf(TypeError, "frozenset() takes no keyword arguments")
				}
				if len(args) > 1 {
					return Value{}, Errorf(TypeError, "frozenset expected at most 1 argument, got %d", len(args))
				}
				if len(args) == 1 && cls == FrozenSetType {
					if o, ok := args[0].obj.(*Set); ok && o.frozen {
						return args[0], nil
					}
				}
				fs := newSet(t, true)
				if len(args) == 1 {
					if err := fs.update(t, args[0]); err != nil {
						return Value{}, err
					}
				}
				return wrapNew(t, cls, FrozenSetType, fs), nil
			}
			s.Hash = func(t *Thread, v Value) (int64, error) { return setOf(v).frozenHash(), nil }
		} else {
			s.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
				if kw.Len() > 0 && cls == SetType {
					return Value{}, Errorf(TypeError, "set() takes no keyword arguments")
				}
				return wrapNew(t, cls, SetType, newSet(t, false)), nil
			}
			s.Init = func(t *Thread, self Value, args []Value, kw *KwArgs) error {
				if kw.Len() > 0 {
					return Errorf(TypeError, "set() takes no keyword arguments")
				}
				if len(args) > 1 {
					return Errorf(TypeError, "set expected at most 1 argument, got %d", len(args))
				}
				st := setOf(self)
				st.clear()
				if len(args) == 1 {
					return st.update(t, args[0])
				}
				return nil
			}
			s.Unhashable = true
			for _, op := range []BinaryOp{OpOr, OpAnd, OpSub, OpXor} {
				op := op
				s.InPlace[op] = func(t *Thread, a, b Value) (Value, error) {
					y := setOf(b)
					if y == nil {
						return NotImplemented, nil
					}
					if _, err := setOp(t, op, setOf(a), y, true); err != nil {
						return Value{}, err
					}
					return a, nil
				}
			}
		}
		setupSetMethods(c, frozen)
	}
}

func setupSetMethods(c *Type, frozen bool) {
	m := func(name string, f func(t *Thread, s *Set, self Value, args []Value) (Value, error), minArgs, maxArgs int) {
		addMethod(c, name, func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if kw.Len() > 0 {
				return Value{}, Errorf(TypeError, "%s.%s() takes no keyword arguments", c.Name, name)
			}
			if maxArgs == 1 && minArgs == 1 && len(args) != 1 {
				return Value{}, Errorf(TypeError, "%s.%s() takes exactly one argument (%d given)", c.Name, name, len(args))
			}
			if maxArgs == 0 && len(args) != 0 {
				return Value{}, Errorf(TypeError, "%s.%s() takes no arguments (%d given)", c.Name, name, len(args))
			}
			return f(t, setOf(self), self, args)
		})
	}
	multi := func(name string, step func(t *Thread, r *Set, other Value) (*Set, error), copyFirst bool) {
		m(name, func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
			r := s
			var err error
			if copyFirst || len(args) == 0 {
				if r, err = s.copySet(t, s.frozen); err != nil {
					return Value{}, err
				}
			}
			for _, a := range args {
				if r, err = step(t, r, a); err != nil {
					return Value{}, err
				}
			}
			return MakeObject(r), nil
		}, 0, -1)
	}
	multi("union", func(t *Thread, r *Set, o Value) (*Set, error) { return r, r.update(t, o) }, true)
	multi("intersection", func(t *Thread, r *Set, o Value) (*Set, error) { return setIntersection(t, r, o) }, false)
	multi("difference", func(t *Thread, r *Set, o Value) (*Set, error) { return setDifference(t, r, o) }, false)
	m("symmetric_difference", func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
		o := &Set{hk: s.hk, frozen: s.frozen}
		if err := o.update(t, args[0]); err != nil {
			return Value{}, err
		}
		return MakeObject(o), setSymmetricDifferenceUpdate(t, o, self)
	}, 1, 1)
	m("issubset", func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
		o, err := setArg(t, s, args[0])
		if err != nil {
			return Value{}, err
		}
		r, err := setIsSubset(t, s, o)
		return MakeBool(r), err
	}, 1, 1)
	m("issuperset", func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
		o, err := setArg(t, s, args[0])
		if err != nil {
			return Value{}, err
		}
		r, err := setIsSubset(t, o, s)
		return MakeBool(r), err
	}, 1, 1)
	m("isdisjoint", func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
		items, err := iterToSlice(t, args[0])
		if err != nil {
			return Value{}, err
		}
		for _, x := range items {
			in, err := s.Contains(t, x)
			if err != nil || in {
				return False, err
			}
		}
		return True, nil
	}, 1, 1)
	m("copy", func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
		if s.frozen && self.Type() == FrozenSetType {
			return self, nil
		}
		r, err := s.copySet(t, s.frozen)
		return MakeObject(r), err
	}, 0, 0)
	m("__reduce__", func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
		return MakeTuple(MakeObject(self.Type()), MakeTuple(MakeObject(NewList(s.Items())))), nil
	}, 0, 0)
	addClassMethod(c, "__class_getitem__", genericAlias)
	if frozen {
		return
	}
	m("add", func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
		return None, s.Add(t, args[0])
	}, 1, 1)
	m("discard", func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
		_, err := s.Discard(t, args[0])
		return None, err
	}, 1, 1)
	m("remove", func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
		ok, err := s.Discard(t, args[0])
		if err != nil {
			return Value{}, err
		}
		if !ok {
			return Value{}, KeyErrorOf(args[0])
		}
		return None, nil
	}, 1, 1)
	m("pop", func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
		v, ok := s.pop()
		if !ok {
			return Value{}, KeyErrorOf(MakeStr("pop from an empty set"))
		}
		return v, nil
	}, 0, 0)
	m("clear", func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
		s.clear()
		return None, nil
	}, 0, 0)
	m("update", func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
		for _, a := range args {
			if err := s.update(t, a); err != nil {
				return Value{}, err
			}
		}
		return None, nil
	}, 0, -1)
	m("intersection_update", func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
		r := s
		for _, a := range args {
			var err error
			if r, err = setIntersection(t, r, a); err != nil {
				return Value{}, err
			}
		}
		*s = Set{table: r.table, fill: r.fill, used: r.used, hk: s.hk}
		return None, nil
	}, 0, -1)
	m("difference_update", func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
		for _, a := range args {
			if err := setDifferenceUpdate(t, s, a); err != nil {
				return Value{}, err
			}
		}
		return None, nil
	}, 0, -1)
	m("symmetric_difference_update", func(t *Thread, s *Set, self Value, args []Value) (Value, error) {
		return None, setSymmetricDifferenceUpdate(t, s, args[0])
	}, 1, 1)
}
