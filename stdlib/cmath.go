// This file defines the cmath module, in Go like math. Each function
// follows CPython's cmathmodule.c: a table for infinite and NaN parts
// (cmath_special.go), rescaling where an intermediate value would
// overflow or lose precision, and errno-style errors (a domain error
// where C99 signals invalid or divide-by-zero, a range error on
// overflow). The real functions underneath are math's, so the digits are
// glibc's.

package stdlib

import (
	"math"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("cmath", initCmath) }

// Thresholds of cmathmodule.c: beyond cmLargeDouble the formulas are
// rescaled; cmLogLargeDouble bounds the arguments of exp, cosh and sinh.
var (
	cmLargeDouble     = math.MaxFloat64 / 4
	cmSqrtLargeDouble = math.Sqrt(cmLargeDouble)
	cmLogLargeDouble  = libmLog(cmLargeDouble)
	cmSqrtDblMin      = math.Sqrt(0x1p-1022)
)

const (
	cmScaleUp   = 53  // 2*(DBL_MANT_DIG/2) + 1
	cmScaleDown = -27 // -(cmScaleUp+1)/2
	dblMin      = 0x1p-1022
	ln2         = 0.6931471805599453094
	ln10        = 2.302585092994045684
)

// complexArg converts an argument as PyComplex_AsCComplex does.
func complexArg(t *runtime.Thread, v runtime.Value) (complex128, error) {
	if z, ok := runtime.ComplexValue(v); ok {
		return z, nil
	}
	if _, ok := v.Type().Lookup("__complex__"); ok {
		r, err := runtime.CallMethod(t, v, "__complex__", nil, nil)
		if err != nil {
			return 0, err
		}
		z, ok := runtime.ComplexValue(r)
		if !ok {
			return 0, runtime.Errorf(runtime.TypeError, "__complex__ returned non-complex (type %s)", r.TypeName())
		}
		return z, nil
	}
	f, err := mathFloat(t, v)
	return complex(f, 0), err
}

// cfunc is a cmath function: its result and errno.
type cfunc func(z complex128) (complex128, mathErrno)

func cmathErr(e mathErrno) error {
	if e == errDom {
		return errDomain()
	}
	return errRangeErr()
}

// cmath1 wraps a function of one complex.
func cmath1(name string, f cfunc) runtime.BuiltinFunc {
	return func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := cmathOneArg(name, args, kw); err != nil {
			return runtime.None, err
		}
		z, err := complexArg(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		r, e := f(z)
		if e != errNone {
			return runtime.None, cmathErr(e)
		}
		return runtime.MakeComplex(r), nil
	}
}

func cmathOneArg(name string, args []runtime.Value, kw *runtime.KwArgs) error {
	if kw.Len() > 0 {
		return runtime.Errorf(runtime.TypeError, "cmath.%s() takes no keyword arguments", name)
	}
	if len(args) != 1 {
		return runtime.Errorf(runtime.TypeError, "cmath.%s() takes exactly one argument (%d given)", name, len(args))
	}
	return nil
}

func nonFinite(z complex128) bool { return !isFinite(real(z)) || !isFinite(imag(z)) }

func cSqrt(z complex128) (complex128, mathErrno) {
	if nonFinite(z) {
		return sqrtSpecial.lookup(z), errNone
	}
	x, y := real(z), imag(z)
	if x == 0 && y == 0 {
		return complex(0, y), errNone
	}
	ax, ay := math.Abs(x), math.Abs(y)
	var s float64
	if ax < dblMin && ay < dblMin {
		// hypot(ax, ay) may be subnormal: scale up first.
		ax = math.Ldexp(ax, cmScaleUp)
		s = math.Ldexp(math.Sqrt(ax+libmHypot(ax, math.Ldexp(ay, cmScaleUp))), cmScaleDown)
	} else {
		ax /= 8
		s = 2 * math.Sqrt(ax+libmHypot(ax, ay/8))
	}
	d := ay / (2 * s)
	if x >= 0 {
		return complex(s, math.Copysign(d, y)), errNone
	}
	return complex(d, math.Copysign(s, y)), errNone
}

