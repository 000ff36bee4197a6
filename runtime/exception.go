// This file defines Exception, the object of every exception class, with
// CPython's constructor, str() and repr() rules for BaseException and the
// classes that add attributes (StopIteration, SystemExit, KeyError,
// ImportError, OSError, SyntaxError, the Unicode errors, AttributeError,
// NameError), and the conversion of a Go *Error into an exception object.

package runtime

import (
	"strconv"
	"strings"
)

// Exception is an instance of BaseException or a subclass. It is also a Go
// error, so Go code may return a full exception object where an *Error
// (kind and message) is not enough: KeyError(key), StopIteration(value).
type Exception struct {
	identity
	cls             *Type
	args            *Tuple
	dict            *Dict
	Cause           Value // __cause__: None or an exception
	Context         Value // __context__: None or an exception
	SuppressContext bool  // __suppress_context__
	// Traceback is __traceback__: None, or the chain of *Traceback
	// entries AddTraceback records as the exception unwinds.
	Traceback Value
	// members holds the attributes subclasses add (value, code, errno,
	// filename, ...), in the order the class declares them.
	members []excMember
}

type excMember struct {
	name string
	v    Value
}

// Type returns the exception's class.
func (e *Exception) Type() *Type { return e.cls }

// Args returns e.args.
func (e *Exception) Args() []Value { return e.args.items }

// Error returns the last line of the traceback CPython would print,
// "ValueError: bad".
func (e *Exception) Error() string {
	s, err := excStr(nil, MakeObject(e))
	if err != nil || s == "" {
		return e.cls.fullName()
	}
	return e.cls.fullName() + ": " + s
}

// member returns the subclass attribute name (None when unset).
func (e *Exception) member(name string) Value {
	for _, m := range e.members {
		if m.name == name {
			return m.v
		}
	}
	return None
}

// setMember sets a subclass attribute.
func (e *Exception) setMember(name string, v Value) {
	for i := range e.members {
		if e.members[i].name == name {
			e.members[i].v = v
			return
		}
	}
	e.members = append(e.members, excMember{name, v})
}

// NewException returns a new exception of class cls with the given args,
// without running the class's __init__ (the object Go code raises).
func NewException(cls *Type, args ...Value) *Exception {
	e := &Exception{cls: cls, args: NewTuple(args), Cause: None, Context: None, Traceback: None}
	excSetMembers(e, args)
	return e
}

// ExceptionOf returns the exception object of a Go error: itself for an
// *Exception, a new object of the error's class for an *Error, and a
// SystemError for any other error.
func ExceptionOf(err error) *Exception {
	switch e := err.(type) {
	case *Exception:
		return e
	case *Error:
		if e.Msg == "" {
			return NewException(e.Kind.Class())
		}
		return NewException(e.Kind.Class(), MakeStr(e.Msg))
	}
	return NewException(SystemErrorType, MakeStr(err.Error()))
}

// errorMatches reports whether err is an exception of class cls or a
// subclass.
func errorMatches(err error, cls *Type) bool {
	switch e := err.(type) {
	case *Error:
		return e.Kind.Class().IsSubtype(cls)
	case *Exception:
		return e.cls.IsSubtype(cls)
	}
	return false
}

// ErrorMatches reports whether err is an exception of class cls or a
// subclass.
func ErrorMatches(err error, cls *Type) bool { return errorMatches(err, cls) }

// asException returns the *Exception of v, or nil.
func asException(v Value) *Exception {
	e, _ := v.obj.(*Exception)
	return e
}

// KeyErrorOf returns KeyError(key).
func KeyErrorOf(key Value) *Exception { return NewException(KeyErrorType, key) }

