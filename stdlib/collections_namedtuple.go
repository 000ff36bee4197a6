// This file defines the Go helpers of a named tuple's _asdict and
// _replace (py/collections.py): the pairing of field names with values
// that CPython writes as dict(zip(...)) and map(kwds.pop, ...), done
// without the zip's pair tuples and the map's calls.

package stdlib

import (
	"strings"

	"github.com/pyexgo/pyex/runtime"
)

// seqItems returns the items iterating v gives: a tuple's own items
// when its class iterates it as tuple does.
func seqItems(t *runtime.Thread, v runtime.Value) ([]runtime.Value, error) {
	if items, ok := runtime.IteratedTupleItems(v); ok {
		return items, nil
	}
	return runtime.IterToSlice(t, v)
}

// namedTupleAsDict is _nt_asdict(names, values): dict(zip(names,
// values)), the body of a named tuple's _asdict.
func namedTupleAsDict(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var namesV, valuesV runtime.Value
	if err := runtime.UnpackPositional("_nt_asdict", args, kw, 2, &namesV, &valuesV); err != nil {
		return runtime.None, err
	}
	names, err := seqItems(t, namesV)
	if err != nil {
		return runtime.None, err
	}
	values, err := seqItems(t, valuesV)
	if err != nil {
		return runtime.None, err
	}
	n := min(len(names), len(values))
	d := runtime.NewDictSized(t, n)
	for i := 0; i < n; i++ {
		if err := d.Set(t, names[i], values[i]); err != nil {
			return runtime.None, err
		}
	}
	return runtime.MakeObject(d), nil
}

// namedTupleReplaced is _nt_replaced(fields, row, kwds): the tuple of
// kwds.pop(f, v) for the pairs (f, v) of fields and row, the values a
// named tuple's _replace builds its copy from; the keywords it used are
// gone from kwds afterwards.
func namedTupleReplaced(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var fieldsV, rowV, kwdsV runtime.Value
	if err := runtime.UnpackPositional("_nt_replaced", args, kw, 3, &fieldsV, &rowV, &kwdsV); err != nil {
		return runtime.None, err
	}
	kwds, ok := kwdsV.Object().(*runtime.Dict)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "_nt_replaced() needs a dict, not %s", kwdsV.TypeName())
	}
	fields, err := seqItems(t, fieldsV)
	if err != nil {
		return runtime.None, err
	}
	row, err := seqItems(t, rowV)
	if err != nil {
		return runtime.None, err
	}
	n := min(len(fields), len(row))
	out := make([]runtime.Value, n)
	for i := 0; i < n; i++ {
		out[i] = row[i]
		if kwds.Len() == 0 {
			continue
		}
		v, found, err := kwds.Delete(t, fields[i])
		if err != nil {
			return runtime.None, err
		}
		if found {
			out[i] = v
		}
	}
	return runtime.MakeObject(runtime.NewTuple(out)), nil
}

// ntNew is the __new__ of one named tuple class: its fields and the
// defaults of the last of them.
type ntNew struct {
	name     string          // the class name, for the docstring
	fname    string          // "Point.__new__", for argument errors
	fields   []string        // the field names
	params   []string        // the field names as UnpackArgs reads them
	defaults []runtime.Value // the values of the last len(defaults) fields
	nreq     int             // how many fields have no default
}

// newNTNew reads the arguments of _namedtuple_new and _nt_install:
// typename, the field names and the defaults.
func newNTNew(t *runtime.Thread, typename, fieldsV, defaultsV runtime.Value) (*ntNew, error) {
	name, _ := runtime.AsStr(typename)
	fieldVals, err := runtime.IterToSlice(t, fieldsV)
	if err != nil {
		return nil, err
	}
	defaults, err := runtime.IterToSlice(t, defaultsV)
	if err != nil {
		return nil, err
	}
	n := &ntNew{name: name, fname: name + ".__new__", defaults: defaults}
	n.fields = make([]string, len(fieldVals))
	n.params = make([]string, len(fieldVals))
	n.nreq = len(fieldVals) - len(defaults)
	for i, f := range fieldVals {
		n.fields[i], _ = runtime.AsStr(f)
		// A field with a default is optional to UnpackArgs.
		n.params[i] = n.fields[i]
		if i >= n.nreq {
			n.params[i] += "?"
		}
	}
	return n, nil
}

