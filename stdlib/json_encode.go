// This file holds the json encoder: a walk over Python values that
// appends their JSON text to one byte buffer. It follows CPython's two
// encoders at once: the C accelerator (used by encode() without indent)
// and the pure-Python generator (used with indent, and by iterencode()
// and dump()). The two write the same text; they differ in where the
// generator yields its chunks, which the encoder records as cut points
// when asked (chunked mode), and in the message of a RecursionError.

package stdlib

import (
	"math"
	"sort"
	"strconv"

	"github.com/pyexgo/pyex/runtime"
)

// jsonEncoder is the state of one encoding.
type jsonEncoder struct {
	t   *runtime.Thread
	buf []byte
	// cuts are the ends of the chunks the Python encoder would yield,
	// recorded only in chunked mode.
	cuts    []int
	chunked bool
	// generator is true when CPython would use its Python encoder (indent
	// given, or iterencode): it changes the RecursionError message.
	generator bool

	circular bool
	markers  []runtime.Object

	skipkeys, sortKeys, allowNaN, ascii bool
	pretty                              bool
	indent                              string
	keySep, itemSep                     string
	// dflt is the default callable; None raises CPython's TypeError
	// directly, without a call.
	dflt runtime.Value

	depth int
	// frames is the number of Python frames CPython would have below
	// the caller (encode, iterencode), so that nesting hits the recursion
	// limit at the depth it does there.
	frames int
	// scratch is the buffer's first backing array, enough for a small
	// document.
	scratch [512]byte
}

// cut ends a chunk in chunked mode.
func (e *jsonEncoder) cut() {
	if e.chunked {
		e.cuts = append(e.cuts, len(e.buf))
	}
}

// reserve makes room for a few kilobytes more text, doubling the buffer:
// append alone grows a large slice by a quarter at a time, which copies a
// big document many times over.
func (e *jsonEncoder) reserve() {
	const room = 4096
	if cap(e.buf)-len(e.buf) >= room {
		return
	}
	b := make([]byte, len(e.buf), 2*cap(e.buf)+room)
	copy(b, e.buf)
	e.buf = b
}

// enter counts one level of nesting against the recursion limit.
func (e *jsonEncoder) enter() error {
	e.depth++
	if e.t.RecursionLimit > 0 && e.t.Depth+e.frames+e.depth > e.t.RecursionLimit {
		if e.generator {
			return runtime.Errorf(runtime.RecursionError, "maximum recursion depth exceeded while calling a Python object")
		}
		return runtime.Errorf(runtime.RecursionError, "maximum recursion depth exceeded while encoding a JSON object")
	}
	return e.t.Step(1)
}

func (e *jsonEncoder) leave() { e.depth-- }

// top encodes the document o.
func (e *jsonEncoder) top(o runtime.Value) error {
	if ok, err := e.primitive(o); ok || err != nil {
		if err == nil {
			e.cut()
		}
		return err
	}
	return e.nested(o, 0)
}

// primitive appends o when it is a str, None, a bool, an int or a float
// (or an instance of a subclass of str, int or float), and reports
// whether it was one.
func (e *jsonEncoder) primitive(o runtime.Value) (bool, error) {
	if o.IsSmallInt() {
		e.buf = strconv.AppendInt(e.buf, o.SmallInt(), 10)
		return true, nil
	}
	if o.IsFloat() {
		return true, e.float(o, o.Float())
	}
	switch x := o.Object().(type) {
	case *runtime.Str:
		e.buf = appendJSONString(e.buf, x.String(), e.ascii)
		return true, nil
	case *runtime.BigInt:
		return true, e.bigInt(x.Int())
	case *runtime.List, *runtime.Tuple, *runtime.Dict:
		return false, nil
	}
	if o.IsNone() {
		e.buf = append(e.buf, "null"...)
		return true, nil
	}
	if o.IsBool() {
		if o.IsTrue() {
			e.buf = append(e.buf, "true"...)
		} else {
			e.buf = append(e.buf, "false"...)
		}
		return true, nil
	}
	typ := o.Type()
	switch {
	case typ.IsSubtype(runtime.StrType):
		s, _ := runtime.AsStr(o)
		e.buf = appendJSONString(e.buf, s, e.ascii)
		return true, nil
	case typ.IsSubtype(runtime.IntType):
		n, _ := runtime.AsInt(o)
		return true, e.bigInt(n)
	case typ.IsSubtype(runtime.FloatType):
		f, err := runtime.AsFloat(e.t, o)
		if err != nil {
			return true, err
		}
		return true, e.float(o, f)
	}
	return false, nil
}

