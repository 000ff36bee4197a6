// This file defines the iterators of collections.deque, which raise
// "deque mutated during iteration" when the deque's state moves.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// dequeIter iterates over a deque, left to right or right to left.
type dequeIter struct {
	runtime.Identity
	d       *deque
	state   uint64
	pos     int // items consumed
	left    int // items remaining
	reverse bool
}

// Type returns _collections._deque_iterator or its reverse.
func (it *dequeIter) Type() *runtime.Type {
	if it.reverse {
		return dequeRevIterType
	}
	return dequeIterType
}

var (
	dequeIterType    = runtime.NewNativeType("_deque_iterator", "_collections", nil, false)
	dequeRevIterType = runtime.NewNativeType("_deque_reverse_iterator", "_collections", nil, false)
)

func init() {
	for _, c := range []*runtime.Type{dequeIterType, dequeRevIterType} {
		c.Slots.Iter = func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) { return self, nil }
		c.Slots.Next = dequeIterNext
		c.AddMethod("__length_hint__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			it := self.Object().(*dequeIter)
			return runtime.MakeInt(int64(it.left)), nil
		})
		c.Finish()
	}
}

func dequeIterNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	it := self.Object().(*dequeIter)
	// The forward iterator checks for a change before its end, the
	// reverse one after, as CPython's do.
	if it.reverse && it.left == 0 {
		return runtime.None, false, nil
	}
	if it.d.state != it.state {
		it.left = 0
		return runtime.None, false, runtime.Errorf(runtime.RuntimeError, "deque mutated during iteration")
	}
	if it.left == 0 {
		return runtime.None, false, nil
	}
	var v runtime.Value
	if it.reverse {
		v = it.d.at(it.d.n - 1 - it.pos)
	} else {
		v = it.d.at(it.pos)
	}
	it.pos++
	it.left--
	return v, true, nil
}
