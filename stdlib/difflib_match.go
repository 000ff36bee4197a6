// This file defines _pyex_difflib, the Go half of difflib's
// SequenceMatcher (which is Python, in py/difflib.py): the search for the
// longest matching block and the recursion of get_matching_blocks around
// it, the loops ratio() and get_close_matches spend their time in. It
// handles sequences of exact strs (a str, or a list or tuple of strs: the
// characters or lines agents compare) and answers None for anything else,
// which the Python code then matches itself, with the same results.

package stdlib

import (
	"cmp"
	"slices"
	"unicode/utf8"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_pyex_difflib", initDifflibCore) }

func initDifflibCore(r *Run, m *runtime.Module) error {
	fn := func(name string, f runtime.BuiltinFunc) {
		m.Dict.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_pyex_difflib", name, f)))
	}
	// matching_blocks(a, b, b2j, bjunk) -> SequenceMatcher's matching
	// blocks as a list of (i, j, n) tuples, merged and ending with
	// (len(a), len(b), 0); or None.
	fn("matching_blocks", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 4 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "matching_blocks() takes 4 arguments")
		}
		mt, ok, err := newMatcher(t, args[0], args[1], args[2], args[3])
		if err != nil || !ok {
			return runtime.None, err
		}
		blocks := mt.blocks()
		out := make([]runtime.Value, len(blocks))
		for i, b := range blocks {
			out[i] = runtime.MakeTuple(runtime.MakeInt(int64(b[0])), runtime.MakeInt(int64(b[1])), runtime.MakeInt(int64(b[2])))
		}
		if err := t.Charge(int64(64 * len(out))); err != nil {
			return runtime.None, err
		}
		return runtime.MakeObject(runtime.NewList(out)), nil
	})
	// longest(a, b, b2j, bjunk, alo, ahi, blo, bhi) -> (i, j, n), as
	// find_longest_match; or None.
	fn("longest", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 8 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "longest() takes 8 arguments")
		}
		var bounds [4]int
		for k := range bounds {
			n, ok := csvInt(args[4+k])
			if !ok {
				return runtime.None, nil
			}
			bounds[k] = n
		}
		mt, ok, err := newMatcher(t, args[0], args[1], args[2], args[3])
		if err != nil || !ok {
			return runtime.None, err
		}
		alo, ahi, blo, bhi := bounds[0], bounds[1], bounds[2], bounds[3]
		if alo < 0 || blo < 0 || ahi > len(mt.a) || bhi > len(mt.b) {
			return runtime.None, nil // Python's indexing decides what happens
		}
		i, j, k := mt.longest(alo, ahi, blo, bhi)
		return runtime.MakeTuple(runtime.MakeInt(int64(i)), runtime.MakeInt(int64(j)), runtime.MakeInt(int64(k))), nil
	})
	return nil
}

// matcher holds both sequences as Go strings and b's index.
type matcher struct {
	a, b []string
	b2j  map[string][]int
	junk map[string]bool
	// The run lengths of the previous and the current element of a, by
	// position in b plus one, and the positions each row set.
	prev, cur       []int
	prevSet, curSet []int
}

// strElems returns the elements of a str (its characters) or of a list or
// tuple of exact strs.
func strElems(v runtime.Value) ([]string, bool) {
	if v.Type() == runtime.StrType {
		s, _ := runtime.AsStr(v)
		out := make([]string, 0, len(s))
		for i := 0; i < len(s); {
			_, n := utf8.DecodeRuneInString(s[i:])
			if n == 1 && s[i] >= 0x80 {
				// A lone surrogate's 3 bytes (WTF-8) are one character.
				if r, m := wtf8Rune(s[i:]); r >= 0 {
					n = m
				}
			}
			out = append(out, s[i:i+n])
			i += n
		}
		return out, true
	}
	var items []runtime.Value
	switch o := v.Object().(type) {
	case *runtime.List:
		if v.Type() != runtime.ListType {
			return nil, false
		}
		items = o.Items()
	case *runtime.Tuple:
		if v.Type() != runtime.TupleType {
			return nil, false
		}
		items = o.Items()
	default:
		return nil, false
	}
	out := make([]string, len(items))
	for i, it := range items {
		if it.Type() != runtime.StrType {
			return nil, false
		}
		out[i], _ = runtime.AsStr(it)
	}
	return out, true
}

