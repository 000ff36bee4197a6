package pyex

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

func runSource(t *testing.T, src string, opts Options) (string, error) {
	t.Helper()
	prog, err := Compile("prog.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	opts.Stdout = &out
	_, err = Run(context.Background(), prog, opts)
	return out.String(), err
}

// TestHostModules binds Go functions and values into a module and calls
// them from Python: arguments and results convert both ways, and a host
// error becomes the Python exception the host chose.
func TestHostModules(t *testing.T) {
	var seen []any
	mods := Modules{"tools": {
		"add": HostFunc(func(args []any, kw map[string]any) (any, error) {
			seen = append(seen, args, kw)
			return args[0].(int64) + args[1].(int64), nil
		}),
		"echo": HostFunc(func(args []any, kw map[string]any) (any, error) {
			return map[string]any{"args": args, "kw": kw}, nil
		}),
		"fail": HostFunc(func(args []any, kw map[string]any) (any, error) {
			return nil, &HostError{Type: "PermissionError", Message: "not allowed"}
		}),
		"boom": HostFunc(func(args []any, kw map[string]any) (any, error) {
			return nil, errors.New("plain go error")
		}),
		"crash": HostFunc(func(args []any, kw map[string]any) (any, error) {
			var m map[string]int
			m["x"] = 1 // a host bug: must not take the run down
			return nil, nil
		}),
		"config":  map[string]any{"model": "m1", "limits": []int{1, 2}},
		"version": 3,
	}}
	src := `from tools import add, echo, fail, boom, crash, config, version
import tools
print(add(2, 40), tools.add(1, 1))
print(echo(1, "a", [1.5, None, True], b"x", {"k": (1, 2)}, key="v"))
print(config, version)
try:
    fail()
except PermissionError as e:
    print("PermissionError:", e)
try:
    boom()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    crash()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    echo(object())
except TypeError as e:
    print("TypeError:", e)
try:
    import secrets_of_host
except ImportError as e:
    print(type(e).__name__, e)
`
	out, err := runSource(t, src, Options{Modules: mods})
	if err != nil {
		t.Fatalf("run: %v\n%s", err, out)
	}
	want := `42 2
{'args': [1, 'a', [1.5, None, True], b'x', {'k': [1, 2]}], 'kw': {'key': 'v'}}
{'limits': [1, 2], 'model': 'm1'} 3
PermissionError: not allowed
RuntimeError: plain go error
RuntimeError: host function panicked
TypeError: cannot pass a 'object' object to the host
ModuleNotFoundError No module named 'secrets_of_host'
`
	if out != want {
		t.Errorf("got:\n%s\nwant:\n%s", out, want)
	}
}

// TestBudgets checks that each budget ends the run with its own error
// kind, that Python code cannot catch it, and that the footprint counts.
func TestBudgets(t *testing.T) {
	loop := "try:\n    while True:\n        pass\nexcept BaseException:\n    print('caught')\n"
	cases := []struct {
		name string
		src  string
		opts Options
		kind ErrorKind
	}{
		{"steps", loop, Options{MaxSteps: 100000}, ErrSteps},
		{"timeout", loop, Options{Timeout: 50 * time.Millisecond}, ErrTimeout},
		{"output", "while True:\n    print('x' * 100)\n", Options{MaxOutputBytes: 10000}, ErrOutput},
		{"steps in builtin", "try:\n    sum(range(10**12))\nexcept BaseException:\n    print('caught')\n", Options{MaxSteps: 100000}, ErrSteps},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, err := runSource(t, c.src, c.opts)
			var pe *Error
			if !errors.As(err, &pe) || pe.Kind != c.kind {
				t.Fatalf("got %v (%#v), want kind %d", err, pe, c.kind)
			}
			if strings.Contains(out, "caught") {
				t.Errorf("the program caught the budget error")
			}
			if c.kind == ErrOutput && len(out) > 10000 {
				t.Errorf("wrote %d bytes past a 10000-byte budget", len(out))
			}
		})
	}
	prog, _ := Compile("c.py", []byte(loop))
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(20 * time.Millisecond); cancel() }()
	_, err := Run(ctx, prog, Options{})
	var pe *Error
	if !errors.As(err, &pe) || pe.Kind != ErrCancelled {
		t.Errorf("cancelled run: got %v", err)
	}
	res, err := Run(context.Background(), mustCompile(t, "x = 0\nfor i in range(1000):\n    x += i\nprint(x)\n"), Options{Stdout: &bytes.Buffer{}})
	if err != nil || res.Steps < 1000 || res.OutputBytes != 7 {
		t.Errorf("footprint: %+v, %v", res, err)
	}
	out, err := runSource(t, "try:\n    s = 'x' * 10**10\nexcept MemoryError:\n    print('MemoryError')\n", Options{})
	if err != nil || out != "MemoryError\n" {
		t.Errorf("huge allocation: %q, %v", out, err)
	}
}

func mustCompile(t *testing.T, src string) *Program {
	t.Helper()
	p, err := Compile("p.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestHostExceptionClasses: the host binds its own exception classes;
// host functions raise them by name, sync and async, and the program
// catches them by class and by base.
func TestHostExceptionClasses(t *testing.T) {
	src := `
import asyncio
import tools
from tools import RateLimited, lookup, alookup
try:
    lookup("x")
except RateLimited as e:
    print(type(e).__name__, type(e).__module__, e, isinstance(e, RuntimeError))
try:
    asyncio.run(alookup("y"))
except tools.RateLimited as e:
    print("async", e)
try:
    lookup("z")
except RuntimeError as e:
    print("by base", repr(e))
print(RateLimited.__doc__, RateLimited.__mro__[1].__name__)
`
	fail := func(args []any) error {
		return &HostError{Type: "RateLimited", Message: "slow down: " + args[0].(string)}
	}
	mods := Modules{"tools": {
		"RateLimited": ExceptionClass{Name: "RateLimited", Base: "RuntimeError", Doc: "The tool is rate limited."},
		"lookup":      HostFunc(func(args []any, kw map[string]any) (any, error) { return nil, fail(args) }),
		"alookup": AsyncHostFunc(func(ctx context.Context, args []any, kw map[string]any) (any, error) {
			return nil, fail(args)
		}),
	}}
	out, err := runSource(t, src, Options{Modules: mods})
	if err != nil {
		t.Fatal(err)
	}
	want := "RateLimited tools slow down: x True\nasync slow down: y\nby base RateLimited('slow down: z')\nThe tool is rate limited. RuntimeError\n"
	if out != want {
		t.Errorf("output\n%s\nwant\n%s", out, want)
	}
}
