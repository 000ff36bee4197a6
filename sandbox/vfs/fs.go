// Package vfs is the in-memory filesystem a run sees behind open, os,
// pathlib, glob, shutil and tempfile. It is pure Go and reaches nothing of
// the host: a host adapter (package hostfs) fills one from a folder, or the
// host builds one itself with New and WriteFile.
//
// # Layers
//
// An FS has two trees. The base is what the host handed in; the program
// never changes it. The working tree is what the program sees: it starts as
// the base and every write, create, rename, delete, mkdir and rmdir changes
// it. The two share every node the program has not touched: a change copies
// only the directories on the path to the changed entry (a persistent tree),
// so staging a write to one file of a large tree costs the depth of the path,
// not the size of the tree.
//
// The host reviews the staged set with Diff, applies exactly that set with
// Commit (the working tree becomes the new base) or drops it with Discard.
// Diff skips every subtree both trees share, so its cost follows the size of
// the change.
//
// # Nodes and generations
//
// Each node carries the generation that may change it in place. Nodes
// reachable from the base are of an older generation and are copied before a
// change; nodes the current generation made are changed in place. Commit
// starts a new generation, which freezes the whole working tree as the new
// base.
//
// Each node also remembers its origin: the base path its content came from
// ("" for a node the program created). A rename moves nodes without copying
// their content, so Diff reports a moved file as a rename from its origin
// rather than as a deletion and an addition.
//
// Paths are slash-separated; relative paths are taken from the root, and
// "." and ".." are resolved lexically (there are no symbolic links). Listings
// are sorted by name so that runs reproduce.
package vfs

import (
	"path"
	"sort"
	"strings"
	"sync"
	"time"
)

// Mode bits of Info.Mode, as in POSIX st_mode.
const (
	ModeDir  uint32 = 0o040000 // S_IFDIR
	ModeFile uint32 = 0o100000 // S_IFREG
	ModePerm uint32 = 0o7777   // permission and set-id bits
)

// Default permissions of new entries: 0o666 and 0o777 less a umask of 0o022,
// what a program on a usual Linux system gets.
const (
	DefaultFilePerm uint32 = 0o644
	DefaultDirPerm  uint32 = 0o755
)

// Epoch is the modification time of entries made while the FS has no clock:
// 2025-01-01 00:00:00 UTC, where a run's virtual clock starts.
var Epoch = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

// Limits bound what a program may store. A zero field means no limit.
type Limits struct {
	// MaxBytes bounds the total size of the files of the working tree.
	MaxBytes int64
	// MaxFiles bounds the number of entries (files and directories, the
	// root excluded) of the working tree.
	MaxFiles int
	// Charge, when set, is called with the change in stored bytes before a
	// write that changes it (negative when a file shrinks or goes). A
	// non-nil error refuses the write and is returned as it is, so a run's
	// memory budget can end the run.
	Charge func(delta int64) error
	// ReadOnly refuses every change with EROFS.
	ReadOnly bool
}

// node is a file or a directory.
type node struct {
	gen    uint64
	dir    bool
	perm   uint32
	mtime  time.Time
	ino    uint64
	origin string           // the base path of this content; "" for new content
	data   []byte           // a file's content; never changed in place once stored
	kids   map[string]*node // a directory's entries
}

// FS is an in-memory filesystem with a read-only base and a working tree
// that stages changes. Its methods are safe for concurrent use, so a host
// may call Diff while a run uses the FS.
type FS struct {
	mu      sync.Mutex
	gen     uint64
	base    *node
	root    *node
	limits  Limits
	now     func() time.Time
	nextIno uint64
	used    int64 // bytes of the working tree's files
	count   int   // entries of the working tree, the root excluded
	// baseUsed and baseCount are used and count of the base, for Discard.
	baseUsed  int64
	baseCount int
}

// New returns an empty filesystem: a root directory and nothing else.
func New() *FS {
	fs := &FS{gen: 1, nextIno: 2}
	fs.root = &node{gen: 0, dir: true, perm: DefaultDirPerm, mtime: Epoch, ino: 1, origin: "/", kids: map[string]*node{}}
	fs.base = fs.root
	return fs
}

// SetLimits sets the limits of what the program may store.
func (fs *FS) SetLimits(l Limits) {
	fs.mu.Lock()
	fs.limits = l
	fs.mu.Unlock()
}

// Limits returns the limits set by SetLimits.
func (fs *FS) Limits() Limits {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	return fs.limits
}