// excNew is BaseException.__new__: it records the args; __init__ may
// replace them.
func excNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	if cls.IsSubtype(OSErrorType) && cls == OSErrorType && len(args) >= 2 {
		if n, ok := AsInt(args[0]); ok {
			if c := osErrorSubclass(n); c != nil {
				cls = c
			}
		}
	}
	e := &Exception{cls: cls, args: NewTuple(append([]Value(nil), args...)), Cause: None, Context: None, Traceback: None}
	if cls.IsHeap() {
		e.dict = NewDict(t)
	}
	if cls.IsSubtype(BaseExceptionGroupType) {
		if err := excGroupNew(t, e, args, kw); err != nil {
			return Value{}, err
		}
		return MakeObject(e), nil
	}
	excSetMembers(e, args)
	return MakeObject(e), nil
}

// excInit is BaseException.__init__: args become e.args; keywords are an
// error except for the classes that take them.
func excInit(t *Thread, self Value, args []Value, kw *KwArgs) error {
	e := asException(self)
	if e == nil {
		return Errorf(TypeError, "descriptor '__init__' requires a 'BaseException' object but received a '%s'", self.TypeName())
	}
	switch {
	case e.cls.IsSubtype(ImportErrorType):
		for i, n := range kwNames(kw) {
			if n != "name" && n != "path" {
				return Errorf(TypeError, "'%s' is an invalid keyword argument for ImportError()", n)
			}
			e.setMember(n, kw.Values[i])
		}
	case e.cls.IsSubtype(AttributeErrorType):
		for i, n := range kwNames(kw) {
			if n != "name" && n != "obj" {
				return Errorf(TypeError, "AttributeError() got an unexpected keyword argument '%s'", n)
			}
			e.setMember(n, kw.Values[i])
		}
	case e.cls.IsSubtype(NameErrorType):
		for i, n := range kwNames(kw) {
			if n != "name" {
				return Errorf(TypeError, "NameError() got an unexpected keyword argument '%s'", n)
			}
			e.setMember(n, kw.Values[i])
		}
	case e.cls.IsSubtype(BaseExceptionGroupType):
		return nil
	default:
		if kw.Len() > 0 {
			return Errorf(TypeError, "%s() takes no keyword arguments", e.cls.Name)
		}
	}
	if e.cls.IsSubtype(SyntaxErrorType) && len(args) == 2 {
		info, err := iterToSlice(t, args[1])
		if err != nil {
			return err
		}
		if len(info) < 4 {
			return Errorf(TypeError, "function takes at least 4 arguments (%d given)", len(info))
		}
		if len(info) > 6 {
			return Errorf(TypeError, "function takes at most 6 arguments (%d given)", len(info))
		}
	}
	if e.cls.IsSubtype(OSErrorType) && len(args) >= 3 && len(args) <= 5 {
		// OSError(errno, strerror, filename, ...) keeps two args.
		e.args = NewTuple(append([]Value(nil), args[:2]...))
	} else {
		e.args = NewTuple(append([]Value(nil), args...))
	}
	excSetMembers(e, args)
	if e.cls.IsSubtype(UnicodeErrorType) && e.cls != UnicodeErrorType {
		return unicodeErrorCheck(t, e)
	}
	return nil
}

// excSetMembers sets the attributes a class derives from its arguments.
func excSetMembers(e *Exception, args []Value) {
	arg := func(i int) Value {
		if i < len(args) {
			return args[i]
		}
		return None
	}
	c := e.cls
	switch {
	case c.IsSubtype(StopIterationType):
		e.setMember("value", arg(0))
	case c.IsSubtype(SystemExitType):
		if len(args) > 1 {
			e.setMember("code", MakeObject(NewTuple(args)))
		} else {
			e.setMember("code", arg(0))
		}
	case c.IsSubtype(ImportErrorType):
		if len(args) == 1 {
			e.setMember("msg", args[0])
		}
	case c.IsSubtype(OSErrorType):
		if len(args) >= 2 && len(args) <= 5 {
			e.setMember("errno", args[0])
			e.setMember("strerror", args[1])
			e.setMember("filename", arg(2))
			e.setMember("filename2", arg(4))
		}
	case c.IsSubtype(SyntaxErrorType):
		if len(args) >= 1 {
			e.setMember("msg", args[0])
		}
		if len(args) == 2 {
			if info, err := iterToSlice(nil, args[1]); err == nil {
				names := []string{"filename", "lineno", "offset", "text", "end_lineno", "end_offset"}
				for i, v := range info {
					if i < len(names) {
						e.setMember(names[i], v)
					}
				}
			}
		}
	case c.IsSubtype(UnicodeErrorType) && c != UnicodeErrorType && len(args) == 5:
		for i, n := range []string{"encoding", "object", "start", "end", "reason"} {
			e.setMember(n, args[i])
		}
	}
}

