package sre

// This file parses a pattern into a tree of nodes, with CPython's syntax,
// checks and error messages (Lib/re/_parser.py is the reference for what
// is accepted and what each error says and where).

import "strings"

const (
	specialChars = ".\\[{()*+?^$|"
	repeatChars  = "*+?{"
	digits       = "0123456789"
	octDigits    = "01234567"
	hexDigits    = "0123456789abcdefABCDEF"
	whitespace   = " \t\n\r\v\f"
	flagChars    = "iLmsxatu"
	// maxNesting bounds the depth of nested groups (each adds two to the
	// nesting count of the parse functions), as CPython's
	// recursive parser is bounded by the recursion limit.
	maxNesting = 495
)

func isASCIILetter(c byte) bool { return c|32 >= 'a' && c|32 <= 'z' }

// flagOf returns the flag of an inline flag letter.
func flagOf(c string) int {
	switch c {
	case "i":
		return FlagIgnoreCase
	case "L":
		return FlagLocale
	case "m":
		return FlagMultiline
	case "s":
		return FlagDotAll
	case "x":
		return FlagVerbose
	case "a":
		return FlagASCII
	case "t":
		return FlagTemplate
	case "u":
		return FlagUnicode
	}
	return 0
}

// parseState is what the parser knows about the whole pattern.
type parseState struct {
	flags            int
	groupDict        map[string]int
	groupNames       []string // in order of definition
	groupWidths      [][2]int64
	closed           []bool
	lookbehindGroups int // -1: not inside a lookbehind
	groupRefPos      map[int]int
	groupRefOrder    []int
}

func (st *parseState) groups() int { return len(st.groupWidths) }

func (st *parseState) openGroup(name string, hasName bool) (int, *Error) {
	gid := st.groups()
	st.groupWidths = append(st.groupWidths, [2]int64{})
	st.closed = append(st.closed, false)
	if st.groups() > MaxGroups {
		return 0, &Error{Msg: "too many groups", Pos: -1}
	}
	if hasName {
		if ogid, ok := st.groupDict[name]; ok {
			return 0, &Error{Msg: "redefinition of group name " + quoteName(name) + " as group " + itoa(gid) + "; was group " + itoa(ogid), Pos: -1}
		}
		st.groupDict[name] = gid
		st.groupNames = append(st.groupNames, name)
	}
	return gid, nil
}

func (st *parseState) checkGroup(gid int) bool { return gid < st.groups() && st.closed[gid] }

func (st *parseState) checkLookbehindGroup(gid int, s *source) *Error {
	if st.lookbehindGroups >= 0 {
		if !st.checkGroup(gid) {
			return s.error("cannot refer to an open group", 0)
		}
		if gid >= st.lookbehindGroups {
			return s.error("cannot refer to group defined in the same lookbehind subpattern", 0)
		}
	}
	return nil
}

// quoteName is repr() of an identifier (which needs no escapes).
func quoteName(s string) string { return "'" + s + "'" }

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [24]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// parser holds the tokenizer and the state.
type parser struct {
	s  *source
	st *parseState
}

// Parsed is a parsed pattern.
type parsed struct {
	seq   []*node
	state *parseState
}

// parse parses pat with the given flags.
func parse(pat []rune, isBytes bool, flags int, host Host) (*parsed, *Error) {
	s := newSource(pat, isBytes, host)
	st := &parseState{flags: flags, groupDict: map[string]int{}, groupWidths: [][2]int64{{0, 0}}, closed: []bool{true},
		lookbehindGroups: -1, groupRefPos: map[int]int{}}
	p := &parser{s: s, st: st}
	seq, err := p.parseSub(flags&FlagVerbose != 0, 0)
	if s.err != nil {
		return nil, s.err
	}
	if err != nil {
		return nil, err
	}
	f, err := fixFlags(isBytes, st.flags)
	if err != nil {
		return nil, err
	}
	st.flags = f
	if s.next != "" {
		return nil, s.error("unbalanced parenthesis", 0)
	}
	for _, g := range st.groupRefOrder {
		if g >= st.groups() {
			return nil, &Error{Msg: "invalid group reference " + itoa(g), Pos: st.groupRefPos[g]}
		}
	}
	return &parsed{seq: seq, state: st}, nil
}

