// This file defines Int's arithmetic: + - * // % divmod, negation,
// absolute value and ~. Each operation tries int64 first, with overflow
// detected by math/bits or a sign test, and falls back to math/big.

package runtime

import (
	"math"
	"math/big"
	"math/bits"
)

// Add returns x + y.
func (x Int) Add(y Int) Int {
	if x.big == nil && y.big == nil {
		s := x.small + y.small
		// Overflow happened iff both operands have the sign opposite to s.
		if (x.small^s)&(y.small^s) >= 0 {
			return Int{small: s}
		}
	}
	return IntFromBig(new(big.Int).Add(x.bigView(), y.bigView()))
}

// Sub returns x - y.
func (x Int) Sub(y Int) Int {
	if x.big == nil && y.big == nil {
		d := x.small - y.small
		// Overflow happened iff the operands differ in sign and d has y's sign.
		if (x.small^y.small)&(x.small^d) >= 0 {
			return Int{small: d}
		}
	}
	return IntFromBig(new(big.Int).Sub(x.bigView(), y.bigView()))
}

// Mul returns x * y.
func (x Int) Mul(y Int) Int {
	if x.big == nil && y.big == nil {
		if p, ok := mul64(x.small, y.small); ok {
			return Int{small: p}
		}
	}
	return IntFromBig(new(big.Int).Mul(x.bigView(), y.bigView()))
}

// mul64 returns a*b and true, or false when the product overflows int64.
func mul64(a, b int64) (int64, bool) {
	neg := (a < 0) != (b < 0)
	ua, ub := uint64(a), uint64(b)
	if a < 0 {
		ua = -ua
	}
	if b < 0 {
		ub = -ub
	}
	hi, lo := bits.Mul64(ua, ub)
	if hi != 0 {
		return 0, false
	}
	if neg {
		if lo > 1<<63 {
			return 0, false
		}
		return int64(-lo), true
	}
	if lo > math.MaxInt64 {
		return 0, false
	}
	return int64(lo), true
}

// Neg returns -x.
func (x Int) Neg() Int {
	if x.big == nil && x.small != math.MinInt64 {
		return Int{small: -x.small}
	}
	return IntFromBig(new(big.Int).Neg(x.bigView()))
}

// Abs returns |x|.
func (x Int) Abs() Int {
	if x.Sign() < 0 {
		return x.Neg()
	}
	return x
}

// Invert returns ~x, which is -(x+1).
func (x Int) Invert() Int {
	if x.big == nil {
		return Int{small: ^x.small}
	}
	return IntFromBig(new(big.Int).Not(x.big))
}

// Messages of the ZeroDivisionErrors raised by integer division.
const (
	msgIntDivZero = "integer division or modulo by zero"
	msgIntModZero = "integer modulo by zero"
)

// FloorDiv returns x // y, rounded towards negative infinity.
func (x Int) FloorDiv(y Int) (Int, *Error) {
	if y.IsZero() {
		return Int{}, &Error{Kind: ZeroDivisionError, Msg: msgIntDivZero}
	}
	if x.big == nil && y.big == nil && !(x.small == math.MinInt64 && y.small == -1) {
		q, _ := floorDivMod64(x.small, y.small)
		return Int{small: q}, nil
	}
	q, _ := bigFloorDivMod(x.bigView(), y.bigView())
	return IntFromBig(q), nil
}

// Mod returns x % y, which has the sign of y.
func (x Int) Mod(y Int) (Int, *Error) {
	if y.IsZero() {
		return Int{}, &Error{Kind: ZeroDivisionError, Msg: msgIntModZero}
	}
	if x.big == nil && y.big == nil {
		if y.small == -1 {
			return Int{}, nil
		}
		_, r := floorDivMod64(x.small, y.small)
		return Int{small: r}, nil
	}
	_, r := bigFloorDivMod(x.bigView(), y.bigView())
	return IntFromBig(r), nil
}

// DivMod returns (x // y, x % y).
func (x Int) DivMod(y Int) (q, r Int, err *Error) {
	if y.IsZero() {
		return Int{}, Int{}, &Error{Kind: ZeroDivisionError, Msg: msgIntDivZero}
	}
	if x.big == nil && y.big == nil && !(x.small == math.MinInt64 && y.small == -1) {
		q, r := floorDivMod64(x.small, y.small)
		return Int{small: q}, Int{small: r}, nil
	}
	bq, br := bigFloorDivMod(x.bigView(), y.bigView())
	return IntFromBig(bq), IntFromBig(br), nil
}

// floorDivMod64 returns Python's a // b and a % b for b != 0 and not
// (a == MinInt64 && b == -1).
func floorDivMod64(a, b int64) (int64, int64) {
	q, r := a/b, a%b
	// Go truncates towards zero; Python floors, so a remainder whose sign
	// differs from the divisor's moves the quotient down by one.
	if r != 0 && (r < 0) != (b < 0) {
		q--
		r += b
	}
	return q, r
}

// bigFloorDivMod returns Python's a // b and a % b for b != 0 as new
// big.Ints.
func bigFloorDivMod(a, b *big.Int) (*big.Int, *big.Int) {
	q, r := new(big.Int).QuoRem(a, b, new(big.Int))
	if r.Sign() != 0 && (r.Sign() < 0) != (b.Sign() < 0) {
		q.Sub(q, bigOne)
		r.Add(r, b)
	}
	return q, r
}

// bigOne is the constant 1; it is never changed.
var bigOne = big.NewInt(1)