// bigInt appends int.__repr__ of n, under the int digit limit.
func (e *jsonEncoder) bigInt(n runtime.Int) error {
	if v, ok := n.Int64(); ok {
		e.buf = strconv.AppendInt(e.buf, v, 10)
		return nil
	}
	s, err := n.Decimal(e.t.IntMaxStrDigits)
	if err != nil {
		return err
	}
	e.buf = append(e.buf, s...)
	return nil
}

// float appends float.__repr__ of f, or the JavaScript names of the
// non-finite values when allow_nan.
func (e *jsonEncoder) float(o runtime.Value, f float64) error {
	if !math.IsInf(f, 0) && !math.IsNaN(f) {
		e.buf = append(e.buf, runtime.FloatRepr(f)...)
		return nil
	}
	if !e.allowNaN {
		if !e.generator {
			return runtime.Errorf(runtime.ValueError, "Out of range float values are not JSON compliant")
		}
		r, err := runtime.Repr(e.t, o)
		if err != nil {
			return err
		}
		return runtime.Errorf(runtime.ValueError, "Out of range float values are not JSON compliant: %s", r)
	}
	switch {
	case math.IsNaN(f):
		e.buf = append(e.buf, "NaN"...)
	case f > 0:
		e.buf = append(e.buf, "Infinity"...)
	default:
		e.buf = append(e.buf, "-Infinity"...)
	}
	return nil
}

// nested encodes a value that is not a primitive: a list, tuple or dict
// (or a subclass), or anything else through default.
func (e *jsonEncoder) nested(o runtime.Value, level int) error {
	switch x := o.Object().(type) {
	case *runtime.List:
		return e.list(x, x.Items(), level)
	case *runtime.Tuple:
		return e.list(x, x.Items(), level)
	case *runtime.Dict:
		return e.dict(o, x, true, level)
	}
	if l, ok := runtime.Payload[*runtime.List](o); ok {
		return e.list(o.Object(), l.Items(), level)
	}
	if tu, ok := runtime.Payload[*runtime.Tuple](o); ok {
		return e.list(o.Object(), tu.Items(), level)
	}
	if d, ok := runtime.Payload[*runtime.Dict](o); ok {
		return e.dict(o, d, false, level)
	}
	return e.other(o, level)
}

// mark records container id as being encoded, or fails on a cycle.
func (e *jsonEncoder) mark(id runtime.Object) error {
	if !e.circular {
		return nil
	}
	for _, m := range e.markers {
		if m == id {
			return runtime.Errorf(runtime.ValueError, "Circular reference detected")
		}
	}
	e.markers = append(e.markers, id)
	return nil
}

func (e *jsonEncoder) unmark() {
	if e.circular {
		e.markers = e.markers[:len(e.markers)-1]
	}
}

// newline appends the line break and indentation of level.
func (e *jsonEncoder) newline(level int) {
	e.buf = append(e.buf, '\n')
	for i := 0; i < level; i++ {
		e.buf = append(e.buf, e.indent...)
	}
}

// element appends one item of a list or value of a dict, whose prefix
// (separator, key) is already in the buffer. A list's prefix is a chunk of
// its own before a nested value; a dict's was cut already.
func (e *jsonEncoder) element(v runtime.Value, level int, cutPrefix bool) error {
	ok, err := e.primitive(v)
	if err != nil {
		return err
	}
	if ok {
		e.cut()
		return nil
	}
	if cutPrefix {
		e.cut()
	}
	return e.nested(v, level)
}

