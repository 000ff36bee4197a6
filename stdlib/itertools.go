// This file defines the itertools module. It is written in Go because
// agents' programs spend their loops in it: every iterator of the module
// is a native type whose Next does the work directly, with no Python frame
// in between. The types live in the itertools_*.go files, one family per
// file; this file registers them and holds what they share.
//
// Every iterator charges one step per item it produces and one per item it
// reads and drops, so that a builtin draining an infinite iterator (max of
// count(), list of repeat(x)) stays under the run's step budget.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

func init() { register("itertools", initItertools) }

// itTypes are the classes of itertools, in the order dir() lists them.
var itTypes = []*runtime.Type{
	itGrouperType, itTeeType, itTeeDataType,
	itAccumulateType, itChainType, itCombinationsType, itCwrType, itCompressType,
	itCountType, itCycleType, itDropwhileType, itFilterfalseType, itGroupbyType,
	itIsliceType, itPairwiseType, itPermutationsType, itProductType, itRepeatType,
	itStarmapType, itTakewhileType, itZipLongestType,
}

func initItertools(r *Run, m *runtime.Module) error {
	m.Dict.SetStr("__doc__", runtime.MakeStr(itertoolsDoc))
	for _, c := range itTypes {
		m.Dict.SetStr(c.Name, runtime.MakeObject(c))
	}
	tee := runtime.NewModuleFunction("itertools", "tee", itTee)
	tee.SetDoc("Returns a tuple of n independent iterators.")
	m.Dict.SetStr("tee", runtime.MakeObject(tee))
	return nil
}

const itertoolsDoc = `Functional tools for creating and using iterators.

Infinite iterators:
count(start=0, step=1) --> start, start+step, start+2*step, ...
cycle(p) --> p0, p1, ... plast, p0, p1, ...
repeat(elem [,n]) --> elem, elem, elem, ... endlessly or up to n times

Iterators terminating on the shortest input sequence:
accumulate(p[, func]) --> p0, p0+p1, p0+p1+p2
chain(p, q, ...) --> p0, p1, ... plast, q0, q1, ...
chain.from_iterable([p, q, ...]) --> p0, p1, ... plast, q0, q1, ...
compress(data, selectors) --> (d[0] if s[0]), (d[1] if s[1]), ...
dropwhile(pred, seq) --> seq[n], seq[n+1], starting when pred fails
groupby(iterable[, keyfunc]) --> sub-iterators grouped by value of keyfunc(v)
filterfalse(pred, seq) --> elements of seq where pred(elem) is False
islice(seq, [start,] stop [, step]) --> elements from
       seq[start:stop:step]
pairwise(s) --> (s[0],s[1]), (s[1],s[2]), (s[2], s[3]), ...
starmap(fun, seq) --> fun(*seq[0]), fun(*seq[1]), ...
tee(it, n=2) --> (it1, it2 , ... itn) splits one iterator into n
takewhile(pred, seq) --> seq[0], seq[1], until pred fails
zip_longest(p, q, ...) --> (p[0], q[0]), (p[1], q[1]), ...

Combinatoric generators:
product(p, q, ... [repeat=1]) --> cartesian product
permutations(p[, r])
combinations(p, r)
combinations_with_replacement(p, r)
`

// newItType returns a class of itertools implemented in Go: an iterator,
// its own __iter__. The class's file sets its New and Next slots and what
// else it has in an init function, and calls Finish; the class is a
// variable of its own first so that its functions may refer to it.
func newItType(name string, subclassable bool, doc string) *runtime.Type {
	c := runtime.NewNativeType(name, "itertools", nil, subclassable)
	c.Doc = doc
	c.Slots.Iter = itSelf
	return c
}

// itSelf is the __iter__ of every iterator: the iterator itself.
func itSelf(t *runtime.Thread, self runtime.Value) (runtime.Value, error) { return self, nil }

// itObjectInit is object.__init__, against which itNoKeywords compares a
// subclass's __init__.
var itObjectInit, _ = runtime.ObjectType.Lookup("__init__")

// itNoKeywords rejects keyword arguments to a constructor that takes
// none, "cycle() takes no keyword arguments". As in CPython, a subclass
// with an __init__ of its own may be called with keywords (its __init__
// gets them).
func itNoKeywords(fname string, cls *runtime.Type, kw *runtime.KwArgs) error {
	if kw.Len() == 0 {
		return nil
	}
	if init, ok := cls.Lookup("__init__"); ok && !init.Is(itObjectInit) {
		return nil
	}
	return runtime.Errorf(runtime.TypeError, "%s() takes no keyword arguments", fname)
}

// itPositional checks the number of positional arguments as CPython's
// PyArg_UnpackTuple does, "dropwhile expected 2 arguments, got 1".
func itPositional(fname string, args []runtime.Value, min, max int) error {
	n := len(args)
	if n >= min && n <= max {
		return nil
	}
	var dummy runtime.Value
	vars := make([]*runtime.Value, max)
	for i := range vars {
		vars[i] = &dummy
	}
	return runtime.UnpackPositional(fname, args, nil, min, vars...)
}

