// This file defines erf and erfc as glibc computes them: fdlibm's
// s_erf.c with the polynomials regrouped in glibc's order (pairs of terms
// in powers of s**2), on the correctly rounded exp. The coefficients and
// the description below come from Go's math/erf.go, whose notice follows.
//
// Copyright 2010 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package stdlib

import "math"

/*
	Floating-point error function and complementary error function.
*/

// The original C code and the long comment below are
// from FreeBSD's /usr/src/lib/msun/src/s_erf.c and
// came with this notice. The go code is a simplified
// version of the original C.
//
// ====================================================
// Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
// Developed at SunPro, a Sun Microsystems, Inc. business.
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================
//
//
// double erf(double x)
// double erfc(double x)
//                           x
//                    2      |\
//     erf(x)  =  ---------  | exp(-t*t)dt
//                 sqrt(pi) \|
//                           0
//
//     erfc(x) =  1-erf(x)
//  Note that
//              erf(-x) = -erf(x)
//              erfc(-x) = 2 - erfc(x)
//
// Method:
//      1. For |x| in [0, 0.84375]
//          erf(x)  = x + x*R(x**2)
//          erfc(x) = 1 - erf(x)           if x in [-.84375,0.25]
//                  = 0.5 + ((0.5-x)-x*R)  if x in [0.25,0.84375]
//         where R = P/Q where P is an odd poly of degree 8 and
//         Q is an odd poly of degree 10.
//                                               -57.90
//                      | R - (erf(x)-x)/x | <= 2
//
//
//         Remark. The formula is derived by noting
//          erf(x) = (2/sqrt(pi))*(x - x**3/3 + x**5/10 - x**7/42 + ....)
//         and that
//          2/sqrt(pi) = 1.128379167095512573896158903121545171688
//         is close to one. The interval is chosen because the fix
//         point of erf(x) is near 0.6174 (i.e., erf(x)=x when x is
//         near 0.6174), and by some experiment, 0.84375 is chosen to
//         guarantee the error is less than one ulp for erf.
//
//      2. For |x| in [0.84375,1.25], let s = |x| - 1, and
//         c = 0.84506291151 rounded to single (24 bits)
//              erf(x)  = sign(x) * (c  + P1(s)/Q1(s))
//              erfc(x) = (1-c)  - P1(s)/Q1(s) if x > 0
//                        1+(c+P1(s)/Q1(s))    if x < 0
//              |P1/Q1 - (erf(|x|)-c)| <= 2**-59.06
//         Remark: here we use the taylor series expansion at x=1.
//              erf(1+s) = erf(1) + s*Poly(s)
//                       = 0.845.. + P1(s)/Q1(s)
//         That is, we use rational approximation to approximate
//                      erf(1+s) - (c = (single)0.84506291151)
//         Note that |P1/Q1|< 0.078 for x in [0.84375,1.25]
//         where
//              P1(s) = degree 6 poly in s
//              Q1(s) = degree 6 poly in s
//
//      3. For x in [1.25,1/0.35(~2.857143)],
//              erfc(x) = (1/x)*exp(-x*x-0.5625+R1/S1)
//              erf(x)  = 1 - erfc(x)
//         where
//              R1(z) = degree 7 poly in z, (z=1/x**2)
//              S1(z) = degree 8 poly in z
//
//      4. For x in [1/0.35,28]
//              erfc(x) = (1/x)*exp(-x*x-0.5625+R2/S2) if x > 0
//                      = 2.0 - (1/x)*exp(-x*x-0.5625+R2/S2) if -6<x<0
//                      = 2.0 - tiny            (if x <= -6)
//              erf(x)  = sign(x)*(1.0 - erfc(x)) if x < 6, else
//              erf(x)  = sign(x)*(1.0 - tiny)
//         where
//              R2(z) = degree 6 poly in z, (z=1/x**2)
//              S2(z) = degree 7 poly in z
//
//      Note1:
//         To compute exp(-x*x-0.5625+R/S), let s be a single
//         precision number and s := x; then
//              -x*x = -s*s + (s-x)*(s+x)
//              exp(-x*x-0.5626+R/S) =
//                      exp(-s*s-0.5625)*exp((s-x)*(s+x)+R/S);
//      Note2:
//         Here 4 and 5 make use of the asymptotic series
//                        exp(-x*x)
//              erfc(x) ~ ---------- * ( 1 + Poly(1/x**2) )
//                        x*sqrt(pi)
//         We use rational approximation to approximate
//              g(s)=f(1/x**2) = log(erfc(x)*x) - x*x + 0.5625
//         Here is the error bound for R1/S1 and R2/S2
//              |R1/S1 - f(x)|  < 2**(-62.57)
//              |R2/S2 - f(x)|  < 2**(-61.52)
//
//      5. For inf > x >= 28
//              erf(x)  = sign(x) *(1 - tiny)  (raise inexact)
//              erfc(x) = tiny*tiny (raise underflow) if x > 0
//                      = 2 - tiny if x<0
//
//      7. Special case:
//              erf(0)  = 0, erf(inf)  = 1, erf(-inf) = -1,
//              erfc(0) = 1, erfc(inf) = 0, erfc(-inf) = 2,
//              erfc/erf(NaN) is NaN

