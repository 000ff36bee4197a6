package sre

// This file compiles a parsed pattern into a program: a flat list of
// instructions for the matcher of match.go, with the flags of each scope
// resolved into the instructions (folding, anchors, class semantics).

// opcode is an instruction of a program.
type opcode uint8

const (
	opChar         opcode = iota // the character c
	opNotChar                    // any character but c
	opCharFoldA                  // a character whose ASCII lowercase is c
	opNotCharFoldA               // negation of opCharFoldA
	opCharFoldU                  // a character whose Unicode lowercase is c
	opNotCharFoldU               // negation of opCharFoldU
	opSet                        // a member of set
	opAny                        // any character but '\n'
	opAnyAll                     // any character
	opAt                         // the anchor at (unicode: \b semantics)
	opMark                       // record the position in slot a
	opJmp                        // go to x
	opSplit                      // try pc+1, then x
	opRepeatOne                  // item repeated min..max times (kind), then pc+1
	opRepeatStart                // start general repeat a, then go to x (its until)
	opMaxUntil                   // end of an iteration of greedy repeat a, body at x
	opMinUntil                   // end of an iteration of lazy repeat a, body at x
	opRepTail                    // leave repeat a for what follows it
	opPossStart                  // start possessive repeat a
	opPossLoop                   // iterate possessive repeat a (body at pc+1, exit x)
	opPossEnd                    // end of an iteration of possessive repeat a, loop at x
	opAtomicStart                // enter an atomic group
	opAtomicEnd                  // leave it, dropping its choices
	opAssert                     // lookaround: negate, back a, body at pc+1, continue at x
	opAssertEnd                  // end of a lookaround body
	opGroupRef                   // the text of group a (fold)
	opGroupExists                // continue if group a matched, else go to x
	opMatch                      // success
	opFail                       // failure
)

// inst is one instruction.
type inst struct {
	op      opcode
	fold    foldKind
	kind    repeatKind
	negate  bool
	unicode bool
	at      atCode
	c       rune
	a       int
	x       int
	min     int
	max     int // MaxRepeat: unbounded
	set     *charSet
	item    *inst
}

// Prog is a compiled pattern.
type Prog struct {
	insts  []inst
	Groups int // number of capturing groups
	Flags  int // the pattern's flags after parsing (with UNICODE added)
	nrep   int
	// GroupIndex maps group names to numbers; Names lists the names in
	// the order the groups were defined.
	GroupIndex map[string]int
	Names      []string
	// search helpers
	prefix   []rune    // literal characters every match starts with
	first    *inst     // a one-character instruction every match starts with
	firstSet *firstSet // the characters a match can start with
	anchored bool      // every match starts at the beginning of the string
	minLen   int64
}

// Compile parses and compiles pat (a str pattern's code points, or a
// bytes pattern's bytes as runes 0..255).
func Compile(pat []rune, isBytes bool, flags int, host Host) (*Prog, *Error) {
	pp, err := parse(pat, isBytes, flags, host)
	if err != nil {
		return nil, err
	}
	c := &compiler{state: pp.state}
	if err := c.seq(pp.seq, pp.state.flags); err != nil {
		return nil, err
	}
	c.emit(inst{op: opMatch})
	// A greedy one-character repeat looks at what follows it, past marks,
	// to skip lengths after which that cannot match.
	for k := range c.insts {
		if c.insts[k].op == opRepeatOne {
			n := k + 1
			for c.insts[n].op == opMark {
				n++
			}
			c.insts[k].a = n
		}
	}
	p := &Prog{insts: c.insts, Groups: pp.state.groups() - 1, Flags: pp.state.flags, nrep: c.nrep,
		GroupIndex: pp.state.groupDict, Names: pp.state.groupNames}
	p.analyze(pp.seq, pp.state.flags)
	return p, nil
}

type compiler struct {
	insts []inst
	nrep  int
	state *parseState
}

func (c *compiler) emit(i inst) int {
	c.insts = append(c.insts, i)
	return len(c.insts) - 1
}

func combineFlags(flags, add, del int) int {
	if add&typeFlags != 0 {
		flags &^= typeFlags
	}
	return (flags | add) &^ del
}

// isSimple reports whether a repeated body is one character wide with no
// groups, so that it can be counted without backtracking into it.
func isSimple(seq []*node) bool {
	if len(seq) != 1 {
		return false
	}
	n := seq[0]
	if n.op == nGroup {
		return n.group == 0 && isSimple(n.sub)
	}
	return n.op == nLiteral || n.op == nNotLiteral || n.op == nAny || n.op == nIn
}

