// This file defines the math module, written in Go because programs call
// it in their hottest loops. Each function takes its argument as CPython's
// does (a float, an int of any size, a bool, or an object with __float__
// or __index__) and reports errors as CPython's math_1, math_1a and
// math_2 wrappers do: "math domain error" for an invalid argument or a
// singularity, "math range error" for an overflow. The float results come
// from math_trig.go, math_exp.go, math_erf.go and math_gamma.go, which give
// glibc's digits; the integer functions are in math_int.go, the sums and
// norms in math_sum.go.

package stdlib

import (
	"math"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("math", initMath) }

// errDomain and errRange are the two messages of math's ValueError and
// OverflowError.
func errDomain() error { return runtime.Errorf(runtime.ValueError, "math domain error") }
func errRangeErr() error {
	return runtime.Errorf(runtime.OverflowError, "math range error")
}

// mathFloat converts an argument as PyFloat_AsDouble does.
func mathFloat(t *runtime.Thread, v runtime.Value) (float64, error) {
	if v.IsFloat() {
		return v.Float(), nil
	}
	return runtime.AsFloat(t, v)
}

// oneArg checks a METH_O call: "math.sin() takes exactly one argument (2
// given)".
func mathOneArg(name string, args []runtime.Value, kw *runtime.KwArgs) error {
	if kw.Len() > 0 {
		return runtime.Errorf(runtime.TypeError, "math.%s() takes no keyword arguments", name)
	}
	if len(args) != 1 {
		return runtime.Errorf(runtime.TypeError, "math.%s() takes exactly one argument (%d given)", name, len(args))
	}
	return nil
}

// mathTwoArgs checks a two-argument positional call: "fmod expected 2
// arguments, got 1".
func mathTwoArgs(name string, args []runtime.Value, kw *runtime.KwArgs) error {
	if kw.Len() > 0 {
		return runtime.Errorf(runtime.TypeError, "math.%s() takes no keyword arguments", name)
	}
	if len(args) != 2 {
		return runtime.Errorf(runtime.TypeError, "%s expected 2 arguments, got %d", name, len(args))
	}
	return nil
}

// math1 wraps a function of one float as CPython's math_1: a NaN from a
// non-NaN argument is a domain error; an infinity from a finite argument
// is a range error when canOverflow, else a domain error (a singularity).
func math1(name string, f func(float64) float64, canOverflow bool) runtime.BuiltinFunc {
	return func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := mathOneArg(name, args, kw); err != nil {
			return runtime.None, err
		}
		x, err := mathFloat(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		r := f(x)
		if math.IsNaN(r) && !math.IsNaN(x) {
			return runtime.None, errDomain()
		}
		if math.IsInf(r, 0) && !math.IsInf(x, 0) && !math.IsNaN(x) {
			if canOverflow {
				return runtime.None, errRangeErr()
			}
			return runtime.None, errDomain()
		}
		return runtime.MakeFloat(r), nil
	}
}

// math1Errno wraps a function that reports its errors like C's errno, as
// CPython's math_1a: a range error whose result is below 1.5 in magnitude
// is an underflow and not an error.
func math1Errno(name string, f func(float64) (float64, mathErrno)) runtime.BuiltinFunc {
	return func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := mathOneArg(name, args, kw); err != nil {
			return runtime.None, err
		}
		x, err := mathFloat(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		r, e := f(x)
		if err := errnoError(e, r); err != nil {
			return runtime.None, err
		}
		return runtime.MakeFloat(r), nil
	}
}

// errnoError is CPython's is_error.
func errnoError(e mathErrno, r float64) error {
	switch e {
	case errDom:
		return errDomain()
	case errRange:
		if math.Abs(r) >= 1.5 {
			return errRangeErr()
		}
	}
	return nil
}

// math2 wraps a function of two floats as CPython's math_2.
func math2(name string, f func(x, y float64) float64) runtime.BuiltinFunc {
	return func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		x, y, err := twoFloats(t, name, args, kw)
		if err != nil {
			return runtime.None, err
		}
		r := f(x, y)
		switch {
		case math.IsNaN(r):
			if !math.IsNaN(x) && !math.IsNaN(y) {
				return runtime.None, errDomain()
			}
		case math.IsInf(r, 0):
			if isFinite(x) && isFinite(y) {
				return runtime.None, errRangeErr()
			}
		}
		return runtime.MakeFloat(r), nil
	}
}

