package pyex

import "testing"

// TestIdleSessionRunsAgain: between runs a session's VM gives up its
// register stack, recycled frames and caches (vm.Idle); the next run gets
// a stack again, whether the last one grew it by deep recursion, and a
// generator suspended in one run resumes in the next.
func TestIdleSessionRunsAgain(t *testing.T) {
	s, err := NewSession(Options{})
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct{ src, want string }{
		{"def f(n):\n    return 'bottom' if n == 0 else f(n - 1)\nprint(f(600))\n", "bottom\n"},
		{"g = (i * i for i in range(5))\nprint(next(g), f(300))\n", "0 bottom\n"},
		{"print(list(g), f(10), len([1, 2]))\n", "[1, 4, 9, 16] bottom 2\n"},
	}
	for i, st := range steps {
		out, err := runIn(t, s, st.src)
		if err != nil || out != st.want {
			t.Errorf("run %d: %q, %v; want %q", i, out, err, st.want)
		}
	}
}
