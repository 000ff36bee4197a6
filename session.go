package pyex

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"
	"sync"
	"time"

	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/sandbox"
	"github.com/pyexgo/pyex/sandbox/hostcall"
	"github.com/pyexgo/pyex/sandbox/ledger"
	"github.com/pyexgo/pyex/stdlib"
	"github.com/pyexgo/pyex/vm"
)

// Session is a Python interpreter that keeps its state between runs, as a
// REPL does: the globals of __main__, the modules imported, the random
// generator's state. An agent loop that runs one snippet per step keeps
// one Session per conversation. Budgets (steps, output, time) apply to
// each run separately.
//
// A Session runs one program at a time; Run calls from several goroutines
// are serialized. Sessions share nothing mutable with each other.
type Session struct {
	mu      sync.Mutex
	opts    Options
	t       *runtime.Thread
	machine *vm.VM
	std     *stdlib.Run
	globals *runtime.Dict
	// broken is set when a run ended in an internal error: the session's
	// state may be inconsistent, so it refuses further runs.
	broken error
	// host is the sandbox's state on the thread: the run's observer and
	// the host's exception classes.
	host      *sandbox.HostState
	hostState sandbox.HostState // what host points to: one allocation less
	thread    runtime.Thread    // what t points to, likewise
	// runs counts the runs, so that each run's span ids differ and are
	// still reproducible.
	runs uint64
}

// NewSession makes a session: a thread, the builtins, sys, and __main__'s
// globals with the host's Globals bound in and its Protected names
// guarded.
func NewSession(opts Options) (s *Session, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = nil, &Error{Kind: ErrInternal, Type: "InternalError", Message: fmt.Sprint(r)}
		}
	}()
	s = &Session{opts: opts}
	t := &s.thread
	t.Init()
	s.t, s.host = t, &s.hostState
	t.Compile = compileHook
	if opts.MaxDepth > 0 {
		t.MaxRecursionLimit = opts.MaxDepth
		t.RecursionLimit = min(t.RecursionLimit, opts.MaxDepth)
	}
	t.Host = s.host
	s.machine = vm.New(t, runtime.BuiltinsDict(t))
	mainMod := runtime.NewRoomyModule(t, "__main__")
	globals := mainMod.Dict
	// The namespace python3 FILE.py starts __main__ with, in its order.
	// (__loader__ and __spec__ describe an import system pyex does not
	// expose.)
	globals.SetKey(runtime.KeyName, keyMain.Str())
	globals.SetKey(runtime.KeyDoc, runtime.None)
	globals.SetKey(runtime.KeyPackage, runtime.None)
	globals.SetKey(keyLoader, runtime.None)
	globals.SetKey(keySpec, runtime.None)
	globals.SetKey(keyAnnotations, runtime.MakeObject(runtime.NewDict(t)))
	cfg := stdlib.Config{Argv: opts.Args, Clock: opts.Clock, Seed: opts.Seed, Env: opts.Env, Net: opts.Network, FS: opts.FS}
	if opts.Modules != nil {
		cfg.Extra = opts.Modules.Loader()
	}
	if s.std, err = stdlib.Install(s.machine, cfg); err != nil {
		return nil, &Error{Kind: ErrInternal, Type: "InternalError", Message: err.Error()}
	}
	globals.SetKey(runtime.KeyBuiltins, runtime.MakeObject(s.std.Builtins()))
	for _, name := range sortedKeys(opts.Globals) {
		v, err := sandbox.Bind(s.machine, name, opts.Globals[name])
		if err != nil {
			return nil, fmt.Errorf("pyex: global %s: %w", name, err)
		}
		globals.SetStr(name, v)
	}
	if len(opts.Protected) > 0 {
		globals.Protect(opts.Protected...)
	}
	s.machine.Modules().SetKey(keyMain, runtime.MakeObject(mainMod))
	s.globals = globals
	return s, nil
}

// The names of __main__'s namespace that every session sets, made once.
var (
	keyLoader      = runtime.NewKey("__loader__")
	keySpec        = runtime.NewKey("__spec__")
	keyAnnotations = runtime.NewKey("__annotations__")
	keyCached      = runtime.NewKey("__cached__")
	keyMain        = runtime.NewKey("__main__")
)

// SetOutput sends what later runs print to stdout and stderr (nil
// discards), for a host that collects each step's output apart.
func (s *Session) SetOutput(stdout, stderr io.Writer) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.opts.Stdout, s.opts.Stderr = stdout, stderr
}

