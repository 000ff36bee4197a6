// Package ledger records what a run did as a tree of OpenTelemetry spans:
// one root span for the run, a child span for every effect (a host call,
// a file operation, a network request) and the spans the program opens
// itself through Python's opentelemetry.trace.
//
// A Ledger is built on OpenTelemetry's Go SDK (go.opentelemetry.io/otel/
// sdk/trace) with a synchronous in-memory span recorder, so the host gets
// the finished spans as sdktrace.ReadOnlySpan values it can hand to any
// exporter, or as the stable JSON of Records for pyexvm --json. Nothing
// in it reads the host: timestamps come from the run's stdlib.Clock (the
// virtual clock by default, so two runs with the same inputs give the same
// times) and trace and span ids come from a ChaCha8 stream keyed by the
// run's seed, so the ids repeat too.
//
// The ledger keeps a stack of current spans. Its bottom is the root span;
// a span the program opens with start_as_current_span is pushed for the
// length of its with block, and every span started meanwhile, the
// effects' included, is its child. Finish ends whatever is still open,
// with an error status when the run failed, so a failed run's ledger is as
// complete as a successful one's.
//
// A Ledger belongs to one run. Its methods lock, so the host may read
// Spans from another goroutine while the run goes on.
//
// Most runs have no effect at all, and building the SDK's tracer provider
// costs more than the rest of a small run, so a Ledger builds it, and the
// root span with the start time New noted, only when something first
// needs a span (an effect, a span of the program's, Spans). A run that
// finishes before that notes its end, and Spans builds and ends the root
// then: the spans are the same either way.
package ledger

import (
	"context"
	"encoding/binary"
	"math/rand/v2"
	"sync"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	sdkresource "go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"

	"github.com/pyexgo/pyex/stdlib"
)

// RootName is the name of a run's root span.
const RootName = "pyex.run"

// Scope is the instrumentation scope of the spans the ledger records for
// effects (the program's own spans carry the name it gave get_tracer).
const Scope = "github.com/pyexgo/pyex"

// DefaultMaxSpans bounds the spans one run records; see Ledger.MaxSpans.
const DefaultMaxSpans = 10000

// attrLengthLimit truncates long string attributes: a program could
// otherwise make the host keep a copy of every large string it tags a
// span with.
const attrLengthLimit = 4096

// Ledger records one run's spans. Make it with New.
type Ledger struct {
	mu    sync.Mutex
	clock stdlib.Clock
	seed  uint64
	// rootAt is when the root span starts; endAt, endErr and endDropped
	// are when and how Finish ended a ledger not yet built (see build).
	rootAt, endAt time.Time
	endErr        error
	endDropped    int
	// provider is nil until build.
	provider *sdktrace.TracerProvider
	recorder *tracetest.SpanRecorder
	tracers  map[string]trace.Tracer
	// spans holds every recorded span; handle h is spans[h-1], and the
	// root is handle 1.
	spans []*entry
	// current is the stack of current spans, root at the bottom; it
	// starts in rootOnly, and a push moves it to the heap.
	current  []int
	rootOnly [1]int
	// maxSpans bounds len(spans); beyond it, new spans are counted in
	// dropped and not recorded.
	maxSpans int
	dropped  int
	finished bool
}

// entry is one recorded span.
type entry struct {
	span  trace.Span
	ctx   context.Context
	ended bool
}

// New returns a ledger whose root span starts now on clock. Its ids are
// drawn from a stream keyed by seed: the same seed gives the same ids.
func New(clock stdlib.Clock, seed uint64) *Ledger {
	if clock == nil {
		clock = stdlib.NewVirtualClock(stdlib.VirtualEpoch)
	}
	l := &Ledger{
		clock:    clock,
		seed:     seed,
		rootAt:   clock.Now(),
		maxSpans: DefaultMaxSpans,
		rootOnly: [1]int{1},
	}
	l.current = l.rootOnly[:]
	return l
}

// build makes the tracer provider and the root span, which starts when
// New was called, and ends the root too when the run has finished. The
// caller holds mu.
func (l *Ledger) build() {
	if l.provider != nil {
		return
	}
	l.recorder = tracetest.NewSpanRecorder()
	l.tracers = map[string]trace.Tracer{}
	limits := sdktrace.NewSpanLimits()
	limits.AttributeValueLengthLimit = attrLengthLimit
	l.provider = sdktrace.NewTracerProvider(
		sdktrace.WithSampler(sdktrace.AlwaysSample()),
		sdktrace.WithIDGenerator(newIDs(l.seed)),
		sdktrace.WithRawSpanLimits(limits),
		sdktrace.WithResource(sdkresource.NewSchemaless(attribute.String("service.name", "pyex"))),
		sdktrace.WithSpanProcessor(l.recorder),
	)
	finished := l.finished
	l.finished = false
	l.open(Scope, RootName, trace.SpanKindInternal, -1, nil, l.rootAt)
	if finished {
		l.finish(l.endErr, l.endAt, l.endDropped)
	}
	l.finished = finished
}

// SetMaxSpans changes the bound on recorded spans (DefaultMaxSpans unless
// set; n <= 0 means no bound). Spans past it are not recorded; Finish
// notes how many on the root span as pyex.dropped_spans.
func (l *Ledger) SetMaxSpans(n int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.maxSpans = n
}

// Root returns the handle of the run's root span (always 1).
func (l *Ledger) Root() int { return 1 }