const (
	erfErx = 8.45062911510467529297e-01 // 0x3FEB0AC160000000
	// Coefficients for approximation to  erf in [0, 0.84375]
	erfEfx  = 1.28379167095512586316e-01  // 0x3FC06EBA8214DB69
	erfEfx8 = 1.02703333676410069053e+00  // 0x3FF06EBA8214DB69
	erfPp0  = 1.28379167095512558561e-01  // 0x3FC06EBA8214DB68
	erfPp1  = -3.25042107247001499370e-01 // 0xBFD4CD7D691CB913
	erfPp2  = -2.84817495755985104766e-02 // 0xBF9D2A51DBD7194F
	erfPp3  = -5.77027029648944159157e-03 // 0xBF77A291236668E4
	erfPp4  = -2.37630166566501626084e-05 // 0xBEF8EAD6120016AC
	erfQq1  = 3.97917223959155352819e-01  // 0x3FD97779CDDADC09
	erfQq2  = 6.50222499887672944485e-02  // 0x3FB0A54C5536CEBA
	erfQq3  = 5.08130628187576562776e-03  // 0x3F74D022C4D36B0F
	erfQq4  = 1.32494738004321644526e-04  // 0x3F215DC9221C1A10
	erfQq5  = -3.96022827877536812320e-06 // 0xBED09C4342A26120
	// Coefficients for approximation to  erf  in [0.84375, 1.25]
	erfPa0 = -2.36211856075265944077e-03 // 0xBF6359B8BEF77538
	erfPa1 = 4.14856118683748331666e-01  // 0x3FDA8D00AD92B34D
	erfPa2 = -3.72207876035701323847e-01 // 0xBFD7D240FBB8C3F1
	erfPa3 = 3.18346619901161753674e-01  // 0x3FD45FCA805120E4
	erfPa4 = -1.10894694282396677476e-01 // 0xBFBC63983D3E28EC
	erfPa5 = 3.54783043256182359371e-02  // 0x3FA22A36599795EB
	erfPa6 = -2.16637559486879084300e-03 // 0xBF61BF380A96073F
	erfQa1 = 1.06420880400844228286e-01  // 0x3FBB3E6618EEE323
	erfQa2 = 5.40397917702171048937e-01  // 0x3FE14AF092EB6F33
	erfQa3 = 7.18286544141962662868e-02  // 0x3FB2635CD99FE9A7
	erfQa4 = 1.26171219808761642112e-01  // 0x3FC02660E763351F
	erfQa5 = 1.36370839120290507362e-02  // 0x3F8BEDC26B51DD1C
	erfQa6 = 1.19844998467991074170e-02  // 0x3F888B545735151D
	// Coefficients for approximation to  erfc in [1.25, 1/0.35]
	erfRa0 = -9.86494403484714822705e-03 // 0xBF843412600D6435
	erfRa1 = -6.93858572707181764372e-01 // 0xBFE63416E4BA7360
	erfRa2 = -1.05586262253232909814e+01 // 0xC0251E0441B0E726
	erfRa3 = -6.23753324503260060396e+01 // 0xC04F300AE4CBA38D
	erfRa4 = -1.62396669462573470355e+02 // 0xC0644CB184282266
	erfRa5 = -1.84605092906711035994e+02 // 0xC067135CEBCCABB2
	erfRa6 = -8.12874355063065934246e+01 // 0xC054526557E4D2F2
	erfRa7 = -9.81432934416914548592e+00 // 0xC023A0EFC69AC25C
	erfSa1 = 1.96512716674392571292e+01  // 0x4033A6B9BD707687
	erfSa2 = 1.37657754143519042600e+02  // 0x4061350C526AE721
	erfSa3 = 4.34565877475229228821e+02  // 0x407B290DD58A1A71
	erfSa4 = 6.45387271733267880336e+02  // 0x40842B1921EC2868
	erfSa5 = 4.29008140027567833386e+02  // 0x407AD02157700314
	erfSa6 = 1.08635005541779435134e+02  // 0x405B28A3EE48AE2C
	erfSa7 = 6.57024977031928170135e+00  // 0x401A47EF8E484A93
	erfSa8 = -6.04244152148580987438e-02 // 0xBFAEEFF2EE749A62
	// Coefficients for approximation to  erfc in [1/.35, 28]
	erfRb0 = -9.86494292470009928597e-03 // 0xBF84341239E86F4A
	erfRb1 = -7.99283237680523006574e-01 // 0xBFE993BA70C285DE
	erfRb2 = -1.77579549177547519889e+01 // 0xC031C209555F995A
	erfRb3 = -1.60636384855821916062e+02 // 0xC064145D43C5ED98
	erfRb4 = -6.37566443368389627722e+02 // 0xC083EC881375F228
	erfRb5 = -1.02509513161107724954e+03 // 0xC09004616A2E5992
	erfRb6 = -4.83519191608651397019e+02 // 0xC07E384E9BDC383F
	erfSb1 = 3.03380607434824582924e+01  // 0x403E568B261D5190
	erfSb2 = 3.25792512996573918826e+02  // 0x40745CAE221B9F0A
	erfSb3 = 1.53672958608443695994e+03  // 0x409802EB189D5118
	erfSb4 = 3.19985821950859553908e+03  // 0x40A8FFB7688C246A
	erfSb5 = 2.55305040643316442583e+03  // 0x40A3F219CEDF3BE6
	erfSb6 = 4.74528541206955367215e+02  // 0x407DA874E79FE763
	erfSb7 = -2.24409524465858183362e+01 // 0xC03670E242712D62
)

