package bytecode

// This file holds the disassembler. Its output is read by people (pyexc
// dis) and compared by tests (the compiler's golden files), so it is
// compact, stable and deterministic: it depends on nothing but the Code.
//
// A code object prints as a header, one line per instruction, the
// exception table, then its nested code objects in constant order:
//
//	code h (qualname g.<locals>.h) file 'sample.py' line 4
//	  args 1, regs 3, caches 1
//	  locals n
//	  frees x
//	  >>  0     5  LOADDEREF           r1, c0              # x
//	      1        LOADGLOBAL          r2, n0, $0          # print
//	      2     6  BINARY              r1, r1, r0, 0       # +
//	  >>  3        JUMP                ->0
//	  handlers
//	    [0, 3) -> 3, exception in r2
//
// An instruction line holds a ">>" mark when some jump or handler lands on
// it, the pc, the source line when it differs from the previous
// instruction's, the opcode and its operands: r3 a register, k2 a constant,
// n0 a name, c1 a cell, $0 an inline-cache slot, ->7 a jump target, and
// plain numbers for counts and immediates. The comment after # resolves
// constants (as Python would print them), names, cells and operators.

import (
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Disassemble returns a readable listing of code and the code objects
// nested in it. It accepts any Code, verified or not: an index out of
// range prints as "?".
func Disassemble(code *Code) string {
	var sb strings.Builder
	disCode(&sb, code, 0)
	return sb.String()
}

func disCode(sb *strings.Builder, c *Code, depth int) {
	if c == nil {
		sb.WriteString("code <nil>\n")
		return
	}
	if depth >= MaxNesting {
		sb.WriteString("code " + c.Name + ": nested too deeply\n")
		return
	}
	disHeader(sb, c)

	targets := make(map[int]bool)
	for _, in := range c.Instrs {
		if info, ok := InfoOf(in.Op()); ok && info.BX && info.B == Target {
			targets[in.Bx()] = true
		}
	}
	for _, h := range c.Handlers {
		targets[h.Target] = true
	}

	line := int32(-1)
	var ops, comment []string
	for pc, in := range c.Instrs {
		mark := "    "
		if targets[pc] {
			mark = "  >>"
		}
		lineText := ""
		if pc < len(c.Positions) && c.Positions[pc].Line != line {
			line = c.Positions[pc].Line
			lineText = "-" // no position
			if line != 0 {
				lineText = strconv.Itoa(int(line))
			}
		}
		ops, comment = disInstr(c, in, ops[:0], comment[:0])
		text := strings.Join(ops, ", ")
		head := mark + padLeft(strconv.Itoa(pc), 3) + " " + padLeft(lineText, 5) + "  " + padRight(in.Op().String(), opNameWidth)
		if len(comment) == 0 {
			sb.WriteString(strings.TrimRight(head+" "+text, " ") + "\n")
			continue
		}
		sb.WriteString(head + " " + padRight(text, 18) + "  # " + strings.Join(comment, ", ") + "\n")
	}

	if len(c.Handlers) > 0 {
		sb.WriteString("  handlers\n")
		for _, h := range c.Handlers {
			sb.WriteString("    [" + strconv.Itoa(h.Start) + ", " + strconv.Itoa(h.End) + ") -> " +
				strconv.Itoa(h.Target) + ", exception in r" + strconv.Itoa(h.Reg) + "\n")
		}
	}

	for i := range c.Consts {
		if k := &c.Consts[i]; k.Kind == ConstCode {
			sb.WriteString("\n")
			disCode(sb, k.Code, depth+1)
		}
	}
}

// opNameWidth is the width of the opcode column: the longest name.
const opNameWidth = len("COPYDICTWITHOUTKEYS")

func disHeader(sb *strings.Builder, c *Code) {
	sb.WriteString("code " + c.Name)
	if c.QualName != c.Name && c.QualName != "" {
		sb.WriteString(" (qualname " + c.QualName + ")")
	}
	sb.WriteString(" file " + strRepr(c.Filename) + " line " + strconv.Itoa(c.FirstLine))
	if c.Flags != 0 {
		sb.WriteString(" flags " + c.Flags.String())
	}
	sb.WriteString("\n  args " + strconv.Itoa(c.ArgCount))
	if c.PosOnlyArgCount != 0 {
		sb.WriteString(" posonly " + strconv.Itoa(c.PosOnlyArgCount))
	}
	if c.KwOnlyArgCount != 0 {
		sb.WriteString(" kwonly " + strconv.Itoa(c.KwOnlyArgCount))
	}
	sb.WriteString(", regs " + strconv.Itoa(c.NumRegs))
	if c.NumCaches != 0 {
		sb.WriteString(", caches " + strconv.Itoa(c.NumCaches))
	}
	sb.WriteString("\n")
	for _, l := range [...]struct {
		what  string
		names []string
	}{{"locals", c.LocalNames}, {"cells", c.CellNames}, {"frees", c.FreeNames}} {
		if len(l.names) > 0 {
			sb.WriteString("  " + l.what + " " + strings.Join(l.names, " ") + "\n")
		}
	}
}

// disInstr appends the operands of in to ops and the comments that
// resolve them to comment.
func disInstr(c *Code, in Instr, ops, comment []string) ([]string, []string) {
	info, ok := InfoOf(in.Op())
	if !ok {
		return append(ops, "word "+strconv.FormatUint(uint64(in), 16)), comment
	}
	b, cc := in.B(), in.C()
	if info.BX {
		b, cc = in.Bx(), 0
	}
	fields := [4]struct {
		kind Operand
		x    int
	}{{info.A, in.A()}, {info.B, b}, {info.C, cc}, {info.D, in.D()}}
	for i, f := range fields {
		if f.kind == None {
			if f.x != 0 {
				ops = append(ops, "stray "+"ABCD"[i:i+1]+"="+strconv.Itoa(f.x))
			}
			continue
		}
		n := strconv.Itoa(f.x)
		switch f.kind {
		case Reg, Regs, Pair, FlagRegs:
			ops = append(ops, "r"+n)
		case Const:
			ops = append(ops, "k"+n)
			comment = append(comment, constComment(c, f.x))
		case CodeK:
			ops = append(ops, "k"+n)
			comment = append(comment, constComment(c, f.x))
		case Name:
			ops = append(ops, "n"+n)
			comment = append(comment, lookup(c.Names, f.x))
		case Cell:
			ops = append(ops, "c"+n)
			if f.x < len(c.CellNames) {
				comment = append(comment, c.CellNames[f.x])
			} else {
				comment = append(comment, lookup(c.FreeNames, f.x-len(c.CellNames)))
			}
		case Cache:
			ops = append(ops, "$"+n)
		case Target:
			ops = append(ops, "->"+n)
		default: // Count, Imm
			ops = append(ops, n)
			if f.kind == Imm {
				if s := immComment(in.Op(), f.x); s != "" {
					comment = append(comment, s)
				}
			}
		}
	}
	return ops, comment
}

func lookup(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return "?"
	}
	return names[i]
}

