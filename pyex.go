// Package pyex is the Go embedding API of pyex, a sandboxed Python 3.11
// interpreter: compile a program once into a Program, then run it as many
// times as needed, each run isolated from the others and from the host.
//
//	prog, err := pyex.Compile("agent.py", source)
//	res, err := pyex.Run(ctx, prog, pyex.Options{Stdout: os.Stdout})
//
// A Program is immutable and safe to share between goroutines; it marshals
// to the .pyc bytes of package bytecode and back. A run gets its own
// thread, builtins, module table and budgets, and sees nothing of the host
// but what Options hands in.
package pyex

import (
	"context"
	"crypto/sha256"
	"errors"
	"io"
	"sync/atomic"
	"time"

	"github.com/pyexgo/pyex/bytecode"
	"github.com/pyexgo/pyex/compiler"
	"github.com/pyexgo/pyex/frontend"
	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/sandbox"
	"github.com/pyexgo/pyex/sandbox/ledger"
	sandboxnet "github.com/pyexgo/pyex/sandbox/net"
	"github.com/pyexgo/pyex/sandbox/vfs"
)

// Program is a compiled program.
type Program struct {
	code   *bytecode.Code
	hash   [32]byte
	source []byte // nil for a program loaded from .pyc bytes
	// lines is sourceLines without a host hook, made once by Compile so
	// that a run does not make it again.
	lines func(filename string) []byte
	// fileKey is the file name as a frozen str, __main__'s __file__ in
	// every run of the program; made on first use.
	fileKey atomic.Pointer[runtime.Key]
}

// file returns the program's file name as a str every run may share.
func (p *Program) file() runtime.Value {
	k := p.fileKey.Load()
	if k == nil {
		nk := runtime.NewKey(p.code.Filename)
		p.fileKey.CompareAndSwap(nil, &nk)
		k = p.fileKey.Load()
	}
	return k.Str()
}

// Compile parses and compiles a program. A syntax error, or an error the
// compiler finds (a misplaced return, a bad nonlocal), is an *Error of
// kind ErrSyntax.
func Compile(filename string, source []byte) (*Program, error) {
	if line := frontend.CheckFileEncoding(source, filename); line != "" {
		msg := line[len("SyntaxError: "):]
		return nil, &Error{Kind: ErrSyntax, Type: "SyntaxError", Message: msg, Traceback: line + "\n", ExitCode: 1}
	}
	mod, err := frontend.ParseChecked(source, filename, frontend.ModeExec)
	if err != nil {
		return nil, syntaxError(err)
	}
	code, err := compiler.Compile(mod, filename)
	if err != nil {
		var ce *compiler.Error
		if errors.As(err, &ce) {
			return nil, syntaxError(frontend.NewSyntaxError(source, filename, ce.Msg, ce.Pos))
		}
		return nil, err
	}
	p := &Program{code: code, hash: sha256.Sum256(source), source: source}
	p.lines = p.sourceLines(nil)
	return p, nil
}

// Marshal returns the program's .pyc bytes.
func (p *Program) Marshal() []byte { return bytecode.Marshal(p.code, p.hash) }

// Unmarshal loads a program from .pyc bytes, verifying them first; bad
// bytes give an error, never a panic.
func Unmarshal(data []byte) (*Program, error) {
	code, hash, err := bytecode.Unmarshal(data)
	if err != nil {
		return nil, err
	}
	return &Program{code: code, hash: hash}, nil
}

