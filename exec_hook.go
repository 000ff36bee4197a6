package pyex

import (
	"errors"

	"github.com/pyexgo/pyex/bytecode"
	"github.com/pyexgo/pyex/compiler"
	"github.com/pyexgo/pyex/frontend"
	"github.com/pyexgo/pyex/runtime"
)

// compileHook is the runtime's Compile hook: compile(), exec() and eval()
// compile with the same frontend and compiler as a program, and a syntax
// error becomes the Python exception CPython raises.
func compileHook(src []byte, filename, mode string) (*bytecode.Code, error) {
	m := frontend.ModeExec
	switch mode {
	case "eval":
		m = frontend.ModeEval
	case "single":
		m = frontend.ModeSingle
	}
	// CPython's string tokenizer ends the source with a newline when it
	// has none, which shows in a SyntaxError's text.
	if len(src) > 0 && src[len(src)-1] != '\n' {
		src = append(src[:len(src):len(src)], '\n')
	}
	mod, err := frontend.Parse(src, filename, m)
	if err != nil {
		var se *frontend.SyntaxError
		if errors.As(err, &se) {
			return nil, syntaxErrorValue(se, true)
		}
		return nil, err
	}
	if err := frontend.Validate(mod, filename, src); err != nil {
		// CPython's compiler reports no source text for code that did
		// not come from a file.
		var se *frontend.SyntaxError
		if errors.As(err, &se) {
			return nil, syntaxErrorValue(se, false)
		}
		return nil, err
	}
	code, err := compiler.Compile(mod, filename)
	if err != nil {
		var ce *compiler.Error
		if errors.As(err, &ce) {
			// CPython's compiler reports no source text for code that
			// did not come from a file.
			return nil, syntaxErrorValue(frontend.NewSyntaxError(src, filename, ce.Msg, ce.Pos), false)
		}
		return nil, err
	}
	return code, nil
}

// syntaxErrorValue returns a frontend syntax error as a Python exception
// of the matching class, with CPython's args.
func syntaxErrorValue(se *frontend.SyntaxError, withText bool) error {
	cls := runtime.SyntaxErrorType
	switch se.Kind {
	case frontend.KindIndentationError:
		cls = runtime.IndentationErrorType
	case frontend.KindTabError:
		cls = runtime.TabErrorType
	}
	text := runtime.None
	if withText && se.Text != "" {
		text = runtime.MakeStr(se.Text)
	}
	details := runtime.MakeTuple(runtime.MakeStr(se.Filename), runtime.MakeInt(int64(se.Lineno)),
		runtime.MakeInt(int64(se.Offset)), text, runtime.MakeInt(int64(se.EndLineno)), runtime.MakeInt(int64(se.EndOffset)))
	return runtime.NewException(cls, runtime.MakeStr(se.Msg), details)
}
