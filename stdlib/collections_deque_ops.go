// This file defines the operators of collections.deque: indexing,
// comparison, concatenation and repetition, and copying.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// dequeIndex turns key into an item number of d, with the messages of
// CPython's sequence protocol.
func dequeIndex(t *runtime.Thread, d *deque, key runtime.Value) (int, error) {
	var i int
	if key.IsSmallInt() {
		i = int(key.SmallInt())
	} else {
		if _, ok := runtime.AsInt(key); !ok && key.Type().Slots.Unary[runtime.OpIndex] == nil {
			return 0, runtime.Errorf(runtime.TypeError, "sequence index must be integer, not '%s'", key.TypeName())
		}
		var err error
		if i, err = runtime.IndexInt(t, key); err != nil {
			return 0, err
		}
	}
	if i < 0 {
		i += d.n
	}
	if i < 0 || i >= d.n {
		return 0, runtime.Errorf(runtime.IndexError, "deque index out of range")
	}
	return i, nil
}

func dequeGetItem(t *runtime.Thread, self, key runtime.Value) (runtime.Value, error) {
	d := dequeOf(self)
	i, err := dequeIndex(t, d, key)
	if err != nil {
		return runtime.None, err
	}
	return d.at(i), nil
}

func dequeSetItem(t *runtime.Thread, self, key, v runtime.Value) error {
	d := dequeOf(self)
	i, err := dequeIndex(t, d, key)
	if err != nil {
		return err
	}
	d.set(i, v)
	return nil
}

func dequeDelItem(t *runtime.Thread, self, key runtime.Value) error {
	d := dequeOf(self)
	i, err := dequeIndex(t, d, key)
	if err != nil {
		return err
	}
	d.deleteAt(i)
	return nil
}

// isDeque reports whether v is a deque or an instance of a subclass.
func isDeque(v runtime.Value) bool { return dequeOf(v) != nil }

func dequeCompare(t *runtime.Thread, self, other runtime.Value, op runtime.CompareOp) (runtime.Value, error) {
	a, b := dequeOf(self), dequeOf(other)
	if a == nil || b == nil {
		return runtime.NotImplemented, nil
	}
	if op == runtime.OpEq || op == runtime.OpNe {
		if a == b {
			return runtime.MakeBool(op == runtime.OpEq), nil
		}
		if a.n != b.n {
			return runtime.MakeBool(op == runtime.OpNe), nil
		}
	}
	// Compare item by item over snapshots; the first unequal pair decides.
	xs, ys := a.items(), b.items()
	for i := 0; i < len(xs) && i < len(ys); i++ {
		eq, err := runtime.Eq(t, xs[i], ys[i])
		if err != nil {
			return runtime.None, err
		}
		if !eq {
			return runtime.Compare(t, op, xs[i], ys[i])
		}
	}
	var r bool
	switch op {
	case runtime.OpLt:
		r = len(xs) < len(ys)
	case runtime.OpLe:
		r = len(xs) <= len(ys)
	case runtime.OpEq:
		r = len(xs) == len(ys)
	case runtime.OpNe:
		r = len(xs) != len(ys)
	case runtime.OpGt:
		r = len(xs) > len(ys)
	case runtime.OpGe:
		r = len(xs) >= len(ys)
	}
	return runtime.MakeBool(r), nil
}

// dequeCopy is deque.copy(): a deque of the same class and maxlen.
func dequeCopy(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
	d := dequeOf(self)
	if self.Type() == dequeType {
		cp := &deque{maxlen: d.maxlen}
		for i := 0; i < d.n; i++ {
			if err := cp.pushRight(t, d.at(i)); err != nil {
				return runtime.None, err
			}
		}
		return runtime.MakeObject(cp), nil
	}
	args := []runtime.Value{self}
	if d.maxlen >= 0 {
		args = append(args, runtime.MakeInt(int64(d.maxlen)))
	}
	r, err := runtime.Call(t, runtime.MakeObject(self.Type()), args, nil)
	if err != nil {
		return runtime.None, err
	}
	if !isDeque(r) {
		return runtime.None, runtime.Errorf(runtime.TypeError, "%s() must return a deque, not %s", self.Type().Name, r.TypeName())
	}
	return r, nil
}

func dequeConcat(t *runtime.Thread, self, other runtime.Value) (runtime.Value, error) {
	if !isDeque(other) {
		return runtime.None, runtime.Errorf(runtime.TypeError, "can only concatenate deque (not \"%s\") to deque", other.TypeName())
	}
	cp, err := dequeCopy(t, self)
	if err != nil {
		return runtime.None, err
	}
	if err := dequeOf(cp).extend(t, cp, other, false); err != nil {
		return runtime.None, err
	}
	return cp, nil
}

func dequeInPlaceRepeat(t *runtime.Thread, self runtime.Value, n int) (runtime.Value, error) {
	d := dequeOf(self)
	if d.n == 0 || n == 1 {
		return self, nil
	}
	if n <= 0 {
		d.clear()
		return self, nil
	}
	items := d.items()
	// Only the repetitions that survive maxlen are made.
	if d.maxlen >= 0 && n > (d.maxlen+len(items)-1)/len(items) {
		n = (d.maxlen + len(items) - 1) / len(items)
	}
	if err := t.Step(int64(n) * int64(len(items))); err != nil {
		return runtime.None, err
	}
	for r := 1; r < n; r++ {
		for _, v := range items {
			if err := d.pushRight(t, v); err != nil {
				return runtime.None, err
			}
		}
	}
	return self, nil
}
