// This file defines the sys module. It is built in Go because it is the
// run's own state: argv, sys.modules, the recursion and int-digit limits,
// the exception being handled and the standard streams. Nothing in it
// describes or reaches the host: executable and prefix are empty, and
// the version says pyex as well as the Python version it follows.

package stdlib

import (
	"io"
	"math"
	"sort"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("sys", initSys) }

// Struct-sequence classes of sys, shared by every run.
var (
	versionInfoType = runtime.NewStructSeqType("sys", "version_info", []string{"major", "minor", "micro", "releaselevel", "serial"})
	floatInfoType   = runtime.NewStructSeqType("sys", "float_info", []string{"max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp", "dig", "mant_dig", "epsilon", "radix", "rounds"})
	intInfoType     = runtime.NewStructSeqType("sys", "int_info", []string{"bits_per_digit", "sizeof_digit", "default_max_str_digits", "str_digits_check_threshold"})
	hashInfoType    = runtime.NewStructSeqType("sys", "hash_info", []string{"width", "modulus", "inf", "nan", "imag", "algorithm", "hash_bits", "seed_bits", "cutoff"})
	flagsType       = runtime.NewStructSeqType("sys", "flags", []string{"debug", "inspect", "interactive", "optimize", "dont_write_bytecode", "no_user_site", "no_site", "ignore_environment", "verbose", "bytes_warning", "quiet", "hash_randomization", "isolated", "dev_mode", "utf8_mode", "warn_default_encoding", "safe_path", "int_max_str_digits"})
)

// pythonVersion is the CPython release whose behaviour pyex follows.
const pythonVersion = "3.11.7"

func ints(xs ...int64) []runtime.Value {
	vs := make([]runtime.Value, len(xs))
	for i, x := range xs {
		vs[i] = runtime.MakeInt(x)
	}
	return vs
}

func strs(xs ...string) []runtime.Value {
	vs := make([]runtime.Value, len(xs))
	for i, x := range xs {
		vs[i] = runtime.MakeStr(x)
	}
	return vs
}

