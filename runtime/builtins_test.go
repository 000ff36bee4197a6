package runtime

// This file tests what the recorded cases cannot show: that runs share no
// mutable state through the builtins, the frame and output hooks, the
// step charges of the builtins that walk their input, and speed.

import (
	"bytes"
	"errors"
	"math/bits"
	"math/rand"
	"testing"
)

// builtin returns the built-in function name of a fresh builtins dict.
func builtin(t testing.TB, th *Thread, name string) Value {
	v, ok := BuiltinsDict(th).GetStr(name)
	if !ok {
		t.Fatalf("no builtin %s", name)
	}
	return v
}

func TestBuiltinsDictPerRun(t *testing.T) {
	th1, th2 := NewThread(), NewThread()
	d1, d2 := BuiltinsDict(th1), BuiltinsDict(th2)
	if d1 == d2 {
		t.Fatal("two runs share one builtins dict")
	}
	l1, _ := d1.GetStr("len")
	l2, _ := d2.GetStr("len")
	if !l1.Is(l2) {
		t.Error("the immutable function objects should be shared")
	}
	if l1.obj.(*BuiltinFunction).doc == "" {
		t.Error("len has no doc string")
	}
	d1.SetStr("len", MakeInt(5))
	if v, _ := d2.GetStr("len"); !v.Is(l2) {
		t.Error("assigning builtins.len in one run changed another")
	}
	// Shared functions have fixed ids, whichever run asks first.
	id1 := ObjectID(th2, l2)
	id2 := ObjectID(NewThread(), l2)
	if id1 != id2 {
		t.Errorf("id(len) differs between runs: %#x, %#x", id1, id2)
	}
}

func TestBuiltinsWithoutFrame(t *testing.T) {
	th := NewThread()
	for _, name := range []string{"globals", "locals", "vars", "dir"} {
		_, err := Call(th, builtin(t, th, name), nil, nil)
		var e *Error
		if !errors.As(err, &e) || e.Kind != SystemError {
			t.Errorf("%s() without a frame: got %v, want SystemError", name, err)
		}
	}
}

// flushWriter is a Go writer with a Flush method, as a sandbox's buffered
// stdout might be.
type flushWriter struct {
	bytes.Buffer
	flushes int
	err     error
}

func (w *flushWriter) Write(p []byte) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	return w.Buffer.Write(p)
}

func (w *flushWriter) Flush() error { w.flushes++; return nil }

func TestPrintHooks(t *testing.T) {
	th := NewThread()
	print := builtin(t, th, "print")
	// No stdout: print does nothing, without even checking sep (as
	// CPython does when sys.stdout is None).
	kw := &KwArgs{}
	kw.Add("sep", MakeInt(1))
	if r, err := Call(th, print, []Value{MakeStr("x")}, kw); err != nil || !r.IsNone() {
		t.Errorf("print with no stdout: %v, %v", r, err)
	}
	w := &flushWriter{}
	th.Stdout = w
	kw = &KwArgs{}
	kw.Add("flush", True)
	if _, err := Call(th, print, []Value{MakeStr("a"), MakeInt(1)}, kw); err != nil {
		t.Fatal(err)
	}
	if w.String() != "a 1\n" || w.flushes != 1 {
		t.Errorf("print wrote %q with %d flushes", w.String(), w.flushes)
	}
	// The writer's error reaches the caller.
	w.err = Errorf(MemoryError, "output limit")
	if _, err := Call(th, print, []Value{MakeStr("b")}, nil); err != w.err {
		t.Errorf("print's writer error: got %v", err)
	}
}

