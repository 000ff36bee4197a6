// This file defines the operations on entries: the reads (Stat, ReadFile,
// ReadDir) and the changes, each of which stages into the working tree.

package vfs

import (
	"strings"
	"time"
)

// Stat describes the entry at p.
func (fs *FS) Stat(p string) (Info, error) {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	n, errno := fs.lookup(p)
	if errno != 0 {
		return Info{}, pathErr("stat", p, errno)
	}
	abs, _ := clean(p)
	return infoOf(baseName(abs), n), nil
}

func baseName(abs string) string {
	if abs == "/" {
		return "/"
	}
	return abs[strings.LastIndexByte(abs, '/')+1:]
}

// ReadFile returns the content of the file at p. The slice is the stored
// content itself: the caller must not change it (the FS never does; a write
// stores a new slice).
func (fs *FS) ReadFile(p string) ([]byte, error) {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	n, errno := fs.lookup(p)
	if errno != 0 {
		return nil, pathErr("open", p, errno)
	}
	if n.dir {
		return nil, pathErr("open", p, EISDIR)
	}
	return n.data, nil
}

// ReadDir lists the directory at p, sorted by name.
func (fs *FS) ReadDir(p string) ([]Info, error) {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	n, errno := fs.lookup(p)
	if errno != 0 {
		return nil, pathErr("scandir", p, errno)
	}
	if !n.dir {
		return nil, pathErr("scandir", p, ENOTDIR)
	}
	names := sortedNames(n)
	infos := make([]Info, len(names))
	for i, name := range names {
		infos[i] = infoOf(name, n.kids[name])
	}
	return infos, nil
}

// reserve checks the limits for a change of delta bytes and entries more
// entries, and charges the bytes; it changes nothing when it fails.
func (fs *FS) reserve(op, p string, delta int64, entries int) error {
	if fs.limits.ReadOnly {
		return pathErr(op, p, EROFS)
	}
	if entries > 0 && fs.limits.MaxFiles > 0 && fs.count+entries > fs.limits.MaxFiles {
		return pathErr(op, p, ENOSPC)
	}
	if delta > 0 && fs.limits.MaxBytes > 0 && fs.used+delta > fs.limits.MaxBytes {
		return pathErr(op, p, ENOSPC)
	}
	if delta != 0 && fs.limits.Charge != nil {
		if err := fs.limits.Charge(delta); err != nil {
			return err
		}
	}
	fs.used += delta
	fs.count += entries
	return nil
}

// WriteFile stores data as the content of the file at p, creating it with
// permissions perm (0 means DefaultFilePerm) when it does not exist. The FS
// keeps data: the caller must not change the bytes of data[:len(data)]
// afterwards (appending beyond them is fine).
func (fs *FS) WriteFile(p string, data []byte, perm uint32) error {
	return fs.write("open", p, data, perm, false)
}

// Create makes an empty file at p. With excl, an existing entry is EEXIST;
// without, an existing file is truncated to nothing (as open(p, "w") does).
func (fs *FS) Create(p string, perm uint32, excl bool) error {
	return fs.write("open", p, nil, perm, excl)
}

// Touch makes an empty file at p unless an entry exists there; an existing
// entry gets its modification time set to now.
func (fs *FS) Touch(p string, perm uint32) error {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	if n, errno := fs.lookup(p); errno == 0 {
		return fs.setTime(p, n, fs.clock())
	}
	return fs.writeLocked("open", p, nil, perm, true)
}

func (fs *FS) write(op, p string, data []byte, perm uint32, excl bool) error {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	return fs.writeLocked(op, p, data, perm, excl)
}

func (fs *FS) writeLocked(op, p string, data []byte, perm uint32, excl bool) error {
	if p == "" {
		return pathErr(op, p, ENOENT)
	}
	abs, trailing := clean(p)
	old, errno := fs.walk(abs)
	switch {
	case errno == ENOTDIR:
		return pathErr(op, p, ENOTDIR)
	case errno == 0 && excl:
		return pathErr(op, p, EEXIST)
	case errno == 0 && old.dir:
		return pathErr(op, p, EISDIR)
	case trailing:
		// open("new/", "w") is EISDIR on Linux; open("file/") ENOTDIR.
		if errno == 0 {
			return pathErr(op, p, ENOTDIR)
		}
		return pathErr(op, p, EISDIR)
	}
	delta := int64(len(data))
	entries := 1
	if errno == 0 {
		delta -= int64(len(old.data))
		entries = 0
	}
	// The parent must exist before anything is charged.
	if abs == "/" {
		return pathErr(op, p, EISDIR)
	}
	if _, perr := fs.walk(parentOf(abs)); perr != 0 {
		return pathErr(op, p, perr)
	}
	if pn, _ := fs.walk(parentOf(abs)); !pn.dir {
		return pathErr(op, p, ENOTDIR)
	}
	if err := fs.reserve(op, p, delta, entries); err != nil {
		return err
	}
	parent, name, _ := fs.parentForChange(abs)
	now := fs.clock()
	if errno == 0 {
		n := fs.own(old)
		n.data = data
		n.mtime = now
		parent.kids[name] = n
	} else {
		if perm == 0 {
			perm = DefaultFilePerm
		}
		parent.kids[name] = &node{gen: fs.gen, perm: perm & ModePerm, mtime: now, ino: fs.newIno(), data: data}
	}
	parent.mtime = now
	return nil
}

