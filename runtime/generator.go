// This file defines the generator, coroutine and async generator objects.
// Each holds a suspended frame that only the VM understands; runtime
// resumes it through the Resumer interface, which the VM implements next to
// Caller, so runtime never imports vm.

package runtime

// GeneratorKind says which of the three suspended-frame types an object is.
type GeneratorKind uint8

// The generator kinds.
const (
	GeneratorKind_     GeneratorKind = iota // a generator
	CoroutineKind                           // a coroutine (async def)
	AsyncGeneratorKind                      // an async generator
)

// Resumer resumes suspended frames. The VM implements it.
type Resumer interface {
	// Resume runs g's frame until it yields or returns. send is the value
	// sent in (None for next()); when throw is not nil it is raised at
	// the point of suspension instead. done reports a return, with the
	// return value as v.
	Resume(t *Thread, g *Generator, send Value, throw error) (v Value, done bool, err error)
}

// Generator is a generator, coroutine or async generator object.
type Generator struct {
	identity
	Kind     GeneratorKind
	Name     string
	QualName string
	// Frame is the VM's suspended frame; nil once the generator finished.
	Frame   any
	Running bool
	Started bool
}

// NewGenerator returns a generator of the given kind for fn over frame.
func NewGenerator(kind GeneratorKind, fn *Function, frame any) *Generator {
	return &Generator{Kind: kind, Name: fn.Name, QualName: fn.QualName, Frame: frame}
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

// resume runs g one step through the thread's Resumer.
func (g *Generator) resume(t *Thread, send Value, throw error) (Value, bool, error) {
	r, ok := t.Caller.(Resumer)
	if !ok {
		return None, false, Errorf(SystemError, "no VM to resume a generator")
	}
	if g.Running {
		return None, false, Errorf(ValueError, "generator already executing")
	}
	if g.Frame == nil {
		if throw != nil {
			return None, false, throw
		}
		return None, true, nil
	}
	if !g.Started && throw == nil && !send.IsNone() {
		return None, false, Errorf(TypeError, "can't send non-None value to a just-started generator")
	}
	return r.Resume(t, g, send, throw)
}

// GenSend is generator.send: the next value, or a StopIteration carrying
// the return value when the generator returns.
func GenSend(t *Thread, g *Generator, v Value) (Value, error) {
	out, done, err := g.resume(t, v, nil)
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
	out, done, err := g.resume(t, None, exc)
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
	if g.Frame == nil || !g.Started {
		g.Frame = nil
		return nil
	}
	_, done, err := g.resume(t, None, NewException(GeneratorExitType))
	switch {
	case err != nil:
		if ErrorMatches(err, GeneratorExitType) || ErrorMatches(err, StopIterationType) {
			return nil
		}
		return err
	case !done:
		return Errorf(RuntimeError, "generator ignored GeneratorExit")
	}
	return nil
}

func setupGenerators() {
	s := &GeneratorType.Slots
	s.Iter = func(t *Thread, v Value) (Value, error) { return v, nil }
	s.Next = func(t *Thread, v Value) (Value, bool, error) {
		out, done, err := v.obj.(*Generator).resume(t, None, nil)
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
	s.Repr = func(t *Thread, v Value) (string, error) {
		g := v.obj.(*Generator)
		return "<" + g.Type().Name + " object " + g.QualName + ">", nil
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
	CoroutineType.Slots.Repr = GeneratorType.Slots.Repr
	AsyncGeneratorType.Slots.Repr = GeneratorType.Slots.Repr
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
		return nil, Errorf(TypeError, "calling %s should have returned an instance of BaseException, not %s", cls.Name, v.Type().Name)
	}
	return nil, Errorf(TypeError, "exceptions must be classes or instances deriving from BaseException, not %s", typ.Type().Name)
}
