package runtime

// This file holds the substring searches of str: find, rfind, index,
// rindex, count, startswith, endswith, `in`, replace, removeprefix and
// removesuffix. Positions are code points; start and end are the optional
// arguments as adjustIndices takes them. Byte searches are safe because a
// needle that is itself a str can only match at code point boundaries.

import "strings"

// strRange adjusts start and end to s and returns them with their byte
// offsets.
func strRange(s string, x *strIndex, start, end int) (cs, ce, bs, be int) {
	cs, ce = adjustIndices(start, end, x.n)
	if ce < cs {
		return cs, ce, 0, 0
	}
	return cs, ce, x.offset(s, cs), x.offset(s, ce)
}

// strContains returns sub in s.
func strContains(s, sub string) bool { return strings.Contains(s, sub) }

// strFind returns s.find(sub, start, end): the lowest position where sub
// starts within s[start:end], or -1.
func strFind(s string, x *strIndex, sub string, start, end int) int {
	var tmp strIndex
	if x == nil {
		tmp.init(s)
		x = &tmp
	}
	cs, ce, bs, be := strRange(s, x, start, end)
	if ce-cs < cpCount(sub) {
		return -1
	}
	if sub == "" {
		return cs
	}
	i := strings.Index(s[bs:be], sub)
	if i < 0 {
		return -1
	}
	return x.pos(s, bs+i)
}

// strRFind returns s.rfind(sub, start, end): the highest position where
// sub starts within s[start:end], or -1.
func strRFind(s string, x *strIndex, sub string, start, end int) int {
	var tmp strIndex
	if x == nil {
		tmp.init(s)
		x = &tmp
	}
	cs, ce, bs, be := strRange(s, x, start, end)
	if ce-cs < cpCount(sub) {
		return -1
	}
	if sub == "" {
		return ce
	}
	i := strings.LastIndex(s[bs:be], sub)
	if i < 0 {
		return -1
	}
	return x.pos(s, bs+i)
}

// errSubstringNotFound is the ValueError of str.index and str.rindex.
func errSubstringNotFound() *Error {
	return &Error{Kind: ValueError, Msg: "substring not found"}
}

// strIndexOf returns s.index(sub, start, end), which is find raising
// ValueError instead of returning -1.
func strIndexOf(s string, x *strIndex, sub string, start, end int) (int, *Error) {
	if i := strFind(s, x, sub, start, end); i >= 0 {
		return i, nil
	}
	return 0, errSubstringNotFound()
}

// strRIndex returns s.rindex(sub, start, end).
func strRIndex(s string, x *strIndex, sub string, start, end int) (int, *Error) {
	if i := strRFind(s, x, sub, start, end); i >= 0 {
		return i, nil
	}
	return 0, errSubstringNotFound()
}

// strCount returns s.count(sub, start, end): the number of
// non-overlapping occurrences of sub in s[start:end].
func strCount(s string, x *strIndex, sub string, start, end int) int {
	var tmp strIndex
	if x == nil {
		tmp.init(s)
		x = &tmp
	}
	cs, ce, bs, be := strRange(s, x, start, end)
	if ce-cs < cpCount(sub) {
		return 0
	}
	if sub == "" {
		return ce - cs + 1
	}
	return strings.Count(s[bs:be], sub)
}

// strTailMatch reports whether s[start:end] starts (atEnd false) or ends
// (atEnd true) with sub, like CPython's tailmatch.
func strTailMatch(s string, x *strIndex, sub string, start, end int, atEnd bool) bool {
	var tmp strIndex
	if x == nil {
		tmp.init(s)
		x = &tmp
	}
	cs, ce := adjustIndices(start, end, x.n)
	ce -= cpCount(sub)
	if ce < cs {
		return false
	}
	if sub == "" {
		return true
	}
	at := cs
	if atEnd {
		at = ce
	}
	return strings.HasPrefix(s[x.offset(s, at):], sub)
}

// strStartsWith returns s.startswith(prefix, start, end) for one prefix;
// the object layer loops over a tuple of them.
func strStartsWith(s string, x *strIndex, prefix string, start, end int) bool {
	return strTailMatch(s, x, prefix, start, end, false)
}

// strEndsWith returns s.endswith(suffix, start, end) for one suffix.
func strEndsWith(s string, x *strIndex, suffix string, start, end int) bool {
	return strTailMatch(s, x, suffix, start, end, true)
}

// strReplace returns s.replace(old, new, count); a negative count replaces
// every occurrence. An empty old matches before every code point and at
// the end.
func strReplace(s, old, new string, count int) string {
	if count == 0 || old == new {
		return s
	}
	if old != "" {
		return strings.Replace(s, old, new, count)
	}
	n := cpCount(s) + 1
	if count < 0 || count > n {
		count = n
	}
	var b strings.Builder
	b.Grow(len(s) + count*len(new))
	i := 0
	for k := 0; k < count; k++ {
		b.WriteString(new)
		if i < len(s) {
			_, size := decodeRune(s[i:])
			b.WriteString(s[i : i+size])
			i += size
		}
	}
	b.WriteString(s[i:])
	return b.String()
}

// strRemovePrefix returns s.removeprefix(prefix).
func strRemovePrefix(s, prefix string) string { return strings.TrimPrefix(s, prefix) }

// strRemoveSuffix returns s.removesuffix(suffix).
func strRemoveSuffix(s, suffix string) string { return strings.TrimSuffix(s, suffix) }
