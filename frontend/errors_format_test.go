package frontend

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// errorKindByName maps a Python class name to its ErrorKind.
var errorKindByName = map[string]ErrorKind{
	"SyntaxError":      KindSyntaxError,
	"IndentationError": KindIndentationError,
	"TabError":         KindTabError,
}

// TestFormat builds each SyntaxError python3 raised for the malformed
// programs of testdata/syntaxerrors and checks that Format prints the lines
// traceback.format_exception_only printed for it.
func TestFormat(t *testing.T) {
	for _, rc := range loadRecordedErrors(t) {
		kind, ok := errorKindByName[rc.Type]
		if !ok {
			t.Errorf("%s: unknown exception type %s", rc.Name, rc.Type)
			continue
		}
		w := rc.want()
		e := &SyntaxError{
			Kind: kind, Msg: w.Msg, Filename: w.Filename,
			Lineno: w.Lineno, Offset: w.Offset, EndLineno: w.EndLineno, EndOffset: w.EndOffset,
			Text: w.Text,
		}
		if diff := cmp.Diff(rc.Format, formatLines(e.Format())); diff != "" {
			t.Errorf("%s: Format mismatch (-python3 +pyex):\n%s", rc.Name, diff)
		}
	}
}

// formatScript prints, for each SyntaxError described by a JSON line on
// stdin, the JSON string of traceback.format_exception_only's lines joined.
const formatScript = `
import json, sys, traceback
for line in sys.stdin:
    d = json.loads(line)
    cls = {'SyntaxError': SyntaxError, 'TabError': TabError}[d['type']]
    e = cls(d['msg'], (d['filename'], d['lineno'], d['offset'], d['text'], d['end_lineno'], d['end_offset']))
    print(json.dumps(''.join(traceback.format_exception_only(cls, e))))
`

// TestFormatCaret covers what the recorded errors do not (tabs kept in the
// caret line, no message, no file name, an end before the start...),
// asking python3 for the expected text.
func TestFormatCaret(t *testing.T) {
	python := python3Path(t)
	tests := []struct {
		name string
		err  SyntaxError
	}{
		{"tab kept", SyntaxError{Msg: "m", Filename: "f.py", Lineno: 2, Offset: 5, EndLineno: 2, EndOffset: 7, Text: "  a\tbc\n"}},
		{"no message", SyntaxError{Kind: KindTabError, Filename: "f.py", Lineno: 1}},
		{"no file name", SyntaxError{Msg: "m", Lineno: 3, Offset: 1, Text: "x\n"}},
		{"end before start", SyntaxError{Msg: "m", Filename: "f", Lineno: 1, Offset: 3, EndLineno: 1, EndOffset: 2, Text: "abcd"}},
		{"offset in stripped indent", SyntaxError{Msg: "m", Filename: "f", Lineno: 1, Offset: 2, Text: "    x\n"}},
		{"non-ASCII before caret", SyntaxError{Msg: "m", Filename: "f", Lineno: 1, Offset: 3, EndLineno: 1, EndOffset: 4, Text: "é€x\n"}},
		{"unicode space kept", SyntaxError{Msg: "m", Filename: "f", Lineno: 1, Offset: 4, EndLineno: 1, EndOffset: 5, Text: "a\u3000\x1cb\n"}},
		{"form feed stripped", SyntaxError{Msg: "m", Filename: "f", Lineno: 1, Offset: 4, EndLineno: 1, EndOffset: -1, Text: "\f  b = 2\n"}},
	}
	var in bytes.Buffer
	for _, tt := range tests {
		e := tt.err
		d := map[string]any{
			"type": e.Kind.String(), "msg": nilIfZero(e.Msg), "filename": nilIfZero(e.Filename),
			"lineno": nilIfZero(e.Lineno), "offset": nilIfZero(e.Offset), "text": nilIfZero(e.Text),
			"end_lineno": nilIfZero(e.EndLineno), "end_offset": nilIfZero(e.EndOffset),
		}
		line, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		in.Write(line)
		in.WriteByte('\n')
	}
	cmd := exec.Command(python, "-c", formatScript)
	cmd.Stdin = &in
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(tests) {
		t.Fatalf("python3 printed %d lines for %d cases", len(lines), len(tests))
	}
	for i, tt := range tests {
		var want string
		if err := json.Unmarshal([]byte(lines[i]), &want); err != nil {
			t.Fatal(err)
		}
		if got := tt.err.Format(); got != want {
			t.Errorf("%s: got\n%q\nwant (python3)\n%q", tt.name, got, want)
		}
	}
}

// nilIfZero turns Go's zero value into JSON null, Python's None.
func nilIfZero[T comparable](v T) any {
	var zero T
	if v == zero {
		return nil
	}
	return v
}

// python3Path returns the path of python3, or skips the test when there is
// none.
func python3Path(t testing.TB) string {
	t.Helper()
	p, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found; it is the oracle this test compares against")
	}
	return p
}
