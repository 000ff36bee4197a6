// This file defines Thread, the state of one run, and Caller, the
// interface through which runtime code calls back into Python.

package runtime

import (
	"math"

	"github.com/pyexgo/pyex/bytecode"
)

// Caller runs Python code on behalf of the runtime. Package vm implements
// it; runtime never imports vm.
type Caller interface {
	// Call runs a Python callable from Go (a key function, __eq__, a
	// property getter). It re-enters the VM's loop; the depth counts
	// toward the recursion limit. Implementations handle *Function
	// themselves and must not pass one back to runtime.Call.
	Call(t *Thread, fn Value, args []Value, kw *KwArgs) (Value, error)
}

// SelfCaller is a Caller that can also call a Python function with self
// before the arguments without the caller building that argument list:
// the dunder methods Go calls on instances (__eq__, __hash__, __lt__)
// then allocate nothing per call.
//
// CallSelf must copy args before it runs any Python code: callers pass
// the thread's scratch array (callBound1).
type SelfCaller interface {
	CallSelf(t *Thread, fn *Function, self Value, args []Value, kw *KwArgs) (Value, error)
}

// Thread is everything one run owns: the caller back into the VM, the step
// and memory budgets, the handled-exception stack, the int digit limit
// and the hash seed. Every runtime operation that may call back into
// Python or allocate takes the thread as its first argument. A Thread is
// used by one goroutine at a time.
type Thread struct {
	// ThreadHooks holds the frame and output hooks (thread_hooks.go).
	ThreadHooks

	// Host is the embedding layer's own state for the run (package
	// sandbox keeps its host-call observer here); the runtime never looks
	// at it.
	Host any

	// AsyncGenFirstIter and AsyncGenFinalizer are sys.set_asyncgen_hooks's
	// (zero values mean None). pyex calls firstiter; it never calls the
	// finalizer, which CPython calls when a generator's last reference
	// goes: asyncio closes the generators firstiter saw when its loop
	// shuts down instead (docs/DIFFERENCES.md).
	AsyncGenFirstIter, AsyncGenFinalizer Value

	// Caller re-enters the VM. It is nil for a thread that runs no Python
	// code (a test of Go builtins); calling a Python function then raises
	// SystemError.
	Caller Caller

	// steps is the budget left in the current slice; when it goes negative
	// OnSteps decides what happens next.
	steps int64
	// OnSteps is called when the current slice of steps runs out. It may
	// grant a new slice (SetSteps) and return nil, or return an error
	// that ends the run (a budget exhausted, a cancelled context). With no
	// hook, running out is not an error and a new slice is granted.
	OnSteps func(t *Thread) error
	// StepHook is OnSteps for a budget that is the hook itself (the
	// sandbox's meter): setting it allocates no closure. OnSteps, when
	// set, is called instead.
	StepHook StepHook

	// The memory budget (memwalk.go): memUsed is the estimate, memLive
	// and memPeak what walks measured, memNext where the next walk is due.
	memUsed, memLimit int64
	memLive, memPeak  int64
	memNext           int64
	maxAlloc          int64
	// MemRoots enumerates what the run's memory is reachable from; the VM
	// sets it.
	MemRoots MemoryRoots

	// excStack is the stack of exceptions being handled (sys.exc_info):
	// an except or finally block pushes on entry and pops on exit.
	excStack []Value

	// IntMaxStrDigits is sys.get_int_max_str_digits(); 0 means no limit.
	IntMaxStrDigits int
	// RecursionLimit is sys.getrecursionlimit(); Depth is the current
	// depth of Python calls, frames and Go re-entries alike.
	RecursionLimit int
	Depth          int
	// MaxRecursionLimit caps what sys.setrecursionlimit may set, so that
	// a program cannot lift the host's depth budget; 0 means the
	// standard library's own cap.
	MaxRecursionLimit int
	// goDepth counts nested Go re-entries (see MaxGoDepth).
	goDepth int

	hk *hashKey
	// nextID numbers the objects whose identity the run asks for
	// (object_id.go).
	nextID uint64

	// reprStack holds the containers whose repr is being built, so that a
	// container inside itself prints as [...] or {...}.
	reprStack []Object

	// printBuf is print's buffer between calls, so that a print to the
	// run's stdout allocates nothing; a print running takes it (nil
	// meanwhile, so a print nested in a __str__ makes its own).
	printBuf []byte

	// ModuleState holds per-run state of standard-library modules whose
	// native types are shared by every run and so reach the run only
	// through the thread (decimal's current context), keyed by module.
	ModuleState map[string]any
	// scratch carries the argument of a dunder call to the VM (callBound1).
	scratch [1]Value
	// strCat is the open str concatenation (str_concat.go).
	strCat strCat
	// codeObjects are the code objects of the run's codes, one per code
	// (CodeObject), as a CPython code object is one constant.
	codeObjects map[*bytecode.Code]*Code
}

