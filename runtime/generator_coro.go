// This file defines coroutine_wrapper, what coroutine.__await__()
// returns: an iterator that steps the coroutine, so that a class's
// __await__ may return `some_coroutine.__await__()`.

package runtime

// CoroWrapper is a coroutine_wrapper.
type CoroWrapper struct {
	identity
	coro *Generator
}

// Type returns coroutine_wrapper.
func (*CoroWrapper) Type() *Type { return CoroWrapperType }

// CoroWrapperType is the class of coroutine.__await__()'s result.
var CoroWrapperType = newCoroWrapperType()

func newCoroWrapperType() *Type {
	c := newBuiltinType("coroutine_wrapper", ObjectType, closed)
	c.Slots.Iter = iterSelf
	c.Slots.Next = func(t *Thread, self Value) (Value, bool, error) {
		v, err := GenSend(t, self.obj.(*CoroWrapper).coro, None)
		if err != nil {
			return None, false, err
		}
		return v, true, nil
	}
	addMethod(c, "send", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		var v Value
		if err := UnpackPositional("send", args, kw, 1, &v); err != nil {
			return None, err
		}
		return GenSend(t, self.obj.(*CoroWrapper).coro, v)
	})
	addMethod(c, "throw", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		exc, err := throwArgs(t, args, kw)
		if err != nil {
			return None, err
		}
		return GenThrow(t, self.obj.(*CoroWrapper).coro, exc)
	})
	addMethod(c, "close", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := UnpackPositional("close", args, kw, 0); err != nil {
			return None, err
		}
		return None, GenClose(t, self.obj.(*CoroWrapper).coro)
	})
	return c
}

// CoroutineOf returns the coroutine a coroutine_wrapper steps, for the
// VM's delegation fast path.
func CoroutineOf(v Value) (*Generator, bool) {
	if w, ok := v.obj.(*CoroWrapper); ok {
		return w.coro, true
	}
	return nil, false
}
