// Command pyexc is pyex's compiler tool:
//
//	pyexc compile FILE.py [-o OUT.pyc]   compile to bytecode (FILE.pyc by default)
//	pyexc dis FILE                       disassemble a .py or .pyc file
//	pyexc ast FILE                       print the file's AST as python3's ast.dump prints it
//	pyexc check FILE...                  report the syntax errors of files as py_compile does
//
// Exit status: 0 when all is well, 1 when a file has a syntax error or cannot
// be read, 2 on bad usage.
package main

import (
	"fmt"
	"io"
	"os"
)

const usage = `usage:
  pyexc compile FILE.py [-o OUT.pyc]   compile FILE.py to bytecode
  pyexc dis FILE        disassemble a .py or .pyc file
  pyexc ast FILE        print FILE's AST like python3's ast.dump(ast.parse(...))
  pyexc check FILE...   parse and check FILEs, reporting errors like python3 -m py_compile
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run carries out the command line args, writing to stdout and stderr, and
// returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch cmd, rest := args[0], args[1:]; cmd {
	case "ast":
		if len(rest) != 1 {
			fmt.Fprint(stderr, usage)
			return 2
		}
		return runAST(rest[0], stdout, stderr)
	case "compile":
		return runCompile(rest, stderr)
	case "dis":
		if len(rest) != 1 {
			fmt.Fprint(stderr, usage)
			return 2
		}
		return runDis(rest[0], stdout, stderr)
	case "check":
		if len(rest) == 0 {
			fmt.Fprint(stderr, usage)
			return 2
		}
		return runCheck(rest, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(stderr, "pyexc: unknown command %q\n%s", cmd, usage)
		return 2
	}
}
