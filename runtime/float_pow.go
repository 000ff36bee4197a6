// This file defines powFinite, x**y for finite positive x, correctly
// rounded in all but astronomically rare cases.
//
// CPython calls the C library's pow, and glibc's pow is correctly rounded
// for practically every input, while Go's math.Pow is off by an ulp or
// more for most non-trivial inputs. To print the same digits as CPython,
// powFinite computes exp(y*log(x)) in double-double arithmetic (a pair of
// float64s hi+lo holding about 106 bits), which leaves an error near
// 2**-94 relative before the one final rounding:
//
//   - log(x): x = m * 2**k with m in [sqrt(1/2), sqrt(2)); with c the
//     centre of m's 1/64-wide cell (whose logarithm is tabulated),
//     log(m) = log(c) + 2*atanh(f) for f = (m-c)/(m+c), |f| < 0.0056, and
//     the atanh series needs eight terms.
//   - exp(t): t = n*ln2/64 + r with |r| <= ln2/128, exp(t) =
//     2**(n/64) * exp(r) with 2**(j/64) tabulated and an 11-term series.
//
// A result can be exactly halfway between two floats (3.0**34 is an odd
// 54-bit integer), or closer to halfway than that error (2.0**54-2)**-1):
// for an integer y such near-ties are settled with exact big-integer
// arithmetic, so they round as glibc does.
// Subnormal results are rounded once, through math/big.

package runtime

import (
	"math"
	"math/big"
	"math/bits"
)

// dd is a double-double: the unevaluated sum hi + lo with |lo| <= ulp(hi)/2.
type dd struct{ hi, lo float64 }

// twoSum returns s = fl(a+b) and the exact error e = a+b-s.
func twoSum(a, b float64) (s, e float64) {
	s = a + b
	bb := s - a
	e = (a - (s - bb)) + (b - bb)
	return s, e
}

// quickTwoSum is twoSum for |a| >= |b|.
func quickTwoSum(a, b float64) dd {
	s := a + b
	return dd{s, b - (s - a)}
}

// twoProd returns p = fl(a*b) and the exact error a*b-p.
func twoProd(a, b float64) (p, e float64) {
	p = float64(a * b)
	return p, math.FMA(a, b, -p)
}

// ddAdd returns a+b.
func ddAdd(a, b dd) dd {
	s, e := twoSum(a.hi, b.hi)
	t, f := twoSum(a.lo, b.lo)
	e += t
	r := quickTwoSum(s, e)
	return quickTwoSum(r.hi, r.lo+f)
}

// ddNeg returns -a.
func ddNeg(a dd) dd { return dd{-a.hi, -a.lo} }

// ddMul returns a*b.
func ddMul(a, b dd) dd {
	p, e := twoProd(a.hi, b.hi)
	e += a.hi*b.lo + a.lo*b.hi
	return quickTwoSum(p, e)
}

// ddMulF returns a*b for a float64 b.
func ddMulF(a dd, b float64) dd {
	p, e := twoProd(a.hi, b)
	e += a.lo * b
	return quickTwoSum(p, e)
}

// ddDiv returns a/b by long division in three float quotient digits.
func ddDiv(a, b dd) dd {
	q1 := a.hi / b.hi
	r := ddAdd(a, ddNeg(ddMulF(b, q1)))
	q2 := r.hi / b.hi
	r = ddAdd(r, ddNeg(ddMulF(b, q2)))
	q3 := r.hi / b.hi
	q := quickTwoSum(q1, q2)
	return ddAdd(q, dd{q3, 0})
}

// ddLog returns log(x) for finite x > 0.
func ddLog(x float64) dd {
	m, k := math.Frexp(x) // x = m * 2**k, m in [0.5, 1)
	if m < math.Sqrt2/2 {
		m *= 2
		k--
	}
	i := int(m * 64)
	c := float64(2*i+1) / 128
	// m-c is exact (Sterbenz); m+c is kept exact as a double-double.
	num := dd{m - c, 0}
	s, e := twoSum(m, c)
	f := ddDiv(num, dd{s, e})
	f2 := ddMul(f, f)
	// 2*atanh(f) = 2*(f + f**3/3 + f**5/5 + ...), by Horner in f**2;
	// f**16/17 is below 2**-110.
	sum := ddRecip[17]
	for n := 15; n >= 3; n -= 2 {
		sum = ddAdd(ddRecip[n], ddMul(sum, f2))
	}
	series := ddMul(f, ddAdd(dd{1, 0}, ddMul(sum, f2)))
	series = dd{2 * series.hi, 2 * series.lo}
	r := ddAdd(ddLogCentre[i-logTableLo], series)
	return ddAdd(ddMulF(ddLn2, float64(k)), r)
}

