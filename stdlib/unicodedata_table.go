// This file defines udTable, the run-length form in which the generated
// unicodedata tables (unicodedata_tables.go) hold a property over the
// whole code space.

package stdlib

import "sort"

// udKeep marks, in a table of Unicode 3.2.0 differences, a run whose
// values are those of Unicode 14.0.
const udKeep = 0xFFFF

// udTable holds one property for every code point as runs: run i covers
// the code points from starts[i] up to starts[i+1] (exclusive) and has the
// value names[vals[i]], or no value of its own when vals[i] is udKeep.
type udTable struct {
	starts []rune
	vals   []uint16
	names  []string
}

// get returns the value of c, and false when c's run is a udKeep run.
func (tb *udTable) get(c rune) (string, bool) {
	i := sort.Search(len(tb.starts), func(i int) bool { return tb.starts[i] > c }) - 1
	if i < 0 {
		return "", false
	}
	v := tb.vals[i]
	if v == udKeep {
		return "", false
	}
	return tb.names[v], true
}

// value returns the property of c in Unicode 14.0 from table, or in
// Unicode 3.2.0 when old is set and the 3.2.0 table old differs there.
func udValue(table, old *udTable, c rune, useOld bool) string {
	if useOld {
		if v, ok := old.get(c); ok {
			return v
		}
	}
	v, _ := table.get(c)
	return v
}