// fixFlags checks the type flags against the kind of pattern and adds
// UNICODE to a str pattern that is not ASCII.
func fixFlags(isBytes bool, flags int) (int, *Error) {
	if !isBytes {
		if flags&FlagLocale != 0 {
			return 0, &Error{Kind: ErrValue, Msg: "cannot use LOCALE flag with a str pattern", Pos: -1}
		}
		if flags&FlagASCII == 0 {
			flags |= FlagUnicode
		} else if flags&FlagUnicode != 0 {
			return 0, &Error{Kind: ErrValue, Msg: "ASCII and UNICODE flags are incompatible", Pos: -1}
		}
	} else {
		if flags&FlagUnicode != 0 {
			return 0, &Error{Kind: ErrValue, Msg: "cannot use UNICODE flag with a bytes pattern", Pos: -1}
		}
		if flags&FlagLocale != 0 && flags&FlagASCII != 0 {
			return 0, &Error{Kind: ErrValue, Msg: "ASCII and LOCALE flags are incompatible", Pos: -1}
		}
	}
	return flags, nil
}

// parseSub parses alternatives separated by |.
func (p *parser) parseSub(verbose bool, nested int) ([]*node, *Error) {
	if nested > 2*maxNesting {
		return nil, &Error{Kind: ErrRecursion, Msg: "maximum recursion depth exceeded", Pos: -1}
	}
	var items [][]*node
	for {
		seq, err := p.parseSeq(verbose, nested+1, nested == 0 && len(items) == 0)
		if err != nil {
			return nil, err
		}
		items = append(items, seq)
		if !p.s.match("|") {
			break
		}
		if nested == 0 {
			verbose = p.st.flags&FlagVerbose != 0
		}
	}
	if len(items) == 1 {
		return items[0], nil
	}
	// Alternatives of single characters become one set.
	var set []setItem
	ok := true
	for _, it := range items {
		if len(it) != 1 {
			ok = false
			break
		}
		n := it[0]
		if n.op == nLiteral {
			set = append(set, setItem{kind: siLiteral, lo: n.c})
		} else if n.op == nIn && !n.negate {
			set = append(set, n.items...)
		} else {
			ok = false
			break
		}
	}
	if ok {
		return []*node{{op: nIn, items: uniqItems(set)}}, nil
	}
	return []*node{{op: nBranch, alts: items}}, nil
}

func uniqItems(items []setItem) []setItem {
	out := items[:0:0]
	for _, it := range items {
		dup := false
		for _, o := range out {
			if o == it {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, it)
		}
	}
	return out
}

// parseSeq parses a sequence up to | or ) or the end.
func (p *parser) parseSeq(verbose bool, nested int, first bool) ([]*node, *Error) {
	if nested > 2*maxNesting+1 {
		return nil, &Error{Kind: ErrRecursion, Msg: "maximum recursion depth exceeded", Pos: -1}
	}
	s := p.s
	var seq []*node
	for {
		this := s.next
		if this == "" || this == "|" || this == ")" {
			break
		}
		s.get()
		if s.err != nil {
			return nil, s.err
		}
		if verbose {
			if len(this) == 1 && strings.Contains(whitespace, this) {
				continue
			}
			if this == "#" {
				for {
					t := s.get()
					if t == "" || t == "\n" {
						break
					}
				}
				continue
			}
		}
		switch {
		case this[0] == '\\':
			n, err := p.escape(this)
			if err != nil {
				return nil, err
			}
			seq = append(seq, n)
		case !strings.Contains(specialChars, this):
			seq = append(seq, &node{op: nLiteral, c: firstRune(this)})
		case this == "[":
			n, err := p.parseSet()
			if err != nil {
				return nil, err
			}
			seq = append(seq, n)
		case strings.Contains(repeatChars, this):
			var err *Error
			var lit bool
			seq, lit, err = p.parseRepeat(this, seq)
			if err != nil {
				return nil, err
			}
			if lit {
				seq = append(seq, &node{op: nLiteral, c: '{'})
			}
		case this == ".":
			seq = append(seq, &node{op: nAny})
		case this == "(":
			n, gflags, err := p.parseGroup(verbose, nested, first, len(seq) > 0)
			if err != nil {
				return nil, err
			}
			if gflags {
				verbose = p.st.flags&FlagVerbose != 0
				continue
			}
			if n != nil {
				seq = append(seq, n)
			}
		case this == "^":
			seq = append(seq, &node{op: nAt, at: atBeginning})
		case this == "$":
			seq = append(seq, &node{op: nAt, at: atEnd})
		}
	}
	// Non-capturing groups without flags dissolve into the sequence.
	out := seq[:0:0]
	for _, n := range seq {
		if n.op == nGroup && n.group == 0 && n.add == 0 && n.del == 0 {
			out = append(out, n.sub...)
		} else {
			out = append(out, n)
		}
	}
	return out, nil
}