func TestSortedCharges(t *testing.T) {
	th := NewThread()
	sorted := builtin(t, th, "sorted")
	const n = 4096
	items := make([]Value, n)
	r := rand.New(rand.NewSource(1))
	for i := range items {
		items[i] = MakeInt(r.Int63n(1 << 20))
	}
	th.SetSteps(1 << 40)
	before := th.Steps()
	if _, err := Call(th, sorted, []Value{MakeObject(NewList(items))}, nil); err != nil {
		t.Fatal(err)
	}
	charged := before - th.Steps()
	nlogn := int64(n * bits.Len(n))
	if charged < nlogn/2 || charged > 4*nlogn {
		t.Errorf("sorted of %d items charged %d steps, want about n log n = %d", n, charged, nlogn)
	}
	// A budget that runs out stops the sort with the budget's error.
	stop := Errorf(RuntimeError, "out of steps")
	th.OnSteps = func(*Thread) error { return stop }
	th.SetSteps(100)
	if _, err := Call(th, sorted, []Value{MakeObject(NewList(items))}, nil); err != stop {
		t.Errorf("sorted past the budget: got %v", err)
	}
	th.SetSteps(100)
	if _, err := Call(th, builtin(t, th, "sum"), []Value{MakeObject(NewList(items))}, nil); err != stop {
		t.Errorf("sum past the budget: got %v", err)
	}
}

func intList(n int) Value {
	items := make([]Value, n)
	for i := range items {
		items[i] = MakeInt(int64(i*7919%1000 - 500))
	}
	return MakeObject(NewList(items))
}

func TestSumIntAllocs(t *testing.T) {
	th := NewThread()
	sum := builtin(t, th, "sum")
	args := []Value{intList(1000)}
	// One allocation: the list iterator. The int fast path adds in
	// registers.
	if n := testing.AllocsPerRun(100, func() { Call(th, sum, args, nil) }); n > 1 {
		t.Errorf("sum of small ints: %v allocations, want at most 1", n)
	}
	max := builtin(t, th, "max")
	if n := testing.AllocsPerRun(100, func() { Call(th, max, args, nil) }); n > 2 {
		t.Errorf("max of small ints: %v allocations, want at most 2", n)
	}
}

func benchBuiltin(b *testing.B, name string, args []Value, kw *KwArgs) {
	th := NewThread()
	f := builtin(b, th, name)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Call(th, f, args, kw); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSumInts1000(b *testing.B) { benchBuiltin(b, "sum", []Value{intList(1000)}, nil) }

func BenchmarkSumFloats1000(b *testing.B) {
	items := make([]Value, 1000)
	for i := range items {
		items[i] = MakeFloat(float64(i) * 0.25)
	}
	benchBuiltin(b, "sum", []Value{MakeObject(NewList(items))}, nil)
}

func BenchmarkMaxInts1000(b *testing.B) { benchBuiltin(b, "max", []Value{intList(1000)}, nil) }

func BenchmarkSortedInts1000(b *testing.B) { benchBuiltin(b, "sorted", []Value{intList(1000)}, nil) }

func BenchmarkEnumerate1000(b *testing.B) {
	th := NewThread()
	enumerate := builtin(b, th, "enumerate")
	list := intList(1000)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		e, err := Call(th, enumerate, []Value{list}, nil)
		if err != nil {
			b.Fatal(err)
		}
		for {
			_, ok, err := Next(th, e)
			if err != nil {
				b.Fatal(err)
			}
			if !ok {
				break
			}
		}
	}
}

func BenchmarkLen(b *testing.B) { benchBuiltin(b, "len", []Value{MakeStr("hello")}, nil) }

func BenchmarkBuiltinsDict(b *testing.B) {
	th := NewThread()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		BuiltinsDict(th)
	}
}

// TestBuiltinsConcurrentRuns runs builtins in several goroutines at once,
// each with its own thread, as two runs do (go test -race checks that they
// share nothing mutable).
func TestBuiltinsConcurrentRuns(t *testing.T) {
	done := make(chan error)
	for g := 0; g < 4; g++ {
		go func() {
			th := NewThread()
			d := BuiltinsDict(th)
			var err error
			for _, name := range []string{"len", "sorted", "id", "repr", "sum"} {
				f, _ := d.GetStr(name)
				if _, err = Call(th, f, []Value{intList(50)}, nil); err != nil {
					break
				}
			}
			done <- err
		}()
	}
	for g := 0; g < 4; g++ {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}
