package frontend

// This file defines the tokenizer: tokenize turns source into the token
// slice the parser walks, the way CPython 3.11's C tokenizer
// (Parser/tokenizer.c) does. Numbers are in scanner_number.go, the Unicode
// side of names in scanner_ident.go, decoding in decode*.go.
//
// # Tokens
//
// The scanner emits what the C tokenizer gives the parser: no COMMENT and
// no NL tokens; NEWLINE, INDENT and DEDENT are synthesised from the layout.
// Hard keywords get their Kw kinds; soft keywords are NAMEs. "<>" is a
// NOTEQUAL token with Lit "<>", which the grammar rejects (CPython's
// _PyPegen_check_barry_as_flufl): the parser must not accept it as "!=".
// Lit is always a substring of the decoded text, so scanning allocates
// nothing beyond the token slice. Names keep their raw text: the parser
// applies normalizeIdentifier (NFKC, PEP 3131) where it builds identifiers.
//
// Positions are 1-based lines and 0-based byte columns with exclusive ends,
// equal to Python's tokenize module except where the C tokenizer differs,
// because CPython's error locations come from the C tokens:
//
//   - NEWLINE ends at the newline and starts there (zero width, Lit "") or
//     at a comment that precedes it on its line (Lit is the comment): in
//     "x = 1 + # c" an error at the NEWLINE spans the comment. At end of
//     text without a final newline it sits where CPython's supplied newline
//     would be.
//   - INDENT spans the indentation, (line, 0)-(line, width); a DEDENT inside
//     the file is empty at (line, width). The C tokens carry col_offset -1:
//     pegen's RAISE_SYNTAX_ERROR then uses tok->cur - line_start, which is
//     EndCol, with end_offset -1 ("unexpected indent" at offset EndCol, or
//     0 after a backslash continuation); RAISE_SYNTAX_ERROR_KNOWN_LOCATION
//     gives offset 0 and end 0.
//   - The DEDENTs at end of text and EOF stand on the last line of the
//     text, at the length of that line plus its newline (line 0, column 0
//     for an empty text): that is tok->cur - line_start at EOF, the offset
//     pegen reports for "expected an indented block" at end of file.
//
// # Errors and how they compete with parser errors
//
// CPython's parser pulls tokens one at a time, so a tokenizer error is only
// seen when the parser asks for the token where it happens. We tokenize the
// whole file first and stop at the first error: the token slice then ends
// with an ERRORTOKEN at the error position, and tokenize returns a posError
// whose Class says how CPython ranks it against an error the parser finds
// earlier in the file (pegen_errors.c):
//
//   - ClassReported: errors the C tokenizer raises as exceptions on the spot
//     (syntaxerror() in tokenizer.c): unterminated strings, invalid
//     characters, bad number literals, unmatched or mismatched brackets, too
//     many nested parentheses, undecodable bytes in a name. Whenever the
//     parse fails with a SyntaxError raised by the parser itself, generic or
//     specific (_PyPegen_set_syntax_error, including its "existing error"
//     branch), pegen runs the tokenizer over the rest of the file
//     (_PyPegen_tokenize_full_source_to_check_for_errors), and an exception
//     raised there replaces the parser's error. So such an error wins
//     wherever it is in the file.
//   - ClassState: errors the C tokenizer only records in tok->done
//     (E_TABSPACE, E_DEDENT, E_TOODEEP, E_LINECONT, E_EOF after a backslash)
//     and that pegen raises (_Pypegen_tokenizer_error) only when the parser
//     fetches that ERRORTOKEN; the full-source check stops at them without
//     raising. A parser error before the ERRORTOKEN wins over them.
//     A character that starts no token ('$', '?', '`', a lone '!') is
//     different: CPython makes it an OP token that no rule accepts, so
//     fetching it raises nothing and the parser fails at it or before it,
//     with "invalid syntax" at its furthest token. Its posError has BadToken
//     set. The scanner scans on itself as the full-source check would, and
//     returns instead a later ClassReported error, or (ClassUnclosed) "'('
//     was never closed" when the text ends inside a bracket opened on an
//     earlier line than the character.
//   - ClassUnclosed: end of text inside brackets (E_EOF with tok->level > 0):
//     "'(' was never closed" at the innermost open bracket. Raised when the
//     parser fetches the ERRORTOKEN; the full-source check also raises it
//     instead of a parser error whose furthest token is on a later line
//     than that bracket.
//
// Every posError carries CPython's final location, to be converted by the
// parser: Offset = charOffset(line, Col) and EndOffset = charOffset(line,
// EndCol), where a negative column c stands for the offset c+1 (so EndCol
// -1 is CPython's end_offset 0 and -2 is -1). Two conversions exist, as in
// CPython: ClassReported errors were located by the tokenizer, which always
// counts characters, so they are always converted with charOffset (the
// leading-zeros error, which tokenizer.c locates in bytes, is pre-converted
// with colForOffset). ClassState and ClassUnclosed errors, like the
// parser's own, are located by pegen, which counts characters only when
// the tokenizer has an encoding set: for compile() of bytes without BOM or
// coding cookie (declaresEncoding false) their offsets are Col+1 and
// EndCol+1, bytes. Errors of decoding itself (unknown encoding, bytes the
// declared codec rejects, null bytes) come with a nil sourceText and raw
// values: rawSyntaxError builds them (lineno 0 and offset -1, or None for
// null bytes, as CPython).
//
// Invalid UTF-8 in a file without an encoding declaration is not rejected
// up front, as in CPython: in a name it is a ClassReported "(unicode error)
// 'utf-8' codec can't decode ..." here; in a string literal the literal
// decoder reports it (utf8DecodeError words the message); in a comment it
// is ignored.

