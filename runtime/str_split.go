package runtime

// This file holds split, rsplit, splitlines, partition, rpartition and
// join of str.

import (
	"math"
	"strings"
)

// errEmptySeparator is the ValueError of split and partition with "".
func errEmptySeparator() *Error { return &Error{Kind: ValueError, Msg: "empty separator"} }

// splitLimit turns a maxsplit argument into a split count (negative means
// no limit).
func splitLimit(maxsplit int) int {
	if maxsplit < 0 {
		return math.MaxInt
	}
	return maxsplit
}

// spaceAt returns the length of the whitespace character at s[i:], or 0
// when s[i:] does not start with one.
func spaceAt(s string, i int) int {
	c := s[i]
	if c < 0x80 {
		if asciiFlags[c]&uSpace != 0 {
			return 1
		}
		return 0
	}
	r, size := decodeRune(s[i:])
	if uniLookup(r)&uSpace != 0 {
		return size
	}
	return 0
}

// spaceBefore returns the length of the whitespace character that ends
// s[:i], or 0 when there is none.
func spaceBefore(s string, i int) int {
	c := s[i-1]
	if c < 0x80 {
		if asciiFlags[c]&uSpace != 0 {
			return 1
		}
		return 0
	}
	r, size := decodeLastRune(s[:i])
	if uniLookup(r)&uSpace != 0 {
		return size
	}
	return 0
}

// strSplit returns s.split(sep, maxsplit); hasSep false means sep=None,
// splitting at runs of whitespace and dropping empty pieces.
func strSplit(s string, sep string, hasSep bool, maxsplit int) ([]string, *Error) {
	limit := splitLimit(maxsplit)
	if hasSep {
		if sep == "" {
			return nil, errEmptySeparator()
		}
		n := strings.Count(s, sep)
		if n > limit {
			n = limit
		}
		return strings.SplitN(s, sep, n+1), nil
	}
	if isASCII(s) {
		return asciiSplitWhite(s, limit), nil
	}
	// Count the fields first: one exact allocation instead of a slice
	// that grows (agents split long texts into many words).
	c := countFields(s)
	if limit < c {
		c = limit + 1
	}
	out := make([]string, 0, c)
	i, n := 0, len(s)
	for ; limit > 0; limit-- {
		for i < n {
			w := spaceAt(s, i)
			if w == 0 {
				break
			}
			i += w
		}
		if i == n {
			break
		}
		j := i
		for i < n && spaceAt(s, i) == 0 {
			_, size := decodeRune(s[i:])
			i += size
		}
		out = append(out, s[j:i])
	}
	for i < n {
		w := spaceAt(s, i)
		if w == 0 {
			out = append(out, s[i:])
			break
		}
		i += w
	}
	return out, nil
}

// asciiSplitWhite is strSplit at whitespace for an ASCII s: a byte is a
// character, and the table of ASCII whitespace decides without decoding.
func asciiSplitWhite(s string, limit int) []string {
	out := make([]string, 0, asciiFieldCount(s, limit))
	for i := 0; ; {
		j, k, ok := asciiNextField(s, i, len(out) == limit)
		if !ok {
			return out
		}
		out = append(out, s[j:k])
		i = k
	}
}

// asciiFieldCount returns how many pieces s.split(None, limit) makes of
// the ASCII string s.
func asciiFieldCount(s string, limit int) int {
	c, in := 0, false
	for i := 0; i < len(s); i++ {
		sp := asciiFlags[s[i]]&uSpace != 0
		if !sp && !in {
			c++
		}
		in = !sp
	}
	if limit < c {
		return limit + 1 // limit < c rules out overflow
	}
	return c
}

// asciiNextField finds the next piece of s.split(None) from offset i: it
// skips whitespace, then the piece runs to the next whitespace, or to the
// end of s when last (the split limit is reached). ok is false when only
// whitespace is left.
func asciiNextField(s string, i int, last bool) (start, end int, ok bool) {
	for i < len(s) && asciiFlags[s[i]]&uSpace != 0 {
		i++
	}
	if i == len(s) {
		return 0, 0, false
	}
	if last {
		return i, len(s), true
	}
	j := i
	for i < len(s) && asciiFlags[s[i]]&uSpace == 0 {
		i++
	}
	return j, i, true
}

