package frontend

// This file checks the SyntaxErrors of malformed programs against those
// python3 raised for them, recorded in testdata/syntaxerrors/expected.json by
// testdata/syntaxerrors/record.py from testdata/syntaxerrors/cases.txt.

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const syntaxErrorDir = "../testdata/syntaxerrors"

// recordedError is one entry of expected.json: a case and the exception
// python3 raised for it. JSON null (Python's None) decodes to 0 or "",
// which is how SyntaxError spells "none".
type recordedError struct {
	Name         string   `json:"name"`
	Source       *string  `json:"source"`
	SourceBase64 string   `json:"source_base64"`
	Type         string   `json:"type"`
	Msg          string   `json:"msg"`
	Filename     *string  `json:"filename"`
	Lineno       *int     `json:"lineno"`
	Offset       *int     `json:"offset"`
	EndLineno    *int     `json:"end_lineno"`
	EndOffset    *int     `json:"end_offset"`
	Text         *string  `json:"text"`
	Format       []string `json:"format"`
}

// src returns the case's source bytes.
func (r *recordedError) src(t *testing.T) []byte {
	if r.Source != nil {
		return []byte(*r.Source)
	}
	b, err := base64.StdEncoding.DecodeString(r.SourceBase64)
	if err != nil {
		t.Fatalf("%s: bad source_base64: %v", r.Name, err)
	}
	return b
}

