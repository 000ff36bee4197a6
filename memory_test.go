package pyex

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// TestMemoryBudget: programs that grow past the budget by different
// routes end with ErrMemory; the same programs under a larger budget, and
// programs that allocate a lot but hold little, run to the end.
func TestMemoryBudget(t *testing.T) {
	const budget = 16 << 20
	cases := []struct {
		name, src string
		over      bool
	}{
		{"one huge string", "s = 'x' * 10**10\n", true},
		{"one huge list", "l = [0] * 10**9\n", true},
		{"many small lists", "keep = [[i] for i in range(3*10**6)]\n", true},
		{"growing dict", "d = {}\nfor i in range(3*10**6):\n    d[i] = str(i)\n", true},
		{"instances", "class P:\n    def __init__(self, i): self.i = i\nkeep = [P(i) for i in range(10**6)]\n", true},
		{"doubling string", "s = 'ab'\nwhile True:\n    s = s + s\n", true},
		{"churn", "for i in range(50000):\n    s = 'y' * 1000\n    l = list(range(100))\nprint('ok')\n", false},
		{"small", "keep = [str(i) for i in range(10000)]\nprint(len(keep))\n", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			prog, err := Compile("prog.py", []byte(c.src))
			if err != nil {
				t.Fatal(err)
			}
			var buf strings.Builder
			res, err := Run(context.Background(), prog, Options{Stdout: &buf, MaxMemory: budget, MaxSteps: 500_000_000})
			out := buf.String()
			var pe *Error
			if c.over {
				if !errors.As(err, &pe) || (pe.Kind != ErrMemory && !(pe.Kind == ErrException && pe.Type == "MemoryError")) {
					t.Fatalf("error %v, want the memory budget", err)
				}
				// The budget is an estimate checked between walks: the run
				// may overshoot, but not by much.
				if res.PeakMemory > 2*budget {
					t.Errorf("peak %d bytes under a budget of %d", res.PeakMemory, budget)
				}
				return
			}
			if err != nil {
				t.Fatalf("error %v (output %q)", err, out)
			}
			if !strings.HasSuffix(out, "\n") {
				t.Errorf("output %q", out)
			}
		})
	}
}

// TestBigIntWorkIsMetered: arithmetic on huge ints charges its work in
// steps before doing it, so a step budget stops 3 ** 10**8 (a 20 MB
// result that takes math/big minutes) at once, and a builtin's large
// charge counts in full, not one slice.
func TestBigIntWorkIsMetered(t *testing.T) {
	for _, src := range []string{
		"x = 3 ** (10 ** 8)\n",
		"x = 7 ** (10 ** 6)\nwhile True:\n    y = x * x\n",
	} {
		_, err := runSource(t, src, Options{MaxSteps: 1_000_000})
		var pe *Error
		if !errors.As(err, &pe) || pe.Kind != ErrSteps {
			t.Errorf("%q: error %v, want the step budget", src, err)
		}
	}
}
