// This file defines Dict, Python's dict: insertion ordered, with an open
// addressing index over a dense array of entries, as CPython's compact
// dict. Keys are hashed and compared through the protocol functions
// (Hash, Eq) with a fast path for exact str keys, whose hashes the Str
// caches and which compare as Go strings.
//
// A dict hashes str keys with the hash key of the thread that made it
// (dicts made at start-up use the zero key), so the hashes it stores are
// consistent whichever thread reads it.

package runtime

// dictEntry is one key/value pair with the key's hash. A deleted entry has
// key.obj == dictDummy{}.
type dictEntry struct {
	hash  int64
	key   Value
	value Value
}

// dictDummy marks a deleted entry.
type dictDummy struct{}

// Type is never called: dictDummy never leaves the dict.
func (dictDummy) Type() *Type { return ObjectType }

const (
	ixEmpty   = -1
	ixDeleted = -2
	dictMin   = 8
)

// Dict is a Python dict.
type Dict struct {
	index   []int32 // power-of-two table of entry numbers, ixEmpty or ixDeleted
	entries []dictEntry
	used    int // live entries
	// trimmed counts the index slots left ixDeleted by dead entries
	// trimmed off the end of entries: they fill the index as entries do,
	// so the growth check counts them (CPython's dk_usable does the same).
	trimmed int
	hk      *hashKey
	frozen  bool // a built-in type's dict: never written after start-up
	// guard holds the names the host protects (dict_guard.go); nil for
	// every dict but a session's globals.
	guard map[string]bool
	// layout changes whenever a key is added or removed or the entries
	// move (see Layout).
	layout uint64
	// firstLive is a position before which every entry is dead: a dict
	// emptied from the front (OrderedDict.popitem(last=False), an LRU
	// cache) finds its first item without rescanning the dead ones.
	firstLive int
	// shared marks a dict whose index and entries are a read-only
	// template's (dict_share.go): the first write copies them.
	shared bool
}

// Layout returns a number that changes whenever d gains or loses a key or
// its entries move: while it stays the same, every key is where it was
// (values may change). The VM's global-name caches key on it.
func (d *Dict) Layout() uint64 { return d.layout }

// StrIndex returns the position of the str key name, whose StrHash is h,
// among d's entries, or -1; valid while Layout is unchanged.
func (d *Dict) StrIndex(name string, h int64) int { return d.strIndex(name, h) }

// EntryValue returns the value of the entry at position i (from StrIndex).
func (d *Dict) EntryValue(i int) Value { return d.entries[i].value }

// SetEntryValue replaces the value of the entry at position i (from
// StrIndex): a store to a key already present, which keeps the layout.
func (d *Dict) SetEntryValue(i int, v Value) {
	if d.shared {
		d.unshare()
	}
	d.entries[i].value = v
}

// TrySetEntryValue is SetEntryValue when d shares no arrays with a
// template, and false (nothing stored) when it does: small enough for Go
// to inline in the VM's loop, which takes the long way on false.
func (d *Dict) TrySetEntryValue(i int, v Value) bool {
	if d.shared {
		return false
	}
	d.entries[i].value = v
	return true
}

// Type returns dict.
func (*Dict) Type() *Type { return DictType }

// NewDict returns an empty dict that hashes str keys with t's key (the zero
// key when t is nil).
func NewDict(t *Thread) *Dict {
	d := &Dict{hk: zeroHashKey}
	if t != nil {
		d.hk = t.hashKey()
	}
	return d
}

// newDictSized returns an empty dict with room for n items.
func newDictSized(t *Thread, n int) *Dict {
	d := NewDict(t)
	if n > 0 {
		d.resize(n)
	}
	return d
}

// Len returns the number of items.
func (d *Dict) Len() int { return d.used }

// The blocks of the two smallest tables: an index of 8 or 16 slots and
// the entries it takes before growing (two thirds of it).
type (
	dictBlock8 struct {
		ix [dictMin]int32
		e  [dictMin * 2 / 3]dictEntry
	}
	dictBlock16 struct {
		ix [2 * dictMin]int32
		e  [2 * dictMin * 2 / 3]dictEntry
	}
)

