package compiler_test

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/pyexgo/pyex/compiler"
	fe "github.com/pyexgo/pyex/frontend"
)

// compileErr compiles src as python3's compile(src, 'x.py', mode) does and
// returns the SyntaxError, or nil.
func compileErr(src []byte, mode fe.Mode) *fe.SyntaxError {
	mod, err := fe.ParseChecked(src, "x.py", mode)
	if err == nil {
		_, err = compiler.Compile(mod, "x.py")
		var ce *compiler.Error
		if errors.As(err, &ce) {
			err = fe.NewSyntaxError(src, "x.py", ce.Msg, ce.Pos)
		}
	}
	if err == nil {
		return nil
	}
	var se *fe.SyntaxError
	if !errors.As(err, &se) {
		return &fe.SyntaxError{Msg: "not a SyntaxError: " + err.Error()}
	}
	return se
}

func describe(typ, msg string, line, off, endLine, endOff int, text string) string {
	return fmt.Sprintf("%s: %q at %d:%d-%d:%d text %q", typ, msg, line, off, endLine, endOff, text)
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// TestCompileSyntaxErrors checks that the compiler, after the parser,
// rejects every recorded malformed program with python3's SyntaxError,
// and accepts what python3 accepts: testdata/syntaxerrors (whole
// programs) and frontend/testdata/parser (CPython's syntax tests).
func TestCompileSyntaxErrors(t *testing.T) {
	type rec struct {
		Name         string  `json:"name"`
		Source       *string `json:"source"`
		SourceBase64 string  `json:"source_base64"`
		Mode         string  `json:"mode"`
		Dump         *string `json:"dump"`
		Type         string  `json:"type"`
		Msg          string  `json:"msg"`
		Lineno       *int    `json:"lineno"`
		Offset       *int    `json:"offset"`
		EndLineno    *int    `json:"end_lineno"`
		EndOffset    *int    `json:"end_offset"`
		Text         *string `json:"text"`
	}
	failed, total := 0, 0
	for _, file := range []string{"../testdata/syntaxerrors/expected.json", "../frontend/testdata/parser/cases.json"} {
		data, err := os.ReadFile(filepath.FromSlash(file))
		if err != nil {
			t.Fatal(err)
		}
		var cases []rec
		if err := json.Unmarshal(data, &cases); err != nil {
			t.Fatal(err)
		}
		for i, c := range cases {
			src := []byte(deref(c.Source))
			if c.Source == nil {
				src, _ = base64.StdEncoding.DecodeString(c.SourceBase64)
			}
			mode := fe.ModeExec
			switch c.Mode {
			case "eval":
				mode = fe.ModeEval
			case "single":
				mode = fe.ModeSingle
			}
			total++
			se := compileErr(src, mode)
			var got, want string
			if c.Dump != nil {
				want = "ok"
			} else {
				want = describe(c.Type, c.Msg, deref(c.Lineno), deref(c.Offset), deref(c.EndLineno), deref(c.EndOffset), deref(c.Text))
			}
			if se == nil {
				got = "ok"
			} else {
				got = describe(se.Kind.String(), se.Msg, se.Lineno, se.Offset, se.EndLineno, se.EndOffset, se.Text)
			}
			if got != want {
				failed++
				if failed <= 40 {
					t.Errorf("%s case %d %s: %q\n got %s\nwant %s", filepath.Base(file), i, c.Name, src, got, want)
				}
			}
		}
	}
	t.Logf("%d of %d cases agree with python3", total-failed, total)
}
