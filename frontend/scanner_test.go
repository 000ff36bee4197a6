package frontend

import (
	"encoding/base64"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

// scanSummary tokenizes src and formats the tokens compactly: kind names
// for layout tokens and EOF, the literal text for the others.
func scanSummary(src string) string {
	toks, _, err := tokenize([]byte(src), "x.py", true)
	var b strings.Builder
	for i, t := range toks {
		if i > 0 {
			b.WriteByte(' ')
		}
		switch t.Kind {
		case NEWLINE, INDENT, DEDENT, EOF, ERRORTOKEN:
			b.WriteString(tokenKindNames[t.Kind])
		default:
			b.WriteString(t.Lit)
		}
	}
	if err != nil {
		b.WriteString(" ! " + err.Msg)
	}
	return b.String()
}

func TestScanTokens(t *testing.T) {
	tests := []struct{ src, want string }{
		{"", "ENDMARKER"},
		{"x", "x NEWLINE ENDMARKER"},
		{"x = 1\n", "x = 1 NEWLINE ENDMARKER"},
		{"if x:\n  y\n", "if x : NEWLINE INDENT y NEWLINE DEDENT ENDMARKER"},
		{"if x:\n  if y:\n    z\nw\n", "if x : NEWLINE INDENT if y : NEWLINE INDENT z NEWLINE DEDENT DEDENT w NEWLINE ENDMARKER"},
		{"if x:\n  y", "if x : NEWLINE INDENT y NEWLINE DEDENT ENDMARKER"},
		{"\n\n# c\n  # d\nx\n", "x NEWLINE ENDMARKER"},
		{"(1,\n 2)\n", "( 1 , 2 ) NEWLINE ENDMARKER"},
		{"x = 1 + \\\n  2\n", "x = 1 + 2 NEWLINE ENDMARKER"},
		{"a**=b//=c>>=d<<=e->f:=g...h!=i<>j", "a **= b //= c >>= d <<= e -> f := g ... h != i <> j NEWLINE ENDMARKER"},
		{"a@=b@c", "a @= b @ c NEWLINE ENDMARKER"},
		{"x.y .5 1. 1.e3 1_0j 0x_F 0o7 0b1 1e-3", "x . y .5 1. 1.e3 1_0j 0x_F 0o7 0b1 1e-3 NEWLINE ENDMARKER"},
		{"1if x else 2", "1 if x else 2 NEWLINE ENDMARKER"},
		{"1.__class__", "ERRORTOKEN ! invalid decimal literal"},
		{`rb'a' Br"b" f'c' u'd' '''e''' """f"""`, `rb'a' Br"b" f'c' u'd' '''e''' """f""" NEWLINE ENDMARKER`},
		{"ub'x'", "ub 'x' NEWLINE ENDMARKER"},
		{"'a\\'b' \"\\\\\"", `'a\'b' "\\" NEWLINE ENDMARKER`},
		{"'''a\nb''' c", "'''a\nb''' c NEWLINE ENDMARKER"},
		{"x$", "x ERRORTOKEN ! invalid syntax"},
		{"é = ℌ", "é = ℌ NEWLINE ENDMARKER"},
		{"async await match case _", "async await match case _ NEWLINE ENDMARKER"},
		{"x\fy", "x y NEWLINE ENDMARKER"},
		{"if x:\n\f  y\n", "if x : NEWLINE INDENT y NEWLINE DEDENT ENDMARKER"},
		{"x\r\ny\rz", "x NEWLINE y NEWLINE z NEWLINE ENDMARKER"},
		{"\\\n  x = 1\n", "INDENT x = 1 NEWLINE DEDENT ENDMARKER"},
		{"  \\\n    x = 1\n", "INDENT x = 1 NEWLINE DEDENT ENDMARKER"},
		{"if x:\n  \\\n y\n", "if x : NEWLINE INDENT y NEWLINE DEDENT ENDMARKER"},
	}
	for _, tt := range tests {
		if got := scanSummary(tt.src); got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.src, got, tt.want)
		}
	}
}

func TestTokenKinds(t *testing.T) {
	toks, _, err := tokenize([]byte("False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield"), "x.py", true)
	if err != nil {
		t.Fatal(err.Msg)
	}
	for i, k := 0, KwFalse; k < numTokenKinds; i, k = i+1, k+1 {
		if toks[i].Kind != k {
			t.Errorf("token %d %q: kind %d, want %d", i, toks[i].Lit, toks[i].Kind, k)
		}
	}
}

