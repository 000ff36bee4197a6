// This file defines AttrSite, the VM's inline cache for attribute access:
// what the class lookup of one attribute name found on the last class
// seen, valid while that class's version is unchanged. Instance attribute
// access then costs one probe of the instance dict instead of a failed
// probe of every dict along the MRO.

package runtime

import "strings"

// AttrSite caches the class-side lookup of one attribute name for the VM
// (one site per name of a code object, per run). The zero AttrSite is
// empty. A heap class's version changes whenever its dict or a base's
// dict changes, and built-in types never change, so (class, version)
// identifies what the lookup finds.
type AttrSite struct {
	cls     *Type
	version uint64
	desc    Value
	found   bool
	// key is the name as a str, made on the first store through the site
	// and shared by every instance dict the site adds the name to, as
	// CPython shares its interned names.
	key Value
	// ix and dkey remember where the name was last found in an instance
	// dict: instances built by the same code hold their attributes at
	// the same positions under the same key object, so the next instance
	// is read with one pointer comparison instead of a hash probe and a
	// string comparison. A deleted entry's key is replaced, so a match
	// is always live.
	ix   int
	dkey *Str
	// dictFirst is set when, for cls at version, a read of the name
	// comes from the instance dict when present there (object's
	// __getattribute__, no data descriptor of that name on the class).
	dictFirst bool
	// skeys and six remember the name's position in the shared names of
	// split instances (object_block.go); a name never moves there.
	skeys *attrKeys
	six   int
	// cattr caches a read through a class (Color.RED, Config.LIMIT,
	// Cls.helper): what it gave for one class at one version of the
	// class and of its metaclass.
	cattr *classRead
}

// classRead is an AttrSite's cached read of an attribute of a class
// object: val while cls and its metaclass meta keep their versions, or,
// when ok is false, the note that this read cannot be cached (a
// classmethod makes a new bound method each time).
type classRead struct {
	cls, meta         *Type
	version, mversion uint64
	val               Value
	ok                bool
}

// Hit returns the attribute the site caches when v is an instance of the
// cached class whose dict holds the name where the site last found it:
// obj.attr on the objects of one class, read without a call. ok is false
// when GetAttrAt must answer. It is small enough to inline in the VM's
// loop, where a call costs the loop its registers.
func (s *AttrSite) Hit(v Value) (Value, bool) {
	o, ok := v.obj.(*Instance)
	if !ok || o.cls != s.cls || !s.dictFirst || s.version != o.cls.version || o.keys != s.skeys || uint(s.six) >= uint(len(o.vals)) {
		return Value{}, false
	}
	return o.vals[s.six], true
}

// splitIndex returns the position of name among the shared names k, or
// -1.
func (s *AttrSite) splitIndex(k *attrKeys, name string) int {
	if s.skeys == k {
		return s.six
	}
	i := k.find(name)
	if i >= 0 {
		s.skeys, s.six = k, i
	}
	return i
}

// dictIndex returns the position of name in the instance dict d, or -1.
func (s *AttrSite) dictIndex(d *Dict, name string, h int64) int {
	if s.ix < len(d.entries) {
		if k, ok := d.entries[s.ix].key.obj.(*Str); ok && k == s.dkey {
			return s.ix
		}
	}
	ix := d.strIndex(name, h)
	if ix >= 0 {
		s.ix = ix
		s.dkey, _ = d.entries[ix].key.obj.(*Str)
	}
	return ix
}

// TupleFieldDescriptor is implemented by a data descriptor whose read
// on a tuple (or tuple subclass instance) is the item at TupleField (a
// named tuple's field, collections' _tuplegetter): an attribute site
// reads it from the items without calling the descriptor.
type TupleFieldDescriptor interface {
	Object
	TupleField() int
}

// classAttr returns what cls.lookupHashed(name, h) returns, from the cache
// when it holds cls at its current version.
func (s *AttrSite) classAttr(cls *Type, name string, h int64) (Value, bool) {
	if s.cls == cls && s.version == cls.version {
		return s.desc, s.found
	}
	d, found := cls.lookupHashed(name, h)
	s.cls, s.version, s.desc, s.found = cls, cls.version, d, found
	s.dictFirst = cls.plainGetAttr && (!found || !isDataDescriptor(d))
	return d, found
}

// GetAttrAt is GetAttr for the VM: h is name's StrHash and site caches
// the class lookup for classes that keep object's attribute lookup.
func GetAttrAt(t *Thread, site *AttrSite, v Value, name string, h int64) (Value, error) {
	x, _, err := getAttrAt(t, site, v, name, h, false)
	return x, err
}

