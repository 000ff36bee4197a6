package vfs

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// base returns an FS holding a small committed tree.
func base(t *testing.T) *FS {
	t.Helper()
	fs := New()
	must(t, fs.MkdirAll("/src/pkg", 0))
	must(t, fs.WriteFile("/src/main.py", []byte("print(1)\n"), 0))
	must(t, fs.WriteFile("/src/pkg/a.txt", []byte("aaa"), 0))
	must(t, fs.WriteFile("/README", []byte("hi"), 0o600))
	must(t, fs.Mkdir("/empty", 0))
	fs.Commit()
	return fs
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func errnoOf(err error) Errno {
	var e Errno
	if errors.As(err, &e) {
		return e
	}
	return 0
}

// summary renders a diff compactly: "added /x; renamed /b<-/a".
func summary(cs []Change) string {
	var parts []string
	for _, c := range cs {
		s := c.Kind.String() + " " + c.Path
		if c.OldPath != "" {
			s += "<-" + c.OldPath
		}
		if c.Dir {
			s += "/"
		} else if c.Kind != Deleted {
			s += "=" + string(c.Content)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name string
		op   func(fs *FS) error
		want Errno
	}{
		{"stat missing", func(fs *FS) error { _, err := fs.Stat("/nope"); return err }, ENOENT},
		{"stat empty path", func(fs *FS) error { _, err := fs.Stat(""); return err }, ENOENT},
		{"stat through file", func(fs *FS) error { _, err := fs.Stat("/README/x"); return err }, ENOTDIR},
		{"stat file with slash", func(fs *FS) error { _, err := fs.Stat("/README/"); return err }, ENOTDIR},
		{"read dir", func(fs *FS) error { _, err := fs.ReadFile("/src"); return err }, EISDIR},
		{"readdir file", func(fs *FS) error { _, err := fs.ReadDir("/README"); return err }, ENOTDIR},
		{"write over dir", func(fs *FS) error { return fs.WriteFile("/src", nil, 0) }, EISDIR},
		{"write no parent", func(fs *FS) error { return fs.WriteFile("/no/x", nil, 0) }, ENOENT},
		{"write under file", func(fs *FS) error { return fs.WriteFile("/README/x", nil, 0) }, ENOTDIR},
		{"create excl", func(fs *FS) error { return fs.Create("/README", 0, true) }, EEXIST},
		{"mkdir exists", func(fs *FS) error { return fs.Mkdir("/src", 0) }, EEXIST},
		{"mkdir no parent", func(fs *FS) error { return fs.Mkdir("/a/b", 0) }, ENOENT},
		{"mkdirall under file", func(fs *FS) error { return fs.MkdirAll("/README/b", 0) }, ENOTDIR},
		{"remove dir", func(fs *FS) error { return fs.Remove("/src") }, EISDIR},
		{"remove missing", func(fs *FS) error { return fs.Remove("/zz") }, ENOENT},
		{"rmdir file", func(fs *FS) error { return fs.Rmdir("/README") }, ENOTDIR},
		{"rmdir full", func(fs *FS) error { return fs.Rmdir("/src") }, ENOTEMPTY},
		{"rmdir root", func(fs *FS) error { return fs.Rmdir("/") }, EBUSY},
		{"rename missing", func(fs *FS) error { return fs.Rename("/zz", "/y") }, ENOENT},
		{"rename into self", func(fs *FS) error { return fs.Rename("/src", "/src/pkg/x") }, EINVAL},
		{"rename file over dir", func(fs *FS) error { return fs.Rename("/README", "/empty") }, EISDIR},
		{"rename dir over file", func(fs *FS) error { return fs.Rename("/empty", "/README") }, ENOTDIR},
		{"rename dir over full dir", func(fs *FS) error { return fs.Rename("/empty", "/src") }, ENOTEMPTY},
		{"rename no dst parent", func(fs *FS) error { return fs.Rename("/README", "/q/r") }, ENOENT},
		{"truncate negative", func(fs *FS) error { return fs.Truncate("/README", -1) }, EINVAL},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fs := base(t)
			err := tc.op(fs)
			if got := errnoOf(err); got != tc.want {
				t.Fatalf("got %v (%v), want %v", got, err, tc.want)
			}
			if d := fs.Diff(); len(d) != 0 {
				t.Fatalf("a failed operation staged %s", summary(d))
			}
		})
	}
}

