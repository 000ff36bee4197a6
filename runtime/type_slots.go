// This file defines the Go slot table of a Type, CPython's tp_* and nb_*
// slots, and the operator enumerations the slots are indexed by.
//
// A built-in type fills its slots with Go functions. A heap class gets, for
// each dunder that it or a base defines in Python, a wrapper that looks the
// dunder up and calls it (type_heap.go); for dunders it inherits only from
// built-in types it inherits their Go slots. An absent slot is nil.

package runtime

// BinaryOp is a binary operator.
type BinaryOp uint8

// The binary operators, in the order of their dunders.
const (
	OpAdd BinaryOp = iota
	OpSub
	OpMul
	OpMatMul
	OpTrueDiv
	OpFloorDiv
	OpMod
	OpDivMod // divmod(); it has no in-place form
	OpPow
	OpLShift
	OpRShift
	OpAnd
	OpXor
	OpOr
	NumBinaryOps
)

var binaryOpInfo = [NumBinaryOps]struct{ sym, name string }{
	{"+", "add"}, {"-", "sub"}, {"*", "mul"}, {"@", "matmul"}, {"/", "truediv"}, {"//", "floordiv"},
	{"%", "mod"}, {"divmod()", "divmod"}, {"** or pow()", "pow"}, {"<<", "lshift"}, {">>", "rshift"},
	{"&", "and"}, {"^", "xor"}, {"|", "or"},
}

// Symbol returns the operator as error messages print it ("+", "** or pow()").
func (op BinaryOp) Symbol() string { return binaryOpInfo[op].sym }

// Dunder returns the name of the forward method, "__add__".
func (op BinaryOp) Dunder() string { return binaryDunderNames[op][0] }

// RDunder returns the name of the reflected method, "__radd__".
func (op BinaryOp) RDunder() string { return binaryDunderNames[op][1] }

// IDunder returns the name of the in-place method, "__iadd__".
func (op BinaryOp) IDunder() string { return binaryDunderNames[op][2] }

// binaryDunderNames are each operator's method names, plain, reflected
// and in-place, made once (the operators ask for them on every mixed-type
// operation); binaryDunderHashes are their StrHashes.
// They are package variables with initializers, not an init function, so
// that they are ready before any type's setup asks for them.
var (
	binaryDunderNames  = makeBinaryDunderNames()
	binaryDunderHashes = makeBinaryDunderHashes(binaryDunderNames)
)

func makeBinaryDunderNames() (names [NumBinaryOps][3]string) {
	for op := range names {
		n := binaryOpInfo[op].name
		names[op] = [3]string{"__" + n + "__", "__r" + n + "__", "__i" + n + "__"}
	}
	return names
}

func makeBinaryDunderHashes(names [NumBinaryOps][3]string) (hashes [NumBinaryOps][3]int64) {
	for op := range names {
		for i, s := range names[op] {
			hashes[op][i] = strHashKey(s)
		}
	}
	return hashes
}

// CompareOp is a rich comparison operator.
type CompareOp uint8

// The comparison operators, in CPython's Py_LT... order.
const (
	OpLt CompareOp = iota
	OpLe
	OpEq
	OpNe
	OpGt
	OpGe
)

var compareOpInfo = [...]struct{ sym, dunder string }{
	{"<", "__lt__"}, {"<=", "__le__"}, {"==", "__eq__"}, {"!=", "__ne__"}, {">", "__gt__"}, {">=", "__ge__"},
}

// Symbol returns the operator, "<".
func (op CompareOp) Symbol() string { return compareOpInfo[op].sym }

// Dunder returns the method name, "__lt__".
func (op CompareOp) Dunder() string { return compareOpInfo[op].dunder }

// Swapped returns the operator with its operands exchanged: Lt for Gt.
func (op CompareOp) Swapped() CompareOp {
	return [...]CompareOp{OpGt, OpGe, OpEq, OpNe, OpLt, OpLe}[op]
}

// UnaryOp is a unary operator or conversion with a slot.
type UnaryOp uint8

// The unary slots.
const (
	OpNeg UnaryOp = iota
	OpPos
	OpAbs
	OpInvert
	OpIndex   // __index__
	OpInt     // __int__
	OpFloat   // __float__
	OpComplex // __complex__
	NumUnaryOps
)

