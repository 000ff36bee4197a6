package gen

import "strings"

// This file builds expressions of a requested static type. Every
// expression it returns is parenthesized where needed, so it can be used
// as an operand anywhere.

// Type is the static type of a generated expression.
type Type int

// The types the generator tracks.
const (
	TInt     Type = iota
	TFloat        // float
	TBool         // bool
	TStr          // str
	TListInt      // list of int
	TListStr      // list of str
	TDict         // dict of str to int
	TTuple        // tuple of int
	TSet          // set of int
	TObj          // an instance of a generated class
	numTypes
)

// valueTypes are the types an expression may be asked for at random.
var valueTypes = []Type{TInt, TInt, TInt, TFloat, TBool, TStr, TStr, TListInt, TListStr, TDict, TTuple, TSet}

// showTypes are the types whose text (str, repr) does not depend on set
// iteration order.
var showTypes = valueTypes[:len(valueTypes)-1]

const maxExprDepth = 3

var intLits = []string{"0", "1", "2", "3", "5", "7", "10", "-1", "-2", "-7", "100", "255", "-128", "1000",
	"2147483647", "4294967296", "9223372036854775807", "-9223372036854775808", "18446744073709551616",
	"10**20", "-(10**18)", "12345678901234567890", "0x7f", "0b1011", "0o17", "1_000"}

var floatLits = []string{"0.0", "-0.0", "0.5", "1.5", "-2.25", "0.1", "0.2", "3.14159", "1e10", "1e-7", "2.5e-5",
	"1e300", "-1e300", "1e16", "123456.789", "1/3", "2/3", "float('inf')", "float('-inf')", "float('nan')"}

// strLits are safe everywhere, f-string fields included; strEsc need
// backslash escapes and so stay out of f-string fields.
var strLits = []string{"''", "'a'", "'b'", "'abc'", "'Hello World'", "'héllo'", "'漢字'", "'a,b,,c'", "'  pad  '",
	"'x-y-z'", "'MiXeD cAsE'", "'123'", "'42'", "'-7'", "'ß'", "'straße'", "'ǅx'", "'emoji 😀'", "'aaa'", "'ab ab ab'",
	"'Title Case words'", "'x'", "'end.'", "'  '", "'a b  c'"}
var strEsc = []string{"'tab\\there'", "'line1\\nline2'", "\"quote'd\"", "'back\\\\slash'", "'\\x00nul'", "'\\u00e9t\\u00e9'"}

var sepLits = []string{"','", "' '", "'-'", "'ab'", "'x'", "', '"}

// expr returns an expression of type t.
func (g *gen) expr(t Type) string {
	g.exprDepth++
	defer func() { g.exprDepth-- }()
	leaf := g.exprDepth >= maxExprDepth || g.chance(0.25)
	switch t {
	case TInt:
		return g.intExpr(leaf)
	case TFloat:
		return g.floatExpr(leaf)
	case TBool:
		return g.boolExpr(leaf)
	case TStr:
		return g.strExpr(leaf)
	case TListInt:
		return g.listIntExpr(leaf)
	case TListStr:
		return g.listStrExpr(leaf)
	case TDict:
		return g.dictExpr(leaf)
	case TTuple:
		return g.tupleExpr(leaf)
	case TSet:
		return g.setExpr(leaf)
	}
	panic("gen: no expression for type")
}

// varOf returns a visible variable of type t, or "".
func (g *gen) varOf(t Type) string {
	vs := g.visible(t)
	if len(vs) == 0 {
		return ""
	}
	return pick(g, vs).name
}

// objOf returns a visible instance variable and its class, or nil.
func (g *gen) objOf() (string, *classInfo) {
	vs := g.visible(TObj)
	if len(vs) == 0 {
		return "", nil
	}
	v := pick(g, vs)
	return v.name, v.cls
}

func (g *gen) smallInt() string { return itoa(g.n(7) - 2) }

func (g *gen) strLit() string {
	if !g.inFString && g.chance(0.15) {
		return pick(g, strEsc)
	}
	return pick(g, strLits)
}