// itParams describes the parameters of a constructor parsed by CPython's
// Argument Clinic or PyArg_ParseTupleAndKeywords: names in order, the
// first minPos required, at most maxPos given by position, the rest
// keyword-only.
type itParams struct {
	fname          string
	names          []string
	minPos, maxPos int
}

// unpack binds args and kw into out (one slot per name, left unchanged
// when the argument is absent) with CPython's messages, and returns a bit
// mask of the parameters given.
func (p *itParams) unpack(args []runtime.Value, kw *runtime.KwArgs, out []runtime.Value) (uint32, error) {
	nargs, nkw := len(args), kw.Len()
	maxArgs := len(p.names)
	if nargs+nkw > maxArgs {
		kwWord, s := "", "s"
		if nargs == 0 {
			kwWord = "keyword "
		}
		if maxArgs == 1 {
			s = ""
		}
		return 0, runtime.Errorf(runtime.TypeError, "%s() takes at most %d %sargument%s (%d given)",
			p.fname, maxArgs, kwWord, s, nargs+nkw)
	}
	if nargs > p.maxPos {
		if p.maxPos == 0 {
			return 0, runtime.Errorf(runtime.TypeError, "%s() takes no positional arguments", p.fname)
		}
		how, s := "exactly", "s"
		if p.minPos < p.maxPos {
			how = "at most"
		}
		if p.maxPos == 1 {
			s = ""
		}
		return 0, runtime.Errorf(runtime.TypeError, "%s() takes %s %d positional argument%s (%d given)",
			p.fname, how, p.maxPos, s, nargs)
	}
	var given uint32
	for i := 0; i < nargs; i++ {
		out[i] = args[i]
		given |= 1 << i
	}
	left := nkw
	for i := nargs; i < maxArgs; i++ {
		if left == 0 && i >= p.minPos {
			break
		}
		if v, ok := kw.Get(p.names[i]); ok {
			out[i] = v
			given |= 1 << i
			left--
			continue
		}
		if i < p.minPos {
			return 0, runtime.Errorf(runtime.TypeError, "%s() missing required argument '%s' (pos %d)",
				p.fname, p.names[i], i+1)
		}
	}
	if left > 0 {
		for i := 0; i < nargs; i++ {
			if _, ok := kw.Get(p.names[i]); ok {
				return 0, runtime.Errorf(runtime.TypeError, "argument for %s() given by name ('%s') and position (%d)",
					p.fname, p.names[i], i+1)
			}
		}
		for _, k := range kw.Names {
			known := false
			for _, n := range p.names {
				known = known || n == k
			}
			if !known {
				return 0, runtime.Errorf(runtime.TypeError, "'%s' is an invalid keyword argument for %s()", k, p.fname)
			}
		}
	}
	return given, nil
}

// itSsize converts v as CPython's "n" format and Py_ssize_t converter do:
// __index__, then OverflowError beyond 64 bits.
func itSsize(t *runtime.Thread, v runtime.Value) (int, error) {
	if v.IsSmallInt() {
		return int(v.SmallInt()), nil
	}
	r, err := runtime.Index(t, v)
	if err != nil {
		return 0, err
	}
	n, _ := runtime.AsInt(r)
	x, ok := n.Int64()
	if !ok {
		return 0, runtime.Errorf(runtime.OverflowError, "Python int too large to convert to C ssize_t")
	}
	return int(x), nil
}

// itMaxItems bounds the arrays an iterator allocates up front (indices,
// tee's iterators): beyond it the allocation is MemoryError even when the
// run has no memory budget, where Go would otherwise abort the process.
const itMaxItems = 1 << 28

// itStep charges one step for an item produced or dropped.
func itStep(t *runtime.Thread) error { return t.Step(1) }

// itPool returns the items of iterable as a new slice (the pool of the
// combinatoric iterators, CPython's PySequence_Tuple).
func itPool(t *runtime.Thread, iterable runtime.Value) ([]runtime.Value, error) {
	items, err := runtime.IterToSlice(t, iterable)
	if err != nil {
		return nil, err
	}
	return items, t.Step(int64(len(items)))
}

// itItems hands out the item slices of the tuples an iterator makes from
// blocks of itItemsBlock tuples' worth, so that a result tuple costs one
// allocation (the tuple) instead of two. CPython reuses its result tuple
// when the caller dropped it; pyex cannot know that, and this halves the
// difference. A block lives while any of its tuples does.
type itItems struct {
	buf []runtime.Value
}

const itItemsBlock = 32

// make returns a zeroed slice of n values, its capacity n, so that the
// tuple owning it cannot grow into its neighbours.
func (a *itItems) make(n int) []runtime.Value {
	if n > 16 || n == 0 {
		return make([]runtime.Value, n)
	}
	if len(a.buf) < n {
		a.buf = make([]runtime.Value, n*itItemsBlock)
	}
	s := a.buf[:n:n]
	a.buf = a.buf[n:]
	return s
}
