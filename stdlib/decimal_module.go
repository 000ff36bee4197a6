// This file is _pyex_decimal, the private Go module under decimal.py: an
// opaque number type holding a decNum, conversions from str, int and
// float, and one entry (apply) to every operation of decimal_dispatch.go.
// The Python layer keeps contexts, flags, traps and signals.

package stdlib

import (
	"math"
	"math/big"

	"github.com/pyexgo/pyex/runtime"
)

// decBox is a decimal number as the Python layer holds it.
type decBox struct {
	runtime.Identity
	n *decNum
}

// Type returns _pyex_decimal.num.
func (*decBox) Type() *runtime.Type { return decBoxType }

var decBoxType = runtime.NewNativeType("num", "_pyex_decimal", nil, false)

func init() {
	decBoxType.Finish()
	register("_pyex_decimal", initPyexDecimal)
}

func boxDec(n *decNum) runtime.Value { return runtime.MakeObject(&decBox{n: n}) }

func unboxDec(v runtime.Value) (*decNum, error) {
	if b, ok := v.Object().(*decBox); ok {
		return b.n, nil
	}
	return nil, runtime.Errorf(runtime.TypeError, "expected a decimal number")
}

// decCtxArg reads the context tuple (prec, rounding, Emin, Emax, clamp).
func decCtxArg(t *runtime.Thread, v runtime.Value) (*decCtx, error) {
	tup, ok := v.Object().(*runtime.Tuple)
	if !ok || tup.Len() != 5 {
		return nil, runtime.Errorf(runtime.TypeError, "bad decimal context")
	}
	var f [5]int64
	for i := range f {
		x, ok := runtime.AsInt(tup.Items()[i])
		if !ok {
			return nil, runtime.Errorf(runtime.TypeError, "bad decimal context")
		}
		f[i], _ = x.Int64()
	}
	return &decCtx{prec: f[0], rounding: int(f[1]), emin: f[2], emax: f[3], clamp: f[4] != 0, charge: t.Step}, nil
}

