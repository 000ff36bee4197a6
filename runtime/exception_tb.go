// This file defines tracebacks as data: the VM records one entry per frame
// an exception passes through (AddTraceback), and the chain is the
// exception's __traceback__, a traceback object with tb_next, tb_lineno
// and tb_lasti. Rendering it ("File "x.py", line N, in f") is the VM's or
// the embedding API's business; the entries carry what that needs.

package runtime

import "github.com/pyexgo/pyex/bytecode"

// Traceback is one entry of an exception's traceback: the code and the
// instruction index where the exception passed through a frame. Next
// leads towards the frame where it was raised, as CPython's tb_next does.
type Traceback struct {
	identity
	Code *bytecode.Code
	PC   int
	Next *Traceback
	// Globals and Builtins are the namespaces of the frame, for the
	// "Did you mean" hint of a NameError (nil when unknown).
	Globals, Builtins *Dict
}

// Type returns traceback.
func (*Traceback) Type() *Type { return TracebackType }

// Line returns the source line of the entry (0 when unknown).
func (tb *Traceback) Line() int {
	if tb.Code != nil && tb.PC >= 0 && tb.PC < len(tb.Code.Positions) {
		return int(tb.Code.Positions[tb.PC].Line)
	}
	return 0
}

// AddTraceback records that e passed through a frame of code at
// instruction pc. The VM calls it in each frame the exception unwinds,
// innermost first, so each new entry goes in front (CPython's
// PyTraceBack_Here).
func AddTraceback(e *Exception, code *bytecode.Code, pc int) {
	AddTracebackFrame(e, code, pc, nil, nil)
}

// AddTracebackFrame is AddTraceback with the frame's namespaces.
func AddTracebackFrame(e *Exception, code *bytecode.Code, pc int, globals, builtins *Dict) {
	var next *Traceback
	if tb, ok := e.Traceback.obj.(*Traceback); ok {
		next = tb
	}
	e.Traceback = MakeObject(&Traceback{Code: code, PC: pc, Next: next, Globals: globals, Builtins: builtins})
}

// TracebackEntries returns the traceback of e from the outermost frame to
// the innermost, the order a printed traceback lists them in.
func TracebackEntries(e *Exception) []*Traceback {
	var out []*Traceback
	tb, _ := e.Traceback.obj.(*Traceback)
	for ; tb != nil; tb = tb.Next {
		out = append(out, tb)
	}
	return out
}

// checkTraceback checks a value assigned to __traceback__.
func checkTraceback(v Value) error {
	if v.IsNone() {
		return nil
	}
	if _, ok := v.obj.(*Traceback); ok {
		return nil
	}
	return Errorf(TypeError, "__traceback__ must be a traceback or None")
}

func setupTracebacks() {
	c := TracebackType
	tbOf := func(v Value) *Traceback { return v.obj.(*Traceback) }
	addGetter(c, "tb_next", func(t *Thread, self Value) (Value, error) {
		if n := tbOf(self).Next; n != nil {
			return MakeObject(n), nil
		}
		return None, nil
	})
	addGetter(c, "tb_lineno", func(t *Thread, self Value) (Value, error) { return MakeInt(int64(tbOf(self).Line())), nil })
	addGetter(c, "tb_lasti", func(t *Thread, self Value) (Value, error) { return MakeInt(int64(tbOf(self).PC * 2)), nil })
	addGetter(c, "tb_frame", func(t *Thread, self Value) (Value, error) {
		if t != nil && t.TracebackFrame != nil {
			return t.TracebackFrame(tbOf(self)), nil
		}
		return None, nil
	})
	c.Slots.Repr = func(t *Thread, v Value) (string, error) {
		return "<traceback object at " + addrOfT(t, v) + ">", nil
	}
}

// ExceptionLastLine returns the last line of a printed traceback for e:
// "ValueError: bad", the bare class name when str(e) is empty, and
// CPython's placeholder when str(e) itself fails.
func ExceptionLastLine(t *Thread, e *Exception) string {
	// traceback.py qualifies the class name by its module except for
	// __main__ and builtins.
	name := e.cls.QualName
	if m := e.cls.Module; m != "" && m != "__main__" && m != "builtins" {
		name = m + "." + name
	}
	s, err := ToStr(t, MakeObject(e))
	if err != nil {
		return name + ": <exception str() failed>"
	}
	s += Suggestion(t, e)
	if s == "" {
		return name
	}
	return name + ": " + s
}

// ExceptionNotes returns the notes added to e (add_note), as printed after
// its last line; non-str notes print through str().
func ExceptionNotes(t *Thread, e *Exception) []string {
	notes, err := GetAttrDefault(t, MakeObject(e), "__notes__", None)
	if err != nil || notes.IsNone() {
		return nil
	}
	items, err := IterToSlice(t, notes)
	if err != nil {
		r, rerr := Repr(t, notes)
		if rerr != nil {
			return []string{"<__notes__ repr() failed>"}
		}
		return []string{r}
	}
	out := make([]string, 0, len(items))
	for _, n := range items {
		s, err := ToStr(t, n)
		if err != nil {
			s = "<note str() failed>"
		}
		out = append(out, s)
	}
	return out
}
