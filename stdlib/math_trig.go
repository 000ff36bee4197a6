// This file defines tan and the inverse trigonometric functions, correctly
// rounded (see math_dd.go for why), and the double-double sin and cos
// they rest on (glibc's sin and cos themselves are in math_sincos.go).
//
// The argument of sin, cos and tan is reduced to r = x - k*pi/2 with
// |r| <= pi/4 as a double-double: by subtracting k*pi/2 split into parts
// of 33 bits (Cody and Waite) while k*pi/2 stays exact, else by
// multiplying with 1280 bits of 2/pi in integer arithmetic. The inverse
// functions take a float approximation y0 and correct it by one Newton
// step whose residual (sin(y0) - x and the like) is computed in
// double-double, which doubles the correct bits.

package stdlib

import (
	"math"
	"math/big"
)

// Pi/2 in parts: p1 and p2 hold 33 bits each, so k*p1 and k*p2 are exact
// for |k| < 2**20; p3 and p3t hold the rest.
const (
	pio2p1  = 0x1.921fb544p+0
	pio2p2  = 0x1.0b4611a6p-34
	pio2p3  = 0x1.3198a2e037073p-69
	pio2p3t = 0x1.129024e088a68p-123
)

// twoOverPi is twoOverPiHex as an integer: 2/pi * 2**1280.
var twoOverPi, _ = new(big.Int).SetString(twoOverPiHex, 16)

// reducePio2 returns r and n with x = n*pi/2 + r (mod 2*pi), |r| <= pi/4
// (about), n in 0..3, for finite x.
func reducePio2(x float64) (dd, int) {
	ax := math.Abs(x)
	if ax <= math.Pi/4 {
		return dd{x, 0}, 0
	}
	if ax < 0x1p20 {
		k := math.RoundToEven(x * (2 / math.Pi))
		// x - k*p1 is exact when k*p1 is close to x; twoSum keeps it exact
		// anyway.
		s, e := twoSum(x, -k*pio2p1)
		r := fastTwoSum(s, e)
		r = ddAddF(r, -k*pio2p2)
		p, pe := twoProd(k, pio2p3)
		r = ddAdd(r, dd{-p, -pe})
		r = ddAddF(r, -k*pio2p3t)
		return r, int(int64(k) & 3)
	}
	// Payne-Hanek: x = m * 2**e, m a 53-bit integer.
	frac, exp := math.Frexp(ax)
	m := int64(frac * (1 << 53))
	e := exp - 53
	prod := new(big.Int).Mul(big.NewInt(m), twoOverPi)
	shift := uint(1280 - e)
	k := new(big.Int).Rsh(prod, shift)
	f := new(big.Int).Sub(prod, new(big.Int).Lsh(k, shift))
	half := new(big.Int).Lsh(big.NewInt(1), shift-1)
	if f.Cmp(half) >= 0 {
		k.Add(k, big.NewInt(1))
		f.Sub(f, new(big.Int).Lsh(big.NewInt(1), shift))
	}
	bf := new(big.Float).SetPrec(256).SetInt(f)
	bf.SetMantExp(bf, -int(shift))
	r := ddMul(ddFromBig(bf), ddPiBy2)
	n := int(k.Uint64() & 3)
	if x < 0 {
		r = dd{-r.hi, -r.lo}
		n = (4 - n) & 3
	}
	return r, n
}

// ddSinCos returns sin(x) and cos(x) as double-doubles for finite x.
func ddSinCos(x float64) (s, c dd) {
	r, n := reducePio2(x)
	sr, cm1 := ddSinCosSmall(r)
	cr := ddAdd(ddOne, cm1)
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

// libmTan is C's tan.
func libmTan(x float64) float64 {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0):
		return math.NaN()
	case math.Abs(x) < 0x1p-27:
		return x
	}
	s, c := ddSinCosFast(x, true, true)
	t := ddDiv(s, c)
	if v, ok := fastRound(t); ok {
		return v
	}
	s, c = ddSinCos(x)
	t = ddDiv(s, c)
	return t.hi + t.lo
}

// sinCosOf returns sin(y) and cos(y) with the fast or the precise kernel.
func sinCosOf(y float64, precise bool) (s, c dd) {
	if precise {
		return ddSinCos(y)
	}
	return ddSinCosFast(y, true, true)
}

// twoTries returns f(false) rounded when its rounding is certain, else
// f(true) rounded.
func twoTries(f func(precise bool) dd) float64 {
	if v, ok := fastRound(f(false)); ok {
		return v
	}
	r := f(true)
	return r.hi + r.lo
}

