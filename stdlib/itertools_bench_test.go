package stdlib_test

import (
	"context"
	"io"
	"testing"

	"github.com/pyexgo/pyex"
)

// itBench compiles src once and runs it b.N times.
func itBench(b *testing.B, src string) {
	b.Helper()
	prog, err := pyex.Compile("bench.py", []byte(src))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := pyex.Run(context.Background(), prog, pyex.Options{Stdout: io.Discard, Stderr: io.Discard}); err != nil {
			b.Fatal(err)
		}
	}
}

// The benchmarks below loop over 100,000 items of each kind of iterator
// inside a function, where the loop itself costs little.

func BenchmarkItertoolsProduct(b *testing.B) {
	itBench(b, `
from itertools import product
def f():
    n = 0
    for a, b, c in product(range(50), repeat=3):
        n += 1
    return n
f()
`)
}

func BenchmarkItertoolsCombinations(b *testing.B) {
	itBench(b, `
from itertools import combinations
def f():
    n = 0
    for c in combinations(range(86), 3):
        n += 1
    return n
f()
`)
}

func BenchmarkItertoolsIslice(b *testing.B) {
	itBench(b, `
from itertools import islice, count
def f():
    n = 0
    for x in islice(count(), 0, 200000, 2):
        n += 1
    return n
f()
`)
}

func BenchmarkItertoolsGroupby(b *testing.B) {
	itBench(b, `
from itertools import groupby
def f():
    n = 0
    data = [i // 4 for i in range(100000)]
    for k, g in groupby(data):
        for x in g:
            n += 1
    return n
f()
`)
}

func BenchmarkItertoolsChainAccumulate(b *testing.B) {
	itBench(b, `
from itertools import chain, accumulate, repeat
def f():
    n = 0
    for x in accumulate(chain.from_iterable(repeat(range(100), 1000))):
        n += 1
    return n
f()
`)
}

func BenchmarkOperatorItemgetterSort(b *testing.B) {
	itBench(b, `
from operator import itemgetter
rows = [(i * 7919 % 1000, i) for i in range(20000)]
def f():
    return sorted(rows, key=itemgetter(0))
f()
`)
}
