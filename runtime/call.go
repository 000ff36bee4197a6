// This file defines keyword arguments, BuiltinFunction (a Python callable
// implemented in Go) and UnpackArgs, which turns a call's arguments into
// typed Go variables with CPython's TypeError messages.

package runtime

import (
	"strconv"
	"strings"
)

// KwArgs are the keyword arguments of a call, in the order given. A nil
// *KwArgs means none.
type KwArgs struct {
	Names  []string
	Values []Value
	// Keys are the names as str values when the caller has them (the
	// VM: a call site's constant names, a **dict's keys), so that a
	// **kwargs parameter's dict reuses them and their cached hashes;
	// nil otherwise. Add leaves them out of step, and drops them.
	Keys []Value
}

// Len returns the number of keyword arguments (0 for nil).
func (kw *KwArgs) Len() int {
	if kw == nil {
		return 0
	}
	return len(kw.Names)
}

// Add appends a keyword argument.
func (kw *KwArgs) Add(name string, v Value) {
	kw.Names = append(kw.Names, name)
	kw.Values = append(kw.Values, v)
	kw.Keys = nil
}

// key returns keyword argument i's name as a str value.
func (kw *KwArgs) key(i int) Value {
	if i < len(kw.Keys) {
		return kw.Keys[i]
	}
	return MakeStr(kw.Names[i])
}

// Get returns the value of the keyword argument name.
func (kw *KwArgs) Get(name string) (Value, bool) {
	if kw == nil {
		return Value{}, false
	}
	for i, n := range kw.Names {
		if n == name {
			return kw.Values[i], true
		}
	}
	return Value{}, false
}

// BuiltinFunc is the Go signature of a built-in function.
type BuiltinFunc func(t *Thread, args []Value, kw *KwArgs) (Value, error)

// MethodFunc is the Go signature of a built-in method: self is the object
// the method is bound to.
type MethodFunc func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error)

// BuiltinFunction is a function or bound method implemented in Go, the
// type builtin_function_or_method.
type BuiltinFunction struct {
	identity
	name   string
	module string
	doc    string
	fn     BuiltinFunc
	// A bound built-in method calls method with self.
	method  MethodFunc
	self    Value
	hasSelf bool
	// owner is the class a bound method was defined in (for its repr).
	owner *Type
	// transient marks a function that reads its argument slice only
	// during the call and never keeps it (see ArgsTransient).
	transient bool
}

// ArgsTransient reports whether f uses the slice of arguments it is
// called with only while the call lasts, so that the VM may pass its
// registers without copying them. Functions that build a tuple or an
// object around their arguments keep the slice, and must not be marked.
func (f *BuiltinFunction) ArgsTransient() bool { return f.transient }

// transientBuiltins are the built-in functions marked ArgsTransient: the
// fixed-arity and reducing ones programs call in their inner loops.
var transientBuiltins = map[string]bool{
	"abs": true, "all": true, "any": true, "ascii": true, "bin": true, "callable": true, "chr": true,
	"delattr": true, "divmod": true, "format": true, "getattr": true, "hasattr": true, "hash": true,
	"hex": true, "id": true, "isinstance": true, "issubclass": true, "iter": true, "len": true,
	"max": true, "min": true, "next": true, "oct": true, "ord": true, "pow": true, "print": true,
	"repr": true, "round": true, "setattr": true, "sorted": true, "sum": true,
}

// Type returns builtin_function_or_method.
func (*BuiltinFunction) Type() *Type { return BuiltinFunctionType }

// NewBuiltin returns a built-in function with the given name.
func NewBuiltin(name string, fn BuiltinFunc) *BuiltinFunction {
	return &BuiltinFunction{name: name, fn: fn, module: "builtins"}
}

// NewBuiltinMethod returns a built-in method bound to self.
func NewBuiltinMethod(name string, self Value, fn MethodFunc) *BuiltinFunction {
	return &BuiltinFunction{name: name, method: fn, self: self, hasSelf: true}
}

// Name returns the function's __name__.
func (f *BuiltinFunction) Name() string { return f.name }

// SetModule sets __module__ (and thereby __self__ of a module-level
// builtin, which CPython reports as the module).
func (f *BuiltinFunction) SetModule(m string) { f.module = m }

// SetDoc sets __doc__.
func (f *BuiltinFunction) SetDoc(doc string) { f.doc = doc }

// Call calls f.
func (f *BuiltinFunction) Call(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if f.hasSelf {
		return f.method(t, f.self, args, kw)
	}
	return f.fn(t, args, kw)
}

// repr returns "<built-in function len>" or "<built-in method append of
// list object at 0x...>".
func (f *BuiltinFunction) repr(t *Thread) string {
	if !f.hasSelf {
		return "<built-in function " + f.name + ">"
	}
	if _, ok := f.self.obj.(*Type); ok {
		return "<built-in method " + f.name + " of type object at " + addrOfT(t, f.self) + ">"
	}
	return "<built-in method " + f.name + " of " + f.self.TypeName() + " object at " + addrOfT(t, f.self) + ">"
}