func cAcos(z complex128) (complex128, mathErrno) {
	if nonFinite(z) {
		return acosSpecial.lookup(z), errNone
	}
	x, y := real(z), imag(z)
	if math.Abs(x) > cmLargeDouble || math.Abs(y) > cmLargeDouble {
		re := mAtan2(math.Abs(y), x)
		im := -math.Copysign(libmLog(libmHypot(x/2, y/2))+ln2*2, y)
		return complex(re, im), errNone
	}
	s1, _ := cSqrt(complex(1-x, -y))
	s2, _ := cSqrt(complex(1+x, y))
	re := 2 * mAtan2(real(s1), real(s2))
	im := libmAsinh(real(s2)*imag(s1) - imag(s2)*real(s1))
	return complex(re, im), errNone
}

func cAcosh(z complex128) (complex128, mathErrno) {
	if nonFinite(z) {
		return acoshSpecial.lookup(z), errNone
	}
	x, y := real(z), imag(z)
	if math.Abs(x) > cmLargeDouble || math.Abs(y) > cmLargeDouble {
		return complex(libmLog(libmHypot(x/2, y/2))+ln2*2, mAtan2(y, x)), errNone
	}
	s1, _ := cSqrt(complex(x-1, y))
	s2, _ := cSqrt(complex(x+1, y))
	re := libmAsinh(real(s1)*real(s2) + imag(s1)*imag(s2))
	im := 2 * mAtan2(imag(s1), real(s2))
	return complex(re, im), errNone
}

func cAsinh(z complex128) (complex128, mathErrno) {
	if nonFinite(z) {
		return asinhSpecial.lookup(z), errNone
	}
	x, y := real(z), imag(z)
	if math.Abs(x) > cmLargeDouble || math.Abs(y) > cmLargeDouble {
		var re float64
		if y >= 0 {
			re = math.Copysign(libmLog(libmHypot(x/2, y/2))+ln2*2, x)
		} else {
			re = -math.Copysign(libmLog(libmHypot(x/2, y/2))+ln2*2, -x)
		}
		return complex(re, mAtan2(y, math.Abs(x))), errNone
	}
	s1, _ := cSqrt(complex(1+y, -x))
	s2, _ := cSqrt(complex(1-y, x))
	re := libmAsinh(real(s1)*imag(s2) - real(s2)*imag(s1))
	im := mAtan2(y, real(s1)*real(s2)-imag(s1)*imag(s2))
	return complex(re, im), errNone
}

// cAsin is -i*asinh(i*z).
func cAsin(z complex128) (complex128, mathErrno) {
	s, e := cAsinh(complex(-imag(z), real(z)))
	return complex(imag(s), -real(s)), e
}

func cAtanh(z complex128) (complex128, mathErrno) {
	if nonFinite(z) {
		return atanhSpecial.lookup(z), errNone
	}
	x, y := real(z), imag(z)
	if x < 0 {
		r, e := cAtanh(complex(-x, -y))
		return complex(-real(r), -imag(r)), e
	}
	ay := math.Abs(y)
	switch {
	case x > cmSqrtLargeDouble || ay > cmSqrtLargeDouble:
		// atanh(z) is about 1/z +- i*pi/2.
		h := libmHypot(x/2, y/2)
		return complex(x/4/h/h, math.Copysign(math.Pi/2, y)), errNone
	case x == 1 && ay < cmSqrtDblMin:
		if ay == 0 {
			return complex(math.Inf(1), y), errDom
		}
		re := -libmLog(math.Sqrt(ay) / math.Sqrt(libmHypot(ay, 2)))
		return complex(re, math.Copysign(mAtan2(2, -ay)/2, y)), errNone
	}
	re := libmLog1p(4*x/((1-x)*(1-x)+ay*ay)) / 4
	im := -mAtan2(-2*y, (1-x)*(1+x)-ay*ay) / 2
	return complex(re, im), errNone
}

// cAtan is -i*atanh(i*z).
func cAtan(z complex128) (complex128, mathErrno) {
	s, e := cAtanh(complex(-imag(z), real(z)))
	return complex(imag(s), -real(s)), e
}

// infFromSigns returns the infinities whose signs are those of cos(y)
// and sin(y) (negated as the flags say).
func cosSinSigns(y float64, negRe, negIm bool) complex128 {
	re := math.Copysign(math.Inf(1), libmCos(y))
	im := math.Copysign(math.Inf(1), libmSin(y))
	if negRe {
		re = -re
	}
	if negIm {
		im = -im
	}
	return complex(re, im)
}

