// This file allocates an instance together with its __dict__: the
// instance, the dict, the dict's first entries and its index in one
// block, sized by how many attributes the class's instances have had so
// far. A dataclass with four fields then costs one allocation instead of
// six (instance, dict, index, entries grown 1, 2, 4), and its attributes
// sit next to it in memory, which is what sorting or scanning thousands
// of instances spends its time on.

package runtime

// The blocks: an index of dictMin slots holds up to 5 entries before it
// grows (dict.go's two-thirds rule); the larger block's index holds 10.
type (
	instanceBlock2 struct {
		o  Instance
		d  Dict
		e  [2]dictEntry
		ix [dictMin]int32
	}
	instanceBlock5 struct {
		o  Instance
		d  Dict
		e  [5]dictEntry
		ix [dictMin]int32
	}
	instanceBlock10 struct {
		o  Instance
		d  Dict
		e  [10]dictEntry
		ix [2 * dictMin]int32
	}
)

// newInstanceWithDict returns a new instance of cls with an empty dict,
// allocated as one block when the class has a size hint.
func newInstanceWithDict(t *Thread, cls *Type) *Instance {
	var o *Instance
	var d *Dict
	var e []dictEntry
	var ix []int32
	switch n := cls.attrHint; {
	case n == 0 || n > 10:
		o = &Instance{cls: cls}
		o.dict = NewDict(t)
		return o
	case n <= 2:
		b := &instanceBlock2{}
		o, d, e, ix = &b.o, &b.d, b.e[:0], b.ix[:]
	case n <= 5:
		b := &instanceBlock5{}
		o, d, e, ix = &b.o, &b.d, b.e[:0], b.ix[:]
	default:
		b := &instanceBlock10{}
		o, d, e, ix = &b.o, &b.d, b.e[:0], b.ix[:]
	}
	for i := range ix {
		ix[i] = ixEmpty
	}
	d.index, d.entries, d.hk = ix, e, t.hashKey()
	o.cls, o.dict = cls, d
	return o
}

// noteAttrCount records that an instance of cls holds n attributes, so
// that the next instances are allocated with room for them.
func (cls *Type) noteAttrCount(n int) {
	if n > cls.attrHint {
		cls.attrHint = n
	}
}
