package runtime

import "fmt"

// ExcKind names one of the built-in exception classes that Go code in the
// runtime raises.
type ExcKind uint8

// The built-in exception classes Go code raises directly.
const (
	TypeError ExcKind = iota
	ValueError
	ZeroDivisionError
	OverflowError
	IndexError
	KeyError
	AttributeError
	MemoryError
	UnicodeEncodeError
	UnicodeDecodeError
	UnicodeError
	RecursionError
	RuntimeError
	StopIteration
	NotImplementedError
	LookupError
	ArithmeticError
	AssertionError
	NameError
	UnboundLocalError
	ImportError
	ModuleNotFoundError
	SystemError

	numExcKinds
)

var excKindNames = [...]string{
	"TypeError", "ValueError", "ZeroDivisionError", "OverflowError", "IndexError", "KeyError",
	"AttributeError", "MemoryError", "UnicodeEncodeError", "UnicodeDecodeError", "UnicodeError",
	"RecursionError", "RuntimeError", "StopIteration", "NotImplementedError", "LookupError",
	"ArithmeticError", "AssertionError", "NameError", "UnboundLocalError", "ImportError",
	"ModuleNotFoundError", "SystemError",
}

// String returns the Python class name of k.
func (k ExcKind) String() string { return excKindNames[k] }

// Error is a built-in exception raised by Go code, before it becomes a
// Python exception object. Like CPython's PyErr_SetString, Go code only
// records the class and message; the VM makes the instance when the
// exception reaches Python code (an except clause, a traceback).
type Error struct {
	Kind ExcKind
	Msg  string
}

// Error returns "Kind: msg", the last line of a Python traceback.
func (e *Error) Error() string {
	if e.Msg == "" {
		return e.Kind.String()
	}
	return e.Kind.String() + ": " + e.Msg
}

// Errorf returns a new *Error of the given kind with a formatted message.
func Errorf(kind ExcKind, format string, args ...any) *Error {
	return &Error{Kind: kind, Msg: fmt.Sprintf(format, args...)}
}
