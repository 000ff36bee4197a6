package pyex

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/pyexgo/pyex/sandbox/vfs"
)

// fsRun compiles and runs src with fs as its filesystem.
func fsRun(t *testing.T, fs *vfs.FS, src string) (string, error) {
	t.Helper()
	prog, err := Compile("fs.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	_, err = Run(context.Background(), prog, Options{Stdout: &out, Stderr: &errOut, FS: fs})
	if err != nil {
		return out.String() + errOut.String(), err
	}
	return out.String(), nil
}

// hostTree is a filesystem as a host would hand it in.
func hostTree(t *testing.T) *vfs.FS {
	t.Helper()
	fs := vfs.New()
	for _, step := range []error{
		fs.MkdirAll("/work/src", 0),
		fs.WriteFile("/work/src/app.py", []byte("print('app')\n"), 0),
		fs.WriteFile("/work/notes.txt", []byte("one\ntwo\n"), 0),
		fs.WriteFile("/work/old.log", []byte("log"), 0),
	} {
		if step != nil {
			t.Fatal(step)
		}
	}
	fs.Commit()
	return fs
}

func summarize(cs []vfs.Change) string {
	var parts []string
	for _, c := range cs {
		s := c.Kind.String() + " " + c.Path
		if c.OldPath != "" {
			s += " from " + c.OldPath
		}
		if !c.Dir && c.Kind != vfs.Deleted {
			s += " = " + strings.TrimSpace(string(c.Content))
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "\n")
}

func TestFilesystemStagedAndCommitted(t *testing.T) {
	fs := hostTree(t)
	out, err := fsRun(t, fs, `
import os
os.chdir("/work")
print(open("notes.txt").read().split())
with open("notes.txt", "a") as f:
    f.write("three\n")
os.rename("src/app.py", "src/main.py")
os.remove("old.log")
os.makedirs("out/reports")
with open("out/reports/r.json", "w") as f:
    f.write('{"ok": true}')
print(sorted(os.listdir(".")))
`)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if want := "['one', 'two']\n['notes.txt', 'out', 'src']\n"; out != want {
		t.Fatalf("output %q, want %q", out, want)
	}
	want := strings.Join([]string{
		"modified /work/notes.txt = one\ntwo\nthree",
		"deleted /work/old.log",
		"added /work/out",
		"added /work/out/reports",
		"added /work/out/reports/r.json = {\"ok\": true}",
		"renamed /work/src/main.py from /work/src/app.py = print('app')",
	}, "\n")
	if got := summarize(fs.Diff()); got != want {
		t.Fatalf("diff:\n%s\nwant:\n%s", got, want)
	}
	// The base is untouched until Commit: a snapshot keeps the run's
	// result, and after Discard a second run sees the host's files again.
	kept := fs.Snapshot()
	fs.Discard()
	out, err = fsRun(t, fs, `
import os
print(sorted(os.listdir("/work")), open("/work/notes.txt").read().count("\n"))
`)
	if err != nil || out != "['notes.txt', 'old.log', 'src'] 2\n" {
		t.Fatalf("after Discard: %q %v", out, err)
	}
	if data, err := kept.ReadFile("/work/out/reports/r.json"); err != nil || string(data) != `{"ok": true}` {
		t.Fatalf("snapshot lost the run's file: %q %v", data, err)
	}
	if got := summarize(kept.Diff()); got != "" {
		t.Fatalf("a snapshot has no staged changes, got %s", got)
	}
	// Commit applies exactly the staged set.
	fs = hostTree(t)
	if _, err := fsRun(t, fs, `open("/work/new.txt", "w").write("n")`); err != nil {
		t.Fatal(err)
	}
	if got := summarize(fs.Commit()); got != "added /work/new.txt = n" {
		t.Fatalf("commit: %s", got)
	}
	if got := summarize(fs.Diff()); got != "" {
		t.Fatalf("after commit: %s", got)
	}
	data, err := fs.ReadFile("/work/new.txt")
	if err != nil || string(data) != "n" {
		t.Fatalf("committed file: %q %v", data, err)
	}
}

func TestFilesystemErrorsAndNoFS(t *testing.T) {
	out, err := fsRun(t, nil, `
import os
try:
    open("x.txt")
except FileNotFoundError as e:
    print(e)
try:
    open("x.txt", "w")
except OSError as e:
    print(type(e).__name__, e)
print(os.getcwd(), os.listdir("/"), os.path.join("a", "b"))
`)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	want := "[Errno 2] No such file or directory: 'x.txt'\nOSError [Errno 30] Read-only file system: 'x.txt'\n/ [] a/b\n"
	if out != want {
		t.Fatalf("got %q, want %q", out, want)
	}
}

func TestFilesystemLimits(t *testing.T) {
	fs := vfs.New()
	fs.SetLimits(vfs.Limits{MaxBytes: 10})
	out, err := fsRun(t, fs, `
try:
    open("big", "w").write("x" * 11)
except OSError as e:
    print(e)
`)
	if err != nil || out != "[Errno 28] No space left on device: 'big'\n" {
		t.Fatalf("%q %v", out, err)
	}
	boom := errors.New("memory budget")
	fs = vfs.New()
	fs.SetLimits(vfs.Limits{Charge: func(int64) error { return boom }})
	if _, err := fsRun(t, fs, `open("f", "w").write("x")`); err == nil {
		t.Fatal("a refused charge did not end the run")
	}
}
