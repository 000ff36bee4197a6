// Package diff runs Python programs through pyex and through python3 and
// compares what they print and how they end: the differential driver of
// the fuzzer (fuzz/gen writes the programs).
//
// pyex runs in process (pyex.Compile and pyex.Run, under a step budget and
// a timeout, so a run never hangs). python3 runs as a long-lived process
// (harness.py, embedded) that execs one program after another with its
// stdout redirected, which is many times faster than one process per
// program; the command's -direct flag checks that this gives what running
// each file directly gives.
package diff

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/pyexgo/pyex"
)

// Outcome is how one run of a program ended.
type Outcome struct {
	// Stdout is everything the program printed.
	Stdout string
	// Exc is the type name of the exception that ended the program, or "".
	Exc string
	// Budget is set when pyex stopped the run (steps or time ran out);
	// Timeout when python3's run took too long.
	Budget, Timeout bool
	// Crash is a Go panic or other internal error of pyex, with its text.
	Crash string
	// OutputCap is set when pyex stopped the run because it printed more
	// than MaxOutput bytes.
	OutputCap bool
}

// TooBig reports whether a budget mismatch only shows that the program
// prints more than pyex's output budget, which python3 has not: the
// program's fault, not pyex's.
func TooBig(pyexOut, pyOut Outcome) bool {
	return pyexOut.OutputCap && len(pyOut.Stdout) >= MaxOutput && len(pyexOut.Stdout) <= len(pyOut.Stdout) &&
		pyOut.Stdout[:len(pyexOut.Stdout)] == pyexOut.Stdout
}

// Kind names the kind of a mismatch, or "" when a and b (pyex and python3)
// agree.
func Kind(pyexOut, pyOut Outcome) string {
	switch {
	case pyexOut.Crash != "":
		return "crash"
	case pyexOut.Budget:
		return "budget"
	case pyexOut.Exc != pyOut.Exc:
		return "exception"
	case pyexOut.Stdout != pyOut.Stdout:
		return "stdout"
	}
	return ""
}

// Limits of a pyex run.
const (
	pyexSteps   = 100_000_000
	pyexTimeout = 30 * time.Second
)

// MaxOutput is the output budget of a pyex run.
const MaxOutput = 32 << 20

// RunPyex compiles and runs src with pyex.
func RunPyex(src string) (out Outcome) {
	defer func() {
		if r := recover(); r != nil {
			out.Crash = fmt.Sprint("panic: ", r)
		}
	}()
	prog, err := pyex.Compile("prog.py", []byte(src))
	if err != nil {
		var pe *pyex.Error
		if errors.As(err, &pe) && pe.Kind == pyex.ErrSyntax {
			return Outcome{Exc: pe.Type}
		}
		return Outcome{Crash: "compile: " + err.Error()}
	}
	var stdout bytes.Buffer
	_, err = pyex.Run(context.Background(), prog, pyex.Options{
		Stdout: &stdout, MaxSteps: pyexSteps, Timeout: pyexTimeout, MaxOutputBytes: MaxOutput,
	})
	out.Stdout = stdout.String()
	if err == nil {
		return out
	}
	var pe *pyex.Error
	if !errors.As(err, &pe) {
		out.Crash = "run: " + err.Error()
		return out
	}
	switch pe.Kind {
	case pyex.ErrException, pyex.ErrExit:
		out.Exc = pe.Type
	case pyex.ErrSteps, pyex.ErrTimeout:
		out.Budget = true
	case pyex.ErrOutput:
		out.Budget, out.OutputCap = true, true
	default:
		out.Crash = pe.Error()
	}
	return out
}
