package frontend

import (
	"bytes"
	"os"
	"testing"
)

// BenchmarkParseStdlib parses every file of python3's standard library once
// per iteration, single-threaded, and reports the throughput in lines per
// second (python3's ast.parse does about 170k lines/s on the same files).
func BenchmarkParseStdlib(b *testing.B) {
	files := stdlibFiles(b)
	srcs := make([][]byte, 0, len(files))
	var size, lines int64
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src)
		size += int64(len(src))
		lines += int64(bytes.Count(src, []byte{'\n'}))
	}
	b.SetBytes(size)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, src := range srcs {
			Parse(src, "x.py", ModeExec)
		}
	}
	b.ReportMetric(float64(lines)*float64(b.N)/b.Elapsed().Seconds(), "lines/s")
}
