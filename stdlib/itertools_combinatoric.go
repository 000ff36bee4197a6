// This file defines the combinatoric iterators of itertools: product,
// permutations, combinations and combinations_with_replacement. Each
// reads its input into a pool once, then walks an array of indices into
// the pool in lexicographic order, as CPython does, so the results come in
// CPython's order.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// itCombo is the state the combinatoric iterators share: the pool (or
// pools, for product), the indices of the last result and the result.
type itCombo struct {
	runtime.Identity
	typ     *runtime.Type
	pools   [][]runtime.Value // product: one per position; others: pools[0]
	indices []int
	cycles  []int // permutations only
	result  []runtime.Value
	r       int
	started bool
	stopped bool
	alloc   itItems
}

// Type returns the iterator's class.
func (c *itCombo) Type() *runtime.Type { return c.typ }

// emit returns the current result as a new tuple.
func (c *itCombo) emit(t *runtime.Thread) (runtime.Value, bool, error) {
	if err := t.Step(1 + int64(len(c.result))/8); err != nil {
		return runtime.None, false, err
	}
	items := c.alloc.make(len(c.result))
	copy(items, c.result)
	return runtime.MakeObject(runtime.NewTuple(items)), true, nil
}

// itChargeIndices charges the memory of k indices and k result slots.
// Beyond 2**28 it is MemoryError even without a budget, as the
// allocation would be for CPython; Go would abort the process.
func itChargeIndices(t *runtime.Thread, k int) error {
	if k > itMaxItems {
		return runtime.Errorf(runtime.MemoryError, "")
	}
	return t.Charge(int64(k) * 24)
}

var (
	itProductType = newItType("product", true, "product(*iterables, repeat=1) --> product object\n\n"+
		"Cartesian product of input iterables.  Equivalent to nested for-loops.\n\n"+
		"For example, product(A, B) returns the same as:  ((x,y) for x in A for y in B).\n"+
		"The leftmost iterators are in the outermost for-loop, so the output tuples\n"+
		"cycle in a manner similar to an odometer (with the rightmost element changing\n"+
		"on every iteration).\n\n"+
		"To compute the product of an iterable with itself, specify the number\n"+
		"of repetitions with the optional repeat keyword argument. For example,\n"+
		"product(A, repeat=4) means the same as product(A, A, A, A).\n\n"+
		"product('ab', range(3)) --> ('a',0) ('a',1) ('a',2) ('b',0) ('b',1) ('b',2)\n"+
		"product((0,1), (0,1), (0,1)) --> (0,0,0) (0,0,1) (0,1,0) (0,1,1) (1,0,0) ...")
	itPermutationsType = newItType("permutations", true, "Return successive r-length permutations of elements in the iterable.\n\n"+
		"permutations(range(3), 2) --> (0,1), (0,2), (1,0), (1,2), (2,0), (2,1)")
	itCombinationsType = newItType("combinations", true, "Return successive r-length combinations of elements in the iterable.\n\n"+
		"combinations(range(4), 3) --> (0,1,2), (0,1,3), (0,2,3), (1,2,3)")
	itCwrType = newItType("combinations_with_replacement", true, "Return successive r-length combinations of elements in the iterable allowing individual elements to have successive repeats.\n\n"+
		"combinations_with_replacement('ABC', 2) --> ('A','A'), ('A','B'), ('A','C'), ('B','B'), ('B','C'), ('C','C')")
)

func init() {
	for _, c := range []struct {
		typ  *runtime.Type
		new  func(*runtime.Thread, *runtime.Type, []runtime.Value, *runtime.KwArgs) (runtime.Value, error)
		next func(*runtime.Thread, runtime.Value) (runtime.Value, bool, error)
	}{
		{itProductType, itProductNew, itProductNext},
		{itPermutationsType, itPermutationsNew, itPermutationsNext},
		{itCombinationsType, itCombinationsNew, itCombinationsNext},
		{itCwrType, itCwrNew, itCwrNext},
	} {
		c.typ.Slots.New, c.typ.Slots.Next = c.new, c.next
		c.typ.Finish()
	}
}

var itProductParams = itParams{fname: "product", names: []string{"repeat"}}

func itProductNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	repeat := 1
	if kw.Len() > 0 {
		var p [1]runtime.Value
		given, err := itProductParams.unpack(nil, kw, p[:])
		if err != nil {
			return runtime.None, err
		}
		if given&1 != 0 {
			if repeat, err = itSsize(t, p[0]); err != nil {
				return runtime.None, err
			}
		}
		if repeat < 0 {
			return runtime.None, runtime.Errorf(runtime.ValueError, "repeat argument cannot be negative")
		}
	}
	npools := 0
	if repeat > 0 && len(args) > 0 {
		if repeat > (1<<63-1)/8/len(args) {
			return runtime.None, runtime.Errorf(runtime.OverflowError, "repeat argument too large")
		}
		npools = len(args) * repeat
	}
	if err := itChargeIndices(t, npools); err != nil {
		return runtime.None, err
	}
	c := &itCombo{typ: itProductType, pools: make([][]runtime.Value, npools), r: npools}
	// With repeat=0 the arguments are not even read, as in CPython.
	if npools > 0 {
		for i, a := range args {
			pool, err := itPool(t, a)
			if err != nil {
				return runtime.None, err
			}
			c.pools[i] = pool
		}
		for i := len(args); i < npools; i++ {
			c.pools[i] = c.pools[i-len(args)]
		}
	}
	return runtime.WrapNew(t, cls, itProductType, c), nil
}

func itProductNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	c, _ := runtime.Payload[*itCombo](self)
	if c.stopped {
		return runtime.None, false, nil
	}
	if !c.started {
		c.started = true
		c.indices = make([]int, c.r)
		c.result = make([]runtime.Value, c.r)
		for i, pool := range c.pools {
			if len(pool) == 0 {
				c.stopped = true
				return runtime.None, false, nil
			}
			c.result[i] = pool[0]
		}
		return c.emit(t)
	}
	i := c.r - 1
	for ; i >= 0; i-- {
		pool := c.pools[i]
		c.indices[i]++
		if c.indices[i] < len(pool) {
			c.result[i] = pool[c.indices[i]]
			break
		}
		c.indices[i] = 0
		c.result[i] = pool[0]
	}
	if i < 0 {
		c.stopped = true
		return runtime.None, false, nil
	}
	return c.emit(t)
}

var itPermutationsParams = itParams{fname: "permutations", names: []string{"iterable", "r"}, minPos: 1, maxPos: 2}

func itPermutationsNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	p := [2]runtime.Value{runtime.None, runtime.None}
	if _, err := itPermutationsParams.unpack(args, kw, p[:]); err != nil {
		return runtime.None, err
	}
	pool, err := itPool(t, p[0])
	if err != nil {
		return runtime.None, err
	}
	n := len(pool)
	r := n
	if !p[1].IsNone() {
		x, ok := runtime.AsInt(p[1])
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "Expected int as r")
		}
		v, fits := x.Int64()
		if !fits {
			return runtime.None, runtime.Errorf(runtime.OverflowError, "Python int too large to convert to C ssize_t")
		}
		r = int(v)
	}
	if r < 0 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "r must be non-negative")
	}
	c := &itCombo{typ: itPermutationsType, pools: [][]runtime.Value{pool}, r: r, stopped: r > n}
	if !c.stopped {
		if err := itChargeIndices(t, n+r); err != nil {
			return runtime.None, err
		}
		c.indices = make([]int, n)
		for i := range c.indices {
			c.indices[i] = i
		}
		c.cycles = make([]int, r)
		for i := range c.cycles {
			c.cycles[i] = n - i
		}
	}
	return runtime.WrapNew(t, cls, itPermutationsType, c), nil
}

func itPermutationsNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	c, _ := runtime.Payload[*itCombo](self)
	if c.stopped {
		return runtime.None, false, nil
	}
	pool, r, n := c.pools[0], c.r, len(c.pools[0])
	if !c.started {
		c.started = true
		c.result = make([]runtime.Value, r)
		for i := range c.result {
			c.result[i] = pool[c.indices[i]]
		}
		return c.emit(t)
	}
	if n == 0 {
		c.stopped = true
		return runtime.None, false, nil
	}
	i := r - 1
	for ; i >= 0; i-- {
		c.cycles[i]--
		if c.cycles[i] == 0 {
			// Rotate indices[i:] left by one.
			first := c.indices[i]
			copy(c.indices[i:], c.indices[i+1:])
			c.indices[n-1] = first
			c.cycles[i] = n - i
			continue
		}
		j := c.cycles[i]
		c.indices[i], c.indices[n-j] = c.indices[n-j], c.indices[i]
		for k := i; k < r; k++ {
			c.result[k] = pool[c.indices[k]]
		}
		break
	}
	if i < 0 {
		c.stopped = true
		return runtime.None, false, nil
	}
	return c.emit(t)
}