// unicodeErrorCheck checks and converts the arguments of
// UnicodeEncodeError (encoding, object, start, end, reason),
// UnicodeDecodeError (the same, object any bytes-like value, kept as
// bytes) and UnicodeTranslateError (object, start, end, reason) as
// CPython's argument parsing does, with its messages.
func unicodeErrorCheck(t *Thread, e *Exception) error {
	a := e.args.items
	translate := e.cls.IsSubtype(UnicodeTranslateErrorType)
	decode := e.cls.IsSubtype(UnicodeDecodeErrorType)
	names := []string{"encoding", "object", "start", "end", "reason"}
	if translate {
		names = names[1:]
	}
	if len(a) != len(names) {
		return Errorf(TypeError, "function takes exactly %d arguments (%d given)", len(names), len(a))
	}
	for i, n := range names {
		v := a[i]
		switch {
		case n == "start" || n == "end":
			x, err := AsSsize(t, v)
			if err != nil {
				return err
			}
			v = MakeInt(int64(x))
		case n == "object" && decode:
			b, ok := asBytesData(v)
			if !ok {
				return Errorf(TypeError, "a bytes-like object is required, not '%s'", v.TypeName())
			}
			v = MakeBytes(b)
		case !v.Type().IsSubtype(StrType):
			return Errorf(TypeError, "argument %d must be str, not %s", i+1, v.TypeName())
		}
		e.setMember(n, v)
	}
	if translate {
		e.setMember("encoding", None)
	}
	return nil
}

// osErrorSubclass maps an errno to the OSError subclass CPython picks.
func osErrorSubclass(n Int) *Type {
	v, ok := n.Int64()
	if !ok {
		return nil
	}
	switch v {
	case 11, 114, 115:
		return BlockingIOErrorType
	case 10:
		return ChildProcessErrorType
	case 32, 108:
		return BrokenPipeErrorType
	case 103:
		return ConnectionAbortedErrorType
	case 111:
		return ConnectionRefusedErrorType
	case 104:
		return ConnectionResetErrorType
	case 17:
		return FileExistsErrorType
	case 2:
		return FileNotFoundErrorType
	case 21:
		return IsADirectoryErrorType
	case 20:
		return NotADirectoryErrorType
	case 4:
		return InterruptedErrorType
	case 1, 13:
		return PermissionErrorType
	case 3:
		return ProcessLookupErrorType
	case 110:
		return TimeoutErrorType
	}
	return nil
}