// call returns a call of a generated function returning t, or "".
func (g *gen) call(t Type) string {
	var fs []*funcInfo
	for _, f := range g.funcs {
		if f.ret == t && f != g.inFunc && g.cost+f.cost*g.mult < costBudget {
			fs = append(fs, f)
		}
	}
	if len(fs) == 0 || g.inFString {
		return ""
	}
	f := pick(g, fs)
	g.cost += f.cost * g.mult
	args := make([]string, len(f.params))
	for i, p := range f.params {
		args[i] = g.expr(p)
	}
	return f.name + "(" + strings.Join(args, ", ") + ")"
}

func (g *gen) intExpr(leaf bool) string {
	if leaf {
		if v := g.varOf(TInt); v != "" && g.chance(0.6) {
			return v
		}
		l := pick(g, intLits)
		if l[0] == '-' || strings.Contains(l, "*") {
			return "(" + l + ")"
		}
		return l
	}
	switch g.n(30) {
	case 0, 1, 2:
		return "(" + g.expr(TInt) + " " + pick(g, []string{"+", "-", "*"}) + " " + g.expr(TInt) + ")"
	case 3:
		if g.safe {
			return "(" + g.expr(TInt) + " " + pick(g, []string{"//", "%"}) + " (abs(" + g.expr(TInt) + ") + 1))"
		}
		return "(" + g.expr(TInt) + " " + pick(g, []string{"//", "%"}) + " " + g.expr(TInt) + ")"
	case 4:
		return "(" + g.expr(TInt) + " ** " + itoa(g.n(13)) + ")"
	case 5:
		return "(" + g.expr(TInt) + " " + pick(g, []string{"<<", ">>"}) + " " + itoa(g.n(70)) + ")"
	case 6:
		return "(" + g.expr(TInt) + " " + pick(g, []string{"&", "|", "^"}) + " " + g.expr(TInt) + ")"
	case 7:
		return "(" + pick(g, []string{"-", "~", "+"}) + g.expr(TInt) + ")"
	case 8:
		return "abs(" + g.expr(TInt) + ")"
	case 9:
		t := pick(g, []Type{TStr, TListInt, TListStr, TDict, TTuple, TSet})
		return "len(" + g.expr(t) + ")"
	case 10:
		if g.safe || g.chance(0.5) {
			return pick(g, []string{"max", "min"}) + "(" + g.expr(TListInt) + ", default=" + g.smallInt() + ")"
		}
		return pick(g, []string{"sum", "max", "min"}) + "(" + g.expr(TListInt) + ")"
	case 11:
		if g.safe {
			return "sum(" + g.expr(TListInt) + ")"
		}
		return g.expr(TListInt) + "[" + g.smallInt() + "]"
	case 12:
		return g.expr(TDict) + ".get(" + g.expr(TStr) + ", " + g.smallInt() + ")"
	case 13:
		return g.expr(TStr) + "." + pick(g, []string{"count", "find", "rfind"}) + "(" + g.expr(TStr) + ")"
	case 14:
		if g.safe {
			return "round(" + g.expr(TInt) + ", " + itoa(-g.n(3)) + ")"
		}
		return pick(g, []string{"int", "round"}) + "(" + g.expr(TFloat) + ")"
	case 15:
		if g.safe {
			return pick(g, []string{"int('42')", "int('-0x1f', 16)", "int('  7 ')", "int('1_000')", "int('z', 36)", "int('0b101', 0)"})
		}
		return "int(" + g.expr(TStr) + ")"
	case 16:
		return "(" + g.expr(TInt) + " if " + g.expr(TBool) + " else " + g.expr(TInt) + ")"
	case 17:
		if g.safe {
			return "divmod(" + g.expr(TInt) + ", " + pick(g, []string{"3", "-4", "7", "10**9"}) + ")[" + itoa(g.n(2)) + "]"
		}
		return "divmod(" + g.expr(TInt) + ", " + g.expr(TInt) + ")[" + itoa(g.n(2)) + "]"
	case 18:
		mod := pick(g, []string{"7", "1000000007", "-5", "13"})
		if !g.safe && g.chance(0.3) {
			mod = g.expr(TInt)
		}
		return "pow(" + g.expr(TInt) + ", " + itoa(g.n(40)) + ", " + mod + ")"
	case 19:
		return "(" + g.expr(TInt) + ").bit_length()"
	case 20:
		if g.chance(0.5) {
			return "hash(" + g.expr(TInt) + ")"
		}
		return "hash(" + g.expr(TTuple) + ")"
	case 21:
		return "(" + g.expr(TBool) + " + " + g.expr(TInt) + ")"
	case 22:
		if c := g.call(TInt); c != "" {
			return c
		}
		return g.expr(TInt)
	case 23:
		if v, c := g.objOf(); v != "" {
			return c.intUse(g, v)
		}
		return g.expr(TInt)
	case 24:
		if g.safe {
			return "ord(" + pick(g, []string{"'a'", "'é'", "'漢'", "'😀'", "' '"}) + ")"
		}
		return "ord(" + g.expr(TStr) + ")"
	case 25:
		return g.expr(TListInt) + ".count(" + g.expr(TInt) + ")"
	case 26:
		if g.safe {
			return "sum(" + g.expr(TTuple) + ")"
		}
		return g.expr(TListInt) + ".index(" + g.expr(TInt) + ")"
	case 27:
		return "int(" + g.expr(TBool) + ")"
	case 28:
		return "(" + g.expr(TInt) + " " + pick(g, []string{"+", "-", "*"}) + " " + g.expr(TInt) + ")"
	default:
		return "sum(" + g.comprehension(TInt, "(", ")") + ")"
	}
}

