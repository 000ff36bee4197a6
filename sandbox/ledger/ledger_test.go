package ledger

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"go.opentelemetry.io/otel/attribute"

	"github.com/pyexgo/pyex/stdlib"
)

// script records a run's worth of spans: a host call, a Python span with
// a file op and a request inside, and a clock that moves.
func script(l *Ledger, clock *stdlib.VirtualClock) {
	h := l.HostCall("tools.search", 12)
	clock.Sleep(context.Background(), 5*time.Millisecond)
	h.End(nil)
	step := l.Start("agent", "step", 0, 0, []stdlib.SpanAttr{{Key: "n", Value: int64(1)}}, time.Time{})
	l.Push(step)
	f := l.FileOp("read", "/data/in.txt")
	f.End(errors.New("FileNotFoundError: /data/in.txt"))
	r := l.Request("GET", "https://api.example.com/v1")
	r.SetAttributes(attribute.Int(AttrHTTPStatus, 200))
	r.End(nil)
	l.SetAttributes(step, []stdlib.SpanAttr{{Key: "ok", Value: true}, {Key: "tags", Value: []string{"a", "b"}}})
	l.AddEvent(step, "checkpoint", []stdlib.SpanAttr{{Key: "x", Value: 1.5}}, time.Time{})
	l.Pop(step)
	l.End(step, time.Time{})
}

func TestTree(t *testing.T) {
	clock := stdlib.NewVirtualClock(stdlib.VirtualEpoch)
	l := New(clock, 7)
	script(l, clock)
	l.Finish(nil)
	got := Text(Records(l.Spans()))
	want := `pyex.run +5000000ns
  tools.search pyex.effect="host_call" pyex.host.args_bytes=12 pyex.host.function="tools.search" +5000000ns
  step n=1 ok=true tags=["a","b"] {checkpoint x=1.5}
    file.read pyex.effect="file" pyex.file.op="read" pyex.file.path="/data/in.txt" [error: FileNotFoundError: /data/in.txt]
    GET http.request.method="GET" http.response.status_code=200 pyex.effect="request" url.full="https://api.example.com/v1"
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("tree (-want +got):\n%s", diff)
	}
	recs := Records(l.Spans())
	if recs[0].Start != "2025-01-01T00:00:00Z" || recs[0].End != "2025-01-01T00:00:00.005Z" {
		t.Errorf("root times %s .. %s", recs[0].Start, recs[0].End)
	}
	for _, r := range recs {
		if r.TraceID != recs[0].TraceID {
			t.Errorf("span %s in trace %s, root in %s", r.Name, r.TraceID, recs[0].TraceID)
		}
	}
}

// TestDeterministic: the same seed gives the same bytes; another seed
// other ids.
func TestDeterministic(t *testing.T) {
	render := func(seed uint64) []byte {
		clock := stdlib.NewVirtualClock(stdlib.VirtualEpoch)
		l := New(clock, seed)
		script(l, clock)
		l.Finish(nil)
		return l.JSON()
	}
	a, b, c := render(1), render(1), render(2)
	if !bytes.Equal(a, b) {
		t.Errorf("same seed, different ledgers:\n%s\n%s", a, b)
	}
	if bytes.Equal(a, c) {
		t.Errorf("different seeds, same ids")
	}
}

// TestFinishFailed: a failed run ends every open span with an error.
func TestFinishFailed(t *testing.T) {
	l := New(nil, 1)
	s := l.Start("agent", "outer", 0, 0, nil, time.Time{})
	l.Push(s)
	h := l.HostCall("tools.slow", 0)
	_ = h
	l.Finish(errors.New("MemoryError"))
	got := Text(Records(l.Spans()))
	want := `pyex.run [error: MemoryError]
  outer pyex.ended_by_run=true [error: MemoryError]
    tools.slow pyex.effect="host_call" pyex.ended_by_run=true pyex.host.args_bytes=0 pyex.host.function="tools.slow" [error: MemoryError]
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// Finish is idempotent and later spans are dropped.
	l.Finish(nil)
	if e := l.HostCall("late", 0); e.Recorded() {
		t.Error("span recorded after Finish")
	}
	if len(l.Spans()) != 3 {
		t.Errorf("%d spans", len(l.Spans()))
	}
}

func TestMaxSpans(t *testing.T) {
	l := New(nil, 1)
	l.SetMaxSpans(3)
	for i := 0; i < 5; i++ {
		l.HostCall("f", 0).End(nil)
	}
	l.Finish(nil)
	recs := Records(l.Spans())
	if len(recs) != 3 || l.Dropped() != 3 {
		t.Fatalf("%d spans, %d dropped", len(recs), l.Dropped())
	}
	if recs[0].Attributes["pyex.dropped_spans"] != int64(3) {
		t.Errorf("root attributes %v", recs[0].Attributes)
	}
}

