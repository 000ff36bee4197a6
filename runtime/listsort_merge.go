package runtime

// The two merges of list.sort's algorithm (see listsort.go). Each copies
// the shorter run aside and fills the space from the end nearest it, so
// nothing is overwritten before it is read. Items are taken one at a time
// until one run has won sortGallopStart times in a row (s.minGallop
// adapts: lower while galloping pays, higher when it does not); then the
// merge gallops, moving whole blocks found by gallopLeft/gallopRight. On
// an error, what is still set aside is written back, so the list holds a
// permutation of its items.

// put moves item src to dest within the list.
func (s *listSorter) put(dest, src int) {
	s.keys[dest] = s.keys[src]
	if s.vals != nil {
		s.vals[dest] = s.vals[src]
	}
}

// putAside moves item src of the set-aside run to dest in the list.
func (s *listSorter) putAside(dest, src int) {
	s.keys[dest] = s.tmpK[src]
	if s.vals != nil {
		s.vals[dest] = s.tmpV[src]
	}
}

// putBlock moves n items from src to dest within the list (the ranges may
// overlap).
func (s *listSorter) putBlock(dest, src, n int) {
	copy(s.keys[dest:dest+n], s.keys[src:src+n])
	if s.vals != nil {
		copy(s.vals[dest:dest+n], s.vals[src:src+n])
	}
}

// putAsideBlock moves n items of the set-aside run, from src, to dest.
func (s *listSorter) putAsideBlock(dest, src, n int) {
	copy(s.keys[dest:dest+n], s.tmpK[src:src+n])
	if s.vals != nil {
		copy(s.vals[dest:dest+n], s.tmpV[src:src+n])
	}
}

// setAside copies the run at start of length n aside.
func (s *listSorter) setAside(start, n int) {
	s.tmpK = append(s.tmpK[:0], s.keys[start:start+n]...)
	if s.vals != nil {
		s.tmpV = append(s.tmpV[:0], s.vals[start:start+n]...)
	}
}

// mergeLow merges the adjacent runs a (at sa, na items) and b (at sb, nb
// items), na <= nb, front to back. mergeAt has made sure b's first item
// goes before a's first and a's last goes after everything in b.
func (s *listSorter) mergeLow(sa, na, sb, nb int) error {
	var (
		err          error
		lt           bool
		k            int
		aWins, bWins int
		taken, dest  = 0, sa // next of a (aside) and the next place to fill
		next         = sb    // next of b
		gallopAfter  = s.minGallop
	)
	s.setAside(sa, na)
	s.put(dest, next)
	dest, next, nb = dest+1, next+1, nb-1
	if nb == 0 {
		goto restoreA
	}
	if na == 1 {
		goto lastOfA
	}
	for {
		aWins, bWins = 0, 0
		for {
			if lt, err = s.less(s.keys[next], s.tmpK[taken]); err != nil {
				goto restoreA
			}
			if lt {
				s.put(dest, next)
				dest, next, nb = dest+1, next+1, nb-1
				aWins, bWins = 0, bWins+1
				if nb == 0 {
					goto restoreA
				}
				if bWins >= gallopAfter {
					break
				}
			} else {
				s.putAside(dest, taken)
				dest, taken, na = dest+1, taken+1, na-1
				aWins, bWins = aWins+1, 0
				if na == 1 {
					goto lastOfA
				}
				if aWins >= gallopAfter {
					break
				}
			}
		}
		gallopAfter++
		for {
			if gallopAfter > 1 {
				gallopAfter--
			}
			s.minGallop = gallopAfter
			if k, err = s.gallopRight(s.keys[next], s.tmpK[taken:taken+na], 0); err != nil {
				goto restoreA
			}
			aWins = k
			if k > 0 {
				s.putAsideBlock(dest, taken, k)
				dest, taken, na = dest+k, taken+k, na-k
				if na == 1 {
					goto lastOfA
				}
				if na == 0 { // only with an inconsistent __lt__
					goto restoreA
				}
			}
			s.put(dest, next)
			dest, next, nb = dest+1, next+1, nb-1
			if nb == 0 {
				goto restoreA
			}
			if k, err = s.gallopLeft(s.tmpK[taken], s.keys[next:next+nb], 0); err != nil {
				goto restoreA
			}
			bWins = k
			if k > 0 {
				s.putBlock(dest, next, k)
				dest, next, nb = dest+k, next+k, nb-k
				if nb == 0 {
					goto restoreA
				}
			}
			s.putAside(dest, taken)
			dest, taken, na = dest+1, taken+1, na-1
			if na == 1 {
				goto lastOfA
			}
			if aWins < sortGallopStart && bWins < sortGallopStart {
				break
			}
		}
		gallopAfter++ // leaving the gallop costs
		s.minGallop = gallopAfter
	}
lastOfA:
	// a's last item belongs after the rest of b.
	s.putBlock(dest, next, nb)
	s.putAside(dest+nb, taken)
	return nil
restoreA:
	s.putAsideBlock(dest, taken, na)
	return err
}

