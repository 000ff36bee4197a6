// This file defines the infinite iterators of itertools: count, cycle and
// repeat.

package stdlib

import (
	"strconv"

	"github.com/pyexgo/pyex/runtime"
)

// itCount is a count object. cur is the next value; while step is the
// int 1 and cur an int (CPython's "fast mode") cur is a plain int, so
// count(True) counts 1, 2, 3 as CPython does.
type itCount struct {
	runtime.Identity
	cur, step runtime.Value
}

// Type returns itertools.count.
func (*itCount) Type() *runtime.Type { return itCountType }

var itCountType = newItType("count", true, "Return a count object whose .__next__() method returns consecutive values.\n\n"+
	"Equivalent to:\n    def count(firstval=0, step=1):\n        x = firstval\n        while 1:\n            yield x\n            x += step")

func init() {
	c := itCountType
	c.Slots.New, c.Slots.Next = itCountNew, itCountNext
	c.Slots.Repr = itCountRepr
	c.Finish()
}

var itCountParams = itParams{fname: "count", names: []string{"start", "step"}, maxPos: 2}

func itCountNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	p := [2]runtime.Value{runtime.MakeInt(0), runtime.MakeInt(1)}
	if _, err := itCountParams.unpack(args, kw, p[:]); err != nil {
		return runtime.None, err
	}
	start, step := p[0], p[1]
	if !itIsNumber(start) || !itIsNumber(step) {
		return runtime.None, runtime.Errorf(runtime.TypeError, "a number is required")
	}
	if itIsOne(step) {
		if n, ok := runtime.AsInt(start); ok {
			start, step = runtime.MakeIntValue(n), runtime.MakeInt(1)
		}
	}
	return runtime.WrapNew(t, cls, itCountType, &itCount{cur: start, step: step}), nil
}

// itIsNumber is CPython's PyNumber_Check: a value that converts to a
// number (__index__, __int__ or __float__), or a complex.
func itIsNumber(v runtime.Value) bool {
	if v.IsSmallInt() || v.IsFloat() {
		return true
	}
	s := &v.Type().Slots
	return s.Unary[runtime.OpIndex] != nil || s.Unary[runtime.OpInt] != nil ||
		s.Unary[runtime.OpFloat] != nil || v.Type().IsSubtype(runtime.ComplexType)
}

// itIsOne reports whether v is an int (or bool) equal to 1.
func itIsOne(v runtime.Value) bool {
	n, ok := runtime.AsInt(v)
	if !ok {
		return false
	}
	x, small := n.Int64()
	return small && x == 1
}

func itCountNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	c, _ := runtime.Payload[*itCount](self)
	if err := itStep(t); err != nil {
		return runtime.None, false, err
	}
	v := c.cur
	if v.IsSmallInt() && c.step.IsSmallInt() {
		if x, y := v.SmallInt(), c.step.SmallInt(); (x+y > x) == (y > 0) {
			c.cur = runtime.MakeInt(x + y)
			return v, true, nil
		}
	}
	next, err := runtime.Binary(t, runtime.OpAdd, v, c.step)
	if err != nil {
		return runtime.None, false, err
	}
	c.cur = next
	return v, true, nil
}

func itCountRepr(t *runtime.Thread, self runtime.Value) (string, error) {
	c, _ := runtime.Payload[*itCount](self)
	cur, err := runtime.Repr(t, c.cur)
	if err != nil {
		return "", err
	}
	name := self.Type().Name
	if itIsOne(c.step) {
		return name + "(" + cur + ")", nil
	}
	step, err := runtime.Repr(t, c.step)
	if err != nil {
		return "", err
	}
	return name + "(" + cur + ", " + step + ")", nil
}

// itCycle is a cycle object: the items of an iterator, saved on the first
// pass and replayed forever after.
type itCycle struct {
	runtime.Identity
	it      runtime.Value
	saved   []runtime.Value
	index   int
	replays bool // the first pass is over
}

// Type returns itertools.cycle.
func (*itCycle) Type() *runtime.Type { return itCycleType }

var itCycleType = newItType("cycle", true, "Return elements from the iterable until it is exhausted. Then repeat the sequence indefinitely.")