func TestStatusAndNames(t *testing.T) {
	l := New(nil, 1)
	a := l.Start("x", "a", 2, 0, nil, time.Time{})
	l.SetStatus(a, stdlib.StatusError, "bad")
	l.SetStatus(a, stdlib.StatusOK, "ignored")
	l.SetStatus(a, stdlib.StatusError, "after ok")
	l.Rename(a, "renamed")
	if !l.Recording(a) {
		t.Error("not recording")
	}
	l.End(a, time.Time{})
	if l.Recording(a) {
		t.Error("recording after End")
	}
	l.End(a, time.Time{}) // twice: ignored
	l.SetAttributes(0, []stdlib.SpanAttr{{Key: "k", Value: "v"}})
	tid, sid := l.IDs(a)
	if tid == [16]byte{} || sid == [8]byte{} {
		t.Error("zero ids")
	}
	if tid0, sid0 := l.IDs(0); tid0 != [16]byte{} || sid0 != [8]byte{} {
		t.Error("ids of handle 0")
	}
	l.Finish(nil)
	recs := Records(l.Spans())
	if recs[1].Name != "renamed" || recs[1].Status.Code != "ok" || recs[1].Kind != "client" {
		t.Errorf("%+v", recs[1])
	}
}

func TestJSONFloats(t *testing.T) {
	l := New(nil, 1)
	l.SetAttributes(l.Root(), []stdlib.SpanAttr{
		{Key: "nan", Value: math.NaN()}, {Key: "inf", Value: []float64{math.Inf(1), 2}},
		{Key: "bad", Value: struct{}{}},
		{Key: "long", Value: strings.Repeat("x", 10000)},
	})
	l.Finish(nil)
	js := string(l.JSON())
	if !strings.Contains(js, `"nan":"nan"`) || !strings.Contains(js, `"inf":["inf",2]`) || strings.Contains(js, `"bad"`) {
		t.Errorf("JSON: %s", js)
	}
	if len(js) > 6000 {
		t.Errorf("long attribute not truncated: %d bytes", len(js))
	}
}

func TestPushPop(t *testing.T) {
	l := New(nil, 1)
	a := l.Start("x", "a", 0, 0, nil, time.Time{})
	l.Push(a)
	b := l.Start("x", "b", 0, 0, nil, time.Time{})
	l.Push(b)
	if l.Current() != b {
		t.Fatal("current is not b")
	}
	l.Pop(a) // pops b too
	if l.Current() != l.Root() {
		t.Fatalf("current %d", l.Current())
	}
	l.End(l.Root(), time.Time{}) // the program cannot end the root
	if !l.Recording(l.Root()) {
		t.Fatal("root ended by End")
	}
	l.Pop(l.Root()) // the root stays
	if l.Current() != l.Root() {
		t.Fatal("root popped")
	}
}

func TestArgsSize(t *testing.T) {
	got := ArgsSize([]any{"abc", []byte("de"), int64(1), nil, []any{"x", 2.5}},
		map[string]any{"key": map[string]any{"k": "vv"}})
	// 3 + 2 + 8 + 0 + (1 + 8) + (3 + 1 + 2)
	if got != 28 {
		t.Errorf("ArgsSize = %d, want 28", got)
	}
}

// TestJSONShape pins the JSON of a small ledger: pyexvm --json prints it.
func TestJSONShape(t *testing.T) {
	clock := stdlib.NewVirtualClock(stdlib.VirtualEpoch)
	l := New(clock, 3)
	h := l.HostCall("tools.f", 2)
	l.AddEvent(l.Root(), "note", []stdlib.SpanAttr{{Key: "n", Value: int64(1)}}, time.Time{})
	clock.Sleep(context.Background(), time.Second)
	h.End(errors.New("RuntimeError: down"))
	l.Finish(nil)
	recs := Records(l.Spans())
	for i := range recs {
		recs[i].TraceID, recs[i].SpanID = "T", "S"+recs[i].Name
		if recs[i].ParentID != "" {
			recs[i].ParentID = "P"
		}
	}
	b, err := json.Marshal(recs)
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"name":"pyex.run","trace_id":"T","span_id":"Spyex.run","scope":"github.com/pyexgo/pyex","kind":"internal","start":"2025-01-01T00:00:00Z","end":"2025-01-01T00:00:01Z","duration_ns":1000000000,"status":{"code":"unset"},"events":[{"name":"note","time":"2025-01-01T00:00:00Z","attributes":{"n":1}}]},` +
		`{"name":"tools.f","trace_id":"T","span_id":"Stools.f","parent_span_id":"P","scope":"github.com/pyexgo/pyex","kind":"client","start":"2025-01-01T00:00:00Z","end":"2025-01-01T00:00:01Z","duration_ns":1000000000,"status":{"code":"error","description":"RuntimeError: down"},"attributes":{"pyex.effect":"host_call","pyex.host.args_bytes":2,"pyex.host.function":"tools.f"}}]`
	if diff := cmp.Diff(want, string(b)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
