// This file defines the integer functions of math: factorial, comb, perm,
// gcd, lcm and isqrt, exact for ints of any size. Results that fit a
// uint64 are computed in machine words; larger ones with math/big, whose
// MulRange splits products in halves so that the big multiplications
// are balanced (Karatsuba-friendly). Work and memory are charged to the
// thread before big results are built.

package stdlib

import (
	"math"
	"math/big"
	"math/bits"

	"github.com/pyexgo/pyex/runtime"
)

// indexInt returns operator.index(v) as an Int.
func indexInt(t *runtime.Thread, v runtime.Value) (runtime.Int, error) {
	if n, ok := runtime.AsInt(v); ok {
		return n, nil
	}
	r, err := runtime.Index(t, v)
	if err != nil {
		return runtime.Int{}, err
	}
	n, _ := runtime.AsInt(r)
	return n, nil
}

// chargeBits charges the thread for building an int of about nbits bits
// with work proportional to its size.
func chargeBits(t *runtime.Thread, nbits float64) error {
	if nbits < 4096 {
		return nil
	}
	if nbits > 1<<40 {
		return runtime.Errorf(runtime.MemoryError, "")
	}
	if err := t.Charge(int64(nbits/8) + 32); err != nil {
		return err
	}
	return t.Step(int64(nbits / 64))
}

// bigResult returns b as an int value.
func bigResult(b *big.Int) runtime.Value { return runtime.MakeIntValue(runtime.IntFromBig(b)) }

func mathFactorial(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := mathOneArg("factorial", args, kw); err != nil {
		return runtime.None, err
	}
	n, err := indexInt(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	return factorialOf(t, n)
}

func factorialOf(t *runtime.Thread, n runtime.Int) (runtime.Value, error) {
	x, ok := n.Int64()
	if !ok && n.Sign() > 0 {
		return runtime.None, runtime.Errorf(runtime.OverflowError, "factorial() argument should not exceed %d", int64(math.MaxInt64))
	}
	if !ok || x < 0 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "factorial() not defined for negative values")
	}
	if x <= 20 {
		f := uint64(1)
		for i := uint64(2); i <= uint64(x); i++ {
			f *= i
		}
		return runtime.MakeInt(int64(f)), nil
	}
	// log2(n!) by Stirling: n*log2(n/e) + log2(2*pi*n)/2.
	fx := float64(x)
	if err := chargeBits(t, fx*math.Log2(fx/math.E)+math.Log2(2*math.Pi*fx)/2); err != nil {
		return runtime.None, err
	}
	return bigResult(new(big.Int).MulRange(1, x)), nil
}

// nkArgs parses the n and k of comb and perm and checks their signs.
func nkArgs(t *runtime.Thread, nv, kv runtime.Value) (n, k runtime.Int, err error) {
	if n, err = indexInt(t, nv); err != nil {
		return
	}
	if k, err = indexInt(t, kv); err != nil {
		return
	}
	if n.Sign() < 0 {
		err = runtime.Errorf(runtime.ValueError, "n must be a non-negative integer")
	} else if k.Sign() < 0 {
		err = runtime.Errorf(runtime.ValueError, "k must be a non-negative integer")
	}
	return
}

func mathComb(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := mathTwoArgs("comb", args, kw); err != nil {
		return runtime.None, err
	}
	n, k, err := nkArgs(t, args[0], args[1])
	if err != nil {
		return runtime.None, err
	}
	if n.Cmp(k) < 0 {
		return runtime.MakeInt(0), nil
	}
	// k = min(k, n-k)
	if nk := n.Sub(k); nk.Cmp(k) < 0 {
		k = nk
	}
	ki, ok := k.Int64()
	if !ok {
		return runtime.None, runtime.Errorf(runtime.OverflowError, "min(n - k, k) must not exceed %d", int64(math.MaxInt64))
	}
	if ni, ok := n.Int64(); ok {
		if r, ok := combSmall(uint64(ni), uint64(ki)); ok {
			return runtime.MakeIntValue(r), nil
		}
	}
	if ki == 0 {
		return runtime.MakeInt(1), nil
	}
	nb := n.Big()
	if err := chargeBits(t, float64(ki)*float64(nb.BitLen())); err != nil {
		return runtime.None, err
	}
	num := fallingFactorial(nb, ki)
	return bigResult(num.Quo(num, new(big.Int).MulRange(1, ki))), nil
}

// combSmall computes comb(n, k), k <= n-k, in machine words when every
// intermediate product fits: r*(n-i) never overflows while the result
// stays below 2**64 / n.
func combSmall(n, k uint64) (runtime.Int, bool) {
	r := uint64(1)
	for i := uint64(0); i < k; i++ {
		hi, lo := bits.Mul64(r, n-i)
		if hi != 0 {
			return runtime.Int{}, false
		}
		// r*(n-i) is divisible by i+1: it is comb(n, i+1)*(i+1).
		r = lo / (i + 1)
	}
	if r > math.MaxInt64 {
		return runtime.IntFromBig(new(big.Int).SetUint64(r)), true
	}
	return runtime.IntFromInt64(int64(r)), true
}

