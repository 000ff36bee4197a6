// This file holds cmath's special-value tables: the result of each
// function for an argument whose real or imaginary part is infinite or a
// NaN, as C99's Annex G specifies and CPython 3.11 tabulates, indexed by the
// kinds of the two parts (see specialKind).

package stdlib

import "math"

// The kinds of a float, in table order.
const (
	stNegInf = iota
	stNeg
	stNegZero
	stPosZero
	stPos
	stPosInf
	stNaN
)

// specialKind classifies x for the special-value tables.
func specialKind(x float64) int {
	switch {
	case math.IsNaN(x):
		return stNaN
	case math.IsInf(x, 1):
		return stPosInf
	case math.IsInf(x, -1):
		return stNegInf
	case x == 0:
		if math.Signbit(x) {
			return stNegZero
		}
		return stPosZero
	case x < 0:
		return stNeg
	}
	return stPos
}

// Abbreviations for the tables. U marks entries that finite arguments
// never reach.
var (
	cP   = math.Pi
	cP14 = 0.25 * math.Pi
	cP12 = 0.5 * math.Pi
	cP34 = 0.75 * math.Pi
	cInf = math.Inf(1)
	cN   = math.NaN()
	cU   = -9.5426319407711027e33
	nz   = math.Copysign(0, -1)
)

type specialTable [7][7]complex128

func c(re, im float64) complex128 { return complex(re, im) }

