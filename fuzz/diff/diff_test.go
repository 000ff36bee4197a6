package diff

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/pyexgo/pyex/fuzz/gen"
)

// TestGeneratedProgramsAgree runs a few dozen generated programs through
// pyex and python3 on every `make test`; the full runs are `make difffuzz`.
func TestGeneratedProgramsAgree(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3")
	}
	py, err := StartPython("python3")
	if err != nil {
		t.Fatal(err)
	}
	defer py.Close()
	for i := uint64(0); i < 30; i++ {
		src := gen.Source(1, i)
		want, err := py.Run(src)
		if err != nil {
			t.Fatal(err)
		}
		if want.Timeout || want.Exc == "SyntaxError" {
			t.Errorf("program %d: python3 times out or rejects it", i)
			continue
		}
		if got := RunPyex(src); Kind(got, want) != "" {
			t.Errorf("program %d (go run ./fuzz/cmd/difffuzz -seed 1 -start %d -n 1 -v): %s mismatch", i, i, Kind(got, want))
		}
	}
}

// TestMinimize checks the reducer on a predicate of the text alone.
func TestMinimize(t *testing.T) {
	prog := gen.Program(1, 5)
	marker := &gen.Stmt{Line: "print('needle')"}
	prog = append(prog, &gen.Stmt{Clauses: []gen.Clause{{Head: "if True:", Body: []*gen.Stmt{marker}}}})
	got := gen.Render(Minimize(prog, func(c []*gen.Stmt) bool {
		return strings.Contains(gen.Render(c), "needle")
	}))
	if got != "print('needle')\n" {
		t.Errorf("minimized to %q", got)
	}
}

// TestHarnessMatchesDirectRun checks, on a few programs that print,
// raise and write non-ASCII text, that the harness gives what
// python3 prog.py gives.
func TestHarnessMatchesDirectRun(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3")
	}
	py, err := StartPython("python3")
	if err != nil {
		t.Fatal(err)
	}
	defer py.Close()
	for _, src := range []string{
		"print('héllo', 1/3, {'a': [1, 2]})\n",
		"class E(Exception): pass\nprint('before')\nraise E('x')\n",
		"print(__name__)\nprint('\\ud800')\n",
	} {
		h, err := py.Run(src)
		if err != nil {
			t.Fatal(err)
		}
		d, err := RunDirect("python3", src)
		if err != nil {
			t.Fatal(err)
		}
		if h != d {
			t.Errorf("%q: harness %+v, direct %+v", src, h, d)
		}
	}
}
