// This file defines BaseExceptionGroup and ExceptionGroup: the
// constructor's checks, message and exceptions, and split, subgroup and
// derive, as CPython 3.11's Objects/exceptions.c defines them.

package runtime

// excGroupNew checks and records the arguments of BaseExceptionGroup(msg,
// excs), choosing ExceptionGroup when every member is an Exception.
func excGroupNew(t *Thread, e *Exception, args []Value, kw *KwArgs) error {
	if kw.Len() > 0 {
		return Errorf(TypeError, "BaseExceptionGroup() takes no keyword arguments")
	}
	if len(args) != 2 {
		return Errorf(TypeError, "BaseExceptionGroup.__new__() takes exactly 2 arguments (%d given)", len(args))
	}
	if _, ok := AsStr(args[0]); !ok {
		return Errorf(TypeError, "BaseExceptionGroup.__new__() argument 1 must be str, not %s", args[0].TypeName())
	}
	if !isSequence(args[1]) {
		return Errorf(TypeError, "second argument (exceptions) must be a sequence")
	}
	excs, err := iterToSlice(t, args[1])
	if err != nil {
		return err
	}
	if len(excs) == 0 {
		return Errorf(ValueError, "second argument (exceptions) must be a non-empty sequence")
	}
	nestedBase := false
	for i, x := range excs {
		xe := asException(x)
		if xe == nil {
			return Errorf(ValueError, "Item %d of second argument (exceptions) is not an exception", i)
		}
		if !xe.cls.IsSubtype(ExceptionType) {
			nestedBase = true
		}
	}
	cls := e.cls
	switch {
	case cls == BaseExceptionGroupType:
		if !nestedBase {
			e.cls = ExceptionGroupType
		}
	case cls == ExceptionGroupType:
		if nestedBase {
			return Errorf(TypeError, "Cannot nest BaseExceptions in an ExceptionGroup")
		}
	default:
		if nestedBase && cls.IsSubtype(ExceptionType) {
			return Errorf(TypeError, "Cannot nest BaseExceptions in '%s'", cls.Name)
		}
	}
	e.setMember("message", args[0])
	e.setMember("exceptions", MakeObject(NewTuple(excs)))
	return nil
}

// isSequence reports whether v supports the sequence protocol (a
// __getitem__ that is not a dict's).
func isSequence(v Value) bool {
	switch v.obj.(type) {
	case *Dict, *Set:
		return false
	}
	return v.Type().Slots.GetItem != nil && !v.Type().IsSubtype(DictType)
}

// egMatcher decides which leaf exceptions split and subgroup select.
type egMatcher func(t *Thread, exc Value) (bool, error)

// newEGMatcher builds a matcher from split's argument: a class, a tuple of
// classes, or a predicate.
func newEGMatcher(cond Value) (egMatcher, error) {
	isExcClass := func(v Value) bool {
		c, ok := v.obj.(*Type)
		return ok && c.IsSubtype(BaseExceptionType)
	}
	if isExcClass(cond) {
		c := cond.obj.(*Type)
		return func(t *Thread, exc Value) (bool, error) { return exc.Type().IsSubtype(c), nil }, nil
	}
	if tup, ok := cond.obj.(*Tuple); ok {
		for _, x := range tup.items {
			if !isExcClass(x) {
				return nil, Errorf(TypeError, "expected a function, exception type or tuple of exception types")
			}
		}
		return func(t *Thread, exc Value) (bool, error) {
			for _, x := range tup.items {
				if exc.Type().IsSubtype(x.obj.(*Type)) {
					return true, nil
				}
			}
			return false, nil
		}, nil
	}
	if Callable(cond) {
		return func(t *Thread, exc Value) (bool, error) {
			r, err := Call(t, cond, []Value{exc}, nil)
			if err != nil {
				return false, err
			}
			return Truth(t, r)
		}, nil
	}
	return nil, Errorf(TypeError, "expected a function, exception type or tuple of exception types")
}

// egSplit splits group (or leaf exception) exc into the part that matches
// and the rest; either may be None.
func egSplit(t *Thread, exc Value, m egMatcher, wantRest bool) (match, rest Value, err error) {
	match, rest = None, None
	ok, err := m(t, exc)
	if err != nil {
		return None, None, err
	}
	if ok {
		return exc, None, nil
	}
	e := asException(exc)
	if e == nil || !e.cls.IsSubtype(BaseExceptionGroupType) {
		return None, exc, nil
	}
	var ms, rs []Value
	subs := e.member("exceptions").obj.(*Tuple).items
	for _, s := range subs {
		sm, sr, err := egSplit(t, s, m, wantRest)
		if err != nil {
			return None, None, err
		}
		if !sm.IsNone() {
			ms = append(ms, sm)
		}
		if wantRest && !sr.IsNone() {
			rs = append(rs, sr)
		}
	}
	if len(ms) > 0 {
		if match, err = egDerive(t, exc, ms); err != nil {
			return None, None, err
		}
	}
	if wantRest && len(rs) > 0 {
		if rest, err = egDerive(t, exc, rs); err != nil {
			return None, None, err
		}
	}
	return match, rest, nil
}

// egDerive calls exc.derive(excs) and copies the metadata of exc to the
// new group.
func egDerive(t *Thread, exc Value, excs []Value) (Value, error) {
	g, err := callMethod(t, exc, "derive", []Value{MakeObject(NewList(excs))}, nil)
	if err != nil {
		return Value{}, err
	}
	ge := asException(g)
	if ge == nil || !ge.cls.IsSubtype(BaseExceptionGroupType) {
		return Value{}, Errorf(TypeError, "derive must return an instance of BaseExceptionGroup")
	}
	src := asException(exc)
	ge.Cause, ge.Context, ge.Traceback = src.Cause, src.Context, src.Traceback
	ge.SuppressContext = src.SuppressContext
	if notes, err := GetAttrDefault(t, exc, "__notes__", None); err == nil && !notes.IsNone() && isSequence(notes) {
		cp, err := iterToSlice(t, notes)
		if err != nil {
			return Value{}, err
		}
		if err := SetAttr(t, g, "__notes__", MakeObject(NewList(cp))); err != nil {
			return Value{}, err
		}
	}
	return g, nil
}

func setupExceptionGroups() {
	g := BaseExceptionGroupType
	for _, n := range []string{"message", "exceptions"} {
		name := n
		addGetter(g, name, func(t *Thread, self Value) (Value, error) {
			e, err := excOf(self)
			if err != nil {
				return Value{}, err
			}
			return e.member(name), nil
		})
	}
	addMethod(g, "derive", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("derive", args, kw); err != nil {
			return Value{}, err
		}
		e, err := excOf(self)
		if err != nil {
			return Value{}, err
		}
		return Call(t, MakeObject(BaseExceptionGroupType), []Value{e.member("message"), args[0]}, nil)
	})
	split := func(wantRest bool, name string) MethodFunc {
		return func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := oneArg(name, args, kw); err != nil {
				return Value{}, err
			}
			m, err := newEGMatcher(args[0])
			if err != nil {
				return Value{}, err
			}
			match, rest, err := egSplit(t, self, m, wantRest)
			if err != nil {
				return Value{}, err
			}
			if !wantRest {
				return match, nil
			}
			return MakeObject(NewTuple([]Value{match, rest})), nil
		}
	}
	addMethod(g, "split", split(true, "split"))
	addMethod(g, "subgroup", split(false, "subgroup"))
	g.Slots.Str = excStr
	g.Slots.Repr = excRepr
	addClassMethod(g, "__class_getitem__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		return self, nil
	})
}
