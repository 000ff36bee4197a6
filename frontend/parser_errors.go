package frontend

// This file defines how the parser raises errors: pegen's RAISE_* macros,
// the invalid-target search behind "cannot assign to X", the names CPython
// gives expressions in messages, and the conversion of a located error into
// a *SyntaxError.

import (
	"strings"
	"unicode/utf8"
)

// raiseFrom records e as the error and unwinds the parser.
func (p *parser) raiseFrom(e *posError, kind int) {
	if p.err == nil {
		p.err = e
		p.errKind = kind
	}
	panic(bailout{})
}

// raiseAt raises a SyntaxError spanning (line, col) to (endLine, endCol),
// byte columns 0-based: pegen's RAISE_ERROR_KNOWN_LOCATION.
func (p *parser) raiseAt(line, col, endLine, endCol int32, msg string) {
	p.raiseFrom(&posError{Msg: msg, Line: int(line), Col: int(col), EndLine: int(endLine), EndCol: int(endCol)}, errFromParser)
}

// raiseKnownLocation raises msg over the span of a node or token
// (RAISE_SYNTAX_ERROR_KNOWN_LOCATION).
func (p *parser) raiseKnownLocation(a Pos, msg string) {
	p.raiseFrom(&posError{Msg: msg, Line: a.Lineno, Col: a.ColOffset, EndLine: a.EndLineno, EndCol: a.EndColOffset}, errFromParser)
}

// raiseKnownRange raises msg from the start of a to the end of b
// (RAISE_SYNTAX_ERROR_KNOWN_RANGE).
func (p *parser) raiseKnownRange(a, b Pos, msg string) {
	p.raiseFrom(&posError{Msg: msg, Line: a.Lineno, Col: a.ColOffset, EndLine: b.EndLineno, EndCol: b.EndColOffset}, errFromParser)
}

// raiseStartingFrom raises msg from the start of a to the tokenizer's
// current position, the end of the furthest token fetched
// (RAISE_SYNTAX_ERROR_STARTING_FROM).
func (p *parser) raiseStartingFrom(a Pos, msg string) {
	// CURRENT_POS is used as the 1-based end offset as it is.
	t := &p.toks[max(p.far, 0)]
	p.raiseFrom(&posError{Msg: msg, Line: a.Lineno, Col: a.ColOffset, EndLine: int(t.EndLine), EndCol: int(t.EndCol) - 1}, errFromParser)
}

// raiseSyntax raises msg at the furthest token fetched (RAISE_SYNTAX_ERROR).
func (p *parser) raiseSyntax(msg string) {
	p.raiseLast(KindSyntaxError, msg)
}

// raiseIndentation raises an IndentationError at the furthest token
// fetched (RAISE_INDENTATION_ERROR).
func (p *parser) raiseIndentation(msg string) {
	p.raiseLast(KindIndentationError, msg)
}

// raiseLast raises an error located at the furthest token fetched, as
// pegen's _PyPegen_raise_error does.
func (p *parser) raiseLast(kind ErrorKind, msg string) {
	p.raiseFrom(p.lastTokenError(kind, msg), errFromParser)
}

// lastTokenError builds an error at the furthest token fetched, as
// pegen's _PyPegen_raise_error does. Tokens without a column in CPython's
// tokenizer (INDENT, DEDENT, ENDMARKER) make it point at the tokenizer's
// position instead, with no end column.
func (p *parser) lastTokenError(kind ErrorKind, msg string) *posError {
	t := &p.toks[max(p.far, 0)]
	switch t.Kind {
	case INDENT, DEDENT, EOF:
		line, col := p.tokenizerPos(t)
		// pegen uses tok->cur - line_start as the 1-based offset.
		return &posError{Kind: kind, Msg: msg, Line: line, Col: col - 1, EndLine: line, EndCol: -2}
	}
	pos := p.tokErrPosAt(max(p.far, 0))
	return &posError{Kind: kind, Msg: msg, Line: pos.Lineno, Col: pos.ColOffset, EndLine: pos.EndLineno, EndCol: pos.EndColOffset}
}

// tokenizerPos returns where CPython's tokenizer stands after producing
// the column-less token t: the line and the byte offset from its start.
// At the end of the input that is the end of the last line.
func (p *parser) tokenizerPos(t *Token) (line, col int) {
	last := p.src.lastLine()
	if int(t.Line) > last || t.Kind == EOF {
		// CPython's tokenizer adds the newline a last line lacks.
		text := p.src.line(last)
		if !strings.HasSuffix(text, "\n") {
			return last, len(text) + 1
		}
		return last, len(text)
	}
	return int(t.Line), int(t.EndCol)
}

// tokErrPosAt returns the span of token i for a known-location error. A
// column-less token (ENDMARKER, INDENT, DEDENT) has col_offset -1 in
// CPython, which becomes offset 0.
func (p *parser) tokErrPosAt(i int) Pos {
	t := &p.toks[i]
	switch t.Kind {
	case INDENT, DEDENT, EOF:
		line, _ := p.tokenizerPos(t)
		return Pos{line, -1, line, -1}
	}
	return tokPos(t)
}

// Targets of assignments, deletions and for loops, for the
// invalid-target search.
type targetsType uint8

