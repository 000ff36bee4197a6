// Package stdlib holds the modules a program can import: modules written
// in Go, registered by the files of this package, and modules written in
// Python, whose source lives in py/ and whose bytecode, compiled at build
// time by `go generate ./stdlib`, is embedded from pyc/. docs/STDLIB.md
// lists which module is which and why.
//
// Everything here is built once and shared read-only by every run; a run
// gets fresh module objects, filled by Init functions or by running the
// embedded bytecode in the run's VM.
package stdlib

import (
	"context"
	"math/rand/v2"
	"sort"
	"strings"

	"github.com/pyexgo/pyex/runtime"
	sandboxnet "github.com/pyexgo/pyex/sandbox/net"
	"github.com/pyexgo/pyex/sandbox/vfs"
	"github.com/pyexgo/pyex/vm"
)

// InitFunc fills a fresh module object of a module written in Go.
type InitFunc func(r *Run, m *runtime.Module) error

// goModules maps a module name to its Go initialiser. It is written only
// by the init functions of this package.
var goModules = map[string]InitFunc{}

// register adds a module written in Go; each module's file calls it from
// an init function.
func register(name string, init InitFunc) {
	if _, dup := goModules[name]; dup {
		panic("stdlib: module " + name + " registered twice")
	}
	goModules[name] = init
}

// Config is what the standard library needs to know about one run.
type Config struct {
	// Argv is sys.argv.
	Argv []string
	// Extra resolves modules the standard library does not have (the
	// host's bindings); nil means there are none.
	Extra vm.Loader
	// Clock is the run's clock; nil means a VirtualClock at VirtualEpoch
	// (see Run.Clock).
	Clock Clock
	// Seed seeds the run's randomness: random's default generator and the
	// entropy stream behind os.urandom, secrets and uuid4 (see
	// Run.Entropy). Zero means the fixed default seed, 0x5eed, so a run
	// the host gives no seed is reproducible too.
	Seed uint64
	// Env is os.environ; nil means empty.
	Env map[string]string
	// Tracer is the run's span ledger (sandbox/ledger), which Python's
	// opentelemetry.trace and the network capability record into; nil
	// means nothing is recorded (the program's spans do not record).
	Tracer Tracer
	// Net is the run's network (sandbox/net: the host's allowlist,
	// injected headers and client), behind requests and urllib.request;
	// nil means none: every request is refused.
	Net *sandboxnet.Network
	// FS is the run's filesystem, behind open, os, pathlib and the rest;
	// nil means none: every file operation fails (docs/FILESYSTEM.md).
	FS *vfs.FS
	// Context is the run's context: sleeps and waits for the host end
	// when it does. nil means context.Background.
	Context context.Context
	// HostCalls runs the host's async calls (awaited host functions);
	// nil means the run has none.
	HostCalls HostCalls
}

// Ctx returns the run's context.
func (r *Run) Ctx() context.Context {
	if r.Config.Context == nil {
		return context.Background()
	}
	return r.Config.Context
}

// Run is the standard library's state for one run: the VM and the
// configuration. Go modules reach the VM (sys.modules, the builtins)
// through it.
type Run struct {
	VM     *vm.VM
	Config Config

	entropy *rand.ChaCha8
	fsys    *fileSys // the run's filesystem view, made by files()
	// vclock is the run's clock when the host gives none (Clock).
	vclock VirtualClock
}

// Thread returns the run's thread.
func (r *Run) Thread() *runtime.Thread { return r.VM.Thread() }

// Install makes the standard library importable in machine and makes its
// builtins module; sys is imported when the run first needs it
// (runtime.Thread.Sys).
func Install(machine *vm.VM, cfg Config) (*Run, error) {
	r := &Run{VM: machine, Config: cfg}
	machine.Thread().Std = r
	machine.SetLoader(loadStd)
	builtinsModule(r)
	machine.Thread().ImportSys = importSys
	return r, nil
}

// importSys is the thread's ImportSys hook: one function for every run,
// where a closure would be one more allocation per run.
func importSys(t *runtime.Thread) error {
	_, err := t.Import("sys")
	return err
}

// loadStd is the VM's Loader: Run.load of the run the VM's thread
// belongs to (one function for every run, as importSys is).
func loadStd(machine *vm.VM, m *runtime.Module) (bool, error) {
	r, ok := machine.Thread().Std.(*Run)
	if !ok {
		return false, nil
	}
	return r.load(machine, m)
}

// load finds and runs a module of the standard library.
func (r *Run) load(machine *vm.VM, m *runtime.Module) (bool, error) {
	name := m.Name
	if isPackage(name) {
		m.Dict.SetStr("__path__", runtime.MakeObject(runtime.NewList(nil)))
		m.Dict.SetKey(runtime.KeyPackage, runtime.MakeStr(name))
	} else if i := strings.LastIndexByte(name, '.'); i >= 0 {
		m.Dict.SetKey(runtime.KeyPackage, runtime.MakeStr(name[:i]))
	} else {
		m.Dict.SetKey(runtime.KeyPackage, runtime.MakeStr(""))
	}
	if init, ok := goModules[name]; ok {
		return true, init(r, m)
	}
	if code, ok, err := pyModule(name); ok || err != nil {
		if err != nil {
			return true, err
		}
		m.Dict.SetKey(runtime.KeyFile, runtime.MakeStr(code.Filename))
		m.Dict.SetKey(runtime.KeyBuiltins, runtime.MakeObject(builtinsModule(r)))
		_, err := machine.RunModule(code, m.Dict)
		return true, err
	}
	if r.Config.Extra != nil {
		return r.Config.Extra(machine, m)
	}
	return false, nil
}

var keyBuiltins = runtime.NewKey("builtins")

// builtinsModule returns sys.modules["builtins"], importing it.
func builtinsModule(r *Run) *runtime.Module {
	if v, ok := r.VM.Modules().GetStr("builtins"); ok {
		if m, ok := v.Object().(*runtime.Module); ok {
			return m
		}
	}
	m := runtime.NewModuleOf("builtins", r.VM.Builtins())
	r.VM.Modules().SetKey(keyBuiltins, runtime.MakeObject(m))
	return m
}

// isPackage reports whether name has submodules.
func isPackage(name string) bool {
	prefix := name + "."
	for n := range goModules {
		if strings.HasPrefix(n, prefix) {
			return true
		}
	}
	for _, n := range pyModuleNames() {
		if strings.HasPrefix(n, prefix) {
			return true
		}
	}
	return false
}

// Names returns the names of every module of the standard library, sorted.
func Names() []string {
	seen := map[string]bool{}
	for n := range goModules {
		seen[n] = true
	}
	for _, n := range pyModuleNames() {
		seen[n] = true
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Builtins returns the run's builtins module.
func (r *Run) Builtins() *runtime.Module { return builtinsModule(r) }
