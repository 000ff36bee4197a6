// This file defines the callable classes of operator: itemgetter,
// attrgetter and methodcaller. None of them may be subclassed, as in
// CPython.

package stdlib

import (
	"strings"

	"github.com/pyexgo/pyex/runtime"
)

// opItemgetter is an itemgetter object: obj[item], or a tuple of
// obj[item] for several items.
type opItemgetter struct {
	runtime.Identity
	items []runtime.Value
}

// Type returns operator.itemgetter.
func (*opItemgetter) Type() *runtime.Type { return opItemgetterType }

var opItemgetterType = runtime.NewNativeType("itemgetter", "operator", nil, false)

func init() {
	c := opItemgetterType
	c.Doc = "itemgetter(item, ...) --> itemgetter object\n\n" +
		"Return a callable object that fetches the given item(s) from its operand.\n" +
		"After f = itemgetter(2), the call f(r) returns r[2].\n" +
		"After g = itemgetter(2, 5, 3), the call g(r) returns (r[2], r[5], r[3])"
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if kw.Len() > 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "itemgetter() takes no keyword arguments")
		}
		if len(args) == 0 {
			return runtime.None, itPositional("itemgetter", args, 1, 1)
		}
		return runtime.MakeObject(&opItemgetter{items: append([]runtime.Value(nil), args...)}), nil
	}
	c.Slots.Call = func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		g := self.Object().(*opItemgetter)
		if err := opCallArgs("itemgetter", args, kw); err != nil {
			return runtime.None, err
		}
		obj := args[0]
		if len(g.items) == 1 {
			return runtime.GetItem(t, obj, g.items[0])
		}
		out := make([]runtime.Value, len(g.items))
		for i, item := range g.items {
			v, err := runtime.GetItem(t, obj, item)
			if err != nil {
				return runtime.None, err
			}
			out[i] = v
		}
		return runtime.MakeObject(runtime.NewTuple(out)), nil
	}
	c.Slots.Repr = func(t *runtime.Thread, self runtime.Value) (string, error) {
		g := self.Object().(*opItemgetter)
		if len(g.items) == 1 {
			s, err := runtime.Repr(t, g.items[0])
			return "operator.itemgetter(" + s + ")", err
		}
		s, err := runtime.Repr(t, runtime.MakeTuple(g.items...))
		return "operator.itemgetter" + s, err
	}
	c.Finish()
}

// opCallArgs checks the call of a getter: exactly one positional
// argument, "itemgetter expected 1 argument, got 2".
func opCallArgs(name string, args []runtime.Value, kw *runtime.KwArgs) error {
	if kw.Len() > 0 {
		return runtime.Errorf(runtime.TypeError, "%s() takes no keyword arguments", name)
	}
	return itPositional(name, args, 1, 1)
}

// opAttrgetter is an attrgetter object: obj.a.b for each dotted name,
// held split at its dots.
type opAttrgetter struct {
	runtime.Identity
	paths [][]string
}

// Type returns operator.attrgetter.
func (*opAttrgetter) Type() *runtime.Type { return opAttrgetterType }

var opAttrgetterType = runtime.NewNativeType("attrgetter", "operator", nil, false)