// resize rebuilds the index for at least n live items, compacting the
// entries.
func (d *Dict) resize(n int) {
	if d.shared {
		d.unshare()
	}
	d.layout++
	d.firstLive = 0
	size := dictMin
	for size*2/3 < n {
		size <<= 1
	}
	// The entries get room for every item the index takes before the
	// next resize (appends never reallocate in between), and a small
	// table is one allocation, index and entries side by side: a lookup
	// in one of many small dicts (records, JSON objects) then misses the
	// cache once for both, not twice.
	var index []int32
	var entries []dictEntry
	switch room := size * 2 / 3; size {
	case dictMin:
		b := &dictBlock8{}
		index, entries = b.ix[:], b.e[:0]
	case 2 * dictMin:
		b := &dictBlock16{}
		index, entries = b.ix[:], b.e[:0]
	default:
		index, entries = make([]int32, size), make([]dictEntry, 0, room)
	}
	for _, e := range d.entries {
		if _, dead := e.key.obj.(dictDummy); !dead {
			entries = append(entries, e)
		}
	}
	d.entries, d.index = entries, index
	d.trimmed = 0
	for i := range d.index {
		d.index[i] = ixEmpty
	}
	mask := uint64(size - 1)
	for i, e := range d.entries {
		j := d.freeSlot(uint64(e.hash), mask)
		d.index[j] = int32(i)
	}
}

// freeSlot returns the first empty slot of the probe sequence of hash.
func (d *Dict) freeSlot(hash, mask uint64) uint64 {
	perturb := hash
	j := hash & mask
	for d.index[j] != ixEmpty {
		perturb >>= 5
		j = (j*5 + perturb + 1) & mask
	}
	return j
}

// keyHash returns the hash of key as this dict stores it.
func (d *Dict) keyHash(t *Thread, key Value) (int64, error) {
	if s, ok := key.obj.(*Str); ok {
		return s.hashWith(d.hk), nil
	}
	return hashWithKey(t, key, d.hk)
}

// lookup finds key in the dict. It returns the slot in the index and the
// entry number (-1 when absent; slot is then where to insert).
func (d *Dict) lookup(t *Thread, key Value, hash int64) (slot uint64, ix int, err error) {
	if d.index == nil {
		return 0, -1, nil
	}
restart:
	index, entries := d.index, d.entries
	mask := uint64(len(index) - 1)
	perturb := uint64(hash)
	j := uint64(hash) & mask
	free := int64(-1)
	ks, kIsStr := key.obj.(*Str)
	for {
		e := index[j]
		switch {
		case e == ixEmpty:
			if free >= 0 {
				return uint64(free), -1, nil
			}
			return j, -1, nil
		case e == ixDeleted:
			if free < 0 {
				free = int64(j)
			}
		default:
			ent := &entries[e]
			if ent.key.Is(key) {
				return j, int(e), nil
			}
			if ent.hash == hash {
				if es, ok := ent.key.obj.(*Str); ok && kIsStr {
					if es.s == ks.s {
						return j, int(e), nil
					}
				} else {
					ek := ent.key
					eq, err := Eq(t, ek, key)
					if err != nil {
						return 0, -1, err
					}
					// __eq__ may have changed the dict: start again.
					if len(d.index) != len(index) || len(d.entries) != len(entries) || !entries[e].key.Is(ek) {
						goto restart
					}
					if eq {
						return j, int(e), nil
					}
				}
			}
		}
		perturb >>= 5
		j = (j*5 + perturb + 1) & mask
	}
}

// Get returns d[key] and true, or false when key is absent.
func (d *Dict) Get(t *Thread, key Value) (Value, bool, error) {
	h, err := d.keyHash(t, key)
	if err != nil {
		return Value{}, false, err
	}
	_, ix, err := d.lookup(t, key, h)
	if err != nil || ix < 0 {
		return Value{}, false, err
	}
	return d.entries[ix].value, true, nil
}

// GetStr returns d[name] for a str key given as a Go string.
func (d *Dict) GetStr(name string) (Value, bool) {
	return d.getStrHash(name, hashString(d.hk, name))
}

// getStrHash is GetStr with the hash already computed. hash must be the
// hash of name under d's key; callers holding a zero-key hash check that
// d uses the zero key.
func (d *Dict) getStrHash(name string, hash int64) (Value, bool) {
	if ix := d.strIndex(name, hash); ix >= 0 {
		return d.entries[ix].value, true
	}
	return Value{}, false
}

