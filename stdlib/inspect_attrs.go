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

// percentAttrs is _inspect.percent_attrs(format, obj).
func percentAttrs(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if len(args) != 2 || kw.Len() > 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "percent_attrs() takes exactly 2 positional arguments")
	}
	format, ok := runtime.AsStr(args[0])
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "percent_attrs() format must be str")
	}
	var mapping runtime.Value
	if _, plain := args[1].Object().(*runtime.Instance); plain && onlyKeyedConversions(format) {
		mapping = runtime.MakeObject(&attrsView{obj: args[1]})
	} else {
		d, err := runtime.GetAttr(t, args[1], "__dict__")
		if err != nil {
			return runtime.None, err
		}
		mapping = d
	}
	s, err := runtime.PercentFormat(t, format, mapping)
	if err != nil {
		return runtime.None, err
	}
	return runtime.MakeStr(s), nil
}
