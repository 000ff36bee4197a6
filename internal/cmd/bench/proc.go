package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// resolvePython returns the interpreter python3 really runs, and its
// version. A launcher such as pyenv's shim is a shell script that costs
// far more than python3's own startup on every run, so the runner times
// the executable behind it.
func resolvePython(python string) (path, version string, err error) {
	out, err := exec.Command(python, "-c", "import sys; print(sys.executable); print(sys.version.split()[0])").Output()
	if err != nil {
		return "", "", fmt.Errorf("running %s: %v", python, err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 2 || lines[0] == "" {
		return python, strings.TrimSpace(lines[len(lines)-1]), nil
	}
	return lines[0], lines[1], nil
}

// buildTools builds cmd/pyexvm and cmd/pyexc (which compiles the startup
// probe's .pyc) from the working tree into dir. The runner itself imports
// nothing of pyex, so that it can also time binaries built elsewhere
// (-bin) while the tree does not compile.
func buildTools(goTool, dir string) error {
	cmd := exec.Command(goTool, "build", "-o", dir+string(filepath.Separator),
		"github.com/pyexgo/pyex/cmd/pyexvm", "github.com/pyexgo/pyex/cmd/pyexc")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building pyexvm and pyexc: %v\n%s", err, out.String())
	}
	return nil
}

// run is one finished process.
type run struct {
	stdout, stderr []byte
	// wall is the time from start to exit; cpu is the user+system CPU
	// time, steadier than wall time on a busy machine but counting work
	// done in parallel too, such as Go's concurrent garbage collection.
	wall, cpu time.Duration
	err       error // nil, or why the process failed: an exit status, a timeout
}

// failure says in one line why the run failed: the last line of its
// stderr (the exception, for a Python traceback) or else the error.
func (r *run) failure() string {
	var exit *exec.ExitError
	if errors.As(r.err, &exit) {
		if last := lastLine(r.stderr); last != "" {
			return fmt.Sprintf("%s (exit %d)", last, exit.ExitCode())
		}
	}
	return r.err.Error()
}

// execute runs one process in dir, giving it at most timeout. A nonzero
// exit status is an error.
func execute(dir string, timeout time.Duration, name string, args ...string) run {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = withoutPythonVars(os.Environ())
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	r := run{stdout: stdout.Bytes(), stderr: stderr.Bytes(), wall: time.Since(start), err: err}
	if ps := cmd.ProcessState; ps != nil {
		r.cpu = ps.UserTime() + ps.SystemTime()
	}
	if ctx.Err() == context.DeadlineExceeded {
		r.err = fmt.Errorf("timed out after %v", timeout)
	}
	return r
}

// withoutPythonVars drops the PYTHON* variables: python3 runs with -E,
// which ignores them, and pyexvm reads one of them (PYTHONUNBUFFERED
// unbuffers its stdout), so both run as -E makes python3 run.
func withoutPythonVars(env []string) []string {
	out := env[:0:0]
	for _, kv := range env {
		if !strings.HasPrefix(kv, "PYTHON") {
			out = append(out, kv)
		}
	}
	return out
}

// lastLine returns the last non-empty line of b, cut to a readable length.
func lastLine(b []byte) string {
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	return clip(lines[len(lines)-1])
}

// firstDiff describes the first line where got differs from want.
func firstDiff(want, got []byte) string {
	w := strings.Split(string(want), "\n")
	g := strings.Split(string(got), "\n")
	for i := 0; ; i++ {
		switch {
		case i >= len(w):
			return fmt.Sprintf("line %d: python3 has no such line, pyexvm %q", i+1, clip(g[i]))
		case i >= len(g):
			return fmt.Sprintf("line %d: python3 %q, pyexvm has no such line", i+1, clip(w[i]))
		case w[i] != g[i]:
			return fmt.Sprintf("line %d: python3 %q, pyexvm %q", i+1, clip(w[i]), clip(g[i]))
		}
	}
}

// clip shortens s to fit a table row.
func clip(s string) string {
	const max = 70
	if len(s) > max {
		return s[:max] + "..."
	}
	return s
}