// strIndex returns the entry number of the str key name, or -1. hash is
// its zero-key hash (recomputed when d has another key).
func (d *Dict) strIndex(name string, hash int64) int {
	if d.hk != zeroHashKey {
		hash = hashString(d.hk, name)
	}
	if d.index == nil {
		return -1
	}
	mask := uint64(len(d.index) - 1)
	perturb := uint64(hash)
	j := uint64(hash) & mask
	for {
		e := d.index[j]
		if e == ixEmpty {
			return -1
		}
		if e >= 0 {
			ent := &d.entries[e]
			if ent.hash == hash {
				if s, ok := ent.key.obj.(*Str); ok && s.s == name {
					return int(e)
				}
			}
		}
		perturb >>= 5
		j = (j*5 + perturb + 1) & mask
	}
}

// StrHash returns the hash of the str s under the zero key (hash seed
// 0), for GetStrHashed and SetStrHashed: the VM computes the hashes of a
// code object's names once instead of on every lookup.
func StrHash(s string) int64 { return strHashKey(s) }

// GetStrHashed is GetStr with name's StrHash given.
func (d *Dict) GetStrHashed(name string, hash int64) (Value, bool) { return d.getStrHash(name, hash) }

// SetStrHashed is SetStr with name's StrHash given; replacing the value of
// a key already present allocates nothing.
func (d *Dict) SetStrHashed(name string, hash int64, value Value) {
	if d.hk != zeroHashKey {
		d.SetStr(name, value)
		return
	}
	if ix := d.strIndex(name, hash); ix >= 0 {
		if d.shared {
			d.unshare()
		}
		d.entries[ix].value = value
		return
	}
	k := NewStr(name)
	k.hash, k.hkey = hash, zeroHashKey
	_ = d.setHash(nil, MakeObject(k), hash, value)
}

// Set sets d[key] = value.
func (d *Dict) Set(t *Thread, key, value Value) error {
	h, err := d.keyHash(t, key)
	if err != nil {
		return err
	}
	return d.setHash(t, key, h, value)
}

// setHash is Set with the key's hash already known.
func (d *Dict) setHash(t *Thread, key Value, hash int64, value Value) error {
	if d.index == nil {
		d.resize(1)
	}
	slot, ix, err := d.lookup(t, key, hash)
	if err != nil {
		return err
	}
	if d.shared {
		d.unshare()
	}
	if ix >= 0 {
		if d.guard != nil {
			if err := d.checkKey(key, false); err != nil {
				return err
			}
		}
		d.entries[ix].value = value
		return nil
	}
	if len(d.entries)+d.trimmed >= len(d.index)*2/3 {
		if t != nil {
			if err := t.Charge(int64(d.used) * 3 * 60); err != nil {
				return err
			}
		}
		d.resize(d.used * 3)
		slot = d.freeSlot(uint64(hash), uint64(len(d.index)-1))
	}
	d.index[slot] = int32(len(d.entries))
	d.entries = append(d.entries, dictEntry{hash: hash, key: key, value: value})
	d.used++
	d.layout++
	return nil
}

// SetStr sets d[name] = value for a str key given as a Go string.
func (d *Dict) SetStr(name string, value Value) {
	h := hashString(d.hk, name)
	// A key already present keeps its str: no allocation.
	if ix := d.strIndex(name, h); ix >= 0 && !d.shared && d.guard == nil {
		d.entries[ix].value = value
		return
	}
	k := NewStr(name)
	k.hash, k.hkey = h, d.hk
	// Str keys never call back into Python, so there can be no error.
	_ = d.setHash(nil, MakeObject(k), h, value)
}

// Delete removes key and returns its value, or false when it is absent.
func (d *Dict) Delete(t *Thread, key Value) (Value, bool, error) {
	h, err := d.keyHash(t, key)
	if err != nil {
		return Value{}, false, err
	}
	slot, ix, err := d.lookup(t, key, h)
	if err != nil || ix < 0 {
		return Value{}, false, err
	}
	if d.guard != nil {
		if err := d.checkKey(key, true); err != nil {
			return Value{}, false, err
		}
	}
	v := d.entries[ix].value
	d.deleteAt(slot, ix)
	return v, true, nil
}