import (
	"unicode/utf8"
)

// CPython's limits (tokenizer.h): MAXINDENT and MAXLEVEL.
const (
	maxIndent = 100
	maxLevel  = 200
	tabSize   = 8
)

// openBracket records an open bracket for matching and for the "was never
// closed" error.
type openBracket struct {
	ch   byte
	line int32
	col  int32
}

// scanner holds the state of one tokenization; nothing of it is shared.
type scanner struct {
	text      string
	pos       int   // offset of the next byte to read
	line      int32 // 1-based line number of the line holding pos
	lineStart int   // offset at which the current line starts

	prevLineStart int // offset at which the line before starts

	toks []Token
	err  *posError

	atBOL bool // at the beginning of a logical line

	// lookahead is set while scanning on past a character no grammar rule
	// accepts (see badCharacter): such characters are then skipped.
	lookahead bool
	// byteOffsets is set for bytes without BOM or coding cookie, for which
	// pegen leaves the offsets of its errors in bytes (declaresEncoding).
	byteOffsets bool

	indent    int // index of the current indentation level in indents
	indents   [maxIndent + 1]int
	altIndent [maxIndent + 1]int

	level  int // bracket nesting depth
	parens [maxLevel]openBracket
}

// tokenize decodes src and splits it into tokens the way CPython 3.11's
// tokenizer (Parser/tokenizer.c) does. When decoded is false, src is file
// bytes: a UTF-8 BOM and a PEP 263 coding cookie on line 1 or 2 are
// honoured, UTF-8 is the default. When decoded is true, src is already text
// (compile() of a str): a cookie is ignored. The returned sourceText holds
// the decoded text with line endings normalised to "\n" (nil only when
// decoding itself failed). The token slice ends with EOF, or with an
// ERRORTOKEN at the error position when err != nil.
func tokenize(src []byte, filename string, decoded bool) ([]Token, *sourceText, *posError) {
	text, derr := decodeSource(src, decoded)
	if derr != nil {
		return []Token{{Kind: ERRORTOKEN, Line: int32(derr.Line), Col: int32(derr.Col),
			EndLine: int32(derr.Line), EndCol: int32(derr.Col)}}, nil, derr
	}
	st := newSourceText(filename, text)
	toks, err := scanText(text, !declaresEncoding(src, decoded))
	return toks, st, err
}

// scanText tokenizes decoded text whose line endings are already "\n".
// byteOffsets says that pegen would report byte offsets (see
// declaresEncoding).
func scanText(text string, byteOffsets bool) ([]Token, *posError) {
	s := &scanner{text: text, line: 1, atBOL: true, byteOffsets: byteOffsets}
	// Tokens average 6.2 bytes in the standard library; reserving one per
	// 4 bytes makes regrowing the slice (a copy of it) rare.
	s.toks = make([]Token, 0, len(text)/4+16)
	s.run()
	return s.toks, s.err
}

