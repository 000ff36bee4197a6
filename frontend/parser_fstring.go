package frontend

// This file holds the sub-parser of f-string replacement fields and the
// conversion of located errors into SyntaxErrors with CPython's text.
//
// CPython 3.11 compiles the expression of a replacement field by parsing
// "(" + text + ")" with its own parser (fstring_compile_expr in
// Parser/string_parser.c). The tokens of the first line of that text are
// shifted to the column of the field's '{' and every line to the line of
// the source, so the nodes carry source positions. Errors keep the
// sub-parser's view: the text shown is the line of "(" + text + ")", and a
// parser error's offsets are taken relative to the '{' in bytes (the
// sub-tokenizer has no encoding, so pegen converts nothing), which can make
// them negative on the later lines of a multi-line field.

import "strings"

// subParser returns the function decodeStrings calls to parse the
// expressions of f-string replacement fields.
func (p *parser) subParser() subParser {
	if p.sub == nil {
		p.sub = p.parseFStringExpr
	}
	return p.sub
}

// parseFStringExpr parses the expression text of a replacement field whose
// '(' would stand at (line, col) of the source.
func (p *parser) parseFStringExpr(expr string, line, col int) (Expr, *posError) {
	text := "(" + expr + ")"
	toks, src, terr := tokenize([]byte(text), p.filename, true)
	if newlineAfterBrace(expr) {
		// CPython then shifts nothing (fstring_find_expr_location): the
		// first line holds no token but the '(' anyway.
		col = 0
	}
	dline := int32(line - 1)
	for i := range toks {
		t := &toks[i]
		// pegen shifts the columns of the tokens the sub-tokenizer
		// produces while on the first line.
		if t.EndLine == 1 {
			t.Col += int32(col)
			t.EndCol += int32(col)
		}
		t.Line += dline
		t.EndLine += dline
	}
	// The scanner's error is in the coordinates of the text; the parser
	// works in the shifted ones, like the tokens.
	sterr := terr
	if terr != nil {
		c := *terr
		if c.Line == 1 {
			c.Col += col
			if c.EndLine == 1 {
				c.EndCol += col
			}
		}
		c.Line += line - 1
		if c.EndLine != 0 {
			c.EndLine += line - 1
		}
		sterr = &c
	}
	sp := newParser(toks, src, sterr)
	sp.filename = p.filename
	res, err := sp.run(fstringRule)
	if err == nil {
		return res.(Expr), nil
	}
	var se *SyntaxError
	switch {
	case src == nil:
		se = err.rawSyntaxError(p.filename)
	case err == sp.fstrErr:
		// An error of a nested f-string: it is final.
		se = sp.fstrSE
	case err == sterr && terr.Class == ClassReported:
		// An error CPython's sub-tokenizer raises itself: in the
		// coordinates of the text, without the "f-string: " prefix.
		err = terr
		se = syntaxError(err, src, p.filename, true)
		se.Text = strings.TrimSuffix(se.Text, "\n")
		se.Lineno += line - 1
		if err.EndLine != 0 {
			se.EndLineno += line - 1
		}
	default:
		se = &SyntaxError{Kind: err.Kind, Msg: "f-string: " + err.Msg, Filename: p.filename,
			Lineno: err.Line, Offset: err.Col + 1 - col, EndLineno: err.EndLine, EndOffset: err.EndCol + 1 - col}
		if err.EndLine == 0 {
			se.EndLineno, se.EndOffset = se.Lineno, se.Offset
		}
		subLine := err.Line - (line - 1)
		se.Text = src.line(subLine)
		if subLine < len(src.lineStarts) {
			se.Text = strings.TrimSuffix(se.Text, "\n")
		} else if !strings.HasSuffix(se.Text, "\n") {
			se.Text += "\n"
		}
	}
	p.fstrErr = err
	p.fstrSE = se
	return nil, err
}

// syntaxError converts the error a parse ended with into the *SyntaxError
// CPython raises for a file. Its text is the source line: with its line
// ending for the errors pegen raises (CPython reads the line from the
// file), without it for the errors CPython's tokenizer raises (which take
// the line from the tokenizer's buffer).
func (p *parser) syntaxError(e *posError) *SyntaxError {
	if e == p.fstrErr && p.fstrSE != nil {
		return p.fstrSE
	}
	if e == p.tokErr && e.Class == ClassReported {
		// Raised by the tokenizer itself, which counts characters.
		se := syntaxError(e, p.src, p.filename, true)
		se.Text = strings.TrimSuffix(se.Text, "\n")
		return se
	}
	return syntaxError(e, p.src, p.filename, p.charOffsets)
}

// newlineAfterBrace reports whether the expression text starts with a line
// break, after blanks only.
func newlineAfterBrace(expr string) bool {
	for i := 0; i < len(expr); i++ {
		switch expr[i] {
		case ' ', '\t', '\f':
		case '\n':
			return true
		default:
			return false
		}
	}
	return false
}
