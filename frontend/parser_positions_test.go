package frontend

import (
	"bufio"
	"bytes"
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"reflect"
	"strings"
	"testing"
)

// pyNodeNames maps the Go node types whose names differ from Python's.
var pyNodeNames = map[string]string{
	"ExprStmt": "Expr", "Arg": "arg", "Keyword": "keyword", "Alias": "alias",
}

// positionLines lists the positions of the nodes of a tree in pre-order,
// as testdata/parser/positions.py prints python3's.
func positionLines(n Node) string {
	var b strings.Builder
	var walk func(v reflect.Value)
	posType := reflect.TypeOf(Pos{})
	nodeType := reflect.TypeOf((*Node)(nil)).Elem()
	walk = func(v reflect.Value) {
		if v.Kind() == reflect.Interface {
			if v.IsNil() {
				return
			}
			v = v.Elem()
		}
		if v.Kind() != reflect.Pointer || v.IsNil() {
			return
		}
		s := v.Elem()
		t := s.Type()
		if f, ok := t.FieldByName("Pos"); ok && f.Type == posType {
			p := s.FieldByName("Pos").Interface().(Pos)
			name := t.Name()
			if py, ok := pyNodeNames[name]; ok {
				name = py
			}
			fmt.Fprintf(&b, "%s %d %d %d %d\n", name, p.Lineno, p.ColOffset, p.EndLineno, p.EndColOffset)
		}
		for i := 0; i < t.NumField(); i++ {
			if t.Field(i).Type == posType {
				continue
			}
			f := s.Field(i)
			switch {
			case f.Kind() == reflect.Slice && f.Type().Elem().Implements(nodeType):
				for j := 0; j < f.Len(); j++ {
					walk(f.Index(j))
				}
			case f.Type().Implements(nodeType):
				walk(f)
			}
		}
	}
	walk(reflect.ValueOf(n))
	return b.String()
}

// TestStdlibPositions compares the positions of every node of stdlib
// files with python3's: hashes first, then the first differing node of a
// few files.
func TestStdlibPositions(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("skipped in -short mode")
	}
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not found: cannot record the expected positions")
	}
	files := stdlibFiles(t)
	if os.Getenv("PYEX_ALL_POSITIONS") == "" {
		// Every fifth file keeps the test short; set PYEX_ALL_POSITIONS=1
		// to check them all (they all agreed when this was written).
		var some []string
		for i := 0; i < len(files); i += 5 {
			some = append(some, files[i])
		}
		files = some
	}
	script := "testdata/parser/positions.py"
	out, err := exec.Command("python3", append([]string{script}, files...)...).Output()
	if err != nil {
		t.Fatalf("positions.py: %v", err)
	}
	want := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		path, hash, _ := strings.Cut(sc.Text(), " ")
		want[path] = hash
	}
	var bad []string
	for _, path := range files {
		if want[path] == "error" {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		mod, err := Parse(src, path, ModeExec)
		if err != nil {
			bad = append(bad, path)
			continue
		}
		sum := sha1.Sum([]byte(positionLines(mod)))
		if hex.EncodeToString(sum[:]) != want[path] {
			bad = append(bad, path)
		}
	}
	t.Logf("%d of %d files have python3's positions", len(files)-len(bad), len(files))
	for i, path := range bad {
		if i == 5 {
			break
		}
		detail, err := exec.Command("python3", script, "--detail", path).Output()
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		src, _ := os.ReadFile(path)
		mod, err := Parse(src, path, ModeExec)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		wl := strings.Split(string(detail), "\n")
		gl := strings.Split(positionLines(mod), "\n")
		for j := 0; j < len(wl) && j < len(gl); j++ {
			if wl[j] != gl[j] {
				t.Errorf("%s: node %d: got %q, want %q", path, j, gl[j], wl[j])
				break
			}
		}
	}
	if len(bad) > 0 {
		t.Errorf("%d files differ", len(bad))
	}
}
