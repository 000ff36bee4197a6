// This file defines the generator, coroutine and async generator objects.
// Each holds a suspended frame that only the VM understands; runtime
// resumes it through the Resumer interface, which the VM implements next to
// Caller, so runtime never imports vm.
//
// The three kinds share one resumption path (resume) whose checks follow
// CPython's gen_send_ex2: a running frame cannot be re-entered, a
// just-started one accepts only None, and a finished coroutine refuses to
// run again ("cannot reuse already awaited coroutine") where a finished
// generator just reports exhaustion. Async generators are driven through
// the awaitables of generator_async.go; coroutine.__await__ returns the
// wrapper of generator_coro.go.

package runtime

import "strconv"

// GeneratorKind says which of the three suspended-frame types an object is.
type GeneratorKind uint8

// The generator kinds.
const (
	GeneratorKind_     GeneratorKind = iota // a generator
	CoroutineKind                           // a coroutine (async def)
	AsyncGeneratorKind                      // an async generator
)

// word is the kind's name in CPython's messages.
func (k GeneratorKind) word() string {
	switch k {
	case CoroutineKind:
		return "coroutine"
	case AsyncGeneratorKind:
		return "async generator"
	}
	return "generator"
}

// Resumer resumes suspended frames. The VM implements it.
type Resumer interface {
	// Resume runs g's frame until it yields or returns. send is the value
	// sent in (None for next()); when throw is not nil it is raised at
	// the point of suspension instead. done reports a return, with the
	// return value as v. Callers go through GenResume, which checks the
	// generator's state first.
	Resume(t *Thread, g *Generator, send Value, throw error) (v Value, done bool, err error)
	// YieldFrom returns the iterator g's suspended frame delegates to
	// (yield from, await), or None: gi_yieldfrom and cr_await.
	YieldFrom(g *Generator) Value
	// SuspendedLine returns the line g's frame will resume at (its
	// first line before it started), or 0 once it finished: what
	// CPython reads from cr_frame.f_lineno.
	SuspendedLine(g *Generator) int
}

// Generator is a generator, coroutine or async generator object.
type Generator struct {
	identity
	Kind     GeneratorKind
	Name     string
	QualName string
	Func     *Function
	// Frame is the VM's suspended frame; nil once the generator finished.
	Frame   any
	Running bool
	Started bool
	// Yielded reports that the last suspension was the frame's own yield,
	// not a value passed through from an awaited iterator: how an async
	// generator tells the values it produces from its awaits (CPython
	// wraps the former). The VM sets it on each suspension.
	Yielded bool

	// Async generators only: an asend/athrow awaitable is in progress
	// (ag_running), and the generator was closed by aclose or ended.
	runningAsync bool
	agClosed     bool
	// agHooked: sys's firstiter hook has seen it (CPython calls the hook
	// once, at the first __anext__, asend, athrow or aclose).
	agHooked bool
}

// NewGenerator returns a generator of the given kind for fn over frame.
func NewGenerator(kind GeneratorKind, fn *Function, frame any) *Generator {
	return &Generator{Kind: kind, Name: fn.Name, QualName: fn.QualName, Func: fn, Frame: frame}
}

// Type returns generator, coroutine or async_generator.
func (g *Generator) Type() *Type {
	switch g.Kind {
	case CoroutineKind:
		return CoroutineType
	case AsyncGeneratorKind:
		return AsyncGeneratorType
	}
	return GeneratorType
}

// The suspended-frame types.
var (
	GeneratorType      = newBuiltinType("generator", ObjectType, closed)
	CoroutineType      = newBuiltinType("coroutine", ObjectType, closed)
	AsyncGeneratorType = newBuiltinType("async_generator", ObjectType, closed)
)

// GenResume runs g one step: the state checks of CPython's gen_send_ex2,
// then the VM. closing is set by close(), which may meet a finished
// coroutine silently.
func GenResume(t *Thread, g *Generator, send Value, throw error) (Value, bool, error) {
	return g.resume(t, send, throw, false)
}

