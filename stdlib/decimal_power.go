// This file computes power: integral exponents exactly when the result
// can be exact (then rounded once), everything else as exp(y * ln x) with
// the working-precision loop of decimal_trans.go, and the special cases of
// the specification in between.

package stdlib

import (
	"math"
	"math/big"
)

// integral reports whether a finite x is an integer, and whether it is odd.
func integral(x *decNum) (isInt, odd bool) {
	if x.kind != decFinite {
		return false, false
	}
	if x.exp >= 0 {
		return true, x.exp == 0 && x.coef.Bit(0) == 1
	}
	if x.coef.Sign() == 0 {
		return true, false
	}
	if -x.exp >= x.digits() {
		return false, false
	}
	var q, r big.Int
	q.QuoRem(&x.coef, pow10(-x.exp), &r)
	if r.Sign() != 0 {
		return false, false
	}
	return true, q.Bit(0) == 1
}

// log10Abs approximates log10|x| for a finite nonzero x.
func log10Abs(x *decNum) float64 {
	d := x.digits()
	lead := x.coef
	var top big.Int
	if d > 17 {
		top.Quo(&lead, pow10(d-17))
	} else {
		top.Set(&lead)
	}
	f, _ := new(big.Float).SetInt(&top).Float64()
	lf := math.Log10(f)
	if d > 17 {
		lf += float64(d - 17)
	}
	return lf + float64(x.exp)
}

// power returns x ** y.
func (c *decCtx) power(x, y *decNum) (*decNum, int) {
	if r, cond, ok := c.nanResult(x, y); ok {
		return r, cond
	}
	yInt, yOdd := integral(y)
	sign := x.neg && yOdd
	if y.isZero() {
		if x.isZero() {
			return invalid(condInvalidOperation)
		}
		r := decFromInt(1)
		return r, c.finalize(r)
	}
	if x.neg && !yInt && !x.isZero() {
		return invalid(condInvalidOperation)
	}
	if x.isZero() {
		if y.neg {
			return decSpecial(sign, decInf), 0
		}
		return &decNum{neg: sign}, 0
	}
	if x.kind == decInf {
		if y.neg {
			return &decNum{neg: sign}, 0
		}
		return decSpecial(sign, decInf), 0
	}
	if y.kind == decInf {
		if x.neg {
			return invalid(condInvalidOperation)
		}
		one := decFromInt(1)
		switch cmpNum(x, one) {
		case 0:
			r := &decNum{exp: -(c.prec - 1)}
			r.coef.Set(pow10(c.prec - 1))
			return r, condInexact | condRounded
		case -1:
			if y.neg {
				return decSpecial(false, decInf), 0
			}
			return &decNum{}, 0
		}
		if y.neg {
			return &decNum{}, 0
		}
		return decSpecial(false, decInf), 0
	}
	// Out of range either way: overflow or underflow directly.
	est := decToFloat(y) * log10Abs(x)
	if y.adjexp() > 30 && log10Abs(x) != 0 {
		est = math.Copysign(math.Inf(1), est)
	}
	if est > float64(c.emax)+3 {
		r := &decNum{neg: sign, exp: c.emax + 10}
		r.coef.SetInt64(1)
		return r, c.finalize(r)
	}
	if est < float64(c.etiny())-4 {
		if yInt {
			// libmpdec's integral powers underflow to zero in every
			// rounding mode.
			r := &decNum{neg: sign, exp: c.etiny()}
			return r, condUnderflow | condSubnormal | condInexact | condRounded | condClamped
		}
		r := &decNum{neg: sign, exp: c.etiny() - 10}
		r.coef.SetInt64(1)
		return r, c.finalize(r)
	}
	if yInt {
		if r, cond, ok := c.intPower(x, y, sign); ok {
			return r, cond
		}
	}
	if k, ok := isPow10(x); ok && k == 0 {
		// One to a fractional power: one, shown inexact at full precision.
		r := &decNum{exp: -(c.prec - 1)}
		r.coef.Set(pow10(c.prec - 1))
		return r, condInexact | condRounded
	}
	ax := x.copyNum()
	ax.neg = false
	r, cond := c.ziv(func(wp int64) *decNum {
		extra := int64(0)
		if e := math.Abs(est); e > 1 {
			extra = int64(math.Log10(e)) + 2
		}
		l := lnApprox(ax, wp+extra+4)
		t := mulApprox(l, y, wp+extra+4)
		if t.isZero() {
			return decFromInt(1)
		}
		return expApprox(t, wp)
	})
	if r.kind == decFinite || r.kind == decInf {
		r.neg = sign
	}
	return r, cond
}

