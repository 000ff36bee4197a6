package stdlib_test

import "testing"

// TestHeapqBisectRecorded evaluates testdata/stdlib/heapq/cases.json,
// recorded from python3 by record.py beside it: heap layouts item for
// item, the number of comparisons the sifts make, nlargest, nsmallest and
// merge results, and bisect positions and insertions.
func TestHeapqBisectRecorded(t *testing.T) {
	runRecordedCases(t, "../testdata/stdlib/heapq/cases.json", "", nil)
}
