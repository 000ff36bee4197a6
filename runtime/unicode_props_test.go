package runtime

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func readJSON(t *testing.T, name string, v any) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "runtime", "strings", name))
	if err != nil {
		t.Fatalf("%v (run python3 testdata/runtime/strings/record.py)", err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatal(err)
	}
}

// codePointRanges returns the ranges of code points where pred holds.
func codePointRanges(pred func(s string) bool) [][2]int {
	var out [][2]int
	start := -1
	var buf [4]byte
	for c := 0; c <= 0x110000; c++ {
		ok := c < 0x110000 && pred(string(appendRune(buf[:0], rune(c))))
		if ok && start < 0 {
			start = c
		} else if !ok && start >= 0 {
			out = append(out, [2]int{start, c - 1})
			start = -1
		}
	}
	return out
}

// TestPredicatesAllCodePoints compares every one-character predicate over
// all code points with python3's.
func TestPredicatesAllCodePoints(t *testing.T) {
	var want map[string][][2]int
	readJSON(t, "props.json", &want)
	preds := map[string]func(string) bool{
		"isalpha": strIsAlpha, "isalnum": strIsAlnum, "isdecimal": strIsDecimal, "isdigit": strIsDigit,
		"isnumeric": strIsNumeric, "isspace": strIsSpace, "isprintable": strIsPrintable,
		"isupper": strIsUpper, "islower": strIsLower, "istitle": strIsTitle, "isidentifier": strIsIdentifier,
		"isidentifier_continue": func(s string) bool { return strIsIdentifier("a" + s) },
		// str.title lowers after a cased character.
		"cased": func(s string) bool { r := strTitle("A" + s + "a"); return r[len(r)-1] == 'a' },
		// The final-sigma rule skips case-ignorable characters.
		"case_ignorable": func(s string) bool {
			if r := strTitle("A" + s + "a"); r[len(r)-1] != 'a' {
				r := strLower("A" + s + "Σ")
				return r[len(r)-2:] == "ς"
			}
			return strLower("AΣ" + s)[1:3] == "ς"
		},
	}
	for name, want := range want {
		pred := preds[name]
		if pred == nil {
			t.Errorf("no predicate %s", name)
			continue
		}
		if diff := cmp.Diff(want, codePointRanges(pred)); diff != "" {
			t.Errorf("%s: ranges differ (-python3 +pyex):\n%s", name, diff)
		}
	}
}

// TestCaseMappingsAllCodePoints compares the case conversions of every
// one-character string with python3's.
func TestCaseMappingsAllCodePoints(t *testing.T) {
	var want map[string][][2]any
	readJSON(t, "casemap.json", &want)
	fns := map[string]func(string) string{
		"lower": strLower, "upper": strUpper, "title": strTitle, "casefold": strCasefold,
		"swapcase": strSwapcase, "capitalize": strCapitalize,
	}
	for name, list := range want {
		fn := fns[name]
		exp := map[rune]string{}
		for _, e := range list {
			exp[rune(e[0].(float64))] = e[1].(string)
		}
		bad := 0
		var buf [4]byte
		for c := rune(0); c < 0x110000; c++ {
			s := string(appendRune(buf[:0], c))
			w, ok := exp[c]
			if !ok {
				w = s
			}
			if got := fn(s); got != w {
				bad++
				if bad <= 10 {
					t.Errorf("%s(%U) = %+q, python3 %+q", name, c, got, w)
				}
			}
		}
		if bad > 10 {
			t.Errorf("%s: %d code points differ", name, bad)
		}
	}
}
