package runtime

// This file runs the recordings of python3 in testdata/runtime/strings
// (see record.py there) against the str primitives: each recorded line
// names a method, its receiver, its arguments and python3's result or
// exception, and an adapter per method calls the Go function and converts
// its result to the same form.

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// pyBytes is a bytes value in the recordings, kept apart from str.
type pyBytes string

// pyExc is a raised exception in the recordings.
type pyExc struct{ Type, Msg string }

// pyDict is a dict in the recordings: its items in order.
type pyDict [][2]any

// oracleCase is one recorded call.
type oracleCase struct {
	Line int
	M    string
	S    any
	A    []any
	R    any
}

// decodeValue turns a JSON value of the recordings into the test's Go
// form: string (str), pyBytes, int, bool, nil, []any, pyDict or pyExc.
func decodeValue(v any) any {
	switch v := v.(type) {
	case json.Number:
		n, err := v.Int64()
		if err != nil {
			panic(err)
		}
		return int(n)
	case []any:
		out := make([]any, len(v))
		for i, x := range v {
			out[i] = decodeValue(x)
		}
		return out
	case map[string]any:
		switch {
		case v["wtf8"] != nil:
			b, err := hex.DecodeString(v["wtf8"].(string))
			if err != nil {
				panic(err)
			}
			return string(b)
		case v["b"] != nil:
			b, err := hex.DecodeString(v["b"].(string))
			if err != nil {
				panic(err)
			}
			return pyBytes(b)
		case v["exc"] != nil:
			return pyExc{v["exc"].(string), v["msg"].(string)}
		case v["dict"] != nil:
			var d pyDict
			for _, kv := range v["dict"].([]any) {
				kv := kv.([]any)
				d = append(d, [2]any{decodeValue(kv[0]), decodeValue(kv[1])})
			}
			return d
		}
		panic(fmt.Sprintf("unknown value %v", v))
	}
	return v
}

