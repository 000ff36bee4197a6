package runtime

// list.sort's algorithm. Programs can watch a sort: a key's __lt__ may
// print, count or raise, and a failed sort leaves the list part-sorted.
// So pyex sorts with the algorithm CPython 3.11 uses, an adaptive merge
// sort over natural runs, with the same comparisons in the same order:
// runs found left to right (strictly descending ones reversed), short runs
// extended to the minimum run length by binary insertion, runs merged in
// the order the "powersort" policy gives, and merges that switch to
// galloping when one side keeps winning. It also makes sorting cheap:
// about n log n comparisons at worst and n-1 on sorted input, where a
// generic stable sort spends several times that on Python __lt__ calls.

// sortGallopStart is how many wins in a row make a merge start galloping.
const sortGallopStart = 7

// sortChargeEvery is how many comparisons are charged to the step budget
// at once, so that a long sort still ends on its budget.
const sortChargeEvery = 1024

// sortKeyKind names the comparison a sort can use for all its keys.
type sortKeyKind uint8

const (
	sortAnyKeys sortKeyKind = iota
	sortSmallIntKeys
	sortStrKeys
	sortFloatKeys
)

// sortRun is a sorted stretch of the list waiting to be merged.
type sortRun struct {
	start, n int
	// power orders merges: the run merges with its right neighbour
	// before a run boundary of lower power does.
	power int
}

// listSorter holds one sort's state. keys are what is compared; vals,
// when a key function made the keys, are the items, moved alongside.
type listSorter struct {
	t          *Thread
	keys, vals []Value
	tmpK, tmpV []Value
	runs       []sortRun
	minGallop  int
	kind       sortKeyKind
	uncharged  int64
}

// sortKeys sorts keys in place (and vals with them when vals is not nil)
// ascending and stably. On an error the slices hold a permutation of what
// they held, as a failed list.sort leaves the list.
func sortKeys(t *Thread, keys, vals []Value) error {
	s := &listSorter{t: t, keys: keys, vals: vals, minGallop: sortGallopStart, kind: classifySortKeys(keys)}
	err := s.sort()
	if err == nil && s.uncharged > 0 {
		err = t.Step(s.uncharged)
	}
	return err
}

// classifySortKeys finds a comparison that needs no dispatch: keys all
// small ints, all exact strs or all floats compare directly, with the
// result CPython's type-specialised comparisons give.
func classifySortKeys(keys []Value) sortKeyKind {
	if len(keys) == 0 {
		return sortAnyKeys
	}
	switch k := keys[0]; {
	case k.obj == nil:
		for _, k := range keys {
			if k.obj != nil {
				return sortAnyKeys
			}
		}
		return sortSmallIntKeys
	case k.IsFloat():
		for _, k := range keys {
			if !k.IsFloat() {
				return sortAnyKeys
			}
		}
		return sortFloatKeys
	}
	for _, k := range keys {
		if _, ok := k.obj.(*Str); !ok {
			return sortAnyKeys
		}
	}
	return sortStrKeys
}

// less reports a < b, charging the comparison.
func (s *listSorter) less(a, b Value) (bool, error) {
	s.uncharged++
	if s.uncharged >= sortChargeEvery {
		if err := s.t.Step(s.uncharged); err != nil {
			return false, err
		}
		s.uncharged = 0
	}
	switch s.kind {
	case sortSmallIntKeys:
		return int64(a.num) < int64(b.num), nil
	case sortStrKeys:
		return a.obj.(*Str).s < b.obj.(*Str).s, nil
	case sortFloatKeys:
		return a.Float() < b.Float(), nil
	}
	return LessThan(s.t, a, b)
}

