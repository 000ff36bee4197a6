// This file is the single entry of the decimal arithmetic: every Context
// method of the Python layer (and the IBM test vectors) calls an
// operation by its Python name through decApply.

package stdlib

import "math/big"

// decOut is an operation's result: a number, a second number (divmod), a
// truth value or a string.
type decOut struct {
	num, num2 *decNum
	b         bool
	s         string
	kind      byte // 'n' number, 'd' pair, 'b' bool, 's' string
}

// decArity gives the number of operands of each operation.
var decArity = map[string]int{
	"add": 2, "subtract": 2, "multiply": 2, "divide": 2, "divide_int": 2, "remainder": 2,
	"remainder_near": 2, "divmod": 2, "fma": 3, "power": 2, "powmod": 3, "sqrt": 1, "exp": 1,
	"ln": 1, "log10": 1, "logb": 1, "scaleb": 2, "quantize": 2, "normalize": 1, "plus": 1,
	"minus": 1, "abs": 1, "compare": 2, "compare_signal": 2, "compare_total": 2,
	"compare_total_mag": 2, "max": 2, "min": 2, "max_mag": 2, "min_mag": 2, "next_plus": 1,
	"next_minus": 1, "next_toward": 2, "to_integral": 1, "to_integral_value": 1,
	"to_integral_exact": 1, "logical_and": 2, "logical_or": 2, "logical_xor": 2,
	"logical_invert": 1, "rotate": 2, "shift": 2, "copy_abs": 1, "copy_negate": 1,
	"copy_sign": 2, "copy_decimal": 1, "canonical": 1, "number_class": 1, "is_canonical": 1,
	"is_finite": 1, "is_infinite": 1, "is_nan": 1, "is_normal": 1, "is_qnan": 1,
	"is_signed": 1, "is_snan": 1, "is_subnormal": 1, "is_zero": 1, "same_quantum": 2,
	"to_sci_string": 1, "to_eng_string": 1, "_apply": 1,
}

// decApply runs operation name on args under c. rounding is the mode for
// quantize and the to-integral operations (-1: the context's).
func decApply(c *decCtx, name string, args []*decNum, rounding int) (decOut, int) {
	num := func(r *decNum, cond int) (decOut, int) { return decOut{num: r, kind: 'n'}, cond }
	boolean := func(b bool) (decOut, int) { return decOut{b: b, kind: 'b'}, 0 }
	mode := c.rounding
	if rounding >= 0 {
		mode = rounding
	}
	x := args[0]
	var y *decNum
	if len(args) > 1 {
		y = args[1]
	}
	switch name {
	case "add":
		return num(c.add(x, y, false))
	case "subtract":
		return num(c.add(x, y, true))
	case "multiply":
		return num(c.mul(x, y))
	case "divide":
		return num(c.div(x, y))
	case "divide_int":
		return num(c.divInt(x, y))
	case "remainder":
		return num(c.remainder(x, y, false))
	case "remainder_near":
		return num(c.remainder(x, y, true))
	case "divmod":
		q, r, cond := c.divmod(x, y)
		return decOut{num: q, num2: r, kind: 'd'}, cond
	case "fma":
		return num(c.fma(x, y, args[2]))
	case "power":
		return num(c.power(x, y))
	case "powmod":
		return num(c.powMod(x, y, args[2]))
	case "sqrt":
		return num(c.sqrt(x))
	case "exp":
		return num(c.exp(x))
	case "ln":
		return num(c.ln(x))
	case "log10":
		return num(c.log10(x))
	case "logb":
		return num(c.logb(x))
	case "scaleb":
		return num(c.scaleb(x, y))
	case "quantize":
		return num(c.quantize(x, y, mode))
	case "normalize":
		return num(c.reduce(x))
	case "plus":
		return num(c.plus(x, '+'))
	case "minus":
		return num(c.plus(x, '-'))
	case "abs":
		return num(c.plus(x, 'a'))
	case "compare":
		return num(c.compare(x, y, false))
	case "compare_signal":
		return num(c.compare(x, y, true))
	case "compare_total":
		return num(decFromInt(int64(cmpTotal(x, y))), 0)
	case "compare_total_mag":
		return num(decFromInt(int64(cmpTotalMag(x, y))), 0)
	case "max":
		return num(c.minmax(x, y, true, false))
	case "min":
		return num(c.minmax(x, y, false, false))
	case "max_mag":
		return num(c.minmax(x, y, true, true))
	case "min_mag":
		return num(c.minmax(x, y, false, true))
	case "next_plus":
		return num(c.next(x, true))
	case "next_minus":
		return num(c.next(x, false))
	case "next_toward":
		return num(c.nextToward(x, y))
	case "to_integral", "to_integral_value":
		return num(c.toIntegral(x, mode, false))
	case "to_integral_exact":
		return num(c.toIntegral(x, mode, true))
	case "logical_and":
		return num(c.logical('&', x, y))
	case "logical_or":
		return num(c.logical('|', x, y))
	case "logical_xor":
		return num(c.logical('^', x, y))
	case "logical_invert":
		return num(c.logical('~', x, nil))
	case "rotate":
		return num(c.rotateShift(x, y, true))
	case "shift":
		return num(c.rotateShift(x, y, false))
	case "copy_abs":
		r := x.copyNum()
		r.neg = false
		return num(r, 0)
	case "copy_negate":
		r := x.copyNum()
		r.neg = !r.neg
		return num(r, 0)
	case "copy_sign":
		r := x.copyNum()
		r.neg = y.neg
		return num(r, 0)
	case "copy_decimal", "canonical":
		return num(x.copyNum(), 0)
	case "_apply":
		r := x.copyNum()
		return num(r, c.finalize(r))
	case "number_class":
		return decOut{s: c.numberClass(x), kind: 's'}, 0
	case "is_canonical":
		return boolean(true)
	case "is_finite":
		return boolean(x.kind == decFinite)
	case "is_infinite":
		return boolean(x.kind == decInf)
	case "is_nan":
		return boolean(x.isNaN())
	case "is_qnan":
		return boolean(x.kind == decNaN)
	case "is_snan":
		return boolean(x.kind == decSNaN)
	case "is_signed":
		return boolean(x.neg)
	case "is_zero":
		return boolean(x.isZero())
	case "is_normal":
		return boolean(x.kind == decFinite && !x.isZero() && x.adjexp() >= c.emin)
	case "is_subnormal":
		return boolean(x.kind == decFinite && !x.isZero() && x.adjexp() < c.emin)
	case "same_quantum":
		if x.isSpecial() || y.isSpecial() {
			return boolean((x.isNaN() && y.isNaN()) || (x.kind == decInf && y.kind == decInf))
		}
		return boolean(x.exp == y.exp)
	case "to_sci_string":
		return decOut{s: x.sciString(false, true), kind: 's'}, 0
	case "to_eng_string":
		return decOut{s: x.sciString(true, true), kind: 's'}, 0
	}
	return decOut{}, condInvalidOperation
}