func firstRune(s string) rune {
	for _, r := range s {
		return r
	}
	return 0
}

// parseRepeat applies the quantifier this to the last node of seq. lit
// reports a '{' that starts no quantifier and is a literal.
func (p *parser) parseRepeat(this string, seq []*node) ([]*node, bool, *Error) {
	s := p.s
	here := s.tell()
	var lo, hi int64
	switch this {
	case "?":
		lo, hi = 0, 1
	case "*":
		lo, hi = 0, MaxRepeat
	case "+":
		lo, hi = 1, MaxRepeat
	case "{":
		if s.next == "}" {
			return seq, true, nil
		}
		lo, hi = 0, MaxRepeat
		var los, his string
		for s.next != "" && len(s.next) == 1 && strings.Contains(digits, s.next) {
			los += s.get()
		}
		if s.match(",") {
			for s.next != "" && len(s.next) == 1 && strings.Contains(digits, s.next) {
				his += s.get()
			}
		} else {
			his = los
		}
		if !s.match("}") {
			s.seek(here)
			return seq, true, nil
		}
		if los != "" {
			v, big := parseDigits(los)
			if big || v >= MaxRepeat {
				return nil, false, &Error{Kind: ErrOverflow, Msg: "the repetition number is too large", Pos: -1}
			}
			lo = v
		}
		if his != "" {
			v, big := parseDigits(his)
			if big || v >= MaxRepeat {
				return nil, false, &Error{Kind: ErrOverflow, Msg: "the repetition number is too large", Pos: -1}
			}
			hi = v
			if hi < lo {
				return nil, false, s.error("min repeat greater than max repeat", s.tell()-here)
			}
		}
	}
	if len(seq) == 0 || seq[len(seq)-1].op == nAt {
		return nil, false, s.error("nothing to repeat", s.tell()-here+runeLen(this))
	}
	last := seq[len(seq)-1]
	if last.op == nRepeat {
		return nil, false, s.error("multiple repeat", s.tell()-here+runeLen(this))
	}
	item := []*node{last}
	if last.op == nGroup && last.group == 0 && last.add == 0 && last.del == 0 {
		item = last.sub
	}
	kind := repeatGreedy
	if s.match("?") {
		kind = repeatLazy
	} else if s.match("+") {
		kind = repeatPossessive
	}
	seq[len(seq)-1] = &node{op: nRepeat, min: lo, max: hi, kind: kind, sub: item}
	return seq, false, nil
}

// parseDigits converts ASCII digits; big reports an overflow of int64.
func parseDigits(ds string) (int64, bool) {
	var v int64
	for i := 0; i < len(ds); i++ {
		if v > (1<<62)/10 {
			return 0, true
		}
		v = v*10 + int64(ds[i]-'0')
	}
	return v, false
}

