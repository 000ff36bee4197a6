// This file defines the zlib module in Go: one-shot compress and
// decompress, the streaming Compress and Decompress objects, the
// checksums and the constants. See zlib_deflate.go and zlib_inflate.go
// for how the containers wrap Go's compress/flate.

package stdlib

import (
	"hash/crc32"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("zlib", initZlib) }

// zlibCompressor is a zlib.Compress object.
type zlibCompressor struct {
	runtime.Identity
	d     *deflater
	wbits int // as given, for copies
}

// Type returns zlib.Compress.
func (*zlibCompressor) Type() *runtime.Type { return zlibCompressType }

// zlibDecompressor is a zlib.Decompress object: its input so far, how much
// output it has returned, and what the last pass found.
type zlibDecompressor struct {
	runtime.Identity
	wbits      int
	zdict      []byte
	in         []byte
	outDone    int
	eof        bool
	unused     []byte
	unconsumed []byte
}

// Type returns zlib.Decompress.
func (*zlibDecompressor) Type() *runtime.Type { return zlibDecompressType }

var (
	zlibCompressType   = runtime.NewNativeType("Compress", "zlib", nil, false)
	zlibDecompressType = runtime.NewNativeType("Decompress", "zlib", nil, false)
)

var zlibConstants = []struct {
	name string
	v    int64
}{
	{"MAX_WBITS", 15}, {"DEFLATED", 8}, {"DEF_MEM_LEVEL", 8}, {"DEF_BUF_SIZE", 16384},
	{"Z_NO_COMPRESSION", 0}, {"Z_BEST_SPEED", 1}, {"Z_BEST_COMPRESSION", 9}, {"Z_DEFAULT_COMPRESSION", -1},
	{"Z_FILTERED", 1}, {"Z_HUFFMAN_ONLY", 2}, {"Z_RLE", 3}, {"Z_FIXED", 4}, {"Z_DEFAULT_STRATEGY", 0},
	{"Z_NO_FLUSH", 0}, {"Z_PARTIAL_FLUSH", 1}, {"Z_SYNC_FLUSH", 2}, {"Z_FULL_FLUSH", 3}, {"Z_FINISH", 4},
	{"Z_BLOCK", 5}, {"Z_TREES", 6},
}

var (
	sigZlibCompress      = clinicSig{name: "compress", params: []string{"data", "level", "wbits"}, posOnly: 1, maxPos: 3, required: 1}
	sigZlibDecompress    = clinicSig{name: "decompress", params: []string{"data", "wbits", "bufsize"}, posOnly: 1, maxPos: 3, required: 1}
	sigZlibCompressobj   = clinicSig{name: "compressobj", params: []string{"level", "method", "wbits", "memLevel", "strategy", "zdict"}, maxPos: 6}
	sigZlibDecompressobj = clinicSig{name: "decompressobj", params: []string{"wbits", "zdict"}, maxPos: 2}
	sigDecompDecompress  = clinicSig{name: "decompress", params: []string{"data", "max_length"}, posOnly: 1, maxPos: 2, required: 1}
)

// intDefault returns an optional int argument.
func intDefault(t *runtime.Thread, v runtime.Value, def int) (int, error) {
	if !isSet(v) {
		return def, nil
	}
	return runtime.AsSsize(t, v)
}

