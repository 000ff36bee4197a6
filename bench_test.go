package pyex

import (
	"context"
	"io"
	goruntime "runtime"
	"testing"
)

// The Go benchmarks of whole runs: each compiles its program once, then
// times pyex.Run alone, output discarded. They complement the process
// benchmarks of `make bench` (internal/cmd/bench), which include startup:
//
//	go test -bench . -benchmem -run '^$' .

const benchHello = `print("hello, world")
`

const benchFizzBuzz = `for i in range(1, 101):
    if i % 15 == 0:
        print("FizzBuzz")
    elif i % 3 == 0:
        print("Fizz")
    elif i % 5 == 0:
        print("Buzz")
    else:
        print(i)
`

// benchIncrement is the loop whose allocations per run matter most: small
// int arithmetic should not allocate per iteration. At module level x is a
// global (a dict entry); benchIncrementLocal is the same loop on a local
// (a register), so the two together tell where allocations come from.
const benchIncrement = `x = 0
for _ in range(1000):
    x = x + 1
assert x == 1000
`

const benchIncrementLocal = `def f():
    x = 0
    for _ in range(1000):
        x = x + 1
    return x

assert f() == 1000
`

const benchFib = `def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

assert fib(20) == 6765
`

// BenchmarkRunHello times a run that prints one line: mostly the setup
// every run pays (builtins, module table, __main__).
func BenchmarkRunHello(b *testing.B) { benchmarkRun(b, benchHello) }

// BenchmarkRunHelloNoLedger is BenchmarkRunHello without the span ledger
// (Options.NoLedger): what the ledger costs a tiny run.
func BenchmarkRunHelloNoLedger(b *testing.B) {
	benchmarkRunWith(b, benchHello, Options{Stdout: io.Discard, NoLedger: true})
}

// BenchmarkRunFizzBuzz times a 100-iteration FizzBuzz: branches, modulo
// and print.
func BenchmarkRunFizzBuzz(b *testing.B) { benchmarkRun(b, benchFizzBuzz) }

// BenchmarkRunIncrement times 1000 iterations of x = x + 1 on a global.
func BenchmarkRunIncrement(b *testing.B) { benchmarkRun(b, benchIncrement) }

// BenchmarkRunIncrementLocal times the same loop on a function's local.
func BenchmarkRunIncrementLocal(b *testing.B) { benchmarkRun(b, benchIncrementLocal) }

// BenchmarkRunFib20 times a recursive fib(20): 21891 Python calls.
func BenchmarkRunFib20(b *testing.B) { benchmarkRun(b, benchFib) }

// benchmarkRun compiles src once and times running it; a compile error or
// a failed run stops the benchmark, so a broken program is never timed.
func benchmarkRun(b *testing.B, src string) {
	benchmarkRunWith(b, src, Options{Stdout: io.Discard})
}

func benchmarkRunWith(b *testing.B, src string, opts Options) {
	prog, err := Compile("bench.py", []byte(src))
	if err != nil {
		b.Fatalf("compile: %v", err)
	}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Run(ctx, prog, opts); err != nil {
			b.Fatalf("run: %v", err)
		}
	}
}

// BenchmarkIdleSessions holds b.N sessions at once, each after one small
// run, and reports the heap each one keeps (issue 7: 100,000 idle
// sessions must fit in 2 GiB, 21 KB each). Run it with a fixed count to
// hold that many: go test -bench IdleSessions -benchtime 100000x -run '^$' .
func BenchmarkIdleSessions(b *testing.B) {
	prog, err := Compile("step.py", []byte("notes = ['started']\ncount = len(notes)\n"))
	if err != nil {
		b.Fatal(err)
	}
	var before, after goruntime.MemStats
	goruntime.GC()
	goruntime.ReadMemStats(&before)
	sessions := make([]*Session, b.N)
	for i := range sessions {
		s, err := NewSession(Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Run(context.Background(), prog); err != nil {
			b.Fatal(err)
		}
		sessions[i] = s
	}
	b.StopTimer()
	goruntime.GC()
	goruntime.ReadMemStats(&after)
	per := float64(after.HeapAlloc-before.HeapAlloc) / float64(b.N)
	b.ReportMetric(per, "heap-bytes/session")
	b.ReportMetric(per*100000/(1<<30), "GiB/100k-sessions")
	goruntime.KeepAlive(sessions)
}
