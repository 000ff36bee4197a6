package compiler

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	fe "github.com/pyexgo/pyex/frontend"
)

// symTable is the shape compiler/testdata/record_symtable.py prints.
type symTable struct {
	Type     string         `json:"type"`
	Name     string         `json:"name"`
	Lineno   int            `json:"lineno"`
	Symbols  map[string]int `json:"symbols"`
	Children []symTable     `json:"children"`
}

type recorded struct {
	Path  string    `json:"path"`
	Table *symTable `json:"table"`
	Error string    `json:"error"`
}

// cpythonScope maps a Binding to the scope number of CPython's symtable.
var cpythonScope = [...]int{BindLocal: 1, BindGlobalExplicit: 2, BindGlobalImplicit: 3, BindFree: 4, BindCell: 5}

func tableOf(s *Scope) symTable {
	t := symTable{Name: s.Name, Lineno: s.Lineno, Symbols: map[string]int{}, Children: []symTable{}}
	switch s.Kind {
	case ModuleScope:
		t.Type = "module"
	case ClassScope:
		t.Type = "class"
	default:
		t.Type = "function"
	}
	for _, name := range s.Order {
		sym := s.Symbols[name]
		n := cpythonScope[sym.Binding]
		if sym.Flags&defFreeClass != 0 {
			n += 10
		}
		t.Symbols[name] = n
	}
	for _, c := range s.Children {
		t.Children = append(t.Children, tableOf(c))
	}
	return t
}

// recordSymtables runs the recorder over paths with python3.
func recordSymtables(t *testing.T, paths []string) []recorded {
	t.Helper()
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not on PATH: the symbol-table comparison needs it as the oracle")
	}
	cmd := exec.Command(py, "testdata/record_symtable.py", "-")
	cmd.Stdin = strings.NewReader(strings.Join(paths, "\n") + "\n")
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("record_symtable.py: %v", err)
	}
	var recs []recorded
	sc := bufio.NewScanner(&out)
	sc.Buffer(make([]byte, 1<<20), 1<<28)
	for sc.Scan() {
		var r recorded
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	return recs
}

// compareScopes checks one file; it returns a description of the first
// difference, or "".
func compareScopes(r recorded) string {
	src, err := os.ReadFile(r.Path)
	if err != nil {
		return err.Error()
	}
	mod, perr := fe.Parse(src, r.Path, fe.ModeExec)
	if r.Error != "" {
		if perr == nil {
			if _, _, serr := buildScopes(mod); serr == nil {
				return "python3 rejects the file (" + r.Error + "), pyex accepts it"
			}
		}
		return ""
	}
	if perr != nil {
		return "parse error: " + perr.Error()
	}
	top, _, serr := buildScopes(mod)
	if serr != nil {
		return "scope error: " + serr.msg
	}
	if d := cmp.Diff(*r.Table, tableOf(top)); d != "" {
		return d
	}
	return ""
}

func TestScopesSnippets(t *testing.T) {
	paths, _ := filepath.Glob("testdata/scopes/*.py")
	for _, r := range recordSymtables(t, paths) {
		t.Run(filepath.Base(r.Path), func(t *testing.T) {
			if d := compareScopes(r); d != "" {
				t.Errorf("%s: scopes differ from python3's symtable (-python3 +pyex):\n%s", r.Path, d)
			}
		})
	}
}

// TestScopesStdlib compares the scopes of every file of python3's standard
// library with python3's symtable module.
func TestScopesStdlib(t *testing.T) {
	paths := stdlibFiles(t)
	recs := recordSymtables(t, paths)
	diffs := make([]string, len(recs))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				diffs[i] = compareScopes(recs[i])
			}
		}()
	}
	for i := range recs {
		next <- i
	}
	close(next)
	wg.Wait()
	var bad []string
	for i, d := range diffs {
		if d != "" {
			bad = append(bad, recs[i].Path+": "+d)
		}
	}
	sort.Strings(bad)
	t.Logf("symbol tables: %d of %d files identical to python3's", len(recs)-len(bad), len(recs))
	for i, b := range bad {
		if i == 10 {
			break
		}
		t.Errorf("%s", b)
	}
}

// stdlibFiles returns the .py files of python3's standard library
// (site-packages excluded), skipping the test under -short or without
// python3.
func stdlibFiles(t *testing.T) []string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: skipping the standard-library comparison")
	}
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not on PATH: this test uses python3's standard library and python3 as the oracle")
	}
	out, err := exec.Command(py, "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
	if err != nil {
		t.Skipf("cannot locate python3's standard library: %v", err)
	}
	root := strings.TrimSpace(string(out))
	var paths []string
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && d.Name() == "site-packages" {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".py") {
			paths = append(paths, p)
		}
		return nil
	})
	return paths
}