// ddAsinSmall returns asin(s) for |s| <= 0.5 (about) as a double-double.
func ddAsinSmall(s dd, precise bool) dd {
	y0 := math.Asin(s.hi)
	sy, cy := sinCosOf(y0, precise)
	// y = y0 - (sin(y0) - s) / cos(y0)
	d := ddDiv(ddSub(sy, s), cy)
	return ddSub(dd{y0, 0}, d)
}

// libmAsin is C's asin.
func libmAsin(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case math.IsNaN(x):
		return x
	case ax > 1:
		return math.NaN()
	case ax < 0x1p-26:
		return x
	case ax <= 0.5:
		return twoTries(func(p bool) dd { return ddAsinSmall(dd{x, 0}, p) })
	}
	// asin(x) = pi/2 - 2*asin(sqrt((1-x)/2)); 1-x is exact.
	z := (1 - ax) / 2
	if z == 0 {
		return math.Copysign(ddPiBy2.hi, x)
	}
	s := ddSqrt(dd{z, 0})
	r := twoTries(func(p bool) dd {
		a := ddAsinSmall(s, p)
		return ddSub(ddPiBy2, dd{2 * a.hi, 2 * a.lo})
	})
	return math.Copysign(r, x)
}

// libmAcos is C's acos.
func libmAcos(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case math.IsNaN(x):
		return x
	case ax > 1:
		return math.NaN()
	case x == 1:
		return 0
	case ax <= 0.5:
		return twoTries(func(p bool) dd { return ddSub(ddPiBy2, ddAsinSmall(dd{x, 0}, p)) })
	}
	s := ddSqrt(dd{(1 - ax) / 2, 0})
	return twoTries(func(p bool) dd {
		a := ddAsinSmall(s, p)
		a = dd{2 * a.hi, 2 * a.lo}
		if x < 0 {
			a = ddSub(ddPi, a)
		}
		return a
	})
}

// ddAtanSmall returns atan(t) for |t| <= 1 as a double-double.
func ddAtanSmall(t dd, precise bool) dd {
	y0 := math.Atan(t.hi)
	sy, cy := sinCosOf(y0, precise)
	// f(y) = sin(y) - t*cos(y), f'(y) = cos(y) + t*sin(y).
	f := ddSub(sy, ddMul(t, cy))
	fp := ddAdd(cy, ddMul(t, sy))
	return ddSub(dd{y0, 0}, ddDiv(f, fp))
}

// libmAtan is C's atan.
func libmAtan(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case math.IsNaN(x):
		return x
	case ax < 0x1p-27:
		return x
	case ax > 0x1p60:
		return math.Copysign(ddPiBy2.hi, x)
	case ax <= 1:
		return twoTries(func(p bool) dd { return ddAtanSmall(dd{x, 0}, p) })
	}
	t := ddDiv(ddOne, dd{ax, 0})
	r := twoTries(func(p bool) dd { return ddSub(ddPiBy2, ddAtanSmall(t, p)) })
	return math.Copysign(r, x)
}

// libmAtan2 is C's atan2 for the finite, nonzero-y arguments that
// CPython's m_atan2 passes on.
func libmAtan2(y, x float64) float64 {
	ax, ay := math.Abs(x), math.Abs(y)
	if x == 0 {
		return math.Copysign(ddPiBy2.hi, y)
	}
	// Scale both by a power of two so that the larger is near 1; atan2
	// does not change.
	_, e := math.Frexp(math.Max(ax, ay))
	if e > 500 || e < -500 {
		ax, ay = math.Ldexp(ax, -e), math.Ldexp(ay, -e)
	}
	if ay <= ax && ay < ax*0x1p-60 {
		// atan(t) rounds to t; y/x is correctly rounded.
		if x > 0 {
			return y / x
		}
		return math.Copysign(ddPi.hi, y)
	}
	var t dd
	if ay <= ax {
		t = ddDiv(dd{ay, 0}, dd{ax, 0})
	} else {
		t = ddDiv(dd{ax, 0}, dd{ay, 0})
	}
	r := twoTries(func(p bool) dd {
		r := ddAtanSmall(t, p)
		if ay > ax {
			r = ddSub(ddPiBy2, r)
		}
		if x < 0 {
			r = ddSub(ddPi, r)
		}
		return r
	})
	return math.Copysign(r, y)
}
