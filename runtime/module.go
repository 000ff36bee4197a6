// This file defines the module object: a named namespace dict.

package runtime

// Module is a module object; its attributes are its dict.
type Module struct {
	identity
	Name string
	Dict *Dict
}

// ModuleType is the class of modules.
var ModuleType = newBuiltinType("module", ObjectType, open)

// CodeType is the class of code objects, which pyex exposes only as opaque
// values (a function's __code__ offers no way back to the host).
var CodeType = newBuiltinType("code", ObjectType, closed)

// NewModule returns an empty module named name, with __name__ set.
func NewModule(t *Thread, name string) *Module {
	d := NewDict(t)
	d.SetKey(KeyName, MakeStr(name))
	d.SetKey(KeyDoc, None)
	d.SetKey(KeyPackage, None)
	return &Module{Name: name, Dict: d}
}

// NewModuleOf returns a module named name whose namespace is d, as it is
// (the builtins module).
func NewModuleOf(name string, d *Dict) *Module { return &Module{Name: name, Dict: d} }

// roomyModule is a module, its namespace and room for mainRoom names, in
// one allocation (NewRoomyModule).
type roomyModule struct {
	m  Module
	d  Dict
	e  [mainRoom]dictEntry
	ix [mainIndex]int32
}

// mainRoom is the names a roomy module holds before its namespace grows:
// __main__'s nine and a few of the program's. mainIndex is the index
// that holds them under the two-thirds rule.
const (
	mainRoom  = 16
	mainIndex = 32
)

// NewRoomyModule returns a module named name with an empty namespace
// that has room for 16 names, the module, the dict and its arrays made
// in one allocation: a session's __main__, which every run makes.
func NewRoomyModule(t *Thread, name string) *Module {
	b := &roomyModule{}
	for i := range b.ix {
		b.ix[i] = ixEmpty
	}
	b.d.index, b.d.entries, b.d.hk = b.ix[:], b.e[:0], t.hashKey()
	b.m.Name, b.m.Dict = name, &b.d
	return &b.m
}

// Key is a str dict key made once and shared by every run: a frozen str,
// whose hash is computed up front and never written. Go code that sets
// the same names in every run's namespaces (__name__, __doc__, ...) sets
// them through Keys so that it allocates no key str.
type Key struct{ s *Str }

// NewKey returns the Key of name. Call it once, for a package-level
// variable: the point of a Key is to be shared.
func NewKey(name string) Key { return Key{newFrozenStr(name)} }

// The keys every module namespace holds.
var (
	KeyName     = NewKey("__name__")
	KeyDoc      = NewKey("__doc__")
	KeyPackage  = NewKey("__package__")
	KeyFile     = NewKey("__file__")
	KeyBuiltins = NewKey("__builtins__")
)

// Str returns the key as a str value, which is as shareable as the key.
func (k Key) Str() Value { return MakeObject(k.s) }

// SetKey sets d[k] = v, as SetStr does, without allocating the key.
func (d *Dict) SetKey(k Key, v Value) {
	// Str keys never call back into Python, so there can be no error.
	_ = d.setHash(nil, MakeObject(k.s), k.s.hashWith(d.hk), v)
}

// Type returns module.
func (*Module) Type() *Type { return ModuleType }

func setupModules() {
	s := &ModuleType.Slots
	// module(name, doc=None), which types.ModuleType calls. The slots
	// below expect a *Module, so a subclass of module cannot be made yet.
	s.New = func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
		if cls != ModuleType {
			return Value{}, Errorf(TypeError, "subclasses of module are not supported")
		}
		// Argument Clinic's messages, which CPython gives here.
		if len(args)+kw.Len() > 2 {
			return Value{}, Errorf(TypeError, "module() takes at most 2 arguments (%d given)", len(args)+kw.Len())
		}
		name, doc, haveName := Value{}, None, len(args) > 0
		if haveName {
			name = args[0]
		}
		if len(args) > 1 {
			doc = args[1]
		}
		for i, k := range kwNames(kw) {
			switch {
			case k == "name" && len(args) == 0:
				name, haveName = kw.Values[i], true
			case k == "doc" && len(args) < 2:
				doc = kw.Values[i]
			default:
				return Value{}, Errorf(TypeError, "'%s' is an invalid keyword argument for module()", k)
			}
		}
		if !haveName {
			return Value{}, Errorf(TypeError, "module() missing required argument 'name' (pos 1)")
		}
		n, ok := AsStr(name)
		if !ok {
			return Value{}, Errorf(TypeError, "module() argument 'name' must be str, not %s", name.TypeName())
		}
		m := NewModule(t, n)
		m.Dict.SetStr("__doc__", doc)
		m.Dict.SetStr("__loader__", None)
		m.Dict.SetStr("__spec__", None)
		return MakeObject(m), nil
	}
	s.GetAttr = func(t *Thread, self Value, name string) (Value, error) {
		m := self.obj.(*Module)
		if name == "__dict__" {
			return MakeObject(m.Dict), nil
		}
		if v, ok := m.Dict.GetStr(name); ok {
			return v, nil
		}
		if v, err := GenericGetAttr(t, self, name); err == nil {
			return v, nil
		}
		// PEP 562: a module's own __getattr__ answers for names it lacks
		// (urllib.parse uses it for its deprecated Quoter).
		if hook, ok := m.Dict.GetStr("__getattr__"); ok {
			return Call(t, hook, []Value{MakeStr(name)}, nil)
		}
		return None, NewException(AttributeErrorType, MakeStr("module '"+m.Name+"' has no attribute '"+name+"'"))
	}
	s.SetAttr = func(t *Thread, self Value, name string, v Value) error {
		d := self.obj.(*Module).Dict
		if err := d.CheckRebind(name, false); err != nil {
			return err
		}
		d.SetStr(name, v)
		return nil
	}
	s.DelAttr = func(t *Thread, self Value, name string) error {
		m := self.obj.(*Module)
		if err := m.Dict.CheckRebind(name, true); err != nil {
			return err
		}
		if !m.Dict.DeleteStr(name) {
			return NewException(AttributeErrorType, MakeStr("module '"+m.Name+"' has no attribute '"+name+"'"))
		}
		return nil
	}
	s.Repr = func(t *Thread, self Value) (string, error) {
		return "<module '" + self.obj.(*Module).Name + "'>", nil
	}
}
