package stdlib_test

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/pyexgo/pyex"
)

// runAsyncio runs src and returns what it printed.
func runAsyncio(t testing.TB, src string) string {
	t.Helper()
	prog, err := pyex.Compile("asyncio_test.py", []byte(src))
	if err != nil {
		t.Fatalf("compile: %v", err)
	}
	var out, errOut bytes.Buffer
	if _, err := pyex.Run(context.Background(), prog, pyex.Options{Stdout: &out, Stderr: &errOut}); err != nil {
		t.Fatalf("run: %v\n%s", err, errOut.String())
	}
	return out.String()
}

// TestAsyncioVirtualTime checks that the loop's clock is virtual: an hour
// of sleeps across many tasks costs no wall time, and the timers fire in
// the order of their deadlines (ties in the order they were set).
func TestAsyncioVirtualTime(t *testing.T) {
	start := time.Now()
	got := runAsyncio(t, `
import asyncio
order = []
async def napper(i, d):
    await asyncio.sleep(d)
    order.append(i)
async def main():
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    await asyncio.gather(*(napper(i, 3600 - (i % 4) * 600) for i in range(8)))
    print(loop.time() - t0, order)
asyncio.run(main())
`)
	if want := "3600.0 [3, 7, 2, 6, 1, 5, 0, 4]\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("virtual sleeps took %v of wall time", d)
	}
}

// TestAsyncioIdleLoop checks that a loop whose tasks all wait on
// something that can never happen stops with an error instead of
// hanging the host.
func TestAsyncioIdleLoop(t *testing.T) {
	got := runAsyncio(t, `
import asyncio
async def main():
    await asyncio.Event().wait()
try:
    asyncio.run(main())
except RuntimeError as e:
    print("RuntimeError:", str(e).split(":")[0])
`)
	if want := "RuntimeError: Event loop is idle\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// BenchmarkAsyncioTaskSteps measures the steps of many tasks that yield
// to each other with sleep(0): the cost of the loop, Task and Future.
func BenchmarkAsyncioTaskSteps(b *testing.B) {
	src := `
import asyncio
async def w():
    for _ in range(100):
        await asyncio.sleep(0)
async def main():
    await asyncio.gather(*(w() for _ in range(100)))
asyncio.run(main())
`
	prog, err := pyex.Compile("bench.py", []byte(src))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		var out, errOut bytes.Buffer
		if _, err := pyex.Run(context.Background(), prog, pyex.Options{Stdout: &out, Stderr: &errOut}); err != nil {
			b.Fatalf("%v\n%s", err, errOut.String())
		}
	}
}
