package frontend

// This file is the code-generator stage of Validate: a walk over the tree
// in the order CPython 3.11's Python/compile.c generates code, making the
// checks the compiler makes. Like the compiler it tracks a current location
// (c->u->u_loc): set to each statement, set to each expression while it is
// visited and restored after, and set to each pattern for good; errors are
// reported there.

import "math/big"

// unitKind is the kind of a code unit (COMPILER_SCOPE_*).
type unitKind uint8

const (
	unitModule unitKind = iota
	unitClass
	unitFunction
	unitAsyncFunction
	unitLambda
	unitComprehension
)

// fblockKind is the kind of a frame block (enum fblocktype).
type fblockKind uint8

const (
	fbWhileLoop fblockKind = iota
	fbForLoop
	fbTryExcept
	fbFinallyTry
	fbFinallyEnd
	fbWith
	fbAsyncWith
	fbHandlerCleanup
	fbExceptionHandler
	fbExceptionGroupHandler
)

// maxBlocks is CPython's CO_MAXBLOCKS, the limit on nested blocks.
const maxBlocks = 20

// compileUnit is the state of one code unit being compiled.
type compileUnit struct {
	kind    unitKind
	scope   *symScope
	fblocks []fblockKind
}

// checker walks a tree in compile order.
type checker struct {
	v   *validator
	st  *symtable
	u   *compileUnit
	loc Pos
}

// compileChecks makes the compiler's checks on mod; an error is left in
// v.err.
func compileChecks(v *validator, st *symtable, mod ModNode) {
	c := &checker{v: v, st: st, u: &compileUnit{kind: unitModule, scope: st.top}}
	switch m := mod.(type) {
	case *Module:
		c.body(m.Body)
	case *Interactive:
		c.stmts(m.Body)
	case *Expression:
		c.expr(m.Body)
	}
}

func (c *checker) failed() bool { return c.v.err != nil }

// error reports msg at the current location.
func (c *checker) error(msg string) {
	c.v.errorAt(c.loc, msg)
}

// body compiles a module or class body; a docstring needs no check.
func (c *checker) body(stmts []Stmt) {
	c.stmts(stmts)
}

func (c *checker) stmts(stmts []Stmt) {
	for _, s := range stmts {
		if c.failed() {
			return
		}
		c.stmt(s)
	}
}

func (c *checker) exprs(es []Expr) {
	for _, e := range es {
		if c.failed() {
			return
		}
		if e != nil {
			c.expr(e)
		}
	}
}

// pushBlock enters a frame block (compiler_push_fblock).
func (c *checker) pushBlock(k fblockKind) bool {
	if len(c.u.fblocks) >= maxBlocks {
		c.error("too many statically nested blocks")
		return false
	}
	c.u.fblocks = append(c.u.fblocks, k)
	return true
}

func (c *checker) popBlock() {
	c.u.fblocks = c.u.fblocks[:len(c.u.fblocks)-1]
}

// unwind walks the frame blocks from the innermost out, as
// compiler_unwind_fblock_stack does: an except* handler is an error; with
// loop set it stops at the innermost loop and reports whether there is one.
func (c *checker) unwind(loop bool) (found, ok bool) {
	for i := len(c.u.fblocks) - 1; i >= 0; i-- {
		switch c.u.fblocks[i] {
		case fbExceptionGroupHandler:
			c.error("'break', 'continue' and 'return' cannot appear in an except* block")
			return false, false
		case fbWhileLoop, fbForLoop:
			if loop {
				return true, true
			}
		}
	}
	return false, true
}

// forbiddenName reports and rejects a store to or deletion of __debug__.
func (c *checker) forbiddenName(name string, ctx ExprContext) bool {
	if name != "__debug__" {
		return false
	}
	switch ctx {
	case Store:
		c.error("cannot assign to __debug__")
		return true
	case Del:
		c.error("cannot delete __debug__")
		return true
	}
	return false
}

