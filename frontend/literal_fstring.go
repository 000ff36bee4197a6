package frontend

// This file parses f-strings the way CPython 3.11 does in
// Parser/string_parser.c: the tokenizer hands over an f-string as one
// STRING token, and the literal decoder splits its body into literal text
// and replacement fields, finds where each field's expression ends by
// counting brackets and quotes, and has the parser compile the expression
// text on its own (subParser).
//
// Positions follow CPython 3.11 too: every Constant and FormattedValue of
// the result spans the whole run of adjacent strings, except that a format
// spec's JoinedStr, and the literal text at the end of a format spec, span
// the one token holding it.

import "unicode/utf8"

// maxFstringNesting is CPython's MAXLEVEL (tokenizer.h), the bracket depth
// an f-string expression may reach.
const maxFstringNesting = 200

// fstringState accumulates the values of a JoinedStr: pending literal text
// (merged until an expression arrives) and the finished nodes
// (CPython's FstringParser).
type fstringState struct {
	sub         subParser
	first, last *Token // the whole run of strings
	kind        string // Kind of the Constants made before an expression
	fmode       bool   // an f-string was seen: the result is a JoinedStr
	values      []Expr

	// The literal text not yet made into a Constant: pending while it is
	// one piece (often a substring of the source, so not copied), joined
	// once a second piece arrives.
	pending string
	joined  []byte
}

// concatStr adds literal text; empty text adds nothing.
func (fs *fstringState) concatStr(s string) {
	switch {
	case s == "":
	case fs.joined != nil:
		fs.joined = append(fs.joined, s...)
	case fs.pending == "":
		fs.pending = s
	default:
		fs.joined = make([]byte, 0, 2*(len(fs.pending)+len(s)))
		fs.joined = append(append(fs.joined, fs.pending...), s...)
		fs.pending = ""
	}
}

// text returns the pending literal text and clears it.
func (fs *fstringState) text() string {
	s := fs.pending
	if fs.joined != nil {
		s = string(fs.joined)
	}
	fs.pending, fs.joined = "", nil
	return s
}

// flush turns the pending text into a Constant positioned at pos.
func (fs *fstringState) flush(pos Pos, kind string) {
	if fs.pending == "" && fs.joined == nil {
		return
	}
	fs.values = append(fs.values, &Constant{Pos: pos, Value: Str(fs.text()), Kind: kind})
}

// finish returns the node for the whole run of strings: a Constant when no
// f-string was seen, else a JoinedStr.
func (fs *fstringState) finish() Expr {
	whole := tokenPos(fs.first, fs.last)
	if !fs.fmode {
		return &Constant{Pos: whole, Value: Str(fs.text()), Kind: fs.kind}
	}
	fs.flush(whole, fs.kind)
	values := fs.values
	if values == nil {
		values = []Expr{}
	}
	return &JoinedStr{Pos: whole, Values: values}
}

// fstringScanner walks the body of one f-string token.
type fstringScanner struct {
	fs   *fstringState // the outermost state: sub and the whole run
	t    *Token
	lit  *strLiteral
	body string
	pos  int
}

// concatFstring parses the f-string token t (split into lit) and adds its
// pieces to fs (CPython's _PyPegen_FstringParser_ConcatFstring at the top
// level).
func (fs *fstringState) concatFstring(t *Token, lit *strLiteral) *posError {
	sc := fstringScanner{fs: fs, t: t, lit: lit, body: lit.body}
	return sc.concat(fs, 0)
}

// concat parses literal text and replacement fields into st until the end
// of the body, or, in a format spec (recurse > 0), until the closing '}'.
func (sc *fstringScanner) concat(st *fstringState, recurse int) *posError {
	st.fmode = true
	for {
		lit, more, err := sc.findLiteral(recurse)
		if err != nil {
			return err
		}
		st.concatStr(lit)
		if more {
			continue
		}
		if sc.pos >= len(sc.body) || sc.body[sc.pos] == '}' {
			break
		}
		fv, text, err := sc.findExpr(recurse)
		if err != nil {
			return err
		}
		st.concatStr(text)
		st.flush(tokenPos(sc.fs.first, sc.fs.last), sc.fs.kind)
		st.values = append(st.values, fv)
	}
	if recurse == 0 && sc.pos < len(sc.body)-1 {
		return errAtNextToken("f-string: unexpected end of string")
	}
	if recurse != 0 && (sc.pos >= len(sc.body) || sc.body[sc.pos] != '}') {
		return errAtNextToken("f-string: expecting '}'")
	}
	return nil
}

