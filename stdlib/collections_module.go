// This file defines _collections, the Go half of the collections
// package: deque (collections_deque.go), Counter's counting loop
// (_count_elements), the field descriptors of named tuples
// (_tuplegetter), their __new__ and the helpers of their methods
// (collections_namedtuple.go), OrderedDict's popitem and move_to_end
// (collections_odict.go). The rest of collections is Python, in
// py/collections.py, which imports these.

package stdlib

import (
	"strconv"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_collections", initCollections) }

func initCollections(r *Run, m *runtime.Module) error {
	d := m.Dict
	d.SetStr("__doc__", runtime.MakeStr("The parts of collections written in Go: deque, and helpers of Counter and namedtuple."))
	d.SetStr("deque", runtime.MakeObject(dequeType))
	d.SetStr("_deque_iterator", runtime.MakeObject(dequeIterType))
	d.SetStr("_deque_reverse_iterator", runtime.MakeObject(dequeRevIterType))
	d.SetStr("_tuplegetter", runtime.MakeObject(tupleGetterType))
	fn := func(name string, f runtime.BuiltinFunc) {
		d.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_collections", name, f)))
	}
	fn("_count_elements", countElements)
	fn("_namedtuple_new", namedTupleNewFactory)
	fn("_namedtuple_entry", namedTupleEntry)
	fn("_odict_methods", odictMethods)
	fn("_nt_asdict", namedTupleAsDict)
	fn("_nt_replaced", namedTupleReplaced)
	fn("_nt_install", namedTupleInstall)
	fn("_counter_top", counterTop)
	fn("_install_inits", collectionsInstallInits)
	return nil
}

// namedTupleEntry is _namedtuple_entry(impl): it returns namedtuple, a Go
// function that binds namedtuple's arguments and, without module=, takes
// the module of the code that called it (CPython reads the caller's frame;
// a Go function sees its caller's frame as the running one), then calls
// impl(typename, field_names, rename, defaults, module) written in Python.
func namedTupleEntry(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var impl runtime.Value
	if err := runtime.UnpackPositional("_namedtuple_entry", args, kw, 1, &impl); err != nil {
		return runtime.None, err
	}
	entry := func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var typename, fields runtime.Value
		rename, defaults, module := runtime.False, runtime.None, runtime.None
		if err := runtime.UnpackArgs(t, "namedtuple", args, kw, "typename", &typename, "field_names", &fields,
			"$rename?", &rename, "$defaults?", &defaults, "$module?", &module); err != nil {
			return runtime.None, err
		}
		if module.IsNone() {
			module = runtime.MakeStr("__main__")
			if t.Frame != nil {
				if f := t.Frame(); f != nil {
					if v, ok := f.Globals().GetStr("__name__"); ok {
						module = v
					}
				}
			}
		}
		return runtime.Call(t, impl, []runtime.Value{typename, fields, rename, defaults, module}, nil)
	}
	return runtime.MakeObject(runtime.NewModuleFunction("collections", "namedtuple", entry)), nil
}

// countElements is _count_elements(mapping, iterable): mapping[x] += 1
// for each x, starting from 0. A dict (or a subclass that keeps dict's get
// and __setitem__, as Counter does) is updated directly.
func countElements(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var mapping, iterable runtime.Value
	if err := runtime.UnpackPositional("_count_elements", args, kw, 2, &mapping, &iterable); err != nil {
		return runtime.None, err
	}
	it, err := runtime.Iter(t, iterable)
	if err != nil {
		return runtime.None, err
	}
	one := runtime.MakeInt(1)
	if d, ok := plainDict(mapping); ok {
		for {
			key, ok, err := runtime.Next(t, it)
			if err != nil || !ok {
				return runtime.None, err
			}
			if err := t.Step(1); err != nil {
				return runtime.None, err
			}
			old, found, err := d.Get(t, key)
			if err != nil {
				return runtime.None, err
			}
			nv := one
			if found {
				if old.IsSmallInt() && old.SmallInt() < 1<<62 {
					nv = runtime.MakeInt(old.SmallInt() + 1)
				} else if nv, err = runtime.Binary(t, runtime.OpAdd, old, one); err != nil {
					return runtime.None, err
				}
			}
			if err := d.Set(t, key, nv); err != nil {
				return runtime.None, err
			}
		}
	}
	get, err := runtime.GetAttr(t, mapping, "get")
	if err != nil {
		return runtime.None, err
	}
	for {
		key, ok, err := runtime.Next(t, it)
		if err != nil || !ok {
			return runtime.None, err
		}
		if err := t.Step(1); err != nil {
			return runtime.None, err
		}
		old, err := runtime.Call(t, get, []runtime.Value{key, runtime.MakeInt(0)}, nil)
		if err != nil {
			return runtime.None, err
		}
		nv, err := runtime.Binary(t, runtime.OpAdd, old, one)
		if err != nil {
			return runtime.None, err
		}
		if err := runtime.SetItem(t, mapping, key, nv); err != nil {
			return runtime.None, err
		}
	}
}