func (g *Generator) resume(t *Thread, send Value, throw error, closing bool) (Value, bool, error) {
	r, ok := t.Caller.(Resumer)
	if !ok {
		return None, false, Errorf(SystemError, "no VM to resume a generator")
	}
	if !g.Started && g.Frame != nil && throw == nil && !send.IsNone() {
		return None, false, Errorf(TypeError, "can't send non-None value to a just-started %s", g.Kind.word())
	}
	if g.Running {
		return None, false, Errorf(ValueError, "%s already executing", g.Kind.word())
	}
	if g.Frame == nil {
		if g.Kind == CoroutineKind && !closing {
			return None, false, Errorf(RuntimeError, "cannot reuse already awaited coroutine")
		}
		if throw != nil {
			return None, false, throw
		}
		return None, true, nil
	}
	return r.Resume(t, g, send, throw)
}

// yieldFrom is gi_yieldfrom / cr_await / ag_await.
func (g *Generator) yieldFrom(t *Thread) Value {
	r, ok := t.Caller.(Resumer)
	if !ok || g.Frame == nil || !g.Started || g.Running {
		return None
	}
	return r.YieldFrom(g)
}

// GenLine returns the line g is suspended at, its first line when it has
// not started, or 0 when it finished (asyncio's task reprs show it).
func GenLine(t *Thread, g *Generator) int {
	r, ok := t.Caller.(Resumer)
	if !ok || g.Frame == nil {
		return 0
	}
	return r.SuspendedLine(g)
}

// GenSend is generator.send: the next value, or a StopIteration carrying
// the return value when the generator returns.
func GenSend(t *Thread, g *Generator, v Value) (Value, error) {
	out, done, err := g.resume(t, v, nil, false)
	if err != nil {
		return None, err
	}
	if done {
		return None, stopIteration(out)
	}
	return out, nil
}

func stopIteration(v Value) error {
	if v.IsNone() {
		return NewException(StopIterationType)
	}
	return NewException(StopIterationType, v)
}

// GenThrow is generator.throw(exc): exc raised inside the generator.
func GenThrow(t *Thread, g *Generator, exc error) (Value, error) {
	out, done, err := g.resume(t, None, exc, false)
	if err != nil {
		return None, err
	}
	if done {
		return None, stopIteration(out)
	}
	return out, nil
}

// GenClose is generator.close(): GeneratorExit raised inside; a generator
// that yields in response is an error.
func GenClose(t *Thread, g *Generator) error {
	if g.Running {
		return Errorf(ValueError, "%s already executing", g.Kind.word())
	}
	if g.Frame == nil || !g.Started {
		g.Frame = nil
		return nil
	}
	_, done, err := g.resume(t, None, NewException(GeneratorExitType), true)
	switch {
	case err != nil:
		if ErrorMatches(err, GeneratorExitType) || ErrorMatches(err, StopIterationType) {
			return nil
		}
		return err
	case !done:
		return Errorf(RuntimeError, "%s ignored GeneratorExit", g.Kind.word())
	}
	return nil
}

func genRepr(t *Thread, v Value) (string, error) {
	g := v.obj.(*Generator)
	return "<" + g.Type().Name + " object " + g.QualName + " at 0x" + strconv.FormatUint(ObjectID(t, v), 16) + ">", nil
}