func overflowed(r complex128) mathErrno {
	if math.IsInf(real(r), 0) || math.IsInf(imag(r), 0) {
		return errRange
	}
	return errNone
}

func cCosh(z complex128) (complex128, mathErrno) {
	x, y := real(z), imag(z)
	if nonFinite(z) {
		var r complex128
		if math.IsInf(x, 0) && isFinite(y) && y != 0 {
			r = cosSinSigns(y, false, x < 0)
		} else {
			r = coshSpecial.lookup(z)
		}
		if math.IsInf(y, 0) && !math.IsNaN(x) {
			return r, errDom
		}
		return r, errNone
	}
	var r complex128
	if math.Abs(x) > cmLogLargeDouble {
		xm1 := x - math.Copysign(1, x)
		r = complex(libmCos(y)*libmCosh(xm1)*math.E, libmSin(y)*libmSinh(xm1)*math.E)
	} else {
		r = complex(libmCos(y)*libmCosh(x), libmSin(y)*libmSinh(x))
	}
	return r, overflowed(r)
}

// cCos is cosh(i*z).
func cCos(z complex128) (complex128, mathErrno) { return cCosh(complex(-imag(z), real(z))) }

func cSinh(z complex128) (complex128, mathErrno) {
	x, y := real(z), imag(z)
	if nonFinite(z) {
		var r complex128
		if math.IsInf(x, 0) && isFinite(y) && y != 0 {
			r = cosSinSigns(y, x < 0, false)
		} else {
			r = sinhSpecial.lookup(z)
		}
		if math.IsInf(y, 0) && !math.IsNaN(x) {
			return r, errDom
		}
		return r, errNone
	}
	var r complex128
	if math.Abs(x) > cmLogLargeDouble {
		xm1 := x - math.Copysign(1, x)
		r = complex(libmCos(y)*libmSinh(xm1)*math.E, libmSin(y)*libmCosh(xm1)*math.E)
	} else {
		r = complex(libmCos(y)*libmSinh(x), libmSin(y)*libmCosh(x))
	}
	return r, overflowed(r)
}

// cSin is -i*sinh(i*z).
func cSin(z complex128) (complex128, mathErrno) {
	s, e := cSinh(complex(-imag(z), real(z)))
	return complex(imag(s), -real(s)), e
}

func cTanh(z complex128) (complex128, mathErrno) {
	x, y := real(z), imag(z)
	if nonFinite(z) {
		var r complex128
		if math.IsInf(x, 0) && isFinite(y) && y != 0 {
			re := 1.0
			if x < 0 {
				re = -1
			}
			r = complex(re, math.Copysign(0, 2*libmSin(y)*libmCos(y)))
		} else {
			r = tanhSpecial.lookup(z)
		}
		if math.IsInf(y, 0) && isFinite(x) {
			return r, errDom
		}
		return r, errNone
	}
	if math.Abs(x) > cmLogLargeDouble {
		return complex(math.Copysign(1, x), 4*libmSin(y)*libmCos(y)*libmExp(-2*math.Abs(x))), errNone
	}
	tx := libmTanh(x)
	ty := libmTan(y)
	cx := 1 / libmCosh(x)
	txty := tx * ty
	denom := 1 + txty*txty
	return complex(tx*(1+ty*ty)/denom, ((ty/denom)*cx)*cx), errNone
}

// cTan is -i*tanh(i*z).
func cTan(z complex128) (complex128, mathErrno) {
	s, e := cTanh(complex(-imag(z), real(z)))
	return complex(imag(s), -real(s)), e
}

func cExp(z complex128) (complex128, mathErrno) {
	x, y := real(z), imag(z)
	if nonFinite(z) {
		var r complex128
		switch {
		case math.IsInf(x, 0) && isFinite(y) && y != 0:
			if x > 0 {
				r = cosSinSigns(y, false, false)
			} else {
				r = complex(math.Copysign(0, libmCos(y)), math.Copysign(0, libmSin(y)))
			}
		default:
			r = expSpecial.lookup(z)
		}
		if math.IsInf(y, 0) && (isFinite(x) || math.IsInf(x, 1)) {
			return r, errDom
		}
		return r, errNone
	}
	var r complex128
	if x > cmLogLargeDouble {
		l := libmExp(x - 1)
		r = complex(l*libmCos(y)*math.E, l*libmSin(y)*math.E)
	} else {
		l := libmExp(x)
		r = complex(l*libmCos(y), l*libmSin(y))
	}
	return r, overflowed(r)
}

