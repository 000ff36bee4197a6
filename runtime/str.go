// This file defines Str, the str object: a Go string in WTF-8 (lone
// surrogates kept as their 3-byte form) with its hash and code point index
// cached beside it. The str methods are in str_methods.go; the algorithms
// are the strings primitives in str_*.go and unicode_*.go.

package runtime

import (
	"math"
	"strings"
)

// Str is a Python str.
type Str struct {
	s string
	// hash caches hash(s) under the key hkey (nil: not computed yet).
	hash int64
	hkey *hashKey
	// frozen marks a Str made at start-up and shared by every run: its
	// caches were filled then and are never written again.
	frozen bool
	// ascii records whether s is known to be ASCII (asciiUnknown until
	// someone looks). A result made from ASCII operands is marked at
	// birth, so len(), indexing and slicing never rescan it.
	ascii uint8
	idx   *strIndex
}

// The states of Str.ascii.
const (
	asciiUnknown uint8 = iota
	asciiYes
	asciiNo
)

// asciiState returns the Str.ascii state for a known answer.
func asciiState(ascii bool) uint8 {
	if ascii {
		return asciiYes
	}
	return asciiNo
}

// makeStrASCII returns a new str holding s, which the caller knows to be
// ASCII when ascii is true (false means unknown, not "not ASCII").
func makeStrASCII(s string, ascii bool) Value {
	if ascii {
		return Value{obj: &Str{s: s, ascii: asciiYes}}
	}
	return Value{obj: &Str{s: s}}
}

// isASCII reports whether s is ASCII, remembering the answer.
func (s *Str) isASCII() bool {
	switch s.ascii {
	case asciiYes:
		return true
	case asciiNo:
		return false
	}
	if s.idx != nil {
		return s.idx.ascii
	}
	a := isASCII(s.s)
	if !s.frozen {
		s.ascii = asciiState(a)
	}
	return a
}

// Type returns str.
func (*Str) Type() *Type { return StrType }

// NewStr returns a new str object holding s.
func NewStr(s string) *Str { return &Str{s: s} }

// MakeStr returns the Value of a new str holding s.
func MakeStr(s string) Value { return Value{obj: &Str{s: s}} }

// newFrozenStr returns a Str for start-up tables, with its zero-key hash
// filled in so that no run ever writes to it.
func newFrozenStr(s string) *Str {
	// The index is built now: a shared str is never written by a run.
	x := newStrIndex(s)
	return &Str{s: s, hash: strHashKey(s), hkey: zeroHashKey, frozen: true, ascii: asciiState(x.ascii), idx: x}
}

// String returns the Go string held in s.
func (s *Str) String() string { return s.s }

// hashWith returns hash(s) under key k, caching it.
func (s *Str) hashWith(k *hashKey) int64 {
	if s.hkey == k {
		return s.hash
	}
	h := hashString(k, s.s)
	if !s.frozen {
		s.hash, s.hkey = h, k
	}
	return h
}

// index returns the code point index of s, building it on first use.
func (s *Str) index() *strIndex {
	if s.idx == nil {
		var x *strIndex
		if s.ascii == asciiYes {
			x = &strIndex{n: len(s.s), ascii: true}
		} else {
			x = newStrIndex(s.s)
		}
		if s.frozen {
			return x
		}
		s.idx, s.ascii = x, asciiState(x.ascii)
	}
	return s.idx
}

// searchIndex returns the code point index of s for one method call. An
// ASCII string gets tmp filled in (positions are offsets, there is nothing
// to build), so that searching a str never allocates an index for it; the
// callees do not keep the index.
func (s *Str) searchIndex(tmp *strIndex) *strIndex {
	if s.isASCII() {
		*tmp = strIndex{n: len(s.s), ascii: true}
		return tmp
	}
	return s.index()
}

// Len returns the length of s in code points.
func (s *Str) Len() int {
	if s.ascii == asciiYes {
		return len(s.s)
	}
	if s.idx != nil {
		return s.idx.n
	}
	if s.isASCII() {
		return len(s.s)
	}
	return s.index().len()
}

