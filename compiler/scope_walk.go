package compiler

import (
	"fmt"

	fe "github.com/pyexgo/pyex/frontend"
)

// This file holds the first pass of scope analysis: a walk over the AST that
// records, per scope, how each name is used. It follows the visitors of
// CPython's symtable.c, including what is evaluated in which scope:
// decorators, defaults, annotations and class bases in the enclosing scope;
// the first iterable of a comprehension in the enclosing scope and the rest
// in the comprehension's own.

// scopeBuilder walks a module and builds its scopes.
type scopeBuilder struct {
	futureAnnotations bool
	top               *Scope
	cur               *Scope
	err               *compileError
	byNd              map[fe.Node]*Scope
}

// compileError is an error found by the compiler, located at a node.
type compileError struct {
	msg string
	pos fe.Pos
}

func (b *scopeBuilder) fail(pos *fe.Pos, format string, args ...any) {
	if b.err == nil {
		b.err = &compileError{msg: fmt.Sprintf(format, args...), pos: *pos}
	}
}

// addDef records a use of name in the current scope.
func (b *scopeBuilder) addDef(name string, flag int, pos *fe.Pos) {
	b.addDefIn(b.cur, name, flag, pos)
}

func (b *scopeBuilder) addDefIn(s *Scope, name string, flag int, pos *fe.Pos) {
	name = mangle(s.private, name)
	sym := s.Symbols[name]
	if sym == nil {
		sym = &Symbol{Name: name}
		s.Symbols[name] = sym
		s.Order = append(s.Order, name)
	}
	if flag&defParam != 0 && sym.Flags&defParam != 0 {
		b.fail(pos, "duplicate argument '%s' in function definition", name)
		return
	}
	sym.Flags |= flag
	if flag&defGlobal != 0 && s != b.top {
		// As in CPython, a global declaration anywhere also marks the
		// module's own symbol (symtable_add_def_helper's st_global).
		gs := b.top.Symbols[name]
		if gs == nil {
			gs = &Symbol{Name: name}
			b.top.Symbols[name] = gs
			b.top.Order = append(b.top.Order, name)
		}
		gs.Flags |= flag
	}
}

// buildScopes runs both passes of scope analysis over a module.
func buildScopes(mod fe.ModNode) (*Scope, map[fe.Node]*Scope, *compileError) {
	if err := checkFutures(mod); err != nil {
		return nil, nil, err
	}
	b := &scopeBuilder{byNd: map[fe.Node]*Scope{}, futureAnnotations: futureFeatures(mod)["annotations"]}
	top := newScope(ModuleScope, "top", mod, 0, nil)
	b.byNd[mod] = top
	b.cur = top
	b.top = top
	switch m := mod.(type) {
	case *fe.Module:
		b.stmts(m.Body)
	case *fe.Interactive:
		b.stmts(m.Body)
	case *fe.Expression:
		b.expr(m.Body)
	}
	if b.err != nil {
		return nil, nil, b.err
	}
	if err := analyze(top); err != nil {
		return nil, nil, err
	}
	return top, b.byNd, nil
}

func (b *scopeBuilder) enter(kind ScopeKind, name string, node fe.Node, lineno int) *Scope {
	s := newScope(kind, name, node, lineno, b.cur)
	b.byNd[node] = s
	b.cur = s
	return s
}

func (b *scopeBuilder) leave() { b.cur = b.cur.Parent }

func (b *scopeBuilder) stmts(list []fe.Stmt) {
	for _, s := range list {
		b.stmt(s)
	}
}

func (b *scopeBuilder) exprs(list []fe.Expr) {
	for _, e := range list {
		if e != nil {
			b.expr(e)
		}
	}
}

