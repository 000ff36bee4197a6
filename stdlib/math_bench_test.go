package stdlib

import (
	"math"
	"testing"
)

var benchSink float64

func benchMath1(b *testing.B, f func(float64) float64) {
	x := 0.0
	for i := 0; i < b.N; i++ {
		benchSink += f(x)
		x += 0.001
	}
}

func BenchmarkMathSin(b *testing.B)  { benchMath1(b, libmSin) }
func BenchmarkMathCos(b *testing.B)  { benchMath1(b, libmCos) }
func BenchmarkMathTan(b *testing.B)  { benchMath1(b, libmTan) }
func BenchmarkMathExp(b *testing.B)  { benchMath1(b, libmExp) }
func BenchmarkMathLog(b *testing.B)  { benchMath1(b, func(x float64) float64 { return libmLog(x + 1) }) }
func BenchmarkMathAtan(b *testing.B) { benchMath1(b, libmAtan) }
func BenchmarkMathAsin(b *testing.B) {
	benchMath1(b, func(x float64) float64 { return libmAsin(math.Mod(x, 1)) })
}
func BenchmarkMathSinh(b *testing.B)  { benchMath1(b, libmSinh) }
func BenchmarkMathGoSin(b *testing.B) { benchMath1(b, math.Sin) }
func BenchmarkMathPow(b *testing.B) {
	benchMath1(b, func(x float64) float64 { return libmPow(x+0.5, 1.7) })
}
