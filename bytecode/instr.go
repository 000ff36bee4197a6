// Package bytecode defines pyex's instruction set, Code objects, the binary
// .pyc format, the verifier that checks a Code tree read from outside before
// it runs, and the disassembler.
//
// # Instructions
//
// The VM is a register machine. A frame has a fixed file of NumRegs
// registers: the function's locals first (parameters in order), then
// temporaries the compiler allocates. An instruction is one 64-bit word:
//
//	bits  0..7   op  the opcode
//	bits  8..23  A   usually the destination register
//	bits 24..39  B   usually the first operand
//	bits 40..55  C   usually the second operand
//	bits 56..63  D   a small extra operand (flags, a count, an operator)
//
// Some opcodes read B and C together as one 32-bit operand Bx (jump
// targets, constant indexes). Jump targets are absolute instruction
// indexes. The opcode table (opcodes.go) gives every opcode's operand kinds;
// the verifier and the disassembler are driven by it, so the table is the
// specification.
//
// Fixed-width words decode with shifts and masks and never need an
// extended-argument prefix; 16-bit register fields bound a function at
// 65,535 registers, which the compiler reports as a SyntaxError-like limit
// ("too many local variables") rather than mis-encoding.
//
// This package imports nothing else of ours: the compiler writes it, the VM
// and runtime read it.
package bytecode

// Instr is one encoded instruction.
type Instr uint64

// Limits of the operand fields.
const (
	MaxA  = 1<<16 - 1
	MaxB  = 1<<16 - 1
	MaxC  = 1<<16 - 1
	MaxD  = 1<<8 - 1
	MaxBx = 1<<32 - 1
)

// Op returns the opcode.
func (i Instr) Op() Opcode { return Opcode(i & 0xff) }

// A returns the A field.
func (i Instr) A() int { return int(i>>8) & 0xffff }

// B returns the B field.
func (i Instr) B() int { return int(i>>24) & 0xffff }

// C returns the C field.
func (i Instr) C() int { return int(i>>40) & 0xffff }

// D returns the D field.
func (i Instr) D() int { return int(i >> 56) }

// Bx returns the B and C fields read as one 32-bit operand.
func (i Instr) Bx() int { return int(i>>24) & 0xffffffff }

// Make encodes an instruction from its fields. Fields out of range are
// truncated; the compiler checks its limits before calling Make.
func Make(op Opcode, a, b, c, d int) Instr {
	return Instr(op) | Instr(a&0xffff)<<8 | Instr(b&0xffff)<<24 | Instr(c&0xffff)<<40 | Instr(d&0xff)<<56
}

// MakeBx encodes an instruction whose B and C fields form one operand.
func MakeBx(op Opcode, a, bx, d int) Instr {
	return Instr(op) | Instr(a&0xffff)<<8 | Instr(uint32(bx))<<24 | Instr(d&0xff)<<56
}
