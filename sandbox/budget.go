package sandbox

import (
	"context"
	"io"
	"strconv"
	"time"

	"github.com/pyexgo/pyex/runtime"
)

// Budget limits one run. A zero field means no limit.
type Budget struct {
	// Steps bounds the VM instructions (and the work of builtins, which
	// charge in proportion to their input).
	Steps int64
	// OutputBytes bounds what the program writes to stdout and stderr
	// together.
	OutputBytes int64
	// Compute bounds the run's compute time: its wall-clock time less
	// the time it spent waiting on host calls. The meter reads it from
	// Meter.ComputeUsed, which the embedding layer sets (reading the
	// host's clock is its business, not the sandbox's).
	Compute time.Duration
	// Memory bounds the memory the run holds, in bytes, as the runtime
	// estimates it (runtime/memwalk.go).
	Memory int64
}

// stepCheck is how many steps run between two looks at the context.
const stepCheck = 1 << 14

// Meter enforces a Budget and the run's context on a thread, and counts
// what the run used.
type Meter struct {
	ctx    context.Context
	budget Budget
	t      *runtime.Thread
	// granted is the number of steps handed to the thread so far,
	// including the slice it is using.
	granted int64
	// Output counts the bytes written.
	Output int64
	// ComputeUsed, if set, reports the compute time used so far; it is
	// read at each step-slice boundary when Budget.Compute is set.
	ComputeUsed func() time.Duration
	// stdout and stderr are the writers Writers hands out, kept here so
	// that metering a run's two streams allocates nothing more.
	stdout, stderr meteredWriter
}

// NewMeter attaches a meter to t: the thread's step slices come from it,
// and every slice boundary checks the context.
func NewMeter(ctx context.Context, t *runtime.Thread, b Budget) *Meter {
	m := &Meter{}
	m.Attach(ctx, t, b)
	return m
}

// Attach is NewMeter for a Meter the caller holds (a field of its own
// per-run state): it resets m and attaches it to t.
func (m *Meter) Attach(ctx context.Context, t *runtime.Thread, b Budget) {
	*m = Meter{ctx: ctx, budget: b, t: t}
	t.SetMemoryLimit(b.Memory)
	m.grant()
	t.OnSteps, t.StepHook = nil, m
}

// OnSteps is the thread's step hook: at each slice boundary it checks the
// context and the compute budget, charges the check, and grants the next
// slice or ends the run when the step budget is spent.
func (m *Meter) OnSteps(t *runtime.Thread) error {
	// A builtin that charged a large amount at once (big-int
	// arithmetic, a long join) may leave the slice far below zero:
	// that deficit was used too, and counts toward the budget.
	if left := t.Steps(); left < 0 {
		m.granted -= left
		t.SetSteps(0)
	}
	if err := m.check(); err != nil {
		return err
	}
	if err := t.ChargeSteps(stepCheck); err != nil {
		return err
	}
	if b := m.budget; b.Steps > 0 && m.granted >= b.Steps {
		return &runtime.AbortError{Reason: "steps", Msg: "step budget of " + strconv.FormatInt(b.Steps, 10) + " exhausted"}
	}
	m.grant()
	return nil
}

// grant hands the thread its next slice of steps.
func (m *Meter) grant() {
	n := int64(stepCheck)
	if m.budget.Steps > 0 && m.budget.Steps-m.granted < n {
		n = m.budget.Steps - m.granted
	}
	m.granted += n
	m.t.SetSteps(n)
}

// check reports the context's end as an AbortError.
func (m *Meter) check() error {
	if err := m.ctx.Err(); err != nil {
		if err == context.DeadlineExceeded {
			return &runtime.AbortError{Reason: "timeout", Msg: "run timed out"}
		}
		return &runtime.AbortError{Reason: "cancelled", Msg: "run cancelled"}
	}
	if m.budget.Compute > 0 && m.ComputeUsed != nil && m.ComputeUsed() > m.budget.Compute {
		return &runtime.AbortError{Reason: "compute", Msg: "compute time budget of " + m.budget.Compute.String() + " exhausted"}
	}
	return nil
}

// Steps returns the steps the run used.
func (m *Meter) Steps() int64 { return m.granted - max(m.t.Steps(), 0) }

// Writer wraps w so that what the program writes counts toward the output
// budget; the write that would exceed it fails with an AbortError and
// writes nothing.
func (m *Meter) Writer(w io.Writer) io.Writer { return &meteredWriter{m: m, w: w} }

// Writers is Writer for the run's stdout and stderr, with writers the
// Meter holds itself.
func (m *Meter) Writers(stdout, stderr io.Writer) (io.Writer, io.Writer) {
	m.stdout, m.stderr = meteredWriter{m: m, w: stdout}, meteredWriter{m: m, w: stderr}
	return &m.stdout, &m.stderr
}

type meteredWriter struct {
	m *Meter
	w io.Writer
}

// Flush passes a flush on to the host's writer when it has one.
func (mw *meteredWriter) Flush() error {
	if f, ok := mw.w.(interface{ Flush() error }); ok {
		return f.Flush()
	}
	return nil
}

func (mw *meteredWriter) Write(p []byte) (int, error) {
	m := mw.m
	if m.budget.OutputBytes > 0 && m.Output+int64(len(p)) > m.budget.OutputBytes {
		return 0, &runtime.AbortError{Reason: "output", Msg: "output budget of " + strconv.FormatInt(m.budget.OutputBytes, 10) + " bytes exhausted"}
	}
	m.Output += int64(len(p))
	return mw.w.Write(p)
}