var (
	acosSpecial = specialTable{
		{c(cP34, cInf), c(cP, cInf), c(cP, cInf), c(cP, -cInf), c(cP, -cInf), c(cP34, -cInf), c(cN, cInf)},
		{c(cP12, cInf), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cP12, -cInf), c(cN, cN)},
		{c(cP12, cInf), c(cU, cU), c(cP12, 0), c(cP12, nz), c(cU, cU), c(cP12, -cInf), c(cP12, cN)},
		{c(cP12, cInf), c(cU, cU), c(cP12, 0), c(cP12, nz), c(cU, cU), c(cP12, -cInf), c(cP12, cN)},
		{c(cP12, cInf), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cP12, -cInf), c(cN, cN)},
		{c(cP14, cInf), c(0, cInf), c(0, cInf), c(0, -cInf), c(0, -cInf), c(cP14, -cInf), c(cN, cInf)},
		{c(cN, cInf), c(cN, cN), c(cN, cN), c(cN, cN), c(cN, cN), c(cN, -cInf), c(cN, cN)},
	}
	acoshSpecial = specialTable{
		{c(cInf, -cP34), c(cInf, -cP), c(cInf, -cP), c(cInf, cP), c(cInf, cP), c(cInf, cP34), c(cInf, cN)},
		{c(cInf, -cP12), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cInf, cP12), c(cN, cN)},
		{c(cInf, -cP12), c(cU, cU), c(0, -cP12), c(0, cP12), c(cU, cU), c(cInf, cP12), c(cN, cN)},
		{c(cInf, -cP12), c(cU, cU), c(0, -cP12), c(0, cP12), c(cU, cU), c(cInf, cP12), c(cN, cN)},
		{c(cInf, -cP12), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cInf, cP12), c(cN, cN)},
		{c(cInf, -cP14), c(cInf, nz), c(cInf, nz), c(cInf, 0), c(cInf, 0), c(cInf, cP14), c(cInf, cN)},
		{c(cInf, cN), c(cN, cN), c(cN, cN), c(cN, cN), c(cN, cN), c(cInf, cN), c(cN, cN)},
	}
	asinhSpecial = specialTable{
		{c(-cInf, -cP14), c(-cInf, nz), c(-cInf, nz), c(-cInf, 0), c(-cInf, 0), c(-cInf, cP14), c(-cInf, cN)},
		{c(-cInf, -cP12), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(-cInf, cP12), c(cN, cN)},
		{c(-cInf, -cP12), c(cU, cU), c(nz, nz), c(nz, 0), c(cU, cU), c(-cInf, cP12), c(cN, cN)},
		{c(cInf, -cP12), c(cU, cU), c(0, nz), c(0, 0), c(cU, cU), c(cInf, cP12), c(cN, cN)},
		{c(cInf, -cP12), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cInf, cP12), c(cN, cN)},
		{c(cInf, -cP14), c(cInf, nz), c(cInf, nz), c(cInf, 0), c(cInf, 0), c(cInf, cP14), c(cInf, cN)},
		{c(cInf, cN), c(cN, cN), c(cN, nz), c(cN, 0), c(cN, cN), c(cInf, cN), c(cN, cN)},
	}
	atanhSpecial = specialTable{
		{c(nz, -cP12), c(nz, -cP12), c(nz, -cP12), c(nz, cP12), c(nz, cP12), c(nz, cP12), c(nz, cN)},
		{c(nz, -cP12), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(nz, cP12), c(cN, cN)},
		{c(nz, -cP12), c(cU, cU), c(nz, nz), c(nz, 0), c(cU, cU), c(nz, cP12), c(nz, cN)},
		{c(0, -cP12), c(cU, cU), c(0, nz), c(0, 0), c(cU, cU), c(0, cP12), c(0, cN)},
		{c(0, -cP12), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(0, cP12), c(cN, cN)},
		{c(0, -cP12), c(0, -cP12), c(0, -cP12), c(0, cP12), c(0, cP12), c(0, cP12), c(0, cN)},
		{c(0, -cP12), c(cN, cN), c(cN, cN), c(cN, cN), c(cN, cN), c(0, cP12), c(cN, cN)},
	}
	coshSpecial = specialTable{
		{c(cInf, cN), c(cU, cU), c(cInf, 0), c(cInf, nz), c(cU, cU), c(cInf, cN), c(cInf, cN)},
		{c(cN, cN), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cN, cN), c(cN, cN)},
		{c(cN, 0), c(cU, cU), c(1, 0), c(1, nz), c(cU, cU), c(cN, 0), c(cN, 0)},
		{c(cN, 0), c(cU, cU), c(1, nz), c(1, 0), c(cU, cU), c(cN, 0), c(cN, 0)},
		{c(cN, cN), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cN, cN), c(cN, cN)},
		{c(cInf, cN), c(cU, cU), c(cInf, nz), c(cInf, 0), c(cU, cU), c(cInf, cN), c(cInf, cN)},
		{c(cN, cN), c(cN, cN), c(cN, 0), c(cN, 0), c(cN, cN), c(cN, cN), c(cN, cN)},
	}
	expSpecial = specialTable{
		{c(0, 0), c(cU, cU), c(0, nz), c(0, 0), c(cU, cU), c(0, 0), c(0, 0)},
		{c(cN, cN), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cN, cN), c(cN, cN)},
		{c(cN, cN), c(cU, cU), c(1, nz), c(1, 0), c(cU, cU), c(cN, cN), c(cN, cN)},
		{c(cN, cN), c(cU, cU), c(1, nz), c(1, 0), c(cU, cU), c(cN, cN), c(cN, cN)},
		{c(cN, cN), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cN, cN), c(cN, cN)},
		{c(cInf, cN), c(cU, cU), c(cInf, nz), c(cInf, 0), c(cU, cU), c(cInf, cN), c(cInf, cN)},
		{c(cN, cN), c(cN, cN), c(cN, nz), c(cN, 0), c(cN, cN), c(cN, cN), c(cN, cN)},
	}
	logSpecial = specialTable{
		{c(cInf, -cP34), c(cInf, -cP), c(cInf, -cP), c(cInf, cP), c(cInf, cP), c(cInf, cP34), c(cInf, cN)},
		{c(cInf, -cP12), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cInf, cP12), c(cN, cN)},
		{c(cInf, -cP12), c(cU, cU), c(-cInf, -cP), c(-cInf, cP), c(cU, cU), c(cInf, cP12), c(cN, cN)},
		{c(cInf, -cP12), c(cU, cU), c(-cInf, nz), c(-cInf, 0), c(cU, cU), c(cInf, cP12), c(cN, cN)},
		{c(cInf, -cP12), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cInf, cP12), c(cN, cN)},
		{c(cInf, -cP14), c(cInf, nz), c(cInf, nz), c(cInf, 0), c(cInf, 0), c(cInf, cP14), c(cInf, cN)},
		{c(cInf, cN), c(cN, cN), c(cN, cN), c(cN, cN), c(cN, cN), c(cInf, cN), c(cN, cN)},
	}
	sinhSpecial = specialTable{
		{c(cInf, cN), c(cU, cU), c(-cInf, nz), c(-cInf, 0), c(cU, cU), c(cInf, cN), c(cInf, cN)},
		{c(cN, cN), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cN, cN), c(cN, cN)},
		{c(0, cN), c(cU, cU), c(nz, nz), c(nz, 0), c(cU, cU), c(0, cN), c(0, cN)},
		{c(0, cN), c(cU, cU), c(0, nz), c(0, 0), c(cU, cU), c(0, cN), c(0, cN)},
		{c(cN, cN), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cN, cN), c(cN, cN)},
		{c(cInf, cN), c(cU, cU), c(cInf, nz), c(cInf, 0), c(cU, cU), c(cInf, cN), c(cInf, cN)},
		{c(cN, cN), c(cN, cN), c(cN, nz), c(cN, 0), c(cN, cN), c(cN, cN), c(cN, cN)},
	}
	sqrtSpecial = specialTable{
		{c(cInf, -cInf), c(0, -cInf), c(0, -cInf), c(0, cInf), c(0, cInf), c(cInf, cInf), c(cN, cInf)},
		{c(cInf, -cInf), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cInf, cInf), c(cN, cN)},
		{c(cInf, -cInf), c(cU, cU), c(0, nz), c(0, 0), c(cU, cU), c(cInf, cInf), c(cN, cN)},
		{c(cInf, -cInf), c(cU, cU), c(0, nz), c(0, 0), c(cU, cU), c(cInf, cInf), c(cN, cN)},
		{c(cInf, -cInf), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cInf, cInf), c(cN, cN)},
		{c(cInf, -cInf), c(cInf, nz), c(cInf, nz), c(cInf, 0), c(cInf, 0), c(cInf, cInf), c(cInf, cN)},
		{c(cInf, -cInf), c(cN, cN), c(cN, cN), c(cN, cN), c(cN, cN), c(cInf, cInf), c(cN, cN)},
	}
	tanhSpecial = specialTable{
		{c(-1, 0), c(cU, cU), c(-1, nz), c(-1, 0), c(cU, cU), c(-1, 0), c(-1, 0)},
		{c(cN, cN), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cN, cN), c(cN, cN)},
		{c(cN, cN), c(cU, cU), c(nz, nz), c(nz, 0), c(cU, cU), c(cN, cN), c(cN, cN)},
		{c(cN, cN), c(cU, cU), c(0, nz), c(0, 0), c(cU, cU), c(cN, cN), c(cN, cN)},
		{c(cN, cN), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cN, cN), c(cN, cN)},
		{c(1, 0), c(cU, cU), c(1, nz), c(1, 0), c(cU, cU), c(1, 0), c(1, 0)},
		{c(cN, cN), c(cN, cN), c(cN, nz), c(cN, 0), c(cN, cN), c(cN, cN), c(cN, cN)},
	}
	rectSpecial = specialTable{
		{c(cInf, cN), c(cU, cU), c(-cInf, 0), c(-cInf, nz), c(cU, cU), c(cInf, cN), c(cInf, cN)},
		{c(cN, cN), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cN, cN), c(cN, cN)},
		{c(0, 0), c(cU, cU), c(nz, 0), c(nz, nz), c(cU, cU), c(0, 0), c(0, 0)},
		{c(0, 0), c(cU, cU), c(0, nz), c(0, 0), c(cU, cU), c(0, 0), c(0, 0)},
		{c(cN, cN), c(cU, cU), c(cU, cU), c(cU, cU), c(cU, cU), c(cN, cN), c(cN, cN)},
		{c(cInf, cN), c(cU, cU), c(cInf, nz), c(cInf, 0), c(cU, cU), c(cInf, cN), c(cInf, cN)},
		{c(cN, cN), c(cN, cN), c(cN, 0), c(cN, 0), c(cN, cN), c(cN, cN), c(cN, cN)},
	}
)

// lookup returns the table's value for z.
func (t *specialTable) lookup(z complex128) complex128 {
	return t[specialKind(real(z))][specialKind(imag(z))]
}