// TestTokenPositions checks positions where the scanner follows the C
// tokenizer rather than the tokenize module: zero-width NEWLINE tokens
// that start at a trailing comment, and end-of-file tokens on the last
// line after its (possibly implicit) newline.
func TestTokenPositions(t *testing.T) {
	tests := []struct {
		src  string
		want []string
	}{
		{"x # c\n", []string{"NAME 1 0 1 1", "NEWLINE 1 2 1 5", "ENDMARKER 1 6 1 6"}},
		{"x", []string{"NAME 1 0 1 1", "NEWLINE 1 1 1 1", "ENDMARKER 1 2 1 2"}},
		{"if x:\n  y\n\n", []string{"NAME 1 0 1 2", "NAME 1 3 1 4", "COLON 1 4 1 5", "NEWLINE 1 5 1 5",
			"INDENT 2 0 2 2", "NAME 2 2 2 3", "NEWLINE 2 3 2 3", "DEDENT 3 1 3 1", "ENDMARKER 3 1 3 1"}},
		{"if x:\n  y\nz\n", []string{"NAME 1 0 1 2", "NAME 1 3 1 4", "COLON 1 4 1 5", "NEWLINE 1 5 1 5",
			"INDENT 2 0 2 2", "NAME 2 2 2 3", "NEWLINE 2 3 2 3", "DEDENT 3 0 3 0", "NAME 3 0 3 1", "NEWLINE 3 1 3 1",
			"ENDMARKER 3 2 3 2"}},
		{"'''a\nbc''' é\n", []string{"STRING 1 0 2 5", "NAME 2 6 2 8", "NEWLINE 2 8 2 8", "ENDMARKER 2 9 2 9"}},
	}
	for _, tt := range tests {
		toks, _, err := tokenize([]byte(tt.src), "x.py", true)
		if err != nil {
			t.Errorf("%q: %s", tt.src, err.Msg)
			continue
		}
		var got []string
		for _, tok := range toks {
			got = append(got, tokenLine(tok))
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%q: (-want +got)\n%s", tt.src, diff)
		}
	}
}

// recordedOutcome is CPython's SyntaxError for one case of
// testdata/tokens/errors.json.
type recordedOutcome struct {
	Class     string `json:"class"`
	Msg       string `json:"msg"`
	Lineno    *int   `json:"lineno"`
	Offset    *int   `json:"offset"`
	EndLineno *int   `json:"end_lineno"`
	EndOffset *int   `json:"end_offset"`
}

type recordedCase struct {
	Scanner bool            `json:"scanner"`
	Text    *string         `json:"text"`
	Bytes   string          `json:"bytes"`
	Outcome json.RawMessage `json:"outcome"`
}

// testCharOffset converts a 0-based byte column into a 1-based character
// offset the way the parser does (pegen's byte_offset_to_character_offset
// on col+1 bytes; a negative column passes through as col+1).
func testCharOffset(line string, col int) int {
	if col < 0 {
		return col + 1
	}
	if col+1 > len(line) {
		return utf8.RuneCountInString(line) + 1
	}
	return utf8.RuneCountInString(line[:col+1])
}

func derefOr0(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}

// TestScanErrors compares the scanner's errors with the SyntaxErrors
// python3 raised for the same sources (testdata/tokens/errors.json,
// written by errors.py).
func TestScanErrors(t *testing.T) {
	data, err := os.ReadFile("../testdata/tokens/errors.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []recordedCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		var src []byte
		decoded := c.Text != nil
		if decoded {
			src = []byte(*c.Text)
		} else {
			src, _ = base64.StdEncoding.DecodeString(c.Bytes)
		}
		_, st, perr := tokenize(src, "x.py", decoded)
		name := string(src)
		if len(name) > 60 {
			name = name[:60] + "..."
		}
		if !c.Scanner {
			if perr != nil {
				t.Errorf("%q: scanner error %q at %d:%d, want none (%s)", name, perr.Msg, perr.Line, perr.Col, c.Outcome)
			}
			continue
		}
		var want recordedOutcome
		if err := json.Unmarshal(c.Outcome, &want); err != nil {
			t.Errorf("%q: outcome %s", name, c.Outcome)
			continue
		}
		if perr == nil {
			t.Errorf("%q: no scanner error, want %s %q", name, want.Class, want.Msg)
			continue
		}
		var got *SyntaxError
		if st == nil {
			got = perr.rawSyntaxError("x.py")
		} else {
			line := st.line(perr.Line)
			got = &SyntaxError{Kind: perr.Kind, Msg: perr.Msg, Lineno: perr.Line, Offset: testCharOffset(line, perr.Col),
				EndLineno: perr.EndLine, EndOffset: testCharOffset(line, perr.EndCol)}
		}
		gotS := []any{got.Kind.String(), got.Msg, got.Lineno, got.Offset, got.EndLineno, got.EndOffset}
		wantS := []any{want.Class, want.Msg, derefOr0(want.Lineno), derefOr0(want.Offset), derefOr0(want.EndLineno), derefOr0(want.EndOffset)}
		if diff := cmp.Diff(wantS, gotS); diff != "" {
			t.Errorf("%q: (-want +got)\n%s", name, diff)
		}
	}
}

