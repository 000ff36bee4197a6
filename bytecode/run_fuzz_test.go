package bytecode_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/pyexgo/pyex"
	"github.com/pyexgo/pyex/fuzz/gen"
)

// FuzzRunPyc loads arbitrary .pyc bytes and runs whatever the loader
// accepts under a small step budget: a program that passes the verifier
// must never make the VM panic (pyex.Run turns a panic into an
// ErrInternal error, which fails the target) or run past its budget. The
// seeds are compiled programs of the differential fuzzer's generator and
// a few small ones; the fuzzer mutates their instructions and tables.
func FuzzRunPyc(f *testing.F) {
	srcs := []string{
		"x = [1, 2, 3]\nprint(sum(x), x[1:], {'a': x})\n",
		"def f(n):\n    return n if n < 2 else f(n - 1) + f(n - 2)\nprint(f(10))\n",
		"class C:\n    def __init__(self, a):\n        self.a = a\n    def __repr__(self):\n        return f'C({self.a!r})'\nprint([C(i) for i in range(3)])\n",
		"def g():\n    try:\n        yield 1\n    finally:\n        print('done')\nfor v in g():\n    print(v)\n",
		"try:\n    1 / 0\nexcept ZeroDivisionError as e:\n    print(repr(e))\nwith open('x') as f:\n    pass\n",
		"match [1, {'k': 2}]:\n    case [a, {'k': b}]:\n        print(a, b)\n",
	}
	for i := uint64(0); i < 4; i++ {
		srcs = append(srcs, gen.Source(2, i))
	}
	for _, src := range srcs {
		prog, err := pyex.Compile("seed.py", []byte(src))
		if err != nil {
			f.Fatalf("seed does not compile: %v", err)
		}
		f.Add(prog.Marshal())
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		prog, err := pyex.Unmarshal(data)
		if err != nil {
			return
		}
		_, err = pyex.Run(context.Background(), prog, pyex.Options{MaxSteps: 20000, MaxOutputBytes: 1 << 16, MaxMemory: 64 << 20, Timeout: 5 * time.Second})
		var pe *pyex.Error
		if errors.As(err, &pe) && (pe.Kind == pyex.ErrInternal || pe.Kind == pyex.ErrTimeout) {
			t.Fatalf("a verified program ends in %v: %s", pe.Kind, pe.Error())
		}
	})
}
