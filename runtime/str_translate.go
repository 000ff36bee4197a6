package runtime

// This file holds str.maketrans and str.translate.

import "strings"

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
