// This file defines the hooks through which the builtins reach what the
// runtime does not own: the running frame (globals(), locals(), vars()
// and dir() without an argument ask the VM for it) and the program's
// standard output and error streams (print writes to them). Thread embeds
// ThreadHooks, so the fields read as t.Frame, t.Stdout and t.Stderr.

package runtime

import (
	"io"

	"github.com/pyexgo/pyex/bytecode"
)

// FrameInfo is the view of the running Python frame that the builtins
// need. The VM implements it.
type FrameInfo interface {
	// Locals returns the frame's local namespace, as locals() does: the
	// namespace itself for a module or class body, a fresh snapshot of
	// the fast locals for a function.
	Locals() (*Dict, error)
	// Globals returns the frame's global namespace.
	Globals() *Dict
}

// ThreadHooks are the fields of a Thread that the embedder (the VM, the
// sandbox) fills in. A zero ThreadHooks is valid: there is no frame, and
// output is discarded.
type ThreadHooks struct {
	// Frame returns the innermost running Python frame, or nil when no
	// Python code is running (a builtin called directly from Go).
	Frame func() FrameInfo
	// Stdout and Stderr receive what print() writes when its file
	// argument is None (sys.stdout and sys.stderr). A nil writer discards
	// the output, as CPython's print does when sys.stdout is None.
	Stdout io.Writer
	Stderr io.Writer
	// SysDict is the namespace of the sys module, when the run has one:
	// print() without a file writes to whatever sys.stdout is then, so
	// that a program may replace it (contextlib.redirect_stdout).
	SysDict *Dict
	// ImportSys imports sys for the run, setting SysDict. A run imports
	// sys only when something needs it (an import, input(), the
	// interactive display hook): most programs never do, and it is the
	// largest module every run would otherwise build.
	ImportSys func(t *Thread) error
	// Import imports a module by its full dotted name and returns it (the
	// VM sets it); __import__ uses it.
	Import func(name string) (Value, error)
	// Compile compiles source for compile(), exec() and eval(); mode is
	// "exec", "eval" or "single". A syntax error is returned as a Python
	// SyntaxError exception. Nil means the run cannot compile source.
	Compile func(src []byte, filename, mode string) (*bytecode.Code, error)
	// Exec runs code with the given namespaces (the VM sets it).
	Exec func(code *bytecode.Code, globals, locals *Dict) (Value, error)
	// Source returns the source text of the file a run's code came from,
	// for the lines the traceback, linecache and inspect modules show;
	// nil (or a nil hook) means unknown, as for a program loaded from
	// bytecode.
	Source func(filename string) []byte
	// Carets returns the line of ^ and ~ that a traceback prints under
	// source line text for the span (lineno, col)-(endLineno, endCol),
	// columns in bytes, or "" when none is printed. The embedding API
	// sets it, since it needs the parser.
	Carets func(text string, lineno, endLineno, col, endCol int) string
	// TracebackFrame returns what a traceback entry's tb_frame shows; a
	// nil hook means None.
	TracebackFrame func(tb *Traceback) Value
	// Std is the standard library's state for the run (a *stdlib.Run),
	// for the builtins it adds (open) that every run shares: they find
	// the run's file system through it. The runtime never looks at it.
	Std any
}

// GoStream is implemented by the stream objects that write straight to a
// Go writer (the sys.stdout and sys.stderr a run starts with); print
// writes to them without a call through Python.
type GoStream interface {
	Object
	// GoWriter returns the writer, nil to discard.
	GoWriter() io.Writer
}

// printTarget returns where print() without a file writes: a Go writer,
// or a Python file object; both zero means print does nothing (sys.stdout
// is None).
func (t *Thread) printTarget() (io.Writer, Value, error) {
	if t == nil {
		return nil, None, nil
	}
	if t.SysDict == nil {
		return t.Stdout, None, nil
	}
	v, ok := t.SysDict.GetStr("stdout")
	if !ok {
		return nil, None, Errorf(RuntimeError, "lost sys.stdout")
	}
	if s, ok := v.obj.(GoStream); ok {
		return s.GoWriter(), None, nil
	}
	return nil, v, nil
}

// CurrentFrame returns the running frame, or nil.
func (h *ThreadHooks) CurrentFrame() FrameInfo {
	if h == nil || h.Frame == nil {
		return nil
	}
	return h.Frame()
}

// stdout returns the writer of print's default file (nil: discard).
func (t *Thread) stdout() io.Writer {
	if t == nil {
		return nil
	}
	return t.Stdout
}

// Sys returns the namespace of the run's sys module, importing it if the
// run has not yet; nil when the run has none.
func (t *Thread) Sys() *Dict {
	if t.SysDict == nil && t.ImportSys != nil {
		if err := t.ImportSys(t); err != nil {
			return nil
		}
	}
	return t.SysDict
}