// UnpackArgs binds the arguments of a call to a built-in function named
// fname to Go variables, with the messages CPython gives for a Python
// function of the same signature.
//
// pairs alternates parameter names and pointers. A name ending in "?" is
// optional (its variable keeps its value when the argument is absent); a
// name starting with "$" is keyword-only; the name "/" ends the
// positional-only parameters (it takes no pointer). Pointers may be
// *Value, *string, *int, *int64, *bool (any value, by truth), *float64,
// *Int, **Str, **Tuple, **List, **Dict or **Type; an argument of the
// wrong type raises "fname() argument 'x' must be str, not int".
func UnpackArgs(t *Thread, fname string, args []Value, kw *KwArgs, pairs ...any) error {
	type param struct {
		name    string
		ptr     int // index in pairs of the variable's pointer
		opt     bool
		kwOnly  bool
		posOnly bool
	}
	// The buffers live on the stack for the usual handful of parameters:
	// UnpackArgs runs on every call of many builtins, so it must not
	// allocate. params records where each pointer is in pairs rather than
	// the pointer itself: a copy of it in a slice would let it escape and
	// move the callers' variables to the heap.
	var pbuf [8]param
	var gbuf [8]Value
	var sbuf [8]bool
	var params []param
	var got []Value
	var set []bool
	if n := len(pairs) / 2; n <= len(pbuf) {
		params, got, set = pbuf[:0:n], gbuf[:n], sbuf[:n]
	} else {
		params, got, set = make([]param, 0, n), make([]Value, n), make([]bool, n)
	}
	nPos := 0
	for i := 0; i < len(pairs); i++ {
		name := pairs[i].(string)
		if name == "/" {
			for j := range params {
				params[j].posOnly = true
			}
			continue
		}
		i++
		p := param{name: name, ptr: i}
		if strings.HasPrefix(p.name, "$") {
			p.name, p.kwOnly = p.name[1:], true
		}
		if strings.HasSuffix(p.name, "?") {
			p.name, p.opt = p.name[:len(p.name)-1], true
		}
		if !p.kwOnly {
			nPos++
		}
		params = append(params, p)
	}
	// Bind in CPython's order: positional arguments, then keywords (whose
	// errors win), then the count of positional arguments, then what is
	// missing.
	got, set = got[:len(params)], set[:len(params)]
	for i := 0; i < len(args) && i < nPos; i++ {
		got[i], set[i] = args[i], true
	}
	for k, name := range kwNames(kw) {
		found := -1
		for i, p := range params {
			if p.name == name && !p.posOnly {
				found = i
				break
			}
		}
		if found < 0 {
			var posAsKw []string
			for _, n := range kwNames(kw) {
				for _, p := range params {
					if p.posOnly && p.name == n {
						posAsKw = append(posAsKw, n)
					}
				}
			}
			if posAsKw != nil {
				return Errorf(TypeError, "%s() got some positional-only arguments passed as keyword arguments: '%s'",
					fname, strings.Join(posAsKw, ", "))
			}
			return Errorf(TypeError, "%s() got an unexpected keyword argument '%s'", fname, name)
		}
		if set[found] {
			return Errorf(TypeError, "%s() got multiple values for argument '%s'", fname, name)
		}
		got[found], set[found] = kw.Values[k], true
	}
	if len(args) > nPos {
		nReq, kwGiven := 0, 0
		for i, p := range params {
			if !p.kwOnly && !p.opt {
				nReq++
			}
			if p.kwOnly && set[i] {
				kwGiven++
			}
		}
		return tooManyPositional(fname, nReq, nPos, len(args), kwGiven)
	}
	var missing []string
	for i, p := range params[:nPos] {
		if !set[i] && !p.opt {
			missing = append(missing, p.name)
		}
	}
	if missing != nil {
		return missingArgs(fname, "positional", missing)
	}
	for i, p := range params {
		if p.kwOnly && !set[i] && !p.opt {
			missing = append(missing, p.name)
		}
	}
	if missing != nil {
		return missingArgs(fname, "keyword-only", missing)
	}
	for i, p := range params {
		if !set[i] {
			continue
		}
		pos := i
		if i >= len(args) {
			pos = -1
		}
		if err := unpackOne(t, fname, p.name, pos, got[i], pairs[p.ptr]); err != nil {
			return err
		}
	}
	return nil
}

// kwNames returns the names of kw (nil for nil).
func kwNames(kw *KwArgs) []string {
	if kw == nil {
		return nil
	}
	return kw.Names
}

// tooManyPositional returns CPython's "f() takes 2 positional arguments but
// 3 were given" with its variants.
func tooManyPositional(fname string, nReq, nPos, given, kwOnlyGiven int) error {
	var takes string
	if nReq < nPos {
		takes = "from " + strconv.Itoa(nReq) + " to " + strconv.Itoa(nPos) + " positional arguments"
	} else {
		takes = plural(nPos, "positional argument")
	}
	if kwOnlyGiven > 0 {
		return Errorf(TypeError, "%s() takes %s but %s (and %s) were given", fname, takes,
			plural(given, "positional argument"), plural(kwOnlyGiven, "keyword-only argument"))
	}
	was := "were"
	if given == 1 {
		was = "was"
	}
	return Errorf(TypeError, "%s() takes %s but %d %s given", fname, takes, given, was)
}