// numberClass is the number_class operation.
func (c *decCtx) numberClass(x *decNum) string {
	switch x.kind {
	case decSNaN:
		return "sNaN"
	case decNaN:
		return "NaN"
	}
	sign := "+"
	if x.neg {
		sign = "-"
	}
	switch {
	case x.kind == decInf:
		return sign + "Infinity"
	case x.isZero():
		return sign + "Zero"
	case x.adjexp() < c.emin:
		return sign + "Subnormal"
	}
	return sign + "Normal"
}

// powMod is three-argument power: (x ** y) % m on integers.
func (c *decCtx) powMod(x, y, m *decNum) (*decNum, int) {
	if r, cond, ok := c.nanResult(x, y, m); ok {
		return r, cond
	}
	xi, _ := integral(x)
	yi, yodd := integral(y)
	mi, _ := integral(m)
	if !xi || !yi || !mi || (y.neg && !y.isZero()) || m.isZero() || (x.isZero() && y.isZero()) {
		return invalid(condInvalidOperation)
	}
	toInt := func(d *decNum) *big.Int {
		v := new(big.Int).Set(&d.coef)
		if d.exp > 0 {
			v.Mul(v, pow10(d.exp))
		} else if d.exp < 0 {
			v.Quo(v, pow10(-d.exp))
		}
		return v
	}
	mod := toInt(m)
	mod.Abs(mod)
	if bigDigits(mod) > c.prec || y.adjexp() > 100000 {
		return invalid(condInvalidOperation)
	}
	// x's exponent may be huge: reduce 10**exp modulo m instead.
	base := new(big.Int).Mod(&x.coef, mod)
	if x.exp > 0 {
		base.Mul(base, new(big.Int).Exp(bigTen, big.NewInt(x.exp), mod))
	} else if x.exp < 0 {
		base.Set(toInt(x))
		base.Abs(base)
	}
	ey := toInt(y)
	if c.step(bigDigits(ey)*bigDigits(mod)) != nil {
		return invalid(0)
	}
	r := &decNum{neg: x.neg && yodd}
	r.coef.Exp(base, ey, mod)
	return r, 0
}
