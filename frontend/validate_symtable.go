package frontend

// This file is the symbol-table stage of Validate, after CPython 3.11's
// Python/symtable.c: a first walk records, per scope, the flags of every
// name (bound here, used here, parameter, declared global or nonlocal...),
// raising the errors that can be seen during the walk; then an analysis
// pass resolves each scope's names against the enclosing function scopes
// and raises the nonlocal errors. Only what the checks need is kept: the
// compiler stage asks the table whether a scope is a function, a coroutine
// or a generator.

import "strings"

// symFlags are the flags of a name in a scope (DEF_* in symtable.h).
type symFlags uint16

const (
	defGlobal    symFlags = 1 << iota // global statement
	defLocal                          // assigned in this scope
	defParam                          // a parameter
	defNonlocal                       // nonlocal statement
	defUse                            // used in this scope
	defFree                           // (unused here)
	defFreeClass                      // (unused here)
	defImported                       // bound by an import
	defAnnot                          // annotated
	defCompIter                       // a comprehension's iteration variable

	defBound = defLocal | defParam | defImported
)

// blockType is the kind of a scope (_Py_block_ty).
type blockType uint8

const (
	functionBlock blockType = iota
	classBlock
	moduleBlock
	annotationBlock
)

// compKind says which comprehension a function scope is, if any.
type compKind uint8

const (
	notComprehension compKind = iota
	listComprehension
	setComprehension
	dictComprehension
	generatorExpression
)

// symScope is one scope of the symbol table (PySTEntryObject).
type symScope struct {
	typ       blockType
	symbols   map[string]symFlags
	order     []string // names in the order they were first recorded
	directive map[string]Pos
	children  []*symScope

	comprehension  compKind
	coroutine      bool
	generator      bool
	compIterTarget bool
	compIterExpr   int
}

func newSymScope(typ blockType) *symScope {
	return &symScope{typ: typ, symbols: map[string]symFlags{}}
}

// symtable is the symbol table of one module.
type symtable struct {
	v      *validator
	top    *symScope
	cur    *symScope
	stack  []*symScope
	scopes map[Node]*symScope // the scope each def, lambda, class and comprehension opens
	// private is the name of the innermost class being visited: names
	// like __x are mangled to _Class__x in it (_Py_Mangle).
	private string
}

// mangle applies private name mangling (_Py_Mangle).
func (st *symtable) mangle(name string) string {
	if st.private == "" || len(name) < 2 || name[0] != '_' || name[1] != '_' {
		return name
	}
	if strings.HasSuffix(name, "__") || strings.IndexByte(name, '.') >= 0 {
		return name
	}
	class := strings.TrimLeft(st.private, "_")
	if class == "" {
		return name
	}
	return "_" + class + name
}

// buildSymtable walks mod and analyses its scopes; an error is left in
// v.err.
func buildSymtable(v *validator, mod ModNode) *symtable {
	st := &symtable{v: v, scopes: map[Node]*symScope{}}
	st.top = newSymScope(moduleBlock)
	st.cur = st.top
	st.stack = []*symScope{st.top}
	st.scopes[mod] = st.top
	switch m := mod.(type) {
	case *Module:
		st.stmts(m.Body)
	case *Interactive:
		st.stmts(m.Body)
	case *Expression:
		st.expr(m.Body)
	}
	if v.err == nil {
		st.analyze(st.top, nil, true)
	}
	return st
}

// failed reports whether an error has been recorded.
func (st *symtable) failed() bool { return st.v.err != nil }

func (st *symtable) enter(typ blockType, n Node) {
	s := newSymScope(typ)
	st.cur.children = append(st.cur.children, s)
	st.scopes[n] = s
	st.stack = append(st.stack, s)
	st.cur = s
}

func (st *symtable) exit() {
	st.stack = st.stack[:len(st.stack)-1]
	st.cur = st.stack[len(st.stack)-1]
}

// lookup returns the flags of name in the current scope.
func (st *symtable) lookup(name string) symFlags {
	return st.cur.symbols[st.mangle(name)]
}

