package bytecode

// This file holds the .pyc reader, Unmarshal. The format and the reasons
// for its shape are described in format.go.

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"
)

// FormatError reports a .pyc file that cannot be loaded, or a Code tree
// that fails Verify. Msg says what is wrong and where: the Code (by its
// qualified name), and the instruction, constant or field.
type FormatError struct {
	// Offset is the byte offset in the file at which the decoder found the
	// problem, or -1 when the problem is not tied to one place in the
	// bytes (a Code that decodes but fails Verify).
	Offset int
	Msg    string
}

// Error returns the message, followed by the byte offset when there is one.
func (e *FormatError) Error() string {
	if e.Offset < 0 {
		return e.Msg
	}
	return e.Msg + " (at byte " + strconv.Itoa(e.Offset) + ")"
}

// maxField bounds the integers the decoder turns into Go ints (lines,
// counts, indexes): no valid Code needs more, and the bound keeps sums of
// two of them from overflowing.
const maxField = math.MaxInt32

// Unmarshal decodes a .pyc file written by Marshal and verifies the Code
// tree it holds, returning the Code and the source hash from the header.
// Any problem, whatever the bytes, is reported as a *FormatError; a Code
// that Unmarshal returns has passed Verify.
func Unmarshal(data []byte) (*Code, [32]byte, error) {
	var hash [32]byte
	if len(data) < len(Magic) || string(data[:len(Magic)]) != Magic {
		if len(data) < len(Magic) && string(data) == Magic[:len(data)] {
			return nil, hash, &FormatError{Offset: len(data), Msg: "truncated file"}
		}
		return nil, hash, &FormatError{Offset: 0, Msg: "bad magic: not a pyex bytecode file"}
	}
	d := decoder{data: data, pos: len(Magic)}
	if v := d.uint(); d.err == nil && v != FormatVersion {
		return nil, hash, &FormatError{Offset: len(Magic),
			Msg: fmt.Sprintf("unsupported bytecode format version %d (this pyex reads version %d)", v, FormatVersion)}
	}
	if flags := d.uint(); d.err == nil && flags != 0 {
		d.failf("unknown file flags %#x (version %d defines none)", flags, FormatVersion)
	}
	if d.err == nil {
		if len(data)-d.pos < hashSize {
			d.fail("truncated file")
		} else {
			copy(hash[:], data[d.pos:])
			d.pos += hashSize
		}
	}
	d.stringTable()
	code := d.code(0)
	if d.err == nil && d.pos != len(data) {
		d.failf("%d bytes after the end of the code", len(data)-d.pos)
	}
	if d.err == nil && d.strUsed != len(d.strs) {
		d.where = ""
		d.failf("string table holds %d strings that nothing refers to", len(d.strs)-d.strUsed)
	}
	if d.err != nil {
		return nil, [32]byte{}, d.err
	}
	v := verifier{textChecked: true}
	if err := v.code(code, 0); err != nil {
		return nil, [32]byte{}, err
	}
	return code, hash, nil
}

// decoder reads a file. The first error sticks: once err is set, every
// read returns zero and consumes nothing, so the callers need not check
// after each read, and every loop ends because its count was bounded by
// the bytes that remained.
type decoder struct {
	data  []byte
	pos   int
	err   *FormatError
	where string // the Code being read, for messages: "code 'f'"

	strs []string
	// strUsed is how many strings of the table have been referred to; the
	// next new reference must be to strs[strUsed] (first-use order).
	strUsed int
	// strChecked records, per string, the content checks it has passed
	// (checkedText, checkedDigits), so that a long string referred to many
	// times is scanned once.
	strChecked []uint8
}

const (
	checkedText = 1 << iota
	checkedDigits
)

func (d *decoder) fail(msg string) {
	if d.err != nil {
		return
	}
	if d.where != "" {
		msg = d.where + ": " + msg
	}
	d.err = &FormatError{Offset: d.pos, Msg: msg}
}

func (d *decoder) failf(format string, args ...any) {
	if d.err == nil {
		d.fail(fmt.Sprintf(format, args...))
	}
}

