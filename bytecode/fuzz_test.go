package bytecode

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// FuzzLoad feeds arbitrary bytes to Unmarshal. It must never panic; what
// it rejects must be a *FormatError; what it loads must pass Verify, must
// re-marshal to exactly the input (the format is canonical), and must
// disassemble.
//
// The seed corpus in testdata/fuzz/FuzzLoad holds valid programs and
// corruptions of them; go test -run TestFuzzSeeds -update regenerates it.
func FuzzLoad(f *testing.F) {
	for _, data := range fuzzSeeds() {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		code, hash, err := Unmarshal(data)
		if err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("error %T is not a *FormatError: %v", err, err)
			}
			if code != nil {
				t.Fatal("Unmarshal returned a code with its error")
			}
			return
		}
		if err := Verify(code); err != nil {
			t.Fatalf("loaded code fails Verify: %v", err)
		}
		if again := Marshal(code, hash); !bytes.Equal(again, data) {
			t.Fatalf("loaded file does not re-marshal to itself:\n% x\n% x", data, again)
		}
		_ = Disassemble(code)
	})
}

// fuzzSeeds returns the valid programs of the round-trip tests (but the
// largest) and, for a few of them, truncations, bit flips and forged
// counts.
func fuzzSeeds() [][]byte {
	var seeds [][]byte
	for _, tc := range roundTripCases() {
		if tc.name == "limits" {
			continue
		}
		seeds = append(seeds, Marshal(tc.code, [32]byte{}))
	}
	for _, data := range [][]byte{Marshal(minimalCode(), [32]byte{}), Marshal(sampleProgram(), [32]byte{})} {
		seeds = append(seeds, data[:len(data)/2], data[:len(data)-1])
		for _, at := range []int{len(Magic), len(Magic) + 40, len(data) / 3, len(data) - 2} {
			flipped := append([]byte(nil), data...)
			flipped[at] ^= 0x41
			seeds = append(seeds, flipped)
		}
	}
	seeds = append(seeds,
		rawHeader(1, 0, 1<<62),
		rawFile(1, 0, minimalStrs, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, uint64(ConstTuple), 1<<45),
		rawHeader(7, 0),
	)
	return seeds
}

// TestFuzzSeeds rewrites the seed corpus with -update. Without it, it
// only checks that the corpus exists: seeds that predate a change of the
// sample program are still good inputs, so they need not fail the build.
func TestFuzzSeeds(t *testing.T) {
	dir := filepath.Join("testdata", "fuzz", "FuzzLoad")
	if !*update {
		if files, _ := filepath.Glob(filepath.Join(dir, "seed-*")); len(files) == 0 {
			t.Errorf("no seed corpus in %s (go test ./bytecode -run TestFuzzSeeds -update writes it)", dir)
		}
		return
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	old, _ := filepath.Glob(filepath.Join(dir, "seed-*"))
	for _, p := range old {
		os.Remove(p)
	}
	for i, data := range fuzzSeeds() {
		path := filepath.Join(dir, fmt.Sprintf("seed-%02d", i))
		content := fmt.Sprintf("go test fuzz v1\n[]byte(%q)\n", data)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// FuzzVerify plants arbitrary instruction words and header values in the
// sample program. Whatever passes Verify must survive touchIndexes, which
// indexes plain Go slices the way the VM will, so that a gap in the
// verifier's arithmetic shows up as a panic.
func FuzzVerify(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{30, byte(CALL), 14, 0, 2, 0, 0, 0, 0, 0})
	f.Add([]byte{255, 3, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, edits []byte) {
		m := sampleProgram()
		g := m.Consts[sampleKGen].Code
		for len(edits) >= 10 {
			target, pc := m, int(edits[0])
			if edits[0]&0x80 != 0 {
				target, pc = g, int(edits[0]&0x7f)
			}
			word := Instr(0)
			for i := 8; i >= 1; i-- {
				word = word<<8 | Instr(edits[i])
			}
			switch {
			case pc < len(target.Instrs):
				target.Instrs[pc] = word
			case pc == 120:
				target.NumRegs = int(edits[9])
			case pc == 121:
				target.NumCaches = int(edits[9])
			case pc == 122 && len(target.Handlers) > 0:
				target.Handlers[0] = ExcHandler{Start: int(edits[1]), End: int(edits[2]), Target: int(edits[3]), Reg: int(edits[4])}
			case pc == 123:
				target.Consts = target.Consts[:int(edits[9])%(len(target.Consts)+1)]
			}
			edits = edits[10:]
		}
		if Verify(m) != nil {
			return
		}
		walkCodes(m, touchIndexes)
	})
}

// touchIndexes reads every register, constant, name, cell, cache slot and
// jump target the instructions of c name, from slices of the sizes the VM
// allocates, and the constants the opcodes read by kind.
func touchIndexes(c *Code) {
	regs := make([]int, c.NumRegs)
	cells := make([]int, len(c.CellNames)+len(c.FreeNames))
	caches := make([]int, c.NumCaches)
	for _, in := range c.Instrs {
		info := opInfo[in.Op()]
		b, cc := in.B(), in.C()
		if info.BX {
			b, cc = in.Bx(), 0
		}
		x := [4]int{in.A(), b, cc, in.D()}
		kinds := [4]Operand{info.A, info.B, info.C, info.D}
		count := 0
		for i, k := range kinds {
			if k == Count {
				count = x[i]
			}
		}
		for i, k := range kinds {
			switch k {
			case Reg:
				if in.Op() == RAISE && (in.D() == 0 || (in.D() == 1 && i == 1)) {
					continue
				}
				if in.Op() == FORMAT && i == 2 && in.D()&4 == 0 {
					continue
				}
				_ = regs[x[i]]
			case Regs:
				_ = regs[x[i] : x[i]+count+info.Extra]
			case Pair:
				_ = regs[x[i]+1]
			case FlagRegs:
				n := 0
				for d := in.D(); d != 0; d &= d - 1 {
					n++
				}
				_ = regs[x[i] : x[i]+n]
			case Const:
				k := c.Consts[x[i]]
				switch in.Op() {
				case CALLKW, BUILDCLASS, MATCHCLASS:
					for _, item := range k.Items {
						_ = item.Str
					}
				}
			case CodeK:
				_ = c.Consts[x[i]].Code.FreeNames
			case Name:
				_ = c.Names[x[i]]
			case Cell:
				_ = cells[x[i]]
			case Cache:
				_ = caches[x[i]]
			case Target:
				_ = c.Instrs[x[i]]
			}
		}
		switch in.Op() {
		case CHECKBOUND, CLEARLOCAL:
			_ = c.LocalNames[in.A()]
		}
	}
	for _, h := range c.Handlers {
		_ = c.Instrs[h.Start:h.End]
		_ = c.Instrs[h.Target]
		_ = regs[h.Reg]
	}
	_ = c.Positions[len(c.Instrs)-1]
}
