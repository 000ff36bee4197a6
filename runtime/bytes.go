// This file defines the bytes and bytearray objects and their types; the
// methods are wired to the primitives of bytes_ops*.go and the codecs.

package runtime

import "strings"

// Bytes is a Python bytes object. Its data is a Go string, so it is
// immutable and can be shared.
type Bytes struct {
	s string
}

// Type returns bytes.
func (*Bytes) Type() *Type { return BytesType }

// NewBytes returns a bytes object holding a copy of b.
func NewBytes(b []byte) *Bytes { return &Bytes{s: string(b)} }

// MakeBytes returns the Value of a new bytes object holding s.
func MakeBytes(s string) Value { return MakeObject(&Bytes{s: s}) }

// String returns the bytes as a Go string.
func (b *Bytes) String() string { return b.s }

// ByteArray is a Python bytearray.
type ByteArray struct {
	b []byte
}

// Type returns bytearray.
func (*ByteArray) Type() *Type { return ByteArrayType }

// NewByteArray returns a bytearray that takes ownership of b.
func NewByteArray(b []byte) *ByteArray { return &ByteArray{b: b} }

// Bytes returns the bytearray's data; valid until it changes.
func (b *ByteArray) Bytes() []byte { return b.b }

// asBytesData returns the data of a bytes-like value (bytes, bytearray or
// a subclass) as a string (a copy for a bytearray).
func asBytesData(v Value) (string, bool) {
	switch o := v.obj.(type) {
	case *Bytes:
		return o.s, true
	case *ByteArray:
		return string(o.b), true
	case *Instance:
		return asBytesData(o.base)
	}
	return "", false
}

// reprBytes returns repr(b) of bytes data.
func reprBytes(b string) string { return bytesRepr(b) }

// bytesString returns the data of a bytes or bytes-subclass value as a
// string without copying, and whether v is one.
func bytesString(v Value) (string, bool) {
	switch o := v.obj.(type) {
	case *Bytes:
		return o.s, true
	case *Instance:
		if b, ok := o.base.obj.(*Bytes); ok {
			return b.s, true
		}
	}
	return "", false
}

// byteArrayOf returns the *ByteArray of a bytearray or subclass value.
func byteArrayOf(v Value) *ByteArray {
	switch o := v.obj.(type) {
	case *ByteArray:
		return o
	case *Instance:
		if b, ok := o.base.obj.(*ByteArray); ok {
			return b
		}
	}
	return nil
}

// BytesOf returns the bytes of a bytes-like object or of an iterable of
// ints in range(256), as bytes(x) does for those.
func BytesOf(t *Thread, v Value) ([]byte, error) {
	if b, ok := asBytesData(v); ok {
		return []byte(b), nil
	}
	if _, ok := AsStr(v); ok {
		return nil, Errorf(TypeError, "cannot convert 'str' object to bytes")
	}
	if v.Type().Slots.Iter == nil && v.Type().Slots.GetItem == nil {
		return nil, Errorf(TypeError, "cannot convert '%s' object to bytes", v.TypeName())
	}
	items, err := iterToSlice(t, v)
	if err != nil {
		return nil, err
	}
	out := make([]byte, len(items))
	for i, x := range items {
		n, err := IndexInt(t, x)
		if err != nil {
			if errorMatches(err, IndexErrorType) {
				return nil, Errorf(ValueError, "bytes must be in range(0, 256)")
			}
			return nil, err
		}
		if n < 0 || n > 255 {
			return nil, Errorf(ValueError, "bytes must be in range(0, 256)")
		}
		out[i] = byte(n)
	}
	return out, nil
}

