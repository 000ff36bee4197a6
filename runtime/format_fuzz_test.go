package runtime

import (
	"math"
	"testing"
	"unicode"
)

// The fuzz targets below cover the functions that read outside text:
// int(), float(), complex(), float.fromhex and format specs. Each checks
// that nothing panics and that what parses round-trips.

func FuzzParseInt(f *testing.F) {
	for _, s := range []string{"0", "-12_345", " 0x_1F ", "0b101", "010", "\u0661\u0662", "9223372036854775808"} {
		f.Add(s, 0)
		f.Add(s, 10)
	}
	f.Fuzz(func(t *testing.T, s string, base int) {
		if base != 0 && (base < 2 || base > 36) {
			base = 10
		}
		v, err := ParseInt(s, base, DefaultMaxStrDigits)
		if err != nil {
			return
		}
		d, err := v.Decimal(0)
		if err != nil {
			t.Fatal(err)
		}
		w, err := ParseInt(d, 10, 0)
		if err != nil || w.Cmp(v) != 0 {
			t.Fatalf("%q: %s does not read back (%v)", s, d, err)
		}
	})
}

func FuzzParseFloat(f *testing.F) {
	for _, s := range []string{"1.5", "-inf", " nan ", "1_0e1_0", "1e500", ".5", "5.", "0x1p3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		x, err := ParseFloat(s)
		if err == nil && !math.IsNaN(x) {
			y, err := ParseFloat(FloatRepr(x))
			if err != nil || math.Float64bits(x) != math.Float64bits(y) {
				t.Fatalf("%q: repr %s does not read back", s, FloatRepr(x))
			}
		}
		_, _ = ParseComplex(s)
		if h, err := FloatFromHex(s); err == nil && !math.IsNaN(h) {
			if g, err := FloatFromHex(FloatHex(h)); err != nil || g != h {
				t.Fatalf("%q: hex %s does not read back", s, FloatHex(h))
			}
		}
	})
}

func FuzzFormatSpec(f *testing.F) {
	for _, s := range []string{"", "x>+z#010,.3f", "^20_b", "<5c", ".2%", "é=8", "\xed\xa0\x80<3s"} {
		f.Add(s, int64(-1234567), 1.5e-7)
	}
	f.Fuzz(func(t *testing.T, spec string, n int64, x float64) {
		// Refuse huge widths and precisions, which only cost memory; Python
		// reads any Unicode decimal digit there (b65bed8db0ef68ca, NKo
		// digits, asked for a width of 10**9).
		digits := 0
		for _, r := range spec {
			if unicode.IsDigit(r) {
				if digits++; digits > 3 {
					return
				}
			} else {
				digits = 0
			}
		}
		_, _ = formatInt(IntFromInt64(n), spec, "int", DefaultMaxStrDigits)
		_, _ = formatFloat(x, spec, "float")
		_, _ = formatComplex(complex(x, float64(n)), spec, "complex")
		_, _ = formatStr(spec, spec, "str")
	})
}