var (
	itCombinationsParams = itParams{fname: "combinations", names: []string{"iterable", "r"}, minPos: 2, maxPos: 2}
	itCwrParams          = itParams{fname: "combinations_with_replacement", names: []string{"iterable", "r"}, minPos: 2, maxPos: 2}
)

// itComboArgs parses (iterable, r) for combinations and
// combinations_with_replacement: r as a Py_ssize_t, then the pool, then
// r's sign.
func itComboArgs(t *runtime.Thread, params *itParams, args []runtime.Value, kw *runtime.KwArgs) ([]runtime.Value, int, error) {
	var p [2]runtime.Value
	if _, err := params.unpack(args, kw, p[:]); err != nil {
		return nil, 0, err
	}
	r, err := itSsize(t, p[1])
	if err != nil {
		return nil, 0, err
	}
	pool, err := itPool(t, p[0])
	if err != nil {
		return nil, 0, err
	}
	if r < 0 {
		return nil, 0, runtime.Errorf(runtime.ValueError, "r must be non-negative")
	}
	return pool, r, nil
}

func itCombinationsNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	pool, r, err := itComboArgs(t, &itCombinationsParams, args, kw)
	if err != nil {
		return runtime.None, err
	}
	c := &itCombo{typ: itCombinationsType, pools: [][]runtime.Value{pool}, r: r, stopped: r > len(pool)}
	if !c.stopped {
		if err := itChargeIndices(t, r); err != nil {
			return runtime.None, err
		}
		c.indices = make([]int, r)
		for i := range c.indices {
			c.indices[i] = i
		}
	}
	return runtime.WrapNew(t, cls, itCombinationsType, c), nil
}

func itCombinationsNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	c, _ := runtime.Payload[*itCombo](self)
	if c.stopped {
		return runtime.None, false, nil
	}
	pool, r, n := c.pools[0], c.r, len(c.pools[0])
	if !c.started {
		c.started = true
		c.result = make([]runtime.Value, r)
		copy(c.result, pool[:r])
		return c.emit(t)
	}
	i := r - 1
	for i >= 0 && c.indices[i] == i+n-r {
		i--
	}
	if i < 0 {
		c.stopped = true
		return runtime.None, false, nil
	}
	c.indices[i]++
	for j := i + 1; j < r; j++ {
		c.indices[j] = c.indices[j-1] + 1
	}
	for ; i < r; i++ {
		c.result[i] = pool[c.indices[i]]
	}
	return c.emit(t)
}

func itCwrNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	pool, r, err := itComboArgs(t, &itCwrParams, args, kw)
	if err != nil {
		return runtime.None, err
	}
	c := &itCombo{typ: itCwrType, pools: [][]runtime.Value{pool}, r: r, stopped: len(pool) == 0 && r > 0}
	if !c.stopped {
		if err := itChargeIndices(t, r); err != nil {
			return runtime.None, err
		}
		c.indices = make([]int, r)
	}
	return runtime.WrapNew(t, cls, itCwrType, c), nil
}

func itCwrNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	c, _ := runtime.Payload[*itCombo](self)
	if c.stopped {
		return runtime.None, false, nil
	}
	pool, r, n := c.pools[0], c.r, len(c.pools[0])
	if !c.started {
		c.started = true
		c.result = make([]runtime.Value, r)
		if n > 0 {
			for i := range c.result {
				c.result[i] = pool[0]
			}
		}
		return c.emit(t)
	}
	i := r - 1
	for i >= 0 && c.indices[i] == n-1 {
		i--
	}
	if i < 0 {
		c.stopped = true
		return runtime.None, false, nil
	}
	index := c.indices[i] + 1
	for j := i; j < r; j++ {
		c.indices[j] = index
		c.result[j] = pool[index]
	}
	return c.emit(t)
}