// bytesFromArgs is the shared body of bytes(...) and bytearray(...).
func bytesFromArgs(t *Thread, fname string, args []Value, kw *KwArgs) ([]byte, error) {
	var src, enc, errs Value = Unbound, Unbound, Unbound
	for _, n := range kwNames(kw) {
		if n != "source" && n != "encoding" && n != "errors" {
			return nil, Errorf(TypeError, "'%s' is an invalid keyword argument for %s()", n, fname)
		}
	}
	if len(args) > 3 {
		return nil, Errorf(TypeError, "%s() takes at most 3 arguments (%d given)", fname, len(args)+kw.Len())
	}
	if err := UnpackArgs(t, fname, args, kw, "source?", &src, "encoding?", &enc, "errors?", &errs); err != nil {
		return nil, err
	}
	e, er := "utf-8", "strict"
	if !enc.Is(Unbound) {
		s, ok := AsStr(enc)
		if !ok {
			return nil, Errorf(TypeError, "%s() argument 'encoding' must be str, not %s", fname, enc.TypeName())
		}
		e = s
	}
	if !errs.Is(Unbound) {
		s, ok := AsStr(errs)
		if !ok {
			return nil, Errorf(TypeError, "%s() argument 'errors' must be str, not %s", fname, errs.TypeName())
		}
		er = s
	}
	if src.Is(Unbound) {
		if !enc.Is(Unbound) || !errs.Is(Unbound) {
			return nil, Errorf(TypeError, "encoding or errors without sequence argument")
		}
		return nil, nil
	}
	if s, ok := AsStr(src); ok {
		if enc.Is(Unbound) {
			return nil, Errorf(TypeError, "string argument without an encoding")
		}
		b, err := strEncode(s, e, er)
		return []byte(b), err
	}
	if !enc.Is(Unbound) {
		return nil, Errorf(TypeError, "encoding without a string argument")
	}
	if !errs.Is(Unbound) {
		return nil, Errorf(TypeError, "errors without a string argument")
	}
	if f, ok := src.Type().Lookup("__bytes__"); ok && fname == "bytes" {
		r, err := callBound(t, f, src, nil, nil)
		if err != nil {
			return nil, err
		}
		b, ok := bytesString(r)
		if !ok {
			return nil, Errorf(TypeError, "__bytes__ returned non-bytes (type %s)", r.TypeName())
		}
		return []byte(b), nil
	}
	if _, ok := asBytesData(src); !ok && isIndexable(src) {
		v, err := Index(t, src)
		if err != nil {
			return nil, err
		}
		n, _ := AsInt(v)
		x, ok := n.Int64()
		if !ok {
			return nil, Errorf(OverflowError, "cannot fit 'int' into an index-sized integer")
		}
		if x < 0 {
			return nil, Errorf(ValueError, "negative count")
		}
		if err := t.Charge(x); err != nil {
			return nil, err
		}
		return make([]byte, x), nil
	}
	if _, ok := asBytesData(src); !ok && src.Type().Slots.Iter == nil && src.Type().Slots.GetItem == nil {
		return nil, Errorf(TypeError, "cannot convert '%s' object to %s", src.TypeName(), fname)
	}
	b, err := BytesOf(t, src)
	if err != nil {
		return nil, err
	}
	return append([]byte(nil), b...), nil
}

// dataOf returns the data of a bytes or bytearray receiver.
func dataOf(v Value) string {
	b, _ := asBytesData(v)
	return b
}

// bytesGetItem indexes or slices bytes data; mk builds the slice result.
func bytesGetItem(t *Thread, data string, key Value, kind, outOfRange string, mk func([]byte) Value) (Value, error) {
	if sl, ok := key.obj.(*Slice); ok {
		start, _, step, n, err := sl.Indices(t, len(data))
		if err != nil {
			return Value{}, err
		}
		out := make([]byte, n)
		for j, i := 0, start; j < n; j, i = j+1, i+step {
			out[j] = data[i]
		}
		return mk(out), nil
	}
	if !isIndexable(key) {
		return Value{}, Errorf(TypeError, "%s indices must be integers or slices, not %s", kind, key.TypeName())
	}
	i, err := seqIndex(t, key, len(data), outOfRange)
	if err != nil {
		return Value{}, err
	}
	return MakeInt(int64(data[i])), nil
}

// bytesCompare compares two bytes-like values.
func bytesCompare(t *Thread, a, b Value, op CompareOp) (Value, error) {
	x, _ := asBytesData(a)
	y, ok := asBytesData(b)
	if !ok {
		return NotImplemented, nil
	}
	c := 0
	switch {
	case x < y:
		c = -1
	case x > y:
		c = 1
	}
	return MakeBool(cmpResult(op, c)), nil
}

// bytesContains is `x in b` for bytes-like b: an int or a subsequence.
func bytesContains(t *Thread, data string, x Value) (bool, error) {
	if sub, ok := asBytesData(x); ok {
		return bytesFind(data, sub, 0, len(data)) >= 0, nil
	}
	if !isIndexable(x) {
		return false, Errorf(TypeError, "a bytes-like object is required, not '%s'", x.TypeName())
	}
	iv, err := Index(t, x)
	if err != nil {
		return false, err
	}
	big, _ := AsInt(iv)
	n64, ok := big.Int64()
	if !ok || n64 < 0 || n64 > 255 {
		return false, Errorf(ValueError, "byte must be in range(0, 256)")
	}
	c, berr := byteArg(int(n64))
	if berr != nil {
		return false, berr
	}
	return strings.IndexByte(data, c) >= 0, nil
}

