// Command difffuzz runs generated programs through pyex and python3 and
// reports where they disagree (stdout, or the type of the exception that
// ended the program), minimizing each disagreement and saving it.
//
//	difffuzz -n 20000 -seed 1 -j 2           run programs 0..19999 of seed 1
//	difffuzz -seed 1 -start 123 -n 1 -v      run (and show) one program
//	difffuzz -file prog.py                   compare one existing file
//	difffuzz -n 200 -direct 200              also check the python3 harness
//	                                         against python3 prog.py
//
// Minimized mismatches go to -out (one .py per mismatch, headed by a
// comment saying what differed); copy the ones worth keeping into
// testdata/conformance/difffuzz/ and record them with record.py.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pyexgo/pyex/fuzz/diff"
	"github.com/pyexgo/pyex/fuzz/gen"
)

type config struct {
	python   string
	seed     uint64
	start    uint64
	n        int
	jobs     int
	out      string
	minimize bool
	direct   int
	verbose  bool
}

type counts struct {
	run, agree, pyTimeout, tooBig, directChecked, directDiffer atomic.Int64
	mu                                                         sync.Mutex
	kinds                                                      map[string]int
	found                                                      []string
}

func main() {
	var c config
	flag.StringVar(&c.python, "python", "python3", "the python3 (CPython 3.11) to compare with")
	flag.Uint64Var(&c.seed, "seed", 1, "the run's seed; (seed, index) names a program")
	flag.Uint64Var(&c.start, "start", 0, "the first program's index")
	flag.IntVar(&c.n, "n", 1000, "how many programs to run")
	flag.IntVar(&c.jobs, "j", 2, "programs run at once (one python3 process each)")
	flag.StringVar(&c.out, "out", "/tmp/fuzz/found", "where minimized mismatches are written")
	flag.BoolVar(&c.minimize, "minimize", true, "minimize each mismatch before saving it")
	flag.IntVar(&c.direct, "direct", 0, "also run the first N programs as python3 prog.py and compare with the harness")
	flag.BoolVar(&c.verbose, "v", false, "print every program's source and both outcomes")
	file := flag.String("file", "", "compare one Python file instead of generated programs")
	flag.Parse()
	if *file != "" {
		os.Exit(compareFile(c, *file))
	}
	if err := os.MkdirAll(c.out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	start := time.Now()
	cnt := &counts{kinds: map[string]int{}}
	var next atomic.Uint64
	next.Store(c.start)
	var wg sync.WaitGroup
	for w := 0; w < max(1, c.jobs); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			worker(c, cnt, &next)
		}()
	}
	stop := make(chan struct{})
	go func() {
		tick := time.NewTicker(30 * time.Second)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				fmt.Fprintf(os.Stderr, "... %d programs, %d mismatches, %s\n", cnt.run.Load(), len(cnt.found), time.Since(start).Round(time.Second))
			}
		}
	}()
	wg.Wait()
	close(stop)
	report(c, cnt, time.Since(start))
	if len(cnt.found) > 0 {
		os.Exit(1)
	}
}

func worker(c config, cnt *counts, next *atomic.Uint64) {
	py, err := diff.StartPython(c.python)
	if err != nil {
		fmt.Fprintln(os.Stderr, "difffuzz:", err)
		os.Exit(2)
	}
	defer func() { py.Close() }()
	for {
		idx := next.Add(1) - 1
		if idx >= c.start+uint64(c.n) {
			return
		}
		prog := gen.Program(c.seed, idx)
		src := gen.Render(prog)
		want, err := py.Run(src)
		if err != nil {
			fmt.Fprintf(os.Stderr, "difffuzz: program %d: %v; restarting python3\n", idx, err)
			py.Close()
			if py, err = diff.StartPython(c.python); err != nil {
				fmt.Fprintln(os.Stderr, "difffuzz:", err)
				os.Exit(2)
			}
			continue
		}
		cnt.run.Add(1)
		if idx < c.start+uint64(c.direct) {
			checkDirect(c, cnt, idx, src, want)
		}
		if want.Timeout {
			cnt.pyTimeout.Add(1)
			continue
		}
		got := diff.RunPyex(src)
		if diff.TooBig(got, want) {
			cnt.tooBig.Add(1)
			continue
		}
		if c.verbose {
			fmt.Printf("=== program %d\n%s--- python3: %+v\n--- pyex: %+v\n", idx, src, want, got)
		}
		kind := diff.Kind(got, want)
		if kind == "" {
			cnt.agree.Add(1)
			continue
		}
		fmt.Fprintf(os.Stderr, "MISMATCH seed %d index %d: %s\n", c.seed, idx, kind)
		if c.minimize {
			prog = diff.Minimize(prog, func(cand []*gen.Stmt) bool {
				s := gen.Render(cand)
				w, err := py.Run(s)
				if err != nil || w.Timeout || w.Exc == "SyntaxError" {
					return false
				}
				return diff.Kind(diff.RunPyex(s), w) == kind
			})
			src = gen.Render(prog)
			want, _ = py.Run(src)
			got = diff.RunPyex(src)
		}
		path := save(c, idx, kind, src, want, got)
		cnt.mu.Lock()
		cnt.kinds[kind]++
		cnt.found = append(cnt.found, path)
		cnt.mu.Unlock()
	}
}

