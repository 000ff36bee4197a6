package pyex

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pyexgo/pyex/sandbox/ledger"
)

// TestRunLedger: a run's ledger holds the root span, a span per host
// call and the program's own spans, nested as they ran, timed on the
// virtual clock; a failed run still returns its spans.
func TestRunLedger(t *testing.T) {
	src := `
import asyncio
from opentelemetry import trace
from tools import lookup
tracer = trace.get_tracer("agent")
with tracer.start_as_current_span("plan") as span:
    span.set_attribute("steps", 2)
    lookup("a")
    asyncio.run(asyncio.sleep(1.5))
    with tracer.start_as_current_span("act"):
        lookup("b")
lookup("c")
raise ValueError("done")
`
	mods := Modules{"tools": {"lookup": HostFunc(func(args []any, kw map[string]any) (any, error) {
		return "ok", nil
	})}}
	prog, err := Compile("agent.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(t.Context(), prog, Options{Modules: mods})
	var pe *Error
	if !errors.As(err, &pe) || pe.Type != "ValueError" {
		t.Fatalf("error %v, want the ValueError", err)
	}
	if res.Ledger == nil {
		t.Fatal("no ledger")
	}
	var got []string
	for _, r := range ledger.Records(res.Ledger.Spans()) {
		got = append(got, r.Name)
	}
	want := []string{"pyex.run", "plan", "tools.lookup", "act", "tools.lookup", "tools.lookup"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("spans (-want +got):\n%s", diff)
	}
	text := ledger.Text(ledger.Records(res.Ledger.Spans()))
	if !strings.Contains(text, "ValueError") {
		t.Errorf("the failed run's root span does not say why:\n%s", text)
	}
	// The same program and seed give the same ledger, byte for byte.
	res2, _ := Run(t.Context(), prog, Options{Modules: mods})
	if a, b := string(res.Ledger.JSON()), string(res2.Ledger.JSON()); a != b {
		t.Errorf("two runs gave different ledgers:\n%s\n%s", a, b)
	}
}
