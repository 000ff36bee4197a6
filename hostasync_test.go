package pyex

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// sleepyTools binds async host functions that sleep in Go: fetch(name,
// ms) returns "<name> done" after ms milliseconds; fail raises.
func sleepyTools(inFlight, peak *atomic.Int64) Modules {
	return Modules{"tools": {
		"fetch": AsyncHostFunc(func(ctx context.Context, args []any, kw map[string]any) (any, error) {
			n := inFlight.Add(1)
			defer inFlight.Add(-1)
			for {
				p := peak.Load()
				if n <= p || peak.CompareAndSwap(p, n) {
					break
				}
			}
			select {
			case <-time.After(time.Duration(args[1].(int64)) * time.Millisecond):
				return args[0].(string) + " done", nil
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}),
		"fail": AsyncHostFunc(func(ctx context.Context, args []any, kw map[string]any) (any, error) {
			return nil, &HostError{Type: "ValueError", Message: "bad input " + args[0].(string)}
		}),
	}}
}

// TestHostAwaitablesRunConcurrently gathers four host calls that each
// sleep 100 ms in Go: they overlap, so the run takes about 100 ms, not
// 400, and the results come back in call order.
func TestHostAwaitablesRunConcurrently(t *testing.T) {
	src := `
import asyncio
from tools import fetch

async def main():
    results = await asyncio.gather(fetch("a", 100), fetch("b", 100), fetch("c", 100), fetch("d", 100))
    print(results)

asyncio.run(main())
`
	var inFlight, peak atomic.Int64
	start := time.Now()
	out, err := runSource(t, src, Options{Modules: sleepyTools(&inFlight, &peak)})
	elapsed := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	if want := "['a done', 'b done', 'c done', 'd done']\n"; out != want {
		t.Fatalf("output %q, want %q", out, want)
	}
	if peak.Load() != 4 {
		t.Errorf("at most %d host calls were in flight at once, want 4", peak.Load())
	}
	// Four sequential calls take 400 ms; concurrent ones about 100.
	if elapsed >= 300*time.Millisecond {
		t.Errorf("run took %v; the four 100 ms calls did not overlap", elapsed)
	}
}

// TestHostAwaitablesDeliverInCallOrder: calls that finish in the reverse
// of the order they started are still seen by the program in start order,
// so its interleaving does not depend on the host's timing.
func TestHostAwaitablesDeliverInCallOrder(t *testing.T) {
	src := `
import asyncio
from tools import fetch, fail

order = []

async def one(name, ms):
    r = await fetch(name, ms)
    order.append(r)
    return r

async def main():
    print(await asyncio.gather(one("slow", 60), one("mid", 30), one("fast", 1)))
    print(order)
    try:
        await fail("x")
    except ValueError as e:
        print("caught", e)
    r = await asyncio.gather(fetch("ok", 1), fail("y"), return_exceptions=True)
    print(r)
    t = asyncio.create_task(fetch("never", 10000))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled")
    # On the virtual clock a host call takes no time: wait_for's timer
    # never beats it, whatever the host's real time.
    print(await asyncio.wait_for(fetch("quick", 20), timeout=0.001))

asyncio.run(main())
`
	var inFlight, peak atomic.Int64
	for i := 0; i < 3; i++ {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		prog, err := Compile("prog.py", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		var out strings.Builder
		_, err = Run(ctx, prog, Options{Stdout: &out, Modules: sleepyTools(&inFlight, &peak)})
		cancel()
		want := "['slow done', 'mid done', 'fast done']\n" +
			"['slow done', 'mid done', 'fast done']\n" +
			"caught bad input x\n" +
			"['ok done', ValueError('bad input y')]\n" +
			"cancelled\n" +
			"quick done\n"
		if err != nil {
			t.Fatalf("run %d: %v", i, err)
		}
		if out.String() != want {
			t.Fatalf("run %d: output\n%s\nwant\n%s", i, out.String(), want)
		}
	}
}

// TestHostAwaitableTimeout: a host call that never returns ends with the
// run's deadline, as a clean timeout, and Run does not wait for the
// host's goroutine.
func TestHostAwaitableTimeout(t *testing.T) {
	src := `
import asyncio
from tools import fetch
asyncio.run(fetch("forever", 1000000))
`
	var inFlight, peak atomic.Int64
	start := time.Now()
	_, err := runSource(t, src, Options{Modules: sleepyTools(&inFlight, &peak), Timeout: 100 * time.Millisecond})
	var pe *Error
	if !errors.As(err, &pe) || pe.Kind != ErrTimeout {
		t.Fatalf("error %v, want a timeout", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("Run returned after %v", d)
	}
}

// TestComputeTimeExcludesHostWaits: a run that waits 200 ms on host calls
// has a compute budget of 100 ms and stays within it, and its footprint
// reports the calls and the wait.
func TestComputeTimeExcludesHostWaits(t *testing.T) {
	src := `
import asyncio
from tools import fetch, nap
nap(100)
asyncio.run(fetch("a", 100))
`
	var inFlight, peak atomic.Int64
	mods := sleepyTools(&inFlight, &peak)
	mods["tools"]["nap"] = HostFunc(func(args []any, kw map[string]any) (any, error) {
		time.Sleep(time.Duration(args[0].(int64)) * time.Millisecond)
		return nil, nil
	})
	prog, err := Compile("prog.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(context.Background(), prog, Options{Modules: mods, MaxComputeTime: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if res.HostCalls != 2 {
		t.Errorf("HostCalls = %d, want 2", res.HostCalls)
	}
	if res.HostWait < 190*time.Millisecond || res.Compute > res.Duration-res.HostWait+time.Millisecond {
		t.Errorf("footprint: wall %v, host wait %v, compute %v", res.Duration, res.HostWait, res.Compute)
	}
}

// TestComputeBudget: a busy loop ends on the compute budget with its own
// error kind.
func TestComputeBudget(t *testing.T) {
	_, err := runSource(t, "while True: pass\n", Options{MaxComputeTime: 50 * time.Millisecond, Timeout: 10 * time.Second})
	var pe *Error
	if !errors.As(err, &pe) || pe.Kind != ErrCompute {
		t.Fatalf("error %v, want ErrCompute", err)
	}
}

// TestRealClockWaits: on the host's clock asyncio.sleep really waits,
// and host calls race timers as they would in CPython.
func TestRealClockWaits(t *testing.T) {
	src := `
import asyncio
from tools import fetch

async def main():
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    await asyncio.sleep(0.05)
    print(loop.time() - t0 >= 0.05)
    try:
        await asyncio.wait_for(fetch("slow", 5000), timeout=0.05)
    except TimeoutError:
        print("timed out")

asyncio.run(main())
`
	var inFlight, peak atomic.Int64
	start := time.Now()
	out, err := runSource(t, src, Options{Modules: sleepyTools(&inFlight, &peak), Clock: RealClock()})
	if err != nil {
		t.Fatal(err)
	}
	if out != "True\ntimed out\n" {
		t.Fatalf("output %q", out)
	}
	if d := time.Since(start); d < 100*time.Millisecond || d > 2*time.Second {
		t.Errorf("run took %v, want about 100 ms", d)
	}
}

// TestSeedDecidesUnseededRandom: the run's seed decides what an unseeded
// random produces; the same seed reproduces it.
func TestSeedDecidesUnseededRandom(t *testing.T) {
	src := "import random\nprint(random.random(), random.Random().randint(1, 10**9))\n"
	run := func(seed uint64) string {
		out, err := runSource(t, src, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	if a, b := run(7), run(7); a != b {
		t.Errorf("seed 7 gave %q then %q", a, b)
	}
	if a, b := run(7), run(8); a == b {
		t.Errorf("seeds 7 and 8 both gave %q", a)
	}
}

// TestRealSleepEndsWithTheRun: time.sleep on the host's clock ends when
// the run's timeout does, as a clean timeout.
func TestRealSleepEndsWithTheRun(t *testing.T) {
	start := time.Now()
	_, err := runSource(t, "import time\ntime.sleep(60)\n", Options{Clock: RealClock(), Timeout: 100 * time.Millisecond})
	var pe *Error
	if !errors.As(err, &pe) || pe.Kind != ErrTimeout {
		t.Fatalf("error %v, want a timeout", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the sleep outlived the run: %v", d)
	}
}