// uint reads a uvarint, rejecting over-long encodings.
func (d *decoder) uint() uint64 {
	if d.err != nil {
		return 0
	}
	data, p := d.data, d.pos
	if p < len(data) && data[p] < 0x80 {
		d.pos = p + 1
		return uint64(data[p])
	}
	var x uint64
	for i := 0; ; i++ {
		if p+i >= len(data) {
			d.pos = len(data)
			d.fail("truncated file")
			return 0
		}
		b := data[p+i]
		if i == 9 && b > 1 {
			d.fail("varint overflows 64 bits")
			return 0
		}
		if b < 0x80 {
			if b == 0 {
				d.fail("over-long varint")
				return 0
			}
			d.pos = p + i + 1
			return x | uint64(b)<<(7*i)
		}
		x |= uint64(b&0x7f) << (7 * i)
	}
}

// sint reads a zig-zag svarint.
func (d *decoder) sint() int64 {
	u := d.uint()
	x := int64(u >> 1)
	if u&1 != 0 {
		x = ^x
	}
	return x
}

// int reads a uvarint that must be at most maxField.
func (d *decoder) int(what string) int {
	at := d.pos
	x := d.uint()
	if x > maxField {
		d.pos = at
		d.failf("%s %d out of range", what, x)
		return 0
	}
	return int(x)
}

// count reads the length of a sequence whose elements take at least
// minSize bytes each, and checks that the rest of the file can hold them,
// so that a forged count cannot make the caller allocate more than the
// file could describe.
func (d *decoder) count(minSize int, what string) int {
	at := d.pos
	n := d.uint()
	if d.err == nil && n > uint64((len(d.data)-d.pos)/minSize) {
		d.pos = at
		d.failf("%s count %d is more than the rest of the file can hold", what, n)
		return 0
	}
	return int(n)
}

func (d *decoder) byte() byte {
	if d.err != nil {
		return 0
	}
	if d.pos >= len(d.data) {
		d.fail("truncated file")
		return 0
	}
	b := d.data[d.pos]
	d.pos++
	return b
}

// stringTable reads the string table. The lengths are read twice: once to
// check them and find the table's end, then, after one conversion of the
// whole table to a string, to cut that string into the entries, which
// therefore share its memory.
func (d *decoder) stringTable() {
	n := d.count(1, "string table")
	if d.err != nil {
		return
	}
	start := d.pos
	for i := 0; i < n; i++ {
		size := d.uint()
		if d.err != nil {
			return
		}
		if size > uint64(len(d.data)-d.pos) {
			d.fail("truncated file")
			return
		}
		d.pos += int(size)
	}
	table := string(d.data[start:d.pos])
	d.strs = make([]string, n)
	d.strChecked = make([]uint8, n)
	seen := make(map[string]struct{}, n)
	p := 0
	for i := range d.strs {
		size, w := tableUvarint(table[p:])
		p += w
		s := table[p : p+size]
		p += size
		if _, dup := seen[s]; dup {
			d.pos = start + p
			d.failf("string table: string %d repeats an earlier one", i)
			return
		}
		seen[s] = struct{}{}
		d.strs[i] = s
	}
}

// tableUvarint decodes a uvarint from the string table, already checked
// by the first pass.
func tableUvarint(s string) (int, int) {
	var x uint64
	for i := 0; i < len(s); i++ {
		b := s[i]
		x |= uint64(b&0x7f) << (7 * i)
		if b < 0x80 {
			return int(x), i + 1
		}
	}
	return 0, len(s)
}

// strIndex reads a reference to the string table and returns its index,
// or -1 after an error.
func (d *decoder) strIndex(what string) int {
	at := d.pos
	x := d.uint()
	if d.err != nil {
		return -1
	}
	switch {
	case x >= uint64(len(d.strs)):
		d.pos = at
		d.failf("%s: string %d out of range (%d strings)", what, x, len(d.strs))
		return -1
	case x > uint64(d.strUsed):
		d.pos = at
		d.failf("%s: string %d used before string %d (strings must appear in order of first use)", what, x, d.strUsed)
		return -1
	case x == uint64(d.strUsed):
		d.strUsed++
	}
	return int(x)
}

// text reads a reference to a string that must be text: valid UTF-8
// except for lone surrogates (see validText).
func (d *decoder) text(what string) string {
	i := d.strIndex(what)
	if i < 0 {
		return ""
	}
	s := d.strs[i]
	if d.strChecked[i]&checkedText == 0 {
		if !validText(s) {
			d.failf("%s: string %d is not valid UTF-8", what, i)
			return ""
		}
		d.strChecked[i] |= checkedText
	}
	return s
}

