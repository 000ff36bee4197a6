// This file defines compile(), exec() and eval(). Compiling is the
// embedder's (the Compile hook: runtime does not import the compiler);
// running is the VM's (the Exec hook).

package runtime

import (
	"strings"

	"github.com/pyexgo/pyex/bytecode"
)

// compileFlagOnlyAST is ast.PyCF_ONLY_AST.
const compileFlagOnlyAST = 0x400

// sourceArg returns the text of compile's, exec's or eval's source
// argument: a str, bytes or bytearray.
func sourceArg(v Value, fname, what string) ([]byte, bool, error) {
	switch o := v.obj.(type) {
	case *Str:
		return []byte(o.s), true, nil
	case *Bytes:
		return []byte(o.s), true, nil
	case *ByteArray:
		return append([]byte(nil), o.b...), true, nil
	case *Instance:
		if s, ok := AsStr(v); ok {
			return []byte(s), true, nil
		}
	}
	return nil, false, nil
}

// compileSource compiles source with the thread's Compile hook.
func compileSource(t *Thread, src []byte, filename, mode string) (*bytecode.Code, error) {
	if t == nil || t.Compile == nil {
		return nil, Errorf(SystemError, "compile(): this run cannot compile source")
	}
	if strings.IndexByte(string(src), 0) >= 0 {
		return nil, NewException(SyntaxErrorType, MakeStr("source code string cannot contain null bytes"))
	}
	return t.Compile(src, filename, mode)
}

func builtinCompile(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var source, filename, mode Value
	flags, dontInherit, optimize, featureVersion := MakeInt(0), False, MakeInt(-1), MakeInt(-1)
	if err := UnpackArgs(t, "compile", args, kw, "source", &source, "filename", &filename, "mode", &mode,
		"flags?", &flags, "dont_inherit?", &dontInherit, "optimize?", &optimize, "$_feature_version?", &featureVersion); err != nil {
		return Value{}, err
	}
	fname, err := fsPathArg(t, filename)
	if err != nil {
		return Value{}, err
	}
	m, ok := AsStr(mode)
	if !ok {
		return Value{}, Errorf(TypeError, "compile() argument 'mode' must be str, not %s", mode.TypeName())
	}
	if m != "exec" && m != "eval" && m != "single" {
		return Value{}, Errorf(ValueError, "compile() mode must be 'exec', 'eval' or 'single'")
	}
	fl, err := IndexInt(t, flags)
	if err != nil {
		return Value{}, err
	}
	if fl&compileFlagOnlyAST != 0 {
		return Value{}, Errorf(ValueError, "compile(): ast.PyCF_ONLY_AST is not supported: pyex has no ast module")
	}
	if c, ok := source.obj.(*Code); ok {
		return MakeObject(c), nil
	}
	src, ok, err := sourceArg(source, "compile", "")
	if err != nil {
		return Value{}, err
	}
	if !ok {
		return Value{}, Errorf(TypeError, "compile() arg 1 must be a string, bytes or AST object")
	}
	code, err := compileSource(t, src, fname, m)
	if err != nil {
		return Value{}, err
	}
	return MakeObject(NewCode(code)), nil
}

// fsPathArg is compile()'s filename: a str, or bytes decoded as UTF-8.
func fsPathArg(t *Thread, v Value) (string, error) {
	if s, ok := AsStr(v); ok {
		return s, nil
	}
	if b, ok := v.obj.(*Bytes); ok {
		return b.s, nil
	}
	return "", Errorf(TypeError, "expected str, bytes or os.PathLike object, not %s", v.TypeName())
}

