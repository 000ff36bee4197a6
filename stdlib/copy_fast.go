// This file defines _pyex_copy, the Go core of copy.deepcopy for the
// containers agents snapshot most: exact lists, dicts and tuples nested in
// one another, holding None, bools, numbers, strs and bytes. It does what
// copy.py's deepcopy, _deepcopy_list, _deepcopy_dict and _deepcopy_tuple
// do, step for step (memo lookups by id, registration before the items,
// the keep-alive list at memo[id(memo)], a value copied before its key),
// without a Python frame per item; any other object goes back to copy.py's
// deepcopy, passed in as fallback, so __deepcopy__, __reduce_ex__ and
// subclasses behave exactly as before.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_pyex_copy", initPyexCopy) }

func initPyexCopy(r *Run, m *runtime.Module) error {
	m.Dict.SetStr("deep_container", runtime.MakeObject(runtime.NewModuleFunction("_pyex_copy", "deep_container", deepContainerFunc)))
	return nil
}

// deepContainerFunc is deep_container(x, memo, fallback): the deep copy of
// x, an exact list, dict or tuple, with memo an exact dict.
func deepContainerFunc(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if kw.Len() != 0 || len(args) != 3 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "deep_container() takes exactly 3 positional arguments (%d given)", len(args)+kw.Len())
	}
	memo, ok := args[1].Object().(*runtime.Dict)
	if !ok || args[1].Type() != runtime.DictType {
		return runtime.None, runtime.Errorf(runtime.TypeError, "deep_container() needs a dict memo")
	}
	c := &deepCopier{t: t, memo: memo, fallback: args[2]}
	switch args[0].Type() {
	case runtime.ListType, runtime.DictType, runtime.TupleType:
		return c.container(args[0])
	}
	return runtime.None, runtime.Errorf(runtime.TypeError, "deep_container() needs a list, dict or tuple")
}

type deepCopier struct {
	t        *runtime.Thread
	memo     *runtime.Dict
	fallback runtime.Value
	aliveKey runtime.Value // id(memo), once haveKey
	haveKey  bool
}

// deepAtomic reports whether values of v's exact type are their own deep
// copies in copy.py (the part of _deep_atomic the containers hold).
func deepAtomic(v runtime.Value) bool {
	switch v.Type() {
	case runtime.NoneType, runtime.IntType, runtime.BoolType, runtime.FloatType,
		runtime.StrType, runtime.BytesType, runtime.ComplexType:
		return true
	}
	return false
}

func (c *deepCopier) id(v runtime.Value) runtime.Value {
	return runtime.MakeInt(int64(runtime.ObjectID(c.t, v)))
}

// copy is deepcopy(v, memo).
func (c *deepCopier) copy(v runtime.Value) (runtime.Value, error) {
	key := c.id(v)
	made, found, err := c.memo.Get(c.t, key)
	if err != nil || found {
		return made, err
	}
	if deepAtomic(v) {
		return v, nil
	}
	switch v.Type() {
	case runtime.ListType, runtime.DictType, runtime.TupleType:
	default:
		return runtime.Call(c.t, c.fallback, []runtime.Value{v, runtime.MakeObject(c.memo)}, nil)
	}
	// deepcopy and _deepcopy_<type>: two Python frames in copy.py.
	c.t.Depth += 2
	defer func() { c.t.Depth -= 2 }()
	if c.t.RecursionLimit > 0 && c.t.Depth > c.t.RecursionLimit {
		return runtime.None, runtime.Errorf(runtime.RecursionError, "maximum recursion depth exceeded")
	}
	if err := c.t.EnterGo(); err != nil {
		return runtime.None, err
	}
	made, err = c.container(v)
	c.t.LeaveGo()
	if err != nil {
		return runtime.None, err
	}
	if !runtime.Is(made, v) {
		if err := c.memo.Set(c.t, key, made); err != nil {
			return runtime.None, err
		}
		if err := c.keepAlive(v); err != nil {
			return runtime.None, err
		}
	}
	return made, nil
}

// container is _deepcopy_list, _deepcopy_dict or _deepcopy_tuple of v.
func (c *deepCopier) container(v runtime.Value) (runtime.Value, error) {
	switch x := v.Object().(type) {
	case *runtime.List:
		made := runtime.NewList(make([]runtime.Value, 0, x.Len()))
		mv := runtime.MakeObject(made)
		if err := c.memo.Set(c.t, c.id(v), mv); err != nil {
			return runtime.None, err
		}
		// Indexed afresh each time: the list may change while its items
		// are copied, and a for loop over it sees that.
		for i := 0; i < x.Len(); i++ {
			item, err := c.copy(x.Items()[i])
			if err != nil {
				return runtime.None, err
			}
			made.Append(item)
		}
		return mv, nil
	case *runtime.Dict:
		made := runtime.NewDictSized(c.t, x.Len())
		mv := runtime.MakeObject(made)
		if err := c.memo.Set(c.t, c.id(v), mv); err != nil {
			return runtime.None, err
		}
		size := x.Len()
		for i, ok := 0, true; ; {
			var k, val runtime.Value
			if k, val, i, ok = x.Next(i); !ok {
				return mv, nil
			}
			nv, err := c.copy(val)
			if err != nil {
				return runtime.None, err
			}
			nk, err := c.copy(k)
			if err != nil {
				return runtime.None, err
			}
			if err := made.Set(c.t, nk, nv); err != nil {
				return runtime.None, err
			}
			if x.Len() != size {
				return runtime.None, runtime.Errorf(runtime.RuntimeError, "dictionary changed size during iteration")
			}
		}
	case *runtime.Tuple:
		src := x.Items()
		items := make([]runtime.Value, len(src))
		for i, a := range src {
			item, err := c.copy(a)
			if err != nil {
				return runtime.None, err
			}
			items[i] = item
		}
		// A tuple that contains itself (through a list) was copied already.
		if made, found, err := c.memo.Get(c.t, c.id(v)); err != nil || found {
			return made, err
		}
		for i, a := range src {
			if !runtime.Is(a, items[i]) {
				return runtime.MakeObject(runtime.NewTuple(items)), nil
			}
		}
		return v, nil
	}
	return runtime.None, runtime.Errorf(runtime.TypeError, "deep_container() needs a list, dict or tuple")
}

// keepAlive is copy.py's _keep_alive: x appended to the list at
// memo[id(memo)], so that its id is not reused while the memo lives.
func (c *deepCopier) keepAlive(x runtime.Value) error {
	if !c.haveKey {
		c.aliveKey, c.haveKey = c.id(runtime.MakeObject(c.memo)), true
	}
	held, found, err := c.memo.Get(c.t, c.aliveKey)
	if err != nil {
		return err
	}
	if !found {
		return c.memo.Set(c.t, c.aliveKey, runtime.MakeObject(runtime.NewList([]runtime.Value{x})))
	}
	if l, ok := held.Object().(*runtime.List); ok && held.Type() == runtime.ListType {
		l.Append(x)
		return nil
	}
	_, err = runtime.CallMethod(c.t, held, "append", []runtime.Value{x}, nil)
	return err
}