// Options configure one run.
type Options struct {
	// Stdout and Stderr receive what the program prints; nil discards.
	Stdout, Stderr io.Writer
	// Args is sys.argv.
	Args []string
	// Source supplies the text of a file for tracebacks when the program
	// came from .pyc bytes; Compile's programs carry their own.
	Source func(filename string) []byte
	// Modules are the host's modules: module name to attribute name to a
	// HostFunc or a plain Go value (see sandbox.ToPython). Nothing else of
	// the host is reachable.
	Modules Modules
	// MaxSteps bounds the instructions the run may execute (0: no limit).
	MaxSteps int64
	// MaxOutputBytes bounds what the program may print (0: no limit).
	MaxOutputBytes int64
	// Timeout bounds the run's wall-clock time (0: only ctx's deadline).
	Timeout time.Duration
	// Clock is the run's clock; nil means a fresh virtual clock starting
	// at 2025-01-01T00:00:00Z that moves only when the program sleeps
	// (RealClock hands in the host's).
	Clock Clock
	// Seed seeds the run's randomness: random's unseeded generators,
	// os.urandom, secrets and uuid4. Runs with the same seed and inputs
	// print the same; 0 is a fixed default seed.
	Seed uint64
	// Env is the program's os.environ; nil means empty.
	Env map[string]string
	// Globals are bound into __main__'s namespace before the program runs
	// (host functions become callables named by their key; other values
	// convert as for Modules).
	Globals map[string]any
	// Protected names cannot be rebound or deleted by the program, in
	// __main__'s namespace: by assignment, del, global statements,
	// import, or through globals(). Assigning one raises NameError.
	Protected []string
	// MaxDepth bounds the depth of Python calls (0: CPython's default
	// recursion limit of 1000, which the program may raise with
	// sys.setrecursionlimit up to 1,000,000). With MaxDepth set the
	// limit starts at min(1000, MaxDepth) and setrecursionlimit cannot
	// take it past MaxDepth; going deeper raises RecursionError.
	MaxDepth int
	// MaxMemory bounds the memory the program holds, in bytes (0: no
	// limit but the 1 GiB cap on any one allocation). Large allocations
	// are charged before they happen, so 'x' * 10**10 fails without
	// allocating; the rest is measured by walks of what the run can reach
	// (an estimate on CPython's object sizes; see docs/SECURITY.md).
	MaxMemory int64
	// Network is the run's network: the host's HTTP client behind the
	// URL allowlist and injected headers of package sandbox/net, used by
	// requests and urllib.request. nil means none: every request raises.
	Network *sandboxnet.Network
	// FS is the run's filesystem (see package sandbox/vfs): the program's
	// writes are staged in it for the host to Diff and Commit. nil means
	// an empty, read-only filesystem.
	FS *vfs.FS
	// NoLedger turns off the run's span ledger (Result.Ledger), for hosts
	// that want the last microseconds of a tiny run more than its record.
	NoLedger bool
	// MaxComputeTime bounds the run's compute time: its wall-clock time
	// less the time it waited on host calls (0: no limit). It is checked
	// between slices of steps, so a run may overshoot it by one slice.
	MaxComputeTime time.Duration
}

// HostFunc is a Go function bound into a host module; see sandbox.HostFunc.
type HostFunc = sandbox.HostFunc

// AsyncHostFunc is a Go function a program awaits; host calls awaited
// together run concurrently. See sandbox.AsyncHostFunc.
type AsyncHostFunc = sandbox.AsyncHostFunc

// HostError is returned by a HostFunc to raise a chosen Python exception.
type HostError = sandbox.HostError

// Modules maps host module names to their attributes.
type Modules = sandbox.Modules

// Result describes a finished run: its footprint.
type Result struct {
	// Steps is the number of VM steps the run used.
	Steps int64
	// OutputBytes is what the program wrote to stdout and stderr.
	OutputBytes int64
	// Duration is the run's wall-clock time.
	Duration time.Duration
	// HostCalls is the number of host functions the program called,
	// synchronous and awaited.
	HostCalls int64
	// HostWait is the time the run spent waiting on host calls (awaited
	// calls that overlapped count once).
	HostWait time.Duration
	// Compute is Duration less HostWait: the time the run itself took.
	Compute time.Duration
	// Ledger holds the run's OpenTelemetry spans: a root span for the run,
	// a child for every host call, file operation and request, and the
	// spans the program opened itself (opentelemetry.trace), on the run's
	// clock, also when the run failed. Ledger.Spans() hands them to any
	// exporter; Ledger.JSON() is a stable rendering. nil with NoLedger.
	Ledger *ledger.Ledger
	// PeakMemory is the most memory the run was measured to hold, in
	// bytes; measured only under a memory budget (MaxMemory), else 0.
	PeakMemory int64
}

