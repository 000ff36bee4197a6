// This file defines _abc, the Go half of the abc module, as CPython has
// one in C: the registry of virtual subclasses and the two caches of each
// ABC, and the algorithms of isinstance() and issubclass() against an ABC.
// ABCMeta itself is a Python class (py/abc.py) whose methods call these,
// so that isinstance(x, collections.abc.Mapping), which agents' code runs
// in loops, costs one Python frame and a few Go map lookups.
//
// The invalidation counter that register() advances is per run: each
// import of _abc makes its own, captured by the module's functions.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_abc", initAbc) }

// abcState is the state _abc shares between the ABCs of one run.
type abcState struct {
	// counter is advanced by every register(); a negative cache made at
	// an older value is stale.
	counter int64
	// impls remembers the _abc_impl each ABC was given, so that the
	// checks find it without an attribute lookup.
	impls map[*runtime.Type]*abcData
}

// abcData is the ABC state of one class (the _abc_impl attribute):
// classes registered as virtual subclasses, in registration order, and
// the classes known to be, or known not to be, subclasses.
type abcData struct {
	runtime.Identity
	registry    []*runtime.Type
	inRegistry  map[*runtime.Type]bool
	cache       map[*runtime.Type]bool
	negCache    map[*runtime.Type]bool
	negCacheVer int64
}

// Type returns _abc._abc_data.
func (*abcData) Type() *runtime.Type { return abcDataType }

var abcDataType = runtime.NewNativeType("_abc_data", "_abc", nil, false)

func init() {
	abcDataType.Doc = "Internal state held by ABC machinery."
	abcDataType.Finish()
}

func initAbc(r *Run, m *runtime.Module) error {
	st := &abcState{impls: map[*runtime.Type]*abcData{}}
	d := m.Dict
	d.SetStr("__doc__", runtime.MakeStr("The bookkeeping of abc.ABCMeta, written in Go."))
	d.SetStr("_abc_data", runtime.MakeObject(abcDataType))
	fn := func(name string, f runtime.BuiltinFunc) {
		d.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_abc", name, f)))
	}
	fn("get_cache_token", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("get_cache_token", args, kw, 0); err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(st.counter), nil
	})
	fn("_abc_init", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var cls runtime.Value
		if err := runtime.UnpackPositional("_abc_init", args, kw, 1, &cls); err != nil {
			return runtime.None, err
		}
		return runtime.None, st.init(t, cls)
	})
	fn("_abc_register", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var cls, sub runtime.Value
		if err := runtime.UnpackPositional("_abc_register", args, kw, 2, &cls, &sub); err != nil {
			return runtime.None, err
		}
		return st.register(t, cls, sub)
	})
	fn("_abc_instancecheck", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var cls, inst runtime.Value
		if err := runtime.UnpackPositional("_abc_instancecheck", args, kw, 2, &cls, &inst); err != nil {
			return runtime.None, err
		}
		return st.instanceCheck(t, cls, inst)
	})
	fn("_abc_subclasscheck", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var cls, sub runtime.Value
		if err := runtime.UnpackPositional("_abc_subclasscheck", args, kw, 2, &cls, &sub); err != nil {
			return runtime.None, err
		}
		return st.subclassCheck(t, cls, sub)
	})
	// ABCMeta's __instancecheck__ and __subclasscheck__ are method
	// descriptors of type, so that isinstance() reaches the Go check
	// without a Python frame.
	method := func(name string, f func(t *runtime.Thread, cls, x runtime.Value) (runtime.Value, error)) {
		dunder := "__" + name + "__"
		d.SetStr("_"+name+"_method", runtime.MakeObject(&runtime.MethodDescriptor{
			Name:  dunder,
			Owner: runtime.TypeType,
			Fn: func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
				if len(args) != 1 || kw.Len() != 0 {
					var x runtime.Value
					return runtime.None, runtime.UnpackPositional(dunder, args, kw, 1, &x)
				}
				return f(t, self, args[0])
			},
		}))
	}
	method("instancecheck", st.instanceCheck)
	method("subclasscheck", st.subclassCheck)
	fn("_get_dump", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var cls runtime.Value
		if err := runtime.UnpackPositional("_get_dump", args, kw, 1, &cls); err != nil {
			return runtime.None, err
		}
		impl, err := abcImpl(t, cls)
		if err != nil {
			return runtime.None, err
		}
		sets := make([]runtime.Value, 0, 4)
		for _, types := range [][]*runtime.Type{impl.registry, sortedTypes(impl.cache), sortedTypes(impl.negCache)} {
			s := runtime.NewSet(t)
			for _, c := range types {
				if err := s.Add(t, runtime.MakeObject(c)); err != nil {
					return runtime.None, err
				}
			}
			sets = append(sets, runtime.MakeObject(s))
		}
		sets = append(sets, runtime.MakeInt(impl.negCacheVer))
		return runtime.MakeTuple(sets...), nil
	})
	fn("_reset_registry", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var cls runtime.Value
		if err := runtime.UnpackPositional("_reset_registry", args, kw, 1, &cls); err != nil {
			return runtime.None, err
		}
		impl, err := abcImpl(t, cls)
		if err != nil {
			return runtime.None, err
		}
		impl.registry, impl.inRegistry = nil, nil
		return runtime.None, nil
	})
	fn("_reset_caches", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var cls runtime.Value
		if err := runtime.UnpackPositional("_reset_caches", args, kw, 1, &cls); err != nil {
			return runtime.None, err
		}
		impl, err := abcImpl(t, cls)
		if err != nil {
			return runtime.None, err
		}
		impl.cache, impl.negCache = nil, nil
		return runtime.None, nil
	})
	return nil
}

