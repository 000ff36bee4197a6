package pyex

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pyexgo/pyex/sandbox/vfs"
)

// The conformance suite: every program under testdata/conformance runs
// twice, from source and from its marshalled .pyc, and both runs must give
// the stdout, the last line of stderr and the exit code that python3 gave
// (recorded by testdata/conformance/record.py).
//
// testdata/conformance/known_failures.txt lists the programs pyex does not
// yet run correctly, one path per line with the reason after a '#'. The
// test fails when a program outside the list fails, and when a listed
// program passes, so the list always tells the truth.

// updateKnown rewrites known_failures.txt with the programs that fail now
// and why (go test -run TestConformance -update-known). Review the diff:
// a program leaving the list is progress, one joining it is a regression.
// programTimeout bounds one conformance program, so that a program that
// loops fails its own test instead of stalling the whole suite.
const programTimeout = 60 * time.Second

var updateKnown = flag.Bool("update-known", false, "rewrite testdata/conformance/known_failures.txt")

// conformanceOnly narrows TestConformance to the programs whose path under
// testdata/conformance contains it (go test . -run TestConformance -args
// -only modules/json/), for working on one topic or module.
var conformanceOnly = flag.String("only", "", "run only the conformance programs whose path contains this")

type expectation struct {
	Stdout         string `json:"stdout"`
	StderrLastLine string `json:"stderr_last_line"`
	ExitCode       int    `json:"exit_code"`
}

// fsDirs are the folders whose programs get a writable, empty in-memory
// filesystem: python3 runs them on the real disk, where they work under a
// directory of their own (tempfile.mkdtemp, or one they make and remove).
var fsDirs = []string{"os", "io", "open", "pathlib", "glob", "gzip", "shutil", "tempfile", "zipfile"}

// conformanceFS returns the filesystem a program at path runs with.
func conformanceFS(path string) *vfs.FS {
	for _, d := range fsDirs {
		if strings.Contains(filepath.ToSlash(path), "/modules/"+d+"/") {
			return vfs.New()
		}
	}
	return nil
}

// runConformance runs prog and returns what python3 would have shown.
func runConformance(prog *Program, fs *vfs.FS) (stdout, lastLine string, exit int) {
	var out, errOut bytes.Buffer
	_, err := Run(context.Background(), prog, Options{Stdout: &out, Stderr: &errOut, Timeout: programTimeout, FS: fs})
	if err != nil {
		exit = 1
		var pe *Error
		switch {
		case errors.As(err, &pe) && (pe.Kind == ErrException || pe.Kind == ErrExit):
			exit = pe.ExitCode
		default:
			errOut.WriteString(err.Error() + "\n")
		}
	}
	lines := strings.Split(strings.TrimRight(errOut.String(), "\n"), "\n")
	return out.String(), lines[len(lines)-1], exit
}

// checkProgram returns "" when path behaves as recorded, from source and
// from bytecode, or a description of the first difference.
func checkProgram(path string) string {
	data, err := os.ReadFile(strings.TrimSuffix(path, ".py") + ".expected.json")
	if err != nil {
		return "no recording: " + err.Error()
	}
	var want expectation
	if err := json.Unmarshal(data, &want); err != nil {
		return "bad recording: " + err.Error()
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	prog, err := Compile(filepath.Base(path), src)
	if err != nil {
		var pe *Error
		if errors.As(err, &pe) && pe.Kind == ErrSyntax {
			lines := strings.Split(strings.TrimRight(pe.Traceback, "\n"), "\n")
			if want.ExitCode == 1 && want.StderrLastLine == lines[len(lines)-1] && want.Stdout == "" {
				return ""
			}
		}
		return "compile: " + err.Error()
	}
	loaded, err := Unmarshal(prog.Marshal())
	if err != nil {
		return "reload from .pyc: " + err.Error()
	}
	for _, run := range []struct {
		how  string
		prog *Program
	}{{"source", prog}, {".pyc", loaded}} {
		stdout, last, exit := runConformance(run.prog, conformanceFS(path))
		switch {
		case stdout != want.Stdout:
			return run.how + ": stdout differs: got " + quoteTail(stdout) + ", want " + quoteTail(want.Stdout)
		case exit != want.ExitCode:
			return run.how + ": exit code differs: got " + itoa(exit) + " (" + last + "), want " + itoa(want.ExitCode)
		case exit != 0 && last != want.StderrLastLine:
			return run.how + ": last stderr line differs: got " + last + ", want " + want.StderrLastLine
		}
	}
	return ""
}

func quoteTail(s string) string {
	if len(s) > 120 {
		s = "..." + s[len(s)-120:]
	}
	b, _ := json.Marshal(s)
	return string(b)
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// loadKnownFailures reads the ledger of programs that do not pass yet.
func loadKnownFailures(t *testing.T, root string) map[string]bool {
	known := map[string]bool{}
	f, err := os.Open(filepath.Join(root, "known_failures.txt"))
	if err != nil {
		return known
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		if line != "" {
			known[line] = true
		}
	}
	return known
}

func TestConformance(t *testing.T) {
	root := filepath.Join("testdata", "conformance")
	var paths []string
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".py") && filepath.Base(p) != "record.py" &&
			strings.Contains(filepath.ToSlash(p), *conformanceOnly) {
			paths = append(paths, p)
		}
		return nil
	})
	if len(paths) == 0 {
		t.Skip("no conformance programs")
	}
	sort.Strings(paths)
	known := loadKnownFailures(t, root)
	results := make([]string, len(paths))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 4)
	for i, p := range paths {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			results[i] = checkProgram(p)
		}()
	}
	wg.Wait()
	passed := 0
	var newFailures, fixed []string
	for i, p := range paths {
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		switch {
		case results[i] == "" && known[rel]:
			fixed = append(fixed, rel)
			passed++
		case results[i] == "":
			passed++
		case !known[rel]:
			newFailures = append(newFailures, rel+": "+results[i])
		}
	}
	t.Logf("conformance: %d of %d programs pass (from source and from .pyc)", passed, len(paths))
	if *updateKnown {
		if *conformanceOnly != "" {
			t.Fatal("-update-known rewrites the whole list: run it without -only")
		}
		var b strings.Builder
		b.WriteString("# Conformance programs pyex does not run like python3 yet, with the first\n")
		b.WriteString("# difference seen. Rewritten by: go test -run TestConformance -update-known\n")
		for i, p := range paths {
			if results[i] != "" {
				rel, _ := filepath.Rel(root, p)
				reason := strings.ReplaceAll(results[i], "\n", " ")
				if len(reason) > 160 {
					reason = reason[:160] + "..."
				}
				b.WriteString(filepath.ToSlash(rel) + "  # " + reason + "\n")
			}
		}
		if err := os.WriteFile(filepath.Join(root, "known_failures.txt"), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	for _, f := range newFailures {
		t.Errorf("%s", f)
	}
	for _, f := range fixed {
		t.Errorf("%s passes now: remove it from known_failures.txt", f)
	}
}
