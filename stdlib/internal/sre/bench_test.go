package sre

import (
	"strings"
	"testing"
)

var benchText = strings.Repeat("The quick brown fox jumps over the lazy dog 12345 times; email me at foo.bar@example.com or call 555-1234.\n", 2000)

// benchFindAll scans benchText for every match of pat, as findall does.
func benchFindAll(b *testing.B, pat string) {
	p, err := Compile([]rune(pat), false, 0, nil)
	if err != nil {
		b.Fatal(err)
	}
	in := BytesInput(benchText)
	b.SetBytes(int64(len(benchText)))
	for b.Loop() {
		m := p.NewMachine(in, nil, nil)
		pos, must := 0, false
		for {
			ok, _ := m.Exec(pos, len(benchText), ModeSearch, must)
			if !ok {
				break
			}
			s, e := m.Span(0)
			pos, must = e, s == e
		}
	}
}

func BenchmarkWord(b *testing.B)    { benchFindAll(b, `\w+`) }
func BenchmarkDigits(b *testing.B)  { benchFindAll(b, `\d+`) }
func BenchmarkEmail(b *testing.B)   { benchFindAll(b, `[\w.]+@[\w.]+`) }
func BenchmarkSpace(b *testing.B)   { benchFindAll(b, `\s+`) }
func BenchmarkAlt(b *testing.B)     { benchFindAll(b, `fox|dog`) }
func BenchmarkLiteral(b *testing.B) { benchFindAll(b, `zzz`) }
func BenchmarkGroups(b *testing.B)  { benchFindAll(b, `(\w+)@(\w+)\.com`) }

func BenchmarkIgnoreCase(b *testing.B) {
	benchFindAllFlags(b, `hello|world`, FlagIgnoreCase|FlagUnicode)
}

func benchFindAllFlags(b *testing.B, pat string, flags int) {
	p, err := Compile([]rune(pat), false, flags, nil)
	if err != nil {
		b.Fatal(err)
	}
	in := BytesInput(benchText)
	b.SetBytes(int64(len(benchText)))
	for b.Loop() {
		m := p.NewMachine(in, nil, nil)
		pos, must := 0, false
		for {
			ok, _ := m.Exec(pos, len(benchText), ModeSearch, must)
			if !ok {
				break
			}
			s, e := m.Span(0)
			pos, must = e, s == e
		}
	}
}