// emit appends a token spanning text[start:end], both on the current line.
func (s *scanner) emit(kind TokenKind, start, end int) {
	s.toks = append(s.toks, Token{
		Kind:    kind,
		Lit:     s.text[start:end],
		Line:    s.line,
		Col:     int32(start - s.lineStart),
		EndLine: s.line,
		EndCol:  int32(end - s.lineStart),
	})
}

// newline moves the line bookkeeping past the '\n' at offset i.
func (s *scanner) newline(i int) {
	s.line++
	s.prevLineStart = s.lineStart
	s.lineStart = i + 1
}

// run scans the whole text, appending tokens until EOF or the first error.
func (s *scanner) run() {
	text := s.text
	for {
		if s.atBOL {
			if !s.scanIndentation() {
				return
			}
			if s.pos >= len(text) {
				s.finish()
				return
			}
		}
		// Skip spaces, tabs and form feeds between tokens.
		i := s.pos
		for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '\f') {
			i++
		}
		if i >= len(text) {
			s.pos = i
			s.endOfInput(i)
			return
		}
		c := text[i]
		start := i
		switch {
		case c == '#' || c == '\n':
			// The C tokenizer sets the NEWLINE token's start before it
			// skips a comment, so the token spans the comment and ends
			// (with zero width when there is none) at the newline.
			for i < len(text) && text[i] != '\n' {
				i++
			}
			if i >= len(text) {
				s.pos = i
				s.endOfInput(start)
				return
			}
			s.pos = i + 1
			if s.level == 0 {
				s.toks = append(s.toks, Token{Kind: NEWLINE, Lit: text[start:i], Line: s.line,
					Col: int32(start - s.lineStart), EndLine: s.line, EndCol: int32(i - s.lineStart)})
				s.atBOL = true
			}
			s.newline(i)
			continue
		case isASCIILetter(c) || c == '_' || c >= 0x80:
			if !s.scanName(start) {
				return
			}
			continue
		case c >= '0' && c <= '9':
			if !s.scanNumber(start) {
				return
			}
			continue
		case c == '.':
			if i+1 < len(text) && text[i+1] >= '0' && text[i+1] <= '9' {
				if !s.scanNumber(start) {
					return
				}
				continue
			}
			if i+2 < len(text) && text[i+1] == '.' && text[i+2] == '.' {
				s.emit(ELLIPSIS, i, i+3)
				s.pos = i + 3
				continue
			}
			s.emit(DOT, i, i+1)
			s.pos = i + 1
			continue
		case c == '\'' || c == '"':
			if !s.scanString(start, start) {
				return
			}
			continue
		case c == '\\':
			if !s.continuation(i) {
				return
			}
			continue
		}
		if !s.scanOperator(start) {
			return
		}
	}
}

// continuation handles a backslash at offset i outside a string: it must be
// followed by a newline, and the logical line goes on on the next line
// (tok_continuation_line).
func (s *scanner) continuation(i int) bool {
	text := s.text
	if i+1 < len(text) && text[i+1] != '\n' {
		// E_LINECONT: pegen reports it at the character after the
		// backslash, with no end.
		s.fail(KindSyntaxError, ClassState, "unexpected character after line continuation character",
			s.line, i+1-s.lineStart, int(s.line), -1)
		return false
	}
	if i+2 >= len(text) {
		// E_EOF: the text ends after the backslash (CPython supplies a
		// missing final newline).
		if s.level > 0 {
			s.unclosedAtEOF()
			return false
		}
		// pegen reports it at tok->cur - line_start, the end of the
		// backslash's line with its newline.
		s.fail(KindSyntaxError, ClassState, "unexpected EOF while parsing", s.line, i+1-s.lineStart, int(s.line), -2)
		return false
	}
	s.newline(i + 1)
	s.pos = i + 2
	return true
}

