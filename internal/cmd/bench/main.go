// Command bench times whole Python programs under python3 and under pyexvm,
// over the suite in testdata/bench, and prints how much slower (or faster)
// pyex is on each.
//
//	go run ./internal/cmd/bench [-n 5] [-filter RE] [-python python3] [-dir testdata/bench]
//
// It builds pyexvm once into a temporary directory, then for each program
// runs python3 and pyexvm alternately, n rounds each, so that a machine
// busy with something else slows both alike. Every run's stdout must equal
// python3's: a program whose output differs, or that fails or times out
// under pyexvm, is reported as such and left out of the means, never
// hidden. The table gives the median wall time of each side (whole
// processes, startup included) and their ratio, then the geometric mean of
// the ratios per group and overall, and how many programs are over 3x and
// over 6x. Startup is measured on its own by timing `pyexvm run hello.pyc`
// against `python3 hello.py`.
//
// It reports; it asserts nothing. docs/BENCHMARKS.md says how to read it.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

func main() {
	var cfg config
	flag.IntVar(&cfg.rounds, "n", 5, "rounds per program for each side")
	filter := flag.String("filter", "", "only the programs whose name matches this regexp")
	flag.StringVar(&cfg.python, "python", "python3", "the python3 to compare with")
	pyflags := flag.String("pyflags", "-S -E", "python3's options before the program (space-separated)")
	flag.StringVar(&cfg.dir, "dir", "testdata/bench", "directory of the benchmark programs")
	flag.StringVar(&cfg.goTool, "go", "go", "the go command that builds pyexvm")
	flag.StringVar(&cfg.bin, "bin", "", "time the pyexvm and pyexc in this directory instead of building them")
	flag.DurationVar(&cfg.timeout, "timeout", 2*time.Minute, "limit on one run of one program")
	flag.Parse()
	if cfg.rounds < 1 {
		cfg.rounds = 1
	}
	cfg.pyflags = strings.Fields(*pyflags)
	if *filter != "" {
		re, err := regexp.Compile(*filter)
		if err != nil {
			fmt.Fprintf(os.Stderr, "bench: -filter: %v\n", err)
			os.Exit(2)
		}
		cfg.filter = re
	}
	if err := benchmark(cfg, os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "bench: %v\n", err)
		os.Exit(1)
	}
}

// config is the command line.
type config struct {
	rounds  int
	filter  *regexp.Regexp
	python  string
	pyflags []string
	dir     string
	goTool  string
	bin     string
	timeout time.Duration
}

// benchmark builds the tools, runs the startup probe and every program,
// and prints the report to out. Only a broken setup is an error: a program
// that fails is a row of the report.
func benchmark(cfg config, out io.Writer) error {
	progs, hello, err := loadPrograms(cfg.dir, cfg.filter)
	if err != nil {
		return err
	}
	python, version, err := resolvePython(cfg.python)
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "pyex-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	bin, origin := cfg.bin, "built from the working tree"
	if bin == "" {
		bin = tmp
		if err := buildTools(cfg.goTool, tmp); err != nil {
			return err
		}
	} else {
		if bin, err = filepath.Abs(bin); err != nil {
			return err
		}
		origin = "from " + bin
	}
	r := &runner{
		python: python, pyflags: cfg.pyflags, pyexvm: filepath.Join(bin, "pyexvm"), pyexc: filepath.Join(bin, "pyexc"),
		dir: cfg.dir, rounds: cfg.rounds, timeout: cfg.timeout,
	}
	fmt.Fprintf(out, "python3: %s %s (%s)\npyexvm:  %s\n%d rounds per side, wall time of whole processes\n\n",
		python, strings.Join(cfg.pyflags, " "), version, origin, cfg.rounds)

	if hello != nil {
		probes, err := r.startup(*hello, tmp)
		if err != nil {
			fmt.Fprintf(out, "startup: FAIL %v\n\n", err)
		} else {
			printStartup(out, probes, r.startupRounds())
		}
	}
	printHeader(out)
	var results []result
	for _, p := range progs {
		res := r.measure(p)
		printRow(out, res)
		results = append(results, res)
	}
	printSummary(out, results)
	return nil
}