// twoFloats parses the arguments of a two-float function.
func twoFloats(t *runtime.Thread, name string, args []runtime.Value, kw *runtime.KwArgs) (x, y float64, err error) {
	if err = mathTwoArgs(name, args, kw); err != nil {
		return
	}
	if x, err = mathFloat(t, args[0]); err != nil {
		return
	}
	y, err = mathFloat(t, args[1])
	return
}

func isFinite(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }

// floatPred wraps isfinite, isinf and isnan.
func floatPred(name string, f func(float64) bool) runtime.BuiltinFunc {
	return func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := mathOneArg(name, args, kw); err != nil {
			return runtime.None, err
		}
		x, err := mathFloat(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeBool(f(x)), nil
	}
}

// floatFunc wraps a function that cannot fail once its argument is a
// float (fabs, degrees, radians, ulp).
func floatFunc(name string, f func(float64) float64) runtime.BuiltinFunc {
	return func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := mathOneArg(name, args, kw); err != nil {
			return runtime.None, err
		}
		x, err := mathFloat(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeFloat(f(x)), nil
	}
}

// degToRad and radToDeg are computed in float arithmetic, as C does (a Go
// constant expression would round only once).
var degToRad, radToDeg = func() (float64, float64) {
	pi := math.Pi
	return pi / 180, 180 / pi
}()

func initMath(r *Run, m *runtime.Module) error {
	d := m.Dict
	fn := func(name string, f runtime.BuiltinFunc) {
		d.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("math", name, f)))
	}
	d.SetStr("__doc__", runtime.MakeStr("This module provides access to the mathematical functions\ndefined by the C standard."))
	d.SetStr("pi", runtime.MakeFloat(math.Pi))
	d.SetStr("e", runtime.MakeFloat(math.E))
	d.SetStr("tau", runtime.MakeFloat(2*math.Pi))
	d.SetStr("inf", runtime.MakeFloat(math.Inf(1)))
	d.SetStr("nan", runtime.MakeFloat(math.NaN()))

	fn("acos", math1("acos", libmAcos, false))
	fn("acosh", math1("acosh", libmAcosh, false))
	fn("asin", math1("asin", libmAsin, false))
	fn("asinh", math1("asinh", libmAsinh, false))
	fn("atan", math1("atan", libmAtan, false))
	fn("atan2", math2("atan2", mAtan2))
	fn("atanh", math1("atanh", libmAtanh, false))
	fn("cbrt", math1("cbrt", libmCbrt, false))
	fn("ceil", mathCeil)
	fn("comb", mathComb)
	fn("copysign", math2("copysign", math.Copysign))
	fn("cos", math1("cos", libmCos, false))
	fn("cosh", math1("cosh", libmCosh, true))
	fn("degrees", floatFunc("degrees", func(x float64) float64 { return x * radToDeg }))
	fn("dist", mathDist)
	fn("erf", math1("erf", libmErf, false))
	fn("erfc", math1("erfc", libmErfc, false))
	fn("exp", math1("exp", libmExp, true))
	fn("exp2", math1("exp2", libmExp2, true))
	fn("expm1", math1("expm1", libmExpm1, true))
	fn("fabs", floatFunc("fabs", math.Abs))
	fn("factorial", mathFactorial)
	fn("floor", mathFloor)
	fn("fmod", mathFmod)
	fn("frexp", mathFrexp)
	fn("fsum", mathFsum)
	fn("gamma", math1Errno("gamma", tgamma))
	fn("gcd", mathGcd)
	fn("hypot", mathHypot)
	fn("isclose", mathIsclose)
	fn("isfinite", floatPred("isfinite", isFinite))
	fn("isinf", floatPred("isinf", func(x float64) bool { return math.IsInf(x, 0) }))
	fn("isnan", floatPred("isnan", math.IsNaN))
	fn("isqrt", mathIsqrt)
	fn("lcm", mathLcm)
	fn("ldexp", mathLdexp)
	fn("lgamma", math1Errno("lgamma", lgamma))
	fn("log", mathLog)
	fn("log10", mathLogN("log10", mLog10))
	fn("log1p", math1("log1p", libmLog1p, false))
	fn("log2", mathLogN("log2", mLog2))
	fn("modf", mathModf)
	fn("nextafter", mathNextafter)
	fn("perm", mathPerm)
	fn("pow", mathPow)
	fn("prod", mathProd)
	fn("radians", floatFunc("radians", func(x float64) float64 { return x * degToRad }))
	fn("remainder", math2("remainder", mRemainder))
	fn("sin", math1("sin", libmSin, false))
	fn("sinh", math1("sinh", libmSinh, true))
	fn("sqrt", math1("sqrt", math.Sqrt, false))
	fn("tan", math1("tan", libmTan, false))
	fn("tanh", math1("tanh", libmTanh, false))
	fn("trunc", mathTrunc)
	fn("ulp", floatFunc("ulp", mUlp))
	return nil
}

