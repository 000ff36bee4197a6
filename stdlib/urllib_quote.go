// This file defines _pyex_urlpath, the Go half of urllib.parse's percent
// codec and of posixpath.normpath (both Python, in py/): agents call them
// once per link or path, and a loop over every byte or path component is
// microseconds in Python. The Python callers keep the argument checks and
// the encodings; these functions see only what they can finish alone.

package stdlib

import (
	"strings"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_pyex_urlpath", initURLPath) }

func initURLPath(r *Run, m *runtime.Module) error {
	fn := func(name string, f runtime.BuiltinFunc) {
		m.Dict.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_pyex_urlpath", name, f)))
	}
	// unquote_bytes(s) -> bytes: s (an ASCII str, bytes or bytearray) with
	// each %XX escape decoded; a '%' not followed by two hex digits stays.
	fn("unquote_bytes", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 1 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "unquote_bytes() takes 1 argument")
		}
		s, ok := runtime.AsStr(args[0])
		if !ok {
			b, err := runtime.BytesOf(t, args[0])
			if err != nil {
				return runtime.None, err
			}
			s = string(b)
		}
		out := percentDecode(s)
		if err := t.Charge(int64(len(out))); err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(out), nil
	})
	// quote_bytes(bs, safe) -> str: each byte of bs outside the unreserved
	// set and safe (bytes) as %XX.
	fn("quote_bytes", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 2 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "quote_bytes() takes 2 arguments")
		}
		bs, err := runtime.BytesOf(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		safe, err := runtime.BytesOf(t, args[1])
		if err != nil {
			return runtime.None, err
		}
		out := percentEncode(bs, safe)
		if err := t.Charge(int64(len(out))); err != nil {
			return runtime.None, err
		}
		return runtime.MakeStr(out), nil
	})
	// quote_str(s, safe, plus) -> str: quote(s, safe) of a str (UTF-8,
	// strict), or quote_plus when plus; safe is a str whose non-ASCII
	// characters are ignored. None when s holds a lone surrogate, which
	// the Python code reports as UTF-8 does.
	fn("quote_str", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 3 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "quote_str() takes 3 arguments")
		}
		s, ok1 := runtime.AsStr(args[0])
		safe, ok2 := runtime.AsStr(args[1])
		if !ok1 || !ok2 || hasLoneSurrogate(s) {
			return runtime.None, nil
		}
		safeBytes := []byte(safe)
		if args[2].IsTrue() {
			safeBytes = append(safeBytes, ' ')
		}
		out := percentEncode([]byte(s), safeBytes)
		if args[2].IsTrue() {
			out = strings.ReplaceAll(out, " ", "+")
		}
		if err := t.Charge(int64(len(out))); err != nil {
			return runtime.None, err
		}
		return runtime.MakeStr(out), nil
	})
	// parse_qsl(qs, separator, keep_blank_values) -> parse_qsl of a str
	// with the default encoding and errors and no strict parsing, or None
	// when a field needs the Python code (an escape among non-ASCII text,
	// or escapes that decode to non-ASCII bytes).
	fn("parse_qsl", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 3 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "parse_qsl() takes 3 arguments")
		}
		qs, ok1 := runtime.AsStr(args[0])
		sep, ok2 := runtime.AsStr(args[1])
		if !ok1 || !ok2 || sep == "" {
			return runtime.None, nil
		}
		return parseQueryPairs(t, qs, sep, args[2].IsTrue())
	})
	// parse_qs(qs, separator, keep_blank_values) -> parse_qs's dict of
	// name -> list of values, under parse_qsl's conditions; or None.
	fn("parse_qs", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 3 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "parse_qs() takes 3 arguments")
		}
		qs, ok1 := runtime.AsStr(args[0])
		sep, ok2 := runtime.AsStr(args[1])
		if !ok1 || !ok2 || sep == "" {
			return runtime.None, nil
		}
		pairs, err := parseQueryPairs(t, qs, sep, args[2].IsTrue())
		if err != nil || pairs.IsNone() {
			return pairs, err
		}
		d := runtime.NewDict(t)
		for _, p := range pairs.Object().(*runtime.List).Items() {
			kv := p.Object().(*runtime.Tuple).Items()
			cur, found, err := d.Get(t, kv[0])
			if err != nil {
				return runtime.None, err
			}
			if found {
				cur.Object().(*runtime.List).Append(kv[1])
				continue
			}
			if err := d.Set(t, kv[0], runtime.MakeObject(runtime.NewList([]runtime.Value{kv[1]}))); err != nil {
				return runtime.None, err
			}
		}
		return runtime.MakeObject(d), nil
	})
	// relpath_abs(path, start) -> str: posixpath.relpath of two absolute
	// str paths (no working directory needed).
	fn("relpath_abs", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 2 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "relpath_abs() takes 2 arguments")
		}
		p, ok1 := runtime.AsStr(args[0])
		start, ok2 := runtime.AsStr(args[1])
		if !ok1 || !ok2 || !strings.HasPrefix(p, "/") || !strings.HasPrefix(start, "/") {
			return runtime.None, runtime.Errorf(runtime.TypeError, "relpath_abs() needs two absolute str paths")
		}
		return runtime.MakeStr(relPathAbs(p, start)), nil
	})
	// normpath(s) -> str: posixpath.normpath of a str.
	fn("normpath", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 1 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "normpath() takes 1 argument")
		}
		s, ok := runtime.AsStr(args[0])
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "normpath() argument must be str")
		}
		return runtime.MakeStr(normPath(s)), nil
	})
	addURLSplit(fn)
	return nil
}

