package frontend

// This file defines the parser's machinery: the parser state, token access,
// memoisation, node positions and the two-pass driver.
//
// # How the parser works
//
// The parser is a hand-written recursive-descent port of CPython 3.11's PEG
// grammar (Grammar/python.gram). Each grammar rule is a method; ordered
// choice is "try an alternative, and on failure reset p.pos to the mark";
// lookaheads peek without consuming. Where several alternatives share a
// prefix (if_stmt's two forms, star_expressions' three, the tuple / group /
// genexp trio of atom) the prefix is parsed once and the alternatives
// branch after it: a PEG rule is a function of the position, so this
// yields the same tree while avoiding exponential re-parsing. Left-recursive
// rules (primary, t_primary, the binary operators) become loops, which is
// what pegen's seed growing computes for them. A small memo table caches
// the few rules that are re-entered at the same position by different
// alternatives of the statement rules (t_primary, arguments, ...).
//
// # Errors: two passes, as in pegen
//
// The first pass runs without the invalid_* rules. When it fails without
// raising, the parser runs a second pass from the start with the invalid_*
// rules enabled; they raise the specific messages ("expected ':'",
// "invalid syntax. Perhaps you forgot a comma?", ...). If the second pass
// raises nothing either, the error is the generic "invalid syntax" at the
// furthest token the first pass fetched (p.far plays the part of pegen's
// p->fill), or "unexpected indent" / "unexpected unindent" when that token
// is an INDENT or DEDENT. An error raised during the first pass (a forced
// token such as def's &&':', a bad string literal) ends parsing at once:
// pegen's error indicator stays set through the second pass.
//
// Tokenizer errors: the scanner tokenizes the whole file up front and ends
// the token slice with an ERRORTOKEN where it failed. Fetching that token
// raises the scanner's error, as CPython's lazy tokenizer does when the
// parser asks for it. Otherwise the error's ErrorClass decides how it
// competes with the parser's (see scanner.go and finalError).
//
// Raising an error unwinds the recursion with a panic of type bailout,
// recovered in parser.run; nothing else panics, and no panic leaves the
// package.

// maxDepth bounds the recursion of the parser like pegen's MAXSTACK (6000
// in a release build of CPython 3.11).
const maxDepth = 6000

// bailout is the panic value that unwinds the parser when an error has been
// raised; the error itself is in parser.err.
type bailout struct{}

// parser is the state of one parse of one token slice.
type parser struct {
	toks []Token
	pos  int // index of the current token (pegen's p->mark)
	far  int // index of the furthest token fetched (pegen's p->fill - 1)

	src      *sourceText
	filename string
	tokErr   *posError // the scanner's error at the final ERRORTOKEN, or nil

	invalid bool      // the second pass: the invalid_* rules are enabled
	fast    bool      // the first try of the first pass: shortcuts allowed
	err     *posError // the error raised, once raised
	errKind int       // how err was raised, see errFrom* below
	depth   int       // recursion depth, bounded by maxDepth

	memoHead []int32 // per token: 1 + index of its first memo entry, or 0
	memos    []memoEntry

	// fstrErr is an error raised in an f-string sub-parser and fstrSE the
	// SyntaxError it becomes, computed in the sub-parser's coordinates.
	fstrErr *posError
	fstrSE  *SyntaxError
	sub     subParser // p.parseFStringExpr, made once

	// charOffsets is set when pegen reports error offsets in characters:
	// the source is text, or bytes with a declared encoding (a BOM or a
	// coding cookie). Otherwise they count bytes.
	charOffsets bool

	// levels caches, for the error pass, the bracket depth after each
	// token (pegen's token->level); nil until needed.
	levels []int32
}

// How an error was raised: by the parser's rules, by fetching the
// ERRORTOKEN (a tokenizer error), or as a memory/depth error.
const (
	errFromParser = iota
	errFromTokenizer
)

// newParser returns a parser over toks, which must end with EOF or with
// an ERRORTOKEN (then tokErr is the scanner's error).
func newParser(toks []Token, src *sourceText, tokErr *posError) *parser {
	p := &parser{toks: toks, src: src, tokErr: tokErr, far: -1}
	if src != nil {
		p.filename = src.filename
	}
	return p
}

// fetch marks the current token as fetched. Fetching the ERRORTOKEN raises
// the tokenizer's error, as pegen's _PyPegen_fill_token does.
func (p *parser) fetch() {
	for p.far < p.pos {
		p.far++
		if p.toks[p.far].Kind == ERRORTOKEN {
			if p.tokErr != nil && p.tokErr.BadToken {
				// A token no rule accepts: the parse fails at or before
				// it, and finalError ranks the scanner's error.
				continue
			}
			e := p.tokErr
			if e == nil {
				e = &posError{Msg: "invalid syntax", Line: int(p.toks[p.far].Line), Col: int(p.toks[p.far].Col)}
			}
			p.raiseFrom(e, errFromTokenizer)
		}
	}
}

