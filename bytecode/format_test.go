package bytecode

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"math"
	"runtime"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// codeDiff compares Code trees: floats by their bits (so -0.0, NaN and
// its payload count), nil and empty slices alike.
func codeDiff(want, got *Code) string {
	return cmp.Diff(want, got,
		cmp.Comparer(func(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }),
		cmpopts.EquateEmpty())
}

// moduleWith returns a module that loads constant k and returns it.
func moduleWith(k Constant) *Code {
	c := minimalCode()
	c.Consts = []Constant{k}
	c.Instrs[0] = MakeBx(LOADK, 0, 0, 0)
	return c
}

func roundTripCases() []struct {
	name string
	code *Code
} {
	nan := math.Float64frombits(0x7ff8_0000_dead_beef)
	cases := []struct {
		name string
		code *Code
	}{
		{"minimal", minimalCode()},
		{"sample", sampleProgram()},
		{"int", moduleWith(Constant{Kind: ConstInt, Int: math.MaxInt64})},
		{"negative int", moduleWith(Constant{Kind: ConstInt, Int: -1})},
		{"big int", moduleWith(Constant{Kind: ConstBigInt, Str: "9223372036854775808"})},
		{"float", moduleWith(Constant{Kind: ConstFloat, Float: 0.1})},
		{"float nan payload", moduleWith(Constant{Kind: ConstFloat, Float: nan})},
		{"float subnormal", moduleWith(Constant{Kind: ConstFloat, Float: math.SmallestNonzeroFloat64})},
		{"complex", moduleWith(Constant{Kind: ConstComplex, Float: math.Inf(1), Imag: math.Copysign(0, -1)})},
		{"str", moduleWith(Constant{Kind: ConstStr, Str: "\xed\xbf\xbf\u20ac"})},
		{"bytes", moduleWith(Constant{Kind: ConstBytes, Str: "\xff\xfe\x00"})},
		{"ellipsis", moduleWith(Constant{Kind: ConstEllipsis})},
		{"empty tuple", moduleWith(Constant{Kind: ConstTuple})},
		{"nested tuple", moduleWith(Constant{Kind: ConstTuple, Items: []Constant{{Kind: ConstTuple, Items: []Constant{{Kind: ConstNone}}}}})},
		{"frozenset", moduleWith(Constant{Kind: ConstFrozenSet, Items: []Constant{{Kind: ConstBytes, Str: "x"}}})},
		{"same string as str and bytes", moduleWith(Constant{Kind: ConstTuple, Items: []Constant{
			{Kind: ConstStr, Str: "m.py"}, {Kind: ConstBytes, Str: "m.py"}, {Kind: ConstStr, Str: "m.py"}}})},
	}

	// Fields at their limits.
	wide := minimalCode()
	wide.NumRegs = MaxA + 1
	wide.NumCaches = MaxC + 1
	wide.FirstLine = math.MaxInt32
	wide.Consts = make([]Constant, 70000)
	wide.Names = []string{"n"}
	wide.Instrs = []Instr{
		MakeBx(LOADK, MaxA, 69999, 0),
		Make(LOADGLOBAL, 0, 0, MaxC, 0),
		Make(UNPACKEX, MaxA-300, 0, 300, 255),
		Make(RETURN, MaxA, 0, 0, 0),
	}
	wide.Positions = []Position{
		{Line: math.MaxInt32, EndLine: math.MaxInt32, Col: math.MaxInt32, EndCol: 0},
		{Line: 0, EndLine: math.MaxInt32, Col: 0, EndCol: math.MaxInt32},
		{},
		{Line: 5, EndLine: 3, Col: 9, EndCol: 2},
	}
	cases = append(cases, struct {
		name string
		code *Code
	}{"limits", wide})

	// Many handlers and positions that repeat non-adjacently.
	loop := minimalCode()
	loop.NumRegs = 3
	loop.Instrs = []Instr{Make(LOADNONE, 0, 0, 0, 0), MakeBx(JUMPIFFALSE, 0, 3, 0), MakeBx(JUMP, 0, 0, 0), Make(RERAISE, 2, 0, 0, 0)}
	loop.Positions = []Position{{2, 2, 0, 1}, {3, 3, 0, 1}, {2, 2, 0, 1}, {2, 2, 0, 1}}
	loop.Handlers = []ExcHandler{{0, 1, 3, 2}, {0, 3, 3, 1}, {1, 4, 0, 0}}
	cases = append(cases, struct {
		name string
		code *Code
	}{"handlers", loop})
	return cases
}