// intPower computes x ** y for an integral y when the exact power is small
// enough to build; ok is false when the exp/ln route must be taken.
func (c *decCtx) intPower(x, y *decNum, sign bool) (*decNum, int, bool) {
	// Strip the coefficient's trailing zeros into the exponent: the exact
	// power then has at least (d-1)*n+1 significant digits.
	nx := x.copyNum()
	nx.neg = false
	stripZeros(nx, math.MaxInt64)
	d := nx.digits()
	if y.adjexp() > 18 {
		if d == 1 && nx.coef.Int64() == 1 && x.adjexp() == 0 {
			// |x| is one, written with some zeros: they multiply.
			r := &decNum{neg: sign}
			r.coef.SetInt64(1)
			if x.digits() == 1 || y.neg {
				return r, c.finalize(r), true
			}
			r.coef.Set(pow10(c.prec - 1))
			r.exp = -(c.prec - 1)
			return r, condRounded | c.finalize(r), true
		}
		return nil, 0, false
	}
	n := new(big.Int).Set(&y.coef)
	if y.exp > 0 {
		n.Mul(n, pow10(y.exp))
	} else if y.exp < 0 {
		n.Quo(n, pow10(-y.exp))
	}
	if !n.IsInt64() {
		return nil, 0, false
	}
	k := n.Int64()
	if d == 1 && nx.coef.Int64() == 1 {
		// A power of ten: 10**(adj*k), shown with the ideal exponent
		// x.exp*k, its coefficient cut to the precision.
		r := &decNum{neg: sign}
		if y.neg {
			// 1 / 10**m is exactly 10**-m.
			r.coef.SetInt64(1)
			r.exp = -x.adjexp() * k
			return r, c.finalize(r), true
		}
		zeros := (x.digits() - 1) * k
		cond := 0
		if zeros+1 > c.prec {
			zeros = c.prec - 1
			cond = condRounded
		}
		r.coef.Set(pow10(zeros))
		r.exp = x.adjexp()*k - zeros
		return r, cond | c.finalize(r), true
	}
	// libmpdec's integral power: left-to-right binary powering, every
	// product rounded half-even to a working precision of prec plus the
	// exponent's digits plus two (one more, and the base inverted first,
	// for a negative exponent), within the context's exponent range; the
	// result then rounded to the context. Its double rounding shows.
	w := decCtx{prec: c.prec + y.digits() + y.exp + 2, rounding: roundHalfEven, emin: c.emin, emax: c.emax, charge: c.charge}
	base := x.copyNum()
	base.neg = false
	cond := 0
	if y.neg {
		w.prec++
		var bc int
		base, bc = w.div(decFromInt(1), base)
		cond |= bc
	}
	if c.step(w.prec*int64(big.NewInt(k).BitLen())) != nil {
		r, rc := invalid(0)
		return r, rc, true
	}
	r := base.copyNum()
	for bit := big.NewInt(k).BitLen() - 2; bit >= 0; bit-- {
		var mc int
		r, mc = w.mul(r, r)
		cond |= mc
		if k&(1<<uint(bit)) != 0 {
			r, mc = w.mul(r, base)
			cond |= mc
		}
		if r.kind != decFinite || (r.coef.Sign() == 0 && cond&condClamped != 0) {
			break
		}
	}
	r.neg = sign
	if r.kind != decFinite {
		return r, cond, true
	}
	return r, cond | c.finalize(r), true
}
