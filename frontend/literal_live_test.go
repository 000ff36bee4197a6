package frontend

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// These tests compare with python3 run live, over inputs too large to
// record: every code point. They skip when python3 is absent.

func runPython(t *testing.T, script string) []byte {
	t.Helper()
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found: skipping the live comparison with CPython")
	}
	out, err := exec.Command(py, "-c", script).Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	return out
}

// goIsPrint is the nearest Go standard library notion of printable, to
// show where Go's Unicode tables differ from CPython's.
func goIsPrint(r rune) bool {
	if r == ' ' {
		return true
	}
	return unicode.IsPrint(r) && !unicode.Is(unicode.Zs, r)
}

func TestIsStrPrintableAllCodePoints(t *testing.T) {
	out := runPython(t, `
import sys
print(sys.version_info[:2] == (3, 11))
print(''.join('1' if chr(c).isprintable() else '0' for c in range(0x110000)))
`)
	lines := strings.Split(string(out), "\n")
	if lines[0] != "True" {
		t.Skip("python3 is not CPython 3.11")
	}
	want := lines[1]
	mismatches, goDiffs, goOnly := 0, 0, 0
	var diffs []string
	for r := rune(0); r <= unicode.MaxRune; r++ {
		w := want[r] == '1'
		if isStrPrintable(r) != w {
			mismatches++
			if mismatches < 10 {
				t.Errorf("isStrPrintable(%U) = %v, python3 says %v", r, !w, w)
			}
		}
		if goIsPrint(r) != w {
			goDiffs++
			if !w {
				goOnly++
			}
			if len(diffs) < 20 {
				diffs = append(diffs, strconv.FormatInt(int64(r), 16))
			}
		}
	}
	t.Logf("isStrPrintable disagrees with python3 on %d code points", mismatches)
	t.Logf("Go's unicode %s (IsPrint, minus Zs) disagrees with python3's Unicode 14 on %d code points "+
		"(%d printable only for Go), e.g. %v", unicode.Version, goDiffs, goOnly, diffs)
}

func TestLookupUnicodeNameAllCodePoints(t *testing.T) {
	out := runPython(t, `
import unicodedata
for c in range(0x110000):
    n = unicodedata.name(chr(c), None)
    if n is not None:
        print('%x %s' % (c, n))
`)
	sc := bufio.NewScanner(bytes.NewReader(out))
	n := 0
	for sc.Scan() {
		hexCode, name, _ := strings.Cut(sc.Text(), " ")
		want, _ := strconv.ParseInt(hexCode, 16, 32)
		got, ok := lookupUnicodeName(name)
		if !ok || got != rune(want) {
			t.Errorf("lookupUnicodeName(%q) = %U, %v; want %U", name, got, ok, want)
		}
		if lower := strings.ToLower(name); !strings.HasPrefix(name, "HANGUL SYLLABLE ") &&
			!strings.HasPrefix(name, "CJK UNIFIED IDEOGRAPH-") {
			if got, ok := lookupUnicodeName(lower); !ok || got != rune(want) {
				t.Errorf("lookupUnicodeName(%q) = %U, %v; want %U", lower, got, ok, want)
			}
		}
		n++
	}
	t.Logf("%d names looked up", n)
}

// TestDecodeStringsStdlib decodes every run of adjacent string literals in
// CPython's standard library and compares with the node ast.parse builds,
// as printed by testdata/literals/stdlib_strings.py.
func TestDecodeStringsStdlib(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: runs python3 over the standard library")
	}
	out := runPython(t, `
import runpy, sys
sys.argv = ["stdlib_strings.py"]
runpy.run_path("../testdata/literals/stdlib_strings.py", run_name="__main__")
`)
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<24)
	n, failed := 0, 0
	for sc.Scan() {
		var c struct {
			File   string  `json:"file"`
			Tokens [][]any `json:"tokens"`
			Node   string  `json:"node"`
		}
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		toks := make([]Token, len(c.Tokens))
		for i, rt := range c.Tokens {
			toks[i] = Token{Kind: STRING, Lit: rt[0].(string), Line: int32(rt[1].(float64)), Col: int32(rt[2].(float64)),
				EndLine: int32(rt[3].(float64)), EndCol: int32(rt[4].(float64))}
		}
		n++
		node, err := decodeStrings(toks, fakeSub)
		got := ""
		if err != nil {
			got = "error " + err.Msg
		} else {
			got = showString(node)
		}
		if got != c.Node {
			failed++
			if failed <= 20 {
				t.Errorf("%s:%d:\n got %.300s\nwant %.300s", c.File, toks[0].Line, got, c.Node)
			}
		}
	}
	t.Logf("%d of %d string runs of the standard library agree", n-failed, n)
}

// TestParseNumberStdlib converts every distinct number literal of CPython's
// standard library and compares its repr with python3's.
func TestParseNumberStdlib(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: runs python3 over the standard library")
	}
	out := runPython(t, `
import os, tokenize, ast
lib = os.path.dirname(os.__file__)
seen = set()
for root, dirs, names in os.walk(lib):
    dirs[:] = [d for d in dirs if d != "site-packages"]
    for n in names:
        if not n.endswith(".py"):
            continue
        try:
            with tokenize.open(os.path.join(root, n)) as f:
                for tok in tokenize.generate_tokens(f.readline):
                    if tok.type == tokenize.NUMBER and tok.string not in seen:
                        seen.add(tok.string)
                        print(tok.string, repr(ast.literal_eval(tok.string)))
        except (SyntaxError, UnicodeDecodeError, tokenize.TokenError):
            pass
`)
	sc := bufio.NewScanner(bytes.NewReader(out))
	n := 0
	for sc.Scan() {
		lit, want, _ := strings.Cut(sc.Text(), " ")
		if got := ReprValue(parseNumber(lit)); got != want {
			t.Errorf("%s: got %s, want %s", lit, got, want)
		}
		n++
	}
	t.Logf("%d distinct number literals", n)
}
