// This file defines int.to_bytes and int.from_bytes.

package runtime

import "math/big"

// byteOrderLittle parses the byteorder argument of to_bytes/from_bytes.
func byteOrderLittle(order string) (bool, *Error) {
	switch order {
	case "little":
		return true, nil
	case "big":
		return false, nil
	}
	return false, &Error{Kind: ValueError, Msg: "byteorder must be either 'little' or 'big'"}
}

// ToBytes returns x.to_bytes(length, byteorder, signed=signed): x in
// length bytes, two's complement when signed.
func (x Int) ToBytes(length int, byteorder string, signed bool) ([]byte, *Error) {
	little, err := byteOrderLittle(byteorder)
	if err != nil {
		return nil, err
	}
	if length < 0 {
		return nil, &Error{Kind: ValueError, Msg: "length argument must be non-negative"}
	}
	neg := x.Sign() < 0
	if neg && !signed {
		return nil, &Error{Kind: OverflowError, Msg: "can't convert negative int to unsigned"}
	}
	// Unsigned, x needs bitlen(x) bits; signed, one more for the sign bit,
	// where a negative x needs as many as ~x = -x-1 does (-128 fits 8).
	need := x.BitLength()
	if signed && !x.IsZero() {
		if neg {
			need = x.Invert().BitLength()
		}
		need++
	}
	// CPython lets -1 through in zero bytes, as if its sign needed none.
	if need > 8*length && !(length == 0 && x.big == nil && x.small == -1) {
		return nil, &Error{Kind: OverflowError, Msg: "int too big to convert"}
	}
	out := make([]byte, length)
	v := x.bigView()
	if neg {
		// Two's complement: 2**(8*length) + x.
		v = new(big.Int).Add(new(big.Int).Lsh(bigOne, uint(8*length)), v)
	}
	v.FillBytes(out)
	if little {
		for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
			out[i], out[j] = out[j], out[i]
		}
	}
	return out, nil
}

// IntFromBytes returns int.from_bytes(b, byteorder, signed=signed).
func IntFromBytes(b []byte, byteorder string, signed bool) (Int, *Error) {
	little, err := byteOrderLittle(byteorder)
	if err != nil {
		return Int{}, err
	}
	be := b
	if little {
		be = make([]byte, len(b))
		for i, c := range b {
			be[len(b)-1-i] = c
		}
	}
	v := new(big.Int).SetBytes(be)
	if signed && len(be) > 0 && be[0]&0x80 != 0 {
		v.Sub(v, new(big.Int).Lsh(bigOne, uint(8*len(be))))
	}
	return IntFromBig(v), nil
}
