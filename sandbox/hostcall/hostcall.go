// Package hostcall runs the async host calls of a run: each awaited host
// function runs in its own goroutine, so that the host's slow work (a
// model call, an HTTP request) overlaps, while the VM stays on one
// thread. It is a host adapter: the only part of pyex's run path that
// starts goroutines and reads the host's clock, which it does to measure
// how long the run waited on the host (compute time excludes it).
package hostcall

import (
	"context"
	"time"

	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/sandbox"
)

// Calls implements stdlib.HostCalls for one run. Only the run's thread
// calls its methods; the goroutines it starts touch nothing but their own
// pending record.
type Calls struct {
	ctx    context.Context
	obs    sandbox.Observer
	next   int64
	flight []*pending // in start order
	waited time.Duration
	count  int64
}

type pending struct {
	id     int64
	call   *sandbox.HostCall
	cancel context.CancelFunc
	done   chan outcome // buffered: the goroutine never blocks on it
	end    func(error)  // the observer's, or nil
}

type outcome struct {
	out any
	err error
}

// New returns the calls of a run whose context is ctx: every call's
// context is a child of it. obs, if not nil, sees each call begin and end
// (its end function is called on the run's thread, when the call is
// delivered or abandoned).
func New(ctx context.Context, obs sandbox.Observer) *Calls { return &Calls{ctx: ctx, obs: obs} }

// Init is New for a Calls the caller holds (a field of its own per-run
// state).
func (c *Calls) Init(ctx context.Context, obs sandbox.Observer) { *c = Calls{ctx: ctx, obs: obs} }

// Start begins call in a goroutine.
func (c *Calls) Start(t *runtime.Thread, v runtime.Value) (int64, error) {
	call, ok := v.Object().(*sandbox.HostCall)
	if !ok {
		return 0, runtime.Errorf(runtime.TypeError, "expected a host call, not %s", v.TypeName())
	}
	ctx, cancel := context.WithCancel(c.ctx)
	c.next++
	c.count++
	p := &pending{id: c.next, call: call, cancel: cancel, done: make(chan outcome, 1)}
	if c.obs != nil {
		p.end = c.obs.HostCall(call.Name, true, call.Args, call.Kwargs)
	}
	c.flight = append(c.flight, p)
	go func() {
		out, err := call.Invoke(ctx)
		p.done <- outcome{out, err}
	}()
	return p.id, nil
}

// Wait blocks for the oldest call in flight; see stdlib.HostCalls.
func (c *Calls) Wait(t *runtime.Thread, timeout time.Duration) (int64, bool, runtime.Value, *runtime.Exception, error) {
	if len(c.flight) == 0 {
		return 0, false, runtime.None, nil, nil
	}
	p := c.flight[0]
	var expire <-chan time.Time
	if timeout >= 0 {
		timer := time.NewTimer(timeout)
		defer timer.Stop()
		expire = timer.C
	}
	start := time.Now()
	defer func() { c.waited += time.Since(start) }()
	var o outcome
	select {
	case o = <-p.done:
	case <-expire:
		return 0, false, runtime.None, nil, nil
	case <-c.ctx.Done():
		if c.ctx.Err() == context.DeadlineExceeded {
			return 0, false, runtime.None, nil, &runtime.AbortError{Reason: "timeout", Msg: "run timed out"}
		}
		return 0, false, runtime.None, nil, &runtime.AbortError{Reason: "cancelled", Msg: "run cancelled"}
	}
	c.flight = c.flight[1:]
	p.cancel()
	if p.end != nil {
		p.end(o.err)
	}
	if o.err != nil {
		return p.id, true, runtime.None, sandbox.Exception(t, o.err), nil
	}
	v, err := sandbox.ToPython(t, o.out)
	if err != nil {
		return p.id, true, runtime.None, runtime.ExceptionOf(err), nil
	}
	return p.id, true, v, nil, nil
}

// Cancel abandons the call with id: its context ends, and its result,
// whenever it comes, is dropped.
func (c *Calls) Cancel(id int64) {
	for i, p := range c.flight {
		if p.id == id {
			p.cancel()
			if p.end != nil {
				p.end(context.Canceled)
			}
			c.flight = append(c.flight[:i:i], c.flight[i+1:]...)
			return
		}
	}
}

// Close cancels every call still in flight. It does not wait for them:
// a run ends when its program does (or its budget), and a host function
// that ignores its context is the host's to fix, not a reason for Run to
// hang. A call's late result goes into its buffered channel and is
// dropped with it.
func (c *Calls) Close() {
	for _, p := range c.flight {
		p.cancel()
		if p.end != nil {
			p.end(context.Canceled)
		}
	}
	c.flight = nil
}

// Waited is the time the run spent blocked on host calls.
func (c *Calls) Waited() time.Duration { return c.waited }

// Count is the number of host calls the run started.
func (c *Calls) Count() int64 { return c.count }
