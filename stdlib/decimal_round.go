// This file rounds results to a context: the coefficient to the
// precision, the exponent into [Etiny, Emax] with overflow, underflow,
// subnormal results and the clamp of IEEE interchange formats, setting the
// conditions of the General Decimal Arithmetic specification the way
// libmpdec (CPython's _decimal) does.

package stdlib

import "math/big"

// Conditions raised by operations; the Python layer maps them onto the
// signal classes.
const (
	condClamped = 1 << iota
	condConversionSyntax
	condDivisionByZero
	condDivisionImpossible
	condDivisionUndefined
	condInexact
	condInvalidContext
	condInvalidOperation
	condOverflow
	condRounded
	condSubnormal
	condUnderflow
	condFloatOperation
)

// Rounding modes, in the order the Python layer numbers them.
const (
	roundUp = iota
	roundDown
	roundCeiling
	roundFloor
	roundHalfUp
	roundHalfDown
	roundHalfEven
	round05Up
)

// decCtx is the part of a Context arithmetic needs.
type decCtx struct {
	prec     int64
	rounding int
	emin     int64
	emax     int64
	clamp    bool
	// steps is charged for work that grows with the digits handled;
	// nil when running outside a thread (tests).
	charge func(n int64) error
	failed error // the first failed charge: the operation's result is dropped
}

func (c *decCtx) etiny() int64 { return c.emin - c.prec + 1 }
func (c *decCtx) etop() int64  { return c.emax - c.prec + 1 }

// roundShift drops n >= 1 low digits of coef (a magnitude) and returns
// whether the discarded part was nonzero, rounding by mode; neg is the sign
// of the number. It reports whether the increment was applied.
func roundShift(coef *big.Int, n int64, neg bool, mode int) (inexact bool) {
	if n <= 0 {
		return false
	}
	if n > bigDigits(coef)+1 {
		// Everything goes: the discarded part is below half of the last
		// kept unit, nonzero unless coef is zero.
		inexact = coef.Sign() != 0
		coef.SetInt64(0)
		if inexact && incrementFor(mode, neg, 0, -1, true) {
			coef.SetInt64(1)
		}
		return inexact
	}
	var r big.Int
	coef.QuoRem(coef, pow10(n), &r)
	if r.Sign() == 0 {
		return false
	}
	// Compare the remainder with half a unit: 5 * 10**(n-1).
	half := new(big.Int).Mul(big.NewInt(5), pow10(n-1))
	cmp := r.Cmp(half)
	last := new(big.Int).Rem(coef, bigTen).Int64()
	if incrementFor(mode, neg, last, cmp, true) {
		coef.Add(coef, bigOne)
	}
	return true
}

// incrementFor decides whether a nonzero discarded part makes the kept
// coefficient (whose last digit is last) grow by one; cmp compares the
// discarded part with half a unit.
func incrementFor(mode int, neg bool, last int64, cmp int, nonzero bool) bool {
	if !nonzero {
		return false
	}
	switch mode {
	case roundUp:
		return true
	case roundDown:
		return false
	case roundCeiling:
		return !neg
	case roundFloor:
		return neg
	case roundHalfUp:
		return cmp >= 0
	case roundHalfDown:
		return cmp > 0
	case roundHalfEven:
		return cmp > 0 || (cmp == 0 && last%2 == 1)
	case round05Up:
		return last == 0 || last == 5
	}
	return false
}

// finalize rounds x in place to c and returns the conditions raised.
func (c *decCtx) finalize(x *decNum) int {
	if x.kind != decFinite {
		if x.isNaN() {
			c.fixNaN(x)
		}
		return 0
	}
	cond := c.checkExp(x)
	if x.kind != decFinite || x.coef.Sign() == 0 {
		return cond
	}
	if d := x.digits(); d > c.prec {
		shift := d - c.prec
		inexact := roundShift(&x.coef, shift, x.neg, c.rounding)
		x.exp += shift
		cond |= condRounded
		if inexact {
			cond |= condInexact
		}
		if x.digits() > c.prec {
			// Carried into a new digit: 999.. became 1000..
			x.coef.Quo(&x.coef, bigTen)
			x.exp++
			if x.adjexp() > c.emax {
				cond |= c.overflow(x)
			}
		}
	}
	return cond
}

// fixNaN truncates a NaN's payload to what the context can hold.
func (c *decCtx) fixNaN(x *decNum) {
	keep := c.prec
	if c.clamp {
		keep--
	}
	if x.coef.Sign() != 0 && x.digits() > keep {
		if keep <= 0 {
			x.coef.SetInt64(0)
			return
		}
		x.coef.Rem(&x.coef, pow10(keep))
	}
}

// overflow turns x into the overflowed result of its sign.
func (c *decCtx) overflow(x *decNum) int {
	inf := true
	switch c.rounding {
	case roundDown, round05Up:
		inf = false
	case roundCeiling:
		inf = !x.neg
	case roundFloor:
		inf = x.neg
	}
	if inf {
		x.kind = decInf
		x.coef.SetInt64(0)
		x.exp = 0
	} else {
		x.coef.Sub(pow10(c.prec), bigOne)
		x.exp = c.emax - c.prec + 1
	}
	return condOverflow | condInexact | condRounded
}

// checkExp handles exponents outside the context's range.
func (c *decCtx) checkExp(x *decNum) int {
	adj := x.adjexp()
	switch {
	case adj > c.emax:
		if x.coef.Sign() == 0 {
			x.exp = c.emax
			if c.clamp {
				x.exp = c.etop()
			}
			return condClamped
		}
		return c.overflow(x)
	case c.clamp && x.exp > c.etop():
		shift := x.exp - c.etop()
		x.coef.Mul(&x.coef, pow10(shift))
		x.exp -= shift
		cond := condClamped
		if x.coef.Sign() != 0 && adj < c.emin {
			cond |= condSubnormal
		}
		return cond
	case adj < c.emin:
		etiny := c.etiny()
		if x.coef.Sign() == 0 {
			if x.exp < etiny {
				x.exp = etiny
				return condClamped
			}
			return 0
		}
		cond := condSubnormal
		if x.exp < etiny {
			shift := etiny - x.exp
			inexact := roundShift(&x.coef, shift, x.neg, c.rounding)
			x.exp = etiny
			cond |= condRounded
			if inexact {
				cond |= condInexact | condUnderflow
				if x.coef.Sign() == 0 {
					cond |= condClamped
				}
			}
		}
		return cond
	}
	return 0
}

// createDecimal is Context.create_decimal of a string: strict syntax (no
// surrounding whitespace or underscores), a NaN payload that fits, and the
// result rounded to the context.
func (c *decCtx) createDecimal(s string) (*decNum, int) {
	x, ok := parseDecimal(s, false)
	if !ok {
		return decSpecial(false, decNaN), condConversionSyntax
	}
	if x.isNaN() {
		keep := c.prec
		if c.clamp {
			keep--
		}
		if x.coef.Sign() != 0 && x.digits() > keep {
			return decSpecial(false, decNaN), condConversionSyntax
		}
		return x, 0
	}
	return x, c.finalize(x)
}
