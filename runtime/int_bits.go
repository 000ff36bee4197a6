// This file defines Int's bitwise operations: shifts, & | ^, bit_length
// and bit_count. Python's bitwise operators act on an infinite two's
// complement representation, which is what math/big implements too.

package runtime

import (
	"math/big"
	"math/bits"
)

// maxIntBits bounds the size of an int a shift may build. CPython tries
// the allocation and raises MemoryError when it fails; pyex refuses
// results past 2**34 bits (2 GiB) up front, before the object layer's
// memory accounting sees them.
const maxIntBits = 1 << 34

// Lsh returns x << y.
func (x Int) Lsh(y Int) (Int, *Error) {
	if y.Sign() < 0 {
		return Int{}, &Error{Kind: ValueError, Msg: "negative shift count"}
	}
	if x.IsZero() {
		return Int{}, nil
	}
	n, ok := y.Int64()
	if !ok || n > maxIntBits || int64(x.BitLength())+n > maxIntBits {
		return Int{}, &Error{Kind: MemoryError}
	}
	if x.big == nil && n < 63 {
		if s := x.small << uint(n); s>>uint(n) == x.small {
			return Int{small: s}, nil
		}
	}
	return IntFromBig(new(big.Int).Lsh(x.bigView(), uint(n))), nil
}

// Rsh returns x >> y, which rounds towards negative infinity.
func (x Int) Rsh(y Int) (Int, *Error) {
	if y.Sign() < 0 {
		return Int{}, &Error{Kind: ValueError, Msg: "negative shift count"}
	}
	n, ok := y.Int64()
	if !ok || n >= int64(x.BitLength()) {
		// Every bit is shifted out: what is left is the sign.
		if x.Sign() < 0 {
			return Int{small: -1}, nil
		}
		return Int{}, nil
	}
	if x.big == nil {
		return Int{small: x.small >> uint(n)}, nil
	}
	return IntFromBig(new(big.Int).Rsh(x.big, uint(n))), nil
}

// And returns x & y.
func (x Int) And(y Int) Int {
	if x.big == nil && y.big == nil {
		return Int{small: x.small & y.small}
	}
	return IntFromBig(new(big.Int).And(x.bigView(), y.bigView()))
}

// Or returns x | y.
func (x Int) Or(y Int) Int {
	if x.big == nil && y.big == nil {
		return Int{small: x.small | y.small}
	}
	return IntFromBig(new(big.Int).Or(x.bigView(), y.bigView()))
}

// Xor returns x ^ y.
func (x Int) Xor(y Int) Int {
	if x.big == nil && y.big == nil {
		return Int{small: x.small ^ y.small}
	}
	return IntFromBig(new(big.Int).Xor(x.bigView(), y.bigView()))
}

// BitLength returns x.bit_length(): the number of bits of |x|.
func (x Int) BitLength() int {
	if x.big != nil {
		return x.big.BitLen()
	}
	return bits.Len64(abs64(x.small))
}

// BitCount returns x.bit_count(): the number of one bits in |x|.
func (x Int) BitCount() int {
	if x.big == nil {
		return bits.OnesCount64(abs64(x.small))
	}
	n := 0
	for _, w := range x.big.Bits() {
		n += bits.OnesCount(uint(w))
	}
	return n
}

// abs64 returns |v| as a uint64; it is exact for math.MinInt64 too.
func abs64(v int64) uint64 {
	if v < 0 {
		return -uint64(v)
	}
	return uint64(v)
}
