// Package pycompile compiles one module of the standard library to the
// bytes stdlib embeds. The generator and the freshness test share it, so
// that both produce the same bytes.
package pycompile

import (
	"crypto/sha256"
	"errors"
	"fmt"

	"github.com/pyexgo/pyex/bytecode"
	"github.com/pyexgo/pyex/compiler"
	"github.com/pyexgo/pyex/frontend"
)

// Filename is the file name a standard-library module carries in its code
// objects (it must equal stdlib.PyFilename).
func Filename(name string) string { return "<frozen " + name + ">" }

// Module compiles the source of module name to .pyc bytes.
func Module(name string, src []byte) ([]byte, error) {
	filename := Filename(name)
	mod, err := frontend.ParseChecked(src, filename, frontend.ModeExec)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	code, err := compiler.Compile(mod, filename)
	if err != nil {
		var ce *compiler.Error
		if errors.As(err, &ce) {
			return nil, fmt.Errorf("%s: line %d: %s", name, ce.Pos.Lineno, ce.Msg)
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return bytecode.Marshal(code, sha256.Sum256(src)), nil
}