// scanIndentation measures the indentation at the start of a logical line
// and emits INDENT or DEDENT tokens. It skips blank and comment-only lines
// entirely. It reports false after an error.
func (s *scanner) scanIndentation() bool {
	text := s.text
	for {
		i := s.pos
		col, altcol := 0, 0
		// contCol is the column of the first backslash continuation in
		// the indentation, which decides the level; like CPython's
		// cont_line_col, 0 means none (so a backslash in column 0 is
		// overridden by the next one, or by the column reached).
		contCol := 0
	measure:
		for i < len(text) {
			switch text[i] {
			case ' ':
				col++
				altcol++
			case '\t':
				col = (col/tabSize + 1) * tabSize
				altcol++
			case '\f':
				col, altcol = 0, 0
			case '\\':
				if contCol == 0 {
					contCol = col
				}
				if !s.continuation(i) {
					return false
				}
				i = s.pos
				continue
			default:
				break measure
			}
			i++
		}
		if i >= len(text) {
			// End of input: the caller emits the final DEDENTs.
			s.pos = i
			s.atBOL = false
			return true
		}
		if text[i] == '#' || text[i] == '\n' {
			// A blank line: it does not affect indentation.
			for i < len(text) && text[i] != '\n' {
				i++
			}
			if i >= len(text) {
				s.pos = i
				s.atBOL = false
				return true
			}
			s.newline(i)
			s.pos = i + 1
			continue
		}
		s.pos = i
		s.atBOL = false
		if s.level != 0 {
			return true
		}
		if contCol != 0 {
			col, altcol = contCol, contCol
		}
		cur := s.indents[s.indent]
		switch {
		case col == cur:
			if altcol != s.altIndent[s.indent] {
				return s.tabError()
			}
		case col > cur:
			if s.indent+1 >= maxIndent {
				s.fail(KindIndentationError, ClassState, "too many levels of indentation", s.line, 0, int(s.line), -1)
				return false
			}
			if altcol <= s.altIndent[s.indent] {
				return s.tabError()
			}
			s.indent++
			s.indents[s.indent] = col
			s.altIndent[s.indent] = altcol
			s.toks = append(s.toks, Token{Kind: INDENT, Line: s.line, Col: 0, EndLine: s.line, EndCol: int32(i - s.lineStart)})
		default:
			// Find the level first: on a mismatch CPython returns the
			// error before any of the pending DEDENTs.
			target := s.indent
			for target > 0 && col < s.indents[target] {
				target--
			}
			if col == s.indents[target] {
				for s.indent > target {
					s.indent--
					s.toks = append(s.toks, Token{Kind: DEDENT, Line: s.line, Col: int32(i - s.lineStart),
						EndLine: s.line, EndCol: int32(i - s.lineStart)})
				}
			}
			if col != s.indents[target] {
				// E_DEDENT: pegen reports it at tok->cur - line_start with
				// cur at the end of the line, newline included.
				s.fail(KindIndentationError, ClassState, "unindent does not match any outer indentation level",
					s.line, s.lineEnd(i)-s.lineStart, int(s.line), -2)
				return false
			}
			if altcol != s.altIndent[s.indent] {
				return s.tabError()
			}
		}
		return true
	}
}

// tabError reports E_TABSPACE, which pegen places at the start of the
// line with no end.
func (s *scanner) tabError() bool {
	s.fail(KindTabError, ClassState, "inconsistent use of tabs and spaces in indentation", s.line, 0, int(s.line), -1)
	return false
}

// lineEnd returns the offset of the newline that ends the line holding
// offset i, or the length of the text.
func (s *scanner) lineEnd(i int) int {
	for i < len(s.text) && s.text[i] != '\n' {
		i++
	}
	return i
}

// endOfInput is reached when the text ends in the middle of a logical
// line (no final newline) or inside brackets. start is where the NEWLINE
// token CPython synthesises for the missing newline starts: the end of the
// text, or the start of a final comment.
func (s *scanner) endOfInput(start int) {
	if s.level > 0 {
		s.unclosedAtEOF()
		return
	}
	// CPython appends a newline to a last line that lacks one; a logical
	// line still open gets its NEWLINE there.
	if n := len(s.toks); n > 0 && s.toks[n-1].Kind != NEWLINE && s.toks[n-1].Kind != DEDENT && s.toks[n-1].Kind != INDENT {
		s.toks = append(s.toks, Token{Kind: NEWLINE, Line: s.line, Col: int32(start - s.lineStart),
			EndLine: s.line, EndCol: int32(len(s.text) - s.lineStart)})
	}
	s.finish()
}

