package frontend

import (
	"math/big"
	"strings"
)

// This file turns an expression back into source text the way CPython's
// compiler does for "from __future__ import annotations"
// (_PyAST_ExprAsUnicode): minimal parentheses by operator precedence,
// one space around binary operators, repr for constants with inf written
// as 1e309.

// Precedence levels, lowest first.
const (
	prTuple = iota
	prTest  // if-else, lambda
	prOr
	prAnd
	prNot
	prCmp
	prBor // also prExpr
	prBxor
	prBand
	prShift
	prArith
	prTerm
	prFactor
	prPower
	prAwait
	prAtom
)

const prExpr = prBor

// UnparseExpr returns the source text CPython gives an annotation under
// "from __future__ import annotations".
func UnparseExpr(e Expr) string {
	var u unparser
	u.expr(e, prTest)
	return u.b.String()
}

type unparser struct{ b strings.Builder }

func (u *unparser) s(text string) { u.b.WriteString(text) }

func (u *unparser) open(cond bool) {
	if cond {
		u.s("(")
	}
}

func (u *unparser) close(cond bool) {
	if cond {
		u.s(")")
	}
}

var binOpText = [...]struct {
	op string
	pr int
}{
	Add: {" + ", prArith}, Sub: {" - ", prArith}, Mult: {" * ", prTerm}, MatMult: {" @ ", prTerm},
	Div: {" / ", prTerm}, Mod: {" % ", prTerm}, Pow: {" ** ", prPower}, LShift: {" << ", prShift},
	RShift: {" >> ", prShift}, BitOr: {" | ", prBor}, BitXor: {" ^ ", prBxor}, BitAnd: {" & ", prBand},
	FloorDiv: {" // ", prTerm},
}

var cmpOpText = [...]string{
	Eq: " == ", NotEq: " != ", Lt: " < ", LtE: " <= ", Gt: " > ", GtE: " >= ",
	Is: " is ", IsNot: " is not ", In: " in ", NotIn: " not in ",
}

func (u *unparser) exprs(es []Expr, sep string, level int) {
	for i, e := range es {
		if i > 0 {
			u.s(sep)
		}
		u.expr(e, level)
	}
}

