// This file calls a function once per item with one argument (a sort
// key, max's key, filter's predicate) without a new argument list per
// item when the callee lets go of its arguments: Python functions copy
// theirs into their frame before they run, and the built-ins marked
// ArgsTransient read theirs and forget them.

package runtime

// keyCaller calls fn on one item at a time.
type keyCaller struct {
	fn    Value
	reuse bool
	buf   [1]Value
}

// newKeyCaller returns a caller of fn.
func newKeyCaller(fn Value) *keyCaller {
	k := &keyCaller{fn: fn}
	switch f := fn.obj.(type) {
	case *Function:
		k.reuse = true
	case *BuiltinFunction:
		k.reuse = f.ArgsTransient()
	case *Type:
		k.reuse = f.ArgsTransient()
	}
	return k
}

// call returns fn(x).
func (k *keyCaller) call(t *Thread, x Value) (Value, error) {
	if !k.reuse {
		return Call(t, k.fn, []Value{x}, nil)
	}
	k.buf[0] = x
	r, err := Call(t, k.fn, k.buf[:], nil)
	k.buf[0] = Value{}
	return r, err
}
