package stdlib

import (
	"strings"
	"testing"
	"time"

	"github.com/pyexgo/pyex/compiler"
	"github.com/pyexgo/pyex/frontend"
	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/sandbox/vfs"
	"github.com/pyexgo/pyex/vm"
)

// effectTracer is a Tracer that keeps the names of the spans it is given,
// with "!" after those ended in error.
type effectTracer struct {
	names  []string
	failed map[int]bool
}

func (e *effectTracer) Start(scope, name string, kind SpanKind, parent int, attrs []SpanAttr, at time.Time) int {
	e.names = append(e.names, name)
	return len(e.names)
}
func (e *effectTracer) End(span int, at time.Time)                  {}
func (e *effectTracer) SetAttributes(span int, attrs []SpanAttr)    {}
func (e *effectTracer) AddEvent(int, string, []SpanAttr, time.Time) {}
func (e *effectTracer) SetStatus(span int, code SpanStatus, description string) {
	if code == StatusError {
		e.failed[span] = true
	}
}
func (e *effectTracer) Rename(span int, name string)     {}
func (e *effectTracer) Recording(span int) bool          { return true }
func (e *effectTracer) IDs(int) (t [16]byte, id [8]byte) { return }
func (e *effectTracer) Current() int                     { return 0 }
func (e *effectTracer) Push(span int)                    {}
func (e *effectTracer) Pop(span int)                     {}
func (e *effectTracer) summary() string {
	var parts []string
	for i, n := range e.names {
		if e.failed[i+1] {
			n += "!"
		}
		parts = append(parts, n)
	}
	return strings.Join(parts, " ")
}

func TestFileEffectsRecorded(t *testing.T) {
	src := `
import os
os.mkdir("d")
with open("d/f", "w") as f:
    f.write("x")
os.rename("d/f", "d/g")
try:
    os.remove("nope")
except OSError:
    pass
print(open("d/g").read())
`
	mod, err := frontend.ParseChecked([]byte(src), "effects.py", frontend.ModeExec)
	if err != nil {
		t.Fatal(err)
	}
	code, err := compiler.Compile(mod, "effects.py")
	if err != nil {
		t.Fatal(err)
	}
	th := runtime.NewThread()
	var out strings.Builder
	th.Stdout = &out
	machine := vm.New(th, runtime.BuiltinsDict(th))
	tr := &effectTracer{failed: map[int]bool{}}
	fs := vfs.New()
	if _, err := Install(machine, Config{FS: fs, Tracer: tr}); err != nil {
		t.Fatal(err)
	}
	globals := runtime.NewDict(th)
	globals.SetStr("__name__", runtime.MakeStr("__main__"))
	if _, err := machine.RunModule(code, globals); err != nil {
		t.Fatal(err)
	}
	if out.String() != "x\n" {
		t.Fatalf("output %q", out.String())
	}
	if got, want := tr.summary(), "file.mkdir file.open file.rename file.remove! file.open"; got != want {
		t.Fatalf("spans %q, want %q", got, want)
	}
	if got := len(fs.Diff()); got != 2 {
		t.Fatalf("staged %d changes, want 2 (the directory and the file)", got)
	}
}
