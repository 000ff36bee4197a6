// This file defines functools._lru_cache_wrapper, the callable that
// lru_cache and cache return. It is Go because it sits between an agent's
// program and its memoised function on every call.
//
// The cache is a dict from the call's key to a node of a doubly linked
// list that keeps the nodes from least to most recently used; an
// unbounded cache (maxsize None) keeps no list, and maxsize 0 keeps
// nothing at all and only counts misses.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// lruNode is one cached result, a link of the recency list.
type lruNode struct {
	key, result runtime.Value
	prev, next  *lruNode
}

// Type is never seen by Python code: nodes live only inside the cache.
func (*lruNode) Type() *runtime.Type { return lruNodeType }

var lruNodeType = func() *runtime.Type {
	c := runtime.NewNativeType("_lru_list_elem", "functools", nil, false)
	c.Finish()
	return c
}()

// lruWrapper is an lru_cache-decorated function.
type lruWrapper struct {
	runtime.Identity
	fn      runtime.Value
	maxsize int // -1: unbounded
	typed   bool
	info    runtime.Value // the CacheInfo class
	cache   *runtime.Dict
	// root is the sentinel of the circular recency list: root.next is the
	// oldest node, root.prev the newest.
	root         lruNode
	hits, misses int64
	dict         *runtime.Dict
}

// Type returns functools._lru_cache_wrapper.
func (*lruWrapper) Type() *runtime.Type { return lruWrapperType }

// kwdMark separates positional from keyword arguments in a cache key; it
// is a private object no argument can equal.
var kwdMark = runtime.MakeObject(&lruNode{})

var lruWrapperType = runtime.NewNativeType("_lru_cache_wrapper", "functools", nil, true)

func init() { setupLRUWrapperType(lruWrapperType) }

func setupLRUWrapperType(c *runtime.Type) {
	s := &c.Slots
	s.New = lruNew
	s.Call = func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		w, _ := runtime.Payload[*lruWrapper](self)
		return w.call(t, args, kw)
	}
	s.DescrGet = func(t *runtime.Thread, self, obj runtime.Value, cls *runtime.Type) (runtime.Value, error) {
		if obj.IsNone() {
			return self, nil
		}
		return runtime.MakeObject(&runtime.Method{Func: self, Self: obj}), nil
	}
	s.GetAttr = func(t *runtime.Thread, self runtime.Value, name string) (runtime.Value, error) {
		if w, ok := self.Object().(*lruWrapper); ok {
			if name == "__dict__" {
				return runtime.MakeObject(w.ownDict(t)), nil
			}
			if w.dict != nil {
				if v, ok := w.dict.GetStr(name); ok {
					return v, nil
				}
			}
		}
		return runtime.GenericGetAttr(t, self, name)
	}
	s.SetAttr = func(t *runtime.Thread, self runtime.Value, name string, v runtime.Value) error {
		w, ok := self.Object().(*lruWrapper)
		if !ok {
			return runtime.GenericSetAttr(t, self, name, v)
		}
		if name == "__dict__" {
			d, ok := v.Object().(*runtime.Dict)
			if !ok {
				return runtime.Errorf(runtime.TypeError, "__dict__ must be set to a dictionary, not a '%s'", v.TypeName())
			}
			w.dict = d
			return nil
		}
		return w.ownDict(t).Set(t, runtime.MakeStr(name), v)
	}
	s.DelAttr = func(t *runtime.Thread, self runtime.Value, name string) error {
		w, ok := self.Object().(*lruWrapper)
		if !ok {
			return runtime.GenericDelAttr(t, self, name)
		}
		if w.dict == nil || !w.dict.DeleteStr(name) {
			return runtime.Errorf(runtime.AttributeError, "'functools._lru_cache_wrapper' object has no attribute '%s'", name)
		}
		return nil
	}
	c.AddMethod("cache_info", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := lruNoArgs("cache_info", args, kw); err != nil {
			return runtime.None, err
		}
		w, _ := runtime.Payload[*lruWrapper](self)
		maxsize := runtime.None
		if w.maxsize >= 0 {
			maxsize = runtime.MakeInt(int64(w.maxsize))
		}
		return runtime.Call(t, w.info, []runtime.Value{runtime.MakeInt(w.hits), runtime.MakeInt(w.misses),
			maxsize, runtime.MakeInt(int64(w.cache.Len()))}, nil)
	})
	c.AddMethod("cache_clear", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := lruNoArgs("cache_clear", args, kw); err != nil {
			return runtime.None, err
		}
		w, _ := runtime.Payload[*lruWrapper](self)
		w.hits, w.misses = 0, 0
		w.cache = runtime.NewDict(t)
		w.root.next, w.root.prev = &w.root, &w.root
		return runtime.None, nil
	})
	same := func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return self, nil
	}
	c.AddMethod("__copy__", same)
	c.AddMethod("__deepcopy__", same)
	c.AddMethod("__reduce__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return runtime.GetAttr(t, self, "__qualname__")
	})
	c.Finish()
}

