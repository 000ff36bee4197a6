package bytecode

// This file builds the hand-made Code trees the tests of the format, the
// verifier and the disassembler share. sampleProgram uses every opcode and
// every constant kind, and passes Verify.

import (
	"flag"
	"math"
	"testing"
)

// update makes the golden-file tests (docs table, disassembly, fuzz seeds)
// rewrite their files instead of comparing against them.
var update = flag.Bool("update", false, "rewrite golden files and the fuzz seed corpus")

// Indexes of the sample module's constants that instructions refer to.
const (
	sampleKInt      = 1
	sampleKKwNames  = 13 // ("k",)
	sampleKNone     = 14
	sampleKFromList = 15 // ("a", "b")
	sampleKGen      = 16 // code g
	sampleKFunc     = 17 // code f (no free variables)
)

// sampleConsts returns one constant of each kind and more: every value the
// format treats specially.
func sampleConsts() []Constant {
	return []Constant{
		{Kind: ConstStr, Str: "Module doc."},
		{Kind: ConstInt, Int: 42},
		{Kind: ConstInt, Int: math.MinInt64},
		{Kind: ConstBigInt, Str: "123456789012345678901234567890"},
		{Kind: ConstBigInt, Str: "-9223372036854775809"},
		{Kind: ConstFloat, Float: 1.5},
		{Kind: ConstFloat, Float: math.Copysign(0, -1)},
		{Kind: ConstComplex, Float: 1, Imag: -2.25},
		{Kind: ConstStr, Str: "h\u00e9llo \xed\xa0\x80\xed\xb0\x80 \U0001F600"}, // lone surrogates, then a real pair
		{Kind: ConstBytes, Str: "\x00\xff'\""},
		{Kind: ConstEllipsis},
		{Kind: ConstTuple, Items: []Constant{
			{Kind: ConstNone}, {Kind: ConstBool, Int: 1}, {Kind: ConstBool}, {Kind: ConstInt, Int: 3},
			{Kind: ConstTuple}, {Kind: ConstTuple, Items: []Constant{{Kind: ConstStr, Str: "a"}}},
		}},
		{Kind: ConstFrozenSet, Items: []Constant{
			{Kind: ConstInt, Int: 1}, {Kind: ConstStr, Str: "b"},
			{Kind: ConstTuple, Items: []Constant{{Kind: ConstFloat, Float: math.Inf(-1)}, {Kind: ConstFloat, Float: math.NaN()}}},
		}},
		{Kind: ConstTuple, Items: []Constant{{Kind: ConstStr, Str: "k"}}},
		{Kind: ConstNone},
		{Kind: ConstTuple, Items: []Constant{{Kind: ConstStr, Str: "a"}, {Kind: ConstStr, Str: "b"}}},
		{Kind: ConstCode, Code: sampleGen()},
		{Kind: ConstCode, Code: sampleCoroutine()},
		{Kind: ConstStr, Str: ""},
		{Kind: ConstBool, Int: 1},
		{Kind: ConstFrozenSet},
	}
}

// genericInstr returns a valid instruction for op in the sample module:
// every operand is filled from its kind, with the exceptions the
// verifier's opcode rules call for.
func genericInstr(op Opcode) Instr {
	info := opInfo[op]
	var f [4]int
	for i, kind := range [4]Operand{info.A, info.B, info.C, info.D} {
		switch kind {
		case Reg:
			f[i] = 1
		case Regs, Count:
			f[i] = 2
		case Pair:
			f[i] = 3
		case FlagRegs:
			f[i] = 4
		case Const:
			switch op {
			case CALLKW, BUILDCLASS, MATCHCLASS:
				f[i] = sampleKKwNames
			case IMPORTNAME:
				f[i] = sampleKFromList
			default:
				f[i] = sampleKInt
			}
		case CodeK:
			f[i] = sampleKFunc
		case Name, Cache:
			f[i] = 1
		case Target:
			f[i] = 0
		case Imm:
			f[i] = info.DMax
		}
	}
	switch op {
	case UNPACKEX:
		f[3] = 1
	case MAKEFUNC:
		f[3] = FuncDefaults | FuncAnnotations
	}
	if info.BX {
		return MakeBx(op, f[0], f[1], f[3])
	}
	return Make(op, f[0], f[1], f[2], f[3])
}