// texts reads a count and that many text references.
func (d *decoder) texts(what string) []string {
	n := d.count(1, what)
	if n == 0 {
		return nil
	}
	ss := make([]string, n)
	for i := range ss {
		ss[i] = d.text(what)
	}
	return ss
}

func (d *decoder) float() float64 {
	return math.Float64frombits(bits.ReverseBytes64(d.uint()))
}

func (d *decoder) code(depth int) *Code {
	if d.err != nil {
		return nil
	}
	if depth >= MaxNesting {
		d.failf("code objects nest more than %d deep", MaxNesting)
		return nil
	}
	c := new(Code)
	c.Name = d.text("code name")
	c.QualName = d.text("code qualname")
	outer := d.where
	d.where = codeLabel(c)
	c.Filename = d.text("filename")
	c.FirstLine = d.int("first line")
	if flags := d.uint(); flags > maxCodeFlags {
		d.failf("unknown code flags %#x", flags)
	} else {
		c.Flags = CodeFlags(flags)
	}
	c.ArgCount = d.int("argument count")
	c.PosOnlyArgCount = d.int("positional-only argument count")
	c.KwOnlyArgCount = d.int("keyword-only argument count")
	c.NumRegs = d.int("register count")
	c.NumCaches = d.int("cache count")
	c.LocalNames = d.texts("local names")
	c.CellNames = d.texts("cell names")
	c.FreeNames = d.texts("free names")
	c.Names = d.texts("names")

	if n := d.count(1, "constant"); n > 0 {
		c.Consts = make([]Constant, n)
		for i := range c.Consts {
			d.constant(&c.Consts[i], i, depth, 0)
		}
	}
	if n := d.count(1, "instruction"); n > 0 {
		c.Instrs = make([]Instr, n)
		for pc := range c.Instrs {
			c.Instrs[pc] = d.instr(pc)
		}
		c.Positions = d.positions(n)
	}
	if n := d.count(4, "exception handler"); n > 0 {
		c.Handlers = make([]ExcHandler, n)
		for i := range c.Handlers {
			h := &c.Handlers[i]
			h.Start = d.int("handler start")
			if length := d.int("handler length"); h.Start+length > maxField {
				d.failf("exception handler %d: range end out of range", i)
			} else {
				h.End = h.Start + length
			}
			h.Target = d.int("handler target")
			h.Reg = d.int("handler register")
		}
	}
	d.where = outer
	return c
}

// constant reads constant k, the i'th of its Code (for messages); depth is
// the Code nesting depth and level the tuple nesting within the constant.
func (d *decoder) constant(k *Constant, i, depth, level int) {
	if level >= MaxNesting {
		d.failf("constant %d: tuples nest more than %d deep", i, MaxNesting)
		return
	}
	kind := ConstKind(d.byte())
	if d.err != nil {
		return
	}
	if kind >= numConstKinds {
		d.pos--
		d.failf("constant %d: unknown kind %d", i, kind)
		return
	}
	k.Kind = kind
	switch kind {
	case ConstBool:
		at := d.pos
		if b := d.byte(); b > 1 {
			d.pos = at
			d.failf("constant %d: bool byte %d (must be 0 or 1)", i, b)
		} else {
			k.Int = int64(b)
		}
	case ConstInt:
		k.Int = d.sint()
	case ConstBigInt:
		k.Str = d.digits(i)
	case ConstStr:
		k.Str = d.text("constant " + strconv.Itoa(i))
	case ConstBytes:
		if j := d.strIndex("constant " + strconv.Itoa(i)); j >= 0 {
			k.Str = d.strs[j]
		}
	case ConstFloat:
		k.Float = d.float()
	case ConstComplex:
		k.Float = d.float()
		k.Imag = d.float()
	case ConstTuple, ConstFrozenSet:
		if n := d.count(1, "constant "+strconv.Itoa(i)+" item"); n > 0 {
			k.Items = make([]Constant, n)
			for j := range k.Items {
				d.constant(&k.Items[j], i, depth, level+1)
			}
		}
	case ConstCode:
		k.Code = d.code(depth + 1)
	}
}

// digits reads the string of a big int constant, the i'th of its Code.
func (d *decoder) digits(i int) string {
	j := d.strIndex("constant " + strconv.Itoa(i))
	if j < 0 {
		return ""
	}
	s := d.strs[j]
	if d.strChecked[j]&checkedDigits == 0 {
		if msg := checkBigDigits(s); msg != "" {
			d.failf("constant %d: %s", i, msg)
			return ""
		}
		d.strChecked[j] |= checkedDigits
	}
	return s
}

