package bytecode

// This file holds the verifier. Its promise: a Code tree that passes
// Verify can never make the VM index out of range. Every register,
// constant, name, cell and cache index an instruction names is in range
// for the Code it belongs to, every jump and handler lands on an
// instruction, execution cannot run off the end, and the constants have
// the kinds the instructions that use them expect. What a register holds at
// run time is not the verifier's business: the VM checks types (a callee
// that is not callable, a closure tuple of the wrong length) as CPython
// does, with exceptions.

import (
	"fmt"
	"math"
	"math/bits"
	"unicode/utf8"
)

// Verify checks a Code tree, including every nested Code, and returns a
// *FormatError describing the first problem found, or nil. Verify treats
// code as a top-level Code, run without a closure, so code itself may have
// no free variables; nested Codes may, when the MAKEFUNC that makes their
// function supplies a closure. The rules are listed in docs/BYTECODE.md.
func Verify(code *Code) error {
	v := verifier{}
	return v.code(code, 0)
}

// verifier checks Code trees. textChecked is set by Unmarshal, whose
// decoder has already checked every string's content once per string in
// the table; checking again per use would let a file that refers to one
// long string many times cost time quadratic in its size.
type verifier struct {
	textChecked bool
}

// Flags that exclude each other.
const generatorFlags = FlagGenerator | FlagCoroutine | FlagAsyncGenerator

func (v *verifier) code(c *Code, depth int) error {
	if c == nil {
		return &FormatError{Offset: -1, Msg: "nil code"}
	}
	if depth >= MaxNesting {
		return v.errorf(c, "code objects nest more than %d deep", MaxNesting)
	}
	if err := v.header(c, depth); err != nil {
		return err
	}
	for i := range c.Consts {
		if err := v.constant(c, i, &c.Consts[i], depth, 0); err != nil {
			return err
		}
	}
	cv := codeVerifier{c: c}
	for pc, in := range c.Instrs {
		if msg := cv.instr(in); msg != "" {
			return v.errorf(c, "instruction %d (%s): %s", pc, in.Op(), msg)
		}
		// FORITERTO skips the JUMP after it on every iteration: both
		// must be there, and something after them.
		if in.Op() == FORITERTO && (pc+2 >= len(c.Instrs) || c.Instrs[pc+1].Op() != JUMP) {
			return v.errorf(c, "instruction %d (FORITERTO): not followed by a JUMP and more code", pc)
		}
	}
	switch last := c.Instrs[len(c.Instrs)-1].Op(); last {
	case RETURN, JUMP, RAISE, RERAISE:
	default:
		return v.errorf(c, "last instruction %d (%s) falls through past the end", len(c.Instrs)-1, last)
	}
	for pc, p := range c.Positions {
		if p.Line < 0 || p.EndLine < 0 || p.Col < 0 || p.EndCol < 0 {
			return v.errorf(c, "instruction %d: negative position %d:%d-%d:%d", pc, p.Line, p.Col, p.EndLine, p.EndCol)
		}
	}
	for i, h := range c.Handlers {
		n := len(c.Instrs)
		switch {
		case h.Start < 0 || h.End > n || h.Start >= h.End:
			return v.errorf(c, "exception handler %d: range [%d, %d) is empty or outside the %d instructions", i, h.Start, h.End, n)
		case h.Target < 0 || h.Target >= n:
			return v.errorf(c, "exception handler %d: target %d out of range (%d instructions)", i, h.Target, n)
		case h.Reg < 0 || h.Reg >= c.NumRegs:
			return v.errorf(c, "exception handler %d: register %d out of range (NumRegs %d)", i, h.Reg, c.NumRegs)
		}
	}
	return nil
}

