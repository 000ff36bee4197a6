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
	return nil
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
