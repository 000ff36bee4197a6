// This file defines libmPow, glibc's pow (from Arm's optimized-routines,
// which glibc runs compiled with FMA on CPUs that have it): log(x) to
// about 68 bits from a 128-entry table and a polynomial, y*log(x) as a
// double-double, and exp of that with exp's table. Its results are within
// 0.52 ulp but not correctly rounded, so the algorithm is repeated here
// operation for operation, with an FMA wherever GCC contracts one.
//
// The table (math_tables.go) follows glibc's definition: z in [OFF,
// 2*OFF) is split into 128 cells by its top mantissa bits; c is near the
// centre of a cell with 1/c = j/128 (or j/256 above 1) so that z/c - 1 is
// exact; logc is log(c) rounded to a multiple of 2**-43 and logctail the
// rest.

package stdlib

import "math"

const (
	powOff   = 0x3fe6955500000000
	powLn2Hi = 0x1.62e42fefa3800p-1
	powLn2Lo = 0x1.ef35793c76730p-45
	powA0    = -0x1p-1
	powA1    = 0x1.555555555556p-2 * -2
	powA2    = -0x1.0000000000006p-2 * -2
	powA3    = 0x1.999999959554ep-3 * 4
	powA4    = -0x1.555555529a47ap-3 * 4
	powA5    = 0x1.2495b9b4845e9p-3 * -8
	powA6    = -0x1.0002b8b263fc3p-3 * -8
	// powSignBias makes expInline return a negative result.
	powSignBias = 0x800 << 7
)

// powLogEntry is one cell of the table of pow's logarithm.
type powLogEntry struct{ invc, logc, logctail float64 }

// powLogInline returns log(x) as hi + tail for the bits ix of a positive
// normal (or normalised subnormal) x.
func powLogInline(ix uint64) (float64, float64) {
	tmp := ix - powOff
	i := (tmp >> 45) % 128
	k := int64(tmp) >> 52
	iz := ix - (tmp & (0xfff << 52))
	z := math.Float64frombits(iz)
	kd := float64(k)
	e := &powLogTable[i]
	r := math.FMA(z, e.invc, -1.0)
	t1 := math.FMA(kd, powLn2Hi, e.logc)
	t2 := t1 + r
	lo1 := math.FMA(kd, powLn2Lo, e.logctail)
	lo2 := t1 - t2 + r
	ar := powA0 * r
	ar2 := r * ar
	ar3 := r * ar2
	hi := t2 + ar2
	lo3 := math.FMA(ar, r, -ar2)
	lo4 := t2 - hi + ar2
	// p = ar3*poly is added last, so GCC fuses it into the sum.
	poly := math.FMA(ar2, math.FMA(ar2, math.FMA(r, powA6, powA5), math.FMA(r, powA4, powA3)), math.FMA(r, powA2, powA1))
	lo := math.FMA(ar3, poly, lo1+lo2+lo3+lo4)
	y := hi + lo
	return y, hi - y + lo
}

// powExpInline returns ±exp(x + xtail), the sign set by signBias.
func powExpInline(x, xtail float64, signBias uint64) float64 {
	abstop := top12(x) & 0x7ff
	special := false
	if abstop-top12(0x1p-54) >= top12(512)-top12(0x1p-54) {
		if int32(abstop-top12(0x1p-54)) < 0 {
			one := 1.0 + x
			if signBias != 0 {
				return -one
			}
			return one
		}
		if abstop >= top12(1024) {
			r := math.Inf(1)
			if x < 0 {
				r = 0
			}
			if signBias != 0 {
				return -r
			}
			return r
		}
		special = true
	}
	z := gexpInvLn2N * x
	kd := z + gexpShift
	ki := math.Float64bits(kd)
	kd -= gexpShift
	r := math.FMA(kd, gexpNegLn2LoN, math.FMA(kd, gexpNegLn2HiN, x))
	r += xtail
	tail := math.Float64frombits(gexpTable[2*(ki%128)])
	sbits := gexpTable[2*(ki%128)+1] + (ki+signBias)<<45
	r2 := r * r
	tmp := math.FMA(r2*r2, math.FMA(r, gexpC5, gexpC4), math.FMA(r2, math.FMA(r, gexpC3, gexpC2), tail+r))
	if !special {
		scale := math.Float64frombits(sbits)
		return math.FMA(scale, tmp, scale)
	}
	if ki&0x80000000 == 0 {
		scale := math.Float64frombits(sbits - 1009<<52)
		return 0x1p1009 * math.FMA(scale, tmp, scale)
	}
	sbits += 1022 << 52
	scale := math.Float64frombits(sbits)
	st := scale * tmp
	y := scale + st
	if math.Abs(y) < 1.0 {
		one := 1.0
		if y < 0 {
			one = -1.0
		}
		lo := scale - y + st
		hi := one + y
		lo = one - hi + y + lo
		y = (hi + lo) - one
		if y == 0 {
			y = math.Float64frombits(sbits & 0x8000000000000000)
		}
	}
	return 0x1p-1022 * y
}

// powCheckInt returns 0 when the finite non-zero float with bits iy is
// not an integer, 1 when it is odd, 2 when even.
func powCheckInt(iy uint64) int {
	e := int(iy >> 52 & 0x7ff)
	switch {
	case e < 0x3ff:
		return 0
	case e > 0x3ff+52:
		return 2
	case iy&(1<<(0x3ff+52-e)-1) != 0:
		return 0
	case iy&(1<<(0x3ff+52-e)) != 0:
		return 1
	}
	return 2
}

// libmPow is glibc's pow for the finite arguments CPython passes on: NaN
// for a negative x and a non-integer y, ±Inf for 0 to a negative power
// and on overflow.
func libmPow(x, y float64) float64 {
	var signBias uint64
	ix, iy := math.Float64bits(x), math.Float64bits(y)
	topx, topy := top12(x), top12(y)
	if topx-0x001 >= 0x7ff-0x001 || (topy&0x7ff)-0x3be >= 0x43e-0x3be {
		if y == 0 {
			return 1
		}
		if x == 1 {
			return 1
		}
		if x == 0 {
			x2 := x * x
			if ix>>63 != 0 && powCheckInt(iy) == 1 {
				x2 = -x2
			}
			if iy>>63 != 0 {
				return 1 / x2
			}
			return x2
		}
		if ix>>63 != 0 {
			yint := powCheckInt(iy)
			if yint == 0 {
				return math.NaN()
			}
			if yint == 1 {
				signBias = powSignBias
			}
			ix &= 0x7fffffffffffffff
			topx &= 0x7ff
		}
		if (topy&0x7ff)-0x3be >= 0x43e-0x3be {
			if ix == math.Float64bits(1.0) {
				return 1.0
			}
			if topy&0x7ff < 0x3be {
				if ix > math.Float64bits(1.0) {
					return 1.0 + y
				}
				return 1.0 - y
			}
			if (ix > math.Float64bits(1.0)) == (topy < 0x800) {
				return math.Inf(1)
			}
			return 0
		}
		if topx == 0 {
			// A subnormal x: normalise it, with a negative exponent.
			ix = math.Float64bits(math.Float64frombits(ix) * 0x1p52)
			ix &= 0x7fffffffffffffff
			ix -= 52 << 52
		}
	}
	hi, lo := powLogInline(ix)
	ehi := y * hi
	elo := math.FMA(y, lo, math.FMA(y, hi, -ehi))
	return powExpInline(ehi, elo, signBias)
}
