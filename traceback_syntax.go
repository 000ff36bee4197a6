package pyex

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/pyexgo/pyex/runtime"
)

// formatSyntaxError writes the end of a traceback for a SyntaxError (or
// subclass) as CPython's traceback module does: the file and line it
// names, the offending text with a caret line under the span, then
// "SyntaxError: msg".
func formatSyntaxError(t *runtime.Thread, b *strings.Builder, exc *runtime.Exception) {
	e := runtime.MakeObject(exc)
	attr := func(name string) runtime.Value {
		v, err := runtime.GetAttr(t, e, name)
		if err != nil {
			return runtime.None
		}
		return v
	}
	intAttr := func(name string) (int, bool) {
		v := attr(name)
		if !v.IsSmallInt() {
			return 0, false
		}
		return int(v.SmallInt()), true
	}
	name := exc.Type().QualName
	if m := exc.Type().Module; m != "" && m != "__main__" && m != "builtins" {
		name = m + "." + name
	}
	filename, hasFile := runtime.AsStr(attr("filename"))
	suffix := ""
	if lineno, ok := intAttr("lineno"); ok {
		if filename == "" {
			filename = "<string>"
		}
		b.WriteString(`  File "` + filename + `", line ` + strconv.Itoa(lineno) + "\n")
	} else if hasFile {
		suffix = " (" + filename + ")"
	}
	if text, ok := runtime.AsStr(attr("text")); ok {
		rtext := strings.TrimRight(text, "\n")
		ltext := strings.TrimLeft(rtext, " \n\f")
		spaces := len([]rune(rtext)) - len([]rune(ltext))
		b.WriteString("    " + ltext + "\n")
		if offset, ok := intAttr("offset"); ok {
			end, ok := intAttr("end_offset")
			if !ok || end == 0 {
				end = offset
			}
			// A location spanning lines is shown to the end of its first
			// line, and no further than the line, as CPython's
			// print_exception does (in bytes of the line, as it counts).
			lineno, _ := intAttr("lineno")
			if endLine, ok := intAttr("end_lineno"); ok && endLine > lineno {
				end = len(text)
			}
			if end > len(text)+1 {
				end = len(text) + 1
			}
			if offset == end || end == -1 {
				end = offset + 1
			}
			col, endCol := offset-1-spaces, end-1-spaces
			if col >= 0 {
				runes := []rune(ltext)
				b.WriteString("    ")
				for i := 0; i < col && i < len(runes); i++ {
					if unicode.IsSpace(runes[i]) {
						b.WriteRune(runes[i])
					} else {
						b.WriteByte(' ')
					}
				}
				b.WriteString(strings.Repeat("^", max(endCol-col, 0)) + "\n")
			}
		}
	}
	msg, _ := runtime.ToStr(t, attr("msg"))
	if msg == "" || attr("msg").IsNone() {
		msg = "<no detail available>"
	}
	b.WriteString(name + ": " + msg + suffix + "\n")
}
