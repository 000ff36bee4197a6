// This file packs Python values into bytes and unpacks them again by a
// parsed struct layout: integers of every width and signedness, the IEEE
// half, single and double formats, bool, char and the two string codes.

package stdlib

import (
	"errors"
	"math"
	"math/big"
	"strconv"

	"github.com/pyexgo/pyex/runtime"
)

// putUint writes the low size bytes of v in the layout's byte order.
func (l *structLayout) putUint(dst []byte, v uint64, size int) {
	if l.big {
		for i := size - 1; i >= 0; i-- {
			dst[i] = byte(v)
			v >>= 8
		}
		return
	}
	for i := 0; i < size; i++ {
		dst[i] = byte(v)
		v >>= 8
	}
}

// getUint reads size bytes in the layout's byte order.
func (l *structLayout) getUint(src string, size int) uint64 {
	var v uint64
	if l.big {
		for i := 0; i < size; i++ {
			v = v<<8 | uint64(src[i])
		}
		return v
	}
	for i := size - 1; i >= 0; i-- {
		v = v<<8 | uint64(src[i])
	}
	return v
}

// structInt returns the integer a value packs as, with CPython's errors:
// a value without __index__ is "not an integer", one beyond 64 bits "out
// of range". neg reports a negative value; v is then its int64 bits.
func structInt(t *runtime.Thread, x runtime.Value, unsigned bool) (v uint64, neg bool, err error) {
	if x.IsSmallInt() {
		n := x.SmallInt()
		return uint64(n), n < 0, nil
	}
	if x.IsFloat() {
		return 0, false, errStruct("required argument is not an integer")
	}
	iv, err := runtime.Index(t, x)
	if err != nil {
		if runtime.ErrorMatches(err, runtime.TypeErrorType) {
			return 0, false, errStruct("required argument is not an integer")
		}
		return 0, false, err
	}
	n, _ := runtime.AsInt(iv)
	if small, ok := n.Int64(); ok {
		return uint64(small), small < 0, nil
	}
	if unsigned && n.Sign() > 0 {
		b := n.Big()
		if b.BitLen() <= 64 {
			return b.Uint64(), false, nil
		}
	}
	return 0, false, errStructRange
}

// errStructRange marks an integer beyond 64 bits; packInt words it.
var errStructRange = errors.New("struct: argument out of range")

// packInt packs one integer code.
func (l *structLayout) packInt(t *runtime.Thread, dst []byte, c byte, size int, x runtime.Value) error {
	unsigned := c == 'B' || c == 'H' || c == 'I' || c == 'L' || c == 'Q' || c == 'N' || c == 'P'
	v, neg, err := structInt(t, x, unsigned)
	if err == errStructRange {
		if l.big && size == 8 {
			return errStruct("int too large to convert")
		}
		return errStruct("argument out of range")
	}
	if err != nil {
		return err
	}
	// Big-endian eight-byte codes convert through a byte array, which
	// reports every overflow alike.
	if l.big && size == 8 && (unsigned && neg || !unsigned && !neg && v > math.MaxInt64) {
		return errStruct("int too large to convert")
	}
	// Native mode, and little-endian standard mode where the sizes agree
	// (CPython shares the native routines there), name the C types in
	// the messages of the two narrowest codes; the other routines give
	// the code and its bounds.
	generic := (l.big || (!l.native && (c == 'l' || c == 'L'))) && size > 1
	switch {
	case unsigned && neg:
		if !generic && (c == 'B' || c == 'H') {
			return errStruct([...]string{"ubyte format requires 0 <= number <= 255",
				"ushort format requires 0 <= number <= 65535"}[size-1])
		}
		return errStruct("argument out of range")
	case !unsigned && !neg && v > math.MaxInt64:
		return errStruct("argument out of range")
	case unsigned && size < 8 && v >= 1<<(8*uint(size)):
		if !generic && (c == 'B' || c == 'H') && v > math.MaxInt64 {
			return errStruct("argument out of range")
		}
		if !generic && c == 'B' {
			return errStruct("ubyte format requires 0 <= number <= 255")
		}
		if !generic && c == 'H' {
			return errStruct("ushort format requires 0 <= number <= 65535")
		}
		return errStruct("'" + string(c) + "' format requires 0 <= number <= " + strconv.FormatUint(1<<(8*uint(size))-1, 10))
	case !unsigned && size < 8:
		lim := int64(1) << (8*uint(size) - 1)
		if x := int64(v); x < -lim || x >= lim {
			if !generic && c == 'b' {
				return errStruct("byte format requires -128 <= number <= 127")
			}
			if !generic && c == 'h' {
				return errStruct("short format requires -32768 <= number <= 32767")
			}
			return errStruct("'" + string(c) + "' format requires " + strconv.FormatInt(-lim, 10) + " <= number <= " + strconv.FormatInt(lim-1, 10))
		}
	}
	l.putUint(dst, v, size)
	return nil
}

// structFloat returns the float a value packs as.
func structFloat(t *runtime.Thread, x runtime.Value) (float64, error) {
	if x.IsFloat() {
		return x.Float(), nil
	}
	f, err := runtime.AsFloat(t, x)
	if err != nil {
		if runtime.ErrorMatches(err, runtime.TypeErrorType) {
			return 0, errStruct("required argument is not a float")
		}
		return 0, err
	}
	return f, nil
}

// float32Halfway is the magnitude from which a double rounds to infinity
// as a single: the largest single plus half its last place.
const float32Halfway = math.MaxFloat32 + 1<<103