func constComment(c *Code, i int) string {
	if i < 0 || i >= len(c.Consts) {
		return "?"
	}
	return ConstRepr(&c.Consts[i])
}

var (
	binaryOpNames  = [numBinaryOps]string{"+", "-", "*", "@", "/", "%", "**", "<<", ">>", "|", "^", "&", "//"}
	unaryOpNames   = [numUnaryOps]string{"~", "+", "-"}
	compareOpNames = [numCompareOps]string{"<", "<=", "==", "!=", ">", ">="}
	funcFlagNames  = [...]string{"defaults", "kwdefaults", "annotations", "closure"}
)

// immComment explains the immediate x of op, or returns "".
func immComment(op Opcode, x int) string {
	pick := func(names []string) string {
		if x < len(names) {
			return names[x]
		}
		return "?"
	}
	switch op {
	case LOADBOOL:
		return pick([]string{"False", "True"})
	case BINARY, BINARYK:
		return pick(binaryOpNames[:])
	case INPLACE, INPLACEK:
		if x < numBinaryOps {
			return binaryOpNames[x] + "="
		}
		return "?"
	case UNARY:
		return pick(unaryOpNames[:])
	case COMPARE, COMPAREK:
		return pick(compareOpNames[:])
	case CONTAINS:
		return pick([]string{"in", "not in"})
	case IS:
		return pick([]string{"is", "is not"})
	case FORMAT:
		s := [...]string{"", "!s", "!r", "!a"}[x&3]
		if x&4 != 0 {
			s += " with spec"
		}
		return strings.TrimPrefix(s, " ")
	case MAKEFUNC:
		var parts []string
		for i, name := range funcFlagNames {
			if x&(1<<i) != 0 {
				parts = append(parts, name)
			}
		}
		return strings.Join(parts, "|")
	case RAISE:
		return pick([]string{"reraise", "raise", "raise from"})
	case BEFOREWITH:
		return pick([]string{"", "async"})
	case GETAWAITABLE:
		return pick([]string{"", "aenter", "aexit"})
	case IMPORTNAME:
		return "level " + strconv.Itoa(x)
	case UNPACKEX:
		return "star at " + strconv.Itoa(x)
	}
	return ""
}

