package pyex

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// runIn compiles src and runs it in s, returning what it printed.
func runIn(t *testing.T, s *Session, src string) (string, error) {
	t.Helper()
	prog, err := Compile("step.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	s.SetOutput(&out, &out)
	_, err = s.Run(context.Background(), prog)
	return out.String(), err
}

// TestSessionKeepsState: names, imports and objects defined by one run
// are there in the next, and an exception in between loses nothing.
func TestSessionKeepsState(t *testing.T) {
	s, err := NewSession(Options{MaxSteps: 1_000_000})
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct{ src, want string }{
		{"import json\nnotes = []\ndef add(x):\n    notes.append(x)\n    return len(notes)\n", ""},
		{"print(add('a'), add('b'))\n", "1 2\n"},
		{"add('c')\nraise ValueError('boom')\n", "Traceback (most recent call last):\n  File \"step.py\", line 2, in <module>\n    raise ValueError('boom')\nValueError: boom\n"},
		{"print(json.dumps(notes))\n", "[\"a\", \"b\", \"c\"]\n"},
		{"while True: pass\n", ""},
		{"print(len(notes), __name__)\n", "3 __main__\n"},
	}
	for i, st := range steps {
		out, err := runIn(t, s, st.src)
		if diff := cmp.Diff(st.want, out); diff != "" {
			t.Errorf("step %d output (-want +got):\n%s", i, diff)
		}
		var pe *Error
		switch i {
		case 2:
			if !errors.As(err, &pe) || pe.Kind != ErrException {
				t.Errorf("step %d: error %v, want the ValueError", i, err)
			}
		case 4:
			if !errors.As(err, &pe) || pe.Kind != ErrSteps {
				t.Errorf("step %d: error %v, want the step budget", i, err)
			}
		default:
			if err != nil {
				t.Errorf("step %d: %v", i, err)
			}
		}
	}
}

// TestProtectedNames: the names a host protects cannot be rebound or
// deleted by any route, and keep working.
func TestProtectedNames(t *testing.T) {
	s, err := NewSession(Options{
		Globals: map[string]any{
			"search": HostFunc(func(args []any, kw map[string]any) (any, error) { return "found " + args[0].(string), nil }),
			"LIMIT":  int64(3),
		},
		Protected: []string{"search", "LIMIT"},
	})
	if err != nil {
		t.Fatal(err)
	}
	attempts := []string{
		"search = None",
		"del search",
		"LIMIT += 1",
		"def f():\n    global LIMIT\n    LIMIT = 10\nf()",
		"def f():\n    global search\n    del search\nf()",
		"globals()['search'] = print",
		"globals().pop('LIMIT')",
		"del globals()['LIMIT']",
		"globals().update(LIMIT=0)",
		"globals().clear()",
		"globals().popitem()",
		"import json as search",
		"from json import dumps as LIMIT",
		"for LIMIT in range(3): pass",
		"exec('search = 1')",
		"import sys\nsetattr(sys.modules['__main__'], 'search', 1)",
		"import sys\ndel sys.modules['__main__'].LIMIT",
		"(LIMIT := 5)",
		"class search: pass",
		"def search(): pass",
	}
	for _, src := range attempts {
		out, err := runIn(t, s, "try:\n"+indent(src)+"\nexcept NameError as e:\n    print(e)\n")
		if err != nil {
			t.Errorf("%q: %v", src, err)
		}
		if !strings.Contains(out, "protected name") {
			t.Errorf("%q printed %q, want the protected-name error", src, out)
		}
	}
	out, err := runIn(t, s, "print(search('x'), LIMIT)\nother = 1\nprint(other)\n")
	if err != nil || out != "found x 3\n1\n" {
		t.Errorf("after the attempts: %q, %v", out, err)
	}
}

func indent(src string) string {
	lines := strings.Split(src, "\n")
	for i, l := range lines {
		lines[i] = "    " + l
	}
	return strings.Join(lines, "\n")
}

// TestMaxDepth: the host's depth budget holds even when the program asks
// for a higher recursion limit.
func TestMaxDepth(t *testing.T) {
	src := `import sys
sys.setrecursionlimit(100000)
print(sys.getrecursionlimit())
def down(n):
    return n if n == 0 else down(n - 1)
try:
    down(5000)
except RecursionError as e:
    print("RecursionError", e)
print(down(100))
`
	out, err := runSource(t, src, Options{MaxDepth: 500})
	if err != nil {
		t.Fatal(err)
	}
	want := "500\nRecursionError maximum recursion depth exceeded\n0\n"
	if out != want {
		t.Errorf("output %q, want %q", out, want)
	}
}