// header checks the fields of c other than its constants, instructions
// and handlers.
func (v *verifier) header(c *Code, depth int) error {
	if !v.textChecked {
		if err := v.texts(c); err != nil {
			return err
		}
	}
	if c.Flags&^maxCodeFlags != 0 {
		return v.errorf(c, "unknown flags %#x", uint16(c.Flags&^maxCodeFlags))
	}
	if bits.OnesCount16(uint16(c.Flags&generatorFlags)) > 1 {
		return v.errorf(c, "flags %s: at most one of GENERATOR, COROUTINE and ASYNC_GENERATOR", c.Flags)
	}
	body := c.Flags & (FlagModule | FlagClassBody)
	if body == FlagModule|FlagClassBody {
		return v.errorf(c, "flags %s: both MODULE and CLASS_BODY", c.Flags)
	}
	if c.FirstLine < 0 || c.FirstLine > math.MaxInt32 {
		return v.errorf(c, "first line %d out of range", c.FirstLine)
	}

	params := c.ArgCount + c.KwOnlyArgCount
	if c.Flags&FlagVarargs != 0 {
		params++
	}
	if c.Flags&FlagVarkw != 0 {
		params++
	}
	switch {
	case c.ArgCount < 0 || c.PosOnlyArgCount < 0 || c.KwOnlyArgCount < 0:
		return v.errorf(c, "negative argument count")
	case c.PosOnlyArgCount > c.ArgCount:
		return v.errorf(c, "%d positional-only arguments but %d positional", c.PosOnlyArgCount, c.ArgCount)
	case params > len(c.LocalNames):
		return v.errorf(c, "%d parameters but %d local names", params, len(c.LocalNames))
	case body != 0 && params != 0:
		return v.errorf(c, "a module or class body has %d parameters", params)
	}

	switch {
	case c.NumRegs < len(c.LocalNames):
		return v.errorf(c, "NumRegs %d is less than the %d locals", c.NumRegs, len(c.LocalNames))
	case c.NumRegs > MaxA+1:
		return v.errorf(c, "NumRegs %d exceeds %d", c.NumRegs, MaxA+1)
	case c.NumCaches < 0 || c.NumCaches > MaxC+1:
		return v.errorf(c, "NumCaches %d out of range", c.NumCaches)
	case depth == 0 && len(c.FreeNames) > 0:
		return v.errorf(c, "a top-level code has free variables")
	case c.Flags&FlagDocstring != 0 && (len(c.Consts) == 0 || c.Consts[0].Kind != ConstStr):
		return v.errorf(c, "flag DOCSTRING but constant 0 is not a str")
	case len(c.Instrs) == 0:
		return v.errorf(c, "no instructions")
	case len(c.Positions) != len(c.Instrs):
		return v.errorf(c, "%d positions for %d instructions", len(c.Positions), len(c.Instrs))
	}
	return nil
}

// texts checks that every name of c is text.
func (v *verifier) texts(c *Code) error {
	if !validText(c.Name) || !validText(c.QualName) {
		return &FormatError{Offset: -1, Msg: fmt.Sprintf("code %q: name is not valid UTF-8", c.Name)}
	}
	if !validText(c.Filename) {
		return v.errorf(c, "filename is not valid UTF-8")
	}
	lists := [...]struct {
		what  string
		names []string
	}{{"local name", c.LocalNames}, {"cell name", c.CellNames}, {"free name", c.FreeNames}, {"name", c.Names}}
	for _, l := range lists {
		for i, s := range l.names {
			if !validText(s) {
				return v.errorf(c, "%s %d is not valid UTF-8", l.what, i)
			}
		}
	}
	return nil
}

