package ledger

import (
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/trace"
)

// This file defines the Go API the capabilities record their effects
// with: a span per host call, file operation or request, a child of the
// span current when it starts.

// The attribute keys of effect spans. pyex.effect says which kind of
// effect a span is: "host_call", "file" or "request".
const (
	AttrEffect        = "pyex.effect"
	AttrHostFunction  = "pyex.host.function"
	AttrHostArgsBytes = "pyex.host.args_bytes"
	AttrFileOp        = "pyex.file.op"
	AttrFilePath      = "pyex.file.path"
	AttrHTTPMethod    = "http.request.method"
	AttrURL           = "url.full"
	AttrHTTPStatus    = "http.response.status_code"
)

// Effect is an open effect span. The zero Effect (from a full or
// finished ledger) ignores every call, so callers need not check.
type Effect struct {
	l *Ledger
	h int
}

// StartEffect opens a span named name as a child of the current span, on the
// ledger's own instrumentation scope. Callers with no special kind of
// effect use it directly; HostCall, FileOp and Request are its usual
// forms.
func (l *Ledger) StartEffect(name string, kind trace.SpanKind, attrs ...attribute.KeyValue) Effect {
	if l == nil {
		return Effect{}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return Effect{l: l, h: l.start(Scope, name, kind, 0, attrs, l.clock.Now())}
}

// HostCall opens the span of a call to a host function: its name is the
// function's ("tools.search"), with the size of the converted arguments
// in bytes (a summary: the arguments themselves may be large or secret).
func (l *Ledger) HostCall(function string, argsBytes int) Effect {
	return l.StartEffect(function, trace.SpanKindClient,
		attribute.String(AttrEffect, "host_call"),
		attribute.String(AttrHostFunction, function),
		attribute.Int(AttrHostArgsBytes, argsBytes))
}

// FileOp opens the span of a file operation: op is a verb ("open",
// "read", "write", "rename", "remove", "mkdir" ...) and names the span
// "file.<op>"; path is the sandbox path.
func (l *Ledger) FileOp(op, path string) Effect {
	return l.StartEffect("file."+op, trace.SpanKindInternal,
		attribute.String(AttrEffect, "file"),
		attribute.String(AttrFileOp, op),
		attribute.String(AttrFilePath, path))
}

// Request opens the span of a network request, named by its method as
// OpenTelemetry's HTTP conventions name client spans. url is the URL the
// program asked for: what the host injects (headers) is never recorded.
func (l *Ledger) Request(method, url string) Effect {
	return l.StartEffect(method, trace.SpanKindClient,
		attribute.String(AttrEffect, "request"),
		attribute.String(AttrHTTPMethod, method),
		attribute.String(AttrURL, url))
}

// SetAttributes adds attributes to the span.
func (e Effect) SetAttributes(attrs ...attribute.KeyValue) {
	if e.l == nil {
		return
	}
	e.l.mu.Lock()
	defer e.l.mu.Unlock()
	if s := e.l.get(e.h); s != nil {
		s.span.SetAttributes(attrs...)
	}
}

// End ends the span now on the run's clock; a non-nil err gives it an
// error status with err's text.
func (e Effect) End(err error) {
	if e.l == nil {
		return
	}
	e.l.mu.Lock()
	defer e.l.mu.Unlock()
	e.l.end(e.h, err, e.l.clock.Now())
}

// Recorded reports whether the span is being recorded (false when the
// ledger was full or finished).
func (e Effect) Recorded() bool { return e.l != nil && e.h > 0 }

// ArgsSize estimates the size in bytes of a host call's arguments as the
// host receives them (sandbox.FromPython's values): the length of
// strings and byte slices, 8 bytes per other scalar, summed through
// slices and maps (keys included). It is the summary HostCall records in
// place of the arguments themselves.
func ArgsSize(args []any, kwargs map[string]any) int {
	n := 0
	for _, a := range args {
		n += valueSize(a)
	}
	for k, v := range kwargs {
		n += len(k) + valueSize(v)
	}
	return n
}

func valueSize(v any) int {
	switch x := v.(type) {
	case nil:
		return 0
	case string:
		return len(x)
	case []byte:
		return len(x)
	case []any:
		n := 0
		for _, e := range x {
			n += valueSize(e)
		}
		return n
	case map[string]any:
		n := 0
		for k, e := range x {
			n += len(k) + valueSize(e)
		}
		return n
	case map[any]any:
		n := 0
		for k, e := range x {
			n += valueSize(k) + valueSize(e)
		}
		return n
	}
	return 8
}