func TestRoundTrip(t *testing.T) {
	for _, tc := range roundTripCases() {
		t.Run(tc.name, func(t *testing.T) {
			if err := Verify(tc.code); err != nil {
				t.Fatalf("test case fails Verify: %v", err)
			}
			hash := sha256.Sum256([]byte(tc.name))
			data := Marshal(tc.code, hash)
			got, gotHash, err := Unmarshal(data)
			if err != nil {
				t.Fatalf("Unmarshal: %v", err)
			}
			if gotHash != hash {
				t.Errorf("hash = %x, want %x", gotHash, hash)
			}
			if d := codeDiff(tc.code, got); d != "" {
				t.Errorf("round trip differs (-want +got):\n%s", d)
			}
			if again := Marshal(got, hash); !bytes.Equal(again, data) {
				t.Errorf("Marshal is not deterministic: %d bytes, then %d", len(data), len(again))
			}
		})
	}
}

func TestMarshalDeterministic(t *testing.T) {
	// Two separately built but equal trees give the same bytes.
	a, b := Marshal(sampleProgram(), [32]byte{1}), Marshal(sampleProgram(), [32]byte{1})
	if !bytes.Equal(a, b) {
		t.Fatal("Marshal of equal trees differs")
	}
	if !bytes.HasPrefix(a, []byte(Magic+"\x01\x00\x01")) {
		t.Errorf("file starts % x", a[:8])
	}
}

func TestMarshalCompact(t *testing.T) {
	c := bigProgram(50)
	n := 0
	walkCodes(c, func(c *Code) { n += len(c.Instrs) })
	data := Marshal(c, [32]byte{})
	// An instruction is 8 bytes in memory and its position 16 more; the
	// file should need a third of that, strings and constants included.
	if limit := 8 * n; len(data) > limit {
		t.Errorf("program of %d instructions takes %d bytes, want at most %d", n, len(data), limit)
	}
	t.Logf("%d instructions in %d bytes", n, len(data))
}