// ddExpScaled returns s and n with exp(t) = s * 2**n, s in about [0.7, 1.5].
// t.hi must be within (-1500, 1500).
func ddExpScaled(t dd) (dd, int) {
	j := math.Round(t.hi / ddLn2By64.hi)
	r := ddAdd(t, ddNeg(ddMulF(ddLn2By64, j)))
	// exp(r) = 1 + r + r**2/2! + ... + r**11/11!, by Horner; the next
	// term is below 2**-110.
	p := dd{1, 0}
	for n := 11; n >= 1; n-- {
		p = ddAdd(dd{1, 0}, ddMul(ddMul(p, r), ddRecip[n]))
	}
	ji := int(j)
	q := ji >> 6 // floor division by 64
	return ddMul(ddExp2Table[ji-q*64], p), q
}

// powFinite returns x**y for finite x > 0, x != 1, and finite y != 0,
// correctly rounded; it returns ±Inf past the float range.
func powFinite(x, y float64) float64 {
	// The correctly rounded x**0.5 is sqrt's result and x**2 is x*x's
	// (one rounding each): the common exponents skip the series.
	switch y {
	case 0.5:
		return math.Sqrt(x)
	case 2:
		return x * x
	}
	l := ddLog(x)
	// Decide overflow and underflow on the plain product first: in double-
	// double arithmetic a huge y would make an infinity minus an infinity.
	if p := l.hi * y; p > 710 {
		return math.Inf(1)
	} else if p < -746 {
		return 0
	}
	t := ddMulF(l, y)
	s, n := ddExpScaled(t)
	if y == math.Trunc(y) && math.Abs(y) < 1<<16 {
		if r, ok := powNearTie(x, y, s, n); ok {
			return r
		}
	}
	r := math.Ldexp(s.hi, n)
	if math.Abs(r) <= 0x1p-1022 {
		// A subnormal result: round hi+lo once, at the subnormal's ulp.
		return ddToFloatScaled(s, n)
	}
	return r
}

// ddToFloatScaled returns (s.hi+s.lo) * 2**n rounded once to a float64,
// also when the result is subnormal.
func ddToFloatScaled(s dd, n int) float64 {
	f := new(big.Float).SetPrec(200).SetFloat64(s.hi)
	f.Add(f, new(big.Float).SetFloat64(s.lo))
	f.SetMantExp(f, n)
	r, _ := f.Float64()
	return r
}

// powNearTie handles a result s*2**n of x**y, y an integer, that lies
// within the computation's error of the midpoint of two floats: it rounds
// the exact value instead. ok is false when the result is not that close
// to a tie (the usual case), or when the exact value would be too long to
// compute cheaply.
func powNearTie(x, y float64, s dd, n int) (float64, bool) {
	hi := s.hi
	ulp := math.Abs(math.Nextafter(hi, math.Inf(1)) - hi)
	// Distance of hi+lo from the nearest midpoint, in ulps of hi.
	if d := math.Abs(math.Abs(s.lo)/ulp - 0.5); d > 1e-9 {
		return 0, false
	}
	// x = mant * 2**exp with an odd integer mant, so
	// x**y = mant**y * 2**(exp*y) exactly.
	frac, exp := math.Frexp(x)
	mi := uint64(frac * (1 << 53))
	exp -= 53
	tz := bits.TrailingZeros64(mi)
	mi >>= uint(tz)
	exp += tz
	e := int64(y)
	ae := e
	if ae < 0 {
		ae = -ae
	}
	if int64(bits.Len64(mi))*ae > 1<<16 {
		return 0, false
	}
	v := new(big.Int).Exp(new(big.Int).SetUint64(mi), big.NewInt(ae), nil)
	if e < 0 {
		return ratToFloat(bigOne, v, exp*int(e)), true
	}
	f := new(big.Float).SetInt(v)
	f.SetMantExp(f, exp*int(e))
	r, _ := f.Float64() // rounds half to even, subnormals included
	return r, true
}

// ratToFloat returns num/den * 2**exp2 correctly rounded (half to even,
// subnormals included; ±Inf past the range) for num, den > 0.
func ratToFloat(num, den *big.Int, exp2 int) float64 {
	// Scale so that the integer quotient has 55 or 56 bits: two or more
	// bits beyond float64's 53, with the remainder folded in as a sticky
	// bit, make the single rounding below exact.
	n, d := num, den
	shift := 55 - (n.BitLen() - d.BitLen())
	if shift > 0 {
		n = new(big.Int).Lsh(n, uint(shift))
	} else if shift < 0 {
		d = new(big.Int).Lsh(d, uint(-shift))
	}
	q, r := new(big.Int).QuoRem(n, d, new(big.Int))
	m := q.Uint64()
	if r.Sign() != 0 {
		m |= 1
	}
	f := new(big.Float).SetUint64(m)
	f.SetMantExp(f, exp2-shift)
	v, _ := f.Float64()
	return v
}