// mAtan2 is CPython's m_atan2: C99's special values, then atan2.
func mAtan2(y, x float64) float64 {
	switch {
	case math.IsNaN(x) || math.IsNaN(y):
		return math.NaN()
	case math.IsInf(y, 0):
		if math.IsInf(x, 0) {
			if !math.Signbit(x) {
				return math.Copysign(0.25*math.Pi, y)
			}
			return math.Copysign(0.75*math.Pi, y)
		}
		return math.Copysign(0.5*math.Pi, y)
	case math.IsInf(x, 0) || y == 0:
		if !math.Signbit(x) {
			return math.Copysign(0, y)
		}
		return math.Copysign(math.Pi, y)
	}
	return libmAtan2(y, x)
}

// mRemainder is the IEEE 754 remainder x - n*y, n the integer nearest x/y
// (even on a tie); it is always exact.
func mRemainder(x, y float64) float64 {
	if isFinite(x) && isFinite(y) {
		if y == 0 {
			return math.NaN()
		}
		ax, ay := math.Abs(x), math.Abs(y)
		m := math.Mod(ax, ay)
		// Compare m with ay - m rather than with ay/2, which may not be
		// representable.
		c := ay - m
		var r float64
		switch {
		case m < c:
			r = m
		case m > c:
			r = -c
		default:
			// A tie: m - 2*fmod((ax-m)/2, ay) is m for an even multiple,
			// -m for an odd one, all exact.
			r = m - 2*math.Mod(0.5*(ax-m), ay)
		}
		return math.Copysign(1, x) * r
	}
	switch {
	case math.IsNaN(x):
		return x
	case math.IsNaN(y):
		return y
	case math.IsInf(x, 0):
		return math.NaN()
	}
	return x
}

// mUlp is the value of the least significant bit of x.
func mUlp(x float64) float64 {
	if math.IsNaN(x) {
		return x
	}
	x = math.Abs(x)
	if math.IsInf(x, 0) {
		return x
	}
	x2 := math.Nextafter(x, math.Inf(1))
	if math.IsInf(x2, 0) {
		return x - math.Nextafter(x, math.Inf(-1))
	}
	return x2 - x
}

// roundingSpecial looks up __ceil__, __floor__ or __trunc__ on the type
// of a non-float argument and calls it.
func roundingSpecial(t *runtime.Thread, v runtime.Value, name string) (runtime.Value, bool, error) {
	if _, ok := v.Type().Lookup(name); !ok {
		return runtime.None, false, nil
	}
	r, err := runtime.CallMethod(t, v, name, nil, nil)
	return r, true, err
}

// floatToInt is PyLong_FromDouble for an integral float.
func floatToInt(t *runtime.Thread, f float64) (runtime.Value, error) {
	n, err := runtime.IntFromFloat(f)
	if err != nil {
		return runtime.None, err
	}
	return runtime.MakeIntValue(n), nil
}

