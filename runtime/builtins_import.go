package runtime

import "strings"

// builtinImport is __import__(name, globals=None, locals=None,
// fromlist=(), level=0): the module for "import name" (the top-level
// package) or, with a fromlist, the named module itself. Relative imports
// (level > 0) need a package, which programs run as __main__ have not.
func builtinImport(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var name, globals, locals, fromlist, level Value
	globals, locals, fromlist, level = None, None, MakeTuple(), MakeInt(0)
	if err := UnpackArgs(t, "__import__", args, kw, "name", &name, "globals?", &globals, "locals?", &locals, "fromlist?", &fromlist, "level?", &level); err != nil {
		return Value{}, err
	}
	s, ok := AsStr(name)
	if !ok {
		return Value{}, Errorf(TypeError, "module name must be a string")
	}
	lv, err := AsSsize(t, level)
	if err != nil {
		return Value{}, err
	}
	if lv < 0 {
		return Value{}, Errorf(ValueError, "level must be >= 0")
	}
	if lv > 0 {
		return Value{}, Errorf(ImportError, "attempted relative import with no known parent package")
	}
	if s == "" {
		return Value{}, Errorf(ValueError, "Empty module name")
	}
	if t.Import == nil {
		return Value{}, Errorf(ImportError, "No module named '%s'", s)
	}
	mod, err := t.Import(s)
	if err != nil {
		return Value{}, err
	}
	if want, err := Truth(t, fromlist); err != nil || want {
		return mod, err
	}
	top, _, _ := strings.Cut(s, ".")
	if top == s {
		return mod, nil
	}
	return t.Import(top)
}
