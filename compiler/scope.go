// Package compiler turns the AST of package frontend into bytecode.Code.
//
// It works in two passes, as CPython's does:
//
//  1. Scope analysis (scope.go, scope_walk.go) builds one Scope per module,
//     class, function, lambda and comprehension, records how each name is
//     used there (assigned, a parameter, declared global or nonlocal,
//     imported, referenced), and then resolves every name to where it lives:
//     a local register, a cell, a free variable taken from the closure, a
//     global, or (in class and module bodies) the namespace dict. The rules
//     and error messages are those of CPython 3.11's Python/symtable.c, and
//     the tests compare the result with python3's symtable module.
//  2. Code generation (codegen*.go) walks the AST again with the resolved
//     scopes and emits register instructions.
package compiler

import (
	"github.com/pyexgo/pyex/frontend"
)

// ScopeKind is the kind of block a Scope is.
type ScopeKind uint8

// The scope kinds, as CPython's symtable names them.
const (
	ModuleScope ScopeKind = iota
	ClassScope
	FunctionScope // def, async def, lambda and comprehensions
)

// Binding is where a resolved name lives.
type Binding uint8

// The bindings, CPython's LOCAL, GLOBAL_EXPLICIT, GLOBAL_IMPLICIT, FREE and
// CELL.
const (
	BindNone           Binding = iota
	BindLocal                  // a local of a function (a register), or a name in a module or class namespace
	BindGlobalExplicit         // declared global
	BindGlobalImplicit         // not bound anywhere enclosing: a global or builtin
	BindFree                   // bound in an enclosing function: read through the closure
	BindCell                   // a local captured by an inner scope: lives in a cell
)

// Use flags: how a name is used in one scope (CPython's DEF_* flags).
const (
	defGlobal    = 1 << iota // declared global
	defLocal                 // assigned, deleted or otherwise bound
	defParam                 // a parameter
	defNonlocal              // declared nonlocal
	defUse                   // read
	defFree                  // a free variable of a nested scope passes through
	defFreeClass             // a free variable bound in a class body and needed by a nested scope
	defImport                // bound by import
	defAnnot                 // annotated
	defCompIter              // a comprehension's iteration variable

	defBound = defLocal | defParam | defImport
)

// Symbol is one name of one scope.
type Symbol struct {
	Name    string
	Flags   int
	Binding Binding
}

// Scope is the symbol table of one block.
type Scope struct {
	Kind     ScopeKind
	Name     string // the function or class name; "top" for the module
	Node     frontend.Node
	Lineno   int
	Symbols  map[string]*Symbol
	Order    []string // names in order of first appearance, for deterministic output
	Params   []string // parameter names in signature order
	Children []*Scope
	Parent   *Scope

	IsGenerator     bool // contains yield or yield from
	IsCoroutine     bool // async def, or a comprehension containing await
	HasAwait        bool // contains await directly
	IsComprehension bool
	IsLambda        bool
	HasVarargs      bool
	HasVarkw        bool
	NeedsClassCell  bool // a class whose methods use super() or __class__
	ReturnsValue    bool // contains return with a value (for async generators)
	Nested          bool // inside a function
	compIterExpr    int  // > 0 while walking a comprehension's iterable expression
	private         string
	directives      map[string]frontend.Pos // where each global/nonlocal declaration is
	walrus          map[string]bool         // names a := directly in this scope assigns
}

// lookup returns the symbol for name, or nil.
func (s *Scope) lookup(name string) *Symbol { return s.Symbols[name] }

// Binding returns where name lives in s (BindGlobalImplicit for a name s
// never mentions).
func (s *Scope) Binding(name string) Binding {
	if sym := s.Symbols[name]; sym != nil && sym.Binding != BindNone {
		return sym.Binding
	}
	return BindGlobalImplicit
}

func newScope(kind ScopeKind, name string, node frontend.Node, lineno int, parent *Scope) *Scope {
	s := &Scope{Kind: kind, Name: name, Node: node, Lineno: lineno, Parent: parent, Symbols: map[string]*Symbol{}}
	if parent != nil {
		s.Nested = parent.Nested || parent.Kind == FunctionScope
		s.private = parent.private
		parent.Children = append(parent.Children, s)
	}
	return s
}

// mangle applies Python's private name mangling: inside class C, a name
// __x (not ending in __, without a dot) becomes _C__x.
func mangle(private, name string) string {
	if private == "" || len(name) < 2 || name[0] != '_' || name[1] != '_' {
		return name
	}
	if name[len(name)-1] == '_' && name[len(name)-2] == '_' {
		return name // __dunder__ names, and "__" itself
	}
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			return name
		}
	}
	i := 0
	for i < len(private) && private[i] == '_' {
		i++
	}
	if i == len(private) {
		return name
	}
	return "_" + private[i:] + name
}

// futureFeatures returns the features a module enables with its leading
// "from __future__ import" statements.
func futureFeatures(mod frontend.ModNode) map[string]bool {
	features := map[string]bool{}
	for _, imp := range leadingFutures(mod) {
		for _, a := range imp.Names {
			features[a.Name] = true
		}
	}
	return features
}

// knownFutures are the features "from __future__ import" accepts in 3.11.
var knownFutures = map[string]bool{
	"nested_scopes": true, "generators": true, "division": true, "absolute_import": true,
	"with_statement": true, "print_function": true, "unicode_literals": true,
	"barry_as_FLUFL": true, "generator_stop": true, "annotations": true,
}

// checkFutures reports the errors CPython's future.c finds: an unknown
// feature or "braces" in a leading future import, and a future import on
// the same line as the statement that ended the leading ones. Other late
// future imports are the code generator's error.
func checkFutures(mod frontend.ModNode) *compileError {
	m, ok := mod.(*frontend.Module)
	if !ok {
		return nil
	}
	done, prevLine := false, 0
	for i, s := range m.Body {
		pos := s.Position()
		if done && pos.Lineno > prevLine {
			return nil
		}
		prevLine = pos.Lineno
		imp, isImp := s.(*frontend.ImportFrom)
		switch {
		case isImp && imp.Module == "__future__":
			if done {
				return &compileError{msg: "from __future__ imports must occur at the beginning of the file", pos: imp.Pos}
			}
			for _, a := range imp.Names {
				switch {
				case a.Name == "braces":
					return &compileError{msg: "not a chance", pos: imp.Pos}
				case !knownFutures[a.Name]:
					return &compileError{msg: "future feature " + a.Name + " is not defined", pos: imp.Pos}
				}
			}
		case i == 0 && isDocstring(s):
		default:
			done = true
		}
	}
	return nil
}

func isDocstring(s frontend.Stmt) bool {
	if es, ok := s.(*frontend.ExprStmt); ok {
		if c, ok := es.Value.(*frontend.Constant); ok {
			_, ok := c.Value.(frontend.Str)
			return ok
		}
	}
	return false
}

// leadingFutures returns the future imports at the start of a module,
// after an optional docstring: the only place they are allowed.
func leadingFutures(mod frontend.ModNode) []*frontend.ImportFrom {
	m, ok := mod.(*frontend.Module)
	if !ok {
		return nil
	}
	var out []*frontend.ImportFrom
	for i, s := range m.Body {
		imp, isImp := s.(*frontend.ImportFrom)
		isFuture := isImp && imp.Module == "__future__" && imp.Level == 0
		if i == 0 && !isFuture && isDocstring(s) {
			continue
		}
		if !isFuture {
			break
		}
		out = append(out, imp)
	}
	return out
}
