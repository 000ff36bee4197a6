package stdlib

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The originality audit. pyex's modules written in Python must be our own
// code: CPython's library is read to learn behaviour, never copied. The
// audit finds runs of consecutive lines identical (whitespace aside) to
// lines of the CPython module of the same name; a run of five or more is
// a copied passage, not a coincidence of API names. Modules found with
// such runs are recorded in testdata/originality/ledger.txt with their
// count of copied lines: the test fails when a module copies more than
// its ledger entry (new copying) or a module not in the ledger copies at
// all; when one copies less it logs that the ledger should be lowered
// (go test ./stdlib -run TestOriginality -args -update), so the ledger shrinks
// to zero as the passages are rewritten.

var updateOriginality = flag.Bool("update", false, "rewrite testdata/originality/ledger.txt")

// copiedRun is how many consecutive identical lines make a copied passage.
const copiedRun = 5

func TestOriginality(t *testing.T) {
	out, err := exec.Command("python3", "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
	if err != nil {
		t.Skipf("no python3 to compare with: %v", err)
	}
	lib := strings.TrimSpace(string(out))
	files, _ := filepath.Glob("py/*.py")
	got := map[string]int{}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".py")
		ref := cpythonSource(lib, name)
		if ref == "" {
			continue
		}
		if n := copiedLines(t, f, ref); n > 0 {
			got[name] = n
		}
	}
	ledgerPath := filepath.Join("..", "testdata", "originality", "ledger.txt")
	if *updateOriginality {
		writeOriginalityLedger(t, ledgerPath, got)
		return
	}
	want := readOriginalityLedger(t, ledgerPath)
	for name, n := range got {
		switch w, ok := want[name]; {
		case !ok:
			t.Errorf("py/%s.py: %d lines in runs identical to CPython's %s; rewrite them (pyex does not copy CPython)", name, n, name)
		case n > w:
			t.Errorf("py/%s.py: %d copied lines, more than the ledger's %d", name, n, w)
		case n < w:
			// Progress; the ledger should follow (-update), but a
			// slightly different python3 must not fail the build.
			t.Logf("py/%s.py: %d copied lines, fewer than the ledger's %d: lower the ledger (-args -update)", name, n, w)
		}
	}
	for name := range want {
		if _, ok := got[name]; !ok {
			t.Logf("py/%s.py copies nothing now: remove it from the ledger (-update)", name)
		}
	}
}

// cpythonSource returns the path of CPython's module name, or "".
func cpythonSource(lib, name string) string {
	base := strings.ReplaceAll(name, ".", "/")
	for _, p := range []string{base + ".py", base + "/__init__.py"} {
		if _, err := os.Stat(filepath.Join(lib, p)); err == nil {
			return filepath.Join(lib, p)
		}
	}
	return ""
}

// copiedLines counts the lines of ours that lie in runs of copiedRun or
// more consecutive lines identical to lines of ref.
func copiedLines(t *testing.T, ours, ref string) int {
	theirs := map[string]bool{}
	for _, l := range readLines(t, ref) {
		if s := strings.TrimSpace(l); s != "" {
			theirs[s] = true
		}
	}
	total, run := 0, 0
	for _, l := range append(readLines(t, ours), "") {
		if s := strings.TrimSpace(l); len(s) > 3 && theirs[s] {
			run++
			continue
		}
		if run >= copiedRun {
			total += run
		}
		run = 0
	}
	return total
}

func readLines(t *testing.T, path string) []string {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(string(data), "\n")
}

func readOriginalityLedger(t *testing.T, path string) map[string]int {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m := map[string]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, count, _ := strings.Cut(line, " ")
		n, err := strconv.Atoi(strings.TrimSpace(count))
		if err != nil {
			t.Fatalf("ledger line %q", line)
		}
		m[name] = n
	}
	return m
}

func writeOriginalityLedger(t *testing.T, path string, got map[string]int) {
	names := make([]string, 0, len(got))
	for n := range got {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("# Modules of stdlib/py with passages identical to CPython's (runs of 5+ lines), and how many\n")
	b.WriteString("# lines: debt to rewrite, never to grow. See stdlib/originality_test.go.\n")
	for _, n := range names {
		fmt.Fprintf(&b, "%s %d\n", n, got[n])
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