// rawFile builds a file by hand: the header, a string table and a body of
// uvarints (single bytes below 128, so opcodes and constant kinds too).
func rawFile(version, flags uint64, strs []string, body ...uint64) []byte {
	b := []byte(Magic)
	b = binary.AppendUvarint(b, version)
	b = binary.AppendUvarint(b, flags)
	b = append(b, make([]byte, 32)...)
	b = binary.AppendUvarint(b, uint64(len(strs)))
	for _, s := range strs {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	for _, x := range body {
		b = binary.AppendUvarint(b, x)
	}
	return b
}

// rawHeader builds the header of a file followed by uvarints.
func rawHeader(version, flags uint64, rest ...uint64) []byte {
	b := []byte(Magic)
	b = binary.AppendUvarint(b, version)
	b = binary.AppendUvarint(b, flags)
	b = append(b, make([]byte, 32)...)
	for _, x := range rest {
		b = binary.AppendUvarint(b, x)
	}
	return b
}

// minimalBody is the body of minimalCode after the string table
// ["<module>", "m.py"], field by field.
func minimalBody() []uint64 {
	return []uint64{
		0, 0, 1, // name, qualname, filename
		1, uint64(FlagModule), // first line, flags
		0, 0, 0, // arg counts
		1, 0, // NumRegs, NumCaches
		0, 0, 0, 0, // locals, cells, frees, names
		0,                                         // constants
		2, uint64(LOADNONE), 0, uint64(RETURN), 0, // instructions
		1<<2 | posNewLine, 2, 0, 4, // one position run: 2 instructions on line 1 (zig-zag 2), cols 0 to 4
		0, // handlers
	}
}

var minimalStrs = []string{"<module>", "m.py"}

func TestRawFileMatchesMarshal(t *testing.T) {
	// The hand-built bytes the error tests start from are what Marshal writes.
	if got, want := rawFile(1, 0, minimalStrs, minimalBody()...), Marshal(minimalCode(), [32]byte{}); !bytes.Equal(got, want) {
		t.Fatalf("rawFile = % x\nMarshal = % x", got, want)
	}
}

func TestUnmarshalErrors(t *testing.T) {
	body := func(edit func(b []uint64) []uint64) []byte {
		return rawFile(1, 0, minimalStrs, edit(minimalBody())...)
	}
	set := func(i int, x uint64) func([]uint64) []uint64 {
		return func(b []uint64) []uint64 { b[i] = x; return b }
	}
	valid := rawFile(1, 0, minimalStrs, minimalBody()...)
	tests := []struct {
		name string
		data []byte
		want string // the whole message, or a part of it
	}{
		{"empty", nil, "truncated file (at byte 0)"},
		{"magic prefix", []byte("PYE"), "truncated file (at byte 3)"},
		{"bad magic", []byte("import os\n"), "bad magic: not a pyex bytecode file (at byte 0)"},
		{"cpython pyc", []byte{0xa7, 0x0d, 0x0d, 0x0a, 0, 0, 0, 0}, "bad magic: not a pyex bytecode file"},
		{"version 7", rawFile(7, 0, minimalStrs, minimalBody()...), "unsupported bytecode format version 7 (this pyex reads version 1) (at byte 5)"},
		{"version 0", rawFile(0, 0, nil), "unsupported bytecode format version 0"},
		{"flags", rawFile(1, 4, minimalStrs, minimalBody()...), "unknown file flags 0x4"},
		{"no hash", []byte(Magic + "\x01\x00abc"), "truncated file"},
		{"truncated body", valid[:len(valid)-3], "truncated file"},
		{"trailing bytes", append(append([]byte{}, valid...), 0, 0), "2 bytes after the end of the code"},
		{"unused string", rawFile(1, 0, []string{"<module>", "m.py", "extra"}, minimalBody()...), "string table holds 1 strings that nothing refers to"},
		{"duplicate string", rawFile(1, 0, []string{"<module>", "<module>"}, minimalBody()...), "string 1 repeats an earlier one"},
		{"string out of order", body(set(0, 1)), "code name: string 1 used before string 0"},
		{"string out of range", body(set(2, 9)), "filename: string 9 out of range (2 strings)"},
		{"string not utf-8", rawFile(1, 0, []string{"<module>", "m\xff.py"}, minimalBody()...), "code '<module>': filename: string 1 is not valid UTF-8"},
		{"string table longer than file", rawHeader(1, 0, 1<<40), "string table count 1099511627776 is more than the rest of the file can hold"},
		{"string longer than file", rawHeader(1, 0, 1, 1<<20), "truncated file"},
		{"over-long varint", append(rawFile(1, 0, nil), 0x80, 0x00), "over-long varint"},
		{"varint overflow", append(rawFile(1, 0, nil), 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02), "varint overflows 64 bits"},
		{"code flags", body(set(4, 1<<8)), "code '<module>': unknown code flags 0x100"},
		{"first line", body(set(3, 1<<31)), "first line 2147483648 out of range"},
		{"constant count", body(set(14, 1<<30)), "constant count 1073741824 is more than the rest of the file can hold"},
		{"instruction count", body(set(15, 1000)), "instruction count 1000 is more than the rest"},
		{"unknown opcode", body(set(16, 127)), "code '<module>': instruction 0: unknown opcode 127"},
		{"field A too wide", body(set(17, 1<<16)), "instruction 0 (LOADNONE): field A 65536 does not fit in 16 bits"},
		{"position not in shortest form", body(func(b []uint64) []uint64 {
			return append(b[:20], 1<<2|posGeneral, 2, 0, 0, 8, 0)
		}), "position run at instruction 0 is not in its shortest form"},
		{"long position run", body(set(20, 2<<2|posNewLine)), "position run of 3 instructions"},
		{"split position run", body(func(b []uint64) []uint64 {
			return append(b[:20], posNewLine, 2, 0, 4, posSameLine, 0, 4, 0)
		}), "position run at instruction 1 repeats the previous position"},
		{"position out of range", body(set(21, 1<<33)), "position of instruction 0 out of range"},
		{"negative position", body(set(21, 1)), "code '<module>': instruction 0: negative position -1:0--1:4"},
		{"handler count", body(set(24, 100)), "exception handler count 100 is more than the rest"},
		{"unknown constant kind", body(func(b []uint64) []uint64 {
			b[14] = 1
			return append(b[:15], append([]uint64{99}, b[15:]...)...)
		}), "constant 0: unknown kind 99"},
		{"bool byte", body(func(b []uint64) []uint64 {
			b[14] = 1
			return append(b[:15], append([]uint64{uint64(ConstBool), 2}, b[15:]...)...)
		}), "constant 0: bool byte 2 (must be 0 or 1)"},
		{"verifier: register", body(set(17, 1)), "code '<module>': instruction 0 (LOADNONE): register 1 out of range (NumRegs 1)"},
		{"verifier: fall through", body(func(b []uint64) []uint64 {
			b[18] = uint64(NOP)
			return append(b[:19], b[20:]...)
		}), "code '<module>': last instruction 1 (NOP) falls through past the end"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, hash, err := Unmarshal(tt.data)
			if err == nil {
				t.Fatalf("Unmarshal succeeded; want error %q", tt.want)
			}
			if code != nil || hash != ([32]byte{}) {
				t.Errorf("Unmarshal returned a code or hash with its error")
			}
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("error %T is not a *FormatError", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error = %q, want %q", err, tt.want)
			}
		})
	}
}

