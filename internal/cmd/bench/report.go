package main

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"time"
)

// median returns the middle of ds (the mean of the two middles for an
// even count); zero for none.
func median(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// seconds formats a duration as seconds with millisecond precision.
func seconds(d time.Duration) string { return fmt.Sprintf("%.3f", d.Seconds()) }

func printStartup(out io.Writer, probes []probe, rounds int) {
	fmt.Fprintf(out, "startup (median of %d runs each):\n", rounds)
	for i, p := range probes {
		rel := ""
		if i > 0 {
			rel = fmt.Sprintf("  (%.2fx)", p.median.Seconds()/probes[0].median.Seconds())
		}
		fmt.Fprintf(out, "  %-28s %8.1f ms%s\n", p.label, ms(p.median), rel)
	}
	fmt.Fprintln(out)
}

func ms(d time.Duration) float64 { return d.Seconds() * 1000 }

// row prints one line of the table.
func row(out io.Writer, cells ...any) {
	line := fmt.Sprintf("%-16s %-6s %9s %9s %8s %8s  %s", cells...)
	fmt.Fprintln(out, strings.TrimRight(line, " "))
}

func printHeader(out io.Writer) {
	row(out, "program", "group", "python3", "pyexvm", "ratio", "cpu", "")
	row(out, "", "", "median s", "median s", "pyex/py", "ratio", "")
}

func printRow(out io.Writer, r result) {
	py, vm, ratio, cpu, note := "-", "-", "-", "-", ""
	if len(r.python) > 0 {
		py = seconds(median(r.python))
	}
	if r.ok() {
		vm = seconds(median(r.pyex))
		ratio = fmt.Sprintf("%.2fx", r.ratio())
		cpu = fmt.Sprintf("%.2fx", r.cpuRatio())
	} else {
		note = "FAIL " + r.failure
	}
	row(out, r.name, r.group, py, vm, ratio, cpu, note)
}

// printSummary prints the geometric means of the ratios per group and
// overall, over the programs that ran correctly, then the slow ones and
// the failures.
func printSummary(out io.Writer, results []result) {
	var groups []string
	for _, r := range results {
		if !slices.Contains(groups, r.group) {
			groups = append(groups, r.group)
		}
	}
	fmt.Fprintf(out, "\ngeometric mean of pyexvm/python3, over the programs that ran correctly:\n")
	fmt.Fprintf(out, "  %-6s %7s %7s\n", "", "wall", "cpu")
	for _, g := range append(groups, "all") {
		var ratios, cpuRatios []float64
		total := 0
		for _, r := range results {
			if g != "all" && r.group != g {
				continue
			}
			total++
			if r.ok() {
				ratios = append(ratios, r.ratio())
				cpuRatios = append(cpuRatios, r.cpuRatio())
			}
		}
		mean, cpuMean := "-", "-"
		if len(ratios) > 0 {
			mean = fmt.Sprintf("%.2fx", geomean(ratios))
			cpuMean = fmt.Sprintf("%.2fx", geomean(cpuRatios))
		}
		fmt.Fprintf(out, "  %-6s %7s %7s  (%d of %d programs)\n", g, mean, cpuMean, len(ratios), total)
	}
	fmt.Fprintf(out, "over 3x (wall): %s\n", over(results, 3))
	fmt.Fprintf(out, "over 6x (wall): %s\n", over(results, 6))
	var failed []string
	for _, r := range results {
		if !r.ok() {
			failed = append(failed, r.name)
		}
	}
	fmt.Fprintf(out, "failed (left out of the means): %d%s\n", len(failed), list(failed))
}

// over lists the programs that ran correctly more than k times slower
// under pyexvm than under python3.
func over(results []result, k float64) string {
	var names []string
	for _, r := range results {
		if r.ok() && r.ratio() > k {
			names = append(names, r.name)
		}
	}
	return fmt.Sprintf("%d%s", len(names), list(names))
}

func list(names []string) string {
	if len(names) == 0 {
		return ""
	}
	return " (" + strings.Join(names, ", ") + ")"
}

// geomean is the geometric mean of positive xs.
func geomean(xs []float64) float64 {
	sum := 0.0
	for _, x := range xs {
		sum += math.Log(x)
	}
	return math.Exp(sum / float64(len(xs)))
}
