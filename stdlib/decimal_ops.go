// This file holds the decimal operations that change a number's exponent
// or digits without arithmetic between two values: quantize, the
// to-integral operations, reduce, plus/minus/abs, logb/scaleb, the next-*
// operations, square root, and the digit-wise logical, rotate and shift
// operations.

package stdlib

import (
	"math/big"
	"strings"
)

// plus returns +x (minus: 0 - x; abs: |x|) rounded to the context.
func (c *decCtx) plus(x *decNum, op byte) (*decNum, int) {
	if r, cond, ok := c.nanResult(x); ok {
		return r, cond
	}
	r := x.copyNum()
	switch op {
	case '-':
		r.neg = !r.neg
	case 'a':
		r.neg = false
	}
	if r.isZero() && op != 'a' {
		r.neg = c.rounding == roundFloor && (op == '+' && x.neg || op == '-' && !x.neg)
	}
	if r.kind == decInf {
		return r, 0
	}
	return r, c.finalize(r)
}

// quantize returns x rounded to the exponent of y (rescale when exp is
// given directly).
func (c *decCtx) quantize(x, y *decNum, mode int) (*decNum, int) {
	if r, cond, ok := c.nanResult(x, y); ok {
		return r, cond
	}
	if x.kind == decInf || y.kind == decInf {
		if x.kind == decInf && y.kind == decInf {
			return x.copyNum(), 0
		}
		return invalid(condInvalidOperation)
	}
	return c.rescale(x, y.exp, mode)
}

func (c *decCtx) rescale(x *decNum, exp int64, mode int) (*decNum, int) {
	if exp < c.etiny() || exp > c.emax {
		return invalid(condInvalidOperation)
	}
	if x.isZero() {
		r := &decNum{neg: x.neg, exp: exp}
		return r, c.finalize(r)
	}
	if x.adjexp() > c.emax || x.adjexp()-exp+1 > c.prec {
		return invalid(condInvalidOperation)
	}
	if c.step(x.digits()+x.exp-exp) != nil {
		return invalid(0)
	}
	r := x.copyNum()
	cond := 0
	if exp < x.exp {
		r.coef.Mul(&r.coef, pow10(x.exp-exp))
	} else if exp > x.exp {
		if roundShift(&r.coef, exp-x.exp, r.neg, mode) {
			cond |= condInexact
		}
		cond |= condRounded
	}
	r.exp = exp
	if r.adjexp() > c.emax || r.digits() > c.prec {
		return invalid(condInvalidOperation)
	}
	if r.coef.Sign() != 0 && r.adjexp() < c.emin {
		cond |= condSubnormal
	}
	return r, cond | c.finalize(r)
}

// toIntegral rounds x to an integer by mode; exact raises Inexact and
// Rounded.
func (c *decCtx) toIntegral(x *decNum, mode int, exact bool) (*decNum, int) {
	if r, cond, ok := c.nanResult(x); ok {
		return r, cond
	}
	r := x.copyNum()
	if r.kind == decInf || r.exp >= 0 {
		return r, 0
	}
	if r.coef.Sign() == 0 {
		r.exp = 0
		return r, 0
	}
	inexact := roundShift(&r.coef, -r.exp, r.neg, mode)
	r.exp = 0
	cond := 0
	if exact {
		cond = condRounded
		if inexact {
			cond |= condInexact
		}
	}
	return r, cond
}

// reduce is normalize: rounded, then trailing zeros stripped.
func (c *decCtx) reduce(x *decNum) (*decNum, int) {
	if r, cond, ok := c.nanResult(x); ok {
		return r, cond
	}
	r := x.copyNum()
	if r.kind == decInf {
		return r, 0
	}
	cond := c.finalize(r)
	if r.kind != decFinite {
		return r, cond
	}
	if r.coef.Sign() == 0 {
		r.exp = 0
		return r, cond
	}
	limit := c.emax
	if c.clamp {
		limit = c.etop()
	}
	stripZeros(r, limit)
	return r, cond
}

// logb returns the adjusted exponent of x as a decimal.
func (c *decCtx) logb(x *decNum) (*decNum, int) {
	if r, cond, ok := c.nanResult(x); ok {
		return r, cond
	}
	if x.kind == decInf {
		return decSpecial(false, decInf), 0
	}
	if x.isZero() {
		return decSpecial(true, decInf), condDivisionByZero
	}
	r := decFromInt(x.adjexp())
	return r, c.finalize(r)
}

// intOperand reads y as an integer with exponent 0 within ±limit.
func intOperand(y *decNum, limit int64) (int64, bool) {
	if y.kind != decFinite || y.exp != 0 || y.coef.BitLen() > 62 {
		return 0, false
	}
	v := y.coef.Int64()
	if v > limit {
		return 0, false
	}
	if y.neg {
		v = -v
	}
	return v, true
}

// scaleb returns x * 10**y for an integral y.
func (c *decCtx) scaleb(x, y *decNum) (*decNum, int) {
	if r, cond, ok := c.nanResult(x, y); ok {
		return r, cond
	}
	n, ok := intOperand(y, 2*(c.emax+c.prec))
	if !ok {
		return invalid(condInvalidOperation)
	}
	r := x.copyNum()
	if r.kind == decInf {
		return r, 0
	}
	r.exp += n
	return r, c.finalize(r)
}

