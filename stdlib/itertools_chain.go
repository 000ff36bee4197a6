// This file defines the itertools that join or cut iterators: chain,
// islice, pairwise and zip_longest.

package stdlib

import (
	"math"

	"github.com/pyexgo/pyex/runtime"
)

// itChain is a chain object: the items of each iterable in turn. The
// iterables come from source, an iterator, and each is made an iterator
// only when its turn comes.
type itChain struct {
	runtime.Identity
	source runtime.Value // None once exhausted
	active runtime.Value // the current iterable's iterator, or None
}

// Type returns itertools.chain.
func (*itChain) Type() *runtime.Type { return itChainType }

var itChainType = newItType("chain", true, "chain(*iterables) --> chain object\n\nReturn a chain object whose .__next__() method returns elements from the\n"+
	"first iterable until it is exhausted, then elements from the next\niterable, until all of the iterables are exhausted.")

func init() {
	c := itChainType
	c.Slots.New, c.Slots.Next = itChainNew, itChainNext
	c.AddClassMethod("from_iterable", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if kw.Len() > 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "chain.from_iterable() takes no keyword arguments")
		}
		if len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "chain.from_iterable() takes exactly one argument (%d given)", len(args))
		}
		source, err := runtime.Iter(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		cls, _ := self.Object().(*runtime.Type)
		return runtime.WrapNew(t, cls, itChainType, &itChain{source: source, active: runtime.None}), nil
	})
	c.AddClassMethod("__class_getitem__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if kw.Len() > 0 || len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "__class_getitem__() takes exactly one argument (%d given)", len(args)+kw.Len())
		}
		ga, err := runtime.GetAttr(t, runtime.MakeObject(runtime.ListType), "__class_getitem__")
		if err != nil {
			return runtime.None, err
		}
		// list's __class_getitem__ makes a GenericAlias, whose class then
		// makes chain's.
		alias, err := runtime.Call(t, ga, args, nil)
		if err != nil {
			return runtime.None, err
		}
		return runtime.Call(t, runtime.MakeObject(alias.Type()), []runtime.Value{self, args[0]}, nil)
	})
	c.Finish()
}

func itChainNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := itNoKeywords("chain", cls, kw); err != nil {
		return runtime.None, err
	}
	source, err := runtime.Iter(t, runtime.MakeTuple(append([]runtime.Value(nil), args...)...))
	if err != nil {
		return runtime.None, err
	}
	return runtime.WrapNew(t, cls, itChainType, &itChain{source: source, active: runtime.None}), nil
}

func itChainNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	c, _ := runtime.Payload[*itChain](self)
	if err := itStep(t); err != nil {
		return runtime.None, false, err
	}
	for !c.source.IsNone() {
		if c.active.IsNone() {
			iterable, ok, err := runtime.Next(t, c.source)
			if err != nil || !ok {
				c.source = runtime.None
				return runtime.None, false, err
			}
			// An iterable that cannot be iterated ends the chain too.
			if c.active, err = runtime.Iter(t, iterable); err != nil {
				c.active, c.source = runtime.None, runtime.None
				return runtime.None, false, err
			}
		}
		x, ok, err := runtime.Next(t, c.active)
		if err != nil || ok {
			return x, ok, err
		}
		c.active = runtime.None
		if err := itStep(t); err != nil {
			return runtime.None, false, err
		}
	}
	return runtime.None, false, nil
}

// itIslice is an islice object: the items of an iterator at positions
// next, next+step, ... below stop (stop < 0: no end). cnt counts the items
// read so far.
type itIslice struct {
	runtime.Identity
	it                    runtime.Value // None once exhausted
	next, stop, step, cnt int
}

// Type returns itertools.islice.
func (*itIslice) Type() *runtime.Type { return itIsliceType }

var itIsliceType = newItType("islice", true, "islice(iterable, stop) --> islice object\n"+
	"islice(iterable, start, stop[, step]) --> islice object\n\n"+
	"Return an iterator whose next() method returns selected values from an\n"+
	"iterable.  If start is specified, will skip all preceding elements;\n"+
	"otherwise, start defaults to zero.  Step defaults to one.  If\n"+
	"specified as another value, step determines how many values are\n"+
	"skipped between successive calls.  Works like a slice() on a list\n"+
	"but returns an iterator.")

