// This file defines the built-in functions that walk iterables: iter,
// next, len, all, any, max, min, sorted and sum. Each charges one step per
// item it takes from an iterator, so that their work counts against the
// run's budget in proportion to their input.

package runtime

func builtinIter(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var obj, sentinel Value
	if err := UnpackPositional("iter", args, kw, 1, &obj, &sentinel); err != nil {
		return Value{}, err
	}
	if len(args) == 1 {
		return Iter(t, obj)
	}
	if !Callable(obj) {
		return Value{}, Errorf(TypeError, "iter(v, w): v must be callable")
	}
	return MakeObject(NewCallableIter(obj, sentinel)), nil
}

func builtinNext(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var it, def Value
	if err := UnpackPositional("next", args, kw, 1, &it, &def); err != nil {
		return Value{}, err
	}
	if it.Type().Slots.Next == nil {
		return Value{}, Errorf(TypeError, "'%s' object is not an iterator", it.TypeName())
	}
	// The slot itself, not Next: a StopIteration carrying a generator's
	// return value must reach the caller.
	v, ok, err := it.Type().Slots.Next(t, it)
	if err != nil {
		// With a default, a StopIteration raised by the iterator is
		// swallowed too.
		if len(args) == 2 && isStopIteration(err) {
			return def, nil
		}
		return Value{}, err
	}
	if ok {
		return v, nil
	}
	if len(args) == 2 {
		return def, nil
	}
	return Value{}, NewException(StopIterationType)
}

func builtinLen(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if err := oneArg("len", args, kw); err != nil {
		return Value{}, err
	}
	n, err := Len(t, args[0])
	if err != nil {
		return Value{}, err
	}
	return MakeInt(int64(n)), nil
}

// walker steps through the items of an iterable, charging a step per
// item: by index over an exact list or tuple (as their iterators do,
// re-reading a list's length each time, so no iterator object is made),
// else through the iterable's iterator.
type walker struct {
	t     *Thread
	list  *List
	tuple *Tuple
	i     int
	it    Value
}

// newWalker starts walking v.
func newWalker(t *Thread, v Value) (walker, error) {
	switch o := v.obj.(type) {
	case *List:
		return walker{t: t, list: o}, nil
	case *Tuple:
		return walker{t: t, tuple: o}, nil
	}
	it, err := Iter(t, v)
	return walker{t: t, it: it}, err
}

// next returns the next item, or false at the end.
func (w *walker) next() (Value, bool, error) {
	var x Value
	switch {
	case w.list != nil:
		if w.i >= len(w.list.items) {
			return Value{}, false, nil
		}
		x = w.list.items[w.i]
		w.i++
	case w.tuple != nil:
		if w.i >= len(w.tuple.items) {
			return Value{}, false, nil
		}
		x = w.tuple.items[w.i]
		w.i++
	default:
		var ok bool
		var err error
		if x, ok, err = Next(w.t, w.it); err != nil || !ok {
			return Value{}, false, err
		}
	}
	return x, true, w.t.Step(1)
}

// forEach calls f with each item of iterable v until f returns stop or an
// error.
func forEach(t *Thread, v Value, f func(x Value) (stop bool, err error)) error {
	w, err := newWalker(t, v)
	if err != nil {
		return err
	}
	for {
		x, ok, err := w.next()
		if err != nil || !ok {
			return err
		}
		if stop, err := f(x); stop || err != nil {
			return err
		}
	}
}

// allAny is all() (want false: stop at the first false item) and any()
// (want true).
func allAny(name string, want bool) BuiltinFunc {
	return func(t *Thread, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg(name, args, kw); err != nil {
			return Value{}, err
		}
		found := false
		err := forEach(t, args[0], func(x Value) (bool, error) {
			b, err := Truth(t, x)
			if err != nil {
				return true, err
			}
			found = b == want
			return found, nil
		})
		if err != nil {
			return Value{}, err
		}
		return MakeBool(found == want), nil
	}
}

var (
	builtinAll = allAny("all", false)
	builtinAny = allAny("any", true)
)

func builtinMax(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	return minMax(t, "max", OpGt, args, kw)
}

func builtinMin(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	return minMax(t, "min", OpLt, args, kw)
}

// minMax is CPython's min_max: the items of one iterable argument, or the
// arguments themselves when there are several; an item replaces the best
// so far when (its key) compares op to the best's.
func minMax(t *Thread, name string, op CompareOp, args []Value, kw *KwArgs) (Value, error) {
	if len(args) == 0 {
		return Value{}, Errorf(TypeError, "%s expected at least 1 argument, got 0", name)
	}
	// Unbound marks an absent default: None is a valid one.
	key, def := None, Unbound
	if err := keywordOnly(name, kw, []string{"key", "default"}, []*Value{&key, &def}); err != nil {
		return Value{}, err
	}
	hasDef := !def.Is(Unbound)
	positional := len(args) > 1
	if positional && hasDef {
		return Value{}, Errorf(TypeError, "Cannot specify a default for %s() with multiple positional arguments", name)
	}
	var best, bestKey Value
	found := false
	var kc *keyCaller
	if !key.IsNone() {
		kc = newKeyCaller(key)
	}
	consider := func(x Value) (bool, error) {
		k := x
		if kc != nil {
			var err error
			if k, err = kc.call(t, x); err != nil {
				return true, err
			}
		}
		if !found {
			best, bestKey, found = x, k, true
			return false, nil
		}
		var better bool
		if k.obj == nil && bestKey.obj == nil {
			// Two small ints: the comparison Compare would make first.
			better = cmpResult(op, cmpInt64(int64(k.num), int64(bestKey.num)))
		} else {
			var err error
			if better, err = CompareBool(t, op, k, bestKey); err != nil {
				return true, err
			}
		}
		if better {
			best, bestKey = x, k
		}
		return false, nil
	}
	var err error
	if positional {
		for _, x := range args {
			if _, err = consider(x); err != nil {
				break
			}
		}
	} else {
		err = forEach(t, args[0], consider)
	}
	if err != nil {
		return Value{}, err
	}
	if !found {
		if hasDef {
			return def, nil
		}
		return Value{}, Errorf(ValueError, "%s() arg is an empty sequence", name)
	}
	return best, nil
}

