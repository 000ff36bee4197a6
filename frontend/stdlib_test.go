package frontend

// This file holds the frontend's conformance gate: every .py file of
// python3's standard library is parsed by python3 (testdata/stdlib/dump.py,
// one process for all files) and by us, and the ASTs are compared as
// ast.dump text. The test passes when at least stdlibGate of the files come
// out identical, every file python3 rejects (in ast.parse or in compile())
// is rejected by us too, and nothing panics. A file both sides reject counts
// as identical; when the errors differ the log says so.

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"sync"
	"testing"
	"time"
)

// stdlibGate is the share of stdlib files whose AST must match python3's.
const stdlibGate = 0.995

// stdlibShowMismatches is how many mismatching files the log details.
const stdlibShowMismatches = 20

// stdlibHeader is the first line dump.py prints.
type stdlibHeader struct {
	Root    string `json:"root"`
	Version string `json:"version"`
	Files   int    `json:"files"`
}

// stdlibError is a SyntaxError as dump.py reports it.
type stdlibError struct {
	Type   string `json:"type"`
	Msg    string `json:"msg"`
	Lineno *int   `json:"lineno"`
	Offset *int   `json:"offset"`
}

func (e *stdlibError) String() string {
	return fmt.Sprintf("%s: %s (line %d, offset %d)", e.Type, e.Msg, deref(e.Lineno), deref(e.Offset))
}

// stdlibEntry is one file's line of dump.py's output.
type stdlibEntry struct {
	Path         string       `json:"path"`
	Dump         *string      `json:"dump"`
	Error        *stdlibError `json:"error"`
	CompileError *stdlibError `json:"compile_error"`
}

// stdlibOutcome says how our result for one file compares with python3's.
type stdlibOutcome uint8

const (
	stdlibSame        stdlibOutcome = iota // same AST, or both reject (with the same error)
	stdlibOtherError                       // both reject, with a different error
	stdlibDumpDiffers                      // both accept, the ASTs differ
	stdlibWeReject                         // python3 accepts, we reject
	stdlibWeAccept                         // python3 rejects, we accept: fails the gate
	stdlibWeCrash                          // our parser panicked
	stdlibNumOutcomes
)

var stdlibOutcomeNames = [stdlibNumOutcomes]string{
	"identical", "rejected by both, different error", "AST differs",
	"rejected by pyex only", "rejected by python3 only", "pyex panicked",
}

// stdlibResult is the comparison for one file.
type stdlibResult struct {
	path    string
	outcome stdlibOutcome
	detail  string // for the log: what differs, and where
}

// TestStdlib parses the whole standard library and compares with python3.
func TestStdlib(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped in -short mode: parses the whole standard library")
	}
	// Mostly waiting for python3, so it overlaps well with other tests.
	t.Parallel()
	python := python3Path(t)
	start := time.Now()
	// The script is read here, not by python3, so that go test's cache
	// knows the result depends on it.
	script, err := os.ReadFile(filepath.Join("..", "testdata", "stdlib", "dump.py"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(python, "-c", string(script))
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	waited := false
	defer func() {
		// On an early failure python3 may be blocked writing to the
		// pipe nobody reads any more: stop it.
		if !waited {
			cmd.Process.Kill()
			cmd.Wait()
		}
	}()
	r := bufio.NewReaderSize(out, 1<<20)
	line, err := r.ReadBytes('\n')
	if err != nil {
		t.Fatalf("reading dump.py's header: %v", err)
	}
	var hdr stdlibHeader
	if err := json.Unmarshal(line, &hdr); err != nil {
		t.Fatalf("dump.py's header %q: %v", line, err)
	}
	t.Logf("python3 %s, stdlib at %s: %d files", hdr.Version, hdr.Root, hdr.Files)

	// python3 dumps the files one by one while our workers parse and
	// compare those already dumped, so the two run side by side.
	results := make([]stdlibResult, 0, hdr.Files)
	var mu sync.Mutex
	work := make(chan stdlibEntry, 64)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for e := range work {
				res := compareStdlibFile(hdr.Root, &e)
				mu.Lock()
				results = append(results, res)
				mu.Unlock()
			}
		}()
	}
	var readErr error
	for {
		line, err := r.ReadBytes('\n')
		if len(line) > 0 {
			var e stdlibEntry
			if err := json.Unmarshal(line, &e); err != nil {
				readErr = fmt.Errorf("dump.py line %q...: %v", truncate(string(line), 100), err)
				break
			}
			work <- e
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			readErr = err
			break
		}
	}
	close(work)
	wg.Wait()
	if readErr != nil {
		t.Fatal(readErr)
	}
	waited = true
	if err := cmd.Wait(); err != nil {
		t.Fatalf("dump.py: %v", err)
	}
	if len(results) != hdr.Files {
		t.Fatalf("dump.py announced %d files and printed %d", hdr.Files, len(results))
	}
	reportStdlib(t, results, time.Since(start))
}

