// This file defines itertools.tee and its iterators, itertools._tee.
//
// The iterators of one tee share a linked list of buffers
// (_tee_dataobject), each holding up to itTeeLinkCells items read from the
// underlying iterator. Each iterator holds a buffer and an index into it;
// a buffer no iterator reaches any more is garbage. Copying an iterator
// (__copy__, or tee of a tee) shares the same list.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// itTeeLinkCells is the number of items per buffer, CPython's LINKCELLS.
const itTeeLinkCells = 57

// itTeeData is one buffer of the shared list.
type itTeeData struct {
	runtime.Identity
	it      runtime.Value
	values  [itTeeLinkCells]runtime.Value
	numRead int
	running bool // reading from it, to detect re-entry
	next    *itTeeData
}

// Type returns itertools._tee_dataobject.
func (*itTeeData) Type() *runtime.Type { return itTeeDataType }

var itTeeDataType = runtime.NewNativeType("_tee_dataobject", "itertools", nil, false)

func init() {
	c := itTeeDataType
	c.Doc = "teedataobject(iterable, values, next, /)\n--\n\nData container common to multiple tee objects."
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := itNoKeywords("teedataobject", cls, kw); err != nil {
			return runtime.None, err
		}
		if err := itPositional("teedataobject", args, 3, 3); err != nil {
			return runtime.None, err
		}
		return runtime.None, runtime.Errorf(runtime.TypeError, "cannot create 'itertools._tee_dataobject' instances")
	}
	c.Finish()
}

// get returns the item at index i of the buffer, reading it from the
// underlying iterator when it is the first to ask.
func (d *itTeeData) get(t *runtime.Thread, i int) (runtime.Value, bool, error) {
	if i < d.numRead {
		return d.values[i], true, nil
	}
	if d.running {
		return runtime.None, false, runtime.Errorf(runtime.RuntimeError, "cannot re-enter the tee iterator")
	}
	d.running = true
	x, ok, err := runtime.Next(t, d.it)
	d.running = false
	if err != nil || !ok {
		return runtime.None, false, err
	}
	d.values[d.numRead] = x
	d.numRead++
	return x, true, nil
}

// itTeeIter is a _tee object, one of the iterators tee returns.
type itTeeIter struct {
	runtime.Identity
	data  *itTeeData
	index int
}

// Type returns itertools._tee.
func (*itTeeIter) Type() *runtime.Type { return itTeeType }

var itTeeType = newItType("_tee", false, "Iterator wrapped to make it copyable.")

func init() {
	c := itTeeType
	c.Slots.New, c.Slots.Next = itTeeNew, itTeeNext
	c.AddMethod("__copy__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := itNoArgs("__copy__", args, kw); err != nil {
			return runtime.None, err
		}
		to, _ := runtime.Payload[*itTeeIter](self)
		return runtime.MakeObject(to.copy()), nil
	})
	c.Finish()
}

func (to *itTeeIter) copy() *itTeeIter { return &itTeeIter{data: to.data, index: to.index} }

// itTeeFromIterator returns a _tee over the iterator it: a copy when it is
// a _tee already.
func itTeeFromIterator(it runtime.Value) *itTeeIter {
	if to, ok := it.Object().(*itTeeIter); ok {
		return to.copy()
	}
	return &itTeeIter{data: &itTeeData{it: it}}
}

func itTeeNew(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if err := itNoKeywords("_tee", cls, kw); err != nil {
		return runtime.None, err
	}
	if err := itPositional("_tee", args, 1, 1); err != nil {
		return runtime.None, err
	}
	it, err := runtime.Iter(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	return runtime.MakeObject(itTeeFromIterator(it)), nil
}

func itTeeNext(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
	to, _ := runtime.Payload[*itTeeIter](self)
	if err := itStep(t); err != nil {
		return runtime.None, false, err
	}
	if to.index >= itTeeLinkCells {
		d := to.data
		if d.next == nil {
			d.next = &itTeeData{it: d.it}
		}
		to.data, to.index = d.next, 0
	}
	x, ok, err := to.data.get(t, to.index)
	if err != nil || !ok {
		return runtime.None, false, err
	}
	to.index++
	return x, true, nil
}

// itTee is itertools.tee(iterable, n=2): n independent iterators over
// iterable. When the iterator of iterable can copy itself (__copy__), it
// is the first of them and its copies the others.
func itTee(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if kw.Len() > 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "itertools.tee() takes no keyword arguments")
	}
	if err := itPositional("tee", args, 1, 2); err != nil {
		return runtime.None, err
	}
	n := 2
	if len(args) == 2 {
		var err error
		if n, err = itSsize(t, args[1]); err != nil {
			return runtime.None, err
		}
	}
	if n < 0 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "n must be >= 0")
	}
	if n == 0 {
		return runtime.MakeTuple(), nil
	}
	if n > itMaxItems {
		return runtime.None, runtime.Errorf(runtime.MemoryError, "")
	}
	if err := t.Charge(int64(n) * 16); err != nil {
		return runtime.None, err
	}
	it, err := runtime.Iter(t, args[0])
	if err != nil {
		return runtime.None, err
	}
	items := make([]runtime.Value, n)
	if to, ok := it.Object().(*itTeeIter); ok {
		items[0] = it
		for i := 1; i < n; i++ {
			items[i] = runtime.MakeObject(to.copy())
		}
		return runtime.MakeObject(runtime.NewTuple(items)), nil
	}
	copyFn, err := runtime.GetAttr(t, it, "__copy__")
	if err != nil {
		if !runtime.ErrorMatches(err, runtime.AttributeErrorType) {
			return runtime.None, err
		}
		to := itTeeFromIterator(it)
		items[0] = runtime.MakeObject(to)
		for i := 1; i < n; i++ {
			items[i] = runtime.MakeObject(to.copy())
		}
		return runtime.MakeObject(runtime.NewTuple(items)), nil
	}
	items[0] = it
	for i := 1; i < n; i++ {
		if items[i], err = runtime.Call(t, copyFn, nil, nil); err != nil {
			return runtime.None, err
		}
	}
	return runtime.MakeObject(runtime.NewTuple(items)), nil
}
