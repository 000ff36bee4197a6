// This file defines fsum, hypot, dist and prod.
//
// fsum keeps Shewchuk's list of non-overlapping partial sums, which hold
// the exact sum of the floats seen so far, and rounds their total once at
// the end, as CPython does (including its correction for a total that
// lies halfway between two floats). hypot and dist compute the Euclidean
// norm with CPython's algorithm: scale by a power of two, square each
// coordinate exactly (Veltkamp-Dekker splitting), add the squares with
// compensated summation, and correct the square root once; every
// operation is done in the same order, so the result is the same float.

package stdlib

import (
	"math"

	"github.com/pyexgo/pyex/runtime"
)

func mathFsum(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := mathOneArg("fsum", args, kw); err != nil {
		return runtime.None, err
	}
	it, err := runtime.Iter(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	var stack [32]float64
	p := stack[:0]
	specialSum, infSum := 0.0, 0.0
	for {
		item, ok, err := runtime.Next(t, it)
		if err != nil {
			return runtime.None, err
		}
		if !ok {
			break
		}
		if err := t.Step(int64(len(p)) + 1); err != nil {
			return runtime.None, err
		}
		x, err := mathFloat(t, item)
		if err != nil {
			return runtime.None, err
		}
		xsave := x
		p, x = fsumStep(p, x)
		if x != 0 {
			if !isFinite(x) {
				// An infinity or NaN among the items, or an overflow of
				// the partial sums.
				if isFinite(xsave) {
					return runtime.None, runtime.Errorf(runtime.OverflowError, "intermediate overflow in fsum")
				}
				if math.IsInf(xsave, 0) {
					infSum += xsave
				}
				specialSum += xsave
				p = p[:0]
			} else {
				p = append(p, x)
			}
		}
	}
	if specialSum != 0 {
		if math.IsNaN(infSum) {
			return runtime.None, runtime.Errorf(runtime.ValueError, "-inf + inf in fsum")
		}
		return runtime.MakeFloat(specialSum), nil
	}
	return runtime.MakeFloat(sumPartials(p)), nil
}

// fsumStep adds x to the partials p exactly: it returns the new lower
// partials and the new top one (which the caller appends when it is a
// finite non-zero float).
func fsumStep(p []float64, x float64) ([]float64, float64) {
	i := 0
	for _, y := range p {
		if math.Abs(x) < math.Abs(y) {
			x, y = y, x
		}
		hi := x + y
		lo := y - (hi - x)
		if lo != 0 {
			p[i] = lo
			i++
		}
		x = hi
	}
	return p[:i], x
}

// sumPartials adds the partials from the top, stopping when the sum
// becomes inexact, then fixes a result that the remaining partials push
// past a halfway point.
func sumPartials(p []float64) float64 {
	n := len(p)
	if n == 0 {
		return 0
	}
	n--
	hi := p[n]
	lo := 0.0
	for n > 0 {
		x := hi
		n--
		y := p[n]
		hi = x + y
		yr := hi - x
		lo = y - yr
		if lo != 0 {
			break
		}
	}
	if n > 0 && (lo < 0 && p[n-1] < 0 || lo > 0 && p[n-1] > 0) {
		y := lo * 2
		x := hi + y
		yr := x - hi
		if y == yr {
			hi = x
		}
	}
	return hi
}

// vectorNorm is CPython's vector_norm: sqrt(sum(x*x for x in vec)) for
// non-negative finite vec whose largest element is max (an infinity when
// one is infinite); foundNaN says whether one is a NaN.
func vectorNorm(vec []float64, max float64, foundNaN bool) float64 {
	const t27 = 134217729.0 // 2**27 + 1, Veltkamp's splitter
	if math.IsInf(max, 0) {
		return max
	}
	if foundNaN {
		return math.NaN()
	}
	if max == 0 || len(vec) <= 1 {
		return max
	}
	_, maxE := math.Frexp(max)
	csum, frac1, frac2, frac3 := 1.0, 0.0, 0.0, 0.0
	if maxE < -1023 {
		// 2**-maxE would overflow: divide by max instead.
		for _, x := range vec {
			x /= max
			x = x * x
			old := csum
			csum += x
			frac1 += (old - csum) + x
		}
		return max * math.Sqrt(csum-1+frac1)
	}
	scale := math.Ldexp(1, -maxE)
	for _, x := range vec {
		x *= scale
		t := x * t27
		hi := t - (t - x)
		lo := x - hi
		x = hi * hi
		old := csum
		csum += x
		frac1 += (old - csum) + x
		x = 2 * hi * lo
		old = csum
		csum += x
		frac2 += (old - csum) + x
		frac3 += lo * lo
	}
	h := math.Sqrt(csum - 1 + (frac1 + frac2 + frac3))
	x := h
	t := x * t27
	hi := t - (t - x)
	lo := x - hi
	x = -hi * hi
	old := csum
	csum += x
	frac1 += (old - csum) + x
	x = -2 * hi * lo
	old = csum
	csum += x
	frac2 += (old - csum) + x
	x = -lo * lo
	old = csum
	csum += x
	frac3 += (old - csum) + x
	x = csum - 1 + (frac1 + frac2 + frac3)
	return (h + x/(2*h)) / scale
}

func mathHypot(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if kw.Len() > 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "math.hypot() takes no keyword arguments")
	}
	var stack [16]float64
	vec := stack[:0]
	max, foundNaN := 0.0, false
	for _, a := range args {
		x, err := mathFloat(t, a)
		if err != nil {
			return runtime.None, err
		}
		x = math.Abs(x)
		vec = append(vec, x)
		foundNaN = foundNaN || math.IsNaN(x)
		if x > max {
			max = x
		}
	}
	return runtime.MakeFloat(vectorNorm(vec, max, foundNaN)), nil
}

