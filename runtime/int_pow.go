// This file defines int ** int and pow(int, int, int).

package runtime

import (
	"math/big"
	"math/bits"
)

// Pow returns x ** y. A negative y makes the result a float (isFloat is
// true and the result is in f), computed as float(x) ** float(y) the way
// CPython does; otherwise the result is the Int r.
func (x Int) Pow(y Int) (r Int, f float64, isFloat bool, err *Error) {
	if y.Sign() < 0 {
		fx, err := x.ToFloat()
		if err != nil {
			return Int{}, 0, true, err
		}
		fy, err := y.ToFloat()
		if err != nil {
			return Int{}, 0, true, err
		}
		f, _, err := FloatPow(fx, fy)
		return Int{}, f, true, err
	}
	if x.big == nil {
		switch x.small {
		case 0:
			if y.IsZero() {
				return Int{small: 1}, 0, false, nil
			}
			return Int{}, 0, false, nil
		case 1:
			return Int{small: 1}, 0, false, nil
		case -1:
			if y.big == nil && y.small&1 == 0 || y.big != nil && y.big.Bit(0) == 0 {
				return Int{small: 1}, 0, false, nil
			}
			return Int{small: -1}, 0, false, nil
		}
	}
	n, ok := y.Int64()
	// |x| >= 2 here, so the result has at least (bitlen(x)-1)*y+1 bits.
	if !ok || n > maxIntBits || int64(x.BitLength()-1)*n > maxIntBits {
		return Int{}, 0, false, &Error{Kind: MemoryError}
	}
	if x.big == nil {
		if p, ok := pow64(x.small, n); ok {
			return Int{small: p}, 0, false, nil
		}
	}
	return IntFromBig(new(big.Int).Exp(x.bigView(), big.NewInt(n), nil)), 0, false, nil
}

// pow64 returns b**e and true, or false when the result overflows int64.
func pow64(b, e int64) (int64, bool) {
	r := int64(1)
	for {
		if e&1 != 0 {
			var ok bool
			if r, ok = mul64(r, b); !ok {
				return 0, false
			}
		}
		e >>= 1
		if e == 0 {
			return r, true
		}
		var ok bool
		if b, ok = mul64(b, b); !ok {
			return 0, false
		}
	}
}

// PowMod returns pow(x, y, m). A negative y uses the modular inverse of x;
// the result has the sign of m (or is zero), like x % m.
func (x Int) PowMod(y, m Int) (Int, *Error) {
	if m.IsZero() {
		return Int{}, &Error{Kind: ValueError, Msg: "pow() 3rd argument cannot be 0"}
	}
	negOut := m.Sign() < 0
	mod := m.Abs()
	if mod.big == nil && mod.small == 1 {
		return Int{}, nil
	}
	if mod.big == nil && y.big == nil {
		r, ok := powMod64(x, y.small, uint64(mod.small))
		if !ok {
			return Int{}, &Error{Kind: ValueError, Msg: "base is not invertible for the given modulus"}
		}
		return finishPowMod(IntFromInt64(int64(r)), mod, negOut), nil
	}
	bm := mod.bigView()
	base := new(big.Int).Mod(x.bigView(), bm) // Mod is Euclidean: 0 <= base < mod.
	exp := y.bigView()
	if exp.Sign() < 0 {
		if base.ModInverse(base, bm) == nil {
			return Int{}, &Error{Kind: ValueError, Msg: "base is not invertible for the given modulus"}
		}
		exp = new(big.Int).Neg(exp)
	}
	return finishPowMod(IntFromBig(base.Exp(base, exp, bm)), mod, negOut), nil
}

// finishPowMod turns a result r in [0, mod) into Python's: in (-mod, 0]
// when the modulus was negative.
func finishPowMod(r, mod Int, negOut bool) Int {
	if negOut && !r.IsZero() {
		return r.Sub(mod)
	}
	return r
}

// powMod64 computes pow(x, e, m) for 2 <= m < 2**63 without allocating.
// It returns false when e is negative and x has no inverse modulo m.
func powMod64(x Int, e int64, m uint64) (uint64, bool) {
	var b uint64
	if x.big == nil {
		r := x.small % int64(m)
		if r < 0 {
			r += int64(m)
		}
		b = uint64(r)
	} else {
		b = new(big.Int).Mod(x.big, new(big.Int).SetUint64(m)).Uint64()
	}
	ue := uint64(e)
	if e < 0 {
		inv, ok := invMod64(b, m)
		if !ok {
			return 0, false
		}
		b, ue = inv, -uint64(e)
	}
	r := uint64(1) % m
	for ue != 0 {
		if ue&1 != 0 {
			r = mulMod64(r, b, m)
		}
		b = mulMod64(b, b, m)
		ue >>= 1
	}
	return r, true
}

// mulMod64 returns a*b mod m for a, b < m.
func mulMod64(a, b, m uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	return bits.Rem64(hi, lo, m)
}

// invMod64 returns the inverse of a modulo m (m >= 2) by the extended
// Euclidean algorithm, or false when gcd(a, m) != 1.
func invMod64(a, m uint64) (uint64, bool) {
	// Invariant: r0 ≡ s0*a and r1 ≡ s1*a (mod m), with the s kept in
	// [0, m) so no signed overflow can occur.
	r0, r1 := m, a
	s0, s1 := uint64(0), uint64(1)
	for r1 != 0 {
		q := r0 / r1
		r0, r1 = r1, r0-q*r1
		s0, s1 = s1, subMod64(s0, mulMod64(q%m, s1, m), m)
	}
	if r0 != 1 {
		return 0, false
	}
	return s0, true
}

// subMod64 returns (a - b) mod m for a, b < m.
func subMod64(a, b, m uint64) uint64 {
	if a >= b {
		return a - b
	}
	return m - (b - a)
}