// missingArgs returns "f() missing 2 required positional arguments: 'a' and 'b'".
func missingArgs(fname, kind string, names []string) error {
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = "'" + n + "'"
	}
	var list string
	switch len(quoted) {
	case 1:
		list = quoted[0]
	case 2:
		list = quoted[0] + " and " + quoted[1]
	default:
		list = strings.Join(quoted[:len(quoted)-1], ", ") + ", and " + quoted[len(quoted)-1]
	}
	return Errorf(TypeError, "%s() missing %s: %s", fname, plural(len(names), "required "+kind+" argument"), list)
}

// plural returns "1 thing" or "n things".
func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}

// unpackOne stores argument a (positional number i, or -1 for a keyword)
// into ptr.
func unpackOne(t *Thread, fname, pname string, i int, a Value, ptr any) error {
	bad := func(want string) error {
		if i >= 0 {
			return Errorf(TypeError, "%s() argument %d must be %s, not %s", fname, i+1, want, a.TypeName())
		}
		return Errorf(TypeError, "%s() argument '%s' must be %s, not %s", fname, pname, want, a.TypeName())
	}
	switch p := ptr.(type) {
	case *Value:
		*p = a
	case *string:
		s, ok := AsStr(a)
		if !ok {
			return bad("str")
		}
		*p = s
	case **Str:
		s := strObject(a)
		if s == nil {
			return bad("str")
		}
		*p = s
	case *bool:
		b, err := Truth(t, a)
		if err != nil {
			return err
		}
		*p = b
	case *int:
		n, err := IndexInt(t, a)
		if err != nil {
			return err
		}
		*p = n
	case *int64:
		n, err := IndexInt(t, a)
		if err != nil {
			return err
		}
		*p = int64(n)
	case *Int:
		n, ok := AsInt(a)
		if !ok {
			v, err := Index(t, a)
			if err != nil {
				return err
			}
			n, _ = AsInt(v)
		}
		*p = n
	case *float64:
		f, err := AsFloat(t, a)
		if err != nil {
			return err
		}
		*p = f
	case **Tuple:
		x, ok := a.obj.(*Tuple)
		if !ok {
			return bad("tuple")
		}
		*p = x
	case **List:
		x, ok := a.obj.(*List)
		if !ok {
			return bad("list")
		}
		*p = x
	case **Dict:
		x, ok := a.obj.(*Dict)
		if !ok {
			return bad("dict")
		}
		*p = x
	case **Type:
		x, ok := a.obj.(*Type)
		if !ok {
			return bad("type")
		}
		*p = x
	default:
		panic("runtime: UnpackArgs: unsupported pointer type")
	}
	return nil
}

// UnpackPositional binds positional-only arguments, with the messages of
// CPython's Argument Clinic ("insert expected 2 arguments, got 1", "get
// expected at most 2 arguments, got 3", "f() takes no keyword arguments").
// The first min variables are required; the others keep their values when
// absent.
func UnpackPositional(fname string, args []Value, kw *KwArgs, min int, vars ...*Value) error {
	if kw.Len() > 0 {
		return Errorf(TypeError, "%s() takes no keyword arguments", fname)
	}
	max := len(vars)
	if len(args) < min || len(args) > max {
		return argCountError(fname, min, max, len(args))
	}
	for i, a := range args {
		*vars[i] = a
	}
	return nil
}

// argCountError returns Argument Clinic's message for a wrong number of
// positional arguments.
func argCountError(fname string, min, max, n int) error {
	switch {
	case min == max:
		return Errorf(TypeError, "%s expected %s, got %d", fname, plural(min, "argument"), n)
	case n < min:
		return Errorf(TypeError, "%s expected at least %s, got %d", fname, plural(min, "argument"), n)
	default:
		return Errorf(TypeError, "%s expected at most %s, got %d", fname, plural(max, "argument"), n)
	}
}

// oneArg checks a METH_O style call, "list.append() takes exactly one
// argument (0 given)".
func oneArg(fname string, args []Value, kw *KwArgs) error {
	if kw.Len() > 0 {
		return Errorf(TypeError, "%s() takes no keyword arguments", fname)
	}
	if len(args) != 1 {
		return Errorf(TypeError, "%s() takes exactly one argument (%d given)", fname, len(args))
	}
	return nil
}

// noArgs checks a METH_NOARGS style call, "f() takes no arguments (1 given)".
func noArgs(fname string, args []Value, kw *KwArgs) error {
	if kw.Len() > 0 {
		return Errorf(TypeError, "%s() takes no keyword arguments", fname)
	}
	if len(args) != 0 {
		return Errorf(TypeError, "%s() takes no arguments (%d given)", fname, len(args))
	}
	return nil
}
