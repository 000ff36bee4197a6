// This file defines the hooks through which the builtins reach what the
// runtime does not own: the running frame (globals(), locals(), vars()
// and dir() without an argument ask the VM for it) and the program's
// standard output and error streams (print writes to them). Thread embeds
// ThreadHooks, so the fields read as t.Frame, t.Stdout and t.Stderr.

package runtime

import "io"

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