// reportStdlib logs the summary and the first mismatches, and fails the
// test when the gate is not met.
func reportStdlib(t *testing.T, results []stdlibResult, took time.Duration) {
	sort.Slice(results, func(i, j int) bool { return results[i].path < results[j].path })
	var counts [stdlibNumOutcomes]int
	for _, res := range results {
		counts[res.outcome]++
	}
	same := counts[stdlibSame] + counts[stdlibOtherError]
	share := float64(same) / float64(len(results))
	t.Logf("%.3f%% of %d files identical to python3 (gate %.1f%%), in %v",
		100*share, len(results), 100*stdlibGate, took.Round(time.Millisecond))
	for o, n := range counts {
		if n > 0 {
			t.Logf("  %5d %s", n, stdlibOutcomeNames[o])
		}
	}
	shown := 0
	for _, res := range results {
		if res.outcome == stdlibSame || shown == stdlibShowMismatches {
			continue
		}
		shown++
		t.Logf("%s: %s: %s", res.path, stdlibOutcomeNames[res.outcome], res.detail)
	}
	if share < stdlibGate {
		t.Errorf("only %.3f%% of the stdlib files parse as python3 parses them; the gate is %.1f%%", 100*share, 100*stdlibGate)
	}
	if n := counts[stdlibWeAccept]; n > 0 {
		t.Errorf("%d files python3 rejects are accepted by pyex", n)
	}
	if n := counts[stdlibWeCrash]; n > 0 {
		t.Errorf("pyex panicked on %d files", n)
	}
}

// compareStdlibFile parses one file and compares the outcome with python3's.
func compareStdlibFile(root string, e *stdlibEntry) (res stdlibResult) {
	res.path = e.Path
	path := filepath.Join(root, filepath.FromSlash(e.Path))
	src, err := os.ReadFile(path)
	if err != nil {
		res.outcome, res.detail = stdlibWeReject, err.Error()
		return res
	}
	defer func() {
		if p := recover(); p != nil {
			res.outcome = stdlibWeCrash
			res.detail = fmt.Sprintf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	mod, err := Parse(src, path, ModeExec)
	pyErr := e.Error
	if err == nil && pyErr == nil {
		// python3's ast.parse accepted the file; compile() may still
		// have rejected it, which our Validate must match.
		err = validateTree(mod, path, src)
		pyErr = e.CompileError
	}
	switch {
	case err != nil && pyErr != nil:
		var se *SyntaxError
		if !errors.As(err, &se) {
			res.outcome, res.detail = stdlibOtherError, fmt.Sprintf("error is %T, not *SyntaxError: %v", err, err)
		} else if se.Kind.String() != pyErr.Type || se.Msg != pyErr.Msg || se.Lineno != deref(pyErr.Lineno) || se.Offset != deref(pyErr.Offset) {
			res.outcome = stdlibOtherError
			res.detail = fmt.Sprintf("python3: %s\n\tpyex:    %s: %s (line %d, offset %d)", pyErr, se.Kind, se.Msg, se.Lineno, se.Offset)
		}
		return res
	case err != nil:
		res.outcome, res.detail = stdlibWeReject, err.Error()
		return res
	case pyErr != nil:
		res.outcome, res.detail = stdlibWeAccept, "python3: "+pyErr.String()
		return res
	}
	got := Dump(mod)
	if want := deref(e.Dump); got != want {
		res.outcome = stdlibDumpDiffers
		res.detail = describeDumpDiff(mod, want, got)
	}
	return res
}

// describeDumpDiff says where two dumps of a module first differ: the line
// of the top-level statement holding the difference, and the text around
// it on both sides.
func describeDumpDiff(mod ModNode, want, got string) string {
	i := 0
	for i < len(want) && i < len(got) && want[i] == got[i] {
		i++
	}
	where := fmt.Sprintf("at byte %d of the dump", i)
	if m, ok := mod.(*Module); ok {
		// Dump(m) is "Module(body=[" + the statements' dumps joined by
		// ", " + "], ...": find the statement spanning byte i.
		at := len("Module(body=[")
		for _, s := range m.Body {
			at += len(Dump(s))
			if i < at {
				where = fmt.Sprintf("in the statement at line %d", s.Position().Lineno)
				break
			}
			at += len(", ")
		}
	}
	const context = 60
	lo := max(i-context, 0)
	return fmt.Sprintf("%s\n\tpython3: …%s…\n\tpyex:    …%s…",
		where, truncate(want[lo:], 2*context), truncate(got[lo:], 2*context))
}

// truncate returns s cut to at most n bytes.
func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
