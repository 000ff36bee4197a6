package runtime

// OwnAttr returns attribute name of v from v's own attributes, what
// v.__dict__ holds, without giving a split instance the dict it has not
// made yet (reading __dict__ makes it, which costs as much as setting
// every attribute again). ok is false when v has no such attribute or
// no attributes of its own.
func OwnAttr(t *Thread, v Value, name string) (x Value, ok bool) {
	if o, ok := v.obj.(*Instance); ok && o.split() {
		// Found by name in the class's shared layout: no hash needed.
		return o.splitGet(name)
	}
	return instanceGet(t, v, name, strHashKey(name))
}

// SetOwnAttr stores x under name in v's own attributes, as
// v.__dict__[name] = x does (no descriptor, no __setattr__), keeping a
// split instance split when the name fits its class's layout. ok is false
// when v has no attributes of its own.
func SetOwnAttr(t *Thread, v Value, name string, x Value) (ok bool, err error) {
	if o, isInst := v.obj.(*Instance); isInst && o.split() && name != "__dict__" {
		if o.splitSet(name, hashUnknown, x) {
			return true, nil
		}
	}
	dict := instanceDict(t, v, false)
	if dict == nil {
		return false, nil
	}
	return true, dict.Set(t, MakeStr(name), x)
}
