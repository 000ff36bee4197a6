package runtime

// A guarded dict is a namespace with names the host protects: a session's
// globals holding the tools the host bound. Assigning to or deleting a
// protected name fails, whether the program writes `tools = 1`,
// `del tools`, `global tools` in a function, or goes through globals().
// Adding other names is untouched, and a dict with no guard pays one nil
// check on the paths that replace or remove an entry.

// Protect marks names as protected in d.
func (d *Dict) Protect(names ...string) {
	if d.shared {
		d.unshare()
	}
	if d.guard == nil {
		d.guard = make(map[string]bool, len(names))
	}
	for _, n := range names {
		d.guard[n] = true
	}
}

// Guarded reports whether d protects any name.
func (d *Dict) Guarded() bool { return d.guard != nil }

// CheckRebind returns the error for rebinding (or, with del, deleting)
// name in d when name is protected, and nil otherwise.
func (d *Dict) CheckRebind(name string, del bool) error {
	if d.guard == nil || !d.guard[name] {
		return nil
	}
	if del {
		return Errorf(NameError, "cannot delete protected name '%s'", name)
	}
	return Errorf(NameError, "cannot rebind protected name '%s'", name)
}

// checkKey is CheckRebind for a key of any type.
func (d *Dict) checkKey(key Value, del bool) error {
	if d.guard == nil {
		return nil
	}
	if s, ok := key.obj.(*Str); ok {
		return d.CheckRebind(s.String(), del)
	}
	return nil
}

// checkClear refuses to empty a guarded dict (dict.clear, popitem).
func (d *Dict) checkClear() error {
	if d.guard == nil {
		return nil
	}
	for i := 0; ; {
		k, _, next, ok := d.Next(i)
		if !ok {
			return nil
		}
		if err := d.checkKey(k, true); err != nil {
			return err
		}
		i = next
	}
}