const (
	starTargets targetsType = iota
	delTargets
	forTargets
)

// invalidTarget returns the first subexpression of e that cannot be a
// target of the given kind, or nil: pegen's _PyPegen_get_invalid_target.
func invalidTarget(e Expr, tt targetsType) Expr {
	switch n := e.(type) {
	case nil:
		return nil
	case *List:
		for _, x := range n.Elts {
			if c := invalidTarget(x, tt); c != nil {
				return c
			}
		}
		return nil
	case *Tuple:
		for _, x := range n.Elts {
			if c := invalidTarget(x, tt); c != nil {
				return c
			}
		}
		return nil
	case *Starred:
		if tt == delTargets {
			return e
		}
		return invalidTarget(n.Value, tt)
	case *Compare:
		// The `a in b` of `for a in b` parses as a comparison: search its
		// left side.
		if tt == forTargets {
			if n.Ops[0] == In {
				return invalidTarget(n.Left, tt)
			}
			return nil
		}
		return e
	case *Name, *Subscript, *Attribute:
		return nil
	}
	return e
}

// raiseInvalidTarget raises "cannot assign to X" or "cannot delete X" at
// the first invalid target in e; it returns when there is none
// (RAISE_SYNTAX_ERROR_INVALID_TARGET).
func (p *parser) raiseInvalidTarget(tt targetsType, e Expr) {
	t := invalidTarget(e, tt)
	if t == nil {
		return
	}
	msg := "cannot assign to "
	if tt == delTargets {
		msg = "cannot delete "
	}
	p.raiseKnownLocation(*t.Position(), msg+exprName(t))
}

// exprName returns the name CPython's messages give an expression
// (_PyPegen_get_expr_name).
func exprName(e Expr) string {
	switch n := e.(type) {
	case *Attribute:
		return "attribute"
	case *Subscript:
		return "subscript"
	case *Starred:
		return "starred"
	case *Name:
		return "name"
	case *List:
		return "list"
	case *Tuple:
		return "tuple"
	case *Lambda:
		return "lambda"
	case *Call:
		return "function call"
	case *BoolOp, *BinOp, *UnaryOp:
		return "expression"
	case *GeneratorExp:
		return "generator expression"
	case *Yield, *YieldFrom:
		return "yield expression"
	case *Await:
		return "await expression"
	case *ListComp:
		return "list comprehension"
	case *SetComp:
		return "set comprehension"
	case *DictComp:
		return "dict comprehension"
	case *Dict:
		return "dict literal"
	case *Set:
		return "set display"
	case *JoinedStr, *FormattedValue:
		return "f-string expression"
	case *Constant:
		switch n.Value.(type) {
		case NoneValue:
			return "None"
		case bool:
			if n.Value.(bool) {
				return "True"
			}
			return "False"
		case EllipsisValue:
			return "ellipsis"
		}
		return "literal"
	case *Compare:
		return "comparison"
	case *IfExp:
		return "conditional expression"
	case *NamedExpr:
		return "named expression"
	}
	return "expression"
}

// syntaxError converts a located error into the *SyntaxError CPython
// raises. Text is the source line of the error. Offsets are 1-based; with
// chars set they count characters, computed on the error's line as pegen
// does (the end offset too, even when the error ends on another line),
// else bytes (pegen converts nothing when the tokenizer has no declared
// encoding, as for compile() of bytes without a BOM or coding cookie). A
// negative column is passed through as col+1: -1 gives offset 0 and -2
// gives -1, the values CPython reports when it has no column.
func syntaxError(e *posError, src *sourceText, filename string, chars bool) *SyntaxError {
	text := ""
	if src != nil {
		text = src.line(e.Line)
	}
	se := &SyntaxError{Kind: e.Kind, Msg: e.Msg, Filename: filename, Lineno: e.Line, Text: strings.ToValidUTF8(text, "\uFFFD")}
	se.Offset = offsetOf(text, e.Col, chars)
	if e.EndLine == 0 {
		se.EndLineno = e.Line
		se.EndOffset = se.Offset
	} else {
		se.EndLineno = e.EndLine
		se.EndOffset = offsetOf(text, e.EndCol, chars)
	}
	return se
}

// offsetOf converts a 0-based byte column into a 1-based offset in
// characters of line (chars set) or in bytes.
func offsetOf(line string, col int, chars bool) int {
	if !chars || col < 0 {
		return col + 1
	}
	return charOffset(line, col)
}

// charOffset converts a 0-based byte column of line into CPython's 1-based
// character offset: the number of characters in the first col+1 bytes,
// clamped to the line's length plus one (pegen's
// _PyPegen_byte_offset_to_character_offset).
func charOffset(line string, col int) int {
	if col < 0 {
		return col + 1
	}
	n := col + 1
	if n > len(line) {
		return utf8.RuneCountInString(line) + 1
	}
	return utf8.RuneCountInString(line[:n])
}

// lastLine returns the number of the last line of the text: the line
// after the final newline does not count.
func (s *sourceText) lastLine() int {
	n := len(s.lineStarts)
	if n > 1 && s.lineStarts[n-1] == len(s.text) {
		n--
	}
	return n
}
