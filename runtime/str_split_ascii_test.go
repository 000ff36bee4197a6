package runtime

import (
	"reflect"
	"testing"
)

// refSplitWhite is s.split(None, maxsplit) written the slow, obvious way
// from the definition: ASCII whitespace for Python is \t \n \v \f \r,
// \x1c-\x1f and the space.
func refSplitWhite(s string, maxsplit int) []string {
	space := func(c byte) bool { return c == ' ' || c >= '\t' && c <= '\r' || c >= 0x1c && c <= 0x1f }
	out := []string{}
	i := 0
	for {
		for i < len(s) && space(s[i]) {
			i++
		}
		if i == len(s) {
			return out
		}
		if maxsplit >= 0 && len(out) == maxsplit {
			return append(out, s[i:])
		}
		j := i
		for i < len(s) && !space(s[i]) {
			i++
		}
		out = append(out, s[j:i])
	}
}

// TestASCIISplitWhite checks the ASCII whitespace split, as a []string and
// as the list the str method returns, against refSplitWhite on every
// string of up to six characters over a small alphabet.
func TestASCIISplitWhite(t *testing.T) {
	th := NewThread()
	alphabet := []byte{'a', 'b', ' ', '\t', '\x1c', '\n'}
	var walk func(prefix []byte)
	walk = func(prefix []byte) {
		s := string(prefix)
		for _, maxsplit := range []int{-1, 0, 1, 2, 5} {
			want := refSplitWhite(s, maxsplit)
			got, err := strSplit(s, "", false, maxsplit)
			if err != nil || !reflect.DeepEqual(append([]string{}, got...), want) {
				t.Fatalf("strSplit(%q, %d) = %q, want %q", s, maxsplit, got, want)
			}
			v, verr := asciiSplitWhiteValue(th, s, splitLimit(maxsplit))
			if verr != nil {
				t.Fatal(verr)
			}
			items := v.obj.(*List).items
			if len(items) != len(want) {
				t.Fatalf("split value of %q, %d: %d items, want %d", s, maxsplit, len(items), len(want))
			}
			for i, it := range items {
				p := it.obj.(*Str)
				if p.s != want[i] || p.Len() != len(want[i]) {
					t.Fatalf("split value of %q, %d: item %d is %q, want %q", s, maxsplit, i, p.s, want[i])
				}
			}
		}
		if len(prefix) == 6 {
			return
		}
		for _, c := range alphabet {
			walk(append(prefix, c))
		}
	}
	walk(nil)
}
