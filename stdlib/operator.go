// This file defines the operator module and _operator, the module whose
// functions operator re-exports (CPython's operator.py imports _operator's
// C functions over its own; the functions' __module__ says _operator).
// Both are written in Go: the functions are thin calls to the runtime's
// own operations (runtime.Binary, runtime.Compare, runtime.GetItem ...),
// so results and errors are those of the operators themselves.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

func init() {
	register("_operator", initOperatorC)
	register("operator", initOperator)
}

// opFunc is one function of _operator.
type opFunc struct {
	name string
	doc  string
	fn   runtime.BuiltinFunc
}

// opBinaryOps maps the names of the arithmetic functions to their
// operators; the in-place forms are these names with an "i" in front.
var opBinaryOps = []struct {
	name string
	op   runtime.BinaryOp
	sym  string
}{
	{"add", runtime.OpAdd, "+"}, {"sub", runtime.OpSub, "-"}, {"mul", runtime.OpMul, "*"},
	{"matmul", runtime.OpMatMul, "@"}, {"truediv", runtime.OpTrueDiv, "/"},
	{"floordiv", runtime.OpFloorDiv, "//"}, {"mod", runtime.OpMod, "%"}, {"pow", runtime.OpPow, "**"},
	{"lshift", runtime.OpLShift, "<<"}, {"rshift", runtime.OpRShift, ">>"},
	{"and_", runtime.OpAnd, "&"}, {"or_", runtime.OpOr, "|"}, {"xor", runtime.OpXor, "^"},
}

var opCompareOps = []struct {
	name string
	op   runtime.CompareOp
}{
	{"lt", runtime.OpLt}, {"le", runtime.OpLe}, {"eq", runtime.OpEq},
	{"ne", runtime.OpNe}, {"ge", runtime.OpGe}, {"gt", runtime.OpGt},
}

var opUnaryOps = []struct {
	name, doc string
	op        runtime.UnaryOp
}{
	{"neg", "Same as -a.", runtime.OpNeg}, {"pos", "Same as +a.", runtime.OpPos},
	{"abs", "Same as abs(a).", runtime.OpAbs}, {"inv", "Same as ~a.", runtime.OpInvert},
	{"invert", "Same as ~a.", runtime.OpInvert},
}

