// This file computes the transcendental operations (exp, ln, log10 and
// power with a non-integral exponent) on apd at a working precision above
// the context's, reducing huge arguments by multiples of ln 10 first
// (apd's exponents stay within ±100000), and rounds once with a sticky
// digit. When the digits past the rounding point are too close to a
// rounding boundary the working precision grows (Ziv's strategy), so
// results are correctly rounded like libmpdec's.

package stdlib

import (
	"math"
	"math/big"

	"github.com/cockroachdb/apd/v3"
)

func toApd(x *decNum) *apd.Decimal {
	d := &apd.Decimal{Negative: x.neg, Exponent: int32(x.exp)}
	d.Coeff.SetMathBigInt(&x.coef)
	return d
}

func fromApd(d *apd.Decimal) *decNum {
	r := &decNum{neg: d.Negative, exp: int64(d.Exponent)}
	r.coef.Set(d.Coeff.MathBigInt())
	if r.coef.Sign() < 0 {
		r.coef.Neg(&r.coef)
	}
	return r
}

func apdCtx(wp int64) *apd.Context {
	c := apd.BaseContext.WithPrecision(uint32(wp))
	c.Rounding = apd.RoundHalfEven
	c.Traps = 0
	return c
}

// withExp returns a copy of x scaled so that its adjusted exponent is adj.
func withAdj(x *decNum, adj int64) *decNum {
	r := x.copyNum()
	r.exp = adj - x.digits() + 1
	return r
}

// decLn10 returns ln(10) to wp digits.
func decLn10(wp int64) *decNum {
	var d apd.Decimal
	apdCtx(wp).Ln(&d, apd.New(10, 0))
	return fromApd(&d)
}

// mulApprox multiplies and rounds to wp digits (half even).
func mulApprox(x, y *decNum, wp int64) *decNum {
	w := decCtx{prec: wp, rounding: roundHalfEven, emin: -1 << 60, emax: 1 << 60}
	r, _ := w.mul(x, y)
	return r
}

func addApprox(x, y *decNum, sub bool, wp int64) *decNum {
	w := decCtx{prec: wp, rounding: roundHalfEven, emin: -1 << 60, emax: 1 << 60}
	r, _ := w.add(x, y, sub)
	return r
}

// lnApprox returns ln(x) (x finite, positive, not 1) to about wp digits.
func lnApprox(x *decNum, wp int64) *decNum {
	adj := x.adjexp()
	if adj >= -2 && adj <= 2 || adj > -50000 && adj < 50000 && x.digits() < 50000 {
		if adj >= -1 && adj <= 0 {
			var d apd.Decimal
			apdCtx(wp).Ln(&d, toApd(x))
			return fromApd(&d)
		}
	}
	// ln(m * 10**adj) = ln(m) + adj * ln(10), m in [1, 10).
	m := withAdj(x, 0)
	var d apd.Decimal
	kd := int64(len(big.NewInt(adj).String()))
	apdCtx(wp+kd+2).Ln(&d, toApd(m))
	lm := fromApd(&d)
	k := decFromInt(adj)
	return addApprox(lm, mulApprox(k, decLn10(wp+kd+4), wp+kd+4), false, wp+2)
}

// expApprox returns exp(x) (x finite, nonzero, moderate) to about wp
// digits; the result's exponent may lie outside apd's range.
func expApprox(x *decNum, wp int64) *decNum {
	if x.adjexp() < 1 {
		var d apd.Decimal
		apdCtx(wp).Exp(&d, toApd(x))
		return fromApd(&d)
	}
	// exp(x) = exp(x - k ln 10) * 10**k with k = round(x / ln 10).
	xf := decToFloat(x)
	k := int64(math.Round(xf / math.Ln10))
	kd := int64(len(big.NewInt(k).String()))
	r := addApprox(x, mulApprox(decFromInt(k), decLn10(wp+kd+x.adjexp()+4), wp+kd+x.adjexp()+4), true, wp+kd+4)
	var d apd.Decimal
	apdCtx(wp).Exp(&d, toApd(r))
	e := fromApd(&d)
	e.exp += k
	return e
}

// decToFloat approximates a finite x as a float64 (±Inf when huge).
func decToFloat(x *decNum) float64 {
	f, _ := new(big.Float).SetInt(&x.coef).Float64()
	v := f * math.Pow(10, float64(x.exp))
	if x.exp < -300 {
		v = f * math.Pow(10, float64(x.exp+300)) * 1e-300
	}
	if x.neg {
		v = -v
	}
	return v
}

// settle turns an approximation accurate to all but its last guard digits
// into a number that finalize rounds correctly (kept digits, then a sticky
// one), or reports false when the approximation is too near a boundary.
func (c *decCtx) settle(a *decNum, guard int64) (*decNum, bool) {
	d := a.digits()
	keep := c.prec
	if adj := a.adjexp(); adj < c.emin {
		keep = adj - c.etiny() + 1
		if keep < 0 {
			keep = 0
		}
	}
	m := d - guard - keep
	if m <= 1 {
		return nil, false
	}
	top := new(big.Int).Quo(&a.coef, pow10(guard))
	t := new(big.Int).Rem(top, pow10(m))
	half := new(big.Int).Mul(big.NewInt(5), pow10(m-1))
	all9 := new(big.Int).Sub(pow10(m), bigOne)
	halfLess := new(big.Int).Sub(half, bigOne)
	if t.Sign() == 0 || t.Cmp(all9) == 0 || t.Cmp(half) == 0 || t.Cmp(halfLess) == 0 {
		return nil, false
	}
	r := &decNum{neg: a.neg, exp: a.exp + guard - 1}
	r.coef.Mul(top, bigTen)
	r.coef.Add(&r.coef, bigOne)
	return r, true
}

