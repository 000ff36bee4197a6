// This file defines collections.deque, written in Go because agents'
// programs use it as their queue (BFS frontiers, sliding windows) in hot
// loops. Its items live in a ring buffer whose capacity is a power of
// two, so both ends take and give items in O(1).
//
// Like CPython's, a deque has a state counter that every change of its
// length (and rotate, clear) advances; iterators and the searches that
// call back into Python compare it to raise "deque mutated during
// iteration".

package stdlib

import (
	"strconv"
	"strings"

	"github.com/pyexgo/pyex/runtime"
)

// deque is a collections.deque.
type deque struct {
	runtime.Identity
	buf    []runtime.Value // ring buffer; len(buf) is 0 or a power of two
	head   int             // index in buf of the leftmost item
	n      int             // number of items
	maxlen int             // -1 when unbounded
	state  uint64          // advanced by every change of length or order
	inRepr bool            // set while its repr is being built
}

// Type returns collections.deque.
func (*deque) Type() *runtime.Type { return dequeType }

var dequeType = runtime.NewNativeType("deque", "collections", nil, true)

// valueBytes is what one item slot costs against the memory budget.
const valueBytes = 24

// at returns item i (0 <= i < n).
func (d *deque) at(i int) runtime.Value { return d.buf[(d.head+i)&(len(d.buf)-1)] }

// set stores item i (0 <= i < n).
func (d *deque) set(i int, v runtime.Value) { d.buf[(d.head+i)&(len(d.buf)-1)] = v }

// grow makes room for one more item, charging the memory it adds.
func (d *deque) grow(t *runtime.Thread) error {
	if d.n < len(d.buf) {
		return nil
	}
	return d.reserve(t, d.n+1)
}

// reserve makes room for n items in all, charging the memory it adds.
func (d *deque) reserve(t *runtime.Thread, n int) error {
	if n <= len(d.buf) {
		return nil
	}
	size := max(len(d.buf), 8)
	for size < n {
		size *= 2
	}
	if err := t.Charge(int64(size-len(d.buf)) * valueBytes); err != nil {
		return err
	}
	buf := make([]runtime.Value, size)
	for i := 0; i < d.n; i++ {
		buf[i] = d.at(i)
	}
	d.buf, d.head = buf, 0
	return nil
}

// pushRight appends v, dropping the leftmost item when maxlen is reached.
func (d *deque) pushRight(t *runtime.Thread, v runtime.Value) error {
	if d.maxlen == 0 {
		return nil
	}
	if d.n == d.maxlen {
		d.popLeft()
	} else if err := d.grow(t); err != nil {
		return err
	}
	d.buf[(d.head+d.n)&(len(d.buf)-1)] = v
	d.n++
	d.state++
	return nil
}

// pushLeft prepends v, dropping the rightmost item when maxlen is reached.
func (d *deque) pushLeft(t *runtime.Thread, v runtime.Value) error {
	if d.maxlen == 0 {
		return nil
	}
	if d.n == d.maxlen {
		d.popRight()
	} else if err := d.grow(t); err != nil {
		return err
	}
	d.head = (d.head - 1) & (len(d.buf) - 1)
	d.buf[d.head] = v
	d.n++
	d.state++
	return nil
}

// pushAll appends items (prepends them one by one when left is set, as
// extendleft does), dropping items from the other end past maxlen. The
// buffer grows once, to the size the deque ends with.
func (d *deque) pushAll(t *runtime.Thread, items []runtime.Value, left bool) error {
	if d.maxlen == 0 || len(items) == 0 {
		return nil
	}
	size := d.n + len(items)
	if d.maxlen > 0 {
		size = min(size, d.maxlen)
	}
	if err := d.reserve(t, size); err != nil {
		return err
	}
	mask := len(d.buf) - 1
	for _, v := range items {
		if d.n == d.maxlen {
			if left {
				d.buf[(d.head+d.n-1)&mask] = runtime.Value{}
			} else {
				d.buf[d.head] = runtime.Value{}
				d.head = (d.head + 1) & mask
			}
			d.n--
		}
		if left {
			d.head = (d.head - 1) & mask
			d.buf[d.head] = v
		} else {
			d.buf[(d.head+d.n)&mask] = v
		}
		d.n++
	}
	d.state += uint64(len(items))
	return nil
}

// popLeft removes and returns the leftmost item; the deque is not empty.
func (d *deque) popLeft() runtime.Value {
	v := d.buf[d.head]
	d.buf[d.head] = runtime.Value{}
	d.head = (d.head + 1) & (len(d.buf) - 1)
	d.n--
	d.state++
	return v
}

