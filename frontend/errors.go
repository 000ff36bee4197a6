package frontend

import "fmt"

// ErrorKind says which of CPython's SyntaxError classes an error is.
type ErrorKind uint8

// The SyntaxError classes the frontend raises.
const (
	KindSyntaxError      ErrorKind = iota // SyntaxError
	KindIndentationError                  // IndentationError, a subclass of SyntaxError
	KindTabError                          // TabError, a subclass of IndentationError
)

var errorKindNames = [...]string{"SyntaxError", "IndentationError", "TabError"}

// String returns the Python class name of k.
func (k ErrorKind) String() string { return errorKindNames[k] }

// SyntaxError is a Python SyntaxError (or IndentationError, or TabError) as
// a Go error value. Its fields are those of CPython's exception: Lineno and
// EndLineno are 1-based lines; Offset and EndOffset are 1-based character
// (code point) offsets into Text, 0 when CPython reports none.
type SyntaxError struct {
	Kind      ErrorKind
	Msg       string
	Filename  string
	Lineno    int
	Offset    int
	EndLineno int
	EndOffset int
	// Text is the source line the error points at, with its line ending
	// as CPython keeps it ("" when CPython gives None).
	Text string
}

// Error returns what str() of the Python exception returns:
// "msg (filename, line N)".
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%s (%s, line %d)", e.Msg, e.Filename, e.Lineno)
}

// ErrorClass says how an error found before parsing competes with errors
// the parser finds, following CPython 3.11's pegen (pegen_errors.c).
type ErrorClass uint8

// The error classes.
const (
	// ClassReported: an error CPython's tokenizer raises as an exception
	// (unterminated string, invalid character, bad number literal, ...).
	// CPython re-tokenizes the rest of the file after a parser error, so
	// such an error wins over any parser error, wherever it is.
	ClassReported ErrorClass = iota
	// ClassState: an error the tokenizer only records in its state
	// (E_TABSPACE, E_DEDENT, E_TOODEEP, EOF in a multi-line statement). It
	// is reported only when the parser reaches the ERRORTOKEN.
	ClassState
	// ClassUnclosed: a bracket still open at end of file ("'(' was never
	// closed"). Reported when the parser reaches the ERRORTOKEN, or instead
	// of a parser error whose line is after the bracket's line.
	ClassUnclosed
)

// posError is an error located by byte positions. The parser turns it into
// a *SyntaxError, since it knows the source lines needed for Text and for
// converting byte columns into CPython's 1-based character offsets.
type posError struct {
	Kind  ErrorKind
	Class ErrorClass
	Msg   string
	// Line and EndLine are 1-based; Col and EndCol are 0-based byte
	// offsets into the line. EndLine 0 means no end position (CPython's
	// end_lineno and end_offset are then -1 or equal to the start, as the
	// recorded tests show).
	Line, Col, EndLine, EndCol int
	// BadToken marks an error whose ERRORTOKEN is a character that
	// starts no token ('$', '?', '`', a lone '!'): for CPython it is a
	// token no rule accepts, so fetching it raises nothing and the parser
	// fails at or before it.
	BadToken bool
}

// NewSyntaxError returns the SyntaxError for an error found after parsing
// (by the compiler) at pos in src: Text is the source line, offsets are
// 1-based characters as CPython reports them.
func NewSyntaxError(src []byte, filename, msg string, pos Pos) *SyntaxError {
	text, _ := decodeSource(src, false)
	s := newSourceText(filename, text)
	line := s.line(pos.Lineno)
	e := &SyntaxError{Kind: KindSyntaxError, Msg: msg, Filename: filename, Lineno: pos.Lineno,
		Offset: s.charOffset(pos.Lineno, pos.ColOffset), Text: line}
	if pos.EndLineno > 0 {
		e.EndLineno = pos.EndLineno
		e.EndOffset = s.charOffset(pos.EndLineno, pos.EndColOffset)
	}
	return e
}
