package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/pyexgo/pyex/frontend"
)

// runCheck parses and validates every file of paths, doing what
// compile(src, path, 'exec') does short of generating code, and reports each
// syntax error on stderr as `python3 -m py_compile path` does. Unlike
// py_compile, which stops at the first bad file, it checks them all. It
// returns 1 if any file failed.
func runCheck(paths []string, stderr io.Writer) int {
	status := 0
	for _, path := range paths {
		err := checkFile(path)
		if err == nil {
			continue
		}
		status = 1
		var se *frontend.SyntaxError
		if errors.As(err, &se) {
			io.WriteString(stderr, pyCompileMessage(se))
		} else {
			fmt.Fprintf(stderr, "pyexc: %v\n", err)
		}
	}
	return status
}

// pyCompileMessage returns what py_compile prints for e. py_compile
// (PyCompileError in Lib/py_compile.py) formats a plain SyntaxError as the
// traceback module does, but its subclasses IndentationError and TabError
// as "Sorry: IndentationError: " followed by str() of the exception. Unlike
// py_compile, which ends that line without a newline, this adds one, since
// more messages may follow.
func pyCompileMessage(e *frontend.SyntaxError) string {
	if e.Kind == frontend.KindSyntaxError {
		return e.Format()
	}
	return "Sorry: " + e.Kind.String() + ": " + pyStr(e) + "\n"
}

// pyStr returns str() of the Python exception e: the message followed by
// the base name of the file and the line, as CPython's SyntaxError_str
// does.
func pyStr(e *frontend.SyntaxError) string {
	base := e.Filename[strings.LastIndexByte(e.Filename, '/')+1:]
	switch {
	case e.Filename != "" && e.Lineno != 0:
		return fmt.Sprintf("%s (%s, line %d)", e.Msg, base, e.Lineno)
	case e.Filename != "":
		return fmt.Sprintf("%s (%s)", e.Msg, base)
	case e.Lineno != 0:
		return fmt.Sprintf("%s (line %d)", e.Msg, e.Lineno)
	}
	return e.Msg
}

// checkFile parses and validates one file.
func checkFile(path string) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	mod, err := frontend.Parse(src, path, frontend.ModeExec)
	if err != nil {
		return err
	}
	return frontend.Validate(mod, path, src)
}
