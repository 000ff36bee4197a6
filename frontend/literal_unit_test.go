package frontend

import (
	"math/big"
	"strings"
	"testing"
)

func TestReprValueKinds(t *testing.T) {
	huge, _ := new(big.Int).SetString("-123456789012345678901234567890", 10)
	tests := []struct {
		v    Value
		want string
	}{
		{None, "None"},
		{Ellipsis, "Ellipsis"},
		{true, "True"},
		{false, "False"},
		{int64(-7), "-7"},
		{huge, "-123456789012345678901234567890"},
		{1e16, "1e+16"},
		{complex(0, 1), "1j"},
		{Str("it's"), `"it's"`},
		{Bytes("\x00'"), `b"\x00'"`},
		{Str("\xed\xa0\x80"), `'\ud800'`}, // a lone surrogate, WTF-8
	}
	for _, tt := range tests {
		if got := ReprValue(tt.v); got != tt.want {
			t.Errorf("ReprValue(%#v) = %s, want %s", tt.v, got, tt.want)
		}
	}
}

func TestParseNumberTokenLimit(t *testing.T) {
	lit := strings.Repeat("1", 4301)
	tok := Token{Kind: NUMBER, Lit: lit, Line: 3, Col: 8, EndLine: 3, EndCol: 8 + 4301}
	_, err := parseNumberToken(&tok)
	if err == nil {
		t.Fatal("no error for 4301 digits")
	}
	// CPython gives no columns (offset 0) for this error.
	if err.Line != 3 || err.EndLine != 3 || err.Col != -1 || err.EndCol != -1 {
		t.Errorf("error position %d:%d-%d:%d", err.Line, err.Col, err.EndLine, err.EndCol)
	}
	if v, err := parseNumberToken(&Token{Lit: "0x" + lit}); err != nil || v == nil {
		t.Errorf("hex literals have no limit: %v %v", v, err)
	}
}

func TestDecodeStringsErrorPlacement(t *testing.T) {
	tok := func(lit string, col int32) Token {
		return Token{Kind: STRING, Lit: lit, Line: 1, Col: col, EndLine: 1, EndCol: col + int32(len(lit))}
	}
	_, err := decodeStrings([]Token{tok(`'\x4'`, 4)}, fakeSub)
	if err == nil || !err.atNextToken() {
		t.Errorf("a decoding error goes on the next token: %+v", err)
	}
	_, err = decodeStrings([]Token{tok(`'a'`, 4), tok("b'\xc3\xa9'", 8)}, fakeSub)
	if err == nil || err.atNextToken() || err.Col != 8 || err.EndCol != 13 {
		t.Errorf("a non-ASCII bytes error spans its token: %+v", err)
	}
}

// decodeBenchCases are typical literals: plain, escaped, concatenated,
// docstrings and f-strings.
var decodeBenchCases = [][]string{
	{`'abc'`},
	{`"hello, world"`},
	{`'a\tb\n'`},
	{`r'\d+\.\d*'`},
	{`b'\x00\xff'`},
	{`'abc' 'def'`},
	{`"""A docstring.

    With a second paragraph that runs on for a while.
    """`},
	{`f'{x} and {y!r:>10}'`},
	{`f"{name}={value}"`, `' suffix'`},
}

func BenchmarkDecodeStrings(b *testing.B) {
	runs := make([][]Token, len(decodeBenchCases))
	for i, c := range decodeBenchCases {
		for _, lit := range c {
			runs[i] = append(runs[i], Token{Kind: STRING, Lit: lit, Line: 1, EndLine: 1, EndCol: int32(len(lit))})
		}
	}
	sub := func(expr string, line, col int) (Expr, *posError) {
		return &Name{Id: expr}, nil
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range runs {
			if _, err := decodeStrings(r, sub); err != nil {
				b.Fatal(err.Msg)
			}
		}
	}
}

func FuzzDecodeStrings(f *testing.F) {
	for _, c := range decodeBenchCases {
		f.Add("f", c[0])
	}
	f.Add("", `\N{LATIN SMALL LETTER A}\x4`)
	f.Add("f", `{a:{b:{c}}}`)
	f.Add("rb", `\xé`)
	f.Fuzz(func(t *testing.T, prefix, body string) {
		if len(prefix) > 2 || strings.Trim(prefix, "bBrRuUfF") != "" {
			return
		}
		lit := prefix + "'''" + body + "'''"
		tok := Token{Kind: STRING, Lit: lit, Line: 1, EndLine: 1, EndCol: int32(len(lit))}
		e, err := decodeStrings([]Token{tok, tok}, fakeSub)
		if (e == nil) == (err == nil) {
			t.Fatalf("decodeStrings(%q) = %v, %v", lit, e, err)
		}
		if e != nil {
			_ = Dump(&Expression{Body: e})
		}
	})
}

func FuzzParseNumber(f *testing.F) {
	for _, s := range []string{"0", "1_000", "0x_ff", "1e5j", "1.5", "0b1", "0o7", "9" + strings.Repeat("0", 30)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, lit string) {
		_ = ReprValue(parseNumber(lit))
	})
}