// kind returns the kind of the current token.
func (p *parser) kind() TokenKind {
	if p.pos > p.far {
		p.fetch()
	}
	return p.toks[p.pos].Kind
}

// tok returns the current token.
func (p *parser) tok() *Token {
	if p.pos > p.far {
		p.fetch()
	}
	return &p.toks[p.pos]
}

// peekKind returns the kind of the token n places after the current one,
// fetching the tokens in between, or EOF beyond the end.
func (p *parser) peekKind(n int) TokenKind {
	i := p.pos + n
	if i >= len(p.toks) {
		return EOF
	}
	if i > p.far {
		save := p.pos
		p.pos = i
		p.fetch()
		p.pos = save
	}
	return p.toks[i].Kind
}

// expect consumes the current token if it is of kind k.
func (p *parser) expect(k TokenKind) bool {
	if p.kind() == k {
		p.pos++
		return true
	}
	return false
}

// expectTok consumes and returns the current token if it is of kind k.
func (p *parser) expectTok(k TokenKind) *Token {
	if p.kind() == k {
		t := &p.toks[p.pos]
		p.pos++
		return t
	}
	return nil
}

// isSoft reports whether the current token is the soft keyword kw.
func (p *parser) isSoft(kw string) bool {
	return p.kind() == NAME && p.toks[p.pos].Lit == kw
}

// expectSoft consumes and returns the current token if it is the soft
// keyword kw.
func (p *parser) expectSoft(kw string) *Token {
	if p.isSoft(kw) {
		t := &p.toks[p.pos]
		p.pos++
		return t
	}
	return nil
}

// expectForced consumes a token of kind k or raises "expected 'what'" at
// the current token, as pegen's &&'x' forced tokens do in either pass.
func (p *parser) expectForced(k TokenKind, what string) {
	if p.kind() == k {
		p.pos++
		return
	}
	p.raiseKnownLocation(p.tokErrPosAt(p.pos), "expected '"+what+"'")
}

// enter counts one level of recursion and raises when the input nests too
// deeply for CPython's parser.
func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		t := &p.toks[p.pos]
		p.raiseFrom(&posError{Msg: "Parser stack overflowed - Python source too complex to parse",
			Line: int(t.Line), Col: int(t.Col), EndLine: int(t.EndLine), EndCol: int(t.EndCol)}, errFromParser)
	}
}

// leave undoes enter.
func (p *parser) leave() { p.depth-- }

// lastTok returns the last token before the current position that is not
// NEWLINE, INDENT, DEDENT or EOF: the end of a node, as pegen's
// _PyPegen_get_last_nonnwhitespace_token gives it.
func (p *parser) lastTok() *Token {
	i := p.pos - 1
	for i > 0 {
		k := p.toks[i].Kind
		if k != NEWLINE && k != INDENT && k != DEDENT && k != EOF {
			break
		}
		i--
	}
	if i < 0 {
		i = 0
	}
	return &p.toks[i]
}

// span returns the position of a node that starts at token start and ends
// at the current position.
func (p *parser) span(start int) Pos {
	s := &p.toks[start]
	e := p.lastTok()
	return Pos{int(s.Line), int(s.Col), int(e.EndLine), int(e.EndCol)}
}

// tokPos returns the position of a single token.
func tokPos(t *Token) Pos {
	return Pos{int(t.Line), int(t.Col), int(t.EndLine), int(t.EndCol)}
}

// identifier returns the identifier a NAME token spells: its text,
// NFKC-normalised when it is not ASCII (PEP 3131), as pegen's
// _PyPegen_new_identifier does.
func identifier(t *Token) string {
	return normalizeIdentifier(t.Lit)
}

// nameExpr returns the Name node of a NAME token.
func nameExpr(t *Token, ctx ExprContext) *Name {
	return &Name{Pos: tokPos(t), Id: identifier(t), Ctx: ctx}
}

// Memoisation.

// memoEntry caches the result of one rule at one position: the node (nil
// for a failure) and the position after it. Entries of one position are
// chained through next, newest first.
type memoEntry struct {
	rule uint8
	pos  int32
	end  int32
	next int32
	val  any
}

// The memoised rules.
const (
	memoTPrimary uint8 = iota + 1
	memoArguments
	memoTargetWithStarAtom
	memoDelTarget
	memoBlock
	memoClosedPattern
	memoExpression
	memoStrings
	memoInvalidNamedExpr
)

// memoGet returns the cached result of rule at the current position and
// moves past it, or reports that there is none.
//
// The entries of a statement are dropped once the statement is parsed
// (see statements), so memoHead may hold stale indexes: an entry counts
// only if it lies within p.memos and belongs to this position.
func (p *parser) memoGet(rule uint8) (any, bool) {
	if p.memoHead == nil {
		return nil, false
	}
	pos := int32(p.pos)
	for i := p.memoHead[p.pos]; i != 0 && int(i) <= len(p.memos); {
		m := &p.memos[i-1]
		if m.pos != pos {
			break
		}
		if m.rule == rule {
			p.pos = int(m.end)
			return m.val, true
		}
		i = m.next
	}
	return nil, false
}

