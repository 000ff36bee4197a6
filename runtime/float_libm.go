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

// The functions below export to the standard library's math and cmath
// modules what they need of the runtime's numerics.

// DDLog returns log(x) for finite x > 0 as a double-double hi+lo, with a
// relative error near 2**-100.
func DDLog(x float64) (hi, lo float64) {
	r := ddLog(x)
	return r.hi, r.lo
}

// ComplexValue returns the complex128 of a complex value (or an instance
// of a complex subclass) and true, or false for any other value.
func ComplexValue(v Value) (complex128, bool) {
	switch o := v.obj.(type) {
	case *Complex:
		return o.v, true
	case *Instance:
		if o.cls.layout == ComplexType {
			return complexSelf(o.base), true
		}
	}
	return 0, false
}