// SetClock sets the source of modification times; the standard library
// gives a run's FS the run's clock. nil means Epoch.
func (fs *FS) SetClock(now func() time.Time) {
	fs.mu.Lock()
	fs.now = now
	fs.mu.Unlock()
}

// Usage returns the bytes stored in the working tree's files and the number
// of its entries.
func (fs *FS) Usage() (bytes int64, entries int) {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	return fs.used, fs.count
}

func (fs *FS) clock() time.Time {
	if fs.now == nil {
		return Epoch
	}
	return fs.now()
}

// clean turns p into an absolute, clean path. trailing reports whether p
// ended in a slash, which makes a file at p an error (ENOTDIR).
func clean(p string) (abs string, trailing bool) {
	trailing = len(p) > 1 && p[len(p)-1] == '/'
	if p == "" || p[0] != '/' {
		p = "/" + p
	}
	return path.Clean(p), trailing
}

// splitPath returns the names of an absolute clean path's components.
func splitPath(abs string) []string {
	if abs == "/" {
		return nil
	}
	return strings.Split(abs[1:], "/")
}

// walk finds the node at abs in the working tree. On failure it returns
// ENOENT, or ENOTDIR when a component before the last is a file.
func (fs *FS) walk(abs string) (*node, Errno) {
	n := fs.root
	for _, name := range splitPath(abs) {
		if !n.dir {
			return nil, ENOTDIR
		}
		k, ok := n.kids[name]
		if !ok {
			return nil, ENOENT
		}
		n = k
	}
	return n, 0
}

// lookup is walk for a caller's path p, with the trailing-slash rule.
func (fs *FS) lookup(p string) (*node, Errno) {
	if p == "" {
		return nil, ENOENT
	}
	abs, trailing := clean(p)
	n, errno := fs.walk(abs)
	if errno == 0 && trailing && !n.dir {
		return nil, ENOTDIR
	}
	return n, errno
}

// own returns n itself when the current generation may change it, or a copy
// of it that it may.
func (fs *FS) own(n *node) *node {
	if n.gen == fs.gen {
		return n
	}
	c := *n
	c.gen = fs.gen
	if n.dir {
		c.kids = make(map[string]*node, len(n.kids))
		for k, v := range n.kids {
			c.kids[k] = v
		}
	}
	return &c
}

// parentForChange returns the directory that holds abs, owned by the
// current generation (every directory above it copied as needed), and the
// last component's name. The root has no parent: EBUSY for it mirrors what
// Linux says to rmdir("/") and rename("/", x).
func (fs *FS) parentForChange(abs string) (*node, string, Errno) {
	names := splitPath(abs)
	if len(names) == 0 {
		return nil, "", EBUSY
	}
	// Check the path first, so a failed change copies nothing.
	n := fs.root
	for _, name := range names[:len(names)-1] {
		k, ok := n.kids[name]
		if !ok {
			return nil, "", ENOENT
		}
		if !k.dir {
			return nil, "", ENOTDIR
		}
		n = k
	}
	fs.root = fs.own(fs.root)
	n = fs.root
	for _, name := range names[:len(names)-1] {
		k := fs.own(n.kids[name])
		n.kids[name] = k
		n = k
	}
	return n, names[len(names)-1], 0
}

// Info describes an entry, as os.stat does.
type Info struct {
	Name    string // the last component of the path ("/" for the root)
	Dir     bool
	Mode    uint32 // type bits (ModeDir or ModeFile) and permissions
	Size    int64  // a file's length; a directory's is 4096, as on ext4
	ModTime time.Time
	Ino     uint64 // a number unique to the entry for the FS's life
	Nlink   int    // 1 for a file; 2 plus the subdirectories for a directory
}

// dirSize is what stat reports as a directory's size: ext4's block.
const dirSize = 4096

func infoOf(name string, n *node) Info {
	info := Info{Name: name, Dir: n.dir, ModTime: n.mtime, Ino: n.ino}
	if n.dir {
		info.Mode = ModeDir | n.perm
		info.Size = dirSize
		info.Nlink = 2
		for _, k := range n.kids {
			if k.dir {
				info.Nlink++
			}
		}
	} else {
		info.Mode = ModeFile | n.perm
		info.Size = int64(len(n.data))
		info.Nlink = 1
	}
	return info
}

// sortedNames returns a directory's entry names in byte order.
func sortedNames(n *node) []string {
	names := make([]string, 0, len(n.kids))
	for k := range n.kids {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}
