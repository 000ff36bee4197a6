// This file gives the built-in iterators __length_hint__, the number of
// items left, which operator.length_hint and list() sizing ask for.

package runtime

func setupIterHints() {
	hint := func(c *Type, n func(self Value) int) {
		addMethod(c, "__length_hint__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := noArgs("__length_hint__", args, kw); err != nil {
				return Value{}, err
			}
			return MakeInt(int64(max(n(self), 0))), nil
		})
	}
	hint(ListIteratorType, func(v Value) int {
		it := v.obj.(*ListIter)
		if it.l == nil {
			return 0
		}
		return len(it.l.items) - it.i
	})
	hint(ListReverseIteratorType, func(v Value) int {
		it := v.obj.(*ListRevIter)
		if it.l == nil || it.i >= len(it.l.items) {
			return 0
		}
		return it.i + 1
	})
	hint(TupleIteratorType, func(v Value) int {
		it := v.obj.(*TupleIter)
		return len(it.items) - it.i
	})
	strHint := func(v Value) int {
		it := v.obj.(*StrIter)
		if it.off >= len(it.s) {
			return 0
		}
		return cpCount(it.s[it.off:])
	}
	hint(StrIteratorType, strHint)
	hint(StrUnicodeIteratorType, strHint)
	bytesHint := func(v Value) int {
		it := v.obj.(*BytesIter)
		if it.ba != nil {
			return len(it.ba.b) - it.i
		}
		return len(it.data) - it.i
	}
	hint(BytesIteratorType, bytesHint)
	hint(ByteArrayIteratorType, bytesHint)
	hint(RangeIteratorType, func(v Value) int {
		it := v.obj.(*RangeIter)
		if it.small {
			return int(it.left)
		}
		left, ok := it.r.length.Sub(it.i).Int64()
		if !ok {
			return int(^uint(0) >> 1)
		}
		return int(left)
	})
	hint(SetIteratorType, func(v Value) int {
		it := v.obj.(*SetIter)
		if it.s == nil || it.used != it.s.used {
			return 0
		}
		return it.left
	})
	dictHint := func(v Value) int {
		it := v.obj.(*DictIter)
		if it.d == nil || it.d.used != it.used {
			return 0
		}
		return it.remaining
	}
	for _, c := range []*Type{DictKeyIteratorType, DictValueIteratorType, DictItemIteratorType,
		DictRevKeyIteratorType, DictRevValueIteratorType, DictRevItemIteratorType} {
		hint(c, dictHint)
	}
}