// fallingFactorial returns n*(n-1)*...*(n-k+1) for k >= 1.
func fallingFactorial(n *big.Int, k int64) *big.Int {
	if n.IsInt64() {
		ni := n.Int64()
		return new(big.Int).MulRange(ni-k+1, ni)
	}
	return fallingRange(n, 0, k)
}

// fallingRange returns the product of n-i for i in [lo, hi), splitting in
// halves so that the big multiplications are balanced.
func fallingRange(n *big.Int, lo, hi int64) *big.Int {
	if hi-lo == 1 {
		return new(big.Int).Sub(n, big.NewInt(lo))
	}
	mid := lo + (hi-lo)/2
	a := fallingRange(n, lo, mid)
	return a.Mul(a, fallingRange(n, mid, hi))
}

func mathPerm(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if kw.Len() > 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "math.perm() takes no keyword arguments")
	}
	switch len(args) {
	case 0:
		return runtime.None, runtime.Errorf(runtime.TypeError, "perm expected at least 1 argument, got 0")
	case 1:
	case 2:
	default:
		return runtime.None, runtime.Errorf(runtime.TypeError, "perm expected at most 2 arguments, got %d", len(args))
	}
	if len(args) == 1 || args[1].IsNone() {
		n, err := indexInt(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		return factorialOf(t, n)
	}
	n, k, err := nkArgs(t, args[0], args[1])
	if err != nil {
		return runtime.None, err
	}
	if n.Cmp(k) < 0 {
		return runtime.MakeInt(0), nil
	}
	ki, ok := k.Int64()
	if !ok {
		return runtime.None, runtime.Errorf(runtime.OverflowError, "k must not exceed %d", int64(math.MaxInt64))
	}
	if ki == 0 {
		return runtime.MakeInt(1), nil
	}
	nb := n.Big()
	if err := chargeBits(t, float64(ki)*float64(nb.BitLen())); err != nil {
		return runtime.None, err
	}
	return bigResult(fallingFactorial(nb, ki)), nil
}

// gcdInt returns gcd(|a|, |b|).
func gcdInt(a, b runtime.Int) runtime.Int {
	x, ok1 := a.Int64()
	y, ok2 := b.Int64()
	if ok1 && ok2 && x != math.MinInt64 && y != math.MinInt64 {
		if x < 0 {
			x = -x
		}
		if y < 0 {
			y = -y
		}
		for y != 0 {
			x, y = y, x%y
		}
		return runtime.IntFromInt64(x)
	}
	ab, bb := a.Big(), b.Big()
	ab.Abs(ab)
	bb.Abs(bb)
	return runtime.IntFromBig(new(big.Int).GCD(nil, nil, ab, bb))
}

func mathGcd(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if kw.Len() > 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "math.gcd() takes no keyword arguments")
	}
	if len(args) == 0 {
		return runtime.MakeInt(0), nil
	}
	res, err := indexInt(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	res = res.Abs()
	for _, a := range args[1:] {
		x, err := indexInt(t, a)
		if err != nil {
			return runtime.None, err
		}
		if v, ok := res.Int64(); ok && v == 1 {
			continue
		}
		res = gcdInt(res, x)
	}
	return runtime.MakeIntValue(res), nil
}

func mathLcm(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if kw.Len() > 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "math.lcm() takes no keyword arguments")
	}
	if len(args) == 0 {
		return runtime.MakeInt(1), nil
	}
	res, err := indexInt(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	res = res.Abs()
	for _, a := range args[1:] {
		x, err := indexInt(t, a)
		if err != nil {
			return runtime.None, err
		}
		if res.IsZero() {
			continue
		}
		if x.IsZero() {
			res = x
			continue
		}
		g := gcdInt(res, x)
		q, _ := res.FloorDiv(g)
		res = q.Mul(x).Abs()
	}
	return runtime.MakeIntValue(res), nil
}

func mathIsqrt(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := mathOneArg("isqrt", args, kw); err != nil {
		return runtime.None, err
	}
	n, err := indexInt(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	if n.Sign() < 0 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "isqrt() argument must be nonnegative")
	}
	if v, ok := n.Int64(); ok {
		r := int64(math.Sqrt(float64(v)))
		// The float root may be one off either way for v near 2**63.
		for r > 0 && (r > 3037000499 || r*r > v) {
			r--
		}
		for r+1 <= 3037000499 && (r+1)*(r+1) <= v {
			r++
		}
		return runtime.MakeInt(r), nil
	}
	return bigResult(new(big.Int).Sqrt(n.Big())), nil
}