func (g *gen) floatExpr(leaf bool) string {
	if leaf {
		if v := g.varOf(TFloat); v != "" && g.chance(0.6) {
			return v
		}
		l := pick(g, floatLits)
		if l[0] == '-' || strings.Contains(l, "/") {
			return "(" + l + ")"
		}
		return l
	}
	switch g.n(16) {
	case 0, 1, 2:
		a, b := g.expr(TFloat), g.expr(pick(g, []Type{TFloat, TInt}))
		if g.chance(0.5) {
			a, b = b, a
		}
		return "(" + a + " " + pick(g, []string{"+", "-", "*"}) + " " + b + ")"
	case 3:
		if g.safe {
			return "(" + g.expr(TFloat) + " / (abs(" + g.expr(TInt) + ") + 1))"
		}
		return "(" + g.expr(pick(g, []Type{TFloat, TInt})) + " " + pick(g, []string{"/", "//", "%"}) + " " + g.expr(pick(g, []Type{TFloat, TInt})) + ")"
	case 4:
		if g.safe {
			return "(" + g.expr(TInt) + " / " + pick(g, []string{"3", "7", "-2", "10**10", "0.1"}) + ")"
		}
		return "(" + g.expr(TInt) + " / " + g.expr(TInt) + ")"
	case 5:
		return "abs(" + g.expr(TFloat) + ")"
	case 6:
		return "(-" + g.expr(TFloat) + ")"
	case 7:
		if g.safe {
			return "float(" + pick(g, []string{"'1e5'", "' -2.5 '", "'inf'", "'-0'", "'1_0.5'", "'3.'", "'.5e-3'"}) + ")"
		}
		return "float(" + g.expr(pick(g, []Type{TInt, TStr})) + ")"
	case 8:
		return "round(" + g.expr(TFloat) + ", " + itoa(g.n(8)-2) + ")"
	case 9:
		return pick(g, []string{"max", "min"}) + "(" + g.expr(TFloat) + ", " + g.expr(TFloat) + ")"
	case 10:
		return "(" + g.expr(TFloat) + " if " + g.expr(TBool) + " else " + g.expr(TFloat) + ")"
	case 11:
		if c := g.call(TFloat); c != "" {
			return c
		}
		return g.expr(TFloat)
	case 12:
		return "(" + g.expr(TInt) + " * " + pick(g, []string{"0.5", "1.1", "-0.25", "1e-3"}) + ")"
	case 13:
		return "sum(" + g.comprehension(TFloat, "[", "]") + ", 0.0)"
	case 14:
		if g.safe {
			return "((abs(" + g.expr(TInt) + ") + 1) ** -" + itoa(1+g.n(3)) + ")"
		}
		return "(" + g.expr(TFloat) + " // " + g.expr(TFloat) + ")"
	default:
		return "(" + g.expr(TFloat) + " " + pick(g, []string{"+", "*"}) + " " + g.expr(TInt) + ")"
	}
}

