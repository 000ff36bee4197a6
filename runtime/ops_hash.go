// This file defines string and bytes hashing: CPython 3.11's SipHash-1-3
// over the string's PEP 393 buffer, keyed from a hash seed exactly as
// CPython derives its key from PYTHONHASHSEED. So hash('a') in a run with
// seed N equals CPython's hash('a') under PYTHONHASHSEED=N, and set
// iteration order (set.go) follows.

package runtime

import (
	"encoding/binary"
	"math/bits"
)

// hashKey is a SipHash key derived from a hash seed.
type hashKey struct {
	k0, k1 uint64
	seed   uint32
}

// zeroHashKey is the key of seed 0 (CPython's PYTHONHASHSEED=0: an all-zero
// key). Dicts made without a thread use it.
var zeroHashKey = &hashKey{}

// newHashKey derives the key of a seed as CPython's lcg_urandom does.
func newHashKey(seed uint32) *hashKey {
	if seed == 0 {
		return zeroHashKey
	}
	var buf [16]byte
	x := seed
	for i := range buf {
		x = x*214013 + 2531011
		buf[i] = byte(x >> 16)
	}
	return &hashKey{k0: binary.LittleEndian.Uint64(buf[:8]), k1: binary.LittleEndian.Uint64(buf[8:]), seed: seed}
}

// siphash13 is CPython's SipHash-1-3 (Python/pyhash.c).
func siphash13(k0, k1 uint64, src []byte) uint64 {
	b := uint64(len(src)) << 56
	v0 := k0 ^ 0x736f6d6570736575
	v1 := k1 ^ 0x646f72616e646f6d
	v2 := k0 ^ 0x6c7967656e657261
	v3 := k1 ^ 0x7465646279746573
	round := func() {
		v0 += v1
		v2 += v3
		v1 = bits.RotateLeft64(v1, 13) ^ v0
		v3 = bits.RotateLeft64(v3, 16) ^ v2
		v0 = bits.RotateLeft64(v0, 32)
		v2 += v1
		v0 += v3
		v1 = bits.RotateLeft64(v1, 17) ^ v2
		v3 = bits.RotateLeft64(v3, 21) ^ v0
		v2 = bits.RotateLeft64(v2, 32)
	}
	for len(src) >= 8 {
		m := binary.LittleEndian.Uint64(src)
		src = src[8:]
		v3 ^= m
		round()
		v0 ^= m
	}
	var t uint64
	for i := len(src) - 1; i >= 0; i-- {
		t = t<<8 | uint64(src[i])
	}
	b |= t
	v3 ^= b
	round()
	v0 ^= b
	v2 ^= 0xff
	round()
	round()
	round()
	return (v0 ^ v1) ^ (v2 ^ v3)
}

// finishHash maps a 64-bit hash to a Python hash: -1 is reserved for errors
// in CPython, so it becomes -2.
func finishHash(h uint64) int64 {
	if int64(h) == -1 {
		return -2
	}
	return int64(h)
}

// hashBytes returns hash(b) for a bytes value under key k.
func hashBytes(k *hashKey, b string) int64 {
	if len(b) == 0 {
		return 0
	}
	return finishHash(siphash13(k.k0, k.k1, []byte(b)))
}

// hashString returns hash(s) for a str under key k. CPython hashes the
// string's PEP 393 buffer: one byte per code point when all are below 256,
// two (little-endian) when all are below 65536, four otherwise.
func hashString(k *hashKey, s string) int64 {
	if len(s) == 0 {
		return 0
	}
	if isASCII(s) {
		return finishHash(siphash13(k.k0, k.k1, []byte(s)))
	}
	maxr := rune(0)
	n := 0
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		i += size
		n++
		if r > maxr {
			maxr = r
		}
	}
	var buf []byte
	switch {
	case maxr < 0x100:
		buf = make([]byte, 0, n)
		for i := 0; i < len(s); {
			r, size := decodeRune(s[i:])
			i += size
			buf = append(buf, byte(r))
		}
	case maxr < 0x10000:
		buf = make([]byte, 0, 2*n)
		for i := 0; i < len(s); {
			r, size := decodeRune(s[i:])
			i += size
			buf = binary.LittleEndian.AppendUint16(buf, uint16(r))
		}
	default:
		buf = make([]byte, 0, 4*n)
		for i := 0; i < len(s); {
			r, size := decodeRune(s[i:])
			i += size
			buf = binary.LittleEndian.AppendUint32(buf, uint32(r))
		}
	}
	return finishHash(siphash13(k.k0, k.k1, buf))
}

// strHashKey returns the hash of s under the zero key, the key of every
// dict made at start-up (type dicts of built-in types).
func strHashKey(s string) int64 { return hashString(zeroHashKey, s) }