func initSys(r *Run, m *runtime.Module) error {
	t := r.Thread()
	d := m.Dict
	set := func(name string, v runtime.Value) { d.SetStr(name, v) }
	fn := func(name string, f runtime.BuiltinFunc) {
		set(name, runtime.MakeObject(runtime.NewModuleFunction("sys", name, f)))
	}

	argv := strs(r.Config.Argv...)
	if len(argv) == 0 {
		argv = strs("")
	}
	set("argv", runtime.MakeObject(runtime.NewList(argv)))
	set("orig_argv", runtime.MakeObject(runtime.NewList(append([]runtime.Value{runtime.MakeStr("pyex")}, argv...))))
	set("modules", runtime.MakeObject(r.VM.Modules()))
	set("path", runtime.MakeObject(runtime.NewList(nil)))
	set("meta_path", runtime.MakeObject(runtime.NewList(nil)))
	set("path_hooks", runtime.MakeObject(runtime.NewList(nil)))
	set("warnoptions", runtime.MakeObject(runtime.NewList(nil)))
	set("executable", runtime.MakeStr(""))
	set("prefix", runtime.MakeStr(""))
	set("exec_prefix", runtime.MakeStr(""))
	set("base_prefix", runtime.MakeStr(""))
	set("platform", runtime.MakeStr("linux"))
	set("byteorder", runtime.MakeStr("little"))
	set("maxsize", runtime.MakeInt(math.MaxInt64))
	set("maxunicode", runtime.MakeInt(0x10FFFF))
	set("version", runtime.MakeStr(pythonVersion+" (pyex)"))
	set("hexversion", runtime.MakeInt(0x030B07F0))
	set("api_version", runtime.MakeInt(1013))
	set("copyright", runtime.MakeStr("Copyright (c) 2001-2023 Python Software Foundation.\nAll Rights Reserved."))
	set("float_repr_style", runtime.MakeStr("short"))
	set("dont_write_bytecode", runtime.True)
	set("version_info", runtime.NewStructSeq(versionInfoType, append(ints(3, 11, 7), runtime.MakeStr("final"), runtime.MakeInt(0))))
	set("float_info", runtime.NewStructSeq(floatInfoType, []runtime.Value{
		runtime.MakeFloat(math.MaxFloat64), runtime.MakeInt(1024), runtime.MakeInt(308),
		runtime.MakeFloat(2.2250738585072014e-308), runtime.MakeInt(-1021), runtime.MakeInt(-307),
		runtime.MakeInt(15), runtime.MakeInt(53), runtime.MakeFloat(2.220446049250313e-16),
		runtime.MakeInt(2), runtime.MakeInt(1)}))
	set("int_info", runtime.NewStructSeq(intInfoType, ints(30, 4, 4300, 640)))
	set("hash_info", runtime.NewStructSeq(hashInfoType, append(ints(64, 2305843009213693951, 314159, 0, 1000003),
		runtime.MakeStr("siphash13"), runtime.MakeInt(64), runtime.MakeInt(128), runtime.MakeInt(0))))
	flags := ints(0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 1)
	flags = append(flags, runtime.False)
	flags = append(flags, ints(1, 0)...)
	flags = append(flags, runtime.True, runtime.MakeInt(-1))
	set("flags", runtime.NewStructSeq(flagsType, flags))
	names := Names()
	builtinNames := []runtime.Value{runtime.MakeStr("builtins")}
	for _, n := range names {
		builtinNames = append(builtinNames, runtime.MakeStr(n))
	}
	set("builtin_module_names", runtime.MakeTuple(builtinNames...))
	stdlibNames := runtime.NewFrozenSet(t)
	for _, v := range builtinNames {
		if err := stdlibNames.Add(t, v); err != nil {
			return err
		}
	}
	set("stdlib_module_names", runtime.MakeObject(stdlibNames))

	impl, err := simpleNamespace(t, map[string]runtime.Value{
		"name":       runtime.MakeStr("pyex"),
		"cache_tag":  runtime.None,
		"version":    runtime.NewStructSeq(versionInfoType, append(ints(3, 11, 7), runtime.MakeStr("final"), runtime.MakeInt(0))),
		"hexversion": runtime.MakeInt(0x030B07F0),
		"_multiarch": runtime.MakeStr(""),
	})
	if err != nil {
		return err
	}
	set("implementation", impl)

	stdout := newStream("<stdout>", 1, func() io.Writer { return t.Stdout })
	stderr := newStream("<stderr>", 2, func() io.Writer { return t.Stderr })
	set("stdout", stdout)
	set("stderr", stderr)
	set("__stdout__", stdout)
	set("__stderr__", stderr)
	stdin := newInputStream()
	set("stdin", stdin)
	set("__stdin__", stdin)

	fn("exit", sysExit)
	fn("getrecursionlimit", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("getrecursionlimit", args, kw, 0); err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(t.RecursionLimit)), nil
	})
	fn("setrecursionlimit", sysSetRecursionLimit)
	sysAsyncgenHooks(fn)
	fn("get_int_max_str_digits", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("get_int_max_str_digits", args, kw, 0); err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(t.IntMaxStrDigits)), nil
	})
	fn("set_int_max_str_digits", sysSetIntMaxStrDigits)
	fn("_getframe", sysGetframe(r))
	t.TracebackFrame = tracebackFrame
	fn("exc_info", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("exc_info", args, kw, 0); err != nil {
			return runtime.None, err
		}
		exc := t.CurrentExc()
		if exc.IsNone() {
			return runtime.MakeTuple(runtime.None, runtime.None, runtime.None), nil
		}
		tb, err := runtime.GetAttr(t, exc, "__traceback__")
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeTuple(runtime.MakeObject(exc.Type()), exc, tb), nil
	})
	fn("exception", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("exception", args, kw, 0); err != nil {
			return runtime.None, err
		}
		return t.CurrentExc(), nil
	})
	fn("intern", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var s runtime.Value
		if err := runtime.UnpackPositional("intern", args, kw, 1, &s); err != nil {
			return runtime.None, err
		}
		if s.Type() != runtime.StrType {
			return runtime.None, runtime.Errorf(runtime.TypeError, "intern() argument must be str, not %s", s.TypeName())
		}
		return s, nil
	})
	constFn := func(name string, v runtime.Value) {
		fn(name, func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if err := runtime.UnpackPositional(name, args, kw, 0); err != nil {
				return runtime.None, err
			}
			return v, nil
		})
	}
	constFn("getdefaultencoding", runtime.MakeStr("utf-8"))
	constFn("getfilesystemencoding", runtime.MakeStr("utf-8"))
	constFn("getfilesystemencodeerrors", runtime.MakeStr("surrogateescape"))
	constFn("gettrace", runtime.None)
	constFn("getprofile", runtime.None)
	constFn("is_finalizing", runtime.False)
	constFn("getswitchinterval", runtime.MakeFloat(0.005))
	t.SysDict = d
	return nil
}

