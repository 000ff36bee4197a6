// This file defines Int, Python's arbitrary-precision int as a Go value
// with an int64 fast path.
//
// An Int is either small (big == nil, the value is in small) or big (the
// value is in *big, and never fits an int64). Every operation returns a
// normalised Int, so a value that fits int64 is always small and two equal
// Ints always have the same form. A *big.Int inside an Int is never mutated
// after the Int is made: Ints are values that can be copied and shared.

package runtime

import (
	"math"
	"math/big"
	"strconv"
)

// Int is a Python int: an int64 when it fits, a *big.Int otherwise.
type Int struct {
	small int64
	big   *big.Int
}

// IntFromInt64 returns the Int with value v.
func IntFromInt64(v int64) Int { return Int{small: v} }

// IntFromBig returns the Int with the value of b. The Int takes ownership
// of b: the caller must not change b afterwards.
func IntFromBig(b *big.Int) Int {
	if b.IsInt64() {
		return Int{small: b.Int64()}
	}
	return Int{big: b}
}

// makeIntUint64 returns the Int with value v.
func makeIntUint64(v uint64) Int {
	if v <= math.MaxInt64 {
		return Int{small: int64(v)}
	}
	return Int{big: new(big.Int).SetUint64(v)}
}

// IsSmall reports whether x fits an int64.
func (x Int) IsSmall() bool { return x.big == nil }

// Int64 returns x as an int64 and true, or 0 and false when x does not fit.
func (x Int) Int64() (int64, bool) {
	if x.big != nil {
		return 0, false
	}
	return x.small, true
}

// Big returns x as a new *big.Int that the caller may change.
func (x Int) Big() *big.Int {
	if x.big != nil {
		return new(big.Int).Set(x.big)
	}
	return big.NewInt(x.small)
}

// bigView returns x as a *big.Int that must not be changed: x's own for a
// big value, a fresh one for a small value.
func (x Int) bigView() *big.Int {
	if x.big != nil {
		return x.big
	}
	return big.NewInt(x.small)
}

// Sign returns -1, 0 or +1 as x is negative, zero or positive.
func (x Int) Sign() int {
	if x.big != nil {
		return x.big.Sign()
	}
	switch {
	case x.small < 0:
		return -1
	case x.small > 0:
		return 1
	}
	return 0
}

// IsZero reports whether x == 0.
func (x Int) IsZero() bool { return x.big == nil && x.small == 0 }

// String returns x in decimal without any digit limit; it is meant for Go
// code and tests. Python's str(int) is Decimal, which honours the limit.
func (x Int) String() string {
	if x.big != nil {
		return x.big.String()
	}
	return strconv.FormatInt(x.small, 10)
}
