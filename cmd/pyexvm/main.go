// Command pyexvm runs Python programs in pyex's sandbox:
//
//	pyexvm run [flags] FILE.py|FILE.pyc [ARGS...]
//
// It behaves like python3 FILE.py: the program's output goes to stdout and
// stderr, an uncaught exception prints a CPython-shaped traceback and
// exits 1, a syntax error prints as python3 prints it and exits 1. The
// flags hand the run its budgets and capabilities:
//
//	--max-steps N          VM steps (0: no limit)
//	--max-memory BYTES     memory the program may hold (e.g. 268435456, 256MiB, 1GB)
//	--max-output BYTES     bytes the program may print
//	--timeout DURATION     wall-clock limit, in Go syntax (5s, 1m30s)
//	--fs DIR               load the host folder DIR into the run's in-memory
//	                       filesystem (DIR is never written); the changes
//	                       the program staged are listed at the end
//	--allow-url PREFIX     allow requests to URLs under PREFIX (repeatable)
//	--env KEY=VALUE        set os.environ[KEY] (repeatable)
//	--seed N               seed the run's randomness
//	--real-clock           give the program the host's clock (time.time,
//	                       perf_counter, datetime.now, real sleeps) instead
//	                       of the virtual clock that starts at 2025-01-01 UTC
//	--json                 print one JSON object instead: ok, stdout,
//	                       stderr, error, footprint, staged files, spans
//
// A budget that runs out ends the run with a message on stderr and exit
// status 3. Standard output is block-buffered when it is not a terminal,
// unless PYTHONUNBUFFERED is set, as python3's is.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	goruntime "runtime"
	"runtime/debug"
	"runtime/pprof"
	"strconv"
	"strings"

	"github.com/pyexgo/pyex"
	"github.com/pyexgo/pyex/sandbox/hostfs"
	"github.com/pyexgo/pyex/sandbox/hosthttp"
	sandboxnet "github.com/pyexgo/pyex/sandbox/net"
	"github.com/pyexgo/pyex/sandbox/vfs"
)

const usage = "usage: pyexvm run [flags] FILE.py|FILE.pyc [ARGS...]\n"

// gcPercent is the collector's target for a one-program process: the
// interpreter allocates many short-lived objects, and a run is short, so
// trading memory for fewer collections pays (fannkuch runs 1.6x faster
// than at Go's default of 100; 800 against 400 saves another 5-10% of
// the CPU time of the agent benchmarks). GOGC in the environment
// overrides it.
const gcPercent = 800

// gcSoftLimit caps what that trade may cost: past this much heap the
// collector runs as often as it must to stay under it, whatever
// gcPercent says (a soft limit: a program that needs more still gets it;
// the run's own memory budget is separate). GOMEMLIMIT overrides it.
const gcSoftLimit = 1 << 30

// exitBudget is the status of a run stopped by a budget or its timeout.
const exitBudget = 3

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(gcSoftLimit)
	}
	// As python3 does, stdout is block-buffered unless it is a terminal
	// or PYTHONUNBUFFERED is set: one write per print costs a program
	// that prints a lot most of its time in the kernel. print(flush=True)
	// and sys.stdout.flush() reach the buffer; it is flushed before the
	// process exits.
	var stdout io.Writer = os.Stdout
	var buffered *bufio.Writer
	if fi, err := os.Stdout.Stat(); err == nil && fi.Mode()&os.ModeCharDevice == 0 && os.Getenv("PYTHONUNBUFFERED") == "" {
		buffered = bufio.NewWriterSize(os.Stdout, 64<<10)
		stdout = buffered
	}
	code := run(os.Args[1:], stdout, os.Stderr)
	if buffered != nil {
		buffered.Flush()
	}
	os.Exit(code)
}

// config is the command line, parsed.
type config struct {
	opts     pyex.Options
	fsDir    string
	allow    []string
	json     bool
	path     string
	progArgs []string
	cpuProf  string
	memProf  string
}

// multiFlag collects a repeatable flag.
type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(v string) error { *m = append(*m, v); return nil }

// byteSize is a flag of bytes with an optional unit: 1024, 64KiB, 256MiB,
// 1GB.
type byteSize int64