func (b *scopeBuilder) stmt(s fe.Stmt) {
	switch s := s.(type) {
	case *fe.FunctionDef:
		b.funcDef(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns, false)
	case *fe.AsyncFunctionDef:
		b.funcDef(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns, true)
	case *fe.ClassDef:
		b.addDef(s.Name, defLocal, &s.Pos)
		b.exprs(s.Bases)
		for _, k := range s.Keywords {
			b.expr(k.Value)
		}
		b.exprs(s.DecoratorList)
		c := b.enter(ClassScope, s.Name, s, s.Lineno)
		c.private = s.Name
		b.stmts(s.Body)
		b.leave()
	case *fe.Return:
		if s.Value != nil {
			b.expr(s.Value)
			b.cur.ReturnsValue = true
		}
	case *fe.Delete:
		b.exprs(s.Targets)
	case *fe.Assign:
		b.exprs(s.Targets)
		b.expr(s.Value)
	case *fe.AugAssign:
		b.expr(s.Target)
		b.expr(s.Value)
	case *fe.AnnAssign:
		if n, ok := s.Target.(*fe.Name); ok {
			name := mangle(b.cur.private, n.Id)
			if sym := b.cur.lookup(name); sym != nil && sym.Flags&(defGlobal|defNonlocal) != 0 && s.Simple != 0 {
				kind := "global"
				if sym.Flags&defNonlocal != 0 {
					kind = "nonlocal"
				}
				b.fail(&s.Pos, "annotated name '%s' can't be %s", n.Id, kind)
				return
			}
			if s.Simple != 0 {
				b.addDef(n.Id, defAnnot|defLocal, &n.Pos)
			} else if s.Value != nil {
				b.addDef(n.Id, defLocal, &n.Pos)
			}
		} else {
			b.expr(s.Target)
		}
		b.annotation(s.Annotation)
		if s.Value != nil {
			b.expr(s.Value)
		}
	case *fe.For:
		b.loop(s.Target, s.Iter, s.Body, s.Orelse)
	case *fe.AsyncFor:
		b.loop(s.Target, s.Iter, s.Body, s.Orelse)
	case *fe.While:
		b.expr(s.Test)
		b.stmts(s.Body)
		b.stmts(s.Orelse)
	case *fe.If:
		b.expr(s.Test)
		b.stmts(s.Body)
		b.stmts(s.Orelse)
	case *fe.With:
		b.withItems(s.Items)
		b.stmts(s.Body)
	case *fe.AsyncWith:
		b.withItems(s.Items)
		b.stmts(s.Body)
	case *fe.Match:
		b.expr(s.Subject)
		for _, c := range s.Cases {
			b.pattern(c.Pattern)
			if c.Guard != nil {
				b.expr(c.Guard)
			}
			b.stmts(c.Body)
		}
	case *fe.Raise:
		if s.Exc != nil {
			b.expr(s.Exc)
		}
		if s.Cause != nil {
			b.expr(s.Cause)
		}
	case *fe.Try:
		b.try(s.Body, s.Handlers, s.Orelse, s.Finalbody)
	case *fe.TryStar:
		b.try(s.Body, s.Handlers, s.Orelse, s.Finalbody)
	case *fe.Assert:
		b.expr(s.Test)
		if s.Msg != nil {
			b.expr(s.Msg)
		}
	case *fe.Import:
		b.imports(s.Names, &s.Pos)
	case *fe.ImportFrom:
		b.imports(s.Names, &s.Pos)
	case *fe.Global:
		b.declare(s.Names, defGlobal, "global", &s.Pos)
	case *fe.Nonlocal:
		b.declare(s.Names, defNonlocal, "nonlocal", &s.Pos)
	case *fe.ExprStmt:
		b.expr(s.Value)
	case *fe.Pass, *fe.Break, *fe.Continue:
	}
}

// loop visits for and async for.
func (b *scopeBuilder) loop(target, iter fe.Expr, body, orelse []fe.Stmt) {
	b.expr(target)
	b.expr(iter)
	b.stmts(body)
	b.stmts(orelse)
}

// try visits try and try/except*; CPython's symtable visits else before
// the handlers.
func (b *scopeBuilder) try(body []fe.Stmt, handlers []*fe.ExceptHandler, orelse, final []fe.Stmt) {
	b.stmts(body)
	b.stmts(orelse)
	b.handlers(handlers)
	b.stmts(final)
}

func (b *scopeBuilder) handlers(hs []*fe.ExceptHandler) {
	for _, h := range hs {
		if h.Type != nil {
			b.expr(h.Type)
		}
		if h.Name != "" {
			b.addDef(h.Name, defLocal, &h.Pos)
		}
		b.stmts(h.Body)
	}
}

func (b *scopeBuilder) withItems(items []*fe.WithItem) {
	for _, it := range items {
		b.expr(it.ContextExpr)
		if it.OptionalVars != nil {
			b.expr(it.OptionalVars)
		}
	}
}

