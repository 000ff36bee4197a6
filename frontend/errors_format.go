package frontend

// This file formats a SyntaxError the way CPython 3.11's traceback module
// does (TracebackException._format_syntax_error in Lib/traceback.py), which
// is also what `python3 -m py_compile` prints.

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Format returns the text traceback.format_exception_only prints for e:
//
//	  File "x.py", line 3
//	    x = (1, 2]
//	             ^
//	SyntaxError: closing parenthesis ']' does not match opening parenthesis '('
//
// The source line is shown without its leading spaces and form feeds, and the
// caret line marks the characters from Offset up to EndOffset. Every line ends
// in "\n". The "File" line is left out when the error has neither a line nor a
// file name (CPython's None for both, as for null bytes in the source).
func (e *SyntaxError) Format() string { return e.format(false) }

// FormatPrinted is Format as the interpreter prints an uncaught
// SyntaxError (python3 FILE.py), which differs from the traceback
// module's text in one case: a location spanning lines is underlined to
// the end of its first line.
func (e *SyntaxError) FormatPrinted() string { return e.format(true) }

func (e *SyntaxError) format(printed bool) string {
	var b strings.Builder
	if e.Lineno != 0 || e.Filename != "" {
		name := e.Filename
		if name == "" {
			name = "<string>"
		}
		b.WriteString(`  File "`)
		b.WriteString(name)
		b.WriteString(`", line `)
		b.WriteString(strconv.Itoa(e.Lineno))
		b.WriteByte('\n')
	}
	if e.Text != "" {
		e.formatSourceLine(&b, printed)
	}
	b.WriteString(e.Kind.String())
	b.WriteString(": ")
	if e.Msg == "" {
		b.WriteString("<no detail available>")
	} else {
		b.WriteString(e.Msg)
	}
	b.WriteByte('\n')
	return b.String()
}

// formatSourceLine writes the source line and, when the error has an offset,
// the caret line under it; printed selects the interpreter's rule for a
// location spanning lines (see FormatPrinted).
func (e *SyntaxError) formatSourceLine(b *strings.Builder, printed bool) {
	rtext := strings.TrimRight(e.Text, "\n")
	ltext := strings.TrimLeft(rtext, " \n\f")
	// Offsets count code points, so the stripped prefix is counted in
	// code points too (it is ASCII, so its byte length is that count).
	spaces := len(rtext) - len(ltext)
	b.WriteString("    ")
	b.WriteString(ltext)
	b.WriteByte('\n')
	if e.Offset == 0 {
		// CPython's offset None (or 0, which yields no caret either).
		return
	}
	offset, end := e.Offset, e.EndOffset
	if end == 0 {
		end = offset
	}
	// A location spanning lines is shown to the end of its first line,
	// and no further than the line, as CPython's print_exception does
	// (counting the line in bytes, as it does).
	if printed && e.Text != "" {
		if e.EndLineno > e.Lineno {
			end = len(e.Text)
		}
		if end > len(e.Text)+1 {
			end = len(e.Text) + 1
		}
	}
	if offset == end || end == -1 {
		end = offset + 1
	}
	col := offset - 1 - spaces
	endCol := end - 1 - spaces
	if col < 0 {
		return
	}
	b.WriteString("    ")
	// Python slices ltext[:col] by code points and keeps whitespace such
	// as tabs so that the caret lines up under the source.
	n := 0
	for _, r := range ltext {
		if n == col {
			break
		}
		if isPySpace(r) {
			b.WriteRune(r)
		} else {
			b.WriteByte(' ')
		}
		n++
	}
	for i := col; i < endCol; i++ {
		b.WriteByte('^')
	}
	b.WriteByte('\n')
}

// isPySpace reports whether Python's str.isspace is true for r: Go's
// unicode.IsSpace plus the ASCII separators U+001C..U+001F.
func isPySpace(r rune) bool {
	if r < utf8.RuneSelf {
		return r == ' ' || ('\t' <= r && r <= '\r') || (0x1c <= r && r <= 0x1f)
	}
	return unicode.IsSpace(r)
}