// tracer returns the SDK tracer of an instrumentation scope.
func (l *Ledger) tracer(scope string) trace.Tracer {
	tr, ok := l.tracers[scope]
	if !ok {
		tr = l.provider.Tracer(scope)
		l.tracers[scope] = tr
	}
	return tr
}

// now returns at, or the clock's time when at is zero.
func (l *Ledger) now(at time.Time) time.Time {
	if at.IsZero() {
		return l.clock.Now()
	}
	return at
}

// get returns the open entry of a handle, or nil. The caller holds mu.
func (l *Ledger) get(h int) *entry {
	if h == 1 {
		l.build()
	}
	if h <= 0 || h > len(l.spans) {
		return nil
	}
	e := l.spans[h-1]
	if e.ended {
		return nil
	}
	return e
}

// start opens a span; parent 0 is the current span. The caller holds mu.
func (l *Ledger) start(scope, name string, kind trace.SpanKind, parent int, attrs []attribute.KeyValue, at time.Time) int {
	if !l.finished {
		l.build()
	}
	return l.open(scope, name, kind, parent, attrs, at)
}

// open is start once the ledger is built; parent -1 means none (the
// root).
func (l *Ledger) open(scope, name string, kind trace.SpanKind, parent int, attrs []attribute.KeyValue, at time.Time) int {
	if l.finished || (l.maxSpans > 0 && len(l.spans) >= l.maxSpans) {
		l.dropped++
		return 0
	}
	ctx := context.Background()
	if parent == 0 && len(l.current) > 0 {
		parent = l.current[len(l.current)-1]
	}
	if parent > 0 && parent <= len(l.spans) {
		ctx = l.spans[parent-1].ctx
	}
	ctx, span := l.tracer(scope).Start(ctx, name,
		trace.WithSpanKind(kind),
		trace.WithTimestamp(l.now(at)),
		trace.WithAttributes(attrs...))
	l.spans = append(l.spans, &entry{span: span, ctx: ctx})
	return len(l.spans)
}

// end ends an open span, with an error status when err is not nil. The
// caller holds mu.
func (l *Ledger) end(h int, err error, at time.Time) {
	e := l.get(h)
	if e == nil {
		return
	}
	if err != nil {
		e.span.SetStatus(codes.Error, err.Error())
	}
	e.span.End(trace.WithTimestamp(l.now(at)))
	e.ended = true
}

// Finish ends the run's ledger: every span still open is ended, innermost
// first, and so is the root. When runErr is not nil (the run failed) each
// of them gets an error status naming it; otherwise they end as they are.
// Finish is idempotent; spans started after it are not recorded.
func (l *Ledger) Finish(runErr error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.finished {
		return
	}
	at := l.clock.Now()
	if l.provider == nil {
		// Nothing needed a span: build ends the root when asked.
		l.endAt, l.endErr, l.endDropped = at, runErr, l.dropped
	} else {
		l.finish(runErr, at, l.dropped)
	}
	l.current = nil
	l.finished = true
}

// finish is Finish once the ledger is built; dropped is the count of
// spans dropped by then. The caller holds mu.
func (l *Ledger) finish(runErr error, at time.Time, dropped int) {
	for h := len(l.spans); h >= 2; h-- {
		if e := l.get(h); e != nil {
			e.span.SetAttributes(attribute.Bool("pyex.ended_by_run", true))
			l.end(h, runErr, at)
		}
	}
	if dropped > 0 {
		l.spans[0].span.SetAttributes(attribute.Int("pyex.dropped_spans", dropped))
	}
	l.end(1, runErr, at)
}

// Spans returns the finished spans in the order they started, the root
// first. Spans still open (before Finish) are left out.
func (l *Ledger) Spans() []sdktrace.ReadOnlySpan {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.build()
	started := l.recorder.Started()
	out := make([]sdktrace.ReadOnlySpan, 0, len(started))
	for _, s := range started {
		if !s.EndTime().IsZero() {
			out = append(out, s)
		}
	}
	return out
}

// Dropped returns how many spans were not recorded because the ledger
// was full or finished.
func (l *Ledger) Dropped() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.dropped
}

// idGenerator draws trace and span ids from a ChaCha8 stream keyed by the
// run's seed, so that ids repeat with the seed (the SDK's default draws
// them from the process's random source).
type idGenerator struct {
	mu  sync.Mutex
	rng *rand.ChaCha8
}

func newIDs(seed uint64) *idGenerator {
	var key [32]byte
	binary.LittleEndian.PutUint64(key[:8], seed)
	copy(key[8:], "pyex ledger trace and span ids")
	return &idGenerator{rng: rand.NewChaCha8(key)}
}

// NewIDs returns a new trace id and the id of its first span.
func (g *idGenerator) NewIDs(context.Context) (trace.TraceID, trace.SpanID) {
	g.mu.Lock()
	defer g.mu.Unlock()
	var tid trace.TraceID
	for !tid.IsValid() {
		binary.BigEndian.PutUint64(tid[:8], g.rng.Uint64())
		binary.BigEndian.PutUint64(tid[8:], g.rng.Uint64())
	}
	return tid, g.spanID()
}

// NewSpanID returns a new span id.
func (g *idGenerator) NewSpanID(context.Context, trace.TraceID) trace.SpanID {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.spanID()
}

func (g *idGenerator) spanID() trace.SpanID {
	var sid trace.SpanID
	for !sid.IsValid() {
		binary.BigEndian.PutUint64(sid[:], g.rng.Uint64())
	}
	return sid
}