// String returns the flags' names joined by "|", such as
// "GENERATOR|DOCSTRING".
func (f CodeFlags) String() string {
	names := [...]string{"VARARGS", "VARKW", "GENERATOR", "COROUTINE", "ASYNC_GENERATOR", "DOCSTRING", "CLASS_BODY", "MODULE"}
	var parts []string
	for i, name := range names {
		if f&(1<<i) != 0 {
			parts = append(parts, name)
		}
	}
	if rest := f &^ maxCodeFlags; rest != 0 {
		parts = append(parts, "0x"+strconv.FormatUint(uint64(rest), 16))
	}
	if len(parts) == 0 {
		return "0"
	}
	return strings.Join(parts, "|")
}

// String returns the operand kind's name as the opcode table writes it.
func (k Operand) String() string {
	names := [...]string{"None", "Reg", "Regs", "Count", "Const", "CodeK", "Name", "Cell", "Target", "Imm", "Cache", "Pair", "FlagRegs"}
	if int(k) < len(names) {
		return names[k]
	}
	return "Operand(" + strconv.Itoa(int(k)) + ")"
}

func constKindName(k ConstKind) string {
	names := [...]string{"None", "bool", "int", "big int", "float", "complex", "str", "bytes", "Ellipsis", "tuple", "frozenset", "code object"}
	if int(k) < len(names) {
		return names[k]
	}
	return "constant of kind " + strconv.Itoa(int(k))
}

// ConstRepr returns the constant as Python's repr would print it (a code
// object as <code qualname>, frozenset items in stored order).
func ConstRepr(k *Constant) string {
	var sb strings.Builder
	writeConst(&sb, k, 0)
	return sb.String()
}

func writeConst(sb *strings.Builder, k *Constant, level int) {
	if level >= MaxNesting {
		sb.WriteString("...")
		return
	}
	switch k.Kind {
	case ConstNone:
		sb.WriteString("None")
	case ConstBool:
		if k.Int != 0 {
			sb.WriteString("True")
		} else {
			sb.WriteString("False")
		}
	case ConstInt:
		sb.WriteString(strconv.FormatInt(k.Int, 10))
	case ConstBigInt:
		sb.WriteString(k.Str)
	case ConstFloat:
		sb.WriteString(floatRepr(k.Float))
	case ConstComplex:
		sb.WriteString(complexRepr(k.Float, k.Imag))
	case ConstStr:
		sb.WriteString(strRepr(k.Str))
	case ConstBytes:
		sb.WriteString(bytesRepr(k.Str))
	case ConstEllipsis:
		sb.WriteString("Ellipsis")
	case ConstTuple:
		sb.WriteByte('(')
		for i := range k.Items {
			if i > 0 {
				sb.WriteString(", ")
			}
			writeConst(sb, &k.Items[i], level+1)
		}
		if len(k.Items) == 1 {
			sb.WriteByte(',')
		}
		sb.WriteByte(')')
	case ConstFrozenSet:
		if len(k.Items) == 0 {
			sb.WriteString("frozenset()")
			return
		}
		sb.WriteString("frozenset({")
		for i := range k.Items {
			if i > 0 {
				sb.WriteString(", ")
			}
			writeConst(sb, &k.Items[i], level+1)
		}
		sb.WriteString("})")
	case ConstCode:
		if k.Code == nil {
			sb.WriteString("<code nil>")
			return
		}
		name := k.Code.QualName
		if name == "" {
			name = k.Code.Name
		}
		sb.WriteString("<code " + name + ">")
	default:
		sb.WriteString("<constant kind " + strconv.Itoa(int(k.Kind)) + ">")
	}
}

