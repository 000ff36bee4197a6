package pyex

import (
	"time"

	"github.com/pyexgo/pyex/sandbox/hostcall"
)

// runClock measures one run on the host's clock: its wall time, the time
// it spent waiting on host calls, and so its compute time, which the
// compute budget bounds. It is the run's sandbox.Observer.
type runClock struct {
	start    time.Time
	syncHost time.Duration // inside synchronous host calls
	calls    *hostcall.Calls
	count    int64
}

// HostCall counts a host call and times a synchronous one; the time a
// run waits on async calls is what hostcall.Calls spent blocked, since
// several of them overlap.
func (c *runClock) HostCall(name string, async bool) func(error) {
	c.count++
	if async {
		return nil
	}
	begin := time.Now()
	return func(error) { c.syncHost += time.Since(begin) }
}

// hostWait is the time the run spent waiting on the host.
func (c *runClock) hostWait() time.Duration { return c.syncHost + c.calls.Waited() }

// compute is the run's time so far less its waits on the host.
func (c *runClock) compute() time.Duration { return time.Since(c.start) - c.hostWait() }
