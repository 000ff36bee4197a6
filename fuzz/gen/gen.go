// Package gen generates random, valid, terminating Python programs for
// differential testing of pyex against CPython.
//
// A program is a tree of statements (Stmt), not text, so that a minimizer
// can drop statements and still render valid Python. Generation is typed:
// the generator knows the static type of every variable it introduced
// (int, float, str, lists, dicts, sets, tuples, instances of the classes it
// wrote) and builds expressions of a requested type from literals,
// variables, operators, builtins, methods and calls of the functions it
// defined earlier. Every loop runs a bounded number of times, recursion has
// an explicit bound, and repetition counts, widths and shift amounts are
// small literals, so every program ends quickly and in little memory.
//
// The generator avoids what pyex differs in on purpose (docs/DIFFERENCES.md):
// see fuzz/README.md for the list and the reasons.
//
// Everything random comes from one *rand.Rand, so (seed, index) names a
// program exactly: Program(seed, index) always returns the same text.
package gen

import (
	"math/rand/v2"
	"strings"
)

// Stmt is a statement of a generated program: a simple statement (Line),
// or a compound one made of clauses (if/elif/else, try/except/finally...).
type Stmt struct {
	// Line is the text of a simple statement.
	Line string
	// Clauses are the header and body of each clause of a compound
	// statement; an empty body renders as pass.
	Clauses []Clause
	// Keep marks a statement the minimizer must not remove: the counter
	// step of a while loop, without which the loop would not end.
	Keep bool
}

// Clause is one header ("if x:", "else:") with its body.
type Clause struct {
	Head string
	Body []*Stmt
}

// Render returns the Python source of a statement list.
func Render(stmts []*Stmt) string {
	var b strings.Builder
	render(&b, stmts, 0)
	return b.String()
}

func render(b *strings.Builder, stmts []*Stmt, depth int) {
	ind := strings.Repeat("    ", depth)
	for _, s := range stmts {
		if s.Clauses == nil {
			b.WriteString(ind)
			b.WriteString(s.Line)
			b.WriteByte('\n')
			continue
		}
		for _, c := range s.Clauses {
			b.WriteString(ind)
			b.WriteString(c.Head)
			b.WriteByte('\n')
			if len(c.Body) == 0 {
				b.WriteString(ind)
				b.WriteString("    pass\n")
				continue
			}
			render(b, c.Body, depth+1)
		}
	}
}

// Clone returns a deep copy of a statement list.
func Clone(stmts []*Stmt) []*Stmt {
	out := make([]*Stmt, len(stmts))
	for i, s := range stmts {
		c := *s
		if s.Clauses != nil {
			c.Clauses = make([]Clause, len(s.Clauses))
			for j, cl := range s.Clauses {
				c.Clauses[j] = Clause{Head: cl.Head, Body: Clone(cl.Body)}
			}
		}
		out[i] = &c
	}
	return out
}

// Count returns the number of statements in a tree.
func Count(stmts []*Stmt) int {
	n := 0
	for _, s := range stmts {
		n++
		for _, c := range s.Clauses {
			n += Count(c.Body)
		}
	}
	return n
}

// Program returns the program numbered index of the run seeded seed, as a
// statement tree.
func Program(seed, index uint64) []*Stmt {
	g := newGen(rand.New(rand.NewPCG(seed, index)))
	return g.program()
}

// Source returns the text of Program(seed, index).
func Source(seed, index uint64) string { return Render(Program(seed, index)) }

// costBudget bounds the estimated work of a program (loop iterations times
// calls), well under the step budget the driver gives pyex.
const costBudget = 20000

// gen holds the state of one program's generation.
type gen struct {
	r      *rand.Rand
	next   int      // counter for fresh names
	scopes []*scope // innermost last
	funcs  []*funcInfo
	class  []*classInfo
	// exprDepth bounds the nesting of the expression being built.
	exprDepth int
	// safe asks for expressions that cannot raise (outside try blocks, so
	// that most programs run to their end).
	safe bool
	// inFString restricts literals to those valid inside an f-string
	// replacement field in Python 3.11 (no backslashes, no quotes).
	inFString bool
	// mult is how many times the code being generated may run (product of
	// the enclosing loops' counts); cost is the estimated work so far.
	mult int
	cost int
	// loopDepth counts enclosing loops (for break/continue); funcDepth
	// enclosing function bodies (for return).
	loopDepth int
	inFunc    *funcInfo
	stmtDepth int
}

func newGen(r *rand.Rand) *gen {
	g := &gen{r: r, mult: 1, safe: true}
	g.scopes = []*scope{{}}
	return g
}

// scope lists the variables the generator may use at a point: those it
// bound in the enclosing blocks before this point.
type scope struct {
	vars []variable
	// fn marks the scope of a function body: assignments there make
	// locals, so the generator assigns only to names of this scope.
	fn bool
}

type variable struct {
	name string
	t    Type
	cls  *classInfo // for TObj
	// ro marks a while loop's counter: rebinding it could stop the loop
	// from ending.
	ro bool
}

// funcInfo describes a function the generator defined: its parameter
// types, return type and estimated cost per call.
type funcInfo struct {
	name   string
	params []Type
	ret    Type
	cost   int
}

func (g *gen) fresh(prefix string) string {
	g.next++
	return prefix + itoa(g.next)
}

func (g *gen) push(fn bool) { g.scopes = append(g.scopes, &scope{fn: fn}) }
func (g *gen) pop()         { g.scopes = g.scopes[:len(g.scopes)-1] }

func (g *gen) bind(name string, t Type) {
	s := g.scopes[len(g.scopes)-1]
	s.vars = append(s.vars, variable{name: name, t: t})
}

func (g *gen) bindObj(name string, c *classInfo) {
	s := g.scopes[len(g.scopes)-1]
	s.vars = append(s.vars, variable{name: name, t: TObj, cls: c})
}

// visible returns the variables of type t in reach.
func (g *gen) visible(t Type) []variable {
	var out []variable
	for _, s := range g.scopes {
		for _, v := range s.vars {
			if v.t == t {
				out = append(out, v)
			}
		}
	}
	return out
}

// assignable returns the variables of type t that an assignment here may
// rebind without making them local by accident: those of the innermost
// function scope (or any scope at module level).
func (g *gen) assignable(t Type) []variable {
	var out []variable
	start := 0
	for i, s := range g.scopes {
		if s.fn {
			start = i
		}
	}
	for _, s := range g.scopes[start:] {
		for _, v := range s.vars {
			if v.t == t && !v.ro {
				out = append(out, v)
			}
		}
	}
	return out
}

func (g *gen) n(k int) int           { return g.r.IntN(k) }
func (g *gen) chance(p float64) bool { return g.r.Float64() < p }
func pick[T any](g *gen, xs []T) T   { return xs[g.r.IntN(len(xs))] }

// program builds a whole program: a sequence of top-level pieces.
func (g *gen) program() []*Stmt {
	var out []*Stmt
	pieces := 6 + g.n(14)
	for i := 0; i < pieces && g.cost < costBudget; i++ {
		out = append(out, g.topPiece()...)
	}
	return out
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [24]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

func simple(line string) *Stmt { return &Stmt{Line: line} }

func compound(clauses ...Clause) *Stmt { return &Stmt{Clauses: clauses} }
