package stdlib_test

import (
	"bytes"
	"context"
	"testing"

	"github.com/pyexgo/pyex"
)

// benchProgram runs src (compiled once) b.N times; each run imports what
// it needs afresh, so the import cost is part of the measure.
func benchProgram(b *testing.B, src string) {
	b.Helper()
	prog, err := pyex.Compile("bench.py", []byte(src))
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var out, errOut bytes.Buffer
		if _, err := pyex.Run(context.Background(), prog, pyex.Options{Stdout: &out, Stderr: &errOut}); err != nil {
			b.Fatalf("run: %v\n%s", err, errOut.String())
		}
	}
}

func BenchmarkImportCollections(b *testing.B) {
	benchProgram(b, "import collections\n")
}

func BenchmarkDequeAppendPopleft(b *testing.B) {
	benchProgram(b, `
from collections import deque
d = deque()
for i in range(100000):
    d.append(i)
    d.popleft()
`)
}

func BenchmarkHeappushHeappop(b *testing.B) {
	benchProgram(b, `
import heapq
h = []
for i in range(100000):
    heapq.heappush(h, i ^ 0x5555)
while h:
    heapq.heappop(h)
`)
}

func BenchmarkIsinstanceABC(b *testing.B) {
	benchProgram(b, `
from collections.abc import Mapping
d, l = {}, []
for i in range(100000):
    isinstance(d, Mapping)
    isinstance(l, Mapping)
`)
}

func BenchmarkNamedtupleNew(b *testing.B) {
	benchProgram(b, `
from collections import namedtuple
P = namedtuple('P', 'x y')
for i in range(100000):
    p = P(i, i)
    p.x
`)
}

func BenchmarkCounterCount(b *testing.B) {
	benchProgram(b, `
from collections import Counter
words = [str(i % 1000) for i in range(100000)]
Counter(words).most_common(10)
`)
}
