// Package runtime is pyex's object model: values, types, method resolution,
// descriptors, exceptions and the builtins, with CPython 3.11's semantics.
//
// It calls back into Python (for a user-defined __eq__, a key function, a
// property getter) through an interface that package vm implements, so it
// never imports vm. It imports bytecode only for function objects.
//
// The file names say which part of the model each file holds: int_*.go for
// integers, float_*.go for floats, str_*.go for strings, format_*.go for
// the format-spec mini-language, and so on.
package runtime
