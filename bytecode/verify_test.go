package bytecode

import (
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"
)

// The codes of the sample program, for the defects planted below.
func sampleParts(m *Code) (g, h, class, f *Code) {
	g = m.Consts[sampleKGen].Code
	return g, g.Consts[0].Code, g.Consts[1].Code, m.Consts[sampleKFunc].Code
}

// instrIndex returns the index of the first op in c.
func instrIndex(c *Code, op Opcode) int {
	for pc, in := range c.Instrs {
		if in.Op() == op {
			return pc
		}
	}
	panic("no " + op.String())
}

// setInstr replaces the first op of c.
func setInstr(c *Code, in Instr) { c.Instrs[instrIndex(c, in.Op())] = in }

func TestVerifyRejects(t *testing.T) {
	tests := []struct {
		name  string
		plant func(m *Code)
		want  string
	}{
		// The Code's header.
		{"unknown flag", func(m *Code) { m.Flags |= 1 << 9 }, "code '<module>': unknown flags 0x200"},
		{"generator and coroutine", func(m *Code) {
			_, _, _, f := sampleParts(m)
			f.Flags |= FlagGenerator
		}, "code 'f': flags GENERATOR|COROUTINE: at most one of"},
		{"module and class body", func(m *Code) { m.Flags |= FlagClassBody }, "both MODULE and CLASS_BODY"},
		{"negative first line", func(m *Code) { m.FirstLine = -1 }, "first line -1 out of range"},
		{"negative argument count", func(m *Code) {
			g, _, _, _ := sampleParts(m)
			g.KwOnlyArgCount = -1
		}, "code 'g': negative argument count"},
		{"more positional-only than positional", func(m *Code) {
			g, _, _, _ := sampleParts(m)
			g.PosOnlyArgCount = 3
		}, "code 'g': 3 positional-only arguments but 2 positional"},
		{"more parameters than locals", func(m *Code) {
			g, _, _, _ := sampleParts(m)
			g.ArgCount = 5
		}, "code 'g': 8 parameters but 7 local names"},
		{"module with parameters", func(m *Code) {
			m.LocalNames = []string{"a"}
			m.ArgCount = 1
		}, "code '<module>': a module or class body has 1 parameters"},
		{"fewer registers than locals", func(m *Code) {
			g, _, _, _ := sampleParts(m)
			g.NumRegs = 6
		}, "code 'g': NumRegs 6 is less than the 7 locals"},
		{"too many registers", func(m *Code) { m.NumRegs = MaxA + 2 }, "NumRegs 65537 exceeds 65536"},
		{"negative cache count", func(m *Code) { m.NumCaches = -1 }, "NumCaches -1 out of range"},
		{"free variables at top level", func(m *Code) { m.FreeNames = []string{"x"} }, "a top-level code has free variables"},
		{"docstring flag without docstring", func(m *Code) { m.Consts[0] = Constant{Kind: ConstNone} }, "flag DOCSTRING but constant 0 is not a str"},
		{"no instructions", func(m *Code) {
			_, h, _, _ := sampleParts(m)
			h.Instrs, h.Positions = nil, nil
		}, "code 'g.<locals>.h': no instructions"},
		{"positions missing", func(m *Code) { m.Positions = m.Positions[1:] }, "code '<module>': 86 positions for 87 instructions"},
		{"negative position", func(m *Code) { m.Positions[3].EndCol = -2 }, "instruction 3: negative position"},
		{"name not utf-8", func(m *Code) { m.Names[2] = "pa\xc0th" }, "code '<module>': name 2 is not valid UTF-8"},
		{"code name not utf-8", func(m *Code) { m.Name = "\xff" }, "name is not valid UTF-8"},
		{"local name not utf-8", func(m *Code) {
			g, _, _, _ := sampleParts(m)
			g.LocalNames[1] = "\xed\xa0"
		}, "code 'g': local name 1 is not valid UTF-8"},
		{"filename not utf-8", func(m *Code) { m.Filename = "\x80" }, "filename is not valid UTF-8"},

		// Control flow and the exception table.
		{"falls off the end", func(m *Code) {
			_, h, _, _ := sampleParts(m)
			h.Instrs[1] = Make(NOP, 0, 0, 0, 0)
		}, "code 'g.<locals>.h': last instruction 1 (NOP) falls through past the end"},
		{"ends with a conditional jump", func(m *Code) { m.Instrs[len(m.Instrs)-1] = MakeBx(JUMPIFTRUE, 0, 0, 0) }, "(JUMPIFTRUE) falls through past the end"},
		{"empty handler range", func(m *Code) { m.Handlers[0].End = 0 }, "exception handler 0: range [0, 0) is empty or outside the 87 instructions"},
		{"handler range past the end", func(m *Code) { m.Handlers[1].End = 88 }, "exception handler 1: range [3, 88) is empty or outside"},
		{"handler target out of range", func(m *Code) { m.Handlers[0].Target = 87 }, "exception handler 0: target 87 out of range (87 instructions)"},
		{"handler register out of range", func(m *Code) { m.Handlers[1].Reg = 16 }, "exception handler 1: register 16 out of range (NumRegs 16)"},

		// Operands, by kind.
		{"unknown opcode", func(m *Code) { m.Instrs[5] = Instr(numOpcodes) }, "instruction 5 (BADOP): unknown opcode " + strconv.Itoa(int(numOpcodes))},
		{"unused field set", func(m *Code) { m.Instrs[0] = Make(NOP, 0, 0, 3, 0) }, "instruction 0 (NOP): unused field C is 3"},
		{"stray bits beside Bx", func(m *Code) { setInstr(m, MakeBx(JUMP, 1, 0, 0)) }, "(JUMP): unused field A is 1"},
		{"stray D", func(m *Code) { setInstr(m, Make(MOVE, 1, 1, 0, 9)) }, "(MOVE): unused field D is 9"},
		{"register out of range", func(m *Code) { setInstr(m, Make(MOVE, 16, 0, 0, 0)) }, "(MOVE): register 16 out of range (NumRegs 16)"},
		{"register range out of range", func(m *Code) { setInstr(m, Make(CALL, 14, 2, 0, 0)) }, "(CALL): registers 14..16 out of range (NumRegs 16)"},
		{"method call registers out of range", func(m *Code) { setInstr(m, Make(CALLMETHOD, 13, 2, 0, 0)) }, "(CALLMETHOD): registers 13..16 out of range"},
		{"count registers out of range", func(m *Code) { setInstr(m, Make(BUILDLIST, 1, 10, 7, 0)) }, "(BUILDLIST): registers 10..16 out of range"},
		{"unpack targets out of range", func(m *Code) { setInstr(m, Make(UNPACK, 15, 0, 2, 0)) }, "(UNPACK): registers 15..16 out of range"},
		{"pair out of range", func(m *Code) { setInstr(m, Make(LOADMETHOD, 15, 0, 0, 0)) }, "(LOADMETHOD): registers 15, 16 out of range (NumRegs 16)"},
		{"flag registers out of range", func(m *Code) { setInstr(m, Make(MAKEFUNC, 0, sampleKFunc, 15, FuncDefaults|FuncKwDefaults)) }, "(MAKEFUNC): registers 15..16 out of range"},
		{"flag register without flags", func(m *Code) { setInstr(m, Make(MAKEFUNC, 0, sampleKFunc, 4, 0)) }, "(MAKEFUNC): field C is 4 but flags 0 select no registers"},
		{"constant out of range", func(m *Code) { setInstr(m, MakeBx(LOADK, 0, 21, 0)) }, "(LOADK): constant 21 out of range (21 constants)"},
		{"code constant out of range", func(m *Code) { setInstr(m, Make(MAKEFUNC, 0, 99, 0, 0)) }, "(MAKEFUNC): constant 99 out of range"},
		{"code constant not code", func(m *Code) { setInstr(m, Make(MAKEFUNC, 0, sampleKInt, 0, 0)) }, "(MAKEFUNC): constant 1 is a int, not a code object"},
		{"name out of range", func(m *Code) { setInstr(m, Make(GETATTR, 0, 0, 5, 0)) }, "(GETATTR): name 5 out of range (5 names)"},
		{"cell out of range", func(m *Code) {
			g, _, _, _ := sampleParts(m)
			setInstr(g, Make(STOREDEREF, 7, 1, 0, 0))
		}, "code 'g': instruction 2 (STOREDEREF): cell 1 out of range (1 cells and free variables)"},
		{"FORITERTO without its exit", func(m *Code) {
			m.Instrs = append(m.Instrs[:len(m.Instrs)-1], Make(FORITERTO, 0, 1, 0, 0), Make(RETURN, 0, 0, 0, 0))
			m.Positions = append(m.Positions, Position{})
		}, "(FORITERTO): not followed by a JUMP and more code"},
		{"jump target out of range", func(m *Code) { setInstr(m, MakeBx(JUMPIFNOTNONE, 0, 87, 0)) }, "(JUMPIFNOTNONE): jump target 87 out of range (87 instructions)"},
		{"for target out of range", func(m *Code) { setInstr(m, MakeBx(FORITER, 0, 1<<31, 0)) }, "(FORITER): jump target 2147483648 out of range"},
		{"immediate out of range", func(m *Code) { setInstr(m, Make(BINARY, 0, 0, 0, numBinaryOps)) }, "(BINARY): immediate D 13 out of range (at most 12)"},
		{"bool immediate out of range", func(m *Code) { setInstr(m, Make(LOADBOOL, 0, 0, 0, 2)) }, "(LOADBOOL): immediate D 2 out of range (at most 1)"},
		{"cache out of range", func(m *Code) { setInstr(m, Make(LOADGLOBAL, 0, 0, 2, 0)) }, "(LOADGLOBAL): cache slot 2 out of range (NumCaches 2)"},

		// Rules particular to some opcodes.
		{"load of a code constant", func(m *Code) { setInstr(m, MakeBx(LOADK, 0, sampleKGen, 0)) }, "(LOADK): constant 16 is a code object"},
		{"bound check of a temporary", func(m *Code) {
			g, _, _, _ := sampleParts(m)
			setInstr(g, Make(CHECKBOUND, 7, 0, 0, 0))
		}, "(CHECKBOUND): register 7 is not a local (7 locals)"},
		{"make cell of a free variable", func(m *Code) {
			_, _, class, _ := sampleParts(m)
			class.Instrs[0] = Make(MAKECELL, 0, 0, 0, 0)
		}, "code 'g.<locals>.C': instruction 0 (MAKECELL): cell 0 is a free variable, not one of the 0 cells"},
		{"name load in a function", func(m *Code) {
			_, _, _, f := sampleParts(m)
			f.Names = []string{"x"}
			f.Instrs[0] = Make(LOADNAME, 0, 0, 0, 0)
		}, "code 'f': instruction 0 (LOADNAME): only a module or class body has a locals namespace"},
		{"import star in a function", func(m *Code) {
			g, _, _, _ := sampleParts(m)
			g.Instrs[0] = Make(IMPORTSTAR, 0, 0, 0, 0)
		}, "(IMPORTSTAR): only a module or class body"},
		{"class deref outside a class body", func(m *Code) {
			g, _, _, _ := sampleParts(m)
			g.Instrs[0] = Make(LOADCLASSDEREF, 7, 0, 0, 0)
		}, "code 'g': instruction 0 (LOADCLASSDEREF): only a class body may use it"},
		{"yield outside a generator", func(m *Code) { m.Instrs[0] = Make(YIELD, 0, 0, 0, 0) }, "instruction 0 (YIELD): only a generator or coroutine may suspend"},
		{"keyword names not a tuple", func(m *Code) { setInstr(m, Make(CALLKW, 2, 2, sampleKInt, 0)) }, "(CALLKW): constant 1 must be a tuple of at most 2 strs"},
		{"keyword names not strs", func(m *Code) { setInstr(m, Make(CALLKW, 2, 2, 11, 0)) }, "(CALLKW): constant 11 must be a tuple"},
		{"more keyword names than arguments", func(m *Code) { setInstr(m, Make(CALLKW, 2, 1, sampleKFromList, 0)) }, "(CALLKW): constant 15 must be a tuple of at most 1 strs"},
		{"class without a name", func(m *Code) { setInstr(m, Make(BUILDCLASS, 2, 0, sampleKKwNames, 0)) }, "(BUILDCLASS): no class name argument"},
		{"class keyword names in place of the name", func(m *Code) { setInstr(m, Make(BUILDCLASS, 2, 1, sampleKKwNames, 0)) }, "(BUILDCLASS): constant 13 must be a tuple of at most 0 strs"},
		{"match class names not strs", func(m *Code) { setInstr(m, Make(MATCHCLASS, 1, 1, 12, 0)) }, "(MATCHCLASS): constant 12 must be a tuple of strs"},
		{"import fromlist not a tuple", func(m *Code) { setInstr(m, Make(IMPORTNAME, 1, 1, 0, 0)) }, "(IMPORTNAME): constant 0 must be None or a tuple of strs"},
		{"closure for a code without free variables", func(m *Code) { setInstr(m, Make(MAKEFUNC, 1, sampleKFunc, 4, FuncClosure)) }, "(MAKEFUNC): closure flag is true but code 'f' has 0 free variables"},
		{"no closure for a code with free variables", func(m *Code) {
			g, _, _, _ := sampleParts(m)
			setInstr(g, Make(MAKEFUNC, 5, 0, 0, 0))
		}, "code 'g': instruction 5 (MAKEFUNC): closure flag is false but code 'h' has 1 free variables"},
		{"format without spec has a spec register", func(m *Code) { setInstr(m, Make(FORMAT, 1, 1, 1, 2)) }, "(FORMAT): unused field C is 1"},
		{"odd dict registers", func(m *Code) { setInstr(m, Make(BUILDDICT, 1, 2, 3, 0)) }, "(BUILDDICT): odd count 3"},
		{"slice of one", func(m *Code) { setInstr(m, Make(BUILDSLICE, 1, 2, 1, 0)) }, "(BUILDSLICE): slice of 1 registers (must be 2 or 3)"},
		{"star index past the targets", func(m *Code) { setInstr(m, Make(UNPACKEX, 2, 1, 2, 2)) }, "(UNPACKEX): starred index 2 is not among the 2 targets"},
		{"bare raise with a register", func(m *Code) { setInstr(m, Make(RAISE, 1, 0, 0, 0)) }, "(RAISE): unused field A is 1"},
		{"raise with a cause register", func(m *Code) { setInstr(m, Make(RAISE, 1, 1, 0, 1)) }, "(RAISE): unused field B is 1"},

		// Constants.
		{"bool of 2", func(m *Code) { m.Consts[19].Int = 2 }, "code '<module>': constant 19: bool holds 2"},
		{"big int that fits", func(m *Code) { m.Consts[3].Str = "-9223372036854775808" }, "constant 3: big int constant fits in int64"},
		{"big int with leading zero", func(m *Code) { m.Consts[3].Str = "0123456789012345678901234567890" }, "constant 3: big int digits are not canonical decimal"},
		{"big int with a sign", func(m *Code) { m.Consts[3].Str = "+123456789012345678901234567890" }, "constant 3: big int digits are not canonical decimal"},
		{"big int of nothing", func(m *Code) { m.Consts[3].Str = "-" }, "constant 3: big int digits are not canonical decimal"},
		{"str not utf-8", func(m *Code) { m.Consts[8].Str = "\xf0\x9f\x98" }, "constant 8: str is not valid UTF-8"},
		{"str in a tuple not utf-8", func(m *Code) { m.Consts[11].Items[5].Items[0].Str = "\xe0\x80\x80" }, "constant 11: str is not valid UTF-8"},
		{"unknown constant kind", func(m *Code) { m.Consts[10].Kind = numConstKinds }, "constant 10: unknown kind 12"},
		{"code in a tuple", func(m *Code) {
			m.Consts[11].Items[0] = Constant{Kind: ConstCode, Code: minimalCode()}
		}, "constant 11: a code object inside a tuple"},
		{"nil code", func(m *Code) { m.Consts[sampleKFunc].Code = nil }, "constant 17: nil code object"},
		{"unused constant field", func(m *Code) { m.Consts[1].Str = "42" }, "constant 1: a int with fields it does not use set"},
		{"unused float field", func(m *Code) { m.Consts[5].Imag = math.Copysign(0, -1) }, "constant 5: a float with fields it does not use set"},
		{"unused items", func(m *Code) { m.Consts[14].Items = []Constant{} }, "constant 14: a None with fields it does not use set"},

		// Errors in nested code name that code.
		{"error in nested code", func(m *Code) {
			_, h, _, _ := sampleParts(m)
			h.Instrs[0] = Make(LOADDEREF, 1, 0, 0, 0)
		}, "code 'g.<locals>.h': instruction 0 (LOADDEREF): register 1 out of range (NumRegs 1)"},
	}
	if len(tests) < 40 {
		t.Fatalf("only %d cases", len(tests))
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := sampleProgram()
			tt.plant(m)
			err := Verify(m)
			if err == nil {
				t.Fatalf("Verify accepted the defect; want %q", tt.want)
			}
			var fe *FormatError
			if !errors.As(err, &fe) || fe.Offset != -1 {
				t.Errorf("error %#v is not a *FormatError without offset", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error = %q\nwant      %q", err, tt.want)
			}
		})
	}
}

