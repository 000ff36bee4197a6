package frontend

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// TestDeepNesting checks that deeply nested or very long input neither
// overflows the stack nor takes exponential time: it parses, or it is
// rejected with a *SyntaxError, quickly.
func TestDeepNesting(t *testing.T) {
	cases := map[string]string{
		"minus":             strings.Repeat("-", 100000) + "1",
		"not":               strings.Repeat("not ", 10000) + "x",
		"lambda":            strings.Repeat("lambda: ", 3000) + "x",
		"ifexp":             strings.Repeat("a if b else ", 3000) + "c",
		"parens199":         strings.Repeat("(", 199) + "x" + strings.Repeat(")", 199),
		"brackets_err":      strings.Repeat("[", 150) + "x" + strings.Repeat("]", 149),
		"power":             strings.Repeat("2**", 10000) + "2",
		"chain_assign":      strings.Repeat("x = ", 10000) + "1",
		"attr":              "x" + strings.Repeat(".y", 100000),
		"call":              "f" + strings.Repeat("()", 50000),
		"tuple_err":         strings.Repeat("(", 100) + "a b" + strings.Repeat(")", 100),
		"list_err":          strings.Repeat("[", 100) + "a b" + strings.Repeat("]", 100),
		"dict_err":          strings.Repeat("{a:", 60) + "a b" + strings.Repeat("}", 60),
		"call_err":          strings.Repeat("f(", 100) + "a b" + strings.Repeat(")", 100),
		"subscript":         strings.Repeat("a[", 100) + "b" + strings.Repeat("]", 100),
		"subscript_err":     strings.Repeat("a[", 100) + "b c" + strings.Repeat("]", 100),
		"target_err":        strings.Repeat("(", 100) + "a," + strings.Repeat(")", 100) + " = 1 2",
		"lambda_parens":     strings.Repeat("(lambda: ", 100) + "x" + strings.Repeat(")", 100) + " +",
		"genexp":            strings.Repeat("(x for x in ", 60) + "y" + strings.Repeat(")", 60),
		"genexp_err":        strings.Repeat("(x for x in ", 60) + "y z" + strings.Repeat(")", 60),
		"dictcomp_err":      strings.Repeat("{k: v for k in ", 60) + "y z" + strings.Repeat("}", 60),
		"match":             "match x:\n case " + strings.Repeat("[", 100) + "a" + strings.Repeat("]", 100) + ": pass\n",
		"match_err":         "match x:\n case " + strings.Repeat("(", 100) + "a b" + strings.Repeat(")", 100) + ": pass\n",
		"defs":              strings.Repeat("def f():\n", 1) + strings.Repeat(" ", 1) + "pass\n",
		"if_nested":         nestedIf(90),
		"try_nested":        nestedTry(90),
		"dictcomp_keys":     strings.Repeat("{", 40) + "k" + strings.Repeat(": v for k in y}", 40),
		"dictcomp_keys_err": strings.Repeat("{", 40) + "k" + strings.Repeat(": v for k in y}", 39) + ": v for k in y z}",
		"setcomp_nested":    strings.Repeat("{", 40) + "k" + strings.Repeat(" for k in y}", 40),
		"slices_nested":     strings.Repeat("a[", 60) + "b" + strings.Repeat(":c]", 60),
		"slices_err":        strings.Repeat("a[", 60) + "b c" + strings.Repeat(":c]", 60),
		"kwargs_nested":     strings.Repeat("f(x=", 60) + "b" + strings.Repeat(")", 60),
		"kwargs_err":        strings.Repeat("f(x=", 60) + "b c" + strings.Repeat(")", 60),
		"star_nested":       strings.Repeat("[*", 60) + "b" + strings.Repeat("]", 60),
		"walrus_nested":     strings.Repeat("(a := ", 60) + "b" + strings.Repeat(")", 60),
		"walrus_err":        strings.Repeat("(a := ", 60) + "b c" + strings.Repeat(")", 60),
		"targets_nested":    strings.Repeat("[", 60) + "a" + strings.Repeat("]", 60) + " = b",
		"del_nested":        "del " + strings.Repeat("(", 60) + "a" + strings.Repeat(")", 60),
		"del_err":           "del " + strings.Repeat("(", 60) + "a b" + strings.Repeat(")", 60),
		"fstring":           "f'{" + strings.Repeat("(", 190) + "x" + strings.Repeat(")", 190) + "}'",
	}
	for name, src := range cases {
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			_, err := Parse([]byte(src), "x.py", ModeExec)
			if err != nil {
				var se *SyntaxError
				if !errors.As(err, &se) {
					t.Fatalf("error %T %v, want *SyntaxError", err, err)
				}
			}
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
}

func nestedIf(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(strings.Repeat(" ", i) + "if x:\n")
	}
	b.WriteString(strings.Repeat(" ", n) + "pass\n")
	return b.String()
}

func nestedTry(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(strings.Repeat(" ", i) + "try:\n")
	}
	b.WriteString(strings.Repeat(" ", n) + "pass\n")
	for i := n - 1; i >= 0; i-- {
		b.WriteString(strings.Repeat(" ", i) + "finally:\n" + strings.Repeat(" ", i+1) + "pass\n")
	}
	return b.String()
}
