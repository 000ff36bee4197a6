// This file defines the methods of collections.deque, with the argument
// checks and messages of CPython's.

package stdlib

import (
	"math"

	"github.com/pyexgo/pyex/runtime"
)

// methodO checks a one-argument method call: "deque.append() takes
// exactly one argument (0 given)".
func methodO(fname string, args []runtime.Value, kw *runtime.KwArgs) error {
	if kw.Len() > 0 {
		return runtime.Errorf(runtime.TypeError, "%s() takes no keyword arguments", fname)
	}
	if len(args) != 1 {
		return runtime.Errorf(runtime.TypeError, "%s() takes exactly one argument (%d given)", fname, len(args))
	}
	return nil
}

// methodNoArgs checks a method call without arguments.
func methodNoArgs(fname string, args []runtime.Value, kw *runtime.KwArgs) error {
	if kw.Len() > 0 {
		return runtime.Errorf(runtime.TypeError, "%s() takes no keyword arguments", fname)
	}
	if len(args) != 0 {
		return runtime.Errorf(runtime.TypeError, "%s() takes no arguments (%d given)", fname, len(args))
	}
	return nil
}

// oldStyleArgs checks the argument count the way CPython's older
// argument parser words it: "insert() takes exactly 2 arguments (1
// given)", "index() takes at least 1 argument (0 given)".
func oldStyleArgs(fname string, args []runtime.Value, kw *runtime.KwArgs, min, max int) error {
	if kw.Len() > 0 {
		return runtime.Errorf(runtime.TypeError, "%s() takes no keyword arguments", fname)
	}
	n := len(args)
	if n >= min && n <= max {
		return nil
	}
	how, want := "exactly", min
	if min != max {
		if n < min {
			how = "at least"
		} else {
			how, want = "at most", max
		}
	}
	noun := "arguments"
	if want == 1 {
		noun = "argument"
	}
	return runtime.Errorf(runtime.TypeError, "%s() takes %s %d %s (%d given)", fname, how, want, noun, n)
}

// sliceIndexNotNone converts a start or stop argument, clamping ints
// beyond the Go int range as CPython clamps them to Py_ssize_t.
func sliceIndexNotNone(t *runtime.Thread, v runtime.Value) (int, error) {
	if v.IsSmallInt() {
		return int(v.SmallInt()), nil
	}
	if _, ok := runtime.AsInt(v); !ok && v.Type().Slots.Unary[runtime.OpIndex] == nil {
		return 0, runtime.Errorf(runtime.TypeError, "slice indices must be integers or have an __index__ method")
	}
	iv, err := runtime.Index(t, v)
	if err != nil {
		return 0, err
	}
	n, _ := runtime.AsInt(iv)
	if x, ok := n.Int64(); ok {
		return int(x), nil
	}
	if n.Sign() < 0 {
		return math.MinInt, nil
	}
	return math.MaxInt, nil
}

type dequeMethod func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error)

