package frontend

// This file converts NUMBER tokens into constant values, as CPython's
// parsenumber (Parser/pegen.c) does.

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// maxStrDigits is CPython's default limit on the digits of a decimal int
// converted from text (sys.get_int_max_str_digits()); ast.parse applies it
// to literals too.
const maxStrDigits = 4300

// parseNumber converts a NUMBER token's text (validated by the tokenizer)
// into an int64 (when it fits), a *big.Int, a float64 or a complex128 (an
// imaginary literal: real part 0). It returns nil for a decimal int longer
// than CPython's digit limit; parseNumberToken reports that error.
func parseNumber(lit string) Value {
	if strings.IndexByte(lit, '_') >= 0 {
		lit = strings.ReplaceAll(lit, "_", "")
	}
	if lit == "" {
		return int64(0) // not a token the tokenizer makes
	}
	last := lit[len(lit)-1]
	if last == 'j' || last == 'J' {
		return complex(0, parseFloatLit(lit[:len(lit)-1]))
	}
	if len(lit) > 1 && lit[0] == '0' {
		switch lit[1] {
		case 'x', 'X':
			return parseIntLit(lit[2:], 16)
		case 'o', 'O':
			return parseIntLit(lit[2:], 8)
		case 'b', 'B':
			return parseIntLit(lit[2:], 2)
		}
	}
	for i := 0; i < len(lit); i++ {
		if c := lit[i]; c < '0' || c > '9' {
			return parseFloatLit(lit)
		}
	}
	if lit[0] == '0' {
		// The tokenizer allows leading zeros only in a zero, of any
		// length; CPython's digit limit does not apply to it.
		return int64(0)
	}
	if len(lit) > maxStrDigits {
		return nil
	}
	return parseIntLit(lit, 10)
}

// parseNumberToken is parseNumber for the NUMBER token t, with CPython's
// error for a decimal int of more than 4300 digits. CPython places that
// error on the token's lines without columns (col_offset -1, shown as
// offset 0): the returned posError has Col and EndCol -1 for that reason.
func parseNumberToken(t *Token) (Value, *posError) {
	v := parseNumber(t.Lit)
	if v != nil {
		return v, nil
	}
	digits := len(t.Lit) - strings.Count(t.Lit, "_")
	return nil, &posError{Kind: KindSyntaxError, Class: ClassReported,
		Msg: "Exceeds the limit (4300 digits) for integer string conversion: value has " +
			strconv.Itoa(digits) + " digits; use sys.set_int_max_str_digits() to increase the limit" +
			" - Consider hexadecimal for huge integer literals to avoid decimal conversion limits.",
		Line: int(t.Line), Col: -1, EndLine: int(t.EndLine), EndCol: -1}
}

// parseIntLit converts digits in the given base (no prefix, no
// underscores) into an int64 when it fits, else a *big.Int.
func parseIntLit(digits string, base int) Value {
	if v, err := strconv.ParseInt(digits, base, 64); err == nil {
		return v
	}
	z, ok := new(big.Int).SetString(digits, base)
	if !ok {
		// The tokenizer validated the literal; this cannot happen.
		return int64(0)
	}
	return z
}

// parseFloatLit converts a decimal float literal (no underscores), with
// correct rounding; a literal too large for a float64 becomes +Inf, as in
// CPython.
func parseFloatLit(s string) float64 {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil && !math.IsInf(f, 0) {
		// Only a range error is possible on validated input, and it
		// comes with ±Inf (or 0 on underflow).
		return 0
	}
	return f
}
