// Package stdlib: this file defines the unicodedata module, written in Go
// for speed. Names come from golang.org/x/text/unicode/runenames and
// normalization from golang.org/x/text/unicode/norm; both are Unicode 15.0,
// so code points Unicode 14.0 (CPython 3.11's version) leaves unassigned are
// masked by unicode14Unassigned.
package stdlib

import (
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pyexgo/pyex/frontend"
	"github.com/pyexgo/pyex/runtime"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/unicode/runenames"
)

func init() {
	register("unicodedata", initUnicodedata)
	runtime.CharName = udName
}

// unidataVersion is the Unicode version CPython 3.11 reports.
const unidataVersion = "14.0.0"

func initUnicodedata(r *Run, m *runtime.Module) error {
	d := m.Dict
	d.SetStr("unidata_version", runtime.MakeStr(unidataVersion))
	for _, f := range udFuncs {
		f := f
		d.SetStr(f.name, runtime.MakeObject(runtime.NewModuleFunction("unicodedata", f.name,
			func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
				return f.fn(args, kw, false)
			})))
	}
	d.SetStr("UCD", runtime.MakeObject(ucdType))
	d.SetStr("ucd_3_2_0", runtime.MakeObject(ucd320))
	return nil
}

// udFunc is one function of unicodedata; old selects the Unicode 3.2.0
// answers of ucd_3_2_0's method of the same name.
type udFunc struct {
	name string
	fn   func(args []runtime.Value, kw *runtime.KwArgs, old bool) (runtime.Value, error)
}

// udFuncs lists the functions the module and its UCD objects share.
var udFuncs = []udFunc{
	{"category", func(args []runtime.Value, kw *runtime.KwArgs, old bool) (runtime.Value, error) {
		c, err := udChar("category", args, kw, 1, old)
		if err != nil {
			return runtime.None, err
		}
		if old {
			if v, ok := udCategoryOld.get(c); ok {
				return runtime.MakeStr(v), nil
			}
		}
		return runtime.MakeStr(udCategory(c)), nil
	}},
	{"combining", func(args []runtime.Value, kw *runtime.KwArgs, old bool) (runtime.Value, error) {
		c, err := udChar("combining", args, kw, 1, old)
		if err != nil {
			return runtime.None, err
		}
		if old {
			if v, ok := udCombiningOld.get(c); ok {
				n, _ := strconv.Atoi(v)
				return runtime.MakeInt(int64(n)), nil
			}
		}
		return runtime.MakeInt(int64(udCombining(c))), nil
	}},
	{"name", func(args []runtime.Value, kw *runtime.KwArgs, old bool) (runtime.Value, error) {
		c, err := udChar("name", args, kw, 2, old)
		if err != nil {
			return runtime.None, err
		}
		if n := udName(c); n != "" && !(old && udNameOld.has(c)) {
			return runtime.MakeStr(n), nil
		}
		if len(args) > 1 {
			return args[1], nil
		}
		return runtime.None, runtime.Errorf(runtime.ValueError, "no such name")
	}},
	{"lookup", func(args []runtime.Value, kw *runtime.KwArgs, old bool) (runtime.Value, error) {
		if err := udNoKw("lookup", kw, old); err != nil {
			return runtime.None, err
		}
		if len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "%slookup() takes exactly one argument (%d given)", udOwner(old), len(args))
		}
		// The name is a C string: str (as UTF-8) or bytes.
		s, ok := runtime.AsStr(args[0])
		if ok {
			if _, err := runtime.Encode(s, "utf-8", "strict"); err != nil {
				return runtime.None, err
			}
		} else if s, ok = runtime.AsBytes(args[0]); !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "a bytes-like object is required, not '%s'", args[0].TypeName())
		}
		if len(s) > 256 {
			return runtime.None, runtime.NewException(runtime.KeyErrorType, runtime.MakeStr("name too long"))
		}
		if r, ok := udLookup(s, old); ok {
			return runtime.MakeStr(r), nil
		}
		// The message shows the name as far as its first NUL.
		shown, _, _ := strings.Cut(s, "\x00")
		return runtime.None, runtime.NewException(runtime.KeyErrorType, runtime.MakeStr("undefined character name '"+shown+"'"))
	}},
	{"normalize", func(args []runtime.Value, kw *runtime.KwArgs, old bool) (runtime.Value, error) {
		f, s, err := udForm("normalize", args, kw, old)
		if err != nil {
			return runtime.None, err
		}
		r := udNormalize(f, s)
		if old {
			r = udNormalizeOld(f, s)
		}
		if r == s {
			return args[1], nil
		}
		return runtime.MakeStr(r), nil
	}},
	{"is_normalized", func(args []runtime.Value, kw *runtime.KwArgs, old bool) (runtime.Value, error) {
		f, s, err := udForm("is_normalized", args, kw, old)
		if err != nil {
			return runtime.None, err
		}
		if old {
			return runtime.MakeBool(udNormalizeOld(f, s) == s), nil
		}
		return runtime.MakeBool(f.IsNormalString(s) || udNormalize(f, s) == s), nil
	}},
	{"bidirectional", udStrProp("bidirectional", &udBidiTable, &udBidiOld)},
	{"east_asian_width", udStrProp("east_asian_width", &udWidthTable, &udWidthOld)},
	{"decomposition", udStrProp("decomposition", &udDecompTable, &udDecompOld)},
	{"mirrored", func(args []runtime.Value, kw *runtime.KwArgs, old bool) (runtime.Value, error) {
		c, err := udChar("mirrored", args, kw, 1, old)
		if err != nil {
			return runtime.None, err
		}
		n, _ := strconv.Atoi(udValue(&udMirroredTable, &udMirroredOld, c, old))
		return runtime.MakeInt(int64(n)), nil
	}},
	{"decimal", udNumProp("decimal", &udDecimalTable, &udDecimalOld, "not a decimal")},
	{"digit", udNumProp("digit", &udDigitTable, &udDigitOld, "not a digit")},
	{"numeric", udNumProp("numeric", &udNumericTable, &udNumericOld, "not a numeric character")},
}