// intFastPath returns an exact int (or a bool, as an int) unchanged by
// ceil, floor and trunc, without the method call.
func intFastPath(v runtime.Value) (runtime.Value, bool) {
	if v.Type() != runtime.IntType && v.Type() != runtime.BoolType {
		return runtime.None, false
	}
	n, _ := runtime.AsInt(v)
	return runtime.MakeIntValue(n), true
}

func mathRound(name, special string, f func(float64) float64) runtime.BuiltinFunc {
	return func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := mathOneArg(name, args, kw); err != nil {
			return runtime.None, err
		}
		v := args[0]
		if !v.IsFloat() {
			if r, ok := intFastPath(v); ok {
				return r, nil
			}
			if r, ok, err := roundingSpecial(t, v, special); ok || err != nil {
				return r, err
			}
		}
		x, err := mathFloat(t, v)
		if err != nil {
			return runtime.None, err
		}
		return floatToInt(t, f(x))
	}
}

var (
	mathCeil  = mathRound("ceil", "__ceil__", math.Ceil)
	mathFloor = mathRound("floor", "__floor__", math.Floor)
)

func mathTrunc(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := mathOneArg("trunc", args, kw); err != nil {
		return runtime.None, err
	}
	v := args[0]
	if v.IsFloat() {
		return floatToInt(t, math.Trunc(v.Float()))
	}
	if r, ok := intFastPath(v); ok {
		return r, nil
	}
	if r, ok, err := roundingSpecial(t, v, "__trunc__"); ok || err != nil {
		return r, err
	}
	return runtime.None, runtime.Errorf(runtime.TypeError, "type %s doesn't define __trunc__ method", v.TypeName())
}

func mathFmod(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	x, y, err := twoFloats(t, "fmod", args, kw)
	if err != nil {
		return runtime.None, err
	}
	if math.IsInf(y, 0) && isFinite(x) {
		return runtime.MakeFloat(x), nil
	}
	r := math.Mod(x, y)
	if math.IsNaN(r) && !math.IsNaN(x) && !math.IsNaN(y) {
		return runtime.None, errDomain()
	}
	return runtime.MakeFloat(r), nil
}

func mathFrexp(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := mathOneArg("frexp", args, kw); err != nil {
		return runtime.None, err
	}
	x, err := mathFloat(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	e := 0
	if isFinite(x) && x != 0 {
		x, e = math.Frexp(x)
	}
	return runtime.MakeTuple(runtime.MakeFloat(x), runtime.MakeInt(int64(e))), nil
}

func mathLdexp(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := mathTwoArgs("ldexp", args, kw); err != nil {
		return runtime.None, err
	}
	x, err := mathFloat(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	n, ok := runtime.AsInt(args[1])
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "Expected an int as second argument to ldexp.")
	}
	if x == 0 || !isFinite(x) {
		return runtime.MakeFloat(x), nil
	}
	exp, small := n.Int64()
	switch {
	case !small && n.Sign() > 0 || exp > math.MaxInt32:
		return runtime.None, errRangeErr()
	case !small || exp < math.MinInt32:
		return runtime.MakeFloat(math.Copysign(0, x)), nil
	}
	r := math.Ldexp(x, int(exp))
	if math.IsInf(r, 0) {
		return runtime.None, errRangeErr()
	}
	return runtime.MakeFloat(r), nil
}