// ErrorKind classifies an *Error.
type ErrorKind uint8

// The error kinds.
const (
	ErrSyntax    ErrorKind = iota // the source does not compile
	ErrException                  // the program raised an exception it did not catch
	ErrExit                       // the program raised SystemExit (sys.exit) with a nonzero status
	ErrInternal                   // a bug in pyex: a Go panic caught at the boundary
	ErrSteps                      // the step budget ran out
	ErrOutput                     // the output budget ran out
	ErrTimeout                    // the run's time ran out (Timeout or ctx's deadline)
	ErrCancelled                  // ctx was cancelled
	ErrCompute                    // the compute-time budget ran out
	ErrMemory                     // the memory budget ran out
)

// Error is a run or compile failure. For ErrException, Type and Message
// are the exception's class name and str(), and Traceback is the text
// CPython would print for it.
type Error struct {
	Kind      ErrorKind
	Type      string
	Message   string
	Traceback string
	// Syntax is set for ErrSyntax.
	Syntax *frontend.SyntaxError
	// ExitCode is the process status python3 would exit with: 1 for an
	// uncaught exception, the SystemExit code for ErrExit.
	ExitCode int
}

// Error returns the traceback's last line.
func (e *Error) Error() string {
	if e.Message == "" {
		return e.Type
	}
	return e.Type + ": " + e.Message
}

func syntaxError(err error) error {
	var se *frontend.SyntaxError
	if !errors.As(err, &se) {
		return err
	}
	return &Error{Kind: ErrSyntax, Type: se.Kind.String(), Message: se.Msg, Traceback: se.FormatPrinted(), Syntax: se}
}

// Run runs a program to completion in a fresh session. An uncaught
// Python exception is an *Error of kind ErrException; its traceback has
// already been written to Stderr, as python3 does.
func Run(ctx context.Context, p *Program, opts Options) (*Result, error) {
	s, err := NewSession(opts)
	if err != nil {
		return &Result{}, err
	}
	// The run leaves the session idle (Session.Run): its register stack
	// goes to the next run's VM.
	return s.Run(ctx, p)
}

// systemExit ends a run the way python3 handles an uncaught SystemExit:
// no traceback; exit status 0 for None, the int code, or 1 after printing
// any other code to stderr.
func systemExit(t *runtime.Thread, exc *runtime.Exception, stderr io.Writer) error {
	code := runtime.None
	if args := exc.Args(); len(args) == 1 {
		code = args[0]
	} else if len(args) > 1 {
		code = runtime.MakeObject(runtime.NewTuple(args))
	}
	status := 0
	switch {
	case code.IsNone():
	case code.IsSmallInt():
		status = int(code.SmallInt())
	case code.IsBool():
		// sys.exit(True) is status 1, as for any int.
		if code.IsTrue() {
			status = 1
		}
	default:
		s, err := runtime.ToStr(t, code)
		if err == nil {
			io.WriteString(stderr, s+"\n")
		}
		status = 1
	}
	if status == 0 {
		return nil
	}
	return &Error{Kind: ErrExit, Type: "SystemExit", ExitCode: status}
}

// Disassemble returns the program's bytecode as readable text.
func (p *Program) Disassemble() string { return bytecode.Disassemble(p.code) }

// sourceLines returns the source text by file name a run of p shows in
// tracebacks: p's own source, then what the host's hook supplies.
func (p *Program) sourceLines(host func(string) []byte) func(string) []byte {
	if p.source == nil {
		return host
	}
	if host == nil && p.lines != nil {
		return p.lines
	}
	return func(name string) []byte {
		if name == p.code.Filename {
			return p.source
		}
		if host != nil {
			return host(name)
		}
		return nil
	}
}

// ExceptionClass binds an exception class of the host's own; see
// sandbox.ExceptionClass.
type ExceptionClass = sandbox.ExceptionClass
