// This file defines the itertools that map or filter one iterator:
// accumulate, compress, dropwhile, takewhile, filterfalse and starmap.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// itAccumulate is an accumulate object: running totals of an iterator,
// by + or by a function of two arguments.
type itAccumulate struct {
	runtime.Identity
	it, fn  runtime.Value
	total   runtime.Value
	started bool // total holds a value
	initial runtime.Value
	pending bool // initial is yet to be produced
}

// Type returns itertools.accumulate.
func (*itAccumulate) Type() *runtime.Type { return itAccumulateType }

var itAccumulateType = newItType("accumulate", true, "Return series of accumulated sums (or other binary function results).")

func init() {
	c := itAccumulateType
	c.Slots.New, c.Slots.Next = itAccumulateNew, itAccumulateNext
	c.Finish()
}

var itAccumulateParams = itParams{fname: "accumulate", names: []string{"iterable", "func", "initial"}, minPos: 1, maxPos: 2}

func itAccumulateNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	p := [3]runtime.Value{runtime.None, runtime.None, runtime.None}
	if _, err := itAccumulateParams.unpack(args, kw, p[:]); err != nil {
		return runtime.None, err
	}
	it, err := runtime.Iter(t, p[0])
	if err != nil {
		return runtime.None, err
	}
	a := &itAccumulate{it: it, fn: p[1], initial: p[2], pending: !p[2].IsNone()}
	return runtime.WrapNew(t, cls, itAccumulateType, a), nil
}

func itAccumulateNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	a, _ := runtime.Payload[*itAccumulate](self)
	if err := itStep(t); err != nil {
		return runtime.None, false, err
	}
	if a.pending {
		a.pending, a.started, a.total = false, true, a.initial
		a.initial = runtime.None
		return a.total, true, nil
	}
	x, ok, err := runtime.Next(t, a.it)
	if err != nil || !ok {
		return runtime.None, false, err
	}
	if !a.started {
		a.started, a.total = true, x
		return x, true, nil
	}
	var total runtime.Value
	if a.fn.IsNone() {
		total, err = runtime.Binary(t, runtime.OpAdd, a.total, x)
	} else {
		total, err = runtime.Call(t, a.fn, []runtime.Value{a.total, x}, nil)
	}
	if err != nil {
		return runtime.None, false, err
	}
	a.total = total
	return total, true, nil
}

// itCompress is a compress object: the items of data whose selector is
// true.
type itCompress struct {
	runtime.Identity
	data, selectors runtime.Value
}

// Type returns itertools.compress.
func (*itCompress) Type() *runtime.Type { return itCompressType }

var itCompressType = newItType("compress", true, "Return data elements corresponding to true selector elements.\n\n"+
	"Forms a shorter iterator from selected data elements using the selectors to\nchoose the data elements.")

func init() {
	c := itCompressType
	c.Slots.New, c.Slots.Next = itCompressNew, itCompressNext
	c.Finish()
}

var itCompressParams = itParams{fname: "compress", names: []string{"data", "selectors"}, minPos: 2, maxPos: 2}

func itCompressNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var p [2]runtime.Value
	if _, err := itCompressParams.unpack(args, kw, p[:]); err != nil {
		return runtime.None, err
	}
	data, err := runtime.Iter(t, p[0])
	if err != nil {
		return runtime.None, err
	}
	selectors, err := runtime.Iter(t, p[1])
	if err != nil {
		return runtime.None, err
	}
	return runtime.WrapNew(t, cls, itCompressType, &itCompress{data: data, selectors: selectors}), nil
}

func itCompressNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	c, _ := runtime.Payload[*itCompress](self)
	for {
		if err := itStep(t); err != nil {
			return runtime.None, false, err
		}
		x, ok, err := runtime.Next(t, c.data)
		if err != nil || !ok {
			return runtime.None, false, err
		}
		s, ok, err := runtime.Next(t, c.selectors)
		if err != nil || !ok {
			return runtime.None, false, err
		}
		good, err := runtime.Truth(t, s)
		if err != nil {
			return runtime.None, false, err
		}
		if good {
			return x, true, nil
		}
	}
}

// itPredicate is a dropwhile, takewhile or filterfalse object: an
// iterator and a predicate, and whether the predicate has decided (the
// dropping is over, or the taking is).
type itPredicate struct {
	runtime.Identity
	typ      *runtime.Type
	fn, it   runtime.Value
	switched bool
}

// Type returns the predicate iterator's class.
func (p *itPredicate) Type() *runtime.Type { return p.typ }

var (
	itDropwhileType = newItType("dropwhile", true, "Drop items from the iterable while predicate(item) is true.\n\n"+
		"Afterwards, return every element until the iterable is exhausted.")
	itTakewhileType   = newItType("takewhile", true, "Return successive entries from an iterable as long as the predicate evaluates to true for each entry.")
	itFilterfalseType = newItType("filterfalse", true, "Return those items of iterable for which function(item) is false.\n\n"+
		"If function is None, return the items that are false.")
)