func (c *checker) stmt(s Stmt) {
	c.loc = *s.Position()
	switch s := s.(type) {
	case *FunctionDef:
		c.function(s, s.Name, s.Args, s.Returns, s.DecoratorList, s.Body, unitFunction)
	case *AsyncFunctionDef:
		c.function(s, s.Name, s.Args, s.Returns, s.DecoratorList, s.Body, unitAsyncFunction)
	case *ClassDef:
		c.class(s)
	case *Return:
		c.ret(s)
	case *Delete:
		c.exprs(s.Targets)
	case *Assign:
		c.expr(s.Value)
		c.exprs(s.Targets)
	case *AugAssign:
		c.augAssign(s)
	case *AnnAssign:
		c.annAssign(s)
	case *For:
		c.forLoop(s.Target, s.Iter, s.Body, s.Orelse)
	case *AsyncFor:
		if c.u.kind != unitAsyncFunction {
			c.error("'async for' outside async function")
			return
		}
		c.forLoop(s.Target, s.Iter, s.Body, s.Orelse)
	case *While:
		if !c.pushBlock(fbWhileLoop) {
			return
		}
		c.expr(s.Test)
		c.stmts(s.Body)
		c.popBlock()
		c.stmts(s.Orelse)
	case *If:
		c.expr(s.Test)
		c.stmts(s.Body)
		c.stmts(s.Orelse)
	case *Match:
		c.match(s)
	case *Raise:
		if s.Exc != nil {
			c.expr(s.Exc)
			if s.Cause != nil {
				c.expr(s.Cause)
			}
		}
	case *Try:
		c.try(s.Body, s.Handlers, s.Orelse, s.Finalbody, false)
	case *TryStar:
		c.try(s.Body, s.Handlers, s.Orelse, s.Finalbody, true)
	case *Assert:
		c.expr(s.Test)
		if s.Msg != nil {
			c.expr(s.Msg)
		}
	case *Import:
		for _, a := range s.Names {
			name := a.Asname
			if name == "" {
				name = a.Name
				for i := 0; i < len(name); i++ {
					if name[i] == '.' {
						name = name[:i]
						break
					}
				}
			}
			if c.forbiddenName(name, Store) {
				return
			}
		}
	case *ImportFrom:
		if s.Module == "__future__" && s.Pos.Lineno > c.v.features.lineno {
			c.error("from __future__ imports must occur at the beginning of the file")
			return
		}
		for _, a := range s.Names {
			if a.Name == "*" {
				continue
			}
			name := a.Asname
			if name == "" {
				name = a.Name
			}
			if c.forbiddenName(name, Store) {
				return
			}
		}
	case *ExprStmt:
		c.expr(s.Value)
	case *Break:
		found, ok := c.unwind(true)
		if ok && !found {
			c.error("'break' outside loop")
		}
	case *Continue:
		found, ok := c.unwind(true)
		if ok && !found {
			c.error("'continue' not properly in loop")
		}
	case *With:
		c.with(s.Items, s.Body, fbWith)
	case *AsyncWith:
		if c.u.kind != unitAsyncFunction {
			c.error("'async with' outside async function")
			return
		}
		c.with(s.Items, s.Body, fbAsyncWith)
	}
}

// checkDebugArgs rejects a parameter named __debug__
// (compiler_check_debug_args).
func (c *checker) checkDebugArgs(a *Arguments) bool {
	for _, list := range [][]*Arg{a.Posonlyargs, a.Args, a.Kwonlyargs} {
		for _, arg := range list {
			if c.forbiddenName(arg.Arg, Store) {
				return false
			}
		}
	}
	for _, arg := range []*Arg{a.Vararg, a.Kwarg} {
		if arg != nil && c.forbiddenName(arg.Arg, Store) {
			return false
		}
	}
	return true
}

// function is compiler_function.
func (c *checker) function(n Stmt, name string, args *Arguments, returns Expr, decorators []Expr, body []Stmt, kind unitKind) {
	if !c.checkDebugArgs(args) {
		return
	}
	c.exprs(decorators)
	c.exprs(args.Defaults)
	c.exprs(args.KwDefaults)
	c.annotations(args, returns)
	if c.failed() {
		return
	}
	c.inUnit(kind, n, func() {
		start := 0
		if docString(body) {
			start = 1
		}
		c.stmts(body[start:])
	})
	if c.failed() {
		return
	}
	c.loc = *n.Position()
	c.forbiddenName(name, Store)
}

