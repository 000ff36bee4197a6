// This file holds the exact operations of the decimal module (add,
// multiply, divide, the integer divisions and remainders, fused
// multiply-add) on decNum, each computing exactly or with a sticky digit
// and leaving the single rounding to finalize.

package stdlib

import "math/big"

// nanResult propagates NaN operands: the first signalling NaN (made
// quiet, with InvalidOperation), else the first quiet NaN. ok is false
// when no operand is a NaN.
func (c *decCtx) nanResult(ops ...*decNum) (*decNum, int, bool) {
	for _, x := range ops {
		if x.kind == decSNaN {
			r := x.copyNum()
			r.kind = decNaN
			c.fixNaN(r)
			return r, condInvalidOperation, true
		}
	}
	for _, x := range ops {
		if x.kind == decNaN {
			r := x.copyNum()
			c.fixNaN(r)
			return r, 0, true
		}
	}
	return nil, 0, false
}

// invalid is the quiet NaN an invalid operation yields with cond.
func invalid(cond int) (*decNum, int) { return decSpecial(false, decNaN), cond }

// step charges the work of an operation on numbers of about digits
// decimal digits: quadratic in their machine words, the cost of a
// schoolbook product or quotient, so that huge precisions end a run on its
// budget before the arithmetic starts. A failed charge leaves the error
// for the next charge of the run (the VM's), as the operations here cannot
// fail midway.
func (c *decCtx) step(digits int64) error {
	if c.charge == nil || digits < 64 {
		return nil
	}
	words := digits / 19
	cost := digits/64 + words*words/64
	if words > 1<<24 {
		cost = 1 << 50
	}
	if err := c.charge(cost); err != nil {
		c.failed = err
		return err
	}
	return nil
}

// add returns x + y (y negated when sub).
func (c *decCtx) add(x, y *decNum, sub bool) (*decNum, int) {
	if r, cond, ok := c.nanResult(x, y); ok {
		return r, cond
	}
	yneg := y.neg != sub
	if x.kind == decInf || y.kind == decInf {
		if x.kind == decInf && y.kind == decInf && x.neg != yneg {
			return invalid(condInvalidOperation)
		}
		if x.kind == decInf {
			return decSpecial(x.neg, decInf), 0
		}
		return decSpecial(yneg, decInf), 0
	}
	r := c.addExact(x, y, yneg)
	cond := c.finalize(r)
	return r, cond
}

// addExact adds two finite numbers (y with sign yneg) without rounding,
// replacing an operand far below the other's rounding point by a sticky
// unit so that huge exponent gaps cost nothing.
func (c *decCtx) addExact(x, y *decNum, yneg bool) *decNum {
	hi, lo := x, y
	hineg, loneg := x.neg, yneg
	if y.exp > x.exp {
		hi, lo = y, x
		hineg, loneg = yneg, x.neg
	}
	loCoef, loExp := &lo.coef, lo.exp
	if hi.coef.Sign() != 0 {
		limit := hi.adjexp() - c.prec - 1
		if hi.exp < limit {
			limit = hi.exp
		}
		if lo.coef.Sign() == 0 {
			if loExp < limit-1 {
				loExp = limit - 1
			}
		} else if lo.adjexp() < limit-1 {
			loCoef, loExp = bigOne, limit-1
		}
	} else if lo.coef.Sign() != 0 && hi.exp-loExp > c.prec+lo.digits()+2 {
		// hi is zero: the sum is lo, shown with lo's exponent.
		r := lo.copyNum()
		r.neg = loneg
		return r
	}
	if c.step(hi.digits()+hi.exp-loExp) != nil {
		return &decNum{}
	}
	r := &decNum{exp: loExp}
	a := new(big.Int).Mul(&hi.coef, pow10(hi.exp-loExp))
	if hineg {
		a.Neg(a)
	}
	b := new(big.Int).Set(loCoef)
	if loneg {
		b.Neg(b)
	}
	r.coef.Add(a, b)
	switch r.coef.Sign() {
	case -1:
		r.neg = true
		r.coef.Neg(&r.coef)
	case 0:
		r.neg = (hineg && loneg) || (hineg != loneg && c.rounding == roundFloor)
	}
	return r
}

