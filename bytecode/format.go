package bytecode

// This file defines the .pyc file format and its writer, Marshal. The
// reader, Unmarshal, is in format_decode.go.
//
// # Design
//
// A .pyc holds one compiled module: the Code of its body, with every nested
// function, class body, lambda and comprehension inside it as a Code
// constant, and a SHA-256 of the source it was compiled from so that a cache
// can tell whether it is stale. It is written once and read many times, and
// it is read from storage we do not control, so the format is built around
// four properties:
//
//   - Compact. Integers are varints (LEB128, as encoding/binary writes
//     them; signed ones zig-zag encoded), so the small numbers that make up
//     most of a program take one byte. Every string of the file (code
//     names, file names, local, cell, free and global names, str and bytes
//     constants, the digits of big ints) is stored once in a string table
//     and referred to by its index. An instruction is its opcode byte
//     followed only by the fields its opcode uses (the opcode table in
//     opcodes.go says which), so a MOVE takes three bytes where its
//     in-memory word takes eight. Source positions are stored as runs of
//     instructions that share a position, each run a delta from the one
//     before.
//
//   - Deterministic and canonical. Marshal writes the same bytes for the
//     same Code tree, whatever the run or the host: the string table lists
//     strings in order of first use in a fixed walk of the tree, and no map
//     order ever reaches the output. Unmarshal accepts only what Marshal
//     would write: no over-long varints, no unused, duplicate or
//     out-of-order strings, no split position runs, no trailing bytes. So
//     any file that loads is exactly Marshal of what it loads to, which
//     makes corruption easier to notice and gives the fuzzer a sharp
//     oracle.
//
//   - Safe to load. Every count is checked against the bytes that remain
//     before anything is allocated for it, so a forged length cannot make
//     the loader allocate more than a small multiple of the file's size;
//     nesting of Code objects and of tuple constants is bounded by
//     MaxNesting, so a hostile file cannot exhaust the stack; and after
//     decoding, the whole tree goes through Verify, so a Code that
//     Unmarshal returns can be run without further checks of its indexes.
//     Any problem is a *FormatError; no input makes the loader panic.
//
//   - Versioned. The file starts with a magic string and a format version.
//     A reader rejects any other version with a clear error rather than
//     guessing; the opcode numbers, the constant kind numbers and the
//     layout below are all part of version FormatVersion, and changing any
//     of them means bumping it.
//
// # Grammar
//
// In the grammar below, uvarint is an unsigned LEB128 varint, svarint a
// zig-zag signed one, str a uvarint index into the string table, and
// strs a uvarint count followed by that many strs.
//
//	File        = Magic Version Flags SourceHash StringTable Code .
//	Magic       = "PYEX\x00" .
//	Version     = uvarint .                   // FormatVersion
//	Flags       = uvarint .                   // reserved: 0 in version 1
//	SourceHash  = 32 bytes .                  // as passed to Marshal
//	StringTable = uvarint { uvarint bytes } . // count, then each length and bytes
//
//	Code = Name:str QualName:str Filename:str FirstLine:uvarint Flags:uvarint
//	       ArgCount:uvarint PosOnlyArgCount:uvarint KwOnlyArgCount:uvarint
//	       NumRegs:uvarint NumCaches:uvarint
//	       LocalNames:strs CellNames:strs FreeNames:strs Names:strs
//	       uvarint { Constant }               // Consts
//	       uvarint { Instr } { PositionRun }  // Instrs, then their Positions
//	       uvarint { Handler } .              // Handlers
//
//	Constant = kind:byte Payload .            // kind is the ConstKind number
//	Payload  = ( )                            // ConstNone, ConstEllipsis
//	         | byte                           // ConstBool: 0 or 1
//	         | svarint                        // ConstInt
//	         | str                            // ConstBigInt (the digits), ConstStr, ConstBytes
//	         | float                          // ConstFloat
//	         | float float                    // ConstComplex: real, imaginary
//	         | uvarint { Constant }           // ConstTuple, ConstFrozenSet
//	         | Code .                         // ConstCode
//	float    = uvarint .                      // the IEEE 754 bits, byte-reversed
//
//	Instr       = opcode:byte [A] ( [B] [C] | Bx ) [D] .
//	PositionRun = header:uvarint Form .       // header: (count-1)<<2 | form number
//	Form        = Col:uvarint Width:uvarint                   // 0: on the previous line
//	            | LineDelta:svarint Col:uvarint Width:uvarint // 1: on another line
//	            | ( )                                         // 2: no position
//	            | LineDelta:svarint EndLineDelta:svarint
//	              Col:uvarint EndColDelta:svarint .           // 3: any other
//	Handler     = Start:uvarint Length:uvarint Target:uvarint Reg:uvarint .
//
// An instruction's fields are uvarints, written in the order A, B, C, D,
// and only those whose operand kind in the opcode table is not None; for
// an opcode marked BX the single field Bx takes the place of B and C.
//
// A float is written as its bits with the bytes reversed because the low
// bytes of the mantissa of a round number (1.0, 0.5, 100.0) are zero:
// reversed, they become the high bytes, and the varint drops them.
//
// Position runs cover the instructions in order: a run of count
// instructions that all have the same position, which differs from the
// previous run's. Most positions cover part of one line, often the line
// of the run before, so the form says what the position shares with the
// previous one and only the rest is written: form 0 is on the previous
// position's line, ending on it (EndLine = Line, EndCol = Col + Width);
// form 1 likewise on another line; form 2 is the zero position of an
// instruction that has none; form 3 is anything else. LineDelta is Line
// minus the Line of the previous run that has a position (0 before the
// first), EndLineDelta is EndLine - Line, EndColDelta is EndCol - Col. The
// writer uses the first form of 2, 0, 1, 3 that fits, and the reader
// insists on it, so that each position has one encoding.
//
// Handler Length is End - Start.
//
// The string table holds each string once, in the order in which the
// writer first refers to it: Code fields in the order above, depth first
// through nested constants.

