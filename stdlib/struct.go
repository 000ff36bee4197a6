// This file defines the struct module in Go: pack, unpack and friends,
// the Struct class (_struct.Struct) and its unpack iterator. Parsed
// formats are cached per run, as CPython caches Struct objects, so that
// struct.pack('<I', n) in a loop parses its format once.

package stdlib

import (
	"strconv"

	"github.com/pyexgo/pyex/runtime"
)

func init() {
	register("struct", initStruct)
	register("_struct", initStruct)
}

// structObj is a _struct.Struct; l is nil until __init__ runs.
type structObj struct {
	runtime.Identity
	l *structLayout
}

// Type returns _struct.Struct.
func (*structObj) Type() *runtime.Type { return structType }

// structIter is a _struct.unpack_iterator.
type structIter struct {
	runtime.Identity
	l    *structLayout
	data string
	off  int
}

// Type returns _struct.unpack_iterator.
func (*structIter) Type() *runtime.Type { return structIterType }

var (
	structType     = runtime.NewNativeType("Struct", "_struct", nil, true)
	structIterType = runtime.NewNativeType("unpack_iterator", "_struct", nil, false)
)

// structCacheMax bounds a run's cache of parsed formats, like CPython's.
const structCacheMax = 100

// structCache holds one run's parsed formats by their text.
type structCache map[string]*structLayout

// layout returns the parsed format of a format argument.
func (c structCache) layout(v runtime.Value) (*structLayout, error) {
	if s, ok := v.Object().(*runtime.Str); ok {
		if l, ok := c[s.String()]; ok {
			return l, nil
		}
	}
	text, err := structFormatArg(v)
	if err != nil {
		return nil, err
	}
	l, err := parseStructFormat(text)
	if err != nil {
		return nil, err
	}
	if _, isStr := runtime.AsStr(v); isStr {
		if len(c) >= structCacheMax {
			clear(c)
		}
		c[text] = l
	}
	return l, nil
}

// structPack is pack(*values).
func structPack(t *runtime.Thread, l *structLayout, values []runtime.Value) (runtime.Value, error) {
	if len(values) != l.nitems {
		return runtime.None, errStruct("pack expected " + structItoa(l.nitems) + " items for packing (got " + structItoa(len(values)) + ")")
	}
	buf := make([]byte, l.size)
	if err := l.pack(t, buf, values); err != nil {
		return runtime.None, err
	}
	return runtime.MakeBytes(string(buf)), nil
}

// structPackInto is pack_into(buffer, offset, *values).
func structPackInto(t *runtime.Thread, l *structLayout, args []runtime.Value) (runtime.Value, error) {
	if len(args) != l.nitems+2 {
		switch len(args) {
		case 0:
			return runtime.None, errStruct("pack_into expected buffer argument")
		case 1:
			return runtime.None, errStruct("pack_into expected offset argument")
		}
		return runtime.None, errStruct("pack_into expected " + structItoa(l.nitems) + " items for packing (got " + structItoa(len(args)-2) + ")")
	}
	ba, ok := runtime.Payload[*runtime.ByteArray](args[0])
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "argument must be read-write bytes-like object, not %s", args[0].TypeName())
	}
	off, err := runtime.AsSsize(t, args[1])
	if err != nil {
		return runtime.None, err
	}
	buf := ba.Bytes()
	n := len(buf)
	if off < 0 {
		if off+l.size > 0 {
			return runtime.None, errStruct("no space to pack " + structItoa(l.size) + " bytes at offset " + structItoa(off))
		}
		if off+n < 0 {
			return runtime.None, errStruct("offset " + structItoa(off) + " out of range for " + structItoa(n) + "-byte buffer")
		}
		off += n
	}
	if n-off < l.size {
		return runtime.None, errStruct("pack_into requires a buffer of at least " + structItoa(l.size+off) +
			" bytes for packing " + structItoa(l.size) + " bytes at offset " + structItoa(off) + " (actual buffer size is " + structItoa(n) + ")")
	}
	// CPython zeroes the whole region first, so padding reads as zeros.
	dst := buf[off : off+l.size]
	clear(dst)
	return runtime.None, l.pack(t, dst, args[2:])
}

// readBuffer returns the bytes of a buffer argument to unpack.
func readBuffer(v runtime.Value) (string, error) {
	if b, ok := runtime.AsBytes(v); ok {
		return b, nil
	}
	return "", runtime.Errorf(runtime.TypeError, "a bytes-like object is required, not '%s'", v.TypeName())
}