func newMatcher(t *runtime.Thread, av, bv, b2jv, junkv runtime.Value) (*matcher, bool, error) {
	a, ok := strElems(av)
	if !ok {
		return nil, false, nil
	}
	b, ok := strElems(bv)
	if !ok {
		return nil, false, nil
	}
	d, ok := b2jv.Object().(*runtime.Dict)
	if !ok || b2jv.Type() != runtime.DictType {
		return nil, false, nil
	}
	js, ok := junkv.Object().(*runtime.Set)
	if !ok {
		return nil, false, nil
	}
	mt := &matcher{a: a, b: b, b2j: make(map[string][]int, d.Len()), junk: make(map[string]bool, js.Len())}
	keys, values := d.Items()
	for k, key := range keys {
		if key.Type() != runtime.StrType {
			return nil, false, nil
		}
		lst, ok := values[k].Object().(*runtime.List)
		if !ok {
			return nil, false, nil
		}
		where := make([]int, lst.Len())
		for x, p := range lst.Items() {
			n, ok := csvInt(p)
			if !ok {
				return nil, false, nil
			}
			where[x] = n
		}
		s, _ := runtime.AsStr(key)
		mt.b2j[s] = where
	}
	for _, key := range js.Items() {
		if key.Type() != runtime.StrType {
			return nil, false, nil
		}
		s, _ := runtime.AsStr(key)
		mt.junk[s] = true
	}
	if err := t.Charge(int64(16 * (len(a) + 2*len(b)))); err != nil {
		return nil, false, err
	}
	mt.prev = make([]int, len(b)+1)
	mt.cur = make([]int, len(b)+1)
	return mt, true, nil
}

// longest is find_longest_match over a[alo:ahi] and b[blo:bhi]: the
// longest block without junk, the earliest in a then in b of equally long
// ones, then grown over equal elements on either side (popular ones, then
// junk), as CPython's SequenceMatcher does.
func (mt *matcher) longest(alo, ahi, blo, bhi int) (int, int, int) {
	a, b := mt.a, mt.b
	bi, bj, best := alo, blo, 0
	for i := alo; i < ahi; i++ {
		for _, j := range mt.b2j[a[i]] {
			if j < blo {
				continue
			}
			if j >= bhi {
				break
			}
			k := mt.prev[j] + 1
			mt.cur[j+1] = k
			mt.curSet = append(mt.curSet, j+1)
			if k > best {
				bi, bj, best = i-k+1, j-k+1, k
			}
		}
		for _, p := range mt.prevSet {
			mt.prev[p] = 0
		}
		mt.prev, mt.cur = mt.cur, mt.prev
		mt.prevSet, mt.curSet = mt.curSet, mt.prevSet[:0]
	}
	for _, p := range mt.prevSet {
		mt.prev[p] = 0
	}
	mt.prevSet = mt.prevSet[:0]
	for _, junk := range [2]bool{false, true} {
		for bi > alo && bj > blo && mt.junk[b[bj-1]] == junk && a[bi-1] == b[bj-1] {
			bi, bj, best = bi-1, bj-1, best+1
		}
		for bi+best < ahi && bj+best < bhi && mt.junk[b[bj+best]] == junk && a[bi+best] == b[bj+best] {
			best++
		}
	}
	return bi, bj, best
}

// blocks is get_matching_blocks.
func (mt *matcher) blocks() [][3]int {
	la, lb := len(mt.a), len(mt.b)
	pending := [][4]int{{0, la, 0, lb}}
	var found [][3]int
	for len(pending) > 0 {
		q := pending[len(pending)-1]
		pending = pending[:len(pending)-1]
		alo, ahi, blo, bhi := q[0], q[1], q[2], q[3]
		i, j, k := mt.longest(alo, ahi, blo, bhi)
		if k == 0 {
			continue
		}
		found = append(found, [3]int{i, j, k})
		if alo < i && blo < j {
			pending = append(pending, [4]int{alo, i, blo, j})
		}
		if i+k < ahi && j+k < bhi {
			pending = append(pending, [4]int{i + k, ahi, j + k, bhi})
		}
	}
	// The blocks never overlap, so their starts in a order them.
	sortBlocks(found)
	var merged [][3]int
	ci, cj, ck := 0, 0, 0
	for _, f := range found {
		if ci+ck == f[0] && cj+ck == f[1] {
			ck += f[2]
			continue
		}
		if ck > 0 {
			merged = append(merged, [3]int{ci, cj, ck})
		}
		ci, cj, ck = f[0], f[1], f[2]
	}
	if ck > 0 {
		merged = append(merged, [3]int{ci, cj, ck})
	}
	return append(merged, [3]int{la, lb, 0})
}

func sortBlocks(bs [][3]int) {
	slices.SortFunc(bs, func(x, y [3]int) int { return cmp.Compare(x[0], y[0]) })
}