// stepSlice is the number of steps granted at a time when no hook is set.
const stepSlice = 1 << 20

// NewThread returns a thread with CPython's defaults: the int digit limit
// 4300, recursion limit 1000, hash seed 0 and no memory limit.
func NewThread() *Thread {
	t := &Thread{}
	t.Init()
	return t
}

// Init makes t a thread with NewThread's defaults, for a Thread the
// embedder holds inside its own state (one allocation less per run).
func (t *Thread) Init() {
	*t = Thread{
		steps:           stepSlice,
		memLimit:        math.MaxInt64,
		memNext:         math.MaxInt64,
		maxAlloc:        DefaultMaxAllocation,
		IntMaxStrDigits: DefaultMaxStrDigits,
		RecursionLimit:  1000,
		hk:              zeroHashKey,
	}
}

// SetHashSeed sets the seed of str and bytes hashing, as PYTHONHASHSEED
// does for CPython: hashes, and so set order, equal CPython's under the
// same seed. Set it before any dict or set is made.
func (t *Thread) SetHashSeed(seed uint32) { t.hk = newHashKey(seed) }

// HashSeed returns the seed set by SetHashSeed.
func (t *Thread) HashSeed() uint32 { return t.hashKey().seed }

// hashKey returns the SipHash key of the thread's seed.
func (t *Thread) hashKey() *hashKey {
	if t == nil || t.hk == nil {
		return zeroHashKey
	}
	return t.hk
}

// SetSteps grants a slice of n steps.
func (t *Thread) SetSteps(n int64) { t.steps = n }

// Steps returns the steps left in the current slice.
func (t *Thread) Steps() int64 { return t.steps }

// Step charges n steps of work: the VM charges one per instruction, and
// builtins whose work grows with their input charge in proportion.
func (t *Thread) Step(n int64) error {
	if t == nil {
		return nil
	}
	t.steps -= n
	if t.steps >= 0 {
		return nil
	}
	return t.stepsOut()
}

// Tick charges the one step of an instruction and reports whether the
// slice still had it; when it reports false the VM must call SliceOut.
// It is Step(1) split in two so that the VM's loop inlines the common
// case (Step with its nil check is over the inliner's budget).
func (t *Thread) Tick() bool {
	t.steps--
	return t.steps >= 0
}

// SliceOut is what Step does when a slice is used up: the budget's hook
// refills it or ends the run.
func (t *Thread) SliceOut() error { return t.stepsOut() }

// stepsOut runs the hook when a slice is used up; it is kept apart so that
// Step stays small enough to inline.
func (t *Thread) stepsOut() error {
	if t.OnSteps != nil {
		return t.OnSteps(t)
	}
	if t.StepHook != nil {
		return t.StepHook.OnSteps(t)
	}
	t.steps = stepSlice
	return nil
}

// StepHook decides what happens when a thread's slice of steps runs out;
// see Thread.OnSteps.
type StepHook interface {
	OnSteps(t *Thread) error
}

// SetMemoryLimit sets the memory budget in bytes (0 or less: no limit).
// A run over it ends with an AbortError of reason "memory".
func (t *Thread) SetMemoryLimit(n int64) {
	if n <= 0 {
		n = math.MaxInt64
	}
	t.memLimit = n
	t.memNext = n
}