// sort finds the runs left to right and merges them as it goes.
func (s *listSorter) sort() error {
	n := len(s.keys)
	if n < 2 {
		return nil
	}
	minRun := sortMinRun(n)
	for lo := 0; lo < n; {
		runLen, descending, err := s.countRun(lo, n)
		if err != nil {
			return err
		}
		if descending {
			s.reverse(lo, lo+runLen)
		}
		if runLen < minRun {
			forced := min(n-lo, minRun)
			if err := s.insertionSort(lo, lo+forced, lo+runLen); err != nil {
				return err
			}
			runLen = forced
		}
		if err := s.pushRun(lo, runLen); err != nil {
			return err
		}
		lo += runLen
	}
	// Merge what is left, right to left, the smaller neighbour first.
	for len(s.runs) > 1 {
		i := len(s.runs) - 2
		if i > 0 && s.runs[i-1].n < s.runs[i+1].n {
			i--
		}
		if err := s.mergeAt(i); err != nil {
			return err
		}
	}
	return nil
}

// sortMinRun is the shortest run worth merging for a list of n: n itself
// below 64, otherwise between 32 and 64 so that n/minRun is a power of
// two or just below one, which keeps the merges balanced.
func sortMinRun(n int) int {
	odd := 0
	for n >= 64 {
		odd |= n & 1
		n >>= 1
	}
	return n + odd
}

// countRun measures the run starting at lo: non-descending, or strictly
// descending (strictly, so reversing it keeps the sort stable).
func (s *listSorter) countRun(lo, hi int) (int, bool, error) {
	if lo+1 == hi {
		return 1, false, nil
	}
	down, err := s.less(s.keys[lo+1], s.keys[lo])
	if err != nil {
		return 0, false, err
	}
	i := lo + 2
	for ; i < hi; i++ {
		lt, err := s.less(s.keys[i], s.keys[i-1])
		if err != nil {
			return 0, false, err
		}
		if lt != down {
			break
		}
	}
	return i - lo, down, nil
}

// reverse reverses keys[lo:hi] (and vals).
func (s *listSorter) reverse(lo, hi int) {
	for i, j := lo, hi-1; i < j; i, j = i+1, j-1 {
		s.keys[i], s.keys[j] = s.keys[j], s.keys[i]
		if s.vals != nil {
			s.vals[i], s.vals[j] = s.vals[j], s.vals[i]
		}
	}
}

// insertionSort grows the sorted prefix keys[lo:sorted] to keys[lo:hi],
// placing each next item by binary search after its equals.
func (s *listSorter) insertionSort(lo, hi, sorted int) error {
	if sorted == lo {
		sorted++
	}
	for ; sorted < hi; sorted++ {
		pivot := s.keys[sorted]
		left, right := lo, sorted
		for left < right {
			mid := left + (right-left)/2
			lt, err := s.less(pivot, s.keys[mid])
			if err != nil {
				return err
			}
			if lt {
				right = mid
			} else {
				left = mid + 1
			}
		}
		copy(s.keys[left+1:sorted+1], s.keys[left:sorted])
		s.keys[left] = pivot
		if s.vals != nil {
			v := s.vals[sorted]
			copy(s.vals[left+1:sorted+1], s.vals[left:sorted])
			s.vals[left] = v
		}
	}
	return nil
}

// pushRun records the run keys[start:start+n], first merging the runs
// on the stack whose boundary power exceeds that of the new boundary.
func (s *listSorter) pushRun(start, n int) error {
	if top := len(s.runs) - 1; top >= 0 {
		prev := s.runs[top]
		power := runBoundaryPower(prev.start, prev.n, n, len(s.keys))
		for len(s.runs) > 1 && s.runs[len(s.runs)-2].power > power {
			if err := s.mergeAt(len(s.runs) - 2); err != nil {
				return err
			}
		}
		s.runs[len(s.runs)-1].power = power
	}
	s.runs = append(s.runs, sortRun{start: start, n: n})
	return nil
}

// runBoundaryPower is the powersort "power" of the boundary between a run
// at start of length n1 and the next run of length n2, in a list of
// length total: the first bit at which the binary fractions of the two
// runs' midpoints (as fractions of total) differ. It works on doubled
// midpoints so everything stays an integer.
func runBoundaryPower(start, n1, n2, total int) int {
	a := 2*start + n1
	b := a + n1 + n2
	power := 0
	for {
		power++
		if a >= total {
			a -= total
			b -= total
		} else if b >= total {
			return power
		}
		a <<= 1
		b <<= 1
	}
}

