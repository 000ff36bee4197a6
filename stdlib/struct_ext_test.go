package stdlib_test

import "testing"

// TestStructRecorded evaluates testdata/stdlib/struct/cases.json,
// recorded from python3 by record.py beside it: pack and unpack of every
// code in every byte order at the edges of each width, the half and
// single float roundings, random mixed formats with alignment, and the
// error messages of each.
func TestStructRecorded(t *testing.T) {
	runRecordedCases(t, "../testdata/stdlib/struct/cases.json", "", nil)
}
