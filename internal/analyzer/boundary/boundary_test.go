package boundary_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/pyexgo/pyex/internal/analyzer/boundary"
)

// TestAnalyzer runs the analyzer over testdata/src, whose sandboxed
// packages carry planted violations marked with `// want` comments and
// whose host adapters and foreign packages must have no diagnostics.
func TestAnalyzer(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), boundary.Analyzer,
		"github.com/pyexgo/pyex/vm",
		"github.com/pyexgo/pyex/allowed",
		"github.com/pyexgo/pyex/stdlib",
		"github.com/pyexgo/pyex/sandbox/hostdemo",
		"github.com/pyexgo/pyex/cmd/tool",
		"github.com/pyexgo/pyex/fuzz/cmd/gen",
		"github.com/pyexgo/pyex",
		"example.com/other",
	)
}

// TestHostAdapter pins the allowlist.
func TestHostAdapter(t *testing.T) {
	for path, want := range map[string]bool{
		"github.com/pyexgo/pyex":                            true,
		"github.com/pyexgo/pyex/cmd/pyexvm":                 true,
		"github.com/pyexgo/pyex/internal/cmd/bench":         true,
		"github.com/pyexgo/pyex/examples/hostagent":         true,
		"github.com/pyexgo/pyex/sandbox/hostfs":             true,
		"github.com/pyexgo/pyex/sandbox/hostcall":           true,
		"github.com/pyexgo/pyex/stdlib/internal/genpyc":     true,
		"example.com/elsewhere":                             true,
		"github.com/pyexgo/pyexother":                       true,
		"github.com/pyexgo/pyex/sandbox":                    false,
		"github.com/pyexgo/pyex/sandbox/vfs":                false,
		"github.com/pyexgo/pyex/sandbox/ledger":             false,
		"github.com/pyexgo/pyex/sandbox/net":                false,
		"github.com/pyexgo/pyex/stdlib":                     false,
		"github.com/pyexgo/pyex/vm":                         false,
		"github.com/pyexgo/pyex/internal/analyzer/boundary": false,
		"github.com/pyexgo/pyex/cmdx":                       false,
	} {
		if got := boundary.HostAdapter(path); got != want {
			t.Errorf("HostAdapter(%q) = %v, want %v", path, got, want)
		}
	}
}
