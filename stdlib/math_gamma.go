// This file defines math.gamma and math.lgamma. CPython does not call the
// C library for these: it evaluates the Lanczos approximation (N=13,
// g=6.024680040776729583740234375, the parameters Boost uses) as a
// rational function, with the reflection formula for negative x. The same
// evaluation runs here, in the same order, on the correctly rounded exp,
// pow, log, sin and cos, so that the digits agree.

package stdlib

import "math"

const (
	lanczosG          = 6.024680040776729583740234375
	lanczosGMinusHalf = 5.524680040776729583740234375
	logPi             = 1.144729885849400174143427351353058711647
)

// lanczosNum and lanczosDen are the coefficients of the numerator and
// the denominator (x*(x+1)*...*(x+11)) of the Lanczos sum.
var lanczosNum = [13]float64{
	23531376880.410759688572007674451636754734846804940,
	42919803642.649098768957899047001988850926355848959,
	35711959237.355668049440185451547166705960488635843,
	17921034426.037209699919755754458931112671403265390,
	6039542586.3520280050642916443072979210699388420708,
	1439720407.3117216736632230727949123939715485786772,
	248874557.86205415651146038641322942321632125127801,
	31426415.585400194380614231628318205362874684987640,
	2876370.6289353724412254090516208496135991145378768,
	186056.26539522349504029498971604569928220784236328,
	8071.6720023658162106380029022722506138218516325024,
	210.82427775157934587250973392071336271166969580291,
	2.5066282746310002701649081771338373386264310793408,
}

var lanczosDen = [13]float64{
	0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0,
	13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0,
}

// gammaIntegral holds gamma(n) = (n-1)! for n = 1..23, exact in a float.
var gammaIntegral = [23]float64{
	1.0, 1.0, 2.0, 6.0, 24.0, 120.0, 720.0, 5040.0, 40320.0, 362880.0,
	3628800.0, 39916800.0, 479001600.0, 6227020800.0, 87178291200.0,
	1307674368000.0, 20922789888000.0, 355687428096000.0,
	6402373705728000.0, 121645100408832000.0, 2432902008176640000.0,
	51090942171709440000.0, 1124000727777607680000.0,
}

// lanczosSum returns the Lanczos sum for x > 0: in x below 5, in 1/x
// above (which avoids overflow and loses less).
func lanczosSum(x float64) float64 {
	num, den := 0.0, 0.0
	if x < 5 {
		for i := 12; i >= 0; i-- {
			num = num*x + lanczosNum[i]
			den = den*x + lanczosDen[i]
		}
	} else {
		for i := 0; i < 13; i++ {
			num = num/x + lanczosNum[i]
			den = den/x + lanczosDen[i]
		}
	}
	return num / den
}

// sinPi returns sin(pi*x) for finite x, exact at the integers and
// half-integers.
func sinPi(x float64) float64 {
	y := math.Mod(math.Abs(x), 2)
	n := int(math.Round(2 * y))
	var r float64
	switch n {
	case 0:
		r = libmSin(math.Pi * y)
	case 1:
		r = libmCos(math.Pi * (y - 0.5))
	case 2:
		// -sin(pi*(y-1)) would give -0.0 at y == 1.
		r = libmSin(math.Pi * (1 - y))
	case 3:
		r = -libmCos(math.Pi * (y - 1.5))
	default:
		r = libmSin(math.Pi * (y - 2))
	}
	return math.Copysign(1, x) * r
}

// mathErrno is the errno a libm-style function reports.
type mathErrno uint8

const (
	errNone mathErrno = iota
	errDom
	errRange
)

// tgamma is CPython's m_tgamma.
func tgamma(x float64) (float64, mathErrno) {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		if math.IsNaN(x) || x > 0 {
			return x, errNone
		}
		return math.NaN(), errDom
	}
	if x == 0 {
		return math.Copysign(math.Inf(1), x), errDom
	}
	if x == math.Floor(x) {
		if x < 0 {
			return math.NaN(), errDom
		}
		if x <= 23 {
			return gammaIntegral[int(x)-1], errNone
		}
	}
	ax := math.Abs(x)
	if ax < 1e-20 {
		r := 1 / x
		if math.IsInf(r, 0) {
			return r, errRange
		}
		return r, errNone
	}
	if ax > 200 {
		if x < 0 {
			return 0 / sinPi(x), errNone
		}
		return math.Inf(1), errRange
	}
	y := ax + lanczosGMinusHalf
	// z is the rounding error of y, which a first-order correction
	// accounts for.
	var z float64
	if ax > lanczosGMinusHalf {
		q := y - ax
		z = q - lanczosGMinusHalf
	} else {
		q := y - lanczosGMinusHalf
		z = q - ax
	}
	z = z * lanczosG / y
	var r float64
	if x < 0 {
		r = -math.Pi / sinPi(ax) / ax * libmExp(y) / lanczosSum(ax)
		r -= z * r
		if ax < 140 {
			r /= libmPow(y, ax-0.5)
		} else {
			sqrtpow := libmPow(y, ax/2-0.25)
			r /= sqrtpow
			r /= sqrtpow
		}
	} else {
		r = lanczosSum(ax) / libmExp(y)
		r += z * r
		if ax < 140 {
			r *= libmPow(y, ax-0.5)
		} else {
			sqrtpow := libmPow(y, ax/2-0.25)
			r *= sqrtpow
			r *= sqrtpow
		}
	}
	if math.IsInf(r, 0) {
		return r, errRange
	}
	return r, errNone
}

// lgamma is CPython's m_lgamma.
func lgamma(x float64) (float64, mathErrno) {
	if math.IsNaN(x) {
		return x, errNone
	}
	if math.IsInf(x, 0) {
		return math.Inf(1), errNone
	}
	if x == math.Floor(x) && x <= 2 {
		if x <= 0 {
			return math.Inf(1), errDom
		}
		return 0, errNone
	}
	ax := math.Abs(x)
	if ax < 1e-20 {
		return -libmLog(ax), errNone
	}
	r := libmLog(lanczosSum(ax)) - lanczosG
	r += (ax - 0.5) * (libmLog(ax+lanczosG-0.5) - 1)
	if x < 0 {
		r = logPi - libmLog(math.Abs(sinPi(ax))) - libmLog(ax) - r
	}
	if math.IsInf(r, 0) {
		return r, errRange
	}
	return r, errNone
}