// moduleExcluded lists the opcodes the sample module cannot hold: they need
// cells, locals, a generator or a class body, which other sample codes
// provide.
var moduleExcluded = map[Opcode]bool{
	CHECKBOUND: true, CLEARLOCAL: true, MAKECELL: true,
	LOADDEREF: true, STOREDEREF: true, DELDEREF: true, LOADCLASSDEREF: true, LOADCLOSURE: true,
	YIELD: true, YIELDFROM: true, RETURN: true,
}

// sampleProgram returns a module that uses every opcode and constant kind,
// with nested functions, a closure and a class body.
func sampleProgram() *Code {
	c := &Code{
		Name: "<module>", QualName: "<module>", Filename: "sample.py", FirstLine: 1,
		Flags:     FlagModule | FlagDocstring,
		NumRegs:   16,
		Names:     []string{"print", "os", "path", "x", "\u00e9t\u00e9"},
		Consts:    sampleConsts(),
		NumCaches: 2,
	}
	line := int32(1)
	for op := Opcode(0); op < numOpcodes; op++ {
		if moduleExcluded[op] {
			continue
		}
		c.Instrs = append(c.Instrs, genericInstr(op))
		// Several instructions per line, some spanning lines, some
		// without a position, lines going back as well as forward.
		p := Position{Line: line, EndLine: line, Col: int32(op) % 7, EndCol: int32(op)%7 + 5}
		switch op % 5 {
		case 0:
			line += 3
		case 1:
			p.EndLine += 2
			p.EndCol = 1
		case 2:
			p = Position{}
		case 3:
			line--
		}
		c.Positions = append(c.Positions, p)
		if op == FORITERTO {
			// Its loop's exit, which it skips while items come.
			c.Instrs = append(c.Instrs, MakeBx(JUMP, 0, 0, 0))
			c.Positions = append(c.Positions, p)
		}
	}
	c.Instrs = append(c.Instrs, Make(RETURN, 2, 0, 0, 0))
	c.Positions = append(c.Positions, Position{Line: 99, EndLine: 99, Col: 0, EndCol: 8})
	c.Handlers = []ExcHandler{{Start: 0, End: 10, Target: 12, Reg: 15}, {Start: 3, End: 4, Target: 0, Reg: 0}}
	return c
}

// sampleGen returns a generator function with every kind of parameter, a
// cell, and nested code that closes over it: a function and a class body.
//
//	def g(a, /, b, *args, c, **kwargs):
//	    x = ...
//	    def h(): return x
//	    class C: y = x
//	    yield ...
func sampleGen() *Code {
	h := &Code{
		Name: "h", QualName: "g.<locals>.h", Filename: "sample.py", FirstLine: 4,
		FreeNames: []string{"x"}, NumRegs: 1,
		Instrs:    []Instr{Make(LOADDEREF, 0, 0, 0, 0), Make(RETURN, 0, 0, 0, 0)},
		Positions: []Position{{4, 4, 16, 17}, {4, 4, 9, 17}},
	}
	class := &Code{
		Name: "C", QualName: "g.<locals>.C", Filename: "sample.py", FirstLine: 5,
		Flags:     FlagClassBody,
		FreeNames: []string{"x"}, NumRegs: 2,
		Names: []string{"y", "__annotations__"},
		Instrs: []Instr{
			Make(SETUPANNOTATIONS, 0, 0, 0, 0),
			Make(LOADCLASSDEREF, 0, 0, 0, 0),
			Make(STORENAME, 0, 0, 0, 0),
			Make(LOADNAME, 1, 1, 0, 0),
			Make(DELNAME, 0, 1, 0, 0),
			Make(LOADNONE, 1, 0, 0, 0),
			Make(RETURN, 1, 0, 0, 0),
		},
		Positions: []Position{{5, 5, 4, 18}, {5, 5, 17, 18}, {5, 5, 13, 14}, {5, 5, 0, 0}, {5, 5, 0, 0}, {5, 5, 0, 0}, {5, 5, 0, 0}},
	}
	return withPositions(&Code{
		Name: "g", QualName: "g", Filename: "sample.py", FirstLine: 2,
		Flags:    FlagGenerator | FlagVarargs | FlagVarkw,
		ArgCount: 2, PosOnlyArgCount: 1, KwOnlyArgCount: 1,
		LocalNames: []string{"a", "b", "c", "args", "kwargs", "h", "C"},
		CellNames:  []string{"x"},
		NumRegs:    12,
		Names:      []string{"print"},
		NumCaches:  1,
		Consts: []Constant{
			{Kind: ConstCode, Code: h},
			{Kind: ConstCode, Code: class},
			{Kind: ConstStr, Str: "C"},
			{Kind: ConstTuple},
		},
		Instrs: []Instr{
			Make(MAKECELL, 0, 0, 0, 0),
			MakeBx(LOADK, 7, 2, 0),
			Make(STOREDEREF, 7, 0, 0, 0),
			Make(LOADCLOSURE, 8, 0, 0, 0),
			Make(BUILDTUPLE, 9, 8, 1, 0),
			Make(MAKEFUNC, 5, 0, 9, FuncClosure),
			Make(MAKEFUNC, 7, 1, 9, FuncClosure),
			MakeBx(LOADK, 8, 2, 0),
			Make(BUILDCLASS, 7, 1, 3, 0),
			Make(MOVE, 6, 7, 0, 0),
			Make(CHECKBOUND, 6, 0, 0, 0),
			Make(LOADGLOBAL, 8, 0, 0, 0),
			Make(YIELD, 10, 8, 0, 0),
			Make(YIELDFROM, 10, 8, 0, 0),
			Make(CLEARLOCAL, 6, 0, 0, 0),
			Make(DELDEREF, 0, 0, 0, 0),
			MakeBx(JUMP, 0, 2, 0),
		},
		Handlers: []ExcHandler{{Start: 10, End: 14, Target: 16, Reg: 11}},
	}, 3)
}

