// Command genpyc compiles the standard library's Python modules (py/*.py)
// into the bytecode files that package stdlib embeds (pyc/*.pyc). Run it
// with `go generate ./stdlib` after changing a module or the compiler;
// TestEmbeddedBytecodeIsFresh fails while pyc/ is stale.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/pyexgo/pyex/stdlib/internal/pycompile"
)

func main() {
	if err := run("py", "pyc"); err != nil {
		fmt.Fprintln(os.Stderr, "genpyc:", err)
		os.Exit(1)
	}
}

func run(srcDir, outDir string) error {
	sources, err := filepath.Glob(filepath.Join(srcDir, "*.py"))
	if err != nil {
		return err
	}
	want := map[string]bool{}
	for _, path := range sources {
		name := strings.TrimSuffix(filepath.Base(path), ".py")
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		data, err := pycompile.Module(name, src)
		if err != nil {
			return err
		}
		out := filepath.Join(outDir, name+".pyc")
		want[out] = true
		if old, err := os.ReadFile(out); err == nil && string(old) == string(data) {
			continue
		}
		if err := os.WriteFile(out, data, 0o644); err != nil {
			return err
		}
	}
	// Remove the bytecode of modules whose source is gone.
	stale, _ := filepath.Glob(filepath.Join(outDir, "*.pyc"))
	for _, path := range stale {
		if !want[path] {
			if err := os.Remove(path); err != nil {
				return err
			}
		}
	}
	return nil
}