// sortedTypes returns the keys of a cache in a stable order (by name),
// for _get_dump.
func sortedTypes(m map[*runtime.Type]bool) []*runtime.Type {
	out := make([]*runtime.Type, 0, len(m))
	for c := range m {
		out = append(out, c)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].QualName < out[j-1].QualName; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// abcImpl returns cls._abc_impl.
func abcImpl(t *runtime.Thread, cls runtime.Value) (*abcData, error) {
	v, err := runtime.GetAttr(t, cls, "_abc_impl")
	if err != nil {
		return nil, err
	}
	impl, ok := v.Object().(*abcData)
	if !ok {
		return nil, runtime.Errorf(runtime.TypeError, "_abc_impl is set to a wrong type")
	}
	return impl, nil
}

// impl returns the _abc_impl that _abc_init gave cls, or else looks the
// attribute up (a class made by a metaclass that skipped _abc_init
// inherits its base's).
func (st *abcState) impl(t *runtime.Thread, cls runtime.Value) (*abcData, error) {
	if c, ok := cls.Object().(*runtime.Type); ok {
		if impl := st.impls[c]; impl != nil {
			return impl, nil
		}
	}
	return abcImpl(t, cls)
}

// isAbstract reports getattr(v, "__isabstractmethod__", False), as a truth.
func isAbstract(t *runtime.Thread, v runtime.Value) (bool, error) {
	flag, err := runtime.GetAttrDefault(t, v, "__isabstractmethod__", runtime.False)
	if err != nil {
		return false, err
	}
	return runtime.Truth(t, flag)
}

// init is _abc_init(cls): it computes cls.__abstractmethods__ (the names
// bound to abstract values in cls's own dict, and the abstract names of
// its bases that cls still resolves to abstract values) and gives cls its
// _abc_impl.
func (st *abcState) init(t *runtime.Thread, clsV runtime.Value) error {
	cls, ok := clsV.Object().(*runtime.Type)
	if !ok {
		return runtime.Errorf(runtime.TypeError, "_abc_init() argument must be a class")
	}
	if _, ok := cls.Dict.GetStr("__abc_tpflags__"); ok {
		// The collection flags CPython reads from here are not kept in
		// the class dict.
		if err := runtime.DelAttr(t, clsV, "__abc_tpflags__"); err != nil {
			return err
		}
	}
	abstracts := runtime.NewFrozenSet(t)
	keys, values := cls.Dict.Items()
	for i, k := range keys {
		abs, err := isAbstract(t, values[i])
		if err != nil {
			return err
		}
		if abs {
			if err := abstracts.Add(t, k); err != nil {
				return err
			}
		}
	}
	for _, base := range cls.Bases {
		names, err := runtime.GetAttrDefault(t, runtime.MakeObject(base), "__abstractmethods__", runtime.None)
		if err != nil {
			return err
		}
		if names.IsNone() {
			continue
		}
		list, err := runtime.IterToSlice(t, names)
		if err != nil {
			return err
		}
		for _, name := range list {
			s, ok := runtime.AsStr(name)
			if !ok {
				continue
			}
			v, err := runtime.GetAttr(t, clsV, s)
			if err != nil {
				if runtime.ErrorMatches(err, runtime.AttributeErrorType) {
					continue
				}
				return err
			}
			abs, err := isAbstract(t, v)
			if err != nil {
				return err
			}
			if abs {
				if err := abstracts.Add(t, name); err != nil {
					return err
				}
			}
		}
	}
	if err := runtime.SetAttr(t, clsV, "__abstractmethods__", runtime.MakeObject(abstracts)); err != nil {
		return err
	}
	impl := &abcData{negCacheVer: st.counter}
	st.impls[cls] = impl
	return runtime.SetAttr(t, clsV, "_abc_impl", runtime.MakeObject(impl))
}

// register is _abc_register(cls, subclass), ABCMeta.register.
func (st *abcState) register(t *runtime.Thread, cls, subV runtime.Value) (runtime.Value, error) {
	sub, ok := subV.Object().(*runtime.Type)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "Can only register classes")
	}
	already, err := runtime.IsSubclass(t, subV, cls)
	if err != nil {
		return runtime.None, err
	}
	if already {
		return subV, nil
	}
	// The cycle test comes second, so that X.register(X) is a no-op.
	cycle, err := runtime.IsSubclass(t, cls, subV)
	if err != nil {
		return runtime.None, err
	}
	if cycle {
		return runtime.None, runtime.Errorf(runtime.RuntimeError, "Refusing to create an inheritance cycle")
	}
	impl, err := abcImpl(t, cls)
	if err != nil {
		return runtime.None, err
	}
	if !impl.inRegistry[sub] {
		if impl.inRegistry == nil {
			impl.inRegistry = map[*runtime.Type]bool{}
		}
		impl.inRegistry[sub] = true
		impl.registry = append(impl.registry, sub)
	}
	st.counter++
	return subV, nil
}

