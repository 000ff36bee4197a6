package diff

import "github.com/pyexgo/pyex/fuzz/gen"

// Minimize shrinks a program by delta reduction on statements while still
// holds: first by dropping runs of top-level statements (halving the run
// length each round), then, until nothing changes, by dropping single
// statements at any depth, replacing a compound statement by the body of
// one of its clauses, and dropping a clause. Statements marked Keep (the
// counter steps of while loops) are never dropped. still must reject
// candidates that are no longer valid programs (python3 says SyntaxError
// or times out).
func Minimize(prog []*gen.Stmt, still func([]*gen.Stmt) bool) []*gen.Stmt {
	cur := gen.Clone(prog)
	for chunk := len(cur) / 2; chunk >= 1; chunk /= 2 {
		for i := 0; i < len(cur); {
			end := min(i+chunk, len(cur))
			if hasKeep(cur[i:end]) {
				i = end
				continue
			}
			cand := append(gen.Clone(cur[:i]), gen.Clone(cur[end:])...)
			if still(cand) {
				cur = cand
				continue
			}
			i = end
		}
	}
	for changed := true; changed; {
		changed = false
		for i := 0; ; i++ {
			paths := statementPaths(cur, nil)
			if i >= len(paths) {
				break
			}
			if next, ok := reduceAt(cur, paths[i], still); ok {
				cur = next
				changed = true
				i--
			}
		}
	}
	return cur
}

func hasKeep(stmts []*gen.Stmt) bool {
	for _, s := range stmts {
		if s.Keep {
			return true
		}
	}
	return false
}

// A path names a statement: its index in the top-level list, then for
// each level down the clause index and the index in that clause's body.
type path []int

func statementPaths(stmts []*gen.Stmt, prefix path) []path {
	var out []path
	for i, s := range stmts {
		p := append(append(path(nil), prefix...), i)
		out = append(out, p)
		for j, c := range s.Clauses {
			out = append(out, statementPaths(c.Body, append(append(path(nil), p...), j))...)
		}
	}
	return out
}

// locate returns the list holding the statement at p in prog, and its
// index there.
func locate(prog *[]*gen.Stmt, p path) (*[]*gen.Stmt, int) {
	list := prog
	for len(p) > 1 {
		s := (*list)[p[0]]
		list = &s.Clauses[p[1]].Body
		p = p[2:]
	}
	return list, p[0]
}

// reduceAt tries the reductions of the statement at p, returning the
// first smaller program for which still holds.
func reduceAt(cur []*gen.Stmt, p path, still func([]*gen.Stmt) bool) ([]*gen.Stmt, bool) {
	try := func(edit func(list *[]*gen.Stmt, i int)) ([]*gen.Stmt, bool) {
		cand := gen.Clone(cur)
		list, i := locate(&cand, p)
		edit(list, i)
		if still(cand) {
			return cand, true
		}
		return nil, false
	}
	list, i := locate(&cur, p)
	s := (*list)[i]
	if !s.Keep {
		if c, ok := try(func(l *[]*gen.Stmt, i int) { *l = append((*l)[:i:i], (*l)[i+1:]...) }); ok {
			return c, true
		}
	}
	for j := range s.Clauses {
		if c, ok := try(func(l *[]*gen.Stmt, i int) {
			body := (*l)[i].Clauses[j].Body
			rest := append(append([]*gen.Stmt(nil), body...), (*l)[i+1:]...)
			*l = append((*l)[:i:i], rest...)
		}); ok {
			return c, true
		}
	}
	for j := len(s.Clauses) - 1; j >= 1; j-- {
		if c, ok := try(func(l *[]*gen.Stmt, i int) {
			st := (*l)[i]
			st.Clauses = append(st.Clauses[:j:j], st.Clauses[j+1:]...)
		}); ok {
			return c, true
		}
	}
	return nil, false
}