// udForm unpacks the (form, unistr) arguments of normalize and
// is_normalized.
func udForm(fname string, args []runtime.Value, kw *runtime.KwArgs, old bool) (norm.Form, string, error) {
	if err := udNoKw(fname, kw, old); err != nil {
		return 0, "", err
	}
	if len(args) != 2 {
		return 0, "", runtime.Errorf(runtime.TypeError, "%s expected 2 arguments, got %d", fname, len(args))
	}
	f, ok := runtime.AsStr(args[0])
	if !ok {
		return 0, "", runtime.Errorf(runtime.TypeError, "%s() argument 1 must be str, not %s", fname, udTypeName(args[0]))
	}
	s, ok := runtime.AsStr(args[1])
	if !ok {
		return 0, "", runtime.Errorf(runtime.TypeError, "%s() argument 2 must be str, not %s", fname, udTypeName(args[1]))
	}
	switch f {
	case "NFC":
		return norm.NFC, s, nil
	case "NFD":
		return norm.NFD, s, nil
	case "NFKC":
		return norm.NFKC, s, nil
	case "NFKD":
		return norm.NFKD, s, nil
	}
	if s == "" {
		// CPython answers for the empty string before it checks the form.
		return norm.NFC, s, nil
	}
	return 0, "", runtime.Errorf(runtime.ValueError, "invalid normalization form")
}

// udCombining returns the canonical combining class of c in Unicode 14.0.
func udCombining(c rune) uint8 {
	if udUnassigned(c) {
		return 0
	}
	return norm.NFD.PropertiesString(string(c)).CCC()
}

// udNoKw rejects keyword arguments the way CPython's positional-only
// functions do.
func udNoKw(fname string, kw *runtime.KwArgs, old bool) error {
	if kw != nil && kw.Len() > 0 {
		return runtime.Errorf(runtime.TypeError, "%s%s() takes no keyword arguments", udOwner(old), fname)
	}
	return nil
}

// udTypeName names a bad argument's type as Argument Clinic does: None
// for None.
func udTypeName(v runtime.Value) string {
	if v.IsNone() {
		return "None"
	}
	return v.TypeName()
}

// udOwner is the prefix CPython's messages put before the name of a
// function of the module, or of a method of ucd_3_2_0 (old).
func udOwner(old bool) string {
	if old {
		return "UCD."
	}
	return "unicodedata."
}

