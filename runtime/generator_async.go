// This file defines the async generator protocol: __anext__, asend,
// athrow and aclose return awaitables (async_generator_asend and
// async_generator_athrow) whose send/throw step the generator's frame.
//
// A value the generator's own yield produces ends the await with
// StopIteration(value); a value an await inside the generator passes up
// (the frame suspended in yield from) goes through to the event loop.
// Generator.Yielded, set by the VM on each suspension, tells the two
// apart where CPython wraps yielded values. The states, and the messages
// of reuse and re-entry, follow CPython 3.11's genobject.c.

package runtime

// awaitableState is the life of an asend/athrow awaitable.
type awaitableState uint8

const (
	awaitInit    awaitableState = iota // not yet sent to
	awaitRunning                       // running the generator
	awaitClosed                        // finished; cannot be reused
)

// AsyncGenASend is the awaitable of __anext__() and asend(v).
type AsyncGenASend struct {
	identity
	gen     *Generator
	sendVal Value
	state   awaitableState
}

// Type returns async_generator_asend.
func (*AsyncGenASend) Type() *Type { return AsyncGenASendType }

// AsyncGenAThrow is the awaitable of athrow(...) and aclose().
type AsyncGenAThrow struct {
	identity
	gen   *Generator
	args  []Value // nil for aclose()
	state awaitableState
}

// Type returns async_generator_athrow.
func (*AsyncGenAThrow) Type() *Type { return AsyncGenAThrowType }

// The async generator awaitable types.
var (
	AsyncGenASendType  = newBuiltinType("async_generator_asend", ObjectType, closed)
	AsyncGenAThrowType = newBuiltinType("async_generator_athrow", ObjectType, closed)
)

// AsyncGenAnext returns ag.__anext__()'s awaitable.
func AsyncGenAnext(t *Thread, g *Generator) (Value, error) {
	if err := g.hookAsyncGen(t); err != nil {
		return None, err
	}
	return MakeObject(&AsyncGenASend{gen: g, sendVal: None}), nil
}

// hookAsyncGen calls the thread's firstiter hook with g the first time g
// is iterated.
func (g *Generator) hookAsyncGen(t *Thread) error {
	if g.agHooked {
		return nil
	}
	g.agHooked = true
	first := t.AsyncGenFirstIter
	if first == (Value{}) || first.IsNone() {
		return nil
	}
	_, err := Call(t, first, []Value{MakeObject(g)}, nil)
	return err
}

// unwrap turns one step of the generator into the awaitable's result: its
// own yield ends the await with StopIteration(value), a return ends the
// iteration with StopAsyncIteration, and an await's value passes through.
func (g *Generator) unwrap(v Value, done bool, err error) (Value, error) {
	switch {
	case err != nil:
		if errorMatches(err, StopAsyncIterationType) || errorMatches(err, GeneratorExitType) {
			g.agClosed = true
		}
		g.runningAsync = false
		return None, err
	case done:
		g.agClosed = true
		g.runningAsync = false
		return None, NewException(StopAsyncIterationType)
	case g.Yielded:
		g.runningAsync = false
		return None, NewException(StopIterationType, v)
	}
	return v, nil
}

func (a *AsyncGenASend) send(t *Thread, v Value) (Value, error) {
	if a.state == awaitClosed {
		return None, Errorf(RuntimeError, "cannot reuse already awaited __anext__()/asend()")
	}
	if a.state == awaitInit {
		if a.gen.runningAsync {
			return None, Errorf(RuntimeError, "anext(): asynchronous generator is already running")
		}
		if v.IsNone() {
			v = a.sendVal
		}
		a.state = awaitRunning
	}
	a.gen.runningAsync = true
	out, err := a.gen.unwrap(a.gen.resume(t, v, nil, false))
	if err != nil {
		a.state = awaitClosed
	}
	return out, err
}

func (a *AsyncGenASend) throw(t *Thread, exc error) (Value, error) {
	if a.state == awaitClosed {
		return None, Errorf(RuntimeError, "cannot reuse already awaited __anext__()/asend()")
	}
	out, err := a.gen.unwrap(a.gen.resume(t, None, exc, false))
	if err != nil {
		a.state = awaitClosed
	}
	return out, err
}

// closeMode reports aclose(): GeneratorExit thrown in, and the end of the
// generator is the await's normal end.
func (a *AsyncGenAThrow) closeMode() bool { return a.args == nil }

func (a *AsyncGenAThrow) send(t *Thread, v Value) (Value, error) {
	g := a.gen
	if a.state == awaitClosed {
		return None, Errorf(RuntimeError, "cannot reuse already awaited aclose()/athrow()")
	}
	if g.Frame == nil {
		a.state = awaitClosed
		return None, NewException(StopIterationType)
	}
	var out Value
	var done bool
	var err error
	if a.state == awaitInit {
		if g.runningAsync {
			a.state = awaitClosed
			if a.closeMode() {
				return None, Errorf(RuntimeError, "aclose(): asynchronous generator is already running")
			}
			return None, Errorf(RuntimeError, "athrow(): asynchronous generator is already running")
		}
		if g.agClosed {
			a.state = awaitClosed
			return None, NewException(StopAsyncIterationType)
		}
		if !v.IsNone() {
			return None, Errorf(RuntimeError, "can't send non-None value to a just-started coroutine")
		}
		a.state = awaitRunning
		g.runningAsync = true
		if a.closeMode() {
			g.agClosed = true
			out, done, err = g.resume(t, None, NewException(GeneratorExitType), false)
		} else {
			exc, perr := throwArgs(t, a.args, nil)
			if perr != nil {
				g.runningAsync = false
				a.state = awaitClosed
				return None, perr
			}
			out, err = g.unwrap(g.resume(t, None, exc, false))
			if err != nil {
				a.state = awaitClosed
			}
			return out, err
		}
	} else {
		out, done, err = g.resume(t, v, nil, false)
		if !a.closeMode() {
			out, err = g.unwrap(out, done, err)
			if err != nil {
				a.state = awaitClosed
			}
			return out, err
		}
	}
	return a.closeResult(out, done, err)
}

