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

// This file holds what the tests of recorded cases share: every module's
// record.py under testdata/stdlib writes the same cases.json shape.

// recordedCases is the cases.json a record.py under testdata/stdlib
// writes: Python expressions and what CPython made of each (repr of the
// value, or "ExcName: message"), evaluated after a prelude.
type recordedCases struct {
	Prelude string `json:"prelude"`
	Cases   []struct {
		Code string `json:"code"`
		Want string `json:"want"`
	} `json:"cases"`
}

// runRecordedCases evaluates every case of the cases.json at path in pyex,
// in one program after the file's prelude and extra, and compares the
// results line by line (newlines escaped on both sides). known maps the
// code of cases that differ because of bugs outside the module under test
// to the bug; they are logged, not failed.
func runRecordedCases(t *testing.T, path, extra string, known map[string]string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var cs recordedCases
	if err := json.Unmarshal(data, &cs); err != nil {
		t.Fatal(err)
	}
	var src strings.Builder
	src.WriteString(extra)
	src.WriteString(cs.Prelude)
	src.WriteString(`
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
	src.WriteString("]\nfor _c in _CASES:\n    print(_ev(_c).replace('\\n', '\\\\n'))\n")
	prog, err := pyex.Compile("cases.py", []byte(src.String()))
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
		want := strings.ReplaceAll(c.Want, "\n", "\\n")
		if diff := cmp.Diff(want, got[i]); diff != "" {
			if why, ok := known[c.Code]; ok {
				t.Logf("known difference in %s (%s): want %s, got %s", c.Code, why, want, got[i])
				continue
			}
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