func setupDequeMethods(c *runtime.Type) {
	add := func(name string, f dequeMethod) {
		c.AddMethod(name, func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			d := dequeOf(self)
			if d == nil {
				return runtime.None, runtime.Errorf(runtime.TypeError, "descriptor '%s' requires a 'collections.deque' object but received a '%s'", name, self.TypeName())
			}
			return f(t, self, d, args, kw)
		})
	}
	add("append", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := methodO("deque.append", args, kw); err != nil {
			return runtime.None, err
		}
		return runtime.None, d.pushRight(t, args[0])
	})
	add("appendleft", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := methodO("deque.appendleft", args, kw); err != nil {
			return runtime.None, err
		}
		return runtime.None, d.pushLeft(t, args[0])
	})
	add("pop", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := methodNoArgs("deque.pop", args, kw); err != nil {
			return runtime.None, err
		}
		if d.n == 0 {
			return runtime.None, runtime.Errorf(runtime.IndexError, "pop from an empty deque")
		}
		return d.popRight(), nil
	})
	add("popleft", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := methodNoArgs("deque.popleft", args, kw); err != nil {
			return runtime.None, err
		}
		if d.n == 0 {
			return runtime.None, runtime.Errorf(runtime.IndexError, "pop from an empty deque")
		}
		return d.popLeft(), nil
	})
	add("extend", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := methodO("deque.extend", args, kw); err != nil {
			return runtime.None, err
		}
		return runtime.None, d.extend(t, self, args[0], false)
	})
	add("extendleft", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := methodO("deque.extendleft", args, kw); err != nil {
			return runtime.None, err
		}
		return runtime.None, d.extend(t, self, args[0], true)
	})
	add("clear", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := methodNoArgs("deque.clear", args, kw); err != nil {
			return runtime.None, err
		}
		d.clear()
		return runtime.None, nil
	})
	copyFn := func(name string) dequeMethod {
		return func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if err := methodNoArgs(name, args, kw); err != nil {
				return runtime.None, err
			}
			return dequeCopy(t, self)
		}
	}
	add("copy", copyFn("deque.copy"))
	add("__copy__", copyFn("deque.__copy__"))
	add("count", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := methodO("deque.count", args, kw); err != nil {
			return runtime.None, err
		}
		state, count := d.state, 0
		for i := 0; i < d.n; i++ {
			eq, err := runtime.Eq(t, d.at(i), args[0])
			if err != nil {
				return runtime.None, err
			}
			if eq {
				count++
			}
			if d.state != state {
				return runtime.None, runtime.Errorf(runtime.RuntimeError, "deque mutated during iteration")
			}
		}
		return runtime.MakeInt(int64(count)), nil
	})
	add("index", dequeIndexMethod)
	add("insert", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := oldStyleArgs("insert", args, kw, 2, 2); err != nil {
			return runtime.None, err
		}
		i, err := runtime.AsSsize(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		if d.maxlen == d.n {
			return runtime.None, runtime.Errorf(runtime.IndexError, "deque already at its maximum size")
		}
		if i >= d.n {
			return runtime.None, d.pushRight(t, args[1])
		}
		if i <= -d.n || i == 0 {
			return runtime.None, d.pushLeft(t, args[1])
		}
		if i < 0 {
			i += d.n
		}
		if err := d.pushRight(t, args[1]); err != nil {
			return runtime.None, err
		}
		for j := d.n - 1; j > i; j-- {
			d.set(j, d.at(j-1))
		}
		d.set(i, args[1])
		return runtime.None, nil
	})
	add("remove", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := methodO("deque.remove", args, kw); err != nil {
			return runtime.None, err
		}
		state := d.state
		for i := 0; i < d.n; i++ {
			eq, err := runtime.Eq(t, d.at(i), args[0])
			if err != nil {
				return runtime.None, err
			}
			if d.state != state {
				return runtime.None, runtime.Errorf(runtime.IndexError, "deque mutated during iteration")
			}
			if eq {
				d.deleteAt(i)
				return runtime.None, nil
			}
		}
		r, err := runtime.Repr(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		return runtime.None, runtime.Errorf(runtime.ValueError, "%s is not in deque", r)
	})
	add("reverse", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := methodNoArgs("deque.reverse", args, kw); err != nil {
			return runtime.None, err
		}
		for i, j := 0, d.n-1; i < j; i, j = i+1, j-1 {
			a, b := d.at(i), d.at(j)
			d.set(i, b)
			d.set(j, a)
		}
		return runtime.None, nil
	})
	add("rotate", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if kw.Len() > 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "deque.rotate() takes no keyword arguments")
		}
		if len(args) > 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "deque.rotate expected at most 1 argument, got %d", len(args))
		}
		k := 1
		if len(args) == 1 {
			var err error
			if k, err = runtime.AsSsize(t, args[0]); err != nil {
				return runtime.None, err
			}
		}
		// The work is at most half the deque, whatever k is.
		steps := d.n / 2
		if k > -steps && k < steps {
			steps = max(k, -k)
		}
		if err := t.Step(int64(steps) + 1); err != nil {
			return runtime.None, err
		}
		d.rotate(k)
		return runtime.None, nil
	})
	// The sequence slots have no dunders of their own in the runtime; these
	// give deque the __add__, __mul__, __iadd__... that CPython's has.
	add("__add__", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := methodO("deque.__add__", args, kw); err != nil {
			return runtime.None, err
		}
		return dequeConcat(t, self, args[0])
	})
	add("__iadd__", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := methodO("deque.__iadd__", args, kw); err != nil {
			return runtime.None, err
		}
		return self, d.extend(t, self, args[0], false)
	})
	repeat := func(name string, inPlace bool) dequeMethod {
		return func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if err := methodO(name, args, kw); err != nil {
				return runtime.None, err
			}
			n, err := runtime.AsSsize(t, args[0])
			if err != nil {
				return runtime.None, err
			}
			if inPlace {
				return dequeInPlaceRepeat(t, self, n)
			}
			cp, err := dequeCopy(t, self)
			if err != nil {
				return runtime.None, err
			}
			return dequeInPlaceRepeat(t, cp, n)
		}
	}
	add("__mul__", repeat("deque.__mul__", false))
	add("__rmul__", repeat("deque.__rmul__", false))
	add("__imul__", repeat("deque.__imul__", true))
	add("__reversed__", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := methodNoArgs("deque.__reversed__", args, kw); err != nil {
			return runtime.None, err
		}
		return runtime.MakeObject(&dequeIter{d: d, state: d.state, left: d.n, reverse: true}), nil
	})
	add("__reduce__", func(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := methodNoArgs("deque.__reduce__", args, kw); err != nil {
			return runtime.None, err
		}
		state := runtime.None
		if self.Type() != dequeType {
			if v, err := runtime.GetAttr(t, self, "__dict__"); err == nil {
				state = v
			}
		}
		ctorArgs := runtime.MakeTuple()
		if d.maxlen >= 0 {
			ctorArgs = runtime.MakeTuple(runtime.MakeTuple(), runtime.MakeInt(int64(d.maxlen)))
		}
		it := runtime.MakeObject(&dequeIter{d: d, state: d.state, left: d.n})
		return runtime.MakeTuple(runtime.MakeObject(self.Type()), ctorArgs, state, it), nil
	})
}

func dequeIndexMethod(t *runtime.Thread, self runtime.Value, d *deque, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := oldStyleArgs("index", args, kw, 1, 3); err != nil {
		return runtime.None, err
	}
	start, stop := 0, d.n
	var err error
	if len(args) > 1 {
		if start, err = sliceIndexNotNone(t, args[1]); err != nil {
			return runtime.None, err
		}
	}
	if len(args) > 2 {
		if stop, err = sliceIndexNotNone(t, args[2]); err != nil {
			return runtime.None, err
		}
	}
	if start < 0 {
		start = max(start+d.n, 0)
	}
	if stop < 0 {
		stop = max(stop+d.n, 0)
	}
	stop = min(stop, d.n)
	start = min(start, stop)
	state := d.state
	for i := start; i < stop; i++ {
		eq, err := runtime.Eq(t, d.at(i), args[0])
		if err != nil {
			return runtime.None, err
		}
		if eq {
			return runtime.MakeInt(int64(i)), nil
		}
		if d.state != state {
			return runtime.None, runtime.Errorf(runtime.RuntimeError, "deque mutated during iteration")
		}
	}
	r, err := runtime.Repr(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	return runtime.None, runtime.Errorf(runtime.ValueError, "%s is not in deque", r)
}
