// This file defines itertools.groupby and its groups, itertools._grouper.
//
// A groupby and its groups share one iterator and one look-ahead item
// (currValue, with its key currKey). Only the newest group reads from the
// iterator: advancing the groupby abandons the current group, which is
// then empty, as in CPython.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// itGroupby is a groupby object.
type itGroupby struct {
	runtime.Identity
	it, keyfn runtime.Value
	// The look-ahead item and its key; hasValue and hasKey say whether
	// they are set (a group consumes the value and drops the key).
	currValue, currKey runtime.Value
	hasValue, hasKey   bool
	// The key of the current group, once there is one.
	tgtKey    runtime.Value
	hasTgtKey bool
	// The group that may still read, nil when none.
	group *itGrouper
	alloc itItems
}

// Type returns itertools.groupby.
func (*itGroupby) Type() *runtime.Type { return itGroupbyType }

var itGroupbyType = newItType("groupby", true, "make an iterator that returns consecutive keys and groups from the iterable\n\n"+
	"  iterable\n    Elements to divide into groups according to the key function.\n"+
	"  key\n    A function for computing the group category for each element.\n"+
	"    If the key function is not specified or is None, the element itself\n    is used for grouping.")

func init() {
	c := itGroupbyType
	c.Slots.New, c.Slots.Next = itGroupbyNew, itGroupbyNext
	c.Finish()
}

var itGroupbyParams = itParams{fname: "groupby", names: []string{"iterable", "key"}, minPos: 1, maxPos: 2}

func itGroupbyNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	p := [2]runtime.Value{runtime.None, runtime.None}
	if _, err := itGroupbyParams.unpack(args, kw, p[:]); err != nil {
		return runtime.None, err
	}
	it, err := runtime.Iter(t, p[0])
	if err != nil {
		return runtime.None, err
	}
	return runtime.WrapNew(t, cls, itGroupbyType, &itGroupby{it: it, keyfn: p[1]}), nil
}

// step reads the next item and its key into the look-ahead; ok is false
// when the iterator is exhausted.
func (g *itGroupby) step(t *runtime.Thread) (bool, error) {
	if err := itStep(t); err != nil {
		return false, err
	}
	x, ok, err := runtime.Next(t, g.it)
	if err != nil || !ok {
		return false, err
	}
	key := x
	if !g.keyfn.IsNone() {
		if key, err = runtime.Call(t, g.keyfn, []runtime.Value{x}, nil); err != nil {
			return false, err
		}
	}
	g.currValue, g.hasValue = x, true
	g.currKey, g.hasKey = key, true
	return true, nil
}

func itGroupbyNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	g, _ := runtime.Payload[*itGroupby](self)
	g.group = nil
	// Skip what is left of the current group.
	for {
		if g.hasKey {
			if !g.hasTgtKey {
				break
			}
			same, err := runtime.Eq(t, g.tgtKey, g.currKey)
			if err != nil {
				return runtime.None, false, err
			}
			if !same {
				break
			}
		}
		if ok, err := g.step(t); err != nil || !ok {
			return runtime.None, false, err
		}
	}
	g.tgtKey, g.hasTgtKey = g.currKey, true
	grp := &itGrouper{parent: g, tgtKey: g.tgtKey}
	g.group = grp
	items := g.alloc.make(2)
	items[0], items[1] = g.currKey, runtime.MakeObject(grp)
	return runtime.MakeObject(runtime.NewTuple(items)), true, nil
}

// itGrouper is a group of a groupby: the items, read through the parent,
// whose key equals tgtKey.
type itGrouper struct {
	runtime.Identity
	parent *itGroupby
	tgtKey runtime.Value
}

// Type returns itertools._grouper.
func (*itGrouper) Type() *runtime.Type { return itGrouperType }

var itGrouperType = newItType("_grouper", false, "")

func init() {
	c := itGrouperType
	c.Slots.New, c.Slots.Next = itGrouperNew, itGrouperNext
	c.Finish()
}

// itGrouperNew is _grouper(parent, tgtkey): a group of parent, which
// becomes its newest.
func itGrouperNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := itNoKeywords("_grouper", cls, kw); err != nil {
		return runtime.None, err
	}
	if err := itPositional("_grouper", args, 2, 2); err != nil {
		return runtime.None, err
	}
	g, ok := args[0].Object().(*itGroupby)
	if !ok {
		if g, ok = runtime.Payload[*itGroupby](args[0]); !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "_grouper() argument 1 must be itertools.groupby, not %s", args[0].TypeName())
		}
	}
	grp := &itGrouper{parent: g, tgtKey: args[1]}
	g.group = grp
	return runtime.MakeObject(grp), nil
}

func itGrouperNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	grp, _ := runtime.Payload[*itGrouper](self)
	g := grp.parent
	if g.group != grp {
		return runtime.None, false, nil
	}
	if !g.hasValue {
		if ok, err := g.step(t); err != nil || !ok {
			return runtime.None, false, err
		}
	}
	same, err := runtime.Eq(t, grp.tgtKey, g.currKey)
	if err != nil || !same {
		return runtime.None, false, err
	}
	x := g.currValue
	g.currValue, g.hasValue = runtime.None, false
	g.currKey, g.hasKey = runtime.None, false
	return x, true, nil
}
