// This file defines the iterator types that CPython exposes as builtins:
// enumerate, filter, map, reversed (for sequences without __reversed__)
// and zip. Each may be subclassed; an instance of a subclass is an
// *Instance around the Go object, which payload unwraps.

package runtime

// newIterType returns a subclassable built-in iterator type. It is called
// while the package's variables are initialised, before type_builtin.go's
// init adds the slot wrappers (__new__, __iter__, __next__) and the
// inherited slots.
func newIterType(name string, newFn func(*Thread, *Type, []Value, *KwArgs) (Value, error),
	next func(*Thread, Value) (Value, bool, error)) *Type {
	c := newBuiltinType(name, ObjectType, open)
	c.Doc = builtinDoc(name)
	c.Slots.New = newFn
	c.Slots.Iter = iterSelf
	c.Slots.Next = next
	return c
}

// The iterator types of builtins.
var (
	EnumerateType = newEnumerateType()
	FilterType    = newFilterType()
	MapType       = newMapType()
	ReversedType  = newReversedType()
	ZipType       = newZipType()
)

// newIterObject returns payload as an object of cls: itself for the
// built-in type, wrapped in an instance for a subclass. (A built-in type
// that reaches one of these constructors can only be the type itself.)
func newIterObject(t *Thread, cls *Type, payload Object) Value {
	if cls.IsHeap() {
		return MakeObject(newInstance(t, cls, MakeObject(payload)))
	}
	return MakeObject(payload)
}

// addReduce gives an iterator type its __reduce__ (what pickle and copy
// use to rebuild it).
func addReduce(c *Type, reduce func(self Value) (Value, error)) {
	addMethod(c, "__reduce__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("__reduce__", args, kw); err != nil {
			return Value{}, err
		}
		return reduce(self)
	})
}

// noKeywordsFor reports whether filter, map or reversed called as cls
// rejects keyword arguments: CPython lets them through only to a subclass
// with an __init__ of its own.
func noKeywordsFor(cls *Type) bool { return definedBy(cls, "__init__") == ObjectType }

// payload returns the Go object of an iterator or of an instance of a
// subclass of its type.
func payload[T Object](v Value) T {
	if inst, ok := v.obj.(*Instance); ok {
		return inst.base.obj.(T)
	}
	return v.obj.(T)
}

// Enumerate is an enumerate object: the items of an iterator paired with
// a count.
type Enumerate struct {
	it    Value
	index Int
}

// Type returns enumerate.
func (*Enumerate) Type() *Type { return EnumerateType }

func newEnumerateType() *Type {
	c := newIterType("enumerate", enumerateNew, enumerateNext)
	addClassMethod(c, "__class_getitem__", genericAlias)
	addReduce(c, func(self Value) (Value, error) {
		e := payload[*Enumerate](self)
		return MakeTuple(MakeObject(self.Type()), MakeTuple(e.it, MakeIntValue(e.index))), nil
	})
	return c
}

var enumerateParams = clinicParams{fname: "enumerate", names: []string{"iterable", "start"}, minPos: 1, maxPos: 2}

func enumerateNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	if !cls.IsHeap() && kw.Len() == 0 {
		// CPython's vectorcall path, with its own messages.
		switch {
		case len(args) == 0:
			return Value{}, Errorf(TypeError, "enumerate() missing required argument 'iterable'")
		case len(args) > 2:
			return Value{}, Errorf(TypeError, "enumerate() takes at most 2 arguments (%d given)", len(args))
		}
	}
	var p [2]Value
	given, err := enumerateParams.unpack(args, kw, p[:])
	if err != nil {
		return Value{}, err
	}
	e := &Enumerate{}
	if given&2 != 0 {
		r, err := Index(t, p[1])
		if err != nil {
			return Value{}, err
		}
		e.index, _ = AsInt(r)
	}
	if e.it, err = Iter(t, p[0]); err != nil {
		return Value{}, err
	}
	return newIterObject(t, cls, e), nil
}

func enumerateNext(t *Thread, self Value) (Value, bool, error) {
	e := payload[*Enumerate](self)
	x, ok, err := Next(t, e.it)
	if err != nil || !ok {
		return Value{}, false, err
	}
	i := MakeIntValue(e.index)
	e.index = e.index.Add(IntFromInt64(1))
	return tuple2(i, x), true, nil
}