// AsStr returns the Go string of a str value (or of an instance of a str
// subclass) and true, or "" and false when v is not a str.
func AsStr(v Value) (string, bool) {
	if s, ok := v.obj.(*Str); ok {
		return s.s, true
	}
	if s := strObject(v); s != nil {
		return s.s, true
	}
	return "", false
}

// strObject returns the *Str of a str or str-subclass value, or nil.
func strObject(v Value) *Str {
	switch o := v.obj.(type) {
	case *Str:
		return o
	case *Instance:
		if s, ok := o.base.obj.(*Str); ok {
			return s
		}
	}
	return nil
}

// strSelf returns the *Str of a str method's self.
func strSelf(v Value) *Str { return strObject(v) }

// strArg checks a str argument of a str method: "must be str, not int".
func strArg(v Value) (string, error) {
	if s, ok := AsStr(v); ok {
		return s, nil
	}
	return "", Errorf(TypeError, "must be str, not %s", v.TypeName())
}

// strResult returns a new str Value, charging the thread for it.
func strResult(t *Thread, s string) (Value, error) {
	if len(s) > 64 {
		if err := t.Charge(int64(len(s))); err != nil {
			return Value{}, err
		}
	}
	return MakeStr(s), nil
}

// strConcat returns x + y as a new str, ASCII when both are.
func strConcat(t *Thread, x, y *Str) (Value, error) {
	if n := len(x.s) + len(y.s); n >= catMin && t != nil {
		return concatInto(t, x, y, n)
	}
	r, err := strResult(t, x.s+y.s)
	if err == nil && x.isASCII() && y.isASCII() {
		r.obj.(*Str).ascii = asciiYes
	}
	return r, err
}

// StrOf returns str(v) as a Value (v itself for an exact str).
func StrOf(t *Thread, v Value) (Value, error) {
	if _, ok := v.obj.(*Str); ok {
		return v, nil
	}
	s, err := ToStr(t, v)
	if err != nil {
		return Value{}, err
	}
	return MakeStr(s), nil
}

// strNewParams are str()'s parameters, parsed by Argument Clinic in
// CPython (hence its messages: "str() takes at most 3 arguments").
var strNewParams = clinicParams{fname: "str", names: []string{"object", "encoding", "errors"}, maxPos: 3}

func strNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	// str(x) is the common call: no argument parsing for it.
	if cls == StrType && len(args) == 1 && kw.Len() == 0 {
		r, err := StrOf(t, args[0])
		if err != nil {
			return Value{}, err
		}
		if _, exact := r.obj.(*Str); !exact {
			s, _ := AsStr(r)
			r = MakeStr(s)
		}
		return r, nil
	}
	var got [3]Value
	given, err := strNewParams.unpack(args, kw, got[:])
	if err != nil {
		return Value{}, err
	}
	obj, enc, errs := Unbound, Unbound, Unbound
	if given&1 != 0 {
		obj = got[0]
	}
	if given&2 != 0 {
		enc = got[1]
	}
	if given&4 != 0 {
		errs = got[2]
	}
	var r Value
	switch {
	case obj.Is(Unbound):
		r = MakeStr("")
	case enc.Is(Unbound) && errs.Is(Unbound):
		var err error
		if r, err = StrOf(t, obj); err != nil {
			return Value{}, err
		}
		if _, exact := r.obj.(*Str); !exact {
			s, _ := AsStr(r)
			r = MakeStr(s)
		}
	default:
		e, er := "utf-8", "strict"
		if !enc.Is(Unbound) {
			s, ok := AsStr(enc)
			if !ok {
				return Value{}, Errorf(TypeError, "str() argument 'encoding' must be str, not %s", enc.TypeName())
			}
			e = s
		}
		if !errs.Is(Unbound) {
			s, ok := AsStr(errs)
			if !ok {
				return Value{}, Errorf(TypeError, "str() argument 'errors' must be str, not %s", errs.TypeName())
			}
			er = s
		}
		data, ok := asBytesData(obj)
		if !ok {
			if _, isStr := AsStr(obj); isStr {
				return Value{}, Errorf(TypeError, "decoding str is not supported")
			}
			return Value{}, Errorf(TypeError, "decoding to str: need a bytes-like object, %s found", obj.TypeName())
		}
		s, derr := bytesDecode([]byte(data), e, er)
		if derr != nil {
			return Value{}, derr
		}
		r = MakeStr(s)
	}
	if cls == StrType {
		return r, nil
	}
	return MakeObject(newInstance(t, cls, r)), nil
}