// annotations evaluates the annotations of a def unless they are
// postponed (compiler_visit_annotations).
func (c *checker) annotations(a *Arguments, returns Expr) {
	if c.v.features.annotations {
		return
	}
	for _, list := range [][]*Arg{a.Args, a.Posonlyargs} {
		for _, arg := range list {
			if arg.Annotation != nil {
				c.expr(arg.Annotation)
			}
		}
	}
	if a.Vararg != nil && a.Vararg.Annotation != nil {
		ann := a.Vararg.Annotation
		if st, ok := ann.(*Starred); ok {
			// *args: *Ts is compiled as [annotation] = [*Ts].
			ann = st.Value
		}
		c.expr(ann)
	}
	for _, arg := range a.Kwonlyargs {
		if arg.Annotation != nil {
			c.expr(arg.Annotation)
		}
	}
	if a.Kwarg != nil && a.Kwarg.Annotation != nil {
		c.expr(a.Kwarg.Annotation)
	}
	if returns != nil {
		c.expr(returns)
	}
}

// inUnit runs f in a new code unit for the scope node n opens.
func (c *checker) inUnit(kind unitKind, n Node, f func()) {
	saved, savedLoc := c.u, c.loc
	c.u = &compileUnit{kind: kind, scope: c.st.scopes[n]}
	f()
	c.u = saved
	if !c.failed() {
		c.loc = savedLoc
	}
}

// class is compiler_class.
func (c *checker) class(s *ClassDef) {
	c.exprs(s.DecoratorList)
	c.inUnit(unitClass, s, func() { c.body(s.Body) })
	if c.failed() {
		return
	}
	c.loc = s.Pos
	c.callHelper(s.Bases, s.Keywords)
	if c.failed() {
		return
	}
	c.loc = s.Pos
	c.forbiddenName(s.Name, Store)
}

// ret is compiler_return.
func (c *checker) ret(s *Return) {
	if c.u.scope == nil || c.u.scope.typ != functionBlock {
		c.error("'return' outside function")
		return
	}
	if s.Value != nil && c.u.scope.coroutine && c.u.scope.generator {
		c.error("'return' with value in async generator")
		return
	}
	if s.Value != nil {
		if _, isConst := s.Value.(*Constant); isConst {
			c.loc = *s.Value.Position()
		} else {
			c.expr(s.Value)
		}
		if c.failed() {
			return
		}
		if s.Value.Position().Lineno != s.Pos.Lineno {
			c.loc = s.Pos
		}
	}
	c.unwind(false)
}

// augAssign is compiler_augassign.
func (c *checker) augAssign(s *AugAssign) {
	switch t := s.Target.(type) {
	case *Attribute:
		c.expr(t.Value)
	case *Subscript:
		c.expr(t.Value)
		c.expr(t.Slice)
	}
	c.expr(s.Value)
	if c.failed() {
		return
	}
	// The store comes last, located at the target; only a name is
	// checked (STORE_ATTR is emitted without the check).
	if n, ok := s.Target.(*Name); ok {
		c.loc = n.Pos
		c.forbiddenName(n.Id, Store)
	}
}

// annAssign is compiler_annassign.
func (c *checker) annAssign(s *AnnAssign) {
	if s.Value != nil {
		c.expr(s.Value)
		c.expr(s.Target)
	}
	if c.failed() {
		return
	}
	switch t := s.Target.(type) {
	case *Name:
		if c.forbiddenName(t.Id, Store) {
			return
		}
		if s.Simple != 0 && (c.u.kind == unitModule || c.u.kind == unitClass) && !c.v.features.annotations {
			c.expr(s.Annotation)
		}
	case *Attribute:
		if c.forbiddenName(t.Attr, Store) {
			return
		}
		if s.Value == nil {
			c.expr(t.Value)
		}
	case *Subscript:
		if s.Value == nil {
			c.expr(t.Value)
			c.expr(t.Slice)
		}
	}
	if c.failed() {
		return
	}
	if s.Simple == 0 && !c.v.features.annotations && (c.u.kind == unitModule || c.u.kind == unitClass) {
		c.expr(s.Annotation)
	}
}

// forLoop is compiler_for and compiler_async_for.
func (c *checker) forLoop(target, iter Expr, body, orelse []Stmt) {
	c.expr(iter)
	if c.failed() || !c.pushBlock(fbForLoop) {
		return
	}
	c.expr(target)
	c.stmts(body)
	c.popBlock()
	c.stmts(orelse)
}

// with is compiler_with and compiler_async_with.
func (c *checker) with(items []*WithItem, body []Stmt, k fblockKind) {
	for _, it := range items {
		c.expr(it.ContextExpr)
		if c.failed() || !c.pushBlock(k) {
			return
		}
		if it.OptionalVars != nil {
			c.expr(it.OptionalVars)
		}
		defer c.popBlock()
	}
	c.stmts(body)
}

