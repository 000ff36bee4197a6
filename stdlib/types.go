// This file defines _types, the Go half of module types: the classes of
// the runtime that Python code cannot reach by calling type() on some
// object (code, cell, frame, member_descriptor). The module types itself
// is Python, in py/types.py.

package stdlib

import "github.com/pyexgo/pyex/runtime"

func init() { register("_types", initTypes) }

// Classes pyex has no objects of yet. They exist so that types names them
// and isinstance() against them answers False.
var (
	// frameType is defined with frame objects, in inspect_frame.go.
	memberDescriptorType = typesSealed(runtime.NewNativeType("member_descriptor", "builtins", nil, false))
)

func typesSealed(c *runtime.Type) *runtime.Type {
	c.Finish()
	return c
}

func initTypes(r *Run, m *runtime.Module) error {
	d := m.Dict
	d.SetStr("CodeType", runtime.MakeObject(runtime.CodeType))
	d.SetStr("CellType", runtime.MakeObject(runtime.CellType))
	d.SetStr("FrameType", runtime.MakeObject(frameType))
	d.SetStr("TracebackType", runtime.MakeObject(runtime.TracebackType))
	d.SetStr("MemberDescriptorType", runtime.MakeObject(memberDescriptorType))
	return nil
}
