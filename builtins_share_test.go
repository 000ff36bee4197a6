package pyex

import (
	"bytes"
	"context"
	"fmt"
	"sync"
	"testing"
)

// shareWriter writes to its run's builtins by every route a program has:
// attribute assignment, the module's dict, an instance whose __dict__ is
// that dict (the attribute cache's store), code run with that dict as
// its globals (the module-name cache's store), del, clear and update. Each run
// must start from the pristine builtins, however the runs before it, or
// beside it on other goroutines, changed theirs.
const shareWriter = `import builtins
assert len("ab") == 2, "len replaced by another run"
assert "zz" not in builtins.__dict__, "zz left by another run"
assert builtins.__dict__["min"] is min
assert callable(hex), "hex replaced by another run"
builtins.len = lambda x: -1
__builtins__.__dict__["zz"] = 1
class A:
    pass
a = A()
a.__dict__ = builtins.__dict__
a.abs = 3
a.zz = 4
del builtins.min
exec("print(type(hex).__name__); hex = 'mine'", builtins.__dict__)
assert hex == 'mine'
saved = dict(builtins.__dict__)
builtins.__dict__.clear()
builtins.__dict__.update(saved)
print(len("abc"), zz, abs, "min" in builtins.__dict__)
`

// TestConcurrentRunsShareBuiltins runs shareWriter on many goroutines at
// once: runs share one read-only builtins table, and a write must copy
// it for that run alone (the race detector checks the sharing too: make
// race runs this test).
func TestConcurrentRunsShareBuiltins(t *testing.T) {
	prog, err := Compile("share.py", []byte(shareWriter))
	if err != nil {
		t.Fatal(err)
	}
	const want = "builtin_function_or_method\n-1 4 3 False\n"
	var wg sync.WaitGroup
	errs := make(chan string, 16)
	for g := 0; g < 16; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := 0; k < 4; k++ {
				var out bytes.Buffer
				_, err := Run(context.Background(), prog, Options{Stdout: &out, Stderr: &out})
				if err != nil || out.String() != want {
					errs <- fmt.Sprintf("goroutine %d run %d: %q, %v", g, k, out.String(), err)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestSessionKeepsItsBuiltins: a session's own changes to its builtins
// stay for its next run, and another session does not see them.
func TestSessionKeepsItsBuiltins(t *testing.T) {
	s, err := NewSession(Options{})
	if err != nil {
		t.Fatal(err)
	}
	if out, err := runIn(t, s, "import builtins\nbuiltins.shout = lambda x: x.upper()\nprint(len(builtins.__dict__) > 100)\n"); err != nil || out != "True\n" {
		t.Fatalf("first run: %q, %v", out, err)
	}
	if out, err := runIn(t, s, "print(shout('hi'))\n"); err != nil || out != "HI\n" {
		t.Errorf("second run: %q, %v", out, err)
	}
	other, err := NewSession(Options{})
	if err != nil {
		t.Fatal(err)
	}
	if out, _ := runIn(t, other, "print('shout' in __builtins__.__dict__)\n"); out != "False\n" {
		t.Errorf("another session sees the first one's builtin: %q", out)
	}
}
