package frontend

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// diffCase is one case of testdata/parser/cases.json, recorded from
// python3 by testdata/parser/record.py: the tree python3 builds, or the
// SyntaxError it raises.
type diffCase struct {
	Source    string  `json:"source"`
	Mode      string  `json:"mode"`
	Dump      *string `json:"dump"`
	Type      string  `json:"type"`
	Msg       string  `json:"msg"`
	Lineno    *int    `json:"lineno"`
	Offset    *int    `json:"offset"`
	EndLineno *int    `json:"end_lineno"`
	EndOffset *int    `json:"end_offset"`
	Text      *string `json:"text"`
}

func (c *diffCase) want() string {
	if c.Dump != nil {
		return *c.Dump
	}
	return fmt.Sprintf("%s: %q at %d:%d-%d:%d text %q", c.Type, c.Msg,
		deref(c.Lineno), deref(c.Offset), deref(c.EndLineno), deref(c.EndOffset), deref(c.Text))
}

// diffResult compiles src as python3's compile(src, 'x.py', mode) does and
// describes the outcome the way want does.
func diffResult(src []byte, mode string) string {
	m := ModeExec
	switch mode {
	case "eval":
		m = ModeEval
	case "single":
		m = ModeSingle
	}
	mod, err := Parse(src, "x.py", m)
	if err == nil {
		err = Validate(mod, "x.py", src)
	}
	if err == nil {
		return Dump(mod)
	}
	var se *SyntaxError
	if !errors.As(err, &se) {
		return "not a SyntaxError: " + err.Error()
	}
	return fmt.Sprintf("%s: %q at %d:%d-%d:%d text %q", se.Kind, se.Msg,
		se.Lineno, se.Offset, se.EndLineno, se.EndOffset, se.Text)
}

// TestParserDifferential compares the parser and Validate with python3 on
// the code examples of CPython's syntax tests (see testdata/parser/record.py).
func TestParserDifferential(t *testing.T) {
	path := filepath.Join("testdata", "parser", "cases.json")
	if alt := os.Getenv("PYEX_PARSER_CASES"); alt != "" {
		path = alt // an ad-hoc case file in the same format
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var cases []diffCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	failed := 0
	for i := range cases {
		c := &cases[i]
		got := diffResult([]byte(c.Source), c.Mode)
		if want := c.want(); got != want {
			failed++
			t.Errorf("case %d:\n%s\n got: %s\nwant: %s", i, c.Source, got, want)
		}
	}
	t.Logf("%d of %d cases agree with python3", len(cases)-failed, len(cases))
}