func TestNormalizeIdentifier(t *testing.T) {
	tests := []struct{ in, want string }{
		{"abc", "abc"},
		{"ℌ", "H"},
		{"ﬁ", "fi"},
		{"𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "Unicode"},
		{"é", "é"}, // e + combining acute composes
	}
	for _, tt := range tests {
		if got := normalizeIdentifier(tt.in); got != tt.want {
			t.Errorf("normalizeIdentifier(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestDeclaresEncoding(t *testing.T) {
	tests := []struct {
		src     string
		decoded bool
		want    bool
	}{
		{"x = 1\n", false, false},
		{"x = 1\n", true, true},
		{"\xef\xbb\xbfx = 1\n", false, true},
		{"# coding: utf-8\nx = 1\n", false, true},
		{"#!python\r\n# coding: latin-1\r\nx = 1\n", false, true},
		{"x = 1\n# coding: latin-1\n", false, false},
	}
	for _, tt := range tests {
		if got := declaresEncoding([]byte(tt.src), tt.decoded); got != tt.want {
			t.Errorf("declaresEncoding(%q, %v) = %v, want %v", tt.src, tt.decoded, got, tt.want)
		}
	}
}

// checkTokens verifies the scanner's invariants on one input: the slice
// ends with EOF, or with ERRORTOKEN exactly when there is an error; every
// literal is the text at the token's start position; positions do not go
// backwards.
func checkTokens(t *testing.T, src []byte, decoded bool) {
	toks, st, err := tokenize(src, "x.py", decoded)
	if len(toks) == 0 {
		t.Fatalf("%q: no tokens", src)
	}
	last := toks[len(toks)-1]
	if (err != nil) != (last.Kind == ERRORTOKEN) {
		t.Fatalf("%q: error %v with last token kind %d", src, err, last.Kind)
	}
	if err == nil && last.Kind != EOF {
		t.Fatalf("%q: last token kind %d", src, last.Kind)
	}
	if st == nil {
		return
	}
	prevLine, prevCol := int32(0), int32(-1)
	for _, tok := range toks[:len(toks)-1] {
		if tok.Line < prevLine || tok.Line == prevLine && tok.Col < prevCol {
			t.Fatalf("%q: token %q at %d:%d before %d:%d", src, tok.Lit, tok.Line, tok.Col, prevLine, prevCol)
		}
		prevLine, prevCol = tok.Line, tok.Col
		if tok.Lit == "" {
			continue
		}
		start := st.lineStarts[tok.Line-1] + int(tok.Col)
		if !strings.HasPrefix(st.text[start:], tok.Lit) {
			t.Fatalf("%q: token %q at %d:%d does not match the text", src, tok.Lit, tok.Line, tok.Col)
		}
	}
}

func FuzzTokenize(f *testing.F) {
	for _, s := range []string{
		"if x:\n  y = (1,\n 2)\n", "x = 'a' \"b\" '''c\nd''' rb'e'\n", "x = 0x_1f + 1_0.5e-3j\n",
		"\tif x:\n        y\n", "x = \\\n 1 # c\n", "é = ℌ $ ?\n", "# coding: latin-1\nx = '\xff'\n",
		"x = (]\n", "\xef\xbb\xbfx\r\ny\r", "x = 0777 €\n",
	} {
		f.Add([]byte(s), false)
		f.Add([]byte(s), true)
	}
	f.Fuzz(func(t *testing.T, src []byte, decoded bool) {
		checkTokens(t, src, decoded)
	})
}
