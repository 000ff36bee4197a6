// This file defines sin and cos as glibc computes them: IBM's Accurate
// Mathematical Library as glibc keeps it (sysdeps/ieee754/dbl-64/s_sin.c,
// run in its FMA variant on CPUs that have FMA). An argument is reduced
// to a + da near 0 (by pi/2 in three parts below 105414350, by the
// Payne-Hanek reduction of math_trig.go above), and sin or cos of it is
// the table value at the nearest multiple of 1/128 corrected by short
// Taylor series, or a Taylor series alone below 0.126. These results are
// not correctly rounded (0.548 ulp at worst), so the operations are
// repeated exactly; each math.FMA is where GCC contracts one.

package stdlib

import "math"

// Constants of glibc's usncs.h and s_sin.c.
const (
	gsinS1    = -0x1.5555555555555p-3
	gsinS2    = 0x1.1111111110ECEp-7
	gsinS3    = -0x1.A01A019DB08B8p-13
	gsinS4    = 0x1.71DE27B9A7ED9p-19
	gsinS5    = -0x1.ADDFFC2FCDF59p-26
	gsinBig   = 0x1.8000000000000p45
	gsinHp0   = 0x1.921FB54442D18p0
	gsinHp1   = 0x1.1A62633145C07p-54
	gsinMp1   = 0x1.921FB58000000p0
	gsinMp2   = -0x1.DDE973C000000p-27
	gsinPp3   = -0x1.CB3B398000000p-55
	gsinPp4   = -0x1.d747f23e32ed7p-83
	gsinHpinv = 0x1.45F306DC9C883p-1
	gsinToint = 0x1.8000000000000p52
	gsinSn3   = -1.66666666666664880952546298448555e-01
	gsinSn5   = 8.33333214285722277379541354343671e-03
	gsinCs2   = 4.99999999999999999999950396842453e-01
	gsinCs4   = -4.16666666666664434524222570944589e-02
	gsinCs6   = 1.38888874007937613028114285595617e-03
)

// gsinLookup returns the table entry for |x| and the remainder |x| - j/128.
func gsinLookup(ax float64) (*[4]float64, float64) {
	u := gsinBig + ax
	j := uint32(math.Float64bits(u))
	return &gsinTable[j], ax - (u - gsinBig)
}

// gsinDoSin is glibc's do_sin: sin(x + dx).
func gsinDoSin(x, dx float64) float64 {
	xold := x
	if math.Abs(x) < 0.126 {
		xx := x * x
		poly := fma(fma(fma(fma(gsinS5, xx, gsinS4), xx, gsinS3), xx, gsinS2), xx, gsinS1)
		var t float64
		if dx == 0 {
			t = poly * x * xx
		} else {
			t = fma(fma(poly, x, -0.5*dx), xx, dx)
		}
		return x + t
	}
	if x <= 0 {
		dx = -dx
	}
	e, x := gsinLookup(math.Abs(x))
	xx := x * x
	s := x + fma(x*xx, fma(xx, gsinSn5, gsinSn3), dx)
	c := fma(x, dx, xx*fma(xx, fma(xx, gsinCs6, gsinCs4), gsinCs2))
	sn, ssn, cs, ccs := e[0], e[1], e[2], e[3]
	cor := fma(cs, s, fma(-sn, c, fma(s, ccs, ssn)))
	return math.Copysign(sn+cor, xold)
}

// gsinDoCos is glibc's do_cos: cos(x + dx).
func gsinDoCos(x, dx float64) float64 {
	if x < 0 {
		dx = -dx
	}
	e, r := gsinLookup(math.Abs(x))
	x = r + dx
	xx := x * x
	s := fma(x*xx, fma(xx, gsinSn5, gsinSn3), x)
	c := xx * fma(xx, fma(xx, gsinCs6, gsinCs4), gsinCs2)
	sn, ssn, cs, ccs := e[0], e[1], e[2], e[3]
	cor := fma(-sn, s, fma(-cs, c, fma(-s, ssn, ccs)))
	return cs + cor
}

// gsinReduce is glibc's reduce_sincos for |x| < 105414350: x = n*pi/2 +
// a + da.
func gsinReduce(x float64) (a, da float64, n int) {
	t := fma(x, gsinHpinv, gsinToint)
	xn := t - gsinToint
	n = int(math.Float64bits(t) & 3)
	y := fma(-xn, gsinMp2, fma(-xn, gsinMp1, x))
	t2 := fma(-xn, gsinPp3, y)
	db := fma(-xn, gsinPp3, y-t2)
	b := fma(-xn, gsinPp4, t2)
	db += fma(-xn, gsinPp4, t2-b)
	return b, db, n
}

// gsinReduceAny reduces any finite x for the quadrant form.
func gsinReduceAny(x float64) (a, da float64, n int) {
	if math.Abs(x) < 105414350 {
		return gsinReduce(x)
	}
	r, n := reducePio2(x)
	return r.hi, r.lo, n
}

// gsinDoSinCos is glibc's do_sincos: sin of a+da in quadrant n.
func gsinDoSinCos(a, da float64, n int) float64 {
	var r float64
	if n&1 != 0 {
		r = gsinDoCos(a, da)
	} else {
		r = gsinDoSin(a, da)
	}
	if n&2 != 0 {
		return -r
	}
	return r
}

// libmSin is glibc's sin.
func libmSin(x float64) float64 {
	k := uint32(math.Float64bits(x)>>32) & 0x7fffffff
	switch {
	case k < 0x3e500000:
		return x
	case k < 0x3feb6000:
		return gsinDoSin(x, 0)
	case k < 0x400368fd:
		return math.Copysign(gsinDoCos(gsinHp0-math.Abs(x), gsinHp1), x)
	case k < 0x7ff00000:
		a, da, n := gsinReduceAny(x)
		return gsinDoSinCos(a, da, n)
	}
	return math.NaN()
}

// libmCos is glibc's cos.
func libmCos(x float64) float64 {
	k := uint32(math.Float64bits(x)>>32) & 0x7fffffff
	switch {
	case k < 0x3e400000:
		return 1
	case k < 0x3feb6000:
		return gsinDoCos(x, 0)
	case k < 0x400368fd:
		y := gsinHp0 - math.Abs(x)
		a := y + gsinHp1
		da := (y - a) + gsinHp1
		return gsinDoSin(a, da)
	case k < 0x7ff00000:
		a, da, n := gsinReduceAny(x)
		return gsinDoSinCos(a, da, n+1)
	}
	return math.NaN()
}