// errorFields is what the tests compare: the fields of a SyntaxError with
// the class as its Python name, and the lines Format prints.
type errorFields struct {
	Type                 string
	Msg                  string
	Filename             string
	Lineno, Offset       int
	EndLineno, EndOffset int
	Text                 string
	Format               []string
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// want returns the recorded fields in the form the tests compare.
func (r *recordedError) want() errorFields {
	return errorFields{
		Type:      r.Type,
		Msg:       r.Msg,
		Filename:  deref(r.Filename),
		Lineno:    deref(r.Lineno),
		Offset:    deref(r.Offset),
		EndLineno: deref(r.EndLineno),
		EndOffset: deref(r.EndOffset),
		Text:      deref(r.Text),
		Format:    r.Format,
	}
}

// fieldsOf returns the fields of e in the form the tests compare.
func fieldsOf(e *SyntaxError) errorFields {
	return errorFields{
		Type:      e.Kind.String(),
		Msg:       e.Msg,
		Filename:  e.Filename,
		Lineno:    e.Lineno,
		Offset:    e.Offset,
		EndLineno: e.EndLineno,
		EndOffset: e.EndOffset,
		Text:      e.Text,
		Format:    formatLines(e.Format()),
	}
}

// formatLines splits formatted text into lines that keep their "\n", as
// traceback.format_exception_only returns them.
func formatLines(s string) []string {
	lines := strings.SplitAfter(s, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// loadRecordedErrors reads expected.json.
func loadRecordedErrors(t *testing.T) []recordedError {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(syntaxErrorDir, "expected.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []recordedError
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatalf("expected.json: %v", err)
	}
	return cases
}

// compileSource does what python3's compile(src, filename, 'exec') does
// short of generating code: it parses src, then makes the checks the
// compiler makes.
func compileSource(src []byte, filename string) error {
	mod, err := Parse(src, filename, ModeExec)
	if err != nil {
		return err
	}
	return validateTree(mod, filename, src)
}

// validateTree runs Validate on a tree parsed from src; the one place the
// tests call Validate.
func validateTree(mod ModNode, filename string, src []byte) error {
	return Validate(mod, filename, src)
}

// TestSyntaxErrors compiles every recorded malformed program and compares
// the SyntaxError with python3's.
func TestSyntaxErrors(t *testing.T) {
	for _, rc := range loadRecordedErrors(t) {
		t.Run(rc.Name, func(t *testing.T) {
			t.Parallel()
			err := compileSource(rc.src(t), "x.py")
			if err == nil {
				t.Fatalf("no error; python3 raises %s: %s", rc.Type, rc.Msg)
			}
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("error is %T (%v), want *SyntaxError", err, err)
			}
			if diff := cmp.Diff(rc.want(), fieldsOf(se)); diff != "" {
				t.Errorf("SyntaxError mismatch (-python3 +pyex):\n%s", diff)
			}
		})
	}
}

// TestSyntaxErrorCasesRecorded checks that expected.json was recorded from
// the current cases.txt: same names, same order, same sources.
func TestSyntaxErrorCasesRecorded(t *testing.T) {
	cases, err := readSyntaxErrorCases(filepath.Join(syntaxErrorDir, "cases.txt"))
	if err != nil {
		t.Fatal(err)
	}
	recorded := loadRecordedErrors(t)
	const hint = "; run python3 testdata/syntaxerrors/record.py"
	if len(cases) != len(recorded) {
		t.Fatalf("cases.txt has %d cases, expected.json %d%s", len(cases), len(recorded), hint)
	}
	for i, c := range cases {
		rc := &recorded[i]
		if c.name != rc.Name {
			t.Fatalf("case %d is %s in cases.txt, %s in expected.json%s", i, c.name, rc.Name, hint)
		}
		if src := rc.src(t); !bytes.Equal(c.src, src) {
			t.Errorf("%s: source differs from the recorded one%s\ncases.txt:     %q\nexpected.json: %q", c.name, hint, c.src, src)
		}
	}
}

// syntaxErrorCase is one case of cases.txt.
type syntaxErrorCase struct {
	name string
	src  []byte
}

// readSyntaxErrorCases parses cases.txt; its header describes the format,
// which record.py reads the same way.
func readSyntaxErrorCases(path string) ([]syntaxErrorCase, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var (
		cases   []syntaxErrorCase
		cur     *syntaxErrorCase
		escaped bool
		noEOL   bool
	)
	flush := func() error {
		if cur == nil {
			return nil
		}
		if escaped {
			src, err := unescapeCase(cur.src)
			if err != nil {
				return fmt.Errorf("%s: %v", cur.name, err)
			}
			cur.src = src
		}
		if noEOL && len(cur.src) > 0 {
			cur.src = cur.src[:len(cur.src)-1]
		}
		cases = append(cases, *cur)
		return nil
	}
	lines := bytes.Split(data, []byte("\n"))
	for _, line := range lines[:len(lines)-1] {
		if rest, ok := bytes.CutPrefix(line, []byte("=== ")); ok {
			if err := flush(); err != nil {
				return nil, err
			}
			words := strings.Fields(string(rest))
			if len(words) == 0 {
				return nil, fmt.Errorf("case without a name")
			}
			cur = &syntaxErrorCase{name: words[0], src: []byte{}}
			escaped, noEOL = false, false
			for _, flag := range words[1:] {
				switch flag {
				case "escaped":
					escaped = true
				case "noeol":
					noEOL = true
				default:
					return nil, fmt.Errorf("%s: unknown flag %s", cur.name, flag)
				}
			}
			continue
		}
		if cur != nil {
			cur.src = append(append(cur.src, line...), '\n')
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return cases, nil
}

// unescapeCase decodes the backslash escapes of an "escaped" case.
func unescapeCase(s []byte) ([]byte, error) {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			out = append(out, s[i])
			continue
		}
		if i+1 >= len(s) {
			return nil, fmt.Errorf("lone backslash at the end")
		}
		i++
		switch s[i] {
		case '\\':
			out = append(out, '\\')
		case 't':
			out = append(out, '\t')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 'f':
			out = append(out, '\f')
		case 'v':
			out = append(out, '\v')
		case '0':
			out = append(out, 0)
		case 'x':
			if i+2 >= len(s) {
				return nil, fmt.Errorf("short \\x escape")
			}
			v, err := strconv.ParseUint(string(s[i+1:i+3]), 16, 8)
			if err != nil {
				return nil, fmt.Errorf("bad \\x escape: %v", err)
			}
			out = append(out, byte(v))
			i += 2
		default:
			return nil, fmt.Errorf("unknown escape \\%c", s[i])
		}
	}
	return out, nil
}