func (b *scopeBuilder) imports(names []*fe.Alias, pos *fe.Pos) {
	for _, a := range names {
		if a.Name == "*" {
			if b.cur.Kind != ModuleScope {
				b.fail(pos, "import * only allowed at module level")
			}
			continue
		}
		stored := a.Asname
		if stored == "" {
			stored = a.Name
			for i := 0; i < len(stored); i++ {
				if stored[i] == '.' {
					stored = stored[:i]
					break
				}
			}
		}
		b.addDef(stored, defImport, &a.Pos)
	}
}

// declare handles global and nonlocal statements, with CPython's checks on
// names already used in the scope.
func (b *scopeBuilder) declare(names []string, flag int, kind string, pos *fe.Pos) {
	s := b.cur
	for _, n := range names {
		name := mangle(s.private, n)
		if sym := s.lookup(name); sym != nil {
			switch {
			case sym.Flags&defParam != 0:
				b.fail(pos, "name '%s' is parameter and %s", n, kind)
			case sym.Flags&defUse != 0:
				b.fail(pos, "name '%s' is used prior to %s declaration", n, kind)
			case sym.Flags&defAnnot != 0:
				b.fail(pos, "annotated name '%s' can't be %s", n, kind)
			case sym.Flags&defLocal != 0:
				b.fail(pos, "name '%s' is assigned to before %s declaration", n, kind)
			}
			if b.err != nil {
				return
			}
		}
		if flag == defNonlocal && s.Kind == ModuleScope {
			b.fail(pos, "nonlocal declaration not allowed at module level")
			return
		}
		b.addDef(n, flag, pos)
		b.recordDirective(s, name, pos)
	}
}

func (b *scopeBuilder) recordDirective(s *Scope, name string, pos *fe.Pos) {
	if s.directives == nil {
		s.directives = map[string]fe.Pos{}
	}
	if _, ok := s.directives[name]; !ok {
		s.directives[name] = *pos
	}
}

func (b *scopeBuilder) funcDef(node fe.Node, name string, args *fe.Arguments, body []fe.Stmt, decorators []fe.Expr, returns fe.Expr, async bool) {
	pos := node.(fe.Stmt).Position()
	b.addDef(name, defLocal, pos)
	b.argDefaults(args)
	b.argAnnotations(args)
	if returns != nil {
		b.annotation(returns)
	}
	b.exprs(decorators)
	f := b.enter(FunctionScope, name, node, pos.Lineno)
	f.IsCoroutine = async
	b.params(args)
	b.stmts(body)
	b.leave()
}

func (b *scopeBuilder) argDefaults(args *fe.Arguments) {
	b.exprs(args.Defaults)
	b.exprs(args.KwDefaults)
}

func (b *scopeBuilder) argAnnotations(args *fe.Arguments) {
	each := func(list []*fe.Arg) {
		for _, a := range list {
			if a.Annotation != nil {
				b.annotation(a.Annotation)
			}
		}
	}
	each(args.Posonlyargs)
	each(args.Args)
	if args.Vararg != nil && args.Vararg.Annotation != nil {
		b.annotation(args.Vararg.Annotation)
	}
	each(args.Kwonlyargs)
	if args.Kwarg != nil && args.Kwarg.Annotation != nil {
		b.annotation(args.Kwarg.Annotation)
	}
}

// annotation visits an annotation, unless "from __future__ import
// annotations" makes annotations strings that are never evaluated.
func (b *scopeBuilder) annotation(e fe.Expr) {
	if !b.futureAnnotations {
		b.expr(e)
	}
}

// params defines the parameters in the current (new) function scope, in
// the order the VM lays them out: positional, keyword-only, *args, **kwargs.
func (b *scopeBuilder) params(args *fe.Arguments) {
	s := b.cur
	def := func(a *fe.Arg) {
		b.addDef(a.Arg, defParam, &a.Pos)
		s.Params = append(s.Params, mangle(s.private, a.Arg))
	}
	for _, a := range args.Posonlyargs {
		def(a)
	}
	for _, a := range args.Args {
		def(a)
	}
	for _, a := range args.Kwonlyargs {
		def(a)
	}
	if args.Vararg != nil {
		def(args.Vararg)
		s.HasVarargs = true
	}
	if args.Kwarg != nil {
		def(args.Kwarg)
		s.HasVarkw = true
	}
}