// libmErf is glibc's erf.
func libmErf(x float64) float64 {
	if math.IsNaN(x) {
		return x
	}
	if math.IsInf(x, 0) {
		return math.Copysign(1, x)
	}
	ix := hiWord(x)
	neg := x < 0
	switch {
	case ix < 0x3feb0000: // |x| < 0.84375
		if ix < 0x3e300000 { // |x| < 2**-28
			if ix < 0x00800000 {
				return 0.0625 * (16.0*x + (16.0*erfEfx)*x)
			}
			return x + erfEfx*x
		}
		return x + x*erfSmallRatio(x*x)
	case ix < 0x3ff40000: // 0.84375 <= |x| < 1.25
		p, q := erfNearOne(math.Abs(x) - 1)
		if neg {
			return -erfErx - p/q
		}
		return erfErx + p/q
	case ix >= 0x40180000: // |x| >= 6
		if neg {
			return -1
		}
		return 1
	}
	ax := math.Abs(x)
	r := erfTail(ax, ix, 0x4006db6e)
	if neg {
		return r/ax - 1
	}
	return 1 - r/ax
}

// libmErfc is glibc's erfc.
func libmErfc(x float64) float64 {
	if math.IsNaN(x) {
		return x
	}
	if math.IsInf(x, 0) {
		if x > 0 {
			return 0
		}
		return 2
	}
	ix := hiWord(x)
	neg := x < 0
	switch {
	case ix < 0x3feb0000: // |x| < 0.84375
		if ix < 0x3c700000 { // |x| < 2**-56
			return 1 - x
		}
		y := erfSmallRatio(x * x)
		if neg || ix < 0x3fd00000 { // x < 1/4
			return 1 - (x + x*y)
		}
		r := x * y
		r += x - 0.5
		return 0.5 - r
	case ix < 0x3ff40000: // 0.84375 <= |x| < 1.25
		p, q := erfNearOne(math.Abs(x) - 1)
		if !neg {
			return (1 - erfErx) - p/q
		}
		return 1 + (erfErx + p/q)
	case ix < 0x403c0000: // |x| < 28
		if neg && ix >= 0x40180000 {
			return 2 // 2 - tiny
		}
		ax := math.Abs(x)
		r := erfTail(ax, ix, 0x4006db6d)
		if !neg {
			return r / ax
		}
		return 2 - r/ax
	}
	if neg {
		return 2
	}
	return 0
}

