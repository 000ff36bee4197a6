// This file defines log and exp as C's libm computes them for CPython:
// correctly rounded (glibc's are, all but imperceptibly) and right for
// subnormal arguments, where Go's assembly math.Log on amd64 is not.
// Both reuse the double-double kernels of float_pow.go.

package runtime

import "math"

// libmLog returns the natural logarithm of x.
func libmLog(x float64) float64 {
	switch {
	case math.IsNaN(x) || x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	case math.IsInf(x, 1):
		return x
	case x == 1:
		return 0
	}
	return ddLog(x).hi
}

// libmExp returns e**x.
func libmExp(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case x > 710:
		return math.Inf(1)
	case x < -746:
		return 0
	case x == 0:
		return 1
	}
	s, n := ddExpScaled(dd{x, 0})
	r := math.Ldexp(s.hi, n)
	if math.Abs(r) <= 0x1p-1022 {
		return ddToFloatScaled(s, n)
	}
	return r
}