// mergeHigh merges the adjacent runs a (at sa, na items) and b (at sb, nb
// items), na > nb, back to front, with b set aside.
func (s *listSorter) mergeHigh(sa, na, sb, nb int) error {
	var (
		err          error
		lt           bool
		k            int
		aWins, bWins int
		dest         = sb + nb - 1 // the next place to fill, downwards
		last         = sa + na - 1 // last of what is left of a
		taken        = nb - 1      // last of what is left of b (aside)
		gallopAfter  = s.minGallop
	)
	s.setAside(sb, nb)
	s.put(dest, last)
	dest, last, na = dest-1, last-1, na-1
	if na == 0 {
		goto restoreB
	}
	if nb == 1 {
		goto firstOfB
	}
	for {
		aWins, bWins = 0, 0
		for {
			if lt, err = s.less(s.tmpK[taken], s.keys[last]); err != nil {
				goto restoreB
			}
			if lt {
				s.put(dest, last)
				dest, last, na = dest-1, last-1, na-1
				aWins, bWins = aWins+1, 0
				if na == 0 {
					goto restoreB
				}
				if aWins >= gallopAfter {
					break
				}
			} else {
				s.putAside(dest, taken)
				dest, taken, nb = dest-1, taken-1, nb-1
				aWins, bWins = 0, bWins+1
				if nb == 1 {
					goto firstOfB
				}
				if bWins >= gallopAfter {
					break
				}
			}
		}
		gallopAfter++
		for {
			if gallopAfter > 1 {
				gallopAfter--
			}
			s.minGallop = gallopAfter
			if k, err = s.gallopRight(s.tmpK[taken], s.keys[sa:sa+na], na-1); err != nil {
				goto restoreB
			}
			k = na - k
			aWins = k
			if k > 0 {
				dest, last, na = dest-k, last-k, na-k
				s.putBlock(dest+1, last+1, k)
				if na == 0 {
					goto restoreB
				}
			}
			s.putAside(dest, taken)
			dest, taken, nb = dest-1, taken-1, nb-1
			if nb == 1 {
				goto firstOfB
			}
			if k, err = s.gallopLeft(s.keys[last], s.tmpK[:nb], nb-1); err != nil {
				goto restoreB
			}
			k = nb - k
			bWins = k
			if k > 0 {
				dest, taken, nb = dest-k, taken-k, nb-k
				s.putAsideBlock(dest+1, taken+1, k)
				if nb == 1 {
					goto firstOfB
				}
				if nb == 0 { // only with an inconsistent __lt__
					goto restoreB
				}
			}
			s.put(dest, last)
			dest, last, na = dest-1, last-1, na-1
			if na == 0 {
				goto restoreB
			}
			if aWins < sortGallopStart && bWins < sortGallopStart {
				break
			}
		}
		gallopAfter++
		s.minGallop = gallopAfter
	}
firstOfB:
	// b's first item belongs before the rest of a.
	dest, last = dest-na, last-na
	s.putBlock(dest+1, last+1, na)
	s.putAside(dest, taken)
	return nil
restoreB:
	s.putAsideBlock(dest-nb+1, 0, nb)
	return err
}