func init() {
	c := itIsliceType
	c.Slots.New, c.Slots.Next = itIsliceNew, itIsliceNext
	c.Finish()
}

const (
	itIsliceStopMsg  = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
	itIsliceIndexMsg = "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."
	itIsliceStepMsg  = "Step for islice() must be a positive integer or None."
)

// itIsliceIndex converts an argument of islice as PyNumber_AsSsize_t with
// OverflowError does: -1 for anything that fails (the caller decides
// which message that earns), so errors are swallowed.
func itIsliceIndex(t *runtime.Thread, v runtime.Value, def int) int {
	if v.IsNone() {
		return def
	}
	if v.IsSmallInt() {
		return int(v.SmallInt())
	}
	r, err := runtime.Index(t, v)
	if err != nil {
		return -1
	}
	n, _ := runtime.AsInt(r)
	x, ok := n.Int64()
	if !ok || x > math.MaxInt64 {
		return -1
	}
	return int(x)
}

func itIsliceNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := itNoKeywords("islice", cls, kw); err != nil {
		return runtime.None, err
	}
	if err := itPositional("islice", args, 2, 4); err != nil {
		return runtime.None, err
	}
	start, stop, step := 0, -1, 1
	if len(args) == 2 {
		if !args[1].IsNone() {
			if stop = itIsliceIndex(t, args[1], -1); stop == -1 {
				return runtime.None, runtime.Errorf(runtime.ValueError, itIsliceStopMsg)
			}
		}
	} else {
		start = itIsliceIndex(t, args[1], 0)
		if !args[2].IsNone() {
			if stop = itIsliceIndex(t, args[2], -1); stop == -1 {
				return runtime.None, runtime.Errorf(runtime.ValueError, itIsliceStopMsg)
			}
		}
	}
	if start < 0 || stop < -1 {
		return runtime.None, runtime.Errorf(runtime.ValueError, itIsliceIndexMsg)
	}
	if len(args) == 4 {
		step = itIsliceIndex(t, args[3], 1)
	}
	if step < 1 {
		return runtime.None, runtime.Errorf(runtime.ValueError, itIsliceStepMsg)
	}
	it, err := runtime.Iter(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	return runtime.WrapNew(t, cls, itIsliceType, &itIslice{it: it, next: start, stop: stop, step: step}), nil
}

func itIsliceNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	s, _ := runtime.Payload[*itIslice](self)
	if s.it.IsNone() {
		return runtime.None, false, nil
	}
	for s.cnt < s.next {
		if err := itStep(t); err != nil {
			return runtime.None, false, err
		}
		_, ok, err := runtime.Next(t, s.it)
		if err != nil || !ok {
			s.it = runtime.None
			return runtime.None, false, err
		}
		s.cnt++
	}
	if s.stop != -1 && s.cnt >= s.stop {
		s.it = runtime.None
		return runtime.None, false, nil
	}
	if err := itStep(t); err != nil {
		return runtime.None, false, err
	}
	x, ok, err := runtime.Next(t, s.it)
	if err != nil || !ok {
		s.it = runtime.None
		return runtime.None, false, err
	}
	s.cnt++
	old := s.next
	s.next += s.step
	if s.next < old || (s.stop != -1 && s.next > s.stop) {
		s.next = s.stop
	}
	return x, true, nil
}

// itPairwise is a pairwise object: overlapping pairs of an iterator's
// items.
type itPairwise struct {
	runtime.Identity
	it     runtime.Value // None once exhausted
	old    runtime.Value
	hasOld bool
	alloc  itItems
}

// Type returns itertools.pairwise.
func (*itPairwise) Type() *runtime.Type { return itPairwiseType }

var itPairwiseType = newItType("pairwise", true, "Return an iterator of overlapping pairs taken from the input iterator.\n\n"+
	"    s -> (s0,s1), (s1,s2), (s2, s3), ...")

