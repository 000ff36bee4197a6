// Command hostagent is pyex's sample embedding: a Go host that binds a few
// tools (Go functions over an in-memory document store, and an async
// "model" the program awaits, several at once) into the module `tools`,
// compiles agent.py once, runs it under step, memory, output and time
// budgets, and prints the program's output and the run's footprint.
//
//	go run ./examples/hostagent
package main

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/pyexgo/pyex"
)

//go:embed agent.py
var agentSource []byte

// docs is the host's document store; the program reaches it only
// through the tools below.
var docs = map[string]string{
	"budgets.md":   "Every run has budgets for steps, memory, output and time, and ends cleanly when one runs out.",
	"sandboxes.md": "A sandbox reaches nothing of the host but the capabilities the host hands in.",
	"ledgers.md":   "The ledger records every effect of a run.",
}

func tools(logw *strings.Builder) pyex.Modules {
	return pyex.Modules{"tools": {
		"search": pyex.HostFunc(func(args []any, kw map[string]any) (any, error) {
			topic, _ := args[0].(string)
			var hits []any
			names := make([]string, 0, len(docs))
			for name := range docs {
				names = append(names, name)
			}
			sort.Strings(names)
			for _, name := range names {
				if strings.HasPrefix(name, topic) {
					hits = append(hits, name)
				}
			}
			return hits, nil
		}),
		"fetch": pyex.HostFunc(func(args []any, kw map[string]any) (any, error) {
			name, _ := args[0].(string)
			text, ok := docs[name]
			if !ok {
				return nil, &pyex.HostError{Type: "KeyError", Message: name}
			}
			return text, nil
		}),
		"add": pyex.HostFunc(func(args []any, kw map[string]any) (any, error) {
			a, _ := args[0].(int64)
			b, _ := args[1].(int64)
			return a + b, nil
		}),
		// summarize stands for a model call: slow, so the program awaits
		// several at once and they overlap.
		"summarize": pyex.AsyncHostFunc(func(ctx context.Context, args []any, kw map[string]any) (any, error) {
			text, _ := args[0].(string)
			select {
			case <-time.After(50 * time.Millisecond):
			case <-ctx.Done():
				return nil, ctx.Err()
			}
			words := strings.Fields(text)
			return strings.Join(words[:min(4, len(words))], " ") + "...", nil
		}),
		"log": pyex.HostFunc(func(args []any, kw map[string]any) (any, error) {
			fmt.Fprintln(logw, args...)
			return nil, nil
		}),
	}}
}

func main() {
	if err := run(os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// run compiles and runs the agent, writing its output and the host's
// report to stdout.
func run(stdout, stderr io.Writer) error {
	prog, err := pyex.Compile("agent.py", agentSource)
	if err != nil {
		return err
	}
	var logw strings.Builder
	res, err := pyex.Run(context.Background(), prog, pyex.Options{
		Stdout:         stdout,
		Stderr:         stderr,
		Modules:        tools(&logw),
		MaxSteps:       10_000_000,
		MaxMemory:      64 << 20,
		MaxOutputBytes: 1 << 20,
		Timeout:        5 * time.Second,
	})
	fmt.Fprintf(stdout, "--- tool log (kept by the host)\n%s", logw.String())
	fmt.Fprintf(stdout, "--- footprint: %d steps, %d bytes of output, %d host calls; %v wall, %v waiting on the host, %v compute, peak memory %d KiB\n",
		res.Steps, res.OutputBytes, res.HostCalls, res.Duration.Round(time.Millisecond),
		res.HostWait.Round(time.Millisecond), res.Compute.Round(time.Millisecond), res.PeakMemory>>10)
	var pe *pyex.Error
	if errors.As(err, &pe) {
		return fmt.Errorf("run failed (%s): %s", pe.Kind, pe.Error())
	}
	return err
}