// structUnpack is unpack(buffer).
func structUnpack(l *structLayout, buffer runtime.Value) (runtime.Value, error) {
	data, err := readBuffer(buffer)
	if err != nil {
		return runtime.None, err
	}
	if len(data) != l.size {
		return runtime.None, errStruct("unpack requires a buffer of " + structItoa(l.size) + " bytes")
	}
	out := make([]runtime.Value, l.nitems)
	l.unpack(data, out)
	return runtime.MakeObject(runtime.NewTuple(out)), nil
}

// structUnpackFrom is unpack_from(buffer, offset=0).
func structUnpackFrom(t *runtime.Thread, l *structLayout, buffer, offset runtime.Value) (runtime.Value, error) {
	data, err := readBuffer(buffer)
	if err != nil {
		return runtime.None, err
	}
	off := 0
	if isSet(offset) {
		if off, err = runtime.AsSsize(t, offset); err != nil {
			return runtime.None, err
		}
	}
	n := len(data)
	if off < 0 {
		if off+l.size > 0 {
			return runtime.None, errStruct("not enough data to unpack " + structItoa(l.size) + " bytes at offset " + structItoa(off))
		}
		if off+n < 0 {
			return runtime.None, errStruct("offset " + structItoa(off) + " out of range for " + structItoa(n) + "-byte buffer")
		}
		off += n
	}
	if n-off < l.size {
		return runtime.None, errStruct("unpack_from requires a buffer of at least " + structItoa(l.size+off) +
			" bytes for unpacking " + structItoa(l.size) + " bytes at offset " + structItoa(off) + " (actual buffer size is " + structItoa(n) + ")")
	}
	out := make([]runtime.Value, l.nitems)
	l.unpack(data[off:], out)
	return runtime.MakeObject(runtime.NewTuple(out)), nil
}

// structIterUnpack is iter_unpack(buffer).
func structIterUnpack(l *structLayout, buffer runtime.Value) (runtime.Value, error) {
	if l.size == 0 {
		return runtime.None, errStruct("cannot iteratively unpack with a struct of length 0")
	}
	data, err := readBuffer(buffer)
	if err != nil {
		return runtime.None, err
	}
	if len(data)%l.size != 0 {
		return runtime.None, errStruct("iterative unpacking requires a buffer of a multiple of " + structItoa(l.size) + " bytes")
	}
	return runtime.MakeObject(&structIter{l: l, data: data}), nil
}

// structItoa formats an int for a message.
func structItoa(n int) string { return strconv.Itoa(n) }

var (
	sigUnpackFrom       = clinicSig{name: "unpack_from", params: []string{"format", "buffer", "offset"}, posOnly: 1, maxPos: 3, required: 2}
	sigStructUnpackFrom = clinicSig{name: "unpack_from", params: []string{"buffer", "offset"}, maxPos: 2, required: 1}
	sigStructInit       = clinicSig{name: "Struct", params: []string{"format"}, maxPos: 1, required: 1}
)