// parseSet parses a character set after its '['.
func (p *parser) parseSet() (*node, *Error) {
	s := p.s
	here := s.tell() - 1
	var set []setItem
	negate := s.match("^")
	for {
		this := s.get()
		if this == "" {
			return nil, s.error("unterminated character set", s.tell()-here)
		}
		if this == "]" && len(set) > 0 {
			break
		}
		var code1 setItem
		var isCat bool
		if this[0] == '\\' {
			it, cat, err := p.classEscape(this)
			if err != nil {
				return nil, err
			}
			code1, isCat = it, cat
		} else {
			code1 = setItem{kind: siLiteral, lo: firstRune(this)}
		}
		if s.match("-") {
			that := s.get()
			if that == "" {
				return nil, s.error("unterminated character set", s.tell()-here)
			}
			if that == "]" {
				set = append(set, code1, setItem{kind: siLiteral, lo: '-'})
				break
			}
			var code2 setItem
			var isCat2 bool
			if that[0] == '\\' {
				it, cat, err := p.classEscape(that)
				if err != nil {
					return nil, err
				}
				code2, isCat2 = it, cat
			} else {
				code2 = setItem{kind: siLiteral, lo: firstRune(that)}
			}
			msg := "bad character range " + this + "-" + that
			if isCat || isCat2 {
				return nil, s.error(msg, runeLen(this)+1+runeLen(that))
			}
			if code2.lo < code1.lo {
				return nil, s.error(msg, runeLen(this)+1+runeLen(that))
			}
			set = append(set, setItem{kind: siRange, lo: code1.lo, hi: code2.lo})
		} else {
			set = append(set, code1)
		}
	}
	set = uniqItems(set)
	if len(set) == 1 && set[0].kind == siLiteral {
		if negate {
			return &node{op: nNotLiteral, c: set[0].lo}, nil
		}
		return &node{op: nLiteral, c: set[0].lo}, nil
	}
	return &node{op: nIn, items: set, negate: negate}, nil
}

// categoryOf returns the class escape tok names, if any.
func categoryOf(tok string) (category, bool) {
	switch tok {
	case `\d`:
		return catDigit, true
	case `\D`:
		return catNotDigit, true
	case `\s`:
		return catSpace, true
	case `\S`:
		return catNotSpace, true
	case `\w`:
		return catWord, true
	case `\W`:
		return catNotWord, true
	}
	return 0, false
}

// simpleEscape returns the character of \a \b \f \n \r \t \v \\.
func simpleEscape(tok string) (rune, bool) {
	switch tok {
	case `\a`:
		return 7, true
	case `\b`:
		return 8, true
	case `\f`:
		return 12, true
	case `\n`:
		return 10, true
	case `\r`:
		return 13, true
	case `\t`:
		return 9, true
	case `\v`:
		return 11, true
	case `\\`:
		return '\\', true
	}
	return 0, false
}

// hexValue parses hex digits.
func hexValue(h string) rune {
	var v rune
	for i := 0; i < len(h); i++ {
		c := h[i]
		switch {
		case c >= '0' && c <= '9':
			v = v*16 + rune(c-'0')
		case c >= 'a' && c <= 'f':
			v = v*16 + rune(c-'a'+10)
		default:
			v = v*16 + rune(c-'A'+10)
		}
	}
	return v
}

func octValue(o string) rune {
	var v rune
	for i := 0; i < len(o); i++ {
		v = v*8 + rune(o[i]-'0')
	}
	return v
}

// commonEscape handles the escapes that mean the same inside and outside
// a set: \x \u \U \N. ok is false for other escapes.
func (p *parser) commonEscape(esc string) (rune, bool, *Error) {
	s := p.s
	c := esc[1]
	switch {
	case c == 'x':
		h := s.getWhile(2, hexDigits)
		esc += h
		if len(h) != 2 {
			return 0, true, s.error("incomplete escape "+esc, runeLen(esc))
		}
		return hexValue(h), true, nil
	case c == 'u' && !s.isBytes:
		h := s.getWhile(4, hexDigits)
		esc += h
		if len(h) != 4 {
			return 0, true, s.error("incomplete escape "+esc, runeLen(esc))
		}
		return hexValue(h), true, nil
	case c == 'U' && !s.isBytes:
		h := s.getWhile(8, hexDigits)
		esc += h
		if len(h) != 8 {
			return 0, true, s.error("incomplete escape "+esc, runeLen(esc))
		}
		v := hexValue(h)
		if uint32(v) > 0x10FFFF {
			return 0, true, s.error("bad escape "+esc, runeLen(esc))
		}
		return v, true, nil
	case c == 'N' && !s.isBytes:
		if !s.match("{") {
			return 0, true, s.error("missing {", 0)
		}
		name, err := s.getUntil("}", "character name")
		if err != nil {
			return 0, true, err
		}
		if s.host != nil {
			if r, ok := s.host.LookupName(name); ok {
				return r, true, nil
			}
		}
		return 0, true, s.error("undefined character name "+s.repr(name), runeLen(name)+len(`\N{}`))
	}
	return 0, false, nil
}