func TestDiff(t *testing.T) {
	tests := []struct {
		name string
		op   func(fs *FS) error
		want string
	}{
		{"nothing", func(fs *FS) error { return nil }, ""},
		{"add file", func(fs *FS) error { return fs.WriteFile("/new.txt", []byte("n"), 0) }, "added /new.txt=n"},
		{"modify", func(fs *FS) error { return fs.WriteFile("/README", []byte("ho"), 0) }, "modified /README=ho"},
		{"rewrite same", func(fs *FS) error { return fs.WriteFile("/README", []byte("hi"), 0) }, ""},
		{"delete", func(fs *FS) error { return fs.Remove("/src/main.py") }, "deleted /src/main.py"},
		{"mkdir", func(fs *FS) error { return fs.Mkdir("/d", 0) }, "added /d/"},
		{"rmdir", func(fs *FS) error { return fs.Rmdir("/empty") }, "deleted /empty/"},
		{"chmod", func(fs *FS) error { return fs.Chmod("/README", 0o644) }, "modified /README=hi"},
		{"rename file", func(fs *FS) error { return fs.Rename("/README", "/READ.md") }, "renamed /READ.md<-/README=hi"},
		{"rename over", func(fs *FS) error { return fs.Rename("/README", "/src/main.py") }, "renamed /src/main.py<-/README=hi"},
		{"rename back", func(fs *FS) error {
			must(t, fs.Rename("/README", "/x"))
			return fs.Rename("/x", "/README")
		}, ""},
		{"rename then write", func(fs *FS) error {
			must(t, fs.Rename("/README", "/x"))
			return fs.WriteFile("/x", []byte("new"), 0)
		}, "renamed /x<-/README=new"},
		{"rename dir", func(fs *FS) error { return fs.Rename("/src/pkg", "/lib") },
			"renamed /lib<-/src/pkg/; renamed /lib/a.txt<-/src/pkg/a.txt=aaa"},
		{"delete and recreate", func(fs *FS) error {
			must(t, fs.Remove("/README"))
			return fs.WriteFile("/README", []byte("x"), 0)
		}, "modified /README=x"},
		{"create then delete", func(fs *FS) error {
			must(t, fs.WriteFile("/tmp.txt", []byte("x"), 0))
			return fs.Remove("/tmp.txt")
		}, ""},
		{"remove all", func(fs *FS) error { return fs.RemoveAll("/src") },
			"deleted /src/; deleted /src/main.py; deleted /src/pkg/; deleted /src/pkg/a.txt"},
		{"truncate", func(fs *FS) error { return fs.Truncate("/src/pkg/a.txt", 1) }, "modified /src/pkg/a.txt=a"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fs := base(t)
			before := fs.base
			must(t, tc.op(fs))
			if got := summary(fs.Diff()); got != tc.want {
				t.Fatalf("diff:\n got %s\nwant %s", got, tc.want)
			}
			if fs.base != before {
				t.Fatal("the base changed before Commit")
			}
			if got := summary(base(t).Diff()); got != "" {
				t.Fatalf("fresh base has a diff: %s", got)
			}
			// Discard, then redo and Commit: the diff is applied and gone.
			fs.Discard()
			if got := summary(fs.Diff()); got != "" {
				t.Fatalf("after Discard: %s", got)
			}
			must(t, tc.op(fs))
			if got := summary(fs.Commit()); got != tc.want {
				t.Fatalf("commit: %s", got)
			}
			if got := summary(fs.Diff()); got != "" {
				t.Fatalf("after Commit: %s", got)
			}
		})
	}
}

