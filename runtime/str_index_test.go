package runtime

import (
	"math/rand"
	"strings"
	"testing"
	"unicode/utf8"
)

// randomWTF8 returns a random string mixing ASCII, 2-, 3- and 4-byte code
// points and lone surrogates.
func randomWTF8(rnd *rand.Rand, n int) string {
	pool := []rune{'a', 'Z', ' ', 'é', 'Σ', '€', '日', 0xD800, 0xDC80, 0xDFFF, 0x1F600, 0x10FFFF, 0x7F, 0x80}
	var b []byte
	for i := 0; i < n; i++ {
		b = appendRune(b, pool[rnd.Intn(len(pool))])
	}
	return string(b)
}

func TestWTF8RoundTrip(t *testing.T) {
	for _, r := range []rune{0, 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xE000, 0xFFFF, 0x10000, 0x10FFFF} {
		b := appendRune(nil, r)
		if len(b) != runeLen(r) {
			t.Errorf("%U: %d bytes, runeLen %d", r, len(b), runeLen(r))
		}
		got, size := decodeRune(string(b))
		if got != r || size != len(b) {
			t.Errorf("decodeRune(%U) = %U, %d", r, got, size)
		}
		got, size = decodeLastRune("ab" + string(b))
		if got != r || size != len(b) {
			t.Errorf("decodeLastRune(%U) = %U, %d", r, got, size)
		}
		if runeString(r) != string(b) {
			t.Errorf("runeString(%U) = %q", r, runeString(r))
		}
	}
	// Bytes that start no sequence decode one at a time as U+FFFD.
	for _, s := range []string{"\x80", "\xff", "\xed\xa0", "\xf0\x9f\x98"} {
		if r, size := decodeRune(s); r != utf8.RuneError || size != 1 {
			t.Errorf("decodeRune(%q) = %U, %d", s, r, size)
		}
		if r, size := decodeLastRune(s); r != utf8.RuneError || size != 1 {
			t.Errorf("decodeLastRune(%q) = %U, %d", s, r, size)
		}
	}
}

func TestCPCountAndASCII(t *testing.T) {
	rnd := rand.New(rand.NewSource(1))
	for n := 0; n < 200; n++ {
		s := randomWTF8(rnd, n)
		want := 0
		for i := 0; i < len(s); {
			_, size := decodeRune(s[i:])
			i += size
			want++
		}
		if got := cpCount(s); got != want {
			t.Fatalf("cpCount(%q) = %d, want %d", s, got, want)
		}
		a := strings.Repeat("x", n)
		if !isASCII(a) || cpCount(a) != n {
			t.Fatalf("ASCII string of %d", n)
		}
		if n > 0 && isASCII(a+"é") {
			t.Fatalf("isASCII with é at %d", n)
		}
	}
}

// TestStrIndex checks offset and pos at every position of random strings
// against a plain walk.
func TestStrIndex(t *testing.T) {
	rnd := rand.New(rand.NewSource(2))
	for _, n := range []int{0, 1, 5, 31, 32, 33, 64, 100, 1000} {
		s := randomWTF8(rnd, n)
		var offs []int
		for i := 0; i < len(s); {
			offs = append(offs, i)
			_, size := decodeRune(s[i:])
			i += size
		}
		offs = append(offs, len(s))
		x := newStrIndex(s)
		if x.len() != n {
			t.Fatalf("len = %d, want %d", x.len(), n)
		}
		for i, off := range offs {
			if got := x.offset(s, i); got != off {
				t.Fatalf("n=%d offset(%d) = %d, want %d", n, i, got, off)
			}
			if got := x.pos(s, off); got != i {
				t.Fatalf("n=%d pos(%d) = %d, want %d", n, off, got, i)
			}
		}
	}
}

// TestStrSliceLong checks slicing with large steps, which looks positions
// up in the index, against slicing code point by code point.
func TestStrSliceLong(t *testing.T) {
	rnd := rand.New(rand.NewSource(3))
	s := randomWTF8(rnd, 500)
	var cps []rune
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		cps = append(cps, r)
		i += size
	}
	x := newStrIndex(s)
	for _, step := range []int{1, 2, 31, 32, 33, 100, -1, -7, -32, -33, -200} {
		for _, start := range []int{0, 1, 250, 499} {
			stop := 500
			if step < 0 {
				stop = -1000
			}
			st, _, n := sliceAdjust(len(cps), start, stop, step)
			var want []byte
			for k := 0; k < n; k++ {
				want = appendRune(want, cps[st+k*step])
			}
			if got := strSlice(s, x, st, step, n); got != string(want) {
				t.Errorf("step %d start %d: got %q want %q", step, start, got, want)
			}
		}
	}
}

func TestStrRepeatOverflow(t *testing.T) {
	if _, err := strRepeat("ab", 1<<62); err == nil || err.Kind != OverflowError {
		t.Errorf("strRepeat overflow: %v", err)
	}
	if _, err := strExpandTabsLen("\t\t\t", 1<<62); err == nil || err.Kind != OverflowError {
		t.Errorf("expandtabs overflow: %v", err)
	}
}

// TestStrFastPathsDoNotAllocate guards the ASCII and no-change paths.
func TestStrFastPathsDoNotAllocate(t *testing.T) {
	s := strings.Repeat("hello world, ", 20)
	padded := "  " + s + "  "
	g := strings.Repeat("γειά σου κόσμε ", 20)
	gx := newStrIndex(g)
	gx.table(g)
	checks := map[string]func(){
		"lower":      func() { _ = strLower(s) },
		"isalpha":    func() { _ = strIsAlpha(g) },
		"islower":    func() { _ = strIsLower(g) },
		"find":       func() { _ = strFind(s, nil, "world", 3, 1000) },
		"findGreek":  func() { _ = strFind(g, gx, "κόσμε", 3, 1000) },
		"count":      func() { _ = strCount(s, nil, "o", 0, 1<<62) },
		"startswith": func() { _ = strStartsWith(g, gx, "σου", 5, 100) },
		"contains":   func() { _ = strContains(g, "σου") },
		"strip":      func() { _ = strStrip(padded, "", false, true, true) },
		"getitem":    func() { _, _ = strGetItem(g, gx, 40) },
		"encode":     func() { _, _ = strEncodeDetail(s, "utf-8", "strict") },
		"decode":     func() { _, _ = bytesDecodeDetail(s, "UTF-8", "strict") },
		"decodeRune": func() { _, _ = decodeRune(g[5:]) },
		"cpCount":    func() { _ = cpCount(g) },
	}
	for name, f := range checks {
		if n := testing.AllocsPerRun(100, f); n > 0 {
			t.Errorf("%s allocates %.1f times", name, n)
		}
	}
}