// asciiSplitWhiteValue is s.split(None, limit) for an ASCII s, made into
// a list directly: the strs share one allocation and know they are
// ASCII.
func asciiSplitWhiteValue(t *Thread, s string, limit int) (Value, error) {
	n := asciiFieldCount(s, limit)
	if err := t.Charge(int64(n) * 48); err != nil {
		return Value{}, err
	}
	items := make([]Value, n)
	strs := make([]Str, n)
	for i, k := 0, 0; k < n; k++ {
		j, e, _ := asciiNextField(s, i, k == limit)
		strs[k].s, strs[k].ascii = s[j:e], asciiYes
		items[k] = Value{obj: &strs[k]}
		i = e
	}
	return MakeObject(NewList(items)), nil
}

// countFields returns the number of whitespace-separated fields in s.
func countFields(s string) int {
	count, inField := 0, false
	for i := 0; i < len(s); {
		if w := spaceAt(s, i); w > 0 {
			inField = false
			i += w
			continue
		}
		if !inField {
			count++
			inField = true
		}
		if s[i] < 0x80 {
			i++
		} else {
			_, size := decodeRune(s[i:])
			i += size
		}
	}
	return count
}

// strRSplit returns s.rsplit(sep, maxsplit), splitting from the right.
func strRSplit(s string, sep string, hasSep bool, maxsplit int) ([]string, *Error) {
	limit := splitLimit(maxsplit)
	var out []string
	if hasSep {
		if sep == "" {
			return nil, errEmptySeparator()
		}
		end := len(s)
		for ; limit > 0; limit-- {
			k := strings.LastIndex(s[:end], sep)
			if k < 0 {
				break
			}
			out = append(out, s[k+len(sep):end])
			end = k
		}
		out = append(out, s[:end])
		reverseStrings(out)
		return out, nil
	}
	i := len(s)
	for ; limit > 0; limit-- {
		for i > 0 {
			w := spaceBefore(s, i)
			if w == 0 {
				break
			}
			i -= w
		}
		if i == 0 {
			break
		}
		j := i
		for i > 0 && spaceBefore(s, i) == 0 {
			_, size := decodeLastRune(s[:i])
			i -= size
		}
		out = append(out, s[i:j])
	}
	for i > 0 {
		w := spaceBefore(s, i)
		if w == 0 {
			out = append(out, s[:i])
			break
		}
		i -= w
	}
	if out == nil {
		out = []string{}
	}
	reverseStrings(out)
	return out, nil
}

// reverseStrings reverses a in place.
func reverseStrings(a []string) {
	for i, j := 0, len(a)-1; i < j; i, j = i+1, j-1 {
		a[i], a[j] = a[j], a[i]
	}
}

// lineBreakAt returns the length of the line boundary at s[i:] (2 for
// "\r\n"), or 0. Python's boundaries are \n \r \r\n \v \f \x1c \x1d \x1e
// \x85 \u2028 \u2029.
func lineBreakAt(s string, i int) int {
	switch c := s[i]; c {
	case '\n', '\v', '\f', 0x1c, 0x1d, 0x1e:
		return 1
	case '\r':
		if i+1 < len(s) && s[i+1] == '\n' {
			return 2
		}
		return 1
	case 0xC2:
		if i+1 < len(s) && s[i+1] == 0x85 {
			return 2
		}
	case 0xE2:
		if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0xA8 || s[i+2] == 0xA9) {
			return 3
		}
	}
	return 0
}

// lineBreakByte marks the bytes that can start a line boundary: the ASCII
// breaks and the lead bytes of U+0085, U+2028 and U+2029.
var lineBreakByte = func() (m [256]bool) {
	for _, c := range []byte{'\n', '\v', '\f', '\r', 0x1c, 0x1d, 0x1e, 0xC2, 0xE2} {
		m[c] = true
	}
	return m
}()

// nextLine returns where the line of s starting at start ends (before its
// break) and where the next one starts; ok is false at the end of s.
func nextLine(s string, start int) (end, next int, ok bool) {
	if start >= len(s) {
		return 0, 0, false
	}
	for i := start; i < len(s); i++ {
		if !lineBreakByte[s[i]] {
			continue
		}
		if w := lineBreakAt(s, i); w > 0 {
			return i, i + w, true
		}
	}
	return len(s), len(s), true
}

// strSplitLines returns s.splitlines(keepends).
func strSplitLines(s string, keepends bool) []string {
	out := []string{}
	for start := 0; ; {
		end, next, ok := nextLine(s, start)
		if !ok {
			return out
		}
		if keepends {
			end = next
		}
		out = append(out, s[start:end])
		start = next
	}
}

