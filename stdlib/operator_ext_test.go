package stdlib_test

import "testing"

// TestOperatorRecorded runs the operator cases recorded from python3 by
// testdata/stdlib/operator/record.py: every function over a grid of
// values of the built-in types, so results and messages are those of the
// operators themselves.
func TestOperatorRecorded(t *testing.T) {
	runRecordedCases(t, "../testdata/stdlib/operator/cases.json", "", opKnownRuntimeDiffs)
}

// opKnownRuntimeDiffs are the recorded cases the runtime's own operators
// get wrong, each with the bug; operator only passes them through.
var opKnownRuntimeDiffs = map[string]string{
	"op.pow(-3, 2.5)":           "runtime: float ** float with a complex result is off in the last digits",
	"op.ipow(-3, 2.5)":          "runtime: float ** float with a complex result is off in the last digits",
	"op.pow(1+2j, 2.5)":         "runtime: complex ** float is off in the last digit",
	"op.contains(b'xy', 2**70)": "runtime: bytes.__contains__ of a huge int raises IndexError, CPython ValueError",
	"op.iadd([1, 2], Num(2))":   "runtime: list += x calls list's in-place slot before x.__radd__",
}
