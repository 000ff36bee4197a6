package frontend

// This file scans number literals. It follows the control flow of
// tok_get's number branch in CPython's tokenizer.c closely, because the
// exact error message and position for a malformed literal depend on how
// far that code has read when it gives up.

// numberCursor walks the text one byte at a time like tok_nextc and
// tok_backup: next returns -1 at the end of the text without moving.
type numberCursor struct {
	text string
	cur  int
}

func (c *numberCursor) next() int {
	if c.cur >= len(c.text) {
		return -1
	}
	b := c.text[c.cur]
	c.cur++
	return int(b)
}

func (c *numberCursor) backup(ch int) {
	if ch >= 0 {
		c.cur--
	}
}

func isDigitInt(c int) bool { return c >= '0' && c <= '9' }

func isHexDigitInt(c int) bool {
	return isDigitInt(c) || (c|0x20) >= 'a' && (c|0x20) <= 'f'
}

// isASCIIIdentInt reports whether c is an ASCII identifier character: a
// non-ASCII character after a number ends the number (and then starts a
// name that is checked on its own).
func isASCIIIdentInt(c int) bool { return c >= 0 && c < 0x80 && isIdentByte(byte(c)) }

// scanNumber scans a number literal starting at start (a digit, or '.'
// followed by a digit).
func (s *scanner) scanNumber(start int) bool {
	k := numberCursor{text: s.text, cur: start}
	c := k.next()
	if c == '.' {
		c = k.next()
		return s.numberFraction(&k, start, c)
	}
	if c == '0' {
		c = k.next()
		switch c {
		case 'x', 'X':
			c = k.next()
			for {
				if c == '_' {
					c = k.next()
				}
				if !isHexDigitInt(c) {
					k.backup(c)
					return s.numberError(k.cur, "invalid hexadecimal literal")
				}
				for {
					c = k.next()
					if !isHexDigitInt(c) {
						break
					}
				}
				if c != '_' {
					break
				}
			}
			if !s.verifyEndOfNumber(&k, c, "hexadecimal") {
				return false
			}
		case 'o', 'O':
			c = k.next()
			for {
				if c == '_' {
					c = k.next()
				}
				if c < '0' || c >= '8' {
					if isDigitInt(c) {
						return s.numberError(k.cur, "invalid digit '"+string(rune(c))+"' in octal literal")
					}
					k.backup(c)
					return s.numberError(k.cur, "invalid octal literal")
				}
				for {
					c = k.next()
					if c < '0' || c >= '8' {
						break
					}
				}
				if c != '_' {
					break
				}
			}
			if isDigitInt(c) {
				return s.numberError(k.cur, "invalid digit '"+string(rune(c))+"' in octal literal")
			}
			if !s.verifyEndOfNumber(&k, c, "octal") {
				return false
			}
		case 'b', 'B':
			c = k.next()
			for {
				if c == '_' {
					c = k.next()
				}
				if c != '0' && c != '1' {
					if isDigitInt(c) {
						return s.numberError(k.cur, "invalid digit '"+string(rune(c))+"' in binary literal")
					}
					k.backup(c)
					return s.numberError(k.cur, "invalid binary literal")
				}
				for {
					c = k.next()
					if c != '0' && c != '1' {
						break
					}
				}
				if c != '_' {
					break
				}
			}
			if isDigitInt(c) {
				return s.numberError(k.cur, "invalid digit '"+string(rune(c))+"' in binary literal")
			}
			if !s.verifyEndOfNumber(&k, c, "binary") {
				return false
			}
		default:
			// Zeros, maybe an old-style octal; '0' alone is fine.
			nonzero := false
			for {
				if c == '_' {
					c = k.next()
					if !isDigitInt(c) {
						k.backup(c)
						return s.numberError(k.cur, "invalid decimal literal")
					}
				}
				if c != '0' {
					break
				}
				c = k.next()
			}
			zerosEnd := k.cur
			if isDigitInt(c) {
				nonzero = true
				var ok bool
				if c, ok = s.decimalTail(&k); !ok {
					return false
				}
			}
			switch {
			case c == '.':
				c = k.next()
				return s.numberFraction(&k, start, c)
			case c == 'e' || c == 'E':
				return s.numberExponent(&k, start, c)
			case c == 'j' || c == 'J':
				return s.numberImaginary(&k, start)
			case nonzero:
				k.backup(c)
				// CPython reports the range from the literal's start to the
				// end of its leading zeros.
				s.numberErrorRange(start, zerosEnd,
					"leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers")
				return false
			}
			if !s.verifyEndOfNumber(&k, c, "decimal") {
				return false
			}
		}
		k.backup(c)
		return s.numberToken(start, k.cur)
	}
	// A decimal number.
	k.backup(c)
	c, ok := s.decimalTail(&k)
	if !ok {
		return false
	}
	if c == '.' {
		c = k.next()
		return s.numberFraction(&k, start, c)
	}
	return s.numberAfterFraction(&k, start, c)
}

// numberFraction continues after the '.' of a float; c is the character
// after the dot.
func (s *scanner) numberFraction(k *numberCursor, start, c int) bool {
	if isDigitInt(c) {
		k.backup(c)
		var ok bool
		if c, ok = s.decimalTail(k); !ok {
			return false
		}
	}
	return s.numberAfterFraction(k, start, c)
}