func setupBytes() {
	BytesType.Doc = "bytes(iterable_of_ints) -> bytes\nbytes(string, encoding[, errors]) -> bytes\nbytes(bytes_or_buffer) -> immutable copy of bytes_or_buffer\nbytes(int) -> bytes object of size given by the parameter initialized with null bytes\nbytes() -> empty bytes object"
	s := &BytesType.Slots
	s.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
		if len(args) == 1 && kw.Len() == 0 && cls == BytesType {
			if _, ok := args[0].obj.(*Bytes); ok {
				return args[0], nil
			}
		}
		b, err := bytesFromArgs(t, "bytes", args, kw)
		if err != nil {
			return Value{}, err
		}
		return wrapNew(t, cls, BytesType, &Bytes{s: string(b)}), nil
	}
	s.Repr = func(t *Thread, v Value) (string, error) {
		return reprBytes(dataOf(v)), nil
	}
	s.Hash = func(t *Thread, v Value) (int64, error) {
		b, _ := bytesString(v)
		return hashBytes(t.hashKey(), b), nil
	}
	s.Compare = bytesCompare
	s.Len = func(t *Thread, v Value) (int, error) {
		b, _ := bytesString(v)
		return len(b), nil
	}
	s.GetItem = func(t *Thread, v, key Value) (Value, error) {
		return bytesGetItem(t, dataOf(v), key, "byte", "index out of range", func(out []byte) Value { return MakeBytes(string(out)) })
	}
	s.Contains = func(t *Thread, v, x Value) (bool, error) {
		return bytesContains(t, dataOf(v), x)
	}
	s.Iter = func(t *Thread, v Value) (Value, error) {
		b, _ := bytesString(v)
		return MakeObject(&BytesIter{data: b}), nil
	}
	s.Concat = func(t *Thread, a, b Value) (Value, error) {
		x, _ := asBytesData(a)
		y, ok := asBytesData(b)
		if !ok {
			return Value{}, Errorf(TypeError, "can't concat %s to bytes", b.TypeName())
		}
		if err := t.Charge(int64(len(x) + len(y))); err != nil {
			return Value{}, err
		}
		return MakeBytes(x + y), nil
	}
	s.Repeat = func(t *Thread, v Value, n int) (Value, error) {
		b, _ := bytesString(v)
		r, err := bytesRepeat(t, b, n)
		return MakeBytes(r), err
	}
	s.Binary[OpMod] = func(t *Thread, a, b Value) (Value, error) {
		r, err := PercentFormatBytes(t, dataOf(a), b)
		if err != nil {
			return Value{}, err
		}
		return MakeBytes(r), nil
	}
	setupBytesMethods(BytesType, MakeBytes)
	addMethod(BytesType, "__bytes__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		b, _ := bytesString(self)
		return MakeBytes(b), nil
	})
	addMethod(BytesType, "__getnewargs__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		b, _ := bytesString(self)
		return MakeTuple(MakeBytes(b)), nil
	})
}

// bytesRepeat returns b repeated n times, charging the thread first.
func bytesRepeat(t *Thread, b string, n int) (string, error) {
	if n <= 0 || b == "" {
		return "", nil
	}
	if n > (1<<62)/len(b) {
		return "", &Error{Kind: MemoryError}
	}
	if err := t.Charge(int64(len(b)) * int64(n)); err != nil {
		return "", err
	}
	r, err := strRepeat(b, n)
	return r, errOf(err)
}

