package sre

// This file parses the replacement templates of sub() and expand():
// literal text with group references \1, \g<name>, \g<1> and the escapes
// of Python string literals, with CPython's errors.

// TemplateItem is a piece of a parsed template: literal text (Group < 0)
// or a group reference.
type TemplateItem struct {
	Lit   []rune
	Group int
}

// ParseTemplate parses a replacement template against a compiled pattern.
// An unknown group name is an ErrIndex error, as in CPython.
func ParseTemplate(tmpl []rune, isBytes bool, p *Prog, host Host) ([]TemplateItem, *Error) {
	s := newSource(tmpl, isBytes, host)
	var items []TemplateItem
	var lit []rune
	flush := func() {
		if len(lit) > 0 {
			items = append(items, TemplateItem{Lit: lit, Group: -1})
			lit = nil
		}
	}
	addGroup := func(index, offset int) *Error {
		if index > p.Groups {
			return s.error("invalid group reference "+itoa(index), offset)
		}
		flush()
		items = append(items, TemplateItem{Group: index})
		return nil
	}
	for {
		if s.err != nil {
			return nil, s.err
		}
		this := s.get()
		if s.err != nil {
			return nil, s.err
		}
		if this == "" {
			break
		}
		if this[0] != '\\' {
			lit = append(lit, firstRune(this))
			continue
		}
		c := this[1]
		switch {
		case c == 'g':
			if !s.match("<") {
				return nil, s.error("missing <", 0)
			}
			name, err := s.getUntil(">", "group name")
			if err != nil {
				return nil, err
			}
			var index int
			if s.isIdentifier(name) {
				g, ok := p.GroupIndex[name]
				if !ok {
					if s.err != nil {
						return nil, s.err
					}
					return nil, &Error{Kind: ErrIndex, Msg: "unknown group name " + s.repr(name), Pos: -1}
				}
				index = g
			} else {
				v, ok := pyInt(name)
				if !ok || v < 0 {
					return nil, s.error("bad character in group name "+s.repr(name), runeLen(name)+1)
				}
				if v >= MaxGroups {
					return nil, s.error("invalid group reference "+itoa(int(v)), runeLen(name)+1)
				}
				index = int(v)
			}
			if err := addGroup(index, runeLen(name)+1); err != nil {
				return nil, err
			}
		case c == '0':
			o := "0"
			if len(s.next) == 1 && s.next[0] >= '0' && s.next[0] <= '7' {
				o += s.get()
				if len(s.next) == 1 && s.next[0] >= '0' && s.next[0] <= '7' {
					o += s.get()
				}
			}
			lit = append(lit, octValue(o)&0xff)
		case c >= '1' && c <= '9':
			ds := string(c)
			isOctal := false
			if len(s.next) == 1 && s.next[0] >= '0' && s.next[0] <= '9' {
				ds += s.get()
				if c <= '7' && ds[1] <= '7' && len(s.next) == 1 && s.next[0] >= '0' && s.next[0] <= '7' {
					ds += s.get()
					isOctal = true
					v := octValue(ds)
					if v > 0o377 {
						return nil, s.error("octal escape value \\"+ds+" outside of range 0-0o377", len(ds)+1)
					}
					lit = append(lit, v)
				}
			}
			if !isOctal {
				g, _ := parseDigits(ds)
				if err := addGroup(int(g), len(ds)); err != nil {
					return nil, err
				}
			}
		default:
			if r, ok := simpleEscape(this); ok {
				lit = append(lit, r)
			} else if len(this) == 2 && isASCIILetter(c) {
				return nil, s.error("bad escape "+this, runeLen(this))
			} else {
				lit = append(lit, []rune(this)...)
			}
		}
	}
	flush()
	return items, nil
}
