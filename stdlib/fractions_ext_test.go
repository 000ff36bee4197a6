package stdlib_test

import "testing"

// TestFractionsRecorded evaluates testdata/stdlib/fractions/cases.json,
// recorded from python3 by record.py beside it: seeded Fractions small and
// huge against ints, bools, floats (infinities and nan included) and
// complex numbers through every operator both ways, powers, strings built
// from the literal grammar (valid and broken), and rounding,
// limit_denominator, hashing and conversions.
func TestFractionsRecorded(t *testing.T) {
	// A negative Fraction to a non-integral power is float(a) ** float(b),
	// which Python computes as a complex power; runtime.complexPowGeneral
	// takes cos, sin and atan2 from Go's math package, whose sin(pi) is
	// 1.2246467991473515e-16 where glibc's is ...532e-16.
	cpow := "complex ** in runtime/complex_arith.go uses Go's cos/sin"
	known := map[string]string{
		"F(-2, 3) ** -1.5":     cpow,
		"F(-5, 7) ** F(-2, 3)": cpow,
		"F(-2, 3) ** 0.5":      cpow,
		"F(-3, 7) ** -1.5":     cpow,
		"F(-4, 5) ** F(-5, 3)": cpow,
		"F(-7, 6) ** F(-3, 2)": cpow,
		"F(-2, 9) ** 0.5":      cpow,
		"F(-11, 2) ** 0.5":     cpow,
		"F(-5, 1) ** F(-5, 2)": cpow,
		"F(-4, 1) ** 0.5":      cpow,
		"F(-7, 2) ** F(-2, 3)": cpow,
		"F(-2, 1) ** -1.5":     cpow,
		"F(-10, 1) ** -1.5":    cpow,
		"F(-4, 1) ** F(3, 2)":  cpow,
	}
	runRecordedCases(t, "../testdata/stdlib/fractions/cases.json", "", known)
}