// Filter is a filter object: the items of an iterator for which a
// predicate is true.
type Filter struct {
	fn, it Value
	kc     *keyCaller // calls fn, made on the first item
}

// Type returns filter.
func (*Filter) Type() *Type { return FilterType }

func newFilterType() *Type {
	c := newIterType("filter", filterNew, filterNext)
	addReduce(c, func(self Value) (Value, error) {
		f := payload[*Filter](self)
		return MakeTuple(MakeObject(self.Type()), MakeTuple(f.fn, f.it)), nil
	})
	return c
}

func filterNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	if kw.Len() > 0 && noKeywordsFor(cls) {
		return Value{}, Errorf(TypeError, "filter() takes no keyword arguments")
	}
	if len(args) != 2 {
		return Value{}, argCountError("filter", 2, 2, len(args))
	}
	it, err := Iter(t, args[1])
	if err != nil {
		return Value{}, err
	}
	return newIterObject(t, cls, &Filter{fn: args[0], it: it}), nil
}

func filterNext(t *Thread, self Value) (Value, bool, error) {
	f := payload[*Filter](self)
	// None and bool as the predicate test the items' truth directly.
	direct := f.fn.IsNone() || f.fn.obj == Object(BoolType)
	if !direct && f.kc == nil {
		f.kc = newKeyCaller(f.fn)
	}
	for {
		x, ok, err := Next(t, f.it)
		if err != nil || !ok {
			return Value{}, false, err
		}
		test := x
		if !direct {
			if test, err = f.kc.call(t, x); err != nil {
				return Value{}, false, err
			}
		}
		good, err := Truth(t, test)
		if err != nil {
			return Value{}, false, err
		}
		if good {
			return x, true, nil
		}
		// Skipped items are work the loop's one step does not cover.
		if err := t.Step(1); err != nil {
			return Value{}, false, err
		}
	}
}

// Map is a map object: a function applied to the items of one or more
// iterators, in step.
type Map struct {
	fn    Value
	iters []Value
	// one calls fn on the items of a single iterable, reusing its
	// argument buffer when fn does not keep its arguments.
	one keyCaller
}

// Type returns map.
func (*Map) Type() *Type { return MapType }

func newMapType() *Type {
	c := newIterType("map", mapNew, mapNext)
	addReduce(c, func(self Value) (Value, error) {
		m := payload[*Map](self)
		args := append([]Value{m.fn}, m.iters...)
		return MakeTuple(MakeObject(self.Type()), MakeObject(NewTuple(args))), nil
	})
	return c
}

func mapNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	if kw.Len() > 0 && noKeywordsFor(cls) {
		return Value{}, Errorf(TypeError, "map() takes no keyword arguments")
	}
	if len(args) < 2 {
		return Value{}, Errorf(TypeError, "map() must have at least two arguments.")
	}
	m := &Map{fn: args[0], iters: make([]Value, len(args)-1)}
	if len(m.iters) == 1 {
		m.one = *newKeyCaller(m.fn)
	}
	for i, a := range args[1:] {
		it, err := Iter(t, a)
		if err != nil {
			return Value{}, err
		}
		m.iters[i] = it
	}
	return newIterObject(t, cls, m), nil
}

func mapNext(t *Thread, self Value) (Value, bool, error) {
	m := payload[*Map](self)
	if len(m.iters) == 1 {
		x, ok, err := Next(t, m.iters[0])
		if err != nil || !ok {
			return Value{}, false, err
		}
		var v Value
		if m.fn.obj == Object(StrType) {
			// map(str, ...): str(x) without the type call.
			v, err = StrOf(t, x)
		} else {
			v, err = m.one.call(t, x)
		}
		if err != nil {
			return Value{}, false, err
		}
		return v, true, nil
	}
	items := make([]Value, len(m.iters))
	for i, it := range m.iters {
		x, ok, err := Next(t, it)
		if err != nil || !ok {
			return Value{}, false, err
		}
		items[i] = x
	}
	v, err := Call(t, m.fn, items, nil)
	if err != nil {
		return Value{}, false, err
	}
	return v, true, nil
}