// SetMaxAllocation sets the largest single allocation a run may ask for
// (0 or less: no cap beyond the memory budget). It defaults to
// DefaultMaxAllocation, so that 'x' * 10**10 raises MemoryError instead of
// exhausting the host.
func (t *Thread) SetMaxAllocation(n int64) {
	if n <= 0 {
		n = math.MaxInt64
	}
	t.maxAlloc = n
}

// DefaultMaxAllocation is the default cap on one allocation: 1 GiB.
const DefaultMaxAllocation = 1 << 30

// MemoryUsed returns the bytes charged so far and not credited back.
func (t *Thread) MemoryUsed() int64 { return t.memUsed }

// Charge accounts for n bytes about to be allocated. It fails with
// MemoryError, before anything is allocated, when the budget would be
// exceeded.
func (t *Thread) Charge(n int64) error {
	if t == nil {
		return nil
	}
	if n < 0 || n > t.maxAlloc || n > t.memLimit {
		return &Error{Kind: MemoryError}
	}
	if t.memLimit == maxInt64 {
		t.memUsed += n
		return nil
	}
	return t.chargeBudget(n)
}

// PushExc records exc as being handled (entry to an except block).
func (t *Thread) PushExc(exc Value) { t.excStack = append(t.excStack, exc) }

// PopExc ends the handling of the innermost exception.
func (t *Thread) PopExc() {
	if n := len(t.excStack); n > 0 {
		t.excStack[n-1] = Value{}
		t.excStack = t.excStack[:n-1]
	}
}

// CurrentExc returns the exception being handled (sys.exception()), or
// None.
func (t *Thread) CurrentExc() Value {
	for i := len(t.excStack) - 1; i >= 0; i-- {
		if !t.excStack[i].IsNone() {
			return t.excStack[i]
		}
	}
	return None
}

// maxStrDigits returns the int digit limit (0 when t is nil: no limit).
func (t *Thread) maxStrDigits() int {
	if t == nil {
		return DefaultMaxStrDigits
	}
	return t.IntMaxStrDigits
}

// enter counts one level of Go re-entry into Python toward the recursion
// limit; leave undoes it.
func (t *Thread) enter(where string) error {
	t.Depth++
	t.goDepth++
	if (t.RecursionLimit > 0 && t.Depth > t.RecursionLimit) || t.goDepth > MaxGoDepth {
		t.Depth--
		t.goDepth--
		return Errorf(RecursionError, "maximum recursion depth exceeded%s", where)
	}
	return nil
}

func (t *Thread) leave() {
	t.Depth--
	t.goDepth--
}

// MaxGoDepth bounds the nesting of Go calls that re-enter Python or
// recurse through containers (repr of a list inside a list, __eq__
// calling ==): unlike Python-to-Python calls, which live on the heap,
// these use the Go stack, and no recursion limit a program sets may let
// them exhaust it. CPython 3.12 bounds its C recursion the same way.
const MaxGoDepth = 20000

// EnterGo counts one nested Go re-entry (the VM running a nested loop for
// a call from Go); it fails with RecursionError past MaxGoDepth.
func (t *Thread) EnterGo() error {
	t.goDepth++
	if t.goDepth > MaxGoDepth {
		t.goDepth--
		return Errorf(RecursionError, "maximum recursion depth exceeded")
	}
	return nil
}

// LeaveGo ends what EnterGo began.
func (t *Thread) LeaveGo() { t.goDepth-- }

// CodeObject returns the code object of c for this run: f.__code__ of
// every function of c, and f_code of its frames, are the same object.
func (t *Thread) CodeObject(c *bytecode.Code) *Code {
	if t == nil {
		return NewCode(c)
	}
	if co := t.codeObjects[c]; co != nil {
		return co
	}
	if t.codeObjects == nil {
		t.codeObjects = map[*bytecode.Code]*Code{}
	}
	co := NewCode(c)
	t.codeObjects[c] = co
	return co
}