// erfSmallRatio returns R/S of the interval |x| < 0.84375, for z = x*x.
func erfSmallRatio(z float64) float64 {
	r1 := erfPp0 + z*erfPp1
	z2 := z * z
	r2 := erfPp2 + z*erfPp3
	z4 := z2 * z2
	s1 := 1 + z*erfQq1
	s2 := erfQq2 + z*erfQq3
	s3 := erfQq4 + z*erfQq5
	r := r1 + z2*r2 + z4*erfPp4
	s := s1 + z2*s2 + z4*s3
	return r / s
}

// erfNearOne returns P and Q of the interval 0.84375 <= |x| < 1.25, for
// s = |x| - 1.
func erfNearOne(s float64) (p, q float64) {
	p1 := erfPa0 + s*erfPa1
	s2 := s * s
	q1 := 1 + s*erfQa1
	s4 := s2 * s2
	p2 := erfPa2 + s*erfPa3
	s6 := s4 * s2
	q2 := erfQa2 + s*erfQa3
	p3 := erfPa4 + s*erfPa5
	q3 := erfQa4 + s*erfQa5
	p = p1 + s2*p2 + s4*p3 + s6*erfPa6
	q = q1 + s2*q2 + s4*q3 + s6*erfQa6
	return p, q
}

// erfTail returns exp(-x*x - 0.5625 + R/S) for 1.25 <= x < 28, which
// is x*erfc(x); split is the high word where the second rational
// approximation takes over (erf and erfc differ by one in it).
func erfTail(x float64, ix, split uint32) float64 {
	s := 1 / (x * x)
	var R, S float64
	if ix < split {
		r1 := erfRa0 + s*erfRa1
		s2 := s * s
		S1 := 1 + s*erfSa1
		s4 := s2 * s2
		r2 := erfRa2 + s*erfRa3
		s6 := s4 * s2
		S2 := erfSa2 + s*erfSa3
		s8 := s4 * s4
		r3 := erfRa4 + s*erfRa5
		S3 := erfSa4 + s*erfSa5
		r4 := erfRa6 + s*erfRa7
		S4 := erfSa6 + s*erfSa7
		R = r1 + s2*r2 + s4*r3 + s6*r4
		S = S1 + s2*S2 + s4*S3 + s6*S4 + s8*erfSa8
	} else {
		r1 := erfRb0 + s*erfRb1
		s2 := s * s
		S1 := 1 + s*erfSb1
		s4 := s2 * s2
		r2 := erfRb2 + s*erfRb3
		s6 := s4 * s2
		S2 := erfSb2 + s*erfSb3
		r3 := erfRb4 + s*erfRb5
		S3 := erfSb4 + s*erfSb5
		S4 := erfSb6 + s*erfSb7
		R = r1 + s2*r2 + s4*r3 + s6*erfRb6
		S = S1 + s2*S2 + s4*S3 + s6*S4
	}
	z := math.Float64frombits(math.Float64bits(x) &^ 0xffffffff)
	return libmExp(-z*z-0.5625) * libmExp((z-x)*(z+x)+R/S)
}