func setupByteArray() {
	ByteArrayType.Doc = "bytearray(iterable_of_ints) -> bytearray\nbytearray(string, encoding[, errors]) -> bytearray\nbytearray(bytes_or_buffer) -> mutable copy of bytes_or_buffer\nbytearray(int) -> bytes array of size given by the parameter initialized with null bytes\nbytearray() -> empty bytes array\n\nConstruct a mutable bytearray object from:\n  - an iterable yielding integers in range(256)\n  - a text string encoded using the specified encoding\n  - a bytes or a buffer object\n  - any object implementing the buffer API.\n  - an integer"
	s := &ByteArrayType.Slots
	s.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
		return wrapNew(t, cls, ByteArrayType, &ByteArray{}), nil
	}
	s.Init = func(t *Thread, self Value, args []Value, kw *KwArgs) error {
		b, err := bytesFromArgs(t, "bytearray", args, kw)
		if err != nil {
			return err
		}
		byteArrayOf(self).b = b
		return nil
	}
	s.Repr = func(t *Thread, v Value) (string, error) {
		r := bytearrayRepr(byteArrayOf(v).b)
		if v.Type() != ByteArrayType {
			r = v.TypeName() + r[len("bytearray"):]
		}
		return r, nil
	}
	s.Unhashable = true
	s.Compare = bytesCompare
	s.Len = func(t *Thread, v Value) (int, error) { return len(byteArrayOf(v).b), nil }
	s.GetItem = func(t *Thread, v, key Value) (Value, error) {
		return bytesGetItem(t, string(byteArrayOf(v).b), key, "bytearray", "bytearray index out of range",
			func(out []byte) Value { return MakeObject(NewByteArray(out)) })
	}
	s.SetItem = byteArraySetItem
	s.DelItem = func(t *Thread, v, key Value) error {
		ba := byteArrayOf(v)
		items := make([]Value, len(ba.b))
		for i, c := range ba.b {
			items[i] = MakeInt(int64(c))
		}
		l := NewList(items)
		if err := listDelItem(t, MakeObject(l), key); err != nil {
			if errorMatches(err, IndexErrorType) {
				return Errorf(IndexError, "bytearray index out of range")
			}
			if errorMatches(err, TypeErrorType) {
				return Errorf(TypeError, "bytearray indices must be integers or slices, not %s", key.TypeName())
			}
			return err
		}
		out := make([]byte, len(l.items))
		for i, x := range l.items {
			out[i] = byte(x.SmallInt())
		}
		ba.b = out
		return nil
	}
	s.Contains = func(t *Thread, v, x Value) (bool, error) { return bytesContains(t, string(byteArrayOf(v).b), x) }
	s.Iter = func(t *Thread, v Value) (Value, error) { return MakeObject(&BytesIter{ba: byteArrayOf(v)}), nil }
	s.Concat = func(t *Thread, a, b Value) (Value, error) {
		x := byteArrayOf(a).b
		y, ok := asBytesData(b)
		if !ok {
			return Value{}, Errorf(TypeError, "can't concat %s to bytearray", b.TypeName())
		}
		if err := t.Charge(int64(len(x) + len(y))); err != nil {
			return Value{}, err
		}
		return MakeObject(NewByteArray(append(append([]byte(nil), x...), y...))), nil
	}
	s.Repeat = func(t *Thread, v Value, n int) (Value, error) {
		r, err := bytesRepeat(t, string(byteArrayOf(v).b), n)
		return MakeObject(NewByteArray([]byte(r))), err
	}
	s.InPlace[OpAdd] = func(t *Thread, a, b Value) (Value, error) {
		y, ok := asBytesData(b)
		if !ok {
			return Value{}, Errorf(TypeError, "can't concat %s to bytearray", b.TypeName())
		}
		ba := byteArrayOf(a)
		if err := t.Charge(int64(len(y))); err != nil {
			return Value{}, err
		}
		ba.b = append(ba.b, y...)
		return a, nil
	}
	s.Binary[OpMod] = func(t *Thread, a, b Value) (Value, error) {
		r, err := PercentFormatBytes(t, dataOf(a), b)
		if err != nil {
			return Value{}, err
		}
		return MakeObject(NewByteArray([]byte(r))), nil
	}
	setupBytesMethods(ByteArrayType, func(b string) Value { return MakeObject(NewByteArray([]byte(b))) })
	setupByteArrayMethods()
}

// byteArraySetItem is bytearray.__setitem__.
func byteArraySetItem(t *Thread, v, key, x Value) error {
	ba := byteArrayOf(v)
	if sl, ok := key.obj.(*Slice); ok {
		var src []byte
		if _, isInt := AsInt(x); isInt {
			return Errorf(TypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)")
		}
		src, err := BytesOf(t, x)
		if err != nil {
			return err
		}
		src = append([]byte(nil), src...)
		start, stop, step, n, err := sl.Indices(t, len(ba.b))
		if err != nil {
			return err
		}
		if step == 1 {
			if stop < start {
				stop = start
			}
			tail := append([]byte(nil), ba.b[stop:]...)
			ba.b = append(append(ba.b[:start], src...), tail...)
			return nil
		}
		if len(src) != n {
			return Errorf(ValueError, "attempt to assign bytes of size %d to extended slice of size %d", len(src), n)
		}
		for j, i := 0, start; j < n; j, i = j+1, i+step {
			ba.b[i] = src[j]
		}
		return nil
	}
	if !isIndexable(key) {
		return Errorf(TypeError, "bytearray indices must be integers or slices, not %s", key.TypeName())
	}
	i, err := seqIndex(t, key, len(ba.b), "bytearray index out of range")
	if err != nil {
		return err
	}
	n, err := IndexInt(t, x)
	if err != nil {
		return err
	}
	if n < 0 || n > 255 {
		return Errorf(ValueError, "byte must be in range(0, 256)")
	}
	ba.b[i] = byte(n)
	return nil
}

