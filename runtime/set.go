// This file defines Set, the object of set and frozenset. Its table
// follows CPython 3.11's setobject.c exactly (open addressing with nine
// linear probes before perturbation, dummies for deleted entries, the
// same growth rule and the same reinsertion order on resize), so that with
// the same hashes (ops_hash.go) a set iterates in the order CPython's
// does: a deterministic function of the insertion sequence and the hashes.

package runtime

const (
	setMinSize      = 8
	setLinearProbes = 9
)

const (
	setEmpty uint8 = iota
	setActive
	setDummy
)

// setEntry is one slot of a set's table, 32 bytes (CPython's is 16):
// the state is read off the key and the hash instead of a field of its
// own, which would pad the slot to 40 and make big sets a quarter
// larger, and their probes miss the cache more. The hash is stored
// flipped (xhash = hash ^ setHashFlip) so that the zero slot, empty, is
// told from the int 0 (whose stored hash is 1); a deleted slot holds
// dictDummy as its key, and the hash -1, as CPython's dummies do.
type setEntry struct {
	key   Value
	xhash int64
}

// setHashFlip is what a slot's stored hash is xored with.
const setHashFlip = 1

// state returns whether the slot is empty, active or a dummy.
func (e *setEntry) state() uint8 {
	if e.key.obj == nil {
		if e.key.num == 0 && e.xhash == 0 {
			return setEmpty
		}
		return setActive
	}
	if _, dead := e.key.obj.(dictDummy); dead {
		return setDummy
	}
	return setActive
}

// hash returns the slot's hash: its key's for an active slot, -1 for a
// dummy and 0 for an empty one (CPython's frozenset hash mixes in all).
func (e *setEntry) hash() int64 {
	if e.state() == setEmpty {
		return 0
	}
	return e.xhash ^ setHashFlip
}

// activeEntry returns the slot of key, whose hash is hash.
func activeEntry(key Value, hash int64) setEntry {
	return setEntry{key: key, xhash: hash ^ setHashFlip}
}

// dummyEntry is a deleted slot.
var dummyEntry = setEntry{key: Value{obj: dictDummy{}}, xhash: -1 ^ setHashFlip}

// Set is a Python set or frozenset.
type Set struct {
	table  []setEntry // nil: the empty minimum table
	fill   int        // active and dummy entries
	used   int        // active entries
	finger int        // where pop looks next
	frozen bool
	hashed bool
	hash   int64
	hk     *hashKey
}

// Type returns set or frozenset.
func (s *Set) Type() *Type {
	if s.frozen {
		return FrozenSetType
	}
	return SetType
}

// newSet returns an empty set (frozen for a frozenset).
func newSet(t *Thread, frozen bool) *Set { return &Set{frozen: frozen, hk: t.hashKey()} }

// NewSet returns an empty set.
func NewSet(t *Thread) *Set { return newSet(t, false) }

// NewFrozenSet returns an empty frozenset.
func NewFrozenSet(t *Thread) *Set { return newSet(t, true) }

// Len returns the number of items.
func (s *Set) Len() int { return s.used }

// mask returns the table size minus one.
func (s *Set) mask() int {
	if s.table == nil {
		return setMinSize - 1
	}
	return len(s.table) - 1
}

// ensure allocates the minimum table.
func (s *Set) ensure() {
	if s.table == nil {
		s.table = make([]setEntry, setMinSize)
	}
}

// keyHash hashes a key as this set stores it.
func (s *Set) keyHash(t *Thread, key Value) (int64, error) {
	if k, ok := key.obj.(*Str); ok {
		return k.hashWith(s.hk), nil
	}
	return hashWithKey(t, key, s.hk)
}

// Add adds key to the set.
func (s *Set) Add(t *Thread, key Value) error {
	h, err := s.keyHash(t, key)
	if err != nil {
		return err
	}
	return s.addEntry(t, key, h)
}

// keyEq compares a stored key with a key being looked up.
func keyEq(t *Thread, stored, key Value) (bool, error) {
	if stored.Is(key) {
		return true, nil
	}
	if a, ok := stored.obj.(*Str); ok {
		if b, ok := key.obj.(*Str); ok {
			return a.s == b.s, nil
		}
	}
	return Eq(t, stored, key)
}

