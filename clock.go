package pyex

import (
	"context"
	"time"

	"github.com/pyexgo/pyex/stdlib"
)

// Clock is a run's source of time (time.time, datetime.now, asyncio's
// loop, time.sleep); see stdlib.Clock. A run without one gets a fresh
// virtual clock.
type Clock = stdlib.Clock

// RealClock returns a clock that reads the host's time and really
// sleeps: hand it in when a program must see real time and real waits.
// It may be shared by many runs.
func RealClock() Clock { return realClock{start: time.Now()} }

// NewVirtualClock returns a virtual clock whose wall time starts at start
// and moves only when the program sleeps. It belongs to one run.
func NewVirtualClock(start time.Time) Clock { return stdlib.NewVirtualClock(start) }

type realClock struct{ start time.Time }

func (c realClock) Now() time.Time           { return time.Now() }
func (c realClock) Monotonic() time.Duration { return time.Since(c.start) }
func (c realClock) Virtual() bool            { return false }

func (c realClock) Sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-timer.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