// deleteAt removes entry ix, found at index slot.
func (d *Dict) deleteAt(slot uint64, ix int) {
	if d.shared {
		d.unshare()
	}
	d.layout++
	d.index[slot] = ixDeleted
	d.entries[ix] = dictEntry{key: Value{obj: dictDummy{}}}
	d.used--
	if ix == d.firstLive {
		for d.firstLive < len(d.entries) {
			if _, dead := d.entries[d.firstLive].key.obj.(dictDummy); !dead {
				break
			}
			d.firstLive++
		}
	}
	// Trim dead entries at the end so that append-then-pop patterns
	// (popitem) do not grow the array.
	for n := len(d.entries); n > 0; n-- {
		if _, dead := d.entries[n-1].key.obj.(dictDummy); !dead {
			break
		}
		d.entries = d.entries[:n-1]
		d.trimmed++
	}
	d.firstLive = min(d.firstLive, len(d.entries))
	if d.used == 0 {
		d.index, d.entries, d.trimmed, d.firstLive = nil, nil, 0, 0
	}
}

// DeleteStr removes the str key name and reports whether it was there.
func (d *Dict) DeleteStr(name string) bool {
	k := MakeStr(name)
	_, ok, _ := d.Delete(nil, k)
	return ok
}

// Clear removes every item.
func (d *Dict) Clear() {
	if d.shared {
		d.unshare()
	}
	d.index, d.entries, d.used, d.trimmed, d.firstLive = nil, nil, 0, 0, 0
	d.layout++
}

// Next iterates over the dict: it returns the entry at or after position
// i, and the position to continue from; ok is false past the end. The
// positions are stable while the dict does not change.
func (d *Dict) Next(i int) (key, value Value, next int, ok bool) {
	i = max(i, d.firstLive)
	for ; i < len(d.entries); i++ {
		e := &d.entries[i]
		if _, dead := e.key.obj.(dictDummy); !dead {
			return e.key, e.value, i + 1, true
		}
	}
	return Value{}, Value{}, i, false
}

// Keys returns the keys in order.
func (d *Dict) Keys() []Value {
	out := make([]Value, 0, d.used)
	for i, ok := 0, true; ; {
		var k Value
		if k, _, i, ok = d.Next(i); !ok {
			return out
		}
		out = append(out, k)
	}
}

// Items returns the keys and values in order.
func (d *Dict) Items() (keys, values []Value) {
	keys = make([]Value, 0, d.used)
	values = make([]Value, 0, d.used)
	for i, ok := 0, true; ; {
		var k, v Value
		if k, v, i, ok = d.Next(i); !ok {
			return keys, values
		}
		keys = append(keys, k)
		values = append(values, v)
	}
}

// Copy returns a shallow copy of d.
func (d *Dict) Copy() *Dict {
	c := &Dict{hk: d.hk, used: d.used}
	if d.used == len(d.entries) {
		c.entries = append([]dictEntry(nil), d.entries...)
		c.index = append([]int32(nil), d.index...)
		c.trimmed = d.trimmed
		return c
	}
	c.used = 0
	c.resize(d.used)
	for _, e := range d.entries {
		if _, dead := e.key.obj.(dictDummy); !dead {
			c.index[c.freeSlot(uint64(e.hash), uint64(len(c.index)-1))] = int32(len(c.entries))
			c.entries = append(c.entries, e)
			c.used++
		}
	}
	return c
}

// popLast removes and returns the last item (dict.popitem), or false when
// the dict is empty.
func (d *Dict) popLast() (key, value Value, ok bool) {
	for n := len(d.entries) - 1; n >= 0; n-- {
		e := d.entries[n]
		if _, dead := e.key.obj.(dictDummy); dead {
			continue
		}
		d.deleteAt(d.slotOf(e.hash, n), n)
		return e.key, e.value, true
	}
	return Value{}, Value{}, false
}

// slotOf returns the index slot that holds entry number ix, whose hash is
// hash.
func (d *Dict) slotOf(hash int64, ix int) uint64 {
	mask := uint64(len(d.index) - 1)
	perturb := uint64(hash)
	j := uint64(hash) & mask
	for int(d.index[j]) != ix {
		perturb >>= 5
		j = (j*5 + perturb + 1) & mask
	}
	return j
}

// NewDictSized returns an empty dict with room for n items, for Go code
// that knows the size of the dict it builds (the json decoder): it saves
// the resizes of growing one item at a time.
func NewDictSized(t *Thread, n int) *Dict { return newDictSized(t, n) }