// checkDirect compares the harness's outcome with python3 prog.py's.
func checkDirect(c config, cnt *counts, idx uint64, src string, harness diff.Outcome) {
	if harness.Timeout {
		return
	}
	direct, err := diff.RunDirect(c.python, src)
	if err != nil {
		fmt.Fprintln(os.Stderr, "difffuzz: direct run:", err)
		return
	}
	cnt.directChecked.Add(1)
	if direct.Stdout != harness.Stdout || direct.Exc != harness.Exc {
		cnt.directDiffer.Add(1)
		fmt.Fprintf(os.Stderr, "HARNESS DIFFERS from python3 prog.py: seed %d index %d (exc %q vs %q)\n", c.seed, idx, harness.Exc, direct.Exc)
	}
}

// save writes a mismatch as a .py file headed by what differed.
func save(c config, idx uint64, kind, src string, want, got diff.Outcome) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# difffuzz seed %d index %d: %s mismatch\n", c.seed, idx, kind)
	fmt.Fprintf(&b, "# python3: exc=%q\n# pyex:    exc=%q budget=%v crash=%q\n", want.Exc, got.Exc, got.Budget, firstLine(got.Crash))
	if want.Stdout != got.Stdout {
		w, g := firstDiff(want.Stdout, got.Stdout)
		fmt.Fprintf(&b, "# first differing line:\n#   python3: %q\n#   pyex:    %q\n", w, g)
	}
	b.WriteString(src)
	path := filepath.Join(c.out, fmt.Sprintf("s%d_i%d_%s.py", c.seed, idx, kind))
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "difffuzz:", err)
	}
	return path
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

func firstDiff(a, b string) (string, string) {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y || (i >= len(al)) != (i >= len(bl)) {
			return clip(x), clip(y)
		}
	}
	return "", ""
}

// clip shortens a line for a comment.
func clip(s string) string {
	if len(s) > 200 {
		return s[:200] + "..."
	}
	return s
}

func report(c config, cnt *counts, took time.Duration) {
	fmt.Printf("difffuzz: seed %d, programs %d..%d: %d run, %d agree, %d skipped (%d python3 timeouts, %d print over %d MB), %d mismatches in %s\n",
		c.seed, c.start, c.start+uint64(c.n)-1, cnt.run.Load(), cnt.agree.Load(), cnt.pyTimeout.Load()+cnt.tooBig.Load(),
		cnt.pyTimeout.Load(), cnt.tooBig.Load(), diff.MaxOutput>>20, len(cnt.found), took.Round(time.Second))
	if c.direct > 0 {
		fmt.Printf("harness check: %d programs also run as python3 prog.py, %d differ\n", cnt.directChecked.Load(), cnt.directDiffer.Load())
	}
	var kinds []string
	for k := range cnt.kinds {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		fmt.Printf("  %s: %d\n", k, cnt.kinds[k])
	}
	sort.Strings(cnt.found)
	for _, p := range cnt.found {
		fmt.Println("  saved", p)
	}
}

// compareFile runs one file through both and prints the outcomes.
func compareFile(c config, file string) int {
	src, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	py, err := diff.StartPython(c.python)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	defer py.Close()
	want, err := py.Run(string(src))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	got := diff.RunPyex(string(src))
	kind := diff.Kind(got, want)
	fmt.Printf("python3: exc=%q timeout=%v\npyex:    exc=%q budget=%v crash=%q\n", want.Exc, want.Timeout, got.Exc, got.Budget, got.Crash)
	if want.Stdout != got.Stdout {
		w, g := firstDiff(want.Stdout, got.Stdout)
		fmt.Printf("first differing line:\n  python3: %q\n  pyex:    %q\n", w, g)
	}
	if kind == "" {
		fmt.Println("agree")
		return 0
	}
	fmt.Println("mismatch:", kind)
	return 1
}
