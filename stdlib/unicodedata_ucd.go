// This file defines unicodedata.UCD, the type of ucd_3_2_0: an object with
// the module's functions answering from Unicode 3.2.0 (which IDNA and
// stringprep are defined against), and the 3.2.0 normalization behind its
// normalize.

package stdlib

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pyexgo/pyex/runtime"
	"golang.org/x/text/unicode/norm"
)

// ucdObject is a UCD instance; ucd_3_2_0 is the only one.
type ucdObject struct {
	runtime.Identity
}

// Type returns unicodedata.UCD.
func (*ucdObject) Type() *runtime.Type { return ucdType }

var (
	ucdType = runtime.NewNativeType("UCD", "unicodedata", nil, false)
	ucd320  = &ucdObject{}
)

func init() {
	for _, f := range udFuncs {
		f := f
		ucdType.AddMethod(f.name, func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			return f.fn(args, kw, true)
		})
	}
	ucdType.AddGetter("unidata_version", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		return runtime.MakeStr("3.2.0"), nil
	})
	ucdType.Slots.New = noNew("unicodedata.UCD")
	ucdType.Finish()
}

// udNormalizeOld normalizes s to form f as CPython's ucd_3_2_0 does: with
// today's reordering and composition, but leaving undecomposed the
// characters 3.2.0 did not have and using 3.2.0's mappings for the five
// ideographs corrected since. Strings without such characters normalize
// as in Unicode 14.0.
func udNormalizeOld(f norm.Form, s string) string {
	return udNormalizeAs(f, s, true)
}

// udNormalize normalizes s to form f in Unicode 14.0.
func udNormalize(f norm.Form, s string) string {
	if f.IsNormalString(s) {
		return s
	}
	return udNormalizeAs(f, s, false)
}

// udNormalizeAs normalizes s to form f in Unicode 3.2.0 (old) or 14.0. Go's
// normalizer (Unicode 15.0) does the work unless s holds a character it
// would decompose but the version asked for does not: a character that
// version lacks, or (3.2.0) one of the five it maps differently; then s is
// decomposed character by character, reordered and recomposed here.
func udNormalizeAs(f norm.Form, s string, old bool) string {
	compat := f == norm.NFKC || f == norm.NFKD
	dform := norm.NFD
	table := &udNFDOld
	if compat {
		dform, table = norm.NFKD, &udNFKDOld
	}
	// keep reports that c stays as it is (with its decomposition, if
	// old and 3.2.0 maps it differently).
	keep := func(c rune) (string, bool) {
		if old {
			if v, ok := table.get(c); ok {
				return v, true
			}
		}
		if c >= 0x80 && udUnassigned(c) && dform.String(string(c)) != string(c) {
			return "", true
		}
		return "", false
	}
	special := false
	for _, c := range s {
		if _, ok := keep(c); ok {
			special = true
			break
		}
	}
	if !special {
		return f.String(s)
	}
	// Decompose each character on its own, then put the combining marks
	// in canonical order (a stable sort of each run of non-starters).
	var d []rune
	for _, c := range udRunes(s) {
		if udSurrogate(c) {
			d = append(d, c)
			continue
		}
		if v, ok := keep(c); ok {
			if v == "" {
				d = append(d, c)
				continue
			}
			for _, h := range strings.Fields(v) {
				n, _ := strconv.ParseUint(h, 16, 32)
				d = append(d, rune(n))
			}
			continue
		}
		d = append(d, []rune(dform.String(string(c)))...)
	}
	for i := 0; i < len(d); {
		if udCombining(d[i]) == 0 {
			i++
			continue
		}
		j := i
		for j < len(d) && udCombining(d[j]) != 0 {
			j++
		}
		slices.SortStableFunc(d[i:j], func(a, b rune) int { return int(udCombining(a)) - int(udCombining(b)) })
		i = j
	}
	if f == norm.NFD || f == norm.NFKD {
		return udString(d)
	}
	return udString(udCompose(d))
}

// udSurrogate reports whether c is a surrogate code point, which a str
// may hold alone (stored in the 3-byte generalized UTF-8 form).
func udSurrogate(c rune) bool { return c >= 0xD800 && c <= 0xDFFF }

// udRunes decodes a str's data, lone surrogates included.
func udRunes(s string) []rune {
	var out []rune
	for i := 0; i < len(s); {
		c, size := utf8.DecodeRuneInString(s[i:])
		if c == utf8.RuneError && size == 1 && i+2 < len(s) && s[i] == 0xED && s[i+1]&0xE0 == 0xA0 {
			c, size = 0xD000|rune(s[i+1]&0x3F)<<6|rune(s[i+2]&0x3F), 3
		}
		out = append(out, c)
		i += size
	}
	return out
}

// udString encodes runes as a str's data, lone surrogates included.
func udString(rs []rune) string {
	b := make([]byte, 0, len(rs))
	for _, c := range rs {
		if udSurrogate(c) {
			b = append(b, 0xED, byte(0x80|(c>>6)&0x3F), byte(0x80|c&0x3F))
			continue
		}
		b = utf8.AppendRune(b, c)
	}
	return string(b)
}

// udCompose applies canonical composition to the decomposed runes d: each
// character joins the last starter when the two have a primary composite
// and no character between them blocks it.
func udCompose(d []rune) []rune {
	out := make([]rune, 0, len(d))
	starter := -1
	last := 0 // combining class of the last character kept
	for _, c := range d {
		cc := int(udCombining(c))
		if starter >= 0 && (len(out)-1 == starter || last < cc) {
			if p, ok := udPair(out[starter], c); ok {
				out[starter] = p
				continue
			}
		}
		if cc == 0 {
			starter = len(out)
		}
		last = cc
		out = append(out, c)
	}
	return out
}

// udPair returns the primary composite of a and b in Unicode 14.0, asking
// Go's normalizer to compose the pair.
func udPair(a, b rune) (rune, bool) {
	if udSurrogate(a) || udSurrogate(b) {
		return 0, false
	}
	r := norm.NFC.String(string(a) + string(b))
	p, size := utf8.DecodeRuneInString(r)
	if size != len(r) || p == utf8.RuneError || udUnassigned(p) {
		return 0, false
	}
	return p, true
}
