// Command parsebench measures the parse throughput of pyex's frontend against
// python3's ast.parse, over the same files: by default every .py file of
// python3's standard library (site-packages excluded).
//
// Both sides get the files' bytes already in memory and time only the
// parsing, single-threaded, for a few alternating rounds (python3, pyex,
// python3, pyex...) so that a machine busy with something else slows both
// alike. It prints lines per second for each side (best round) and the
// ratio, by wall-clock time and by CPU time (user+system of the whole
// process, so pyex's concurrent garbage collection counts); on a loaded
// machine the CPU figures are the steadier ones. It reports; it asserts
// nothing.
//
//	go run ./internal/cmd/parsebench [-rounds 3] [-dir DIR] [-python python3]
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/pyexgo/pyex/frontend"
)

// pythonScript reads file paths from stdin up to an empty line, loads the
// files, then for every "round" line on stdin parses them all with ast.parse
// and prints the wall-clock and CPU seconds it took.
const pythonScript = `
import ast, sys, time, warnings
warnings.simplefilter('ignore')
paths = []
for line in sys.stdin:
    line = line.rstrip('\n')
    if not line:
        break
    paths.append(line)
srcs = [(p, open(p, 'rb').read()) for p in paths]
print('ready', flush=True)
for cmd in sys.stdin:
    t0, c0 = time.perf_counter(), time.process_time()
    for p, s in srcs:
        try:
            ast.parse(s, p)
        except SyntaxError:
            pass
    print(time.perf_counter() - t0, time.process_time() - c0, flush=True)
`

func main() {
	rounds := flag.Int("rounds", 3, "number of rounds for each side")
	dir := flag.String("dir", "", "directory of .py files (default: python3's stdlib)")
	python := flag.String("python", "python3", "the python3 to compare with")
	flag.Parse()
	if err := run(*rounds, *dir, *python, os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "parsebench: %v\n", err)
		os.Exit(1)
	}
}

// source is one file to parse.
type source struct {
	path string
	src  []byte
}

func run(rounds int, dir, python string, out io.Writer) error {
	if dir == "" {
		b, err := exec.Command(python, "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
		if err != nil {
			return fmt.Errorf("finding python3's stdlib: %v", err)
		}
		dir = strings.TrimSpace(string(b))
	}
	files, err := loadFiles(dir)
	if err != nil {
		return err
	}
	lines, size := 0, 0
	for _, f := range files {
		lines += bytes.Count(f.src, []byte{'\n'})
		size += len(f.src)
	}
	fmt.Fprintf(out, "%d files, %d lines, %.1f MB under %s\n", len(files), lines, float64(size)/1e6, dir)

	py, err := startPython(python, files)
	if err != nil {
		return err
	}
	defer py.close()

	var pyWall, pyCPU, goWall, goCPU []time.Duration
	for r := range rounds {
		pw, pc, err := py.round()
		if err != nil {
			return err
		}
		gw, gc := parseAll(files)
		pyWall, pyCPU = append(pyWall, pw), append(pyCPU, pc)
		goWall, goCPU = append(goWall, gw), append(goCPU, gc)
		fmt.Fprintf(out, "round %d: python3 %v (cpu %v), pyex %v (cpu %v)\n", r+1,
			pw.Round(time.Millisecond), pc.Round(time.Millisecond), gw.Round(time.Millisecond), gc.Round(time.Millisecond))
	}
	rate := func(ts []time.Duration) float64 { return float64(lines) / slices.Min(ts).Seconds() }
	fmt.Fprintf(out, "best of %d rounds    %12s %12s\n", rounds, "wall", "cpu")
	fmt.Fprintf(out, "python3 ast.parse   %12.0f %12.0f lines/s\n", rate(pyWall), rate(pyCPU))
	fmt.Fprintf(out, "pyex frontend.Parse %12.0f %12.0f lines/s (single goroutine)\n", rate(goWall), rate(goCPU))
	fmt.Fprintf(out, "ratio pyex/python3  %12.2f %12.2f\n", rate(goWall)/rate(pyWall), rate(goCPU)/rate(pyCPU))
	return nil
}

// loadFiles reads every .py file under dir, skipping site-packages and
// __pycache__, in a stable order.
func loadFiles(dir string) ([]source, error) {
	var files []source
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != dir && (d.Name() == "site-packages" || d.Name() == "__pycache__") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".py") || !d.Type().IsRegular() {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		files = append(files, source{path, src})
		return nil
	})
	if err == nil && len(files) == 0 {
		err = fmt.Errorf("no .py files under %s", dir)
	}
	return files, err
}

// parseAll parses every file once on this goroutine and returns the
// wall-clock and CPU time it took. A collection first clears the previous
// round's garbage; collections during the round are counted, as CPython's
// memory management is on its side.
func parseAll(files []source) (wall, cpu time.Duration) {
	runtime.GC()
	c0 := cpuTime()
	start := time.Now()
	for _, f := range files {
		frontend.Parse(f.src, f.path, frontend.ModeExec)
	}
	return time.Since(start), cpuTime() - c0
}

// cpuTime returns the user and system CPU time the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// pythonProc is the python3 process timing ast.parse.
type pythonProc struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startPython(python string, files []source) (*pythonProc, error) {
	cmd := exec.Command(python, "-c", pythonScript)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s: %v", python, err)
	}
	p := &pythonProc{cmd: cmd, in: in, out: bufio.NewReader(outPipe)}
	var list strings.Builder
	for _, f := range files {
		list.WriteString(f.path)
		list.WriteByte('\n')
	}
	list.WriteByte('\n')
	if _, err := io.WriteString(in, list.String()); err != nil {
		p.close()
		return nil, err
	}
	if line, err := p.out.ReadString('\n'); err != nil || line != "ready\n" {
		p.close()
		return nil, fmt.Errorf("python3 did not start: %q %v", line, err)
	}
	return p, nil
}

// round has python3 parse every file once and returns the wall-clock and
// CPU time it took.
func (p *pythonProc) round() (wall, cpu time.Duration, err error) {
	if _, err := io.WriteString(p.in, "round\n"); err != nil {
		return 0, 0, err
	}
	line, err := p.out.ReadString('\n')
	if err != nil {
		return 0, 0, fmt.Errorf("python3: %v", err)
	}
	var secs [2]float64
	fields := strings.Fields(line)
	for i := range secs {
		if len(fields) != len(secs) {
			return 0, 0, fmt.Errorf("python3 printed %q", line)
		}
		if secs[i], err = strconv.ParseFloat(fields[i], 64); err != nil {
			return 0, 0, fmt.Errorf("python3 printed %q", line)
		}
	}
	return time.Duration(secs[0] * float64(time.Second)), time.Duration(secs[1] * float64(time.Second)), nil
}

func (p *pythonProc) close() {
	p.in.Close()
	p.cmd.Wait()
}