// constant checks constant k of c: the i'th, or an item nested level
// deep within it.
func (v *verifier) constant(c *Code, i int, k *Constant, depth, level int) error {
	if level >= MaxNesting {
		return v.errorf(c, "constant %d: tuples nest more than %d deep", i, MaxNesting)
	}
	bad := func(format string, args ...any) error {
		return v.errorf(c, "constant %d: %s", i, fmt.Sprintf(format, args...))
	}
	// Each kind uses some of the fields; the others must be zero, so that
	// a Constant means one thing and encodes one way.
	const (
		fInt = 1 << iota
		fFloat
		fImag
		fStr
		fItems
		fCode
	)
	var used int
	switch k.Kind {
	case ConstNone, ConstEllipsis:
	case ConstBool:
		used = fInt
		if k.Int != 0 && k.Int != 1 {
			return bad("bool holds %d", k.Int)
		}
	case ConstInt:
		used = fInt
	case ConstBigInt:
		used = fStr
		if !v.textChecked {
			if msg := checkBigDigits(k.Str); msg != "" {
				return bad("%s", msg)
			}
		}
	case ConstFloat:
		used = fFloat
	case ConstComplex:
		used = fFloat | fImag
	case ConstStr:
		used = fStr
		if !v.textChecked && !validText(k.Str) {
			return bad("str is not valid UTF-8")
		}
	case ConstBytes:
		used = fStr
	case ConstTuple, ConstFrozenSet:
		used = fItems
		for j := range k.Items {
			item := &k.Items[j]
			if item.Kind == ConstCode {
				return bad("a code object inside a %s", constKindName(k.Kind))
			}
			if err := v.constant(c, i, item, depth, level+1); err != nil {
				return err
			}
		}
	case ConstCode:
		used = fCode
		if level > 0 {
			return bad("nested code object")
		}
		if k.Code == nil {
			return bad("nil code object")
		}
	default:
		return bad("unknown kind %d", k.Kind)
	}
	switch {
	case used&fInt == 0 && k.Int != 0,
		used&fFloat == 0 && math.Float64bits(k.Float) != 0,
		used&fImag == 0 && math.Float64bits(k.Imag) != 0,
		used&fStr == 0 && k.Str != "",
		used&fItems == 0 && k.Items != nil,
		used&fCode == 0 && k.Code != nil:
		return bad("a %s with fields it does not use set", constKindName(k.Kind))
	}
	if k.Kind == ConstCode {
		return v.code(k.Code, depth+1)
	}
	return nil
}

func (v *verifier) errorf(c *Code, format string, args ...any) error {
	return &FormatError{Offset: -1, Msg: codeLabel(c) + ": " + fmt.Sprintf(format, args...)}
}

// codeLabel names c in messages: code 'f', by its qualified name.
func codeLabel(c *Code) string {
	name := c.QualName
	if name == "" {
		name = c.Name
	}
	return "code " + strRepr(name)
}

// codeVerifier checks the instructions of one Code.
type codeVerifier struct {
	c *Code
	// strTuples caches, per constant, whether it is a tuple of strs and its
	// length (len+1; -1 if not; 0 not yet known), so that many
	// instructions naming one long tuple scan it once.
	strTuples []int
}

// instr checks one instruction and returns what is wrong with it, or "".
func (cv *codeVerifier) instr(in Instr) string {
	op := in.Op()
	if op >= numOpcodes {
		return fmt.Sprintf("unknown opcode %d", int(op))
	}
	info := &opInfo[op]
	a, b, cc, d := in.A(), in.B(), in.C(), in.D()

	// The field marked Count (if any) gives the span of the Regs field.
	count := 0
	switch Count {
	case info.A:
		count = a
	case info.B:
		count = b
	case info.C:
		count = cc
	}

	if info.BX {
		b, cc = in.Bx(), 0
	}
	fields := [4]struct {
		name string
		kind Operand
		val  int
	}{{"A", info.A, a}, {"B", info.B, b}, {"C", info.C, cc}, {"D", info.D, d}}
	if info.BX {
		fields[1].name = "Bx"
	}
	// Some forms of an opcode leave register fields unused; those must be
	// zero, and are not register indexes (a bare raise needs no register
	// at all).
	switch op {
	case RAISE:
		if d < 2 {
			fields[1].kind = None
		}
		if d == 0 {
			fields[0].kind = None
		}
	case FORMAT:
		if d&4 == 0 {
			fields[2].kind = None
		}
	}
	for _, f := range fields {
		if msg := cv.operand(f.name, f.kind, f.val, count+info.Extra, d, info); msg != "" {
			return msg
		}
	}
	return cv.special(op, a, b, cc, d)
}