// tupleOf returns the items of a tuple, or of tuple(v).
func tupleOf(t *runtime.Thread, v runtime.Value) ([]runtime.Value, error) {
	if tup, ok := v.Object().(*runtime.Tuple); ok {
		return tup.Items(), nil
	}
	return runtime.IterToSlice(t, v)
}

func mathDist(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := mathTwoArgs("dist", args, kw); err != nil {
		return runtime.None, err
	}
	p, err := tupleOf(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	q, err := tupleOf(t, args[1])
	if err != nil {
		return runtime.None, err
	}
	if len(p) != len(q) {
		return runtime.None, runtime.Errorf(runtime.ValueError, "both points must have the same number of dimensions")
	}
	var stack [16]float64
	vec := stack[:0]
	max, foundNaN := 0.0, false
	for i := range p {
		px, err := mathFloat(t, p[i])
		if err != nil {
			return runtime.None, err
		}
		qx, err := mathFloat(t, q[i])
		if err != nil {
			return runtime.None, err
		}
		x := math.Abs(px - qx)
		vec = append(vec, x)
		foundNaN = foundNaN || math.IsNaN(x)
		if x > max {
			max = x
		}
	}
	return runtime.MakeFloat(vectorNorm(vec, max, foundNaN)), nil
}

// mathProd is prod(iterable, /, *, start=1): the product from the left,
// with machine-word and float fast paths that give the same results as
// the generic multiplication.
func mathProd(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if len(args)+kw.Len() > 2 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "prod() takes at most 2 arguments (%d given)", len(args)+kw.Len())
	}
	if len(args) != 1 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "prod() takes exactly 1 positional argument (%d given)", len(args))
	}
	start := runtime.MakeInt(1)
	if kw != nil {
		for i, k := range kw.Names {
			if k != "start" {
				return runtime.None, runtime.Errorf(runtime.TypeError, "'%s' is an invalid keyword argument for prod()", k)
			}
			start = kw.Values[i]
		}
	}
	it, err := runtime.Iter(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	result := start
	for {
		item, ok, err := runtime.Next(t, it)
		if err != nil {
			return runtime.None, err
		}
		if !ok {
			return result, nil
		}
		if err := t.Step(1); err != nil {
			return runtime.None, err
		}
		switch {
		case result.IsSmallInt() && item.IsSmallInt():
			a, b := result.SmallInt(), item.SmallInt()
			if p, ok := mulInt64(a, b); ok {
				result = runtime.MakeInt(p)
				continue
			}
		case result.IsFloat() && item.IsFloat():
			result = runtime.MakeFloat(result.Float() * item.Float())
			continue
		}
		if result, err = runtime.Binary(t, runtime.OpMul, result, item); err != nil {
			return runtime.None, err
		}
	}
}

// mulInt64 returns a*b and whether it did not overflow.
func mulInt64(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	p := a * b
	if p/b != a || (a == -1 && b == math.MinInt64) || (b == -1 && a == math.MinInt64) {
		return 0, false
	}
	return p, true
}