// lruNoArgs checks that a method taking no arguments got none.
func lruNoArgs(fname string, args []runtime.Value, kw *runtime.KwArgs) error {
	if len(args) > 0 || kw.Len() > 0 {
		return runtime.Errorf(runtime.TypeError, "%s() takes no arguments (%d given)", fname, len(args)+kw.Len())
	}
	return nil
}

func (w *lruWrapper) ownDict(t *runtime.Thread) *runtime.Dict {
	if w.dict == nil {
		w.dict = runtime.NewDict(t)
	}
	return w.dict
}

// lruNew is _lru_cache_wrapper(user_function, maxsize, typed, cache_info_type).
func lruNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var fn, maxsize, typed, info runtime.Value
	if err := runtime.UnpackArgs(t, "_lru_cache_wrapper", args, kw, "user_function", &fn, "maxsize", &maxsize,
		"typed", &typed, "cache_info_type", &info); err != nil {
		return runtime.None, err
	}
	if !runtime.Callable(fn) {
		return runtime.None, runtime.Errorf(runtime.TypeError, "the first argument must be callable")
	}
	w := &lruWrapper{fn: fn, maxsize: -1, info: info, cache: runtime.NewDict(t)}
	w.root.next, w.root.prev = &w.root, &w.root
	if !maxsize.IsNone() {
		if _, ok := runtime.AsInt(maxsize); !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "maxsize should be integer or None")
		}
		n, err := runtime.AsSsize(t, maxsize)
		if err != nil {
			return runtime.None, err
		}
		w.maxsize = max(n, 0)
	}
	tb, err := runtime.Truth(t, typed)
	if err != nil {
		return runtime.None, err
	}
	w.typed = tb
	return runtime.WrapNew(t, cls, lruWrapperType, w), nil
}

// makeKey returns the cache key of a call, as CPython's lru_cache builds
// it: a lone str or int argument is its own key; otherwise a tuple of
// the positional arguments, then a marker and the keyword names and
// values, then (typed) the classes of all the values.
func (w *lruWrapper) makeKey(args []runtime.Value, kw *runtime.KwArgs) runtime.Value {
	n := kw.Len()
	if !w.typed && n == 0 {
		if len(args) == 1 {
			if a := args[0]; a.IsSmallInt() || a.Type() == runtime.StrType || a.Type() == runtime.IntType {
				return a
			}
		}
		// MakeTuple copies the arguments (a small tuple in one allocation).
		return runtime.MakeTuple(args...)
	}
	size := len(args)
	if n > 0 {
		size += 1 + 2*n
	}
	if w.typed {
		size += len(args) + n
	}
	key := make([]runtime.Value, 0, size)
	key = append(key, args...)
	if n > 0 {
		key = append(key, kwdMark)
		for i := 0; i < n; i++ {
			key = append(key, runtime.MakeStr(kw.Names[i]), kw.Values[i])
		}
	}
	if w.typed {
		for _, a := range args {
			key = append(key, runtime.MakeObject(a.Type()))
		}
		for i := 0; i < n; i++ {
			key = append(key, runtime.MakeObject(kw.Values[i].Type()))
		}
	}
	return runtime.MakeObject(runtime.NewTuple(key))
}

// call calls the cached function through the cache.
func (w *lruWrapper) call(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if w.maxsize == 0 {
		w.misses++
		return runtime.Call(t, w.fn, args, kw)
	}
	key := w.makeKey(args, kw)
	v, found, err := w.cache.Get(t, key)
	if err != nil {
		return runtime.None, err
	}
	if found {
		w.hits++
		if w.maxsize < 0 {
			return v, nil
		}
		node := v.Object().(*lruNode)
		node.unlink()
		w.appendNode(node)
		return node.result, nil
	}
	w.misses++
	result, err := runtime.Call(t, w.fn, args, kw)
	if err != nil {
		return runtime.None, err
	}
	if w.maxsize < 0 {
		return result, w.cache.Set(t, key, result)
	}
	// The call may have filled this key itself (recursion): keep the
	// node already there.
	if _, found, err := w.cache.Get(t, key); err != nil || found {
		return result, err
	}
	if w.cache.Len() >= w.maxsize {
		old := w.root.next
		old.unlink()
		if _, _, err := w.cache.Delete(t, old.key); err != nil {
			return runtime.None, err
		}
	}
	node := &lruNode{key: key, result: result}
	w.appendNode(node)
	return result, w.cache.Set(t, key, runtime.MakeObject(node))
}

func (n *lruNode) unlink() {
	n.prev.next = n.next
	n.next.prev = n.prev
}

// appendNode makes n the most recently used node.
func (w *lruWrapper) appendNode(n *lruNode) {
	last := w.root.prev
	n.prev, n.next = last, &w.root
	last.next = n
	w.root.prev = n
}