// operand checks one field of kind kind holding x. span is the number of
// registers a Regs field covers; d is the D field, for FlagRegs.
func (cv *codeVerifier) operand(name string, kind Operand, x, span, d int, info *Info) string {
	c := cv.c
	switch kind {
	case None:
		if x != 0 {
			return fmt.Sprintf("unused field %s is %d", name, x)
		}
	case Reg:
		if x >= c.NumRegs {
			return fmt.Sprintf("register %d out of range (NumRegs %d)", x, c.NumRegs)
		}
	case Regs:
		if x+span > c.NumRegs {
			return fmt.Sprintf("registers %d..%d out of range (NumRegs %d)", x, x+span-1, c.NumRegs)
		}
	case Pair:
		if x+1 >= c.NumRegs {
			return fmt.Sprintf("registers %d, %d out of range (NumRegs %d)", x, x+1, c.NumRegs)
		}
	case FlagRegs:
		n := bits.OnesCount8(uint8(d))
		if n == 0 && x != 0 {
			return fmt.Sprintf("field %s is %d but flags %d select no registers", name, x, d)
		}
		if x+n > c.NumRegs {
			return fmt.Sprintf("registers %d..%d out of range (NumRegs %d)", x, x+n-1, c.NumRegs)
		}
	case Count:
		// Checked with its Regs field.
	case Const:
		if x >= len(c.Consts) {
			return fmt.Sprintf("constant %d out of range (%d constants)", x, len(c.Consts))
		}
	case CodeK:
		if x >= len(c.Consts) {
			return fmt.Sprintf("constant %d out of range (%d constants)", x, len(c.Consts))
		}
		if c.Consts[x].Kind != ConstCode {
			return fmt.Sprintf("constant %d is a %s, not a code object", x, constKindName(c.Consts[x].Kind))
		}
	case Name:
		if x >= len(c.Names) {
			return fmt.Sprintf("name %d out of range (%d names)", x, len(c.Names))
		}
	case Cell:
		if n := len(c.CellNames) + len(c.FreeNames); x >= n {
			return fmt.Sprintf("cell %d out of range (%d cells and free variables)", x, n)
		}
	case Target:
		if x >= len(c.Instrs) {
			return fmt.Sprintf("jump target %d out of range (%d instructions)", x, len(c.Instrs))
		}
	case Imm:
		if x > info.DMax {
			return fmt.Sprintf("immediate %s %d out of range (at most %d)", name, x, info.DMax)
		}
	case Cache:
		if x >= c.NumCaches {
			return fmt.Sprintf("cache slot %d out of range (NumCaches %d)", x, c.NumCaches)
		}
	default:
		return fmt.Sprintf("field %s has unknown operand kind %d", name, kind)
	}
	return ""
}

