package main

import (
	"math"
	"slices"
	"testing"
	"time"
)

// TestSuite checks that every program of the suite names a known group,
// and that the suite has the startup probe and at least 20 programs. It
// runs nothing.
func TestSuite(t *testing.T) {
	progs, hello, err := loadPrograms("../../../testdata/bench", nil)
	if err != nil {
		t.Fatal(err)
	}
	if hello == nil {
		t.Error("no startup program (# bench: startup)")
	}
	if len(progs) < 20 {
		t.Errorf("%d programs, want at least 20", len(progs))
	}
	for _, p := range progs {
		if p.group != "cpu" && p.group != "agent" {
			t.Errorf("%s: group %q, want cpu or agent", p.file, p.group)
		}
	}
}

func TestMedian(t *testing.T) {
	for _, tc := range []struct {
		in   []time.Duration
		want time.Duration
	}{
		{nil, 0},
		{[]time.Duration{3}, 3},
		{[]time.Duration{5, 1, 3}, 3},
		{[]time.Duration{4, 1, 2, 3}, 2},
	} {
		in := slices.Clone(tc.in)
		if got := median(tc.in); got != tc.want {
			t.Errorf("median(%v) = %v, want %v", tc.in, got, tc.want)
		}
		if !slices.Equal(in, tc.in) {
			t.Errorf("median reordered its argument: %v", tc.in)
		}
	}
}

func TestGeomean(t *testing.T) {
	if got := geomean([]float64{2, 8}); math.Abs(got-4) > 1e-12 {
		t.Errorf("geomean(2, 8) = %v, want 4", got)
	}
}

func TestFirstDiff(t *testing.T) {
	for _, tc := range []struct{ want, got, diff string }{
		{"a\nb\n", "a\nc\n", `line 2: python3 "b", pyexvm "c"`},
		{"a\n", "a\nb\n", `line 2: python3 "", pyexvm "b"`},
		{"a", "a\nb", `line 2: python3 has no such line, pyexvm "b"`},
		{"a\nb", "a", `line 2: python3 "b", pyexvm has no such line`},
	} {
		if d := firstDiff([]byte(tc.want), []byte(tc.got)); d != tc.diff {
			t.Errorf("firstDiff(%q, %q) = %s, want %s", tc.want, tc.got, d, tc.diff)
		}
	}
}
