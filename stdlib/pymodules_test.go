package stdlib

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pyexgo/pyex/stdlib/internal/pycompile"
)

// TestEmbeddedBytecodeIsFresh checks that pyc/ holds exactly the bytecode
// the current compiler makes from py/: run `go generate ./stdlib` when it
// fails.
func TestEmbeddedBytecodeIsFresh(t *testing.T) {
	sources, _ := filepath.Glob("py/*.py")
	names := map[string]bool{}
	for _, path := range sources {
		name := strings.TrimSuffix(filepath.Base(path), ".py")
		names[name] = true
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		want, err := pycompile.Module(name, src)
		if err != nil {
			t.Errorf("%s does not compile: %v", path, err)
			continue
		}
		got, err := pycFS.ReadFile("pyc/" + name + ".pyc")
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("pyc/%s.pyc is stale: run go generate ./stdlib", name)
		}
	}
	for _, name := range pyModuleNames() {
		if !names[name] {
			t.Errorf("pyc/%s.pyc has no source in py/: run go generate ./stdlib", name)
		}
	}
	if PyFilename("x") != pycompile.Filename("x") {
		t.Errorf("PyFilename and pycompile.Filename disagree")
	}
}