// try is compiler_try and compiler_try_star.
func (c *checker) try(body []Stmt, handlers []*ExceptHandler, orelse, finalbody []Stmt, star bool) {
	if len(finalbody) > 0 {
		if !c.pushBlock(fbFinallyTry) {
			return
		}
	}
	if len(handlers) > 0 {
		if !c.pushBlock(fbTryExcept) {
			return
		}
		c.stmts(body)
		c.popBlock()
		if !c.pushBlock(fbExceptionHandler) {
			return
		}
		for i, h := range handlers {
			if c.failed() {
				return
			}
			c.loc = h.Pos
			if h.Type == nil && i < len(handlers)-1 && !star {
				c.error("default 'except:' must be last")
				return
			}
			if h.Type != nil {
				c.expr(h.Type)
			}
			if h.Name != "" {
				if c.forbiddenName(h.Name, Store) {
					return
				}
			}
			if !c.pushBlock(fbHandlerCleanup) {
				return
			}
			if star {
				if !c.pushBlock(fbExceptionGroupHandler) {
					return
				}
			}
			c.stmts(h.Body)
			if star {
				c.popBlock()
			}
			c.popBlock()
		}
		c.popBlock()
		c.stmts(orelse)
	} else {
		c.stmts(body)
	}
	if len(finalbody) > 0 {
		c.popBlock()
		if c.failed() || !c.pushBlock(fbFinallyEnd) {
			return
		}
		c.stmts(finalbody)
		c.popBlock()
	}
}

// callHelper checks the arguments of a call or a class statement
// (compiler_call_helper): starred arguments are fine there, keywords must
// not repeat.
func (c *checker) callHelper(args []Expr, keywords []*Keyword) {
	if !c.validateKeywords(keywords) {
		return
	}
	for _, a := range args {
		if c.failed() {
			return
		}
		if st, ok := a.(*Starred); ok {
			c.expr(st.Value)
			continue
		}
		c.expr(a)
	}
	for _, k := range keywords {
		if c.failed() {
			return
		}
		c.expr(k.Value)
	}
}

// validateKeywords is validate_keywords.
func (c *checker) validateKeywords(keywords []*Keyword) bool {
	for i, k := range keywords {
		if k.Arg == "" {
			continue
		}
		if c.forbiddenName(k.Arg, Store) {
			return false
		}
		for _, other := range keywords[i+1:] {
			if other.Arg == k.Arg {
				c.loc = other.Pos
				c.error("keyword argument repeated: " + k.Arg)
				return false
			}
		}
	}
	return true
}

// expr is compiler_visit_expr: the location is the expression's while it
// is compiled.
func (c *checker) expr(e Expr) {
	if c.failed() || e == nil {
		return
	}
	saved := c.loc
	c.loc = *e.Position()
	c.expr1(e)
	if !c.failed() {
		c.loc = saved
	}
}