import (
	"encoding/binary"
	"math"
	"math/bits"
)

// Magic is the string every .pyc file starts with.
const Magic = "PYEX\x00"

// FormatVersion is the version of the .pyc format that Marshal writes and
// Unmarshal reads. Any change to the layout, to opcode numbers or meanings,
// or to constant kind numbers bumps it.
const FormatVersion = 1

// MaxNesting bounds how deeply Code objects may nest inside each other
// (a module holding a function holding a lambda is three deep), and
// separately how deeply tuple and frozenset constants may nest inside one
// constant. The compiler must reject deeper programs; CPython accepts
// about 2,000 nested lambdas and 200 nested parentheses.
const MaxNesting = 1000

// hashSize is the size of the source hash in the header.
const hashSize = 32

// Marshal encodes code and the SHA-256 of its source as a .pyc file.
//
// Marshal expects a Code that passes Verify: the fields an opcode does not
// use are not written, so stray bits in them are lost, and a Code that
// fails Verify may not load again. Marshal panics if Code objects nest more
// than MaxNesting deep (the compiler rejects such programs), because a
// cyclic Code tree would otherwise recurse without end.
func Marshal(code *Code, sourceHash [32]byte) []byte {
	e := encoder{strIndex: make(map[string]int)}
	e.code(code, 0)

	size := len(Magic) + 2*binary.MaxVarintLen64 + hashSize + binary.MaxVarintLen64 + len(e.body)
	for _, s := range e.strs {
		size += binary.MaxVarintLen64 + len(s)
	}
	out := make([]byte, 0, size)
	out = append(out, Magic...)
	out = binary.AppendUvarint(out, FormatVersion)
	out = binary.AppendUvarint(out, 0) // flags
	out = append(out, sourceHash[:]...)
	out = binary.AppendUvarint(out, uint64(len(e.strs)))
	for _, s := range e.strs {
		out = binary.AppendUvarint(out, uint64(len(s)))
		out = append(out, s...)
	}
	return append(out, e.body...)
}

// encoder writes the body of a file (everything after the string table)
// while it collects the string table.
type encoder struct {
	body     []byte
	strs     []string
	strIndex map[string]int
}

func (e *encoder) uint(x uint64) { e.body = binary.AppendUvarint(e.body, x) }

// int writes a count or index. A negative value, which no valid Code has,
// is written as a huge one that the reader rejects.
func (e *encoder) int(x int) { e.uint(uint64(x)) }

func (e *encoder) sint(x int64) { e.body = binary.AppendVarint(e.body, x) }

func (e *encoder) float(f float64) { e.uint(bits.ReverseBytes64(math.Float64bits(f))) }

func (e *encoder) str(s string) {
	i, ok := e.strIndex[s]
	if !ok {
		i = len(e.strs)
		e.strs = append(e.strs, s)
		e.strIndex[s] = i
	}
	e.int(i)
}

func (e *encoder) strList(ss []string) {
	e.int(len(ss))
	for _, s := range ss {
		e.str(s)
	}
}

