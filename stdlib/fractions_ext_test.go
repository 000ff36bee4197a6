package stdlib_test

import "testing"

// TestFractionsRecorded evaluates testdata/stdlib/fractions/cases.json,
// recorded from python3 by record.py beside it: seeded Fractions small and
// huge against ints, bools, floats (infinities and nan included) and
// complex numbers through every operator both ways, powers (a negative
// Fraction to a fractional power is a complex power, which checks
// complex_pow_trig.go), strings built from the literal grammar (valid and
// broken), and rounding, limit_denominator, hashing and conversions.
func TestFractionsRecorded(t *testing.T) {
	runRecordedCases(t, "../testdata/stdlib/fractions/cases.json", "", nil)
}