// instr reads the instruction at index pc.
func (d *decoder) instr(pc int) Instr {
	at := d.pos
	op := Opcode(d.byte())
	if d.err != nil {
		return 0
	}
	if op >= numOpcodes {
		d.pos = at
		d.failf("instruction %d: unknown opcode %d", pc, op)
		return 0
	}
	info := &opInfo[op]
	var a, b, c, x uint64
	if info.A != None {
		a = d.uint()
	}
	if info.BX {
		b = d.uint()
	} else {
		if info.B != None {
			b = d.uint()
		}
		if info.C != None {
			c = d.uint()
		}
	}
	if info.D != None {
		x = d.uint()
	}
	if d.err != nil {
		return 0
	}
	switch {
	case a > MaxA:
		d.failf("instruction %d (%s): field A %d does not fit in 16 bits", pc, info.Name, a)
	case info.BX && b > MaxBx:
		d.failf("instruction %d (%s): field Bx %d does not fit in 32 bits", pc, info.Name, b)
	case !info.BX && b > MaxB:
		d.failf("instruction %d (%s): field B %d does not fit in 16 bits", pc, info.Name, b)
	case c > MaxC:
		d.failf("instruction %d (%s): field C %d does not fit in 16 bits", pc, info.Name, c)
	case x > MaxD:
		d.failf("instruction %d (%s): field D %d does not fit in 8 bits", pc, info.Name, x)
	}
	if info.BX {
		return MakeBx(op, int(a), int(b), int(x))
	}
	return Make(op, int(a), int(b), int(c), int(x))
}

// positions reads the position runs of n instructions.
func (d *decoder) positions(n int) []Position {
	ps := make([]Position, n)
	var prevLine int32
	for i := 0; i < n && d.err == nil; {
		at := d.pos
		header := d.uint()
		run, form := header>>2+1, int(header&3)
		// Values are read as int64 and each is checked before it is
		// added to, so no sum can overflow.
		line, span, col, dcol := int64(prevLine), int64(0), int64(0), int64(0)
		ok := true
		switch form {
		case posSameLine:
			col, dcol = d.bounded(&ok), d.bounded(&ok)
		case posNewLine:
			line += d.boundedSigned(&ok)
			col, dcol = d.bounded(&ok), d.bounded(&ok)
		case posNone:
			line = 0
		case posGeneral:
			line += d.boundedSigned(&ok)
			span = d.boundedSigned(&ok)
			col = d.bounded(&ok)
			dcol = d.boundedSigned(&ok)
		}
		if d.err != nil {
			break
		}
		if run > uint64(n-i) {
			d.pos = at
			d.failf("position run of %d instructions at instruction %d (%d instructions)", run, i, n)
			break
		}
		if !ok || !fitsInt32(line) || !fitsInt32(line+span) || !fitsInt32(col+dcol) {
			d.pos = at
			d.failf("position of instruction %d out of range", i)
			break
		}
		p := Position{Line: int32(line), EndLine: int32(line + span), Col: int32(col), EndCol: int32(col + dcol)}
		if positionForm(p, prevLine) != form {
			d.pos = at
			d.failf("position run at instruction %d is not in its shortest form", i)
			break
		}
		if i > 0 && p == ps[i-1] {
			d.pos = at
			d.failf("position run at instruction %d repeats the previous position", i)
			break
		}
		for j := 0; j < int(run); j++ {
			ps[i+j] = p
		}
		if form != posNone {
			prevLine = p.Line
		}
		i += int(run)
	}
	return ps
}

// bounded reads a uvarint, clearing ok if it exceeds MaxInt32.
func (d *decoder) bounded(ok *bool) int64 {
	x := d.uint()
	if x > math.MaxInt32 {
		*ok = false
		return 0
	}
	return int64(x)
}

// boundedSigned reads an svarint, clearing ok if its magnitude exceeds
// MaxUint32 (the largest difference of two int32s).
func (d *decoder) boundedSigned(ok *bool) int64 {
	x := d.sint()
	if x > math.MaxUint32 || x < -math.MaxUint32 {
		*ok = false
		return 0
	}
	return x
}

func fitsInt32(x int64) bool { return x >= math.MinInt32 && x <= math.MaxInt32 }
