package pyex

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pyexgo/pyex/frontend"
	"github.com/pyexgo/pyex/runtime"
)

// This file renders an uncaught exception the way CPython 3.11's default
// excepthook does: the chain of causes and contexts, each with its
// "Traceback (most recent call last):" block, the source lines with 3.11's
// position indicators (^ under the failing expression, ~ and ^ splitting
// binary operators and subscripts), the notes, and the last line.

// sourceLines gives the source text of a file name, for the lines a
// traceback shows; nil when unknown (a .pyc run without its source).
type sourceLines func(filename string) []byte

// formatException renders exc and its chain.
func formatException(t *runtime.Thread, exc *runtime.Exception, src sourceLines) string {
	p := &excPrinter{t: t, src: src, seen: map[*runtime.Exception]bool{}}
	p.format(exc)
	return p.b.String()
}

// The limits of traceback.TracebackException for exception groups.
const (
	maxGroupWidth = 15
	maxGroupDepth = 10
)

// excPrinter follows traceback.py's TracebackException.format and its
// _ExceptionPrintContext: exception groups print nested in a box whose
// left margin is "| ", indented two columns per level.
type excPrinter struct {
	t         *runtime.Thread
	src       sourceLines
	b         strings.Builder
	seen      map[*runtime.Exception]bool
	depth     int // exception_group_depth
	needClose bool
}

func (p *excPrinter) indent() string { return strings.Repeat(" ", 2*p.depth) }

// emit writes text with every line prefixed by the indent and, inside a
// group, the margin character.
func (p *excPrinter) emit(text string, margin byte) {
	prefix := p.indent()
	if p.depth > 0 {
		prefix += string(margin) + " "
	}
	for text != "" {
		i := strings.IndexByte(text, '\n')
		line := text
		if i >= 0 {
			line, text = text[:i+1], text[i+1:]
		} else {
			text = ""
		}
		p.b.WriteString(prefix + line)
	}
}

// format writes exc with its chain of causes and contexts, oldest first.
func (p *excPrinter) format(exc *runtime.Exception) {
	type link struct {
		msg string
		exc *runtime.Exception
	}
	var chain []link
	for e := exc; e != nil; {
		p.seen[e] = true
		var next *runtime.Exception
		msg := ""
		if c, ok := e.Cause.Object().(*runtime.Exception); ok {
			next, msg = c, "\nThe above exception was the direct cause of the following exception:\n\n"
		} else if c, ok := e.Context.Object().(*runtime.Exception); ok && !e.SuppressContext {
			next, msg = c, "\nDuring handling of the above exception, another exception occurred:\n\n"
		}
		if next != nil && p.seen[next] {
			next, msg = nil, ""
		}
		chain = append(chain, link{msg, e})
		e = next
	}
	for i := len(chain) - 1; i >= 0; i-- {
		p.formatOne(chain[i].exc)
		if i > 0 && chain[i-1].msg != "" {
			p.emit(chain[i-1].msg, '|')
		}
	}
}

// formatOne writes one exception of a chain: its traceback and last line,
// or for a group, the group's box with each sub-exception inside.
func (p *excPrinter) formatOne(exc *runtime.Exception) {
	subs, isGroup := groupMembers(exc)
	entries := runtime.TracebackEntries(exc)
	if !isGroup {
		if len(entries) > 0 {
			p.emit("Traceback (most recent call last):\n", '|')
			var b strings.Builder
			formatEntries(&b, entries, p.src)
			p.emit(b.String(), '|')
		}
		p.emit(p.exceptionOnly(exc), '|')
		return
	}
	if p.depth > maxGroupDepth {
		p.emit("... (max_group_depth is "+strconv.Itoa(maxGroupDepth)+")\n", '|')
		return
	}
	top := p.depth == 0
	if top {
		p.depth++
	}
	if len(entries) > 0 {
		margin := byte('|')
		if top {
			margin = '+'
		}
		p.emit("Exception Group Traceback (most recent call last):\n", margin)
		var b strings.Builder
		formatEntries(&b, entries, p.src)
		p.emit(b.String(), '|')
	}
	p.emit(p.exceptionOnly(exc), '|')
	n := len(subs)
	if n > maxGroupWidth {
		n = maxGroupWidth + 1
	}
	p.needClose = false
	for i := 0; i < n; i++ {
		last := i == n-1
		if last {
			p.needClose = true
		}
		truncated := i >= maxGroupWidth
		title := strconv.Itoa(i + 1)
		if truncated {
			title = "..."
		}
		lead := "  "
		if i == 0 {
			lead = "+-"
		}
		p.b.WriteString(p.indent() + lead + "+---------------- " + title + " ----------------\n")
		p.depth++
		if !truncated {
			p.format(subs[i])
		} else {
			remaining := len(subs) - maxGroupWidth
			plural := ""
			if remaining > 1 {
				plural = "s"
			}
			p.emit("and "+strconv.Itoa(remaining)+" more exception"+plural+"\n", '|')
		}
		if last && p.needClose {
			p.b.WriteString(p.indent() + "+------------------------------------\n")
			p.needClose = false
		}
		p.depth--
	}
	if top {
		p.depth = 0
	}
}

