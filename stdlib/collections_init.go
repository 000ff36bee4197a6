// This file defines _install_inits, which gives OrderedDict, defaultdict
// and Counter (py/collections.py) an __init__ slot in Go for the calls
// programs make most: OrderedDict(), OrderedDict(a_dict),
// defaultdict(list), Counter(), Counter(a_list). Their __init__ is Python,
// and a class call runs it through a bound method, a frame and the
// packing of *args and **kwargs, many times the work of the dict itself.
// Any other call runs the Python __init__ as before. The slot belongs to
// the class alone: a subclass computes its own, and a change of a dunder
// of the class recomputes it, so an __init__ or __setitem__ defined later
// takes over.

package stdlib

import "github.com/pyexgo/pyex/runtime"

// initFast handles a class call's __init__ when it can (done), or leaves
// it to the Python __init__.
type initFast func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (done bool, err error)

// installInit puts fast in front of cls's __init__ slot.
func installInit(cls *runtime.Type, fast initFast) {
	general := cls.Slots.Init
	if general == nil {
		return
	}
	cls.Slots.Init = func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) error {
		if done, err := fast(t, self, args, kw); done || err != nil {
			return err
		}
		return general(t, self, args, kw)
	}
}

// collectionsInstallInits is _install_inits(OrderedDict, defaultdict,
// Counter, Mapping).
func collectionsInstallInits(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var odV, ddV, counterV, mappingV runtime.Value
	if err := runtime.UnpackPositional("_install_inits", args, kw, 4, &odV, &ddV, &counterV, &mappingV); err != nil {
		return runtime.None, err
	}
	var classes [3]*runtime.Type
	for i, v := range []runtime.Value{odV, ddV, counterV} {
		c, ok := v.Object().(*runtime.Type)
		if !ok || !c.IsHeap() || !c.IsSubtype(runtime.DictType) {
			return runtime.None, runtime.Errorf(runtime.TypeError, "_install_inits() needs dict subclasses, not %s", v.TypeName())
		}
		classes[i] = c
	}
	installInit(classes[0], odictInitFast)
	installInit(classes[1], defaultdictInitFast)
	counter := classes[2]
	update, _ := counter.Dict.GetStr("update")
	installInit(counter, func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (bool, error) {
		return counterInitFast(t, self, args, kw, counter, update, mappingV)
	})
	return runtime.None, nil
}

// odictInitFast is OrderedDict(), and OrderedDict(d) of a dict: its keys
// in order, as __init__ stores them (self[key] = d[key], dict's own
// __setitem__ for OrderedDict itself).
func odictInitFast(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (bool, error) {
	if kw.Len() > 0 || len(args) > 1 {
		return false, nil
	}
	if len(args) == 0 {
		return true, nil
	}
	src, ok := args[0].Object().(*runtime.Dict)
	dst := odictOf(self)
	if !ok || dst == nil {
		return false, nil
	}
	if src == dst {
		return true, nil
	}
	for i := 0; ; {
		key, value, next, ok := src.Next(i)
		if !ok {
			return true, nil
		}
		if err := dst.Set(t, key, value); err != nil {
			return true, err
		}
		i = next
	}
}

// defaultdictInitFast is defaultdict() and defaultdict(factory): the
// factory checked and stored, the dict left empty.
func defaultdictInitFast(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (bool, error) {
	if kw.Len() > 0 || len(args) > 1 {
		return false, nil
	}
	factory := runtime.None
	if len(args) == 1 {
		factory = args[0]
	}
	if !factory.IsNone() && !runtime.Callable(factory) {
		return true, runtime.Errorf(runtime.TypeError, "first argument must be callable or None")
	}
	return true, runtime.SetAttr(t, self, "default_factory", factory)
}

// counterInitFast is Counter() and Counter(iterable) of an iterable that
// is no mapping, while the class keeps its own update: the elements
// counted as update counts them.
func counterInitFast(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs, cls *runtime.Type, update, mapping runtime.Value) (bool, error) {
	if kw.Len() > 0 || len(args) > 1 {
		return false, nil
	}
	if cur, _ := cls.Lookup("update"); !cur.Is(update) {
		return false, nil
	}
	if len(args) == 0 || args[0].IsNone() {
		return true, nil
	}
	isMapping, err := runtime.IsInstance(t, args[0], mapping)
	if err != nil || isMapping {
		return err != nil, err
	}
	_, err = countElements(t, []runtime.Value{self, args[0]}, nil)
	return true, err
}
