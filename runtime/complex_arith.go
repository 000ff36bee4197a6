// This file defines complex arithmetic as CPython's complexobject.c does
// it: the same formulas in the same order, so results agree to the last
// bit. Products are wrapped in float64() conversions, which stop the Go
// compiler from fusing a*b+c into one FMA on the platforms that have it
// (CPython's x86-64 build never fuses).

package runtime

import "math"

// ComplexAdd returns a + b.
func ComplexAdd(a, b complex128) complex128 {
	return complex(real(a)+real(b), imag(a)+imag(b))
}

// ComplexSub returns a - b.
func ComplexSub(a, b complex128) complex128 {
	return complex(real(a)-real(b), imag(a)-imag(b))
}

// ComplexMul returns a * b.
func ComplexMul(a, b complex128) complex128 {
	ar, ai, br, bi := real(a), imag(a), real(b), imag(b)
	return complex(float64(ar*br)-float64(ai*bi), float64(ar*bi)+float64(ai*br))
}

// ComplexNeg returns -a.
func ComplexNeg(a complex128) complex128 { return complex(-real(a), -imag(a)) }

// ComplexDiv returns a / b.
func ComplexDiv(a, b complex128) (complex128, *Error) {
	q, ok := complexQuot(a, b)
	if !ok {
		return 0, &Error{Kind: ZeroDivisionError, Msg: "complex division by zero"}
	}
	return q, nil
}

// complexQuot is CPython's _Py_c_quot: Smith's method, dividing through
// by the larger part of b. ok is false when b is zero.
func complexQuot(a, b complex128) (complex128, bool) {
	ar, ai, br, bi := real(a), imag(a), real(b), imag(b)
	absBr, absBi := math.Abs(br), math.Abs(bi)
	switch {
	case absBr >= absBi:
		if absBr == 0 {
			return 0, false
		}
		ratio := bi / br
		denom := br + float64(bi*ratio)
		return complex((ar+float64(ai*ratio))/denom, (ai-float64(ar*ratio))/denom), true
	case absBi >= absBr:
		ratio := br / bi
		denom := float64(br*ratio) + bi
		return complex((float64(ar*ratio)+ai)/denom, (float64(ai*ratio)-ar)/denom), true
	}
	// At least one part of b is a NaN.
	return complex(math.NaN(), math.NaN()), true
}

// ComplexAbs returns abs(a).
func ComplexAbs(a complex128) (float64, *Error) {
	re, im := real(a), imag(a)
	if math.IsInf(re, 0) || math.IsInf(im, 0) {
		// C99: an infinite part makes the result infinite, even with a NaN.
		return math.Inf(1), nil
	}
	if math.IsNaN(re) || math.IsNaN(im) {
		return math.NaN(), nil
	}
	r := libmHypot(re, im)
	if math.IsInf(r, 0) {
		return 0, &Error{Kind: OverflowError, Msg: "absolute value too large"}
	}
	return r, nil
}

// ComplexPow returns a ** b as CPython's complex_pow: an integral exponent
// up to 100 in size by repeated squaring, anything else through polar
// form.
func ComplexPow(a, b complex128) (complex128, *Error) {
	var p complex128
	edom := false
	br := real(b)
	if imag(b) == 0 && br == math.Trunc(br) && math.Abs(br) <= 100 {
		p, edom = complexPowInt(a, int(br))
	} else {
		p, edom = complexPowGeneral(a, b)
	}
	if edom {
		return 0, &Error{Kind: ZeroDivisionError, Msg: "0.0 to a negative or complex power"}
	}
	if math.IsInf(real(p), 0) || math.IsInf(imag(p), 0) {
		return 0, &Error{Kind: OverflowError, Msg: "complex exponentiation"}
	}
	return p, nil
}

// complexPowInt is CPython's c_powi for |n| <= 100. edom reports a zero
// base with a negative exponent, where _Py_c_quot divides by zero.
func complexPowInt(x complex128, n int) (r complex128, edom bool) {
	if n > 0 {
		return complexPowUint(x, n), false
	}
	q, ok := complexQuot(1, complexPowUint(x, -n))
	return q, !ok
}

// complexPowUint is CPython's c_powu: binary powering, x**0 == 1.
func complexPowUint(x complex128, n int) complex128 {
	r := complex128(1)
	p := x
	for mask := 1; mask > 0 && n >= mask; mask <<= 1 {
		if n&mask != 0 {
			r = ComplexMul(r, p)
		}
		p = ComplexMul(p, p)
	}
	return r
}

// complexPowGeneral is CPython's _Py_c_pow. edom reports what C's errno
// would say is a domain error: 0 raised to a negative or complex power, or
// an infinite phase.
func complexPowGeneral(a, b complex128) (r complex128, edom bool) {
	ar, ai, br, bi := real(a), imag(a), real(b), imag(b)
	if br == 0 && bi == 0 {
		return 1, false
	}
	if ar == 0 && ai == 0 {
		return 0, bi != 0 || br < 0
	}
	vabs := libmHypot(ar, ai)
	length := libmPow(vabs, br)
	at := complexAtan2(ai, ar)
	phase := float64(at * br)
	if bi != 0 {
		length /= libmExp(float64(at * bi))
		phase += float64(bi * libmLog(vabs))
	}
	// C's cos and sin set errno to EDOM for an infinite phase, and
	// CPython's complex_pow reports any EDOM as this ZeroDivisionError.
	if math.IsInf(phase, 0) {
		return complex(math.NaN(), math.NaN()), true
	}
	return complex(float64(length*complexCos(phase)), float64(length*complexSin(phase))), false
}

// The sin, cos and atan2 of complexPowGeneral. Go's math package is the
// runtime's fallback; its sin(pi) is 1.2246467991473515e-16 where glibc's
// (and CPython's) is 1.2246467991473532e-16, so the stdlib package, whose
// math module has correctly rounded kernels, installs those at init with
// SetComplexPowTrig.
var (
	complexSin   = math.Sin
	complexCos   = math.Cos
	complexAtan2 = math.Atan2
)

// SetComplexPowTrig replaces the sin, cos and atan2 (with C's special
// cases) that complex ** uses. It is meant to be called once, from an
// init function, before any program runs.
func SetComplexPowTrig(sin, cos func(float64) float64, atan2 func(y, x float64) float64) {
	complexSin, complexCos, complexAtan2 = sin, cos, atan2
}

// libmPow is C's pow(x, y) for any x, y, as powFinite extends to the
// special cases; it never raises.
func libmPow(x, y float64) float64 {
	if x > 0 && x != 1 && !math.IsInf(x, 0) && !math.IsInf(y, 0) && !math.IsNaN(y) && y != 0 {
		return powFinite(x, y)
	}
	return math.Pow(x, y)
}