// exceptionOnly is format_exception_only: the last line (or a
// SyntaxError's block) and the notes.
func (p *excPrinter) exceptionOnly(exc *runtime.Exception) string {
	var b strings.Builder
	if exc.Type().IsSubtype(runtime.SyntaxErrorType) {
		formatSyntaxError(p.t, &b, exc)
	} else {
		b.WriteString(runtime.ExceptionLastLine(p.t, exc))
		b.WriteByte('\n')
	}
	for _, n := range runtime.ExceptionNotes(p.t, exc) {
		b.WriteString(n)
		b.WriteByte('\n')
	}
	return b.String()
}

// groupMembers returns the sub-exceptions of an exception group.
func groupMembers(exc *runtime.Exception) ([]*runtime.Exception, bool) {
	if !exc.Type().IsSubtype(runtime.BaseExceptionGroupType) {
		return nil, false
	}
	tup, ok := exc.Member("exceptions").Object().(*runtime.Tuple)
	if !ok {
		return nil, false
	}
	var subs []*runtime.Exception
	for _, v := range tup.Items() {
		if e, ok := v.Object().(*runtime.Exception); ok {
			subs = append(subs, e)
		}
	}
	return subs, true
}

// formatEntries writes the frames, folding runs of the same line repeated
// more than three times as CPython does ("[Previous line repeated N more
// times]").
func formatEntries(b *strings.Builder, entries []*runtime.Traceback, src sourceLines) {
	var last string
	count := 0
	flush := func() {
		if count > 3 {
			n := count - 3
			s := "s"
			if n == 1 {
				s = ""
			}
			b.WriteString("  [Previous line repeated " + strconv.Itoa(n) + " more time" + s + "]\n")
		}
	}
	for _, tb := range entries {
		code := tb.Code
		line := tb.Line()
		key := code.Filename + "\x00" + strconv.Itoa(line) + "\x00" + code.Name
		if key == last {
			count++
			if count > 3 {
				continue
			}
		} else {
			flush()
			last, count = key, 1
		}
		b.WriteString("  File \"" + code.Filename + "\", line " + strconv.Itoa(line) + ", in " + code.Name + "\n")
		if src == nil {
			continue
		}
		text := src(code.Filename)
		if text == nil {
			continue
		}
		srcLine := lineOf(text, line)
		stripped := strings.TrimSpace(srcLine)
		if stripped == "" {
			continue
		}
		b.WriteString("    " + stripped + "\n")
		if tb.PC < 0 || tb.PC >= len(code.Positions) {
			continue
		}
		p := code.Positions[tb.PC]
		if p.Col < 0 || p.EndCol < 0 || (p.Line == 0) {
			continue
		}
		b.WriteString(carets(srcLine, stripped, int(p.Line), int(p.EndLine), int(p.Col), int(p.EndCol)))
	}
	flush()
}

