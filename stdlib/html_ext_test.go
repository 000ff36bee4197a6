package stdlib_test

import "testing"

// TestHTMLRecorded evaluates testdata/stdlib/html/cases.json, recorded
// from python3 by record.py beside it: unescape over every html5 entity
// name and every numeric reference below 0xA0 and at the edges, escape,
// the entity tables whole, and HTMLParser's callbacks on messy markup fed
// whole, in chunks and one character at a time.
func TestHTMLRecorded(t *testing.T) {
	runRecordedCases(t, "../testdata/stdlib/html/cases.json", "", nil)
}