// memoPut caches val as the result of rule at start, ending at the current
// position.
func (p *parser) memoPut(rule uint8, start int, val any) {
	if p.memoHead == nil {
		p.memoHead = make([]int32, len(p.toks))
		p.memos = make([]memoEntry, 0, 256)
	}
	next := p.memoHead[start]
	if int(next) > len(p.memos) || (next != 0 && p.memos[next-1].pos != int32(start)) {
		next = 0 // stale: the chain ends here
	}
	p.memos = append(p.memos, memoEntry{rule: rule, pos: int32(start), end: int32(p.pos), next: next, val: val})
	p.memoHead[start] = int32(len(p.memos))
}

// resetForErrorPass prepares the second pass, as pegen's
// reset_parser_state_for_error_pass: memo cleared, back to the start, the
// invalid_* rules on.
func (p *parser) resetForErrorPass() {
	if p.memoHead != nil {
		clear(p.memoHead)
		p.memos = p.memos[:0]
	}
	p.pos = 0
	p.depth = 0
	p.invalid = true
}

// resetForExactPass clears what the fast first pass left, for a first
// pass without shortcuts.
func (p *parser) resetForExactPass() {
	if p.memoHead != nil {
		clear(p.memoHead)
		p.memos = p.memos[:0]
	}
	p.pos = 0
	p.far = -1
	p.depth = 0
	p.err = nil
	p.errKind = errFromParser
	p.fstrErr = nil
	p.fstrSE = nil
}

// level returns the bracket depth after token i (pegen's token->level).
func (p *parser) level(i int) int {
	if p.levels == nil {
		p.levels = make([]int32, len(p.toks))
		var d int32
		for j := range p.toks {
			switch p.toks[j].Kind {
			case LPAR, LSQB, LBRACE:
				d++
			case RPAR, RSQB, RBRACE:
				if d > 0 {
					d--
				}
			}
			p.levels[j] = d
		}
	}
	if i < 0 || i >= len(p.levels) {
		return 0
	}
	return int(p.levels[i])
}

// try runs one pass of the start rule and returns its result, or nil when
// the pass failed; a raised error is left in p.err.
func (p *parser) try(start func(*parser) Node) (res Node) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			res = nil
		}
	}()
	return start(p)
}

// run parses with the given start rule in CPython's two passes and returns
// the result or the error to report.
//
// The first pass runs with p.fast set, which lets the statement rules skip
// alternatives a cheap look at the tokens shows must fail (see
// mayAssign). That changes nothing in a successful parse, but it can change
// how far a failing one gets; so when it fails, the first pass runs again
// without shortcuts, to find the error CPython finds.
func (p *parser) run(start func(*parser) Node) (Node, *posError) {
	p.fast = true
	if res := p.try(start); res != nil && p.err == nil {
		return res, nil
	}
	p.fast = false
	p.resetForExactPass()
	if res := p.try(start); res != nil && p.err == nil {
		return res, nil
	}
	firstFar := p.far
	if p.err == nil {
		p.resetForErrorPass()
		p.try(start)
	}
	return nil, p.finalError(firstFar)
}

// finalError decides the error to report after a failed parse, following
// pegen's _PyPegen_set_syntax_error: firstFar is the furthest token the
// first pass fetched.
func (p *parser) finalError(firstFar int) *posError {
	if p.err != nil {
		if p.errKind == errFromTokenizer {
			return p.err
		}
		return p.overrideByTokenizer(p.err)
	}
	if firstFar < 0 {
		firstFar = 0
	}
	last := &p.toks[firstFar]
	switch last.Kind {
	case INDENT, DEDENT:
		msg := "unexpected indent"
		if last.Kind == DEDENT {
			msg = "unexpected unindent"
		}
		return p.lastTokenError(KindIndentationError, msg)
	}
	pos := p.tokErrPosAt(firstFar)
	e := &posError{Msg: "invalid syntax", Line: pos.Lineno, Col: pos.ColOffset,
		EndLine: pos.EndLineno, EndCol: pos.EndColOffset}
	return p.overrideByTokenizer(e)
}

// overrideByTokenizer applies pegen's _PyPegen_tokenize_full_source_to_check_for_errors:
// after a parser error, a tokenizer error later in the file that CPython
// raises as an exception replaces it, and so does a bracket never closed on
// a line before the furthest token fetched.
func (p *parser) overrideByTokenizer(e *posError) *posError {
	te := p.tokErr
	if te == nil {
		return e
	}
	switch te.Class {
	case ClassReported:
		return te
	case ClassUnclosed:
		if far := max(p.far, 0); int(p.toks[far].Line) > te.Line {
			return te
		}
	}
	return e
}
