package vm

import (
	bc "github.com/pyexgo/pyex/bytecode"
	"github.com/pyexgo/pyex/runtime"
)

// This file resumes suspended frames: generators, and the delegation of
// yield from (and await) to a sub-iterator.

// Resume implements runtime.Resumer.
func (vm *VM) Resume(t *runtime.Thread, g *runtime.Generator, send runtime.Value, throw error) (runtime.Value, bool, error) {
	f := g.Frame.(*frame)
	if err := t.EnterGo(); err != nil {
		return runtime.None, false, err
	}
	defer t.LeaveGo()
	if err := vm.enter(); err != nil {
		return runtime.None, false, err
	}
	g.Running = true
	defer func() { g.Running = false }()
	f.excBase = t.ExcDepth()
	for _, e := range f.savedExc {
		t.PushExc(e)
	}
	f.savedExc = nil
	f.sendVal, f.throwIn = runtime.None, nil
	if g.Started {
		if f.ret >= 0 {
			f.regs[f.ret] = send // the value of the yield expression
		} else {
			f.sendVal = send // for the sub-iterator of yield from
		}
	}
	if !g.Started {
		g.Started = true
		if throw != nil {
			// Thrown into a generator that never ran: it ends at once.
			t.Depth--
			g.Frame = nil
			return runtime.None, false, throw
		}
	}
	var v runtime.Value
	var err error
	if throw != nil && f.ret == -1 {
		// Suspended in yield from: the sub-iterator gets the throw first.
		f.throwIn = throw
		v, err = vm.runThrow(f, nil)
	} else {
		v, err = vm.runThrow(f, throw)
	}
	if err == errGenReturn {
		return v, true, nil
	}
	if err != nil {
		return runtime.None, false, escapeError(g, err)
	}
	// Suspended at the frame's own yield (f.ret names the register
	// that receives the sent value) or inside yield from/await (-1).
	g.Yielded = f.ret >= 0
	// Suspended: keep the exceptions this frame is handling apart from the
	// thread's, as CPython keeps them in the generator.
	if n := t.ExcDepth(); n > f.excBase {
		f.savedExc = make([]runtime.Value, 0, n-f.excBase)
		for i := f.excBase; i < n; i++ {
			f.savedExc = append(f.savedExc, t.ExcAt(i))
		}
		t.SetExcDepth(f.excBase)
	}
	return v, false, nil
}

// delegate runs one step of yield from over sub: it passes in what the
// frame was resumed with (a value sent, or an exception thrown) and
// reports either a value to yield, or done with the sub-iterator's return
// value. Generators, coroutines (also behind coroutine.__await__()) and
// async generators' awaitables are stepped directly; anything else goes
// through its __next__, send, throw and close.
func (vm *VM) delegate(f *frame, sub runtime.Value) (runtime.Value, bool, error) {
	t := vm.t
	send := f.sendVal
	throw := f.throwIn
	f.sendVal, f.throwIn = runtime.None, nil
	g, isGen := sub.Object().(*runtime.Generator)
	if !isGen {
		g, isGen = runtime.CoroutineOf(sub)
	}
	if isGen {
		if throw != nil {
			if runtime.ErrorMatches(throw, runtime.GeneratorExitType) {
				if err := runtime.GenClose(t, g); err != nil {
					return runtime.None, false, err
				}
				return runtime.None, false, throw
			}
			return runtime.GenResume(t, g, runtime.None, throw)
		}
		return runtime.GenResume(t, g, send, nil)
	}
	if throw == nil {
		if v, ok, err := runtime.AsyncStep(t, sub, send, nil); ok {
			return stopValue(v, err)
		}
	}
	if throw != nil {
		if runtime.ErrorMatches(throw, runtime.GeneratorExitType) {
			if cl, err := runtime.GetAttrDefault(t, sub, "close", runtime.None); err != nil {
				return runtime.None, false, err
			} else if !cl.IsNone() {
				if _, err := runtime.Call(t, cl, nil, nil); err != nil {
					return runtime.None, false, err
				}
			}
			return runtime.None, false, throw
		}
		th, err := runtime.GetAttrDefault(t, sub, "throw", runtime.None)
		if err != nil {
			return runtime.None, false, err
		}
		if th.IsNone() {
			return runtime.None, false, throw
		}
		return stopValue(runtime.Call(t, th, []runtime.Value{runtime.MakeObject(runtime.ExceptionOf(throw))}, nil))
	}
	if send.IsNone() {
		// The Next slot itself, not runtime.Next: the StopIteration that
		// ends the iterator carries the result of the await.
		next := sub.Type().Slots.Next
		if next == nil {
			return runtime.None, false, runtime.Errorf(runtime.TypeError, "'%s' object is not an iterator", sub.TypeName())
		}
		v, ok, err := next(t, sub)
		if err != nil {
			return stopValue(runtime.None, err)
		}
		if !ok {
			return runtime.None, true, nil
		}
		return v, false, nil
	}
	sendFn, err := runtime.GetAttr(t, sub, "send")
	if err != nil {
		return runtime.None, false, err
	}
	return stopValue(runtime.Call(t, sendFn, []runtime.Value{send}, nil))
}

