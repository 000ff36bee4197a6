package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"

	"github.com/pyexgo/pyex"
	"github.com/pyexgo/pyex/sandbox/ledger"
	"github.com/pyexgo/pyex/sandbox/vfs"
)

// report is what --json prints: one object describing the run.
type report struct {
	OK        bool            `json:"ok"`
	Stdout    string          `json:"stdout"`
	Stderr    string          `json:"stderr"`
	Error     *errorReport    `json:"error"`
	Footprint footprint       `json:"footprint"`
	Staged    []stagedFile    `json:"staged"`
	Spans     []ledger.Record `json:"spans"`
}

type errorReport struct {
	Kind      string `json:"kind"`
	Type      string `json:"type"`
	Message   string `json:"message"`
	Traceback string `json:"traceback,omitempty"`
	ExitCode  int    `json:"exit_code,omitempty"`
}

type footprint struct {
	Steps        int64   `json:"steps"`
	PeakMemory   int64   `json:"peak_memory_bytes"`
	OutputBytes  int64   `json:"output_bytes"`
	HostCalls    int64   `json:"host_calls"`
	ComputeMilli float64 `json:"compute_ms"`
	HostMilli    float64 `json:"host_wait_ms"`
	WallMilli    float64 `json:"wall_ms"`
}

type stagedFile struct {
	Path    string `json:"path"`
	Kind    string `json:"kind"`
	OldPath string `json:"old_path,omitempty"`
	Dir     bool   `json:"dir,omitempty"`
	Size    int64  `json:"size"`
}

// runJSON runs the program (prog, or the compile error compileErr) with
// its output captured, and prints the report; the exit status is 0 when
// the run succeeded, 1 when it failed, exitBudget when a budget stopped
// it.
func runJSON(c *config, prog *pyex.Program, compileErr error, stdout io.Writer) int {
	var out, errOut bytes.Buffer
	rep := report{Staged: []stagedFile{}, Spans: []ledger.Record{}}
	err := compileErr
	if err == nil {
		c.opts.Stdout, c.opts.Stderr = &out, &errOut
		var res *pyex.Result
		res, err = pyex.Run(context.Background(), prog, c.opts)
		if res != nil {
			rep.Footprint = footprint{
				Steps: res.Steps, PeakMemory: res.PeakMemory, OutputBytes: res.OutputBytes, HostCalls: res.HostCalls,
				ComputeMilli: ms(res.Compute.Seconds()), HostMilli: ms(res.HostWait.Seconds()), WallMilli: ms(res.Duration.Seconds()),
			}
			if res.Ledger != nil {
				rep.Spans = ledger.Records(res.Ledger.Spans())
			}
		}
	}
	if c.opts.FS != nil {
		for _, ch := range c.opts.FS.Diff() {
			f := stagedFile{Path: ch.Path, Kind: ch.Kind.String(), OldPath: ch.OldPath, Dir: ch.Dir}
			if !ch.Dir && ch.Kind != vfs.Deleted {
				f.Size = ch.Size
			}
			rep.Staged = append(rep.Staged, f)
		}
	}
	rep.Stdout, rep.Stderr = out.String(), errOut.String()
	status := 0
	if err != nil {
		status = 1
		e := &errorReport{Kind: "internal", Type: "Error", Message: err.Error()}
		var pe *pyex.Error
		if errors.As(err, &pe) {
			e = &errorReport{Kind: pe.Kind.String(), Type: pe.Type, Message: pe.Message, Traceback: pe.Traceback, ExitCode: pe.ExitCode}
			if pe.Kind.IsBudget() {
				status = exitBudget
			}
			if pe.Kind == pyex.ErrExit && pe.ExitCode == 0 {
				e = nil
			}
		}
		rep.Error = e
	}
	rep.OK = rep.Error == nil
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if encErr := enc.Encode(rep); encErr != nil {
		return 1
	}
	return status
}

// ms turns seconds into milliseconds rounded to microseconds.
func ms(s float64) float64 { return float64(int64(s*1e6)) / 1e3 }
