package stdlib_test

import (
	"testing"
)

// TestCollectionsRecorded evaluates testdata/stdlib/collections/cases.json,
// recorded from python3 by record.py beside it: random scripts of deque
// operations (with and without maxlen), Counter arithmetic, OrderedDict
// reordering and namedtuple binding, each as the repr CPython printed or
// "ExcName: message".
func TestCollectionsRecorded(t *testing.T) {
	runRecordedCases(t, "../testdata/stdlib/collections/cases.json", "", nil)
}
