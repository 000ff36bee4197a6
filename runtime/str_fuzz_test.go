package runtime

import (
	"testing"
	"unicode/utf8"
)

// wellFormedStr reports whether s is a well-formed pyex str: valid UTF-8
// except for lone surrogates in their 3-byte form.
func wellFormedStr(s string) bool {
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		if r == utf8.RuneError && size == 1 {
			return false
		}
		i += size
	}
	return true
}

var fuzzCodecs = []string{"utf-8", "utf-8-sig", "ascii", "latin-1", "utf-16", "utf-16-le", "utf-16-be",
	"utf-32", "utf-32-le", "utf-32-be"}

var fuzzHandlers = []string{"strict", "ignore", "replace", "backslashreplace", "surrogateescape",
	"surrogatepass", "xmlcharrefreplace", "bogus"}

// FuzzBytesDecode decodes outside bytes with every codec and handler: no
// panic, every result a well-formed str that encodes back, and the
// lossless handlers round-trip.
func FuzzBytesDecode(f *testing.F) {
	for _, s := range []string{"", "abc", "\xff", "\xed\xa0\x80", "\xf0\x90\x80", "\xff\xfe\x00\xd8", "\x00\x00\x11\x00",
		"\xef\xbb\xbf\xe2\x82\xac", "a\x00b\x00\x00\xdc"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, codec := range fuzzCodecs {
			for _, h := range fuzzHandlers {
				s, err := bytesDecodeDetail(b, codec, h)
				if err != nil {
					_ = err.message()
					continue
				}
				if !wellFormedStr(s) {
					t.Fatalf("%s/%s of %q gave malformed %q", codec, h, b, s)
				}
				if _, err := strEncodeDetail(s, codec, "surrogatepass"); err != nil && codec != "ascii" && codec != "latin-1" {
					t.Fatalf("%s/%s of %q: %q does not encode back: %v", codec, h, b, s, err.toError())
				}
			}
		}
		s, err := bytesDecode(b, "utf-8", "surrogateescape")
		if err != nil {
			t.Fatalf("utf-8 surrogateescape of %q: %v", b, err)
		}
		if back, err := strEncode(s, "utf-8", "surrogateescape"); err != nil || back != string(b) {
			t.Fatalf("utf-8 surrogateescape round trip of %q: %q, %v", b, back, err)
		}
		if len(b)%2 == 0 {
			s, err := bytesDecode(b, "utf-16-le", "surrogatepass")
			if err != nil {
				t.Fatalf("utf-16-le surrogatepass of %q: %v", b, err)
			}
			if back, err := strEncode(s, "utf-16-le", "surrogatepass"); err != nil || back != string(b) {
				t.Fatalf("utf-16-le surrogatepass round trip of %q: %q, %v", b, back, err)
			}
		}
		// Whatever the bytes, the str methods must not panic on the
		// decoded text.
		x := newStrIndex(s)
		_ = strRepr(s)
		_ = strTitle(s)
		_ = strLower(s)
		_, _ = strSplit(s, "", false, -1)
		_ = strFind(s, x, "\xed\xb3\xbf", 1, x.len()-1)
		_, _ = strExpandTabs(s, 4)
		if x.len() > 0 {
			_, _ = strGetItem(s, x, -1)
			start, _, n := sliceAdjust(x.len(), -1, -1000, -3)
			_ = strSlice(s, x, start, -3, n)
		}
	})
}