// findLiteral scans literal text up to the next replacement field, the
// end of the body, or (in a format spec) the closing '}', and returns it
// decoded. more is true when a doubled brace ended the text: the caller
// adds it and calls again.
func (sc *fstringScanner) findLiteral(recurse int) (lit string, more bool, err *posError) {
	body, raw := sc.body, sc.lit.raw
	s := sc.pos
	start := s
	end := len(body)
scan:
	for s < end {
		ch := body[s]
		s++
		if !raw && ch == '\\' && s < end {
			ch = body[s]
			s++
			if ch == 'N' {
				// A \N{...} escape: its braces are not fields.
				if s < end {
					open := body[s]
					s++
					if open == '{' {
						for s < end {
							c := body[s]
							s++
							if c == '}' {
								break
							}
						}
						continue
					}
				}
				break scan // a malformed \N: decoding the text reports it
			}
		}
		if ch == '{' || ch == '}' {
			// Braces are doubled only at the top level, so that the two
			// closing braces of f'{0:{3}}' are not taken for one.
			if recurse == 0 {
				if s < end && body[s] == ch {
					sc.pos = s + 1
					more = true
					break scan
				}
				if ch == '}' {
					sc.pos = s - 1
					return "", false, errAtNextToken("f-string: single '}' is not allowed")
				}
			}
			s--
			break
		}
	}
	if !more {
		sc.pos = s
	}
	if s == start {
		return "", more, nil
	}
	if err := sc.checkUTF8(body[start:s]); err != nil {
		return "", false, err
	}
	if raw {
		return body[start:s], more, nil
	}
	lit, err = decodeStrEscapes(body[start:s])
	return lit, more, err
}

// checkUTF8 reports undecodable bytes in an f-string's literal text as
// CPython does: the text is decoded run by run of non-ASCII bytes, so the
// message's position counts from the start of the bad run, and the error
// is placed at the end of the string token.
func (sc *fstringScanner) checkUTF8(text string) *posError {
	if utf8.ValidString(text) {
		return nil
	}
	for i := 0; i < len(text); {
		if text[i] < 0x80 {
			i++
			continue
		}
		j := i
		for j < len(text) && text[j] >= 0x80 {
			j++
		}
		if msg, _, ok := utf8DecodeError(text[i:j]); !ok {
			t := sc.t
			return &posError{Kind: KindSyntaxError, Msg: "(unicode error) " + msg,
				Line: int(t.EndLine), Col: int(t.EndCol), EndLine: int(t.EndLine), EndCol: int(t.EndCol)}
		}
		i = j
	}
	return nil
}