func init() {
	itPredicateType(itDropwhileType, itDropwhileNext)
	itPredicateType(itTakewhileType, itTakewhileNext)
	itPredicateType(itFilterfalseType, itFilterfalseNext)
}

// itPredicateType completes dropwhile, takewhile or filterfalse.
func itPredicateType(c *runtime.Type, next func(*runtime.Thread, runtime.Value) (runtime.Value, bool, error)) {
	name := c.Name
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := itNoKeywords(name, cls, kw); err != nil {
			return runtime.None, err
		}
		if err := itPositional(name, args, 2, 2); err != nil {
			return runtime.None, err
		}
		it, err := runtime.Iter(t, args[1])
		if err != nil {
			return runtime.None, err
		}
		return runtime.WrapNew(t, cls, c, &itPredicate{typ: c, fn: args[0], it: it}), nil
	}
	c.Slots.Next = next
	c.Finish()
}

// test calls the predicate on x and returns the truth of its result.
func (p *itPredicate) test(t *runtime.Thread, x runtime.Value) (bool, error) {
	r, err := runtime.Call(t, p.fn, []runtime.Value{x}, nil)
	if err != nil {
		return false, err
	}
	return runtime.Truth(t, r)
}

func itDropwhileNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	p, _ := runtime.Payload[*itPredicate](self)
	for {
		if err := itStep(t); err != nil {
			return runtime.None, false, err
		}
		x, ok, err := runtime.Next(t, p.it)
		if err != nil || !ok {
			return runtime.None, false, err
		}
		if p.switched {
			return x, true, nil
		}
		drop, err := p.test(t, x)
		if err != nil {
			return runtime.None, false, err
		}
		if !drop {
			p.switched = true
			return x, true, nil
		}
	}
}

func itTakewhileNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	p, _ := runtime.Payload[*itPredicate](self)
	if p.switched {
		return runtime.None, false, nil
	}
	if err := itStep(t); err != nil {
		return runtime.None, false, err
	}
	x, ok, err := runtime.Next(t, p.it)
	if err != nil || !ok {
		return runtime.None, false, err
	}
	take, err := p.test(t, x)
	if err != nil {
		return runtime.None, false, err
	}
	if take {
		return x, true, nil
	}
	p.switched = true
	return runtime.None, false, nil
}

func itFilterfalseNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	p, _ := runtime.Payload[*itPredicate](self)
	// None and bool test the items' own truth, without a call.
	direct := p.fn.IsNone() || p.fn.Is(runtime.MakeObject(runtime.BoolType))
	for {
		if err := itStep(t); err != nil {
			return runtime.None, false, err
		}
		x, ok, err := runtime.Next(t, p.it)
		if err != nil || !ok {
			return runtime.None, false, err
		}
		var good bool
		if direct {
			good, err = runtime.Truth(t, x)
		} else {
			good, err = p.test(t, x)
		}
		if err != nil {
			return runtime.None, false, err
		}
		if !good {
			return x, true, nil
		}
	}
}

// itStarmap is a starmap object: a function called with each item of an
// iterator as its argument list.
type itStarmap struct {
	runtime.Identity
	fn, it runtime.Value
}

// Type returns itertools.starmap.
func (*itStarmap) Type() *runtime.Type { return itStarmapType }

var itStarmapType = newItType("starmap", true, "Return an iterator whose values are returned from the function evaluated with an argument tuple taken from the given sequence.")

func init() {
	c := itStarmapType
	c.Slots.New, c.Slots.Next = itStarmapNew, itStarmapNext
	c.Finish()
}

func itStarmapNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := itNoKeywords("starmap", cls, kw); err != nil {
		return runtime.None, err
	}
	if err := itPositional("starmap", args, 2, 2); err != nil {
		return runtime.None, err
	}
	it, err := runtime.Iter(t, args[1])
	if err != nil {
		return runtime.None, err
	}
	return runtime.WrapNew(t, cls, itStarmapType, &itStarmap{fn: args[0], it: it}), nil
}

func itStarmapNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	s, _ := runtime.Payload[*itStarmap](self)
	if err := itStep(t); err != nil {
		return runtime.None, false, err
	}
	x, ok, err := runtime.Next(t, s.it)
	if err != nil || !ok {
		return runtime.None, false, err
	}
	var args []runtime.Value
	if tup, ok := x.Object().(*runtime.Tuple); ok {
		args = tup.Items()
	} else if args, err = runtime.IterToSlice(t, x); err != nil {
		return runtime.None, false, err
	}
	r, err := runtime.Call(t, s.fn, args, nil)
	if err != nil {
		return runtime.None, false, err
	}
	return r, true, nil
}
