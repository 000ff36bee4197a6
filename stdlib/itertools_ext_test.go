package stdlib_test

import (
	"testing"
)

// TestItertoolsRecorded runs the itertools cases recorded from python3 by
// testdata/stdlib/itertools/record.py.
func TestItertoolsRecorded(t *testing.T) {
	runRecordedCases(t, "../testdata/stdlib/itertools/cases.json", "", nil)
}