// BytesIter iterates over bytes or a bytearray.
type BytesIter struct {
	data string
	ba   *ByteArray
	i    int
}

// Type returns bytes_iterator or bytearray_iterator.
func (it *BytesIter) Type() *Type {
	if it.ba != nil {
		return ByteArrayIteratorType
	}
	return BytesIteratorType
}

func bytesIterNext(t *Thread, self Value) (Value, bool, error) {
	it := self.obj.(*BytesIter)
	if it.ba != nil {
		if it.i >= len(it.ba.b) {
			return Value{}, false, nil
		}
		c := it.ba.b[it.i]
		it.i++
		return MakeInt(int64(c)), true, nil
	}
	if it.i >= len(it.data) {
		return Value{}, false, nil
	}
	c := it.data[it.i]
	it.i++
	return MakeInt(int64(c)), true, nil
}

// bytesArg checks a bytes-like argument: "a bytes-like object is
// required, not 'str'".
func bytesArg(v Value) (string, error) {
	if b, ok := asBytesData(v); ok {
		return b, nil
	}
	return "", Errorf(TypeError, "a bytes-like object is required, not '%s'", v.TypeName())
}

// bytesSubArg reads the sub argument of find and friends: bytes-like or
// an int in range(256).
func bytesSubArg(t *Thread, v Value) (string, error) {
	if b, ok := asBytesData(v); ok {
		return b, nil
	}
	if isIndexable(v) {
		n, err := IndexInt(t, v)
		if err != nil {
			return "", err
		}
		c, berr := byteArg(n)
		if berr != nil {
			return "", berr
		}
		return string([]byte{c}), nil
	}
	return "", Errorf(TypeError, "argument should be integer or bytes-like object, not '%s'", v.TypeName())
}