// valueSize is the memory a Value takes in a list.
const valueSize = 24

// listSortParams are the parameters of list.sort, which sorted() passes
// its keywords to.
var listSortParams = clinicParams{fname: "sort", names: []string{"key", "reverse"}}

func builtinSorted(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if len(args) != 1 {
		return Value{}, argCountError("sorted", 1, 1, len(args))
	}
	// The new list is charged before it is made; iterToSlice charges as
	// it goes only for what it collects from an iterator.
	switch o := args[0].obj.(type) {
	case *List:
		if err := t.Charge(int64(len(o.items)) * valueSize); err != nil {
			return Value{}, err
		}
	case *Tuple:
		if err := t.Charge(int64(len(o.items)) * valueSize); err != nil {
			return Value{}, err
		}
	}
	items, err := iterToSlice(t, args[0])
	if err != nil {
		return Value{}, err
	}
	var p [2]Value
	given, err := listSortParams.unpack(nil, kw, p[:])
	if err != nil {
		return Value{}, err
	}
	key, reverse := None, false
	if given&1 != 0 {
		key = p[0]
	}
	if given&2 != 0 {
		r, err := asCInt(t, p[1])
		if err != nil {
			return Value{}, err
		}
		reverse = r != 0
	}
	// Building the list costs a step per item; SortValues charges its
	// comparisons, about n log n of them.
	if err := t.Step(int64(len(items))); err != nil {
		return Value{}, err
	}
	if err := SortValues(t, items, key, reverse); err != nil {
		return Value{}, err
	}
	return MakeObject(NewList(items)), nil
}

var sumParams = clinicParams{fname: "sum", names: []string{"iterable", "start"}, posOnly: 1, minPos: 1, maxPos: 2}

// builtinSum is CPython 3.11's sum: an int64 fast path while every item is
// an exact int or a bool and the total fits; then, once the total is a
// float, a float fast path that adds floats and int64-sized ints in
// double precision, left to right (3.11 has no compensated summation);
// then generic addition for whatever is left.
func builtinSum(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var p [2]Value
	given, err := sumParams.unpack(args, kw, p[:])
	if err != nil {
		return Value{}, err
	}
	result := MakeInt(0)
	if given&2 != 0 {
		result = p[1]
		switch {
		case result.Type().IsSubtype(StrType):
			return Value{}, Errorf(TypeError, "sum() can't sum strings [use ''.join(seq) instead]")
		case result.Type().IsSubtype(BytesType):
			return Value{}, Errorf(TypeError, "sum() can't sum bytes [use b''.join(seq) instead]")
		case result.Type().IsSubtype(ByteArrayType):
			return Value{}, Errorf(TypeError, "sum() can't sum bytearray [use b''.join(seq) instead]")
		}
	}
	w, err := newWalker(t, p[0])
	if err != nil {
		return Value{}, err
	}
	// The int fast path, entered when the start is an int that fits.
	if result.IsSmallInt() {
		acc := result.SmallInt()
		for {
			x, ok, err := w.next()
			if err != nil {
				return Value{}, err
			}
			if !ok {
				return MakeInt(acc), nil
			}
			if b, isInt := exactIntOrBool(x); isInt {
				if s := acc + b; (b >= 0) == (s >= acc) {
					acc = s
					continue
				}
			}
			if result, err = Binary(t, OpAdd, MakeInt(acc), x); err != nil {
				return Value{}, err
			}
			break
		}
	}
	// The float fast path, entered when the total is (or has become) a
	// float.
	if result.IsFloat() {
		acc := result.Float()
		for {
			x, ok, err := w.next()
			if err != nil {
				return Value{}, err
			}
			if !ok {
				return MakeFloat(acc), nil
			}
			if x.IsFloat() {
				acc += x.Float()
				continue
			}
			if n, isInt := AsInt(x); isInt {
				if v, fits := n.Int64(); fits {
					acc += float64(v)
					continue
				}
			}
			if result, err = Binary(t, OpAdd, MakeFloat(acc), x); err != nil {
				return Value{}, err
			}
			break
		}
	}
	for {
		x, ok, err := w.next()
		if err != nil {
			return Value{}, err
		}
		if !ok {
			return result, nil
		}
		// Binary, not in-place, addition: sum(lists, acc) must not change
		// acc.
		if result, err = Binary(t, OpAdd, result, x); err != nil {
			return Value{}, err
		}
	}
}

// exactIntOrBool returns the value of an exact int or bool that fits
// int64, as sum's int fast path takes them (not instances of int
// subclasses).
func exactIntOrBool(v Value) (int64, bool) {
	switch o := v.obj.(type) {
	case nil:
		return int64(v.num), true
	case boolObject:
		if o {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}
