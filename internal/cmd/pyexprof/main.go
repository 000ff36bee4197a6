// Command pyexprof runs a program under pyex with the CPU profiler on, for
// finding what the VM spends its time on: pyexprof -o cpu.out prog.py,
// then go tool pprof -top cpu.out.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime/pprof"

	"github.com/pyexgo/pyex"
)

func main() {
	out := flag.String("o", "cpu.out", "where to write the CPU profile")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: pyexprof [-o cpu.out] prog.py")
		os.Exit(2)
	}
	src, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	prog, err := pyex.Compile(flag.Arg(0), src)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	f, err := os.Create(*out)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	pprof.StartCPUProfile(f)
	_, err = pyex.Run(context.Background(), prog, pyex.Options{Stdout: os.Stdout, Stderr: os.Stderr})
	pprof.StopCPUProfile()
	f.Close()
	if err != nil {
		os.Exit(1)
	}
}
