package sre

import (
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"
)

// recordedCase is one pattern of testdata/stdlib/re/cases.json, written by
// testdata/stdlib/re/record.py from python3.
type recordedCase struct {
	P     string   `json:"p"`
	F     int      `json:"f"`
	Bytes bool     `json:"b"`
	Err   []any    `json:"err"`
	S     []string `json:"s"`
	R     [][]any  `json:"r"`
}

type testHost struct{}

func (testHost) Repr(s string) string { return "'" + s + "'" }
func (testHost) IsIdentifier(s string) bool {
	for i, r := range s {
		if !(unicode.IsLetter(r) || r == '_' || i > 0 && unicode.IsDigit(r)) {
			return false
		}
	}
	return s != ""
}
func (testHost) LookupName(name string) (rune, bool) {
	switch name {
	case "LATIN SMALL LETTER E WITH ACUTE":
		return 'é', true
	case "DIGIT ONE":
		return '1', true
	}
	return 0, false
}

func toRunes(s string, isBytes bool) []rune {
	if isBytes {
		r := make([]rune, 0, len(s))
		for _, c := range s {
			r = append(r, c)
		}
		return r
	}
	return []rune(s)
}

func inputOf(s string, isBytes bool) *Input {
	if isBytes {
		return BytesInput(s)
	}
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
		}
	}
	if ascii {
		return BytesInput(s)
	}
	return RuneInput([]rune(s))
}

func spansOf(m *Machine, ok bool, p *Prog) any {
	if !ok {
		return nil
	}
	var out []any
	for g := 0; g <= p.Groups; g++ {
		s, e := m.Span(g)
		out = append(out, []any{float64(s), float64(e)})
	}
	if li := m.LastIndex(); li >= 0 {
		out = append(out, float64(li))
	} else {
		out = append(out, nil)
	}
	return out
}

func TestRecordedCases(t *testing.T) {
	data, err := os.ReadFile("../../../testdata/stdlib/re/cases.json")
	if err != nil {
		t.Skip(err)
	}
	var cases []recordedCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	fails := 0
	for _, c := range cases {
		pat := toRunes(c.P, c.Bytes)
		p, perr := Compile(pat, c.Bytes, c.F, testHost{})
		if c.Err != nil {
			var got []any
			if perr != nil {
				kind := map[ErrorKind]string{ErrRe: "error", ErrOverflow: "OverflowError", ErrValue: "ValueError", ErrRecursion: "RecursionError"}[perr.Kind]
				var pos any
				if perr.Pos >= 0 {
					pos = float64(perr.Pos)
				}
				got = []any{kind, perr.Msg, pos}
			}
			if diff := cmp.Diff(c.Err, got); diff != "" {
				t.Errorf("compile %q flags %d: (-want +got)\n%s", c.P, c.F, diff)
				fails++
			}
			continue
		}
		if perr != nil {
			t.Errorf("compile %q flags %d: unexpected error %v at %d", c.P, c.F, perr.Msg, perr.Pos)
			fails++
			continue
		}
		for k, s := range c.S {
			if c.Bytes {
				s = string(toBytesUTF8(s))
			}
			in := inputOf(s, c.Bytes)
			m := p.NewMachine(in, nil, nil)
			n := in.Len()
			var got []any
			for _, mode := range []Mode{ModeMatch, ModeSearch, ModeFullMatch} {
				ok, err := m.Exec(0, n, mode, false)
				if err != nil {
					t.Fatal(err)
				}
				got = append(got, spansOf(m, ok, p))
			}
			if n >= 2 {
				ok, _ := m.Exec(1, n-1, ModeSearch, false)
				got = append(got, spansOf(m, ok, p))
				ok, _ = m.Exec(1, n, ModeMatch, false)
				got = append(got, spansOf(m, ok, p))
			}
			want := c.R[k]
			if reflect.DeepEqual(want, got) {
				continue
			}
			if diff := cmp.Diff(want, got); diff != "" {
				if fails < 10 {
					t.Errorf("%q flags %d subject %q: (-want +got)\n%s", c.P, c.F, s, diff)
				} else {
					t.Errorf("%q flags %d subject %q", c.P, c.F, s)
				}
				fails++
			}
		}
	}
	t.Logf("%d patterns", len(cases))
}

// TestStepBudget checks that catastrophic backtracking ends on the step
// budget, after the same number of steps every time.
func TestStepBudget(t *testing.T) {
	p, err := Compile([]rune(`(a+)+b`), false, 0, testHost{})
	if err != nil {
		t.Fatal(err)
	}
	subj := strings.Repeat("a", 40) + "c"
	budgetErr := errors.New("out of steps")
	run := func() int64 {
		var used int64
		m := p.NewMachine(BytesInput(subj), func(n int64) error {
			used += n
			if used > 5_000_000 {
				return budgetErr
			}
			return nil
		}, nil)
		_, err := m.Exec(0, len(subj), ModeSearch, false)
		if err != budgetErr {
			t.Fatalf("got %v, want the budget error", err)
		}
		return used
	}
	if a, b := run(), run(); a != b {
		t.Errorf("steps differ between runs: %d and %d", a, b)
	}
}

// TestLongSubjectNoRecursion runs patterns that keep a choice per
// character over a long subject: the stack is the heap's, not Go's.
func TestLongSubjectNoRecursion(t *testing.T) {
	subj := strings.Repeat("ab", 30_000) + "c"
	for _, pat := range []string{`(?:a|b)*c`, `(a|b)*?c`, `(?:(a)|b)+c`, `(?:ab)*c`} {
		p, err := Compile([]rune(pat), false, 0, testHost{})
		if err != nil {
			t.Fatal(err)
		}
		m := p.NewMachine(BytesInput(subj), nil, nil)
		ok, xerr := m.Exec(0, len(subj), ModeMatch, false)
		if xerr != nil || !ok {
			t.Fatalf("%s: %v %v", pat, ok, xerr)
		}
		if _, e := m.Span(0); e != len(subj) {
			t.Errorf("%s: end %d", pat, e)
		}
	}
}

// TestMemoryCharged checks that the backtracking stack is charged.
func TestMemoryCharged(t *testing.T) {
	p, _ := Compile([]rune(`(?:a|bc)*d`), false, 0, testHost{})
	subj := strings.Repeat("a", 100_000)
	limit := errors.New("memory")
	m := p.NewMachine(BytesInput(subj), nil, func(n int64) error {
		if n > 1<<20 {
			return limit
		}
		return nil
	})
	if _, err := m.Exec(0, len(subj), ModeMatch, false); err != limit {
		t.Fatalf("got %v, want the memory error", err)
	}
}

func toBytesUTF8(s string) []byte { return []byte(s) }

// TestDeepNesting checks that deeply nested patterns end in a
// RecursionError, as CPython's recursive parser does, and never exhaust
// the Go stack.
func TestDeepNesting(t *testing.T) {
	for _, c := range []struct {
		open, close string
		depth       int
		ok          bool
	}{
		{"(", ")", 495, true}, {"(", ")", 496, false}, {"(?:", ")", 100000, false},
		{"(a)(?(1)", ")", 100000, false}, {"(?=", ")", 5000, false},
	} {
		pat := strings.Repeat(c.open, c.depth) + "a" + strings.Repeat(c.close, c.depth)
		_, err := Compile([]rune(pat), false, 0, nil)
		if c.ok != (err == nil) || err != nil && err.Kind != ErrRecursion {
			t.Errorf("%q x %d: %v", c.open, c.depth, err)
		}
	}
}
