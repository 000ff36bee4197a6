package pyex

import (
	"bytes"
	"context"
	"runtime/debug"
	"testing"
)

// TestDeepRecursionKeepsGoStackFlat runs Python recursion far deeper than
// the Go stack could hold if Python calls recursed in Go: the Go stack is
// capped at 64 MiB for the test (exceeding it would kill the process), and
// 100,000 nested Python calls must complete, while recursion through Go
// re-entry (repr, deeply nested containers) must end in a catchable
// RecursionError.
func TestDeepRecursionKeepsGoStackFlat(t *testing.T) {
	old := debug.SetMaxStack(64 << 20)
	defer debug.SetMaxStack(old)
	const src = `import sys
sys.setrecursionlimit(200000)
def f(n):
    return 0 if n == 0 else 1 + f(n - 1)
print(f(100000))
def gen(n):
    if n:
        yield from gen(n - 1)
    yield n
print(sum(1 for _ in gen(5000)))
class A:
    def __repr__(self):
        return repr(self)
try:
    repr(A())
except RecursionError:
    print("repr: RecursionError")
x = []
for _ in range(300000):
    x = [x]
try:
    repr(x)
except RecursionError:
    print("nested list: RecursionError")
class B:
    def __eq__(self, other):
        return self == other
try:
    B() == B()
except RecursionError:
    print("eq: RecursionError")
sys.setrecursionlimit(1 << 30)
def g():
    g()
try:
    g()
except (RecursionError, MemoryError) as e:
    print("unbounded:", type(e).__name__)
`
	prog, err := Compile("deep.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if _, err := Run(context.Background(), prog, Options{Stdout: &out}); err != nil {
		t.Fatalf("run: %v\n%s", err, out.String())
	}
	want := "100000\n5001\nrepr: RecursionError\nnested list: RecursionError\neq: RecursionError\nunbounded: RecursionError\n"
	if out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
}
