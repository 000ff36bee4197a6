package runtime

// This file holds str.maketrans and str.translate.

import (
	"strings"
	"unicode/utf8"
)

// transPair is one entry of the dict str.maketrans returns: from maps to
// the code point to, or to None when del is set.
type transPair struct {
	from rune
	to   rune
	del  bool
}

// strMaketrans returns str.maketrans(x, y, z) for strings x and y of equal
// length and z (the two- and three-argument forms), as the entries of the
// result dict in insertion order. The one-argument form turns a dict's keys
// into code points and is the object layer's.
func strMaketrans(x, y, z string) ([]transPair, *Error) {
	if cpCount(x) != cpCount(y) {
		return nil, &Error{Kind: ValueError, Msg: "the first two maketrans arguments must have equal length"}
	}
	var out []transPair
	at := map[rune]int{}
	set := func(p transPair) {
		if k, ok := at[p.from]; ok {
			out[k] = p
			return
		}
		at[p.from] = len(out)
		out = append(out, p)
	}
	for i, j := 0, 0; i < len(x); {
		a, n := decodeRune(x[i:])
		b, m := decodeRune(y[j:])
		set(transPair{from: a, to: b})
		i, j = i+n, j+m
	}
	for i := 0; i < len(z); {
		a, n := decodeRune(z[i:])
		set(transPair{from: a, del: true})
		i += n
	}
	return out, nil
}

// strTranslate returns s.translate(table) where lookup gives the
// replacement of a code point: ok false keeps it, and a replacement ""
// deletes it (a table value None or ”). The object layer's lookup calls
// the table's __getitem__, treats LookupError as ok false, turns an int
// into its character and returns any other error, which strTranslate
// passes on.
func strTranslate(s string, lookup func(r rune) (repl string, ok bool, err *Error)) (string, *Error) {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		repl, ok, err := lookup(r)
		if err != nil {
			return "", err
		}
		if ok {
			b.WriteString(repl)
		} else {
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String(), nil
}

// strTranslateMap is strTranslate over a Go map from code points to
// replacements.
func strTranslateMap(s string, table map[rune]string) string {
	out, _ := strTranslate(s, func(r rune) (string, bool, *Error) {
		repl, ok := table[r]
		return repl, ok, nil
	})
	return out
}

// transEntry is what a translate table says about one code point: keep
// it (keep), or put repl in its place ("" deletes).
type transEntry struct {
	repl  string
	keep  bool
	known bool
}

// strTranslateValue is s.translate(table). A plain dict is read without
// going through __getitem__, so a missing code point costs a lookup
// rather than a KeyError; any other table is indexed as CPython does.
// The answers for ASCII code points are remembered for the call, as
// CPython's translate does, so a table is asked once per distinct
// character.
func strTranslateValue(t *Thread, s *Str, table Value) (Value, error) {
	d, plain := table.obj.(*Dict)
	var cache [utf8.RuneSelf]transEntry
	lookup := func(c rune) (transEntry, error) {
		if c < utf8.RuneSelf && cache[c].known {
			return cache[c], nil
		}
		e, err := transLookup(t, table, d, plain, c)
		if err != nil {
			return e, err
		}
		if c < utf8.RuneSelf {
			e.known = true
			cache[c] = e
		}
		return e, nil
	}
	src := s.s
	ascii := s.isASCII()
	outASCII := ascii
	var b strings.Builder
	// Nothing is copied until the first code point that changes.
	done := 0
	for i := 0; i < len(src); {
		c, size := rune(src[i]), 1
		if c >= utf8.RuneSelf {
			c, size = decodeRune(src[i:])
		}
		e, err := lookup(c)
		if err != nil {
			return Value{}, err
		}
		if !e.keep {
			if b.Cap() == 0 {
				b.Grow(len(src))
			}
			b.WriteString(src[done:i])
			b.WriteString(e.repl)
			if outASCII && !isASCII(e.repl) {
				outASCII = false
			}
			done = i + size
		}
		i += size
	}
	if done == 0 && b.Cap() == 0 {
		return MakeStr(src), nil
	}
	b.WriteString(src[done:])
	return makeStrASCII(b.String(), outASCII), nil
}

// transLookup asks table (d when it is a plain dict) about code point c:
// a missing key (LookupError) keeps c, None deletes it, a str or an int
// code point replaces it.
func transLookup(t *Thread, table Value, d *Dict, plain bool, c rune) (transEntry, error) {
	var v Value
	var err error
	if plain {
		var found bool
		v, found, err = d.Get(t, MakeInt(int64(c)))
		if err != nil {
			return transEntry{}, err
		}
		if !found {
			return transEntry{keep: true}, nil
		}
	} else {
		v, err = GetItem(t, table, MakeInt(int64(c)))
		if err != nil {
			if errorMatches(err, LookupErrorType) {
				return transEntry{keep: true}, nil
			}
			return transEntry{}, err
		}
	}
	if v.IsNone() {
		return transEntry{}, nil
	}
	if rs, ok := AsStr(v); ok {
		return transEntry{repl: rs}, nil
	}
	if n, ok := AsInt(v); ok {
		cp, ok := n.Int64()
		if !ok || cp < 0 || cp > 0x10FFFF {
			return transEntry{}, Errorf(ValueError, "character mapping must be in range(0x110000)")
		}
		return transEntry{repl: runeString(rune(cp))}, nil
	}
	return transEntry{}, Errorf(TypeError, "character mapping must return integer, None or str")
}