func initPyexDecimal(r *Run, m *runtime.Module) error {
	d := m.Dict
	fn := func(name string, f runtime.BuiltinFunc) {
		d.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_pyex_decimal", name, f)))
	}
	// parse(s) -> num or None: Decimal(str) syntax, exact.
	fn("parse", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		s, _ := runtime.AsStr(args[0])
		if err := t.Step(int64(len(s) / 64)); err != nil {
			return runtime.None, err
		}
		x, ok := parseDecimal(s, true)
		if !ok {
			return runtime.None, nil
		}
		return boxDec(x), nil
	})
	// create(ctx, s) -> (num, cond): Context.create_decimal(str).
	fn("create", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		c, err := decCtxArg(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		s, _ := runtime.AsStr(args[1])
		x, cond := c.createDecimal(s)
		return runtime.MakeTuple(boxDec(x), runtime.MakeInt(int64(cond))), nil
	})
	// from_int(i) -> num.
	fn("from_int", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		i, ok := runtime.AsInt(args[0])
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "expected an int")
		}
		b := i.Big()
		x := &decNum{neg: b.Sign() < 0}
		x.coef.Abs(b)
		return boxDec(x), nil
	})
	// from_float(f) -> num, exactly.
	fn("from_float", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		f, err := runtime.AsFloat(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		return boxDec(decFromFloat(f)), nil
	})
	// build(sign, coefficient, exponent, kind) -> num.
	fn("build", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 4 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "build takes 4 arguments")
		}
		var f [4]*big.Int
		for i := range f {
			x, ok := runtime.AsInt(args[i])
			if !ok {
				return runtime.None, runtime.Errorf(runtime.TypeError, "expected an int")
			}
			f[i] = x.Big()
		}
		if !f[2].IsInt64() {
			return runtime.None, runtime.Errorf(runtime.ValueError, "exponent out of range")
		}
		x := &decNum{neg: f[0].Sign() != 0, kind: uint8(f[3].Int64()), exp: f[2].Int64()}
		x.coef.Abs(f[1])
		return boxDec(x), nil
	})
	// info(num) -> (sign, coefficient, exponent, kind).
	fn("info", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		x, err := unboxDec(args[0])
		if err != nil {
			return runtime.None, err
		}
		sign := int64(0)
		if x.neg {
			sign = 1
		}
		return runtime.MakeTuple(runtime.MakeInt(sign), runtime.MakeIntValue(runtime.IntFromBig(new(big.Int).Set(&x.coef))),
			runtime.MakeInt(x.exp), runtime.MakeInt(int64(x.kind))), nil
	})
	// digits(num) -> str: the coefficient's digits (a NaN's payload, ''
	// when it has none), free of int-to-str limits.
	fn("digits", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		x, err := unboxDec(args[0])
		if err != nil {
			return runtime.None, err
		}
		if err := t.Step(x.digits() / 64); err != nil {
			return runtime.None, err
		}
		if x.isNaN() && x.coef.Sign() == 0 {
			return runtime.MakeStr(""), nil
		}
		return runtime.MakeStr(x.coef.String()), nil
	})
	// text(num, eng, upper) -> str.
	fn("text", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		x, err := unboxDec(args[0])
		if err != nil {
			return runtime.None, err
		}
		if err := t.Step(x.digits() / 64); err != nil {
			return runtime.None, err
		}
		eng, _ := runtime.Truth(t, args[1])
		upper, _ := runtime.Truth(t, args[2])
		return runtime.MakeStr(x.sciString(eng, upper)), nil
	})
	// apply(name, ctx, rounding, *operands) -> (result, cond).
	fn("apply", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		name, _ := runtime.AsStr(args[0])
		c, err := decCtxArg(t, args[1])
		if err != nil {
			return runtime.None, err
		}
		rnd, _ := runtime.AsInt(args[2])
		mode, _ := rnd.Int64()
		ops := make([]*decNum, 0, 3)
		for _, a := range args[3:] {
			x, err := unboxDec(a)
			if err != nil {
				return runtime.None, err
			}
			ops = append(ops, x)
		}
		if n, ok := decArity[name]; !ok || n != len(ops) {
			return runtime.None, runtime.Errorf(runtime.TypeError, "bad decimal operation %s", name)
		}
		out, cond := decApply(c, name, ops, int(mode))
		if c.failed != nil {
			return runtime.None, c.failed
		}
		var res runtime.Value
		switch out.kind {
		case 'n':
			res = boxDec(out.num)
		case 'd':
			res = runtime.MakeTuple(boxDec(out.num), boxDec(out.num2))
		case 'b':
			res = runtime.MakeBool(out.b)
		case 's':
			res = runtime.MakeStr(out.s)
		}
		return runtime.MakeTuple(res, runtime.MakeInt(int64(cond))), nil
	})
	return nil
}

// decFromFloat converts a float exactly.
func decFromFloat(f float64) *decNum {
	x := &decNum{neg: math.Signbit(f)}
	switch {
	case math.IsNaN(f):
		x.kind = decNaN
		return x
	case math.IsInf(f, 0):
		x.kind = decInf
		return x
	case f == 0:
		return x
	}
	mant, exp := math.Frexp(math.Abs(f))
	// f = m * 2**e with an integral m.
	m := int64(mant * (1 << 53))
	e := int64(exp - 53)
	for m%2 == 0 {
		m /= 2
		e++
	}
	x.coef.SetInt64(m)
	if e > 0 {
		x.coef.Lsh(&x.coef, uint(e))
	} else if e < 0 {
		// m / 2**k = m * 5**k / 10**k.
		x.coef.Mul(&x.coef, new(big.Int).Exp(big.NewInt(5), big.NewInt(-e), nil))
		x.exp = e
	}
	return x
}
