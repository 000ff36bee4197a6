// This file builds the builtins module's namespace: every built-in
// function, type, constant and exception class of CPython 3.11's builtins
// module that does not touch the host, in the order CPython's module dict
// holds them.
//
// The function objects are immutable and shared by every run: they are
// made once, on first use, into a package-level table and a template
// dict. Each run gets its own dict (BuiltinsDict) that reads the
// template's arrays until the run first writes to it and then copies them,
// so assigning builtins.len in one run is not seen by another, and a run
// that never does costs one small allocation.
//
// Left out on purpose, for the VM and the sandbox to provide: open, input,
// exec, eval, compile, breakpoint, help, exit, quit, copyright, credits,
// license, memoryview, __import__, __build_class__, __loader__, __spec__.

package runtime

import "sync"

// builtinEntry is one name of the builtins module.
type builtinEntry struct {
	name string
	key  *Str // the name as a frozen str, shared by every run's dict
	v    Value
}

// builtinsIDBase is the first of the fixed ids of the built-in functions,
// clear of those assignStaticIDs gives the objects of the built-in types.
const builtinsIDBase = staticIDBase + 0x800000

var (
	builtinsOnce sync.Once
	// builtinsBuilt is set once the table is built: AddBuiltin is too
	// late after that.
	builtinsBuilt bool
	// addedBuiltins are the names other packages add (AddBuiltin).
	addedBuiltins []*BuiltinFunction

	builtinsTable []builtinEntry // written once by buildBuiltinsTable, then only read
	// builtinsTemplate is the builtins dict under the zero hash key,
	// never written: a run's dict shares its arrays until the run first
	// writes to its builtins (dict_share.go).
	builtinsTemplate *Dict
)

// AddBuiltin adds a function to every run's builtins module, after
// CPython's own names: the standard library's open, which reaches the
// run's file system through Thread.Std. It is for init functions; adding
// once a run has built its builtins panics.
func AddBuiltin(f *BuiltinFunction) {
	if builtinsBuilt {
		panic("runtime: AddBuiltin(" + f.name + ") after the builtins were built")
	}
	addedBuiltins = append(addedBuiltins, f)
}

// BuiltinsDict returns a new dict of the builtins module for one run: every
// built-in function, type, constant and exception class of CPython 3.11's
// builtins that does not touch the host. Runs share the immutable function
// objects and nothing mutable.
func BuiltinsDict(t *Thread) *Dict {
	builtinsOnce.Do(buildBuiltinsTable)
	if t.hashKey() == zeroHashKey {
		return shareOf(builtinsTemplate)
	}
	d := newDictSized(t, len(builtinsTable))
	for _, e := range builtinsTable {
		_ = d.setHash(t, MakeObject(e.key), e.key.hashWith(d.hk), e.v)
	}
	return d
}

// builtinFuncs lists the built-in functions in the order of CPython's
// builtins dict.
func builtinFuncs() []*BuiltinFunction {
	return []*BuiltinFunction{
		NewBuiltin("__import__", builtinImport),
		NewBuiltin("abs", builtinAbs),
		NewBuiltin("all", builtinAll),
		NewBuiltin("any", builtinAny),
		NewBuiltin("ascii", builtinASCII),
		NewBuiltin("bin", builtinBin),
		NewBuiltin("callable", builtinCallable),
		NewBuiltin("chr", builtinChr),
		NewBuiltin("compile", builtinCompile),
		NewBuiltin("delattr", builtinDelattr),
		NewBuiltin("dir", builtinDir),
		NewBuiltin("divmod", builtinDivmod),
		NewBuiltin("eval", builtinEval),
		NewBuiltin("exec", builtinExec),
		NewBuiltin("format", builtinFormat),
		NewBuiltin("getattr", builtinGetattr),
		NewBuiltin("globals", builtinGlobals),
		NewBuiltin("hasattr", builtinHasattr),
		NewBuiltin("hash", builtinHash),
		NewBuiltin("hex", builtinHex),
		NewBuiltin("id", builtinID),
		NewBuiltin("input", builtinInput),
		NewBuiltin("isinstance", builtinIsinstance),
		NewBuiltin("issubclass", builtinIssubclass),
		NewBuiltin("iter", builtinIter),
		NewBuiltin("aiter", builtinAiter),
		NewBuiltin("len", builtinLen),
		NewBuiltin("locals", builtinLocals),
		NewBuiltin("max", builtinMax),
		NewBuiltin("min", builtinMin),
		NewBuiltin("next", builtinNext),
		NewBuiltin("anext", builtinAnext),
		NewBuiltin("oct", builtinOct),
		NewBuiltin("ord", builtinOrd),
		NewBuiltin("pow", builtinPow),
		NewBuiltin("print", builtinPrint),
		NewBuiltin("repr", builtinRepr),
		NewBuiltin("round", builtinRound),
		NewBuiltin("setattr", builtinSetattr),
		NewBuiltin("sorted", builtinSorted),
		NewBuiltin("sum", builtinSum),
		NewBuiltin("vars", builtinVars),
	}
}

