package runtime

// This file makes s += piece in a loop linear. CPython appends to a str
// in place when the left operand has no other reference; pyex cannot see
// references, so it keeps the bytes of the last long concatenation in a
// strings.Builder with room to spare: when the next concatenation starts
// from exactly that str, the new piece is written after it and the
// result is a longer view of the same buffer. The bytes a str already
// shows are never written again (a Builder only appends), so every str
// made this way stays what it was; a concatenation from any other str
// starts a new buffer.

import "strings"

// catMin is the length from which a concatenation goes through the
// thread's buffer: shorter results are copied, which costs less than the
// bookkeeping.
const catMin = 128

// strCat is a thread's open concatenation: last is the str it made most
// recently, whose bytes are all of b's.
type strCat struct {
	last *Str
	b    *strings.Builder
}

// concatInto returns x + y (of n bytes, at least catMin) through t's
// buffer: appended in place when x is the buffer's last result, else
// copied into a new buffer of exactly n bytes, which the next append
// doubles.
func concatInto(t *Thread, x, y *Str, n int) (Value, error) {
	c := &t.strCat
	if c.last != x || c.b == nil || c.b.Len() != len(x.s) {
		if err := t.Charge(int64(n)); err != nil {
			return Value{}, err
		}
		// Reset leaves the old buffer to the strs that show it.
		if c.b == nil {
			c.b = new(strings.Builder)
		} else {
			c.b.Reset()
		}
		c.b.Grow(n)
		c.b.WriteString(x.s)
	} else if c.b.Cap()-c.b.Len() < len(y.s) {
		// The Builder grows to twice its capacity plus the piece.
		if err := t.Charge(int64(2*c.b.Cap() + len(y.s))); err != nil {
			return Value{}, err
		}
	} else if len(y.s) > 64 {
		if err := t.Charge(int64(len(y.s))); err != nil {
			return Value{}, err
		}
	}
	c.b.WriteString(y.s)
	r := &Str{s: c.b.String()}
	if x.isASCII() && y.isASCII() {
		r.ascii = asciiYes
	}
	c.last = r
	return Value{obj: r}, nil
}

// DropConcat lets go of the thread's concatenation buffer: a session
// between runs must not hold the bytes of its last long s += piece.
func (t *Thread) DropConcat() { t.strCat = strCat{} }