// instanceCheck is _abc_instancecheck(cls, instance), ABCMeta.__instancecheck__.
func (st *abcState) instanceCheck(t *runtime.Thread, cls, inst runtime.Value) (runtime.Value, error) {
	impl, err := st.impl(t, cls)
	if err != nil {
		return runtime.None, err
	}
	// Only a class statement's class can override __class__; a built-in
	// instance's is its type.
	subclass := runtime.MakeObject(inst.Type())
	if inst.Type().IsHeap() {
		if subclass, err = runtime.GetAttr(t, inst, "__class__"); err != nil {
			return runtime.None, err
		}
	}
	subType, _ := subclass.Object().(*runtime.Type)
	if subType != nil && impl.cache[subType] {
		return runtime.True, nil
	}
	subtype := inst.Type()
	if subType == subtype {
		if impl.negCacheVer == st.counter && impl.negCache[subtype] {
			return runtime.False, nil
		}
		return callSubclassCheck(t, cls, subclass)
	}
	r, err := callSubclassCheck(t, cls, subclass)
	if err != nil {
		return runtime.None, err
	}
	if ok, err := runtime.Truth(t, r); err != nil || ok {
		return r, err
	}
	return callSubclassCheck(t, cls, runtime.MakeObject(subtype))
}

// callSubclassCheck is cls.__subclasscheck__(sub), looked up as an
// attribute of cls (so through its metaclass).
func callSubclassCheck(t *runtime.Thread, cls, sub runtime.Value) (runtime.Value, error) {
	f, err := runtime.GetAttr(t, cls, "__subclasscheck__")
	if err != nil {
		return runtime.None, err
	}
	return runtime.Call(t, f, []runtime.Value{sub}, nil)
}

// subclassCheck is _abc_subclasscheck(cls, subclass), ABCMeta.__subclasscheck__.
func (st *abcState) subclassCheck(t *runtime.Thread, cls, subV runtime.Value) (runtime.Value, error) {
	sub, ok := subV.Object().(*runtime.Type)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "issubclass() arg 1 must be a class")
	}
	impl, err := st.impl(t, cls)
	if err != nil {
		return runtime.None, err
	}
	if impl.cache[sub] {
		return runtime.True, nil
	}
	if impl.negCacheVer < st.counter {
		impl.negCache = nil
		impl.negCacheVer = st.counter
	} else if impl.negCache[sub] {
		return runtime.False, nil
	}
	hook, err := runtime.GetAttr(t, cls, "__subclasshook__")
	if err != nil {
		return runtime.None, err
	}
	ok1, err := runtime.Call(t, hook, []runtime.Value{subV}, nil)
	if err != nil {
		return runtime.None, err
	}
	switch {
	case ok1.IsTrue():
		impl.addCache(sub)
		return runtime.True, nil
	case ok1.IsBool():
		impl.addNegCache(sub)
		return runtime.False, nil
	case !ok1.IsNotImplemented():
		return runtime.None, runtime.Errorf(runtime.AssertionError, "__subclasshook__ must return either False, True, or NotImplemented")
	}
	self, _ := cls.Object().(*runtime.Type)
	for _, c := range sub.MRO {
		if c == self {
			impl.addCache(sub)
			return runtime.True, nil
		}
	}
	// The registry may grow while it is walked; walk a snapshot.
	for _, r := range append([]*runtime.Type(nil), impl.registry...) {
		ok, err := runtime.IsSubclass(t, subV, runtime.MakeObject(r))
		if err != nil {
			return runtime.None, err
		}
		if ok {
			impl.addCache(sub)
			return runtime.True, nil
		}
	}
	subsFn, err := runtime.GetAttr(t, cls, "__subclasses__")
	if err != nil {
		return runtime.None, err
	}
	subs, err := runtime.Call(t, subsFn, nil, nil)
	if err != nil {
		return runtime.None, err
	}
	list, err := runtime.IterToSlice(t, subs)
	if err != nil {
		return runtime.None, err
	}
	for _, s := range list {
		ok, err := runtime.IsSubclass(t, subV, s)
		if err != nil {
			return runtime.None, err
		}
		if ok {
			impl.addCache(sub)
			return runtime.True, nil
		}
	}
	impl.addNegCache(sub)
	return runtime.False, nil
}

func (impl *abcData) addCache(c *runtime.Type) {
	if impl.cache == nil {
		impl.cache = map[*runtime.Type]bool{}
	}
	impl.cache[c] = true
}

func (impl *abcData) addNegCache(c *runtime.Type) {
	if impl.negCache == nil {
		impl.negCache = map[*runtime.Type]bool{}
	}
	impl.negCache[c] = true
}