// popRight removes and returns the rightmost item; the deque is not empty.
func (d *deque) popRight() runtime.Value {
	i := (d.head + d.n - 1) & (len(d.buf) - 1)
	v := d.buf[i]
	d.buf[i] = runtime.Value{}
	d.n--
	d.state++
	return v
}

// clear empties the deque.
func (d *deque) clear() {
	if d.n == 0 {
		return
	}
	d.buf, d.head, d.n = nil, 0, 0
	d.state++
}

// items returns a copy of the items, left to right.
func (d *deque) items() []runtime.Value {
	out := make([]runtime.Value, d.n)
	for i := range out {
		out[i] = d.at(i)
	}
	return out
}

// rotate moves the last k items to the front (k < 0 moves the first -k to
// the back), moving min(|k|, n-|k|) items.
func (d *deque) rotate(k int) {
	if d.n <= 1 {
		return
	}
	d.state++
	n := d.n
	k %= n
	if k > n/2 {
		k -= n
	} else if k < -n/2 {
		k += n
	}
	mask := len(d.buf) - 1
	if n == len(d.buf) {
		// A full ring rotates by moving its head.
		d.head = (d.head - k) & mask
		return
	}
	// Otherwise the ring has a free slot: move items one by one across
	// the gap between the ends.
	for ; k > 0; k-- {
		last := (d.head + n - 1) & mask
		d.head = (d.head - 1) & mask
		d.buf[d.head], d.buf[last] = d.buf[last], runtime.Value{}
	}
	for ; k < 0; k++ {
		end := (d.head + n) & mask
		d.buf[end], d.buf[d.head] = d.buf[d.head], runtime.Value{}
		d.head = (d.head + 1) & mask
	}
}

// deleteAt removes item i (0 <= i < n), shifting the shorter side.
func (d *deque) deleteAt(i int) {
	if i < d.n/2 {
		for j := i; j > 0; j-- {
			d.set(j, d.at(j-1))
		}
		d.popLeft()
	} else {
		for j := i; j < d.n-1; j++ {
			d.set(j, d.at(j+1))
		}
		d.popRight()
	}
}

// extend appends every item of iterable (on the left when left is set).
func (d *deque) extend(t *runtime.Thread, self, iterable runtime.Value, left bool) error {
	if iterable.Is(self) {
		// Extending a deque by itself extends it by a snapshot.
		iterable = runtime.MakeObject(runtime.NewList(d.items()))
	}
	if items, ok := plainItems(iterable); ok {
		// A list or tuple: no iterator, and the steps charged at once.
		if err := t.Step(int64(len(items))); err != nil {
			return err
		}
		return d.pushAll(t, items, left)
	}
	it, err := runtime.Iter(t, iterable)
	if err != nil {
		return err
	}
	for {
		v, ok, err := runtime.Next(t, it)
		if err != nil || !ok {
			return err
		}
		// Each item is a step, so that an endless iterator meets the
		// run's step limit.
		if err := t.Step(1); err != nil {
			return err
		}
		if left {
			err = d.pushLeft(t, v)
		} else {
			err = d.pushRight(t, v)
		}
		if err != nil {
			return err
		}
	}
}

// plainItems returns the items of a list, or of a tuple whose class
// iterates it as tuple does: what iterating it gives, without iterating.
// Nothing runs while the caller reads them, so they cannot change.
func plainItems(v runtime.Value) ([]runtime.Value, bool) {
	if l, ok := v.Object().(*runtime.List); ok {
		return l.Items(), true
	}
	return runtime.IteratedTupleItems(v)
}

// dequeOf returns the deque behind v (a deque or an instance of a subclass).
func dequeOf(v runtime.Value) *deque {
	d, _ := runtime.Payload[*deque](v)
	return d
}

func init() {
	setupDeque(dequeType)
	// No deque method keeps its argument list.
	dequeType.SetMethodsTransient()
}