// excStr is str(e) with the rules of each class.
func excStr(t *Thread, self Value) (string, error) {
	e := asException(self)
	if e == nil {
		return ToStr(t, self)
	}
	a := e.args.items
	c := e.cls
	switch {
	case c.IsSubtype(KeyErrorType) && len(a) == 1:
		return Repr(t, a[0])
	case c.IsSubtype(BaseExceptionGroupType):
		n := 0
		if x, ok := e.member("exceptions").obj.(*Tuple); ok {
			n = len(x.items)
		}
		msg, _ := AsStr(e.member("message"))
		suffix := "s"
		if n == 1 {
			suffix = ""
		}
		return msg + " (" + strconv.Itoa(n) + " sub-exception" + suffix + ")", nil
	case c.IsSubtype(OSErrorType):
		errno, strerror := e.member("errno"), e.member("strerror")
		fn, fn2 := e.member("filename"), e.member("filename2")
		if !fn.IsNone() {
			es, err := ToStr(t, errno)
			if err != nil {
				return "", err
			}
			ss, err := ToStr(t, strerror)
			if err != nil {
				return "", err
			}
			fr, err := Repr(t, fn)
			if err != nil {
				return "", err
			}
			s := "[Errno " + es + "] " + ss + ": " + fr
			if !fn2.IsNone() {
				f2, err := Repr(t, fn2)
				if err != nil {
					return "", err
				}
				s += " -> " + f2
			}
			return s, nil
		}
		if !errno.IsNone() && !strerror.IsNone() && len(a) == 2 {
			es, err := ToStr(t, errno)
			if err != nil {
				return "", err
			}
			ss, err := ToStr(t, strerror)
			if err != nil {
				return "", err
			}
			return "[Errno " + es + "] " + ss, nil
		}
	case c.IsSubtype(SyntaxErrorType):
		msg := e.member("msg")
		ms, err := ToStr(t, msg)
		if err != nil {
			return "", err
		}
		fn, _ := AsStr(e.member("filename"))
		if i := strings.LastIndexAny(fn, "/"); i >= 0 {
			fn = fn[i+1:]
		}
		line, hasLine := AsInt(e.member("lineno"))
		switch {
		case fn != "" && hasLine:
			return ms + " (" + fn + ", line " + line.String() + ")", nil
		case fn != "":
			return ms + " (" + fn + ")", nil
		case hasLine:
			return ms + " (line " + line.String() + ")", nil
		}
		return ms, nil
	case c.IsSubtype(ImportErrorType):
		if m := e.member("msg"); !m.IsNone() {
			return ToStr(t, m)
		}
	case c.IsSubtype(UnicodeErrorType) && c != UnicodeErrorType && !e.member("object").IsNone():
		return unicodeErrorStr(t, e)
	}
	switch len(a) {
	case 0:
		return "", nil
	case 1:
		return ToStr(t, a[0])
	}
	return ToStr(t, MakeObject(e.args))
}

// unicodeErrorStr renders "'utf-8' codec can't decode byte 0xff in
// position 0: invalid start byte" and its variants.
func unicodeErrorStr(t *Thread, e *Exception) (string, error) {
	// encoding and reason may have been reassigned to any object.
	enc, err := ToStr(t, e.member("encoding"))
	if err != nil {
		return "", err
	}
	reason, err := ToStr(t, e.member("reason"))
	if err != nil {
		return "", err
	}
	start, _ := AsInt(e.member("start"))
	end, _ := AsInt(e.member("end"))
	s, _ := start.Int64()
	en, _ := end.Int64()
	obj := e.member("object")
	if e.cls.IsSubtype(UnicodeDecodeErrorType) {
		b, ok := asBytesData(obj)
		if ok && en == s+1 && s >= 0 && int(s) < len(b) {
			return "'" + enc + "' codec can't decode byte 0x" + hex2(b[s]) + " in position " + strconv.FormatInt(s, 10) + ": " + reason, nil
		}
		return "'" + enc + "' codec can't decode bytes in position " + strconv.FormatInt(s, 10) + "-" + strconv.FormatInt(en-1, 10) + ": " + reason, nil
	}
	verb := "encode"
	prefix := "'" + enc + "' codec can't "
	if e.cls.IsSubtype(UnicodeTranslateErrorType) {
		verb, prefix = "translate", "can't "
	}
	if so := strObject(obj); so != nil && en == s+1 && s >= 0 && int(s) < so.Len() {
		ch, _ := strGetItem(so.s, so.index(), int(s))
		r, _ := decodeRune(ch)
		var esc string
		switch {
		case r < 0x100:
			esc = "\\x" + pad(strconv.FormatInt(int64(r), 16), 2)
		case r < 0x10000:
			esc = "\\u" + pad(strconv.FormatInt(int64(r), 16), 4)
		default:
			esc = "\\U" + pad(strconv.FormatInt(int64(r), 16), 8)
		}
		return prefix + verb + " character '" + esc + "' in position " + strconv.FormatInt(s, 10) + ": " + reason, nil
	}
	return prefix + verb + " characters in position " + strconv.FormatInt(s, 10) + "-" + strconv.FormatInt(en-1, 10) + ": " + reason, nil
}

