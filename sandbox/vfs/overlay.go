// This file defines the host's view of the overlay: the staged changes
// (Diff), applying them (Commit), dropping them (Discard) and freezing the
// working tree into a new filesystem (Snapshot).

package vfs

import (
	"bytes"
	"sort"
)

// ChangeKind says what happened to a path.
type ChangeKind uint8

// The kinds of change.
const (
	Added    ChangeKind = iota + 1 // the path is new
	Modified                       // the path's content or permissions changed
	Deleted                        // the path is gone
	Renamed                        // the path holds what was at OldPath (its content may have changed too)
)

// String returns "added", "modified", "deleted" or "renamed".
func (k ChangeKind) String() string {
	switch k {
	case Added:
		return "added"
	case Modified:
		return "modified"
	case Deleted:
		return "deleted"
	case Renamed:
		return "renamed"
	}
	return "unknown"
}

// Change is one staged change.
type Change struct {
	Path    string
	Kind    ChangeKind
	OldPath string // the base path a Renamed entry came from
	Dir     bool   // the entry is a directory
	Mode    uint32 // type and permission bits; 0 for Deleted
	Size    int64  // the new size of a file
	// Content is the new content of an added, modified or renamed file;
	// it is the stored slice and must not be changed.
	Content []byte
}

// Diff returns the staged changes, sorted by path: what Commit would apply.
// Entries the program wrote back unchanged (same content and permissions)
// are not changes.
func (fs *FS) Diff() []Change {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	return fs.diff()
}

func (fs *FS) diff() []Change {
	var changes []Change
	claimed := map[string]bool{} // base paths whose content lives on elsewhere
	var deleted []string
	baseAt := func(p string) *node {
		n := fs.base
		for _, name := range splitPath(p) {
			if n == nil || !n.dir {
				return nil
			}
			n = n.kids[name]
		}
		return n
	}
	var visitWork func(p string, w *node)
	visitWork = func(p string, w *node) {
		b := baseAt(p)
		if w == b {
			return
		}
		switch {
		case w.origin != "" && w.origin != p:
			claimed[w.origin] = true
			changes = append(changes, changeOf(p, Renamed, w, w.origin))
		case b == nil:
			changes = append(changes, changeOf(p, Added, w, ""))
		case b.dir != w.dir || b.perm != w.perm || !b.dir && !bytes.Equal(b.data, w.data):
			changes = append(changes, changeOf(p, Modified, w, ""))
		}
		if w.dir {
			for _, name := range sortedNames(w) {
				visitWork(join(p, name), w.kids[name])
			}
		}
	}
	var visitBase func(p string, b, w *node)
	visitBase = func(p string, b, w *node) {
		if b == w {
			return
		}
		if w == nil {
			deleted = append(deleted, p)
		}
		if b.dir {
			for _, name := range sortedNames(b) {
				var wk *node
				if w != nil && w.dir {
					wk = w.kids[name]
				}
				visitBase(join(p, name), b.kids[name], wk)
			}
		}
	}
	if fs.root != fs.base {
		for _, name := range sortedNames(fs.root) {
			visitWork(join("/", name), fs.root.kids[name])
		}
		if fs.root.perm != fs.base.perm {
			changes = append(changes, changeOf("/", Modified, fs.root, ""))
		}
		visitBase("/", fs.base, fs.root)
	}
	for _, p := range deleted {
		if !claimed[p] {
			changes = append(changes, Change{Path: p, Kind: Deleted, Dir: baseAt(p).dir})
		}
	}
	sort.Slice(changes, func(i, j int) bool { return changes[i].Path < changes[j].Path })
	return changes
}

func changeOf(p string, kind ChangeKind, n *node, old string) Change {
	c := Change{Path: p, Kind: kind, OldPath: old, Dir: n.dir}
	if n.dir {
		c.Mode = ModeDir | n.perm
	} else {
		c.Mode = ModeFile | n.perm
		c.Size = int64(len(n.data))
		c.Content = n.data
	}
	return c
}

func join(dir, name string) string {
	if dir == "/" {
		return "/" + name
	}
	return dir + "/" + name
}

// Commit makes the working tree the new base, so that the staged set is
// applied exactly, and returns that set (Diff's result just before).
func (fs *FS) Commit() []Change {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	changes := fs.diff()
	fs.root = fs.settle("/", fs.root, fs.base)
	fs.base = fs.root
	fs.baseUsed, fs.baseCount = fs.used, fs.count
	fs.gen++
	return changes
}

// settle returns n with every node that differs from the base b recording
// its own path as its origin, copying what it must.
func (fs *FS) settle(p string, n, b *node) *node {
	if n == b {
		return n
	}
	if n.origin != p {
		n = fs.own(n)
		n.origin = p
	}
	if n.dir {
		for _, name := range sortedNames(n) {
			var bk *node
			if b != nil && b.dir {
				bk = b.kids[name]
			}
			k := n.kids[name]
			if s := fs.settle(join(p, name), k, bk); s != k {
				n = fs.own(n)
				n.kids[name] = s
			}
		}
	}
	return n
}

// Discard drops every staged change: the working tree is the base again.
func (fs *FS) Discard() {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	fs.root = fs.base
	fs.used, fs.count = fs.baseUsed, fs.baseCount
}

// Snapshot returns a new filesystem whose base and working tree are this
// one's working tree as it is now, with no limits and no clock. It copies
// the tree's structure (file contents, which are never changed in place,
// are shared); neither filesystem sees the other's later changes.
func (fs *FS) Snapshot() *FS {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	root := fs.settleCopy()
	fs.gen++ // freeze what both now share
	return &FS{gen: fs.gen, base: root, root: root, nextIno: fs.nextIno,
		used: fs.used, count: fs.count, baseUsed: fs.used, baseCount: fs.count}
}

// settleCopy returns the working tree with origins set to the paths, without
// changing the working tree's own nodes' origins: the copies belong to the
// snapshot.
func (fs *FS) settleCopy() *node {
	var walk func(p string, n *node) *node
	walk = func(p string, n *node) *node {
		c := *n
		c.origin = p
		if n.dir {
			c.kids = make(map[string]*node, len(n.kids))
			for name, k := range n.kids {
				c.kids[name] = walk(join(p, name), k)
			}
		}
		return &c
	}
	return walk("/", fs.root)
}
