package vm

import (
	"bytes"
	goruntime "runtime"
	"testing"

	"github.com/pyexgo/pyex/compiler"
	fe "github.com/pyexgo/pyex/frontend"
	"github.com/pyexgo/pyex/runtime"
)

// suspendedGenerator runs src and returns its global g: a generator
// suspended mid-iteration, with the thread that runs it.
func suspendedGenerator(b *testing.B, src string) (*runtime.Thread, runtime.Value) {
	b.Helper()
	mod, err := fe.Parse([]byte(src), "bench.py", fe.ModeExec)
	if err != nil {
		b.Fatalf("parse: %v", err)
	}
	code, err := compiler.Compile(mod, "bench.py")
	if err != nil {
		b.Fatalf("compile: %v", err)
	}
	th := runtime.NewThread()
	var out bytes.Buffer
	vm := New(th, testBuiltins(th, &out))
	globals := runtime.NewDict(th)
	globals.SetStr("__name__", runtime.MakeStr("__main__"))
	if _, err := vm.RunModule(code, globals); err != nil {
		b.Fatalf("run: %v", err)
	}
	g, ok := globals.GetStr("g")
	if !ok {
		b.Fatal("no g")
	}
	return th, g
}

// BenchmarkGeneratorNextMillion resumes one suspended generator (inside a
// loop, a try block and a delegation to a sub-generator) a million times
// per op and reports how much the live heap grew across those calls: a
// suspended frame is a value, so it must stay flat.
func BenchmarkGeneratorNextMillion(b *testing.B) {
	th, g := suspendedGenerator(b, `
def inner():
    n = 0
    while True:
        n += 1
        yield n

def outer():
    total = 0
    for x in range(10**12):
        try:
            total += x
            yield from inner()
        finally:
            pass

g = outer()
g.send(None)
`)
	var before, after goruntime.MemStats
	goruntime.GC()
	goruntime.ReadMemStats(&before)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for j := 0; j < 1_000_000; j++ {
			if _, ok, err := runtime.Next(th, g); err != nil || !ok {
				b.Fatalf("next: %v %v", ok, err)
			}
		}
	}
	b.StopTimer()
	goruntime.GC()
	goruntime.ReadMemStats(&after)
	b.ReportMetric(float64(int64(after.HeapAlloc)-int64(before.HeapAlloc)), "heap-growth-B")
}
