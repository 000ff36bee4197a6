package frontend

// Mode selects the start rule of the grammar, like the mode argument of
// CPython's compile().
type Mode uint8

// The parse modes.
const (
	ModeExec   Mode = iota // a module: file_input, giving *Module
	ModeEval               // one expression: eval_input, giving *Expression
	ModeSingle             // one interactive statement: single_input, giving *Interactive
)

// ParseFile parses the source bytes of a Python file, honouring a UTF-8 BOM
// and a PEP 263 encoding declaration, and returns its module. On bad input
// the error is a *SyntaxError.
func ParseFile(src []byte, filename string) (*Module, error) {
	m, err := Parse(src, filename, ModeExec)
	if err != nil {
		return nil, err
	}
	return m.(*Module), nil
}
