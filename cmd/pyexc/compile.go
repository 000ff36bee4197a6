package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/pyexgo/pyex"
)

// load compiles a .py file, or loads a .pyc file.
func load(path string) (*pyex.Program, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if strings.HasSuffix(path, ".pyc") {
		return pyex.Unmarshal(data)
	}
	return pyex.Compile(path, data)
}

// reportLoadError prints a load error: a SyntaxError the way python3 does,
// anything else as "pyexc: ...".
func reportLoadError(err error, stderr io.Writer) int {
	var pe *pyex.Error
	if errors.As(err, &pe) && pe.Kind == pyex.ErrSyntax {
		fmt.Fprint(stderr, pe.Traceback)
		return 1
	}
	fmt.Fprintf(stderr, "pyexc: %v\n", err)
	return 1
}

// runCompile writes FILE.py's bytecode to out (FILE.pyc by default).
func runCompile(args []string, stderr io.Writer) int {
	in, out := "", ""
	for i := 0; i < len(args); i++ {
		switch {
		case args[i] == "-o" && i+1 < len(args):
			out = args[i+1]
			i++
		case in == "":
			in = args[i]
		default:
			fmt.Fprint(stderr, usage)
			return 2
		}
	}
	if in == "" {
		fmt.Fprint(stderr, usage)
		return 2
	}
	if out == "" {
		out = strings.TrimSuffix(in, ".py") + ".pyc"
	}
	prog, err := load(in)
	if err != nil {
		return reportLoadError(err, stderr)
	}
	if err := os.WriteFile(out, prog.Marshal(), 0o644); err != nil {
		fmt.Fprintf(stderr, "pyexc: %v\n", err)
		return 1
	}
	return 0
}

// runDis prints the disassembly of a .py or .pyc file.
func runDis(path string, stdout, stderr io.Writer) int {
	prog, err := load(path)
	if err != nil {
		return reportLoadError(err, stderr)
	}
	io.WriteString(stdout, prog.Disassemble())
	return 0
}
