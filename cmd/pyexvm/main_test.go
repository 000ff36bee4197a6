package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// writeProgram writes src to a file in a fresh directory and returns its
// path.
func writeProgram(t *testing.T, src string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "prog.py")
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestFlags runs the command line as a user would and checks the exit
// status and what reaches stdout and stderr.
func TestFlags(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "in.txt"), []byte("from the host\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name       string
		flags      []string
		src        string
		status     int
		out, errIn string
	}{
		{"plain", nil, "print('hi')\n", 0, "hi\n", ""},
		{"argv", nil, "import sys\nprint(sys.argv[1:])\n", 0, "['a', 'b']\n", ""},
		{"env", []string{"--env", "MODE=test", "--env", "EMPTY="}, "import os\nprint(os.environ['MODE'], repr(os.getenv('EMPTY')))\n", 0, "test ''\n", ""},
		{"steps", []string{"--max-steps", "5000"}, "while True: pass\n", exitBudget, "", "pyexvm: steps: step budget of 5000 exhausted"},
		{"output", []string{"--max-output", "10"}, "print('x' * 100)\n", exitBudget, "", "pyexvm: output:"},
		{"memory", []string{"--max-memory", "8MiB"}, "keep = [[i] for i in range(10**7)]\n", exitBudget, "", "pyexvm: memory:"},
		{"timeout", []string{"--timeout", "50ms"}, "while True: pass\n", exitBudget, "", "pyexvm: timeout:"},
		{"fs", []string{"--fs", dir}, "print(open('/in.txt').read(), end='')\nopen('/new.txt', 'w').write('abc')\n", 0, "from the host\n", "pyexvm: staged added /new.txt (3 bytes)"},
		{"seed", []string{"--seed", "7"}, "import random\nprint(random.random() < 1)\n", 0, "True\n", ""},
		{"exception", nil, "1/0\n", 1, "", "ZeroDivisionError: division by zero"},
		{"bad flag", []string{"--max-steps", "many"}, "pass\n", 2, "", "invalid value"},
		{"bad env", []string{"--env", "NOEQUALS"}, "pass\n", 2, "", "--env wants KEY=VALUE"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			args := append([]string{"run"}, c.flags...)
			args = append(args, writeProgram(t, c.src), "a", "b")
			var out, errOut strings.Builder
			status := run(args, &out, &errOut)
			if status != c.status {
				t.Errorf("exit status %d, want %d (stderr %q)", status, c.status, errOut.String())
			}
			if c.out != "" && out.String() != c.out {
				t.Errorf("stdout %q, want %q", out.String(), c.out)
			}
			if !strings.Contains(errOut.String(), c.errIn) {
				t.Errorf("stderr %q lacks %q", errOut.String(), c.errIn)
			}
		})
	}
	// The host folder was never written.
	if _, err := os.Stat(filepath.Join(dir, "new.txt")); !os.IsNotExist(err) {
		t.Errorf("--fs wrote to the host folder: %v", err)
	}
}

// TestJSON: --json prints one object with the output, the error, the
// footprint, the staged files and the spans.
func TestJSON(t *testing.T) {
	src := "import os\nprint('out')\nopen('/f.txt', 'w').write('xy')\nraise KeyError('k')\n"
	var out, errOut strings.Builder
	status := run([]string{"run", "--json", "--fs", t.TempDir(), writeProgram(t, src)}, &out, &errOut)
	if status != 1 {
		t.Errorf("exit status %d, want 1", status)
	}
	var rep report
	if err := json.Unmarshal([]byte(out.String()), &rep); err != nil {
		t.Fatalf("not one JSON object: %v\n%s", err, out.String())
	}
	if rep.OK || rep.Stdout != "out\n" || rep.Error == nil || rep.Error.Kind != "exception" || rep.Error.Type != "KeyError" || rep.Error.Message != "'k'" {
		t.Errorf("report: %+v, error %+v", rep, rep.Error)
	}
	if !strings.HasSuffix(rep.Stderr, "KeyError: 'k'\n") {
		t.Errorf("stderr %q", rep.Stderr)
	}
	if rep.Footprint.Steps == 0 || len(rep.Staged) != 1 || rep.Staged[0].Path != "/f.txt" {
		t.Errorf("footprint %+v, staged %+v", rep.Footprint, rep.Staged)
	}
	if len(rep.Spans) < 2 || rep.Spans[0].Name != "pyex.run" {
		t.Errorf("spans %+v", rep.Spans)
	}
}

// TestSourceEncodingAgainstPython3: files with bytes that are not UTF-8
// fail as python3 FILE.py fails (asked of python3 on each run), and a
// declared encoding decodes them.
func TestSourceEncodingAgainstPython3(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	sources := []string{
		"x = 'a\xff'\nprint(x)\n",
		"x = f'{1:\xff}'\n",
		"# \xff\nx = 1\n",
		"x = 1\ny = 2  # ok\nz = '\xe9'\n",
		"# -*- coding: latin-1 -*-\nz = '\xe9'\nprint(z)\n",
		"\xef\xbb\xbfprint('bom')\n",
	}
	for i, src := range sources {
		path := writeProgram(t, src)
		cmd := exec.Command(py, path)
		var wantOut, wantErr strings.Builder
		cmd.Stdout, cmd.Stderr = &wantOut, &wantErr
		_ = cmd.Run()
		var out, errOut strings.Builder
		run([]string{"run", path}, &out, &errOut)
		if out.String() != wantOut.String() || errOut.String() != wantErr.String() {
			t.Errorf("source %d: got %q / %q, python3 %q / %q", i, out.String(), errOut.String(), wantOut.String(), wantErr.String())
		}
	}
}