func init() {
	c := opAttrgetterType
	c.Doc = "attrgetter(attr, ...) --> attrgetter object\n\n" +
		"Return a callable object that fetches the given attribute(s) from its operand.\n" +
		"After f = attrgetter('name'), the call f(r) returns r.name.\n" +
		"After g = attrgetter('name', 'date'), the call g(r) returns (r.name, r.date).\n" +
		"After h = attrgetter('name.first', 'name.last'), the call h(r) returns\n" +
		"(r.name.first, r.name.last)."
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if kw.Len() > 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "attrgetter() takes no keyword arguments")
		}
		if len(args) == 0 {
			return runtime.None, itPositional("attrgetter", args, 1, 1)
		}
		g := &opAttrgetter{paths: make([][]string, len(args))}
		for i, a := range args {
			name, ok := runtime.AsStr(a)
			if !ok {
				return runtime.None, runtime.Errorf(runtime.TypeError, "attribute name must be a string")
			}
			g.paths[i] = strings.Split(name, ".")
		}
		return runtime.MakeObject(g), nil
	}
	c.Slots.Call = func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		g := self.Object().(*opAttrgetter)
		if err := opCallArgs("attrgetter", args, kw); err != nil {
			return runtime.None, err
		}
		if len(g.paths) == 1 {
			return opGetPath(t, args[0], g.paths[0])
		}
		out := make([]runtime.Value, len(g.paths))
		for i, p := range g.paths {
			v, err := opGetPath(t, args[0], p)
			if err != nil {
				return runtime.None, err
			}
			out[i] = v
		}
		return runtime.MakeObject(runtime.NewTuple(out)), nil
	}
	c.Slots.Repr = func(t *runtime.Thread, self runtime.Value) (string, error) {
		g := self.Object().(*opAttrgetter)
		var b strings.Builder
		b.WriteString("operator.attrgetter(")
		for i, p := range g.paths {
			if i > 0 {
				b.WriteString(", ")
			}
			s, err := runtime.Repr(t, runtime.MakeStr(strings.Join(p, ".")))
			if err != nil {
				return "", err
			}
			b.WriteString(s)
		}
		b.WriteString(")")
		return b.String(), nil
	}
	c.Finish()
}

// opGetPath returns obj.a.b... for the names of path.
func opGetPath(t *runtime.Thread, obj runtime.Value, path []string) (runtime.Value, error) {
	for _, name := range path {
		v, err := runtime.GetAttr(t, obj, name)
		if err != nil {
			return runtime.None, err
		}
		obj = v
	}
	return obj, nil
}

// opMethodcaller is a methodcaller object: obj.name(*args, **kwargs).
type opMethodcaller struct {
	runtime.Identity
	name string
	args []runtime.Value
	kw   *runtime.KwArgs
}

// Type returns operator.methodcaller.
func (*opMethodcaller) Type() *runtime.Type { return opMethodcallerType }

var opMethodcallerType = runtime.NewNativeType("methodcaller", "operator", nil, false)

func init() {
	c := opMethodcallerType
	c.Doc = "methodcaller(name, ...) --> methodcaller object\n\n" +
		"Return a callable object that calls the given method on its operand.\n" +
		"After f = methodcaller('name'), the call f(r) returns r.name().\n" +
		"After g = methodcaller('name', 'date', foo=1), the call g(r) returns\n" +
		"r.name('date', foo=1)."
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) == 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "methodcaller needs at least one argument, the method name")
		}
		name, ok := runtime.AsStr(args[0])
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "method name must be a string")
		}
		m := &opMethodcaller{name: name, args: append([]runtime.Value(nil), args[1:]...)}
		if kw.Len() > 0 {
			m.kw = &runtime.KwArgs{Names: append([]string(nil), kw.Names...), Values: append([]runtime.Value(nil), kw.Values...)}
		}
		return runtime.MakeObject(m), nil
	}
	c.Slots.Call = func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		m := self.Object().(*opMethodcaller)
		if err := opCallArgs("methodcaller", args, kw); err != nil {
			return runtime.None, err
		}
		return runtime.CallMethod(t, args[0], m.name, m.args, m.kw)
	}
	c.Slots.Repr = func(t *runtime.Thread, self runtime.Value) (string, error) {
		m := self.Object().(*opMethodcaller)
		var b strings.Builder
		b.WriteString("operator.methodcaller(")
		s, err := runtime.Repr(t, runtime.MakeStr(m.name))
		if err != nil {
			return "", err
		}
		b.WriteString(s)
		for _, a := range m.args {
			s, err := runtime.Repr(t, a)
			if err != nil {
				return "", err
			}
			b.WriteString(", ")
			b.WriteString(s)
		}
		if m.kw != nil {
			for i, k := range m.kw.Names {
				s, err := runtime.Repr(t, m.kw.Values[i])
				if err != nil {
					return "", err
				}
				b.WriteString(", ")
				b.WriteString(k)
				b.WriteString("=")
				b.WriteString(s)
			}
		}
		b.WriteString(")")
		return b.String(), nil
	}
	c.Finish()
}