// sampleCoroutine returns an async function with no free variables.
//
//	async def f(): return await x
func sampleCoroutine() *Code {
	return &Code{
		Name: "f", QualName: "f", Filename: "sample.py", FirstLine: 9,
		Flags:   FlagCoroutine,
		NumRegs: 3, Names: []string{"x"}, NumCaches: 1,
		Instrs: []Instr{
			Make(LOADGLOBAL, 0, 0, 0, 0),
			Make(GETAWAITABLE, 1, 0, 0, 0),
			Make(YIELDFROM, 2, 1, 0, 0),
			Make(RETURN, 2, 0, 0, 0),
		},
		Positions: []Position{{10, 10, 17, 18}, {10, 10, 11, 18}, {10, 10, 11, 18}, {10, 10, 4, 18}},
	}
}

// withPositions fills in missing positions, one line per instruction
// from first.
func withPositions(c *Code, first int32) *Code {
	for len(c.Positions) < len(c.Instrs) {
		l := first + int32(len(c.Positions))
		c.Positions = append(c.Positions, Position{Line: l, EndLine: l, Col: 4, EndCol: 10})
	}
	return c
}

// minimalCode returns the smallest valid module: return None.
func minimalCode() *Code {
	return &Code{
		Name: "<module>", QualName: "<module>", Filename: "m.py", FirstLine: 1,
		Flags: FlagModule, NumRegs: 1,
		Instrs:    []Instr{Make(LOADNONE, 0, 0, 0, 0), Make(RETURN, 0, 0, 0, 0)},
		Positions: []Position{{1, 1, 0, 4}, {1, 1, 0, 4}},
	}
}

// walkCodes calls f for c and every Code nested in it.
func walkCodes(c *Code, f func(*Code)) {
	f(c)
	for i := range c.Consts {
		if c.Consts[i].Kind == ConstCode {
			walkCodes(c.Consts[i].Code, f)
		}
	}
}

func TestSampleProgramCoversEverything(t *testing.T) {
	c := sampleProgram()
	if err := Verify(c); err != nil {
		t.Fatalf("sample program fails Verify: %v", err)
	}
	ops := map[Opcode]bool{}
	kinds := map[ConstKind]bool{}
	var walkConst func(k *Constant)
	walkConst = func(k *Constant) {
		kinds[k.Kind] = true
		for i := range k.Items {
			walkConst(&k.Items[i])
		}
	}
	walkCodes(c, func(c *Code) {
		for _, in := range c.Instrs {
			ops[in.Op()] = true
		}
		for i := range c.Consts {
			walkConst(&c.Consts[i])
		}
	})
	for op := Opcode(0); op < numOpcodes; op++ {
		if !ops[op] {
			t.Errorf("sample program lacks opcode %s", op)
		}
	}
	for k := ConstKind(0); k < numConstKinds; k++ {
		if !kinds[k] {
			t.Errorf("sample program lacks constant kind %s", constKindName(k))
		}
	}
}
