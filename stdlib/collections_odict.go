// This file defines the Go helpers of OrderedDict (py/collections.py):
// popitem(last=False) and move_to_end, the two operations an LRU cache runs on every
// access. OrderedDict is a dict subclass whose order is the dict's own
// insertion order; these work on that dict directly instead of through a
// keys view, an iterator and dict.pop called from Python.

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

func odictArgs(name string, args []runtime.Value, n int) (*runtime.Dict, error) {
	if len(args) != n {
		return nil, runtime.Errorf(runtime.TypeError, "%s() takes exactly %d arguments (%d given)", name, n, len(args))
	}
	d := odictOf(args[0])
	if d == nil {
		return nil, runtime.Errorf(runtime.TypeError, "%s() needs a dict, not %s", name, args[0].Type().Name)
	}
	return d, nil
}

// odictPopFront is _odict_popfront(od): the first item, removed. Popping
// from the front leaves holes at the front of the dict's entries that
// every later search for the first item steps over, so once they
// outnumber about 8*sqrt(len) the dict is rebuilt in order, which bounds a
// pop by O(sqrt(len)). (The last item is dict.popitem's.)
func odictPopFront(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if kw.Len() != 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "_odict_popfront() takes no keyword arguments")
	}
	d, err := odictArgs("_odict_popfront", args, 1)
	if err != nil {
		return runtime.None, err
	}
	if d.Len() == 0 {
		return runtime.None, runtime.KeyErrorOf(runtime.MakeStr("dictionary is empty"))
	}
	key, value, next, _ := d.Next(0)
	holes := next - 1
	if _, _, err := d.Delete(t, key); err != nil {
		return runtime.None, err
	}
	if holes > 64 && holes*holes > 64*d.Len() {
		keys, values := d.Items()
		d.Clear()
		for i, k := range keys {
			if err := d.Set(t, k, values[i]); err != nil {
				return runtime.None, err
			}
		}
	}
	return runtime.MakeTuple(key, value), nil
}

// odictMoveToEnd is _odict_move_to_end(od, key, last).
func odictMoveToEnd(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if kw.Len() != 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "_odict_move_to_end() takes no keyword arguments")
	}
	d, err := odictArgs("_odict_move_to_end", args, 3)
	if err != nil {
		return runtime.None, err
	}
	key := args[1]
	last, err := runtime.Truth(t, args[2])
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