func strCompare(t *Thread, a, b Value, op CompareOp) (Value, error) {
	y, ok := AsStr(b)
	if !ok {
		return NotImplemented, nil
	}
	x := strSelf(a).s
	c := 0
	switch {
	case x < y:
		c = -1
	case x > y:
		c = 1
	}
	return MakeBool(cmpResult(op, c)), nil
}

// strSliceOf returns v[sl] for the str (or str subclass value) v whose
// str is s.
func strSliceOf(t *Thread, v Value, s *Str, sl *Slice) (Value, error) {
	if s.isASCII() {
		start, _, step, n, err := sl.Indices(t, len(s.s))
		if err != nil {
			return Value{}, err
		}
		if step == 1 && n == len(s.s) && v.Type() == StrType {
			return v, nil // s[:] of an exact str is s
		}
		return makeStrASCII(asciiSlice(s.s, start, step, n), true), nil
	}
	x := s.index()
	start, _, step, n, err := sl.Indices(t, x.len())
	if err != nil {
		return Value{}, err
	}
	return MakeStr(strSlice(s.s, x, start, step, n)), nil
}

func strGetItemSlot(t *Thread, v, key Value) (Value, error) {
	s := strSelf(v)
	if sl, ok := key.obj.(*Slice); ok {
		return strSliceOf(t, v, s, sl)
	}
	if !isIndexable(key) {
		return Value{}, Errorf(TypeError, "string indices must be integers, not '%s'", key.TypeName())
	}
	i, err := IndexInt(t, key)
	if err != nil {
		return Value{}, err
	}
	// The index caches whether s is ASCII; scanning s for that on every
	// subscript would make a loop over s quadratic.
	if s.isASCII() {
		if i < 0 {
			i += len(s.s)
		}
		if i < 0 || i >= len(s.s) {
			return Value{}, Errorf(IndexError, "string index out of range")
		}
		return MakeObject(asciiChar(s.s[i])), nil
	}
	r, serr := strGetItem(s.s, s.index(), i)
	if serr != nil {
		return Value{}, serr
	}
	return MakeStr(r), nil
}

func setupStr() {
	StrType.Doc = "str(object='') -> str\nstr(bytes_or_buffer[, encoding[, errors]]) -> str\n\nCreate a new string object from the given object. If encoding or\nerrors is specified, then the object must expose a data buffer\nthat will be decoded using the given encoding and error handler.\nOtherwise, returns the result of object.__str__() (if defined)\nor repr(object).\nencoding defaults to sys.getdefaultencoding().\nerrors defaults to 'strict'."
	s := &StrType.Slots
	s.New = strNew
	s.Repr = func(t *Thread, v Value) (string, error) { return strRepr(strSelf(v).s), nil }
	s.Str = func(t *Thread, v Value) (string, error) { return strSelf(v).s, nil }
	s.Hash = func(t *Thread, v Value) (int64, error) { return strSelf(v).hashWith(t.hashKey()), nil }
	s.Compare = strCompare
	s.Len = func(t *Thread, v Value) (int, error) { return strSelf(v).Len(), nil }
	s.GetItem = strGetItemSlot
	s.Contains = func(t *Thread, v, x Value) (bool, error) {
		sub, ok := AsStr(x)
		if !ok {
			return false, Errorf(TypeError, "'in <string>' requires string as left operand, not %s", x.TypeName())
		}
		return strContains(strSelf(v).s, sub), nil
	}
	s.Iter = func(t *Thread, v Value) (Value, error) { return MakeObject(newStrIter(strSelf(v).s)), nil }
	s.Concat = func(t *Thread, a, b Value) (Value, error) {
		y := strObject(b)
		if y == nil {
			return Value{}, Errorf(TypeError, "can only concatenate str (not \"%s\") to str", b.TypeName())
		}
		if y.s == "" && a.Type() == StrType {
			return a, nil
		}
		return strConcat(t, strSelf(a), y)
	}
	s.Repeat = func(t *Thread, v Value, n int) (Value, error) {
		x := strSelf(v)
		r, err := bytesRepeat(t, x.s, n)
		if err != nil {
			return Value{}, err
		}
		return makeStrASCII(r, x.ascii == asciiYes), nil
	}
	s.Binary[OpMod] = func(t *Thread, a, b Value) (Value, error) {
		r, err := PercentFormat(t, strSelf(a).s, b)
		if err != nil {
			return Value{}, err
		}
		return MakeStr(r), nil
	}
	setupStrMethods()
}