// execNamespaces resolves the globals and locals arguments of exec() and
// eval(): the caller's namespaces when both are None, and globals also as
// locals when only globals is given.
func execNamespaces(t *Thread, fname string, globals, locals Value) (*Dict, *Dict, error) {
	var g, l *Dict
	if !globals.IsNone() {
		d, ok := globals.obj.(*Dict)
		if !ok {
			if fname == "eval" {
				return nil, nil, Errorf(TypeError, "globals must be a real dict; try eval(expr, {}, mapping)")
			}
			return nil, nil, Errorf(TypeError, "exec() globals must be a dict, not %s", globals.TypeName())
		}
		g = d
	}
	if !locals.IsNone() {
		d, ok := locals.obj.(*Dict)
		if !ok {
			if inst, ok2 := locals.obj.(*Instance); ok2 {
				d, ok = inst.base.obj.(*Dict)
			}
		}
		if !ok {
			if fname == "eval" {
				return nil, nil, Errorf(TypeError, "locals must be a mapping")
			}
			return nil, nil, Errorf(TypeError, "locals must be a mapping")
		}
		l = d
	}
	if g == nil {
		f, err := currentFrame(t, fname)
		if err != nil {
			return nil, nil, err
		}
		g = f.Globals()
		if l == nil {
			if l, err = f.Locals(); err != nil {
				return nil, nil, err
			}
		}
	}
	if l == nil {
		l = g
	}
	if _, ok := g.GetStr("__builtins__"); !ok {
		// The caller's builtins, as CPython inserts them.
		if f := t.CurrentFrame(); f != nil {
			if b, ok := f.Globals().GetStr("__builtins__"); ok {
				g.SetStr("__builtins__", b)
			}
		}
	}
	return g, l, nil
}

// runCode runs code (exec'ed or eval'ed) in the given namespaces.
func runCode(t *Thread, code *bytecode.Code, fname string, g, l *Dict) (Value, error) {
	if len(code.FreeNames) > 0 {
		return Value{}, Errorf(TypeError, "code object passed to %s() may not contain free variables", fname)
	}
	if t == nil || t.Exec == nil {
		return Value{}, Errorf(SystemError, "%s(): this run cannot run code", fname)
	}
	return t.Exec(code, g, l)
}

func builtinExec(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var source Value
	globals, locals, closure := None, None, None
	if err := UnpackArgs(t, "exec", args, kw, "source", &source, "globals?", &globals, "locals?", &locals, "/", "$closure?", &closure); err != nil {
		return Value{}, err
	}
	g, l, err := execNamespaces(t, "exec", globals, locals)
	if err != nil {
		return Value{}, err
	}
	var code *bytecode.Code
	if c, ok := source.obj.(*Code); ok {
		code = c.Code
	} else {
		src, ok, err := sourceArg(source, "exec", "")
		if err != nil {
			return Value{}, err
		}
		if !ok {
			return Value{}, Errorf(TypeError, "exec() arg 1 must be a string, bytes or code object")
		}
		if code, err = compileSource(t, src, "<string>", "exec"); err != nil {
			return Value{}, err
		}
	}
	if _, err := runCode(t, code, "exec", g, l); err != nil {
		return Value{}, err
	}
	return None, nil
}

func builtinEval(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var source Value
	globals, locals := None, None
	if err := UnpackArgs(t, "eval", args, kw, "source", &source, "globals?", &globals, "locals?", &locals, "/"); err != nil {
		return Value{}, err
	}
	g, l, err := execNamespaces(t, "eval", globals, locals)
	if err != nil {
		return Value{}, err
	}
	var code *bytecode.Code
	if c, ok := source.obj.(*Code); ok {
		code = c.Code
	} else {
		src, ok, err := sourceArg(source, "eval", "")
		if err != nil {
			return Value{}, err
		}
		if !ok {
			return Value{}, Errorf(TypeError, "eval() arg 1 must be a string, bytes or code object")
		}
		// eval() ignores leading spaces and tabs.
		for len(src) > 0 && (src[0] == ' ' || src[0] == '\t') {
			src = src[1:]
		}
		if code, err = compileSource(t, src, "<string>", "eval"); err != nil {
			return Value{}, err
		}
	}
	return runCode(t, code, "eval", g, l)
}