func parentOf(abs string) string {
	i := strings.LastIndexByte(abs, '/')
	if i <= 0 {
		return "/"
	}
	return abs[:i]
}

func (fs *FS) newIno() uint64 {
	fs.nextIno++
	return fs.nextIno - 1
}

// Mkdir makes a directory at p with permissions perm (0 means
// DefaultDirPerm). Its parent must exist.
func (fs *FS) Mkdir(p string, perm uint32) error {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	return fs.mkdirLocked(p, perm)
}

func (fs *FS) mkdirLocked(p string, perm uint32) error {
	if p == "" {
		return pathErr("mkdir", p, ENOENT)
	}
	abs, _ := clean(p)
	_, errno := fs.walk(abs)
	switch errno {
	case 0:
		return pathErr("mkdir", p, EEXIST)
	case ENOTDIR:
		return pathErr("mkdir", p, ENOTDIR)
	}
	pn, perr := fs.walk(parentOf(abs))
	if perr != 0 {
		return pathErr("mkdir", p, perr)
	}
	if !pn.dir {
		return pathErr("mkdir", p, ENOTDIR)
	}
	if err := fs.reserve("mkdir", p, 0, 1); err != nil {
		return err
	}
	parent, name, _ := fs.parentForChange(abs)
	if perm == 0 {
		perm = DefaultDirPerm
	}
	now := fs.clock()
	parent.kids[name] = &node{gen: fs.gen, dir: true, perm: perm & ModePerm, mtime: now, ino: fs.newIno(), kids: map[string]*node{}}
	parent.mtime = now
	return nil
}

// MkdirAll makes the directory p and every missing directory above it; an
// existing directory is not an error.
func (fs *FS) MkdirAll(p string, perm uint32) error {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	abs, _ := clean(p)
	cur := ""
	for _, name := range splitPath(abs) {
		cur += "/" + name
		n, errno := fs.walk(cur)
		if errno == 0 {
			if !n.dir {
				return pathErr("mkdir", p, ENOTDIR)
			}
			continue
		}
		if err := fs.mkdirLocked(cur, perm); err != nil {
			return err
		}
	}
	return nil
}

// Remove deletes the file at p (unlink): a directory is EISDIR.
func (fs *FS) Remove(p string) error {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	n, errno := fs.lookup(p)
	if errno != 0 {
		return pathErr("unlink", p, errno)
	}
	if n.dir {
		return pathErr("unlink", p, EISDIR)
	}
	abs, _ := clean(p)
	if err := fs.reserve("unlink", p, -int64(len(n.data)), -1); err != nil {
		return err
	}
	parent, name, _ := fs.parentForChange(abs)
	delete(parent.kids, name)
	parent.mtime = fs.clock()
	return nil
}

// Rmdir deletes the empty directory at p.
func (fs *FS) Rmdir(p string) error {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	n, errno := fs.lookup(p)
	if errno != 0 {
		return pathErr("rmdir", p, errno)
	}
	if !n.dir {
		return pathErr("rmdir", p, ENOTDIR)
	}
	abs, _ := clean(p)
	if abs == "/" {
		return pathErr("rmdir", p, EBUSY)
	}
	if len(n.kids) > 0 {
		return pathErr("rmdir", p, ENOTEMPTY)
	}
	if err := fs.reserve("rmdir", p, 0, -1); err != nil {
		return err
	}
	parent, name, _ := fs.parentForChange(abs)
	delete(parent.kids, name)
	parent.mtime = fs.clock()
	return nil
}

// RemoveAll deletes p and everything under it; a missing p is not an error.
func (fs *FS) RemoveAll(p string) error {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	n, errno := fs.lookup(p)
	if errno == ENOENT {
		return nil
	}
	if errno != 0 {
		return pathErr("unlink", p, errno)
	}
	abs, _ := clean(p)
	if abs == "/" {
		return pathErr("rmdir", p, EBUSY)
	}
	bytes, entries := sizeOf(n)
	if err := fs.reserve("unlink", p, -bytes, -entries); err != nil {
		return err
	}
	parent, name, _ := fs.parentForChange(abs)
	delete(parent.kids, name)
	parent.mtime = fs.clock()
	return nil
}

