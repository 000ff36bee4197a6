// This file defines float arithmetic where Python differs from IEEE or Go:
// division by zero raises, // and % floor with the sign rules of
// CPython's float_divmod, and ** follows CPython's float_pow.

package runtime

import "math"

// FloatTrueDiv returns x / y.
func FloatTrueDiv(x, y float64) (float64, *Error) {
	if y == 0 {
		return 0, &Error{Kind: ZeroDivisionError, Msg: "float division by zero"}
	}
	return x / y, nil
}

// FloatMod returns x % y, which has the sign of y (or is a zero with the
// sign of y).
func FloatMod(x, y float64) (float64, *Error) {
	if y == 0 {
		return 0, &Error{Kind: ZeroDivisionError, Msg: "float modulo"}
	}
	return floatMod(x, y), nil
}

// floatMod is x % y for y != 0.
func floatMod(x, y float64) float64 {
	// math.Mod is C's fmod: exact, with the sign of x.
	mod := math.Mod(x, y)
	if mod != 0 {
		if (y < 0) != (mod < 0) {
			mod += y
		}
	} else {
		mod = math.Copysign(0, y)
	}
	return mod
}

// FloatFloorDiv returns x // y.
func FloatFloorDiv(x, y float64) (float64, *Error) {
	if y == 0 {
		return 0, &Error{Kind: ZeroDivisionError, Msg: "float floor division by zero"}
	}
	q, _ := floatDivMod(x, y)
	return q, nil
}

// FloatDivMod returns divmod(x, y).
func FloatDivMod(x, y float64) (q, r float64, err *Error) {
	if y == 0 {
		return 0, 0, &Error{Kind: ZeroDivisionError, Msg: "float divmod()"}
	}
	q, r = floatDivMod(x, y)
	return q, r, nil
}

// floatDivMod computes divmod for y != 0 as CPython's float_divmod: the
// quotient is derived from the exact fmod remainder, so that
// q*y + r == x as nearly as floats allow.
func floatDivMod(x, y float64) (float64, float64) {
	mod := math.Mod(x, y)
	div := (x - mod) / y
	if mod != 0 {
		if (y < 0) != (mod < 0) {
			mod += y
			div -= 1.0
		}
	} else {
		mod = math.Copysign(0, y)
	}
	var floordiv float64
	if div != 0 {
		floordiv = math.Floor(div)
		if div-floordiv > 0.5 {
			floordiv += 1.0
		}
	} else {
		floordiv = math.Copysign(0, x/y)
	}
	return floordiv, mod
}

// FloatPow returns x ** y as CPython's float_pow computes it. When x is
// negative and y is not an integer the result is complex: FloatPow then
// returns isComplex == true and the caller computes complex(x) **
// complex(y) instead.
func FloatPow(x, y float64) (r float64, isComplex bool, err *Error) {
	if y == 0 {
		return 1, false, nil
	}
	if math.IsNaN(x) {
		return x, false, nil
	}
	if math.IsNaN(y) {
		if x == 1 {
			return 1, false, nil
		}
		return y, false, nil
	}
	if math.IsInf(y, 0) {
		ax := math.Abs(x)
		switch {
		case ax == 1:
			return 1, false, nil
		case (y > 0) == (ax > 1):
			return math.Inf(1), false, nil
		}
		return 0, false, nil
	}
	if math.IsInf(x, 0) {
		odd := isOddInteger(y)
		if y > 0 {
			if odd {
				return x, false, nil
			}
			return math.Abs(x), false, nil
		}
		if odd {
			return math.Copysign(0, x), false, nil
		}
		return 0, false, nil
	}
	if x == 0 {
		if y < 0 {
			return 0, false, &Error{Kind: ZeroDivisionError, Msg: "0.0 cannot be raised to a negative power"}
		}
		if isOddInteger(y) {
			return x, false, nil
		}
		return 0, false, nil
	}
	negate := false
	if x < 0 {
		if y != math.Floor(y) {
			return 0, true, nil
		}
		x = -x
		negate = isOddInteger(y)
	}
	if x == 1 {
		if negate {
			return -1, false, nil
		}
		return 1, false, nil
	}
	r = powFinite(x, y)
	if negate {
		r = -r
	}
	if math.IsInf(r, 0) {
		return 0, false, &Error{Kind: OverflowError, Msg: "(34, 'Numerical result out of range')"}
	}
	return r, false, nil
}

// isOddInteger reports whether the finite float y is an odd integer.
func isOddInteger(y float64) bool {
	// fmod is exact, and floats past 2**53 are all even.
	return math.Mod(math.Abs(y), 2) == 1
}