func setupDeque(c *runtime.Type) {
	c.Doc = "deque([iterable[, maxlen]]) --> deque object\n\nA list-like sequence optimized for data accesses near its endpoints."
	s := &c.Slots
	s.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return runtime.WrapNew(t, cls, dequeType, &deque{maxlen: -1}), nil
	}
	s.Init = dequeInit
	s.Repr = dequeRepr
	s.Unhashable = true
	s.Len = func(t *runtime.Thread, self runtime.Value) (int, error) { return dequeOf(self).n, nil }
	s.Iter = func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		d := dequeOf(self)
		return runtime.MakeObject(&dequeIter{d: d, state: d.state, left: d.n}), nil
	}
	s.GetItem = dequeGetItem
	s.SetItem = dequeSetItem
	s.DelItem = dequeDelItem
	s.Contains = func(t *runtime.Thread, self, x runtime.Value) (bool, error) {
		d := dequeOf(self)
		state := d.state
		for i := 0; i < d.n; i++ {
			eq, err := runtime.Eq(t, d.at(i), x)
			if err != nil || eq {
				return eq, err
			}
			if d.state != state {
				return false, runtime.Errorf(runtime.RuntimeError, "deque mutated during iteration")
			}
		}
		return false, nil
	}
	s.Compare = dequeCompare
	s.Concat = dequeConcat
	s.Repeat = func(t *runtime.Thread, self runtime.Value, n int) (runtime.Value, error) {
		cp, err := dequeCopy(t, self)
		if err != nil {
			return runtime.None, err
		}
		return dequeInPlaceRepeat(t, cp, n)
	}
	s.InPlaceConcat = func(t *runtime.Thread, self, other runtime.Value) (runtime.Value, error) {
		if err := dequeOf(self).extend(t, self, other, false); err != nil {
			return runtime.None, err
		}
		return self, nil
	}
	s.InPlaceRepeat = dequeInPlaceRepeat
	setupDequeMethods(c)
	c.AddGetter("maxlen", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		d := dequeOf(self)
		if d.maxlen < 0 {
			return runtime.None, nil
		}
		return runtime.MakeInt(int64(d.maxlen)), nil
	})
	if g, ok := runtime.ListType.Dict.GetStr("__class_getitem__"); ok {
		c.SetAttrConst("__class_getitem__", g)
	}
	c.Finish()
}

func dequeInit(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) error {
	// A sentinel tells an absent iterable from any value passed.
	absent := runtime.MakeObject(runtime.NewList(nil))
	iterable, maxlenV := absent, runtime.None
	if kw.Len() == 0 && len(args) <= 2 {
		if len(args) > 0 {
			iterable = args[0]
		}
		if len(args) > 1 {
			maxlenV = args[1]
		}
	} else if err := dequeInitArgs(args, kw, &iterable, &maxlenV); err != nil {
		return err
	}
	maxlen := -1
	if !maxlenV.IsNone() {
		if _, ok := runtime.AsInt(maxlenV); !ok {
			return runtime.Errorf(runtime.TypeError, "an integer is required")
		}
		n, err := runtime.AsSsize(t, maxlenV)
		if err != nil {
			return err
		}
		if n < 0 {
			return runtime.Errorf(runtime.ValueError, "maxlen must be non-negative")
		}
		maxlen = n
	}
	d := dequeOf(self)
	d.maxlen = maxlen
	d.clear()
	if !iterable.Is(absent) {
		return d.extend(t, self, iterable, false)
	}
	return nil
}

// dequeInitArgs binds deque(iterable, maxlen) given by keyword, with the
// messages of CPython's keyword parser.
func dequeInitArgs(args []runtime.Value, kw *runtime.KwArgs, iterable, maxlen *runtime.Value) error {
	if n := len(args) + kw.Len(); n > 2 {
		return runtime.Errorf(runtime.TypeError, "deque() takes at most 2 arguments (%d given)", n)
	}
	slots := []*runtime.Value{iterable, maxlen}
	for i, a := range args {
		*slots[i] = a
	}
	for i := 0; i < kw.Len(); i++ {
		name := kw.Names[i]
		var k int
		switch name {
		case "iterable":
			k = 0
		case "maxlen":
			k = 1
		default:
			return runtime.Errorf(runtime.TypeError, "'%s' is an invalid keyword argument for deque()", name)
		}
		if k < len(args) {
			return runtime.Errorf(runtime.TypeError, "argument for deque() given by name ('%s') and position (%d)", name, k+1)
		}
		*slots[k] = kw.Values[i]
	}
	return nil
}

func dequeRepr(t *runtime.Thread, self runtime.Value) (string, error) {
	d := dequeOf(self)
	if d.inRepr {
		return "[...]", nil
	}
	d.inRepr = true
	defer func() { d.inRepr = false }()
	var b strings.Builder
	b.WriteString(self.Type().Name)
	b.WriteString("([")
	items := d.items()
	for i, v := range items {
		if i > 0 {
			b.WriteString(", ")
		}
		r, err := runtime.Repr(t, v)
		if err != nil {
			return "", err
		}
		b.WriteString(r)
	}
	b.WriteString("]")
	if d.maxlen >= 0 {
		b.WriteString(", maxlen=")
		b.WriteString(strconv.Itoa(d.maxlen))
	}
	b.WriteString(")")
	return b.String(), nil
}
