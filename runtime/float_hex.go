// This file defines float.hex and float.fromhex.

package runtime

import (
	"math"
	"math/big"
	"strconv"
)

// FloatHex returns x.hex(): '0x1.8000000000000p+1' for 3.0, always with
// 13 hexadecimal fraction digits; subnormals are written as
// '0x0.xxxxxxxxxxxxxp-1022'.
func FloatHex(x float64) string {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return FloatRepr(x)
	}
	if x == 0 {
		if math.Signbit(x) {
			return "-0x0.0p+0"
		}
		return "0x0.0p+0"
	}
	b := math.Float64bits(x)
	frac := b & (1<<52 - 1)
	e := int(b>>52&0x7FF) - 1023
	lead := byte('1')
	if e == -1023 {
		// Subnormal: 0.frac * 2**-1022.
		lead, e = '0', -1022
	}
	const hexDigits = "0123456789abcdef"
	buf := make([]byte, 0, 24)
	if x < 0 {
		buf = append(buf, '-')
	}
	buf = append(buf, '0', 'x', lead, '.')
	for shift := 48; shift >= 0; shift -= 4 {
		buf = append(buf, hexDigits[frac>>uint(shift)&15])
	}
	buf = append(buf, 'p')
	if e >= 0 {
		buf = append(buf, '+')
	}
	buf = strconv.AppendInt(buf, int64(e), 10)
	return string(buf)
}

// FloatFromHex returns float.fromhex(s): an optional sign, an optional
// 0x, hexadecimal digits with an optional point, an optional p exponent,
// whitespace around; or inf, infinity, nan. The value is rounded half to
// even, subnormals included.
func FloatFromHex(s string) (float64, *Error) {
	if err := surrogateEncodeError(s); err != nil {
		// CPython encodes the str to UTF-8 first, which a lone surrogate
		// cannot be. (float.fromhex raises the exception object itself.)
		return 0, &Error{Kind: err.kind, Msg: err.message()}
	}
	bad := &Error{Kind: ValueError, Msg: "invalid hexadecimal floating-point string"}
	i, n := 0, len(s)
	for i < n && isASCIISpace(s[i]) {
		i++
	}
	var x float64
	j := i
	if j < n && (s[j] == '+' || s[j] == '-') {
		j++
	}
	if v, k := parseInfNaN(s[j:]); k > 0 {
		if s[i] == '-' {
			v = -v
		}
		x, i = v, j+k
	} else {
		neg := false
		if i < n && (s[i] == '+' || s[i] == '-') {
			neg = s[i] == '-'
			i++
		}
		if i+1 < n && s[i] == '0' && (s[i+1] == 'x' || s[i+1] == 'X') {
			i += 2
		}
		mant := new(big.Int)
		var word uint64 // digits not yet moved into mant
		wordDigits := 0
		ndigits, fdigits := 0, 0
		seenPoint := false
		for ; i < n; i++ {
			c := s[i]
			if c == '.' && !seenPoint {
				seenPoint = true
				continue
			}
			d := digitValue[c]
			if d >= 16 {
				break
			}
			word = word<<4 | uint64(d)
			wordDigits++
			if wordDigits == 15 {
				mant.Lsh(mant, 60).Or(mant, new(big.Int).SetUint64(word))
				word, wordDigits = 0, 0
			}
			ndigits++
			if seenPoint {
				fdigits++
			}
		}
		mant.Lsh(mant, uint(4*wordDigits)).Or(mant, new(big.Int).SetUint64(word))
		if ndigits == 0 {
			return 0, bad
		}
		exp := int64(0)
		if i < n && (s[i] == 'p' || s[i] == 'P') {
			i++
			eneg := false
			if i < n && (s[i] == '+' || s[i] == '-') {
				eneg = s[i] == '-'
				i++
			}
			if i >= n || !isASCIIDigit(s[i]) {
				return 0, bad
			}
			for ; i < n && isASCIIDigit(s[i]); i++ {
				// Saturate like strtol: any exponent past ±2**40 is as good
				// as infinite here.
				if exp < 1<<40 {
					exp = exp*10 + int64(s[i]-'0')
				}
			}
			if eneg {
				exp = -exp
			}
		}
		exp -= 4 * int64(fdigits)
		if mant.Sign() != 0 {
			top := exp + int64(mant.BitLen()) // x < 2**top
			switch {
			case top > 1024:
				return 0, &Error{Kind: OverflowError, Msg: "hexadecimal value too large to represent as a float"}
			case top < -1074-1:
				// Below half the smallest subnormal: zero.
			default:
				f := new(big.Float).SetInt(mant)
				f.SetMantExp(f, int(exp))
				x, _ = f.Float64()
				if math.IsInf(x, 0) {
					return 0, &Error{Kind: OverflowError, Msg: "hexadecimal value too large to represent as a float"}
				}
			}
		}
		if neg {
			x = -x
		}
	}
	for i < n && isASCIISpace(s[i]) {
		i++
	}
	if i != n {
		return 0, bad
	}
	return x, nil
}

// surrogateEncodeError returns the UnicodeEncodeError of encoding the
// WTF-8 string s to UTF-8 when s holds a lone surrogate, else nil.
func surrogateEncodeError(s string) *codecError {
	start, end, pos := -1, -1, 0
	for i := 0; i < len(s); {
		r, n := decodeWTF8(s[i:])
		if r >= 0xD800 && r <= 0xDFFF {
			if start < 0 {
				start = pos
			}
			end = pos
		} else if start >= 0 {
			break
		}
		i += n
		pos++
	}
	if start < 0 {
		return nil
	}
	return encodeError("utf-8", s, start, end+1, "surrogates not allowed")
}

// byteOffsetOfCodePoint returns where code point n starts in the WTF-8 s.
func byteOffsetOfCodePoint(s string, n int) int {
	return len(prefixCodePoints(s, n))
}
