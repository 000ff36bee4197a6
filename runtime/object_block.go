// This file keeps the attributes of ordinary instances the compact way
// CPython 3.11 does: a class holds the attribute names its instances
// use, in the order they were first set (attrKeys, shared), and each
// instance holds only their values, in one allocation with the instance.
// The instance has no dict until something asks for one (__dict__,
// vars(), an attribute set out of the shared order, a delete): then its
// values move into a real dict, for good. A dataclass instance with four
// fields is then about 200 bytes in one block instead of a 500-byte
// instance-and-dict, which is what sorting or scanning thousands of them
// spends its time on.

package runtime

// maxAttrKeys bounds a class's shared names: an instance that would add
// more gets its own dict (programs that setattr endless distinct names).
const maxAttrKeys = 30

// attrKeys is the shared table of attribute names of a class's instances.
// It only grows: a name keeps its position for good, so caches keyed on
// (table, position) stay right.
type attrKeys struct {
	names  []string
	keys   []Value // the names as str values, the keys a dict gets
	hashes []int64
}

// find returns the position of name, or -1.
func (k *attrKeys) find(name string) int {
	for i, n := range k.names {
		if n == name {
			return i
		}
	}
	return -1
}

// add appends name (whose StrHash is h) and returns its position.
func (k *attrKeys) add(name string, h int64) int {
	s := NewStr(name)
	s.hash, s.hkey = h, zeroHashKey
	k.names = append(k.names, name)
	k.keys = append(k.keys, MakeObject(s))
	k.hashes = append(k.hashes, h)
	return len(k.names) - 1
}

// The blocks an instance is allocated in with room for its values.
type (
	instanceVals2 struct {
		o Instance
		v [2]Value
	}
	instanceVals4 struct {
		o Instance
		v [4]Value
	}
	instanceVals8 struct {
		o Instance
		v [8]Value
	}
	instanceVals16 struct {
		o Instance
		v [16]Value
	}
	instanceVals32 struct {
		o Instance
		v [32]Value
	}
)

// newInstanceWithDict returns a new instance of cls whose attributes are
// kept against the class's shared names, with room for as many as the
// class's instances have had.
func newInstanceWithDict(t *Thread, cls *Type) *Instance {
	if cls.attrKeys == nil {
		cls.attrKeys = &attrKeys{}
	}
	var o *Instance
	switch n := cls.attrHint; {
	case n <= 2:
		b := &instanceVals2{}
		o, b.o.vals = &b.o, b.v[:0]
	case n <= 4:
		b := &instanceVals4{}
		o, b.o.vals = &b.o, b.v[:0]
	case n <= 8:
		b := &instanceVals8{}
		o, b.o.vals = &b.o, b.v[:0]
	case n <= 16:
		b := &instanceVals16{}
		o, b.o.vals = &b.o, b.v[:0]
	case n <= 32:
		// A logging.LogRecord has 22 attributes.
		b := &instanceVals32{}
		o, b.o.vals = &b.o, b.v[:0]
	default:
		o = &Instance{vals: make([]Value, 0, n)}
	}
	o.cls, o.keys = cls, cls.attrKeys
	return o
}

// noteAttrCount records that an instance of cls holds n attributes, so
// that the next instances are allocated with room for them.
func (cls *Type) noteAttrCount(n int) {
	if n > cls.attrHint {
		cls.attrHint = n
	}
}

// split reports whether o keeps its attributes against shared names.
func (o *Instance) split() bool { return o.keys != nil }

// splitGet returns attribute name of a split instance.
func (o *Instance) splitGet(name string) (Value, bool) {
	if i := o.keys.find(name); i >= 0 && i < len(o.vals) {
		return o.vals[i], true
	}
	return Value{}, false
}

// hashUnknown is the hash splitSet is given by a caller that has not
// hashed the name (it is hashed only if the name is new to the class).
// No StrHash is -1: CPython's hashes never are.
const hashUnknown = -1

// splitSet sets attribute name of a split instance, when that keeps the
// instance's attributes the first len(vals) shared names in order; false
// means the instance needs its own dict first.
func (o *Instance) splitSet(name string, h int64, x Value) bool {
	// An __init__ sets the attributes in the shared order: the next name
	// is the one expected, without a scan of the names.
	i := -1
	if n := len(o.vals); n < len(o.keys.names) && o.keys.names[n] == name {
		i = n
	} else {
		i = o.keys.find(name)
	}
	switch {
	case i >= 0 && i < len(o.vals):
		o.vals[i] = x
	case i >= 0 && i == len(o.vals):
		o.vals = append(o.vals, x)
	case i < 0 && len(o.vals) == len(o.keys.names) && len(o.vals) < maxAttrKeys:
		if h == hashUnknown {
			h = strHashKey(name)
		}
		o.keys.add(name, h)
		o.vals = append(o.vals, x)
	default:
		return false
	}
	o.cls.noteAttrCount(len(o.vals))
	return true
}

// materialize gives a split instance its own dict, holding its
// attributes in their order, and returns the instance's dict (nil for an
// instance without one).
func (o *Instance) materialize() *Dict {
	if o.keys == nil {
		return o.dict
	}
	d := newDictSized(nil, len(o.vals))
	for i, v := range o.vals {
		_ = d.setHash(nil, o.keys.keys[i], o.keys.hashes[i], v)
	}
	o.dict, o.keys, o.vals = d, nil, nil
	return d
}

// setDict replaces the instance's __dict__.
func (o *Instance) setDict(d *Dict) { o.dict, o.keys, o.vals = d, nil, nil }
