package frontend

import (
	"errors"
	"testing"
)

// FuzzParse feeds arbitrary bytes to the frontend: they must parse (and then
// dump and validate) or give a *SyntaxError, never panic or fail otherwise.
// The seed corpus in testdata/fuzz/FuzzParse holds valid and invalid
// programs; plain `go test` replays it.
func FuzzParse(f *testing.F) {
	f.Fuzz(func(t *testing.T, src []byte) {
		mod, err := Parse(src, "fuzz.py", ModeExec)
		if err == nil {
			if mod == nil {
				t.Fatal("Parse returned neither a tree nor an error")
			}
			_ = Dump(mod)
			err = validateTree(mod, "fuzz.py", src)
		}
		if err == nil {
			return
		}
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Fatalf("error is %T, not *SyntaxError: %v", err, err)
		}
		if se.Msg == "" {
			t.Errorf("SyntaxError without a message: %+v", se)
		}
		_ = se.Format()
	})
}