func cLog(z complex128) (complex128, mathErrno) {
	if nonFinite(z) {
		return logSpecial.lookup(z), errNone
	}
	x, y := real(z), imag(z)
	ax, ay := math.Abs(x), math.Abs(y)
	var re float64
	switch {
	case ax > cmLargeDouble || ay > cmLargeDouble:
		re = libmLog(libmHypot(ax/2, ay/2)) + ln2
	case ax < dblMin && ay < dblMin:
		if ax == 0 && ay == 0 {
			return complex(math.Inf(-1), mAtan2(y, x)), errDom
		}
		// hypot(ax, ay) is subnormal: scale up by 2**53.
		re = libmLog(libmHypot(math.Ldexp(ax, 53), math.Ldexp(ay, 53))) - 53*ln2
	default:
		h := libmHypot(ax, ay)
		if 0.71 <= h && h <= 1.73 {
			am, an := math.Max(ax, ay), math.Min(ax, ay)
			re = libmLog1p((am-1)*(am+1)+an*an) / 2
		} else {
			re = libmLog(h)
		}
	}
	return complex(re, mAtan2(y, x)), errNone
}

func cLog10(z complex128) (complex128, mathErrno) {
	r, e := cLog(z)
	return complex(real(r)/ln10, imag(r)/ln10), e
}

func initCmath(r *Run, m *runtime.Module) error {
	d := m.Dict
	fn := func(name string, f runtime.BuiltinFunc) {
		d.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("cmath", name, f)))
	}
	d.SetStr("__doc__", runtime.MakeStr("This module provides access to mathematical functions for complex\nnumbers."))
	d.SetStr("pi", runtime.MakeFloat(math.Pi))
	d.SetStr("e", runtime.MakeFloat(math.E))
	d.SetStr("tau", runtime.MakeFloat(2*math.Pi))
	d.SetStr("inf", runtime.MakeFloat(math.Inf(1)))
	d.SetStr("infj", runtime.MakeComplex(complex(0, math.Inf(1))))
	d.SetStr("nan", runtime.MakeFloat(math.NaN()))
	d.SetStr("nanj", runtime.MakeComplex(complex(0, math.NaN())))
	for _, f := range []struct {
		name string
		f    cfunc
	}{
		{"acos", cAcos}, {"acosh", cAcosh}, {"asin", cAsin}, {"asinh", cAsinh},
		{"atan", cAtan}, {"atanh", cAtanh}, {"cos", cCos}, {"cosh", cCosh},
		{"exp", cExp}, {"log10", cLog10}, {"sin", cSin}, {"sinh", cSinh},
		{"sqrt", cSqrt}, {"tan", cTan}, {"tanh", cTanh},
	} {
		fn(f.name, cmath1(f.name, f.f))
	}
	fn("log", cmathLog)
	fn("phase", cmathPhase)
	fn("polar", cmathPolar)
	fn("rect", cmathRect)
	fn("isfinite", cmathPred("isfinite", func(z complex128) bool { return !nonFinite(z) }))
	fn("isinf", cmathPred("isinf", func(z complex128) bool { return math.IsInf(real(z), 0) || math.IsInf(imag(z), 0) }))
	fn("isnan", cmathPred("isnan", func(z complex128) bool { return math.IsNaN(real(z)) || math.IsNaN(imag(z)) }))
	fn("isclose", cmathIsclose)
	return nil
}

// cmathLog is log(z[, base]).
func cmathLog(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if kw.Len() > 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "cmath.log() takes no keyword arguments")
	}
	switch {
	case len(args) < 1:
		return runtime.None, runtime.Errorf(runtime.TypeError, "log expected at least 1 argument, got %d", len(args))
	case len(args) > 2:
		return runtime.None, runtime.Errorf(runtime.TypeError, "log expected at most 2 arguments, got %d", len(args))
	}
	z, err := complexArg(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	r, e := cLog(z)
	if len(args) == 2 {
		b, err := complexArg(t, args[1])
		if err != nil {
			return runtime.None, err
		}
		// As in CPython, the base's logarithm resets errno: log(0, 2)
		// is -inf+nanj, not an error.
		var lb complex128
		lb, e = cLog(b)
		q, qerr := runtime.ComplexDiv(r, lb)
		if qerr != nil {
			e = errDom
		}
		r = q
	}
	if e != errNone {
		return runtime.None, cmathErr(e)
	}
	return runtime.MakeComplex(r), nil
}