func setupGenerators() {
	s := &GeneratorType.Slots
	s.Iter = func(t *Thread, v Value) (Value, error) { return v, nil }
	s.Next = func(t *Thread, v Value) (Value, bool, error) {
		out, done, err := v.obj.(*Generator).resume(t, None, nil, false)
		switch {
		case err != nil:
			return None, false, err
		case done && !out.IsNone():
			// next() must see the return value; Next turns this into
			// plain exhaustion for loops.
			return None, false, stopIteration(out)
		case done:
			return None, false, nil
		}
		return out, true, nil
	}
	for _, typ := range []*Type{GeneratorType, CoroutineType} {
		addMethod(typ, "send", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			var v Value
			if err := UnpackPositional("send", args, kw, 1, &v); err != nil {
				return None, err
			}
			return GenSend(t, self.obj.(*Generator), v)
		})
		addMethod(typ, "throw", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			exc, err := throwArgs(t, args, kw)
			if err != nil {
				return None, err
			}
			return GenThrow(t, self.obj.(*Generator), exc)
		})
		addMethod(typ, "close", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := UnpackPositional("close", args, kw, 0); err != nil {
				return None, err
			}
			return None, GenClose(t, self.obj.(*Generator))
		})
	}
	prefixes := []struct {
		typ *Type
		pfx string
	}{{GeneratorType, "gi_"}, {CoroutineType, "cr_"}, {AsyncGeneratorType, "ag_"}}
	for _, p := range prefixes {
		typ := p.typ
		typ.Slots.Repr = genRepr
		addGetter(typ, p.pfx+"running", func(t *Thread, self Value) (Value, error) {
			g := self.obj.(*Generator)
			if g.Kind == AsyncGeneratorKind {
				return MakeBool(g.runningAsync), nil
			}
			return MakeBool(g.Running), nil
		})
		addGetter(typ, p.pfx+"frame", func(t *Thread, self Value) (Value, error) { return None, nil })
		addGetter(typ, p.pfx+"code", func(t *Thread, self Value) (Value, error) {
			return MakeObject(NewCode(self.obj.(*Generator).Func.Code)), nil
		})
		name := "gi_yieldfrom"
		if typ != GeneratorType {
			name = p.pfx + "await"
		}
		addGetter(typ, name, func(t *Thread, self Value) (Value, error) {
			return self.obj.(*Generator).yieldFrom(t), nil
		})
		addGetSet(typ, "__name__", func(t *Thread, self Value) (Value, error) {
			return MakeStr(self.obj.(*Generator).Name), nil
		}, func(t *Thread, self, v Value, del bool) error {
			s, ok := v.obj.(*Str)
			if del || !ok {
				return Errorf(TypeError, "__name__ must be set to a string object")
			}
			self.obj.(*Generator).Name = s.String()
			return nil
		})
		addGetSet(typ, "__qualname__", func(t *Thread, self Value) (Value, error) {
			return MakeStr(self.obj.(*Generator).QualName), nil
		}, func(t *Thread, self, v Value, del bool) error {
			s, ok := v.obj.(*Str)
			if del || !ok {
				return Errorf(TypeError, "__qualname__ must be set to a string object")
			}
			self.obj.(*Generator).QualName = s.String()
			return nil
		})
	}
	addGetter(GeneratorType, "gi_suspended", func(t *Thread, self Value) (Value, error) {
		g := self.obj.(*Generator)
		return MakeBool(g.Started && g.Frame != nil && !g.Running), nil
	})
	addGetter(CoroutineType, "cr_suspended", func(t *Thread, self Value) (Value, error) {
		g := self.obj.(*Generator)
		return MakeBool(g.Started && g.Frame != nil && !g.Running), nil
	})
	addMethod(CoroutineType, "__await__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("__await__", args, kw); err != nil {
			return None, err
		}
		return MakeObject(&CoroWrapper{coro: self.obj.(*Generator)}), nil
	})
	setupAsyncGenerators()
}

// throwArgs turns the arguments of throw(typ[, val[, tb]]) into the
// exception to raise.
func throwArgs(t *Thread, args []Value, kw *KwArgs) (error, error) {
	var typ, val, tb Value
	val, tb = None, None
	if err := UnpackPositional("throw", args, kw, 1, &typ, &val, &tb); err != nil {
		return nil, err
	}
	if e := asException(typ); e != nil {
		if !val.IsNone() {
			return nil, Errorf(TypeError, "instance exception may not have a separate value")
		}
		return e, nil
	}
	if cls, ok := typ.obj.(*Type); ok && cls.IsSubtype(BaseExceptionType) {
		var callArgs []Value
		if !val.IsNone() {
			if e := asException(val); e != nil && e.cls.IsSubtype(cls) {
				return e, nil
			}
			callArgs = []Value{val}
		}
		v, err := Call(t, typ, callArgs, nil)
		if err != nil {
			return nil, err
		}
		if e := asException(v); e != nil {
			return e, nil
		}
		return nil, Errorf(TypeError, "calling %s should have returned an instance of BaseException, not %s", cls.Name, v.TypeName())
	}
	return nil, Errorf(TypeError, "exceptions must be classes or instances deriving from BaseException, not %s", typ.TypeName())
}