func (b *scopeBuilder) expr(e fe.Expr) {
	switch e := e.(type) {
	case *fe.BoolOp:
		b.exprs(e.Values)
	case *fe.NamedExpr:
		b.namedExpr(e)
	case *fe.BinOp:
		b.expr(e.Left)
		b.expr(e.Right)
	case *fe.UnaryOp:
		b.expr(e.Operand)
	case *fe.Lambda:
		b.argDefaults(e.Args)
		f := b.enter(FunctionScope, "lambda", e, e.Lineno)
		f.IsLambda = true
		b.params(e.Args)
		b.expr(e.Body)
		b.leave()
	case *fe.IfExp:
		b.expr(e.Test)
		b.expr(e.Body)
		b.expr(e.Orelse)
	case *fe.Dict:
		b.exprs(e.Keys)
		b.exprs(e.Values)
	case *fe.Set:
		b.exprs(e.Elts)
	case *fe.ListComp:
		b.comprehension(e, "listcomp", e.Generators, e.Elt, nil)
	case *fe.SetComp:
		b.comprehension(e, "setcomp", e.Generators, e.Elt, nil)
	case *fe.DictComp:
		b.comprehension(e, "dictcomp", e.Generators, e.Key, e.Value)
	case *fe.GeneratorExp:
		b.comprehension(e, "genexpr", e.Generators, e.Elt, nil)
	case *fe.Await:
		b.expr(e.Value)
		if b.cur.IsComprehension {
			b.cur.IsCoroutine = true
		}
		b.cur.HasAwait = true
	case *fe.Yield:
		if e.Value != nil {
			b.expr(e.Value)
		}
		b.yield(&e.Pos)
	case *fe.YieldFrom:
		b.expr(e.Value)
		b.yield(&e.Pos)
	case *fe.Compare:
		b.expr(e.Left)
		b.exprs(e.Comparators)
	case *fe.Call:
		b.expr(e.Func)
		b.exprs(e.Args)
		for _, k := range e.Keywords {
			b.expr(k.Value)
		}
	case *fe.FormattedValue:
		b.expr(e.Value)
		if e.FormatSpec != nil {
			b.expr(e.FormatSpec)
		}
	case *fe.JoinedStr:
		b.exprs(e.Values)
	case *fe.Constant:
	case *fe.Attribute:
		b.expr(e.Value)
	case *fe.Subscript:
		b.expr(e.Value)
		b.expr(e.Slice)
	case *fe.Starred:
		b.expr(e.Value)
	case *fe.Name:
		b.name(e)
	case *fe.List:
		b.exprs(e.Elts)
	case *fe.Tuple:
		b.exprs(e.Elts)
	case *fe.Slice:
		if e.Lower != nil {
			b.expr(e.Lower)
		}
		if e.Upper != nil {
			b.expr(e.Upper)
		}
		if e.Step != nil {
			b.expr(e.Step)
		}
	}
}

func (b *scopeBuilder) name(n *fe.Name) {
	flag := defUse
	if n.Ctx != fe.Load {
		flag = defLocal
	}
	b.addDef(n.Id, flag, &n.Pos)
	// super() and __class__ in a method need the implicit __class__ cell.
	if n.Ctx == fe.Load && b.cur.Kind == FunctionScope && n.Id == "super" {
		b.addDef("__class__", defUse, &n.Pos)
	}
}

func (b *scopeBuilder) yield(pos *fe.Pos) {
	s := b.cur
	if s.IsComprehension {
		kind := map[string]string{"listcomp": "list comprehension", "setcomp": "set comprehension",
			"dictcomp": "dict comprehension", "genexpr": "generator expression"}[s.Name]
		b.fail(pos, "'yield' inside %s", kind)
		return
	}
	if s.Kind == FunctionScope {
		s.IsGenerator = true
	}
}

// comprehension gives a comprehension its own function scope, with the
// implicit parameter ".0": the first iterable, evaluated outside.
func (b *scopeBuilder) comprehension(node fe.Expr, name string, gens []*fe.Comprehension, elt, value fe.Expr) {
	first := gens[0]
	b.cur.compIterExpr++
	b.expr(first.Iter)
	b.cur.compIterExpr--
	c := b.enter(FunctionScope, name, node, node.Position().Lineno)
	c.IsComprehension = true
	if first.IsAsync != 0 {
		c.IsCoroutine = true
	}
	b.addDef(".0", defParam, node.Position())
	c.Params = append(c.Params, ".0")
	b.compTarget(first.Target)
	b.exprs(first.Ifs)
	for _, g := range gens[1:] {
		if g.IsAsync != 0 {
			c.IsCoroutine = true
		}
		c.compIterExpr++
		b.expr(g.Iter)
		c.compIterExpr--
		b.compTarget(g.Target)
		b.exprs(g.Ifs)
	}
	if value != nil {
		b.expr(value) // CPython visits a dict comprehension's value first
	}
	b.expr(elt)
	if name == "genexpr" {
		c.IsGenerator = true
	}
	b.leave()
	// An async list, set or dict comprehension is awaited where it
	// appears, which makes an enclosing comprehension a coroutine too.
	if c.IsCoroutine && !c.IsGenerator {
		b.cur.IsCoroutine = true
	}
}

