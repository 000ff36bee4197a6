// Package boundary defines the go/analysis analyzer that keeps pyex's
// sandboxed packages away from the host.
//
// pyex promises that nothing below the root package touches the host: a
// program reaches files, the network, the clock or randomness only
// through values the embedder hands in (docs/SECURITY.md). This analyzer
// turns that promise into a build failure. In a sandboxed package it
// reports:
//
//   - an import of a package whose job is reaching the host: os and its
//     subpackages, net and its subpackages (but net/url and net/netip,
//     which only parse), syscall, unsafe, plugin,
//     crypto/rand, io/ioutil, log and log/syslog, runtime/cgo, and cgo's
//     "C";
//   - a use of a function or variable that reads the host or its clock
//     although its package is harmless: time.Now, time.Since,
//     time.Until, time.Sleep, time.After, time.AfterFunc, time.Tick,
//     time.NewTicker, time.NewTimer, time.LoadLocation, time.Local and
//     the method Time.Local (the host's time zone), the package-level
//     functions of math/rand and math/rand/v2 that draw from the global,
//     host-seeded source (constructors such as rand.New stay allowed),
//     fmt.Print, fmt.Printf and fmt.Println (the host's stdout), log/slog's
//     default logger (Info, Error ..., Default, SetDefault), the
//     builtins print and println (the host's stderr), and the
//     filesystem walkers of path/filepath (Abs, Glob, Walk, WalkDir,
//     EvalSymlinks);
//   - reflect calls that reach what the rules above forbid: the rule is
//     that reflection may inspect and build values (Kind, Len, Index,
//     MapRange, New, MakeFunc ...) but may not call a function value
//     (Value.Call, Value.CallSlice: a func obtained by reflection can be
//     any function, os.Exit included, so the static checks above would
//     not see it) nor turn memory into pointers (Value.UnsafePointer,
//     Value.UnsafeAddr, reflect.NewAt), which is unsafe by another name;
//   - a go statement: the VM runs a program on the caller's goroutine
//     and suspended frames are values, so a goroutine in a sandboxed
//     package is work that outlives the run's budgets and cancellation;
//   - a //go:linkname directive, which reaches unexported functions of
//     any package without importing it.
//
// The host adapters are exempt: the root package (the embedding API),
// cmd/... and internal/cmd/... (command-line tools), examples/..., the
// sandbox/host* packages (adapters that read a host folder or call a
// host client), fuzz/... (the fuzzing harness: test code that runs
// python3, imported by no run), stdlib/internal/genpyc (a go generate tool that runs at
// build time, never in a run), every main package (a program: nothing
// can import it into a run), and every _test.go file. Packages outside
// the module are not checked. See HostAdapter for the list and the
// reason for each entry.
//
// One line may be excused with a comment on that line or the line above
// it: //pyex:allow <reason>. The reason is required, and every use is
// listed in docs/SECURITY.md.
package boundary

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Module is the import path of pyex's module; the analyzer checks only
// packages inside it.
const Module = "github.com/pyexgo/pyex"

// Analyzer reports references to the host from sandboxed packages.
var Analyzer = &analysis.Analyzer{
	Name: "boundary",
	Doc:  "reports references to the host (os, net, syscall, unsafe, the host clock, goroutines ...) from pyex's sandboxed packages",
	URL:  "https://github.com/pyexgo/pyex/blob/main/docs/SECURITY.md",
	Run:  run,
}

// bannedImports are packages a sandboxed package may not import, with
// why; a prefix ending in "/" bans the subpackages too, except those of
// allowedImports.
var bannedImports = map[string]string{
	"os":          "reaches the host's files, processes and environment",
	"os/":         "reaches the host's files, processes and environment",
	"net":         "reaches the host's network",
	"net/":        "reaches the host's network",
	"syscall":     "calls the host's kernel",
	"unsafe":      "defeats the memory safety the sandbox rests on",
	"plugin":      "loads host code",
	"crypto/rand": "reads the host's entropy; use the run's seeded stream",
	"io/ioutil":   "reads and writes the host's files",
	"log":         "writes to the host's stderr",
	"log/syslog":  "writes to the host's log",
	"runtime/cgo": "links host C code",
	"C":           "links host C code",
}

// allowedImports are subpackages of banned trees that only compute:
// net/url and net/netip parse and print addresses and never dial.
var allowedImports = map[string]bool{"net/url": true, "net/netip": true}

