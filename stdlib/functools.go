// This file defines _functools, the Go half of functools: reduce,
// cmp_to_key and partial, which agents call in hot loops. The cache of
// lru_cache is in functools_lru.go; the rest of functools (wraps,
// total_ordering, singledispatch, cached_property ...) is Python, in
// py/functools.py, which imports these names.

package stdlib

import (
	"strings"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_functools", initFunctools) }

func initFunctools(r *Run, m *runtime.Module) error {
	d := m.Dict
	d.SetStr("reduce", runtime.MakeObject(runtime.NewModuleFunction("_functools", "reduce", functoolsReduce)))
	d.SetStr("cmp_to_key", runtime.MakeObject(runtime.NewModuleFunction("_functools", "cmp_to_key", functoolsCmpToKey)))
	d.SetStr("partial", runtime.MakeObject(partialType))
	d.SetStr("KeyWrapper", runtime.MakeObject(keyWrapperType))
	d.SetStr("_lru_cache_wrapper", runtime.MakeObject(lruWrapperType))
	return nil
}

// functoolsReduce is reduce(function, iterable[, initial]).
func functoolsReduce(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var fn, seq, acc runtime.Value
	if err := runtime.UnpackPositional("reduce", args, kw, 2, &fn, &seq, &acc); err != nil {
		return runtime.None, err
	}
	it, err := runtime.Iter(t, seq)
	if err != nil {
		return runtime.None, runtime.Errorf(runtime.TypeError, "reduce() arg 2 must support iteration")
	}
	have := len(args) == 3
	// One two-slot argument array serves every call: the callee copies
	// what it keeps.
	var pair [2]runtime.Value
	for {
		// One step per item, so that folding a huge iterator with a
		// built-in function still meets the step limit.
		if err := t.Step(1); err != nil {
			return runtime.None, err
		}
		x, ok, err := runtime.Next(t, it)
		if err != nil {
			return runtime.None, err
		}
		if !ok {
			break
		}
		if !have {
			acc, have = x, true
			continue
		}
		pair[0], pair[1] = acc, x
		acc, err = runtime.Call(t, fn, pair[:], nil)
		if err != nil {
			return runtime.None, err
		}
	}
	if !have {
		return runtime.None, runtime.Errorf(runtime.TypeError, "reduce() of empty iterable with no initial value")
	}
	return acc, nil
}

// keyWrapper is the object cmp_to_key returns, and the key objects it
// makes: cmp set and obj absent for the former, both set for the latter.
type keyWrapper struct {
	runtime.Identity
	cmp    runtime.Value
	obj    runtime.Value
	hasObj bool
}

// Type returns functools.KeyWrapper.
func (*keyWrapper) Type() *runtime.Type { return keyWrapperType }

var keyWrapperType = newKeyWrapperType()

func newKeyWrapperType() *runtime.Type {
	c := runtime.NewNativeType("KeyWrapper", "functools", nil, false)
	s := &c.Slots
	s.Call = func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		k := self.Object().(*keyWrapper)
		var obj runtime.Value
		switch {
		case len(args) == 1 && kw.Len() == 0:
			obj = args[0]
		case len(args) == 0 && kw.Len() == 0:
			return runtime.None, runtime.Errorf(runtime.TypeError, "K() missing required argument 'obj' (pos 1)")
		default:
			if err := runtime.UnpackArgs(t, "K", args, kw, "obj", &obj); err != nil {
				return runtime.None, err
			}
		}
		return runtime.MakeObject(&keyWrapper{cmp: k.cmp, obj: obj, hasObj: true}), nil
	}
	s.Compare = func(t *runtime.Thread, self, other runtime.Value, op runtime.CompareOp) (runtime.Value, error) {
		a, ok1 := self.Object().(*keyWrapper)
		b, ok2 := other.Object().(*keyWrapper)
		if !ok1 || !ok2 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "other argument must be K instance")
		}
		if !a.hasObj || !b.hasObj {
			return runtime.None, runtime.Errorf(runtime.AttributeError, "object")
		}
		res, err := runtime.Call(t, a.cmp, []runtime.Value{a.obj, b.obj}, nil)
		if err != nil {
			return runtime.None, err
		}
		return runtime.Compare(t, op, res, runtime.MakeInt(0))
	}
	// CPython's key objects are unhashable; its message names the class
	// with its module, which the runtime's generic message would not.
	s.Hash = func(t *runtime.Thread, self runtime.Value) (int64, error) {
		return 0, runtime.Errorf(runtime.TypeError, "unhashable type: 'functools.KeyWrapper'")
	}
	c.AddGetSet("obj", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		k := self.Object().(*keyWrapper)
		if !k.hasObj {
			return runtime.None, runtime.Errorf(runtime.AttributeError, "obj")
		}
		return k.obj, nil
	}, func(t *runtime.Thread, self, v runtime.Value, del bool) error {
		k := self.Object().(*keyWrapper)
		k.obj, k.hasObj = v, !del
		return nil
	})
	c.Finish()
	return c
}

