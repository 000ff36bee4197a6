package frontend

import (
	"fmt"
	"testing"
)

// TestStringsEndToEnd parses the recorded string programs with the whole
// frontend and compares the errors, end positions included, with python3's.
func TestStringsEndToEnd(t *testing.T) {
	var cases []recordedStrings
	loadJSON(t, "strings.json", &cases)
	failed := 0
	for _, c := range cases {
		_, err := ParseText(c.Src, "x.py", ModeExec)
		got := "ok"
		if err != nil {
			se, ok := err.(*SyntaxError)
			if !ok {
				t.Fatalf("%q: %v", c.Src, err)
			}
			got = fmt.Sprintf("%v", []any{se.Msg, se.Lineno, se.Offset, se.EndLineno, se.EndOffset})
		}
		want := "ok"
		if c.Error != nil {
			want = fmt.Sprintf("%v", c.Error)
		}
		if got != want {
			failed++
			if failed <= 20 {
				t.Errorf("%q:\n got %s\nwant %s", c.Src, got, want)
			}
		}
	}
	t.Logf("%d of %d recorded string programs agree", len(cases)-failed, len(cases))
}