func init() {
	c := itCycleType
	c.Slots.New, c.Slots.Next = itCycleNew, itCycleNext
	c.Finish()
}

func itCycleNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := itNoKeywords("cycle", cls, kw); err != nil {
		return runtime.None, err
	}
	if err := itPositional("cycle", args, 1, 1); err != nil {
		return runtime.None, err
	}
	it, err := runtime.Iter(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	return runtime.WrapNew(t, cls, itCycleType, &itCycle{it: it}), nil
}

func itCycleNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	c, _ := runtime.Payload[*itCycle](self)
	if err := itStep(t); err != nil {
		return runtime.None, false, err
	}
	if !c.replays {
		x, ok, err := runtime.Next(t, c.it)
		if err != nil {
			return runtime.None, false, err
		}
		if ok {
			if len(c.saved)&1023 == 1023 {
				if err := t.Charge(1024 * 16); err != nil {
					return runtime.None, false, err
				}
			}
			c.saved = append(c.saved, x)
			return x, true, nil
		}
		c.replays, c.it = true, runtime.None
	}
	if len(c.saved) == 0 {
		return runtime.None, false, nil
	}
	x := c.saved[c.index]
	c.index++
	if c.index == len(c.saved) {
		c.index = 0
	}
	return x, true, nil
}

// itRepeat is a repeat object: one value, forever (times < 0) or times
// times.
type itRepeat struct {
	runtime.Identity
	obj   runtime.Value
	times int
}

// Type returns itertools.repeat.
func (*itRepeat) Type() *runtime.Type { return itRepeatType }

var itRepeatType = newItType("repeat", true, "repeat(object [,times]) -> create an iterator which returns the object\n"+
	"for the specified number of times.  If not specified, returns the object\nendlessly.")

func init() {
	c := itRepeatType
	c.Slots.New, c.Slots.Next = itRepeatNew, itRepeatNext
	c.Slots.Repr = itRepeatRepr
	c.AddMethod("__length_hint__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := itNoArgs("__length_hint__", args, kw); err != nil {
			return runtime.None, err
		}
		r, _ := runtime.Payload[*itRepeat](self)
		if r.times < 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "len() of unsized object")
		}
		return runtime.MakeInt(int64(r.times)), nil
	})
	c.Finish()
}

var itRepeatParams = itParams{fname: "repeat", names: []string{"object", "times"}, minPos: 1, maxPos: 2}

func itRepeatNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var p [2]runtime.Value
	given, err := itRepeatParams.unpack(args, kw, p[:])
	if err != nil {
		return runtime.None, err
	}
	r := &itRepeat{obj: p[0], times: -1}
	if given&2 != 0 {
		n, err := itSsize(t, p[1])
		if err != nil {
			return runtime.None, err
		}
		r.times = max(n, 0)
	}
	return runtime.WrapNew(t, cls, itRepeatType, r), nil
}

func itRepeatNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	r, _ := runtime.Payload[*itRepeat](self)
	if r.times == 0 {
		return runtime.None, false, nil
	}
	if err := itStep(t); err != nil {
		return runtime.None, false, err
	}
	if r.times > 0 {
		r.times--
	}
	return r.obj, true, nil
}

func itRepeatRepr(t *runtime.Thread, self runtime.Value) (string, error) {
	r, _ := runtime.Payload[*itRepeat](self)
	obj, err := runtime.Repr(t, r.obj)
	if err != nil {
		return "", err
	}
	name := self.Type().Name
	if r.times < 0 {
		return name + "(" + obj + ")", nil
	}
	return name + "(" + obj + ", " + strconv.Itoa(r.times) + ")", nil
}

// itNoArgs checks a method that takes no arguments, "f() takes no
// arguments (1 given)".
func itNoArgs(fname string, args []runtime.Value, kw *runtime.KwArgs) error {
	if kw.Len() > 0 {
		return runtime.Errorf(runtime.TypeError, "%s() takes no keyword arguments", fname)
	}
	if len(args) != 0 {
		return runtime.Errorf(runtime.TypeError, "%s() takes no arguments (%d given)", fname, len(args))
	}
	return nil
}
