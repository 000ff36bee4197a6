// This file defines the hashes of numbers, which CPython makes agree
// across types: hash(n) == hash(float(n)) == hash(complex(n)) whenever the
// values are equal. A rational x = m/n hashes to m * n**-1 modulo the
// Mersenne prime P = 2**61 - 1, with the sign of x; -1 becomes -2 because
// CPython reserves -1 for errors. See "Hashing of numeric types" in the
// Python reference.

package runtime

import (
	"math"
	"math/bits"
)

// Constants of CPython's numeric hash (sys.hash_info on 64-bit builds).
const (
	hashBits    = 61
	hashModulus = 1<<hashBits - 1
	hashInf     = 314159
	hashImag    = 1000003
)

// Hash returns hash(x).
func (x Int) Hash() int64 {
	var h uint64
	if x.big == nil {
		h = abs64(x.small) % hashModulus
	} else {
		// Horner over the 64-bit words from the top: h = h*2**64 + w.
		// 2**64 = 2**3 * 2**61 ≡ 8 (mod P).
		words := x.big.Bits()
		for i := len(words) - 1; i >= 0; i-- {
			h = mulModP(h, 8)
			h = addModP(h, uint64(words[i])%hashModulus)
		}
	}
	r := int64(h)
	if x.Sign() < 0 {
		r = -r
	}
	if r == -1 {
		r = -2
	}
	return r
}

// mulModP returns a*b mod P for a, b < P.
func mulModP(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	// a*b = hi*2**64 + lo; fold with 2**61 ≡ 1.
	r := (lo & hashModulus) + (lo >> hashBits) + hi<<3
	for r >= hashModulus {
		r -= hashModulus
	}
	return r
}

// addModP returns a+b mod P for a, b < P.
func addModP(a, b uint64) uint64 {
	r := a + b
	if r >= hashModulus {
		r -= hashModulus
	}
	return r
}

// hashFloat returns hash(x). ok is false for a NaN, whose hash CPython
// takes from the object's identity; the caller must supply that.
func hashFloat(x float64) (h int64, ok bool) {
	switch {
	case math.IsNaN(x):
		return 0, false
	case math.IsInf(x, 1):
		return hashInf, true
	case math.IsInf(x, -1):
		return -hashInf, true
	case x == 0:
		return 0, true
	}
	// |x| = m * 2**e with an integer m < 2**53, and m mod P = m; a power
	// 2**e mod P is 2**(e mod 61) since 2**61 ≡ 1.
	frac, e := math.Frexp(math.Abs(x))
	m := uint64(frac * (1 << 53))
	e -= 53
	e %= hashBits
	if e < 0 {
		e += hashBits
	}
	// Rotate m left by e within 61 bits: that is m * 2**e mod P.
	u := (m<<uint(e))&hashModulus | m>>uint(hashBits-e)
	if u == hashModulus {
		u = 0
	}
	r := int64(u)
	if x < 0 {
		r = -r
	}
	if r == -1 {
		r = -2
	}
	return r, true
}

// hashComplex returns hash(complex(re, im)). ok is false when either part
// is a NaN: CPython then hashes the object's identity.
func hashComplex(re, im float64) (h int64, ok bool) {
	hr, ok1 := hashFloat(re)
	hi, ok2 := hashFloat(im)
	if !ok1 || !ok2 {
		return 0, false
	}
	// Unsigned arithmetic wraps like CPython's Py_uhash_t.
	u := uint64(hr) + hashImag*uint64(hi)
	r := int64(u)
	if r == -1 {
		r = -2
	}
	return r, true
}
