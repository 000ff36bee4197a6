// This file defines exp, exp2 and log as glibc computes them (its
// algorithms from Arm's optimized-routines, repeated operation for
// operation), and roundChecked, the rounding test of the fast paths of
// math_trig_fast.go.

package stdlib

import "math"

// roundChecked returns hi+lo rounded, and whether every value within err
// of hi+lo rounds to it too.
func roundChecked(r dd, err float64) (float64, bool) {
	v := r.hi + r.lo
	return v, r.hi+(r.lo+err) == v && r.hi+(r.lo-err) == v
}

// glibc's exp (and exp2), from Arm's optimized-routines: x = k*ln2/128 +
// r, exp(x) = 2**(k/128) * exp(r) with a degree-5 polynomial for exp(r).
// It is not correctly rounded (0.509 ulp at worst), so its algorithm is
// repeated here step for step. For exp, glibc runs the variant compiled
// with FMA on CPUs that have it, as the machine CPython was recorded on
// does; the FMAs below are where GCC contracts a*b+c in that variant
// (checked against 500,000 recorded results). exp2 has no such variant.
const (
	gexpInvLn2N   = 0x1.71547652b82fep0 * 128
	gexpNegLn2HiN = -0x1.62e42fefa0000p-8
	gexpNegLn2LoN = -0x1.cf79abc9e3b3ap-47
	gexpShift     = 0x1.8p52
	gexpC2        = 0x1.ffffffffffdbdp-2
	gexpC3        = 0x1.555555555543cp-3
	gexpC4        = 0x1.55555cf172b91p-5
	gexpC5        = 0x1.1111167a4d017p-7
	gexp2Shift    = 0x1.8p52 / 128
	gexp2C1       = 0x1.62e42fefa39efp-1
	gexp2C2       = 0x1.ebfbdff82c424p-3
	gexp2C3       = 0x1.c6b08d70cf4b5p-5
	gexp2C4       = 0x1.3b2abd24650ccp-7
	gexp2C5       = 0x1.5d7e09b4e3a84p-10
)

// top12 returns the sign and exponent bits of x.
func top12(x float64) uint32 { return uint32(math.Float64bits(x) >> 52) }

// gexpFinish returns scale * (1 + tmp) for the table entry of ki, with
// glibc's care for results near the ends of the float range when
// special is set; fused says whether scale + scale*tmp is one FMA.
func gexpFinish(tmp float64, ki uint64, special, fused bool) float64 {
	sbits := gexpTable[2*(ki%128)+1] + ki<<45
	mulAdd := func(scale float64) float64 {
		if fused {
			return math.FMA(scale, tmp, scale)
		}
		return scale + scale*tmp
	}
	if !special {
		return mulAdd(math.Float64frombits(sbits))
	}
	if ki&0x80000000 == 0 {
		// k > 0: the exponent of scale may have overflowed by <= 460.
		return 0x1p1009 * mulAdd(math.Float64frombits(sbits-1009<<52))
	}
	// k < 0: round once in the subnormal range. scale*tmp is used twice,
	// so GCC computes it once and does not contract it.
	scale := math.Float64frombits(sbits + 1022<<52)
	st := scale * tmp
	y := scale + st
	if y < 1.0 {
		lo := scale - y + st
		hi := 1.0 + y
		lo = 1.0 - hi + y + lo
		y = (hi + lo) - 1.0
		if y == 0 {
			y = 0
		}
	}
	return 0x1p-1022 * y
}

// libmExp is glibc's exp.
func libmExp(x float64) float64 {
	abstop := top12(x) & 0x7ff
	special := false
	if abstop-top12(0x1p-54) >= top12(512)-top12(0x1p-54) {
		if int32(abstop-top12(0x1p-54)) < 0 {
			return 1.0 + x // |x| < 2**-54
		}
		if abstop >= top12(1024) {
			switch {
			case math.IsInf(x, -1):
				return 0
			case abstop >= top12(math.Inf(1)):
				return 1.0 + x
			case x < 0:
				return 0
			}
			return math.Inf(1)
		}
		special = true
	}
	z := gexpInvLn2N * x
	kd := z + gexpShift
	ki := math.Float64bits(kd)
	kd -= gexpShift
	r := math.FMA(kd, gexpNegLn2LoN, math.FMA(kd, gexpNegLn2HiN, x))
	tail := math.Float64frombits(gexpTable[2*(ki%128)])
	r2 := r * r
	tmp := math.FMA(r2*r2, math.FMA(r, gexpC5, gexpC4), math.FMA(r2, math.FMA(r, gexpC3, gexpC2), tail+r))
	return gexpFinish(tmp, ki, special, true)
}

