// This file defines the number behind decimal.Decimal as the Go layer sees
// it: a sign, a kind (finite, infinity, quiet or signalling NaN), an
// arbitrary-precision coefficient and a 64-bit exponent, with its
// conversions to and from the (sign, coefficient, exponent, kind) tuple the
// Python layer keeps, the string parser and the two string forms.

package stdlib

import (
	"math/big"
	"strconv"
	"strings"
)

// Kinds of decimal numbers.
const (
	decFinite = iota
	decInf
	decNaN
	decSNaN
)

// decNum is one decimal value. For NaNs coef holds the payload (0: none).
type decNum struct {
	neg  bool
	kind uint8
	coef big.Int
	exp  int64
}

var (
	bigOne = big.NewInt(1)
	bigTen = big.NewInt(10)
)

func (x *decNum) isNaN() bool     { return x.kind >= decNaN }
func (x *decNum) isSpecial() bool { return x.kind != decFinite }
func (x *decNum) isZero() bool    { return x.kind == decFinite && x.coef.Sign() == 0 }

// digits returns the number of decimal digits of the coefficient (1 for 0).
func (x *decNum) digits() int64 { return bigDigits(&x.coef) }

// adjexp is the exponent of the most significant digit.
func (x *decNum) adjexp() int64 { return x.exp + x.digits() - 1 }

// bigDigits counts the decimal digits of |b|, 1 for zero.
func bigDigits(b *big.Int) int64 {
	bl := b.BitLen()
	if bl < 64 {
		u := new(big.Int).Abs(b).Uint64()
		n := int64(1)
		for u >= 10 {
			u /= 10
			n++
		}
		return n
	}
	// log10(2) estimate, corrected by one comparison against a power of ten.
	d := int64(float64(bl-1)*0.30102999566398120) + 1
	if new(big.Int).Abs(b).Cmp(pow10(d)) >= 0 {
		d++
	} else if new(big.Int).Abs(b).Cmp(pow10(d-1)) < 0 {
		d--
	}
	return d
}

var pow10Small [40]*big.Int

func init() {
	p := big.NewInt(1)
	for i := range pow10Small {
		pow10Small[i] = new(big.Int).Set(p)
		p.Mul(p, bigTen)
	}
}

// pow10 returns 10**n (n >= 0); the result must not be modified.
func pow10(n int64) *big.Int {
	if n < int64(len(pow10Small)) {
		return pow10Small[n]
	}
	return new(big.Int).Exp(bigTen, big.NewInt(n), nil)
}

func (x *decNum) set(y *decNum) *decNum {
	x.neg, x.kind, x.exp = y.neg, y.kind, y.exp
	x.coef.Set(&y.coef)
	return x
}

func (x *decNum) copyNum() *decNum { return new(decNum).set(x) }

// decSpecial returns an infinity or NaN.
func decSpecial(neg bool, kind uint8) *decNum {
	return &decNum{neg: neg, kind: kind}
}

// parseDecimal reads the numeric-string syntax of the specification (with
// Python's underscores between digits and surrounding whitespace when
// loose). It reports false on a syntax error.
func parseDecimal(s string, loose bool) (*decNum, bool) {
	if loose {
		s = strings.TrimSpace(s)
		if strings.Contains(s, "_") {
			var ok bool
			if s, ok = dropUnderscores(s); !ok {
				return nil, false
			}
		}
	}
	s = toASCIIDigits(s)
	x := &decNum{}
	if s == "" {
		return nil, false
	}
	switch s[0] {
	case '-':
		x.neg = true
		s = s[1:]
	case '+':
		s = s[1:]
	}
	low := strings.ToLower(s)
	switch {
	case low == "inf" || low == "infinity":
		x.kind = decInf
		return x, true
	case strings.HasPrefix(low, "nan") || strings.HasPrefix(low, "snan"):
		x.kind = decNaN
		rest := s[3:]
		if low[0] == 's' {
			x.kind = decSNaN
			rest = s[4:]
		}
		if rest == "" {
			return x, true
		}
		for i := 0; i < len(rest); i++ {
			if rest[i] < '0' || rest[i] > '9' {
				return nil, false
			}
		}
		x.coef.SetString(rest, 10)
		return x, true
	}
	mant, expPart := s, ""
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		mant, expPart = s[:i], s[i+1:]
		if expPart == "" {
			return nil, false
		}
	}
	intPart, frac := mant, ""
	if i := strings.IndexByte(mant, '.'); i >= 0 {
		intPart, frac = mant[:i], mant[i+1:]
	}
	if intPart == "" && frac == "" {
		return nil, false
	}
	for _, part := range []string{intPart, frac} {
		for i := 0; i < len(part); i++ {
			if part[i] < '0' || part[i] > '9' {
				return nil, false
			}
		}
	}
	var e int64
	if expPart != "" {
		es := expPart
		eneg := false
		if es[0] == '+' || es[0] == '-' {
			eneg = es[0] == '-'
			es = es[1:]
		}
		if es == "" {
			return nil, false
		}
		for i := 0; i < len(es); i++ {
			if es[i] < '0' || es[i] > '9' {
				return nil, false
			}
		}
		es = strings.TrimLeft(es, "0")
		if len(es) > 18 {
			// Far beyond any context's range: saturate so that the
			// context's checks overflow or underflow it.
			es = "999999999999999999"
		}
		if es != "" {
			v, _ := strconv.ParseInt(es, 10, 64)
			e = v
		}
		if eneg {
			e = -e
		}
	}
	x.exp = e - int64(len(frac))
	digits := strings.TrimLeft(intPart+frac, "0")
	if digits != "" {
		x.coef.SetString(digits, 10)
	}
	return x, true
}