var cmpOps = []string{"==", "!=", "<", "<=", ">", ">="}

func (g *gen) boolExpr(leaf bool) string {
	if leaf {
		if v := g.varOf(TBool); v != "" && g.chance(0.5) {
			return v
		}
		return pick(g, []string{"True", "False"})
	}
	switch g.n(16) {
	case 0, 1, 2:
		t := pick(g, []Type{TInt, TInt, TFloat, TStr, TListInt, TTuple})
		a, b := g.expr(t), g.expr(t)
		if t == TFloat && g.chance(0.5) {
			b = g.expr(TInt)
		}
		return "(" + a + " " + pick(g, cmpOps) + " " + b + ")"
	case 3:
		return "(" + g.expr(TInt) + " " + pick(g, cmpOps) + " " + g.expr(TInt) + " " + pick(g, cmpOps) + " " + g.expr(TInt) + ")"
	case 4:
		return "(" + g.expr(TBool) + " " + pick(g, []string{"and", "or"}) + " " + g.expr(TBool) + ")"
	case 5:
		return "(not " + g.expr(TBool) + ")"
	case 6:
		switch g.n(4) {
		case 0:
			return "(" + g.expr(TInt) + pick(g, []string{" in ", " not in "}) + g.expr(TListInt) + ")"
		case 1:
			return "(" + g.expr(TStr) + pick(g, []string{" in ", " not in "}) + g.expr(TStr) + ")"
		case 2:
			return "(" + g.expr(TStr) + pick(g, []string{" in ", " not in "}) + g.expr(TDict) + ")"
		default:
			return "(" + g.expr(TInt) + pick(g, []string{" in ", " not in "}) + g.expr(TSet) + ")"
		}
	case 7:
		return g.expr(TStr) + "." + pick(g, []string{"isdigit", "isalpha", "isupper", "islower", "isspace", "isalnum", "istitle", "isidentifier", "isdecimal", "isnumeric", "isascii", "isprintable"}) + "()"
	case 8:
		return g.expr(TStr) + "." + pick(g, []string{"startswith", "endswith"}) + "(" + g.expr(TStr) + ")"
	case 9:
		return pick(g, []string{"any", "all"}) + "(" + g.comprehension(TBool, "(", ")") + ")"
	case 10:
		return "bool(" + g.expr(pick(g, []Type{TInt, TFloat, TStr, TListInt, TDict, TSet})) + ")"
	case 11:
		return "isinstance(" + g.expr(pick(g, valueTypes)) + ", " + pick(g, []string{"int", "float", "str", "list", "(int, str)", "bool", "dict", "tuple"}) + ")"
	case 12:
		return "(" + g.expr(TFloat) + ").is_integer()"
	case 13:
		return "(" + g.expr(TSet) + " " + pick(g, []string{"<=", "<", ">=", "=="}) + " " + g.expr(TSet) + ")"
	case 14:
		if c := g.call(TBool); c != "" {
			return c
		}
		return "(" + g.expr(TListStr) + " " + pick(g, cmpOps) + " " + g.expr(TListStr) + ")"
	default:
		return "(" + g.expr(TDict) + " == " + g.expr(TDict) + ")"
	}
}