func (c *checker) expr1(e Expr) {
	switch e := e.(type) {
	case *NamedExpr:
		c.expr(e.Value)
		c.expr(e.Target)
	case *BoolOp:
		c.exprs(e.Values)
	case *BinOp:
		c.expr(e.Left)
		c.expr(e.Right)
	case *UnaryOp:
		c.expr(e.Operand)
	case *Lambda:
		if !c.checkDebugArgs(e.Args) {
			return
		}
		c.exprs(e.Args.Defaults)
		c.exprs(e.Args.KwDefaults)
		if c.failed() {
			return
		}
		c.inUnit(unitLambda, e, func() { c.expr(e.Body) })
	case *IfExp:
		c.expr(e.Test)
		c.expr(e.Body)
		c.expr(e.Orelse)
	case *Dict:
		for i, k := range e.Keys {
			if k != nil {
				c.expr(k)
			}
			c.expr(e.Values[i])
		}
	case *Set:
		c.starUnpack(e.Elts)
	case *GeneratorExp:
		c.comprehension(e, e.Generators, e.Elt, nil, true)
	case *ListComp:
		c.comprehension(e, e.Generators, e.Elt, nil, false)
	case *SetComp:
		c.comprehension(e, e.Generators, e.Elt, nil, false)
	case *DictComp:
		c.comprehension(e, e.Generators, e.Key, e.Value, false)
	case *Yield:
		if c.u.scope == nil || c.u.scope.typ != functionBlock {
			c.error("'yield' outside function")
			return
		}
		if e.Value != nil {
			c.expr(e.Value)
		}
	case *YieldFrom:
		if c.u.scope == nil || c.u.scope.typ != functionBlock {
			c.error("'yield' outside function")
			return
		}
		if c.u.kind == unitAsyncFunction {
			c.error("'yield from' inside async function")
			return
		}
		c.expr(e.Value)
	case *Await:
		if c.u.scope == nil || c.u.scope.typ != functionBlock {
			c.error("'await' outside function")
			return
		}
		if c.u.kind != unitAsyncFunction && c.u.kind != unitComprehension {
			c.error("'await' outside async function")
			return
		}
		c.expr(e.Value)
	case *Compare:
		c.expr(e.Left)
		c.exprs(e.Comparators)
	case *Call:
		c.expr(e.Func)
		if c.failed() {
			return
		}
		c.callHelper(e.Args, e.Keywords)
	case *FormattedValue:
		c.expr(e.Value)
		if e.FormatSpec != nil {
			c.expr(e.FormatSpec)
		}
	case *JoinedStr:
		c.exprs(e.Values)
	case *Attribute:
		c.expr(e.Value)
		if c.failed() {
			return
		}
		if e.Ctx != Load {
			c.forbiddenName(e.Attr, e.Ctx)
		}
	case *Subscript:
		c.expr(e.Value)
		c.expr(e.Slice)
	case *Starred:
		if e.Ctx == Store {
			c.error("starred assignment target must be in a list or tuple")
		} else {
			c.error("can't use starred expression here")
		}
	case *Slice:
		c.expr(e.Lower)
		c.expr(e.Upper)
		c.expr(e.Step)
	case *Name:
		c.forbiddenName(e.Id, e.Ctx)
	case *List:
		c.sequence(e.Elts, e.Ctx)
	case *Tuple:
		c.sequence(e.Elts, e.Ctx)
	}
}

// sequence compiles the elements of a list or tuple display or target.
func (c *checker) sequence(elts []Expr, ctx ExprContext) {
	if ctx == Store {
		// unpack_helper
		seen := false
		for i, e := range elts {
			if _, ok := e.(*Starred); ok {
				if seen {
					c.error("multiple starred expressions in assignment")
					return
				}
				if i >= 1<<8 || len(elts)-i-1 >= (1<<31-1)>>8 {
					c.error("too many expressions in star-unpacking assignment")
					return
				}
				seen = true
			}
		}
		for _, e := range elts {
			if c.failed() {
				return
			}
			if st, ok := e.(*Starred); ok {
				c.expr(st.Value)
				continue
			}
			c.expr(e)
		}
		return
	}
	c.starUnpack(elts)
}

// starUnpack compiles display elements, where starred items are allowed
// (starunpack_helper).
func (c *checker) starUnpack(elts []Expr) {
	for _, e := range elts {
		if c.failed() {
			return
		}
		if st, ok := e.(*Starred); ok {
			c.expr(st.Value)
			continue
		}
		c.expr(e)
	}
}

// comprehension is compiler_comprehension.
func (c *checker) comprehension(e Expr, gens []*Comprehension, elt, value Expr, genexp bool) {
	outerKind := c.u.kind
	scope := c.st.scopes[e]
	c.inUnit(unitComprehension, e, func() {
		c.loc = *e.Position()
		if scope != nil && scope.coroutine && !genexp &&
			outerKind != unitAsyncFunction && outerKind != unitComprehension {
			c.error("asynchronous comprehension outside of an asynchronous function")
			return
		}
		for i, g := range gens {
			if c.failed() {
				return
			}
			if i > 0 {
				c.expr(g.Iter)
			}
			c.expr(g.Target)
			c.exprs(g.Ifs)
		}
		if value != nil {
			c.expr(elt)
			c.expr(value)
		} else {
			c.expr(elt)
		}
	})
	if c.failed() {
		return
	}
	c.expr(gens[0].Iter)
}

// patternContext is the state of compiling one case's pattern.
type patternContext struct {
	stores           []string
	allowIrrefutable bool
}

