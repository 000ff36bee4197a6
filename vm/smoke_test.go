package vm

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pyexgo/pyex/compiler"
	fe "github.com/pyexgo/pyex/frontend"
	"github.com/pyexgo/pyex/runtime"
)

// runSource compiles and runs src, returning what it printed.
func runSource(t *testing.T, src string) (string, error) {
	t.Helper()
	mod, err := fe.Parse([]byte(src), "x.py", fe.ModeExec)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	code, err := compiler.Compile(mod, "x.py")
	if err != nil {
		t.Fatalf("compile: %v", err)
	}
	th := runtime.NewThread()
	var out bytes.Buffer
	vm := New(th, testBuiltins(th, &out))
	globals := runtime.NewDict(th)
	globals.SetStr("__name__", runtime.MakeStr("__main__"))
	_, err = vm.RunModule(code, globals)
	return out.String(), err
}

// testBuiltins is a small builtins dict for the VM's own tests: print
// writing to out, and the built-in types the programs use.
func testBuiltins(th *runtime.Thread, out *bytes.Buffer) *runtime.Dict {
	b := runtime.NewDict(th)
	b.SetStr("print", runtime.MakeObject(runtime.NewBuiltin("print", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		for i, a := range args {
			if i > 0 {
				out.WriteByte(' ')
			}
			s, err := runtime.ToStr(t, a)
			if err != nil {
				return runtime.None, err
			}
			out.WriteString(s)
		}
		out.WriteByte('\n')
		return runtime.None, nil
	})))
	for _, typ := range []*runtime.Type{runtime.RangeType, runtime.ListType, runtime.DictType, runtime.IntType,
		runtime.StrType, runtime.TupleType, runtime.ObjectType, runtime.ZeroDivisionErrorType,
		runtime.ValueErrorType, runtime.ExceptionType, runtime.TypeErrorType, runtime.KeyErrorType, runtime.SuperType} {
		b.SetStr(typ.Name, runtime.MakeObject(typ))
	}
	return b
}

func TestSmoke(t *testing.T) {
	src := strings.Join([]string{
		"def fib(n):",
		"    return n if n < 2 else fib(n-1) + fib(n-2)",
		"print(fib(20))",
		"xs = [i*i for i in range(10) if i % 2]",
		"print(xs)",
		"class P:",
		"    def __init__(self, x): self.x = x",
		"    def __repr__(self): return f'P({self.x!r})'",
		"ps = [P(3), P(1)]",
		"ps.sort(key=lambda p: p.x)",
		"print(ps)",
		"try:",
		"    1/0",
		"except ZeroDivisionError as e:",
		"    print('caught', e)",
		"def gen(n):",
		"    for i in range(n):",
		"        yield i",
		"    return 'done'",
		"print(list(gen(3)))",
		"d = {'a': 1, **{'b': 2}}",
		"print(d, *d)",
		"match d:",
		"    case {'a': 1, **rest}: print('rest', rest)",
		"class CM:",
		"    def __enter__(self): print('enter'); return self",
		"    def __exit__(self, *a): print('exit', a[0]); return True",
		"with CM() as c:",
		"    raise ValueError('x')",
		"print('after with')",
		"def outer():",
		"    n = 0",
		"    def inc():",
		"        nonlocal n",
		"        n += 1",
		"        return n",
		"    inc(); inc()",
		"    return n",
		"print(outer())",
		"try:",
		"    try:",
		"        {}['k']",
		"    finally:",
		"        print('finally')",
		"except KeyError as e:",
		"    print('key', f'{e!r}')",
		"class Q(P):",
		"    def __init__(self):",
		"        super().__init__(7)",
		"print(Q())",
	}, "\n") + "\n"
	out, err := runSource(t, src)
	if err != nil {
		t.Fatalf("run: %v\noutput so far:\n%s", err, out)
	}
	py, lerr := exec.LookPath("python3")
	if lerr != nil {
		t.Skip("python3 is not on PATH: the output comparison needs it as the oracle")
	}
	cmd := exec.Command(py, "-")
	cmd.Stdin = strings.NewReader(src)
	want, perr := cmd.Output()
	if perr != nil {
		t.Fatalf("python3: %v", perr)
	}
	if d := cmp.Diff(string(want), out); d != "" {
		t.Errorf("output differs from python3's (-python3 +pyex):\n%s", d)
	}
}