func TestBaseUntouched(t *testing.T) {
	fs := base(t)
	snap := fs.Snapshot()
	must(t, fs.WriteFile("/src/pkg/a.txt", []byte("changed"), 0))
	must(t, fs.Rename("/src", "/moved"))
	data, err := snap.ReadFile("/src/pkg/a.txt")
	must(t, err)
	if string(data) != "aaa" {
		t.Fatalf("snapshot sees %q", data)
	}
	fs.Discard()
	data, err = fs.ReadFile("/src/pkg/a.txt")
	must(t, err)
	if string(data) != "aaa" {
		t.Fatalf("after Discard %q", data)
	}
}

func TestReadDirSortedAndStat(t *testing.T) {
	fs := New()
	for _, n := range []string{"b", "a", "C", "_z"} {
		must(t, fs.WriteFile("/"+n, []byte(n), 0))
	}
	must(t, fs.Mkdir("/d", 0o700))
	infos, err := fs.ReadDir("/")
	must(t, err)
	var names []string
	for _, in := range infos {
		names = append(names, in.Name)
	}
	if got := strings.Join(names, ","); got != "C,_z,a,b,d" {
		t.Fatalf("order %s", got)
	}
	st, err := fs.Stat("/d")
	must(t, err)
	if st.Mode != ModeDir|0o700 || !st.Dir || st.Nlink != 2 {
		t.Fatalf("stat %+v", st)
	}
	st, err = fs.Stat("/a/../b")
	must(t, err)
	if st.Size != 1 || st.Mode != ModeFile|0o644 {
		t.Fatalf("stat %+v", st)
	}
}

func TestLimits(t *testing.T) {
	fs := New()
	var charged int64
	fs.SetLimits(Limits{MaxBytes: 10, MaxFiles: 3, Charge: func(d int64) error { charged += d; return nil }})
	must(t, fs.WriteFile("/a", []byte("12345"), 0))
	if err := fs.WriteFile("/b", []byte("123456"), 0); errnoOf(err) != ENOSPC {
		t.Fatalf("bytes: %v", err)
	}
	must(t, fs.WriteFile("/a", []byte("1"), 0))
	must(t, fs.Mkdir("/d", 0))
	must(t, fs.WriteFile("/d/x", nil, 0))
	if err := fs.WriteFile("/y", nil, 0); errnoOf(err) != ENOSPC {
		t.Fatalf("files: %v", err)
	}
	must(t, fs.RemoveAll("/d"))
	if b, n := fs.Usage(); b != 1 || n != 1 || charged != 1 {
		t.Fatalf("usage %d %d charged %d", b, n, charged)
	}
	boom := errors.New("budget")
	fs.SetLimits(Limits{Charge: func(int64) error { return boom }})
	if err := fs.WriteFile("/a", []byte("xx"), 0); err != boom {
		t.Fatalf("charge error: %v", err)
	}
	fs.SetLimits(Limits{ReadOnly: true})
	if err := fs.Mkdir("/r", 0); errnoOf(err) != EROFS {
		t.Fatalf("read-only: %v", err)
	}
}

func TestClockAndMessages(t *testing.T) {
	fs := New()
	at := time.Date(2030, 5, 6, 7, 8, 9, 0, time.UTC)
	fs.SetClock(func() time.Time { return at })
	must(t, fs.WriteFile("/f", nil, 0))
	st, _ := fs.Stat("/f")
	if !st.ModTime.Equal(at) {
		t.Fatalf("mtime %v", st.ModTime)
	}
	err := fs.Rename("/f", "/no/g")
	if got := fmt.Sprint(err); got != "rename /f -> /no/g: No such file or directory" {
		t.Fatalf("message %q", got)
	}
	if !errors.Is(err, ENOENT) {
		t.Fatal("errors.Is ENOENT")
	}
}

func TestCopyOnWriteSharesUntouched(t *testing.T) {
	fs := base(t)
	must(t, fs.WriteFile("/src/main.py", []byte("x"), 0))
	if fs.root.kids["empty"] != fs.base.kids["empty"] {
		t.Fatal("an untouched directory was copied")
	}
	if fs.root.kids["src"].kids["pkg"] != fs.base.kids["src"].kids["pkg"] {
		t.Fatal("an untouched sibling was copied")
	}
}
