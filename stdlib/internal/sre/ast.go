// Package sre is the regular expression engine of pyex's re module: a
// parser from CPython 3.11's pattern syntax to a tree (parse*.go), a
// compiler from the tree to a program of instructions (compile*.go), and
// a backtracking matcher that runs a program over a subject with an
// explicit stack (match*.go), so that no pattern or subject can recurse on
// the Go stack or run past its step budget.
//
// The behaviour follows CPython's sre (Lib/re/_parser.py, _compiler.py and
// Modules/_sre): the same syntax and error messages with their positions,
// the same leftmost-first backtracking order, the same treatment of empty
// iterations of a repeat, and the same character classes and case folding
// for str patterns (unicode_tables.go is generated from python3). The code
// is pyex's own.
//
// Positions are code point indices: a str subject is matched either as
// its bytes (when it is ASCII) or as its decoded runes, and a bytes
// subject as its bytes.
package sre

// Flags of a pattern, with CPython's values.
const (
	FlagTemplate   = 1
	FlagIgnoreCase = 2
	FlagLocale     = 4
	FlagMultiline  = 8
	FlagDotAll     = 16
	FlagUnicode    = 32
	FlagVerbose    = 64
	FlagDebug      = 128
	FlagASCII      = 256

	typeFlags   = FlagASCII | FlagLocale | FlagUnicode
	globalFlags = FlagDebug | FlagTemplate
)

// MaxRepeat is the largest repeat count ({m,n} bounds must be below it);
// it also stands for an unbounded repeat.
const MaxRepeat = 4294967295

// MaxGroups is the largest number of groups a pattern may have.
const MaxGroups = 1073741823

// maxWidth stands for an unbounded width in width computations.
const maxWidth = 1 << 62

// nodeOp is the kind of a node of the parsed pattern.
type nodeOp uint8

const (
	nLiteral        nodeOp = iota // c
	nNotLiteral                   // any character but c
	nAny                          // .
	nIn                           // a character set: items, negate
	nAt                           // an anchor: at
	nBranch                       // alternatives: alts
	nGroup                        // a group or a flag scope: group (0: none), flags, sub
	nRepeat                       // min, max, kind, sub
	nGroupRef                     // a backreference to group
	nGroupRefExists               // (?(group)sub|no)
	nAssert                       // lookaround: dir, negate, sub
	nAtomic                       // (?>sub)
)

// repeatKind tells greedy, lazy and possessive repeats apart.
type repeatKind uint8

const (
	repeatGreedy repeatKind = iota
	repeatLazy
	repeatPossessive
)

// atCode is the kind of an anchor.
type atCode uint8

const (
	atBeginning       atCode = iota // ^
	atBeginningString               // \A
	atEnd                           // $
	atEndString                     // \Z
	atBoundary                      // \b
	atNonBoundary                   // \B
	atBeginningLine                 // ^ with MULTILINE
	atEndLine                       // $ with MULTILINE
)

// category is a class escape: \d \D \s \S \w \W.
type category uint8

const (
	catDigit category = iota
	catNotDigit
	catSpace
	catNotSpace
	catWord
	catNotWord
)

// setItemKind is the kind of a member of a character set.
type setItemKind uint8

const (
	siLiteral setItemKind = iota
	siRange
	siCategory
)

// setItem is one member of a character set.
type setItem struct {
	kind   setItemKind
	lo, hi rune
	cat    category
}

// node is one element of a parsed pattern.
type node struct {
	op     nodeOp
	c      rune
	items  []setItem
	negate bool
	at     atCode
	min    int64
	max    int64
	kind   repeatKind
	group  int
	add    int // flags a (?flags:...) scope turns on
	del    int // flags it turns off
	sub    []*node
	no     []*node
	hasNo  bool
	alts   [][]*node
	behind bool // a lookbehind
}

// width returns the smallest and largest number of characters seq can
// match, maxWidth standing for unbounded.
func width(seq []*node, groupWidths [][2]int64) (lo, hi int64) {
	for _, n := range seq {
		var i, j int64
		switch n.op {
		case nBranch:
			i = maxWidth
			for _, a := range n.alts {
				l, h := width(a, groupWidths)
				i = min(i, l)
				j = max(j, h)
			}
		case nAtomic, nGroup:
			i, j = width(n.sub, groupWidths)
		case nRepeat:
			l, h := width(n.sub, groupWidths)
			i = satMul(l, n.min)
			if n.max == MaxRepeat && h != 0 {
				j = maxWidth
			} else {
				j = satMul(h, n.max)
			}
		case nLiteral, nNotLiteral, nAny, nIn:
			i, j = 1, 1
		case nGroupRef:
			if n.group < len(groupWidths) {
				i, j = groupWidths[n.group][0], groupWidths[n.group][1]
			}
		case nGroupRefExists:
			i, j = width(n.sub, groupWidths)
			if n.hasNo {
				l, h := width(n.no, groupWidths)
				i = min(i, l)
				j = max(j, h)
			} else {
				i = 0
			}
		}
		lo = satAdd(lo, i)
		hi = satAdd(hi, j)
	}
	return lo, hi
}

func satAdd(a, b int64) int64 {
	if a+b > maxWidth {
		return maxWidth
	}
	return a + b
}

func satMul(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	if a > maxWidth/b {
		return maxWidth
	}
	return min(a*b, maxWidth)
}
