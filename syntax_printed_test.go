package pyex

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSyntaxErrorPrintedAsPython3 compiles programs that do not compile
// and compares the traceback pyex gives with what python3 prints running
// the same file: the interpreter underlines a location spanning lines to
// the end of its first line, where the traceback module stops at the
// location's end column.
func TestSyntaxErrorPrintedAsPython3(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3")
	}
	sources := map[string]string{
		"async_for_spanning_lines":  "def f():\n    async for x in y:\n        pass\n",
		"async_with_spanning_lines": "def f():\n    async with a as b:\n        a\n",
		"async_with_one_line":       "def f():\n    async with a as b, c: pass\n",
		"return_outside_function":   "x = 1\nreturn (x +\n        2)\n",
		"yield_outside_function":    "for i in []:\n    pass\nyield [1,\n  2]\n",
	}
	dir := t.TempDir()
	for name, src := range sources {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(dir, name+".py")
			if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command("python3", path)
			cmd.Env = []string{"PYTHONIOENCODING=utf-8", "LC_ALL=C.UTF-8"}
			out, _ := cmd.CombinedOutput()
			_, err := Compile(path, []byte(src))
			pe, ok := err.(*Error)
			if !ok || pe.Kind != ErrSyntax {
				t.Fatalf("Compile gave %v, want a syntax error", err)
			}
			if diff := cmp.Diff(strings.Split(string(out), "\n"), strings.Split(pe.Traceback, "\n")); diff != "" {
				t.Errorf("printed traceback (-python3 +pyex):\n%s", diff)
			}
		})
	}
}
