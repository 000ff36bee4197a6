// This file defines frame objects and the private module _inspect, which
// gives inspect, traceback, logging and warnings (written in Python) what
// only the VM knows: the running frames (sys._getframe), the source text
// of the program, the positions of a frame's current instruction and the
// caret line a traceback prints. A frame object is a snapshot taken when
// it is asked for: f_lineno is the line the frame was at then, f_back is
// the caller's snapshot, and f_locals reads the live frame while it runs.

package stdlib

import (
	"strconv"

	"github.com/pyexgo/pyex/bytecode"
	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/vm"
)

func init() { register("_inspect", initInspectHelper) }

// pyFrame is a frame object.
type pyFrame struct {
	runtime.Identity
	snap vm.StackFrame
	// back is the caller's snapshot, nil for the outermost frame or a
	// frame reached through a traceback (whose callers are gone).
	back *pyFrame
}

// Type returns frame.
func (*pyFrame) Type() *runtime.Type { return frameType }

// frameType is the class of frame objects.
var frameType = func() *runtime.Type {
	c := runtime.NewNativeType("frame", "builtins", nil, false)
	self := func(v runtime.Value) *pyFrame { return v.Object().(*pyFrame) }
	c.AddGetter("f_code", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		return runtime.MakeObject(frameCode(t, self(v).snap.Code)), nil
	})
	c.AddGetter("f_lineno", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		return runtime.MakeInt(int64(self(v).snap.Line())), nil
	})
	c.AddGetter("f_lasti", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		return runtime.MakeInt(int64(self(v).snap.PC * 2)), nil
	})
	c.AddGetter("f_globals", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		if g := self(v).snap.Globals; g != nil {
			return runtime.MakeObject(g), nil
		}
		return runtime.MakeObject(runtime.NewDict(t)), nil
	})
	c.AddGetter("f_builtins", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		if b := self(v).snap.Builtins; b != nil {
			return runtime.MakeObject(b), nil
		}
		return runtime.MakeObject(runtime.NewDict(t)), nil
	})
	c.AddGetter("f_locals", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		f := self(v)
		if f.snap.Locals == nil {
			// A module-level frame reached through a traceback: its
			// locals are its globals.
			if f.snap.Code != nil && f.snap.Code.Name == "<module>" && f.snap.Globals != nil {
				return runtime.MakeObject(f.snap.Globals), nil
			}
			return runtime.MakeObject(runtime.NewDict(t)), nil
		}
		d, err := f.snap.Locals()
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeObject(d), nil
	})
	c.AddGetter("f_back", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		if b := self(v).back; b != nil {
			return runtime.MakeObject(b), nil
		}
		return runtime.None, nil
	})
	c.AddGetter("f_trace", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) { return runtime.None, nil })
	c.Slots.Repr = func(t *runtime.Thread, v runtime.Value) (string, error) {
		f := self(v)
		return "<frame at " + addrOf(t, v) + ", file '" + f.snap.Code.Filename + "', line " +
			strconv.Itoa(f.snap.Line()) + ", code " + f.snap.Code.Name + ">", nil
	}
	c.Finish()
	return c
}()

// frameCode returns the code object of c that frame objects show: one
// per code in a run, as CPython's frames share their code object
// (f.f_code is f.f_code; logging reads it for every record it makes).
func frameCode(t *runtime.Thread, c *bytecode.Code) *runtime.Code {
	return t.CodeObject(c)
}

// addrOf is the hexadecimal id CPython's default reprs show.
func addrOf(t *runtime.Thread, v runtime.Value) string {
	return "0x" + strconv.FormatUint(runtime.ObjectID(t, v), 16)
}

// frames returns the running frames as linked frame objects, innermost
// first, skipping skip of them.
func frames(r *Run, skip int) *pyFrame {
	snaps := r.VM.Stack(skip, -1)
	var head, prev *pyFrame
	for _, s := range snaps {
		f := &pyFrame{snap: s}
		if prev == nil {
			head = f
		} else {
			prev.back = f
		}
		prev = f
	}
	return head
}

// tracebackFrame is the Thread's TracebackFrame hook: a traceback entry's
// frame, with no caller and no live locals.
func tracebackFrame(tb *runtime.Traceback) runtime.Value {
	return runtime.MakeObject(&pyFrame{snap: vm.StackFrame{Code: tb.Code, PC: tb.PC, Globals: tb.Globals, Builtins: tb.Builtins}})
}

// sysGetframe is sys._getframe([depth]).
func sysGetframe(r *Run) runtime.BuiltinFunc {
	return func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		depth := runtime.MakeInt(0)
		if err := runtime.UnpackPositional("_getframe", args, kw, 0, &depth); err != nil {
			return runtime.None, err
		}
		n, err := runtime.IndexInt(t, depth)
		if err != nil {
			return runtime.None, err
		}
		f := frames(r, max(n, 0))
		if f == nil {
			return runtime.None, runtime.Errorf(runtime.ValueError, "call stack is not deep enough")
		}
		return runtime.MakeObject(f), nil
	}
}

