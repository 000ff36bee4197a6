package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/pyexgo/pyex/frontend"
)

// runAST prints the AST of the file at path as
// print(ast.dump(ast.parse(open(path, 'rb').read(), path))) does. A syntax
// error is printed as the last lines of python3's traceback for it.
func runAST(path string, stdout, stderr io.Writer) int {
	src, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "pyexc: %v\n", err)
		return 1
	}
	mod, err := frontend.Parse(src, path, frontend.ModeExec)
	if err != nil {
		return reportError(err, stderr)
	}
	if _, err := io.WriteString(stdout, frontend.Dump(mod)+"\n"); err != nil {
		fmt.Fprintf(stderr, "pyexc: %v\n", err)
		return 1
	}
	return 0
}

// reportError prints err, a *SyntaxError as traceback.format_exception_only
// formats it, and returns exit status 1.
func reportError(err error, stderr io.Writer) int {
	var se *frontend.SyntaxError
	if errors.As(err, &se) {
		io.WriteString(stderr, se.Format())
	} else {
		fmt.Fprintf(stderr, "pyexc: %v\n", err)
	}
	return 1
}