func (e *jsonEncoder) list(id runtime.Object, items []runtime.Value, level int) error {
	if len(items) == 0 {
		e.buf = append(e.buf, "[]"...)
		e.cut()
		return nil
	}
	if err := e.enter(); err != nil {
		return err
	}
	defer e.leave()
	if err := e.mark(id); err != nil {
		return err
	}
	e.buf = append(e.buf, '[')
	if e.pretty {
		level++
		e.newline(level)
	}
	for i := 0; i < len(items); i++ {
		e.reserve()
		if i > 0 {
			e.buf = append(e.buf, e.itemSep...)
			if e.pretty {
				e.newline(level)
			}
		}
		if err := e.element(items[i], level, true); err != nil {
			return err
		}
	}
	if e.pretty {
		e.newline(level - 1)
		e.cut()
	}
	e.buf = append(e.buf, ']')
	e.cut()
	e.unmark()
	return e.t.Step(int64(len(items)))
}

// dict encodes a dict; exact is false for an instance of a subclass,
// whose items() method gives the items, as CPython asks it.
func (e *jsonEncoder) dict(o runtime.Value, d *runtime.Dict, exact bool, level int) error {
	if d.Len() == 0 {
		e.buf = append(e.buf, "{}"...)
		e.cut()
		return nil
	}
	if err := e.enter(); err != nil {
		return err
	}
	defer e.leave()
	if err := e.mark(o.Object()); err != nil {
		return err
	}
	e.buf = append(e.buf, '{')
	e.cut()
	if e.pretty {
		level++
		e.newline(level)
		e.cut()
	}
	first := true
	if exact && !e.sortKeys {
		for i := 0; ; {
			k, v, next, ok := d.Next(i)
			if !ok {
				break
			}
			i = next
			if err := e.item(k, v, &first, level); err != nil {
				return err
			}
		}
	} else {
		keys, values, err := e.items(o, d, exact)
		if err != nil {
			return err
		}
		for i := range keys {
			if err := e.item(keys[i], values[i], &first, level); err != nil {
				return err
			}
		}
	}
	if e.pretty {
		e.newline(level - 1)
		e.cut()
	}
	e.buf = append(e.buf, '}')
	e.cut()
	e.unmark()
	return e.t.Step(int64(d.Len()))
}

// items returns the items of a dict to encode, sorted when sort_keys:
// keys that are all str sort as Go strings (the code point order), any
// other mix sorts as (key, value) tuples, as sorted(d.items()) does, with
// its TypeError for keys that do not compare.
func (e *jsonEncoder) items(o runtime.Value, d *runtime.Dict, exact bool) (keys, values []runtime.Value, err error) {
	if exact {
		keys, values = d.Items()
	} else {
		keys, values, err = e.itemsMethod(o)
		if err != nil {
			return nil, nil, err
		}
	}
	if !e.sortKeys {
		return keys, values, nil
	}
	allStr := true
	for _, k := range keys {
		if _, ok := k.Object().(*runtime.Str); !ok {
			allStr = false
			break
		}
	}
	if allStr {
		sort.Sort(jsonStrItems{keys, values})
		return keys, values, nil
	}
	pairs := make([]runtime.Value, len(keys))
	for i := range keys {
		pairs[i] = runtime.MakeTuple(keys[i], values[i])
	}
	if err := jsonSortItems(e.t, pairs); err != nil {
		return nil, nil, err
	}
	for i, p := range pairs {
		kv := p.Object().(*runtime.Tuple).Items()
		keys[i], values[i] = kv[0], kv[1]
	}
	return keys, values, nil
}

// itemsMethod calls o.items() on a dict subclass.
func (e *jsonEncoder) itemsMethod(o runtime.Value) (keys, values []runtime.Value, err error) {
	m, err := runtime.GetAttr(e.t, o, "items")
	if err != nil {
		return nil, nil, err
	}
	r, err := runtime.Call(e.t, m, nil, nil)
	if err != nil {
		return nil, nil, err
	}
	all, err := runtime.IterToSlice(e.t, r)
	if err != nil {
		return nil, nil, err
	}
	for _, it := range all {
		tu, ok := runtime.Payload[*runtime.Tuple](it)
		if !ok || tu.Len() != 2 {
			return nil, nil, runtime.Errorf(runtime.ValueError, "items must return 2-tuples")
		}
		keys = append(keys, tu.Items()[0])
		values = append(values, tu.Items()[1])
	}
	return keys, values, nil
}