// setupBytesMethods adds the methods bytes and bytearray share; mk makes a
// result of the receiver's kind.
func setupBytesMethods(c *Type, mk func(string) Value) {
	data := dataOf
	m := func(name string, f MethodFunc) { addMethod(c, name, f) }
	noarg := func(name string, f func(b string) Value) {
		m(name, func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := noArgs(c.Name+"."+name, args, kw); err != nil {
				return Value{}, err
			}
			return f(data(self)), nil
		})
	}
	for _, p := range []struct {
		name string
		f    func(string) bool
	}{
		{"isalpha", bytesIsAlpha}, {"isalnum", bytesIsAlnum}, {"isdigit", bytesIsDigit}, {"isspace", bytesIsSpace},
		{"isascii", bytesIsASCII}, {"islower", bytesIsLower}, {"isupper", bytesIsUpper}, {"istitle", bytesIsTitle},
	} {
		f := p.f
		noarg(p.name, func(b string) Value { return MakeBool(f(b)) })
	}
	for _, p := range []struct {
		name string
		f    func(string) string
	}{
		{"lower", bytesLower}, {"upper", bytesUpper}, {"swapcase", bytesSwapcase}, {"capitalize", bytesCapitalize},
		{"title", bytesTitle},
	} {
		f := p.f
		noarg(p.name, func(b string) Value { return mk(f(b)) })
	}
	search := func(name string, f func(b, sub string, start, end int) (Value, error)) {
		m(name, func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			subV, start, end, err := findArgs(t, name, args, kw)
			if err != nil {
				return Value{}, err
			}
			sub, err := bytesSubArg(t, subV)
			if err != nil {
				return Value{}, err
			}
			return f(data(self), sub, start, end)
		})
	}
	search("find", func(b, sub string, s, e int) (Value, error) { return MakeInt(int64(bytesFind(b, sub, s, e))), nil })
	search("rfind", func(b, sub string, s, e int) (Value, error) { return MakeInt(int64(bytesRFind(b, sub, s, e))), nil })
	search("count", func(b, sub string, s, e int) (Value, error) { return MakeInt(int64(bytesCount(b, sub, s, e))), nil })
	search("index", func(b, sub string, s, e int) (Value, error) {
		i, err := bytesIndexOf(b, sub, s, e)
		return MakeInt(int64(i)), errOf(err)
	})
	search("rindex", func(b, sub string, s, e int) (Value, error) {
		i, err := bytesRIndex(b, sub, s, e)
		return MakeInt(int64(i)), errOf(err)
	})
	for _, n := range []string{"startswith", "endswith"} {
		name := n
		atEnd := name == "endswith"
		m(name, func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			subV, start, end, err := findArgs(t, name, args, kw)
			if err != nil {
				return Value{}, err
			}
			if tp, ok := subV.obj.(*Tuple); ok {
				for _, x := range tp.items {
					sub, err := bytesArg(x)
					if err != nil {
						return Value{}, err
					}
					if bytesTailMatch(data(self), sub, start, end, atEnd) {
						return True, nil
					}
				}
				return False, nil
			}
			sub, ok := asBytesData(subV)
			if !ok {
				return Value{}, Errorf(TypeError, "%s first arg must be bytes or a tuple of bytes, not %s", name, subV.TypeName())
			}
			return MakeBool(bytesTailMatch(data(self), sub, start, end, atEnd)), nil
		})
	}
	m("decode", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		enc, errs := "utf-8", "strict"
		if err := UnpackArgs(t, "decode", args, kw, "encoding?", &enc, "errors?", &errs); err != nil {
			return Value{}, err
		}
		s, err := bytesDecode([]byte(data(self)), enc, errs)
		if err != nil {
			return Value{}, err
		}
		return MakeStr(s), nil
	})
	m("hex", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		sepV := Unbound
		perSep := 1
		if err := UnpackArgs(t, "hex", args, kw, "sep?", &sepV, "bytes_per_sep?", &perSep); err != nil {
			return Value{}, err
		}
		var sep byte
		hasSep := !sepV.Is(Unbound)
		if hasSep {
			s, ok := AsStr(sepV)
			if !ok {
				b, ok := asBytesData(sepV)
				if !ok {
					return Value{}, Errorf(TypeError, "sep must be str or bytes.")
				}
				s = b
			}
			c, err := bytesHexSep(s)
			if err != nil {
				return Value{}, err
			}
			sep = c
		}
		return MakeStr(bytesHex(data(self), sep, hasSep, perSep)), nil
	})
	addClassMethod(c, "fromhex", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("fromhex", args, kw); err != nil {
			return Value{}, err
		}
		s, ok := AsStr(args[0])
		if !ok {
			return Value{}, Errorf(TypeError, "fromhex() argument must be str, not %s", args[0].TypeName())
		}
		b, err := bytesFromHex(s)
		if err != nil {
			return Value{}, err
		}
		r := mk(b)
		if cls, ok := self.obj.(*Type); ok && cls != c {
			return Call(t, self, []Value{r}, nil)
		}
		return r, nil
	})
	m("replace", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		var oldV, newV Value
		countV := MakeInt(-1)
		if err := UnpackPositional("replace", args, kw, 2, &oldV, &newV, &countV); err != nil {
			return Value{}, err
		}
		old, err := bytesArg(oldV)
		if err != nil {
			return Value{}, err
		}
		nw, err := bytesArg(newV)
		if err != nil {
			return Value{}, err
		}
		count, err := AsSsize(t, countV)
		if err != nil {
			return Value{}, err
		}
		if len(nw) > len(old) {
			if err := t.Charge(int64(len(data(self)) * (len(nw) - len(old) + 1))); err != nil {
				return Value{}, err
			}
		}
		return mk(bytesReplace(data(self), old, nw, count)), nil
	})
	for _, n := range []string{"split", "rsplit"} {
		name := n
		m(name, func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			sepV := None
			maxsplit := -1
			if err := UnpackArgs(t, name, args, kw, "sep?", &sepV, "maxsplit?", &maxsplit); err != nil {
				return Value{}, err
			}
			var sep string
			hasSep := !sepV.IsNone()
			if hasSep {
				var err error
				if sep, err = bytesArg(sepV); err != nil {
					return Value{}, err
				}
			}
			var parts []string
			var serr *Error
			if name == "split" {
				parts, serr = bytesSplit(data(self), sep, hasSep, maxsplit)
			} else {
				parts, serr = bytesRSplit(data(self), sep, hasSep, maxsplit)
			}
			if serr != nil {
				return Value{}, serr
			}
			items := make([]Value, len(parts))
			for i, p := range parts {
				items[i] = mk(p)
			}
			return MakeObject(NewList(items)), nil
		})
	}
	m("splitlines", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		keep := false
		if err := UnpackArgs(t, "splitlines", args, kw, "keepends?", &keep); err != nil {
			return Value{}, err
		}
		parts := bytesSplitLines(data(self), keep)
		items := make([]Value, len(parts))
		for i, p := range parts {
			items[i] = mk(p)
		}
		return MakeObject(NewList(items)), nil
	})
	m("join", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg(c.Name+".join", args, kw); err != nil {
			return Value{}, err
		}
		items, err := iterToSlice(t, args[0])
		if err != nil {
			return Value{}, err
		}
		parts := make([]string, len(items))
		total := 0
		for i, x := range items {
			b, ok := asBytesData(x)
			if !ok {
				return Value{}, Errorf(TypeError, "sequence item %d: expected a bytes-like object, %s found", i, x.TypeName())
			}
			parts[i] = b
			total += len(b) + len(data(self))
		}
		if err := t.Charge(int64(total)); err != nil {
			return Value{}, err
		}
		return mk(bytesJoin(data(self), parts)), nil
	})
	for _, n := range []string{"strip", "lstrip", "rstrip"} {
		name := n
		left, right := name != "rstrip", name != "lstrip"
		m(name, func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			chars := None
			if err := UnpackPositional(name, args, kw, 0, &chars); err != nil {
				return Value{}, err
			}
			var cs string
			if !chars.IsNone() {
				var err error
				if cs, err = bytesArg(chars); err != nil {
					return Value{}, err
				}
			}
			return mk(bytesStrip(data(self), cs, !chars.IsNone(), left, right)), nil
		})
	}
	for _, n := range []string{"partition", "rpartition"} {
		name := n
		m(name, func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := oneArg(c.Name+"."+name, args, kw); err != nil {
				return Value{}, err
			}
			sep, err := bytesArg(args[0])
			if err != nil {
				return Value{}, err
			}
			var parts [3]string
			var perr *Error
			if name == "partition" {
				parts, perr = bytesPartition(data(self), sep)
			} else {
				parts, perr = bytesRPartition(data(self), sep)
			}
			if perr != nil {
				return Value{}, perr
			}
			return MakeTuple(mk(parts[0]), mk(parts[1]), mk(parts[2])), nil
		})
	}
	for _, n := range []string{"center", "ljust", "rjust"} {
		name := n
		m(name, func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			var widthV Value
			fill := MakeBytes(" ")
			if err := UnpackPositional(name, args, kw, 1, &widthV, &fill); err != nil {
				return Value{}, err
			}
			width, err := AsSsize(t, widthV)
			if err != nil {
				return Value{}, err
			}
			fb, ok := asBytesData(fill)
			if !ok || len(fb) != 1 {
				return Value{}, Errorf(TypeError, "%s() argument 2 must be a byte string of length 1, not %s", name, fill.TypeName())
			}
			if err := t.Charge(int64(width)); err != nil {
				return Value{}, err
			}
			switch name {
			case "center":
				return mk(bytesCenter(data(self), width, fb[0])), nil
			case "ljust":
				return mk(bytesLJust(data(self), width, fb[0])), nil
			}
			return mk(bytesRJust(data(self), width, fb[0])), nil
		})
	}
	m("zfill", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg(c.Name+".zfill", args, kw); err != nil {
			return Value{}, err
		}
		width, err := AsSsize(t, args[0])
		if err != nil {
			return Value{}, err
		}
		if err := t.Charge(int64(width)); err != nil {
			return Value{}, err
		}
		return mk(bytesZFill(data(self), width)), nil
	})
	m("expandtabs", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		tabsize := 8
		if err := UnpackArgs(t, "expandtabs", args, kw, "tabsize?", &tabsize); err != nil {
			return Value{}, err
		}
		r, err := bytesExpandTabs(data(self), tabsize)
		if err != nil {
			return Value{}, err
		}
		return mk(r), nil
	})
	m("removeprefix", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg(c.Name+".removeprefix", args, kw); err != nil {
			return Value{}, err
		}
		p, err := bytesArg(args[0])
		if err != nil {
			return Value{}, err
		}
		return mk(bytesRemovePrefix(data(self), p)), nil
	})
	m("removesuffix", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg(c.Name+".removesuffix", args, kw); err != nil {
			return Value{}, err
		}
		p, err := bytesArg(args[0])
		if err != nil {
			return Value{}, err
		}
		return mk(bytesRemoveSuffix(data(self), p)), nil
	})
	m("translate", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		var tableV Value
		del := MakeBytes("")
		if err := UnpackArgs(t, "translate", args, kw, "table", &tableV, "delete?", &del); err != nil {
			return Value{}, err
		}
		var table string
		if !tableV.IsNone() {
			var err error
			if table, err = bytesArg(tableV); err != nil {
				return Value{}, err
			}
		}
		d, err := bytesArg(del)
		if err != nil {
			return Value{}, err
		}
		r, terr := bytesTranslate(data(self), table, !tableV.IsNone(), d)
		if terr != nil {
			return Value{}, terr
		}
		return mk(r), nil
	})
	c.Dict.SetStr("maketrans", MakeObject(&StaticMethod{Func: MakeObject(NewBuiltin("maketrans",
		func(t *Thread, args []Value, kw *KwArgs) (Value, error) {
			var fromV, toV Value
			if err := UnpackPositional("maketrans", args, kw, 2, &fromV, &toV); err != nil {
				return Value{}, err
			}
			from, err := bytesArg(fromV)
			if err != nil {
				return Value{}, err
			}
			to, err := bytesArg(toV)
			if err != nil {
				return Value{}, err
			}
			r, merr := bytesMaketrans(from, to)
			if merr != nil {
				return Value{}, merr
			}
			return MakeBytes(r), nil
		}))}))
	addClassMethod(c, "__class_getitem__", genericAlias)
}

