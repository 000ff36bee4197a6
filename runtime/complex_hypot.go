// This file defines hypot, sqrt(x*x + y*y) without undue overflow or
// underflow, correctly rounded. abs(complex) and complex ** use C's hypot,
// which glibc computes to within a hair of half an ulp; Go's math.Hypot
// is often an ulp off, so pyex computes the sum of squares exactly as a
// double-double and corrects the square root once.

package runtime

import "math"

// libmHypot returns sqrt(x*x + y*y), +Inf when either is infinite (even
// with a NaN), as C99 says.
func libmHypot(x, y float64) float64 {
	switch {
	case math.IsInf(x, 0) || math.IsInf(y, 0):
		return math.Inf(1)
	case math.IsNaN(x) || math.IsNaN(y):
		return math.NaN()
	}
	x, y = math.Abs(x), math.Abs(y)
	if x < y {
		x, y = y, x
	}
	if y == 0 {
		return x
	}
	if x > y*0x1p60 {
		// y*y is below x*x*2**-120: the result rounds to x. (This also
		// covers an infinite x.)
		return x
	}
	// Scale by a power of two so that the squares neither overflow nor
	// lose bits to underflow; scaling is exact, and y is within 2**60 of x.
	scale := 0
	switch {
	case x > 0x1p500:
		scale = 600
	case x < 0x1p-500:
		scale = -600
	}
	if scale != 0 {
		x, y = math.Ldexp(x, -scale), math.Ldexp(y, -scale)
	}
	// s = x*x + y*y as a double-double.
	xx, xxe := twoProd(x, x)
	yy, yye := twoProd(y, y)
	s := ddAdd(dd{xx, xxe}, dd{yy, yye})
	// r = sqrt(s.hi), then one Newton step in double-double:
	// sqrt(s) ≈ r + (s - r*r) / (2r).
	r := math.Sqrt(s.hi)
	rr, rre := twoProd(r, r)
	diff := ddAdd(s, ddNeg(dd{rr, rre}))
	corr := diff.hi / (2 * r)
	h := quickTwoSum(r, corr)
	if scale != 0 {
		return ddToFloatScaled(h, scale)
	}
	return h.hi
}
