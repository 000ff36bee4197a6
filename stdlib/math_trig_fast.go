// This file defines the fast path of sin, cos, tan and their inverses.
// The reduced argument r (|r| <= pi/4) is split as a + b with a = j/64
// and |b| <= 1/128; sin(a) and cos(a) come from a table of
// double-doubles, sin(b) and cos(b) from short Taylor polynomials whose
// rounding errors are below 2**-70 of the result, and
// sin(a+b) = sin(a)cos(b) + cos(a)sin(b). The result is within about
// 2**-66 of the true value; the callers return it when it rounds the same
// as everything within 2**-62 of it, and otherwise redo the computation
// with the slower kernels of math_trig.go (Ziv's strategy).

package stdlib

import "math"

// fastErr is the relative error bound the fast paths check against.
const fastErr = 0x1p-62

// sinCosFast returns sin(r) and cos(r) for |r| <= pi/4 + 2**-20, to about
// 2**-66 relative; needS and needC say which are wanted.
func sinCosFast(r dd, needS, needC bool) (s, c dd) {
	neg := r.hi < 0
	if neg {
		r = dd{-r.hi, -r.lo}
	}
	j := int(r.hi*64 + 0.5)
	b := ddAddF(r, -float64(j)/64) // exact: j/64 has few bits
	bh := b.hi
	b2 := bh * bh
	// sin(b) - b and cos(b) - 1, |b| <= 1/128 (b**9/9! < 2**-90).
	sb3 := bh * b2 * (-1.0/6 + b2*(1.0/120+b2*(-1.0/5040)))
	cb1 := b2 * (-0.5 + b2*(1.0/24+b2*(-1.0/720+b2*(1.0/40320))))
	sb := ddAddF(b, sb3)
	ta := &sinCosTable[j]
	sa, ca := ta[0], ta[1]
	if needS {
		// sin(a+b) = sin(a) + sin(a)*(cos(b)-1) + cos(a)*sin(b)
		s = ddAdd(sa, ddMul(ca, sb))
		s = ddAddF(s, sa.hi*cb1)
	}
	if needC {
		// cos(a+b) = cos(a) + cos(a)*(cos(b)-1) - sin(a)*sin(b)
		c = ddSub(ca, ddMul(sa, sb))
		c = ddAddF(c, ca.hi*cb1)
	}
	if neg {
		s = dd{-s.hi, -s.lo}
	}
	return s, c
}

// ddSinCosFast is ddSinCos with the fast kernel; needS and needC say
// whether sin(x) and cos(x) are wanted.
func ddSinCosFast(x float64, needS, needC bool) (s, c dd) {
	r, n := reducePio2(x)
	if n&1 == 1 {
		needS, needC = needC, needS
	}
	sr, cr := sinCosFast(r, needS, needC)
	switch n {
	case 0:
		return sr, cr
	case 1:
		return cr, dd{-sr.hi, -sr.lo}
	case 2:
		return dd{-sr.hi, -sr.lo}, dd{-cr.hi, -cr.lo}
	}
	return dd{-cr.hi, -cr.lo}, sr
}

// fastRound returns r rounded when the rounding is certain within the
// fast paths' error bound.
func fastRound(r dd) (float64, bool) {
	return roundChecked(r, math.Abs(r.hi)*fastErr)
}
