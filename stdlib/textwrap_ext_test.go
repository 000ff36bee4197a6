package stdlib_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pyexgo/pyex"
)

// textwrapCases is testdata/stdlib/textwrap/cases.json, recorded from
// python3 by record.py beside it: calls of wrap, fill, shorten, dedent and
// indent on random texts and options, with the repr of CPython's result
// or "ExcName: message".
type textwrapCases struct {
	Cases []struct {
		Code string `json:"code"`
		Want string `json:"want"`
	} `json:"cases"`
}

// TestTextwrapRecorded evaluates every recorded case in pyex, in one
// program, and compares the results line by line: textwrap must break
// lines exactly where CPython does.
func TestTextwrapRecorded(t *testing.T) {
	data, err := os.ReadFile("../testdata/stdlib/textwrap/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cs textwrapCases
	if err := json.Unmarshal(data, &cs); err != nil {
		t.Fatal(err)
	}
	var src strings.Builder
	src.WriteString(`import textwrap
def _ev(case):
    try:
        return repr(case())
    except Exception as e:
        return f'{type(e).__name__}: {e}'
_CASES = [
`)
	for _, c := range cs.Cases {
		src.WriteString("lambda: (" + c.Code + "),\n")
	}
	src.WriteString("]\nfor _c in _CASES:\n    print(_ev(_c))\n")
	prog, err := pyex.Compile("textwrap_cases.py", []byte(src.String()))
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if _, err := pyex.Run(context.Background(), prog, pyex.Options{Stdout: &out, Stderr: &errOut}); err != nil {
		t.Fatalf("run: %v\n%s", err, errOut.String())
	}
	got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(got) != len(cs.Cases) {
		t.Fatalf("got %d results for %d cases", len(got), len(cs.Cases))
	}
	fails := 0
	for i, c := range cs.Cases {
		if diff := cmp.Diff(c.Want, got[i]); diff != "" {
			fails++
			if fails <= 40 {
				t.Errorf("%s: (-want +got)\n%s", c.Code, diff)
			}
		}
	}
	if fails > 0 {
		t.Errorf("%d of %d cases differ", fails, len(cs.Cases))
	}
}
