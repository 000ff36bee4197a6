package stdlib_test

import (
	"context"
	"errors"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/pyexgo/pyex"
)

// The fuzz targets of this file hand outside text to the standard library
// the way a program does: through Python (json.loads, re.compile and the
// matching functions), so that the modules' argument handling, error
// paths and the VM's re-entry are covered too. A run may raise whatever
// CPython would; it must never end in an internal error (a Go panic
// recovered at the boundary) or run past its step budget's time.

// runWithInput runs prog with the fuzz input bound as host module values
// fuzzin.a and fuzzin.b, and fails on an internal error.
func runWithInput(t *testing.T, prog *pyex.Program, a, b string) {
	_, err := pyex.Run(context.Background(), prog, pyex.Options{
		Modules:  pyex.Modules{"fuzzin": {"a": a, "b": b}},
		MaxSteps: 200_000, MaxOutputBytes: 1 << 16, Timeout: 10 * time.Second,
	})
	var pe *pyex.Error
	if errors.As(err, &pe) {
		switch pe.Kind {
		case pyex.ErrInternal, pyex.ErrTimeout:
			t.Fatalf("input %q, %q: %s", a, b, pe.Error())
		case pyex.ErrException:
			// Only the exceptions the program lets through on purpose.
			if pe.Type != "RecursionError" && pe.Type != "MemoryError" {
				t.Fatalf("input %q, %q: uncaught %s", a, b, pe.Error())
			}
		}
	}
}

func compileFuzzProgram(f *testing.F, src string) *pyex.Program {
	prog, err := pyex.Compile("fuzz.py", []byte(src))
	if err != nil {
		f.Fatal(err)
	}
	return prog
}

// FuzzJSONLoads decodes arbitrary text with json.loads; what decodes must
// encode again (with and without indent, sort_keys) and decode to a value
// that encodes the same.
func FuzzJSONLoads(f *testing.F) {
	prog := compileFuzzProgram(f, `import json, fuzzin
try:
    v = json.loads(fuzzin.a)
except ValueError as e:
    assert isinstance(e, json.JSONDecodeError), e
    print(e.msg, e.pos, e.lineno, e.colno)
else:
    s = json.dumps(v)
    assert json.dumps(json.loads(s)) == s, s
    json.dumps(v, indent=2, sort_keys=isinstance(v, dict) and all(isinstance(k, str) for k in v))
    json.dumps(v, ensure_ascii=False, separators=(',', ':'))
try:
    json.loads(fuzzin.b, parse_float=str, parse_int=float, object_pairs_hook=list)
except ValueError:
    pass
`)
	for _, s := range []string{`{"a": [1, 2.5e3, {"b": null}], "c": "\u00e9\ud83d\ude00"}`, `[true, false, NaN, -Infinity]`,
		`"\ud800"`, `{"a":1,"a":2}`, `[[[[[]]]]]`, `  7  `, `[1,]`, `{"x" 1}`, `"\x"`, `1e999`, `-0`, `[` + "\n" + `"a"`} {
		f.Add(s, s)
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if len(a) > 4000 || len(b) > 4000 {
			return
		}
		runWithInput(t, prog, a, b)
	})
}

// FuzzRegex compiles an arbitrary pattern and runs every matching
// function over an arbitrary subject; a bad pattern must be re.error (or
// the OverflowError CPython gives for huge repeat counts).
func FuzzRegex(f *testing.F) {
	prog := compileFuzzProgram(f, `import re, fuzzin
for flags in (0, re.I | re.M, re.S | re.X, re.A):
    try:
        p = re.compile(fuzzin.a, flags)
    except (re.error, OverflowError, ValueError) as e:
        # ValueError: CPython's too, for (?u) under re.A (1ff063f444e8c5bd).
        continue
    s = fuzzin.b
    m = p.search(s)
    if m:
        m.group(0), m.span(), m.groups(), m.groupdict(), m.lastindex
    p.match(s), p.fullmatch(s), p.findall(s), p.split(s, maxsplit=3)
    [x.span() for x in p.finditer(s)]
    try:
        p.sub(s[:5], s), p.subn(lambda m: m.group(0)[::-1], s)
    except (re.error, IndexError):
        pass
try:
    re.escape(fuzzin.a), re.fullmatch(re.escape(fuzzin.a), fuzzin.a)
    re.compile(fuzzin.a.encode('utf-8', 'surrogatepass')).search(fuzzin.b.encode('utf-8', 'surrogatepass'))
except (re.error, OverflowError):
    pass
`)
	for _, s := range []string{`a|b`, `(a*)*\1`, `(?<=a)b`, `(?i)[^k-z]+`, `(?P<x>a)(?(x)b|c)`, `a{2,3}?`, `\b\w+\b`,
		`(?x) a # c`, `(?s:.)`, `\x41\101`, `(a)(?=b\1)`, `[\d\s]*+`, `(?>a+)b`, `\g<1>`, `(`, `a{99999999999}`, `\N{DASH}`} {
		f.Add(s, "aab ab KkK é \\1 \\g<0>")
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if len(a) > 300 || len(b) > 300 || !utf8.ValidString(a) || !utf8.ValidString(b) {
			return
		}
		runWithInput(t, prog, a, b)
	})
}
