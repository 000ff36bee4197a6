// This file adds urllib.parse's splitting, joining and query encoding of
// str URLs to _pyex_urlpath: an agent splits every link it crawls, and
// urlsplit's slicing and searching in Python costs a dozen bytecode
// frames per URL. Each function answers None for what it leaves to the
// Python code (bracketed or non-ASCII hosts, values that are neither str
// nor int, lone surrogates), which keeps CPython's errors in one place.

package stdlib

import (
	"strconv"
	"strings"

	"github.com/pyexgo/pyex/runtime"
)

// addURLSplit adds split_str, hostname_str, unsplit_str and
// urlencode_str to _pyex_urlpath (initURLPath calls it).
func addURLSplit(fn func(string, runtime.BuiltinFunc)) {
	// split_str(url, scheme, allow_fragments, cls) -> cls instance: the
	// body of urlsplit for str url and scheme, the five parts made as a
	// cls (SplitResult); None when the netloc has brackets or non-ASCII
	// characters or allow_fragments is not a bool, None or small int.
	fn("split_str", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 4 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "split_str() takes 4 arguments")
		}
		url, ok1 := exactStr(args[0])
		scheme, ok2 := exactStr(args[1])
		cls, ok3 := args[3].Object().(*runtime.Type)
		// bool(allow_fragments), when that calls nothing.
		allowFragments, known := args[2].QuickTruth()
		if !ok1 || !ok2 || !ok3 || !known {
			return runtime.None, nil
		}
		parts, ok := splitURL(url, scheme, allowFragments)
		if !ok {
			return runtime.None, nil
		}
		items := make([]runtime.Value, 5)
		for i, p := range parts {
			items[i] = runtime.MakeStr(p)
		}
		return runtime.NewTupleOf(t, cls, items), nil
	})
	// hostname_str(netloc) -> str or None: the hostname property of a str
	// netloc; False when the host is not ASCII (its lowering is left to
	// str.lower in Python).
	fn("hostname_str", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 1 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "hostname_str() takes 1 argument")
		}
		netloc, ok := exactStr(args[0])
		if !ok {
			return runtime.False, nil
		}
		host := urlHost(netloc)
		if host == "" {
			return runtime.None, nil
		}
		if !isASCIIString(host) {
			return runtime.False, nil
		}
		// The zone of an IPv6 address (after '%') keeps its case.
		addr, zone, found := strings.Cut(host, "%")
		addr = strings.ToLower(addr)
		if found {
			addr += "%" + zone
		}
		return runtime.MakeStr(addr), nil
	})
	// unsplit_str(components, uses_netloc) -> str: urlunsplit of an exact
	// 5-tuple of str; None for anything else.
	fn("unsplit_str", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 2 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "unsplit_str() takes 2 arguments")
		}
		tup, ok := args[0].Object().(*runtime.Tuple)
		if !ok || tup.Len() != 5 {
			return runtime.None, nil
		}
		var p [5]string
		for i, v := range tup.Items() {
			s, ok := exactStr(v)
			if !ok {
				return runtime.None, nil
			}
			p[i] = s
		}
		netlocSchemes, ok := args[1].Object().(*runtime.List)
		if !ok {
			return runtime.None, nil
		}
		scheme, netloc, url, query, frag := p[0], p[1], p[2], p[3], p[4]
		if netloc != "" || (scheme != "" && listHasStr(netlocSchemes, scheme) && !strings.HasPrefix(url, "//")) {
			if url != "" && url[0] != '/' {
				url = "/" + url
			}
			url = "//" + netloc + url
		}
		if scheme != "" {
			url = scheme + ":" + url
		}
		if query != "" {
			url += "?" + query
		}
		if frag != "" {
			url += "#" + frag
		}
		return runtime.MakeStr(url), nil
	})
	// urlencode_str(pairs, safe, plus) -> str: urlencode of a list or
	// tuple of 2-tuples whose items are str or int, each quoted by
	// quote_plus (plus) or quote with safe; None for anything else.
	fn("urlencode_str", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 3 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "urlencode_str() takes 3 arguments")
		}
		var pairs []runtime.Value
		switch o := args[0].Object().(type) {
		case *runtime.List:
			pairs = o.Items()
		case *runtime.Tuple:
			pairs = o.Items()
		default:
			return runtime.None, nil
		}
		safe, ok := exactStr(args[1])
		if !ok {
			return runtime.None, nil
		}
		plus := args[2].IsTrue()
		safeBytes := []byte(safe)
		if plus {
			safeBytes = append(safeBytes, ' ')
		}
		enc := func(v runtime.Value) (string, bool) {
			if v.IsSmallInt() {
				return strconv.FormatInt(v.SmallInt(), 10), true
			}
			s, ok := exactStr(v)
			if !ok || hasLoneSurrogate(s) {
				return "", false
			}
			out := percentEncode([]byte(s), safeBytes)
			if plus {
				out = strings.ReplaceAll(out, " ", "+")
			}
			return out, true
		}
		var b strings.Builder
		for i, pv := range pairs {
			kv, ok := pv.Object().(*runtime.Tuple)
			if !ok || kv.Len() != 2 {
				return runtime.None, nil
			}
			k, ok1 := enc(kv.Items()[0])
			v, ok2 := enc(kv.Items()[1])
			if !ok1 || !ok2 {
				return runtime.None, nil
			}
			if i > 0 {
				b.WriteByte('&')
			}
			b.WriteString(k)
			b.WriteByte('=')
			b.WriteString(v)
		}
		if err := t.Charge(int64(b.Len())); err != nil {
			return runtime.None, err
		}
		return runtime.MakeStr(b.String()), nil
	})
}