// special checks the rules particular to some opcodes, beyond the operand
// kinds of the table. b is Bx for BX opcodes.
func (cv *codeVerifier) special(op Opcode, a, b, c, d int) string {
	code := cv.c
	switch op {
	case LOADK:
		if code.Consts[b].Kind == ConstCode {
			return fmt.Sprintf("constant %d is a code object", b)
		}
	case CHECKBOUND, CLEARLOCAL:
		if a >= len(code.LocalNames) {
			return fmt.Sprintf("register %d is not a local (%d locals)", a, len(code.LocalNames))
		}
	case MAKECELL:
		if b >= len(code.CellNames) {
			return fmt.Sprintf("cell %d is a free variable, not one of the %d cells", b, len(code.CellNames))
		}
	case LOADNAME, STORENAME, DELNAME, SETUPANNOTATIONS, IMPORTSTAR:
		if code.Flags&(FlagModule|FlagClassBody) == 0 {
			return "only a module or class body has a locals namespace"
		}
	case LOADCLASSDEREF:
		if code.Flags&FlagClassBody == 0 {
			return "only a class body may use it"
		}
	case YIELD, YIELDFROM:
		if code.Flags&generatorFlags == 0 {
			return "only a generator or coroutine may suspend"
		}
	case CALLKW:
		if n := cv.strTuple(c); n < 0 || n > b {
			return fmt.Sprintf("constant %d must be a tuple of at most %d strs (the keyword names)", c, b)
		}
	case BUILDCLASS:
		if b < 1 {
			return "no class name argument"
		}
		if n := cv.strTuple(c); n < 0 || n > b-1 {
			return fmt.Sprintf("constant %d must be a tuple of at most %d strs (the keyword names)", c, b-1)
		}
	case MATCHCLASS:
		if cv.strTuple(c) < 0 {
			return fmt.Sprintf("constant %d must be a tuple of strs (the keyword attribute names)", c)
		}
	case IMPORTNAME:
		if code.Consts[c].Kind != ConstNone && cv.strTuple(c) < 0 {
			return fmt.Sprintf("constant %d must be None or a tuple of strs (the fromlist)", c)
		}
	case MAKEFUNC:
		inner := code.Consts[b].Code
		if hasClosure := d&FuncClosure != 0; hasClosure != (len(inner.FreeNames) > 0) {
			return fmt.Sprintf("closure flag is %t but code %s has %d free variables", hasClosure, strRepr(inner.Name), len(inner.FreeNames))
		}
	case BUILDDICT:
		if c%2 != 0 {
			return fmt.Sprintf("odd count %d of key and value registers", c)
		}
	case BUILDSLICE:
		if c != 2 && c != 3 {
			return fmt.Sprintf("slice of %d registers (must be 2 or 3)", c)
		}
	case UNPACKEX:
		if d >= c {
			return fmt.Sprintf("starred index %d is not among the %d targets", d, c)
		}
	}
	return ""
}

// strTuple returns the length of constant i if it is a tuple of strs, or
// -1.
func (cv *codeVerifier) strTuple(i int) int {
	if cv.strTuples == nil {
		cv.strTuples = make([]int, len(cv.c.Consts))
	}
	if n := cv.strTuples[i]; n != 0 {
		return n - 1
	}
	n := -1
	if k := &cv.c.Consts[i]; k.Kind == ConstTuple {
		n = len(k.Items)
		for j := range k.Items {
			if k.Items[j].Kind != ConstStr {
				n = -1
				break
			}
		}
	}
	cv.strTuples[i] = n + 1
	return n
}

// validText reports whether s is a well-formed pyex str: UTF-8, except
// that a surrogate code point U+D800..U+DFFF may appear in the 3-byte form
// UTF-8 would give it (ED A0..BF 80..BF), alone or next to another.
func validText(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			if c != 0xED || i+2 >= len(s) || s[i+1] < 0xA0 || s[i+1] > 0xBF || s[i+2]&0xC0 != 0x80 {
				return false
			}
			size = 3
		}
		i += size
	}
	return true
}

// checkBigDigits checks the digits of a big int constant: canonical
// decimal (an optional '-', no leading zeros) of a value that does not
// fit in int64, since smaller values are ConstInt. It returns what is
// wrong, or "".
func checkBigDigits(s string) string {
	digits := s
	limit := "9223372036854775807"
	if len(s) > 0 && s[0] == '-' {
		digits = s[1:]
		limit = "9223372036854775808"
	}
	if digits == "" || digits[0] == '0' {
		return "big int digits are not canonical decimal"
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return "big int digits are not canonical decimal"
		}
	}
	if len(digits) < len(limit) || (len(digits) == len(limit) && digits <= limit) {
		return "big int constant fits in int64"
	}
	return ""
}