// opFuncs lists the functions of _operator, built once.
var opFuncs = func() []opFunc {
	var fs []opFunc
	for _, b := range opBinaryOps {
		op := b.op
		name := b.name
		fs = append(fs, opFunc{name, "Same as a " + b.sym + " b.", opBinary(name, func(t *runtime.Thread, a, b runtime.Value) (runtime.Value, error) {
			return runtime.Binary(t, op, a, b)
		})})
		iname := "i" + name
		if name == "and_" || name == "or_" {
			iname = "i" + name[:len(name)-1]
		}
		fs = append(fs, opFunc{iname, "Same as a " + b.sym + "= b.", opBinary(iname, func(t *runtime.Thread, a, b runtime.Value) (runtime.Value, error) {
			return runtime.InPlace(t, op, a, b)
		})})
	}
	for _, c := range opCompareOps {
		op := c.op
		fs = append(fs, opFunc{c.name, "Same as a " + op.Symbol() + " b.", opBinary(c.name, func(t *runtime.Thread, a, b runtime.Value) (runtime.Value, error) {
			return runtime.Compare(t, op, a, b)
		})})
	}
	for _, u := range opUnaryOps {
		op := u.op
		fs = append(fs, opFunc{u.name, u.doc, opUnary(u.name, func(t *runtime.Thread, a runtime.Value) (runtime.Value, error) {
			return runtime.Unary(t, op, a)
		})})
	}
	fs = append(fs,
		opFunc{"not_", "Same as not a.", opUnary("not_", func(t *runtime.Thread, a runtime.Value) (runtime.Value, error) {
			b, err := runtime.Truth(t, a)
			return runtime.MakeBool(!b), err
		})},
		opFunc{"truth", "Return True if a is true, False otherwise.", opUnary("truth", func(t *runtime.Thread, a runtime.Value) (runtime.Value, error) {
			b, err := runtime.Truth(t, a)
			return runtime.MakeBool(b), err
		})},
		opFunc{"index", "Same as a.__index__()", opUnary("index", runtime.Index)},
		opFunc{"is_", "Same as a is b.", opBinary("is_", func(t *runtime.Thread, a, b runtime.Value) (runtime.Value, error) {
			return runtime.MakeBool(runtime.Is(a, b)), nil
		})},
		opFunc{"is_not", "Same as a is not b.", opBinary("is_not", func(t *runtime.Thread, a, b runtime.Value) (runtime.Value, error) {
			return runtime.MakeBool(!runtime.Is(a, b)), nil
		})},
		opFunc{"concat", "Same as a + b, for a and b sequences.", opBinary("concat", func(t *runtime.Thread, a, b runtime.Value) (runtime.Value, error) {
			return opConcat(t, a, b, false)
		})},
		opFunc{"iconcat", "Same as a += b, for a and b sequences.", opBinary("iconcat", func(t *runtime.Thread, a, b runtime.Value) (runtime.Value, error) {
			return opConcat(t, a, b, true)
		})},
		opFunc{"contains", "Same as b in a (note reversed operands).", opBinary("contains", func(t *runtime.Thread, a, b runtime.Value) (runtime.Value, error) {
			r, err := runtime.Contains(t, a, b)
			return runtime.MakeBool(r), err
		})},
		opFunc{"countOf", "Return the number of items in a which are, or which equal, b.", opBinary("countOf", opCountOf)},
		opFunc{"indexOf", "Return the first index of b in a.", opBinary("indexOf", opIndexOf)},
		opFunc{"getitem", "Same as a[b].", opBinary("getitem", runtime.GetItem)},
		opFunc{"delitem", "Same as del a[b].", opBinary("delitem", func(t *runtime.Thread, a, b runtime.Value) (runtime.Value, error) {
			return runtime.None, runtime.DelItem(t, a, b)
		})},
		opFunc{"setitem", "Same as a[b] = c.", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if err := opNoKeywords("setitem", kw); err != nil {
				return runtime.None, err
			}
			if err := itPositional("setitem", args, 3, 3); err != nil {
				return runtime.None, err
			}
			return runtime.None, runtime.SetItem(t, args[0], args[1], args[2])
		}},
		opFunc{"length_hint", "Return an estimate of the number of items in obj.\n\n" +
			"This is useful for presizing containers when building from an iterable.\n\n" +
			"If the object supports len(), the result will be exact.\n" +
			"Otherwise, it may over- or under-estimate by an arbitrary amount.\n" +
			"The result will be an integer >= 0.", opLengthHint},
		opFunc{"call", "Same as obj(*args, **kwargs).", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if len(args) == 0 {
				return runtime.None, runtime.Errorf(runtime.TypeError, "call expected at least 1 argument, got 0")
			}
			return runtime.Call(t, args[0], args[1:], kw)
		}},
		opFunc{"_compare_digest", "Return 'a == b'.", opCompareDigest},
	)
	return fs
}()

// opNoKeywords rejects keyword arguments, "_operator.add() takes no
// keyword arguments".
func opNoKeywords(name string, kw *runtime.KwArgs) error {
	if kw.Len() > 0 {
		return runtime.Errorf(runtime.TypeError, "_operator.%s() takes no keyword arguments", name)
	}
	return nil
}

// opBinary makes a function of two positional arguments.
func opBinary(name string, f func(t *runtime.Thread, a, b runtime.Value) (runtime.Value, error)) runtime.BuiltinFunc {
	return func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if kw.Len() > 0 {
			return runtime.None, opNoKeywords(name, kw)
		}
		if len(args) != 2 {
			return runtime.None, itPositional(name, args, 2, 2)
		}
		return f(t, args[0], args[1])
	}
}

// opUnary makes a function of one argument, with the messages of
// CPython's METH_O functions.
func opUnary(name string, f func(t *runtime.Thread, a runtime.Value) (runtime.Value, error)) runtime.BuiltinFunc {
	return func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if kw.Len() > 0 {
			return runtime.None, opNoKeywords(name, kw)
		}
		if len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "_operator.%s() takes exactly one argument (%d given)", name, len(args))
		}
		return f(t, args[0])
	}
}

