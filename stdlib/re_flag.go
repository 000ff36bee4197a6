// This file defines re.RegexFlag, the type of re.IGNORECASE and the other
// flags. CPython makes it an enum.IntFlag; pyex makes it a subclass of int
// built in Go, created for each run (a class is mutable), whose |, &, ^
// and ~ keep the type and whose repr and str name the flags as CPython's
// do: re.IGNORECASE|re.MULTILINE, re.NOFLAG, re.IGNORECASE|0x2000.

package stdlib

import (
	"strconv"

	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/stdlib/internal/sre"
)

// regexFlagNames lists the flags in the order RegexFlag defines them,
// which is the order its repr names them.
var regexFlagNames = []struct {
	name  string
	short string
	value int64
}{
	{"ASCII", "A", sre.FlagASCII},
	{"IGNORECASE", "I", sre.FlagIgnoreCase},
	{"LOCALE", "L", sre.FlagLocale},
	{"UNICODE", "U", sre.FlagUnicode},
	{"MULTILINE", "M", sre.FlagMultiline},
	{"DOTALL", "S", sre.FlagDotAll},
	{"VERBOSE", "X", sre.FlagVerbose},
	{"TEMPLATE", "T", sre.FlagTemplate},
	{"DEBUG", "", sre.FlagDebug},
}

// regexFlagRepr returns the repr of a RegexFlag of value v.
func regexFlagRepr(v int64) string {
	if v == 0 {
		return "re.NOFLAG"
	}
	if v < 0 {
		return "re.RegexFlag(" + strconv.FormatInt(v, 10) + ")"
	}
	s := ""
	rest := v
	for _, f := range regexFlagNames {
		if v&f.value != 0 {
			if s != "" {
				s += "|"
			}
			s += "re." + f.name
			rest &^= f.value
		}
	}
	if s == "" {
		return "re.RegexFlag(" + strconv.FormatInt(v, 10) + ")"
	}
	if rest != 0 {
		s += "|0x" + strconv.FormatInt(rest, 16)
	}
	return s
}

// flagValue returns the int value of a flag (an int or an int subclass).
func flagValue(v runtime.Value) (int64, bool) {
	n, ok := runtime.AsInt(v)
	if !ok {
		return 0, false
	}
	x, ok := n.Int64()
	return x, ok
}