func init() {
	c := itPairwiseType
	c.Slots.New, c.Slots.Next = itPairwiseNew, itPairwiseNext
	c.Finish()
}

func itPairwiseNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := itNoKeywords("pairwise", cls, kw); err != nil {
		return runtime.None, err
	}
	if err := itPositional("pairwise", args, 1, 1); err != nil {
		return runtime.None, err
	}
	it, err := runtime.Iter(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	return runtime.WrapNew(t, cls, itPairwiseType, &itPairwise{it: it}), nil
}

func itPairwiseNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	p, _ := runtime.Payload[*itPairwise](self)
	if p.it.IsNone() {
		return runtime.None, false, nil
	}
	if err := itStep(t); err != nil {
		return runtime.None, false, err
	}
	if !p.hasOld {
		x, ok, err := runtime.Next(t, p.it)
		if err != nil || !ok {
			p.it = runtime.None
			return runtime.None, false, err
		}
		p.old, p.hasOld = x, true
	}
	x, ok, err := runtime.Next(t, p.it)
	if err != nil || !ok {
		p.it, p.old, p.hasOld = runtime.None, runtime.None, false
		return runtime.None, false, err
	}
	items := p.alloc.make(2)
	items[0], items[1] = p.old, x
	p.old = x
	return runtime.MakeObject(runtime.NewTuple(items)), true, nil
}

// itZipLongest is a zip_longest object: tuples of the items of several
// iterators in step, the exhausted ones giving fillvalue, until all are
// exhausted. An exhausted iterator's slot in iters is None.
type itZipLongest struct {
	runtime.Identity
	iters     []runtime.Value
	active    int
	fillvalue runtime.Value
	alloc     itItems
}

// Type returns itertools.zip_longest.
func (*itZipLongest) Type() *runtime.Type { return itZipLongestType }

var itZipLongestType = newItType("zip_longest", true, "zip_longest(iter1 [,iter2 [...]], [fillvalue=None]) --> zip_longest object\n\n"+
	"Return a zip_longest object whose .__next__() method returns a tuple where\n"+
	"the i-th element comes from the i-th iterable argument.  The .__next__()\n"+
	"method continues until the longest iterable in the argument sequence\n"+
	"is exhausted and then it raises StopIteration.  When the shorter iterables\n"+
	"are exhausted, the fillvalue is substituted in their place.  The fillvalue\n"+
	"defaults to None or can be specified by a keyword argument.\n")

func init() {
	c := itZipLongestType
	c.Slots.New, c.Slots.Next = itZipLongestNew, itZipLongestNext
	c.Finish()
}

func itZipLongestNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	fill := runtime.None
	if kw.Len() > 0 {
		v, ok := kw.Get("fillvalue")
		if kw.Len() != 1 || !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "zip_longest() got an unexpected keyword argument")
		}
		fill = v
	}
	z := &itZipLongest{iters: make([]runtime.Value, len(args)), active: len(args), fillvalue: fill}
	for i, a := range args {
		it, err := runtime.Iter(t, a)
		if err != nil {
			return runtime.None, err
		}
		z.iters[i] = it
	}
	return runtime.WrapNew(t, cls, itZipLongestType, z), nil
}

func itZipLongestNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	z, _ := runtime.Payload[*itZipLongest](self)
	if len(z.iters) == 0 || z.active == 0 {
		return runtime.None, false, nil
	}
	if err := itStep(t); err != nil {
		return runtime.None, false, err
	}
	items := z.alloc.make(len(z.iters))
	for i, it := range z.iters {
		if it.IsNone() {
			items[i] = z.fillvalue
			continue
		}
		x, ok, err := runtime.Next(t, it)
		if err != nil {
			z.active = 0
			return runtime.None, false, err
		}
		if !ok {
			z.active--
			if z.active == 0 {
				return runtime.None, false, nil
			}
			z.iters[i] = runtime.None
			x = z.fillvalue
		}
		items[i] = x
	}
	return runtime.MakeObject(runtime.NewTuple(items)), true, nil
}