var intSpecs = []string{"", "d", "5d", "<6", ">6", "^7", "+d", " d", "08d", ",", "_", "x", "X", "#x", "o", "#o", "b", "#010b", "_b", "*^9", "=+8", "e", ".2f", "%", "n", "c"}
var floatSpecs = []string{"", ".2f", ".0f", ".3e", "e", "g", ".3g", "10.4f", "<10.2f", "^12.3", "+.1f", ",.2f", "_.3f", "%", ".1%", "015.3f", ".10g", "G", "E", "#.0f", ".2", ">+9.2e", "12"}
var strSpecs = []string{"", "<8", ">8", "^9", "*<7", "-^11", ".3", "10.2", "s"}

// fstring returns an f-string with one to three replacement fields.
func (g *gen) fstring() string {
	saved := g.inFString
	g.inFString = true
	defer func() { g.inFString = saved }()
	var b strings.Builder
	b.WriteString("f\"")
	for i, n := 0, 1+g.n(3); i < n; i++ {
		b.WriteString(pick(g, []string{"", "x=", " | ", "[", "<", "val: "}))
		t := pick(g, []Type{TInt, TInt, TFloat, TFloat, TStr, TListInt, TBool})
		e := g.expr(t)
		conv := ""
		if g.chance(0.12) {
			conv = pick(g, []string{"!r", "!s", "!a"})
		}
		spec := ""
		if conv == "" || t == TStr {
			switch t {
			case TInt:
				spec = pick(g, intSpecs)
				if spec == "c" {
					e = "(abs(" + e + ") % 1000)"
				}
			case TFloat:
				spec = pick(g, floatSpecs)
				if spec == "r" {
					spec = ""
				}
			case TStr:
				spec = pick(g, strSpecs)
			}
		}
		b.WriteString("{(" + e + ")" + conv)
		if spec != "" {
			b.WriteString(":" + spec)
		}
		b.WriteString("}")
		if g.chance(0.2) {
			b.WriteString("{{}}")
		}
	}
	b.WriteString("\"")
	return b.String()
}

func (g *gen) strExpr(leaf bool) string {
	if leaf {
		if v := g.varOf(TStr); v != "" && g.chance(0.6) {
			return v
		}
		return g.strLit()
	}
	switch g.n(26) {
	case 0, 1:
		return "(" + g.expr(TStr) + " + " + g.expr(TStr) + ")"
	case 2:
		return "(" + g.expr(TStr) + " * " + itoa(g.n(4)) + ")"
	case 3:
		if g.safe {
			return g.expr(TStr) + "[" + g.slice() + "]"
		}
		return g.expr(TStr) + "[" + g.smallInt() + "]"
	case 4:
		return g.expr(TStr) + "[" + g.slice() + "]"
	case 5:
		return g.expr(TStr) + "." + pick(g, []string{"upper", "lower", "title", "capitalize", "swapcase", "casefold", "strip", "lstrip", "rstrip"}) + "()"
	case 6:
		return g.expr(TStr) + ".replace(" + g.expr(TStr) + ", " + g.expr(TStr) + pick(g, []string{"", ", 1", ", -1", ", 0"}) + ")"
	case 7:
		fill := pick(g, []string{"", ", '*'", ", '-'", ", 'é'"})
		return g.expr(TStr) + "." + pick(g, []string{"center", "ljust", "rjust"}) + "(" + itoa(g.n(14)) + fill + ")"
	case 8:
		return g.expr(TStr) + ".zfill(" + itoa(g.n(10)) + ")"
	case 9:
		return pick(g, sepLits) + ".join(" + g.expr(TListStr) + ")"
	case 10:
		return "str(" + g.expr(pick(g, showTypes)) + ")"
	case 11:
		return "repr(" + g.expr(pick(g, showTypes)) + ")"
	case 12, 13:
		if g.inFString {
			return "str(" + g.expr(TInt) + ")"
		}
		return g.fstring()
	case 14:
		return "format(" + g.expr(TInt) + ", '" + pick(g, intSpecs[:len(intSpecs)-1]) + "')"
	case 15:
		return "format(" + g.expr(TFloat) + ", '" + pick(g, floatSpecs[:len(floatSpecs)-1]) + "')"
	case 16:
		if g.inFString {
			return g.strLit()
		}
		return "(" + g.percentFormat() + ")"
	case 17:
		return pick(g, []string{"hex", "oct", "bin"}) + "(" + g.expr(TInt) + ")"
	case 18:
		if g.safe {
			return "chr(" + itoa(32+g.n(200)) + ")"
		}
		return "chr(" + g.expr(TInt) + ")"
	case 19:
		return g.expr(TStr) + "." + pick(g, []string{"strip", "lstrip", "rstrip"}) + "(" + pick(g, []string{"' '", "'ab'", "'x-'", "'.'"}) + ")"
	case 20:
		return g.expr(TStr) + "." + pick(g, []string{"removeprefix", "removesuffix"}) + "(" + g.expr(TStr) + ")"
	case 21:
		if g.inFString {
			return g.strLit()
		}
		return "'{}-{!r}-{:>5}'.format(" + g.expr(TStr) + ", " + g.expr(TInt) + ", " + g.expr(TStr) + ")"
	case 22:
		return "(" + g.expr(TStr) + " if " + g.expr(TBool) + " else " + g.expr(TStr) + ")"
	case 23:
		if c := g.call(TStr); c != "" {
			return c
		}
		return "str(" + g.expr(TFloat) + ")"
	case 24:
		if v, c := g.objOf(); v != "" {
			return c.strUse(g, v)
		}
		return "ascii(" + g.expr(TStr) + ")"
	default:
		return "''.join(sorted(" + g.expr(TStr) + "))"
	}
}