// positions returns the (lineno, end_lineno, colno, end_colno) of the
// instruction at pc of code, with None for what is unknown.
func positions(code *bytecode.Code, pc int) runtime.Value {
	if code == nil || pc < 0 || pc >= len(code.Positions) {
		return runtime.MakeTuple(runtime.None, runtime.None, runtime.None, runtime.None)
	}
	p := code.Positions[pc]
	num := func(n int32) runtime.Value {
		if n < 0 {
			return runtime.None
		}
		return runtime.MakeInt(int64(n))
	}
	line := runtime.None
	if p.Line > 0 {
		line = runtime.MakeInt(int64(p.Line))
	}
	end := runtime.None
	if p.EndLine > 0 {
		end = runtime.MakeInt(int64(p.EndLine))
	}
	return runtime.MakeTuple(line, end, num(p.Col), num(p.EndCol))
}

func initInspectHelper(r *Run, m *runtime.Module) error {
	fn := func(name string, f runtime.BuiltinFunc) {
		m.Dict.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_inspect", name, f)))
	}
	m.Dict.SetStr("FrameType", runtime.MakeObject(frameType))
	fn("getframe", sysGetframe(r))
	fn("caller", inspectCaller(r))
	fn("percent_attrs", percentAttrs)
	fn("format_attrs", formatAttrs)
	fn("merge_extra", mergeExtra)
	fn("own_get", ownGet)
	fn("own_set", ownSet)
	m.Dict.SetStr("member_attr", runtime.MakeObject(memberAttrType))
	// stack(skip) returns the running frames, innermost first, as a list.
	fn("stack", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		skip := runtime.MakeInt(0)
		if err := runtime.UnpackPositional("stack", args, kw, 0, &skip); err != nil {
			return runtime.None, err
		}
		n, err := runtime.IndexInt(t, skip)
		if err != nil {
			return runtime.None, err
		}
		var items []runtime.Value
		for f := frames(r, max(n, 0)); f != nil; f = f.back {
			items = append(items, runtime.MakeObject(f))
		}
		return runtime.MakeObject(runtime.NewList(items)), nil
	})
	// source(filename) returns the text of a file the run's code came
	// from, or None.
	fn("source", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var name string
		if err := runtime.UnpackArgs(t, "source", args, kw, "filename", &name); err != nil {
			return runtime.None, err
		}
		if t.Source == nil {
			return runtime.None, nil
		}
		text := t.Source(name)
		if text == nil {
			return runtime.None, nil
		}
		return runtime.MakeStr(string(text)), nil
	})
	// positions(frame_or_traceback) returns (lineno, end_lineno, colno,
	// end_colno) of the current instruction, columns in bytes.
	fn("positions", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var v runtime.Value
		if err := runtime.UnpackPositional("positions", args, kw, 1, &v); err != nil {
			return runtime.None, err
		}
		switch o := v.Object().(type) {
		case *pyFrame:
			return positions(o.snap.Code, o.snap.PC), nil
		case *runtime.Traceback:
			return positions(o.Code, o.PC), nil
		}
		return runtime.None, runtime.Errorf(runtime.TypeError, "expected a frame or traceback, not %s", v.TypeName())
	})
	// carets(line, lineno, end_lineno, colno, end_colno) returns the
	// indicator line a traceback prints under line, or "".
	fn("carets", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var line string
		var lineno, endLineno, col, endCol int
		if err := runtime.UnpackArgs(t, "carets", args, kw, "line", &line, "lineno", &lineno,
			"end_lineno", &endLineno, "colno", &col, "end_colno", &endCol); err != nil {
			return runtime.None, err
		}
		if t.Carets == nil {
			return runtime.MakeStr(""), nil
		}
		return runtime.MakeStr(t.Carets(line, lineno, endLineno, col, endCol)), nil
	})
	// genstate(gen) returns the state of a generator or coroutine as
	// "CREATED", "RUNNING", "SUSPENDED" or "CLOSED".
	fn("genstate", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var v runtime.Value
		if err := runtime.UnpackPositional("genstate", args, kw, 1, &v); err != nil {
			return runtime.None, err
		}
		g, ok := v.Object().(*runtime.Generator)
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "expected a generator or coroutine, not %s", v.TypeName())
		}
		state := "SUSPENDED"
		switch {
		case g.Running:
			state = "RUNNING"
		case g.Frame == nil:
			state = "CLOSED"
		case !g.Started:
			state = "CREATED"
		}
		return runtime.MakeStr(state), nil
	})
	return nil
}
