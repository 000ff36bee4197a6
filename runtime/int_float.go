// This file defines the meeting points of Int and float64: int(x) of a
// float, float(n) of an int, int / int, and the exact comparison of an int
// with a float that CPython does (it never rounds the int first).

package runtime

import (
	"math"
	"math/big"
)

// ToFloat returns float(x), correctly rounded (half to even).
func (x Int) ToFloat() (float64, *Error) {
	if x.big == nil {
		// Go converts int64 to float64 with round-half-even, as C does.
		return float64(x.small), nil
	}
	if x.big.BitLen() > 1024 {
		return 0, &Error{Kind: OverflowError, Msg: "int too large to convert to float"}
	}
	f, _ := new(big.Float).SetPrec(53).SetInt(x.big).Float64()
	if math.IsInf(f, 0) {
		return 0, &Error{Kind: OverflowError, Msg: "int too large to convert to float"}
	}
	return f, nil
}

// IntFromFloat returns int(f): f truncated towards zero.
func IntFromFloat(f float64) (Int, *Error) {
	if f > -(1<<63) && f < 1<<63 {
		return Int{small: int64(f)}, nil
	}
	if math.IsNaN(f) {
		return Int{}, &Error{Kind: ValueError, Msg: "cannot convert float NaN to integer"}
	}
	if math.IsInf(f, 0) {
		return Int{}, &Error{Kind: OverflowError, Msg: "cannot convert float infinity to integer"}
	}
	// |f| >= 2**63 is an integer already.
	b, _ := new(big.Float).SetFloat64(f).Int(nil)
	return IntFromBig(b), nil
}

// CmpFloat compares x with f exactly, as Python's int/float comparisons
// do. It returns -1, 0 or +1 as x <, ==, > f, and ok == false when f is a
// NaN (every ordered comparison is then False and != is True).
func (x Int) CmpFloat(f float64) (c int, ok bool) {
	switch {
	case math.IsNaN(f):
		return 0, false
	case math.IsInf(f, 1):
		return -1, true
	case math.IsInf(f, -1):
		return 1, true
	}
	if x.big == nil {
		const exact = 1 << 53
		if x.small >= -exact && x.small <= exact {
			// The int converts to a float exactly.
			return cmpFloat64(float64(x.small), f), true
		}
		if f >= 1<<63 {
			return -1, true
		}
		if f < -(1 << 63) {
			return 1, true
		}
		t := math.Trunc(f)
		if c := cmpInt64(x.small, int64(t)); c != 0 {
			return c, true
		}
		return cmpFloat64(0, f-t), true
	}
	// A big int has |x| >= 2**63; a float in (-2**63, 2**63) is then
	// decided by the sign of x alone.
	if math.Abs(f) < 1<<63 {
		return x.big.Sign(), true
	}
	// Here |f| >= 2**63, so f is an integer.
	b, _ := new(big.Float).SetFloat64(f).Int(nil)
	return x.big.Cmp(b), true
}

// cmpFloat64 compares two non-NaN floats.
func cmpFloat64(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// cmpInt64 compares two int64s.
func cmpInt64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Cmp returns -1, 0 or +1 as x <, ==, > y.
func (x Int) Cmp(y Int) int {
	if x.big == nil && y.big == nil {
		return cmpInt64(x.small, y.small)
	}
	if x.big == nil {
		return -y.big.Sign()
	}
	if y.big == nil {
		return x.big.Sign()
	}
	return x.big.Cmp(y.big)
}

// TrueDiv returns x / y as a float, correctly rounded as CPython's
// long_true_divide does, however large x and y are.
func (x Int) TrueDiv(y Int) (float64, *Error) {
	if y.IsZero() {
		return 0, &Error{Kind: ZeroDivisionError, Msg: "division by zero"}
	}
	if x.big == nil && y.big == nil {
		const exact = 1 << 53
		if x.small >= -exact && x.small <= exact && y.small >= -exact && y.small <= exact {
			// Both convert exactly, and IEEE division rounds once.
			return float64(x.small) / float64(y.small), nil
		}
	}
	neg := (x.Sign() < 0) != (y.Sign() < 0)
	if x.IsZero() {
		if neg {
			return math.Copysign(0, -1), nil
		}
		return 0, nil
	}
	n := new(big.Int).Abs(x.bigView())
	d := new(big.Int).Abs(y.bigView())
	e := n.BitLen() - d.BitLen()
	var f float64
	switch {
	case e > 1100:
		f = math.Inf(1)
	case e < -1200:
		// Below half the smallest subnormal: the result rounds to zero.
		f = 0
	default:
		f = ratToFloat(n, d, 0)
	}
	if math.IsInf(f, 0) {
		return 0, &Error{Kind: OverflowError, Msg: "integer division result too large for a float"}
	}
	if neg {
		f = -f
	}
	return f, nil
}