// next returns the closest representable number above x (up) or below.
func (c *decCtx) next(x *decNum, up bool) (*decNum, int) {
	if r, cond, ok := c.nanResult(x); ok {
		return r, cond
	}
	if x.kind == decInf {
		if x.neg == up {
			r := &decNum{neg: x.neg, exp: c.etop()}
			r.coef.Sub(pow10(c.prec), bigOne)
			return r, 0
		}
		return x.copyNum(), 0
	}
	w := *c
	w.rounding = roundFloor
	if up {
		w.rounding = roundCeiling
	}
	tiny := &decNum{neg: !up, exp: c.etiny() - 1}
	tiny.coef.SetInt64(1)
	if x.isZero() {
		r := tiny.copyNum()
		w.finalize(r)
		return r, 0
	}
	// A number below the context's range first rounds toward the
	// direction: that is already the neighbour.
	if r := x.copyNum(); w.finalize(r)&condInexact != 0 {
		return r, 0
	}
	r := w.addExact(x, tiny, tiny.neg)
	cond := w.finalize(r)
	return r, cond & (condInvalidOperation | condDivisionByZero)
}

// nextToward returns the next number from x in the direction of y.
func (c *decCtx) nextToward(x, y *decNum) (*decNum, int) {
	if r, cond, ok := c.nanResult(x, y); ok {
		return r, cond
	}
	cmp := cmpNum(x, y)
	if cmp == 0 {
		r := x.copyNum()
		r.neg = y.neg
		return r, 0
	}
	r, cond := c.next(x, cmp < 0)
	if r.kind == decInf {
		cond |= condOverflow | condRounded | condInexact
	} else if r.isZero() || r.adjexp() < c.emin {
		cond |= condUnderflow | condSubnormal | condRounded | condInexact
		if r.isZero() {
			cond |= condClamped
		}
	}
	return r, cond
}

// sqrt returns the square root, correctly rounded half-even.
func (c *decCtx) sqrt(x *decNum) (*decNum, int) {
	if r, cond, ok := c.nanResult(x); ok {
		return r, cond
	}
	ideal := x.exp >> 1 // floor(exp / 2)
	if x.isZero() {
		r := &decNum{neg: x.neg, exp: ideal}
		return r, c.finalize(r)
	}
	if x.neg {
		return invalid(condInvalidOperation)
	}
	if x.kind == decInf {
		return x.copyNum(), 0
	}
	// Scale the coefficient so that its root has at least prec+1 digits and
	// the remaining exponent is even.
	d := x.digits()
	shift := 2*(c.prec+1) - d
	if shift < 0 {
		shift = 0
	}
	if (x.exp-shift)&1 != 0 {
		shift++
	}
	if c.step(d+shift) != nil {
		return invalid(0)
	}
	n := new(big.Int).Mul(&x.coef, pow10(shift))
	r := &decNum{exp: (x.exp - shift) / 2}
	r.coef.Sqrt(n)
	sq := new(big.Int).Mul(&r.coef, &r.coef)
	if sq.Cmp(n) != 0 {
		r.coef.Mul(&r.coef, bigTen)
		r.coef.Add(&r.coef, bigOne)
		r.exp--
	} else {
		stripZeros(r, ideal)
	}
	w := *c
	w.rounding = roundHalfEven
	return r, w.finalize(r)
}

// logicalDigits reads x as a string of 0 and 1 digits for the logical
// operations, padded with zeros to the precision.
func (c *decCtx) logicalDigits(x *decNum) (string, bool) {
	if x.kind != decFinite || x.neg || x.exp != 0 {
		return "", false
	}
	s := x.coef.String()
	if int64(len(s)) > c.prec {
		s = s[int64(len(s))-c.prec:]
	}
	for i := 0; i < len(s); i++ {
		if s[i] != '0' && s[i] != '1' {
			return "", false
		}
	}
	return strings.Repeat("0", int(c.prec)-len(s)) + s, true
}

// logical is logical-and ('&'), -or ('|'), -xor ('^') and -invert ('~').
func (c *decCtx) logical(op byte, x, y *decNum) (*decNum, int) {
	a, ok := c.logicalDigits(x)
	if !ok {
		return invalid(condInvalidOperation)
	}
	b := a
	if op != '~' {
		if b, ok = c.logicalDigits(y); !ok {
			return invalid(condInvalidOperation)
		}
	}
	out := make([]byte, len(a))
	for i := range out {
		p, q := a[i] == '1', b[i] == '1'
		var v bool
		switch op {
		case '&':
			v = p && q
		case '|':
			v = p || q
		case '^':
			v = p != q
		case '~':
			v = !p
		}
		out[i] = '0'
		if v {
			out[i] = '1'
		}
	}
	return digitsNum(false, string(out), 0), 0
}

// digitsNum builds a finite number from a digit string.
func digitsNum(neg bool, digits string, exp int64) *decNum {
	r := &decNum{neg: neg, exp: exp}
	digits = strings.TrimLeft(digits, "0")
	if digits != "" {
		r.coef.SetString(digits, 10)
	}
	return r
}

// rotateShift is rotate (rot) or shift of x's coefficient by y digits.
func (c *decCtx) rotateShift(x, y *decNum, rot bool) (*decNum, int) {
	if r, cond, ok := c.nanResult(x, y); ok {
		return r, cond
	}
	n, ok := intOperand(y, c.prec)
	if !ok {
		return invalid(condInvalidOperation)
	}
	if x.kind == decInf {
		return x.copyNum(), 0
	}
	s := x.coef.String()
	p := int(c.prec)
	if len(s) > p {
		s = s[len(s)-p:]
	}
	s = strings.Repeat("0", p-len(s)) + s
	k := int(n)
	var out string
	switch {
	case rot:
		k = ((k % p) + p) % p
		out = s[k:] + s[:k]
	case k >= 0:
		out = s[k:] + strings.Repeat("0", k)
	default:
		out = strings.Repeat("0", -k) + s[:p+k]
	}
	return digitsNum(x.neg, out, x.exp), 0
}