// hasLoneSurrogate reports whether s (WTF-8) holds a surrogate, which
// UTF-8 cannot encode.
func hasLoneSurrogate(s string) bool {
	for i := 0; i+2 < len(s); i++ {
		if s[i] == 0xED && s[i+1]&0xE0 == 0xA0 {
			return true
		}
	}
	return false
}

// queryPart is unquote_plus of one name or value of a query string,
// done when it can be without an encoding: false when the part has an
// escape among non-ASCII characters or escapes to non-ASCII bytes.
func queryPart(s string) (string, bool) {
	s = strings.ReplaceAll(s, "+", " ")
	if strings.IndexByte(s, '%') < 0 {
		return s, true
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return "", false
		}
	}
	out := percentDecode(s)
	for i := 0; i < len(out); i++ {
		if out[i] >= 0x80 {
			return "", false
		}
	}
	return out, true
}

func parseQueryPairs(t *runtime.Thread, qs, sep string, keepBlank bool) (runtime.Value, error) {
	pairs := []runtime.Value{}
	if qs == "" {
		return runtime.MakeObject(runtime.NewList(pairs)), nil
	}
	size := 0
	for _, field := range strings.Split(qs, sep) {
		if field == "" {
			continue
		}
		name, value, eq := strings.Cut(field, "=")
		if !eq && !keepBlank {
			continue
		}
		if value == "" && !keepBlank {
			continue
		}
		n, ok := queryPart(name)
		if !ok {
			return runtime.None, nil
		}
		v, ok := queryPart(value)
		if !ok {
			return runtime.None, nil
		}
		size += len(n) + len(v) + 64
		pairs = append(pairs, runtime.MakeTuple(runtime.MakeStr(n), runtime.MakeStr(v)))
	}
	if err := t.Charge(int64(size)); err != nil {
		return runtime.None, err
	}
	return runtime.MakeObject(runtime.NewList(pairs)), nil
}

func hexVal(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

func percentDecode(s string) string {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) {
			hi, ok1 := hexVal(s[i+1])
			lo, ok2 := hexVal(s[i+2])
			if ok1 && ok2 {
				b = append(b, hi<<4|lo)
				i += 2
				continue
			}
		}
		b = append(b, c)
	}
	return string(b)
}

// urlUnreserved marks the bytes quote never escapes: ASCII letters,
// digits and "_.-~".
var urlUnreserved = func() (set [256]bool) {
	for c := 'A'; c <= 'Z'; c++ {
		set[c] = true
		set[c+'a'-'A'] = true
	}
	for c := '0'; c <= '9'; c++ {
		set[c] = true
	}
	for _, c := range "_.-~" {
		set[c] = true
	}
	return set
}()

func percentEncode(bs, safe []byte) string {
	keep := urlUnreserved
	for _, c := range safe {
		if c < 128 {
			keep[c] = true
		}
	}
	const digits = "0123456789ABCDEF"
	var b strings.Builder
	b.Grow(len(bs) + len(bs)/4)
	for _, c := range bs {
		if keep[c] {
			b.WriteByte(c)
		} else {
			b.WriteByte('%')
			b.WriteByte(digits[c>>4])
			b.WriteByte(digits[c&15])
		}
	}
	return b.String()
}

// normPath is posixpath.normpath: empty and "." components dropped, ".."
// removing the component before it (or kept at the start of a relative
// path), and POSIX's rule for leading slashes: exactly two are kept, three
// or more become one.
func normPath(p string) string {
	if p == "" {
		return "."
	}
	initial := 0
	if strings.HasPrefix(p, "/") {
		initial = 1
		if strings.HasPrefix(p, "//") && !strings.HasPrefix(p, "///") {
			initial = 2
		}
	}
	parts := make([]string, 0, 8)
	for _, comp := range strings.Split(p, "/") {
		if comp == "" || comp == "." {
			continue
		}
		if comp != ".." || (initial == 0 && len(parts) == 0) || (len(parts) > 0 && parts[len(parts)-1] == "..") {
			parts = append(parts, comp)
		} else if len(parts) > 0 {
			parts = parts[:len(parts)-1]
		}
	}
	out := strings.Repeat("/", initial) + strings.Join(parts, "/")
	if out == "" {
		return "."
	}
	return out
}

// pathParts returns the non-empty components of a normalized path.
func pathParts(p string) []string {
	var out []string
	for _, c := range strings.Split(normPath(p), "/") {
		if c != "" {
			out = append(out, c)
		}
	}
	return out
}

// relPathAbs is posixpath.relpath of two absolute paths: ".." for each
// component of start past the common ones, then the rest of path.
func relPathAbs(p, start string) string {
	ps, ss := pathParts(p), pathParts(start)
	i := 0
	for i < len(ps) && i < len(ss) && ps[i] == ss[i] {
		i++
	}
	rel := make([]string, 0, len(ss)-i+len(ps)-i)
	for k := i; k < len(ss); k++ {
		rel = append(rel, "..")
	}
	rel = append(rel, ps[i:]...)
	if len(rel) == 0 {
		return "."
	}
	return strings.Join(rel, "/")
}
