package gen

import "testing"

// TestDeterministic checks that (seed, index) names one program.
func TestDeterministic(t *testing.T) {
	for i := uint64(0); i < 20; i++ {
		if a, b := Source(9, i), Source(9, i); a != b {
			t.Fatalf("program %d differs between two generations", i)
		}
	}
	if Source(9, 0) == Source(9, 1) || Source(9, 0) == Source(10, 0) {
		t.Error("different (seed, index) pairs give the same program")
	}
}

// TestCloneRender checks that a clone renders like its original and that
// editing it leaves the original alone.
func TestCloneRender(t *testing.T) {
	prog := Program(3, 7)
	c := Clone(prog)
	if Render(c) != Render(prog) || Count(c) != Count(prog) {
		t.Fatal("clone renders differently")
	}
	c[0].Line, c[0].Clauses = "x = 1", nil
	if Render(c) == Render(prog) {
		t.Fatal("editing the clone changed nothing, or changed the original")
	}
	if got := Render([]*Stmt{compound(Clause{"if x:", nil}, Clause{"else:", []*Stmt{simple("y = 2")}})}); got != "if x:\n    pass\nelse:\n    y = 2\n" {
		t.Errorf("empty body renders as %q", got)
	}
}
