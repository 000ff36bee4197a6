// This file defines _pyex_textwrap, the Go core of textwrap: chunks(text,
// hyphens) cuts a paragraph into the pieces TextWrapper lays out on lines,
// the same pieces CPython's TextWrapper.wordsep_re (hyphens true) or
// wordsep_simple_re (false) split it into. A per-character scan in Python
// was most of the time fill() took.
//
// The pieces with hyphens true: a run of whitespace; an em-dash (two or
// more hyphens after a word character or punctuation and before a word
// character); or the shortest run of non-whitespace that ends before
// whitespace or the end, after a hyphen between letters (a breakable
// hyphen), or before an em-dash. With hyphens false: runs of whitespace
// and runs of anything else. Only ASCII whitespace separates: textwrap's
// own set, not str.isspace.

package stdlib

import (
	"strings"
	"unicode/utf8"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_pyex_textwrap", initPyexTextwrap) }

func initPyexTextwrap(r *Run, m *runtime.Module) error {
	m.Dict.SetStr("chunks", runtime.MakeObject(runtime.NewModuleFunction("_pyex_textwrap", "chunks", textwrapChunks)))
	return nil
}

// textwrapChunks is chunks(text, hyphens): the list of text's pieces.
func textwrapChunks(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if kw.Len() != 0 || len(args) != 2 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "chunks() takes exactly 2 positional arguments (%d given)", len(args)+kw.Len())
	}
	text, ok := runtime.AsStr(args[0])
	if !ok {
		// What re's split says about a subject that is not a str.
		switch args[0].Type() {
		case runtime.BytesType, runtime.ByteArrayType:
			return runtime.None, runtime.Errorf(runtime.TypeError, "cannot use a string pattern on a bytes-like object")
		}
		return runtime.None, runtime.Errorf(runtime.TypeError, "expected string or bytes-like object, got '%s'", args[0].TypeName())
	}
	hyphens, err := runtime.Truth(t, args[1])
	if err != nil {
		return runtime.None, err
	}
	var parts []string
	if isASCIIText(text) {
		parts = cutChunks(text, []byte(text), nil, hyphens)
	} else {
		runes := make([]rune, 0, utf8.RuneCountInString(text))
		offs := make([]int, 0, cap(runes)+1)
		for i, r := range text {
			runes = append(runes, r)
			offs = append(offs, i)
		}
		offs = append(offs, len(text))
		parts = cutChunks(text, runes, offs, hyphens)
	}
	return runtime.StrList(t, parts, false)
}

// isASCIIText reports whether s holds only ASCII bytes.
func isASCIIText(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// cutChunks returns text's pieces; c holds text's characters (its bytes
// when it is ASCII, else its code points, with offs giving the byte offset
// of each and of the end).
func cutChunks[T byte | rune](text string, c []T, offs []int, hyphens bool) []string {
	var ends []int
	if hyphens {
		ends = wordChunkEnds(c)
	} else {
		ends = simpleChunkEnds(c)
	}
	parts := make([]string, len(ends))
	start := 0
	for i, e := range ends {
		if offs == nil {
			parts[i] = text[start:e]
		} else {
			parts[i] = text[offs[start]:offs[e]]
		}
		start = e
	}
	return parts
}

// twSpace reports whether c is one of textwrap's whitespace characters.
func twSpace[T byte | rune](c T) bool {
	switch c {
	case '\t', '\n', '\v', '\f', '\r', ' ':
		return true
	}
	return false
}

// twWord is re's \w: alphanumeric or the underscore.
func twWord[T byte | rune](c T) bool {
	return c == '_' || runtime.RuneIsAlnum(rune(c))
}

// twLetter is re's [^\d\W]: a word character that is not a decimal digit.
func twLetter[T byte | rune](c T) bool {
	return twWord(c) && !runtime.RuneIsDecimal(rune(c))
}

// twWordPunct is textwrap's [\w!"'&.,?].
func twWordPunct[T byte | rune](c T) bool {
	return strings.ContainsRune(`!"'&.,?`, rune(c)) || twWord(c)
}

// simpleChunkEnds returns where each run of whitespace or of other
// characters ends.
func simpleChunkEnds[T byte | rune](c []T) []int {
	var ends []int
	for pos := 0; pos < len(c); {
		sp := twSpace(c[pos])
		end := pos + 1
		for end < len(c) && twSpace(c[end]) == sp {
			end++
		}
		ends = append(ends, end)
		pos = end
	}
	return ends
}

// dashesThenWord reports whether c[i:] starts with two or more hyphens
// and a word character after them.
func dashesThenWord[T byte | rune](c []T, i int) bool {
	if i+1 >= len(c) || c[i] != '-' || c[i+1] != '-' {
		return false
	}
	j := i + 2
	for j < len(c) && c[j] == '-' {
		j++
	}
	return j < len(c) && twWord(c[j])
}

// hyphenBreaks reports whether the hyphen c[e] ends a piece: it follows
// two letters, or letter-hyphen-letter, and a letter, an optional hyphen
// and a letter follow it.
func hyphenBreaks[T byte | rune](c []T, e int) bool {
	n := len(c)
	if e < 2 || !twLetter(c[e-1]) {
		return false
	}
	b := c[e-2]
	if !(twLetter(b) || (b == '-' && e >= 3 && twLetter(c[e-3]))) {
		return false
	}
	if e+2 >= n || !twLetter(c[e+1]) {
		return false
	}
	if twLetter(c[e+2]) {
		return true
	}
	return e+3 < n && c[e+2] == '-' && twLetter(c[e+3])
}

// wordChunkEnds returns where each piece of wordsep_re's split ends.
func wordChunkEnds[T byte | rune](c []T) []int {
	n := len(c)
	var ends []int
	for pos := 0; pos < n; {
		if twSpace(c[pos]) {
			end := pos + 1
			for end < n && twSpace(c[end]) {
				end++
			}
			ends = append(ends, end)
			pos = end
			continue
		}
		wend, hyphen := pos+1, c[pos] == '-'
		for wend < n && !twSpace(c[wend]) {
			hyphen = hyphen || c[wend] == '-'
			wend++
		}
		if !hyphen {
			ends = append(ends, wend)
			pos = wend
			continue
		}
		// An em-dash after a word: the hyphens alone are a piece.
		if c[pos] == '-' && pos > 0 && twWordPunct(c[pos-1]) && dashesThenWord(c, pos) {
			end := pos + 2
			for c[end] == '-' {
				end++
			}
			ends = append(ends, end)
			pos = end
			continue
		}
		// The shortest word that ends before a breakable hyphen, before
		// whitespace or the end, or before an em-dash.
		e := pos + 1
		for {
			if e >= wend {
				ends = append(ends, e)
				pos = e
				break
			}
			if c[e] == '-' {
				if hyphenBreaks(c, e) {
					ends = append(ends, e+1)
					pos = e + 1
					break
				}
				if twWordPunct(c[e-1]) && dashesThenWord(c, e) {
					ends = append(ends, e)
					pos = e
					break
				}
			}
			e++
		}
	}
	return ends
}
