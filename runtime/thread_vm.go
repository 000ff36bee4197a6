package runtime

// This file holds the Thread methods the VM uses to unwind: the handled-
// exception stack is cut back to a frame's entry depth when the frame is
// left by an exception.

// ExcDepth returns the depth of the handled-exception stack.
func (t *Thread) ExcDepth() int { return len(t.excStack) }

// SetExcDepth cuts the handled-exception stack back to depth n.
func (t *Thread) SetExcDepth(n int) {
	if n < len(t.excStack) {
		clear(t.excStack[n:])
		t.excStack = t.excStack[:n]
	}
}

// ExcAt returns entry i of the handled-exception stack.
func (t *Thread) ExcAt(i int) Value { return t.excStack[i] }