func cmathPhase(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := cmathOneArg("phase", args, kw); err != nil {
		return runtime.None, err
	}
	z, err := complexArg(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	phi := mAtan2(imag(z), real(z))
	if phi == 0 && imag(z) != 0 && isFinite(real(z)) {
		// glibc's atan2 reports the underflow of a non-zero y/x to zero
		// in errno, which CPython's phase turns into an OverflowError.
		return runtime.None, errRangeErr()
	}
	return runtime.MakeFloat(phi), nil
}

// cAbs is CPython's _Py_c_abs: an infinite part wins over a NaN, and a
// finite z whose modulus overflows is a range error.
func cAbs(z complex128) (float64, mathErrno) {
	x, y := real(z), imag(z)
	switch {
	case math.IsInf(x, 0):
		return math.Abs(x), errNone
	case math.IsInf(y, 0):
		return math.Abs(y), errNone
	case math.IsNaN(x) || math.IsNaN(y):
		return math.NaN(), errNone
	}
	r := libmHypot(x, y)
	if math.IsInf(r, 0) {
		return r, errRange
	}
	return r, errNone
}

func cmathPolar(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := cmathOneArg("polar", args, kw); err != nil {
		return runtime.None, err
	}
	z, err := complexArg(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	phi := mAtan2(imag(z), real(z))
	r, e := cAbs(z)
	if e != errNone {
		return runtime.None, errRangeErr()
	}
	return runtime.MakeTuple(runtime.MakeFloat(r), runtime.MakeFloat(phi)), nil
}

func cmathRect(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	r, phi, err := twoFloats(t, "rect", args, kw)
	if err != nil {
		return runtime.None, err
	}
	var z complex128
	switch {
	case !isFinite(r) || !isFinite(phi):
		if math.IsInf(r, 0) && isFinite(phi) && phi != 0 {
			z = cosSinSigns(phi, r < 0, r < 0)
		} else {
			z = rectSpecial.lookup(complex(r, phi))
		}
		if r != 0 && !math.IsNaN(r) && math.IsInf(phi, 0) {
			return runtime.None, errDomain()
		}
	case phi == 0:
		z = complex(r, r*phi)
	default:
		z = complex(r*libmCos(phi), r*libmSin(phi))
	}
	return runtime.MakeComplex(z), nil
}

func cmathPred(name string, f func(complex128) bool) runtime.BuiltinFunc {
	return func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := cmathOneArg(name, args, kw); err != nil {
			return runtime.None, err
		}
		z, err := complexArg(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeBool(f(z)), nil
	}
}

// cmathIsclose is isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0) for
// complex numbers.
func cmathIsclose(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	vals, err := iscloseArgs(args, kw)
	if err != nil {
		return runtime.None, err
	}
	a, err := complexArg(t, vals[0].v)
	if err != nil {
		return runtime.None, err
	}
	b, err := complexArg(t, vals[1].v)
	if err != nil {
		return runtime.None, err
	}
	relTol, absTol := 1e-09, 0.0
	if vals[2].set {
		if relTol, err = mathFloat(t, vals[2].v); err != nil {
			return runtime.None, err
		}
	}
	if vals[3].set {
		if absTol, err = mathFloat(t, vals[3].v); err != nil {
			return runtime.None, err
		}
	}
	if relTol < 0 || absTol < 0 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "tolerances must be non-negative")
	}
	if a == b {
		return runtime.True, nil
	}
	if math.IsInf(real(a), 0) || math.IsInf(imag(a), 0) || math.IsInf(real(b), 0) || math.IsInf(imag(b), 0) {
		return runtime.False, nil
	}
	diff, _ := cAbs(a - b)
	absA, _ := cAbs(a)
	absB, _ := cAbs(b)
	return runtime.MakeBool(diff <= relTol*absB || diff <= relTol*absA || diff <= absTol), nil
}