func (u *unparser) expr(e Expr, level int) {
	switch e := e.(type) {
	case *BoolOp:
		op, pr := " and ", prAnd
		if e.Op == Or {
			op, pr = " or ", prOr
		}
		u.open(level > pr)
		u.exprs(e.Values, op, pr+1)
		u.close(level > pr)
	case *BinOp:
		t := binOpText[e.Op]
		right := 1
		left := 0
		if e.Op == Pow {
			left, right = 1, 0 // right-associative
		}
		u.open(level > t.pr)
		u.expr(e.Left, t.pr+left)
		u.s(t.op)
		u.expr(e.Right, t.pr+right)
		u.close(level > t.pr)
	case *UnaryOp:
		op, pr := "~", prFactor
		switch e.Op {
		case Not:
			op, pr = "not ", prNot
		case UAdd:
			op = "+"
		case USub:
			op = "-"
		}
		u.open(level > pr)
		u.s(op)
		u.expr(e.Operand, pr)
		u.close(level > pr)
	case *Lambda:
		u.open(level > prTest)
		if len(e.Args.Args)+len(e.Args.Posonlyargs) > 0 {
			u.s("lambda ")
		} else {
			u.s("lambda")
		}
		u.args(e.Args)
		u.s(": ")
		u.expr(e.Body, prTest)
		u.close(level > prTest)
	case *IfExp:
		u.open(level > prTest)
		u.expr(e.Body, prTest+1)
		u.s(" if ")
		u.expr(e.Test, prTest+1)
		u.s(" else ")
		u.expr(e.Orelse, prTest)
		u.close(level > prTest)
	case *Dict:
		u.s("{")
		for i, v := range e.Values {
			if i > 0 {
				u.s(", ")
			}
			if k := e.Keys[i]; k != nil {
				u.expr(k, prTest)
				u.s(": ")
				u.expr(v, prTest)
			} else {
				u.s("**")
				u.expr(v, prExpr)
			}
		}
		u.s("}")
	case *Set:
		u.s("{")
		u.exprs(e.Elts, ", ", prTest)
		u.s("}")
	case *GeneratorExp:
		u.s("(")
		u.expr(e.Elt, prTest)
		u.comprehensions(e.Generators)
		u.s(")")
	case *ListComp:
		u.s("[")
		u.expr(e.Elt, prTest)
		u.comprehensions(e.Generators)
		u.s("]")
	case *SetComp:
		u.s("{")
		u.expr(e.Elt, prTest)
		u.comprehensions(e.Generators)
		u.s("}")
	case *DictComp:
		u.s("{")
		u.expr(e.Key, prTest)
		u.s(": ")
		u.expr(e.Value, prTest)
		u.comprehensions(e.Generators)
		u.s("}")
	case *Yield:
		if e.Value == nil {
			u.s("(yield)")
			return
		}
		u.s("(yield ")
		u.expr(e.Value, prTest)
		u.s(")")
	case *YieldFrom:
		u.s("(yield from ")
		u.expr(e.Value, prTest)
		u.s(")")
	case *Await:
		u.open(level > prAwait)
		u.s("await ")
		u.expr(e.Value, prAtom)
		u.close(level > prAwait)
	case *Compare:
		u.open(level > prCmp)
		u.expr(e.Left, prCmp+1)
		for i, op := range e.Ops {
			u.s(cmpOpText[op])
			u.expr(e.Comparators[i], prCmp+1)
		}
		u.close(level > prCmp)
	case *Call:
		u.expr(e.Func, prAtom)
		if len(e.Args) == 1 && len(e.Keywords) == 0 {
			if g, ok := e.Args[0].(*GeneratorExp); ok {
				u.expr(g, prTest)
				return
			}
		}
		u.s("(")
		u.exprs(e.Args, ", ", prTest)
		for i, kw := range e.Keywords {
			if i > 0 || len(e.Args) > 0 {
				u.s(", ")
			}
			if kw.Arg == "" {
				u.s("**")
			} else {
				u.s(kw.Arg + "=")
			}
			u.expr(kw.Value, prTest)
		}
		u.s(")")
	case *Constant:
		if _, ok := e.Value.(EllipsisValue); ok {
			u.s("...")
			return
		}
		u.s(constantSource(e.Value))
	case *JoinedStr:
		u.s("f" + ReprStr(Str(fstringBody(e.Values, false))))
	case *FormattedValue:
		u.s(formattedValue(e))
	case *Attribute:
		u.expr(e.Value, prAtom)
		if c, ok := e.Value.(*Constant); ok && isIntConstant(c.Value) {
			u.s(" .")
		} else {
			u.s(".")
		}
		u.s(e.Attr)
	case *Subscript:
		u.expr(e.Value, prAtom)
		u.s("[")
		u.expr(e.Slice, prTuple)
		u.s("]")
	case *Starred:
		u.s("*")
		u.expr(e.Value, prExpr)
	case *Slice:
		if e.Lower != nil {
			u.expr(e.Lower, prTest)
		}
		u.s(":")
		if e.Upper != nil {
			u.expr(e.Upper, prTest)
		}
		if e.Step != nil {
			u.s(":")
			u.expr(e.Step, prTest)
		}
	case *Name:
		u.s(e.Id)
	case *List:
		u.s("[")
		u.exprs(e.Elts, ", ", prTest)
		u.s("]")
	case *Tuple:
		if len(e.Elts) == 0 {
			u.s("()")
			return
		}
		u.open(level > prTuple)
		u.exprs(e.Elts, ", ", prTest)
		if len(e.Elts) == 1 {
			u.s(",")
		}
		u.close(level > prTuple)
	case *NamedExpr:
		u.open(level > prTuple)
		u.expr(e.Target, prAtom)
		u.s(":=")
		u.expr(e.Value, prAtom)
		u.close(level > prTuple)
	}
}

