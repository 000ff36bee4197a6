package sre

import (
	"testing"
	"unicode/utf8"
)

// FuzzCompileMatch compiles arbitrary patterns and runs them over a few
// subjects: a bad pattern must give an *Error and matching must end
// within its step budget, never panic.
func FuzzCompileMatch(f *testing.F) {
	for _, s := range []string{`a|b`, `(a*)*\1`, `(?<=a)b`, `(?i)[^k-z]+`, `(?P<x>a)(?(x)b|c)`, `a{2,3}?`,
		`(?>a+)b`, `\b\w+\b`, `[\d\s]*+`, `(?x) a # c`, `(?s:.)`, `\x41\101`, `(a)(?=b\1)`} {
		f.Add(s, "aab ab KkK é")
	}
	f.Fuzz(func(t *testing.T, pat, subj string) {
		if !utf8.ValidString(pat) || len(pat) > 200 || len(subj) > 200 {
			return
		}
		for _, flags := range []int{0, FlagIgnoreCase, FlagASCII | FlagMultiline | FlagDotAll} {
			p, err := Compile([]rune(pat), false, flags, nil)
			if err != nil {
				continue
			}
			var used int64
			budget := func(n int64) error {
				used += n
				if used > 1_000_000 {
					return errBudget
				}
				return nil
			}
			in := RuneInput([]rune(subj))
			m := p.NewMachine(in, budget, nil)
			for _, mode := range []Mode{ModeMatch, ModeSearch, ModeFullMatch} {
				_, _ = m.Exec(0, in.Len(), mode, false)
				_, _ = m.Exec(1, in.Len()-1, mode, true)
			}
			if _, err := ParseTemplate([]rune(subj), false, p, nil); err != nil {
				continue
			}
		}
		b := make([]rune, 0, len(pat))
		for i := 0; i < len(pat); i++ {
			b = append(b, rune(pat[i]))
		}
		if p, err := Compile(b, true, 0, nil); err == nil {
			// The same budget as above: without one a catastrophic
			// pattern backtracks for minutes (7dd9c60d0d1c419e).
			var used int64
			m := p.NewMachine(BytesInput(subj), func(n int64) error {
				if used += n; used > 1_000_000 {
					return errBudget
				}
				return nil
			}, nil)
			_, _ = m.Exec(0, len(subj), ModeSearch, false)
		}
	})
}

type budgetError struct{}

func (budgetError) Error() string { return "budget" }

var errBudget error = budgetError{}