// exactStr is the Go string of v when v is a str (not a subclass, whose
// methods a user may have replaced).
func exactStr(v runtime.Value) (string, bool) {
	s, ok := v.Object().(*runtime.Str)
	if !ok {
		return "", false
	}
	return runtime.AsStr(runtime.MakeObject(s))
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func listHasStr(l *runtime.List, s string) bool {
	for _, v := range l.Items() {
		if w, ok := exactStr(v); ok && w == s {
			return true
		}
	}
	return false
}

// urlSchemeChar reports whether c may appear in a URL scheme.
func urlSchemeChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'
}

// urlTrimmed is WHATWG's clean-up urlsplit applies: leading C0 controls
// and spaces dropped (both ends for the scheme), tab, CR and LF removed.
func urlTrimmed(s string, bothEnds bool) string {
	i := 0
	for i < len(s) && s[i] <= ' ' {
		i++
	}
	s = s[i:]
	if bothEnds {
		j := len(s)
		for j > 0 && s[j-1] <= ' ' {
			j--
		}
		s = s[:j]
	}
	if strings.ContainsAny(s, "\t\r\n") {
		s = strings.NewReplacer("\t", "", "\r", "", "\n", "").Replace(s)
	}
	return s
}

// splitURL is urlsplit's scheme, netloc, path, query and fragment of a
// str URL; false when the netloc needs the Python checks (brackets, or
// non-ASCII characters that NFKC might turn into delimiters).
func splitURL(url, scheme string, allowFragments bool) ([5]string, bool) {
	var out [5]string
	url = urlTrimmed(url, false)
	scheme = urlTrimmed(scheme, true)
	if colon := strings.IndexByte(url, ':'); colon > 0 {
		c := url[0]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			valid := true
			for i := 0; i < colon; i++ {
				if !urlSchemeChar(url[i]) {
					valid = false
					break
				}
			}
			if valid {
				scheme = strings.ToLower(url[:colon])
				url = url[colon+1:]
			}
		}
	}
	netloc := ""
	if strings.HasPrefix(url, "//") {
		end := len(url)
		if k := strings.IndexAny(url[2:], "/?#"); k >= 0 {
			end = k + 2
		}
		netloc, url = url[2:end], url[end:]
		if strings.ContainsAny(netloc, "[]") || !isASCIIString(netloc) {
			return out, false
		}
	}
	frag, query := "", ""
	if allowFragments {
		if k := strings.IndexByte(url, '#'); k >= 0 {
			url, frag = url[:k], url[k+1:]
		}
	}
	if k := strings.IndexByte(url, '?'); k >= 0 {
		url, query = url[:k], url[k+1:]
	}
	out = [5]string{scheme, netloc, url, query, frag}
	return out, true
}

// urlHost is the host part of a netloc, as _split_hostinfo finds it.
func urlHost(netloc string) string {
	if k := strings.LastIndexByte(netloc, '@'); k >= 0 {
		netloc = netloc[k+1:]
	}
	if _, inside, opened := strings.Cut(netloc, "["); opened {
		host, _, _ := strings.Cut(inside, "]")
		return host
	}
	host, _, _ := strings.Cut(netloc, ":")
	return host
}
