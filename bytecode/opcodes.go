package bytecode

// Opcode is an instruction's operation.
type Opcode uint8

// Operand says what an instruction field holds, for the verifier and the
// disassembler.
type Operand uint8

// The operand kinds.
const (
	None     Operand = iota // field unused; must be zero
	Reg                     // a register index < NumRegs
	Regs                    // the first of Count registers (the count is the field marked Count)
	Count                   // a count for Regs (Regs+Count must stay within NumRegs)
	Const                   // an index into Consts
	CodeK                   // an index into Consts whose entry is a nested Code
	Name                    // an index into Names
	Cell                    // an index into the frame's cells: CellNames then FreeNames
	Target                  // a jump target: an instruction index < len(Instrs) (Bx only)
	Imm                     // a small immediate (flags, operator number); its bound is Info.DMax
	Cache                   // an inline-cache slot < NumCaches
	Pair                    // registers x and x+1
	FlagRegs                // the first of popcount(D) registers (MAKEFUNC's optional parts)
)

// Info describes one opcode: its name, the kinds of its A, B, C and D fields
// (Bx replaces B and C when BX is set) and a one-line meaning in the
// notation R[x] register x, K[x] constant x, N[x] name x, Cell[x] cell x.
type Info struct {
	Name       string
	A, B, C, D Operand
	BX         bool // B and C form one 32-bit operand of kind B
	DMax       int  // the largest valid immediate in D (for D == Imm)
	Extra      int  // registers a Regs operand spans beyond its Count
	Doc        string
}

// The opcodes. The order is part of the .pyc format: append new opcodes
// at the end and bump FormatVersion when meanings change.
const (
	NOP Opcode = iota

	// Moves and constants.
	MOVE
	LOADK
	LOADNONE
	LOADBOOL

	// Locals that may be unbound, globals, names and cells.
	CHECKBOUND
	CLEARLOCAL
	LOADGLOBAL
	STOREGLOBAL
	DELGLOBAL
	LOADNAME
	STORENAME
	DELNAME
	LOADDEREF
	STOREDEREF
	DELDEREF
	LOADCLASSDEREF
	LOADCLOSURE
	MAKECELL

	// Attributes, items and methods.
	GETATTR
	SETATTR
	DELATTR
	GETITEM
	SETITEM
	DELITEM
	LOADMETHOD

	// Operators.
	BINARY
	INPLACE
	UNARY
	COMPARE
	CONTAINS
	IS
	NOT
	TRUTH

	// Control flow.
	JUMP
	JUMPIFTRUE
	JUMPIFFALSE
	JUMPIFNOTNONE

	// Calls and functions.
	CALL
	CALLKW
	CALLEX
	CALLMETHOD
	RETURN
	MAKEFUNC
	BUILDCLASS

	// Containers and strings.
	BUILDTUPLE
	BUILDLIST
	BUILDSET
	BUILDDICT
	BUILDSLICE
	BUILDSTRING
	FORMAT
	LISTAPPEND
	LISTEXTEND
	SETADD
	SETUPDATE
	DICTSET
	DICTUPDATE
	DICTMERGE
	LISTTOTUPLE
	UNPACK
	UNPACKEX

	// Iteration.
	GETITER
	FORITER

	// Exceptions and with.
	RAISE
	RERAISE
	EXCMATCH
	EXCGROUPMATCH
	PUSHEXC
	POPEXC
	BEFOREWITH
	WITHEXIT
	LOADASSERTIONERROR

	// Imports.
	IMPORTNAME
	IMPORTFROM
	IMPORTSTAR

	// Generators and coroutines.
	YIELD
	YIELDFROM
	GETAWAITABLE
	GETAITER
	GETANEXT
	ENDASYNCFOR

	// Pattern matching.
	MATCHCLASS
	MATCHMAPPING
	MATCHSEQUENCE
	MATCHKEYS
	GETLEN
	COPYDICTWITHOUTKEYS

	// Module and class bodies.
	SETUPANNOTATIONS
	PRINTEXPR

	// try/except*.
	PREPRERAISE

	// Classes with unpacked bases or keywords.
	LOADBUILDCLASS

	// Operators whose right operand is a constant (x + 1, i % 3 == 0):
	// one instruction instead of a LOADK and the operator.
	BINARYK
	INPLACEK
	COMPAREK

	// A for loop whose target is a local: the next item straight into
	// its register. The loop's exit is the JUMP that follows, which the
	// iterations skip: no operand field limits how far the exit is.
	FORITERTO

	numOpcodes
)