// closeResult finishes a step of aclose(): the generator must end, not
// yield; its end (or GeneratorExit, StopAsyncIteration) ends the await.
func (a *AsyncGenAThrow) closeResult(out Value, done bool, err error) (Value, error) {
	g := a.gen
	if err == nil && !done {
		if g.Yielded {
			g.runningAsync = false
			a.state = awaitClosed
			return None, Errorf(RuntimeError, "async generator ignored GeneratorExit")
		}
		return out, nil
	}
	g.runningAsync = false
	a.state = awaitClosed
	if done || errorMatches(err, StopAsyncIterationType) || errorMatches(err, GeneratorExitType) {
		return None, NewException(StopIterationType)
	}
	return None, err
}

func (a *AsyncGenAThrow) throw(t *Thread, exc error) (Value, error) {
	g := a.gen
	if a.state == awaitClosed {
		return None, Errorf(RuntimeError, "cannot reuse already awaited aclose()/athrow()")
	}
	out, done, err := g.resume(t, None, exc, false)
	if !a.closeMode() {
		return g.unwrap(out, done, err)
	}
	if err == nil && !done && g.Yielded {
		g.runningAsync = false
		a.state = awaitClosed
		return None, Errorf(RuntimeError, "async generator ignored GeneratorExit")
	}
	if err != nil && (errorMatches(err, StopAsyncIterationType) || errorMatches(err, GeneratorExitType)) {
		return None, NewException(StopIterationType)
	}
	if done {
		return None, NewException(StopIterationType)
	}
	return out, err
}

// awaitable is what both awaitable types offer to their shared methods.
type awaitable interface {
	Object
	send(t *Thread, v Value) (Value, error)
	throw(t *Thread, exc error) (Value, error)
}

func setupAsyncGenerators() {
	ag := AsyncGeneratorType
	addMethod(ag, "__aiter__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("__aiter__", args, kw); err != nil {
			return None, err
		}
		return self, nil
	})
	addMethod(ag, "__anext__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("__anext__", args, kw); err != nil {
			return None, err
		}
		return AsyncGenAnext(t, self.obj.(*Generator))
	})
	addMethod(ag, "asend", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("asend", args, kw); err != nil {
			return None, err
		}
		g := self.obj.(*Generator)
		if err := g.hookAsyncGen(t); err != nil {
			return None, err
		}
		return MakeObject(&AsyncGenASend{gen: g, sendVal: args[0]}), nil
	})
	addMethod(ag, "athrow", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if kw.Len() > 0 {
			return None, Errorf(TypeError, "athrow() takes no keyword arguments")
		}
		if len(args) < 1 || len(args) > 3 {
			if len(args) < 1 {
				return None, Errorf(TypeError, "athrow expected at least 1 argument, got 0")
			}
			return None, Errorf(TypeError, "athrow expected at most 3 arguments, got %d", len(args))
		}
		g := self.obj.(*Generator)
		if err := g.hookAsyncGen(t); err != nil {
			return None, err
		}
		return MakeObject(&AsyncGenAThrow{gen: g, args: append([]Value{}, args...)}), nil
	})
	addMethod(ag, "aclose", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("aclose", args, kw); err != nil {
			return None, err
		}
		g := self.obj.(*Generator)
		if err := g.hookAsyncGen(t); err != nil {
			return None, err
		}
		return MakeObject(&AsyncGenAThrow{gen: g}), nil
	})
	for _, c := range []*Type{AsyncGenASendType, AsyncGenAThrowType} {
		c.Slots.Iter = iterSelf
		c.Slots.Next = func(t *Thread, self Value) (Value, bool, error) {
			v, err := self.obj.(awaitable).send(t, None)
			if err != nil {
				return None, false, err
			}
			return v, true, nil
		}
		addMethod(c, "__await__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := noArgs("__await__", args, kw); err != nil {
				return None, err
			}
			return self, nil
		})
		addMethod(c, "send", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := oneArg("send", args, kw); err != nil {
				return None, err
			}
			return self.obj.(awaitable).send(t, args[0])
		})
		addMethod(c, "throw", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			exc, err := throwArgs(t, args, kw)
			if err != nil {
				return None, err
			}
			return self.obj.(awaitable).throw(t, exc)
		})
		addMethod(c, "close", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := noArgs("close", args, kw); err != nil {
				return None, err
			}
			switch a := self.obj.(type) {
			case *AsyncGenASend:
				a.state = awaitClosed
			case *AsyncGenAThrow:
				a.state = awaitClosed
			}
			return None, nil
		})
	}
}

// AsyncStep steps an asend/athrow awaitable directly, for the VM's await
// of one without method lookups; ok is false for any other object.
func AsyncStep(t *Thread, v Value, send Value, throw error) (out Value, ok bool, err error) {
	a, isAw := v.obj.(awaitable)
	if !isAw {
		return None, false, nil
	}
	if throw != nil {
		out, err = a.throw(t, throw)
	} else {
		out, err = a.send(t, send)
	}
	return out, true, err
}
