package main

import (
	"strings"
	"testing"
)

// TestHostAgent runs the README's sample: the agent must reach the host's
// tools, total the words and get the host's KeyError for a missing file.
func TestHostAgent(t *testing.T) {
	var out, errs strings.Builder
	if err := run(&out, &errs); err != nil {
		t.Fatalf("%v\n%s", err, errs.String())
	}
	for _, want := range []string{`"total_words": 31`, `"calls": 7`, `fetch('missing.md',) -> "error: 'missing.md'"`, `"sandboxes.md": "A sandbox reaches nothing..."`, "18 host calls"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}