// addDef records flag for name in the current scope (symtable_add_def).
func (st *symtable) addDef(name string, flag symFlags, p Pos) {
	st.addDefIn(st.cur, name, flag, p)
}

// addDefIn is symtable_add_def_helper.
func (st *symtable) addDefIn(s *symScope, name string, flag symFlags, p Pos) {
	if st.failed() {
		return
	}
	plain := name
	name = st.mangle(name)
	val, ok := s.symbols[name]
	if ok {
		if flag&defParam != 0 && val&defParam != 0 {
			st.v.errorAt(p, "duplicate argument '"+plain+"' in function definition")
			return
		}
		val |= flag
	} else {
		val = flag
		s.order = append(s.order, name)
	}
	if s.compIterTarget {
		// An iteration variable of a comprehension: it must not rebind a
		// walrus target of the enclosing scope.
		if val&(defGlobal|defNonlocal) != 0 {
			st.v.errorAt(p, "comprehension inner loop cannot rebind assignment expression target '"+plain+"'")
			return
		}
		val |= defCompIter
	}
	s.symbols[name] = val
	if flag&defGlobal != 0 && s != st.top {
		// Global declarations are also recorded in the module's table.
		g, ok := st.top.symbols[name]
		if !ok {
			st.top.order = append(st.top.order, name)
		}
		st.top.symbols[name] = g | flag
	}
}

// recordDirective remembers the first global or nonlocal statement about
// name in the current scope: the analysis points its errors there.
func (st *symtable) recordDirective(s *symScope, name string, p Pos) {
	name = st.mangle(name)
	if s.directive == nil {
		s.directive = map[string]Pos{}
	}
	if _, ok := s.directive[name]; !ok {
		s.directive[name] = p
	}
}

func (st *symtable) stmts(body []Stmt) {
	for _, s := range body {
		if st.failed() {
			return
		}
		st.stmt(s)
	}
}

func (st *symtable) exprs(es []Expr) {
	for _, e := range es {
		if e != nil {
			st.expr(e)
		}
	}
}

func (st *symtable) stmt(s Stmt) {
	if st.failed() {
		return
	}
	switch s := s.(type) {
	case *FunctionDef:
		st.function(s, s.Name, s.Args, s.Returns, s.DecoratorList, s.Body, false)
	case *AsyncFunctionDef:
		st.function(s, s.Name, s.Args, s.Returns, s.DecoratorList, s.Body, true)
	case *ClassDef:
		st.addDef(s.Name, defLocal, s.Pos)
		st.exprs(s.Bases)
		for _, k := range s.Keywords {
			st.expr(k.Value)
		}
		st.exprs(s.DecoratorList)
		st.enter(classBlock, s)
		saved := st.private
		st.private = s.Name
		st.stmts(s.Body)
		st.private = saved
		st.exit()
	case *Return:
		if s.Value != nil {
			st.expr(s.Value)
		}
	case *Delete:
		st.exprs(s.Targets)
	case *Assign:
		st.exprs(s.Targets)
		st.expr(s.Value)
	case *AnnAssign:
		if n, ok := s.Target.(*Name); ok {
			cur := st.lookup(n.Id)
			if cur&(defGlobal|defNonlocal) != 0 && st.cur != st.top && s.Simple != 0 {
				msg := "annotated name '" + n.Id + "' can't be nonlocal"
				if cur&defGlobal != 0 {
					msg = "annotated name '" + n.Id + "' can't be global"
				}
				st.v.errorAt(s.Pos, msg)
				return
			}
			if s.Simple != 0 {
				st.addDef(n.Id, defAnnot|defLocal, n.Pos)
			} else if s.Value != nil {
				st.addDef(n.Id, defLocal, n.Pos)
			}
		} else {
			st.expr(s.Target)
		}
		st.annotation(s.Annotation)
		if s.Value != nil {
			st.expr(s.Value)
		}
	case *AugAssign:
		st.expr(s.Target)
		st.expr(s.Value)
	case *For:
		st.expr(s.Target)
		st.expr(s.Iter)
		st.stmts(s.Body)
		st.stmts(s.Orelse)
	case *AsyncFor:
		st.expr(s.Target)
		st.expr(s.Iter)
		st.stmts(s.Body)
		st.stmts(s.Orelse)
	case *While:
		st.expr(s.Test)
		st.stmts(s.Body)
		st.stmts(s.Orelse)
	case *If:
		st.expr(s.Test)
		st.stmts(s.Body)
		st.stmts(s.Orelse)
	case *Match:
		st.expr(s.Subject)
		for _, c := range s.Cases {
			st.pattern(c.Pattern)
			if c.Guard != nil {
				st.expr(c.Guard)
			}
			st.stmts(c.Body)
		}
	case *Raise:
		if s.Exc != nil {
			st.expr(s.Exc)
			if s.Cause != nil {
				st.expr(s.Cause)
			}
		}
	case *Try:
		st.try(s.Body, s.Handlers, s.Orelse, s.Finalbody)
	case *TryStar:
		st.try(s.Body, s.Handlers, s.Orelse, s.Finalbody)
	case *Assert:
		st.expr(s.Test)
		if s.Msg != nil {
			st.expr(s.Msg)
		}
	case *Import:
		for _, a := range s.Names {
			st.alias(a)
		}
	case *ImportFrom:
		for _, a := range s.Names {
			st.alias(a)
		}
	case *Global:
		st.declare(s.Pos, s.Names, true)
	case *Nonlocal:
		st.declare(s.Pos, s.Names, false)
	case *ExprStmt:
		st.expr(s.Value)
	case *With:
		st.withItems(s.Items)
		st.stmts(s.Body)
	case *AsyncWith:
		st.withItems(s.Items)
		st.stmts(s.Body)
	}
}

