package bytecode

import (
	"bytes"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestDisassembleGolden compares the disassembly of the sample program
// with testdata/dis/sample.txt; go test -update rewrites the file.
func TestDisassembleGolden(t *testing.T) {
	got := Disassemble(sampleProgram())
	path := filepath.Join("testdata", "dis", "sample.txt")
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("disassembly differs from %s (go test -update rewrites it):\n%s", path, lineDiff(string(want), got))
	}
}

// lineDiff shows the first lines where two texts differ.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var sb strings.Builder
	shown := 0
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b && shown < 10 {
			sb.WriteString("- " + a + "\n+ " + b + "\n")
			shown++
		}
	}
	return sb.String()
}

func TestDisassembleDeterministic(t *testing.T) {
	if Disassemble(sampleProgram()) != Disassemble(sampleProgram()) {
		t.Error("two disassemblies of the same code differ")
	}
}

// TestDisassembleUnverified checks that broken codes print without
// panicking, their bad indexes shown as "?".
func TestDisassembleUnverified(t *testing.T) {
	c := &Code{
		Name:   "bad",
		Instrs: []Instr{Make(GETATTR, 1, 2, 9, 0), MakeBx(LOADK, 0, 70, 0), Make(LOADDEREF, 0, 5, 0, 0), Instr(0xff), Make(NOP, 1, 0, 0, 0), Make(BINARY, 0, 0, 0, 200)},
		Consts: []Constant{{Kind: ConstCode}, {Kind: 77}},
	}
	c.Consts = append(c.Consts, Constant{Kind: ConstCode, Code: c}) // a cycle
	out := Disassemble(c)
	words := strings.Join(strings.Fields(out), " ")
	for _, want := range []string{"GETATTR r1, r2, n9 # ?", "LOADK r0, k70 # ?", "LOADDEREF r0, c5 # ?", "BADOP word ff", "NOP stray A=1", "BINARY r0, r0, r0, 200 # ?", "code <nil>", "nested too deeply"} {
		if !strings.Contains(words, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if len(out) > 1<<20 {
		t.Errorf("output of a cyclic code is %d bytes", len(out))
	}
}

// TestConstReprMatchesPython compares ConstRepr with python3's repr of the
// same values.
func TestConstReprMatchesPython(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found: cannot record expected reprs")
	}
	str := func(s string) Constant { return Constant{Kind: ConstStr, Str: s} }
	fl := func(f float64) Constant { return Constant{Kind: ConstFloat, Float: f} }
	cx := func(re, im float64) Constant { return Constant{Kind: ConstComplex, Float: re, Imag: im} }
	tup := func(items ...Constant) Constant { return Constant{Kind: ConstTuple, Items: items} }
	negZero := math.Copysign(0, -1)
	inf, nan := math.Inf(1), math.NaN()
	cases := []struct {
		py string // a Python expression for the value
		k  Constant
	}{
		{"None", Constant{Kind: ConstNone}},
		{"True", Constant{Kind: ConstBool, Int: 1}},
		{"False", Constant{Kind: ConstBool}},
		{"Ellipsis", Constant{Kind: ConstEllipsis}},
		{"-9223372036854775808", Constant{Kind: ConstInt, Int: math.MinInt64}},
		{"-123456789012345678901234567890", Constant{Kind: ConstBigInt, Str: "-123456789012345678901234567890"}},
		{"0.0", fl(0)},
		{"-0.0", fl(negZero)},
		{"1.0", fl(1)},
		{"0.1", fl(0.1)},
		{"0.30000000000000004", fl(0.30000000000000004)},
		{"1234567.0", fl(1234567)},
		{"1e15", fl(1e15)},
		{"1e16", fl(1e16)},
		{"123456789012345678.0", fl(123456789012345678)},
		{"9007199254740993.0", fl(9007199254740993)},
		{"1e22", fl(1e22)},
		{"0.0001", fl(0.0001)},
		{"0.00001", fl(0.00001)},
		{"2.5e-7", fl(2.5e-7)},
		{"1.5e300", fl(1.5e300)},
		{"5e-324", fl(5e-324)},
		{"-1.7976931348623157e308", fl(-math.MaxFloat64)},
		{"float('inf')", fl(inf)},
		{"-float('inf')", fl(-inf)},
		{"float('nan')", fl(nan)},
		{"1+2j", cx(1, 2)},
		{"complex(1, -2.25)", cx(1, -2.25)},
		{"2j", cx(0, 2)},
		{"complex(0, -2.5)", cx(0, -2.5)},
		{"complex(-0.0, 1)", cx(negZero, 1)},
		{"complex(0.0, -0.0)", cx(0, negZero)},
		{"complex(-0.0, -0.0)", cx(negZero, negZero)},
		{"complex(-1, 0)", cx(-1, 0)},
		{"1e20+1j", cx(1e20, 1)},
		{"complex(1.5, float('inf'))", cx(1.5, inf)},
		{"complex(1.5, -float('inf'))", cx(1.5, -inf)},
		{"complex(float('nan'), float('nan'))", cx(nan, nan)},
		{"complex(0, float('nan'))", cx(0, nan)},
		{"complex(0.1, 1e-7)", cx(0.1, 1e-7)},
		{"''", str("")},
		{"'abc'", str("abc")},
		{`"it's"`, str("it's")},
		{`'both \' and "'`, str(`both ' and "`)},
		{`'\n\t\r\x00\x7f\x1b'`, str("\n\t\r\x00\x7f\x1b")},
		{`'\\'`, str(`\`)},
		{`'\u00e9\u20ac\U0001F600'`, str("\u00e9\u20ac\U0001F600")},
		{`'\ud800'`, str("\xed\xa0\x80")},
		{`'\ud83d\ude00'`, str("\xed\xa0\xbd\xed\xb8\x80")},
		{`'\x85\xa0\xad\u2028\u200b\U000e0001\u0378\ue000'`, str("\u0085\u00a0\u00ad\u2028\u200b\U000e0001\u0378\ue000")},
		{`' \u3000x'`, str(" \u3000x")},
		{"b''", Constant{Kind: ConstBytes}},
		{`b'\x00\xff\'"'`, Constant{Kind: ConstBytes, Str: "\x00\xff'\""}},
		{`b"it's"`, Constant{Kind: ConstBytes, Str: "it's"}},
		{`b'\t\n\\ ~'`, Constant{Kind: ConstBytes, Str: "\t\n\\ ~"}},
		{"()", tup()},
		{"(1,)", tup(Constant{Kind: ConstInt, Int: 1})},
		{"((),)", tup(tup())},
		{"(1, 'a', (None, True), -0.0, b'x', ...)", tup(Constant{Kind: ConstInt, Int: 1}, str("a"),
			tup(Constant{Kind: ConstNone}, Constant{Kind: ConstBool, Int: 1}), fl(negZero),
			Constant{Kind: ConstBytes, Str: "x"}, Constant{Kind: ConstEllipsis})},
		{"frozenset()", Constant{Kind: ConstFrozenSet}},
		{"frozenset({'x'})", Constant{Kind: ConstFrozenSet, Items: []Constant{str("x")}}},
	}
	var script bytes.Buffer
	script.WriteString("import sys\nfor line in sys.stdin.read().split('\\n')[:-1]:\n    print(repr(eval(line)))\n")
	var input bytes.Buffer
	for _, c := range cases {
		input.WriteString(c.py + "\n")
	}
	cmd := exec.Command(python, "-c", script.String())
	cmd.Stdin = &input
	cmd.Env = append(os.Environ(), "PYTHONIOENCODING=utf-8:surrogatepass")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(cases) {
		t.Fatalf("python3 printed %d lines for %d values", len(lines), len(cases))
	}
	for i, c := range cases {
		if got := ConstRepr(&c.k); got != lines[i] {
			t.Errorf("ConstRepr(%s) = %s, python3 says %s", c.py, got, lines[i])
		}
	}
}

func TestConstReprCode(t *testing.T) {
	k := Constant{Kind: ConstCode, Code: &Code{Name: "f", QualName: "C.f"}}
	if got := ConstRepr(&k); got != "<code C.f>" {
		t.Errorf("ConstRepr = %s", got)
	}
}

func TestCodeFlagsString(t *testing.T) {
	if got := (FlagVarargs | FlagModule | 1<<12).String(); got != "VARARGS|MODULE|0x1000" {
		t.Errorf("String = %s", got)
	}
	if got := CodeFlags(0).String(); got != "0" {
		t.Errorf("String = %s", got)
	}
}

// The generated parts of docs/BYTECODE.md sit between these markers.
const (
	docGrammarBegin = "<!-- grammar: copied from bytecode/format.go by go test ./bytecode -update; do not edit -->"
	docGrammarEnd   = "<!-- end of grammar -->"
	docTableBegin   = "<!-- opcode table: generated from opInfo by go test ./bytecode -update; do not edit -->"
	docTableEnd     = "<!-- end of opcode table -->"
)

// TestBytecodeDoc checks that docs/BYTECODE.md shows the current opcode
// table and file grammar; go test -update rewrites those parts.
func TestBytecodeDoc(t *testing.T) {
	path := filepath.Join("..", "docs", "BYTECODE.md")
	doc, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("format.go")
	if err != nil {
		t.Fatal(err)
	}
	text := string(doc)
	for _, part := range []struct{ begin, end, body string }{
		{docGrammarBegin, docGrammarEnd, "```\n" + grammarFromSource(string(src)) + "```\n"},
		{docTableBegin, docTableEnd, opcodeTableMarkdown()},
	} {
		i, j := strings.Index(text, part.begin), strings.Index(text, part.end)
		if i < 0 || j < i {
			t.Fatalf("%s lacks the markers %q and %q", path, part.begin, part.end)
		}
		current := text[i+len(part.begin)+1 : j]
		if current == part.body {
			continue
		}
		if !*update {
			t.Errorf("%s is stale (go test ./bytecode -update rewrites it):\n%s", path, lineDiff(current, part.body))
			continue
		}
		text = text[:i+len(part.begin)+1] + part.body + text[j:]
	}
	if *update && text != string(doc) {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// grammarFromSource returns the grammar block of format.go's doc comment:
// the indented comment lines from the one defining File to the one
// defining Handler.
func grammarFromSource(src string) string {
	var sb strings.Builder
	in := false
	for _, line := range strings.Split(src, "\n") {
		if strings.HasPrefix(line, "//\tFile ") {
			in = true
		}
		if !in {
			continue
		}
		if line == "//" {
			sb.WriteString("\n")
			continue
		}
		sb.WriteString(strings.TrimPrefix(line, "//\t") + "\n")
		if strings.HasPrefix(line, "//\tHandler ") {
			break
		}
	}
	return sb.String()
}

// opcodeTableMarkdown renders the opcode table and the numbered operator
// tables as Markdown.
func opcodeTableMarkdown() string {
	var sb strings.Builder
	sb.WriteString("| # | opcode | A | B | C | D | meaning |\n|---:|---|---|---|---|---|---|\n")
	for op := Opcode(0); op < numOpcodes; op++ {
		info := opInfo[op]
		cell := func(k Operand) string {
			switch k {
			case None:
				return ""
			case Regs:
				if info.Extra > 0 {
					return "Regs (+" + strconv.Itoa(info.Extra) + ")"
				}
			case Imm:
				return "Imm ≤ " + strconv.Itoa(info.DMax)
			}
			return k.String()
		}
		b, c := cell(info.B), cell(info.C)
		if info.BX {
			b, c = "Bx: "+b, "(Bx)"
		}
		doc := strings.ReplaceAll(info.Doc, "|", `\|`)
		sb.WriteString("| " + strconv.Itoa(int(op)) + " | " + info.Name + " | " + cell(info.A) + " | " + b + " | " + c + " | " + cell(info.D) + " | `" + doc + "` |\n")
	}
	numbered := func(title string, names []string) {
		sb.WriteString("\n" + title + ":")
		for i, n := range names {
			sb.WriteString(" " + strconv.Itoa(i) + " `" + n + "`")
			if i < len(names)-1 {
				sb.WriteString(",")
			}
		}
		sb.WriteString(".\n")
	}
	numbered("BINARY and INPLACE operators (D)", binaryOpNames[:])
	numbered("UNARY operators (D)", unaryOpNames[:])
	numbered("COMPARE operators (D)", compareOpNames[:])
	var flags []string
	for i, n := range funcFlagNames {
		flags = append(flags, strconv.Itoa(1<<i)+"="+n)
	}
	sb.WriteString("\nMAKEFUNC flags (D), in register order from C: " + strings.Join(flags, ", ") + ".\n")
	var kinds []string
	for k := ConstKind(0); k < numConstKinds; k++ {
		kinds = append(kinds, strconv.Itoa(int(k))+" "+constKindName(k))
	}
	sb.WriteString("\nConstant kinds (the kind byte of the file format): " + strings.Join(kinds, ", ") + ".\n")
	return sb.String()
}

// TestDisassembleDocExample checks that the example in dis.go's comment is
// what Disassemble prints.
func TestDisassembleDocExample(t *testing.T) {
	c := &Code{
		Name: "h", QualName: "g.<locals>.h", Filename: "sample.py", FirstLine: 4,
		ArgCount: 1, LocalNames: []string{"n"}, FreeNames: []string{"x"},
		NumRegs: 3, NumCaches: 1, Names: []string{"print"},
		Instrs: []Instr{
			Make(LOADDEREF, 1, 0, 0, 0),
			Make(LOADGLOBAL, 2, 0, 0, 0),
			Make(BINARY, 1, 1, 0, OpAdd),
			MakeBx(JUMP, 0, 0, 0),
		},
		Positions: []Position{{5, 5, 4, 5}, {5, 5, 8, 13}, {6, 6, 4, 9}, {6, 6, 0, 9}},
		Handlers:  []ExcHandler{{Start: 0, End: 3, Target: 3, Reg: 2}},
	}
	src, err := os.ReadFile("dis.go")
	if err != nil {
		t.Fatal(err)
	}
	var want strings.Builder
	for _, line := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(line, "//\t") {
			want.WriteString(strings.TrimPrefix(line, "//\t") + "\n")
		}
	}
	if got := Disassemble(c); got != want.String() {
		t.Errorf("dis.go's example is stale:\n%s", lineDiff(want.String(), got))
	}
}