var unaryOpInfo = [NumUnaryOps]struct{ sym, dunder string }{
	{"unary -", "__neg__"}, {"unary +", "__pos__"}, {"abs()", "__abs__"}, {"unary ~", "__invert__"},
	{"", "__index__"}, {"", "__int__"}, {"", "__float__"}, {"", "__complex__"},
}

// Dunder returns the method name, "__neg__".
func (op UnaryOp) Dunder() string { return unaryOpInfo[op].dunder }

// Function types of the slots. self is always the first Value.
type (
	// BinaryFunc is a binary operator slot; it returns NotImplemented when
	// it does not handle the other operand.
	BinaryFunc func(t *Thread, self, other Value) (Value, error)
	// UnaryFunc is a unary slot.
	UnaryFunc func(t *Thread, self Value) (Value, error)
	// CallFunc is a call slot, and the shape of every Go callable.
	CallFunc func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error)
)

// Slots is the table of Go functions through which the generic operations
// reach a type's behaviour, CPython's tp_* slots.
type Slots struct {
	// New makes an instance of cls (__new__); cls is the class called,
	// which may be a subclass of the type whose slot this is.
	New func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error)
	// Init initialises an instance (__init__).
	Init func(t *Thread, self Value, args []Value, kw *KwArgs) error
	Call CallFunc // __call__

	Repr func(t *Thread, self Value) (string, error) // __repr__
	Str  func(t *Thread, self Value) (string, error) // __str__
	// Hash returns hash(self) (__hash__). A type whose __hash__ is None
	// has Unhashable set instead.
	Hash       func(t *Thread, self Value) (int64, error)
	Unhashable bool
	// Compare is the rich comparison (__lt__ ... __ge__); it returns
	// NotImplemented for operands it does not handle.
	Compare func(t *Thread, self, other Value, op CompareOp) (Value, error)

	// GetAttr is __getattribute__ (with any __getattr__ fallback folded
	// in); SetAttr is __setattr__ and DelAttr __delattr__.
	GetAttr func(t *Thread, self Value, name string) (Value, error)
	SetAttr func(t *Thread, self Value, name string, v Value) error
	DelAttr func(t *Thread, self Value, name string) error

	// The descriptor protocol: __get__ (obj is None for access through
	// the class), __set__ and __delete__.
	DescrGet func(t *Thread, self, obj Value, cls *Type) (Value, error)
	DescrSet func(t *Thread, self, obj, v Value) error
	DescrDel func(t *Thread, self, obj Value) error

	Iter UnaryFunc // __iter__
	// Next returns the next item, or ok == false when the iterator is
	// exhausted (instead of raising StopIteration).
	Next func(t *Thread, self Value) (v Value, ok bool, err error)

	Len      func(t *Thread, self Value) (int, error)  // __len__
	Bool     func(t *Thread, self Value) (bool, error) // __bool__
	GetItem  BinaryFunc                                // __getitem__
	SetItem  func(t *Thread, self, key, v Value) error // __setitem__
	DelItem  func(t *Thread, self, key Value) error    // __delitem__
	Contains func(t *Thread, self, x Value) (bool, error)

	// Binary[op] is the forward method (__add__), RBinary[op] the
	// reflected one called with the right operand as self (__radd__),
	// InPlace[op] the in-place one (__iadd__).
	Binary  [NumBinaryOps]BinaryFunc
	RBinary [NumBinaryOps]BinaryFunc
	InPlace [NumBinaryOps]BinaryFunc
	// Pow3 is three-argument pow(self, exp, mod).
	Pow3  func(t *Thread, self, exp, mod Value) (Value, error)
	Unary [NumUnaryOps]UnaryFunc

	// The sequence slots (CPython's sq_concat, sq_repeat and their
	// in-place forms), tried after the number slots of + and * fail, as
	// CPython tries them; they have no dunders of their own.
	Concat        BinaryFunc
	Repeat        func(t *Thread, self Value, n int) (Value, error)
	InPlaceConcat BinaryFunc
	InPlaceRepeat func(t *Thread, self Value, n int) (Value, error)
}