// match is compiler_match.
func (c *checker) match(s *Match) {
	c.expr(s.Subject)
	cases := len(s.Cases)
	hasDefault := 0
	if last := s.Cases[cases-1]; cases > 1 && last.Guard == nil {
		if as, ok := last.Pattern.(*MatchAs); ok && as.Pattern == nil && as.Name == "" {
			hasDefault = 1
		}
	}
	for i := 0; i < cases-hasDefault; i++ {
		if c.failed() {
			return
		}
		m := s.Cases[i]
		c.loc = *m.Pattern.Position()
		pc := &patternContext{allowIrrefutable: m.Guard != nil || i == cases-1}
		c.pattern(m.Pattern, pc)
		if c.failed() {
			return
		}
		if m.Guard != nil {
			c.expr(m.Guard)
		}
		c.stmts(m.Body)
	}
	if hasDefault == 1 {
		m := s.Cases[cases-1]
		if m.Guard != nil {
			c.expr(m.Guard)
		}
		c.stmts(m.Body)
	}
}

// storeName is pattern_helper_store_name.
func (c *checker) storeName(name string, pc *patternContext) {
	if name == "" {
		return
	}
	if c.forbiddenName(name, Store) {
		return
	}
	for _, n := range pc.stores {
		if n == name {
			c.error("multiple assignments to name " + quoteName(name) + " in pattern")
			return
		}
	}
	pc.stores = append(pc.stores, name)
}

// subpattern compiles a pattern nested in another: always allowed to be
// irrefutable.
func (c *checker) subpattern(p Pattern, pc *patternContext) {
	saved := pc.allowIrrefutable
	pc.allowIrrefutable = true
	c.pattern(p, pc)
	pc.allowIrrefutable = saved
}

// pattern is compiler_pattern.
func (c *checker) pattern(p Pattern, pc *patternContext) {
	if c.failed() {
		return
	}
	c.loc = *p.Position()
	switch p := p.(type) {
	case *MatchValue:
		c.expr(p.Value)
	case *MatchSingleton:
	case *MatchSequence:
		stars := 0
		for _, q := range p.Patterns {
			if _, ok := q.(*MatchStar); ok {
				stars++
			}
		}
		if stars > 1 {
			c.error("multiple starred names in sequence pattern")
			return
		}
		for _, q := range p.Patterns {
			if c.failed() {
				return
			}
			if st, ok := q.(*MatchStar); ok {
				c.loc = st.Pos
				c.storeName(st.Name, pc)
				continue
			}
			c.subpattern(q, pc)
		}
	case *MatchMapping:
		c.mappingPattern(p, pc)
	case *MatchClass:
		c.classPattern(p, pc)
	case *MatchStar:
		c.storeName(p.Name, pc)
	case *MatchAs:
		if p.Pattern == nil {
			if !pc.allowIrrefutable {
				if p.Name != "" {
					c.error("name capture " + quoteName(p.Name) + " makes remaining patterns unreachable")
					return
				}
				c.error("wildcard makes remaining patterns unreachable")
				return
			}
			c.storeName(p.Name, pc)
			return
		}
		c.pattern(p.Pattern, pc)
		if !c.failed() {
			c.storeName(p.Name, pc)
		}
	case *MatchOr:
		c.orPattern(p, pc)
	}
}

// orPattern is compiler_pattern_or: every alternative must bind the same
// names.
func (c *checker) orPattern(p *MatchOr, pc *patternContext) {
	var control []string
	old := *pc
	for i, alt := range p.Patterns {
		if c.failed() {
			return
		}
		pc.stores = nil
		pc.allowIrrefutable = i == len(p.Patterns)-1 && old.allowIrrefutable
		c.pattern(alt, pc)
		if c.failed() {
			return
		}
		if i == 0 {
			control = pc.stores
			continue
		}
		if !sameNames(control, pc.stores) {
			c.error("alternative patterns bind different names")
			return
		}
	}
	// The names bound by the alternatives join the ones bound before.
	stores := append([]string(nil), old.stores...)
	for _, n := range control {
		for _, o := range old.stores {
			if o == n {
				c.error("multiple assignments to name " + quoteName(n) + " in pattern")
				return
			}
		}
		stores = append(stores, n)
	}
	pc.stores = stores
	pc.allowIrrefutable = old.allowIrrefutable
}

