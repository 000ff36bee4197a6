package compiler

import (
	"sort"

	fe "github.com/pyexgo/pyex/frontend"
)

// This file holds the second pass of scope analysis: given how each scope
// uses its names, decide where every name lives. It is CPython 3.11's
// analyze_block, analyze_name, analyze_cells, drop_class_free and
// update_symbols, with sets of names passed down (bound: names bound in
// enclosing functions; global: names declared global above) and free
// variables passed up from children.

type nameSet map[string]struct{}

func (s nameSet) has(n string) bool { _, ok := s[n]; return ok }

func (s nameSet) copy() nameSet {
	c := make(nameSet, len(s))
	for n := range s {
		c[n] = struct{}{}
	}
	return c
}

func (s nameSet) addAll(o nameSet) {
	for n := range o {
		s[n] = struct{}{}
	}
}

func (s nameSet) sorted() []string {
	names := make([]string, 0, len(s))
	for n := range s {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// analyze resolves every name of every scope under top.
func analyze(top *Scope) *compileError {
	return analyzeBlock(top, nil, nameSet{}, nameSet{})
}

// analyzeBlock resolves the names of s. bound is nil for the module.
// Free variables of s and its children that s does not bind are added to
// free, for the caller.
func analyzeBlock(s *Scope, bound, free, global nameSet) *compileError {
	local := nameSet{}
	scopes := map[string]Binding{}
	newGlobal, newFree, newBound := nameSet{}, nameSet{}, nameSet{}

	// A class namespace is invisible to nested functions, so its children
	// see what the class itself was given.
	if s.Kind == ClassScope {
		newGlobal.addAll(global)
		if bound != nil {
			newBound.addAll(bound)
		}
	}
	for _, name := range s.Order {
		if err := analyzeName(s, scopes, name, s.Symbols[name].Flags, bound, local, free, global); err != nil {
			return err
		}
	}
	if s.Kind != ClassScope {
		if s.Kind == FunctionScope {
			newBound.addAll(local)
		}
		if bound != nil {
			newBound.addAll(bound)
		}
		newGlobal.addAll(global)
	} else {
		newBound["__class__"] = struct{}{}
	}

	allFree := nameSet{}
	for _, c := range s.Children {
		childFree := newFree.copy()
		var childBound nameSet
		if newBound != nil {
			childBound = newBound.copy()
		}
		if err := analyzeBlock(c, childBound, childFree, newGlobal.copy()); err != nil {
			return err
		}
		allFree.addAll(childFree)
	}
	newFree.addAll(allFree)

	switch s.Kind {
	case FunctionScope:
		// Locals that children capture become cells.
		for name, b := range scopes {
			if b == BindLocal && newFree.has(name) {
				scopes[name] = BindCell
				delete(newFree, name)
			}
		}
	case ClassScope:
		if newFree.has("__class__") {
			delete(newFree, "__class__")
			s.NeedsClassCell = true
		}
	}
	updateSymbols(s, scopes, bound, newFree)
	free.addAll(newFree)
	return nil
}

func analyzeName(s *Scope, scopes map[string]Binding, name string, flags int, bound, local, free, global nameSet) *compileError {
	switch {
	case flags&defGlobal != 0:
		if flags&defNonlocal != 0 {
			return &compileError{msg: "name '" + name + "' is nonlocal and global", pos: directivePos(s, name)}
		}
		scopes[name] = BindGlobalExplicit
		global[name] = struct{}{}
		if bound != nil {
			delete(bound, name)
		}
	case flags&defNonlocal != 0:
		if bound == nil {
			return &compileError{msg: "nonlocal declaration not allowed at module level", pos: directivePos(s, name)}
		}
		if !bound.has(name) {
			return &compileError{msg: "no binding for nonlocal '" + name + "' found", pos: directivePos(s, name)}
		}
		scopes[name] = BindFree
		free[name] = struct{}{}
	case flags&defBound != 0:
		scopes[name] = BindLocal
		local[name] = struct{}{}
		delete(global, name)
	case bound != nil && bound.has(name):
		scopes[name] = BindFree
		free[name] = struct{}{}
	default:
		scopes[name] = BindGlobalImplicit
	}
	return nil
}

// updateSymbols records the bindings in s and adds the free variables of
// children that pass through s.
func updateSymbols(s *Scope, scopes map[string]Binding, bound, free nameSet) {
	for _, name := range s.Order {
		s.Symbols[name].Binding = scopes[name]
	}
	for _, name := range free.sorted() {
		if sym := s.Symbols[name]; sym != nil {
			// A method's free variable with the name of a class-level
			// binding: the class body reads it through its namespace
			// first (LOADCLASSDEREF).
			if s.Kind == ClassScope && sym.Flags&(defBound|defGlobal) != 0 {
				sym.Flags |= defFreeClass
			}
			continue
		}
		if bound != nil && !bound.has(name) {
			continue // a global
		}
		s.Symbols[name] = &Symbol{Name: name, Flags: defFree, Binding: BindFree}
		s.Order = append(s.Order, name)
	}
}

// directivePos returns where name was declared global or nonlocal in s,
// which is where CPython reports errors about the declaration.
func directivePos(s *Scope, name string) fe.Pos {
	if p, ok := s.directives[name]; ok {
		return p
	}
	return fe.Pos{Lineno: s.Lineno}
}