func TestUnmarshalVerifierMessage(t *testing.T) {
	// The message the brief gives as an example, end to end.
	f := &Code{Name: "f", QualName: "f", Filename: "t.py", Flags: FlagModule, NumRegs: 12}
	for i := 0; i < 12; i++ {
		f.Instrs = append(f.Instrs, Make(LOADNONE, i, 0, 0, 0))
	}
	f.Instrs = append(f.Instrs, Make(CALL, 70, 1, 0, 0), Make(RETURN, 0, 0, 0, 0))
	withPositions(f, 1)
	_, _, err := Unmarshal(Marshal(f, [32]byte{}))
	want := "code 'f': instruction 12 (CALL): registers 70..71 out of range (NumRegs 12)"
	if err == nil || err.Error() != want {
		t.Errorf("error = %v\nwant    %s", err, want)
	}
}

// TestUnmarshalCorrupt loads every truncation and every single-bit flip
// of valid files: none may panic, and whatever loads must pass Verify.
func TestUnmarshalCorrupt(t *testing.T) {
	for _, tc := range roundTripCases() {
		if tc.name == "limits" {
			continue // 70,000 constants: too big to flip every bit
		}
		data := Marshal(tc.code, [32]byte{7})
		for n := 0; n < len(data); n++ {
			checkLoad(t, data[:n], true)
		}
		buf := make([]byte, len(data))
		for i := range data {
			for bit := 0; bit < 8; bit++ {
				copy(buf, data)
				buf[i] ^= 1 << bit
				checkLoad(t, buf, i < len(Magic))
			}
		}
	}
}

// checkLoad unmarshals data, which must not panic; if mustFail, it must
// not load either.
func checkLoad(t *testing.T, data []byte, mustFail bool) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("Unmarshal panicked on % x: %v", data, r)
		}
	}()
	code, hash, err := Unmarshal(data)
	if err != nil {
		var fe *FormatError
		if !errors.As(err, &fe) {
			t.Fatalf("error %T is not a *FormatError", err)
		}
		return
	}
	if mustFail {
		t.Fatalf("Unmarshal accepted % x", data)
	}
	if err := Verify(code); err != nil {
		t.Fatalf("loaded code fails Verify: %v", err)
	}
	if again := Marshal(code, hash); !bytes.Equal(again, data) {
		t.Fatalf("loaded file % x\nre-marshals to % x", data, again)
	}
	_ = Disassemble(code)
}

