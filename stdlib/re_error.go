// This file defines re.error, the exception of a bad pattern or template.
// Like CPython's, it takes (msg, pattern=None, pos=None), adds "at
// position N" (and the line and column of a multi-line pattern) to its
// message, and keeps msg, pattern, pos, lineno and colno as attributes. It
// is a class made for each run, since classes are mutable.

package stdlib

import (
	"strconv"
	"strings"

	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/stdlib/internal/sre"
)

// newReErrorClass builds re.error for a run.
func newReErrorClass(t *runtime.Thread) (*runtime.Type, error) {
	ns := runtime.NewDict(t)
	ns.SetStr("__module__", runtime.MakeStr("re"))
	ns.SetStr("__qualname__", runtime.MakeStr("error"))
	ns.SetStr("__init__", runtime.MakeObject(&runtime.MethodDescriptor{Name: "__init__", Owner: runtime.BaseExceptionType,
		Fn: reErrorInit}))
	return runtime.NewClass(t, "error", []*runtime.Type{runtime.ExceptionType}, ns)
}

// reErrorInit is error.__init__(self, msg, pattern=None, pos=None).
func reErrorInit(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	msg, pattern, pos := runtime.None, runtime.None, runtime.None
	if err := runtime.UnpackArgs(t, "error", args, kw, "msg", &msg, "pattern?", &pattern, "pos?", &pos); err != nil {
		return runtime.None, err
	}
	full := msg
	lineno, colno := runtime.None, runtime.None
	if !pattern.IsNone() && !pos.IsNone() {
		p, err := runtime.IndexInt(t, pos)
		if err != nil {
			return runtime.None, err
		}
		m, err := runtime.ToStr(t, msg)
		if err != nil {
			return runtime.None, err
		}
		m += " at position " + strconv.Itoa(p)
		text, ok := runtime.AsStr(pattern)
		if !ok {
			if b, err := runtime.Call(t, runtime.MakeObject(runtime.BytesType), []runtime.Value{pattern}, nil); err == nil {
				text = bytesOf(b)
			}
		}
		runes := decodeWTF8(text)
		if _, isBytes := bytesData(pattern); isBytes {
			runes = latin1Runes(text)
		}
		p = max(0, min(p, len(runes)))
		line := 1
		lastNL := -1
		for i := 0; i < p; i++ {
			if runes[i] == '\n' {
				line++
				lastNL = i
			}
		}
		lineno = runtime.MakeInt(int64(line))
		colno = runtime.MakeInt(int64(p - lastNL))
		if containsRune(runes, '\n') {
			m += " (line " + strconv.Itoa(line) + ", column " + strconv.Itoa(p-lastNL) + ")"
		}
		full = runtime.MakeStr(m)
	}
	init, _ := runtime.ExceptionType.Lookup("__init__")
	if _, err := runtime.Call(t, init, []runtime.Value{self, full}, nil); err != nil {
		return runtime.None, err
	}
	for _, a := range []struct {
		name string
		v    runtime.Value
	}{{"msg", msg}, {"pattern", pattern}, {"pos", pos}, {"lineno", lineno}, {"colno", colno}} {
		if err := runtime.SetAttr(t, self, a.name, a.v); err != nil {
			return runtime.None, err
		}
	}
	return runtime.None, nil
}

func containsRune(rs []rune, r rune) bool {
	for _, c := range rs {
		if c == r {
			return true
		}
	}
	return false
}

// reError returns the exception for a pattern error of sre: re.error with
// the pattern and position, or OverflowError, ValueError, RecursionError.
func (st *reState) reError(t *runtime.Thread, e *sre.Error, pattern runtime.Value) error {
	switch e.Kind {
	case sre.ErrOverflow:
		return runtime.Errorf(runtime.OverflowError, "%s", e.Msg)
	case sre.ErrValue:
		return runtime.Errorf(runtime.ValueError, "%s", e.Msg)
	case sre.ErrRecursion:
		return runtime.Errorf(runtime.RecursionError, "%s", e.Msg)
	case sre.ErrIndex:
		return runtime.Errorf(runtime.IndexError, "%s", e.Msg)
	}
	args := []runtime.Value{runtime.MakeStr(e.Msg)}
	if e.Pos >= 0 {
		args = append(args, pattern, runtime.MakeInt(int64(e.Pos)))
	}
	v, err := runtime.Call(t, runtime.MakeObject(st.errCls), args, nil)
	if err != nil {
		return err
	}
	if exc, ok := v.Object().(*runtime.Exception); ok {
		return exc
	}
	return runtime.Errorf(runtime.SystemError, "re.error is not an exception")
}

// latin1Runes returns the bytes of b as runes 0..255.
func latin1Runes(b string) []rune {
	r := make([]rune, len(b))
	for i := 0; i < len(b); i++ {
		r[i] = rune(b[i])
	}
	return r
}

// bytesOf returns the data of a bytes value.
func bytesOf(v runtime.Value) string {
	if b, ok := v.Object().(*runtime.Bytes); ok {
		return b.String()
	}
	return ""
}

// hasBackslash reports whether a template needs parsing.
func hasBackslash(s string) bool { return strings.IndexByte(s, '\\') >= 0 }
