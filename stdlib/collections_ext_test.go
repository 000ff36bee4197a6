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

// TestCollectionsRecorded evaluates testdata/stdlib/collections/cases.json,
// recorded from python3 by record.py beside it: random scripts of deque
// operations (with and without maxlen), Counter arithmetic, OrderedDict
// reordering and namedtuple binding, each as the repr CPython printed or
// "ExcName: message".
func TestCollectionsRecorded(t *testing.T) {
	checkRecordedCasesFile(t, "../testdata/stdlib/collections/cases.json")
}

// checkRecordedCasesFile runs every case of a recorded cases.json (a
// prelude, then Python expressions with the repr or "ExcName: message"
// CPython gave) in one pyex program, and compares line by line.
func checkRecordedCasesFile(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var cs struct {
		Prelude string `json:"prelude"`
		Cases   []struct {
			Code string `json:"code"`
			Want string `json:"want"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(data, &cs); err != nil {
		t.Fatal(err)
	}
	var src strings.Builder
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
	src.WriteString("]\nfor _c in _CASES:\n    print(_ev(_c))\n")
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