// toFloat32 rounds x to a single, reporting whether a finite x overflowed.
func toFloat32(x float64) (float32, bool) {
	if a := math.Abs(x); a > math.MaxFloat32 && !math.IsInf(x, 0) {
		if a >= float32Halfway {
			return float32(math.Copysign(math.Inf(1), x)), true
		}
		return float32(math.Copysign(math.MaxFloat32, x)), false
	}
	return float32(x), false
}

// toHalf rounds x to IEEE binary16 (round half to even), reporting
// whether a finite x overflowed.
func toHalf(x float64) (uint16, bool) {
	var sign uint16
	if math.Signbit(x) {
		sign = 0x8000
	}
	switch {
	case math.IsNaN(x):
		return sign | 0x7e00, false
	case math.IsInf(x, 0):
		return sign | 0x7c00, false
	case x == 0:
		return sign, false
	}
	m, e := math.Frexp(math.Abs(x)) // |x| = m * 2**e, m in [0.5, 1)
	if e >= -13 {
		r := math.RoundToEven(m * 2048)
		if r == 2048 {
			r = 1024
			e++
		}
		exp := e + 14
		if exp >= 31 {
			return 0, true
		}
		return sign | uint16(exp)<<10 | (uint16(r) - 1024), false
	}
	// Subnormal: a multiple of 2**-24; 1024 of them is the smallest normal,
	// whose bits the sum gives as well.
	return sign | uint16(math.RoundToEven(math.Ldexp(math.Abs(x), 24))), false
}

// fromHalf widens IEEE binary16 bits to a double.
func fromHalf(h uint16) float64 {
	exp, frac := int(h>>10&31), float64(h&1023)
	var v float64
	switch exp {
	case 0:
		v = math.Ldexp(frac, -24)
	case 31:
		if frac == 0 {
			v = math.Inf(1)
		} else {
			v = math.NaN()
		}
	default:
		v = math.Ldexp(1024+frac, exp-25)
	}
	if h&0x8000 != 0 {
		v = -v
	}
	return v
}

// pack writes values (len == l.nitems) into dst (len >= l.size), which
// must be zeroed where padding goes.
func (l *structLayout) pack(t *runtime.Thread, dst []byte, values []runtime.Value) error {
	k := 0
	for _, sc := range l.codes {
		off := sc.offset
		for n := 0; n < sc.count; n++ {
			x := values[k]
			k++
			d := dst[off : off+sc.size]
			off += sc.size
			switch sc.code {
			case 'c':
				b, ok := x.Object().(*runtime.Bytes)
				if !ok || x.Type() != runtime.BytesType || len(b.String()) != 1 {
					return errStruct("char format requires a bytes object of length 1")
				}
				d[0] = b.String()[0]
			case 's', 'p':
				b, ok := runtime.AsBytes(x)
				if !ok {
					return errStruct("argument for '" + string(sc.code) + "' must be a bytes object")
				}
				if sc.code == 's' {
					copy(d, b)
					break
				}
				if sc.size == 0 {
					break
				}
				n := min(len(b), sc.size-1)
				copy(d[1:], b[:n])
				d[0] = byte(min(n, 255))
			case '?':
				ok, err := runtime.Truth(t, x)
				if err != nil {
					return err
				}
				if ok {
					d[0] = 1
				} else {
					d[0] = 0
				}
			case 'e':
				f, err := structFloat(t, x)
				if err != nil {
					return err
				}
				h, over := toHalf(f)
				if over {
					return runtime.Errorf(runtime.OverflowError, "float too large to pack with e format")
				}
				l.putUint(d, uint64(h), 2)
			case 'f':
				f, err := structFloat(t, x)
				if err != nil {
					return err
				}
				s, over := toFloat32(f)
				if over && !l.native {
					return runtime.Errorf(runtime.OverflowError, "float too large to pack with f format")
				}
				l.putUint(d, uint64(math.Float32bits(s)), 4)
			case 'd':
				f, err := structFloat(t, x)
				if err != nil {
					return err
				}
				l.putUint(d, math.Float64bits(f), 8)
			default:
				if err := l.packInt(t, d, sc.code, sc.size, x); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// unpack reads l.nitems values from src (len >= l.size) into out.
func (l *structLayout) unpack(src string, out []runtime.Value) {
	k := 0
	for _, sc := range l.codes {
		off := sc.offset
		for n := 0; n < sc.count; n++ {
			d := src[off : off+sc.size]
			off += sc.size
			var v runtime.Value
			switch sc.code {
			case 'c':
				v = runtime.MakeBytes(d[:1])
			case 's':
				v = runtime.MakeBytes(d)
			case 'p':
				if sc.size == 0 {
					v = runtime.MakeBytes("")
					break
				}
				n := min(int(d[0]), sc.size-1)
				v = runtime.MakeBytes(d[1 : 1+n])
			case '?':
				v = runtime.MakeBool(d[0] != 0)
			case 'e':
				v = runtime.MakeFloat(fromHalf(uint16(l.getUint(d, 2))))
			case 'f':
				v = runtime.MakeFloat(float64(math.Float32frombits(uint32(l.getUint(d, 4)))))
			case 'd':
				v = runtime.MakeFloat(math.Float64frombits(l.getUint(d, 8)))
			case 'b':
				v = runtime.MakeInt(int64(int8(d[0])))
			case 'B':
				v = runtime.MakeInt(int64(d[0]))
			case 'h', 'i', 'l', 'q', 'n':
				u := l.getUint(d, sc.size)
				shift := 64 - 8*uint(sc.size)
				v = runtime.MakeInt(int64(u<<shift) >> shift)
			default:
				u := l.getUint(d, sc.size)
				if u > math.MaxInt64 {
					v = runtime.MakeIntValue(runtime.IntFromBig(new(big.Int).SetUint64(u)))
				} else {
					v = runtime.MakeInt(int64(u))
				}
			}
			out[k] = v
			k++
		}
	}
}