// Run runs p in the session: names it defines stay for the next run. An
// uncaught exception ends this run (its traceback written to Stderr, as
// python3 does) and leaves the session usable; so does a budget running
// out, though the program may have been stopped anywhere.
func (s *Session) Run(ctx context.Context, p *Program) (res *Result, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := &runState{}
	res = &st.res
	if s.broken != nil {
		return res, s.broken
	}
	opts := s.opts
	start := time.Now()
	t := s.t
	s.machine.Wake()
	stdout, stderr := opts.Stdout, opts.Stderr
	if stdout == nil {
		stdout = io.Discard
	}
	if stderr == nil {
		stderr = io.Discard
	}
	if opts.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.Timeout)
		defer cancel()
	}
	clock := &st.clock
	clock.start = start
	s.runs++
	if !opts.NoLedger {
		clock.ledger = ledger.New(s.std.Clock(), opts.Seed+s.runs)
		res.Ledger = clock.ledger
		s.std.Config.Tracer = clock.ledger.Tracer()
		defer func() { clock.ledger.Finish(err) }()
	}
	// Nothing of this run stays with the session once it ends: an idle
	// session keeps its state, not its last run's ledger, context, meter
	// and writers.
	defer func() {
		s.std.Config.Tracer, s.std.Config.HostCalls, s.std.Config.Context = nil, nil, nil
		s.host.Observer = nil
		t.StepHook, t.Stdout, t.Stderr, t.Source = nil, nil, nil, nil
		t.DropConcat()
		s.machine.Idle()
	}()
	calls := &st.calls
	calls.Init(ctx, clock)
	defer calls.Close()
	clock.calls = calls
	s.host.Observer = clock
	s.std.Config.Context, s.std.Config.HostCalls = ctx, calls
	t.ResetMemoryPeak()
	meter := &st.meter
	meter.Attach(ctx, t, sandbox.Budget{Steps: opts.MaxSteps, OutputBytes: opts.MaxOutputBytes, Compute: opts.MaxComputeTime, Memory: opts.MaxMemory})
	if opts.MaxComputeTime > 0 {
		// The meter reads the compute time only to enforce its budget.
		meter.ComputeUsed = clock.compute
	}
	defer func() {
		res.Steps, res.OutputBytes, res.Duration = meter.Steps(), meter.Output, time.Since(start)
		res.HostCalls, res.HostWait = clock.count, clock.hostWait()
		res.Compute = res.Duration - res.HostWait
		if opts.MaxMemory > 0 {
			t.MeasureMemory()
			res.PeakMemory = t.MemoryPeak()
		}
	}()
	t.Stdout, t.Stderr = meter.Writers(stdout, stderr)
	src := p.sourceLines(opts.Source)
	t.Source = src
	t.Carets = caretLine
	defer func() {
		if r := recover(); r != nil {
			err = &Error{Kind: ErrInternal, Type: "InternalError", Message: fmt.Sprint(r)}
			s.broken = err
		}
	}()
	// __file__ is the path python3 was given.
	s.globals.SetKey(runtime.KeyFile, p.file())
	s.globals.SetKey(keyCached, runtime.None)
	_, runErr := s.machine.RunModule(p.code, s.globals)
	if runErr == nil {
		return res, nil
	}
	var abort *runtime.AbortError
	if errors.As(runErr, &abort) {
		kind := map[string]ErrorKind{"steps": ErrSteps, "output": ErrOutput, "timeout": ErrTimeout, "cancelled": ErrCancelled, "compute": ErrCompute, "memory": ErrMemory}[abort.Reason]
		return res, &Error{Kind: kind, Type: "Abort", Message: abort.Msg}
	}
	exc := runtime.ExceptionOf(runErr)
	if exc.Type().IsSubtype(runtime.SystemExitType) {
		return res, systemExit(t, exc, stderr)
	}
	tb := formatException(t, exc, src)
	io.WriteString(stderr, tb)
	msg, _ := runtime.ToStr(t, runtime.MakeObject(exc))
	return res, &Error{Kind: ErrException, Type: exc.Type().Name, Message: msg, Traceback: tb, ExitCode: 1}
}

// runState is what one run needs besides the session, in one allocation:
// its result, its clock (the host-call observer), its async host calls
// and its budget meter.
type runState struct {
	res   Result
	clock runClock
	calls hostcall.Calls
	meter sandbox.Meter
}

// sortedKeys returns m's keys in order, so that binding is reproducible.
func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