// hex2 returns b as two lower-case hex digits.
func hex2(b byte) string { return pad(strconv.FormatInt(int64(b), 16), 2) }

// pad left-pads s with zeros to n characters.
func pad(s string, n int) string {
	for len(s) < n {
		s = "0" + s
	}
	return s
}

// excRepr is repr(e): "ValueError('x')", "KeyError(1, 2)", "ValueError()".
func excRepr(t *Thread, self Value) (string, error) {
	e := asException(self)
	name := self.Type().Name
	if e == nil {
		return name + "()", nil
	}
	if len(e.args.items) == 1 {
		r, err := Repr(t, e.args.items[0])
		if err != nil {
			return "", err
		}
		return name + "(" + r + ")", nil
	}
	r, err := Repr(t, MakeObject(e.args))
	if err != nil {
		return "", err
	}
	return name + r, nil
}

// excOf returns the exception a BaseException method was called on.
func excOf(self Value) (*Exception, error) {
	if e := asException(self); e != nil {
		return e, nil
	}
	return nil, Errorf(TypeError, "descriptor requires a 'BaseException' object but received a '%s'", self.TypeName())
}

// checkExcOrNone checks a value assigned to __cause__ or __context__.
func checkExcOrNone(v Value, what string) error {
	if v.IsNone() || asException(v) != nil {
		return nil
	}
	return Errorf(TypeError, "exception %s must be None or derive from BaseException", what)
}

