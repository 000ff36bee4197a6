package pyex

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// The surface-parity test (issue 6): dir() of every builtin type and of
// every module issue 6 lists, in pyex against python3. The names python3
// shows are recorded in testdata/parity/python3.json by
// testdata/parity/record.py; pyex runs that same file with --stdout. Every
// difference must be listed in testdata/parity/gaps.txt, and every line
// there must still be a difference, so the ledger is always true.

var updateParity = flag.Bool("update", false, "rewrite testdata/parity/gaps.txt (TestSurfaceParity)")

const (
	parityDir    = "testdata/parity"
	gapsHeader   = "# Surface-parity ledger: where dir() in pyex differs from python3's.\n# Regenerate with: go test -run TestSurfaceParity -update .\n"
	sandboxTitle = "# deliberate (sandbox): names that reach the host, the terminal or interpreter internals\n"
	importTitle  = "# incidental: modules CPython's source of the module imports (not API)\n"
	openTitle    = "# not yet matched\n"
)

// paritySurface is python3.json: subject -> names, and subject -> the
// names that are module objects in CPython.
type paritySurface struct {
	Names   map[string][]string `json:"names"`
	Modules map[string][]string `json:"modules"`
}

// sandboxNames are the names CPython has only for access to the host
// process, its files or its interpreter internals; pyex leaves them out on
// purpose. Keyed by subject, as in gaps.txt.
var sandboxNames = map[string][]string{
	"module sys": {
		"abiflags", "activate_stack_trampoline", "addaudithook", "audit",
		"base_exec_prefix", "base_prefix", "breakpointhook", "call_tracing",
		"deactivate_stack_trampoline", "exec_prefix", "executable",
		"get_asyncgen_hooks", "get_coroutine_origin_tracking_depth",
		"getallocatedblocks", "getdlopenflags", "getprofile", "getrefcount",
		"getswitchinterval", "gettrace", "is_stack_trampoline_active",
		"platlibdir", "prefix", "pycache_prefix", "set_asyncgen_hooks",
		"set_coroutine_origin_tracking_depth", "setdlopenflags",
		"setprofile", "setswitchinterval", "settrace", "thread_info",
		"unraisablehook", "dont_write_bytecode", "api_version",
		"getandroidapilevel", "meta_path", "path_hooks",
		"path_importer_cache", "warnoptions", "orig_argv",
	},
	"module builtins": {
		"breakpoint", "copyright", "credits", "help", "license",
	},
	"module time": {
		// clock_gettime and the CLOCK_ constants could read the run's
		// clock, so they stay ordinary gaps; setting the host's clocks,
		// per-thread CPU clocks and rereading TZ are host access.
		"clock_settime", "clock_settime_ns", "pthread_getcpuclockid", "tzset",
	},
	"module shutil": {
		"chown", "get_terminal_size", "COPY_BUFSIZE",
	},
	"module os.path": {
		"ismount", "sameopenfile",
	},
}

// isSandboxGap reports whether a gap line is a deliberate omission.
func isSandboxGap(line string) bool {
	subject, name, ok := strings.Cut(line, ": missing name ")
	if !ok {
		return false
	}
	for _, n := range sandboxNames[subject] {
		if n == name {
			return true
		}
	}
	return false
}

// paritySurvey runs record.py in pyex and returns subject -> names (nil
// for a module that could not be imported).
func paritySurvey(t *testing.T) map[string][]string {
	src, err := os.ReadFile(filepath.Join(parityDir, "record.py"))
	if err != nil {
		t.Fatal(err)
	}
	prog, err := Compile("record.py", src)
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	_, err = Run(t.Context(), prog, Options{Stdout: &out, Stderr: &errOut, Args: []string{"record.py", "--stdout"}, Timeout: 2 * time.Minute})
	if err != nil {
		t.Fatalf("record.py in pyex: %v\n%s", err, errOut.String())
	}
	got := map[string][]string{}
	for _, line := range strings.Split(strings.TrimRight(out.String(), "\n"), "\n") {
		subject, names, ok := strings.Cut(line, "\t")
		if !ok {
			t.Fatalf("record.py in pyex printed %q", line)
		}
		switch names {
		case "missing":
			got[subject] = nil
		case "":
			got[subject] = []string{}
		default:
			got[subject] = strings.Fields(names)
		}
	}
	return got
}