// udChar unpacks the one-character first argument of fname, which takes 1
// to max positional arguments.
func udChar(fname string, args []runtime.Value, kw *runtime.KwArgs, max int, old bool) (rune, error) {
	if err := udNoKw(fname, kw, old); err != nil {
		return 0, err
	}
	if len(args) < 1 || len(args) > max {
		if max == 1 {
			return 0, runtime.Errorf(runtime.TypeError, "%s%s() takes exactly one argument (%d given)", udOwner(old), fname, len(args))
		}
		if len(args) < 1 {
			return 0, runtime.Errorf(runtime.TypeError, "%s expected at least 1 argument, got %d", fname, len(args))
		}
		return 0, runtime.Errorf(runtime.TypeError, "%s expected at most %d arguments, got %d", fname, max, len(args))
	}
	s, ok := runtime.AsStr(args[0])
	if ok {
		c, size := utf8.DecodeRuneInString(s)
		if size > 0 && size == len(s) && c != utf8.RuneError {
			return c, nil
		}
		// A lone surrogate is held as its 3-byte generalized UTF-8 form.
		if len(s) == 3 && s[0] == 0xED && s[1] >= 0xA0 && s[1] <= 0xBF && s[2]&0xC0 == 0x80 {
			return 0xD000 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), nil
		}
		if len(s) == 3 && s == "\uFFFD" {
			return 0xFFFD, nil
		}
	}
	arg := ""
	if max > 1 {
		arg = " 1"
	}
	return 0, runtime.Errorf(runtime.TypeError, "%s() argument%s must be a unicode character, not %s", fname, arg, udTypeName(args[0]))
}

// udUnassigned reports whether Unicode 14.0 leaves c unassigned.
func udUnassigned(c rune) bool {
	i := sort.Search(len(unicode14Unassigned), func(i int) bool { return unicode14Unassigned[i][1] >= c })
	return i < len(unicode14Unassigned) && unicode14Unassigned[i][0] <= c
}

// udCategoryNames lists the two-letter general categories Go has tables for.
var udCategoryNames = func() []string {
	var names []string
	for n := range unicode.Categories {
		if len(n) == 2 && n != "LC" {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}()

// udCategory returns the general category of c in Unicode 14.0.
func udCategory(c rune) string {
	if udUnassigned(c) {
		return "Cn"
	}
	for _, n := range udCategoryNames {
		if unicode.Is(unicode.Categories[n], c) {
			return n
		}
	}
	return "Cn"
}

// Hangul syllable composition constants (Unicode chapter 3.12).
const (
	hangulBase  = 0xAC00
	hangulCount = 11172
	hangulV     = 21
	hangulT     = 28
)

var hangulL = [...]string{"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"}
var hangulVs = [...]string{"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"}
var hangulTs = [...]string{"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"}

// udName returns the Unicode 14.0 name of c, or "" if it has none. Like
// CPython 3.11, it computes only Hangul syllable and CJK unified ideograph
// names (Tangut ideographs have none).
func udName(c rune) string {
	if udUnassigned(c) {
		return ""
	}
	if c >= hangulBase && c < hangulBase+hangulCount {
		i := int(c - hangulBase)
		return "HANGUL SYLLABLE " + hangulL[i/(hangulV*hangulT)] + hangulVs[i%(hangulV*hangulT)/hangulT] + hangulTs[i%hangulT]
	}
	n := runenames.Name(c)
	if !strings.HasPrefix(n, "<") {
		return n
	}
	switch {
	case strings.HasPrefix(n, "<CJK Ideograph"):
		return "CJK UNIFIED IDEOGRAPH-" + udHex(c)
	}
	return ""
}

// udHex formats c as upper-case hexadecimal with at least four digits.
func udHex(c rune) string {
	const digits = "0123456789ABCDEF"
	var b [8]byte
	i := len(b)
	for c > 0 || i > len(b)-4 {
		i--
		b[i] = digits[c&15]
		c >>= 4
	}
	return string(b[i:])
}

// udLookup finds the character or named sequence called s, as CPython's
// lookup does: by name, name alias or named sequence in Unicode 14.0, and
// by name only, of a character 3.2.0 has, for ucd_3_2_0 (old).
func udLookup(s string, old bool) (string, bool) {
	c, ok := frontend.LookupUnicodeName(s)
	if ok {
		// 3.2.0 refuses aliases and the names of characters it lacks,
		// but not the computed Hangul and ideograph names.
		computed := strings.HasPrefix(s, "HANGUL SYLLABLE ") || strings.HasPrefix(s, "CJK UNIFIED IDEOGRAPH-")
		if old && !computed && (strings.ToUpper(s) != udName(c) || udNameOld.has(c)) {
			return "", false
		}
		return string(c), true
	}
	if old {
		return "", false
	}
	u := strings.ToUpper(s)
	i := sort.SearchStrings(udSeqNames[:], u)
	if i < len(udSeqNames) && udSeqNames[i] == u {
		return udSeqValues[i], true
	}
	return "", false
}