// unclosedAtEOF reports end of input inside brackets: E_EOF with
// tok->level > 0, "'(' was never closed" at the innermost open bracket.
func (s *scanner) unclosedAtEOF() {
	p := s.parens[s.level-1]
	line, col := s.eofPosition()
	s.err = &posError{Kind: KindSyntaxError, Class: ClassUnclosed,
		Msg:  "'" + string(p.ch) + "' was never closed",
		Line: int(p.line), Col: int(p.col), EndLine: int(p.line), EndCol: -1}
	s.toks = append(s.toks, Token{Kind: ERRORTOKEN, Line: line, Col: col, EndLine: line, EndCol: col})
}

// eofPosition returns where the C tokenizer stands at end of input: on
// the last line of the text, after its newline (a missing final newline
// counts, since CPython supplies it). The column is tok->cur - line_start,
// which pegen uses as the error offset for tokens without a start (INDENT,
// DEDENT, ENDMARKER).
func (s *scanner) eofPosition() (line, col int32) {
	n := len(s.text)
	switch {
	case n == 0:
		return 0, 0
	case s.lineStart < n:
		return s.line, int32(n - s.lineStart + 1)
	default:
		return s.line - 1, int32(n - s.prevLineStart)
	}
}

// finish emits the DEDENTs that close open blocks and the final EOF, all
// at the end-of-input position.
func (s *scanner) finish() {
	line, col := s.eofPosition()
	for s.indent > 0 {
		s.indent--
		s.toks = append(s.toks, Token{Kind: DEDENT, Line: line, Col: col, EndLine: line, EndCol: col})
	}
	s.toks = append(s.toks, Token{Kind: EOF, Line: line, Col: col, EndLine: line, EndCol: col})
}

// fail records an error and appends the ERRORTOKEN at (line, col).
func (s *scanner) fail(kind ErrorKind, class ErrorClass, msg string, line int32, col, endLine, endCol int) {
	if endLine == 0 {
		endLine, endCol = int(line), col
	}
	s.err = &posError{Kind: kind, Class: class, Msg: msg, Line: int(line), Col: col, EndLine: endLine, EndCol: endCol}
	s.toks = append(s.toks, Token{Kind: ERRORTOKEN, Line: line, Col: int32(col), EndLine: line, EndCol: int32(col)})
}

