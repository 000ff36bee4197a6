package pyex

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pyexgo/pyex/sandbox/vfs"
)

// determinismProgram draws on every source of variation a sandboxed run
// has: randomness, the clock, entropy, temporary names, asyncio timing,
// host calls, files and spans.
const determinismProgram = `
import asyncio, datetime, os, random, secrets, tempfile, time, uuid
from opentelemetry import trace
from tools import stamp

tracer = trace.get_tracer("det")
with tracer.start_as_current_span("draws") as span:
    draws = [random.random(), random.randint(1, 10**9), uuid.uuid4().hex,
             secrets.token_hex(8), os.urandom(4).hex()]
    span.set_attribute("n", len(draws))
print(draws)
print(time.time(), time.monotonic(), datetime.datetime.now().isoformat())

async def worker(name, delay):
    await asyncio.sleep(delay)
    return f"{name}@{asyncio.get_running_loop().time():.3f}"

async def main():
    return await asyncio.gather(worker("a", 0.5), worker("b", 0.25))

print(asyncio.run(main()))
time.sleep(2)
print(datetime.datetime.now().isoformat(), stamp(len(draws)))
d = tempfile.mkdtemp()
with open(os.path.join(d, "notes.txt"), "w") as f:
    f.write(repr(draws))
os.makedirs("/out", exist_ok=True)
with open("/out/report.txt", "w") as f:
    f.write(f"{d} {uuid.uuid1()}\n")
print(sorted(os.listdir(d)), {1, 2, "x"} == {"x", 2, 1})
`

// runDeterministic runs determinismProgram with seed and returns its
// output, its ledger as JSON and its staged files.
func runDeterministic(t *testing.T, seed uint64) (string, string, string) {
	t.Helper()
	prog, err := Compile("det.py", []byte(determinismProgram))
	if err != nil {
		t.Fatal(err)
	}
	fsys := vfs.New()
	mods := Modules{"tools": {"stamp": HostFunc(func(args []any, kw map[string]any) (any, error) {
		return fmt.Sprint("stamped ", args[0]), nil
	})}}
	var out, errOut bytes.Buffer
	res, err := Run(t.Context(), prog, Options{Stdout: &out, Stderr: &errOut, Seed: seed, FS: fsys, Modules: mods})
	if err != nil {
		t.Fatalf("%v\n%s", err, errOut.String())
	}
	var staged strings.Builder
	for _, c := range fsys.Diff() {
		fmt.Fprintf(&staged, "%s %s %q\n", c.Kind, c.Path, c.Content)
	}
	return out.String(), string(res.Ledger.JSON()), staged.String()
}

// TestSeededRunsAreIdentical: two runs with the same seed and inputs
// produce byte-identical output, ledger and staged files; another seed
// changes what is random and nothing of the program's shape.
func TestSeededRunsAreIdentical(t *testing.T) {
	out1, ledger1, files1 := runDeterministic(t, 42)
	out2, ledger2, files2 := runDeterministic(t, 42)
	if diff := cmp.Diff(out1, out2); diff != "" {
		t.Errorf("output differs between runs with one seed:\n%s", diff)
	}
	if diff := cmp.Diff(ledger1, ledger2); diff != "" {
		t.Errorf("ledger differs between runs with one seed:\n%s", diff)
	}
	if diff := cmp.Diff(files1, files2); diff != "" {
		t.Errorf("staged files differ between runs with one seed:\n%s", diff)
	}
	if !strings.Contains(files1, "/out/report.txt") || !strings.Contains(ledger1, "tools.stamp") || !strings.Contains(ledger1, "draws") {
		t.Errorf("the run did not do what it should:\nfiles %s\nledger %.300s", files1, ledger1)
	}
	out3, _, _ := runDeterministic(t, 43)
	if out3 == out1 {
		t.Errorf("seeds 42 and 43 gave the same output:\n%s", out1)
	}
	// The virtual clock: the program slept 2.5 s in all, and only that.
	if !strings.Contains(out1, "2025-01-01T00:00:02.500000 stamped 5") {
		t.Errorf("virtual time did not move as the program slept:\n%s", out1)
	}
}