func initZlib(r *Run, m *runtime.Module) error {
	d := m.Dict
	d.SetStr("__doc__", runtime.MakeStr("The functions in this module allow compression and decompression using the\nzlib library, which is based on GNU zip.\n"))
	d.SetStr("error", runtime.MakeObject(zlibError))
	for _, c := range zlibConstants {
		d.SetStr(c.name, runtime.MakeInt(c.v))
	}
	d.SetStr("ZLIB_VERSION", runtime.MakeStr("1.2.13"))
	d.SetStr("ZLIB_RUNTIME_VERSION", runtime.MakeStr("1.2.13"))
	fn := func(name string, f runtime.BuiltinFunc) {
		d.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("zlib", name, f)))
	}
	fn("crc32", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var data, start runtime.Value = runtime.None, runtime.MakeInt(0)
		if err := positionalClinic("zlib.crc32", args, kw, 1, &data, &start); err != nil {
			return runtime.None, err
		}
		b, err := bufferArg(data)
		if err != nil {
			return runtime.None, err
		}
		c, err := uint32Mask(t, start)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(crc32.Update(c, crc32.IEEETable, []byte(b)))), nil
	})
	fn("adler32", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var data, start runtime.Value = runtime.None, runtime.MakeInt(1)
		if err := positionalClinic("zlib.adler32", args, kw, 1, &data, &start); err != nil {
			return runtime.None, err
		}
		b, err := bufferArg(data)
		if err != nil {
			return runtime.None, err
		}
		c, err := uint32Mask(t, start)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(adler32Update(c, []byte(b)))), nil
	})
	fn("compress", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var a [3]runtime.Value
		if err := sigZlibCompress.bind(args, kw, a[:]); err != nil {
			return runtime.None, err
		}
		data, err := bufferArg(a[0])
		if err != nil {
			return runtime.None, err
		}
		level, err := intDefault(t, a[1], -1)
		if err != nil {
			return runtime.None, err
		}
		wbits, err := intDefault(t, a[2], 15)
		if err != nil {
			return runtime.None, err
		}
		if _, _, ok := deflateMode(wbits); !ok || level < -1 || level > 9 {
			return runtime.None, errZlib("Bad compression level")
		}
		if err := t.Step(int64(len(data) / 256)); err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(string(deflateAll([]byte(data), level, wbits))), nil
	})
	fn("decompress", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var a [3]runtime.Value
		if err := sigZlibDecompress.bind(args, kw, a[:]); err != nil {
			return runtime.None, err
		}
		data, err := bufferArg(a[0])
		if err != nil {
			return runtime.None, err
		}
		wbits, err := intDefault(t, a[1], 15)
		if err != nil {
			return runtime.None, err
		}
		bufsize, err := intDefault(t, a[2], 16384)
		if err != nil {
			return runtime.None, err
		}
		if bufsize < 0 {
			return runtime.None, runtime.Errorf(runtime.ValueError, "bufsize must be non-negative")
		}
		if _, _, ok := inflateMode(wbits); !ok {
			return runtime.None, errZlib("Error -2 while preparing to decompress data: inconsistent stream state")
		}
		res := inflate([]byte(data), wbits, nil, -1)
		if res.code != 0 || !res.done {
			if res.code == 0 {
				res.code = -5
			}
			return runtime.None, inflateError(res, "decompressing data")
		}
		if err := t.Step(int64(len(res.out) / 256)); err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(string(res.out)), nil
	})
	fn("compressobj", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var a [6]runtime.Value
		if err := sigZlibCompressobj.bind(args, kw, a[:]); err != nil {
			return runtime.None, err
		}
		var p [5]int
		defs := [5]int{-1, 8, 15, 8, 0}
		for i := range p {
			var err error
			if p[i], err = intDefault(t, a[i], defs[i]); err != nil {
				return runtime.None, err
			}
		}
		level, method, wbits, memLevel, strategy := p[0], p[1], p[2], p[3], p[4]
		var zdict []byte
		if isSet(a[5]) && !a[5].IsNone() {
			b, err := bufferArg(a[5])
			if err != nil {
				return runtime.None, err
			}
			zdict = []byte(b)
		}
		_, _, ok := deflateMode(wbits)
		if !ok || level < -1 || level > 9 || method != 8 || memLevel < 1 || memLevel > 9 || strategy < 0 || strategy > 4 {
			return runtime.None, runtime.Errorf(runtime.ValueError, "Invalid initialization option")
		}
		return runtime.MakeObject(&zlibCompressor{d: newDeflater(level, wbits, strategy, zdict), wbits: wbits}), nil
	})
	fn("decompressobj", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var a [2]runtime.Value
		if err := sigZlibDecompressobj.bind(args, kw, a[:]); err != nil {
			return runtime.None, err
		}
		wbits, err := intDefault(t, a[0], 15)
		if err != nil {
			return runtime.None, err
		}
		o := &zlibDecompressor{wbits: wbits}
		if isSet(a[1]) {
			b, err := bufferArg(a[1])
			if err != nil {
				return runtime.None, err
			}
			o.zdict = []byte(b)
		}
		if _, _, ok := inflateMode(wbits); !ok {
			return runtime.None, runtime.Errorf(runtime.ValueError, "Invalid initialization option")
		}
		return runtime.MakeObject(o), nil
	})
	return nil
}

// step decodes what the object holds plus data, returning the new output.
// limit caps the new output (0: none); finish decodes everything held.
func (o *zlibDecompressor) step(t *runtime.Thread, data []byte, limit int, while string) ([]byte, error) {
	if o.eof {
		o.unused = append(o.unused, data...)
		return nil, nil
	}
	o.in = append(o.in[:len(o.in):len(o.in)], data...)
	lim := -1
	if limit > 0 {
		lim = o.outDone + limit
	}
	res := inflate(o.in, o.wbits, o.zdict, lim)
	if res.code != 0 && res.code != -5 {
		return nil, inflateError(res, while)
	}
	if err := t.Step(int64(len(res.out) / 256)); err != nil {
		return nil, err
	}
	var out []byte
	if len(res.out) > o.outDone {
		out = res.out[o.outDone:]
	}
	o.outDone += len(out)
	o.unconsumed = nil
	switch {
	case res.done:
		o.eof = true
		o.unused = append([]byte(nil), o.in[res.consumed:]...)
		o.in = nil
	case res.limited:
		o.unconsumed = append([]byte(nil), o.in[res.consumed:]...)
		o.in = o.in[:res.consumed]
	}
	return out, nil
}

