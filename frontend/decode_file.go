package frontend

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// CheckFileEncoding reports what python3 FILE.py reports, before parsing,
// for a file that declares no encoding (or UTF-8) and holds bytes that
// are not UTF-8: CPython's file reader checks each line as it reads it
// (unlike compile() of bytes, which decodeSource follows). It returns ""
// for a file that passes, or the error line python3 prints, which comes
// without a traceback.
func CheckFileEncoding(src []byte, filename string) string {
	if utf8.Valid(src) {
		return ""
	}
	text := normaliseNewlines(src)
	bom := strings.HasPrefix(text, "\xef\xbb\xbf")
	if bom {
		text = text[3:]
	}
	if enc, err := findCookie(text, bom); err != nil || (enc != "" && enc != "utf-8") {
		return "" // a declared encoding decodes the whole file (decodeSource)
	}
	line := 1
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if r == utf8.RuneError && size <= 1 {
			return fmt.Sprintf("SyntaxError: Non-UTF-8 code starting with '\\x%02x' in file %s on line %d, "+
				"but no encoding declared; see https://peps.python.org/pep-0263/ for details", text[i], filename, line)
		}
		if text[i] == '\n' {
			line++
		}
		i += size
	}
	return ""
}
