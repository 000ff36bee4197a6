package bytecode

// Code is a compiled body: a module, a function, a class body, a lambda or
// a comprehension. It is immutable once built, so one Code may be shared by
// any number of runs in any number of goroutines; per-run state (inline
// caches, cells, registers) lives in the VM.
type Code struct {
	Name      string // the function's __name__ ("<module>", "<lambda>", "<listcomp>" ...)
	QualName  string // __qualname__
	Filename  string
	FirstLine int
	Flags     CodeFlags

	ArgCount        int // positional parameters, including positional-only ones
	PosOnlyArgCount int
	KwOnlyArgCount  int

	// NumRegs is the size of the register file. Registers 0 to
	// len(LocalNames)-1 are the locals, parameters first in signature
	// order (positional, keyword-only, *args, **kwargs); the rest are
	// temporaries.
	NumRegs    int
	LocalNames []string
	// CellNames are the locals that inner scopes capture; they live in
	// cells, not registers. FreeNames are the captured variables of
	// enclosing scopes, taken from the function's closure. Cell operands
	// index CellNames then FreeNames.
	CellNames []string
	FreeNames []string

	Names  []string   // attribute, global and import names
	Consts []Constant // constants, including nested Code

	Instrs    []Instr
	Positions []Position   // Positions[pc] is the source span of Instrs[pc]
	Handlers  []ExcHandler // exception table, innermost ranges first
	NumCaches int          // inline-cache slots the instructions use
}

// CodeFlags are properties of a Code. Their bit values are part of the
// .pyc format: add flags at the end and bump FormatVersion when meanings
// change.
type CodeFlags uint16

// The Code flags.
const (
	FlagVarargs        CodeFlags = 1 << iota // takes *args
	FlagVarkw                                // takes **kwargs
	FlagGenerator                            // a generator function
	FlagCoroutine                            // an async def function
	FlagAsyncGenerator                       // an async generator function
	FlagDocstring                            // Consts[0] is the docstring
	FlagClassBody                            // a class body: names go through LOADNAME/STORENAME
	FlagModule                               // a module body
	maxCodeFlags       = 1<<iota - 1
)

// Position is the source span of one instruction, as CPython 3.11 keeps it
// for tracebacks: 1-based lines, 0-based UTF-8 byte columns; 0 when
// unknown.
type Position struct {
	Line, EndLine, Col, EndCol int32
}

// ExcHandler is one exception-table entry: an exception raised by an
// instruction whose index is in [Start, End) is stored in register Reg and
// execution continues at Target. The first matching entry wins, so the
// compiler lists inner ranges before the ranges that enclose them.
type ExcHandler struct {
	Start, End, Target int
	Reg                int
}

// ConstKind is the type of a constant. The numbers are part of the .pyc
// format, like the opcode numbers.
type ConstKind uint8

// The constant kinds.
const (
	ConstNone ConstKind = iota
	ConstBool
	ConstInt      // Int holds the value
	ConstBigInt   // Str holds the decimal digits, with a leading '-' if negative
	ConstFloat    // Float
	ConstComplex  // Float is the real part, Imag the imaginary part
	ConstStr      // Str (WTF-8: lone surrogates allowed)
	ConstBytes    // Str holds the bytes
	ConstEllipsis // ...
	ConstTuple    // Items
	ConstFrozenSet
	ConstCode // Code
	numConstKinds
)

// Constant is one entry of a Code's constant pool.
type Constant struct {
	Kind  ConstKind
	Int   int64 // ConstInt, and ConstBool (0 or 1)
	Float float64
	Imag  float64
	Str   string
	Items []Constant
	Code  *Code
}
