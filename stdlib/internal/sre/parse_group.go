package sre

// This file parses what follows '(': groups, named groups and references,
// comments, lookaround, conditionals, atomic groups and inline flags.

import "strings"

// parseGroup parses a parenthesised construct after its '('. gflags
// reports global flags (which add no node); n is nil for a comment.
func (p *parser) parseGroup(verbose bool, nested int, first, nonEmpty bool) (n *node, gflags bool, err *Error) {
	s := p.s
	st := p.st
	start := s.tell() - 1
	capture := true
	atomic := false
	name := ""
	hasName := false
	addFlags, delFlags := 0, 0
	if s.match("?") {
		char := s.get()
		if char == "" {
			return nil, false, s.error("unexpected end of pattern", 0)
		}
		switch {
		case char == "P":
			if s.match("<") {
				name, err = s.getUntil(">", "group name")
				if err != nil {
					return nil, false, err
				}
				if err := s.checkGroupName(name, 1); err != nil {
					return nil, false, err
				}
				hasName = true
			} else if s.match("=") {
				name, err = s.getUntil(")", "group name")
				if err != nil {
					return nil, false, err
				}
				if err := s.checkGroupName(name, 1); err != nil {
					return nil, false, err
				}
				gid, ok := st.groupDict[name]
				if !ok {
					return nil, false, s.error("unknown group name "+s.repr(name), runeLen(name)+1)
				}
				if !st.checkGroup(gid) {
					return nil, false, s.error("cannot refer to an open group", runeLen(name)+1)
				}
				if err := st.checkLookbehindGroup(gid, s); err != nil {
					return nil, false, err
				}
				return &node{op: nGroupRef, group: gid}, false, nil
			} else {
				char := s.get()
				if char == "" {
					return nil, false, s.error("unexpected end of pattern", 0)
				}
				return nil, false, s.error("unknown extension ?P"+char, runeLen(char)+2)
			}
		case char == ":":
			capture = false
		case char == "#":
			for {
				if s.next == "" {
					return nil, false, s.error("missing ), unterminated comment", s.tell()-start)
				}
				if s.get() == ")" {
					break
				}
			}
			return nil, false, nil
		case char == "=" || char == "!" || char == "<":
			behind := false
			if char == "<" {
				char = s.get()
				if char == "" {
					return nil, false, s.error("unexpected end of pattern", 0)
				}
				if char != "=" && char != "!" {
					return nil, false, s.error("unknown extension ?<"+char, runeLen(char)+2)
				}
				behind = true
			}
			saved := st.lookbehindGroups
			if behind && saved < 0 {
				st.lookbehindGroups = st.groups()
			}
			body, err := p.parseSub(verbose, nested+1)
			if err != nil {
				return nil, false, err
			}
			if behind && saved < 0 {
				st.lookbehindGroups = -1
			}
			if !s.match(")") {
				return nil, false, s.error("missing ), unterminated subpattern", s.tell()-start)
			}
			return &node{op: nAssert, behind: behind, negate: char == "!", sub: body}, false, nil
		case char == "(":
			return p.parseConditional(verbose, nested, start)
		case char == ">":
			capture = false
			atomic = true
		case char == "-" || len(char) == 1 && strings.Contains(flagChars, char):
			add, del, global, err := p.parseFlags(char)
			if err != nil {
				return nil, false, err
			}
			if global {
				if !first || nonEmpty {
					return nil, false, s.error("global flags not at the start of the expression", s.tell()-start)
				}
				return nil, true, nil
			}
			addFlags, delFlags = add, del
			capture = false
		default:
			return nil, false, s.error("unknown extension ?"+char, runeLen(char)+1)
		}
	}
	group := 0
	if capture {
		g, err := st.openGroup(name, hasName)
		if err != nil {
			return nil, false, s.error(err.Msg, runeLen(name)+1)
		}
		group = g
	}
	subVerbose := (verbose || addFlags&FlagVerbose != 0) && delFlags&FlagVerbose == 0
	body, err := p.parseSub(subVerbose, nested+1)
	if err != nil {
		return nil, false, err
	}
	if !s.match(")") {
		return nil, false, s.error("missing ), unterminated subpattern", s.tell()-start)
	}
	if group != 0 {
		lo, hi := width(body, st.groupWidths)
		st.groupWidths[group] = [2]int64{lo, hi}
		st.closed[group] = true
	}
	if atomic {
		return &node{op: nAtomic, sub: body}, false, nil
	}
	return &node{op: nGroup, group: group, add: addFlags, del: delFlags, sub: body}, false, nil
}