func (e *encoder) code(c *Code, depth int) {
	if depth >= MaxNesting {
		panic("bytecode.Marshal: Code objects nest deeper than MaxNesting (or form a cycle)")
	}
	e.str(c.Name)
	e.str(c.QualName)
	e.str(c.Filename)
	e.int(c.FirstLine)
	e.uint(uint64(c.Flags))
	e.int(c.ArgCount)
	e.int(c.PosOnlyArgCount)
	e.int(c.KwOnlyArgCount)
	e.int(c.NumRegs)
	e.int(c.NumCaches)
	e.strList(c.LocalNames)
	e.strList(c.CellNames)
	e.strList(c.FreeNames)
	e.strList(c.Names)

	e.int(len(c.Consts))
	for i := range c.Consts {
		e.constant(&c.Consts[i], depth, 0)
	}

	e.int(len(c.Instrs))
	for _, in := range c.Instrs {
		e.instr(in)
	}
	e.positions(c.Positions, len(c.Instrs))

	e.int(len(c.Handlers))
	for _, h := range c.Handlers {
		e.int(h.Start)
		e.int(h.End - h.Start)
		e.int(h.Target)
		e.int(h.Reg)
	}
}

// constant writes k. depth is the Code nesting depth, level the tuple
// nesting depth within the constant.
func (e *encoder) constant(k *Constant, depth, level int) {
	if level >= MaxNesting {
		panic("bytecode.Marshal: constants nest deeper than MaxNesting")
	}
	e.body = append(e.body, byte(k.Kind))
	switch k.Kind {
	case ConstBool:
		e.body = append(e.body, byte(k.Int))
	case ConstInt:
		e.sint(k.Int)
	case ConstBigInt, ConstStr, ConstBytes:
		e.str(k.Str)
	case ConstFloat:
		e.float(k.Float)
	case ConstComplex:
		e.float(k.Float)
		e.float(k.Imag)
	case ConstTuple, ConstFrozenSet:
		e.int(len(k.Items))
		for i := range k.Items {
			e.constant(&k.Items[i], depth, level+1)
		}
	case ConstCode:
		e.code(k.Code, depth+1)
	}
}

// instr writes an instruction: its opcode, then the fields its opcode uses.
// An undefined opcode is written alone; the reader rejects it.
func (e *encoder) instr(in Instr) {
	op := in.Op()
	e.body = append(e.body, byte(op))
	if op >= numOpcodes {
		return
	}
	info := &opInfo[op]
	if info.A != None {
		e.int(in.A())
	}
	if info.BX {
		e.int(in.Bx())
	} else {
		if info.B != None {
			e.int(in.B())
		}
		if info.C != None {
			e.int(in.C())
		}
	}
	if info.D != None {
		e.int(in.D())
	}
}

// positions writes the position runs of n instructions. A Code whose
// Positions are fewer than its instructions (which Verify rejects) gets
// zero positions for the rest, so that the file still parses.
func (e *encoder) positions(ps []Position, n int) {
	var prevLine int32
	for i := 0; i < n; {
		p := positionAt(ps, i)
		j := i + 1
		for j < n && positionAt(ps, j) == p {
			j++
		}
		form := positionForm(p, prevLine)
		e.uint(uint64(j-i-1)<<2 | uint64(form))
		switch form {
		case posSameLine:
			e.uint(uint64(int64(p.Col)))
			e.uint(uint64(int64(p.EndCol) - int64(p.Col)))
		case posNewLine:
			e.sint(int64(p.Line) - int64(prevLine))
			e.uint(uint64(int64(p.Col)))
			e.uint(uint64(int64(p.EndCol) - int64(p.Col)))
		case posGeneral:
			e.sint(int64(p.Line) - int64(prevLine))
			e.sint(int64(p.EndLine) - int64(p.Line))
			e.uint(uint64(int64(p.Col)))
			e.sint(int64(p.EndCol) - int64(p.Col))
		}
		if form != posNone {
			prevLine = p.Line
		}
		i = j
	}
}

// The forms of a position run, the low two bits of its header.
const (
	posSameLine = iota // on the previous run's line, ending on it: Col, Width
	posNewLine         // on one line: LineDelta, Col, Width
	posNone            // no position (all zero)
	posGeneral         // LineDelta, EndLineDelta, Col, EndColDelta
)

// positionForm returns the form in which p is written after a run on line
// prevLine: the first of posNone, posSameLine, posNewLine and posGeneral
// that can express it, so that each position has one encoding.
func positionForm(p Position, prevLine int32) int {
	switch {
	case p == Position{}:
		return posNone
	case p.EndLine != p.Line || p.EndCol < p.Col || p.Col < 0:
		return posGeneral
	case p.Line == prevLine:
		return posSameLine
	}
	return posNewLine
}

func positionAt(ps []Position, i int) Position {
	if i < len(ps) {
		return ps[i]
	}
	return Position{}
}