// bannedObjects are functions, methods and variables of otherwise
// harmless packages that read the host, keyed by types.Object's
// qualified name.
var bannedObjects = map[string]string{
	"time.Now":                      "reads the host clock; use the run's stdlib.Clock",
	"time.Since":                    "reads the host clock; use the run's stdlib.Clock",
	"time.Until":                    "reads the host clock; use the run's stdlib.Clock",
	"time.Sleep":                    "waits on the host clock; use the run's stdlib.Clock",
	"time.After":                    "waits on the host clock; use the run's stdlib.Clock",
	"time.AfterFunc":                "waits on the host clock; use the run's stdlib.Clock",
	"time.Tick":                     "waits on the host clock; use the run's stdlib.Clock",
	"time.NewTicker":                "waits on the host clock; use the run's stdlib.Clock",
	"time.NewTimer":                 "waits on the host clock; use the run's stdlib.Clock",
	"time.LoadLocation":             "reads the host's zoneinfo files",
	"time.Local":                    "is the host's time zone",
	"(time.Time).Local":             "converts to the host's time zone",
	"fmt.Print":                     "writes to the host's stdout",
	"fmt.Printf":                    "writes to the host's stdout",
	"fmt.Println":                   "writes to the host's stdout",
	"path/filepath.Abs":             "reads the host's working directory",
	"path/filepath.Glob":            "reads the host's files",
	"path/filepath.Walk":            "reads the host's files",
	"path/filepath.WalkDir":         "reads the host's files",
	"path/filepath.EvalSymlinks":    "reads the host's files",
	"log/slog.Debug":                "writes to the host's stderr through the default logger",
	"log/slog.Info":                 "writes to the host's stderr through the default logger",
	"log/slog.Warn":                 "writes to the host's stderr through the default logger",
	"log/slog.Error":                "writes to the host's stderr through the default logger",
	"log/slog.Log":                  "writes to the host's stderr through the default logger",
	"log/slog.LogAttrs":             "writes to the host's stderr through the default logger",
	"log/slog.DebugContext":         "writes to the host's stderr through the default logger",
	"log/slog.InfoContext":          "writes to the host's stderr through the default logger",
	"log/slog.WarnContext":          "writes to the host's stderr through the default logger",
	"log/slog.ErrorContext":         "writes to the host's stderr through the default logger",
	"log/slog.Default":              "writes to the host's stderr through the default logger",
	"log/slog.SetDefault":           "writes to the host's stderr through the default logger",
	"(reflect.Value).Call":          "calls any function, host-reaching ones included",
	"(reflect.Value).CallSlice":     "calls any function, host-reaching ones included",
	"(reflect.Value).UnsafePointer": "is unsafe by another name",
	"(reflect.Value).UnsafeAddr":    "is unsafe by another name",
	"reflect.NewAt":                 "is unsafe by another name",
}

// globalRandAllowed are the package-level names of math/rand and
// math/rand/v2 that do not draw from the global source: constructors and
// types.
var globalRandAllowed = map[string]bool{
	"New": true, "NewSource": true, "NewZipf": true, "NewPCG": true, "NewChaCha8": true,
}

// HostAdapter reports whether the package at path may reach the host.
// Each entry says why.
func HostAdapter(path string) bool {
	rel, ok := strings.CutPrefix(path, Module)
	if !ok || (rel != "" && rel[0] != '/') {
		return true // not ours: nothing to check
	}
	rel = strings.TrimPrefix(rel, "/")
	switch {
	case rel == "":
		// The embedding API: it owns the wall clock of a run (timeouts,
		// durations) and is where the host hands its values in.
		return true
	case under(rel, "cmd"), under(rel, "internal/cmd"):
		// Command-line tools: they read files and flags for the user.
		return true
	case under(rel, "examples"):
		// Embedding examples are host programs.
		return true
	case strings.HasPrefix(rel, "sandbox/host"):
		// sandbox/host* adapters turn host resources (a folder, a client)
		// into capabilities; the sandbox sees only the result.
		return true
	case under(rel, "fuzz"):
		// The fuzzing harness is test code in packages: it runs python3
		// to compare against, and nothing of a run imports it.
		return true
	case rel == "stdlib/internal/genpyc":
		// go generate's compiler of stdlib/py: a build-time tool that
		// reads and writes the source tree, never part of a run.
		return true
	}
	return false
}

// under reports whether rel is dir or inside it.
func under(rel, dir string) bool {
	return rel == dir || strings.HasPrefix(rel, dir+"/")
}

