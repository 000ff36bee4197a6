package stdlib_test

import "testing"

// TestUnicodedataRecorded compares pyex's unicodedata with python3's on a few
// thousand code points sampled across the planes (testdata/stdlib/unicodedata).
func TestUnicodedataRecorded(t *testing.T) {
	runRecordedCases(t, "../testdata/stdlib/unicodedata/cases.json", "", nil)
}
