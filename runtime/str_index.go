package runtime

// This file converts between code point positions, which Python's str
// methods speak, and byte offsets, which the Go string holds.

// strIndexStride is the number of code points between two byte offsets
// that a strIndex remembers. Finding any offset walks at most
// strIndexStride-1 code points from a remembered one.
const strIndexStride = 32

// strIndex maps code point positions of one string to byte offsets and
// back. It does not hold the string: the object layer keeps it beside the
// string (the str object's fields are the string and its strIndex) and
// passes the string to each method, which must be the one init saw.
//
// init counts the code points at once; the table of offsets of every
// strIndexStride-th code point is built on the first positional lookup,
// and never for an ASCII string, where positions are offsets. Building the
// table writes to the strIndex, so one shared between goroutines (the
// index of a str frozen at start-up) must have its table built before it
// is shared, or not be kept.
type strIndex struct {
	n     int   // length in code points
	ascii bool  // every code point is ASCII, so positions are offsets
	marks []int // offsets of code points 0, strIndexStride, ...; nil until needed
}

// init prepares x for string s.
func (x *strIndex) init(s string) {
	x.n = cpCount(s)
	x.ascii = x.n == len(s)
	x.marks = nil
}

// newStrIndex returns a ready index of s. The methods that take a
// *strIndex call it when given nil.
func newStrIndex(s string) *strIndex {
	x := new(strIndex)
	x.init(s)
	return x
}

// len returns the length of the string in code points.
func (x *strIndex) len() int { return x.n }

// table returns the offsets of code points 0, strIndexStride, ...
func (x *strIndex) table(s string) []int {
	if x.marks != nil {
		return x.marks
	}
	t := make([]int, 0, x.n/strIndexStride+1)
	k := 0
	for i := 0; i < len(s); i++ {
		if s[i]&0xC0 == 0x80 {
			continue
		}
		if k%strIndexStride == 0 {
			t = append(t, i)
		}
		k++
	}
	x.marks = t
	return t
}

// seqLen gives the length of a sequence from its lead byte (0 for a
// continuation byte, which a well-formed string never starts with).
var seqLen = func() (t [256]uint8) {
	for c := range t {
		switch {
		case c < 0x80:
			t[c] = 1
		case c < 0xC0:
			t[c] = 1 // stray continuation byte: step over it
		case c < 0xE0:
			t[c] = 2
		case c < 0xF0:
			t[c] = 3
		default:
			t[c] = 4
		}
	}
	return
}()

// offset returns the byte offset of code point i of s, 0 <= i <= x.len().
func (x *strIndex) offset(s string, i int) int {
	if x.ascii {
		return i
	}
	if i >= x.n {
		return len(s)
	}
	t := x.table(s)
	off := t[i/strIndexStride]
	for k := i % strIndexStride; k > 0; k-- {
		off += int(seqLen[s[off]])
	}
	return off
}

// pos returns the code point position of byte offset off of s, which must
// be at a code point boundary.
func (x *strIndex) pos(s string, off int) int {
	if x.ascii {
		return off
	}
	if off >= len(s) {
		return x.n
	}
	t := x.table(s)
	lo, hi := 0, len(t)
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if t[h] <= off {
			lo = h + 1
		} else {
			hi = h
		}
	}
	k := lo - 1
	return k*strIndexStride + cpCount(s[t[k]:off])
}

// adjustIndices clamps the start and end arguments of find, count and the
// like to 0..n the way CPython's ADJUST_INDICES does: negative values count
// from the end. An omitted start is 0 and an omitted end is math.MaxInt
// (Python ints beyond the Go int range clamp to it, like
// _PyEval_SliceIndex).
func adjustIndices(start, end, n int) (int, int) {
	if end > n {
		end = n
	} else if end < 0 {
		end += n
		if end < 0 {
			end = 0
		}
	}
	if start < 0 {
		start += n
		if start < 0 {
			start = 0
		}
	}
	return start, end
}