func run(pass *analysis.Pass) (any, error) {
	// analysistest and go vet name a package's test variant
	// "path [path.test]" and its external tests "path_test"; both
	// belong to their package's side of the boundary.
	// The test binaries' generated main packages ("path.test") are
	// tests too.
	path := strings.TrimSuffix(pass.Pkg.Path(), "_test")
	// A main package is a program: no package can import it, so nothing
	// of it can be linked into a run (fuzz/cmd/fuzzgen, go generate
	// tools).
	if HostAdapter(path) || strings.HasSuffix(path, ".test") || pass.Pkg.Name() == "main" {
		return nil, nil
	}
	c := &checker{pass: pass}
	for _, f := range pass.Files {
		name := pass.Fset.File(f.Pos()).Name()
		if strings.HasSuffix(name, "_test.go") || !strings.HasSuffix(name, ".go") {
			continue
		}
		c.file(f)
	}
	return nil, nil
}

// checker holds one pass's state.
type checker struct {
	pass *analysis.Pass
	// allowed are the lines of the current file excused by //pyex:allow.
	allowed map[int]bool
	tf      *token.File
}

// file checks one non-test file of a sandboxed package.
func (c *checker) file(f *ast.File) {
	c.tf = c.pass.Fset.File(f.Pos())
	c.allowed = map[int]bool{}
	for _, cg := range f.Comments {
		for _, cm := range cg.List {
			c.directive(cm)
		}
	}
	for _, imp := range f.Imports {
		p, err := strconv.Unquote(imp.Path.Value)
		if err != nil {
			continue
		}
		if why, bad := importBanned(p); bad {
			c.report(imp.Pos(), "import of %q in a sandboxed package: it %s", p, why)
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.GoStmt:
			c.report(n.Pos(), "go statement in a sandboxed package: a run may not start goroutines")
		case *ast.Ident:
			c.ident(n)
		}
		return true
	})
}

// directive handles one comment: //pyex:allow excuses its line and the
// next one; //go:linkname is reported.
func (c *checker) directive(cm *ast.Comment) {
	text := cm.Text
	if rest, ok := strings.CutPrefix(text, "//pyex:allow"); ok {
		if strings.TrimSpace(rest) == "" {
			c.pass.Reportf(cm.Pos(), "//pyex:allow needs a reason")
			return
		}
		line := c.tf.Line(cm.Pos())
		c.allowed[line] = true
		c.allowed[line+1] = true
		return
	}
	if strings.HasPrefix(text, "//go:linkname") {
		c.report(cm.Pos(), "//go:linkname in a sandboxed package: it reaches any function without importing its package")
	}
}

// ident reports a use of a banned object.
func (c *checker) ident(id *ast.Ident) {
	obj := c.pass.TypesInfo.Uses[id]
	if obj == nil {
		return
	}
	switch o := obj.(type) {
	case *types.Builtin:
		if o.Name() == "print" || o.Name() == "println" {
			c.report(id.Pos(), "builtin %s in a sandboxed package: it writes to the host's stderr", o.Name())
		}
		return
	case *types.Func, *types.Var:
	default:
		return
	}
	pkg := obj.Pkg()
	if pkg == nil {
		return
	}
	var name string
	if fn, ok := obj.(*types.Func); ok {
		name = fn.FullName()
	} else {
		v := obj.(*types.Var)
		if v.IsField() || v.Parent() != pkg.Scope() {
			return
		}
		name = pkg.Path() + "." + v.Name()
	}
	if why, bad := bannedObjects[name]; bad {
		c.report(id.Pos(), "%s in a sandboxed package: it %s", name, why)
		return
	}
	if p := pkg.Path(); (p == "math/rand" || p == "math/rand/v2") && obj.Parent() == pkg.Scope() {
		if _, isFunc := obj.(*types.Func); isFunc && !globalRandAllowed[obj.Name()] {
			c.report(id.Pos(), "%s in a sandboxed package: it draws from the global, host-seeded source; use the run's seeded generator", name)
		}
	}
}

// importBanned reports whether path may not be imported, and why.
func importBanned(path string) (string, bool) {
	if allowedImports[path] {
		return "", false
	}
	if why, ok := bannedImports[path]; ok {
		return why, true
	}
	for p, why := range bannedImports {
		if strings.HasSuffix(p, "/") && strings.HasPrefix(path, p) {
			return why, true
		}
	}
	return "", false
}

// report reports a diagnostic unless //pyex:allow excuses its line.
func (c *checker) report(pos token.Pos, format string, args ...any) {
	if c.allowed[c.tf.Line(pos)] {
		return
	}
	c.pass.Reportf(pos, format, args...)
}
