package hostfs

import (
	"os"
	"path/filepath"
	"testing"
)

func TestLoadReadsAndNeverWrites(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "sub", "a.txt"), []byte("hello"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/etc/passwd", filepath.Join(dir, "link")); err != nil {
		t.Fatal(err)
	}
	fs, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	data, err := fs.ReadFile("/sub/a.txt")
	if err != nil || string(data) != "hello" {
		t.Fatalf("read %q %v", data, err)
	}
	st, err := fs.Stat("/sub/a.txt")
	if err != nil || st.Mode&0o777 != 0o600 {
		t.Fatalf("stat %+v %v", st, err)
	}
	if _, err := fs.Stat("/link"); err == nil {
		t.Fatal("a symbolic link was loaded")
	}
	if d := fs.Diff(); len(d) != 0 {
		t.Fatalf("a fresh load has staged changes: %v", d)
	}
	if err := fs.WriteFile("/sub/a.txt", []byte("changed"), 0); err != nil {
		t.Fatal(err)
	}
	if err := fs.Remove("/sub/a.txt"); err != nil {
		t.Fatal(err)
	}
	host, err := os.ReadFile(filepath.Join(dir, "sub", "a.txt"))
	if err != nil || string(host) != "hello" {
		t.Fatalf("the host file changed: %q %v", host, err)
	}
	if _, err := Load(filepath.Join(dir, "sub", "a.txt")); err == nil {
		t.Fatal("loading a file, not a folder, succeeded")
	}
}