func (st *symtable) try(body []Stmt, handlers []*ExceptHandler, orelse, finalbody []Stmt) {
	st.stmts(body)
	for _, h := range handlers {
		if h.Type != nil {
			st.expr(h.Type)
		}
		if h.Name != "" {
			st.addDef(h.Name, defLocal, h.Pos)
		}
		st.stmts(h.Body)
	}
	st.stmts(orelse)
	st.stmts(finalbody)
}

func (st *symtable) withItems(items []*WithItem) {
	for _, it := range items {
		st.expr(it.ContextExpr)
		if it.OptionalVars != nil {
			st.expr(it.OptionalVars)
		}
	}
}

// declare handles a global or nonlocal statement.
func (st *symtable) declare(p Pos, names []string, global bool) {
	for _, name := range names {
		cur := st.lookup(name)
		if cur&(defParam|defLocal|defUse|defAnnot) != 0 {
			kw := "nonlocal"
			if global {
				kw = "global"
			}
			var msg string
			switch {
			case cur&defParam != 0:
				msg = "name '" + name + "' is parameter and " + kw
			case cur&defUse != 0:
				msg = "name '" + name + "' is used prior to " + kw + " declaration"
			case cur&defAnnot != 0:
				msg = "annotated name '" + name + "' can't be " + kw
			default:
				msg = "name '" + name + "' is assigned to before " + kw + " declaration"
			}
			st.v.errorAt(p, msg)
			return
		}
		if global {
			st.addDef(name, defGlobal, p)
		} else {
			st.addDef(name, defNonlocal, p)
		}
		st.recordDirective(st.cur, name, p)
	}
}

// alias records the name an import binds (symtable_visit_alias).
func (st *symtable) alias(a *Alias) {
	name := a.Asname
	if name == "" {
		name = a.Name
		if i := strings.IndexByte(name, '.'); i >= 0 {
			name = name[:i]
		}
	}
	if name == "*" {
		if st.cur.typ != moduleBlock {
			st.v.errorAt(a.Pos, "import * only allowed at module level")
		}
		return
	}
	st.addDef(name, defImported, a.Pos)
}