// simpleNamespace makes a types.SimpleNamespace-like object: an instance
// of a plain class with the given attributes.
func simpleNamespace(t *runtime.Thread, attrs map[string]runtime.Value) (runtime.Value, error) {
	ns := runtime.MakeObject(runtime.NewNamespace(t))
	for _, k := range sortedKeys(attrs) {
		if err := runtime.SetAttr(t, ns, k, attrs[k]); err != nil {
			return runtime.None, err
		}
	}
	return ns, nil
}

func sysExit(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	code := runtime.None
	if err := runtime.UnpackPositional("exit", args, kw, 0, &code); err != nil {
		return runtime.None, err
	}
	if len(args) == 0 {
		return runtime.None, runtime.NewException(runtime.SystemExitType)
	}
	return runtime.None, runtime.NewException(runtime.SystemExitType, code)
}

func sysSetRecursionLimit(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var v runtime.Value
	if err := runtime.UnpackPositional("setrecursionlimit", args, kw, 1, &v); err != nil {
		return runtime.None, err
	}
	if v.Type().IsSubtype(runtime.FloatType) {
		return runtime.None, runtime.Errorf(runtime.TypeError, "'float' object cannot be interpreted as an integer")
	}
	n, err := runtime.AsSsize(t, v)
	if err != nil {
		return runtime.None, err
	}
	if n < 1 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "recursion limit must be greater or equal than 1")
	}
	if n <= t.Depth {
		return runtime.None, runtime.Errorf(runtime.RecursionError,
			"cannot set the recursion limit to %d at the recursion depth %d: the limit is too low", n, t.Depth)
	}
	if n > maxRecursionLimit {
		// A limit beyond what the run can hold is the same as this one:
		// every depth below it is reachable without harm to the host.
		n = maxRecursionLimit
	}
	if t.MaxRecursionLimit > 0 && n > t.MaxRecursionLimit {
		// The host's depth budget: the program may lower the limit but
		// not lift it past the budget (docs/DIFFERENCES.md).
		n = t.MaxRecursionLimit
	}
	t.RecursionLimit = n
	return runtime.None, nil
}

// maxRecursionLimit caps sys.setrecursionlimit. Python frames live on the
// heap, so depth costs memory, not Go stack; the memory budget bounds it
// further.
const maxRecursionLimit = 1000000

func sysSetIntMaxStrDigits(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var v runtime.Value
	if err := runtime.UnpackArgs(t, "set_int_max_str_digits", args, kw, "maxdigits", &v); err != nil {
		return runtime.None, err
	}
	n, err := runtime.AsSsize(t, v)
	if err != nil {
		return runtime.None, err
	}
	if n != 0 && n < 640 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "maxdigits must be 0 or larger than 640")
	}
	t.IntMaxStrDigits = n
	return runtime.None, nil
}

func sortedKeys(m map[string]runtime.Value) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