// sameNames reports whether two lists hold the same names in any order.
func sameNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		found := false
		for _, y := range b {
			if x == y {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// mappingPattern is compiler_pattern_mapping.
func (c *checker) mappingPattern(p *MatchMapping, pc *patternContext) {
	var seen []Value
	for _, k := range p.Keys {
		if c.failed() {
			return
		}
		v, ok := foldConstant(k)
		if ok {
			for _, s := range seen {
				if constantsEqual(s, v) {
					c.error("mapping pattern checks duplicate key (" + ReprValue(v) + ")")
					return
				}
			}
			seen = append(seen, v)
		} else if _, isAttr := k.(*Attribute); !isAttr {
			c.error("mapping pattern keys may only match literals and attribute lookups")
			return
		}
		c.expr(k)
	}
	for _, q := range p.Patterns {
		if c.failed() {
			return
		}
		c.subpattern(q, pc)
	}
	if p.Rest != "" && !c.failed() {
		c.storeName(p.Rest, pc)
	}
}

// classPattern is compiler_pattern_class.
func (c *checker) classPattern(p *MatchClass, pc *patternContext) {
	for i, a := range p.KwdAttrs {
		if c.forbiddenName(a, Store) {
			return
		}
		for j := i + 1; j < len(p.KwdAttrs); j++ {
			if p.KwdAttrs[j] == a {
				c.loc = *p.KwdPatterns[j].Position()
				c.error("attribute name repeated in class pattern: " + a)
				return
			}
		}
	}
	c.expr(p.Cls)
	for _, q := range p.Patterns {
		if c.failed() {
			return
		}
		c.subpattern(q, pc)
	}
	for _, q := range p.KwdPatterns {
		if c.failed() {
			return
		}
		c.subpattern(q, pc)
	}
}

// foldConstant returns the value of a literal key of a mapping pattern as
// CPython's AST optimizer folds it before compiling: a constant, a negated
// number, or a complex literal like 1+2j.
func foldConstant(e Expr) (Value, bool) {
	switch e := e.(type) {
	case *Constant:
		return e.Value, true
	case *UnaryOp:
		if e.Op != USub {
			return nil, false
		}
		v, ok := foldConstant(e.Operand)
		if !ok {
			return nil, false
		}
		return negate(v)
	case *BinOp:
		l, ok1 := foldConstant(e.Left)
		r, ok2 := foldConstant(e.Right)
		if !ok1 || !ok2 {
			return nil, false
		}
		lc, ok1 := toComplex(l)
		rc, ok2 := toComplex(r)
		if !ok1 || !ok2 {
			return nil, false
		}
		switch e.Op {
		case Add:
			return lc + rc, true
		case Sub:
			return lc - rc, true
		}
	}
	return nil, false
}

// negate returns -v for a number.
func negate(v Value) (Value, bool) {
	switch v := v.(type) {
	case int64:
		if v == -1<<63 {
			return new(big.Int).Neg(big.NewInt(v)), true
		}
		return -v, true
	case *big.Int:
		n := new(big.Int).Neg(v)
		if n.IsInt64() {
			return n.Int64(), true
		}
		return n, true
	case float64:
		return -v, true
	case complex128:
		return -v, true
	}
	return nil, false
}

// toComplex converts a number to complex128.
func toComplex(v Value) (complex128, bool) {
	switch v := v.(type) {
	case int64:
		return complex(float64(v), 0), true
	case *big.Int:
		f, _ := new(big.Float).SetInt(v).Float64()
		return complex(f, 0), true
	case float64:
		return complex(v, 0), true
	case complex128:
		return v, true
	}
	return 0, false
}

// constantsEqual reports whether two constants are equal as Python's ==
// compares them in a set: numbers by value across int, float, complex and
// bool; str, bytes and the singletons by identity of type and value.
func constantsEqual(a, b Value) bool {
	an, aNum := numberOf(a)
	bn, bNum := numberOf(b)
	if aNum || bNum {
		if !aNum || !bNum {
			return false
		}
		if ai, ok := a.(*big.Int); ok {
			if bi, ok := b.(*big.Int); ok {
				return ai.Cmp(bi) == 0
			}
		}
		return an == bn
	}
	switch a := a.(type) {
	case Str:
		b, ok := b.(Str)
		return ok && a == b
	case Bytes:
		b, ok := b.(Bytes)
		return ok && a == b
	case NoneValue:
		_, ok := b.(NoneValue)
		return ok
	case EllipsisValue:
		_, ok := b.(EllipsisValue)
		return ok
	}
	return false
}

// numberOf returns a number constant (bools included) as a complex128.
func numberOf(v Value) (complex128, bool) {
	if b, ok := v.(bool); ok {
		if b {
			return 1, true
		}
		return 0, true
	}
	return toComplex(v)
}
