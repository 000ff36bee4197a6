// This file compares decimals: numeric comparison, the total orderings,
// and max/min with the specification's tie-breaks.

package stdlib

import "math/big"

// cmpNum compares two non-NaN numbers numerically.
func cmpNum(x, y *decNum) int {
	if x.kind == decInf || y.kind == decInf {
		xs, ys := infRank(x), infRank(y)
		switch {
		case xs < ys:
			return -1
		case xs > ys:
			return 1
		}
		return 0
	}
	xz, yz := x.coef.Sign() == 0, y.coef.Sign() == 0
	if xz && yz {
		return 0
	}
	if xz {
		if y.neg {
			return 1
		}
		return -1
	}
	if yz || x.neg != y.neg {
		if x.neg {
			return -1
		}
		return 1
	}
	m := cmpMag(x, y)
	if x.neg {
		return -m
	}
	return m
}

// infRank orders -inf < finite < +inf.
func infRank(x *decNum) int {
	if x.kind != decInf {
		return 0
	}
	if x.neg {
		return -1
	}
	return 1
}

// cmpMag compares |x| and |y| (finite, or infinite).
func cmpMag(x, y *decNum) int {
	if x.kind == decInf || y.kind == decInf {
		switch {
		case x.kind == decInf && y.kind == decInf:
			return 0
		case x.kind == decInf:
			return 1
		}
		return -1
	}
	xz, yz := x.coef.Sign() == 0, y.coef.Sign() == 0
	switch {
	case xz && yz:
		return 0
	case xz:
		return -1
	case yz:
		return 1
	}
	xa, ya := x.adjexp(), y.adjexp()
	if xa != ya {
		if xa < ya {
			return -1
		}
		return 1
	}
	a, b := &x.coef, &y.coef
	if x.exp > y.exp {
		a = new(big.Int).Mul(a, pow10(x.exp-y.exp))
	} else if y.exp > x.exp {
		b = new(big.Int).Mul(b, pow10(y.exp-x.exp))
	}
	return a.Cmp(b)
}

// compare is the compare operation (signal: compare-signal).
func (c *decCtx) compare(x, y *decNum, signal bool) (*decNum, int) {
	if x.isNaN() || y.isNaN() {
		r, cond, _ := c.nanResult(x, y)
		if signal {
			cond = condInvalidOperation
		}
		return r, cond
	}
	return decFromInt(int64(cmpNum(x, y))), 0
}

func decFromInt(v int64) *decNum {
	r := &decNum{neg: v < 0}
	if v < 0 {
		v = -v
	}
	r.coef.SetInt64(v)
	return r
}

// cmpTotal is the total ordering of the specification:
// -NaN < -sNaN < -inf < ... < -0 < +0 < ... < +inf < sNaN < NaN, with
// payloads and exponents breaking ties.
func cmpTotal(x, y *decNum) int {
	if x.neg != y.neg {
		if x.neg {
			return -1
		}
		return 1
	}
	m := cmpTotalMag(x, y)
	if x.neg {
		return -m
	}
	return m
}

// cmpTotalMag is the total ordering of the absolute values.
func cmpTotalMag(x, y *decNum) int {
	rank := func(d *decNum) int {
		switch d.kind {
		case decSNaN:
			return 2
		case decNaN:
			return 3
		case decInf:
			return 1
		}
		return 0
	}
	rx, ry := rank(x), rank(y)
	if rx != ry {
		if rx < ry {
			return -1
		}
		return 1
	}
	switch rx {
	case 1:
		return 0
	case 2, 3:
		return x.coef.Cmp(&y.coef)
	}
	if m := cmpMag(x, y); m != 0 {
		return m
	}
	switch {
	case x.exp < y.exp:
		return -1
	case x.exp > y.exp:
		return 1
	}
	return 0
}

// minmax is max, min, max-magnitude and min-magnitude.
func (c *decCtx) minmax(x, y *decNum, isMax, mag bool) (*decNum, int) {
	if x.isNaN() || y.isNaN() {
		if x.kind == decSNaN || y.kind == decSNaN {
			r, cond, _ := c.nanResult(x, y)
			return r, cond
		}
		// One quiet NaN: the number wins.
		if x.isNaN() && !y.isNaN() {
			r := y.copyNum()
			return r, c.finalize(r)
		}
		if y.isNaN() && !x.isNaN() {
			r := x.copyNum()
			return r, c.finalize(r)
		}
		r, cond, _ := c.nanResult(x, y)
		return r, cond
	}
	cmp := 0
	if mag {
		cmp = cmpMag(x, y)
	}
	if cmp == 0 {
		cmp = cmpNum(x, y)
	}
	if cmp == 0 {
		// Equal values: order by sign, then exponent, as compare-total.
		cmp = cmpTotal(x, y)
	}
	pick := x
	if (cmp < 0) == isMax {
		pick = y
	}
	if cmp == 0 {
		pick = x
	}
	r := pick.copyNum()
	return r, c.finalize(r)
}