// unit compiles a one-character node.
func (c *compiler) unit(n *node, flags int) inst {
	ignore := flags&FlagIgnoreCase != 0
	unicode := flags&FlagUnicode != 0
	switch n.op {
	case nLiteral, nNotLiteral:
		neg := n.op == nNotLiteral
		if !ignore {
			if neg {
				return inst{op: opNotChar, c: n.c}
			}
			return inst{op: opChar, c: n.c}
		}
		if flags&FlagLocale != 0 || !unicode {
			if !isCasedASCII(n.c) {
				if neg {
					return inst{op: opNotChar, c: n.c}
				}
				return inst{op: opChar, c: n.c}
			}
			if neg {
				return inst{op: opNotCharFoldA, c: lowerASCII(n.c)}
			}
			return inst{op: opCharFoldA, c: lowerASCII(n.c)}
		}
		if !isCasedUni(n.c) {
			if neg {
				return inst{op: opNotChar, c: n.c}
			}
			return inst{op: opChar, c: n.c}
		}
		lo := lowerUni(n.c)
		if fx, ok := extraCases[lo]; ok {
			items := []setItem{{kind: siLiteral, lo: lo}}
			for _, k := range fx {
				items = append(items, setItem{kind: siLiteral, lo: k})
			}
			cs := buildSet(items, neg, flags&^FlagIgnoreCase)
			cs.fold = foldUnicode
			return inst{op: opSet, set: cs}
		}
		if neg {
			return inst{op: opNotCharFoldU, c: lo}
		}
		return inst{op: opCharFoldU, c: lo}
	case nAny:
		if flags&FlagDotAll != 0 {
			return inst{op: opAnyAll}
		}
		return inst{op: opAny}
	default: // nIn
		return inst{op: opSet, set: buildSet(n.items, n.negate, flags)}
	}
}

// seq compiles a sequence of nodes.
func (c *compiler) seq(seq []*node, flags int) *Error {
	for _, n := range seq {
		if err := c.node(n, flags); err != nil {
			return err
		}
	}
	return nil
}

func (c *compiler) node(n *node, flags int) *Error {
	switch n.op {
	case nLiteral, nNotLiteral, nAny, nIn:
		c.emit(c.unit(n, flags))
	case nAt:
		at := n.at
		if flags&FlagMultiline != 0 {
			switch at {
			case atBeginning:
				at = atBeginningLine
			case atEnd:
				at = atEndLine
			}
		}
		c.emit(inst{op: opAt, at: at, unicode: flags&FlagUnicode != 0 && flags&FlagLocale == 0})
	case nGroup:
		if n.group > 0 {
			c.emit(inst{op: opMark, a: (n.group - 1) * 2})
		}
		if err := c.seq(n.sub, combineFlags(flags, n.add, n.del)); err != nil {
			return err
		}
		if n.group > 0 {
			c.emit(inst{op: opMark, a: (n.group-1)*2 + 1})
		}
	case nBranch:
		var jumps []int
		for i, alt := range n.alts {
			split := -1
			if i < len(n.alts)-1 {
				split = c.emit(inst{op: opSplit})
			}
			if err := c.seq(alt, flags); err != nil {
				return err
			}
			if i < len(n.alts)-1 {
				jumps = append(jumps, c.emit(inst{op: opJmp}))
				c.insts[split].x = len(c.insts)
			}
		}
		for _, j := range jumps {
			c.insts[j].x = len(c.insts)
		}
	case nRepeat:
		return c.repeat(n, flags)
	case nGroupRef:
		fold := foldNone
		if flags&FlagIgnoreCase != 0 {
			fold = foldASCII
			if flags&FlagUnicode != 0 && flags&FlagLocale == 0 {
				fold = foldUnicode
			}
		}
		c.emit(inst{op: opGroupRef, a: n.group, fold: fold})
	case nGroupRefExists:
		at := c.emit(inst{op: opGroupExists, a: n.group})
		if err := c.seq(n.sub, flags); err != nil {
			return err
		}
		if n.hasNo {
			j := c.emit(inst{op: opJmp})
			c.insts[at].x = len(c.insts)
			if err := c.seq(n.no, flags); err != nil {
				return err
			}
			c.insts[j].x = len(c.insts)
		} else {
			c.insts[at].x = len(c.insts)
		}
	case nAssert:
		back := 0
		if n.behind {
			lo, hi := width(n.sub, c.state.groupWidths)
			if lo > 0xFFFFFFFF {
				return &Error{Msg: "looks too much behind", Pos: -1}
			}
			if lo != hi {
				return &Error{Msg: "look-behind requires fixed-width pattern", Pos: -1}
			}
			back = int(lo)
		}
		at := c.emit(inst{op: opAssert, negate: n.negate, a: back})
		if err := c.seq(n.sub, flags); err != nil {
			return err
		}
		c.emit(inst{op: opAssertEnd})
		c.insts[at].x = len(c.insts)
	case nAtomic:
		c.emit(inst{op: opAtomicStart})
		if err := c.seq(n.sub, flags); err != nil {
			return err
		}
		c.emit(inst{op: opAtomicEnd})
	}
	return nil
}