// buildBuiltinsTable fills builtinsTable.
func buildBuiltinsTable() {
	add := func(name string, v Value) {
		builtinsTable = append(builtinsTable, builtinEntry{name, newFrozenStr(name), v})
	}
	funcs := builtinFuncs()
	defer func() {
		builtinsBuilt = true
		for i, f := range addedBuiltins {
			// Fixed ids after those of the functions above, as theirs.
			f.ident().id.Store(builtinsIDBase + uint64(len(funcs)+i)*idStep)
			add(f.name, MakeObject(f))
		}
		builtinsTemplate = newDictSized(nil, len(builtinsTable))
		for _, e := range builtinsTable {
			_ = builtinsTemplate.setHash(nil, MakeObject(e.key), e.key.hash, e.v)
		}
	}()
	add("__name__", MakeObject(newFrozenStr("builtins")))
	add("__doc__", MakeObject(newFrozenStr(builtinsDoc)))
	add("__package__", MakeObject(newFrozenStr("")))
	for i, f := range funcs {
		f.SetDoc(builtinDoc(f.name))
		// The functions are shared by every run: they get fixed ids, as
		// the objects made at start-up do, rather than one drawn from the
		// first run that asks.
		f.ident().id.Store(builtinsIDBase + uint64(i)*idStep)
		f.transient = transientBuiltins[f.name]
		add(f.name, MakeObject(f))
	}
	add("None", None)
	add("Ellipsis", Ellipsis)
	add("NotImplemented", NotImplemented)
	add("False", False)
	add("True", True)
	for _, c := range []*Type{
		BoolType, ByteArrayType, BytesType, ClassMethodType, ComplexType, DictType, EnumerateType,
		FilterType, FloatType, FrozenSetType, PropertyType, IntType, ListType, MapType, ObjectType,
		RangeType, ReversedType, SetType, SliceType, StaticMethodType, StrType, SuperType, TupleType,
		TypeType, ZipType,
	} {
		add(c.Name, MakeObject(c))
	}
	add("__debug__", True)
	for _, c := range builtinExceptionOrder() {
		add(c.Name, MakeObject(c))
	}
	add("EnvironmentError", MakeObject(OSErrorType))
	add("IOError", MakeObject(OSErrorType))
}

// builtinExceptionOrder returns the exception classes in the order of
// CPython's builtins dict: the classes CPython registers first, then the
// subclasses, then the OSError subclasses, and so on.
func builtinExceptionOrder() []*Type {
	return []*Type{
		BaseExceptionType, BaseExceptionGroupType, ExceptionType, GeneratorExitType, KeyboardInterruptType,
		SystemExitType, ArithmeticErrorType, AssertionErrorType, AttributeErrorType, BufferErrorType,
		EOFErrorType, ImportErrorType, LookupErrorType, MemoryErrorType, NameErrorType, OSErrorType,
		ReferenceErrorType, RuntimeErrorType, StopAsyncIterationType, StopIterationType, SyntaxErrorType,
		SystemErrorType, TypeErrorType, ValueErrorType, WarningType, FloatingPointErrorType,
		OverflowErrorType, ZeroDivisionErrorType, BytesWarningType, DeprecationWarningType,
		EncodingWarningType, FutureWarningType, ImportWarningType, PendingDeprecationWarningType,
		ResourceWarningType, RuntimeWarningType, SyntaxWarningType, UnicodeWarningType, UserWarningType,
		BlockingIOErrorType, ChildProcessErrorType, ConnectionErrorType, FileExistsErrorType,
		FileNotFoundErrorType, InterruptedErrorType, IsADirectoryErrorType, NotADirectoryErrorType,
		PermissionErrorType, ProcessLookupErrorType, TimeoutErrorType, IndentationErrorType,
		IndexErrorType, KeyErrorType, ModuleNotFoundErrorType, NotImplementedErrorType,
		RecursionErrorType, UnboundLocalErrorType, UnicodeErrorType, BrokenPipeErrorType,
		ConnectionAbortedErrorType, ConnectionRefusedErrorType, ConnectionResetErrorType, TabErrorType,
		UnicodeDecodeErrorType, UnicodeEncodeErrorType, UnicodeTranslateErrorType, ExceptionGroupType,
	}
}
