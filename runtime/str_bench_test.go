package runtime

import (
	"strings"
	"testing"
)

var (
	benchASCII = strings.Repeat("The quick brown fox jumps over the lazy dog. ", 100)
	benchGreek = strings.Repeat("Ὀδυσσεύς καὶ ΣΊΣΥΦΟΣ ἐν τῇ θαλάσσῃ. ", 100)
	benchCJK   = strings.Repeat("日本語のテキストと中文字符", 100)
	benchBytes = []byte(benchGreek)
)

func BenchmarkStrLower(b *testing.B) {
	for _, bc := range []struct{ name, s string }{{"ascii", benchASCII}, {"greek", benchGreek}} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.s)))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				_ = strLower(bc.s)
			}
		})
	}
}

func BenchmarkStrTitle(b *testing.B) {
	b.SetBytes(int64(len(benchGreek)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = strTitle(benchGreek)
	}
}

func BenchmarkStrIsAlpha(b *testing.B) {
	b.SetBytes(int64(len(benchCJK)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = strIsAlpha(benchCJK)
	}
}

func BenchmarkStrFind(b *testing.B) {
	b.Run("ascii", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			_ = strFind(benchASCII, nil, "lazy cat", 0, 1<<62)
		}
	})
	b.Run("greek-indexed", func(b *testing.B) {
		x := newStrIndex(benchGreek)
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			_ = strFind(benchGreek, x, "θαλάσσῃ", i%1000, 1<<62)
		}
	})
}

func BenchmarkStrGetItem(b *testing.B) {
	x := newStrIndex(benchGreek)
	n := x.len()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_, _ = strGetItem(benchGreek, x, (i*7919)%n)
	}
}

func BenchmarkStrSplit(b *testing.B) {
	b.SetBytes(int64(len(benchASCII)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_, _ = strSplit(benchASCII, "", false, -1)
	}
}

func BenchmarkStrRepr(b *testing.B) {
	s := benchGreek + "\t\n'\x00\xed\xa0\x80"
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = strRepr(s)
	}
}

func BenchmarkDecodeUTF8(b *testing.B) {
	bad := append(append([]byte{}, benchBytes...), 0xff)
	for _, bc := range []struct {
		name   string
		in     []byte
		errors string
	}{{"valid", benchBytes, "strict"}, {"replace", bad, "replace"}} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.in)))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				_, _ = bytesDecode(bc.in, "utf-8", bc.errors)
			}
		})
	}
}

func BenchmarkEncodeUTF16(b *testing.B) {
	b.SetBytes(int64(len(benchGreek)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_, _ = strEncode(benchGreek, "utf-16", "strict")
	}
}