// newRegexFlagClass builds RegexFlag for a run. It returns the class and
// a function that makes a flag of a value.
func newRegexFlagClass(t *runtime.Thread) (*runtime.Type, func(int64) (runtime.Value, error), error) {
	ns := runtime.NewDict(t)
	var cls *runtime.Type
	newFlag := func(v int64) (runtime.Value, error) {
		return runtime.Call(t, runtime.MakeObject(cls), []runtime.Value{runtime.MakeInt(v)}, nil)
	}
	method := func(name string, fn runtime.MethodFunc) {
		ns.SetStr(name, runtime.MakeObject(&runtime.MethodDescriptor{Name: name, Owner: runtime.IntType, Fn: fn}))
	}
	reprFn := func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("__repr__", args, kw, 0); err != nil {
			return runtime.None, err
		}
		v, _ := flagValue(self)
		return runtime.MakeStr(regexFlagRepr(v)), nil
	}
	method("__repr__", reprFn)
	method("__str__", reprFn)
	method("__format__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var spec runtime.Value
		if err := runtime.UnpackPositional("__format__", args, kw, 1, &spec); err != nil {
			return runtime.None, err
		}
		if s, ok := runtime.AsStr(spec); ok && s == "" {
			v, _ := flagValue(self)
			return runtime.MakeStr(regexFlagRepr(v)), nil
		}
		v, _ := flagValue(self)
		return runtime.CallMethod(t, runtime.MakeInt(v), "__format__", []runtime.Value{spec}, nil)
	})
	binop := func(name string, f func(a, b int64) int64) {
		method(name, func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			var other runtime.Value
			if err := runtime.UnpackPositional(name, args, kw, 1, &other); err != nil {
				return runtime.None, err
			}
			a, _ := flagValue(self)
			if other.IsBool() || other.IsFloat() {
				return runtime.NotImplemented, nil
			}
			b, ok := flagValue(other)
			if !ok {
				return runtime.NotImplemented, nil
			}
			return newFlag(f(a, b))
		})
	}
	or := func(a, b int64) int64 { return a | b }
	and := func(a, b int64) int64 { return a & b }
	xor := func(a, b int64) int64 { return a ^ b }
	binop("__or__", or)
	binop("__ror__", or)
	binop("__and__", and)
	binop("__rand__", and)
	binop("__xor__", xor)
	binop("__rxor__", xor)
	method("__invert__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("__invert__", args, kw, 0); err != nil {
			return runtime.None, err
		}
		v, _ := flagValue(self)
		all := int64(0)
		for _, f := range regexFlagNames {
			all |= f.value
		}
		return newFlag(all &^ v)
	})
	members := func(v int64) ([]runtime.Value, error) {
		var out []runtime.Value
		for _, f := range regexFlagNames {
			if v&f.value != 0 {
				x, err := newFlag(f.value)
				if err != nil {
					return nil, err
				}
				out = append(out, x)
			}
		}
		return out, nil
	}
	method("__iter__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("__iter__", args, kw, 0); err != nil {
			return runtime.None, err
		}
		v, _ := flagValue(self)
		out, err := members(v)
		if err != nil {
			return runtime.None, err
		}
		return runtime.CallMethod(t, runtime.MakeObject(runtime.NewList(out)), "__iter__", nil, nil)
	})
	method("__len__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("__len__", args, kw, 0); err != nil {
			return runtime.None, err
		}
		v, _ := flagValue(self)
		out, err := members(v)
		return runtime.MakeInt(int64(len(out))), err
	})
	method("__contains__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var other runtime.Value
		if err := runtime.UnpackPositional("__contains__", args, kw, 1, &other); err != nil {
			return runtime.None, err
		}
		a, _ := flagValue(self)
		b, ok := flagValue(other)
		if !ok || other.Type() != self.Type() {
			return runtime.None, runtime.Errorf(runtime.TypeError, "unsupported operand type(s) for 'in': '%s' and '%s'", other.TypeName(), self.TypeName())
		}
		return runtime.MakeBool(a&b == b), nil
	})
	method("__reduce_ex__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		v, _ := flagValue(self)
		return runtime.MakeTuple(runtime.MakeObject(cls), runtime.MakeTuple(runtime.MakeInt(v))), nil
	})
	ns.SetStr("__module__", runtime.MakeStr("re"))
	ns.SetStr("__qualname__", runtime.MakeStr("RegexFlag"))
	ns.SetStr("__slots__", runtime.MakeTuple())
	var err error
	cls, err = runtime.NewClass(t, "RegexFlag", []*runtime.Type{runtime.IntType}, ns)
	if err != nil {
		return nil, nil, err
	}
	clsVal := runtime.MakeObject(cls)
	getter := func(name string, f func(v int64) runtime.Value) {
		fn := runtime.NewBuiltin(name, func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			var self runtime.Value
			if err := runtime.UnpackPositional(name, args, kw, 1, &self); err != nil {
				return runtime.None, err
			}
			v, _ := flagValue(self)
			return f(v), nil
		})
		prop, err := runtime.Call(t, runtime.MakeObject(runtime.PropertyType), []runtime.Value{runtime.MakeObject(fn)}, nil)
		if err == nil {
			_ = runtime.SetAttr(t, clsVal, name, prop)
		}
	}
	getter("value", func(v int64) runtime.Value { return runtime.MakeInt(v) })
	getter("name", func(v int64) runtime.Value {
		if v == 0 {
			return runtime.MakeStr("NOFLAG")
		}
		s := ""
		for _, f := range regexFlagNames {
			if v&f.value != 0 {
				if s != "" {
					s += "|"
				}
				s += f.name
			}
		}
		if s == "" {
			return runtime.None
		}
		return runtime.MakeStr(s)
	})
	noflag, err := newFlag(0)
	if err != nil {
		return nil, nil, err
	}
	if err := runtime.SetAttr(t, clsVal, "NOFLAG", noflag); err != nil {
		return nil, nil, err
	}
	for _, f := range regexFlagNames {
		v, err := newFlag(f.value)
		if err != nil {
			return nil, nil, err
		}
		if err := runtime.SetAttr(t, clsVal, f.name, v); err != nil {
			return nil, nil, err
		}
		if f.short != "" {
			if err := runtime.SetAttr(t, clsVal, f.short, v); err != nil {
				return nil, nil, err
			}
		}
	}
	return cls, newFlag, nil
}
