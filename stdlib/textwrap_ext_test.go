package stdlib_test

import (
	"testing"
)

// TestTextwrapRecorded evaluates every recorded case in pyex, in one
// program, and compares the results line by line: textwrap must break
// lines exactly where CPython does.
func TestTextwrapRecorded(t *testing.T) {
	runRecordedCases(t, "../testdata/stdlib/textwrap/cases.json", "import textwrap\n", nil)
}
