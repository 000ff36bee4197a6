// This file defines code objects: what compile() returns and a function's
// __code__ holds. They expose the read-only co_* attributes programs
// inspect; nothing in them reaches the host.

package runtime

import (
	"fmt"

	"github.com/pyexgo/pyex/bytecode"
)

// Code is a code object.
type Code struct {
	identity
	Code *bytecode.Code
}

// Type returns code.
func (*Code) Type() *Type { return CodeType }

// NewCode wraps compiled code as a Python code object.
func NewCode(c *bytecode.Code) *Code { return &Code{Code: c} }

// CPython's co_flags bits, which programs test (inspect.isgeneratorfunction).
const (
	coOptimized      = 0x1
	coNewLocals      = 0x2
	coVarargs        = 0x4
	coVarkeywords    = 0x8
	coNested         = 0x10
	coGenerator      = 0x20
	coNoFree         = 0x40
	coCoroutine      = 0x80
	coAsyncGenerator = 0x200
)

// coFlags returns the CPython co_flags of c.
func coFlags(c *bytecode.Code) int64 {
	var f int64
	if c.Flags&(bytecode.FlagModule|bytecode.FlagClassBody) == 0 {
		f |= coOptimized | coNewLocals
	}
	if c.Flags&bytecode.FlagVarargs != 0 {
		f |= coVarargs
	}
	if c.Flags&bytecode.FlagVarkw != 0 {
		f |= coVarkeywords
	}
	if len(c.FreeNames) > 0 {
		f |= coNested
	}
	switch {
	case c.Flags&bytecode.FlagAsyncGenerator != 0:
		f |= coAsyncGenerator
	case c.Flags&bytecode.FlagCoroutine != 0:
		f |= coCoroutine
	case c.Flags&bytecode.FlagGenerator != 0:
		f |= coGenerator
	}
	if len(c.FreeNames) == 0 && len(c.CellNames) == 0 {
		f |= coNoFree
	}
	return f
}

func strTuple(names []string) Value {
	items := make([]Value, len(names))
	for i, n := range names {
		items[i] = MakeStr(n)
	}
	return MakeTuple(items...)
}

func setupCode() {
	c := CodeType
	c.Slots.Repr = func(t *Thread, self Value) (string, error) {
		code := self.obj.(*Code).Code
		return fmt.Sprintf("<code object %s at %#x, file %q, line %d>", code.Name, ObjectID(t, self), code.Filename, code.FirstLine), nil
	}
	get := func(name string, f func(c *bytecode.Code) Value) {
		addGetter(c, name, func(t *Thread, self Value) (Value, error) { return f(self.obj.(*Code).Code), nil })
	}
	get("co_name", func(c *bytecode.Code) Value { return MakeStr(c.Name) })
	get("co_qualname", func(c *bytecode.Code) Value { return MakeStr(c.QualName) })
	get("co_filename", func(c *bytecode.Code) Value { return MakeStr(c.Filename) })
	get("co_firstlineno", func(c *bytecode.Code) Value { return MakeInt(int64(c.FirstLine)) })
	get("co_argcount", func(c *bytecode.Code) Value { return MakeInt(int64(c.ArgCount)) })
	get("co_posonlyargcount", func(c *bytecode.Code) Value { return MakeInt(int64(c.PosOnlyArgCount)) })
	get("co_kwonlyargcount", func(c *bytecode.Code) Value { return MakeInt(int64(c.KwOnlyArgCount)) })
	get("co_flags", func(c *bytecode.Code) Value { return MakeInt(coFlags(c)) })
	get("co_nlocals", func(c *bytecode.Code) Value { return MakeInt(int64(len(c.LocalNames))) })
	get("co_varnames", func(c *bytecode.Code) Value { return strTuple(c.LocalNames) })
	get("co_cellvars", func(c *bytecode.Code) Value { return strTuple(c.CellNames) })
	get("co_freevars", func(c *bytecode.Code) Value { return strTuple(c.FreeNames) })
	get("co_names", func(c *bytecode.Code) Value { return strTuple(c.Names) })
}
