package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// oracleScript runs, for each file named on the command line, what
// `pyexc ast` and `pyexc check` imitate, and prints one JSON object per file:
// the ast.dump output (or the formatted SyntaxError) and the message
// py_compile gives ("" when the file compiles).
const oracleScript = `
import ast, json, py_compile, sys, traceback, warnings
warnings.simplefilter('ignore')
for path in sys.argv[1:]:
    src = open(path, 'rb').read()
    try:
        out = {'ast': ast.dump(ast.parse(src, path)) + '\n', 'ast_err': ''}
    except SyntaxError as e:
        out = {'ast': '', 'ast_err': ''.join(traceback.format_exception_only(type(e), e))}
    try:
        py_compile.compile(path, cfile=path + 'c', doraise=True)
        out['check'] = ''
    except py_compile.PyCompileError as e:
        # "Sorry: ..." messages end without a newline; pyexc adds one.
        out['check'] = e.msg if e.msg.endswith('\n') else e.msg + '\n'
    print(json.dumps(out))
`

type oracleResult struct {
	AST    string `json:"ast"`
	ASTErr string `json:"ast_err"`
	Check  string `json:"check"`
}

// TestAgainstPython3 runs `pyexc ast` and `pyexc check` on a few files and
// compares their output with python3's.
func TestAgainstPython3(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found; it is the oracle this test compares against")
	}
	// The files live in a scratch directory, where py_compile may write
	// its .pyc files.
	dir := t.TempDir()
	agent, err := os.ReadFile(filepath.Join("..", "..", "examples", "agent.py"))
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for name, src := range map[string]string{
		"agent.py":          string(agent),
		"parse_error.py":    "x = (1,\n     2]\n",
		"indent_error.py":   "if x:\npass\n",
		"compile_error.py":  "def f():\n    pass\nreturn 1\n",
		"tab_error.py":      "if x:\n\tpass\n        pass\n",
		"unicode_error.py":  "s = 'é' +\n",
		"valid_small.py":    "print('hi')\n",
		"bad_character.py":  "x = 1 € 2\n",
		"unterminated.py":   "s = '''\nabc\n",
		"nonlocal_error.py": "nonlocal x\n",
	} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
	}
	out, err := exec.Command(python, append([]string{"-c", oracleScript}, files...)...).Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	for _, path := range files {
		var want oracleResult
		if err := dec.Decode(&want); err != nil {
			t.Fatalf("python3's output: %v", err)
		}
		t.Run(filepath.Base(path), func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			status := run([]string{"ast", path}, &stdout, &stderr)
			got := oracleResult{AST: stdout.String(), ASTErr: stderr.String()}
			if wantStatus := boolStatus(want.ASTErr != ""); status != wantStatus {
				t.Errorf("pyexc ast: exit status %d, want %d", status, wantStatus)
			}
			stdout.Reset()
			stderr.Reset()
			status = run([]string{"check", path}, &stdout, &stderr)
			got.Check = stderr.String()
			if wantStatus := boolStatus(want.Check != ""); status != wantStatus {
				t.Errorf("pyexc check: exit status %d, want %d", status, wantStatus)
			}
			if stdout.Len() != 0 {
				t.Errorf("pyexc check wrote to stdout: %q", stdout.String())
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("output differs (-python3 +pyexc):\n%s", diff)
			}
		})
	}
}

func boolStatus(failed bool) int {
	if failed {
		return 1
	}
	return 0
}

// TestUsage checks the exit status of bad command lines.
func TestUsage(t *testing.T) {
	for _, args := range [][]string{nil, {"ast"}, {"ast", "a", "b"}, {"check"}, {"frobnicate"}} {
		var stdout, stderr bytes.Buffer
		if status := run(args, &stdout, &stderr); status != 2 {
			t.Errorf("pyexc %q: exit status %d, want 2", args, status)
		}
		if stderr.Len() == 0 {
			t.Errorf("pyexc %q: no usage message", args)
		}
	}
	var stdout, stderr bytes.Buffer
	if status := run([]string{"check", filepath.Join(t.TempDir(), "missing.py")}, &stdout, &stderr); status != 1 {
		t.Errorf("pyexc check of a missing file: exit status %d, want 1", status)
	}
}
