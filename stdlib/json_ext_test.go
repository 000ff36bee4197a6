package stdlib_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pyexgo/pyex"
)

// jsonCases is testdata/stdlib/json/cases.json, recorded from python3 by
// record.py beside it: Python expressions over the json module and what
// CPython made of each (repr of the value, or "ExcName: message").
type jsonCases struct {
	Prelude string `json:"prelude"`
	Cases   []struct {
		Code string `json:"code"`
		Want string `json:"want"`
	} `json:"cases"`
}

// TestJSONRecorded evaluates every recorded case in pyex, in one program,
// and compares the results line by line.
func TestJSONRecorded(t *testing.T) {
	data, err := os.ReadFile("../testdata/stdlib/json/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cs jsonCases
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
	prog, err := pyex.Compile("json_cases.py", []byte(src.String()))
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

// jsonBenchPrelude builds the documents the benchmarks encode and decode:
// a record of every JSON type, and a list of 2000 of them.
const jsonBenchPrelude = `
import json
rec = {"id": 12345, "name": "Widget name here", "price": 19.99, "tags": ["a", "bb", "ccc"], "active": True,
       "meta": {"created": "2024-01-01T00:00:00Z", "score": 0.875, "owner": None, "note": "caf\u00e9"}}
big = [dict(rec, id=i) for i in range(2000)]
small = json.dumps(rec)
text = json.dumps(big)
`

// benchJSON runs body (Python, after the prelude) b.N times in one run.
func benchJSON(b *testing.B, body string) {
	src := jsonBenchPrelude + "for _ in range(" + strconv.Itoa(b.N) + "):\n    " + body + "\n"
	prog, err := pyex.Compile("bench.py", []byte(src))
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	var errOut bytes.Buffer
	if _, err := pyex.Run(context.Background(), prog, pyex.Options{Stderr: &errOut}); err != nil {
		b.Fatalf("%v\n%s", err, errOut.String())
	}
}

func BenchmarkJSONDumpsSmall(b *testing.B)  { benchJSON(b, "json.dumps(rec)") }
func BenchmarkJSONLoadsSmall(b *testing.B)  { benchJSON(b, "json.loads(small)") }
func BenchmarkJSONDumpsBig(b *testing.B)    { benchJSON(b, "json.dumps(big)") }
func BenchmarkJSONDumpsIndent(b *testing.B) { benchJSON(b, "json.dumps(big, indent=2)") }
func BenchmarkJSONLoadsBig(b *testing.B)    { benchJSON(b, "json.loads(text)") }
