// This file defines libmHypot, C's hypot as glibc (2.35 and later)
// computes it without FMA: the float square root of x*x + y*y corrected
// once by Borges's method ("An Improved Algorithm for hypot(a,b)"), with
// scaling by 2**600 for huge or tiny arguments. It is not correctly
// rounded, and cmath's digits depend on its exact rounding.

package stdlib

import "math"

const (
	hypotScale = 0x1p-600
	hypotLarge = 0x1p+511
	hypotTiny  = 0x1p-511
	hypotEps   = 0x1p-54
)

// hypotKernel returns hypot(ax, ay) for ax >= ay >= 0 in range.
func hypotKernel(ax, ay float64) float64 {
	h := math.Sqrt(ax*ax + ay*ay)
	var t1, t2 float64
	if h <= 2.0*ay {
		delta := h - ay
		t1 = ax * (2.0*delta - ax)
		t2 = (delta - 2.0*(ax-ay)) * delta
	} else {
		delta := h - ax
		t1 = 2.0 * delta * (ax - 2.0*ay)
		t2 = (4.0*delta-ay)*ay + delta*delta
	}
	h -= (t1 + t2) / (2.0 * h)
	return h
}

// libmHypot is glibc's hypot.
func libmHypot(x, y float64) float64 {
	if !isFinite(x) || !isFinite(y) {
		if math.IsInf(x, 0) || math.IsInf(y, 0) {
			return math.Inf(1)
		}
		return x + y
	}
	x, y = math.Abs(x), math.Abs(y)
	ax, ay := x, y
	if x < y {
		ax, ay = y, x
	}
	if ax > hypotLarge {
		if ay <= ax*hypotEps {
			return ax + ay
		}
		return hypotKernel(ax*hypotScale, ay*hypotScale) / hypotScale
	}
	if ay < hypotTiny {
		if ax >= ay/hypotEps {
			return ax + ay
		}
		return hypotKernel(ax/hypotScale, ay/hypotScale) * hypotScale
	}
	if ay <= ax*hypotEps {
		return ax + ay
	}
	return hypotKernel(ax, ay)
}