// carets returns the indicator line under a frame's source line, or "" when
// the failing span is the whole line.
func carets(orig, stripped string, line, endLine, col, endCol int) string {
	leading := utf8.RuneCountInString(orig) - utf8.RuneCountInString(strings.TrimLeft(orig, " \t\f\v\r\n"))
	start := charOffset(orig, col) + 1
	end := charOffset(orig, endCol) + 1
	var left, right int
	anchored := false
	if line == endLine {
		if seg := segment(orig, start-1, end-1); seg != "" {
			left, right, anchored = caretAnchors(seg)
		}
	} else {
		end = leading + utf8.RuneCountInString(stripped) + 1
	}
	if !(end-start < utf8.RuneCountInString(stripped) || (anchored && right-left > 0)) {
		return ""
	}
	var b strings.Builder
	b.WriteString("    ")
	b.WriteString(strings.Repeat(" ", start-1-leading))
	if anchored {
		b.WriteString(strings.Repeat("~", left))
		b.WriteString(strings.Repeat("^", right-left))
		b.WriteString(strings.Repeat("~", end-start-right))
	} else {
		b.WriteString(strings.Repeat("^", end-start))
	}
	b.WriteByte('\n')
	return b.String()
}

// caretAnchors finds, in the source segment of a failing expression, the
// operator of a binary operation or the brackets of a subscript, as
// CPython's _extract_caret_anchors_from_line_segment does. Offsets are in
// characters from the segment's start.
func caretAnchors(seg string) (left, right int, ok bool) {
	mod, err := frontend.ParseText(seg, "<segment>", frontend.ModeExec)
	if err != nil {
		return 0, 0, false
	}
	body := mod.(*frontend.Module).Body
	if len(body) != 1 {
		return 0, 0, false
	}
	es, isExpr := body[0].(*frontend.ExprStmt)
	if !isExpr {
		return 0, 0, false
	}
	switch e := es.Value.(type) {
	case *frontend.BinOp:
		opStart := charOffset(seg, e.Left.Position().EndColOffset)
		opEnd := charOffset(seg, e.Right.Position().ColOffset)
		runes := []rune(seg)
		if opStart > len(runes) || opEnd > len(runes) || opStart > opEnd {
			return 0, 0, false
		}
		opStr := string(runes[opStart:opEnd])
		trimmed := strings.TrimLeft(opStr, " \t\f\v\r\n")
		opOffset := len(opStr) - len(trimmed)
		l := e.Left.Position().EndColOffset + opOffset
		r := l + 1
		if opOffset+1 < len(opStr) && !isSpace(opStr[opOffset+1]) {
			r++
		}
		for l < len(seg) && (isSpace(seg[l]) || seg[l] == ')' || seg[l] == '#') {
			l++
			r++
		}
		return charOffset(seg, l), charOffset(seg, r), true
	case *frontend.Subscript:
		l := charOffset(seg, e.Value.Position().EndColOffset)
		r := charOffset(seg, e.Slice.Position().EndColOffset+1)
		runes := []rune(seg)
		for l < len(runes) && (runes[l] != '[') {
			l++
		}
		for r < len(runes) && (runes[r] != ']') {
			r++
		}
		if r < len(runes) {
			r++
		}
		return l, r, true
	}
	return 0, 0, false
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r' || c == '\n'
}

// charOffset converts a byte offset in s to a character offset.
func charOffset(s string, b int) int {
	if b > len(s) {
		b = len(s)
	}
	if b < 0 {
		return 0
	}
	return utf8.RuneCountInString(s[:b])
}

// segment returns the characters [from, to) of s.
func segment(s string, from, to int) string {
	runes := []rune(s)
	if from < 0 || to > len(runes) || from >= to {
		return ""
	}
	return string(runes[from:to])
}

// lineOf returns 1-based line n of text, without its line ending.
func lineOf(text []byte, n int) string {
	for i := 1; i < n; i++ {
		j := strings.IndexByte(string(text), '\n')
		if j < 0 {
			return ""
		}
		text = text[j+1:]
	}
	if j := strings.IndexByte(string(text), '\n'); j >= 0 {
		text = text[:j]
	}
	return strings.TrimRight(string(text), "\r")
}

// caretLine is the runtime's Carets hook, for the traceback module: the
// indicator line under text, indented by four spaces and ending in a
// newline, exactly as the interpreter's own tracebacks print it.
func caretLine(text string, lineno, endLineno, col, endCol int) string {
	return carets(text, strings.TrimSpace(text), lineno, endLineno, col, endCol)
}