// function handles def and async def.
func (st *symtable) function(n Stmt, name string, args *Arguments, returns Expr, decorators []Expr, body []Stmt, async bool) {
	st.addDef(name, defLocal, *n.Position())
	st.exprs(args.Defaults)
	st.exprs(args.KwDefaults)
	st.annotations(args, returns)
	st.exprs(decorators)
	st.enter(functionBlock, n)
	if async {
		st.cur.coroutine = true
	}
	st.arguments(args)
	st.stmts(body)
	st.exit()
}

// arguments records the parameters of a function or lambda.
func (st *symtable) arguments(a *Arguments) {
	for _, list := range [][]*Arg{a.Posonlyargs, a.Args, a.Kwonlyargs} {
		for _, arg := range list {
			st.addDef(arg.Arg, defParam, arg.Pos)
		}
	}
	if a.Vararg != nil {
		st.addDef(a.Vararg.Arg, defParam, a.Vararg.Pos)
	}
	if a.Kwarg != nil {
		st.addDef(a.Kwarg.Arg, defParam, a.Kwarg.Pos)
	}
}

// annotations visits the annotations of a def (symtable_visit_annotations).
func (st *symtable) annotations(a *Arguments, returns Expr) {
	future := st.v.features.annotations
	if future {
		st.enter(annotationBlock, a)
	}
	for _, list := range [][]*Arg{a.Posonlyargs, a.Args, a.Kwonlyargs} {
		for _, arg := range list {
			if arg.Annotation != nil {
				st.expr(arg.Annotation)
			}
		}
	}
	if a.Vararg != nil && a.Vararg.Annotation != nil {
		st.expr(a.Vararg.Annotation)
	}
	if a.Kwarg != nil && a.Kwarg.Annotation != nil {
		st.expr(a.Kwarg.Annotation)
	}
	if future {
		st.exit()
	}
	if returns != nil {
		st.annotation(returns)
	}
}

// annotation visits one annotation (symtable_visit_annotation): with
// `from __future__ import annotations` in a block of its own.
func (st *symtable) annotation(e Expr) {
	if st.v.features.annotations {
		st.enter(annotationBlock, e)
		st.expr(e)
		st.exit()
		return
	}
	st.expr(e)
}

// notInAnnotation raises when the current scope is an annotation block
// (symtable_raise_if_annotation_block).
func (st *symtable) notInAnnotation(what string, e Expr) bool {
	if st.cur.typ != annotationBlock {
		return true
	}
	st.v.errorAt(*e.Position(), "'"+what+"' can not be used within an annotation")
	return false
}

