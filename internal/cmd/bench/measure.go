package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// runner runs the programs of the suite.
type runner struct {
	python  string
	pyflags []string // python3's options before the program
	pyexvm  string
	pyexc   string
	dir     string
	rounds  int
	timeout time.Duration
}

// runPython runs python3 on file with the runner's options.
func (r *runner) runPython(file string) run {
	return execute(r.dir, r.timeout, r.python, append(slices.Clone(r.pyflags), file)...)
}

// result is what one program gave.
type result struct {
	program
	// python and pyex are the wall times of each round, pythonCPU and
	// pyexCPU their CPU times.
	python, pyex, pythonCPU, pyexCPU []time.Duration
	// failure says why the program is left out of the means; empty when
	// every pyexvm round printed what python3 printed.
	failure string
}

// ok reports whether the program counts in the means.
func (r *result) ok() bool { return r.failure == "" && len(r.pyex) > 0 }

// ratio is pyexvm's median wall time over python3's.
func (r *result) ratio() float64 {
	return median(r.pyex).Seconds() / median(r.python).Seconds()
}

// cpuRatio is pyexvm's median CPU time over python3's.
func (r *result) cpuRatio() float64 {
	return median(r.pyexCPU).Seconds() / median(r.pythonCPU).Seconds()
}

// measure runs p alternately under python3 and pyexvm. It stops at the
// first failure: the remaining rounds would only repeat it.
func (r *runner) measure(p program) result {
	res := result{program: p}
	var want []byte
	for i := 0; i < r.rounds; i++ {
		py := r.runPython(p.file)
		if py.err != nil {
			res.failure = "python3 failed: " + py.failure()
			return res
		}
		if i == 0 {
			want = py.stdout
		} else if !bytes.Equal(py.stdout, want) {
			res.failure = "python3's own output varies between runs: " + firstDiff(want, py.stdout)
			return res
		}
		res.python = append(res.python, py.wall)
		res.pythonCPU = append(res.pythonCPU, py.cpu)

		vm := execute(r.dir, r.timeout, r.pyexvm, "run", p.file)
		if vm.err != nil {
			res.failure = "pyexvm failed: " + vm.failure()
			return res
		}
		if !bytes.Equal(vm.stdout, want) {
			res.failure = "output differs: " + firstDiff(want, vm.stdout)
			return res
		}
		res.pyex = append(res.pyex, vm.wall)
		res.pyexCPU = append(res.pyexCPU, vm.cpu)
	}
	return res
}

// probe is one way of running the startup program, and its median time.
type probe struct {
	label  string
	name   string
	args   []string
	median time.Duration
}

// startupRounds is how many times each startup probe runs: more than the
// programs get, since each run is short.
func (r *runner) startupRounds() int { return 4 * r.rounds }

// startup times hello.py under python3 (with -pyflags, and plain when
// they are not empty) against pyexvm running its .pyc and its source. The
// first probe is the one the others are compared with.
func (r *runner) startup(hello program, tmp string) ([]probe, error) {
	pyc := filepath.Join(tmp, hello.name+".pyc")
	if c := execute(r.dir, r.timeout, r.pyexc, "compile", hello.file, "-o", pyc); c.err != nil {
		return nil, fmt.Errorf("pyexc compile %s: %s", hello.file, c.failure())
	}
	pyArgs := append(slices.Clone(r.pyflags), hello.file)
	probes := []probe{{label: "python3 " + strings.Join(pyArgs, " "), name: r.python, args: pyArgs}}
	if len(r.pyflags) > 0 {
		probes = append(probes, probe{label: "python3 " + hello.file, name: r.python, args: []string{hello.file}})
	}
	probes = append(probes,
		probe{label: "pyexvm run " + hello.name + ".pyc", name: r.pyexvm, args: []string{"run", pyc}},
		probe{label: "pyexvm run " + hello.file, name: r.pyexvm, args: []string{"run", hello.file}})
	times := make([][]time.Duration, len(probes))
	var want []byte
	for i := 0; i < r.startupRounds(); i++ {
		for j, p := range probes {
			x := execute(r.dir, r.timeout, p.name, p.args...)
			if x.err != nil {
				return nil, fmt.Errorf("%s: %s", p.label, x.failure())
			}
			if i == 0 && j == 0 {
				want = x.stdout
			} else if !bytes.Equal(x.stdout, want) {
				return nil, fmt.Errorf("%s: output differs: %s", p.label, firstDiff(want, x.stdout))
			}
			times[j] = append(times[j], x.wall)
		}
	}
	for j := range probes {
		probes[j].median = median(times[j])
	}
	return probes, nil
}