// jsonStrItems sorts keys that are all exact str, with their values.
type jsonStrItems struct{ keys, values []runtime.Value }

func (s jsonStrItems) Len() int { return len(s.keys) }
func (s jsonStrItems) Less(i, j int) bool {
	a, _ := runtime.AsStr(s.keys[i])
	b, _ := runtime.AsStr(s.keys[j])
	return a < b
}
func (s jsonStrItems) Swap(i, j int) {
	s.keys[i], s.keys[j] = s.keys[j], s.keys[i]
	s.values[i], s.values[j] = s.values[j], s.values[i]
}

// item appends one key and value of a dict.
func (e *jsonEncoder) item(k, v runtime.Value, first *bool, level int) error {
	var key string
	switch x := k.Object().(type) {
	case *runtime.Str:
		key = x.String()
	default:
		s, skip, err := e.keyString(k)
		if err != nil || skip {
			return err
		}
		key = s
	}
	e.reserve()
	if *first {
		*first = false
	} else {
		e.buf = append(e.buf, e.itemSep...)
		if e.pretty {
			e.newline(level)
		}
		e.cut()
	}
	e.buf = appendJSONString(e.buf, key, e.ascii)
	e.cut()
	e.buf = append(e.buf, e.keySep...)
	e.cut()
	return e.element(v, level, false)
}

// keyString converts a key that is not an exact str as CPython does:
// float, bool, None and int keys become their JSON text; other keys are
// skipped (skipkeys) or refused.
func (e *jsonEncoder) keyString(k runtime.Value) (s string, skip bool, err error) {
	typ := k.Type()
	switch {
	case typ.IsSubtype(runtime.StrType):
		s, _ = runtime.AsStr(k)
		return s, false, nil
	case typ.IsSubtype(runtime.FloatType):
		f, err := runtime.AsFloat(e.t, k)
		if err != nil {
			return "", false, err
		}
		mark := len(e.buf)
		if err := e.float(k, f); err != nil {
			return "", false, err
		}
		s = string(e.buf[mark:])
		e.buf = e.buf[:mark]
		return s, false, nil
	case k.IsBool():
		if k.IsTrue() {
			return "true", false, nil
		}
		return "false", false, nil
	case k.IsNone():
		return "null", false, nil
	case typ.IsSubtype(runtime.IntType):
		n, _ := runtime.AsInt(k)
		if v, ok := n.Int64(); ok {
			return strconv.FormatInt(v, 10), false, nil
		}
		d, derr := n.Decimal(e.t.IntMaxStrDigits)
		if derr != nil {
			return "", false, derr
		}
		return d, false, nil
	case e.skipkeys:
		return "", true, nil
	}
	return "", false, runtime.Errorf(runtime.TypeError, "keys must be str, int, float, bool or None, not %s", k.TypeName())
}

// other encodes a value json does not know through default(), guarding
// against a default that returns its argument (or a cycle through it).
func (e *jsonEncoder) other(o runtime.Value, level int) error {
	id := o.Object()
	if err := e.mark(id); err != nil {
		return err
	}
	if e.dflt.IsNone() {
		return runtime.Errorf(runtime.TypeError, "Object of type %s is not JSON serializable", o.TypeName())
	}
	r, err := runtime.Call(e.t, e.dflt, []runtime.Value{o}, nil)
	if err != nil {
		return err
	}
	if err := e.enter(); err != nil {
		return err
	}
	defer e.leave()
	if ok, err := e.primitive(r); ok || err != nil {
		if err == nil {
			e.cut()
		}
		return err
	}
	if err := e.nested(r, level); err != nil {
		return err
	}
	e.unmark()
	return nil
}
