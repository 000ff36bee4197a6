// This file defines aiter and anext, and anext_awaitable, the awaitable
// that anext(it, default) returns: it awaits it.__anext__() and turns the
// StopAsyncIteration that ends the iteration into the default value.

package runtime

func builtinAiter(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if err := oneArg("aiter", args, kw); err != nil {
		return Value{}, err
	}
	v := args[0]
	if _, ok := v.Type().Lookup("__aiter__"); !ok {
		return Value{}, Errorf(TypeError, "'%s' object is not an async iterable", v.TypeName())
	}
	it, err := callMethod(t, v, "__aiter__", nil, nil)
	if err != nil {
		return Value{}, err
	}
	if _, ok := it.Type().Lookup("__anext__"); !ok {
		return Value{}, Errorf(TypeError, "aiter() returned not an async iterator of type '%s'", it.TypeName())
	}
	return it, nil
}

func builtinAnext(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var it, def Value
	if err := UnpackPositional("anext", args, kw, 1, &it, &def); err != nil {
		return Value{}, err
	}
	if _, ok := it.Type().Lookup("__anext__"); !ok {
		return Value{}, Errorf(TypeError, "'%s' object is not an async iterator", it.TypeName())
	}
	awaitable, err := callMethod(t, it, "__anext__", nil, nil)
	if err != nil || len(args) == 1 {
		return awaitable, err
	}
	return MakeObject(&AnextAwaitable{wrapped: awaitable, def: def}), nil
}

// AnextAwaitable is the awaitable of anext(iterator, default).
type AnextAwaitable struct {
	wrapped Value // what __anext__ returned
	def     Value
}

// Type returns anext_awaitable.
func (*AnextAwaitable) Type() *Type { return AnextAwaitableType }

// AnextAwaitableType is the class of anext(it, default)'s result.
var AnextAwaitableType = newAnextAwaitableType()

func newAnextAwaitableType() *Type {
	c := newBuiltinType("anext_awaitable", ObjectType, closed)
	c.Slots.Iter = iterSelf
	c.Slots.Next = func(t *Thread, self Value) (Value, bool, error) {
		v, err := self.obj.(*AnextAwaitable).proxy(t, "__next__", nil)
		if err != nil {
			return Value{}, false, err
		}
		return v, true, nil
	}
	addMethod(c, "__await__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("__await__", args, kw); err != nil {
			return Value{}, err
		}
		return self, nil
	})
	// send takes one argument, close none, throw any (CPython's METH_O,
	// METH_NOARGS and METH_VARARGS).
	addMethod(c, "send", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("anext_awaitable.send", args, kw); err != nil {
			return Value{}, err
		}
		return self.obj.(*AnextAwaitable).proxy(t, "send", args)
	})
	addMethod(c, "throw", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if kw.Len() > 0 {
			return Value{}, Errorf(TypeError, "anext_awaitable.throw() takes no keyword arguments")
		}
		return self.obj.(*AnextAwaitable).proxy(t, "throw", args)
	})
	addMethod(c, "close", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("anext_awaitable.close", args, kw); err != nil {
			return Value{}, err
		}
		return self.obj.(*AnextAwaitable).proxy(t, "close", nil)
	})
	return c
}

// awaitIter returns the iterator that awaiting v steps through: a
// coroutine or generator itself, or what v.__await__() returns.
func awaitIter(t *Thread, v Value) (Value, error) {
	if g, ok := v.obj.(*Generator); ok && g.Kind != AsyncGeneratorKind {
		return v, nil
	}
	if _, ok := v.Type().Lookup("__await__"); !ok {
		return Value{}, Errorf(TypeError, "object %s can't be used in 'await' expression", v.TypeName())
	}
	it, err := callMethod(t, v, "__await__", nil, nil)
	if err != nil {
		return Value{}, err
	}
	if g, ok := it.obj.(*Generator); ok && g.Kind == CoroutineKind {
		return Value{}, Errorf(TypeError, "__await__() returned a coroutine")
	}
	if it.Type().Slots.Next == nil {
		return Value{}, Errorf(TypeError, "__await__() returned non-iterator of type '%s'", it.TypeName())
	}
	return it, nil
}

// proxy forwards __next__, send, throw or close to the awaited iterator;
// the StopAsyncIteration that ends the async iteration becomes
// StopIteration(default), the result of the await.
func (a *AnextAwaitable) proxy(t *Thread, meth string, args []Value) (Value, error) {
	it, err := awaitIter(t, a.wrapped)
	if err != nil {
		return Value{}, err
	}
	var v Value
	if g, ok := it.obj.(*Generator); ok {
		switch meth {
		case "__next__":
			v, err = GenSend(t, g, None)
		case "send":
			v, err = GenSend(t, g, args[0])
		default:
			v, err = callMethod(t, it, meth, args, nil)
		}
	} else if meth == "__next__" {
		var ok bool
		v, ok, err = Next(t, it)
		if err == nil && !ok {
			err = NewException(StopIterationType)
		}
	} else {
		v, err = callMethod(t, it, meth, args, nil)
	}
	if err != nil && errorMatches(err, StopAsyncIterationType) {
		return Value{}, NewException(StopIterationType, a.def)
	}
	return v, err
}

// AwaitIter returns the iterator that `await v` steps through, with
// CPython's messages for objects that cannot be awaited.
func AwaitIter(t *Thread, v Value) (Value, error) { return awaitIter(t, v) }

// IsAwaitable reports whether v can be awaited without calling anything:
// a coroutine or generator, or an object whose class has __await__.
func IsAwaitable(v Value) bool {
	if g, ok := v.obj.(*Generator); ok {
		return g.Kind != AsyncGeneratorKind
	}
	_, ok := v.Type().Lookup("__await__")
	return ok
}