// compTarget binds a comprehension's target names, marked as iteration
// variables so that := cannot rebind them.
func (b *scopeBuilder) compTarget(t fe.Expr) {
	switch t := t.(type) {
	case *fe.Name:
		b.addDef(t.Id, defLocal|defCompIter, &t.Pos)
	case *fe.Tuple:
		for _, e := range t.Elts {
			b.compTarget(e)
		}
	case *fe.List:
		for _, e := range t.Elts {
			b.compTarget(e)
		}
	case *fe.Starred:
		b.compTarget(t.Value)
	default:
		b.expr(t)
	}
}

// namedExpr binds the target of := in the nearest enclosing scope that is
// not a comprehension (PEP 572), with CPython's checks
// (symtable_handle_namedexpr and symtable_extend_namedexpr_scope).
func (b *scopeBuilder) namedExpr(e *fe.NamedExpr) {
	target := e.Target.(*fe.Name)
	if b.cur.compIterExpr > 0 {
		b.fail(&e.Pos, "assignment expression cannot be used in a comprehension iterable expression")
		return
	}
	if b.cur.IsComprehension && !b.extendNamedExprScope(e, target) {
		return
	}
	b.expr(e.Value)
	b.expr(e.Target)
	if !b.cur.IsComprehension {
		if b.cur.walrus == nil {
			b.cur.walrus = map[string]bool{}
		}
		b.cur.walrus[target.Id] = true
	}
}

func (b *scopeBuilder) extendNamedExprScope(e *fe.NamedExpr, target *fe.Name) bool {
	for s := b.cur; s != nil; s = s.Parent {
		if s.IsComprehension {
			if sym := s.lookup(mangle(s.private, target.Id)); sym != nil && sym.Flags&defCompIter != 0 {
				b.fail(&e.Pos, "assignment expression cannot rebind comprehension iteration variable '%s'", target.Id)
				return false
			}
			continue
		}
		switch s.Kind {
		case FunctionScope:
			flag := defNonlocal
			if sym := s.lookup(mangle(s.private, target.Id)); sym != nil && sym.Flags&defGlobal != 0 {
				flag = defGlobal
			}
			b.addDefIn(b.cur, target.Id, flag, &target.Pos)
			b.recordDirective(b.cur, mangle(b.cur.private, target.Id), &target.Pos)
			b.addDefIn(s, target.Id, defLocal, &target.Pos)
		case ModuleScope:
			b.addDefIn(b.cur, target.Id, defGlobal, &target.Pos)
			b.recordDirective(b.cur, mangle(b.cur.private, target.Id), &target.Pos)
			b.addDefIn(s, target.Id, defGlobal, &target.Pos)
		case ClassScope:
			b.fail(&e.Pos, "assignment expression within a comprehension cannot be used in a class body")
			return false
		}
		return true
	}
	return true
}

func (b *scopeBuilder) pattern(p fe.Pattern) {
	switch p := p.(type) {
	case *fe.MatchValue:
		b.expr(p.Value)
	case *fe.MatchSingleton:
	case *fe.MatchSequence:
		for _, q := range p.Patterns {
			b.pattern(q)
		}
	case *fe.MatchMapping:
		b.exprs(p.Keys)
		for _, q := range p.Patterns {
			b.pattern(q)
		}
		if p.Rest != "" {
			b.addDef(p.Rest, defLocal, &p.Pos)
		}
	case *fe.MatchClass:
		b.expr(p.Cls)
		for _, q := range p.Patterns {
			b.pattern(q)
		}
		for _, q := range p.KwdPatterns {
			b.pattern(q)
		}
	case *fe.MatchStar:
		if p.Name != "" {
			b.addDef(p.Name, defLocal, &p.Pos)
		}
	case *fe.MatchAs:
		if p.Pattern != nil {
			b.pattern(p.Pattern)
		}
		if p.Name != "" {
			b.addDef(p.Name, defLocal, &p.Pos)
		}
	case *fe.MatchOr:
		for _, q := range p.Patterns {
			b.pattern(q)
		}
	}
}
