package diff

import (
	"bufio"
	_ "embed"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
)

//go:embed harness.py
var harness string

// PythonTimeout is the time python3 may spend on one program, in seconds.
const PythonTimeout = 10

// Python is one python3 process running programs through harness.py. It
// is not safe for concurrent use; make one per worker.
type Python struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
	dir string
}

// StartPython starts python3 (the named executable) with the harness, as
// python3 -X utf8 under PYTHONHASHSEED=0 (pyex's default seed).
func StartPython(python string) (*Python, error) {
	dir, err := os.MkdirTemp("", "difffuzz")
	if err != nil {
		return nil, err
	}
	path := filepath.Join(dir, "harness.py")
	if err := os.WriteFile(path, []byte(harness), 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command(python, "-X", "utf8", path)
	cmd.Env = pythonEnv()
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &Python{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<20), dir: dir}, nil
}

// pythonEnv is the environment of every python3 run: the recorder's.
func pythonEnv() []string {
	path := os.Getenv("PATH")
	if path == "" {
		path = "/usr/bin:/bin"
	}
	return []string{"PATH=" + path, "PYTHONHASHSEED=0", "PYTHONDONTWRITEBYTECODE=1", "PYTHONNOUSERSITE=1", "LC_ALL=C.UTF-8"}
}

type request struct {
	Src     string `json:"src"`
	Timeout int    `json:"timeout"`
}

type reply struct {
	Out     string `json:"out"`
	Exc     string `json:"exc"`
	Timeout bool   `json:"timeout"`
}

// Run runs src and returns how it ended.
func (p *Python) Run(src string) (Outcome, error) {
	data, err := json.Marshal(request{Src: src, Timeout: PythonTimeout})
	if err != nil {
		return Outcome{}, err
	}
	if _, err := p.in.Write(append(data, '\n')); err != nil {
		return Outcome{}, fmt.Errorf("python3 harness: %w", err)
	}
	line, err := p.out.ReadBytes('\n')
	if err != nil {
		return Outcome{}, fmt.Errorf("python3 harness: %w", err)
	}
	var r reply
	if err := json.Unmarshal(line, &r); err != nil {
		return Outcome{}, fmt.Errorf("python3 harness reply: %w", err)
	}
	return Outcome{Stdout: r.Out, Exc: r.Exc, Timeout: r.Timeout}, nil
}

// Close ends the python3 process.
func (p *Python) Close() error {
	p.in.Close()
	err := p.cmd.Wait()
	os.RemoveAll(p.dir)
	return err
}

// RunDirect runs src as a file, python3 -X utf8 prog.py, the way the
// conformance recorder does, to check the harness against it.
func RunDirect(python, src string) (Outcome, error) {
	dir, err := os.MkdirTemp("", "difffuzz-direct")
	if err != nil {
		return Outcome{}, err
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "prog.py"), []byte(src), 0o644); err != nil {
		return Outcome{}, err
	}
	cmd := exec.Command(python, "-X", "utf8", "prog.py")
	cmd.Dir = dir
	cmd.Env = pythonEnv()
	var stdout, stderr bufferWriter
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	out := Outcome{Stdout: string(stdout)}
	if err != nil {
		out.Exc = lastExceptionType(string(stderr))
	}
	return out, nil
}

type bufferWriter []byte

func (b *bufferWriter) Write(p []byte) (int, error) { *b = append(*b, p...); return len(p), nil }

// lastExceptionType returns the exception type named on the last line of
// a traceback ("ValueError: ..." gives ValueError).
func lastExceptionType(stderr string) string {
	lines := splitLines(stderr)
	if len(lines) == 0 {
		return ""
	}
	last := lines[len(lines)-1]
	for i := 0; i < len(last); i++ {
		if last[i] == ':' {
			last = last[:i]
			break
		}
	}
	if i := lastIndexByte(last, '.'); i >= 0 {
		last = last[i+1:]
	}
	return last
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '\n' {
			if line := s[start:i]; len(line) > 0 && line != "\r" {
				out = append(out, line)
			}
			start = i + 1
		}
	}
	return out
}

func lastIndexByte(s string, c byte) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == c {
			return i
		}
	}
	return -1
}
