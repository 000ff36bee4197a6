package ledger

import (
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"

	"github.com/pyexgo/pyex/stdlib"
)

// This file makes a Ledger the stdlib.Tracer that Python's
// opentelemetry.trace records the program's own spans into.

var _ stdlib.Tracer = (*Ledger)(nil)

// Tracer returns the ledger as the standard library's Tracer, for
// stdlib.Config.Tracer.
func (l *Ledger) Tracer() stdlib.Tracer { return l }

// Start opens a span of the program's; see stdlib.Tracer.
func (l *Ledger) Start(scope, name string, kind stdlib.SpanKind, parent int, attrs []stdlib.SpanAttr, at time.Time) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	if parent < 0 {
		parent = 0
	}
	return l.start(scope, name, spanKind(kind), parent, toAttrs(attrs), at)
}

// End ends a span of the program's. The root span is not the program's
// to end: Finish ends it, so End ignores it.
func (l *Ledger) End(span int, at time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if span == 1 {
		return
	}
	l.end(span, nil, at)
}

// SetAttributes adds attributes to a span.
func (l *Ledger) SetAttributes(span int, attrs []stdlib.SpanAttr) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if e := l.get(span); e != nil {
		e.span.SetAttributes(toAttrs(attrs)...)
	}
}

// AddEvent adds an event to a span.
func (l *Ledger) AddEvent(span int, name string, attrs []stdlib.SpanAttr, at time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if e := l.get(span); e != nil {
		e.span.AddEvent(name, trace.WithTimestamp(l.now(at)), trace.WithAttributes(toAttrs(attrs)...))
	}
}

// SetStatus sets a span's status.
func (l *Ledger) SetStatus(span int, code stdlib.SpanStatus, description string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if e := l.get(span); e != nil {
		switch code {
		case stdlib.StatusOK:
			e.span.SetStatus(codes.Ok, "")
		case stdlib.StatusError:
			e.span.SetStatus(codes.Error, description)
		}
	}
}

// Rename changes a span's name.
func (l *Ledger) Rename(span int, name string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if e := l.get(span); e != nil {
		e.span.SetName(name)
	}
}

// Recording reports whether span is open.
func (l *Ledger) Recording(span int) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.get(span) != nil
}

// IDs returns a span's trace and span ids.
func (l *Ledger) IDs(span int) (tid [16]byte, sid [8]byte) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if span == 1 {
		l.build()
	}
	if span <= 0 || span > len(l.spans) {
		return tid, sid
	}
	sc := l.spans[span-1].span.SpanContext()
	return sc.TraceID(), sc.SpanID()
}

// Current returns the current span.
func (l *Ledger) Current() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.current) == 0 {
		return 0
	}
	return l.current[len(l.current)-1]
}

// Push makes span current.
func (l *Ledger) Push(span int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if span == 1 && !l.finished {
		l.build()
	}
	if span > 0 && span <= len(l.spans) && !l.finished {
		l.current = append(l.current, span)
	}
}

// Pop removes span's topmost entry from the stack of current spans, with
// whatever was pushed above it; the root stays.
func (l *Ledger) Pop(span int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for i := len(l.current) - 1; i >= 1; i-- {
		if l.current[i] == span {
			l.current = l.current[:i]
			return
		}
	}
}

// spanKind maps Python's SpanKind numbers to the SDK's kinds.
func spanKind(k stdlib.SpanKind) trace.SpanKind {
	switch k {
	case 1:
		return trace.SpanKindServer
	case 2:
		return trace.SpanKindClient
	case 3:
		return trace.SpanKindProducer
	case 4:
		return trace.SpanKindConsumer
	}
	return trace.SpanKindInternal
}

// toAttrs converts the standard library's attributes; values of other
// types are dropped, as OpenTelemetry's Python SDK drops them.
func toAttrs(attrs []stdlib.SpanAttr) []attribute.KeyValue {
	if len(attrs) == 0 {
		return nil
	}
	out := make([]attribute.KeyValue, 0, len(attrs))
	for _, a := range attrs {
		var kv attribute.KeyValue
		switch v := a.Value.(type) {
		case bool:
			kv = attribute.Bool(a.Key, v)
		case int64:
			kv = attribute.Int64(a.Key, v)
		case float64:
			kv = attribute.Float64(a.Key, v)
		case string:
			kv = attribute.String(a.Key, v)
		case []bool:
			kv = attribute.BoolSlice(a.Key, v)
		case []int64:
			kv = attribute.Int64Slice(a.Key, v)
		case []float64:
			kv = attribute.Float64Slice(a.Key, v)
		case []string:
			kv = attribute.StringSlice(a.Key, v)
		default:
			continue
		}
		out = append(out, kv)
	}
	return out
}