// libmExp2 is glibc's exp2: x = k/128 + r, the same table, and a
// polynomial for 2**r.
func libmExp2(x float64) float64 {
	abstop := top12(x) & 0x7ff
	special := false
	if abstop-top12(0x1p-54) >= top12(512)-top12(0x1p-54) {
		if int32(abstop-top12(0x1p-54)) < 0 {
			return 1.0 + x
		}
		if abstop >= top12(1024) {
			switch {
			case math.IsInf(x, -1):
				return 0
			case abstop >= top12(math.Inf(1)):
				return 1.0 + x
			case x >= 0:
				return math.Inf(1)
			case x <= -1075:
				return 0
			}
		}
		// Large |x| is handled by gexpFinish.
		special = math.Float64bits(x)<<1 > math.Float64bits(928.0)<<1
	}
	kd := x + gexp2Shift
	ki := math.Float64bits(kd)
	kd -= gexp2Shift
	r := x - kd
	tail := math.Float64frombits(gexpTable[2*(ki%128)])
	r2 := r * r
	// glibc has no FMA variant of exp2: no operation is fused.
	tmp := tail + r*gexp2C1 + r2*(gexp2C2+r*gexp2C3) + r2*r2*(gexp2C4+r*gexp2C5)
	return gexpFinish(tmp, ki, special, false)
}

// glibc's log, from Arm's optimized-routines (run with FMA, as exp): near
// 1 a polynomial in r = x-1; elsewhere x = 2**k * z, log(x) = k*ln2 +
// log(c) + log1p(z/c - 1) with c from a 128-entry table. Its results are
// within 0.52 ulp but not correctly rounded, so each operation is repeated.
const (
	glogLn2Hi = 0x1.62e42fefa3800p-1
	glogLn2Lo = 0x1.ef35793c76730p-45
	glogOff   = 0x3fe6000000000000
	glogA0    = -0x1.0000000000001p-1
	glogA1    = 0x1.555555551305bp-2
	glogA2    = -0x1.fffffffeb459p-3
	glogA3    = 0x1.999b324f10111p-3
	glogA4    = -0x1.55575e506c89fp-3
	glogB0    = -0x1p-1
	glogB1    = 0x1.5555555555577p-2
	glogB2    = -0x1.ffffffffffdcbp-3
	glogB3    = 0x1.999999995dd0cp-3
	glogB4    = -0x1.55555556745a7p-3
	glogB5    = 0x1.24924a344de3p-3
	glogB6    = -0x1.fffffa4423d65p-4
	glogB7    = 0x1.c7184282ad6cap-4
	glogB8    = -0x1.999eb43b068ffp-4
	glogB9    = 0x1.78182f7afd085p-4
	glogB10   = -0x1.5521375d145cdp-4
)

// libmLog is glibc's log.
func libmLog(x float64) float64 {
	const lo1, hi1 = 0x3fee000000000000, 0x3ff1090000000000 // 1-2**-4, 1+0x1.09p-4
	ix := math.Float64bits(x)
	if ix-lo1 < hi1-lo1 {
		if x == 1 {
			return 0
		}
		r := x - 1.0
		r2 := r * r
		r3 := r * r2
		poly := fma(r3, fma(r3, fma(r3, glogB10, fma(r2, glogB9, fma(r, glogB8, glogB7))),
			fma(r2, glogB6, fma(r, glogB5, glogB4))), fma(r2, glogB3, fma(r, glogB2, glogB1)))
		// Split r so that rhi*rhi is exact.
		w := r * 0x1p27
		rhi := r + w - w
		rlo := r - rhi
		w = rhi * rhi * glogB0
		hi := r + w
		lo := r - hi + w
		lo = fma(glogB0*rlo, rhi+r, lo)
		// y = r3*poly, then y += lo: GCC fuses the two.
		return fma(r3, poly, lo) + hi
	}
	top := uint32(ix >> 48)
	if top-0x0010 >= 0x7ff0-0x0010 {
		switch {
		case ix<<1 == 0:
			return math.Inf(-1)
		case x == math.Inf(1):
			return x
		case top&0x8000 != 0 || top&0x7ff0 == 0x7ff0:
			return math.NaN()
		}
		// A subnormal x: normalise it.
		ix = math.Float64bits(x * 0x1p52)
		ix -= 52 << 52
	}
	tmp := ix - glogOff
	i := (tmp >> 45) % 128
	k := int64(tmp) >> 52
	iz := ix - (tmp & (0xfff << 52))
	e := &glibcLogTable[i]
	z := math.Float64frombits(iz)
	r := math.FMA(z, e[0], -1.0)
	kd := float64(k)
	w := math.FMA(kd, glogLn2Hi, e[1])
	hi := w + r
	lo := math.FMA(kd, glogLn2Lo, w-hi+r)
	r2 := r * r
	y := math.FMA(r*r2, math.FMA(r2, math.FMA(r, glogA4, glogA3), math.FMA(r, glogA2, glogA1)), math.FMA(r2, glogA0, lo)) + hi
	return y
}
