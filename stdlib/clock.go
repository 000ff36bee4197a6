package stdlib

import (
	"context"
	"time"
)

// Clock is a run's source of time: time.time, time.monotonic,
// datetime.now, uuid1 and the asyncio loop read it, and time.sleep and
// asyncio's idle waits go through it. A sandboxed run has no clock of its
// own; the host hands one in (Config.Clock), and without one the run gets
// a VirtualClock, so that two runs print the same times.
type Clock interface {
	// Now is the wall-clock time.
	Now() time.Time
	// Monotonic is the time since an arbitrary fixed start; it never goes
	// backwards.
	Monotonic() time.Duration
	// Sleep waits d: a real clock blocks (returning ctx's error if ctx
	// ends first), a virtual clock moves its own time forward at once.
	Sleep(ctx context.Context, d time.Duration) error
	// Virtual reports whether the clock is virtual. asyncio's loop jumps
	// a virtual clock to the next timer instead of waiting for it.
	Virtual() bool
}

// VirtualEpoch is where a VirtualClock starts when the host names no
// start: 2025-01-01 00:00:00 UTC.
var VirtualEpoch = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

// VirtualClock is a deterministic Clock: time stands still except when
// the program sleeps, and then it moves forward by exactly the sleep. It
// belongs to one run and is not safe for concurrent use.
type VirtualClock struct {
	start   time.Time
	elapsed time.Duration
}

// NewVirtualClock returns a virtual clock whose wall time starts at start.
func NewVirtualClock(start time.Time) *VirtualClock { return &VirtualClock{start: start} }

// Now is the start plus the time slept so far.
func (c *VirtualClock) Now() time.Time { return c.start.Add(c.elapsed) }

// Monotonic is the time slept so far.
func (c *VirtualClock) Monotonic() time.Duration { return c.elapsed }

// Sleep moves the clock forward by d without waiting.
func (c *VirtualClock) Sleep(ctx context.Context, d time.Duration) error {
	if d > 0 {
		c.elapsed += d
	}
	return ctx.Err()
}

// Virtual is true.
func (c *VirtualClock) Virtual() bool { return true }

// Clock returns the run's clock, making a VirtualClock at VirtualEpoch the
// first time if the host handed none in.
func (r *Run) Clock() Clock {
	if r.Config.Clock == nil {
		r.vclock = VirtualClock{start: VirtualEpoch}
		r.Config.Clock = &r.vclock
	}
	return r.Config.Clock
}