func TestVerifyNil(t *testing.T) {
	if err := Verify(nil); err == nil || err.Error() != "nil code" {
		t.Errorf("Verify(nil) = %v", err)
	}
}

func TestVerifyNesting(t *testing.T) {
	// A code that contains itself would recurse forever.
	c := minimalCode()
	c.Consts = []Constant{{Kind: ConstCode, Code: c}}
	if err := Verify(c); err == nil || !strings.Contains(err.Error(), "code objects nest more than 1000 deep") {
		t.Errorf("cyclic code: %v", err)
	}
	k := Constant{Kind: ConstNone}
	for i := 0; i < MaxNesting; i++ {
		k = Constant{Kind: ConstFrozenSet, Items: []Constant{k}}
	}
	if err := Verify(moduleWith(k)); err == nil || !strings.Contains(err.Error(), "constant 0: tuples nest more than 1000 deep") {
		t.Errorf("deep constant: %v", err)
	}
}

func TestVerifyAcceptsEdgeCases(t *testing.T) {
	tests := []struct {
		name string
		code func() *Code
	}{
		{"bare raise with no registers", func() *Code {
			c := minimalCode()
			c.NumRegs = 0
			c.Instrs = []Instr{Make(RAISE, 0, 0, 0, 0)}
			c.Positions = c.Positions[:1]
			return c
		}},
		{"empty register range at the end", func() *Code {
			c := minimalCode()
			c.Instrs = []Instr{Make(BUILDTUPLE, 0, 1, 0, 0), Make(RETURN, 0, 0, 0, 0)}
			return c
		}},
		{"big negative int", func() *Code {
			return moduleWith(Constant{Kind: ConstBigInt, Str: "-9223372036854775809"})
		}},
		{"paired surrogates stay two code points", func() *Code {
			return moduleWith(Constant{Kind: ConstStr, Str: "\xed\xa0\xbd\xed\xb8\x80"})
		}},
		{"fromlist None", func() *Code {
			c := moduleWith(Constant{Kind: ConstNone})
			c.Names = []string{"os"}
			c.Instrs[0] = Make(IMPORTNAME, 0, 0, 0, 0)
			return c
		}},
	}
	for _, tt := range tests {
		if err := Verify(tt.code()); err != nil {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
}

// TestOpcodeTable checks that the opcode table is well formed, since the
// verifier trusts it: every Regs field has one Count field, Extra only
// with Regs, Bx only for B fields of kind Target or Const, D immediates
// with a bound, Target only in Bx.
func TestOpcodeTable(t *testing.T) {
	for op := Opcode(0); op < numOpcodes; op++ {
		info := opInfo[op]
		if info.Name == "" {
			t.Errorf("opcode %d has no entry", op)
			continue
		}
		kinds := []Operand{info.A, info.B, info.C, info.D}
		count := func(k Operand) int {
			n := 0
			for _, x := range kinds {
				if x == k {
					n++
				}
			}
			return n
		}
		if count(Regs) != count(Count) || count(Regs) > 1 {
			t.Errorf("%s: %d Regs fields but %d Count fields", info.Name, count(Regs), count(Count))
		}
		if info.Extra != 0 && count(Regs) == 0 {
			t.Errorf("%s: Extra without Regs", info.Name)
		}
		if info.BX && (info.C != None || (info.B != Target && info.B != Const)) {
			t.Errorf("%s: Bx must be one Target or Const field", info.Name)
		}
		if count(Target) > 0 && !(info.BX && info.B == Target) {
			t.Errorf("%s: a Target must be the Bx field", info.Name)
		}
		if (info.D == Imm) != (info.DMax > 0) || info.DMax > MaxD {
			t.Errorf("%s: D is %s with DMax %d", info.Name, info.D, info.DMax)
		}
		if info.D != None && info.D != Imm {
			t.Errorf("%s: D may only be an immediate", info.Name)
		}
		if count(Imm) > 0 && info.D != Imm {
			t.Errorf("%s: Imm outside D", info.Name)
		}
		if count(FlagRegs) > 0 && info.D != Imm {
			t.Errorf("%s: FlagRegs needs flags in D", info.Name)
		}
		if info.Doc == "" {
			t.Errorf("%s: no doc", info.Name)
		}
	}
}

func TestValidText(t *testing.T) {
	tests := []struct {
		s    string
		want bool
	}{
		{"", true},
		{"abc", true},
		{"\u00e9\u20ac\U0001F600", true},
		{"\xed\xa0\x80", true},             // U+D800
		{"\xed\xbf\xbf", true},             // U+DFFF
		{"\xed\xa0\xbd\xed\xb8\x80", true}, // two surrogates
		{"\xed\x9f\xbf", true},             // U+D7FF
		{"\xef\xbf\xbd", true},             // U+FFFD itself
		{"\xed\xa0", false},
		{"\xed\xa0\x41", false},
		{"\xc0\x80", false}, // over-long NUL
		{"\xf4\x90\x80\x80", false},
		{"\xff", false},
		{"a\x80", false},
	}
	for _, tt := range tests {
		if got := validText(tt.s); got != tt.want {
			t.Errorf("validText(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}