func mathModf(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := mathOneArg("modf", args, kw); err != nil {
		return runtime.None, err
	}
	x, err := mathFloat(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	var ip, fp float64
	switch {
	case math.IsInf(x, 0):
		ip, fp = x, math.Copysign(0, x)
	case math.IsNaN(x):
		ip, fp = x, x
	default:
		ip = math.Trunc(x)
		fp = math.Copysign(x-ip, x)
	}
	return runtime.MakeTuple(runtime.MakeFloat(fp), runtime.MakeFloat(ip)), nil
}

func mathNextafter(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	x, y, err := twoFloats(t, "nextafter", args, kw)
	if err != nil {
		return runtime.None, err
	}
	if x == y {
		// C returns y, which keeps the sign of a zero y.
		return runtime.MakeFloat(y), nil
	}
	return runtime.MakeFloat(math.Nextafter(x, y)), nil
}

// mathPow is math.pow: C99's special values for infinities and NaNs, and
// errors for 0 to a negative power, a negative base to a fractional power
// and overflow.
func mathPow(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	x, y, err := twoFloats(t, "pow", args, kw)
	if err != nil {
		return runtime.None, err
	}
	if !isFinite(x) || !isFinite(y) {
		var r float64
		switch {
		case math.IsNaN(x):
			r = x
			if y == 0 {
				r = 1
			}
		case math.IsNaN(y):
			r = y
			if x == 1 {
				r = 1
			}
		case math.IsInf(x, 0):
			odd := isFinite(y) && math.Mod(math.Abs(y), 2) == 1
			switch {
			case y > 0 && odd:
				r = x
			case y > 0:
				r = math.Abs(x)
			case y == 0:
				r = 1
			case odd:
				r = math.Copysign(0, x)
			}
		default: // y is infinite
			ax := math.Abs(x)
			switch {
			case ax == 1:
				r = 1
			case y > 0 && ax > 1:
				r = y
			case y < 0 && ax < 1:
				r = -y
			}
		}
		return runtime.MakeFloat(r), nil
	}
	r := libmPow(x, y)
	if math.IsNaN(r) {
		return runtime.None, errDomain()
	}
	if math.IsInf(r, 0) {
		if x == 0 {
			return runtime.None, errDomain()
		}
		return runtime.None, errRangeErr()
	}
	return runtime.MakeFloat(r), nil
}

// iscloseArg is one argument of isclose and whether it was given.
type iscloseArg struct {
	v   runtime.Value
	set bool
}

// iscloseArgs binds the arguments of isclose(a, b, *, rel_tol, abs_tol)
// with Argument Clinic's messages (a missing argument is reported before
// a bad keyword).
func iscloseArgs(args []runtime.Value, kw *runtime.KwArgs) ([4]iscloseArg, error) {
	var vals [4]iscloseArg
	names := [4]string{"a", "b", "rel_tol", "abs_tol"}
	if len(args) > 2 {
		return vals, runtime.Errorf(runtime.TypeError, "isclose() takes exactly 2 positional arguments (%d given)", len(args))
	}
	for i, a := range args {
		vals[i] = iscloseArg{a, true}
	}
	for j, n := range names {
		if vals[j].set {
			continue
		}
		if v, ok := kw.Get(n); ok {
			vals[j] = iscloseArg{v, true}
		} else if j < 2 {
			return vals, runtime.Errorf(runtime.TypeError, "isclose() missing required argument '%s' (pos %d)", n, j+1)
		}
	}
	if kw != nil {
		for _, k := range kw.Names {
			switch k {
			case "a", "b":
				if j := int(k[0] - 'a'); j < len(args) {
					return vals, runtime.Errorf(runtime.TypeError, "argument for isclose() given by name ('%s') and position (%d)", k, j+1)
				}
			case "rel_tol", "abs_tol":
			default:
				return vals, runtime.Errorf(runtime.TypeError, "'%s' is an invalid keyword argument for isclose()", k)
			}
		}
	}
	return vals, nil
}

// mathIsclose is isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0).
func mathIsclose(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	vals, err := iscloseArgs(args, kw)
	if err != nil {
		return runtime.None, err
	}
	fs := [4]float64{0, 0, 1e-09, 0}
	for j, v := range vals {
		if !v.set {
			continue
		}
		f, err := mathFloat(t, v.v)
		if err != nil {
			return runtime.None, err
		}
		fs[j] = f
	}
	a, b, relTol, absTol := fs[0], fs[1], fs[2], fs[3]
	if relTol < 0 || absTol < 0 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "tolerances must be non-negative")
	}
	if a == b {
		return runtime.True, nil
	}
	if math.IsInf(a, 0) || math.IsInf(b, 0) {
		return runtime.False, nil
	}
	diff := math.Abs(b - a)
	return runtime.MakeBool(diff <= math.Abs(relTol*b) || diff <= math.Abs(relTol*a) || diff <= absTol), nil
}
