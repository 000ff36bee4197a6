package runtime

import (
	"math"
	"testing"
)

// TestIntFastPathAllocs guards the int64 fast paths: they must not
// allocate.
func TestIntFastPathAllocs(t *testing.T) {
	a, b := IntFromInt64(123456789), IntFromInt64(-987654)
	var sink Int
	var fsink float64
	ops := map[string]func(){
		"Add":      func() { sink = a.Add(b) },
		"Sub":      func() { sink = a.Sub(b) },
		"Mul":      func() { sink = a.Mul(b) },
		"FloorDiv": func() { sink, _ = a.FloorDiv(b) },
		"Mod":      func() { sink, _ = a.Mod(b) },
		"DivMod":   func() { sink, _, _ = a.DivMod(b) },
		"Neg":      func() { sink = a.Neg() },
		"Lsh":      func() { sink, _ = a.Lsh(IntFromInt64(20)) },
		"Rsh":      func() { sink, _ = a.Rsh(IntFromInt64(3)) },
		"And":      func() { sink = a.And(b) },
		"Pow":      func() { sink, _, _, _ = IntFromInt64(3).Pow(IntFromInt64(30)) },
		"PowMod":   func() { sink, _ = a.PowMod(IntFromInt64(65537), IntFromInt64(1000003)) },
		"PowModInv": func() {
			sink, _ = a.PowMod(IntFromInt64(-1), IntFromInt64(1000003))
		},
		"TrueDiv":  func() { fsink, _ = a.TrueDiv(b) },
		"ToFloat":  func() { fsink, _ = a.ToFloat() },
		"CmpFloat": func() { _, _ = IntFromInt64(math.MaxInt64).CmpFloat(9.3e18) },
		"Hash":     func() { _ = a.Hash() },
		"FromFloat": func() {
			sink, _ = IntFromFloat(-12345.75)
		},
		"FloatMod":  func() { fsink, _ = FloatMod(-7.5, 2) },
		"FloatPow":  func() { fsink, _, _ = FloatPow(1.0001, 2.5) },
		"hashFloat": func() { _, _ = hashFloat(1.5e300) },
	}
	for name, op := range ops {
		if n := testing.AllocsPerRun(100, op); n != 0 {
			t.Errorf("%s allocates %v times per call", name, n)
		}
	}
	_, _ = sink, fsink
}

var (
	benchInt   Int
	benchFloat float64
	benchStr   string
)

func BenchmarkIntAddSmall(b *testing.B) {
	x, y := IntFromInt64(1<<40), IntFromInt64(12345)
	for i := 0; i < b.N; i++ {
		benchInt = x.Add(y)
	}
}

func BenchmarkIntMulSmall(b *testing.B) {
	x, y := IntFromInt64(1<<30), IntFromInt64(-12345)
	for i := 0; i < b.N; i++ {
		benchInt = x.Mul(y)
	}
}

func BenchmarkIntFloorDivSmall(b *testing.B) {
	x, y := IntFromInt64(-1<<40), IntFromInt64(12345)
	for i := 0; i < b.N; i++ {
		benchInt, _ = x.FloorDiv(y)
	}
}

func BenchmarkIntMulBig(b *testing.B) {
	x := mustInt("123456789012345678901234567890123456789")
	y := mustInt("-98765432109876543210987654321")
	for i := 0; i < b.N; i++ {
		benchInt = x.Mul(y)
	}
}

func BenchmarkIntDecimalSmall(b *testing.B) {
	x := IntFromInt64(-1234567890123)
	for i := 0; i < b.N; i++ {
		benchStr, _ = x.Decimal(DefaultMaxStrDigits)
	}
}

func BenchmarkParseIntSmall(b *testing.B) {
	for i := 0; i < b.N; i++ {
		benchInt, _ = ParseInt(" -1234567890123 ", 10, DefaultMaxStrDigits)
	}
}

func BenchmarkFloatRepr(b *testing.B) {
	for i := 0; i < b.N; i++ {
		benchStr = FloatRepr(0.1 + float64(i&7))
	}
}

func BenchmarkParseFloat(b *testing.B) {
	for i := 0; i < b.N; i++ {
		benchFloat, _ = ParseFloat("  -1234.5678e-3 ")
	}
}

func BenchmarkFloatPow(b *testing.B) {
	for i := 0; i < b.N; i++ {
		benchFloat, _, _ = FloatPow(1.0001+float64(i&7), 2.5)
	}
}

func BenchmarkFormatFloatSpec(b *testing.B) {
	for i := 0; i < b.N; i++ {
		benchStr, _ = formatFloat(1234567.891, ",.2f", "float")
	}
}

func BenchmarkFormatIntSpec(b *testing.B) {
	x := IntFromInt64(1234567)
	for i := 0; i < b.N; i++ {
		benchStr, _ = formatInt(x, "08x", "int", DefaultMaxStrDigits)
	}
}