func (b *byteSize) String() string { return strconv.FormatInt(int64(*b), 10) }
func (b *byteSize) Set(v string) error {
	units := []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"KB", 1000}, {"MB", 1000 * 1000}, {"GB", 1000 * 1000 * 1000}, {"B", 1}}
	mult := int64(1)
	for _, u := range units {
		if strings.HasSuffix(v, u.suffix) {
			v, mult = strings.TrimSuffix(v, u.suffix), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
	if err != nil || n < 0 {
		return fmt.Errorf("not a size in bytes: %q", v)
	}
	*b = byteSize(n * mult)
	return nil
}

// parse reads the flags after "run"; the first argument that is not a
// flag is the program, and the rest are its sys.argv.
func parse(args []string, stderr io.Writer) (*config, error) {
	c := &config{}
	fs := flag.NewFlagSet("pyexvm run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var maxMem, maxOut byteSize
	var env multiFlag
	var allow multiFlag
	var seed uint64
	fs.Int64Var(&c.opts.MaxSteps, "max-steps", 0, "VM steps the run may take (0: no limit)")
	fs.Var(&maxMem, "max-memory", "memory the program may hold, in bytes (units KiB, MiB, GiB, KB, MB, GB)")
	fs.Var(&maxOut, "max-output", "bytes the program may print")
	fs.DurationVar(&c.opts.Timeout, "timeout", 0, "wall-clock limit (Go syntax: 5s, 1m30s)")
	fs.StringVar(&c.fsDir, "fs", "", "host folder to load into the run's in-memory filesystem (never written)")
	fs.Var(&allow, "allow-url", "URL prefix the program may request (repeatable)")
	fs.Var(&env, "env", "KEY=VALUE for os.environ (repeatable)")
	fs.Uint64Var(&seed, "seed", 0, "seed of the run's randomness")
	fs.BoolVar(&c.json, "json", false, "print one JSON object describing the run")
	var realClock bool
	fs.BoolVar(&realClock, "real-clock", false, "give the program the host's clock instead of the virtual one")
	fs.StringVar(&c.cpuProf, "cpuprofile", "", "write a Go CPU profile of the run to this file (for pyex's developers)")
	fs.StringVar(&c.memProf, "memprofile", "", "write a Go allocation profile of the run to this file (for pyex's developers)")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() < 1 {
		return nil, errors.New("no program given")
	}
	c.opts.MaxMemory, c.opts.MaxOutputBytes, c.opts.Seed = int64(maxMem), int64(maxOut), seed
	if realClock {
		c.opts.Clock = pyex.RealClock()
	}
	for _, kv := range env {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			return nil, fmt.Errorf("--env wants KEY=VALUE, not %q", kv)
		}
		if c.opts.Env == nil {
			c.opts.Env = map[string]string{}
		}
		c.opts.Env[k] = v
	}
	c.allow = allow
	c.path = fs.Arg(0)
	c.progArgs = fs.Args()
	return c, nil
}

// run carries out the command line and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) < 1 || args[0] != "run" {
		fmt.Fprint(stderr, usage)
		return 2
	}
	c, err := parse(args[1:], stderr)
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintf(stderr, "pyexvm: %v\n%s", err, usage)
		}
		return 2
	}
	if c.fsDir != "" {
		if c.opts.FS, err = hostfs.Load(c.fsDir); err != nil {
			fmt.Fprintf(stderr, "pyexvm: --fs: %v\n", err)
			return 2
		}
	}
	if len(c.allow) > 0 {
		if c.opts.Network, err = sandboxnet.New(hosthttp.New(nil), sandboxnet.AllowPrefixes(c.allow...)); err != nil {
			fmt.Fprintf(stderr, "pyexvm: --allow-url: %v\n", err)
			return 2
		}
	}
	c.opts.Args = c.progArgs
	if c.cpuProf != "" {
		pf, err := os.Create(c.cpuProf)
		if err != nil {
			fmt.Fprintf(stderr, "pyexvm: --cpuprofile: %v\n", err)
			return 2
		}
		if err := pprof.StartCPUProfile(pf); err != nil {
			fmt.Fprintf(stderr, "pyexvm: --cpuprofile: %v\n", err)
			return 2
		}
		defer func() { pprof.StopCPUProfile(); pf.Close() }()
	}
	if c.memProf != "" {
		// Every allocation sampled, from here on: the run's, not Go's
		// start-up.
		goruntime.MemProfileRate = 1
		defer writeMemProfile(c.memProf, stderr)
	}
	data, err := os.ReadFile(c.path)
	if err != nil {
		fmt.Fprintf(stderr, "pyexvm: can't open file '%s': %v\n", c.path, err)
		return 2
	}
	var prog *pyex.Program
	if strings.HasSuffix(c.path, ".pyc") {
		prog, err = pyex.Unmarshal(data)
	} else {
		// python3 names the script by its absolute path (__file__,
		// tracebacks); sys.argv[0] stays as given.
		name := c.path
		if abs, err := filepath.Abs(c.path); err == nil {
			name = abs
		}
		prog, err = pyex.Compile(name, data)
	}
	if c.json {
		return runJSON(c, prog, err, stdout)
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
	c.opts.Stdout, c.opts.Stderr = stdout, stderr
	c.opts.NoLedger = true // only --json shows it
	_, err = pyex.Run(context.Background(), prog, c.opts)
	if c.opts.FS != nil {
		listStaged(c.opts.FS, stderr)
	}
	return exitStatus(err, stderr)
}

// exitStatus reports a run's error as python3 would exit, and a budget
// with a message and exitBudget.
func exitStatus(err error, stderr io.Writer) int {
	if err == nil {
		return 0
	}
	var pe *pyex.Error
	if errors.As(err, &pe) {
		switch {
		case pe.Kind == pyex.ErrException || pe.Kind == pyex.ErrExit:
			return pe.ExitCode // the traceback or message is already on stderr
		case pe.Kind.IsBudget():
			fmt.Fprintf(stderr, "pyexvm: %s: %s\n", pe.Kind, pe.Message)
			return exitBudget
		}
	}
	fmt.Fprintf(stderr, "pyexvm: %v\n", err)
	return 1
}

// listStaged writes the filesystem changes the run staged, one a line:
// "pyexvm: staged added /path (12 bytes)".
func listStaged(fsys *vfs.FS, w io.Writer) {
	for _, c := range fsys.Diff() {
		line := "pyexvm: staged " + c.Kind.String() + " " + c.Path
		if c.OldPath != "" {
			line += " (from " + c.OldPath + ")"
		}
		if !c.Dir && c.Kind != vfs.Deleted {
			line += fmt.Sprintf(" (%d bytes)", c.Size)
		}
		fmt.Fprintln(w, line)
	}
}

// writeMemProfile writes the allocation profile --memprofile asked for.
func writeMemProfile(path string, stderr io.Writer) {
	pf, err := os.Create(path)
	if err == nil {
		err = pprof.Lookup("allocs").WriteTo(pf, 0)
		if cerr := pf.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "pyexvm: --memprofile: %v\n", err)
	}
}