// mul returns x * y.
func (c *decCtx) mul(x, y *decNum) (*decNum, int) {
	if r, cond, ok := c.nanResult(x, y); ok {
		return r, cond
	}
	neg := x.neg != y.neg
	if x.kind == decInf || y.kind == decInf {
		if x.isZero() || y.isZero() {
			return invalid(condInvalidOperation)
		}
		return decSpecial(neg, decInf), 0
	}
	if c.step(x.digits()+y.digits()) != nil {
		return invalid(0)
	}
	r := &decNum{neg: neg, exp: x.exp + y.exp}
	r.coef.Mul(&x.coef, &y.coef)
	return r, c.finalize(r)
}

// divSpecial settles the divisions div and divInt share: NaN operands,
// infinities and a zero divisor; done is false for two finite numbers and
// a nonzero divisor. A finite number divided by infinity is zero, at the
// smallest exponent (Clamped) for div when etinyByInf is set, at exponent
// 0 for divInt.
func (c *decCtx) divSpecial(x, y *decNum, etinyByInf bool) (r *decNum, cond int, done bool) {
	if r, cond, ok := c.nanResult(x, y); ok {
		return r, cond, true
	}
	neg := x.neg != y.neg
	switch {
	case x.kind == decInf && y.kind == decInf:
		r, cond = invalid(condInvalidOperation)
	case x.kind == decInf:
		r = decSpecial(neg, decInf)
	case y.kind == decInf && etinyByInf:
		r, cond = &decNum{neg: neg, exp: c.etiny()}, condClamped
	case y.kind == decInf:
		r = &decNum{neg: neg}
	case y.isZero() && x.isZero():
		r, cond = invalid(condDivisionUndefined)
	case y.isZero():
		r, cond = decSpecial(neg, decInf), condDivisionByZero
	default:
		return nil, 0, false
	}
	return r, cond, true
}

// div returns x / y.
func (c *decCtx) div(x, y *decNum) (*decNum, int) {
	if r, cond, done := c.divSpecial(x, y, true); done {
		return r, cond
	}
	neg := x.neg != y.neg
	ideal := x.exp - y.exp
	if x.isZero() {
		r := &decNum{neg: neg, exp: ideal}
		return r, c.finalize(r)
	}
	dx, dy := x.digits(), y.digits()
	shift := c.prec + 2 + dy - dx
	if shift < 0 {
		shift = 0
	}
	if c.step(dx+shift+dy) != nil {
		return invalid(0)
	}
	num := new(big.Int).Mul(&x.coef, pow10(shift))
	r := &decNum{neg: neg, exp: ideal - shift}
	var rem big.Int
	r.coef.QuoRem(num, &y.coef, &rem)
	if rem.Sign() != 0 {
		r.coef.Mul(&r.coef, bigTen)
		r.coef.Add(&r.coef, bigOne)
		r.exp--
	} else {
		stripZeros(r, ideal)
	}
	return r, c.finalize(r)
}

// stripZeros removes trailing zeros of the coefficient while the exponent
// stays at most limit.
func stripZeros(r *decNum, limit int64) {
	if r.coef.Sign() == 0 {
		if r.exp < limit {
			r.exp = limit
		}
		return
	}
	var q, m big.Int
	for r.exp < limit {
		q.QuoRem(&r.coef, bigTen, &m)
		if m.Sign() != 0 {
			return
		}
		r.coef.Set(&q)
		r.exp++
	}
}

// intQuotient computes the integer quotient of finite nonzero-divisor
// operands, truncated (nearest, ties to even, when near) and the exact
// remainder x - q*y with exponent min(x.exp, y.exp). ok is false when the
// quotient has more digits than the precision.
func (c *decCtx) intQuotient(x, y *decNum, near bool) (q *big.Int, rem *decNum, ok bool) {
	e := x.exp
	if y.exp < e {
		e = y.exp
	}
	if !x.isZero() && x.adjexp()-y.adjexp() > c.prec+1 {
		return nil, nil, false
	}
	if x.isZero() || x.adjexp() < y.adjexp()-1 {
		// |x| < |y| / 10: the quotient is zero and x is the remainder.
		rem = x.copyNum()
		if x.exp > e {
			rem.coef.Mul(&rem.coef, pow10(x.exp-e))
			rem.exp = e
		}
		return new(big.Int), rem, true
	}
	if c.step(x.digits()+y.digits()+x.exp-e+y.exp-e) != nil {
		return nil, nil, false
	}
	a := new(big.Int).Mul(&x.coef, pow10(x.exp-e))
	b := new(big.Int).Mul(&y.coef, pow10(y.exp-e))
	q = new(big.Int)
	r := new(big.Int)
	q.QuoRem(a, b, r)
	if near {
		twice := new(big.Int).Lsh(r, 1)
		if cmp := twice.Cmp(b); cmp > 0 || (cmp == 0 && q.Bit(0) == 1) {
			q.Add(q, bigOne)
			r.Sub(r, b)
		}
	}
	rem = &decNum{neg: x.neg, exp: e}
	if r.Sign() < 0 {
		rem.neg = !x.neg
		r.Neg(r)
	}
	rem.coef.Set(r)
	if bigDigits(q) > c.prec {
		return nil, nil, false
	}
	return q, rem, true
}

