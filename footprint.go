package pyex

import (
	"time"

	"github.com/pyexgo/pyex/sandbox/hostcall"
	"github.com/pyexgo/pyex/sandbox/ledger"
)

// runClock measures one run on the host's clock: its wall time, the time
// it spent waiting on host calls, and so its compute time, which the
// compute budget bounds. It is the run's sandbox.Observer.
type runClock struct {
	start    time.Time
	syncHost time.Duration // inside synchronous host calls
	calls    *hostcall.Calls
	count    int64
	ledger   *ledger.Ledger // nil when the run keeps no ledger
}

// HostCall counts a host call and times a synchronous one; the time a
// run waits on async calls is what hostcall.Calls spent blocked, since
// several of them overlap.
func (c *runClock) HostCall(name string, async bool, args []any, kwargs map[string]any) func(error) {
	c.count++
	var span ledger.Effect
	if c.ledger != nil {
		span = c.ledger.HostCall(name, ledger.ArgsSize(args, kwargs))
	}
	if async {
		return span.End
	}
	begin := time.Now()
	return func(err error) {
		c.syncHost += time.Since(begin)
		span.End(err)
	}
}

// hostWait is the time the run spent waiting on the host.
func (c *runClock) hostWait() time.Duration { return c.syncHost + c.calls.Waited() }

// compute is the run's time so far less its waits on the host.
func (c *runClock) compute() time.Duration { return time.Since(c.start) - c.hostWait() }
