package frontend

import (
	"os"
	"testing"
)

func TestQuickDump(t *testing.T) {
	src := os.Getenv("PYSRC")
	if src == "" {
		t.Skip("PYSRC not set")
	}
	m, err := Parse([]byte(src), "x.py", ModeExec)
	if err != nil {
		se := err.(*SyntaxError)
		t.Logf("%s %q %d %d %d %d %q", se.Kind, se.Msg, se.Lineno, se.Offset, se.EndLineno, se.EndOffset, se.Text)
		return
	}
	t.Log(Dump(m))
}

func TestQuickFile(t *testing.T) {
	path := os.Getenv("PYFILE")
	if path == "" {
		t.Skip("PYFILE not set")
	}
	src, _ := os.ReadFile(path)
	m, err := Parse(src, "x.py", ModeExec)
	if err != nil {
		se := err.(*SyntaxError)
		t.Logf("%s %q %d %d %d %d %q", se.Kind, se.Msg, se.Lineno, se.Offset, se.EndLineno, se.EndOffset, se.Text)
		return
	}
	t.Log(Dump(m))
}