// dropUnderscores removes underscores that sit between two digits; any
// other underscore is a syntax error.
func dropUnderscores(s string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '_' {
			if i == 0 || i == len(s)-1 || !isDigitByte(s[i-1]) || !isDigitByte(s[i+1]) {
				return "", false
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String(), true
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// toASCIIDigits maps Unicode decimal digits to ASCII, as Decimal() accepts
// them; non-ASCII text that is not a digit is left to fail the parse.
func toASCIIDigits(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if r < 0x80 {
			b.WriteRune(r)
			continue
		}
		if d := unicodeDigit(r); d >= 0 {
			b.WriteByte(byte('0' + d))
			continue
		}
		if r == 0x85 || r == 0xa0 || r == 0x1680 || (r >= 0x2000 && r <= 0x200a) || r == 0x2028 || r == 0x2029 || r == 0x202f || r == 0x205f || r == 0x3000 {
			b.WriteByte(' ')
			continue
		}
		b.WriteByte(0xff)
	}
	return strings.TrimSpace(b.String())
}

// unicodeDigit returns the value of a Unicode decimal digit (Nd), or -1.
func unicodeDigit(r rune) int {
	// The Nd blocks are runs of ten starting at a zero.
	for _, z := range ndZeros {
		if r >= z && r < z+10 {
			return int(r - z)
		}
	}
	return -1
}

var ndZeros = []rune{0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0, 0xf20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0, 0xff10}

// sciString is the to-scientific-string conversion (eng: to-engineering).
func (x *decNum) sciString(eng, upper bool) string {
	var b strings.Builder
	if x.neg {
		b.WriteByte('-')
	}
	switch x.kind {
	case decInf:
		b.WriteString("Infinity")
		return b.String()
	case decNaN, decSNaN:
		if x.kind == decSNaN {
			b.WriteString("sNaN")
		} else {
			b.WriteString("NaN")
		}
		if x.coef.Sign() != 0 {
			b.WriteString(x.coef.String())
		}
		return b.String()
	}
	digits := x.coef.String()
	n := int64(len(digits))
	adj := x.exp + n - 1
	if x.exp <= 0 && adj >= -6 {
		// Plain notation.
		if x.exp == 0 {
			b.WriteString(digits)
		} else if -x.exp < n {
			b.WriteString(digits[:n+x.exp])
			b.WriteByte('.')
			b.WriteString(digits[n+x.exp:])
		} else {
			b.WriteString("0.")
			b.WriteString(strings.Repeat("0", int(-x.exp-n)))
			b.WriteString(digits)
		}
		return b.String()
	}
	// Exponential notation: dot after the first digit (or after one to
	// three digits in engineering notation, whose exponent is a multiple of
	// three).
	dot := int64(1)
	e := adj
	if eng {
		if x.coef.Sign() == 0 {
			// A zero shows its exponent rounded to a multiple of three,
			// with the zeros the shift needs after the point.
			e = x.exp
			r := ((e % 3) + 3) % 3
			if r == 0 {
				b.WriteString("0")
			} else {
				// Move up to the next multiple of three: 0.0 or 0.00.
				e += 3 - r
				b.WriteString("0.")
				b.WriteString(strings.Repeat("0", int(3-r)))
			}
			if e != 0 {
				writeExp(&b, e, upper)
			}
			return b.String()
		}
		r := ((adj % 3) + 3) % 3
		dot += r
		e = adj - r
	}
	if dot >= n {
		b.WriteString(digits)
		b.WriteString(strings.Repeat("0", int(dot-n)))
	} else {
		b.WriteString(digits[:dot])
		b.WriteByte('.')
		b.WriteString(digits[dot:])
	}
	if e != 0 {
		writeExp(&b, e, upper)
	}
	return b.String()
}

func writeExp(b *strings.Builder, e int64, upper bool) {
	if upper {
		b.WriteByte('E')
	} else {
		b.WriteByte('e')
	}
	if e > 0 {
		b.WriteByte('+')
	}
	b.WriteString(strconv.FormatInt(e, 10))
}