func isASCIILetter(c byte) bool { return (c|0x20) >= 'a' && (c|0x20) <= 'z' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isIdentByte reports whether c may continue an identifier: ASCII letters,
// digits, '_' and every byte of a non-ASCII character (verified later).
func isIdentByte(c byte) bool {
	return isASCIILetter(c) || isDigit(c) || c == '_' || c >= 0x80
}

// scanName scans a name, a keyword, or a string literal with a prefix.
func (s *scanner) scanName(start int) bool {
	text := s.text
	i := start
	// String prefixes: b, r, u, f in CPython's allowed combinations.
	var sawB, sawR, sawU, sawF bool
	for i < len(text) {
		c := text[i] | 0x20
		switch {
		case c == 'b' && !sawB && !sawU && !sawF:
			sawB = true
		case c == 'u' && !sawB && !sawU && !sawR && !sawF:
			sawU = true
		case c == 'r' && !sawR && !sawU:
			sawR = true
		case c == 'f' && !sawF && !sawB && !sawU:
			sawF = true
		default:
			goto name
		}
		i++
		if i < len(text) && (text[i] == '"' || text[i] == '\'') {
			return s.scanString(start, i)
		}
	}
name:
	nonASCII := false
	for i < len(text) && isIdentByte(text[i]) {
		if text[i] >= 0x80 {
			nonASCII = true
		}
		i++
	}
	if nonASCII && !s.verifyIdentifier(start, i) {
		return false
	}
	kind := NAME
	if i-start >= 2 && i-start <= 8 {
		kind = keywordKind(text[start:i])
	}
	s.emit(kind, start, i)
	s.pos = i
	return true
}

// verifyIdentifier checks a name with non-ASCII characters against PEP 3131,
// reporting CPython's "invalid character" errors.
func (s *scanner) verifyIdentifier(start, end int) bool {
	text := s.text
	if msg, _, ok := utf8DecodeError(text[start:end]); !ok {
		// Undecodable bytes (possible only when the source is UTF-8 by
		// default, BOM or "utf-8" cookie): pegen reports the decoder's
		// error at tok->cur - line_start, after the name, with no end, in
		// bytes unless an encoding was declared. Errors of this class are
		// converted as characters, so a byte offset is pre-converted.
		col := end - 1 - s.lineStart
		if s.byteOffsets {
			col = colForOffset(text[s.lineStart:s.lineEnd(end)], end-s.lineStart)
		}
		s.fail(KindSyntaxError, ClassReported, "(unicode error) "+msg, s.line, col, int(s.line), -2)
		return false
	}
	first := true
	for i := start; i < end; {
		r, n := utf8.DecodeRuneInString(text[i:end])
		ok := false
		if first {
			ok = isXIDStart(r) || r == '_'
		} else {
			ok = isXIDContinue(r)
		}
		if !ok {
			s.invalidCharacter(r, i, n)
			return false
		}
		first = false
		i += n
	}
	return true
}

// invalidCharacter reports the character r of n bytes at offset i.
func (s *scanner) invalidCharacter(r rune, i, n int) {
	var msg string
	if isPrintable(r) {
		msg = "invalid character '" + string(r) + "' (U+" + hex4(r) + ")"
	} else {
		msg = "invalid non-printable character U+" + hex4(r)
	}
	col := i - s.lineStart
	s.fail(KindSyntaxError, ClassReported, msg, s.line, col, 0, 0)
	_ = n
}

// hex4 formats r in upper-case hexadecimal with at least four digits, like
// C's "%04X".
func hex4(r rune) string {
	const digits = "0123456789ABCDEF"
	var buf [8]byte
	i := len(buf)
	for v := uint32(r); v > 0 || i > len(buf)-4; v >>= 4 {
		i--
		buf[i] = digits[v&0xF]
	}
	return string(buf[i:])
}

// scanString scans a string literal whose prefix starts at start and whose
// opening quote is at q.
func (s *scanner) scanString(start, q int) bool {
	text := s.text
	quote := text[q]
	startLine, startLineStart := s.line, s.lineStart
	i := q + 1
	triple := i+1 < len(text) && text[i] == quote && text[i+1] == quote
	if triple {
		i += 2
		for {
			if i >= len(text) {
				s.unterminated(true, true, start, startLine, startLineStart)
				return false
			}
			c := text[i]
			switch c {
			case quote:
				if i+2 < len(text) && text[i+1] == quote && text[i+2] == quote {
					i += 3
					s.toks = append(s.toks, Token{Kind: STRING, Lit: text[start:i],
						Line: startLine, Col: int32(start - startLineStart),
						EndLine: s.line, EndCol: int32(i - s.lineStart)})
					s.pos = i
					return true
				}
			case '\\':
				i++
				if i < len(text) && text[i] == '\n' {
					s.newline(i)
				}
			case '\n':
				s.newline(i)
			}
			i++
		}
	}
	for {
		if i >= len(text) || text[i] == '\n' {
			s.unterminated(false, i >= len(text), start, startLine, startLineStart)
			return false
		}
		c := text[i]
		if c == quote {
			i++
			s.toks = append(s.toks, Token{Kind: STRING, Lit: text[start:i],
				Line: startLine, Col: int32(start - startLineStart),
				EndLine: s.line, EndCol: int32(i - s.lineStart)})
			s.pos = i
			return true
		}
		if c == '\\' {
			i++
			if i < len(text) && text[i] == '\n' {
				s.newline(i)
			}
		}
		i++
	}
}

// unterminated reports an unterminated string that starts at offset start.
// The line it is detected at is the current line: the one whose newline
// ends a single-quoted string, or the last line of the text at its end
// (CPython's line count does not move past the final newline).
func (s *scanner) unterminated(triple, eof bool, start int, startLine int32, startLineStart int) {
	at := s.line
	if eof {
		at, _ = s.eofPosition()
	}
	msg := "unterminated string literal (detected at line " + itoa(int(at)) + ")"
	if triple {
		msg = "unterminated triple-quoted string literal (detected at line " + itoa(int(at)) + ")"
	}
	s.line, s.lineStart = startLine, startLineStart
	s.fail(KindSyntaxError, ClassReported, msg, startLine, start-startLineStart, 0, 0)
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var buf [20]byte
	i := len(buf)
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}

// scanOperator scans an operator or delimiter by longest match, tracking
// bracket nesting.
func (s *scanner) scanOperator(start int) bool {
	text := s.text
	c := text[start]
	var c2, c3 byte
	if start+1 < len(text) {
		c2 = text[start+1]
	}
	if start+2 < len(text) {
		c3 = text[start+2]
	}
	kind, n := operatorKind(c, c2, c3)
	if n == 0 {
		return s.badCharacter(start)
	}
	switch c {
	case '(', '[', '{':
		if s.level >= maxLevel {
			s.fail(KindSyntaxError, ClassReported, "too many nested parentheses", s.line, start-s.lineStart, 0, 0)
			return false
		}
		s.parens[s.level] = openBracket{ch: c, line: s.line, col: int32(start - s.lineStart)}
		s.level++
	case ')', ']', '}':
		if s.level == 0 {
			s.fail(KindSyntaxError, ClassReported, "unmatched '"+string(c)+"'", s.line, start-s.lineStart, 0, 0)
			return false
		}
		s.level--
		open := s.parens[s.level]
		if open.ch != matchingOpen(c) {
			msg := "closing parenthesis '" + string(c) + "' does not match opening parenthesis '" + string(open.ch) + "'"
			if open.line != s.line {
				msg += " on line " + itoa(int(open.line))
			}
			s.fail(KindSyntaxError, ClassReported, msg, s.line, start-s.lineStart, 0, 0)
			return false
		}
	}
	s.emit(kind, start, start+n)
	s.pos = start + n
	return true
}

func matchingOpen(c byte) byte {
	switch c {
	case ')':
		return '('
	case ']':
		return '['
	}
	return '{'
}

// badCharacter handles a character that starts no token. A non-printable
// one is a tokenizer error. The others ('$', '?', '`', a lone '!') are OP
// tokens of no exact type for CPython: no grammar rule accepts them, so
// the parser fails there with "invalid syntax" at that token, and then
// pegen tokenizes the rest of the file looking for a tokenizer error to
// report instead. The scanner ends the token slice with an ERRORTOKEN
// holding the character and does that look-ahead itself.
func (s *scanner) badCharacter(i int) bool {
	c := s.text[i]
	if c < 0x80 && !isPrintable(rune(c)) {
		s.fail(KindSyntaxError, ClassReported, "invalid non-printable character U+"+hex4(rune(c)), s.line, i-s.lineStart, 0, 0)
		return false
	}
	if s.lookahead {
		s.pos = i + 1
		return true
	}
	line, col := s.line, i-s.lineStart
	s.emit(ERRORTOKEN, i, i+1)
	s.err = &posError{Kind: KindSyntaxError, Class: ClassState, Msg: "invalid syntax",
		Line: int(line), Col: col, EndLine: int(line), EndCol: col + 1, BadToken: true}

	// Scan the rest with a copy of the state, as
	// _PyPegen_tokenize_full_source_to_check_for_errors does.
	rest := *s
	rest.toks = make([]Token, 0, 64)
	rest.err = nil
	rest.lookahead = true
	rest.pos = i + 1
	rest.run()
	switch e := rest.err; {
	case e == nil:
	case e.Class == ClassReported:
		s.err = e
		s.err.BadToken = true
	case rest.level > 0:
		// The tokenizer stopped without raising while brackets were open:
		// pegen reports the innermost one if it opened on a line before
		// the parser's error.
		if p := rest.parens[rest.level-1]; int(p.line) < int(line) {
			s.err = &posError{Kind: KindSyntaxError, Class: ClassUnclosed,
				Msg:  "'" + string(p.ch) + "' was never closed",
				Line: int(p.line), Col: int(p.col), EndLine: int(p.line), EndCol: -1, BadToken: true}
		}
	}
	return false
}

// operatorKind returns the kind and length of the longest operator that
// starts with c, c2, c3, or length 0 when c starts none.
func operatorKind(c, c2, c3 byte) (TokenKind, int) {
	switch c {
	case '(':
		return LPAR, 1
	case ')':
		return RPAR, 1
	case '[':
		return LSQB, 1
	case ']':
		return RSQB, 1
	case '{':
		return LBRACE, 1
	case '}':
		return RBRACE, 1
	case ',':
		return COMMA, 1
	case ';':
		return SEMI, 1
	case '~':
		return TILDE, 1
	case ':':
		if c2 == '=' {
			return COLONEQUAL, 2
		}
		return COLON, 1
	case '+':
		if c2 == '=' {
			return PLUSEQUAL, 2
		}
		return PLUS, 1
	case '-':
		switch c2 {
		case '=':
			return MINEQUAL, 2
		case '>':
			return RARROW, 2
		}
		return MINUS, 1
	case '*':
		switch c2 {
		case '=':
			return STAREQUAL, 2
		case '*':
			if c3 == '=' {
				return DOUBLESTAREQUAL, 3
			}
			return DOUBLESTAR, 2
		}
		return STAR, 1
	case '/':
		switch c2 {
		case '=':
			return SLASHEQUAL, 2
		case '/':
			if c3 == '=' {
				return DOUBLESLASHEQUAL, 3
			}
			return DOUBLESLASH, 2
		}
		return SLASH, 1
	case '|':
		if c2 == '=' {
			return VBAREQUAL, 2
		}
		return VBAR, 1
	case '&':
		if c2 == '=' {
			return AMPEREQUAL, 2
		}
		return AMPER, 1
	case '<':
		switch c2 {
		case '=':
			return LESSEQUAL, 2
		case '<':
			if c3 == '=' {
				return LEFTSHIFTEQUAL, 3
			}
			return LEFTSHIFT, 2
		case '>':
			return NOTEQUAL, 2
		}
		return LESS, 1
	case '>':
		switch c2 {
		case '=':
			return GREATEREQUAL, 2
		case '>':
			if c3 == '=' {
				return RIGHTSHIFTEQUAL, 3
			}
			return RIGHTSHIFT, 2
		}
		return GREATER, 1
	case '=':
		if c2 == '=' {
			return EQEQUAL, 2
		}
		return EQUAL, 1
	case '%':
		if c2 == '=' {
			return PERCENTEQUAL, 2
		}
		return PERCENT, 1
	case '^':
		if c2 == '=' {
			return CIRCUMFLEXEQUAL, 2
		}
		return CIRCUMFLEX, 1
	case '@':
		if c2 == '=' {
			return ATEQUAL, 2
		}
		return AT, 1
	case '!':
		if c2 == '=' {
			return NOTEQUAL, 2
		}
	}
	return 0, 0
}

// keywordKind returns the kind of the hard keyword s, or NAME.
func keywordKind(s string) TokenKind {
	switch s {
	case "False":
		return KwFalse
	case "None":
		return KwNone
	case "True":
		return KwTrue
	case "and":
		return KwAnd
	case "as":
		return KwAs
	case "assert":
		return KwAssert
	case "async":
		return KwAsync
	case "await":
		return KwAwait
	case "break":
		return KwBreak
	case "class":
		return KwClass
	case "continue":
		return KwContinue
	case "def":
		return KwDef
	case "del":
		return KwDel
	case "elif":
		return KwElif
	case "else":
		return KwElse
	case "except":
		return KwExcept
	case "finally":
		return KwFinally
	case "for":
		return KwFor
	case "from":
		return KwFrom
	case "global":
		return KwGlobal
	case "if":
		return KwIf
	case "import":
		return KwImport
	case "in":
		return KwIn
	case "is":
		return KwIs
	case "lambda":
		return KwLambda
	case "nonlocal":
		return KwNonlocal
	case "not":
		return KwNot
	case "or":
		return KwOr
	case "pass":
		return KwPass
	case "raise":
		return KwRaise
	case "return":
		return KwReturn
	case "try":
		return KwTry
	case "while":
		return KwWhile
	case "with":
		return KwWith
	case "yield":
		return KwYield
	}
	return NAME
}