// plainDict returns the dict behind v when v is a dict, or an instance of
// a subclass whose get and __setitem__ are dict's own.
func plainDict(v runtime.Value) (*runtime.Dict, bool) {
	d, ok := runtime.Payload[*runtime.Dict](v)
	if !ok {
		return nil, false
	}
	typ := v.Type()
	if typ == runtime.DictType {
		return d, true
	}
	for _, name := range [...]string{"get", "__setitem__"} {
		mine, ok1 := typ.Lookup(name)
		base, ok2 := runtime.DictType.Lookup(name)
		if !ok1 || !ok2 || !mine.Is(base) {
			return nil, false
		}
	}
	return d, true
}

// tupleGetter is _tuplegetter(index, doc), the descriptor of a named
// tuple's field: reading it through an instance returns item index.
type tupleGetter struct {
	runtime.Identity
	index int
	doc   runtime.Value
}

// TupleField implements runtime.TupleFieldDescriptor.
func (g *tupleGetter) TupleField() int { return g.index }

// Type returns _collections._tuplegetter.
func (*tupleGetter) Type() *runtime.Type { return tupleGetterType }

var tupleGetterType = runtime.NewNativeType("_tuplegetter", "_collections", nil, false)

func init() {
	c := tupleGetterType
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var idx, doc runtime.Value
		if kw.Len() > 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "_tuplegetter() takes no keyword arguments")
		}
		if len(args) != 2 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "_tuplegetter expected 2 arguments, got %d", len(args))
		}
		idx, doc = args[0], args[1]
		i, err := runtime.AsSsize(t, idx)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeObject(&tupleGetter{index: i, doc: doc}), nil
	}
	c.Slots.DescrGet = func(t *runtime.Thread, self, obj runtime.Value, cls *runtime.Type) (runtime.Value, error) {
		g := self.Object().(*tupleGetter)
		items, ok := runtime.TupleItemsOf(obj)
		if !ok {
			if obj.IsNone() {
				return self, nil
			}
			return runtime.None, runtime.Errorf(runtime.TypeError, "descriptor for index '%d' for tuple subclasses doesn't apply to '%s' object", g.index, obj.TypeName())
		}
		if uint(g.index) >= uint(len(items)) {
			return runtime.None, runtime.Errorf(runtime.IndexError, "tuple index out of range")
		}
		return items[g.index], nil
	}
	c.Slots.DescrSet = func(t *runtime.Thread, self, obj, v runtime.Value) error {
		return runtime.Errorf(runtime.AttributeError, "can't set attribute")
	}
	c.Slots.DescrDel = func(t *runtime.Thread, self, obj runtime.Value) error {
		return runtime.Errorf(runtime.AttributeError, "can't delete attribute")
	}
	c.Slots.Repr = func(t *runtime.Thread, self runtime.Value) (string, error) {
		g := self.Object().(*tupleGetter)
		r, err := runtime.Repr(t, g.doc)
		if err != nil {
			return "", err
		}
		return "_tuplegetter(" + strconv.Itoa(g.index) + ", " + r + ")", nil
	}
	c.AddGetSet("__doc__", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		g, ok := self.Object().(*tupleGetter)
		if !ok {
			return runtime.None, nil
		}
		return g.doc, nil
	}, func(t *runtime.Thread, self, v runtime.Value, del bool) error {
		g := self.Object().(*tupleGetter)
		if del {
			v = runtime.None
		}
		g.doc = v
		return nil
	})
	c.AddMethod("__reduce__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		g := self.Object().(*tupleGetter)
		return runtime.MakeTuple(runtime.MakeObject(tupleGetterType), runtime.MakeTuple(runtime.MakeInt(int64(g.index)), g.doc)), nil
	})
	c.Finish()
}
