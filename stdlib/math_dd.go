// This file defines double-double arithmetic (a float64 pair hi+lo holding
// about 106 bits) for the math module.
//
// CPython's math calls the C library, and Go's math package differs from
// glibc in the last bit for many arguments. Most functions of this module
// therefore repeat glibc's own algorithms (math_explog.go, math_pow.go,
// math_sincos.go, ...). tan, atan, asin, acos and atan2, whose glibc code
// (IBM's, with large tables) is not repeated, are computed here in
// double-double and rounded correctly, which is what glibc gives for all
// but about one argument in a thousand (near-halfway cases).

package stdlib

import (
	"math"
	"math/big"
)

// dd is the unevaluated sum hi + lo with |lo| <= ulp(hi)/2.
type dd struct{ hi, lo float64 }

// fma is math.FMA, short for the formulas of glibc's algorithms, where it
// marks each a*b+c that GCC contracts. (A small function, not a variable:
// the call must inline for Go to emit the FMA instruction.)
func fma(x, y, z float64) float64 { return math.FMA(x, y, z) }

// twoSum returns s = fl(a+b) and the exact error a+b-s.
func twoSum(a, b float64) (s, e float64) {
	s = a + b
	bb := s - a
	e = (a - (s - bb)) + (b - bb)
	return s, e
}

// fastTwoSum is twoSum for |a| >= |b|.
func fastTwoSum(a, b float64) dd {
	s := a + b
	return dd{s, b - (s - a)}
}

// twoProd returns fl(a*b) and the exact error.
func twoProd(a, b float64) (p, e float64) {
	p = a * b
	return p, math.FMA(a, b, -p)
}

func ddAdd(a, b dd) dd {
	s, e := twoSum(a.hi, b.hi)
	t, f := twoSum(a.lo, b.lo)
	e += t
	r := fastTwoSum(s, e)
	return fastTwoSum(r.hi, r.lo+f)
}

func ddAddF(a dd, b float64) dd {
	s, e := twoSum(a.hi, b)
	e += a.lo
	return fastTwoSum(s, e)
}

func ddSub(a, b dd) dd { return ddAdd(a, dd{-b.hi, -b.lo}) }

func ddMul(a, b dd) dd {
	p, e := twoProd(a.hi, b.hi)
	e += a.hi*b.lo + a.lo*b.hi
	return fastTwoSum(p, e)
}

func ddMulF(a dd, b float64) dd {
	p, e := twoProd(a.hi, b)
	e += a.lo * b
	return fastTwoSum(p, e)
}

// ddDiv returns a/b by long division in three quotient digits.
func ddDiv(a, b dd) dd {
	q1 := a.hi / b.hi
	r := ddSub(a, ddMulF(b, q1))
	q2 := r.hi / b.hi
	r = ddSub(r, ddMulF(b, q2))
	q3 := r.hi / b.hi
	return ddAddF(fastTwoSum(q1, q2), q3)
}

// ddSqrt returns sqrt(a) for a >= 0: the float root corrected once.
func ddSqrt(a dd) dd {
	if a.hi == 0 {
		return dd{}
	}
	s := math.Sqrt(a.hi)
	p, e := twoProd(s, s)
	d := ddSub(a, dd{p, e})
	return fastTwoSum(s, d.hi/(2*s))
}

// ddScale returns a * 2**n.
func ddScale(a dd, n int) dd { return dd{math.Ldexp(a.hi, n), math.Ldexp(a.lo, n)} }

// ddFromBig rounds a big.Float to the nearest double-double.
func ddFromBig(f *big.Float) dd {
	hi, _ := f.Float64()
	r := new(big.Float).SetPrec(f.Prec()).Sub(f, new(big.Float).SetFloat64(hi))
	lo, _ := r.Float64()
	return dd{hi, lo}
}

// Double-double constants (checked with Python's decimal module).
var (
	ddPi    = dd{0x1.921fb54442d18p+1, 0x1.1a62633145c07p-53}
	ddPiBy2 = dd{0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54}
	ddLn2   = dd{0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56}
	ddOne   = dd{1, 0}
)

// ddSinCosSmall returns sin(r) and cos(r)-1 for |r| <= pi/4 by their
// Taylor series: terms past r**12 are below 2**-27 of the result and are
// summed in plain floats, the rest in double-double.
func ddSinCosSmall(r dd) (s, cm1 dd) {
	z := ddMul(r, r)
	// sin: r * (1 + z*(c1 + z*(c2 + ...)))
	fs := ddSinCoef[13].hi
	for k := 12; k >= 6; k-- {
		fs = ddSinCoef[k].hi + z.hi*fs
	}
	ps := dd{fs, 0}
	for k := 5; k >= 1; k-- {
		ps = ddAdd(ddSinCoef[k], ddMul(z, ps))
	}
	s = ddAdd(r, ddMul(r, ddMul(z, ps)))
	// cos - 1: z * (c1 + z*(c2 + ...))
	fc := ddCosCoef[14].hi
	for k := 13; k >= 6; k-- {
		fc = ddCosCoef[k].hi + z.hi*fc
	}
	pc := dd{fc, 0}
	for k := 5; k >= 1; k-- {
		pc = ddAdd(ddCosCoef[k], ddMul(z, pc))
	}
	cm1 = ddMul(z, pc)
	return s, cm1
}