func setupByteArrayMethods() {
	c := ByteArrayType
	m := func(name string, f func(t *Thread, ba *ByteArray, args []Value, kw *KwArgs) (Value, error)) {
		addMethod(c, name, func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			return f(t, byteArrayOf(self), args, kw)
		})
	}
	intByte := func(t *Thread, v Value) (byte, error) {
		n, err := IndexInt(t, v)
		if err != nil {
			return 0, err
		}
		if n < 0 || n > 255 {
			return 0, Errorf(ValueError, "byte must be in range(0, 256)")
		}
		return byte(n), nil
	}
	m("append", func(t *Thread, ba *ByteArray, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("bytearray.append", args, kw); err != nil {
			return Value{}, err
		}
		b, err := intByte(t, args[0])
		if err != nil {
			return Value{}, err
		}
		ba.b = append(ba.b, b)
		return None, nil
	})
	m("extend", func(t *Thread, ba *ByteArray, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("bytearray.extend", args, kw); err != nil {
			return Value{}, err
		}
		if _, isStr := AsStr(args[0]); isStr {
			return Value{}, Errorf(TypeError, "expected iterable of integers; got: 'str'")
		}
		b, err := BytesOf(t, args[0])
		if err != nil {
			return Value{}, err
		}
		if err := t.Charge(int64(len(b))); err != nil {
			return Value{}, err
		}
		ba.b = append(ba.b, b...)
		return None, nil
	})
	m("insert", func(t *Thread, ba *ByteArray, args []Value, kw *KwArgs) (Value, error) {
		var iv, x Value
		if err := UnpackPositional("insert", args, kw, 2, &iv, &x); err != nil {
			return Value{}, err
		}
		i, err := AsSsize(t, iv)
		if err != nil {
			return Value{}, err
		}
		b, err := intByte(t, x)
		if err != nil {
			return Value{}, err
		}
		n := len(ba.b)
		if i < 0 {
			i = max(i+n, 0)
		}
		i = min(i, n)
		ba.b = append(ba.b, 0)
		copy(ba.b[i+1:], ba.b[i:])
		ba.b[i] = b
		return None, nil
	})
	m("pop", func(t *Thread, ba *ByteArray, args []Value, kw *KwArgs) (Value, error) {
		iv := MakeInt(-1)
		if err := UnpackPositional("pop", args, kw, 0, &iv); err != nil {
			return Value{}, err
		}
		if len(ba.b) == 0 {
			return Value{}, Errorf(IndexError, "pop from empty bytearray")
		}
		i, err := AsSsize(t, iv)
		if err != nil {
			return Value{}, err
		}
		if i < 0 {
			i += len(ba.b)
		}
		if i < 0 || i >= len(ba.b) {
			return Value{}, Errorf(IndexError, "pop index out of range")
		}
		v := ba.b[i]
		ba.b = append(ba.b[:i], ba.b[i+1:]...)
		return MakeInt(int64(v)), nil
	})
	m("remove", func(t *Thread, ba *ByteArray, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("bytearray.remove", args, kw); err != nil {
			return Value{}, err
		}
		b, err := intByte(t, args[0])
		if err != nil {
			return Value{}, err
		}
		for i, c := range ba.b {
			if c == b {
				ba.b = append(ba.b[:i], ba.b[i+1:]...)
				return None, nil
			}
		}
		return Value{}, Errorf(ValueError, "value not found in bytearray")
	})
	m("clear", func(t *Thread, ba *ByteArray, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("bytearray.clear", args, kw); err != nil {
			return Value{}, err
		}
		ba.b = nil
		return None, nil
	})
	m("copy", func(t *Thread, ba *ByteArray, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("bytearray.copy", args, kw); err != nil {
			return Value{}, err
		}
		return MakeObject(NewByteArray(append([]byte(nil), ba.b...))), nil
	})
	m("reverse", func(t *Thread, ba *ByteArray, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("bytearray.reverse", args, kw); err != nil {
			return Value{}, err
		}
		for i, j := 0, len(ba.b)-1; i < j; i, j = i+1, j-1 {
			ba.b[i], ba.b[j] = ba.b[j], ba.b[i]
		}
		return None, nil
	})
}