// addEntry is CPython's set_add_entry.
func (s *Set) addEntry(t *Thread, key Value, hash int64) error {
	s.ensure()
restart:
	table := s.table
	mask := len(table) - 1
	i := int(uint64(hash) & uint64(mask))
	perturb := uint64(hash)
	free := -1
	for {
		probes := 0
		if i+setLinearProbes <= mask {
			probes = setLinearProbes
		}
		j := i
		for {
			e := &table[j]
			switch e.state() {
			case setEmpty:
				if free >= 0 {
					s.used++
					table[free] = activeEntry(key, hash)
					s.hashed = false
					return nil
				}
				s.fill++
				s.used++
				*e = activeEntry(key, hash)
				s.hashed = false
				if s.fill*5 < mask*3 {
					return nil
				}
				if s.used > 50000 {
					return s.resize(t, s.used*2)
				}
				return s.resize(t, s.used*4)
			case setActive:
				if e.xhash == hash^setHashFlip {
					stored := e.key
					eq, err := keyEq(t, stored, key)
					if err != nil {
						return err
					}
					if eq {
						return nil
					}
					if len(s.table) != len(table) || &s.table[0] != &table[0] || !table[j].key.Is(stored) {
						goto restart
					}
				}
			case setDummy:
				// The last dummy before the empty slot takes the key,
				// as in CPython 3.11 (which the iteration order shows).
				free = j
			}
			if probes == 0 {
				break
			}
			probes--
			j++
		}
		perturb >>= 5
		i = int((uint64(i)*5 + 1 + perturb) & uint64(mask))
	}
}

// resize rebuilds the table for minused items, CPython's set_table_resize.
func (s *Set) resize(t *Thread, minused int) error {
	size := setMinSize
	for size <= minused {
		size <<= 1
	}
	if err := t.Charge(int64(size) * 40); err != nil {
		return err
	}
	old := s.table
	s.table = make([]setEntry, size)
	mask := size - 1
	for _, e := range old {
		if e.state() == setActive {
			insertClean(s.table, mask, e.key, e.hash())
		}
	}
	s.fill = s.used
	return nil
}

// insertClean puts a key known to be absent into a table without dummies.
func insertClean(table []setEntry, mask int, key Value, hash int64) {
	perturb := uint64(hash)
	i := int(uint64(hash) & uint64(mask))
	for {
		if table[i].state() == setEmpty {
			table[i] = activeEntry(key, hash)
			return
		}
		if i+setLinearProbes <= mask {
			for j := 1; j <= setLinearProbes; j++ {
				if table[i+j].state() == setEmpty {
					table[i+j] = activeEntry(key, hash)
					return
				}
			}
		}
		perturb >>= 5
		i = int((uint64(i)*5 + 1 + perturb) & uint64(mask))
	}
}

// lookup returns the index of key's entry, or -1, CPython's set_lookkey.
func (s *Set) lookup(t *Thread, key Value, hash int64) (int, error) {
	if s.table == nil {
		return -1, nil
	}
restart:
	table := s.table
	mask := len(table) - 1
	i := int(uint64(hash) & uint64(mask))
	perturb := uint64(hash)
	for {
		probes := 0
		if i+setLinearProbes <= mask {
			probes = setLinearProbes
		}
		j := i
		for {
			e := &table[j]
			switch e.state() {
			case setEmpty:
				return -1, nil
			case setActive:
				if e.xhash == hash^setHashFlip {
					stored := e.key
					eq, err := keyEq(t, stored, key)
					if err != nil {
						return -1, err
					}
					if eq {
						return j, nil
					}
					if len(s.table) != len(table) || &s.table[0] != &table[0] || !table[j].key.Is(stored) {
						goto restart
					}
				}
			}
			if probes == 0 {
				break
			}
			probes--
			j++
		}
		perturb >>= 5
		i = int((uint64(i)*5 + 1 + perturb) & uint64(mask))
	}
}

// Contains reports whether key is in the set.
func (s *Set) Contains(t *Thread, key Value) (bool, error) {
	h, err := s.keyHash(t, key)
	if err != nil {
		return false, err
	}
	i, err := s.lookup(t, key, h)
	return i >= 0, err
}

// containsEntry is Contains with the hash known.
func (s *Set) containsEntry(t *Thread, key Value, hash int64) (bool, error) {
	i, err := s.lookup(t, key, hash)
	return i >= 0, err
}

// Discard removes key and reports whether it was there.
func (s *Set) Discard(t *Thread, key Value) (bool, error) {
	h, err := s.keyHash(t, key)
	if err != nil {
		return false, err
	}
	return s.discardEntry(t, key, h)
}

func (s *Set) discardEntry(t *Thread, key Value, hash int64) (bool, error) {
	i, err := s.lookup(t, key, hash)
	if err != nil || i < 0 {
		return false, err
	}
	s.table[i] = dummyEntry
	s.used--
	s.hashed = false
	return true, nil
}

// Items returns the items in iteration order.
func (s *Set) Items() []Value {
	out := make([]Value, 0, s.used)
	for _, e := range s.table {
		if e.state() == setActive {
			out = append(out, e.key)
		}
	}
	return out
}

// pop removes and returns an arbitrary item, as CPython's set.pop picks it.
func (s *Set) pop() (Value, bool) {
	if s.used == 0 {
		return Value{}, false
	}
	mask := len(s.table) - 1
	i := s.finger & mask
	for s.table[i].state() != setActive {
		i++
		if i > mask {
			i = 0
		}
	}
	key := s.table[i].key
	s.table[i] = dummyEntry
	s.used--
	s.finger = i + 1
	s.hashed = false
	return key, true
}

