package runtime

import "testing"

// TestUnpackArgsAllocatesNothing checks that binding a builtin's arguments
// costs no allocation on the common path (positional and keyword
// arguments of the usual kinds): builtins call UnpackArgs on every call.
func TestUnpackArgsAllocatesNothing(t *testing.T) {
	th := NewThread()
	args := []Value{MakeStr("x"), MakeInt(3)}
	kw := &KwArgs{Names: []string{"flag"}, Values: []Value{True}}
	allocs := testing.AllocsPerRun(200, func() {
		var s Value
		n := -1
		flag := false
		if err := UnpackArgs(th, "f", args, kw, "s", &s, "n?", &n, "$flag?", &flag); err != nil {
			t.Fatal(err)
		}
		if n != 3 || !flag {
			t.Fatalf("bound n=%d flag=%v", n, flag)
		}
	})
	if allocs != 0 {
		t.Fatalf("UnpackArgs allocated %v times per call, want 0", allocs)
	}
}

// TestStrSplitJoinKeepASCII checks that the results of split, join,
// f-string joining and concatenation of ASCII strs are marked ASCII at
// birth, and that a non-ASCII operand leaves the mark unset.
func TestStrSplitJoinKeepASCII(t *testing.T) {
	th := NewThread()
	words, err := asciiSplitWhiteValue(th, "ab cd  ef", splitLimit(-1))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range words.obj.(*List).items {
		if w.obj.(*Str).ascii != asciiYes {
			t.Fatalf("split piece %q not marked ASCII", w.obj.(*Str).s)
		}
	}
	sep := NewStr("-")
	j, err := strJoinValues(th, sep, words)
	if err != nil || j.obj.(*Str).s != "ab-cd-ef" || j.obj.(*Str).ascii != asciiYes {
		t.Fatalf("join: %v %v", j, err)
	}
	f, err := JoinStrs(th, []Value{MakeStr("a"), MakeStr("é")})
	if err != nil || f.obj.(*Str).ascii == asciiYes || f.obj.(*Str).Len() != 2 {
		t.Fatalf("JoinStrs of a non-ASCII piece: %v %v", f, err)
	}
	c, err := Binary(th, OpAdd, MakeStr("ab"), MakeStr("c"))
	if err != nil || c.obj.(*Str).ascii != asciiYes || c.obj.(*Str).Len() != 3 {
		t.Fatalf("concat: %v %v", c, err)
	}
}