func (g *gen) percentFormat() string {
	switch g.n(4) {
	case 0:
		return "'%d|%5s|%.2f' % (" + g.expr(TInt) + ", " + g.expr(TStr) + ", " + g.expr(TFloat) + ")"
	case 1:
		return "'%-6s|%+d|%x' % (" + g.expr(TStr) + ", " + g.expr(TInt) + ", abs(" + g.expr(TInt) + "))"
	case 2:
		return "'%r and %s' % (" + g.expr(TStr) + ", " + g.expr(TListInt) + ")"
	default:
		return "'%(a)s=%(b)08.3f' % {'a': " + g.expr(TStr) + ", 'b': " + g.expr(TFloat) + "}"
	}
}

// plainSlice returns a slice a:b without a step (assigning to an
// extended slice must keep its length).
func (g *gen) plainSlice() string {
	return itoa(g.n(7)-3) + ":" + itoa(g.n(7)-3)
}

// slice returns a slice a:b:c with small literal bounds (a zero step
// would raise, so none is generated).
func (g *gen) slice() string {
	part := func() string {
		if g.chance(0.4) {
			return ""
		}
		return itoa(g.n(9) - 4)
	}
	s := part() + ":" + part()
	if g.chance(0.3) {
		s += ":" + pick(g, []string{"2", "-1", "-2", "3"})
	}
	return s
}