// TestUnmarshalForgedCounts checks that a count the file cannot back never
// leads to a large allocation.
func TestUnmarshalForgedCounts(t *testing.T) {
	forged := [][]byte{
		rawHeader(1, 0, 1<<62),
		rawFile(1, 0, minimalStrs, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 1<<40),
		rawFile(1, 0, minimalStrs, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1<<50),
		rawFile(1, 0, minimalStrs, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1<<31),
		rawFile(1, 0, minimalStrs, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, uint64(ConstTuple), 1<<45),
	}
	for i, data := range forged {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, _, err := Unmarshal(data)
		runtime.ReadMemStats(&after)
		if err == nil {
			t.Errorf("forged file %d loaded", i)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 64<<10 {
			t.Errorf("forged file %d of %d bytes made Unmarshal allocate %d bytes", i, len(data), grew)
		}
	}
}

func TestUnmarshalNesting(t *testing.T) {
	// Deep but legal nesting loads; one level more is refused without
	// exhausting the stack.
	deepCode := func(n int) *Code {
		c := minimalCode()
		for i := 1; i < n; i++ {
			outer := &Code{Name: "f", QualName: "f", Filename: "m.py", NumRegs: 1,
				Consts: []Constant{{Kind: ConstCode, Code: c}},
				Instrs: []Instr{Make(MAKEFUNC, 0, 0, 0, 0), Make(RETURN, 0, 0, 0, 0)}}
			c.Flags &^= FlagModule
			c = withPositions(outer, 1)
		}
		return c
	}
	if _, _, err := Unmarshal(Marshal(deepCode(MaxNesting), [32]byte{})); err != nil {
		t.Errorf("code nested %d deep: %v", MaxNesting, err)
	}
	tuple := Constant{Kind: ConstNone}
	for i := 1; i < MaxNesting; i++ {
		tuple = Constant{Kind: ConstTuple, Items: []Constant{tuple}}
	}
	if _, _, err := Unmarshal(Marshal(moduleWith(tuple), [32]byte{})); err != nil {
		t.Errorf("tuple nested %d deep: %v", MaxNesting, err)
	}

	// Build the over-deep files by hand: Marshal refuses to write them.
	var b []uint64
	for i := 0; i < MaxNesting+1; i++ {
		b = append(b, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, uint64(ConstCode))
	}
	_, _, err := Unmarshal(rawFile(1, 0, minimalStrs, b...))
	if err == nil || !strings.Contains(err.Error(), "code objects nest more than 1000 deep") {
		t.Errorf("over-deep code: %v", err)
	}
	b = append([]uint64{0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1}, b[:0]...)
	for i := 0; i < 100000; i++ {
		b = append(b, uint64(ConstTuple), 1)
	}
	_, _, err = Unmarshal(rawFile(1, 0, minimalStrs, b...))
	if err == nil || !strings.Contains(err.Error(), "constant 0: tuples nest more than 1000 deep") {
		t.Errorf("over-deep tuple: %v", err)
	}
}

func TestMarshalRefusesCycles(t *testing.T) {
	c := minimalCode()
	c.Consts = []Constant{{Kind: ConstCode, Code: c}}
	defer func() {
		if r := recover(); r == nil {
			t.Error("Marshal of a cyclic code did not panic")
		}
	}()
	Marshal(c, [32]byte{})
}

func TestFormatErrorWithoutOffset(t *testing.T) {
	e := &FormatError{Offset: -1, Msg: "x"}
	if e.Error() != "x" {
		t.Errorf("Error() = %q", e.Error())
	}
}

// bigProgram builds a module of n functions in the shape of sampleGen,
// for benchmarks.
func bigProgram(n int) *Code {
	m := sampleProgram()
	for i := 0; i < n; i++ {
		g := sampleGen()
		g.Name = "g" + strings.Repeat("x", i%13) + string(rune('a'+i%26))
		g.QualName = g.Name
		g.Names = append(g.Names, "name"+g.Name, "attr"+g.Name)
		for j := 0; j < 40; j++ {
			g.Instrs = append(g.Instrs[:len(g.Instrs)-1], Make(GETATTR, 8, 7, 1, 0), Make(LOADGLOBAL, 9, 1, 0, 0), Make(CALL, 9, 1, 0, 0), g.Instrs[len(g.Instrs)-1])
		}
		g.Positions = nil
		withPositions(g, int32(10*i))
		for j := range g.Positions {
			// Three instructions a line, each on its own part of it.
			line, col := int32(10*i+j/3), int32(4*(j%3))
			g.Positions[j] = Position{Line: line, EndLine: line, Col: col, EndCol: col + 3}
		}
		m.Consts = append(m.Consts, Constant{Kind: ConstCode, Code: g}, Constant{Kind: ConstStr, Str: "docstring of " + g.Name})
	}
	return m
}

func BenchmarkUnmarshal(b *testing.B) {
	data := Marshal(bigProgram(300), [32]byte{})
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Unmarshal(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMarshal(b *testing.B) {
	code := bigProgram(300)
	b.SetBytes(int64(len(Marshal(code, [32]byte{}))))
	b.ReportAllocs()
	for b.Loop() {
		Marshal(code, [32]byte{})
	}
}

func BenchmarkVerify(b *testing.B) {
	code := bigProgram(300)
	b.ReportAllocs()
	for b.Loop() {
		if err := Verify(code); err != nil {
			b.Fatal(err)
		}
	}
}
