// This file defines _string, the Go half of module string: the scan of a
// string.Template for its placeholders under the default pattern (a
// delimiter, then the delimiter again, an ASCII identifier, or a braced
// one). Template's methods, in py/string.py, substitute from its parts.

package stdlib

import (
	"strings"
	"unicode/utf8"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_string", initString) }

func initString(r *Run, m *runtime.Module) error {
	m.Dict.SetStr("template_parts", runtime.MakeObject(runtime.NewModuleFunction("_string", "template_parts", templateParts)))
	return nil
}

// The kinds of the parts template_parts returns.
const (
	partLiteral = iota // (0, text)
	partNamed          // (1, name, source)
	partBraced         // (2, name, source)
	partEscaped        // (3, delimiter)
	partInvalid        // (4, position after the delimiter, delimiter)
)

func isIDStart(c byte) bool {
	return c == '_' || (c|0x20) >= 'a' && (c|0x20) <= 'z'
}

func isIDChar(c byte) bool { return isIDStart(c) || c >= '0' && c <= '9' }

// templateParts is template_parts(text, delimiter): the literal text and
// placeholders of text, in order, as tuples (see the part kinds). The
// position of an invalid placeholder counts code points, as Python's str
// indices do.
func templateParts(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var text, delim string
	if err := runtime.UnpackArgs(t, "template_parts", args, kw, "text", &text, "delimiter", &delim); err != nil {
		return runtime.None, err
	}
	if delim == "" {
		return runtime.None, runtime.Errorf(runtime.ValueError, "empty delimiter")
	}
	var parts []runtime.Value
	literal := func(s string) {
		if s != "" {
			parts = append(parts, runtime.MakeTuple(runtime.MakeInt(partLiteral), runtime.MakeStr(s)))
		}
	}
	delimV := runtime.MakeStr(delim)
	pos := 0    // byte offset of the text not yet emitted
	cpDone := 0 // code points before byte offset cpAt
	cpAt := 0
	for {
		i := strings.Index(text[pos:], delim)
		if i < 0 {
			break
		}
		i += pos
		j := i + len(delim)
		literal(text[pos:i])
		switch {
		case strings.HasPrefix(text[j:], delim):
			parts = append(parts, runtime.MakeTuple(runtime.MakeInt(partEscaped), delimV))
			pos = j + len(delim)
			continue
		case j < len(text) && isIDStart(text[j]):
			k := j + 1
			for k < len(text) && isIDChar(text[k]) {
				k++
			}
			parts = append(parts, runtime.MakeTuple(runtime.MakeInt(partNamed), runtime.MakeStr(text[j:k]), runtime.MakeStr(text[i:k])))
			pos = k
			continue
		case j+1 < len(text) && text[j] == '{' && isIDStart(text[j+1]):
			k := j + 2
			for k < len(text) && isIDChar(text[k]) {
				k++
			}
			if k < len(text) && text[k] == '}' {
				parts = append(parts, runtime.MakeTuple(runtime.MakeInt(partBraced), runtime.MakeStr(text[j+1:k]), runtime.MakeStr(text[i:k+1])))
				pos = k + 1
				continue
			}
		}
		cpDone += utf8.RuneCountInString(text[cpAt:j])
		cpAt = j
		parts = append(parts, runtime.MakeTuple(runtime.MakeInt(partInvalid), runtime.MakeInt(int64(cpDone)), delimV))
		pos = j
	}
	literal(text[pos:])
	return runtime.MakeObject(runtime.NewList(parts)), nil
}