func (g *gen) listIntExpr(leaf bool) string {
	if leaf {
		if v := g.varOf(TListInt); v != "" && g.chance(0.6) {
			return v
		}
		n := g.n(6)
		items := make([]string, n)
		for i := range items {
			items[i] = pick(g, intLits[:14])
		}
		return "[" + strings.Join(items, ", ") + "]"
	}
	switch g.n(16) {
	case 0:
		return "list(range(" + itoa(g.n(5)-2) + ", " + itoa(g.n(12)) + pick(g, []string{"", ", 2", ", 3", ", -1"}) + "))"
	case 1, 2:
		return g.comprehension(TInt, "[", "]")
	case 3:
		key := pick(g, []string{"", ", reverse=True", ", key=abs", ", key=lambda v: (v % 3, -v)", ", key=lambda v: -v, reverse=True"})
		return "sorted(" + g.expr(TListInt) + key + ")"
	case 4:
		return "(" + g.expr(TListInt) + " + " + g.expr(TListInt) + ")"
	case 5:
		return "(" + g.expr(TListInt) + " * " + itoa(g.n(3)) + ")"
	case 6:
		return g.expr(TListInt) + "[" + g.slice() + "]"
	case 7:
		return "list(reversed(" + g.expr(TListInt) + "))"
	case 8:
		return "list(map(lambda v: " + pick(g, []string{"v * 2", "v - 1", "v % 5", "-v", "v // 3", "v ** 2"}) + ", " + g.expr(TListInt) + "))"
	case 9:
		return "list(filter(lambda v: " + pick(g, []string{"v % 2", "v > 0", "v < 10", "v"}) + ", " + g.expr(TListInt) + "))"
	case 10:
		return "[len(w) for w in " + g.expr(TListStr) + "]"
	case 11:
		return "list(" + g.expr(TDict) + ".values())"
	case 12:
		return "sorted(" + g.expr(TSet) + ")"
	case 13:
		return "list(" + g.expr(TTuple) + ")"
	case 14:
		if c := g.call(TListInt); c != "" {
			return c
		}
		return "[ord(ch) for ch in " + g.expr(TStr) + "]"
	default:
		return "[a " + pick(g, []string{"+", "*", "-"}) + " b for a, b in zip(" + g.expr(TListInt) + ", " + g.expr(TListInt) + ")]"
	}
}

func (g *gen) listStrExpr(leaf bool) string {
	if leaf {
		if v := g.varOf(TListStr); v != "" && g.chance(0.6) {
			return v
		}
		n := g.n(5)
		items := make([]string, n)
		for i := range items {
			items[i] = g.strLit()
		}
		return "[" + strings.Join(items, ", ") + "]"
	}
	switch g.n(11) {
	case 0, 1:
		sep := "None"
		if g.chance(0.7) {
			sep = pick(g, sepLits)
		}
		m := pick(g, []string{"split", "rsplit"})
		if g.chance(0.3) {
			return g.expr(TStr) + "." + m + "(" + sep + pick(g, []string{", 1", ", maxsplit=2"}) + ")"
		}
		if sep == "None" {
			sep = ""
		}
		return g.expr(TStr) + "." + m + "(" + sep + ")"
	case 2:
		return "sorted(" + g.expr(TListStr) + pick(g, []string{"", ", key=len", ", key=str.lower, reverse=True", ", reverse=True"}) + ")"
	case 3:
		return "list(" + g.expr(TDict) + ")"
	case 4:
		return "[str(v) for v in " + g.expr(TListInt) + "]"
	case 5:
		return "list(" + g.expr(TStr) + ")"
	case 6:
		return g.expr(TListStr) + "[" + g.slice() + "]"
	case 7:
		return "(" + g.expr(TListStr) + " + " + g.expr(TListStr) + ")"
	case 8:
		return "[w." + pick(g, []string{"upper()", "strip()", "title()", "lower()[::-1]"}) + " for w in " + g.expr(TListStr) + " if w" + "]"
	case 9:
		return g.expr(TStr) + ".splitlines()"
	default:
		return "list(" + g.expr(TStr) + ".partition(" + pick(g, sepLits) + "))"
	}
}

func (g *gen) dictExpr(leaf bool) string {
	if leaf {
		if v := g.varOf(TDict); v != "" && g.chance(0.6) {
			return v
		}
		n := g.n(5)
		items := make([]string, n)
		for i := range items {
			items[i] = pick(g, strLits) + ": " + pick(g, intLits[:14])
		}
		return "{" + strings.Join(items, ", ") + "}"
	}
	switch g.n(8) {
	case 0:
		return "dict(zip(" + g.expr(TListStr) + ", " + g.expr(TListInt) + "))"
	case 1:
		return "{w: len(w) for w in " + g.expr(TListStr) + "}"
	case 2:
		return "{**" + g.expr(TDict) + ", " + g.expr(TStr) + ": " + g.expr(TInt) + "}"
	case 3:
		return "(" + g.expr(TDict) + " | " + g.expr(TDict) + ")"
	case 4:
		return "dict.fromkeys(" + g.expr(TListStr) + ", " + g.smallInt() + ")"
	case 5:
		return "{k: v for k, v in " + g.expr(TDict) + ".items() if " + pick(g, []string{"v > 0", "k", "len(k) < 3", "v % 2 == 0"}) + "}"
	case 6:
		return "dict(sorted(" + g.expr(TDict) + ".items()" + pick(g, []string{"", ", reverse=True", ", key=lambda kv: kv[1]"}) + "))"
	default:
		return "{str(i): i * i for i in range(" + itoa(g.n(6)) + ")}"
	}
}