func (u *unparser) comprehensions(gens []*Comprehension) {
	for _, g := range gens {
		if g.IsAsync != 0 {
			u.s(" async for ")
		} else {
			u.s(" for ")
		}
		u.expr(g.Target, prTuple)
		u.s(" in ")
		u.expr(g.Iter, prTest+1)
		for _, c := range g.Ifs {
			u.s(" if ")
			u.expr(c, prTest+1)
		}
	}
}

func (u *unparser) arg(a *Arg) {
	u.s(a.Arg)
	if a.Annotation != nil {
		u.s(": ")
		u.expr(a.Annotation, prTest)
	}
}

func (u *unparser) args(a *Arguments) {
	first := true
	sep := func() {
		if !first {
			u.s(", ")
		}
		first = false
	}
	npos := len(a.Posonlyargs) + len(a.Args)
	for i := 0; i < npos; i++ {
		sep()
		if i < len(a.Posonlyargs) {
			u.arg(a.Posonlyargs[i])
		} else {
			u.arg(a.Args[i-len(a.Posonlyargs)])
		}
		if di := i - npos + len(a.Defaults); di >= 0 {
			u.s("=")
			u.expr(a.Defaults[di], prTest)
		}
		if len(a.Posonlyargs) > 0 && i+1 == len(a.Posonlyargs) {
			u.s(", /")
		}
	}
	if a.Vararg != nil || len(a.Kwonlyargs) > 0 {
		sep()
		u.s("*")
		if a.Vararg != nil {
			u.arg(a.Vararg)
		}
	}
	for i, k := range a.Kwonlyargs {
		sep()
		u.arg(k)
		if di := i - len(a.Kwonlyargs) + len(a.KwDefaults); di >= 0 && a.KwDefaults[di] != nil {
			u.s("=")
			u.expr(a.KwDefaults[di], prTest)
		}
	}
	if a.Kwarg != nil {
		sep()
		u.s("**")
		u.arg(a.Kwarg)
	}
}

// constantSource is repr of a constant, with an infinite float or complex
// part spelled 1e309 so that the text evaluates back to it.
func constantSource(v Value) string {
	r := ReprValue(v)
	switch v.(type) {
	case float64, complex128:
		r = strings.ReplaceAll(r, "inf", "1e309")
	}
	return r
}

func isIntConstant(v Value) bool {
	switch v.(type) {
	case int64, *big.Int:
		return true
	}
	return false
}

// fstringBody is the text between an f-string's quotes.
func fstringBody(values []Expr, formatSpec bool) string {
	var b strings.Builder
	for _, v := range values {
		switch v := v.(type) {
		case *Constant:
			if s, ok := v.Value.(Str); ok {
				t := strings.ReplaceAll(string(s), "{", "{{")
				b.WriteString(strings.ReplaceAll(t, "}", "}}"))
			}
		case *JoinedStr:
			b.WriteString(fstringBody(v.Values, formatSpec))
		case *FormattedValue:
			b.WriteString(formattedValue(v))
		}
	}
	return b.String()
}

func formattedValue(e *FormattedValue) string {
	var u unparser
	u.expr(e.Value, prTest+1)
	inner := u.b.String()
	var b strings.Builder
	if strings.HasPrefix(inner, "{") {
		b.WriteString("{ ")
	} else {
		b.WriteString("{")
	}
	b.WriteString(inner)
	switch e.Conversion {
	case 'a':
		b.WriteString("!a")
	case 'r':
		b.WriteString("!r")
	case 's':
		b.WriteString("!s")
	}
	if e.FormatSpec != nil {
		b.WriteString(":")
		if j, ok := e.FormatSpec.(*JoinedStr); ok {
			b.WriteString(fstringBody(j.Values, true))
		} else if c, ok := e.FormatSpec.(*Constant); ok {
			if s, ok := c.Value.(Str); ok {
				b.WriteString(string(s))
			}
		}
	}
	b.WriteString("}")
	return b.String()
}