// classEscape parses an escape inside a set. isCat reports a class
// escape (\d and the like), which cannot bound a range.
func (p *parser) classEscape(esc string) (setItem, bool, *Error) {
	s := p.s
	if r, ok := simpleEscape(esc); ok {
		return setItem{kind: siLiteral, lo: r}, false, nil
	}
	if cat, ok := categoryOf(esc); ok {
		return setItem{kind: siCategory, cat: cat}, true, nil
	}
	r, ok, err := p.commonEscape(esc)
	if err != nil {
		return setItem{}, false, err
	}
	if ok {
		return setItem{kind: siLiteral, lo: r}, false, nil
	}
	c := esc[1]
	if len(esc) == 2 && strings.IndexByte(octDigits, c) >= 0 {
		o := esc[1:] + s.getWhile(2, octDigits)
		v := octValue(o)
		if v > 0o377 {
			return setItem{}, false, s.error("octal escape value \\"+o+" outside of range 0-0o377", runeLen(o)+1)
		}
		return setItem{kind: siLiteral, lo: v}, false, nil
	}
	if len(esc) == 2 && strings.IndexByte(digits, c) >= 0 {
		return setItem{}, false, s.error("bad escape "+esc, runeLen(esc))
	}
	if len(esc) == 2 && isASCIILetter(c) {
		return setItem{}, false, s.error("bad escape "+esc, runeLen(esc))
	}
	return setItem{kind: siLiteral, lo: firstRune(esc[1:])}, false, nil
}

// escape parses an escape outside a set.
func (p *parser) escape(esc string) (*node, *Error) {
	s := p.s
	switch esc {
	case `\A`:
		return &node{op: nAt, at: atBeginningString}, nil
	case `\Z`:
		return &node{op: nAt, at: atEndString}, nil
	case `\b`:
		return &node{op: nAt, at: atBoundary}, nil
	case `\B`:
		return &node{op: nAt, at: atNonBoundary}, nil
	}
	if cat, ok := categoryOf(esc); ok {
		return &node{op: nIn, items: []setItem{{kind: siCategory, cat: cat}}}, nil
	}
	if r, ok := simpleEscape(esc); ok {
		return &node{op: nLiteral, c: r}, nil
	}
	r, ok, err := p.commonEscape(esc)
	if err != nil {
		return nil, err
	}
	if ok {
		return &node{op: nLiteral, c: r}, nil
	}
	c := esc[1]
	if len(esc) == 2 && c == '0' {
		o := esc[1:] + s.getWhile(2, octDigits)
		return &node{op: nLiteral, c: octValue(o)}, nil
	}
	if len(esc) == 2 && c >= '1' && c <= '9' {
		ds := esc[1:]
		if len(s.next) == 1 && strings.Contains(digits, s.next) {
			ds += s.get()
			if strings.IndexByte(octDigits, ds[0]) >= 0 && strings.IndexByte(octDigits, ds[1]) >= 0 &&
				len(s.next) == 1 && strings.Contains(octDigits, s.next) {
				ds += s.get()
				v := octValue(ds)
				if v > 0o377 {
					return nil, s.error("octal escape value \\"+ds+" outside of range 0-0o377", len(ds)+1)
				}
				return &node{op: nLiteral, c: v}, nil
			}
		}
		g, _ := parseDigits(ds)
		gid := int(g)
		if gid < p.st.groups() {
			if !p.st.checkGroup(gid) {
				return nil, s.error("cannot refer to an open group", len(ds)+1)
			}
			if err := p.st.checkLookbehindGroup(gid, s); err != nil {
				return nil, err
			}
			return &node{op: nGroupRef, group: gid}, nil
		}
		return nil, s.error("invalid group reference "+itoa(gid), len(ds))
	}
	if len(esc) == 2 && isASCIILetter(c) {
		return nil, s.error("bad escape "+esc, runeLen(esc))
	}
	return &node{op: nLiteral, c: firstRune(esc[1:])}, nil
}
