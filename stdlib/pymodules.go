// This file loads the modules written in Python. Their source is in py/
// (py/json.py is json, py/collections.abc.py is collections.abc); `go
// generate ./stdlib` compiles each into pyc/ and the bytecode is embedded,
// so a run never parses or compiles the standard library. The bytecode is
// decoded and verified once per process, on first import, and then
// shared by every run.

package stdlib

import (
	"embed"
	"io/fs"
	"strings"
	"sync"

	"github.com/pyexgo/pyex/bytecode"
	"github.com/pyexgo/pyex/runtime"
)

//go:generate go run ./internal/genpyc

//go:embed all:pyc
var pycFS embed.FS

// pyCache holds the decoded bytecode of each Python module, filled on
// first import. It is the one piece of process-wide state the standard
// library keeps; it only ever caches what the embedded files determine.
var pyCache sync.Map // module name -> *pyEntry

type pyEntry struct {
	once sync.Once
	code *bytecode.Code
	err  error
}

// pyNames lists the embedded modules; computed once.
var pyNames = sync.OnceValue(func() []string {
	entries, _ := fs.ReadDir(pycFS, "pyc")
	var names []string
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), ".pyc"); ok {
			names = append(names, n)
		}
	}
	return names
})

func pyModuleNames() []string { return pyNames() }

// PyFilename is the file name a Python module of the standard library
// carries in tracebacks: like CPython's frozen modules, it names no file
// on the host, and traceback shows no source line for it.
func PyFilename(name string) string { return "<frozen " + name + ">" }

// pyModule returns the bytecode of the Python module name, if there is one.
func pyModule(name string) (*bytecode.Code, bool, error) {
	data, err := pycFS.ReadFile("pyc/" + name + ".pyc")
	if err != nil {
		return nil, false, nil
	}
	v, _ := pyCache.LoadOrStore(name, &pyEntry{})
	e := v.(*pyEntry)
	e.once.Do(func() {
		code, _, err := bytecode.Unmarshal(data)
		if err != nil {
			e.err = runtime.Errorf(runtime.ImportError, "bad bytecode for module %s: %v", name, err)
			return
		}
		e.code = code
	})
	return e.code, true, e.err
}
