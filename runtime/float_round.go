// This file defines round() of a float, float.is_integer and
// float.as_integer_ratio.

package runtime

import (
	"math"
	"math/big"
	"strconv"
)

// FloatRound returns round(x): x rounded to the nearest integer, halves to
// even, as an Int.
func FloatRound(x float64) (Int, *Error) {
	return IntFromFloat(math.RoundToEven(x))
}

// The range of ndigits in which round(x, ndigits) does any work, from
// CPython's float___round___impl: past ndigitsMax every float is already
// exact, below ndigitsMin every finite float rounds to zero.
const (
	ndigitsMax = 323  // (DBL_MANT_DIG - DBL_MIN_EXP) * log10(2)
	ndigitsMin = -308 // -(DBL_MAX_EXP + 1) * log10(2)
)

// FloatRoundDigits returns round(x, ndigits): the float nearest to x
// correctly rounded (halves to even, judged on x's exact binary value) to
// ndigits decimal places, which may be negative.
func FloatRoundDigits(x float64, ndigits Int) (float64, *Error) {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return x, nil
	}
	// CPython clamps ndigits to a C ssize_t; any value past the limits
	// below behaves the same.
	n, ok := ndigits.Int64()
	switch {
	case !ok && ndigits.Sign() > 0, ok && n > ndigitsMax:
		return x, nil
	case !ok, n < ndigitsMin:
		return 0 * x, nil
	}
	if n >= 0 {
		// strconv rounds x's exact value half to even, as dtoa's mode 3.
		var buf [400]byte
		s := strconv.AppendFloat(buf[:0], x, 'f', int(n), 64)
		r, _ := strconv.ParseFloat(string(s), 64)
		return r, nil
	}
	// Round x / 10**k to an integer q, then read back q * 10**k.
	k := -n
	mant, exp := math.Frexp(math.Abs(x))
	num := new(big.Int).SetUint64(uint64(mant * (1 << 53)))
	exp -= 53
	den := new(big.Int).Exp(big.NewInt(10), big.NewInt(k), nil)
	if exp >= 0 {
		num.Lsh(num, uint(exp))
	} else {
		den.Lsh(den, uint(-exp))
	}
	q := roundQuoHalfEven(num, den)
	s := q.String() + "e" + strconv.FormatInt(k, 10)
	if math.Signbit(x) {
		s = "-" + s
	}
	r, _ := strconv.ParseFloat(s, 64)
	if math.IsInf(r, 0) {
		return 0, &Error{Kind: OverflowError, Msg: "rounded value too large to represent"}
	}
	return r, nil
}

// roundQuoHalfEven returns num/den rounded to the nearest integer, halves
// to even, for num >= 0 and den > 0.
func roundQuoHalfEven(num, den *big.Int) *big.Int {
	q, r := new(big.Int).QuoRem(num, den, new(big.Int))
	c := r.Lsh(r, 1).Cmp(den)
	if c > 0 || c == 0 && q.Bit(0) == 1 {
		q.Add(q, bigOne)
	}
	return q
}

// FloatIsInteger returns x.is_integer().
func FloatIsInteger(x float64) bool {
	return !math.IsInf(x, 0) && x == math.Trunc(x)
}

// FloatAsIntegerRatio returns x.as_integer_ratio(): the integers n and
// d > 0 in lowest terms with n/d == x exactly.
func FloatAsIntegerRatio(x float64) (n, d Int, err *Error) {
	if math.IsInf(x, 0) {
		return Int{}, Int{}, &Error{Kind: OverflowError, Msg: "cannot convert Infinity to integer ratio"}
	}
	if math.IsNaN(x) {
		return Int{}, Int{}, &Error{Kind: ValueError, Msg: "cannot convert NaN to integer ratio"}
	}
	if x == 0 {
		return Int{}, Int{small: 1}, nil
	}
	mant, exp := math.Frexp(x)
	m := int64(mant * (1 << 53))
	exp -= 53
	for m&1 == 0 {
		m >>= 1
		exp++
	}
	num := IntFromInt64(m)
	if exp >= 0 {
		num, _ = num.Lsh(IntFromInt64(int64(exp)))
		return num, Int{small: 1}, nil
	}
	den, _ := IntFromInt64(1).Lsh(IntFromInt64(int64(-exp)))
	return num, den, nil
}