// strSplitLinesValue is s.splitlines(keepends) made into a list at once:
// the lines are counted first, so the list and its strs are two
// allocations.
func strSplitLinesValue(t *Thread, s *Str, keepends bool) (Value, error) {
	n := 0
	for start := 0; ; n++ {
		_, next, ok := nextLine(s.s, start)
		if !ok {
			break
		}
		start = next
	}
	if err := t.Charge(int64(n) * 48); err != nil {
		return Value{}, err
	}
	items := make([]Value, n)
	strs := make([]Str, n)
	state := asciiUnknown
	if s.ascii == asciiYes {
		state = asciiYes
	}
	start := 0
	for k := range n {
		end, next, _ := nextLine(s.s, start)
		if keepends {
			end = next
		}
		strs[k].s, strs[k].ascii = s.s[start:end], state
		items[k] = Value{obj: &strs[k]}
		start = next
	}
	return MakeObject(NewList(items)), nil
}

// strPartition returns s.partition(sep).
func strPartition(s, sep string) ([3]string, *Error) {
	if sep == "" {
		return [3]string{}, errEmptySeparator()
	}
	if i := strings.Index(s, sep); i >= 0 {
		return [3]string{s[:i], sep, s[i+len(sep):]}, nil
	}
	return [3]string{s, "", ""}, nil
}

// strRPartition returns s.rpartition(sep).
func strRPartition(s, sep string) ([3]string, *Error) {
	if sep == "" {
		return [3]string{}, errEmptySeparator()
	}
	if i := strings.LastIndex(s, sep); i >= 0 {
		return [3]string{s[:i], sep, s[i+len(sep):]}, nil
	}
	return [3]string{"", "", s}, nil
}

// strJoin returns sep.join(items) for items that are all str; the object
// layer raises the TypeError for any that is not.
func strJoin(sep string, items []string) string { return strings.Join(items, sep) }

// strJoinValues is sep.join(iterable): the items of a list or tuple are
// read in place (they are all strs, so nothing can run and change the
// list meanwhile), those of any other iterable collected first; the
// result is built with one allocation of its exact size.
func strJoinValues(t *Thread, sep *Str, iterable Value) (Value, error) {
	var items []Value
	var buf [16]Value
	switch o := iterable.obj.(type) {
	case *List:
		items = o.items
	case *Tuple:
		items = o.items
	default:
		it, err := Iter(t, iterable)
		if err != nil {
			if errorMatches(err, TypeErrorType) {
				return Value{}, Errorf(TypeError, "can only join an iterable")
			}
			return Value{}, err
		}
		if items, err = appendIterNext(t, buf[:0], it); err != nil {
			return Value{}, err
		}
	}
	switch len(items) {
	case 0:
		return MakeStr(""), nil
	case 1:
		// One exact str is returned as it is, as CPython does.
		if p, ok := items[0].obj.(*Str); ok {
			return items[0], nil
		} else if p = strObject(items[0]); p != nil {
			return makeStrASCII(p.s, p.ascii == asciiYes), nil
		}
	}
	total := len(sep.s) * (len(items) - 1)
	ascii := sep.isASCII()
	for i, x := range items {
		p := strObject(x)
		if p == nil {
			return Value{}, Errorf(TypeError, "sequence item %d: expected str instance, %s found", i, x.TypeName())
		}
		total += len(p.s)
		ascii = ascii && p.isASCII()
	}
	if err := t.Charge(int64(total + len(sep.s))); err != nil {
		return Value{}, err
	}
	if err := t.Step(int64(len(items) / 16)); err != nil {
		return Value{}, err
	}
	var b strings.Builder
	b.Grow(total)
	for i, x := range items {
		if i > 0 {
			b.WriteString(sep.s)
		}
		b.WriteString(strObject(x).s)
	}
	return makeStrASCII(b.String(), ascii), nil
}

// strSplitSepValue is s.split(sep, maxsplit) for a non-empty sep, made
// into a list directly: the pieces are counted first, then the list and
// its strs are two allocations, with no []string between.
func strSplitSepValue(t *Thread, s, sep string, maxsplit int, ascii bool) (Value, error) {
	cuts := strings.Count(s, sep)
	if limit := splitLimit(maxsplit); cuts > limit {
		cuts = limit
	}
	n := cuts + 1
	if err := t.Charge(int64(n) * 48); err != nil {
		return Value{}, err
	}
	items := make([]Value, n)
	strs := make([]Str, n)
	state := asciiUnknown
	if ascii {
		state = asciiYes
	}
	pos := 0
	for k := range n {
		end := len(s)
		if k < cuts {
			end = pos + strings.Index(s[pos:], sep)
		}
		strs[k].s, strs[k].ascii = s[pos:end], state
		items[k] = Value{obj: &strs[k]}
		pos = end + len(sep)
	}
	return MakeObject(NewList(items)), nil
}