// ziv calls approx at growing working precisions until settle succeeds,
// then rounds; after a few tries it accepts the last approximation.
func (c *decCtx) ziv(approx func(wp int64) *decNum) (*decNum, int) {
	wp := c.prec + 12
	var a *decNum
	for try := 0; try < 4; try++ {
		if c.step(wp*30) != nil {
			return invalid(0)
		}
		a = approx(wp)
		if r, ok := c.settle(a, 4); ok {
			return r, c.finalize(r) | condInexact | condRounded
		}
		wp += wp/2 + 10
	}
	// Unsettled after every try: the value is (all but) exactly
	// representable. libmpdec's result is then that of a value a hair
	// below it (directed roundings show it), flagged inexact.
	r := a.copyNum()
	if d := r.digits(); d < c.prec+2 {
		r.coef.Mul(&r.coef, pow10(c.prec+2-d))
		r.exp -= c.prec + 2 - d
	}
	r.coef.Mul(&r.coef, bigTen)
	r.coef.Sub(&r.coef, bigOne)
	r.exp--
	cond := c.finalize(r) | condInexact | condRounded
	if cond&condSubnormal != 0 {
		cond |= condUnderflow
	}
	return r, cond
}

// halfEven returns a copy of c rounding half-even: libmpdec rounds exp,
// ln and log10 that way whatever the context says.
func (c *decCtx) halfEven() *decCtx {
	h := *c
	h.rounding = roundHalfEven
	return &h
}

// exp returns e**x.
func (c *decCtx) exp(x *decNum) (*decNum, int) {
	c = c.halfEven()
	if r, cond, ok := c.nanResult(x); ok {
		return r, cond
	}
	if x.kind == decInf {
		if x.neg {
			return &decNum{}, 0
		}
		return decSpecial(false, decInf), 0
	}
	if x.isZero() {
		r := decFromInt(1)
		return r, c.finalize(r)
	}
	// Far out of range: overflow or underflow without computing.
	if xf := decToFloat(x); xf > float64(c.emax+2)*math.Ln10+10 || x.adjexp() > 40 && !x.neg {
		r := &decNum{exp: c.emax + 10}
		r.coef.SetInt64(1)
		return r, c.finalize(r)
	} else if xf < float64(c.etiny()-3)*math.Ln10-10 || x.adjexp() > 40 {
		r := &decNum{exp: c.etiny() - 10}
		r.coef.SetInt64(1)
		return r, c.finalize(r)
	}
	if x.adjexp() < -(c.prec + 3) {
		// exp(x) = 1 + x + (something positive far below x).
		one := decFromInt(1)
		r := c.addExact(one, x, x.neg)
		r.coef.Mul(&r.coef, bigTen)
		r.coef.Add(&r.coef, bigOne)
		r.exp--
		return r, c.finalize(r) | condInexact | condRounded
	}
	return c.ziv(func(wp int64) *decNum { return expApprox(x, wp) })
}

// isOne reports whether x is exactly 1 (any exponent).
func isPow10(x *decNum) (int64, bool) {
	if x.kind != decFinite || x.neg || x.coef.Sign() == 0 {
		return 0, false
	}
	s := x.coef.String()
	if s[0] != '1' {
		return 0, false
	}
	for i := 1; i < len(s); i++ {
		if s[i] != '0' {
			return 0, false
		}
	}
	return x.adjexp(), true
}

// logSpecials handles the operands of ln and log10 that need no
// computation.
func (c *decCtx) logSpecials(x *decNum) (*decNum, int, bool) {
	if r, cond, ok := c.nanResult(x); ok {
		return r, cond, true
	}
	if x.isZero() {
		return decSpecial(true, decInf), 0, true
	}
	if x.neg {
		r, cond := invalid(condInvalidOperation)
		return r, cond, true
	}
	if x.kind == decInf {
		return decSpecial(false, decInf), 0, true
	}
	return nil, 0, false
}

// ln returns the natural logarithm.
func (c *decCtx) ln(x *decNum) (*decNum, int) {
	c = c.halfEven()
	if r, cond, ok := c.logSpecials(x); ok {
		return r, cond
	}
	if k, ok := isPow10(x); ok && k == 0 {
		r := &decNum{}
		return r, c.finalize(r)
	}
	return c.ziv(func(wp int64) *decNum { return lnApprox(x, wp) })
}

// log10 returns the base-ten logarithm.
func (c *decCtx) log10(x *decNum) (*decNum, int) {
	c = c.halfEven()
	if r, cond, ok := c.logSpecials(x); ok {
		return r, cond
	}
	if k, ok := isPow10(x); ok {
		r := decFromInt(k)
		return r, c.finalize(r)
	}
	return c.ziv(func(wp int64) *decNum {
		adj := x.adjexp()
		if adj > -50000 && adj < 50000 {
			var d apd.Decimal
			apdCtx(wp).Log10(&d, toApd(x))
			return fromApd(&d)
		}
		m := withAdj(x, 0)
		var d apd.Decimal
		apdCtx(wp).Log10(&d, toApd(m))
		return addApprox(fromApd(&d), decFromInt(adj), false, wp+2)
	})
}