func init() {
	c := structType
	c.Doc = "Struct(format)\n--\n\nCreate a compiled struct object.\n\nReturn a new Struct object which writes and reads binary data according to\nthe format string."
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return runtime.WrapNew(t, cls, structType, &structObj{}), nil
	}
	c.Slots.Init = func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) error {
		var a [1]runtime.Value
		if err := sigStructInit.bind(args, kw, a[:]); err != nil {
			return err
		}
		text, err := structFormatArg(a[0])
		if err != nil {
			return err
		}
		l, err := parseStructFormat(text)
		if err != nil {
			return err
		}
		s, _ := runtime.Payload[*structObj](self)
		s.l = l
		return nil
	}
	get := func(self runtime.Value) (*structLayout, error) {
		s, _ := runtime.Payload[*structObj](self)
		if s == nil || s.l == nil {
			return nil, runtime.Errorf(runtime.ValueError, "Struct object is not initialized")
		}
		return s.l, nil
	}
	c.AddGetter("format", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		l, err := get(self)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeStr(l.format), nil
	})
	c.AddGetter("size", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		l, err := get(self)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(l.size)), nil
	})
	c.AddMethod("pack", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		l, err := get(self)
		if err != nil {
			return runtime.None, err
		}
		if kw.Len() > 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "Struct.pack() takes no keyword arguments")
		}
		return structPack(t, l, args)
	})
	c.AddMethod("pack_into", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		l, err := get(self)
		if err != nil {
			return runtime.None, err
		}
		if kw.Len() > 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "Struct.pack_into() takes no keyword arguments")
		}
		return structPackInto(t, l, args)
	})
	c.AddMethod("unpack", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		l, err := get(self)
		if err != nil {
			return runtime.None, err
		}
		if err := oneArgClinic("Struct.unpack", args, kw); err != nil {
			return runtime.None, err
		}
		return structUnpack(l, args[0])
	})
	c.AddMethod("unpack_from", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		l, err := get(self)
		if err != nil {
			return runtime.None, err
		}
		var a [2]runtime.Value
		if err := sigStructUnpackFrom.bind(args, kw, a[:]); err != nil {
			return runtime.None, err
		}
		return structUnpackFrom(t, l, a[0], a[1])
	})
	c.AddMethod("iter_unpack", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		l, err := get(self)
		if err != nil {
			return runtime.None, err
		}
		if err := oneArgClinic("Struct.iter_unpack", args, kw); err != nil {
			return runtime.None, err
		}
		return structIterUnpack(l, args[0])
	})
	c.Finish()

	it := structIterType
	it.Slots.Iter = func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) { return self, nil }
	it.Slots.Next = func(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
		s, _ := runtime.Payload[*structIter](self)
		if s.off+s.l.size > len(s.data) || s.l.size == 0 {
			return runtime.None, false, nil
		}
		out := make([]runtime.Value, s.l.nitems)
		s.l.unpack(s.data[s.off:], out)
		s.off += s.l.size
		return runtime.MakeObject(runtime.NewTuple(out)), true, nil
	}
	it.AddMethod("__length_hint__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		s, _ := runtime.Payload[*structIter](self)
		return runtime.MakeInt(int64((len(s.data) - s.off) / s.l.size)), nil
	})
	it.Finish()
}

func initStruct(r *Run, m *runtime.Module) error {
	d := m.Dict
	d.SetStr("__doc__", runtime.MakeStr("Functions to convert between Python values and C structs.\nPython bytes objects are used to hold the data representing the C struct\nand also as format strings (explained below) to describe the layout of data\nin the C struct.\n"))
	d.SetStr("error", runtime.MakeObject(structError))
	d.SetStr("Struct", runtime.MakeObject(structType))
	all := []runtime.Value{}
	for _, n := range []string{"calcsize", "pack", "pack_into", "unpack", "unpack_from", "iter_unpack", "Struct", "error"} {
		all = append(all, runtime.MakeStr(n))
	}
	d.SetStr("__all__", runtime.MakeObject(runtime.NewList(all)))
	cache := structCache{}
	fn := func(name string, f runtime.BuiltinFunc) {
		d.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_struct", name, f)))
	}
	fn("_clearcache", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		clear(cache)
		return runtime.None, nil
	})
	fn("calcsize", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := oneArgClinic("_struct.calcsize", args, kw); err != nil {
			return runtime.None, err
		}
		l, err := cache.layout(args[0])
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(l.size)), nil
	})
	fn("pack", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) == 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "missing format argument")
		}
		if kw.Len() > 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "_struct.pack() takes no keyword arguments")
		}
		l, err := cache.layout(args[0])
		if err != nil {
			return runtime.None, err
		}
		return structPack(t, l, args[1:])
	})
	fn("pack_into", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) == 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "missing format argument")
		}
		if kw.Len() > 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "_struct.pack_into() takes no keyword arguments")
		}
		l, err := cache.layout(args[0])
		if err != nil {
			return runtime.None, err
		}
		return structPackInto(t, l, args[1:])
	})
	fn("unpack", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var f, b runtime.Value
		if err := positionalClinic("_struct.unpack", args, kw, 2, &f, &b); err != nil {
			return runtime.None, err
		}
		l, err := cache.layout(f)
		if err != nil {
			return runtime.None, err
		}
		return structUnpack(l, b)
	})
	fn("unpack_from", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var a [3]runtime.Value
		if err := sigUnpackFrom.bind(args, kw, a[:]); err != nil {
			return runtime.None, err
		}
		l, err := cache.layout(a[0])
		if err != nil {
			return runtime.None, err
		}
		return structUnpackFrom(t, l, a[1], a[2])
	})
	fn("iter_unpack", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var f, b runtime.Value
		if err := positionalClinic("_struct.iter_unpack", args, kw, 2, &f, &b); err != nil {
			return runtime.None, err
		}
		l, err := cache.layout(f)
		if err != nil {
			return runtime.None, err
		}
		return structIterUnpack(l, b)
	})
	return nil
}