// findExpr parses the replacement field at sc.pos (a '{') and returns its
// FormattedValue and, for a self-documenting field ("{x=}"), the text that
// goes before it.
func (sc *fstringScanner) findExpr(recurse int) (fv *FormattedValue, text string, err *posError) {
	if recurse >= 2 {
		return nil, "", errAtNextToken("f-string: expressions nested too deeply")
	}
	body := sc.body
	end := len(body)
	brace := sc.pos
	sc.pos++
	exprStart := sc.pos

	var quote byte  // the quote of the string we are in, or 0
	triple := false // that string is triple-quoted
	depth := 0      // bracket depth
	var stack [maxFstringNesting]byte
	for ; sc.pos < end; sc.pos++ {
		ch := body[sc.pos]
		if ch == '\\' {
			return nil, "", errAtNextToken("f-string expression part cannot include a backslash")
		}
		if quote != 0 {
			// The same non-error logic as the tokenizer's string
			// scanning: we only need to find where valid strings end.
			if ch == quote {
				if !triple {
					quote = 0
				} else if sc.pos+2 < end && body[sc.pos+1] == ch && body[sc.pos+2] == ch {
					sc.pos += 2
					quote, triple = 0, false
				}
			}
			continue
		}
		switch ch {
		case '\'', '"':
			if sc.pos+2 < end && body[sc.pos+1] == ch && body[sc.pos+2] == ch {
				triple = true
				sc.pos += 2
			} else {
				triple = false
			}
			quote = ch
			continue
		case '[', '{', '(':
			if depth >= maxFstringNesting {
				return nil, "", errAtNextToken("f-string: too many nested parenthesis")
			}
			stack[depth] = ch
			depth++
			continue
		case '#':
			return nil, "", errAtNextToken("f-string expression part cannot include '#'")
		}
		if depth == 0 && (ch == '!' || ch == ':' || ch == '}' || ch == '=' || ch == '>' || ch == '<') {
			if sc.pos+1 < end {
				next := body[sc.pos+1]
				// Two-character operators do not end the expression.
				if next == '=' && (ch == '!' || ch == '=' || ch == '<' || ch == '>') {
					sc.pos++
					continue
				}
				if ch == '>' || ch == '<' {
					continue
				}
			}
			break
		}
		if ch == ']' || ch == '}' || ch == ')' {
			if depth == 0 {
				return nil, "", errAtNextToken("f-string: unmatched '" + string(ch) + "'")
			}
			depth--
			opening := stack[depth]
			if !(opening == '(' && ch == ')' || opening == '[' && ch == ']' || opening == '{' && ch == '}') {
				return nil, "", errAtNextToken("f-string: closing parenthesis '" + string(ch) +
					"' does not match opening parenthesis '" + string(opening) + "'")
			}
		}
	}
	exprEnd := sc.pos
	if quote != 0 {
		return nil, "", errAtNextToken("f-string: unterminated string")
	}
	if depth != 0 {
		return nil, "", errAtNextToken("f-string: unmatched '" + string(stack[depth-1]) + "'")
	}
	if sc.pos >= end {
		return nil, "", errExpectingBrace()
	}

	// Compile the expression first, so that its errors come before errors
	// in the conversion or the format spec.
	value, err := sc.compileExpr(brace, exprStart, exprEnd)
	if err != nil {
		return nil, "", err
	}

	hasText := false
	if body[sc.pos] == '=' {
		sc.pos++
		for sc.pos < end && isFstringSpace(body[sc.pos]) {
			sc.pos++
		}
		text = body[exprStart:sc.pos]
		hasText = true
	}

	conversion := -1
	if sc.pos < end && body[sc.pos] == '!' {
		sc.pos++
		if sc.pos >= end {
			return nil, "", errExpectingBrace()
		}
		conversion = int(body[sc.pos])
		sc.pos++
		if conversion != 's' && conversion != 'r' && conversion != 'a' {
			return nil, "", errAtNextToken("f-string: invalid conversion character: expected 's', 'r', or 'a'")
		}
	}

	var spec Expr
	if sc.pos >= end {
		return nil, "", errExpectingBrace()
	}
	if body[sc.pos] == ':' {
		sc.pos++
		if sc.pos >= end {
			return nil, "", errExpectingBrace()
		}
		if spec, err = sc.parseSpec(recurse + 1); err != nil {
			return nil, "", err
		}
	}
	if sc.pos >= end || body[sc.pos] != '}' {
		return nil, "", errExpectingBrace()
	}
	sc.pos++

	if hasText && spec == nil && conversion == -1 {
		conversion = 'r'
	}
	fv = &FormattedValue{Pos: tokenPos(sc.fs.first, sc.fs.last), Value: value, Conversion: conversion, FormatSpec: spec}
	return fv, text, nil
}

func errExpectingBrace() *posError { return errAtNextToken("f-string: expecting '}'") }

// isFstringSpace reports whether c is ASCII whitespace (CPython's Py_ISSPACE).
func isFstringSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// parseSpec parses a format spec up to its closing '}' into a JoinedStr
// (CPython's fstring_parse).
func (sc *fstringScanner) parseSpec(recurse int) (Expr, *posError) {
	st := fstringState{sub: sc.fs.sub, first: sc.t, last: sc.t}
	if err := sc.concat(&st, recurse); err != nil {
		return nil, err
	}
	return st.finish(), nil
}

// compileExpr hands the expression text body[start:end] of the field whose
// '{' is at body[brace] to the sub-parser (CPython's fstring_compile_expr).
func (sc *fstringScanner) compileExpr(brace, start, end int) (Expr, *posError) {
	expr := sc.body[start:end]
	blank := true
	for i := 0; i < len(expr); i++ {
		// The whitespace the parser skips ('\r' is already '\n').
		if c := expr[i]; c != ' ' && c != '\t' && c != '\n' && c != '\f' {
			blank = false
			break
		}
	}
	if blank {
		// Caught here: "()" would parse.
		return nil, errAtNextToken("f-string: empty expression not allowed")
	}
	line, col := sc.sourcePos(brace)
	return sc.fs.sub(expr, line, col)
}

// sourcePos returns the source line and byte column of body[i].
func (sc *fstringScanner) sourcePos(i int) (line, col int) {
	off := sc.lit.bodyOff + i
	text := sc.t.Lit[:off]
	line, col = int(sc.t.Line), int(sc.t.Col)+off
	for j := 0; j < len(text); j++ {
		if text[j] == '\n' {
			line++
			col = off - j - 1
		}
	}
	return line, col
}