// simpleUnit returns the one-character node of a simple body and the
// flags it is compiled with.
func simpleUnit(seq []*node, flags int) (*node, int) {
	n := seq[0]
	for n.op == nGroup {
		flags = combineFlags(flags, n.add, n.del)
		n = n.sub[0]
	}
	return n, flags
}

func (c *compiler) repeat(n *node, flags int) *Error {
	lo, hi := int(n.min), int(n.max)
	if isSimple(n.sub) {
		u, f := simpleUnit(n.sub, flags)
		item := c.unit(u, f)
		c.emit(inst{op: opRepeatOne, kind: n.kind, min: lo, max: hi, item: &item})
		return nil
	}
	r := c.nrep
	c.nrep++
	if n.kind == repeatPossessive {
		c.emit(inst{op: opPossStart, a: r})
		loop := c.emit(inst{op: opPossLoop, a: r, min: lo, max: hi})
		if err := c.seq(n.sub, flags); err != nil {
			return err
		}
		c.emit(inst{op: opPossEnd, a: r, x: loop})
		c.insts[loop].x = len(c.insts)
		return nil
	}
	start := c.emit(inst{op: opRepeatStart, a: r})
	body := len(c.insts)
	if err := c.seq(n.sub, flags); err != nil {
		return err
	}
	op := opMaxUntil
	if n.kind == repeatLazy {
		op = opMinUntil
	}
	until := c.emit(inst{op: op, a: r, x: body, min: lo, max: hi})
	c.emit(inst{op: opRepTail, a: r})
	c.insts[start].x = until
	return nil
}

// analyze finds what the search loop can use to skip ahead: a literal
// prefix, a first character, an anchor, the shortest match.
func (p *Prog) analyze(seq []*node, flags int) {
	p.minLen, _ = width(seq, nil)
	if len(seq) > 0 && seq[0].op == nAt && (seq[0].at == atBeginningString ||
		seq[0].at == atBeginning && flags&FlagMultiline == 0) {
		p.anchored = true
		return
	}
	p.prefix = literalPrefix(seq, flags, nil)
	if len(p.prefix) == 0 {
		k := 0
		for p.insts[k].op == opMark {
			k++
		}
		i := &p.insts[k]
		switch i.op {
		case opChar, opCharFoldA, opCharFoldU, opSet, opNotChar, opNotCharFoldA, opNotCharFoldU:
			p.first = i
		case opRepeatOne:
			if i.min > 0 {
				p.first = i.item
			}
		}
		if p.first == nil {
			var f firstSet
			if null, ok := firstOf(seq, flags, &f, 0); ok && !null {
				p.firstSet = &f
			}
		}
	}
}

// literalPrefix returns the case-sensitive literal characters that start
// seq.
func literalPrefix(seq []*node, flags int, acc []rune) []rune {
	for _, n := range seq {
		switch {
		case n.op == nLiteral && flags&FlagIgnoreCase == 0:
			acc = append(acc, n.c)
		case n.op == nGroup:
			f := combineFlags(flags, n.add, n.del)
			before := len(acc)
			acc = literalPrefix(n.sub, f, acc)
			if !allLiterals(n.sub, f) || len(acc)-before != len(n.sub) {
				return acc
			}
		default:
			return acc
		}
	}
	return acc
}

func allLiterals(seq []*node, flags int) bool {
	for _, n := range seq {
		if n.op != nLiteral || flags&FlagIgnoreCase != 0 {
			return false
		}
	}
	return true
}