// sizeOf returns the bytes and the entries of the tree at n, n included.
func sizeOf(n *node) (int64, int) {
	if !n.dir {
		return int64(len(n.data)), 1
	}
	var bytes int64
	entries := 1
	for _, k := range n.kids {
		b, e := sizeOf(k)
		bytes += b
		entries += e
	}
	return bytes, entries
}

// Rename moves the entry at src to dst with the rules of POSIX rename: an
// existing file at dst is replaced, an existing empty directory is
// replaced by a directory, and a directory cannot move into itself.
func (fs *FS) Rename(src, dst string) error {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	fail := func(errno Errno) error { return &PathError{Op: "rename", Path: src, Path2: dst, Err: errno} }
	if src == "" || dst == "" {
		return fail(ENOENT)
	}
	sn, errno := fs.lookup(src)
	if errno != 0 {
		return fail(errno)
	}
	sabs, _ := clean(src)
	dabs, dtrailing := clean(dst)
	if sabs == "/" || dabs == "/" {
		return fail(EBUSY)
	}
	if sabs == dabs {
		return nil
	}
	if strings.HasPrefix(dabs, sabs+"/") {
		return fail(EINVAL)
	}
	if dtrailing && !sn.dir {
		return fail(ENOTDIR)
	}
	dn, derr := fs.walk(dabs)
	if derr == ENOTDIR {
		return fail(ENOTDIR)
	}
	pn, perr := fs.walk(parentOf(dabs))
	if perr != 0 {
		return fail(perr)
	}
	if !pn.dir {
		return fail(ENOTDIR)
	}
	var delta int64
	entries := 0
	if derr == 0 {
		switch {
		case sn.dir && !dn.dir:
			return fail(ENOTDIR)
		case !sn.dir && dn.dir:
			return fail(EISDIR)
		case dn.dir && len(dn.kids) > 0:
			return fail(ENOTEMPTY)
		}
		delta = -int64(len(dn.data))
		entries = -1
	}
	if err := fs.reserve("rename", src, delta, entries); err != nil {
		return err
	}
	sparent, sname, _ := fs.parentForChange(sabs)
	delete(sparent.kids, sname)
	dparent, dname, _ := fs.parentForChange(dabs)
	dparent.kids[dname] = sn
	now := fs.clock()
	sparent.mtime = now
	dparent.mtime = now
	return nil
}

// Chmod sets the permissions of the entry at p.
func (fs *FS) Chmod(p string, perm uint32) error {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	return fs.change("chmod", p, func(n *node) { n.perm = perm & ModePerm })
}

// Chtimes sets the modification time of the entry at p.
func (fs *FS) Chtimes(p string, mtime time.Time) error {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	n, errno := fs.lookup(p)
	if errno != 0 {
		return pathErr("utime", p, errno)
	}
	return fs.setTime(p, n, mtime)
}

func (fs *FS) setTime(p string, n *node, mtime time.Time) error {
	if n.mtime.Equal(mtime) {
		return nil
	}
	return fs.change("utime", p, func(n *node) { n.mtime = mtime })
}

// change applies f to an owned copy of the entry at p.
func (fs *FS) change(op, p string, f func(n *node)) error {
	n, errno := fs.lookup(p)
	if errno != 0 {
		return pathErr(op, p, errno)
	}
	if fs.limits.ReadOnly {
		return pathErr(op, p, EROFS)
	}
	abs, _ := clean(p)
	if abs == "/" {
		fs.root = fs.own(fs.root)
		f(fs.root)
		return nil
	}
	parent, name, _ := fs.parentForChange(abs)
	n = fs.own(n)
	f(n)
	parent.kids[name] = n
	return nil
}

// Truncate sets the length of the file at p, cutting it or padding it
// with zero bytes.
func (fs *FS) Truncate(p string, size int64) error {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	n, errno := fs.lookup(p)
	if errno != 0 {
		return pathErr("truncate", p, errno)
	}
	if n.dir {
		return pathErr("truncate", p, EISDIR)
	}
	if size < 0 {
		return pathErr("truncate", p, EINVAL)
	}
	var data []byte
	if size <= int64(len(n.data)) {
		data = n.data[:size:size]
	} else {
		data = make([]byte, size)
		copy(data, n.data)
	}
	return fs.writeLocked("truncate", p, data, 0, false)
}