// findArgs parses (sub[, start[, end]]) of the str search methods.
func findArgs(t *Thread, fname string, args []Value, kw *KwArgs) (sub Value, start, end int, err error) {
	var startV, endV Value = None, None
	// CPython parses these with PyArg_ParseTuple("O|OO"), whose count
	// errors read "count() takes at least 1 argument (0 given)".
	if kw.Len() == 0 && len(args) < 1 {
		err = Errorf(TypeError, "%s() takes at least 1 argument (%d given)", fname, len(args))
		return
	}
	if kw.Len() == 0 && len(args) > 3 {
		err = Errorf(TypeError, "%s() takes at most 3 arguments (%d given)", fname, len(args))
		return
	}
	if err = UnpackPositional(fname, args, kw, 1, &sub, &startV, &endV); err != nil {
		return
	}
	if start, err = sliceIndex(t, startV, 0); err != nil {
		return
	}
	end, err = sliceIndex(t, endV, math.MaxInt)
	return
}

// strMethod adds a str method that receives its *Str.
func strMethod(name string, f func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error)) {
	addMethod(StrType, name, func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		return f(t, strSelf(self), args, kw)
	})
}

// strNoArgs adds a str method without arguments that maps the string.
func strNoArgs(name string, f func(s string) Value) {
	qual := "str." + name // made once, not on every call
	strMethod(name, func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs(qual, args, kw); err != nil {
			return Value{}, err
		}
		return f(s.s), nil
	})
}

// fillChar checks the fill character of center, ljust and rjust.
func fillChar(v Value) (rune, error) {
	s, ok := AsStr(v)
	if !ok {
		return 0, Errorf(TypeError, "The fill character must be a unicode character, not %s", v.TypeName())
	}
	if s == "" {
		return 0, Errorf(TypeError, "The fill character must be exactly one character long")
	}
	r, size := decodeRune(s)
	if size != len(s) {
		return 0, Errorf(TypeError, "The fill character must be exactly one character long")
	}
	return r, nil
}

// optStrArg reads an optional str-or-None argument (sep, chars).
func optStrArg(v Value, what string) (string, bool, error) {
	if v.IsNone() {
		return "", false, nil
	}
	s, ok := AsStr(v)
	if !ok {
		return "", false, Errorf(TypeError, "%s arg must be None or str", what)
	}
	return s, true, nil
}

// strList returns a list of new strs.
// ascii true marks them ASCII (the parts of an ASCII string).
func strListValue(t *Thread, parts []string, ascii bool) (Value, error) {
	if err := t.Charge(int64(len(parts)) * 48); err != nil {
		return Value{}, err
	}
	items := make([]Value, len(parts))
	// The strs share one allocation: a split makes many at once.
	strs := make([]Str, len(parts))
	state := asciiUnknown
	if ascii {
		state = asciiYes
	}
	for i, p := range parts {
		strs[i].s, strs[i].ascii = p, state
		items[i] = Value{obj: &strs[i]}
	}
	return MakeObject(NewList(items)), nil
}

// encodeParams are str.encode's parameters.
var encodeParams = clinicParams{fname: "encode", names: []string{"encoding", "errors"}, maxPos: 2}

// strNoKeywords is the error of a str method that takes no keywords, in
// CPython's words for them: "str.replace() takes no keyword arguments".
func strNoKeywords(name string, kw *KwArgs) error {
	if kw.Len() > 0 {
		return Errorf(TypeError, "str.%s() takes no keyword arguments", name)
	}
	return nil
}

// expandtabsParams is str.expandtabs's one optional parameter.
var expandtabsParams = clinicParams{fname: "expandtabs", names: []string{"tabsize"}, maxPos: 1}

// splitlinesParams is str.splitlines's one optional parameter.
var splitlinesParams = clinicParams{fname: "splitlines", names: []string{"keepends"}, maxPos: 1}