// positional makes the row of cls from the positional arguments args
// alone, the fields left out taking their defaults: Task(1, 2, 3, 4),
// Hit(key, value). ok is false when the arguments do not fit.
func (n *ntNew) positional(t *runtime.Thread, cls *runtime.Type, args []runtime.Value) (runtime.Value, bool) {
	p, nf := len(args), len(n.fields)
	if p < n.nreq || p > nf {
		return runtime.None, false
	}
	if p == nf {
		return runtime.NewTupleOf(t, cls, args), true
	}
	// NewTupleOf copies the items: a short row is gathered on the stack.
	var buf [8]runtime.Value
	items := buf[:0]
	if nf > len(buf) {
		items = make([]runtime.Value, 0, nf)
	}
	items = append(append(items, args...), n.defaults[p-n.nreq:]...)
	return runtime.NewTupleOf(t, cls, items), true
}

// call is the __new__ function: it binds (cls, *args, **kwargs) to the
// fields as a Python function with that signature would, with the same
// messages ("Point.__new__() missing 1 required positional argument:
// 'y'"), and makes the row.
func (n *ntNew) call(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if kw.Len() == 0 && len(args) > 0 {
		if cls, ok := args[0].Object().(*runtime.Type); ok && cls.IsSubtype(runtime.TupleType) {
			if v, ok := n.positional(t, cls, args[1:]); ok {
				return v, nil
			}
		}
	}
	nf := len(n.fields)
	vals := make([]runtime.Value, nf+1)
	copy(vals[nf+1-len(n.defaults):], n.defaults)
	pairs := make([]any, 0, 2*(nf+1))
	pairs = append(pairs, "_cls", &vals[0])
	for i, f := range n.params {
		pairs = append(pairs, f, &vals[i+1])
	}
	if err := runtime.UnpackArgs(t, n.fname, args, kw, pairs...); err != nil {
		return runtime.None, err
	}
	cls, ok := vals[0].Object().(*runtime.Type)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "tuple.__new__(X): X is not a type object (%s)", vals[0].TypeName())
	}
	if !cls.IsSubtype(runtime.TupleType) {
		return runtime.None, runtime.Errorf(runtime.TypeError, "tuple.__new__(%s): %s is not a subtype of tuple", cls.Name, cls.Name)
	}
	return runtime.NewTupleOf(t, cls, vals[1:]), nil
}

// namedTupleNewFactory is _namedtuple_new(typename, fields, defaults): the
// __new__ of a named tuple class, ntNew.call as a built-in function.
func namedTupleNewFactory(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var typename, fieldsV, defaultsV runtime.Value
	if err := runtime.UnpackPositional("_namedtuple_new", args, kw, 3, &typename, &fieldsV, &defaultsV); err != nil {
		return runtime.None, err
	}
	n, err := newNTNew(t, typename, fieldsV, defaultsV)
	if err != nil {
		return runtime.None, err
	}
	b := runtime.NewModuleFunction("collections", "__new__", n.call)
	argList := strings.Join(n.fields, ", ")
	if len(n.fields) == 1 {
		argList += ","
	}
	b.SetDoc("Create new instance of " + n.name + "(" + argList + ")")
	return runtime.MakeObject(b), nil
}

// namedTupleInstall is _nt_install(cls, fields, defaults), called on a
// named tuple class just made: calling the class then makes the row in
// Go, instead of looking up and calling the __new__ function with the
// class prepended to the arguments, then object.__init__ to check them.
// Both run as before whenever the arguments need binding (keywords, a
// wrong count). A later change of a dunder of the class recomputes its
// slots from its dict as for any class, and a subclass gets its own, so
// a __new__ or __init__ defined afterwards takes over.
func namedTupleInstall(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var clsV, fieldsV, defaultsV runtime.Value
	if err := runtime.UnpackPositional("_nt_install", args, kw, 3, &clsV, &fieldsV, &defaultsV); err != nil {
		return runtime.None, err
	}
	cls, ok := clsV.Object().(*runtime.Type)
	if !ok || !cls.IsSubtype(runtime.TupleType) || !cls.IsHeap() {
		return runtime.None, runtime.Errorf(runtime.TypeError, "_nt_install() needs a tuple subclass, not %s", clsV.TypeName())
	}
	n, err := newNTNew(t, runtime.MakeStr(cls.Name), fieldsV, defaultsV)
	if err != nil {
		return runtime.None, err
	}
	general := cls.Slots.New
	cls.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if kw.Len() == 0 {
			if v, ok := n.positional(t, cls, args); ok {
				return v, nil
			}
		}
		return general(t, cls, args, kw)
	}
	// object.__init__ accepts any arguments when __new__ is overridden,
	// so a class that keeps it has nothing to check.
	init, _ := cls.Lookup("__init__")
	objInit, _ := runtime.ObjectType.Dict.GetStr("__init__")
	if init.Is(objInit) {
		cls.Slots.Init = nil
		// The positional path copies the row and the general one binds
		// the arguments into __new__'s frame: a call keeps none of the
		// caller's registers.
		cls.SetCallArgsTransient()
	}
	return runtime.None, nil
}