// Binary and in-place operators, the D field of BINARY and INPLACE. The
// order is CPython's ast.operator order.
const (
	OpAdd = iota
	OpSub
	OpMul
	OpMatMul
	OpTrueDiv
	OpMod
	OpPow
	OpLShift
	OpRShift
	OpOr
	OpXor
	OpAnd
	OpFloorDiv
	numBinaryOps
)

// Unary operators, the D field of UNARY.
const (
	OpInvert = iota
	OpPos
	OpNeg
	numUnaryOps
)

// Rich comparisons, the D field of COMPARE, in the order of CPython's
// Py_LT..Py_GE.
const (
	CmpLT = iota
	CmpLE
	CmpEQ
	CmpNE
	CmpGT
	CmpGE
	numCompareOps
)

// Flags of MAKEFUNC (its D field): which optional parts follow in the
// registers starting at C, in this order.
const (
	FuncDefaults    = 1 << iota // a tuple of positional defaults
	FuncKwDefaults              // a dict of keyword-only defaults
	FuncAnnotations             // a dict of annotations
	FuncClosure                 // a tuple of cells
	maxFuncFlags    = 1<<iota - 1
)

var opInfo = [numOpcodes]Info{
	NOP:      {Name: "NOP", Doc: "do nothing"},
	MOVE:     {Name: "MOVE", A: Reg, B: Reg, Doc: "R[A] = R[B]"},
	LOADK:    {Name: "LOADK", A: Reg, B: Const, BX: true, Doc: "R[A] = K[Bx]"},
	LOADNONE: {Name: "LOADNONE", A: Reg, Doc: "R[A] = None"},
	LOADBOOL: {Name: "LOADBOOL", A: Reg, D: Imm, DMax: 1, Doc: "R[A] = bool(D)"},

	CHECKBOUND:     {Name: "CHECKBOUND", A: Reg, Doc: "raise UnboundLocalError if local R[A] is unbound"},
	CLEARLOCAL:     {Name: "CLEARLOCAL", A: Reg, Doc: "del local R[A]: raise UnboundLocalError if unbound, then unbind it"},
	LOADGLOBAL:     {Name: "LOADGLOBAL", A: Reg, B: Name, C: Cache, Doc: "R[A] = globals or builtins [N[B]] (NameError if neither)"},
	STOREGLOBAL:    {Name: "STOREGLOBAL", A: Reg, B: Name, Doc: "globals[N[B]] = R[A]"},
	DELGLOBAL:      {Name: "DELGLOBAL", B: Name, Doc: "del globals[N[B]]"},
	LOADNAME:       {Name: "LOADNAME", A: Reg, B: Name, Doc: "R[A] = locals, globals or builtins [N[B]]"},
	STORENAME:      {Name: "STORENAME", A: Reg, B: Name, Doc: "locals[N[B]] = R[A]"},
	DELNAME:        {Name: "DELNAME", B: Name, Doc: "del locals[N[B]]"},
	LOADDEREF:      {Name: "LOADDEREF", A: Reg, B: Cell, Doc: "R[A] = Cell[B].contents (NameError/UnboundLocalError if empty)"},
	STOREDEREF:     {Name: "STOREDEREF", A: Reg, B: Cell, Doc: "Cell[B].contents = R[A]"},
	DELDEREF:       {Name: "DELDEREF", B: Cell, Doc: "empty Cell[B]"},
	LOADCLASSDEREF: {Name: "LOADCLASSDEREF", A: Reg, B: Cell, C: Name, Doc: "R[A] = class-body locals[N[C]] if bound, else Cell[B].contents"},
	LOADCLOSURE:    {Name: "LOADCLOSURE", A: Reg, B: Cell, Doc: "R[A] = Cell[B] itself, to build a closure"},
	MAKECELL:       {Name: "MAKECELL", A: Reg, B: Cell, Doc: "Cell[B] = new cell holding R[A] (a parameter captured by an inner scope)"},

	GETATTR:    {Name: "GETATTR", A: Reg, B: Reg, C: Name, Doc: "R[A] = R[B].N[C]"},
	SETATTR:    {Name: "SETATTR", A: Reg, B: Name, C: Reg, Doc: "R[A].N[B] = R[C]"},
	DELATTR:    {Name: "DELATTR", A: Reg, B: Name, Doc: "del R[A].N[B]"},
	GETITEM:    {Name: "GETITEM", A: Reg, B: Reg, C: Reg, Doc: "R[A] = R[B][R[C]]"},
	SETITEM:    {Name: "SETITEM", A: Reg, B: Reg, C: Reg, Doc: "R[A][R[B]] = R[C]"},
	DELITEM:    {Name: "DELITEM", A: Reg, B: Reg, Doc: "del R[A][R[B]]"},
	LOADMETHOD: {Name: "LOADMETHOD", A: Pair, B: Reg, C: Name, Doc: "R[A], R[A+1] = (function, self) for R[B].N[C], or (bound attribute, unbound marker)"},

	BINARY:   {Name: "BINARY", A: Reg, B: Reg, C: Reg, D: Imm, DMax: numBinaryOps - 1, Doc: "R[A] = R[B] <op D> R[C]"},
	INPLACE:  {Name: "INPLACE", A: Reg, B: Reg, C: Reg, D: Imm, DMax: numBinaryOps - 1, Doc: "R[A] = R[B] <op D>= R[C] (__iop__ first)"},
	UNARY:    {Name: "UNARY", A: Reg, B: Reg, D: Imm, DMax: numUnaryOps - 1, Doc: "R[A] = <op D> R[B]"},
	COMPARE:  {Name: "COMPARE", A: Reg, B: Reg, C: Reg, D: Imm, DMax: numCompareOps - 1, Doc: "R[A] = R[B] <cmp D> R[C]"},
	CONTAINS: {Name: "CONTAINS", A: Reg, B: Reg, C: Reg, D: Imm, DMax: 1, Doc: "R[A] = (R[B] in R[C]) != bool(D)"},
	IS:       {Name: "IS", A: Reg, B: Reg, C: Reg, D: Imm, DMax: 1, Doc: "R[A] = (R[B] is R[C]) != bool(D)"},
	NOT:      {Name: "NOT", A: Reg, B: Reg, Doc: "R[A] = not R[B]"},
	TRUTH:    {Name: "TRUTH", A: Reg, B: Reg, Doc: "R[A] = bool(R[B])"},

	JUMP:          {Name: "JUMP", B: Target, BX: true, Doc: "pc = Bx"},
	JUMPIFTRUE:    {Name: "JUMPIFTRUE", A: Reg, B: Target, BX: true, Doc: "if R[A]: pc = Bx"},
	JUMPIFFALSE:   {Name: "JUMPIFFALSE", A: Reg, B: Target, BX: true, Doc: "if not R[A]: pc = Bx"},
	JUMPIFNOTNONE: {Name: "JUMPIFNOTNONE", A: Reg, B: Target, BX: true, Doc: "if R[A] is not None: pc = Bx"},

	CALL:       {Name: "CALL", A: Regs, B: Count, Extra: 1, Doc: "R[A] = R[A](R[A+1], ..., R[A+B]); B+1 registers from A"},
	CALLKW:     {Name: "CALLKW", A: Regs, B: Count, C: Const, Extra: 1, Doc: "R[A] = R[A](R[A+1..A+B]) where the last len(K[C]) are keywords named by the tuple K[C]"},
	CALLEX:     {Name: "CALLEX", A: Reg, B: Reg, C: Reg, Doc: "R[A] = R[A](*R[B], **R[C]); R[C] is a dict or None"},
	CALLMETHOD: {Name: "CALLMETHOD", A: Regs, B: Count, Extra: 2, Doc: "R[A] = call of the LOADMETHOD pair R[A], R[A+1] with R[A+2..A+1+B]; B+2 registers from A"},
	RETURN:     {Name: "RETURN", A: Reg, Doc: "return R[A]"},
	MAKEFUNC:   {Name: "MAKEFUNC", A: Reg, B: CodeK, C: FlagRegs, D: Imm, DMax: maxFuncFlags, Doc: "R[A] = function of code K[B]; the parts flagged in D are in R[C], R[C+1], ..."},
	BUILDCLASS: {Name: "BUILDCLASS", A: Regs, B: Count, C: Const, Extra: 1, Doc: "R[A] = __build_class__(R[A] body function, R[A+1] name, then bases and keywords up to R[A+B]); the last len(K[C]) are keywords named by the tuple K[C]"},

	BUILDTUPLE:  {Name: "BUILDTUPLE", A: Reg, B: Regs, C: Count, Doc: "R[A] = (R[B], ..., R[B+C-1])"},
	BUILDLIST:   {Name: "BUILDLIST", A: Reg, B: Regs, C: Count, Doc: "R[A] = [R[B], ..., R[B+C-1]]"},
	BUILDSET:    {Name: "BUILDSET", A: Reg, B: Regs, C: Count, Doc: "R[A] = {R[B], ..., R[B+C-1]}"},
	BUILDDICT:   {Name: "BUILDDICT", A: Reg, B: Regs, C: Count, Doc: "R[A] = {R[B]: R[B+1], ...} from C registers (C/2 pairs)"},
	BUILDSLICE:  {Name: "BUILDSLICE", A: Reg, B: Regs, C: Count, Doc: "R[A] = slice(R[B], ..., R[B+C-1]) with C of 2 or 3"},
	BUILDSTRING: {Name: "BUILDSTRING", A: Reg, B: Regs, C: Count, Doc: "R[A] = ''.join(R[B], ..., R[B+C-1]) (all str)"},
	FORMAT:      {Name: "FORMAT", A: Reg, B: Reg, C: Reg, D: Imm, DMax: 7, Doc: "R[A] = format(conv(R[B]), R[C] if D&4 else ''); D&3: 0 none, 1 str, 2 repr, 3 ascii"},
	LISTAPPEND:  {Name: "LISTAPPEND", A: Reg, B: Reg, Doc: "R[A].append(R[B]) (R[A] is a list)"},
	LISTEXTEND:  {Name: "LISTEXTEND", A: Reg, B: Reg, Doc: "R[A].extend(R[B]) (R[A] is a list)"},
	SETADD:      {Name: "SETADD", A: Reg, B: Reg, Doc: "R[A].add(R[B]) (R[A] is a set)"},
	SETUPDATE:   {Name: "SETUPDATE", A: Reg, B: Reg, Doc: "R[A].update(R[B]) (R[A] is a set)"},
	DICTSET:     {Name: "DICTSET", A: Reg, B: Reg, C: Reg, Doc: "R[A][R[B]] = R[C] (R[A] is a dict)"},
	DICTUPDATE:  {Name: "DICTUPDATE", A: Reg, B: Reg, Doc: "R[A].update(R[B]) for {**x} (R[A] is a dict)"},
	DICTMERGE:   {Name: "DICTMERGE", A: Reg, B: Reg, C: Reg, Doc: "merge mapping R[B] into dict R[A] for f(**x), TypeError on a repeated key; R[C] is the callee, for messages"},
	LISTTOTUPLE: {Name: "LISTTOTUPLE", A: Reg, B: Reg, Doc: "R[A] = tuple(R[B]) (R[B] is a list)"},
	UNPACK:      {Name: "UNPACK", A: Regs, B: Reg, C: Count, Doc: "R[A], ..., R[A+C-1] = R[B] (exactly C items)"},
	UNPACKEX:    {Name: "UNPACKEX", A: Regs, B: Reg, C: Count, D: Imm, DMax: MaxD, Doc: "R[A..A+C-1] = R[B] with a starred list at index D of the C targets"},

	GETITER: {Name: "GETITER", A: Reg, B: Reg, Doc: "R[A] = iter(R[B])"},
	FORITER: {Name: "FORITER", A: Pair, B: Target, BX: true, Doc: "R[A+1] = next(R[A]); on exhaustion pc = Bx"},

	RAISE:              {Name: "RAISE", A: Reg, B: Reg, D: Imm, DMax: 2, Doc: "D=0: re-raise the handled exception; D=1: raise R[A]; D=2: raise R[A] from R[B]"},
	RERAISE:            {Name: "RERAISE", A: Reg, Doc: "raise R[A] again, keeping its traceback (end of finally/except)"},
	EXCMATCH:           {Name: "EXCMATCH", A: Reg, B: Reg, C: Reg, Doc: "R[A] = R[B] matches the except clause's class or tuple R[C] (TypeError if it is not an exception class)"},
	EXCGROUPMATCH:      {Name: "EXCGROUPMATCH", A: Pair, B: Reg, C: Reg, Doc: "except*: R[A] = the part of group R[B] that matches R[C] or None; R[A+1] = the rest or None"},
	PUSHEXC:            {Name: "PUSHEXC", A: Reg, B: Reg, Doc: "R[A] = the handled exception; the handled exception = R[B]"},
	POPEXC:             {Name: "POPEXC", A: Reg, Doc: "the handled exception = R[A]"},
	BEFOREWITH:         {Name: "BEFOREWITH", A: Pair, B: Reg, D: Imm, DMax: 1, Doc: "R[A] = bound __exit__ (D=1: __aexit__) of R[B]; R[A+1] = result of its __enter__ (awaitable of __aenter__)"},
	WITHEXIT:           {Name: "WITHEXIT", A: Reg, B: Reg, C: Reg, Doc: "R[A] = R[B](type, value, traceback of exception R[C]) or R[B](None, None, None) when R[C] is None"},
	LOADASSERTIONERROR: {Name: "LOADASSERTIONERROR", A: Reg, Doc: "R[A] = AssertionError"},

	IMPORTNAME: {Name: "IMPORTNAME", A: Reg, B: Name, C: Const, D: Imm, DMax: MaxD, Doc: "R[A] = __import__(N[B], fromlist=K[C], level=D)"},
	IMPORTFROM: {Name: "IMPORTFROM", A: Reg, B: Reg, C: Name, Doc: "R[A] = R[B].N[C] (ImportError if missing)"},
	IMPORTSTAR: {Name: "IMPORTSTAR", A: Reg, Doc: "from R[A] import *"},

	YIELD:        {Name: "YIELD", A: Reg, B: Reg, Doc: "suspend, producing R[B]; on resume R[A] = the value sent"},
	YIELDFROM:    {Name: "YIELDFROM", A: Reg, B: Reg, Doc: "delegate to iterator/awaitable R[B] until it returns; R[A] = its return value"},
	GETAWAITABLE: {Name: "GETAWAITABLE", A: Reg, B: Reg, D: Imm, DMax: 2, Doc: "R[A] = the iterator of awaitable R[B] (D names the context for messages: 0 await, 1 async with enter, 2 async with exit)"},
	GETAITER:     {Name: "GETAITER", A: Reg, B: Reg, Doc: "R[A] = R[B].__aiter__()"},
	GETANEXT:     {Name: "GETANEXT", A: Reg, B: Reg, Doc: "R[A] = awaitable of R[B].__anext__()"},
	ENDASYNCFOR:  {Name: "ENDASYNCFOR", A: Reg, Doc: "exception R[A] is StopAsyncIteration: fall through; otherwise re-raise it"},

	MATCHCLASS:          {Name: "MATCHCLASS", A: Reg, B: Reg, C: Const, D: Imm, DMax: MaxD, Doc: "R[A] = tuple of attributes of R[A] for class R[B], D positional then keyword names K[C], or None if no match"},
	MATCHMAPPING:        {Name: "MATCHMAPPING", A: Reg, B: Reg, Doc: "R[A] = R[B] is a mapping for pattern matching"},
	MATCHSEQUENCE:       {Name: "MATCHSEQUENCE", A: Reg, B: Reg, Doc: "R[A] = R[B] is a sequence for pattern matching"},
	MATCHKEYS:           {Name: "MATCHKEYS", A: Reg, B: Reg, C: Reg, Doc: "R[A] = tuple of R[B][k] for k in tuple R[C], or None if a key is missing"},
	GETLEN:              {Name: "GETLEN", A: Reg, B: Reg, Doc: "R[A] = len(R[B])"},
	COPYDICTWITHOUTKEYS: {Name: "COPYDICTWITHOUTKEYS", A: Reg, B: Reg, C: Reg, Doc: "R[A] = dict(R[B]) without the keys in tuple R[C]"},

	SETUPANNOTATIONS: {Name: "SETUPANNOTATIONS", Doc: "create __annotations__ in the locals if absent"},
	PRINTEXPR:        {Name: "PRINTEXPR", A: Reg, Doc: "interactive mode: print repr(R[A]) unless None and bind it to builtins._"},

	BINARYK:        {Name: "BINARYK", A: Reg, B: Reg, C: Const, D: Imm, DMax: numBinaryOps - 1, Doc: "R[A] = R[B] <op D> K[C]"},
	INPLACEK:       {Name: "INPLACEK", A: Reg, B: Reg, C: Const, D: Imm, DMax: numBinaryOps - 1, Doc: "R[A] = R[B] <op D>= K[C] (__iop__ first)"},
	COMPAREK:       {Name: "COMPAREK", A: Reg, B: Reg, C: Const, D: Imm, DMax: numCompareOps - 1, Doc: "R[A] = R[B] <cmp D> K[C]"},
	FORITERTO:      {Name: "FORITERTO", A: Reg, B: Reg, Doc: "R[B] = next(R[A]) and skip the next instruction; on exhaustion run it (a JUMP out of the loop)"},
	LOADBUILDCLASS: {Name: "LOADBUILDCLASS", A: Reg, Doc: "R[A] = builtins.__build_class__ (for class statements with *bases or **keywords, called with CALLEX)"},
	PREPRERAISE:    {Name: "PREPRERAISE", A: Reg, B: Reg, C: Reg, Doc: "except*: R[A] = what to raise once the clauses ran, from the original exception R[B] and the list R[C] of exceptions the clauses raised or re-raised; None if nothing"},
}

// InfoOf returns the description of op and whether op is a defined opcode.
func InfoOf(op Opcode) (Info, bool) {
	if op >= numOpcodes {
		return Info{}, false
	}
	return opInfo[op], true
}

// String returns the opcode's name.
func (op Opcode) String() string {
	if op >= numOpcodes {
		return "BADOP"
	}
	return opInfo[op].Name
}