// StrList returns a list of new strs holding parts, made in two
// allocations (the list's items and the strs); ascii says the caller
// knows every part is ASCII. It is for Go modules that cut a str into
// many pieces.
func StrList(t *Thread, parts []string, ascii bool) (Value, error) {
	return strListValue(t, parts, ascii)
}

func setupStrMethods() {
	for _, m := range []struct {
		name string
		f    func(string) string
	}{
		{"lower", strLower}, {"upper", strUpper}, {"casefold", strCasefold}, {"capitalize", strCapitalize},
		{"swapcase", strSwapcase}, {"title", strTitle},
	} {
		f := m.f
		qual := "str." + m.name
		// Case mappings keep an ASCII string ASCII.
		strMethod(m.name, func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
			if err := noArgs(qual, args, kw); err != nil {
				return Value{}, err
			}
			return makeStrASCII(f(s.s), s.ascii == asciiYes), nil
		})
	}
	for _, m := range []struct {
		name string
		f    func(string) bool
	}{
		{"isalpha", strIsAlpha}, {"isalnum", strIsAlnum}, {"isdecimal", strIsDecimal}, {"isdigit", strIsDigit},
		{"isnumeric", strIsNumeric}, {"isspace", strIsSpace}, {"isascii", strIsASCII}, {"isprintable", strIsPrintable},
		{"isidentifier", strIsIdentifier}, {"islower", strIsLower}, {"isupper", strIsUpper}, {"istitle", strIsTitle},
	} {
		f := m.f
		strNoArgs(m.name, func(s string) Value { return MakeBool(f(s)) })
	}
	search := func(name string, f func(s *Str, sub string, start, end int) (Value, error)) {
		strMethod(name, func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
			subV, start, end, err := findArgs(t, name, args, kw)
			if err != nil {
				return Value{}, err
			}
			sub, err := strArg(subV)
			if err != nil {
				return Value{}, err
			}
			return f(s, sub, start, end)
		})
	}
	search("find", func(s *Str, sub string, start, end int) (Value, error) {
		var tmp strIndex
		return MakeInt(int64(strFind(s.s, s.searchIndex(&tmp), sub, start, end))), nil
	})
	search("rfind", func(s *Str, sub string, start, end int) (Value, error) {
		var tmp strIndex
		return MakeInt(int64(strRFind(s.s, s.searchIndex(&tmp), sub, start, end))), nil
	})
	search("index", func(s *Str, sub string, start, end int) (Value, error) {
		var tmp strIndex
		i, err := strIndexOf(s.s, s.searchIndex(&tmp), sub, start, end)
		return MakeInt(int64(i)), errOf(err)
	})
	search("rindex", func(s *Str, sub string, start, end int) (Value, error) {
		var tmp strIndex
		i, err := strRIndex(s.s, s.searchIndex(&tmp), sub, start, end)
		return MakeInt(int64(i)), errOf(err)
	})
	search("count", func(s *Str, sub string, start, end int) (Value, error) {
		var tmp strIndex
		return MakeInt(int64(strCount(s.s, s.searchIndex(&tmp), sub, start, end))), nil
	})
	for _, n := range []string{"startswith", "endswith"} {
		name := n
		atEnd := name == "endswith"
		strMethod(name, func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
			subV, start, end, err := findArgs(t, name, args, kw)
			if err != nil {
				return Value{}, err
			}
			var tmp strIndex
			if tp, ok := subV.obj.(*Tuple); ok {
				for _, x := range tp.items {
					sub, ok := AsStr(x)
					if !ok {
						return Value{}, Errorf(TypeError, "tuple for %s must only contain str, not %s", name, x.TypeName())
					}
					if strTailMatch(s.s, s.searchIndex(&tmp), sub, start, end, atEnd) {
						return True, nil
					}
				}
				return False, nil
			}
			sub, ok := AsStr(subV)
			if !ok {
				return Value{}, Errorf(TypeError, "%s first arg must be str or a tuple of str, not %s", name, subV.TypeName())
			}
			return MakeBool(strTailMatch(s.s, s.searchIndex(&tmp), sub, start, end, atEnd)), nil
		})
	}
	for _, n := range []string{"split", "rsplit"} {
		name := n
		params := &clinicParams{fname: name, names: []string{"sep", "maxsplit"}, maxPos: 2}
		strMethod(name, func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
			sepV, maxV := None, Unbound
			maxsplit := -1
			if len(args) > 2 {
				return Value{}, Errorf(TypeError, "%s() takes at most 2 arguments (%d given)", name, len(args))
			}
			for _, k := range kwNames(kw) {
				if k != "sep" && k != "maxsplit" {
					return Value{}, Errorf(TypeError, "'%s' is an invalid keyword argument for %s()", k, name)
				}
			}
			// Positional arguments alone skip the parsing of keywords.
			switch {
			case kw.Len() == 0:
				if len(args) >= 1 {
					sepV = args[0]
				}
				if len(args) == 2 {
					maxV = args[1]
				}
			default:
				var out [2]Value
				given, err := params.unpack(args, kw, out[:])
				if err != nil {
					return Value{}, err
				}
				if given&1 != 0 {
					sepV = out[0]
				}
				if given&2 != 0 {
					maxV = out[1]
				}
			}
			if !maxV.Is(Unbound) {
				// A C Py_ssize_t to CPython: OverflowError past 64 bits.
				n, err := AsSsize(t, maxV)
				if err != nil {
					return Value{}, err
				}
				maxsplit = n
			}
			sep, hasSep, err := optStrArg(sepV, "")
			if err != nil {
				return Value{}, Errorf(TypeError, "must be str or None, not %s", sepV.TypeName())
			}
			ascii := s.isASCII()
			if ascii && !hasSep && name == "split" {
				return asciiSplitWhiteValue(t, s.s, splitLimit(maxsplit))
			}
			if hasSep && sep != "" && name == "split" {
				return strSplitSepValue(t, s.s, sep, maxsplit, ascii)
			}
			var parts []string
			var serr *Error
			if name == "split" {
				parts, serr = strSplit(s.s, sep, hasSep, maxsplit)
			} else {
				parts, serr = strRSplit(s.s, sep, hasSep, maxsplit)
			}
			if serr != nil {
				return Value{}, serr
			}
			return strListValue(t, parts, ascii)
		})
	}
	strMethod("splitlines", func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
		keep := false
		if len(args) > 0 || kw.Len() > 0 {
			var out [1]Value
			if _, err := splitlinesParams.unpack(args, kw, out[:]); err != nil {
				return Value{}, err
			}
			// keepends is a C int to CPython: any __index__ value, no float.
			n, err := asCInt(t, out[0])
			if err != nil {
				return Value{}, err
			}
			keep = n != 0
		}
		return strSplitLinesValue(t, s, keep)
	})
	strMethod("join", func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("str.join", args, kw); err != nil {
			return Value{}, err
		}
		return strJoinValues(t, s, args[0])
	})
	for _, n := range []string{"strip", "lstrip", "rstrip"} {
		name := n
		left, right := name != "rstrip", name != "lstrip"
		strMethod(name, func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
			chars := None
			if err := strNoKeywords(name, kw); err != nil {
				return Value{}, err
			}
			if err := UnpackPositional(name, args, kw, 0, &chars); err != nil {
				return Value{}, err
			}
			c, has, err := optStrArg(chars, name)
			if err != nil {
				return Value{}, err
			}
			return makeStrASCII(strStrip(s.s, c, has, left, right), s.ascii == asciiYes), nil
		})
	}
	strMethod("replace", func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
		var oldV, newV Value
		countV := MakeInt(-1)
		if err := strNoKeywords("replace", kw); err != nil {
			return Value{}, err
		}
		if err := UnpackPositional("replace", args, kw, 2, &oldV, &newV, &countV); err != nil {
			return Value{}, err
		}
		old, err := strArg(oldV)
		if err != nil {
			return Value{}, Errorf(TypeError, "replace() argument 1 must be str, not %s", oldV.TypeName())
		}
		nw, err := strArg(newV)
		if err != nil {
			return Value{}, Errorf(TypeError, "replace() argument 2 must be str, not %s", newV.TypeName())
		}
		count, err := AsSsize(t, countV)
		if err != nil {
			return Value{}, err
		}
		if len(nw) > len(old) {
			var tmp strIndex
			n := strCount(s.s, s.searchIndex(&tmp), old, 0, math.MaxInt)
			if count >= 0 && count < n {
				n = count
			}
			if err := t.Charge(int64(len(s.s) + n*(len(nw)-len(old)))); err != nil {
				return Value{}, err
			}
		}
		return makeStrASCII(strReplace(s.s, old, nw, count), s.isASCII() && isASCII(nw)), nil
	})
	for _, n := range []string{"center", "ljust", "rjust"} {
		name := n
		how := map[string]byte{"center": '^', "ljust": '<', "rjust": '>'}[name]
		strMethod(name, func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
			var widthV Value
			fill := MakeObject(asciiChar(' '))
			if err := strNoKeywords(name, kw); err != nil {
				return Value{}, err
			}
			if err := UnpackPositional(name, args, kw, 1, &widthV, &fill); err != nil {
				return Value{}, err
			}
			width, err := AsSsize(t, widthV)
			if err != nil {
				return Value{}, err
			}
			r, err := fillChar(fill)
			if err != nil {
				return Value{}, err
			}
			if err := t.Charge(int64(max(width, 0))); err != nil {
				return Value{}, err
			}
			n := len(s.s)
			if !s.isASCII() {
				n = cpCount(s.s)
			}
			ascii := r < 0x80 && s.isASCII()
			return makeStrASCII(strAlign(s.s, n, width, r, how), ascii), nil
		})
	}
	strMethod("zfill", func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("str.zfill", args, kw); err != nil {
			return Value{}, err
		}
		width, err := AsSsize(t, args[0])
		if err != nil {
			return Value{}, err
		}
		if err := t.Charge(int64(max(width, 0))); err != nil {
			return Value{}, err
		}
		return MakeStr(strZFill(s.s, width)), nil
	})
	strMethod("expandtabs", func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
		tabsize := 8
		if len(args) > 0 || kw.Len() > 0 {
			var out [1]Value
			if _, err := expandtabsParams.unpack(args, kw, out[:]); err != nil {
				return Value{}, err
			}
			// tabsize is a C int to CPython.
			n, err := asCInt(t, out[0])
			if err != nil {
				return Value{}, err
			}
			tabsize = int(n)
		}
		if strings.IndexByte(s.s, '\t') < 0 {
			return Value{obj: s}, nil
		}
		n, err := strExpandTabsLen(s.s, tabsize)
		if err != nil {
			return Value{}, err
		}
		if err := t.Charge(int64(n)); err != nil {
			return Value{}, err
		}
		r, err := strExpandTabs(s.s, tabsize)
		return MakeStr(r), errOf(err)
	})
	for _, n := range []string{"partition", "rpartition"} {
		name := n
		qual := "str." + name
		strMethod(name, func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
			if err := oneArg(qual, args, kw); err != nil {
				return Value{}, err
			}
			sep, err := strArg(args[0])
			if err != nil {
				return Value{}, err
			}
			var parts [3]string
			var perr *Error
			if name == "partition" {
				parts, perr = strPartition(s.s, sep)
			} else {
				parts, perr = strRPartition(s.s, sep)
			}
			if perr != nil {
				return Value{}, perr
			}
			return MakeTuple(MakeStr(parts[0]), MakeStr(parts[1]), MakeStr(parts[2])), nil
		})
	}
	strMethod("removeprefix", func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("str.removeprefix", args, kw); err != nil {
			return Value{}, err
		}
		p, err := strArg(args[0])
		if err != nil {
			return Value{}, Errorf(TypeError, "removeprefix() argument must be str, not %s", args[0].TypeName())
		}
		return MakeStr(strRemovePrefix(s.s, p)), nil
	})
	strMethod("removesuffix", func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("str.removesuffix", args, kw); err != nil {
			return Value{}, err
		}
		p, err := strArg(args[0])
		if err != nil {
			return Value{}, Errorf(TypeError, "removesuffix() argument must be str, not %s", args[0].TypeName())
		}
		return MakeStr(strRemoveSuffix(s.s, p)), nil
	})
	strMethod("encode", func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
		enc, errs := "utf-8", "strict"
		if len(args) == 0 && kw.Len() == 0 && s.isASCII() {
			// ASCII is its own UTF-8, and a Go string is immutable: the
			// bytes share it.
			return MakeBytes(s.s), nil
		}
		var out [2]Value
		given, err := encodeParams.unpack(args, kw, out[:])
		if err != nil {
			return Value{}, err
		}
		for i, dst := range []*string{&enc, &errs} {
			if given&(1<<i) == 0 {
				continue
			}
			v, ok := AsStr(out[i])
			if !ok {
				return Value{}, Errorf(TypeError, "encode() argument '%s' must be str, not %s", encodeParams.names[i], out[i].TypeName())
			}
			*dst = v
		}
		b, err := strEncode(s.s, enc, errs)
		if err != nil {
			return Value{}, err
		}
		return MakeBytes(string(b)), nil
	})
	strMethod("__format__", func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("str.__format__", args, kw); err != nil {
			return Value{}, err
		}
		spec, ok := AsStr(args[0])
		if !ok {
			return Value{}, Errorf(TypeError, "__format__() argument must be str, not %s", args[0].TypeName())
		}
		if err := chargeFormat(t, spec); err != nil {
			return Value{}, err
		}
		r, err := formatStr(s.s, spec, "str")
		if err != nil {
			return Value{}, err
		}
		return MakeStr(r), nil
	})
	strMethod("__getnewargs__", func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
		return MakeTuple(MakeStr(s.s)), nil
	})
	strMethod("format", func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
		r, err := StrFormat(t, s.s, args, kw, Value{})
		return MakeStr(r), err
	})
	strMethod("format_map", func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("str.format_map", args, kw); err != nil {
			return Value{}, err
		}
		r, err := StrFormat(t, s.s, nil, nil, args[0])
		return MakeStr(r), err
	})
	strMethod("translate", func(t *Thread, s *Str, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("str.translate", args, kw); err != nil {
			return Value{}, err
		}
		return strTranslateValue(t, s, args[0])
	})
	StrType.Dict.SetStr("maketrans", MakeObject(&StaticMethod{Func: MakeObject(NewBuiltin("maketrans", strMaketransBuiltin))}))
	addClassMethod(StrType, "__class_getitem__", genericAlias)
}

