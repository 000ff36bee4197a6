package sre

// This file defines the tokenizer of the pattern parser and the error it
// reports. A token is one character, or a backslash and the character
// after it, as in CPython, so that error offsets count the same way.

import "strings"

// Error is a pattern error. Kind tells which Python exception it is.
type Error struct {
	Kind ErrorKind
	Msg  string
	// Pos is the position in the pattern (code points), or -1.
	Pos int
}

// ErrorKind is the Python class of an Error.
type ErrorKind uint8

// The kinds of Error.
const (
	ErrRe        ErrorKind = iota // re.error
	ErrOverflow                   // OverflowError
	ErrValue                      // ValueError
	ErrRecursion                  // RecursionError
	ErrIndex                      // IndexError
)

// Error returns the message.
func (e *Error) Error() string { return e.Msg }

// Host is what the parser asks of the interpreter: Python's repr of a
// str, str.isidentifier, and unicodedata.lookup for \N{...} (which may
// say no).
type Host interface {
	Repr(s string) string
	IsIdentifier(s string) bool
	LookupName(name string) (rune, bool)
}

// source is the tokenizer over a pattern.
type source struct {
	pat     []rune
	isBytes bool
	host    Host
	index   int    // position after the current token
	next    string // the current token; "" at the end
	err     *Error // set when advancing hits a trailing backslash
}

func newSource(pat []rune, isBytes bool, host Host) *source {
	s := &source{pat: pat, isBytes: isBytes, host: host}
	s.advance()
	return s
}

// advance reads the token at s.index.
func (s *source) advance() {
	i := s.index
	if i >= len(s.pat) {
		s.next = ""
		return
	}
	c := s.pat[i]
	if c == '\\' {
		i++
		if i >= len(s.pat) {
			if s.err == nil {
				s.err = &Error{Msg: "bad escape (end of pattern)", Pos: len(s.pat) - 1}
			}
			s.next = ""
			s.index = len(s.pat)
			return
		}
		s.next = string([]rune{'\\', s.pat[i]})
	} else {
		s.next = string(c)
	}
	s.index = i + 1
}

// match consumes the token tok if it is next.
func (s *source) match(tok string) bool {
	if s.next != "" && s.next == tok {
		s.advance()
		return true
	}
	return false
}

// get consumes and returns the next token ("" at the end).
func (s *source) get() string {
	t := s.next
	s.advance()
	return t
}

// tell returns the position of the next token.
func (s *source) tell() int { return s.index - runeLen(s.next) }

// seek moves to position i.
func (s *source) seek(i int) {
	s.index = i
	s.advance()
}

func runeLen(tok string) int {
	n := 0
	for range tok {
		n++
	}
	return n
}

// getWhile consumes up to n tokens that are single characters of set.
func (s *source) getWhile(n int, set string) string {
	var b strings.Builder
	for ; n > 0; n-- {
		c := s.next
		if c == "" || len(c) != 1 || !strings.Contains(set, c) {
			break
		}
		b.WriteString(c)
		s.advance()
	}
	return b.String()
}

// getUntil consumes tokens up to terminator and returns them joined.
func (s *source) getUntil(terminator, name string) (string, *Error) {
	var b strings.Builder
	n := 0
	for {
		c := s.next
		s.advance()
		if c == "" {
			if n == 0 {
				return "", s.error("missing "+name, 0)
			}
			return "", s.error("missing "+terminator+", unterminated name", n)
		}
		if c == terminator {
			if n == 0 {
				return "", s.error("missing "+name, 1)
			}
			break
		}
		b.WriteString(c)
		n += runeLen(c)
	}
	return b.String(), nil
}

// error returns a re.error at the current position minus offset.
func (s *source) error(msg string, offset int) *Error {
	if s.err != nil {
		return s.err
	}
	if s.isBytes {
		msg = asciiBackslash(msg)
	}
	return &Error{Msg: msg, Pos: s.tell() - offset}
}

// asciiBackslash escapes the non-ASCII characters of msg as Python's
// 'backslashreplace' error handler does.
func asciiBackslash(msg string) string {
	var b strings.Builder
	const hexd = "0123456789abcdef"
	for _, r := range msg {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case r < 0x100:
			b.WriteString(`\x`)
			b.WriteByte(hexd[r>>4])
			b.WriteByte(hexd[r&15])
		case r < 0x10000:
			b.WriteString(`\u`)
			for sh := 12; sh >= 0; sh -= 4 {
				b.WriteByte(hexd[(r>>sh)&15])
			}
		default:
			b.WriteString(`\U`)
			for sh := 28; sh >= 0; sh -= 4 {
				b.WriteByte(hexd[(r>>sh)&15])
			}
		}
	}
	return b.String()
}

// checkGroupName rejects a group name that is not an identifier.
func (s *source) checkGroupName(name string, offset int) *Error {
	if !s.isIdentifier(name) {
		return s.error("bad character in group name "+s.repr(name), runeLen(name)+offset)
	}
	return nil
}

func (s *source) isIdentifier(name string) bool {
	ascii := name != ""
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c >= 0x80 {
			ascii = false
			break
		}
		if !(c == '_' || c|32 >= 'a' && c|32 <= 'z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	if ascii {
		return true
	}
	if name == "" {
		return false
	}
	return s.host != nil && s.host.IsIdentifier(name)
}

func (s *source) repr(x string) string {
	if s.host != nil {
		return s.host.Repr(x)
	}
	return "'" + x + "'"
}