// clear empties the set.
func (s *Set) clear() {
	s.table, s.fill, s.used, s.hashed = nil, 0, 0, false
}

// merge adds every item of other, CPython's set_merge (including its
// table-copying shortcuts, which decide the resulting order).
func (s *Set) merge(t *Thread, other *Set) error {
	if other == s || other.used == 0 {
		return nil
	}
	if (s.fill+other.used)*5 >= s.mask()*3 {
		if err := s.resize(t, (s.used+other.used)*2); err != nil {
			return err
		}
	}
	s.ensure()
	if s.fill == 0 && s.mask() == other.mask() && other.fill == other.used {
		copy(s.table, other.table)
		s.fill, s.used = other.fill, other.used
		s.hashed = false
		return nil
	}
	if s.fill == 0 {
		mask := s.mask()
		s.fill, s.used = other.used, other.used
		for _, e := range other.table {
			if e.state() == setActive {
				insertClean(s.table, mask, e.key, e.hash())
			}
		}
		s.hashed = false
		return nil
	}
	for _, e := range other.table {
		if e.state() == setActive {
			if err := s.addEntry(t, e.key, e.hash()); err != nil {
				return err
			}
		}
	}
	return nil
}

// update adds every item of an iterable, CPython's set_update_internal.
func (s *Set) update(t *Thread, it Value) error {
	if o := setOf(it); o != nil {
		return s.merge(t, o)
	}
	if d, ok := it.obj.(*Dict); ok {
		if (s.fill+d.used)*5 >= s.mask()*3 {
			if err := s.resize(t, (s.used+d.used)*2); err != nil {
				return err
			}
		}
		for i := 0; ; {
			k, _, next, ok := d.Next(i)
			if !ok {
				return nil
			}
			i = next
			h, err := s.keyHash(t, k)
			if err != nil {
				return err
			}
			if err := s.addEntry(t, k, h); err != nil {
				return err
			}
		}
	}
	iter, err := Iter(t, it)
	if err != nil {
		return err
	}
	for {
		x, ok, err := Next(t, iter)
		if err != nil {
			return err
		}
		if !ok {
			return nil
		}
		if err := s.Add(t, x); err != nil {
			return err
		}
	}
}

// copySet returns a copy of s with the given frozenness.
func (s *Set) copySet(t *Thread, frozen bool) (*Set, error) {
	c := &Set{frozen: frozen, hk: s.hk}
	return c, c.merge(t, s)
}

// frozenHash is CPython 3.11's frozenset hash, over every table slot.
func (s *Set) frozenHash() int64 {
	if s.hashed {
		return s.hash
	}
	shuffle := func(h uint64) uint64 { return ((h ^ 89869747) ^ (h << 16)) * 3644798167 }
	var hash uint64
	size := s.mask() + 1
	for _, e := range s.table {
		hash ^= shuffle(uint64(e.hash()))
	}
	if s.table == nil {
		// Eight empty slots: an even number of shuffle(0), which cancel.
		hash = 0
	}
	if (size-s.fill)&1 != 0 {
		hash ^= shuffle(0)
	}
	if (s.fill-s.used)&1 != 0 {
		hash ^= shuffle(^uint64(0))
	}
	hash ^= (uint64(s.used) + 1) * 1927868237
	hash ^= (hash >> 11) ^ (hash >> 25)
	hash = hash*69069 + 907133923
	if int64(hash) == -1 {
		hash = 590923713
	}
	s.hash, s.hashed = int64(hash), true
	return s.hash
}

// setOf returns the *Set of a set, frozenset or subclass value.
func setOf(v Value) *Set {
	switch o := v.obj.(type) {
	case *Set:
		return o
	case *Instance:
		if s, ok := o.base.obj.(*Set); ok {
			return s
		}
	}
	return nil
}

// isSetLike reports whether v is a set, frozenset or a keys/items view.
func isSetLike(v Value) bool {
	if setOf(v) != nil {
		return true
	}
	if dv, ok := v.obj.(*DictView); ok {
		return dv.kind != dictIterValues
	}
	return false
}

// SetIter iterates over a set.
type SetIter struct {
	s    *Set
	pos  int
	used int
	left int
}

// Type returns set_iterator.
func (*SetIter) Type() *Type { return SetIteratorType }

func setIterNext(t *Thread, self Value) (Value, bool, error) {
	it := self.obj.(*SetIter)
	s := it.s
	if s == nil {
		return Value{}, false, nil
	}
	if s.used != it.used {
		it.used = -1
		return Value{}, false, Errorf(RuntimeError, "Set changed size during iteration")
	}
	for it.pos < len(s.table) {
		e := &s.table[it.pos]
		it.pos++
		if e.state() == setActive {
			it.left--
			return e.key, true, nil
		}
	}
	it.s = nil
	return Value{}, false, nil
}