func init() {
	c := zlibCompressType
	comp := func(v runtime.Value) *zlibCompressor { o, _ := runtime.Payload[*zlibCompressor](v); return o }
	c.AddMethod("compress", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := oneArgClinic("Compress.compress", args, kw); err != nil {
			return runtime.None, err
		}
		data, err := bufferArg(args[0])
		if err != nil {
			return runtime.None, err
		}
		o := comp(self)
		if o.d.finished {
			return runtime.None, errZlib("Error -2 while compressing data: inconsistent stream state")
		}
		if err := t.Step(int64(len(data) / 256)); err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(string(o.d.write([]byte(data)))), nil
	})
	c.AddMethod("flush", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		mode := runtime.MakeInt(4)
		if err := positionalClinic("Compress.flush", args, kw, 0, &mode); err != nil {
			return runtime.None, err
		}
		n, err := runtime.AsSsize(t, mode)
		if err != nil {
			return runtime.None, err
		}
		o := comp(self)
		if n == 0 {
			return runtime.MakeBytes(""), nil
		}
		if o.d.finished {
			return runtime.None, errZlib("Error -2 while flushing: inconsistent stream state")
		}
		return runtime.MakeBytes(string(o.d.flush(n == 4))), nil
	})
	c.AddMethod("copy", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := noArgsClinic("Compress.copy", args, kw); err != nil {
			return runtime.None, err
		}
		o := comp(self)
		if o.d.finished {
			return runtime.None, runtime.Errorf(runtime.ValueError, "Inconsistent stream state")
		}
		d, ok := o.d.clone(o.wbits)
		if !ok {
			return runtime.None, runtime.Errorf(runtime.ValueError, "Inconsistent stream state")
		}
		return runtime.MakeObject(&zlibCompressor{d: d, wbits: o.wbits}), nil
	})
	c.Finish()

	dt := zlibDecompressType
	dec := func(v runtime.Value) *zlibDecompressor { o, _ := runtime.Payload[*zlibDecompressor](v); return o }
	dt.AddMethod("decompress", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var a [2]runtime.Value
		if err := sigDecompDecompress.bind(args, kw, a[:]); err != nil {
			return runtime.None, err
		}
		data, err := bufferArg(a[0])
		if err != nil {
			return runtime.None, err
		}
		limit, err := intDefault(t, a[1], 0)
		if err != nil {
			return runtime.None, err
		}
		if limit < 0 {
			return runtime.None, runtime.Errorf(runtime.ValueError, "max_length must be non-negative")
		}
		out, err := dec(self).step(t, []byte(data), limit, "decompressing data")
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(string(out)), nil
	})
	dt.AddMethod("flush", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		length := runtime.MakeInt(16384)
		if err := positionalClinic("Decompress.flush", args, kw, 0, &length); err != nil {
			return runtime.None, err
		}
		n, err := runtime.AsSsize(t, length)
		if err != nil {
			return runtime.None, err
		}
		if n <= 0 {
			return runtime.None, runtime.Errorf(runtime.ValueError, "length must be greater than zero")
		}
		o := dec(self)
		tail := o.unconsumed
		o.unconsumed = nil
		out, err := o.step(t, tail, 0, "flushing")
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(string(out)), nil
	})
	dt.AddMethod("copy", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := noArgsClinic("Decompress.copy", args, kw); err != nil {
			return runtime.None, err
		}
		o := *dec(self)
		c := &zlibDecompressor{wbits: o.wbits, zdict: o.zdict, in: append([]byte(nil), o.in...), outDone: o.outDone,
			eof: o.eof, unused: append([]byte(nil), o.unused...), unconsumed: append([]byte(nil), o.unconsumed...)}
		return runtime.MakeObject(c), nil
	})
	dt.AddGetter("unused_data", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		return runtime.MakeBytes(string(dec(self).unused)), nil
	})
	dt.AddGetter("unconsumed_tail", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		return runtime.MakeBytes(string(dec(self).unconsumed)), nil
	})
	dt.AddGetter("eof", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		return runtime.MakeBool(dec(self).eof), nil
	})
	dt.Finish()
}