func (st *symtable) expr(e Expr) {
	if st.failed() || e == nil {
		return
	}
	switch e := e.(type) {
	case *NamedExpr:
		if !st.notInAnnotation("named expression", e) {
			return
		}
		if st.cur.compIterExpr > 0 {
			st.v.errorAt(e.Pos, "assignment expression cannot be used in a comprehension iterable expression")
			return
		}
		if st.cur.comprehension != notComprehension {
			st.extendNamedExprScope(e.Target.(*Name))
		}
		st.expr(e.Value)
		st.expr(e.Target)
	case *BoolOp:
		st.exprs(e.Values)
	case *BinOp:
		st.expr(e.Left)
		st.expr(e.Right)
	case *UnaryOp:
		st.expr(e.Operand)
	case *Lambda:
		st.exprs(e.Args.Defaults)
		st.exprs(e.Args.KwDefaults)
		st.enter(functionBlock, e)
		st.arguments(e.Args)
		st.expr(e.Body)
		st.exit()
	case *IfExp:
		st.expr(e.Test)
		st.expr(e.Body)
		st.expr(e.Orelse)
	case *Dict:
		st.exprs(e.Keys)
		st.exprs(e.Values)
	case *Set:
		st.exprs(e.Elts)
	case *GeneratorExp:
		st.comprehension(e, e.Generators, e.Elt, nil, generatorExpression)
	case *ListComp:
		st.comprehension(e, e.Generators, e.Elt, nil, listComprehension)
	case *SetComp:
		st.comprehension(e, e.Generators, e.Elt, nil, setComprehension)
	case *DictComp:
		st.comprehension(e, e.Generators, e.Key, e.Value, dictComprehension)
	case *Yield:
		if !st.notInAnnotation("yield expression", e) {
			return
		}
		if e.Value != nil {
			st.expr(e.Value)
		}
		st.yield(e)
	case *YieldFrom:
		if !st.notInAnnotation("yield expression", e) {
			return
		}
		st.expr(e.Value)
		st.yield(e)
	case *Await:
		if !st.notInAnnotation("await expression", e) {
			return
		}
		st.expr(e.Value)
		st.cur.coroutine = true
	case *Compare:
		st.expr(e.Left)
		st.exprs(e.Comparators)
	case *Call:
		st.expr(e.Func)
		st.exprs(e.Args)
		for _, k := range e.Keywords {
			st.expr(k.Value)
		}
	case *FormattedValue:
		st.expr(e.Value)
		if e.FormatSpec != nil {
			st.expr(e.FormatSpec)
		}
	case *JoinedStr:
		st.exprs(e.Values)
	case *Attribute:
		st.expr(e.Value)
	case *Subscript:
		st.expr(e.Value)
		st.expr(e.Slice)
	case *Starred:
		st.expr(e.Value)
	case *Slice:
		st.expr(e.Lower)
		st.expr(e.Upper)
		st.expr(e.Step)
	case *Name:
		flag := defUse
		if e.Ctx != Load {
			flag = defLocal
		}
		st.addDef(e.Id, flag, e.Pos)
		if e.Ctx == Load && st.cur.typ == functionBlock && e.Id == "super" {
			st.addDef("__class__", defUse, e.Pos)
		}
	case *List:
		st.exprs(e.Elts)
	case *Tuple:
		st.exprs(e.Elts)
	}
}

// yield marks the current scope as a generator, which a comprehension must
// not be.
func (st *symtable) yield(e Expr) {
	st.cur.generator = true
	var msg string
	switch st.cur.comprehension {
	case notComprehension:
		return
	case listComprehension:
		msg = "'yield' inside list comprehension"
	case setComprehension:
		msg = "'yield' inside set comprehension"
	case dictComprehension:
		msg = "'yield' inside dict comprehension"
	default:
		msg = "'yield' inside generator expression"
	}
	st.v.errorAt(*e.Position(), msg)
}

// comprehension opens the scope of a comprehension
// (symtable_handle_comprehension).
func (st *symtable) comprehension(e Expr, gens []*Comprehension, elt, value Expr, kind compKind) {
	outermost := gens[0]
	// The outermost iterable is evaluated in the enclosing scope.
	st.cur.compIterExpr++
	st.expr(outermost.Iter)
	st.cur.compIterExpr--
	if st.failed() {
		return
	}
	st.enter(functionBlock, e)
	st.cur.comprehension = kind
	if outermost.IsAsync != 0 {
		st.cur.coroutine = true
	}
	st.addDef(".0", defParam, *e.Position())
	st.cur.compIterTarget = true
	st.expr(outermost.Target)
	st.cur.compIterTarget = false
	st.exprs(outermost.Ifs)
	for _, g := range gens[1:] {
		st.cur.compIterTarget = true
		st.expr(g.Target)
		st.cur.compIterTarget = false
		st.cur.compIterExpr++
		st.expr(g.Iter)
		st.cur.compIterExpr--
		st.exprs(g.Ifs)
		if g.IsAsync != 0 {
			st.cur.coroutine = true
		}
	}
	if value != nil {
		st.expr(value)
	}
	st.expr(elt)
	isGenerator := kind == generatorExpression
	st.cur.generator = isGenerator
	isAsync := st.cur.coroutine && !isGenerator
	st.exit()
	if isAsync {
		st.cur.coroutine = true
	}
}

