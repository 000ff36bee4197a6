package stdlib_test

import "testing"

// TestUnicodedataRecorded compares pyex's unicodedata with python3's on a few
// thousand code points sampled across the planes (testdata/stdlib/unicodedata).
func TestUnicodedataRecorded(t *testing.T) {
	runRecordedCases(t, "../testdata/stdlib/unicodedata/cases.json", "", nil)
}

// TestUnicodedataPropsRecorded compares bidirectional, east_asian_width,
// mirrored, decimal, digit, numeric and decomposition (of the module and of
// ucd_3_2_0), and ucd_3_2_0's other answers, with python3's over every
// code point of the BMP and every 31st above it (testdata/stdlib/
// unicodedata/props.json, from record_props.py).
func TestUnicodedataPropsRecorded(t *testing.T) {
	runRecordedCases(t, "../testdata/stdlib/unicodedata/props.json", "", nil)
}
