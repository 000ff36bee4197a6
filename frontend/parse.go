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

// Parse parses the source bytes of a Python program in the given mode,
// like CPython's ast.parse(src) or compile(src, filename, mode) on bytes:
// a UTF-8 BOM and a PEP 263 coding declaration are honoured. It returns a
// *Module, *Expression or *Interactive; on bad input the error is a
// *SyntaxError with CPython's message, line and offsets.
func Parse(src []byte, filename string, mode Mode) (ModNode, error) {
	return parse(src, filename, mode, false)
}

// ParseText is Parse for text that is already decoded, like CPython's
// compile() of a str: a coding declaration is ignored.
func ParseText(text string, filename string, mode Mode) (ModNode, error) {
	return parse([]byte(text), filename, mode, true)
}

func parse(src []byte, filename string, mode Mode, decoded bool) (ModNode, error) {
	toks, st, terr := tokenize(src, filename, decoded)
	if st == nil {
		return nil, terr.rawSyntaxError(filename)
	}
	p := newParser(toks, st, terr)
	p.filename = filename
	p.charOffsets = declaresEncoding(src, decoded)
	var start func(*parser) Node
	switch mode {
	case ModeEval:
		start = evalRule
	case ModeSingle:
		start = singleRule
	default:
		start = fileRule
	}
	res, err := p.run(start)
	if err != nil {
		return nil, p.syntaxError(err)
	}
	return res.(ModNode), nil
}