// mergeAt merges runs i and i+1 of the stack.
func (s *listSorter) mergeAt(i int) error {
	a, b := s.runs[i], s.runs[i+1]
	s.runs[i].n = a.n + b.n
	if i == len(s.runs)-3 {
		s.runs[i+1] = s.runs[i+2]
	}
	s.runs = s.runs[:len(s.runs)-1]

	// Items of a that are not above b's first are already in place, as
	// are items of b not below a's last.
	k, err := s.gallopRight(s.keys[b.start], s.keys[a.start:a.start+a.n], 0)
	if err != nil {
		return err
	}
	a.start += k
	a.n -= k
	if a.n == 0 {
		return nil
	}
	b.n, err = s.gallopLeft(s.keys[a.start+a.n-1], s.keys[b.start:b.start+b.n], b.n-1)
	if err != nil || b.n == 0 {
		return err
	}
	if a.n <= b.n {
		return s.mergeLow(a.start, a.n, b.start, b.n)
	}
	return s.mergeHigh(a.start, a.n, b.start, b.n)
}

// gallopLeft finds where key goes in the sorted run, left of any equal
// items: the k with run[k-1] < key <= run[k]. It searches outward from
// run[hint] in steps of 1, 3, 7, 15... and then
// by bisection, which is cheap when the answer is near the hint.
func (s *listSorter) gallopLeft(key Value, run []Value, hint int) (int, error) {
	n := len(run)
	lo, hi := 0, 0 // the answer is in (lo, hi]; lo may be -1
	lt, err := s.less(run[hint], key)
	if err != nil {
		return 0, err
	}
	if lt {
		// Look right of the hint: run[hint+prev] < key.
		limit := n - hint
		prev, step := 0, 1
		for step < limit {
			lt, err := s.less(run[hint+step], key)
			if err != nil {
				return 0, err
			}
			if !lt {
				break
			}
			prev, step = step, step*2+1
		}
		step = min(step, limit)
		lo, hi = hint+prev, hint+step
	} else {
		// Look left of the hint: key <= run[hint-prev].
		limit := hint + 1
		prev, step := 0, 1
		for step < limit {
			lt, err := s.less(run[hint-step], key)
			if err != nil {
				return 0, err
			}
			if lt {
				break
			}
			prev, step = step, step*2+1
		}
		step = min(step, limit)
		lo, hi = hint-step, hint-prev
	}
	for lo++; lo < hi; {
		mid := lo + (hi-lo)/2
		lt, err := s.less(run[mid], key)
		if err != nil {
			return 0, err
		}
		if lt {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return hi, nil
}

// gallopRight is gallopLeft placing key right of any equal items: the k
// with run[k-1] <= key < run[k].
func (s *listSorter) gallopRight(key Value, run []Value, hint int) (int, error) {
	n := len(run)
	lo, hi := 0, 0
	lt, err := s.less(key, run[hint])
	if err != nil {
		return 0, err
	}
	if lt {
		// Look left of the hint: key < run[hint-prev].
		limit := hint + 1
		prev, step := 0, 1
		for step < limit {
			lt, err := s.less(key, run[hint-step])
			if err != nil {
				return 0, err
			}
			if !lt {
				break
			}
			prev, step = step, step*2+1
		}
		step = min(step, limit)
		lo, hi = hint-step, hint-prev
	} else {
		// Look right of the hint: run[hint+prev] <= key.
		limit := n - hint
		prev, step := 0, 1
		for step < limit {
			lt, err := s.less(key, run[hint+step])
			if err != nil {
				return 0, err
			}
			if lt {
				break
			}
			prev, step = step, step*2+1
		}
		step = min(step, limit)
		lo, hi = hint+prev, hint+step
	}
	for lo++; lo < hi; {
		mid := lo + (hi-lo)/2
		lt, err := s.less(key, run[mid])
		if err != nil {
			return 0, err
		}
		if lt {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return hi, nil
}
