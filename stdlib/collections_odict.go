// This file defines the Go methods of OrderedDict (py/collections.py):
// popitem and move_to_end, the two operations an LRU cache runs on every
// access. OrderedDict is a dict subclass whose order is the dict's own
// insertion order; these work on that dict directly. They are method
// descriptors of the class, as CPython's are, so a call is one Go call
// instead of a Python method calling a Go helper.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// odictOf returns the dict under an OrderedDict (or any dict subclass).
func odictOf(v runtime.Value) *runtime.Dict {
	switch o := v.Object().(type) {
	case *runtime.Dict:
		return o
	case *runtime.Instance:
		if d, ok := o.Base().Object().(*runtime.Dict); ok {
			return d
		}
	}
	return nil
}

// The signatures of CPython's OrderedDict methods, for its argument
// errors ("move_to_end() missing required argument 'key' (pos 1)").
var (
	odictPopitemSig   = clinicSig{name: "popitem", params: []string{"last"}, maxPos: 1}
	odictMoveToEndSig = clinicSig{name: "move_to_end", params: []string{"key", "last"}, maxPos: 2, required: 1}
)

// odictMethods is _odict_methods(cls): the popitem and move_to_end method
// descriptors of cls (OrderedDict), which the class body cannot name yet.
func odictMethods(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var cls runtime.Value
	if err := runtime.UnpackPositional("_odict_methods", args, kw, 1, &cls); err != nil {
		return runtime.None, err
	}
	owner, ok := cls.Object().(*runtime.Type)
	if !ok || !owner.IsSubtype(runtime.DictType) {
		return runtime.None, runtime.Errorf(runtime.TypeError, "_odict_methods() needs a dict subclass, not %s", cls.TypeName())
	}
	pop := &runtime.MethodDescriptor{Name: "popitem", Owner: owner, Fn: odictPopitem}
	move := &runtime.MethodDescriptor{Name: "move_to_end", Owner: owner, Fn: odictMoveToEnd}
	return runtime.MakeTuple(runtime.MakeObject(pop), runtime.MakeObject(move)), nil
}

// lastFlag is the truth of the optional argument last (true when absent).
func lastFlag(t *runtime.Thread, v runtime.Value) (bool, error) {
	if v.Is(runtime.Unbound) {
		return true, nil
	}
	return runtime.Truth(t, v)
}

// odictPopitem is OrderedDict.popitem(last=True).
func odictPopitem(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var bound [1]runtime.Value
	if err := odictPopitemSig.bind(args, kw, bound[:]); err != nil {
		return runtime.None, err
	}
	d := odictOf(self)
	if d == nil {
		return runtime.None, runtime.Errorf(runtime.TypeError, "popitem() needs a dict, not %s", self.TypeName())
	}
	last, err := lastFlag(t, bound[0])
	if err != nil {
		return runtime.None, err
	}
	if d.Len() == 0 {
		return runtime.None, runtime.KeyErrorOf(runtime.MakeStr("dictionary is empty"))
	}
	if last {
		return odictPopBack(t, self)
	}
	return odictPopFront(t, d)
}

// odictPopBack removes and returns the last item of the non-empty
// OrderedDict self: dict.popitem's work.
func odictPopBack(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
	m, _ := runtime.DictType.Dict.GetStr("popitem")
	pop, ok := m.Object().(*runtime.MethodDescriptor)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.SystemError, "dict.popitem is not a method descriptor")
	}
	return pop.Fn(t, self, nil, nil)
}

// odictPopFront removes and returns the first item of the non-empty d.
// The dict remembers where its first live entry is, so popping from the
// front does not step over the holes earlier pops left.
func odictPopFront(t *runtime.Thread, d *runtime.Dict) (runtime.Value, error) {
	key, value, _, _ := d.Next(0)
	if _, _, err := d.Delete(t, key); err != nil {
		return runtime.None, err
	}
	return runtime.MakeTuple(key, value), nil
}

// odictMoveToEnd is OrderedDict.move_to_end(key, last=True).
func odictMoveToEnd(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var bound [2]runtime.Value
	if err := odictMoveToEndSig.bind(args, kw, bound[:]); err != nil {
		return runtime.None, err
	}
	d := odictOf(self)
	if d == nil {
		return runtime.None, runtime.Errorf(runtime.TypeError, "move_to_end() needs a dict, not %s", self.TypeName())
	}
	key := bound[0]
	last, err := lastFlag(t, bound[1])
	if err != nil {
		return runtime.None, err
	}
	value, found, err := d.Delete(t, key)
	if err != nil {
		return runtime.None, err
	}
	if !found {
		return runtime.None, runtime.KeyErrorOf(key)
	}
	if last {
		return runtime.None, d.Set(t, key, value)
	}
	keys, values := d.Items()
	d.Clear()
	if err := d.Set(t, key, value); err != nil {
		return runtime.None, err
	}
	for i, k := range keys {
		if err := d.Set(t, k, values[i]); err != nil {
			return runtime.None, err
		}
	}
	return runtime.None, nil
}
