package stdlib

import "github.com/pyexgo/pyex/runtime"

// This file defines _inspect.member_attr, the descriptor behind the name
// and value of enum members (enum.py makes Enum.name and Enum.value with
// it). Reading them is the commonest thing done with a member, and a
// descriptor written in Python costs a call into the VM per read. Read
// through a member, it gives the member's attribute attr (_name_ or
// _value_); read through an enum class, the member of its own name, or
// AttributeError; it cannot be set or deleted through a member.
type memberAttr struct {
	runtime.Identity
	attr    string        // the member attribute read: _name_ or _value_
	doc     runtime.Value // __doc__
	name    string        // the class attribute it is, from __set_name__
	clsname string        // the class it was defined in, from __set_name__
}

// Type returns _inspect.member_attr.
func (*memberAttr) Type() *runtime.Type { return memberAttrType }

var memberAttrType = runtime.NewNativeType("member_attr", "_inspect", nil, false)

func memberAttrOf(v runtime.Value) *memberAttr { return v.Object().(*memberAttr) }

func init() {
	c := memberAttrType
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var attr string
		var doc runtime.Value
		if err := runtime.UnpackArgs(t, "member_attr", args, kw, "attr", &attr, "doc", &doc); err != nil {
			return runtime.None, err
		}
		return runtime.MakeObject(&memberAttr{attr: attr, doc: doc}), nil
	}
	c.Slots.DescrGet = func(t *runtime.Thread, self, obj runtime.Value, cls *runtime.Type) (runtime.Value, error) {
		m := memberAttrOf(self)
		if !obj.IsNone() {
			return runtime.GetAttr(t, obj, m.attr)
		}
		if cls == nil {
			return self, nil
		}
		return m.onClass(t, cls)
	}
	c.Slots.DescrSet = func(t *runtime.Thread, self, obj, v runtime.Value) error {
		m := memberAttrOf(self)
		return m.refuse(t, "set")
	}
	c.Slots.DescrDel = func(t *runtime.Thread, self, obj runtime.Value) error {
		m := memberAttrOf(self)
		return m.refuse(t, "delete")
	}
	c.AddMethod("__set_name__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var owner runtime.Value
		var name string
		if err := runtime.UnpackArgs(t, "__set_name__", args, kw, "owner", &owner, "name", &name); err != nil {
			return runtime.None, err
		}
		clsname, err := runtime.GetAttr(t, owner, "__name__")
		if err != nil {
			return runtime.None, err
		}
		m := memberAttrOf(self)
		m.name = name
		m.clsname, _ = runtime.AsStr(clsname)
		return runtime.None, nil
	})
	c.AddGetSet("__doc__", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		if m, ok := self.Object().(*memberAttr); ok {
			return m.doc, nil
		}
		return runtime.None, nil
	}, func(t *runtime.Thread, self, v runtime.Value, del bool) error {
		if del {
			v = runtime.None
		}
		memberAttrOf(self).doc = v
		return nil
	})
	c.AddGetter("_attr", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		return runtime.MakeStr(memberAttrOf(self).attr), nil
	})
	c.Finish()
}

// onClass is the descriptor read through enum class cls: the member named
// like the descriptor, as cls._member_map_ holds it.
func (m *memberAttr) onClass(t *runtime.Thread, cls *runtime.Type) (runtime.Value, error) {
	owner := runtime.MakeObject(cls)
	members, err := runtime.GetAttr(t, owner, "_member_map_")
	if err == nil {
		var found runtime.Value
		if found, err = runtime.GetItem(t, members, runtime.MakeStr(m.name)); err == nil {
			return found, nil
		}
	}
	if !runtime.ErrorMatches(err, runtime.KeyErrorType) && !runtime.ErrorMatches(err, runtime.AttributeErrorType) {
		return runtime.None, err
	}
	shown, err := runtime.Repr(t, owner)
	if err != nil {
		return runtime.None, err
	}
	name, err := runtime.Repr(t, runtime.MakeStr(m.name))
	if err != nil {
		return runtime.None, err
	}
	return runtime.None, runtime.Errorf(runtime.AttributeError, "%s has no attribute %s", shown, name)
}

// refuse is the AttributeError of setting or deleting the attribute
// through a member.
func (m *memberAttr) refuse(t *runtime.Thread, what string) error {
	cls, err := runtime.Repr(t, runtime.MakeStr(m.clsname))
	if err != nil {
		return err
	}
	name, err := runtime.Repr(t, runtime.MakeStr(m.name))
	if err != nil {
		return err
	}
	return runtime.Errorf(runtime.AttributeError, "<enum %s> cannot %s attribute %s", cls, what, name)
}
