package frontend

// This file defines Validate: the checks CPython's compile() makes on a
// tree after parsing, which ast.parse does not make. compile() runs three
// stages after the parser, and Validate follows them in the same order, so
// that of several errors in one program the same one is reported:
//
//  1. The future stage (Python/future.c): __future__ imports at the top of
//     the module name known features ("future feature X is not defined",
//     "not a chance").
//  2. The symbol table (Python/symtable.c, validate_symtable.go): a walk
//     over the whole module that records how each scope uses each name,
//     then an analysis of the scopes. It rejects conflicting global and
//     nonlocal declarations, duplicate parameters, yield in comprehensions,
//     walrus targets that rebind comprehension variables, import * below
//     module level.
//  3. The code generator (Python/compile.c, validate_compile.go): a second
//     walk in code-generation order that rejects what only the compiler
//     checks: return, yield and await outside functions, break and
//     continue outside loops, starred expressions out of place, assigning
//     to __debug__, repeated keyword arguments, unreachable match cases.
//
// Errors of the last two stages point at a node: their offsets are the
// node's byte columns plus one (CPython converts nothing here), and their
// text is the source line, as CPython reads it from the file.

// Validate makes the checks CPython's compile() makes on a tree after
// parsing it, and returns the first error as a *SyntaxError, or nil.
// filename and src (the bytes given to Parse; nil is allowed) give the
// error its Filename and Text.
func Validate(mod ModNode, filename string, src []byte) error {
	v := &validator{filename: filename, src: src}
	if err := v.checkFuture(mod); err != nil {
		return err
	}
	st := buildSymtable(v, mod)
	if v.err != nil {
		return v.err
	}
	compileChecks(v, st, mod)
	if v.err != nil {
		return v.err
	}
	return nil
}

// validator holds what the stages share: where errors go.
type validator struct {
	filename string
	src      []byte
	lines    *sourceText // decoded src, made on the first error
	err      *SyntaxError
	features futureFeatures
}

// futureFeatures are the __future__ imports that change what the later
// stages check.
type futureFeatures struct {
	annotations bool // from __future__ import annotations
	lineno      int  // line of the last __future__ import of the prologue
}

// errorAt records msg at the span of a node, as CPython's compiler and
// symbol table do: 1-based byte offsets, the source line as text.
func (v *validator) errorAt(p Pos, msg string) {
	if v.err != nil {
		return
	}
	v.err = &SyntaxError{Kind: KindSyntaxError, Msg: msg, Filename: v.filename,
		Lineno: p.Lineno, Offset: p.ColOffset + 1, EndLineno: p.EndLineno, EndOffset: p.EndColOffset + 1,
		Text: v.line(p.Lineno)}
}

// line returns source line n with its line ending, or "".
func (v *validator) line(n int) string {
	if v.src == nil {
		return ""
	}
	if v.lines == nil {
		text, err := decodeSource(v.src, false)
		if err != nil {
			text = string(v.src)
		}
		v.lines = newSourceText(v.filename, text)
	}
	return v.lines.line(n)
}

// checkFuture is the future stage (future_parse in Python/future.c).
func (v *validator) checkFuture(mod ModNode) error {
	var body []Stmt
	switch m := mod.(type) {
	case *Module:
		body = m.Body
	case *Interactive:
		body = m.Body
	default:
		return nil
	}
	i := 0
	if docString(body) {
		i++
	}
	done, prevLine := false, 0
	for ; i < len(body); i++ {
		s := body[i]
		pos := s.Position()
		if done && pos.Lineno > prevLine {
			return nil
		}
		prevLine = pos.Lineno
		imp, ok := s.(*ImportFrom)
		if !ok || imp.Module != "__future__" {
			done = true
			continue
		}
		if done {
			// A future import after another statement on the same line.
			return v.futureError("from __future__ imports must occur at the beginning of the file", pos, 0)
		}
		for _, a := range imp.Names {
			switch a.Name {
			case "nested_scopes", "generators", "division", "absolute_import", "with_statement",
				"print_function", "unicode_literals", "barry_as_FLUFL", "generator_stop":
			case "annotations":
				v.features.annotations = true
			case "braces":
				return v.futureError("not a chance", pos, 1)
			default:
				return v.futureError("future feature "+a.Name+" is not defined", pos, 1)
			}
		}
		v.features.lineno = pos.Lineno
	}
	return nil
}

// futureError is an error of the future stage: PyErr_SyntaxLocationObject
// gives it a start (col_offset + add) and no end offset.
func (v *validator) futureError(msg string, p *Pos, add int) error {
	return &SyntaxError{Kind: KindSyntaxError, Msg: msg, Filename: v.filename,
		Lineno: p.Lineno, Offset: p.ColOffset + add, EndLineno: p.Lineno, Text: v.line(p.Lineno)}
}

// docString reports whether a body starts with a docstring: an expression
// statement holding a str constant.
func docString(body []Stmt) bool {
	if len(body) == 0 {
		return false
	}
	e, ok := body[0].(*ExprStmt)
	if !ok {
		return false
	}
	c, ok := e.Value.(*Constant)
	if !ok {
		return false
	}
	_, ok = c.Value.(Str)
	return ok
}

// quoteName returns the repr of an identifier, as %R of a str prints it.
func quoteName(s string) string {
	return ReprStr(Str(s))
}

// ParseChecked parses src and makes the checks compile() makes after
// parsing (Validate): what a program must pass before it is compiled. It
// is Parse for callers that go on to generate code.
func ParseChecked(src []byte, filename string, mode Mode) (ModNode, error) {
	mod, err := Parse(src, filename, mode)
	if err != nil {
		return nil, err
	}
	if err := Validate(mod, filename, src); err != nil {
		return nil, err
	}
	return mod, nil
}