// escapeError is what leaves a generator's frame for err: PEP 479 turns a
// StopIteration (and, in an async generator, a StopAsyncIteration) into
// RuntimeError, which CPython words by the kind of frame.
func escapeError(g *runtime.Generator, err error) error {
	var msg string
	switch {
	case runtime.ErrorMatches(err, runtime.StopIterationType):
		switch g.Kind {
		case runtime.CoroutineKind:
			msg = "coroutine raised StopIteration"
		case runtime.AsyncGeneratorKind:
			msg = "async generator raised StopIteration"
		default:
			msg = "generator raised StopIteration"
		}
	case g.Kind == runtime.AsyncGeneratorKind && runtime.ErrorMatches(err, runtime.StopAsyncIterationType):
		msg = "async generator raised StopAsyncIteration"
	default:
		return err
	}
	rt := runtime.NewException(runtime.RuntimeErrorType, runtime.MakeStr(msg))
	rt.Cause = runtime.MakeObject(runtime.ExceptionOf(err))
	rt.Context = rt.Cause
	rt.SuppressContext = true
	return rt
}

// YieldFrom implements runtime.Resumer: the iterator a suspended frame
// delegates to, read from the YIELDFROM it will resume at.
func (vm *VM) YieldFrom(g *runtime.Generator) runtime.Value {
	f, ok := g.Frame.(*frame)
	if !ok || f.ret != -1 || f.pc >= len(f.code.Instrs) {
		return runtime.None
	}
	if in := f.code.Instrs[f.pc]; in.Op() == bc.YIELDFROM {
		return f.regs[in.B()]
	}
	return runtime.None
}

// SuspendedLine implements runtime.Resumer: the line of the yield or
// await g's frame is suspended at.
func (vm *VM) SuspendedLine(g *runtime.Generator) int {
	f, ok := g.Frame.(*frame)
	if !ok {
		return 0
	}
	if !g.Started {
		return f.code.FirstLine
	}
	pc := f.pc
	if f.ret >= 0 {
		pc-- // after a YIELD, f.pc is past it
	}
	if pc < 0 || pc >= len(f.code.Positions) {
		return f.code.FirstLine
	}
	return int(f.code.Positions[pc].Line)
}

// stopValue turns a StopIteration from a sub-iterator into done with its
// value.
func stopValue(v runtime.Value, err error) (runtime.Value, bool, error) {
	if err == nil {
		return v, false, nil
	}
	if runtime.ErrorMatches(err, runtime.StopIterationType) {
		e := runtime.ExceptionOf(err)
		if args := e.Args(); len(args) > 0 {
			return args[0], true, nil
		}
		return runtime.None, true, nil
	}
	return runtime.None, false, err
}