// functoolsCmpToKey is cmp_to_key(mycmp).
func functoolsCmpToKey(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var cmp runtime.Value
	if err := runtime.UnpackArgs(t, "cmp_to_key", args, kw, "mycmp", &cmp); err != nil {
		return runtime.None, err
	}
	return runtime.MakeObject(&keyWrapper{cmp: cmp}), nil
}

// partial is functools.partial: a callable that calls fn with args
// before the call's own and keywords under the call's own.
type partial struct {
	runtime.Identity
	fn   runtime.Value
	args []runtime.Value
	kw   *runtime.Dict
	// dict is __dict__, made on first use. As in CPython, a partial
	// whose dict exists is not flattened into a partial made from it.
	dict *runtime.Dict
}

// Type returns functools.partial.
func (*partial) Type() *runtime.Type { return partialType }

var partialType = runtime.NewNativeType("partial", "functools", nil, true)

func init() { setupPartialType(partialType) }

// partialMembers are partial's read-only attributes, which its __dict__
// never shadows.
var partialMembers = map[string]bool{"func": true, "args": true, "keywords": true}

func setupPartialType(c *runtime.Type) {
	c.Doc = "partial(func, *args, **keywords) - new function with partial application\n    of the given arguments and keywords.\n"
	s := &c.Slots
	s.New = partialNew
	s.Call = func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		p, _ := runtime.Payload[*partial](self)
		return p.call(t, args, kw)
	}
	s.Repr = partialRepr
	s.GetAttr = func(t *runtime.Thread, self runtime.Value, name string) (runtime.Value, error) {
		if p, ok := self.Object().(*partial); ok && !partialMembers[name] {
			if name == "__dict__" {
				return runtime.MakeObject(p.ownDict(t)), nil
			}
			if p.dict != nil {
				if v, ok := p.dict.GetStr(name); ok {
					return v, nil
				}
			}
		}
		v, err := runtime.GenericGetAttr(t, self, name)
		if e, ok := err.(*runtime.Error); ok && e.Kind == runtime.AttributeError && self.Type() == partialType {
			// CPython names the class with its module here.
			err = runtime.Errorf(runtime.AttributeError, "'functools.partial' object has no attribute '%s'", name)
		}
		return v, err
	}
	s.SetAttr = func(t *runtime.Thread, self runtime.Value, name string, v runtime.Value) error {
		p, ok := self.Object().(*partial)
		if !ok {
			return runtime.GenericSetAttr(t, self, name, v)
		}
		if partialMembers[name] {
			return runtime.Errorf(runtime.AttributeError, "readonly attribute")
		}
		if name == "__dict__" {
			d, ok := v.Object().(*runtime.Dict)
			if !ok {
				return runtime.Errorf(runtime.TypeError, "__dict__ must be set to a dictionary, not a '%s'", v.TypeName())
			}
			p.dict = d
			return nil
		}
		return p.ownDict(t).Set(t, runtime.MakeStr(name), v)
	}
	s.DelAttr = func(t *runtime.Thread, self runtime.Value, name string) error {
		p, ok := self.Object().(*partial)
		if !ok {
			return runtime.GenericDelAttr(t, self, name)
		}
		if partialMembers[name] {
			return runtime.Errorf(runtime.AttributeError, "readonly attribute")
		}
		if p.dict == nil || !p.dict.DeleteStr(name) {
			return runtime.Errorf(runtime.AttributeError, "'functools.partial' object has no attribute '%s'", name)
		}
		return nil
	}
	c.AddGetter("func", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		p, _ := runtime.Payload[*partial](self)
		return p.fn, nil
	})
	c.AddGetter("args", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		p, _ := runtime.Payload[*partial](self)
		return runtime.MakeTuple(p.args...), nil
	})
	c.AddGetter("keywords", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		p, _ := runtime.Payload[*partial](self)
		return runtime.MakeObject(p.kw), nil
	})
	c.AddMethod("__reduce__", partialReduce)
	c.AddMethod("__setstate__", partialSetState)
	c.Finish()
}

// ownDict returns p's __dict__, making it.
func (p *partial) ownDict(t *runtime.Thread) *runtime.Dict {
	if p.dict == nil {
		p.dict = runtime.NewDict(t)
	}
	return p.dict
}

func partialNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if len(args) == 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "type 'partial' takes at least one argument")
	}
	fn := args[0]
	if !runtime.Callable(fn) {
		return runtime.None, runtime.Errorf(runtime.TypeError, "the first argument must be callable")
	}
	var preArgs []runtime.Value
	var preKw *runtime.Dict
	// A partial of a plain partial calls the inner function directly.
	if inner, ok := fn.Object().(*partial); ok && inner.dict == nil {
		fn, preArgs, preKw = inner.fn, inner.args, inner.kw
	}
	p := &partial{fn: fn}
	p.args = make([]runtime.Value, 0, len(preArgs)+len(args)-1)
	p.args = append(append(p.args, preArgs...), args[1:]...)
	if preKw != nil {
		p.kw = preKw.Copy()
	} else {
		p.kw = runtime.NewDict(t)
	}
	for i := 0; i < kw.Len(); i++ {
		if err := p.kw.Set(t, runtime.MakeStr(kw.Names[i]), kw.Values[i]); err != nil {
			return runtime.None, err
		}
	}
	return runtime.WrapNew(t, cls, partialType, p), nil
}

// call calls p with the call's own arguments.
func (p *partial) call(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	all := args
	if len(p.args) > 0 {
		all = make([]runtime.Value, 0, len(p.args)+len(args))
		all = append(append(all, p.args...), args...)
	}
	if p.kw.Len() == 0 {
		return runtime.Call(t, p.fn, all, kw)
	}
	merged := &runtime.KwArgs{}
	keys, values := p.kw.Items()
	for i, k := range keys {
		name, _ := runtime.AsStr(k)
		if kw.Len() > 0 {
			if _, over := kw.Get(name); over {
				continue
			}
		}
		merged.Add(name, values[i])
	}
	for i := 0; i < kw.Len(); i++ {
		merged.Add(kw.Names[i], kw.Values[i])
	}
	return runtime.Call(t, p.fn, all, merged)
}

// partialRepr is "functools.partial(<function f at 0x...>, 1, k=2)"; a
// subclass shows its own name.
func partialRepr(t *runtime.Thread, self runtime.Value) (string, error) {
	p, _ := runtime.Payload[*partial](self)
	var b strings.Builder
	if cls := self.Type(); cls == partialType {
		b.WriteString("functools.partial(")
	} else {
		b.WriteString(cls.Name)
		b.WriteByte('(')
	}
	r, err := runtime.Repr(t, p.fn)
	if err != nil {
		return "", err
	}
	b.WriteString(r)
	for _, a := range p.args {
		r, err := runtime.Repr(t, a)
		if err != nil {
			return "", err
		}
		b.WriteString(", ")
		b.WriteString(r)
	}
	keys, values := p.kw.Items()
	for i, k := range keys {
		name, err := runtime.ToStr(t, k)
		if err != nil {
			return "", err
		}
		r, err := runtime.Repr(t, values[i])
		if err != nil {
			return "", err
		}
		b.WriteString(", ")
		b.WriteString(name)
		b.WriteByte('=')
		b.WriteString(r)
	}
	b.WriteByte(')')
	return b.String(), nil
}

// partialReduce is partial.__reduce__, which copy uses.
func partialReduce(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	p, _ := runtime.Payload[*partial](self)
	kwv, dictv := runtime.None, runtime.None
	if p.kw.Len() > 0 {
		kwv = runtime.MakeObject(p.kw)
	}
	if inst, ok := self.Object().(*partial); ok && inst.dict != nil {
		dictv = runtime.MakeObject(inst.dict)
	} else if !ok {
		d, err := runtime.GetAttr(t, self, "__dict__")
		if err == nil {
			dictv = d
		}
	}
	return runtime.MakeTuple(runtime.MakeObject(self.Type()), runtime.MakeTuple(p.fn),
		runtime.MakeTuple(p.fn, runtime.MakeTuple(p.args...), kwv, dictv)), nil
}

// partialSetState is partial.__setstate__((func, args, kwds, dict)).
func partialSetState(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var state runtime.Value
	if err := runtime.UnpackPositional("__setstate__", args, kw, 1, &state); err != nil {
		return runtime.None, err
	}
	tup, ok := state.Object().(*runtime.Tuple)
	if !ok || tup.Len() != 4 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "invalid partial state")
	}
	it := tup.Items()
	fargs, ok1 := it[1].Object().(*runtime.Tuple)
	if !runtime.Callable(it[0]) || !ok1 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "invalid partial state")
	}
	p, _ := runtime.Payload[*partial](self)
	p.fn = it[0]
	p.args = append([]runtime.Value(nil), fargs.Items()...)
	if d, ok := it[2].Object().(*runtime.Dict); ok {
		p.kw = d.Copy()
	} else if it[2].IsNone() {
		p.kw = runtime.NewDict(t)
	} else {
		return runtime.None, runtime.Errorf(runtime.TypeError, "invalid partial state")
	}
	if d, ok := it[3].Object().(*runtime.Dict); ok {
		if own, ok := self.Object().(*partial); ok {
			own.dict = d
		} else if err := runtime.SetAttr(t, self, "__dict__", it[3]); err != nil {
			return runtime.None, err
		}
	}
	return runtime.None, nil
}
