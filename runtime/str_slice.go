package runtime

// This file holds indexing, slicing and repetition of str values.

import (
	"math"
	"strings"
)

// strGetItem returns s[i], the one-character string at code point position
// i (negative counts from the end).
func strGetItem(s string, x *strIndex, i int) (string, *Error) {
	if x == nil {
		x = newStrIndex(s)
	}
	if i < 0 {
		i += x.n
	}
	if i < 0 || i >= x.n {
		return "", &Error{Kind: IndexError, Msg: "string index out of range"}
	}
	if x.ascii {
		return s[i : i+1], nil
	}
	off := x.offset(s, i)
	_, size := decodeRune(s[off:])
	return s[off : off+size], nil
}

// sliceAdjust clamps the start and stop of a slice with the given step to a
// sequence of the given length and returns them with the number of items
// the slice selects, like CPython's PySlice_AdjustIndices. The caller maps
// an omitted start to 0 (math.MaxInt when step < 0) and an omitted stop to
// math.MaxInt (math.MinInt when step < 0), as PySlice_Unpack does; step is
// never 0.
func sliceAdjust(length, start, stop, step int) (int, int, int) {
	if start < 0 {
		start += length
		if start < 0 {
			if step < 0 {
				start = -1
			} else {
				start = 0
			}
		}
	} else if start >= length {
		if step < 0 {
			start = length - 1
		} else {
			start = length
		}
	}
	if stop < 0 {
		stop += length
		if stop < 0 {
			if step < 0 {
				stop = -1
			} else {
				stop = 0
			}
		}
	} else if stop >= length {
		if step < 0 {
			stop = length - 1
		} else {
			stop = length
		}
	}
	if step < 0 {
		if stop < start {
			return start, stop, (start-stop-1)/(-step) + 1
		}
	} else if start < stop {
		return start, stop, (stop-start-1)/step + 1
	}
	return start, stop, 0
}

// asciiSlice returns the n characters of the ASCII string s from start by
// step, where positions are byte offsets.
func asciiSlice(s string, start, step, n int) string {
	if n <= 0 {
		return ""
	}
	if step == 1 {
		return s[start : start+n]
	}
	return stepBytes(s, start, step, n)
}

// stepBytes returns the n bytes of s from start, step apart: a short
// result is laid out on the stack, a long one in a Builder, so that either
// way the string is the one allocation.
func stepBytes(s string, start, step, n int) string {
	if n <= 64 {
		var stack [64]byte
		b := stack[:n]
		for k := range b {
			b[k] = s[start]
			start += step
		}
		return string(b)
	}
	var sb strings.Builder
	sb.Grow(n)
	var chunk [64]byte
	for n > 0 {
		k := min(n, len(chunk))
		for i := range k {
			chunk[i] = s[start]
			start += step
		}
		sb.Write(chunk[:k])
		n -= k
	}
	return sb.String()
}

// strSlice returns s[start:stop:step] for code point positions already
// adjusted by sliceAdjust, which also gave n, the length of the result.
func strSlice(s string, x *strIndex, start, step, n int) string {
	if n <= 0 {
		return ""
	}
	if x == nil {
		x = newStrIndex(s)
	}
	if step == 1 {
		if x.ascii {
			return s[start : start+n]
		}
		return s[x.offset(s, start):x.offset(s, start+n)]
	}
	if x.ascii {
		return stepBytes(s, start, step, n)
	}
	b := make([]byte, 0, n*2)
	if step >= strIndexStride || step <= -strIndexStride {
		// Far apart: look each one up in the index.
		for k := 0; k < n; k++ {
			r, _ := decodeRune(s[x.offset(s, start+k*step):])
			b = appendRune(b, r)
		}
		return string(b)
	}
	// Close together: walk from one to the next.
	off := x.offset(s, start)
	for k := 0; k < n; k++ {
		r, size := decodeRune(s[off:])
		b = appendRune(b, r)
		if k == n-1 {
			break
		}
		if step > 0 {
			off += size
			for m := step - 1; m > 0; m-- {
				off += int(seqLen[s[off]])
			}
		} else {
			for m := -step; m > 0; m-- {
				_, size := decodeLastRune(s[:off])
				off -= size
			}
		}
	}
	return string(b)
}

// strRepeat returns s * n.
func strRepeat(s string, n int) (string, *Error) {
	if n <= 0 || s == "" {
		return "", nil
	}
	if len(s) > math.MaxInt/n {
		return "", &Error{Kind: OverflowError, Msg: "repeated string is too long"}
	}
	return strings.Repeat(s, n), nil
}