// extendNamedExprScope binds the target of a walrus inside a comprehension
// in the nearest enclosing function or module scope
// (symtable_extend_namedexpr_scope).
func (st *symtable) extendNamedExprScope(target *Name) {
	name := target.Id
	for i := len(st.stack) - 1; i >= 0; i-- {
		s := st.stack[i]
		if s.comprehension != notComprehension {
			if s.symbols[name]&defCompIter != 0 {
				st.v.errorAt(target.Pos, "assignment expression cannot rebind comprehension iteration variable '"+name+"'")
				return
			}
			continue
		}
		switch s.typ {
		case functionBlock:
			if s.symbols[name]&defGlobal != 0 {
				st.addDef(name, defGlobal, target.Pos)
			} else {
				st.addDef(name, defNonlocal, target.Pos)
			}
			st.recordDirective(st.cur, name, target.Pos)
			st.addDefIn(s, name, defLocal, target.Pos)
			return
		case moduleBlock:
			st.addDef(name, defGlobal, target.Pos)
			st.recordDirective(st.cur, name, target.Pos)
			st.addDefIn(s, name, defGlobal, target.Pos)
			return
		case classBlock:
			st.v.errorAt(target.Pos, "assignment expression within a comprehension cannot be used in a class body")
			return
		}
	}
}

// pattern records the names a match pattern binds.
func (st *symtable) pattern(p Pattern) {
	if st.failed() {
		return
	}
	switch p := p.(type) {
	case *MatchValue:
		st.expr(p.Value)
	case *MatchSequence:
		for _, q := range p.Patterns {
			st.pattern(q)
		}
	case *MatchStar:
		if p.Name != "" {
			st.addDef(p.Name, defLocal, p.Pos)
		}
	case *MatchMapping:
		st.exprs(p.Keys)
		for _, q := range p.Patterns {
			st.pattern(q)
		}
		if p.Rest != "" {
			st.addDef(p.Rest, defLocal, p.Pos)
		}
	case *MatchClass:
		st.expr(p.Cls)
		for _, q := range p.Patterns {
			st.pattern(q)
		}
		for _, q := range p.KwdPatterns {
			st.pattern(q)
		}
	case *MatchAs:
		if p.Pattern != nil {
			st.pattern(p.Pattern)
		}
		if p.Name != "" {
			st.addDef(p.Name, defLocal, p.Pos)
		}
	case *MatchOr:
		for _, q := range p.Patterns {
			st.pattern(q)
		}
	}
}

// analyze resolves the names of scope s against bound, the names bound in
// the enclosing function scopes (nil at module level), and recurses into
// the children (analyze_block); it raises the errors of analyze_name.
func (st *symtable) analyze(s *symScope, bound map[string]bool, top bool) {
	if st.failed() {
		return
	}
	newBound := map[string]bool{}
	if s.typ == classBlock {
		for n := range bound {
			newBound[n] = true
		}
	}
	local := map[string]bool{}
	for _, name := range s.order {
		flags := s.symbols[name]
		switch {
		case flags&defGlobal != 0:
			if flags&defNonlocal != 0 {
				st.v.errorAt(s.directive[name], "name '"+name+"' is nonlocal and global")
				return
			}
			if bound != nil {
				delete(bound, name)
			}
		case flags&defNonlocal != 0:
			if bound == nil {
				st.v.errorAt(s.directive[name], "nonlocal declaration not allowed at module level")
				return
			}
			if !bound[name] {
				st.v.errorAt(s.directive[name], "no binding for nonlocal '"+name+"' found")
				return
			}
		case flags&defBound != 0:
			local[name] = true
		}
	}
	if s.typ != classBlock {
		if s.typ == functionBlock {
			for n := range local {
				newBound[n] = true
			}
		}
		for n := range bound {
			newBound[n] = true
		}
	} else {
		newBound["__class__"] = true
	}
	for _, c := range s.children {
		// Each child works on its own copy of the bound names.
		b := make(map[string]bool, len(newBound))
		for n := range newBound {
			b[n] = true
		}
		st.analyze(c, b, false)
		if st.failed() {
			return
		}
	}
}