// divInt returns x // y (truncating).
func (c *decCtx) divInt(x, y *decNum) (*decNum, int) {
	if r, cond, done := c.divSpecial(x, y, false); done {
		return r, cond
	}
	neg := x.neg != y.neg
	q, _, ok := c.intQuotient(x, y, false)
	if !ok {
		return invalid(condDivisionImpossible)
	}
	r := &decNum{neg: neg}
	r.coef.Set(q)
	return r, c.finalize(r)
}

// remainder returns x % y (sign of x), or remainder-near when near.
func (c *decCtx) remainder(x, y *decNum, near bool) (*decNum, int) {
	if r, cond, ok := c.nanResult(x, y); ok {
		return r, cond
	}
	if x.kind == decInf {
		return invalid(condInvalidOperation)
	}
	if y.kind == decInf {
		r := x.copyNum()
		return r, c.finalize(r)
	}
	if y.isZero() {
		if x.isZero() {
			return invalid(condDivisionUndefined)
		}
		return invalid(condInvalidOperation)
	}
	_, rem, ok := c.intQuotient(x, y, near)
	if !ok {
		return invalid(condDivisionImpossible)
	}
	if rem.coef.Sign() == 0 {
		rem.neg = x.neg
	}
	return rem, c.finalize(rem)
}

// divmod returns (x // y, x % y) with the conditions of both.
func (c *decCtx) divmod(x, y *decNum) (*decNum, *decNum, int) {
	if r, cond, ok := c.nanResult(x, y); ok {
		return r, r.copyNum(), cond
	}
	neg := x.neg != y.neg
	if x.kind == decInf {
		if y.kind == decInf {
			r, cond := invalid(condInvalidOperation)
			return r, r.copyNum(), cond
		}
		r, _ := invalid(condInvalidOperation)
		return decSpecial(neg, decInf), r, condInvalidOperation
	}
	if y.kind == decInf {
		r := x.copyNum()
		return &decNum{neg: neg}, r, c.finalize(r)
	}
	if y.isZero() {
		if x.isZero() {
			r, cond := invalid(condDivisionUndefined)
			return r, r.copyNum(), cond
		}
		r, _ := invalid(condInvalidOperation)
		return decSpecial(neg, decInf), r, condDivisionByZero | condInvalidOperation
	}
	q, rem, ok := c.intQuotient(x, y, false)
	if !ok {
		r, cond := invalid(condDivisionImpossible)
		return r, r.copyNum(), cond
	}
	qd := &decNum{neg: neg}
	qd.coef.Set(q)
	if rem.coef.Sign() == 0 {
		rem.neg = x.neg
	}
	cond := c.finalize(qd)
	cond |= c.finalize(rem)
	return qd, rem, cond
}

// fma returns x * y + z with a single rounding.
func (c *decCtx) fma(x, y, z *decNum) (*decNum, int) {
	if !x.isNaN() && !y.isNaN() && ((x.kind == decInf && y.isZero()) || (y.kind == decInf && x.isZero())) {
		return invalid(condInvalidOperation)
	}
	if r, cond, ok := c.nanResult(x, y, z); ok {
		return r, cond
	}
	pneg := x.neg != y.neg
	if x.kind == decInf || y.kind == decInf {
		if x.isZero() || y.isZero() {
			return invalid(condInvalidOperation)
		}
		if z.kind == decInf && z.neg != pneg {
			return invalid(condInvalidOperation)
		}
		return decSpecial(pneg, decInf), 0
	}
	if z.kind == decInf {
		return decSpecial(z.neg, decInf), 0
	}
	p := &decNum{neg: pneg, exp: x.exp + y.exp}
	p.coef.Mul(&x.coef, &y.coef)
	r := c.addExact(p, z, z.neg)
	return r, c.finalize(r)
}