// numberAfterFraction handles an optional exponent and imaginary suffix;
// c is the first character after the digits read so far.
func (s *scanner) numberAfterFraction(k *numberCursor, start, c int) bool {
	if c == 'e' || c == 'E' {
		return s.numberExponent(k, start, c)
	}
	if c == 'j' || c == 'J' {
		return s.numberImaginary(k, start)
	}
	if !s.verifyEndOfNumber(k, c, "decimal") {
		return false
	}
	k.backup(c)
	return s.numberToken(start, k.cur)
}

// numberExponent continues at the 'e' or 'E' e of a number.
func (s *scanner) numberExponent(k *numberCursor, start, e int) bool {
	c := k.next()
	if c == '+' || c == '-' {
		c = k.next()
		if !isDigitInt(c) {
			k.backup(c)
			return s.numberError(k.cur, "invalid decimal literal")
		}
	} else if !isDigitInt(c) {
		// "1e" followed by no digits: the number ends before the 'e'
		// unless the 'e' starts something that makes it invalid.
		k.backup(c)
		if !s.verifyEndOfNumber(k, e, "decimal") {
			return false
		}
		k.backup(e)
		return s.numberToken(start, k.cur)
	}
	k.backup(c)
	c, ok := s.decimalTail(k)
	if !ok {
		return false
	}
	if c == 'j' || c == 'J' {
		return s.numberImaginary(k, start)
	}
	if !s.verifyEndOfNumber(k, c, "decimal") {
		return false
	}
	k.backup(c)
	return s.numberToken(start, k.cur)
}

// numberImaginary continues after the 'j' or 'J' of an imaginary number.
func (s *scanner) numberImaginary(k *numberCursor, start int) bool {
	c := k.next()
	if !s.verifyEndOfNumber(k, c, "imaginary") {
		return false
	}
	k.backup(c)
	return s.numberToken(start, k.cur)
}

// decimalTail reads digits with single underscores between them and
// returns the first character after them, like tok_decimal_tail.
func (s *scanner) decimalTail(k *numberCursor) (int, bool) {
	for {
		c := k.next()
		for isDigitInt(c) {
			c = k.next()
		}
		if c != '_' {
			return c, true
		}
		c = k.next()
		if !isDigitInt(c) {
			k.backup(c)
			s.numberError(k.cur, "invalid decimal literal")
			return 0, false
		}
		k.backup(c)
	}
}

// verifyEndOfNumber checks the character c read just after a number, like
// verify_end_of_number: a name character right after a number is an error,
// except the start of a keyword that may follow a number in valid code
// ("1if x else y"), for which CPython only warns.
func (s *scanner) verifyEndOfNumber(k *numberCursor, c int, kind string) bool {
	rest := s.text[k.cur:]
	r := false
	switch c {
	case 'a':
		r = hasPrefix(rest, "nd")
	case 'e':
		r = hasPrefix(rest, "lse")
	case 'f':
		r = hasPrefix(rest, "or")
	case 'i':
		r = len(rest) > 0 && (rest[0] == 'f' || rest[0] == 'n' || rest[0] == 's')
	case 'o':
		r = hasPrefix(rest, "r")
	case 'n':
		r = hasPrefix(rest, "ot")
	}
	if r {
		return true
	}
	if isASCIIIdentInt(c) {
		k.backup(c)
		s.numberError(k.cur, "invalid "+kind+" literal")
		return false
	}
	return true
}

func hasPrefix(s, p string) bool { return len(s) >= len(p) && s[:len(p)] == p }

func (s *scanner) numberToken(start, end int) bool {
	s.emit(NUMBER, start, end)
	s.pos = end
	return true
}

// numberError reports msg the way tokenizer.c's syntaxerror does when it
// has read up to offset cur: the error points at the last character read.
func (s *scanner) numberError(cur int, msg string) bool {
	col := s.lastCharCol(cur)
	s.fail(KindSyntaxError, ClassReported, msg, s.line, col, 0, 0)
	return false
}

// numberErrorRange reports msg for the leading zeros of a number that
// starts at start and whose zeros end before zerosEnd-1. tokenizer.c
// computes these offsets in bytes (start+1 and zerosEnd, relative to the
// line) and passes them on unconverted.
func (s *scanner) numberErrorRange(start, zerosEnd int, msg string) {
	line := s.text[s.lineStart:s.lineEnd(start)]
	s.fail(KindSyntaxError, ClassReported, msg, s.line, colForOffset(line, start+1-s.lineStart),
		int(s.line), colForOffset(line, zerosEnd-s.lineStart))
}

// colForOffset returns a byte column of line that the parser converts back
// to the 1-based character offset off (see the top of scanner.go): the
// start of the off-th character, or a column past the end of the line.
func colForOffset(line string, off int) int {
	if off <= 0 {
		return off - 1
	}
	n := 0
	for i := range line {
		n++
		if n == off {
			return i
		}
	}
	return len(line) + off - n - 1
}

// lastCharCol returns the 0-based byte column of the character that ends
// just before offset cur on the current line: CPython's 1-based error
// offset counts the characters before cur, so it points at that character.
func (s *scanner) lastCharCol(cur int) int {
	i := cur - 1
	for i > s.lineStart && s.text[i]&0xC0 == 0x80 {
		i--
	}
	if i < s.lineStart {
		i = s.lineStart
	}
	return i - s.lineStart
}
