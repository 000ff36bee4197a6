package pyex

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	goruntime "runtime"
	"sync"
	"testing"
	"time"
)

// soakRuns is how many runs TestSoak makes; make soak sets 100,000.
var soakRuns = flag.Int("soak", 2000, "runs TestSoak makes")

// soakPrograms are varied programs: containers, classes, generators,
// exceptions, the standard library, async host calls, files and
// sessions' state.
var soakPrograms = []string{
	"print(sum(i * i for i in range(200)))\n",
	"import json\nd = {'k': [1, 2, {'x': None}]}\nprint(json.loads(json.dumps(d)) == d)\n",
	"class P:\n    def __init__(self, x): self.x = x\n    def __repr__(self): return f'P({self.x})'\nprint(sorted([P(3), P(1)], key=lambda p: p.x))\n",
	"def g(n):\n    for i in range(n):\n        yield i\nprint(list(g(50))[-1])\n",
	"try:\n    {}['missing']\nexcept KeyError as e:\n    print('caught', e)\n",
	"import re, collections\nprint(collections.Counter(re.findall(r'\\w+', 'a b a c b a')).most_common(2))\n",
	"import asyncio\nfrom tools import fetch\nasync def main():\n    return await asyncio.gather(*(fetch(i) for i in range(3)))\nprint(asyncio.run(main()))\n",
	"import dataclasses\n@dataclasses.dataclass(order=True)\nclass R:\n    a: int\n    b: str = 'x'\nprint(max(R(1), R(2)))\n",
	"open('/tmp.txt', 'w').write('x' * 1000)\nprint(len(open('/tmp.txt').read()))\n",
	"x = [str(i) for i in range(1000)]\nprint(len(''.join(x)))\n",
	"1/0\n",
	"while True: pass\n",
}

// soakModules are the host functions the soak programs call.
var soakModules = Modules{"tools": {
	"fetch": AsyncHostFunc(func(ctx context.Context, args []any, kw map[string]any) (any, error) {
		return args[0], nil
	}),
}}

// TestSoak makes many runs of varied programs, with fresh runs and with
// long-lived sessions, and checks the heap is as flat after as before:
// nothing of a finished run stays behind. `make soak` runs 100,000.
func TestSoak(t *testing.T) {
	progs := make([]*Program, len(soakPrograms))
	for i, src := range soakPrograms {
		p, err := Compile(fmt.Sprintf("soak%d.py", i), []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		progs[i] = p
	}
	heap := func() uint64 {
		goruntime.GC()
		goruntime.GC()
		var m goruntime.MemStats
		goruntime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	run := func(i int, s *Session) {
		var out bytes.Buffer
		opts := Options{Stdout: &out, Stderr: &out, Modules: soakModules, MaxSteps: 200_000, MaxMemory: 64 << 20, FS: nil}
		p := progs[i%len(progs)]
		if s != nil {
			s.SetOutput(&out, &out)
			s.Run(context.Background(), p)
			return
		}
		Run(context.Background(), p, opts)
	}
	// Warm up: the first runs fill shared tables (builtins, compiled
	// stdlib bytecode) that stay by design.
	for i := 0; i < 2*len(progs); i++ {
		run(i, nil)
	}
	before := heap()
	start := time.Now()
	var session *Session
	for i := 0; i < *soakRuns; i++ {
		if i%100 == 0 {
			// A session lives for 100 runs, then is dropped.
			var err error
			if session, err = NewSession(Options{Modules: soakModules, MaxSteps: 200_000}); err != nil {
				t.Fatal(err)
			}
		}
		if i%2 == 0 {
			run(i, session)
		} else {
			run(i, nil)
		}
	}
	session = nil
	after := heap()
	t.Logf("%d runs in %v; heap %d KiB before, %d KiB after", *soakRuns, time.Since(start).Round(time.Millisecond), before>>10, after>>10)
	// Flat: what a leak of even 1 KiB per run would add is far more.
	if after > before+(8<<20) {
		t.Errorf("heap grew from %d KiB to %d KiB over %d runs", before>>10, after>>10, *soakRuns)
	}
}

// TestConcurrentRuns runs 64 programs at once on 64 goroutines, sharing
// compiled programs and nothing mutable; under go test -race (make race)
// it checks that runs share no state.
func TestConcurrentRuns(t *testing.T) {
	progs := make([]*Program, len(soakPrograms))
	for i, src := range soakPrograms {
		p, err := Compile(fmt.Sprintf("c%d.py", i), []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		progs[i] = p
	}
	want := make([]string, len(progs))
	for i, p := range progs {
		var out bytes.Buffer
		Run(context.Background(), p, Options{Stdout: &out, Modules: soakModules, MaxSteps: 200_000})
		want[i] = out.String()
	}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := 0; g < 64; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := 0; k < 4; k++ {
				i := (g + k) % len(progs)
				var out bytes.Buffer
				Run(context.Background(), progs[i], Options{Stdout: &out, Modules: soakModules, MaxSteps: 200_000})
				if out.String() != want[i] {
					errs <- fmt.Sprintf("goroutine %d program %d: %q, want %q", g, i, out.String(), want[i])
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