// strMaketransBuiltin is str.maketrans(x[, y[, z]]).
func strMaketransBuiltin(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var x, y, z Value = Value{}, Unbound, Unbound
	if err := strNoKeywords("maketrans", kw); err != nil {
		return Value{}, err
	}
	if err := UnpackPositional("maketrans", args, kw, 1, &x, &y, &z); err != nil {
		return Value{}, err
	}
	d := NewDict(t)
	if y.Is(Unbound) {
		src := dictOf(x)
		if src == nil {
			return Value{}, Errorf(TypeError, "if you give only one argument to maketrans it must be a dict")
		}
		keys, values := src.Items()
		for i, k := range keys {
			if ks, ok := AsStr(k); ok {
				if cpCount(ks) != 1 {
					return Value{}, Errorf(ValueError, "string keys in translate table must be of length 1")
				}
				r, _ := decodeRune(ks)
				k = MakeInt(int64(r))
			} else if _, ok := AsInt(k); !ok {
				return Value{}, Errorf(TypeError, "keys in translate table must be strings or integers")
			}
			if err := d.Set(t, k, values[i]); err != nil {
				return Value{}, err
			}
		}
		return MakeObject(d), nil
	}
	xs, ok1 := AsStr(x)
	ys, ok2 := AsStr(y)
	if !ok1 || !ok2 {
		return Value{}, Errorf(TypeError, "maketrans() argument 2 must be str, not %s", y.TypeName())
	}
	zs := ""
	if !z.Is(Unbound) {
		var ok bool
		if zs, ok = AsStr(z); !ok {
			return Value{}, Errorf(TypeError, "maketrans() argument 3 must be str, not %s", z.TypeName())
		}
	}
	pairs, err := strMaketrans(xs, ys, zs)
	if err != nil {
		return Value{}, err
	}
	for _, p := range pairs {
		v := None
		if !p.del {
			v = MakeInt(int64(p.to))
		}
		if err := d.Set(t, MakeInt(int64(p.from)), v); err != nil {
			return Value{}, err
		}
	}
	return MakeObject(d), nil
}
