package ledger_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pyexgo/pyex/compiler"
	"github.com/pyexgo/pyex/frontend"
	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/sandbox/ledger"
	"github.com/pyexgo/pyex/stdlib"
	"github.com/pyexgo/pyex/vm"
)

// runPython runs src with the standard library and cfg, the way pyex.Run
// does (the root package cannot be imported from here: it will import
// this package), and returns stdout and the error of the run.
func runPython(t *testing.T, src string, cfg stdlib.Config) (string, error) {
	t.Helper()
	mod, err := frontend.ParseChecked([]byte(src), "prog.py", frontend.ModeExec)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	code, err := compiler.Compile(mod, "prog.py")
	if err != nil {
		t.Fatalf("compile: %v", err)
	}
	th := runtime.NewThread()
	var out bytes.Buffer
	th.Stdout, th.Stderr = &out, &out
	machine := vm.New(th, runtime.BuiltinsDict(th))
	run, err := stdlib.Install(machine, cfg)
	if err != nil {
		t.Fatalf("install: %v", err)
	}
	globals := runtime.NewDict(th)
	globals.SetStr("__name__", runtime.MakeStr("__main__"))
	globals.SetStr("__builtins__", runtime.MakeObject(run.Builtins()))
	_, err = machine.RunModule(code, globals)
	return out.String(), err
}

// runTraced runs src with a fresh ledger and returns its output and the
// span tree as ledger.Text renders it.
func runTraced(t *testing.T, src string) (string, string, error) {
	t.Helper()
	l := ledger.New(nil, 1)
	out, err := runPython(t, src, stdlib.Config{Tracer: l.Tracer()})
	l.Finish(err)
	return out, ledger.Text(ledger.Records(l.Spans())), err
}

func TestPythonSpans(t *testing.T) {
	for _, tc := range []struct {
		name, src, out, tree string
	}{{
		name: "nested",
		src: `from opentelemetry import trace
tracer = trace.get_tracer("agent")
with tracer.start_as_current_span("outer") as outer:
    outer.set_attribute("k", "v")
    with tracer.start_as_current_span("inner", attributes={"n": 3}) as inner:
        inner.add_event("tick", {"i": 1})
        print(trace.get_current_span() is inner)
    print(trace.get_current_span() is outer)
    print(inner.is_recording(), outer.is_recording())
print(trace.get_current_span().name)
`,
		out: "True\nTrue\nFalse True\npyex.run\n",
		tree: `pyex.run
  outer k="v"
    inner n=3 {tick i=1}
`,
	}, {
		name: "exception",
		src: `from opentelemetry import trace
tracer = trace.get_tracer("agent")
try:
    with tracer.start_as_current_span("fails"):
        raise ValueError("bad input")
except ValueError as e:
    print("caught", e)
`,
		out: "caught bad input\n",
		tree: `pyex.run
  fails [error: ValueError: bad input] {exception exception.escaped="True" exception.message="bad input" exception.stacktrace=`,
	}, {
		name: "status and types",
		src: `from opentelemetry import trace
from opentelemetry.trace import Status, StatusCode, SpanKind
tracer = trace.get_tracer("agent")
span = tracer.start_span("manual", kind=SpanKind.CLIENT)
span.set_attributes({"b": True, "f": 1.5, "l": [1, 2], "mixed": [1, "a"], "none": None, "big": 2**70})
span.set_status(Status(StatusCode.ERROR, "went wrong"))
span.update_name("renamed")
ctx = span.get_span_context()
print(ctx.is_valid, len(trace.format_trace_id(ctx.trace_id)), len(trace.format_span_id(ctx.span_id)))
span.end()
print(span.is_recording())
ok = tracer.start_span("ok")
ok.set_status(StatusCode.OK)
ok.end()
`,
		out: "True 32 16\nFalse\n",
		tree: `pyex.run
  renamed b=true f=1.5 l=[1,2] [error: went wrong]
  ok [ok]
`,
	}, {
		name: "decorator and use_span",
		src: `from opentelemetry import trace
tracer = trace.get_tracer("agent")
@tracer.start_as_current_span("work")
def work(x):
    trace.get_current_span().set_attribute("x", x)
    return x * 2
print(work(1), work(2))
parent = tracer.start_span("parent")
with trace.use_span(parent, end_on_exit=True):
    with tracer.start_as_current_span("child"):
        pass
child2 = tracer.start_span("child2", context=trace.set_span_in_context(parent))
child2.end()
from opentelemetry import context
token = context.attach(trace.set_span_in_context(child2))
print(trace.get_current_span() is child2 or trace.get_current_span().name)
with tracer.start_as_current_span("under child2"):
    pass
context.detach(token)
trace.get_current_span().end()
`,
		out: "2 4\nTrue\n",
		tree: `pyex.run
  work x=1
  work x=2
  parent
    child
    child2
      under child2
`,
	}} {
		t.Run(tc.name, func(t *testing.T) {
			out, tree, err := runTraced(t, tc.src)
			if err != nil {
				t.Fatalf("run: %v\n%s", err, out)
			}
			if out != tc.out {
				t.Errorf("output %q, want %q", out, tc.out)
			}
			if !strings.HasPrefix(tree, tc.tree) {
				t.Errorf("tree:\n%s\nwant prefix:\n%s", tree, tc.tree)
			}
		})
	}
}