// GetAttrOrGetter is GetAttrAt for the VM's GETATTR, except that when the
// attribute is a property whose getter is a Python function it returns
// that getter, not called, for the VM to run in its own loop on v.
func GetAttrOrGetter(t *Thread, site *AttrSite, v Value, name string, h int64) (Value, *Function, error) {
	return getAttrAt(t, site, v, name, h, true)
}

func getAttrAt(t *Thread, site *AttrSite, v Value, name string, h int64, wantGetter bool) (Value, *Function, error) {
	switch o := v.obj.(type) {
	case *Type:
		x, err := site.classGet(t, o, name)
		return x, nil, err
	case *Module:
		if x, ok := site.moduleGet(o, name, h); ok {
			return x, nil, nil
		}
	}
	cls := v.Type()
	if !cls.plainGetAttr {
		x, err := GetAttr(t, v, name)
		return x, nil, err
	}
	d, found := site.classAttr(cls, name, h)
	if found {
		if d.obj == Object(objectClassAttr) {
			// x.__class__, as dataclasses' comparisons ask on every call.
			return MakeObject(cls), nil, nil
		}
		if v, ok := slotValue(v, cls, d); ok {
			return v, nil, nil
		}
		if wantGetter {
			// A property is a data descriptor: it wins over the
			// instance dict.
			if p, ok := d.obj.(*Property); ok {
				if fn, ok := p.Get.obj.(*Function); ok {
					return Value{}, fn, nil
				}
			}
		}
		if g, ok := d.obj.(TupleFieldDescriptor); ok {
			// A named tuple's field: a data descriptor, so it wins over
			// any instance dict; read straight from the items.
			if items, ok := TupleItemsOf(v); ok {
				if i := g.TupleField(); i >= 0 && i < len(items) {
					return items[i], nil, nil
				}
			}
		}
	}
	if o, ok := v.obj.(*Instance); ok && (!found || !isDataDescriptor(d)) {
		if o.keys != nil {
			if i := site.splitIndex(o.keys, name); i >= 0 && i < len(o.vals) {
				return o.vals[i], nil, nil
			}
		} else if o.dict != nil {
			if ix := site.dictIndex(o.dict, name, h); ix >= 0 {
				return o.dict.entries[ix].value, nil, nil
			}
		}
	}
	x, err := genericGetAttrFound(t, v, cls, name, h, d, found)
	return x, nil, err
}

// slotValue reads a __slots__ attribute of v, found as the member
// descriptor d on v's class cls, straight from the instance's slot array;
// ok is false when the generic path must answer (an unset slot raises
// there, a descriptor copied to an unrelated class is checked there).
func slotValue(v Value, cls *Type, d Value) (Value, bool) {
	gs, ok := d.obj.(*GetSetDescriptor)
	if !ok || !gs.member {
		return Value{}, false
	}
	o, ok := v.obj.(*Instance)
	if !ok || (cls != gs.Owner && !cls.IsSubtype(gs.Owner)) || gs.slot >= len(o.slots) {
		return Value{}, false
	}
	x := o.slots[gs.slot]
	return x, !x.Is(Unbound)
}

// setSlotValue is slotValue for a store: it reports whether it stored x.
func setSlotValue(v Value, cls *Type, d Value, x Value) bool {
	gs, ok := d.obj.(*GetSetDescriptor)
	if !ok || !gs.member {
		return false
	}
	o, ok := v.obj.(*Instance)
	if !ok || (cls != gs.Owner && !cls.IsSubtype(gs.Owner)) || gs.slot >= len(o.slots) {
		return false
	}
	o.slots[gs.slot] = x
	return true
}

// objectClassAttr is object.__class__, the descriptor GetAttrAt answers
// without calling.
var objectClassAttr *GetSetDescriptor

// isDataDescriptor reports whether a class attribute takes precedence
// over the instance dict (it defines __set__ or __delete__).
func isDataDescriptor(d Value) bool {
	s := &d.Type().Slots
	return s.DescrSet != nil || s.DescrDel != nil
}

// LookupMethodAt is LookupMethod for the VM, with name's hash and a cache
// site as GetAttrAt takes.
func LookupMethodAt(t *Thread, site *AttrSite, obj Value, name string, h int64) (fn, self Value, err error) {
	if m, ok := obj.obj.(*Module); ok {
		// json.dumps(x), math.sqrt(x): a module's function is called
		// as it is, no self.
		if x, ok := site.moduleGet(m, name, h); ok {
			return x, Unbound, nil
		}
	}
	cls := obj.Type()
	if !cls.plainGetAttr {
		return LookupMethod(t, obj, name)
	}
	d, found := site.classAttr(cls, name, h)
	if found && isPlainMethod(d) {
		switch obj.obj.(type) {
		case *Str, *List, *Dict, *Tuple, *Set:
			// The built-in receivers of most method calls have no
			// instance dict to shadow the method.
			return d, obj, nil
		}
		if x, ok := instanceGet(t, obj, name, h); ok {
			return x, Unbound, nil
		}
		return d, obj, nil
	}
	v, err := genericGetAttrFound(t, obj, cls, name, h, d, found)
	if err != nil {
		return None, Unbound, err
	}
	return v, Unbound, nil
}

