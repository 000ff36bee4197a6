// This file names the floating-point kernels the math and cmath modules
// use. CPython calls the C library; glibc's exp, log, pow, sin and cos are
// within about half an ulp, so correctly rounded results (the runtime's
// exp, log and pow, and this package's double-double sin and cos) agree
// with CPython's except in rare near-halfway cases. The rest come from
// Go's math package and may differ from glibc in the last bit or two for
// some arguments (docs/DIFFERENCES.md).

package stdlib

import (
	"math"

	"github.com/pyexgo/pyex/runtime"
)

func libmExp(x float64) float64 { return runtime.LibmExp(x) }
func libmLog(x float64) float64 { return runtime.LibmLog(x) }

// libmExp2 is 2**x: exact for integers, the correctly rounded power
// otherwise.
func libmExp2(x float64) float64 {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 1):
		return x
	case math.IsInf(x, -1):
		return 0
	case x == math.Trunc(x) && math.Abs(x) < 2000:
		return math.Ldexp(1, int(x))
	}
	return runtime.PowPositive(2, x)
}

// libmPow is C's pow: Go's math.Pow for the special cases, the correctly
// rounded power for finite positive bases (and negative ones raised to
// integers).
func libmPow(x, y float64) float64 {
	if math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) || x == 0 || y == 0 {
		return math.Pow(x, y)
	}
	if x < 0 {
		if y != math.Trunc(y) {
			return math.NaN()
		}
		r := runtime.PowPositive(-x, y)
		if math.Mod(y, 2) != 0 {
			r = -r
		}
		return r
	}
	return runtime.PowPositive(x, y)
}

// logScaled returns log(x) times the double-double constant k, rounded
// once: log2 and log10 from the runtime's double-double logarithm.
func logScaled(x float64, k dd) float64 {
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
	hi, lo := runtime.DDLog(x)
	r := ddMul(dd{hi, lo}, k)
	return r.hi + r.lo
}

var (
	invLn2  = dd{1.4426950408889634, 2.0355273740931033e-17}
	invLn10 = dd{0.4342944819032518, 1.098319650216765e-17}
)

func libmLog2(x float64) float64 {
	if x > 0 && !math.IsInf(x, 0) {
		if frac, exp := math.Frexp(x); frac == 0.5 {
			return float64(exp - 1) // exact for powers of two
		}
	}
	return logScaled(x, invLn2)
}

func libmLog10(x float64) float64 { return logScaled(x, invLn10) }

func libmSin(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.NaN()
	}
	if x == 0 {
		return x
	}
	s, _ := ddSinCos(x)
	return s.hi + s.lo
}

func libmCos(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.NaN()
	}
	_, c := ddSinCos(x)
	return c.hi + c.lo
}

func libmExpm1(x float64) float64 { return math.Expm1(x) }
func libmLog1p(x float64) float64 { return math.Log1p(x) }

// libmSinh and libmCosh go through exp(|x|/2)**2 / 2 near the top of the
// float range, where exp(|x|) alone would overflow before the result does.
func libmSinh(x float64) float64 {
	if a := math.Abs(x); a > 709 && !math.IsInf(a, 0) {
		e := runtime.LibmExp(a / 2)
		return math.Copysign(e*(e/2), x)
	}
	return math.Sinh(x)
}

func libmCosh(x float64) float64 {
	if a := math.Abs(x); a > 709 && !math.IsInf(a, 0) {
		e := runtime.LibmExp(a / 2)
		return e * (e / 2)
	}
	return math.Cosh(x)
}
func libmTanh(x float64) float64     { return math.Tanh(x) }
func libmAsinh(x float64) float64    { return math.Asinh(x) }
func libmAcosh(x float64) float64    { return math.Acosh(x) }
func libmAtanh(x float64) float64    { return math.Atanh(x) }
func libmCbrt(x float64) float64     { return math.Cbrt(x) }
func libmErf(x float64) float64      { return math.Erf(x) }
func libmErfc(x float64) float64     { return math.Erfc(x) }
func libmHypot(x, y float64) float64 { return math.Hypot(x, y) }

// roundChecked returns hi+lo rounded, and whether every value within err
// of hi+lo rounds to it too.
func roundChecked(r dd, err float64) (float64, bool) {
	v := r.hi + r.lo
	return v, r.hi+(r.lo+err) == v && r.hi+(r.lo-err) == v
}