// TestPythonSpansFailedRun: the program dies inside two spans; both end
// with the run's error.
func TestPythonSpansFailedRun(t *testing.T) {
	_, tree, err := runTraced(t, `from opentelemetry import trace
tracer = trace.get_tracer("agent")
outer = tracer.start_span("never ended")
with tracer.start_as_current_span("outer"):
    1 / 0
`)
	if err == nil {
		t.Fatal("no error")
	}
	lines := strings.Split(strings.TrimSpace(tree), "\n")
	if len(lines) != 3 || !strings.Contains(lines[0], "[error: ") || !strings.Contains(lines[1], "pyex.ended_by_run=true [error: ") {
		t.Errorf("tree:\n%s", tree)
	}
	if !strings.Contains(lines[2], "[error: ZeroDivisionError: division by zero]") {
		t.Errorf("outer:\n%s", lines[2])
	}
}

// TestPythonNoLedger: without a Tracer, spans work and record nothing.
func TestPythonNoLedger(t *testing.T) {
	out, err := runPython(t, `from opentelemetry import trace
tracer = trace.get_tracer("agent")
with tracer.start_as_current_span("x") as s:
    s.set_attribute("k", 1)
    print(s.is_recording(), s.get_span_context().is_valid, trace.get_current_span() is trace.INVALID_SPAN)
print(trace.INVALID_SPAN_CONTEXT)
`, stdlib.Config{})
	if err != nil {
		t.Fatalf("run: %v\n%s", err, out)
	}
	want := "False False True\nSpanContext(trace_id=0x00000000000000000000000000000000, span_id=0x0000000000000000, trace_flags=0x00, trace_state=[], is_remote=False)\n"
	if diff := cmp.Diff(want, out); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestPythonDeterministic: two runs, same seed, same ledger bytes.
func TestPythonDeterministic(t *testing.T) {
	src := `from opentelemetry import trace
tracer = trace.get_tracer("agent")
for i in range(3):
    with tracer.start_as_current_span("step") as s:
        s.set_attribute("i", i)
t0 = 1735689600 * 10**9
s = tracer.start_span("timed", start_time=t0)
s.end(end_time=t0 + 250_000_000)
`
	render := func() []byte {
		clock := stdlib.NewVirtualClock(stdlib.VirtualEpoch)
		l := ledger.New(clock, 42)
		cfg := stdlib.Config{Clock: clock, Tracer: l.Tracer()}
		if _, err := runPython(t, src, cfg); err != nil {
			t.Fatal(err)
		}
		l.Finish(nil)
		return l.JSON()
	}
	a, b := render(), render()
	if !bytes.Equal(a, b) {
		t.Errorf("two runs differ:\n%s\n%s", a, b)
	}
	if !bytes.Contains(a, []byte(`"duration_ns":250000000`)) {
		t.Errorf("explicit times not in the span:\n%s", a)
	}
}