// parseConditional parses (?(group)yes|no) after its "(?(".
func (p *parser) parseConditional(verbose bool, nested, start int) (*node, bool, *Error) {
	s := p.s
	st := p.st
	condName, err := s.getUntil(")", "group name")
	if err != nil {
		return nil, false, err
	}
	var cond int
	if s.isIdentifier(condName) {
		g, ok := st.groupDict[condName]
		if !ok {
			return nil, false, s.error("unknown group name "+s.repr(condName), runeLen(condName)+1)
		}
		cond = g
	} else {
		v, ok := pyInt(condName)
		if !ok || v < 0 {
			return nil, false, s.error("bad character in group name "+s.repr(condName), runeLen(condName)+1)
		}
		if v == 0 {
			return nil, false, s.error("bad group number", runeLen(condName)+1)
		}
		if v >= MaxGroups {
			return nil, false, s.error("invalid group reference "+itoa(int(v)), runeLen(condName)+1)
		}
		cond = int(v)
		if _, seen := st.groupRefPos[cond]; !seen {
			st.groupRefPos[cond] = s.tell() - runeLen(condName) - 1
			st.groupRefOrder = append(st.groupRefOrder, cond)
		}
	}
	if err := st.checkLookbehindGroup(cond, s); err != nil {
		return nil, false, err
	}
	yes, err := p.parseSeq(verbose, nested+1, false)
	if err != nil {
		return nil, false, err
	}
	var no []*node
	hasNo := false
	if s.match("|") {
		no, err = p.parseSeq(verbose, nested+1, false)
		if err != nil {
			return nil, false, err
		}
		hasNo = true
		if s.next == "|" {
			return nil, false, s.error("conditional backref with more than two branches", 0)
		}
	}
	if !s.match(")") {
		return nil, false, s.error("missing ), unterminated subpattern", s.tell()-start)
	}
	return &node{op: nGroupRefExists, group: cond, sub: yes, no: no, hasNo: hasNo}, false, nil
}

// pyInt parses a group number the way int() does: surrounding spaces, a
// sign and underscores between digits are allowed.
func pyInt(str string) (int64, bool) {
	str = strings.TrimSpace(str)
	neg := false
	if str != "" && (str[0] == '+' || str[0] == '-') {
		neg = str[0] == '-'
		str = str[1:]
	}
	if str == "" || str[0] == '_' || str[len(str)-1] == '_' || strings.Contains(str, "__") {
		return 0, false
	}
	var v int64
	for i := 0; i < len(str); i++ {
		c := str[i]
		if c == '_' {
			continue
		}
		if c < '0' || c > '9' {
			return 0, false
		}
		if v > 1<<40 {
			v = 1 << 40
			continue
		}
		v = v*10 + int64(c-'0')
	}
	if neg {
		v = -v
	}
	return v, true
}

// parseFlags parses inline flags after "(?" whose first character is
// char. global reports "(?flags)", which sets the pattern's flags.
func (p *parser) parseFlags(char string) (add, del int, global bool, err *Error) {
	s := p.s
	if char != "-" {
		for {
			flag := flagOf(char)
			if !s.isBytes {
				if char == "L" {
					return 0, 0, false, s.error("bad inline flags: cannot use 'L' flag with a str pattern", 0)
				}
			} else if char == "u" {
				return 0, 0, false, s.error("bad inline flags: cannot use 'u' flag with a bytes pattern", 0)
			}
			add |= flag
			if flag&typeFlags != 0 && add&typeFlags != flag {
				return 0, 0, false, s.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible", 0)
			}
			char = s.get()
			if char == "" {
				return 0, 0, false, s.error("missing -, : or )", 0)
			}
			if char == ")" || char == "-" || char == ":" {
				break
			}
			if flagOf(char) == 0 {
				msg := "missing -, : or )"
				if isAlpha(char) {
					msg = "unknown flag"
				}
				return 0, 0, false, s.error(msg, runeLen(char))
			}
		}
	}
	if char == ")" {
		p.st.flags |= add
		return 0, 0, true, nil
	}
	if add&globalFlags != 0 {
		return 0, 0, false, s.error("bad inline flags: cannot turn on global flag", 1)
	}
	if char == "-" {
		char = s.get()
		if char == "" {
			return 0, 0, false, s.error("missing flag", 0)
		}
		if flagOf(char) == 0 {
			msg := "missing flag"
			if isAlpha(char) {
				msg = "unknown flag"
			}
			return 0, 0, false, s.error(msg, runeLen(char))
		}
		for {
			flag := flagOf(char)
			if flag&typeFlags != 0 {
				return 0, 0, false, s.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", 0)
			}
			del |= flag
			char = s.get()
			if char == "" {
				return 0, 0, false, s.error("missing :", 0)
			}
			if char == ":" {
				break
			}
			if flagOf(char) == 0 {
				msg := "missing :"
				if isAlpha(char) {
					msg = "unknown flag"
				}
				return 0, 0, false, s.error(msg, runeLen(char))
			}
		}
	}
	if del&globalFlags != 0 {
		return 0, 0, false, s.error("bad inline flags: cannot turn off global flag", 1)
	}
	if add&del != 0 {
		return 0, 0, false, s.error("bad inline flags: flag turned on and off", 1)
	}
	return add, del, false, nil
}

// isAlpha is str.isalpha for a token: a single letter (escapes are not).
func isAlpha(tok string) bool {
	if runeLen(tok) != 1 {
		return false
	}
	r := firstRune(tok)
	if r < 128 {
		return isASCIILetter(byte(r))
	}
	return isUniWord(r) && !isUniDigit(r) && r != '_'
}
