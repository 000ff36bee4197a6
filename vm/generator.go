package vm

import (
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
		if runtime.ErrorMatches(err, runtime.StopIterationType) {
			// PEP 479: a StopIteration escaping a generator becomes
			// RuntimeError.
			rt := runtime.NewException(runtime.RuntimeErrorType, runtime.MakeStr("generator raised StopIteration"))
			rt.Cause = runtime.MakeObject(runtime.ExceptionOf(err))
			rt.Context = rt.Cause
			rt.SuppressContext = true
			return runtime.None, false, rt
		}
		return runtime.None, false, err
	}
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
// value.
func (vm *VM) delegate(f *frame, sub runtime.Value) (runtime.Value, bool, error) {
	t := vm.t
	send := f.sendVal
	throw := f.throwIn
	f.sendVal, f.throwIn = runtime.None, nil
	if g, ok := sub.Object().(*runtime.Generator); ok {
		if throw != nil {
			if runtime.ErrorMatches(throw, runtime.GeneratorExitType) {
				if err := runtime.GenClose(t, g); err != nil {
					return runtime.None, false, err
				}
				return runtime.None, false, throw
			}
			return vm.Resume(t, g, runtime.None, throw)
		}
		return vm.Resume(t, g, send, nil)
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
		v, ok, err := runtime.Next(t, sub)
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
