package stdlib_test

import (
	"bytes"
	"context"
	"strconv"
	"testing"

	"github.com/pyexgo/pyex"
)

// TestJSONRecorded evaluates every recorded case of
// testdata/stdlib/json/cases.json (record.py beside it) in pyex.
func TestJSONRecorded(t *testing.T) {
	runRecordedCases(t, "../testdata/stdlib/json/cases.json", "", nil)
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
