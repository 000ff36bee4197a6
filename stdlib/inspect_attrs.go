package stdlib

import "github.com/pyexgo/pyex/runtime"

// This file defines _inspect.percent_attrs(format, obj): format %
// obj.__dict__ for logging's %-style Formatter, without making the dict
// of a LogRecord. A record's attributes are kept in its class's shared
// layout until something reads __dict__, and making the dict cost more
// than the rest of formatting the record.

// attrsView is the mapping percent_attrs formats with: item key is the
// object's own attribute key, as record.__dict__[key] would be.
type attrsView struct {
	runtime.Identity
	obj runtime.Value
}

// Type returns the view's class.
func (*attrsView) Type() *runtime.Type { return attrsViewType }

var attrsViewType = func() *runtime.Type {
	c := runtime.NewNativeType("attrs_view", "_inspect", nil, false)
	c.Slots.GetItem = func(t *runtime.Thread, self, key runtime.Value) (runtime.Value, error) {
		view := self.Object().(*attrsView)
		if name, ok := runtime.AsStr(key); ok {
			if x, found := runtime.OwnAttr(t, view.obj, name); found {
				return x, nil
			}
		}
		return runtime.None, runtime.KeyErrorOf(key)
	}
	return c
}()

// onlyKeyedConversions reports whether every conversion of a %-format
// names its mapping key (%(name)s) or is %%: then the mapping is only
// indexed, never formatted itself, and a view can stand for the dict.
func onlyKeyedConversions(format string) bool {
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		if i >= len(format) || (format[i] != '(' && format[i] != '%') {
			return false
		}
	}
	return true
}

// percentAttrs is _inspect.percent_attrs(format, obj): format %
// obj.__dict__ for a str format and an instance whose conversions are all
// keyed, or None (the caller then formats with the dict itself: a str
// subclass may have its own %, and a mapping formatted whole must be the
// dict).
func percentAttrs(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if len(args) != 2 || kw.Len() > 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "percent_attrs() takes exactly 2 positional arguments")
	}
	format, ok := runtime.AsStr(args[0])
	if !ok || args[0].Type() != runtime.StrType {
		return runtime.None, nil
	}
	if _, plain := args[1].Object().(*runtime.Instance); !plain || !onlyKeyedConversions(format) {
		return runtime.None, nil
	}
	s, err := runtime.PercentFormat(t, format, runtime.MakeObject(&attrsView{obj: args[1]}))
	if err != nil {
		return runtime.None, err
	}
	return runtime.MakeStr(s), nil
}

// onlyNamedFields reports whether every replacement field of a str.format
// template starts with a name ({name...}): then format(**d) and
// format_map(d) agree, since no field asks for a positional argument.
// Conservative: any other '{' (an escape aside) says no.
func onlyNamedFields(format string) bool {
	for i := 0; i < len(format); i++ {
		if format[i] != '{' {
			continue
		}
		i++
		if i < len(format) && format[i] == '{' {
			continue
		}
		if i >= len(format) {
			return false
		}
		c := format[i]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80) {
			return false
		}
	}
	return true
}

// formatAttrs is _inspect.format_attrs(format, obj): format.format(
// **obj.__dict__) for logging's {-style, without copying the dict (and
// without making it, for a record). It returns None when obj is not an
// instance of a class, format is not exactly a str (a subclass may have
// its own format), or the template has a field that is not a name
// (where format(**d) and format_map(d) raise different errors): the
// caller formats with the dict itself.
func formatAttrs(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if len(args) != 2 || kw.Len() > 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "format_attrs() takes exactly 2 positional arguments")
	}
	format, ok := runtime.AsStr(args[0])
	if !ok || args[0].Type() != runtime.StrType {
		return runtime.None, nil
	}
	if _, plain := args[1].Object().(*runtime.Instance); !plain || !onlyNamedFields(format) {
		return runtime.None, nil
	}
	s, err := runtime.StrFormat(t, format, nil, nil, runtime.MakeObject(&attrsView{obj: args[1]}))
	if err != nil {
		return runtime.None, err
	}
	return runtime.MakeStr(s), nil
}

// mergeExtra is _inspect.merge_extra(record, extra): the loop of
// Logger.makeRecord that adds extra's items to record.__dict__, refusing
// a key the record already has (or "message" or "asctime", which
// formatting sets), without making a record's dict. It returns False,
// having changed nothing, when extra is not a dict with str keys or the
// record keeps no attributes of its own: the caller then runs the loop.
func mergeExtra(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if len(args) != 2 || kw.Len() > 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "merge_extra() takes exactly 2 positional arguments")
	}
	record := args[0]
	extra, isDict := args[1].Object().(*runtime.Dict)
	if _, plain := record.Object().(*runtime.Instance); !plain || !isDict || args[1].Type() != runtime.DictType {
		return runtime.False, nil
	}
	keys, values := extra.Items()
	for _, k := range keys {
		if _, ok := runtime.AsStr(k); !ok || k.Type() != runtime.StrType {
			return runtime.False, nil
		}
	}
	for i, k := range keys {
		name, _ := runtime.AsStr(k)
		_, clash := runtime.OwnAttr(t, record, name)
		if clash || name == "message" || name == "asctime" {
			r, err := runtime.Repr(t, k)
			if err != nil {
				return runtime.None, err
			}
			return runtime.None, runtime.KeyErrorOf(runtime.MakeStr("Attempt to overwrite " + r + " in LogRecord"))
		}
		ok, err := runtime.SetOwnAttr(t, record, name, values[i])
		if err != nil {
			return runtime.None, err
		}
		if !ok {
			// No attributes of its own: true of the first key already,
			// so nothing has changed.
			return runtime.False, nil
		}
	}
	return runtime.True, nil
}

// standardDict reports whether obj is an instance of a class whose __dict__
// is the standard one: then its own attributes are what obj.__dict__
// holds, and OwnAttr/SetOwnAttr read and write them.
func standardDict(obj runtime.Value) bool {
	if _, ok := obj.Object().(*runtime.Instance); !ok {
		return false
	}
	d, ok := obj.Type().Lookup("__dict__")
	if !ok {
		return false
	}
	gs, ok := d.Object().(*runtime.GetSetDescriptor)
	return ok && gs.Name == "__dict__"
}

// ownGet is _inspect.own_get(obj, name, missing): obj.__dict__.get(name,
// missing) without making the dict of an instance, or NotImplemented when
// obj is not an instance with the standard __dict__ (the caller then
// reads __dict__ itself).
func ownGet(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if len(args) != 3 || kw.Len() > 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "own_get() takes exactly 3 positional arguments")
	}
	name, ok := runtime.AsStr(args[1])
	if !ok || !standardDict(args[0]) {
		return runtime.NotImplemented, nil
	}
	if x, found := runtime.OwnAttr(t, args[0], name); found {
		return x, nil
	}
	return args[2], nil
}

// ownSet is _inspect.own_set(obj, name, value): obj.__dict__[name] = value
// without making the dict of an instance. It returns False, having done
// nothing, when obj is not an instance with the standard __dict__.
func ownSet(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if len(args) != 3 || kw.Len() > 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "own_set() takes exactly 3 positional arguments")
	}
	name, ok := runtime.AsStr(args[1])
	if !ok || !standardDict(args[0]) {
		return runtime.False, nil
	}
	done, err := runtime.SetOwnAttr(t, args[0], name, args[2])
	if err != nil {
		return runtime.None, err
	}
	return runtime.MakeBool(done), nil
}
