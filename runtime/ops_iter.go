// This file gives the built-in iterator types their slots: each iterator
// is its own iterator (__iter__ returns self) and advances with Next.

package runtime

// StrIter iterates over the code points of a str.
type StrIter struct {
	s       string
	off     int
	unicode bool // the string is not ASCII
}

// newStrIter starts an iteration over s.
func newStrIter(s string) *StrIter { return &StrIter{s: s, unicode: !isASCII(s)} }

// Type returns str_ascii_iterator, or str_iterator for a non-ASCII str, as
// CPython 3.11 names them.
func (it *StrIter) Type() *Type {
	if it.unicode {
		return StrUnicodeIteratorType
	}
	return StrIteratorType
}

// CallableIter is iter(callable, sentinel).
type CallableIter struct {
	fn, sentinel Value
	done         bool
}

// Type returns callable_iterator.
func (*CallableIter) Type() *Type { return CallableIteratorType }

// NewCallableIter returns iter(fn, sentinel).
func NewCallableIter(fn, sentinel Value) *CallableIter {
	return &CallableIter{fn: fn, sentinel: sentinel}
}

func iterSelf(t *Thread, v Value) (Value, error) { return v, nil }

// strIterNext yields the next code point of a str as a one-character str.
func strIterNext(t *Thread, self Value) (Value, bool, error) {
	it := self.obj.(*StrIter)
	if it.off >= len(it.s) {
		return Value{}, false, nil
	}
	c := it.s[it.off]
	if c < 0x80 {
		it.off++
		return MakeObject(asciiChar(c)), true, nil
	}
	_, size := decodeRune(it.s[it.off:])
	v := MakeStr(it.s[it.off : it.off+size])
	it.off += size
	return v, true, nil
}

func setupIterators() {
	next := []struct {
		typ  *Type
		next func(t *Thread, self Value) (Value, bool, error)
	}{
		{ListIteratorType, func(t *Thread, self Value) (Value, bool, error) {
			it := self.obj.(*ListIter)
			if it.l == nil || it.i >= len(it.l.items) {
				it.l = nil
				return Value{}, false, nil
			}
			v := it.l.items[it.i]
			it.i++
			return v, true, nil
		}},
		{ListReverseIteratorType, func(t *Thread, self Value) (Value, bool, error) {
			it := self.obj.(*ListRevIter)
			if it.l == nil || it.i < 0 || it.i >= len(it.l.items) {
				it.l = nil
				return Value{}, false, nil
			}
			v := it.l.items[it.i]
			it.i--
			return v, true, nil
		}},
		{TupleIteratorType, func(t *Thread, self Value) (Value, bool, error) {
			it := self.obj.(*TupleIter)
			if it.i >= len(it.items) {
				it.items = nil
				return Value{}, false, nil
			}
			v := it.items[it.i]
			it.i++
			return v, true, nil
		}},
		{StrIteratorType, strIterNext},
		{StrUnicodeIteratorType, strIterNext},
		{BytesIteratorType, bytesIterNext},
		{ByteArrayIteratorType, bytesIterNext},
		{DictRevKeyIteratorType, dictIterNext},
		{DictRevValueIteratorType, dictIterNext},
		{DictRevItemIteratorType, dictIterNext},
		{RangeIteratorType, func(t *Thread, self Value) (Value, bool, error) {
			v, ok := self.obj.(*RangeIter).next()
			return v, ok, nil
		}},
		{SetIteratorType, setIterNext},
		{SeqIteratorType, seqIterNext},
		{CallableIteratorType, func(t *Thread, self Value) (Value, bool, error) {
			it := self.obj.(*CallableIter)
			if it.done {
				return Value{}, false, nil
			}
			v, err := Call(t, it.fn, nil, nil)
			if err != nil {
				if isStopIteration(err) {
					it.done = true
					return Value{}, false, nil
				}
				return Value{}, false, err
			}
			eq, err := Eq(t, v, it.sentinel)
			if err != nil {
				return Value{}, false, err
			}
			if eq {
				it.done = true
				return Value{}, false, nil
			}
			return v, true, nil
		}},
		{DictKeyIteratorType, dictIterNext},
		{DictValueIteratorType, dictIterNext},
		{DictItemIteratorType, dictIterNext},
	}
	for _, e := range next {
		e.typ.Slots.Iter = iterSelf
		e.typ.Slots.Next = e.next
	}
	setupDictViews()
}

// asciiChars holds the one-character strs of ASCII, shared and never
// written (their caches are filled at start-up).
var asciiChars = func() [128]*Str {
	var a [128]*Str
	for i := range a {
		a[i] = newFrozenStr(string(rune(i)))
	}
	return a
}()

// asciiChar returns the shared str of one ASCII character.
func asciiChar(c byte) *Str { return asciiChars[c] }
