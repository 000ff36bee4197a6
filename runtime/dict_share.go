package runtime

// A shared dict reads a read-only template's index and entries instead of
// copying them: every run's builtins dict starts as one, so a run that
// never assigns to a builtin never copies the table. The first write of
// any kind (set, delete, clear, resize) copies the arrays, keeping every
// entry at its position, so the VM's global-name caches, which key on the
// dict and its Layout, stay right across the copy.
//
// Writes that bypass the dict's methods (the attribute cache's store into
// an instance dict) skip dicts with a guard; a shared dict carries the
// empty sharedGuard so that they take the methods' path instead.

// sharedGuard is the guard of every shared dict: empty, never written.
var sharedGuard = map[string]bool{}

// shareOf returns a dict that reads template's arrays until its first
// write. template must never be written again (a start-up table).
func shareOf(template *Dict) *Dict {
	n := len(template.entries)
	return &Dict{
		index:   template.index,
		entries: template.entries[:n:n], // an append must not reach the template's spare room
		used:    template.used,
		trimmed: template.trimmed,
		hk:      template.hk,
		guard:   sharedGuard,
		layout:  template.layout,
		shared:  true,
	}
}

// unshare gives d its own copy of the template's arrays, entry for entry.
func (d *Dict) unshare() {
	d.index = append([]int32(nil), d.index...)
	d.entries = append([]dictEntry(nil), d.entries...)
	d.guard = nil
	d.shared = false
}