// Reversed is a reversed object: the items of a sequence by index, from
// the last to the first.
type Reversed struct {
	seq   Value // None once exhausted
	index int
}

// Type returns reversed.
func (*Reversed) Type() *Type { return ReversedType }

func newReversedType() *Type {
	c := newIterType("reversed", reversedNew, reversedNext)
	addMethod(c, "__length_hint__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("__length_hint__", args, kw); err != nil {
			return Value{}, err
		}
		r := payload[*Reversed](self)
		if r.seq.IsNone() {
			return MakeInt(0), nil
		}
		n, err := Len(t, r.seq)
		if err != nil {
			return Value{}, err
		}
		if pos := r.index + 1; pos <= n {
			return MakeInt(int64(pos)), nil
		}
		return MakeInt(0), nil
	})
	addReduce(c, func(self Value) (Value, error) {
		r := payload[*Reversed](self)
		if r.seq.IsNone() {
			return MakeTuple(MakeObject(self.Type()), MakeTuple(MakeObject(NewTuple(nil)))), nil
		}
		return MakeTuple(MakeObject(self.Type()), MakeTuple(r.seq), MakeInt(int64(r.index))), nil
	})
	addMethod(c, "__setstate__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("__setstate__", args, kw); err != nil {
			return Value{}, err
		}
		n, ok := AsInt(args[0])
		if !ok {
			return Value{}, Errorf(TypeError, "an integer is required")
		}
		r := payload[*Reversed](self)
		if r.seq.IsNone() {
			return None, nil
		}
		i, fits := n.Int64()
		if !fits {
			return Value{}, Errorf(OverflowError, "Python int too large to convert to C ssize_t")
		}
		size, err := Len(t, r.seq)
		if err != nil {
			return Value{}, err
		}
		r.index = int(max(-1, min(i, int64(size)-1)))
		return None, nil
	})
	return c
}

// reversedNew is reversed(seq): seq.__reversed__() when the class defines
// it (None there means "not reversible"), else a reversed object over a
// sequence.
func reversedNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	if kw.Len() > 0 && noKeywordsFor(cls) {
		return Value{}, Errorf(TypeError, "reversed() takes no keyword arguments")
	}
	if len(args) != 1 {
		return Value{}, argCountError("reversed", 1, 1, len(args))
	}
	seq := args[0]
	st := seq.Type()
	if f, ok := st.Lookup("__reversed__"); ok {
		if f.IsNone() {
			return Value{}, Errorf(TypeError, "'%s' object is not reversible", seq.TypeName())
		}
		return callBound(t, f, seq, nil, nil)
	}
	if st.Slots.GetItem == nil || st.IsSubtype(DictType) {
		return Value{}, Errorf(TypeError, "'%s' object is not reversible", seq.TypeName())
	}
	n, err := Len(t, seq)
	if err != nil {
		return Value{}, err
	}
	return newIterObject(t, cls, &Reversed{seq: seq, index: n - 1}), nil
}

func reversedNext(t *Thread, self Value) (Value, bool, error) {
	r := payload[*Reversed](self)
	if r.index >= 0 && !r.seq.IsNone() {
		x, err := GetItem(t, r.seq, MakeInt(int64(r.index)))
		if err == nil {
			r.index--
			return x, true, nil
		}
		if !errorMatches(err, IndexErrorType) && !errorMatches(err, StopIterationType) {
			return Value{}, false, err
		}
	}
	r.index, r.seq = -1, None
	return Value{}, false, nil
}

// Zip is a zip object: tuples of the items of several iterators, in step,
// until the shortest ends (or, with strict, an error if they differ in
// length).
type Zip struct {
	iters  []Value
	strict bool
}

// Type returns zip.
func (*Zip) Type() *Type { return ZipType }

