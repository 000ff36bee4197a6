package ledger

import (
	"encoding/json"
	"math"
	"sort"
	"strconv"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
)

// This file renders spans as stable JSON: the same spans give the same
// bytes (attributes sorted by key, spans in start order, times in UTC),
// so that two runs of the same program with the same seed give the same
// ledger, byte for byte.

// Record is the JSON shape of one span.
type Record struct {
	Name       string         `json:"name"`
	TraceID    string         `json:"trace_id"`
	SpanID     string         `json:"span_id"`
	ParentID   string         `json:"parent_span_id,omitempty"`
	Scope      string         `json:"scope"`
	Kind       string         `json:"kind"`
	Start      string         `json:"start"`
	End        string         `json:"end"`
	DurationNS int64          `json:"duration_ns"`
	Status     StatusRecord   `json:"status"`
	Attributes map[string]any `json:"attributes,omitempty"`
	Events     []EventRecord  `json:"events,omitempty"`
}

// StatusRecord is a span's status: Code is "unset", "ok" or "error".
type StatusRecord struct {
	Code        string `json:"code"`
	Description string `json:"description,omitempty"`
}

// EventRecord is one event of a span.
type EventRecord struct {
	Name       string         `json:"name"`
	Time       string         `json:"time"`
	Attributes map[string]any `json:"attributes,omitempty"`
}

// Records converts spans to their JSON shapes, in the given order.
func Records(spans []sdktrace.ReadOnlySpan) []Record {
	out := make([]Record, 0, len(spans))
	for _, s := range spans {
		r := Record{
			Name:       s.Name(),
			TraceID:    s.SpanContext().TraceID().String(),
			SpanID:     s.SpanContext().SpanID().String(),
			Scope:      s.InstrumentationScope().Name,
			Kind:       s.SpanKind().String(),
			Start:      stamp(s.StartTime()),
			End:        stamp(s.EndTime()),
			DurationNS: s.EndTime().Sub(s.StartTime()).Nanoseconds(),
			Status:     StatusRecord{Code: statusCode(s.Status().Code), Description: s.Status().Description},
			Attributes: attrMap(s.Attributes()),
		}
		if p := s.Parent(); p.IsValid() {
			r.ParentID = p.SpanID().String()
		}
		for _, e := range s.Events() {
			r.Events = append(r.Events, EventRecord{Name: e.Name, Time: stamp(e.Time), Attributes: attrMap(e.Attributes)})
		}
		out = append(out, r)
	}
	return out
}

// JSON renders the ledger's finished spans as a JSON array of Records.
func (l *Ledger) JSON() []byte {
	b, err := json.Marshal(Records(l.Spans()))
	if err != nil {
		// Every value of a Record marshals: non-finite floats are
		// strings (see attrValue).
		panic("ledger: " + err.Error())
	}
	return b
}

// stamp formats a time in UTC with nanoseconds.
func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

func statusCode(c codes.Code) string {
	switch c {
	case codes.Ok:
		return "ok"
	case codes.Error:
		return "error"
	}
	return "unset"
}

// attrMap turns attributes into a map, which encoding/json writes in key
// order.
func attrMap(kvs []attribute.KeyValue) map[string]any {
	if len(kvs) == 0 {
		return nil
	}
	m := make(map[string]any, len(kvs))
	for _, kv := range kvs {
		m[string(kv.Key)] = attrValue(kv.Value)
	}
	return m
}

// attrValue converts an attribute value for encoding/json, which cannot
// write NaN or the infinities: those become the strings Python's repr
// gives them.
func attrValue(v attribute.Value) any {
	switch v.Type() {
	case attribute.FLOAT64:
		return jsonFloat(v.AsFloat64())
	case attribute.FLOAT64SLICE:
		fs := v.AsFloat64Slice()
		out := make([]any, len(fs))
		for i, f := range fs {
			out[i] = jsonFloat(f)
		}
		return out
	}
	return v.AsInterface()
}

func jsonFloat(f float64) any {
	switch {
	case math.IsNaN(f):
		return "nan"
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	}
	return f
}

// sortedKeys returns m's keys in order (for tests and text renderings).
func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Text renders records compactly, one line per span indented by depth,
// for tests and logs: `pyex.run [error: ...]` / `  step k=1`.
func Text(records []Record) string {
	depth := map[string]int{}
	var b []byte
	for _, r := range records {
		d := 0
		if r.ParentID != "" {
			d = depth[r.ParentID] + 1
		}
		depth[r.SpanID] = d
		for i := 0; i < d; i++ {
			b = append(b, "  "...)
		}
		b = append(b, r.Name...)
		for _, k := range sortedKeys(r.Attributes) {
			v, _ := json.Marshal(r.Attributes[k])
			b = append(b, ' ')
			b = append(b, k...)
			b = append(b, '=')
			b = append(b, v...)
		}
		if r.Status.Code != "unset" {
			b = append(b, " ["...)
			b = append(b, r.Status.Code...)
			if r.Status.Description != "" {
				b = append(b, ": "...)
				b = append(b, r.Status.Description...)
			}
			b = append(b, ']')
		}
		for _, e := range r.Events {
			b = append(b, " {"...)
			b = append(b, e.Name...)
			for _, k := range sortedKeys(e.Attributes) {
				v, _ := json.Marshal(e.Attributes[k])
				b = append(b, ' ')
				b = append(b, k...)
				b = append(b, '=')
				b = append(b, v...)
			}
			b = append(b, '}')
		}
		if r.DurationNS != 0 {
			b = append(b, " +"...)
			b = strconv.AppendInt(b, r.DurationNS, 10)
			b = append(b, "ns"...)
		}
		b = append(b, '\n')
	}
	return string(b)
}
