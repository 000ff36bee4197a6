// Package frontend turns Python 3.11 source text into an abstract syntax tree.
//
// It holds the tokenizer (scanner.go), the parser (parser*.go), the literal
// decoders for numbers, strings and f-strings (literal*.go), the AST itself
// (ast.go and the generated ast_nodes.go) and SyntaxError values
// (errors.go). The AST mirrors CPython's ast module node for node and field
// for field, so that Dump prints exactly what CPython's ast.dump prints: the
// whole CPython standard library is then a differential test of this package.
//
// The compiler (package compiler) is this package's only consumer inside
// pyex; frontend imports nothing else of ours.
package frontend

// Node is implemented by every AST node type.
type Node interface{ astNode() }

// Pos is the source span of a node, as CPython records it: Lineno and
// EndLineno are 1-based lines; ColOffset and EndColOffset are 0-based byte
// offsets into the UTF-8 encoding of the line.
type Pos struct {
	Lineno, ColOffset, EndLineno, EndColOffset int
}

// Position returns the span itself, so that every node embedding Pos
// satisfies the Positioned interfaces below.
func (p *Pos) Position() *Pos { return p }

// ModNode is a top-level node: *Module, *Interactive, *Expression or *FunctionType.
type ModNode interface {
	Node
	modNode()
}

// Stmt is a statement node.
type Stmt interface {
	Node
	stmtNode()
	Position() *Pos
}

// Expr is an expression node.
type Expr interface {
	Node
	exprNode()
	Position() *Pos
}

// Pattern is a pattern node of a match statement's case.
type Pattern interface {
	Node
	patternNode()
	Position() *Pos
}

// Value is the value of a Constant node or of MatchSingleton. Its dynamic
// type is one of:
//
//	None       the None singleton
//	bool       True or False
//	int64      an int that fits in 64 bits
//	*big.Int   any other int
//	float64    a float
//	complex128 an imaginary literal (real part 0)
//	Str        a str
//	Bytes      a bytes
//	Ellipsis   the ... singleton
type Value interface{}

// NoneValue is the type of the None constant.
type NoneValue struct{}

// EllipsisValue is the type of the Ellipsis constant.
type EllipsisValue struct{}

// None and Ellipsis are the singleton constant values.
var (
	None     Value = NoneValue{}
	Ellipsis Value = EllipsisValue{}
)

// Str is a Python str constant. It is UTF-8, except that a lone surrogate
// (U+D800 to U+DFFF, which Python strings may hold and UTF-8 may not) is
// stored as its 3-byte generalized UTF-8 form, as in WTF-8.
type Str string

// Bytes is a Python bytes constant: any byte values.
type Bytes string
