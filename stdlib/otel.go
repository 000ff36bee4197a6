package stdlib

import "time"

// This file defines the run's span ledger as the standard library sees it
// (Tracer), which the Python module opentelemetry.trace (stdlib/py/
// opentelemetry.trace.py, over the Go helper _pyex_trace of otel_module.go)
// records into. sandbox/ledger implements it on OpenTelemetry's SDK; the
// standard library cannot import that package (sandbox sits above
// stdlib), so the two meet at this interface, as the clock does.

// SpanAttr is one attribute of a span or an event. Value is a bool, an
// int64, a float64, a string, or a []bool, []int64, []float64 or []string.
type SpanAttr struct {
	Key   string
	Value any
}

// SpanKind is OpenTelemetry's span kind, numbered as Python's
// opentelemetry.trace.SpanKind: INTERNAL 0, SERVER 1, CLIENT 2, PRODUCER
// 3, CONSUMER 4.
type SpanKind int

// SpanStatus is a span's status code, numbered as Python's StatusCode:
// UNSET 0, OK 1, ERROR 2.
type SpanStatus int

// The status codes.
const (
	StatusUnset SpanStatus = 0
	StatusOK    SpanStatus = 1
	StatusError SpanStatus = 2
)

// Tracer records spans into the run's ledger. Spans are named by handles:
// a positive int for a recorded span, 0 for "none" (a span that is not
// recorded, because the ledger is full, or no span at all). Methods
// given handle 0, or the handle of an ended span, do nothing. A zero
// time.Time means "now on the run's clock".
//
// The ledger keeps a stack of current spans, whose top is the parent of
// new spans, Python's and the effects' alike; its bottom is the run's
// root span, which is current when the program opened none.
type Tracer interface {
	// Start opens a span named name, recorded under the instrumentation
	// scope scope (the name given to trace.get_tracer), as a child of
	// parent, or of the current span when parent is 0. It does not make
	// the span current.
	Start(scope, name string, kind SpanKind, parent int, attrs []SpanAttr, at time.Time) int
	// End ends a span.
	End(span int, at time.Time)
	// SetAttributes adds attributes to a span, replacing those of the
	// same keys.
	SetAttributes(span int, attrs []SpanAttr)
	// AddEvent adds an event.
	AddEvent(span int, name string, attrs []SpanAttr, at time.Time)
	// SetStatus sets a span's status, as OpenTelemetry orders them: OK is
	// final, UNSET changes nothing.
	SetStatus(span int, code SpanStatus, description string)
	// Rename changes a span's name.
	Rename(span int, name string)
	// Recording reports whether span is a recorded span not yet ended.
	Recording(span int) bool
	// IDs returns a span's trace and span ids; zero ids for handle 0.
	IDs(span int) (trace [16]byte, id [8]byte)
	// Current returns the current span.
	Current() int
	// Push makes span the current span.
	Push(span int)
	// Pop undoes the Push of span: it removes span's topmost entry from
	// the stack, with whatever was pushed above it.
	Pop(span int)
}