func (g *gen) tupleExpr(leaf bool) string {
	if leaf {
		if v := g.varOf(TTuple); v != "" && g.chance(0.6) {
			return v
		}
		switch n := g.n(4); n {
		case 0:
			return "()"
		case 1:
			return "(" + pick(g, intLits[:14]) + ",)"
		default:
			items := make([]string, n)
			for i := range items {
				items[i] = pick(g, intLits[:14])
			}
			return "(" + strings.Join(items, ", ") + ")"
		}
	}
	switch g.n(7) {
	case 0:
		return "tuple(" + g.expr(TListInt) + ")"
	case 1:
		if g.safe {
			return "divmod(" + g.expr(TInt) + ", " + pick(g, []string{"3", "-4", "7"}) + ")"
		}
		return "divmod(" + g.expr(TInt) + ", " + g.expr(TInt) + ")"
	case 2:
		return "(" + g.expr(TTuple) + " + " + g.expr(TTuple) + ")"
	case 3:
		return g.expr(TTuple) + "[" + g.slice() + "]"
	case 4:
		return "(" + g.expr(TInt) + ", " + g.expr(TInt) + ")"
	case 5:
		return "tuple(sorted(" + g.expr(TSet) + "))"
	default:
		return "tuple(" + g.comprehension(TInt, "(", ")") + ")"
	}
}

func (g *gen) setExpr(leaf bool) string {
	if leaf {
		if v := g.varOf(TSet); v != "" && g.chance(0.6) {
			return v
		}
		n := g.n(5)
		if n == 0 {
			return "set()"
		}
		items := make([]string, n)
		for i := range items {
			items[i] = itoa(g.n(20) - 3)
		}
		return "{" + strings.Join(items, ", ") + "}"
	}
	switch g.n(6) {
	case 0:
		return "set(" + g.expr(TListInt) + ")"
	case 1, 2:
		return "(" + g.expr(TSet) + " " + pick(g, []string{"|", "&", "-", "^"}) + " " + g.expr(TSet) + ")"
	case 3:
		return g.comprehension(TInt, "{", "}")
	case 4:
		return "(" + g.expr(TSet) + " " + pick(g, []string{"|", "&"}) + " frozenset(" + g.expr(TListInt) + "))"
	default:
		return g.expr(TSet) + "." + pick(g, []string{"union", "intersection", "difference", "symmetric_difference"}) + "(" + g.expr(TListInt) + ")"
	}
}

// comprehension returns a comprehension (or generator expression, by the
// brackets) producing values of type t over a bounded iterable.
func (g *gen) comprehension(t Type, open, close string) string {
	v := g.fresh("c")
	var src string
	var vt Type
	switch g.n(4) {
	case 0:
		src, vt = "range("+itoa(g.n(8))+")", TInt
	case 1:
		src, vt = g.expr(TListInt), TInt
	case 2:
		src, vt = g.expr(TStr), TStr
	default:
		src, vt = g.expr(TListStr), TStr
	}
	saved := g.mult
	g.mult *= 8
	g.push(false)
	g.bind(v, vt)
	body := g.expr(t)
	cond := ""
	if g.chance(0.4) {
		cond = " if " + g.expr(TBool)
	}
	g.pop()
	g.mult = saved
	if t == TInt && vt == TInt && g.chance(0.5) {
		body = "(" + v + " " + pick(g, []string{"*", "+", "-", "%"}) + " " + pick(g, []string{"2", "3", "7"}) + ")"
	}
	return open + body + " for " + v + " in " + src + cond + close
}
