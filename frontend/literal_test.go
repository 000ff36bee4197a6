package frontend

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The expectations in testdata/literals/*.json are recorded from python3 by
// testdata/literals/record.py.

type recordedToken struct {
	Lit     string `json:"lit"`
	Line    int32  `json:"line"`
	Col     int32  `json:"col"`
	EndLine int32  `json:"end_line"`
	EndCol  int32  `json:"end_col"`
}

type recordedStrings struct {
	Src    string          `json:"src"`
	Tokens []recordedToken `json:"tokens"`
	Next   [2]int          `json:"next"`
	Node   string          `json:"node"`
	Error  []any           `json:"error"`
}

func loadJSON(t *testing.T, name string, v any) {
	t.Helper()
	data, err := os.ReadFile("../testdata/literals/" + name)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatal(err)
	}
}

// fakeSub stands in for the parser's f-string sub-parser: it returns a Name
// placed where the expression's first non-blank character is, which is
// (after any opening parentheses), which is where CPython's node for the
// expressions of the recorded cases starts.
func fakeSub(expr string, line, col int) (Expr, *posError) {
	i := strings.IndexFunc(expr, func(r rune) bool { return r != ' ' && r != '\t' && r != '\n' && r != '\f' && r != '(' })
	if i < 0 {
		i = len(expr)
	}
	if strings.HasSuffix(strings.TrimRight(expr, " "), ",") {
		// A bare tuple: its node starts at the parenthesis CPython
		// wraps around the expression.
		return &Name{Pos: Pos{Lineno: line, ColOffset: col}, Id: expr}, nil
	}
	l, c := line, col+1+i
	if nl := strings.LastIndexByte(expr[:i], '\n'); nl >= 0 {
		l += strings.Count(expr[:i], "\n")
		c = i - nl - 1
	}
	return &Name{Pos: Pos{Lineno: l, ColOffset: c}, Id: expr}, nil
}

// showString prints a string node in the compact form of record.py's show.
func showString(e Expr) string {
	var p *Pos
	var b strings.Builder
	switch n := e.(type) {
	case *Constant:
		kind := ""
		if n.Kind != "" {
			kind = " kind=" + n.Kind
		}
		fmt.Fprintf(&b, "Constant(%s%s ", ReprValue(n.Value), kind)
		p = &n.Pos
	case *JoinedStr:
		b.WriteString("JoinedStr([")
		for i, v := range n.Values {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(showString(v))
		}
		b.WriteString("] ")
		p = &n.Pos
	case *FormattedValue:
		v := n.Value.Position()
		fmt.Fprintf(&b, "FormattedValue(Sub@%d:%d conv=%d", v.Lineno, v.ColOffset, n.Conversion)
		if n.FormatSpec != nil {
			b.WriteString(" spec=" + showString(n.FormatSpec))
		}
		b.WriteString(" ")
		p = &n.Pos
	default:
		return fmt.Sprintf("%T", e)
	}
	fmt.Fprintf(&b, "@%d:%d-%d:%d)", p.Lineno, p.ColOffset, p.EndLineno, p.EndColOffset)
	return b.String()
}

func TestDecodeStringsRecorded(t *testing.T) {
	var cases []recordedStrings
	loadJSON(t, "strings.json", &cases)
	failed := 0
	for _, c := range cases {
		toks := make([]Token, len(c.Tokens))
		for i, rt := range c.Tokens {
			toks[i] = Token{Kind: STRING, Lit: rt.Lit, Line: rt.Line, Col: rt.Col, EndLine: rt.EndLine, EndCol: rt.EndCol}
		}
		node, err := decodeStrings(toks, fakeSub)
		var got, want string
		if c.Error != nil {
			want = fmt.Sprintf("error %v", c.Error)
		} else {
			want = c.Node
		}
		if err != nil {
			src := newSourceText("x.py", c.Src)
			if err.atNextToken() {
				// Only the start can be checked: the end is the next
				// token's, which the parser knows.
				want = fmt.Sprintf("error %v", c.Error[:min(len(c.Error), 3)])
				got = fmt.Sprintf("error [%s %d %d]", err.Msg, c.Next[0], src.charOffset(c.Next[0], c.Next[1]))
			} else {
				// CPython converts the end column with the text of the
				// start line, as the parser does.
				got = fmt.Sprintf("error [%s %d %d %d %d]", err.Msg, err.Line, src.charOffset(err.Line, err.Col),
					err.EndLine, src.charOffset(err.Line, err.EndCol))
			}
		} else {
			got = showString(node)
		}
		if got != want {
			failed++
			if failed <= 40 {
				t.Errorf("%q:\n got %s\nwant %s", c.Src, got, want)
			}
		}
	}
	t.Logf("%d of %d recorded string cases agree", len(cases)-failed, len(cases))
}

type recordedNumber struct {
	Lit   string `json:"lit"`
	Repr  string `json:"repr"`
	Hex   string `json:"hex"`
	Error string `json:"error"`
}

func TestParseNumberRecorded(t *testing.T) {
	var cases []recordedNumber
	loadJSON(t, "numbers.json", &cases)
	for _, c := range cases {
		tok := Token{Kind: NUMBER, Lit: c.Lit, Line: 1, EndLine: 1, EndCol: int32(len(c.Lit))}
		v, err := parseNumberToken(&tok)
		switch {
		case c.Error != "":
			if err == nil || err.Msg != c.Error {
				t.Errorf("%.40s: got %v, %v; want error %q", c.Lit, v, err, c.Error)
			}
		case err != nil:
			t.Errorf("%.40s: unexpected error %s", c.Lit, err.Msg)
		case c.Hex != "":
			if got := "0x" + v.(interface{ Text(int) string }).Text(16); got != c.Hex {
				t.Errorf("%.40s: got %.40s, want %.40s", c.Lit, got, c.Hex)
			}
		default:
			if diff := cmp.Diff(c.Repr, ReprValue(v)); diff != "" {
				t.Errorf("%.40s: repr mismatch (-want +got):\n%s", c.Lit, diff)
			}
		}
	}
}

type recordedReprs struct {
	Floats    [][2]string `json:"floats"`
	Complexes [][3]string `json:"complexes"`
	Strs      [][2]string `json:"strs"`
	Bytes     [][2]string `json:"bytes"`
}

func floatFromBits(t *testing.T, s string) float64 {
	t.Helper()
	u, err := strconv.ParseUint(s, 16, 64)
	if err != nil {
		t.Fatal(err)
	}
	return math.Float64frombits(u)
}

func TestReprRecorded(t *testing.T) {
	var r recordedReprs
	loadJSON(t, "reprs.json", &r)
	check := func(what string, v Value, want string) {
		t.Helper()
		if got := ReprValue(v); got != want {
			t.Errorf("repr of %s: got %s, want %s", what, got, want)
		}
	}
	for _, c := range r.Floats {
		check(c[0], floatFromBits(t, c[0]), c[1])
	}
	for _, c := range r.Complexes {
		check(c[0]+","+c[1], complex(floatFromBits(t, c[0]), floatFromBits(t, c[1])), c[2])
	}
	for _, c := range r.Strs {
		b, err := hex.DecodeString(c[0])
		if err != nil {
			t.Fatal(err)
		}
		check(c[0], Str(b), c[1])
	}
	for _, c := range r.Bytes {
		b, err := hex.DecodeString(c[0])
		if err != nil {
			t.Fatal(err)
		}
		check(c[0], Bytes(b), c[1])
	}
	t.Logf("%d floats, %d complexes, %d strs, %d bytes", len(r.Floats), len(r.Complexes), len(r.Strs), len(r.Bytes))
}
