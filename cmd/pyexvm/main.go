// Command pyexvm runs Python programs in pyex's sandbox:
//
//	pyexvm run FILE.py|FILE.pyc [ARGS...]
//
// It behaves like python3 FILE.py: the program's output goes to stdout and
// stderr, an uncaught exception prints a CPython-shaped traceback and
// exits 1, a syntax error prints as python3 prints it and exits 1.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/pyexgo/pyex"
)

const usage = "usage: pyexvm run FILE.py|FILE.pyc [ARGS...]\n"

// gcPercent is the collector's target for a one-program process: the
// interpreter allocates many short-lived objects, and a run is short, so
// trading memory for fewer collections pays (fannkuch runs 1.6x faster
// than at Go's default of 100). GOGC in the environment overrides it.
const gcPercent = 400

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run carries out the command line and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) < 2 || args[0] != "run" {
		fmt.Fprint(stderr, usage)
		return 2
	}
	path := args[1]
	data, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "pyexvm: can't open file '%s': %v\n", path, err)
		return 2
	}
	var prog *pyex.Program
	if strings.HasSuffix(path, ".pyc") {
		prog, err = pyex.Unmarshal(data)
	} else {
		prog, err = pyex.Compile(path, data)
	}
	if err != nil {
		var pe *pyex.Error
		if errors.As(err, &pe) && pe.Kind == pyex.ErrSyntax {
			fmt.Fprint(stderr, pe.Traceback)
			return 1
		}
		fmt.Fprintf(stderr, "pyexvm: %v\n", err)
		return 1
	}
	_, err = pyex.Run(context.Background(), prog, pyex.Options{Stdout: stdout, Stderr: stderr, Args: args[1:]})
	if err != nil {
		var pe *pyex.Error
		if errors.As(err, &pe) && (pe.Kind == pyex.ErrException || pe.Kind == pyex.ErrExit) {
			return pe.ExitCode // the traceback or message is already on stderr
		}
		fmt.Fprintf(stderr, "pyexvm: %v\n", err)
		return 1
	}
	return 0
}