func newZipType() *Type {
	c := newIterType("zip", zipNew, zipNext)
	addReduce(c, func(self Value) (Value, error) {
		z := payload[*Zip](self)
		iters := MakeObject(NewTuple(append([]Value(nil), z.iters...)))
		if z.strict {
			return MakeTuple(MakeObject(self.Type()), iters, True), nil
		}
		return MakeTuple(MakeObject(self.Type()), iters), nil
	})
	addMethod(c, "__setstate__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("__setstate__", args, kw); err != nil {
			return Value{}, err
		}
		strict, err := Truth(t, args[0])
		if err != nil {
			return Value{}, err
		}
		payload[*Zip](self).strict = strict
		return None, nil
	})
	return c
}

func zipNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	strictV := False
	if kw.Len() > 0 {
		if err := keywordOnly("zip", kw, []string{"strict"}, []*Value{&strictV}); err != nil {
			return Value{}, err
		}
	}
	strict, err := Truth(t, strictV)
	if err != nil {
		return Value{}, err
	}
	z := &Zip{iters: make([]Value, len(args)), strict: strict}
	for i, a := range args {
		if z.iters[i], err = Iter(t, a); err != nil {
			return Value{}, err
		}
	}
	return newIterObject(t, cls, z), nil
}

func zipNext(t *Thread, self Value) (Value, bool, error) {
	z := payload[*Zip](self)
	if len(z.iters) == 0 {
		return Value{}, false, nil
	}
	// The items are gathered on the stack first: the tuple is made only
	// once every iterator has given one (not at the end of the shortest).
	var buf [4]Value
	items := buf[:0]
	if len(z.iters) > len(buf) {
		items = make([]Value, 0, len(z.iters))
	}
	for i, it := range z.iters {
		var x Value
		var ok bool
		var err error
		if li, isList := it.obj.(*ListIter); isList {
			// A list's iterator, stepped here without the slot call.
			if li.l != nil && li.i < len(li.l.items) {
				x, ok = li.l.items[li.i], true
				li.i++
			} else {
				li.l = nil
			}
		} else {
			x, ok, err = Next(t, it)
		}
		if err != nil && !(z.strict && isStopIteration(err)) {
			return Value{}, false, err
		}
		if err == nil && ok {
			items = append(items, x)
			continue
		}
		if !z.strict {
			return Value{}, false, nil
		}
		return Value{}, false, zipStrictCheck(t, z, i)
	}
	if len(items) == 2 {
		pair := &pairTuple{items: [2]Value{items[0], items[1]}}
		pair.t.items = pair.items[:]
		return MakeObject(&pair.t), true, nil
	}
	return MakeObject(NewTuple(append([]Value(nil), items...))), true, nil
}

// pairTuple is a tuple of two items and its storage, made in one
// allocation: enumerate and two-way zip make one per item.
type pairTuple struct {
	t     Tuple
	items [2]Value
}

// tuple2 returns the tuple (a, b).
func tuple2(a, b Value) Value {
	p := &pairTuple{items: [2]Value{a, b}}
	p.t.items = p.items[:]
	return MakeObject(&p.t)
}

// zipStrictCheck runs when iterator i of a strict zip is exhausted: the
// ones before it were not, or one after it is not, is an error.
func zipStrictCheck(t *Thread, z *Zip, i int) error {
	plural := func(i int) string {
		if i == 1 {
			return " "
		}
		return "s 1-"
	}
	if i > 0 {
		return Errorf(ValueError, "zip() argument %d is shorter than argument%s%d", i+1, plural(i), i)
	}
	for j := 1; j < len(z.iters); j++ {
		_, ok, err := Next(t, z.iters[j])
		if err != nil {
			if isStopIteration(err) {
				continue
			}
			return err
		}
		if ok {
			return Errorf(ValueError, "zip() argument %d is longer than argument%s%d", j+1, plural(j), j)
		}
	}
	return nil
}

// appendIterNext appends what the iterator it yields to dst, charging
// for the items as iterToSlice does. A caller that only reads them passes
// a stack buffer as dst, so that a short iterable costs no allocation.
func appendIterNext(t *Thread, dst []Value, it Value) ([]Value, error) {
	for n := 1; ; n++ {
		x, ok, err := Next(t, it)
		if err != nil || !ok {
			return dst, err
		}
		if n&1023 == 0 {
			if err := t.Charge(1024 * valueSize); err != nil {
				return nil, err
			}
		}
		dst = append(dst, x)
	}
}
