// This file defines the dunder table of a heap class: the special methods
// Go code calls on its instances (comparisons, __hash__, __len__ ...),
// found by number instead of by name, so that sorting or hashing
// instances costs no string hashing per call.

package runtime

// dunder numbers the special methods the slots of a heap class call. The
// comparisons come first, in CompareOp's order.
type dunder uint8

const (
	dunderLt dunder = iota
	dunderLe
	dunderEq
	dunderNe
	dunderGt
	dunderGe
	dunderHash
	dunderLen
	dunderBool
	dunderIter
	dunderNext
	dunderGetItem
	dunderSetItem
	dunderDelItem
	dunderContains
	dunderInit
	numDunders
)

var dunderNames = [numDunders]string{
	dunderLt: "__lt__", dunderLe: "__le__", dunderEq: "__eq__", dunderNe: "__ne__",
	dunderGt: "__gt__", dunderGe: "__ge__", dunderHash: "__hash__", dunderLen: "__len__",
	dunderBool: "__bool__", dunderIter: "__iter__", dunderNext: "__next__",
	dunderGetItem: "__getitem__", dunderSetItem: "__setitem__", dunderDelItem: "__delitem__",
	dunderContains: "__contains__", dunderInit: "__init__",
}

// dunderTable holds what Lookup found for each dunder, valid while at is
// the class's version plus one (so that the zero table is empty).
type dunderTable struct {
	at    uint64
	known [numDunders]bool
	found [numDunders]bool
	v     [numDunders]Value
	// init is what PlainInit decided for the class: initKnown once
	// decided, init nil when a class call cannot run __init__ inline.
	initKnown bool
	init      *Function
}

// dunderTab returns the heap class's dunder table, emptied if the class
// has changed since it was filled.
func (t *Type) dunderTab() *dunderTable {
	tab := t.dunders
	if tab == nil {
		tab = &dunderTable{}
		t.dunders = tab
	}
	if tab.at != t.version+1 {
		*tab = dunderTable{at: t.version + 1}
	}
	return tab
}

// lookupDunder is Lookup(dunderNames[d]) through the class's table.
func (t *Type) lookupDunder(d dunder) (Value, bool) {
	if t.Flags&TypeHeap == 0 {
		return t.Lookup(dunderNames[d])
	}
	tab := t.dunderTab()
	if !tab.known[d] {
		tab.v[d], tab.found[d] = t.Lookup(dunderNames[d])
		tab.known[d] = true
	}
	return tab.v[d], tab.found[d]
}

// callDunder calls the special method d of self's class bound to self
// with no argument.
func callDunder(t *Thread, self Value, d dunder) (Value, error) {
	f, ok := self.Type().lookupDunder(d)
	if !ok {
		return Value{}, missingDunder(self, d)
	}
	return callBound(t, f, self, nil, nil)
}

// callDunder1 is callDunder with one argument.
func callDunder1(t *Thread, self Value, d dunder, arg Value) (Value, error) {
	f, ok := self.Type().lookupDunder(d)
	if !ok {
		return Value{}, missingDunder(self, d)
	}
	return callBound1(t, f, self, arg)
}

func missingDunder(self Value, d dunder) error {
	return Errorf(AttributeError, "'%s' object has no attribute '%s'", self.TypeName(), dunderNames[d])
}

// callDunderOrNotImpl is callDunder1 for a binary special method that
// may be missing or None: NotImplemented then.
func callDunderOrNotImpl(t *Thread, self Value, d dunder, other Value) (Value, error) {
	f, ok := self.Type().lookupDunder(d)
	if !ok || f.IsNone() {
		return NotImplemented, nil
	}
	return callBound1(t, f, self, other)
}

// callBound1 is callBound with one argument. A Python function gets it
// through the thread's scratch array, which the VM copies into the new
// frame before anything else runs, so the call allocates no argument
// list.
func callBound1(t *Thread, f, self, arg Value) (Value, error) {
	if fn, ok := f.obj.(*Function); ok {
		if sc, ok := t.Caller.(SelfCaller); ok {
			t.scratch[0] = arg
			r, err := sc.CallSelf(t, fn, self, t.scratch[:1], nil)
			t.scratch[0] = Value{}
			return r, err
		}
	}
	return callBound(t, f, self, []Value{arg}, nil)
}

// dunderSite caches the lookup of one special method for the slot that
// calls it (the arithmetic operators of a heap class), keyed by the class
// of self and its version: a subclass reaching the slot gets its own
// lookup.
type dunderSite struct {
	name  string
	cls   *Type
	at    uint64
	v     Value
	found bool
}

func (s *dunderSite) lookup(cls *Type) (Value, bool) {
	if s.cls != cls || s.at != cls.version {
		s.v, s.found = cls.Lookup(s.name)
		s.cls, s.at = cls, cls.version
	}
	return s.v, s.found
}

// callOrNotImpl calls the site's binary method bound to self, giving
// NotImplemented when the class has set it to None or it is missing.
func (s *dunderSite) callOrNotImpl(t *Thread, self, other Value) (Value, error) {
	f, ok := s.lookup(self.Type())
	if !ok || f.IsNone() {
		return NotImplemented, nil
	}
	return callBound1(t, f, self, other)
}

// call is callMethod with no argument through the site.
func (s *dunderSite) call(t *Thread, self Value) (Value, error) {
	f, ok := s.lookup(self.Type())
	if !ok {
		return Value{}, Errorf(AttributeError, "'%s' object has no attribute '%s'", self.TypeName(), s.name)
	}
	return callBound(t, f, self, nil, nil)
}