// SetAttrAt is SetAttr for the VM, with name's hash and a cache site as
// GetAttrAt takes, for classes that keep object's __setattr__.
func SetAttrAt(t *Thread, site *AttrSite, v Value, name string, h int64, x Value) error {
	cls := v.Type()
	if !cls.plainSetAttr {
		return SetAttr(t, v, name, x)
	}
	d, found := site.classAttr(cls, name, h)
	if found {
		if setSlotValue(v, cls, d, x) {
			return nil
		}
		if set := d.Type().Slots.DescrSet; set != nil {
			return set(t, d, v, x)
		}
	}
	if o, ok := v.obj.(*Instance); ok && name != "__dict__" {
		if o.keys != nil {
			if i := site.splitIndex(o.keys, name); i >= 0 && i < len(o.vals) {
				o.vals[i] = x
				return nil
			}
			if o.splitSet(name, h, x) {
				return nil
			}
		} else if d := o.dict; d != nil && d.hk == zeroHashKey && d.guard == nil {
			if ix := site.dictIndex(d, name, h); ix >= 0 {
				d.entries[ix].value = x
				return nil
			}
			if site.key.obj == nil {
				k := NewStr(name)
				k.hash, k.hkey = h, zeroHashKey
				site.key = MakeObject(k)
			}
			if err := d.setHash(t, site.key, h, x); err != nil {
				return err
			}
			cls.noteAttrCount(d.used)
			return nil
		}
	}
	return genericStore(t, v, name, x, false)
}

// isPlainMethod reports whether a class attribute is one GetMethod may
// return unbound: a Python function or a built-in instance method.
func isPlainMethod(d Value) bool {
	switch f := d.obj.(type) {
	case *Function:
		return true
	case *MethodDescriptor:
		return !f.class
	}
	return false
}

// classGet is GetAttrAt on a class object, answered from the site while
// the class and its metaclass are unchanged. A read is cached only when
// type's own attribute lookup gives the same object every time: the
// metaclass keeps type.__getattribute__ and has no data descriptor of
// the name, and the class's attribute is a plain value, a function or a
// staticmethod (what TypeGetAttr returns for those depends on nothing
// else). Any change to either class's dict or bases changes its version.
func (s *AttrSite) classGet(t *Thread, tp *Type, name string) (Value, error) {
	meta := tp.Type()
	if c := s.cattr; c != nil && c.cls == tp && c.version == tp.version && c.meta == meta && c.mversion == meta.version {
		if c.ok {
			return c.val, nil
		}
		return GetAttr(t, MakeObject(tp), name)
	}
	v, err := GetAttr(t, MakeObject(tp), name)
	if err != nil {
		return v, err
	}
	c := s.cattr
	if c == nil {
		c = &classRead{}
		s.cattr = c
	}
	*c = classRead{cls: tp, meta: meta, version: tp.version, mversion: meta.version, val: v, ok: cacheableClassRead(tp, meta, name)}
	return v, nil
}

// cacheableClassRead reports whether reading name through the class tp,
// whose metaclass is meta, gives the same object for as long as neither
// changes (see classGet).
func cacheableClassRead(tp, meta *Type, name string) bool {
	if _, where := meta.lookupWhere("__getattribute__"); where != TypeType {
		return false
	}
	if m, ok := meta.Lookup(name); ok {
		mt := m.Type()
		if mt.Slots.DescrGet != nil && mt.Slots.DescrSet != nil {
			return false
		}
	}
	d, ok := tp.Lookup(name)
	if !ok {
		return false
	}
	switch d.obj.(type) {
	case *Function, *StaticMethod:
		return true
	}
	return d.Type().Slots.DescrGet == nil
}

// moduleGet reads a module's global name through the site, which keeps
// where the name sat in the module's dict (dictIndex): module.func and
// module.CONST without a hash probe. Only names that are not dunders:
// for those the module type's own descriptors (__dict__, __class__) come
// first. ok is false when the dict does not hold the name (the generic
// lookup then tries the module's __getattr__).
func (s *AttrSite) moduleGet(m *Module, name string, h int64) (Value, bool) {
	if m.Dict == nil || strings.HasPrefix(name, "__") {
		return Value{}, false
	}
	if ix := s.dictIndex(m.Dict, name, h); ix >= 0 {
		return m.Dict.entries[ix].value, true
	}
	return Value{}, false
}