// loadOracle reads the cases of one recording.
func loadOracle(t *testing.T, name string) []oracleCase {
	t.Helper()
	path := filepath.Join("..", "testdata", "runtime", "strings", name)
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (run python3 testdata/runtime/strings/record.py)", err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var out []oracleCase
	sc := bufio.NewScanner(z)
	sc.Buffer(nil, 1<<24)
	for line := 1; sc.Scan(); line++ {
		var raw struct {
			M string
			S any
			A []any
			R any
		}
		d := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		d.UseNumber()
		if err := d.Decode(&raw); err != nil {
			t.Fatalf("%s:%d: %v", name, line, err)
		}
		c := oracleCase{Line: line, M: raw.M, S: decodeValue(raw.S), R: decodeValue(raw.R)}
		for _, a := range raw.A {
			c.A = append(c.A, decodeValue(a))
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// runOracle runs every case of a recording through the adapters, one
// subtest per method, reporting at most a few failures of each.
func runOracle(t *testing.T, name string, adapters map[string]func(c oracleCase) any, skip func(c oracleCase) string) {
	cases := loadOracle(t, name)
	byMethod := map[string][]oracleCase{}
	for _, c := range cases {
		byMethod[c.M] = append(byMethod[c.M], c)
	}
	methods := make([]string, 0, len(byMethod))
	for m := range byMethod {
		methods = append(methods, m)
	}
	sort.Strings(methods)
	for _, m := range methods {
		t.Run(m, func(t *testing.T) {
			fn := adapters[m]
			if fn == nil {
				t.Fatalf("no adapter for %q", m)
			}
			failures, skipped := 0, 0
			for _, c := range byMethod[m] {
				if skip != nil {
					if why := skip(c); why != "" {
						skipped++
						continue
					}
				}
				got := fn(c)
				if diff := cmp.Diff(c.R, got); diff != "" {
					failures++
					if failures <= 8 {
						t.Errorf("%s:%d %s(%+q, %+q): (-python3 +pyex)\n%s", name, c.Line, m, c.S, c.A, diff)
					}
				}
			}
			if failures > 8 {
				t.Errorf("... %d failures in all of %d cases", failures, len(byMethod[m]))
			}
			if skipped > 0 {
				t.Logf("%d cases skipped", skipped)
			}
		})
	}
}

// Helpers that turn recorded arguments into Go arguments and Go results
// into recorded form.

func argStr(v any) string { return v.(string) }

func argInt(v any, def int) int {
	if v == nil {
		return def
	}
	return v.(int)
}

func argOptStr(v any) (string, bool) {
	if v == nil {
		return "", false
	}
	return v.(string), true
}

func argRune(v any) rune {
	r, _ := decodeRune(v.(string))
	return r
}

func result(v any, err *Error) any {
	if err != nil {
		return pyExc{err.Kind.String(), err.Msg}
	}
	return v
}

func strList(a []string) any {
	out := make([]any, len(a))
	for i, s := range a {
		out[i] = s
	}
	return out
}

// strAdapters call the str primitives.
var strAdapters = map[string]func(c oracleCase) any{
	"capitalize":   func(c oracleCase) any { return strCapitalize(argStr(c.S)) },
	"casefold":     func(c oracleCase) any { return strCasefold(argStr(c.S)) },
	"lower":        func(c oracleCase) any { return strLower(argStr(c.S)) },
	"upper":        func(c oracleCase) any { return strUpper(argStr(c.S)) },
	"swapcase":     func(c oracleCase) any { return strSwapcase(argStr(c.S)) },
	"title":        func(c oracleCase) any { return strTitle(argStr(c.S)) },
	"isalnum":      func(c oracleCase) any { return strIsAlnum(argStr(c.S)) },
	"isalpha":      func(c oracleCase) any { return strIsAlpha(argStr(c.S)) },
	"isascii":      func(c oracleCase) any { return strIsASCII(argStr(c.S)) },
	"isdecimal":    func(c oracleCase) any { return strIsDecimal(argStr(c.S)) },
	"isdigit":      func(c oracleCase) any { return strIsDigit(argStr(c.S)) },
	"isidentifier": func(c oracleCase) any { return strIsIdentifier(argStr(c.S)) },
	"islower":      func(c oracleCase) any { return strIsLower(argStr(c.S)) },
	"isnumeric":    func(c oracleCase) any { return strIsNumeric(argStr(c.S)) },
	"isprintable":  func(c oracleCase) any { return strIsPrintable(argStr(c.S)) },
	"isspace":      func(c oracleCase) any { return strIsSpace(argStr(c.S)) },
	"istitle":      func(c oracleCase) any { return strIsTitle(argStr(c.S)) },
	"isupper":      func(c oracleCase) any { return strIsUpper(argStr(c.S)) },
	"repr":         func(c oracleCase) any { return strRepr(argStr(c.S)) },
	"ascii":        func(c oracleCase) any { return strASCII(argStr(c.S)) },
	"len":          func(c oracleCase) any { return newStrIndex(argStr(c.S)).len() },
	"splitlines": func(c oracleCase) any {
		return strList(strSplitLines(argStr(c.S), c.A[0].(bool)))
	},
	"split": func(c oracleCase) any {
		sep, has := argOptStr(c.A[0])
		r, err := strSplit(argStr(c.S), sep, has, argInt(c.A[1], -1))
		return result(strList(r), err)
	},
	"rsplit": func(c oracleCase) any {
		sep, has := argOptStr(c.A[0])
		r, err := strRSplit(argStr(c.S), sep, has, argInt(c.A[1], -1))
		return result(strList(r), err)
	},
	"strip":  stripAdapter(true, true),
	"lstrip": stripAdapter(true, false),
	"rstrip": stripAdapter(false, true),
	"find": func(c oracleCase) any {
		s := argStr(c.S)
		return strFind(s, newStrIndex(s), argStr(c.A[0]), argInt(c.A[1], 0), argInt(c.A[2], math.MaxInt))
	},
	"rfind": func(c oracleCase) any {
		s := argStr(c.S)
		return strRFind(s, nil, argStr(c.A[0]), argInt(c.A[1], 0), argInt(c.A[2], math.MaxInt))
	},
	"index": func(c oracleCase) any {
		s := argStr(c.S)
		return result(strIndexOf(s, nil, argStr(c.A[0]), argInt(c.A[1], 0), argInt(c.A[2], math.MaxInt)))
	},
	"rindex": func(c oracleCase) any {
		s := argStr(c.S)
		return result(strRIndex(s, newStrIndex(s), argStr(c.A[0]), argInt(c.A[1], 0), argInt(c.A[2], math.MaxInt)))
	},
	"count": func(c oracleCase) any {
		s := argStr(c.S)
		return strCount(s, nil, argStr(c.A[0]), argInt(c.A[1], 0), argInt(c.A[2], math.MaxInt))
	},
	"startswith": func(c oracleCase) any {
		s := argStr(c.S)
		return strStartsWith(s, nil, argStr(c.A[0]), argInt(c.A[1], 0), argInt(c.A[2], math.MaxInt))
	},
	"endswith": func(c oracleCase) any {
		s := argStr(c.S)
		return strEndsWith(s, newStrIndex(s), argStr(c.A[0]), argInt(c.A[1], 0), argInt(c.A[2], math.MaxInt))
	},
	"contains": func(c oracleCase) any { return strContains(argStr(c.S), argStr(c.A[0])) },
	"partition": func(c oracleCase) any {
		r, err := strPartition(argStr(c.S), argStr(c.A[0]))
		return result(strList(r[:]), err)
	},
	"rpartition": func(c oracleCase) any {
		r, err := strRPartition(argStr(c.S), argStr(c.A[0]))
		return result(strList(r[:]), err)
	},
	"removeprefix": func(c oracleCase) any { return strRemovePrefix(argStr(c.S), argStr(c.A[0])) },
	"removesuffix": func(c oracleCase) any { return strRemoveSuffix(argStr(c.S), argStr(c.A[0])) },
	"replace": func(c oracleCase) any {
		return strReplace(argStr(c.S), argStr(c.A[0]), argStr(c.A[1]), argInt(c.A[2], -1))
	},
	"center": func(c oracleCase) any { return strCenter(argStr(c.S), argInt(c.A[0], 0), argRune(c.A[1])) },
	"ljust":  func(c oracleCase) any { return strLJust(argStr(c.S), argInt(c.A[0], 0), argRune(c.A[1])) },
	"rjust":  func(c oracleCase) any { return strRJust(argStr(c.S), argInt(c.A[0], 0), argRune(c.A[1])) },
	"zfill":  func(c oracleCase) any { return strZFill(argStr(c.S), argInt(c.A[0], 0)) },
	"expandtabs": func(c oracleCase) any {
		return result(strExpandTabs(argStr(c.S), argInt(c.A[0], 8)))
	},
	"getitem": func(c oracleCase) any {
		s := argStr(c.S)
		r, err := strGetItem(s, newStrIndex(s), argInt(c.A[0], 0))
		if err != nil {
			return result(nil, err)
		}
		return r
	},
	"slice": func(c oracleCase) any {
		s := argStr(c.S)
		x := newStrIndex(s)
		step := argInt(c.A[2], 1)
		// PySlice_Unpack's defaults for omitted bounds.
		start, stop := argInt(c.A[0], 0), argInt(c.A[1], math.MaxInt)
		if step < 0 {
			start, stop = argInt(c.A[0], math.MaxInt), argInt(c.A[1], math.MinInt)
		}
		start, _, n := sliceAdjust(x.len(), start, stop, step)
		return strSlice(s, x, start, step, n)
	},
	"repeat": func(c oracleCase) any {
		r, err := strRepeat(argStr(c.S), argInt(c.A[0], 0))
		if err != nil {
			return result(nil, err)
		}
		return r
	},
	"compare": func(c oracleCase) any {
		s, o := argStr(c.S), argStr(c.A[0])
		return []any{s < o, s == o, s > o}
	},
	"join": func(c oracleCase) any {
		var parts []string
		for _, p := range c.A[0].([]any) {
			parts = append(parts, p.(string))
		}
		return strJoin(argStr(c.S), parts)
	},
	"maketrans": func(c oracleCase) any {
		pairs, err := strMaketrans(argStr(c.S), argStr(c.A[0]), argStr(c.A[1]))
		if err != nil {
			return result(nil, err)
		}
		var d pyDict
		for _, p := range pairs {
			var to any = int(p.to)
			if p.del {
				to = nil
			}
			d = append(d, [2]any{int(p.from), to})
		}
		return d
	},
	"translate": func(c oracleCase) any {
		table := map[rune]string{}
		if d, ok := c.A[0].(pyDict); ok {
			for _, kv := range d {
				repl, _ := kv[1].(string) // None deletes, like ''
				table[rune(kv[0].(int))] = repl
			}
		}
		return strTranslateMap(argStr(c.S), table)
	},
}

func stripAdapter(left, right bool) func(c oracleCase) any {
	return func(c oracleCase) any {
		chars, has := argOptStr(c.A[0])
		return strStrip(argStr(c.S), chars, has, left, right)
	}
}

func TestStrOracle(t *testing.T) {
	runOracle(t, "str.jsonl.gz", strAdapters, nil)
}