func initOperatorC(r *Run, m *runtime.Module) error {
	m.Dict.SetStr("__doc__", runtime.MakeStr(operatorDoc))
	for _, f := range opFuncs {
		b := runtime.NewModuleFunction("_operator", f.name, f.fn)
		b.SetDoc(f.doc)
		m.Dict.SetStr(f.name, runtime.MakeObject(b))
	}
	for _, c := range []*runtime.Type{opItemgetterType, opAttrgetterType, opMethodcallerType} {
		m.Dict.SetStr(c.Name, runtime.MakeObject(c))
	}
	return nil
}

// opAll is operator.__all__.
var opAll = []string{"abs", "add", "and_", "attrgetter", "call", "concat", "contains", "countOf",
	"delitem", "eq", "floordiv", "ge", "getitem", "gt", "iadd", "iand",
	"iconcat", "ifloordiv", "ilshift", "imatmul", "imod", "imul",
	"index", "indexOf", "inv", "invert", "ior", "ipow", "irshift",
	"is_", "is_not", "isub", "itemgetter", "itruediv", "ixor", "le",
	"length_hint", "lshift", "lt", "matmul", "methodcaller", "mod",
	"mul", "ne", "neg", "not_", "or_", "pos", "pow", "rshift",
	"setitem", "sub", "truediv", "truth", "xor"}

// opDunders are the names operator gives its functions a second time,
// with underscores ("__add__" for add), and the function each names.
var opDunders = [][2]string{
	{"__lt__", "lt"}, {"__le__", "le"}, {"__eq__", "eq"}, {"__ne__", "ne"}, {"__ge__", "ge"}, {"__gt__", "gt"},
	{"__not__", "not_"}, {"__abs__", "abs"}, {"__add__", "add"}, {"__and__", "and_"}, {"__call__", "call"},
	{"__floordiv__", "floordiv"}, {"__index__", "index"}, {"__inv__", "inv"}, {"__invert__", "invert"},
	{"__lshift__", "lshift"}, {"__mod__", "mod"}, {"__mul__", "mul"}, {"__matmul__", "matmul"},
	{"__neg__", "neg"}, {"__or__", "or_"}, {"__pos__", "pos"}, {"__pow__", "pow"}, {"__rshift__", "rshift"},
	{"__sub__", "sub"}, {"__truediv__", "truediv"}, {"__xor__", "xor"}, {"__concat__", "concat"},
	{"__contains__", "contains"}, {"__delitem__", "delitem"}, {"__getitem__", "getitem"}, {"__setitem__", "setitem"},
	{"__iadd__", "iadd"}, {"__iand__", "iand"}, {"__iconcat__", "iconcat"}, {"__ifloordiv__", "ifloordiv"},
	{"__ilshift__", "ilshift"}, {"__imod__", "imod"}, {"__imul__", "imul"}, {"__imatmul__", "imatmul"},
	{"__ior__", "ior"}, {"__ipow__", "ipow"}, {"__irshift__", "irshift"}, {"__isub__", "isub"},
	{"__itruediv__", "itruediv"}, {"__ixor__", "ixor"},
}

// initOperator fills operator from _operator, as operator.py does.
func initOperator(r *Run, m *runtime.Module) error {
	cv, err := r.VM.Import("_operator")
	if err != nil {
		return err
	}
	c, ok := cv.Object().(*runtime.Module)
	if !ok {
		return runtime.Errorf(runtime.ImportError, "_operator is not a module")
	}
	m.Dict.SetStr("__doc__", runtime.MakeStr(operatorDoc))
	all := make([]runtime.Value, len(opAll))
	for i, name := range opAll {
		all[i] = runtime.MakeStr(name)
		if v, ok := c.Dict.GetStr(name); ok {
			m.Dict.SetStr(name, v)
		}
	}
	m.Dict.SetStr("__all__", runtime.MakeObject(runtime.NewList(all)))
	for _, d := range opDunders {
		if v, ok := m.Dict.GetStr(d[1]); ok {
			m.Dict.SetStr(d[0], v)
		}
	}
	if abs, ok := r.VM.Builtins().GetStr("abs"); ok {
		m.Dict.SetStr("_abs", abs)
	}
	return nil
}

const operatorDoc = `Operator interface.

This module exports a set of functions implemented in C corresponding
to the intrinsic operators of Python.  For example, operator.add(x, y)
is equivalent to the expression x+y.  The function names are those
used for special methods; variants without leading and trailing
'__' are also provided for convenience.`