func setupExceptions() {
	BaseExceptionType.Doc = "Common base class for all exceptions"
	BaseExceptionType.Slots = Slots{
		New:  excNew,
		Init: excInit,
		Repr: excRepr,
		Str:  excStr,
	}
	b := BaseExceptionType
	addGetSet(b, "args", func(t *Thread, self Value) (Value, error) {
		e, err := excOf(self)
		if err != nil {
			return Value{}, err
		}
		return MakeObject(e.args), nil
	}, func(t *Thread, self, v Value, del bool) error {
		e, err := excOf(self)
		if err != nil {
			return err
		}
		if del {
			return Errorf(TypeError, "args may not be deleted")
		}
		items, err := iterToSlice(t, v)
		if err != nil {
			return err
		}
		e.args = NewTuple(items)
		return nil
	})
	addGetSet(b, "__cause__", func(t *Thread, self Value) (Value, error) {
		e, err := excOf(self)
		if err != nil {
			return Value{}, err
		}
		return e.Cause, nil
	}, func(t *Thread, self, v Value, del bool) error {
		e, err := excOf(self)
		if err != nil {
			return err
		}
		if del {
			return Errorf(TypeError, "__cause__ may not be deleted")
		}
		if err := checkExcOrNone(v, "cause"); err != nil {
			return err
		}
		e.Cause, e.SuppressContext = v, true
		return nil
	})
	addGetSet(b, "__context__", func(t *Thread, self Value) (Value, error) {
		e, err := excOf(self)
		if err != nil {
			return Value{}, err
		}
		return e.Context, nil
	}, func(t *Thread, self, v Value, del bool) error {
		e, err := excOf(self)
		if err != nil {
			return err
		}
		if del {
			return Errorf(TypeError, "__context__ may not be deleted")
		}
		if err := checkExcOrNone(v, "context"); err != nil {
			return err
		}
		e.Context = v
		return nil
	})
	addGetSet(b, "__suppress_context__", func(t *Thread, self Value) (Value, error) {
		e, err := excOf(self)
		if err != nil {
			return Value{}, err
		}
		return MakeBool(e.SuppressContext), nil
	}, func(t *Thread, self, v Value, del bool) error {
		e, err := excOf(self)
		if err != nil {
			return err
		}
		if del {
			return Errorf(TypeError, "can't delete __suppress_context__ attribute")
		}
		tr, err := Truth(t, v)
		e.SuppressContext = tr
		return err
	})
	addGetSet(b, "__traceback__", func(t *Thread, self Value) (Value, error) {
		e, err := excOf(self)
		if err != nil {
			return Value{}, err
		}
		return e.Traceback, nil
	}, func(t *Thread, self, v Value, del bool) error {
		e, err := excOf(self)
		if err != nil {
			return err
		}
		if del {
			return Errorf(TypeError, "__traceback__ may not be deleted")
		}
		if err := checkTraceback(v); err != nil {
			return err
		}
		e.Traceback = v
		return nil
	})
	addMethod(b, "with_traceback", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		e, err := excOf(self)
		if err != nil {
			return Value{}, err
		}
		if err := oneArg("BaseException.with_traceback", args, kw); err != nil {
			return Value{}, err
		}
		if err := checkTraceback(args[0]); err != nil {
			return Value{}, err
		}
		e.Traceback = args[0]
		return self, nil
	})
	addMethod(b, "add_note", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		e, err := excOf(self)
		if err != nil {
			return Value{}, err
		}
		if err := oneArg("BaseException.add_note", args, kw); err != nil {
			return Value{}, err
		}
		if _, ok := AsStr(args[0]); !ok {
			return Value{}, Errorf(TypeError, "note must be a str, not '%s'", args[0].TypeName())
		}
		notes, err := GetAttrDefault(t, self, "__notes__", Value{obj: unboundObject{}})
		if err != nil {
			return Value{}, err
		}
		if notes.Is(Unbound) {
			l := NewList(nil)
			if err := SetAttr(t, self, "__notes__", MakeObject(l)); err != nil {
				return Value{}, err
			}
			notes = MakeObject(l)
			_ = e
		}
		l, ok := notes.obj.(*List)
		if !ok {
			return Value{}, Errorf(TypeError, "Cannot add note: __notes__ is not a list")
		}
		l.items = append(l.items, args[0])
		return None, nil
	})
	member := func(c *Type, names ...string) {
		for _, n := range names {
			name := n
			addGetSet(c, name, func(t *Thread, self Value) (Value, error) {
				e, err := excOf(self)
				if err != nil {
					return Value{}, err
				}
				return e.member(name), nil
			}, func(t *Thread, self, v Value, del bool) error {
				e, err := excOf(self)
				if err != nil {
					return err
				}
				if c.IsSubtype(UnicodeErrorType) && (name == "start" || name == "end") {
					// Held as C integers in CPython.
					if del {
						return Errorf(TypeError, "can't delete numeric/char attribute")
					}
					if _, ok := AsInt(v); !ok {
						// CPython stores the -1 of its failed conversion
						// before it reports the error.
						e.setMember(name, MakeInt(-1))
						return Errorf(TypeError, "an integer is required")
					}
				}
				if del {
					v = None
				}
				e.setMember(name, v)
				return nil
			})
		}
	}
	member(StopIterationType, "value")
	member(SystemExitType, "code")
	member(ImportErrorType, "msg", "name", "path")
	member(OSErrorType, "errno", "strerror", "filename", "filename2")
	member(SyntaxErrorType, "msg", "filename", "lineno", "offset", "text", "end_lineno", "end_offset", "print_file_and_line")
	member(UnicodeEncodeErrorType, "encoding", "object", "start", "end", "reason")
	member(UnicodeDecodeErrorType, "encoding", "object", "start", "end", "reason")
	member(UnicodeTranslateErrorType, "encoding", "object", "start", "end", "reason")
	member(AttributeErrorType, "name", "obj")
	member(NameErrorType, "name")
	setupExceptionGroups()
	for _, c := range builtinTypes {
		if c.isExc {
			c.Module = "builtins"
		}
	}
}
