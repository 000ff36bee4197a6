// Package hostfs is the host adapter between a folder of the host and the
// in-memory filesystem of package vfs. It is the one package of pyex's
// sandbox that reads host files, and it only reads: a program's changes
// stay staged in the vfs until the host decides what to do with them.
package hostfs

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"

	"github.com/pyexgo/pyex/sandbox/vfs"
)

// Load reads the folder dir into a new vfs.FS whose root is dir: every
// regular file and directory under it, with its permissions and
// modification time, committed as the base so that everything a program
// then does is staged. Symbolic links and special files are left out, so
// nothing outside dir can be reached through them.
func Load(dir string) (*vfs.FS, error) {
	root, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	st, err := os.Stat(root)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return nil, &fs.PathError{Op: "load", Path: dir, Err: fs.ErrInvalid}
	}
	v := vfs.New()
	type dirTime struct {
		p string
		m fs.FileInfo
	}
	var dirs []dirTime
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		vp := path.Join("/", filepath.ToSlash(rel))
		info, err := d.Info()
		if err != nil {
			return err
		}
		switch {
		case d.IsDir():
			if vp != "/" {
				if err := v.Mkdir(vp, uint32(info.Mode().Perm())); err != nil {
					return err
				}
			} else if err := v.Chmod("/", uint32(info.Mode().Perm())); err != nil {
				return err
			}
			dirs = append(dirs, dirTime{vp, info})
		case info.Mode().IsRegular():
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			if err := v.WriteFile(vp, data, uint32(info.Mode().Perm())); err != nil {
				return err
			}
			if err := v.Chtimes(vp, info.ModTime()); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	// Directory times last: adding their entries moved them.
	for i := len(dirs) - 1; i >= 0; i-- {
		if err := v.Chtimes(dirs[i].p, dirs[i].m.ModTime()); err != nil {
			return nil, err
		}
	}
	v.Commit()
	return v, nil
}