// parityGaps returns the differences between python3's surface and pyex's,
// one ledger line each, sorted.
func parityGaps(want, got map[string][]string) []string {
	var gaps []string
	for subject, wantNames := range want {
		gotNames, ok := got[subject]
		if !ok || gotNames == nil {
			gaps = append(gaps, subject+": missing")
			continue
		}
		have := map[string]bool{}
		for _, n := range gotNames {
			have[n] = true
		}
		expected := map[string]bool{}
		for _, n := range wantNames {
			expected[n] = true
			if !have[n] {
				gaps = append(gaps, subject+": missing name "+n)
			}
		}
		for _, n := range gotNames {
			if !expected[n] {
				gaps = append(gaps, subject+": extra name "+n)
			}
		}
	}
	sort.Strings(gaps)
	return gaps
}

// isImportGap reports whether a gap line is a missing name that is, in
// CPython, a module the module's source happens to import.
func isImportGap(line string, modules map[string][]string) bool {
	subject, name, ok := strings.Cut(line, ": missing name ")
	if !ok {
		return false
	}
	for _, n := range modules[subject] {
		if n == name {
			return true
		}
	}
	return false
}

// formatGaps renders the ledger in three sections: deliberate omissions,
// incidental imports, then the rest. The sections only inform the reader;
// the test compares lines regardless of section.
func formatGaps(gaps []string, modules map[string][]string) string {
	var sandbox, imports, open strings.Builder
	for _, g := range gaps {
		switch {
		case isSandboxGap(g):
			sandbox.WriteString(g + "\n")
		case isImportGap(g, modules):
			imports.WriteString(g + "\n")
		default:
			open.WriteString(g + "\n")
		}
	}
	return gapsHeader + "\n" + sandboxTitle + sandbox.String() + "\n" + importTitle + imports.String() +
		"\n" + openTitle + open.String()
}

// readGaps returns the ledger's entries, comments and blank lines left out.
func readGaps(path string) (map[string]bool, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	lines := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		lines[line] = true
	}
	return lines, nil
}

// TestSurfaceParity fails when dir() differs from python3's in a way
// gaps.txt does not list, and when a gaps.txt line no longer holds.
func TestSurfaceParity(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(parityDir, "python3.json"))
	if err != nil {
		t.Fatal(err)
	}
	var want paritySurface
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	if len(want.Names) == 0 {
		t.Fatal("python3.json has no names; rerun python3 testdata/parity/record.py")
	}
	gaps := parityGaps(want.Names, paritySurvey(t))
	gapsPath := filepath.Join(parityDir, "gaps.txt")
	if *updateParity {
		if err := os.WriteFile(gapsPath, []byte(formatGaps(gaps, want.Modules)), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s: %d gaps", gapsPath, len(gaps))
		return
	}
	ledger, err := readGaps(gapsPath)
	if err != nil {
		t.Fatal(err)
	}
	var unlisted, closed []string
	current := map[string]bool{}
	for _, g := range gaps {
		current[g] = true
		if !ledger[g] {
			unlisted = append(unlisted, g)
		}
	}
	for g := range ledger {
		if !current[g] {
			closed = append(closed, g)
		}
	}
	sort.Strings(closed)
	if len(unlisted) > 0 {
		t.Errorf("%d differences from python3 not in gaps.txt (fix them, or run go test -run TestSurfaceParity -update .):\n%s",
			len(unlisted), strings.Join(unlisted, "\n"))
	}
	if len(closed) > 0 {
		t.Errorf("%d gaps.txt lines no longer hold (remove them, or run go test -run TestSurfaceParity -update .):\n%s",
			len(closed), strings.Join(closed, "\n"))
	}
}