// floatRepr formats f as Python's repr does: the shortest digits that
// read back as f, in positional notation when the decimal exponent is
// from -4 to 15 and in scientific notation otherwise.
func floatRepr(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	}
	s := strconv.FormatFloat(f, 'e', -1, 64) // -d.ddde±XX
	mant, exps, _ := strings.Cut(s, "e")
	exp, _ := strconv.Atoi(exps)
	sign := ""
	if mant[0] == '-' {
		sign, mant = "-", mant[1:]
	}
	digits := strings.Replace(mant, ".", "", 1)
	if exp < -4 || exp >= 16 {
		m := digits[:1]
		if len(digits) > 1 {
			m += "." + digits[1:]
		}
		es := strconv.Itoa(abs(exp))
		if len(es) < 2 {
			es = "0" + es
		}
		if exp < 0 {
			return sign + m + "e-" + es
		}
		return sign + m + "e+" + es
	}
	if exp < 0 {
		return sign + "0." + strings.Repeat("0", -exp-1) + digits
	}
	if len(digits) <= exp+1 {
		return sign + digits + strings.Repeat("0", exp+1-len(digits)) + ".0"
	}
	return sign + digits[:exp+1] + "." + digits[exp+1:]
}

// complexRepr formats a complex number as Python's repr does.
func complexRepr(re, im float64) string {
	imText := floatRepr(im)
	if math.IsInf(im, 0) || math.IsNaN(im) {
		imText = strings.TrimPrefix(imText, "-")
	} else {
		imText = strings.TrimSuffix(imText, ".0")
		imText = strings.TrimPrefix(imText, "-")
	}
	if re == 0 && !math.Signbit(re) {
		if math.Signbit(im) && !math.IsNaN(im) {
			return "-" + imText + "j"
		}
		return imText + "j"
	}
	reText := strings.TrimSuffix(floatRepr(re), ".0")
	op := "+"
	if math.Signbit(im) && !math.IsNaN(im) {
		op = "-"
	}
	return "(" + reText + op + imText + "j)"
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// quoteFor returns the quote Python's repr uses for s: ' unless s holds
// a ' and no ".
func quoteFor(s string) byte {
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		return '"'
	}
	return '\''
}

// strRepr formats a pyex str (see validText) as Python's repr does.
func strRepr(s string) string {
	q := quoteFor(s)
	b := make([]byte, 0, len(s)+2)
	b = append(b, q)
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			b = appendASCII(b, c, q)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			if c == 0xED && i+2 < len(s) && s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2]&0xC0 == 0x80 {
				r, size = 0xD000|rune(s[i+1]&0x3F)<<6|rune(s[i+2]&0x3F), 3
			} else {
				// Not a pyex str: show the byte.
				b = appendHex(b, 'x', uint32(c), 2)
				i++
				continue
			}
		}
		switch {
		case r >= 0xD800 && r <= 0xDFFF:
			b = appendHex(b, 'u', uint32(r), 4)
		case unicode.IsPrint(r):
			b = append(b, s[i:i+size]...)
		case r < 0x100:
			b = appendHex(b, 'x', uint32(r), 2)
		case r < 0x10000:
			b = appendHex(b, 'u', uint32(r), 4)
		default:
			b = appendHex(b, 'U', uint32(r), 8)
		}
		i += size
	}
	return string(append(b, q))
}

// bytesRepr formats a bytes value as Python's repr does.
func bytesRepr(s string) string {
	q := quoteFor(s)
	b := make([]byte, 0, len(s)+3)
	b = append(b, 'b', q)
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < utf8.RuneSelf {
			b = appendASCII(b, c, q)
		} else {
			b = appendHex(b, 'x', uint32(c), 2)
		}
	}
	return string(append(b, q))
}

// appendASCII appends the repr of ASCII character c inside quotes q.
func appendASCII(b []byte, c, q byte) []byte {
	switch {
	case c == q || c == '\\':
		return append(b, '\\', c)
	case c == '\n':
		return append(b, '\\', 'n')
	case c == '\r':
		return append(b, '\\', 'r')
	case c == '\t':
		return append(b, '\\', 't')
	case c < ' ' || c == 0x7f:
		return appendHex(b, 'x', uint32(c), 2)
	}
	return append(b, c)
}

// appendHex appends an escape such as \x0a or \u20ac.
func appendHex(b []byte, kind byte, x uint32, width int) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '\\', kind)
	for i := width - 1; i >= 0; i-- {
		b = append(b, hex[x>>(4*uint(i))&0xF])
	}
	return b
}

func padLeft(s string, n int) string {
	if len(s) >= n {
		return s
	}
	return strings.Repeat(" ", n-len(s)) + s
}

func padRight(s string, n int) string {
	if len(s) >= n {
		return s
	}
	return s + strings.Repeat(" ", n-len(s))
}
