// This file defines _json, the Go engine behind the json package. The
// package itself (py/json.py, json.encoder, json.decoder, json.scanner) is
// written in Python, so that JSONEncoder and JSONDecoder are ordinary
// classes that programs subclass and that call the overridden methods
// where CPython's do; every byte of encoding and decoding happens here, in
// Go, over pyex's values directly. The names CPython's own _json exports
// (encode_basestring, encode_basestring_ascii, scanstring) are here too.
//
// Errors of the decoder are raised as json.decoder.JSONDecodeError, looked
// up in the run's json.decoder module when one happens, as CPython's C
// scanner does.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_json", initJSON) }

func initJSON(r *Run, m *runtime.Module) error {
	fn := func(name string, f runtime.BuiltinFunc) {
		m.Dict.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_json", name, f)))
	}
	m.Dict.SetStr("__doc__", runtime.MakeStr("json speedups\n"))
	fn("encode_basestring_ascii", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return jsonBasestring(t, "encode_basestring_ascii", args, kw, true)
	})
	fn("encode_basestring", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return jsonBasestring(t, "encode_basestring", args, kw, false)
	})
	fn("scanstring", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return r.jsonScanstring(t, args, kw)
	})
	fn("encode", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return jsonEncode(t, args, kw, false)
	})
	fn("iterencode", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return jsonEncode(t, args, kw, true)
	})
	fn("loads", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return r.jsonLoads(t, args, kw)
	})
	fn("decode", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return r.jsonDecode(t, args, kw, jsonWhole)
	})
	fn("raw_decode", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return r.jsonDecode(t, args, kw, jsonRaw)
	})
	fn("skip_space", jsonSkipSpace)
	fn("scan_once", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return r.jsonDecode(t, args, kw, jsonScanOnce)
	})
	return nil
}

// jsonBasestring is encode_basestring(_ascii)(s).
func jsonBasestring(t *runtime.Thread, name string, args []runtime.Value, kw *runtime.KwArgs, ascii bool) (runtime.Value, error) {
	if kw.Len() > 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "%s() takes no keyword arguments", name)
	}
	if len(args) != 1 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "%s() takes exactly one argument (%d given)", name, len(args))
	}
	s, ok := runtime.AsStr(args[0])
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "first argument must be a string, not %s", args[0].TypeName())
	}
	return jsonResult(t, appendJSONString(make([]byte, 0, len(s)+2), s, ascii))
}

// jsonResult returns buf as a new str, charging the thread for it: its
// memory, and one step per 64 bytes of text made.
func jsonResult(t *runtime.Thread, buf []byte) (runtime.Value, error) {
	if err := t.Charge(int64(len(buf))); err != nil {
		return runtime.None, err
	}
	if err := t.Step(int64(len(buf) / 64)); err != nil {
		return runtime.None, err
	}
	return runtime.MakeStr(string(buf)), nil
}

// jsonEncode is encode(o, skipkeys, ensure_ascii, check_circular,
// allow_nan, indent, key_separator, item_separator, sort_keys, default)
// and, chunked, iterencode with the same arguments, which returns the
// chunks CPython's generator would yield and the exception it would raise
// after them (or None).
func jsonEncode(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs, chunked bool) (runtime.Value, error) {
	var o, skipkeys, ascii, circular, allowNaN, indent, keySep, itemSep, sortKeys, dflt runtime.Value
	name := "encode"
	if chunked {
		name = "iterencode"
	}
	if err := runtime.UnpackPositional(name, args, kw, 10, &o, &skipkeys, &ascii, &circular, &allowNaN,
		&indent, &keySep, &itemSep, &sortKeys, &dflt); err != nil {
		return runtime.None, err
	}
	e := &jsonEncoder{t: t, chunked: chunked, dflt: dflt, generator: chunked || !indent.IsNone()}
	e.buf = e.scratch[:0]
	e.frames = 4
	if e.generator {
		e.frames = 3
	}
	var err error
	for _, f := range []struct {
		v   runtime.Value
		dst *bool
	}{{skipkeys, &e.skipkeys}, {ascii, &e.ascii}, {circular, &e.circular}, {allowNaN, &e.allowNaN}, {sortKeys, &e.sortKeys}} {
		if *f.dst, err = runtime.Truth(t, f.v); err != nil {
			return runtime.None, err
		}
	}
	var ok bool
	if e.keySep, ok = runtime.AsStr(keySep); !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "make_encoder() argument 5 must be str, not %s", keySep.TypeName())
	}
	if e.itemSep, ok = runtime.AsStr(itemSep); !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "make_encoder() argument 6 must be str, not %s", itemSep.TypeName())
	}
	if !indent.IsNone() {
		e.pretty = true
		if s, ok := runtime.AsStr(indent); ok {
			e.indent = s
		} else {
			r, err := runtime.Binary(t, runtime.OpMul, runtime.MakeStr(" "), indent)
			if err != nil {
				return runtime.None, err
			}
			e.indent, _ = runtime.AsStr(r)
		}
	}
	err = e.top(o)
	if !chunked {
		if err != nil {
			return runtime.None, err
		}
		return jsonResult(t, e.buf)
	}
	if err := t.Charge(int64(len(e.buf) + 16*len(e.cuts))); err != nil {
		return runtime.None, err
	}
	chunks := make([]runtime.Value, len(e.cuts))
	prev := 0
	for i, c := range e.cuts {
		chunks[i] = runtime.MakeStr(string(e.buf[prev:c]))
		prev = c
	}
	exc := runtime.None
	if err != nil {
		exc = runtime.MakeObject(runtime.ExceptionOf(err))
	}
	return runtime.MakeTuple(runtime.MakeObject(runtime.NewList(chunks)), exc), nil
}

// jsonDecodeError returns err as the exception to raise: a scanner error
// becomes json.decoder.JSONDecodeError(msg, doc, pos) with pos in code
// points; any other error is returned as it is.
func (r *Run) jsonDecodeError(t *runtime.Thread, err error, doc runtime.Value, s string) error {
	se, ok := err.(*jsonSyntaxError)
	if !ok {
		return err
	}
	return r.newJSONDecodeError(t, se.msg, doc, jsonCPIndex(s, se.pos))
}

// newJSONDecodeError makes a JSONDecodeError(msg, doc, pos).
func (r *Run) newJSONDecodeError(t *runtime.Thread, msg string, doc runtime.Value, pos int) error {
	m, err := r.VM.Import("json.decoder")
	if err != nil {
		return err
	}
	cls, err := runtime.GetAttr(t, m, "JSONDecodeError")
	if err != nil {
		return err
	}
	exc, err := runtime.Call(t, cls, []runtime.Value{runtime.MakeStr(msg), doc, runtime.MakeInt(int64(pos))}, nil)
	if err != nil {
		return err
	}
	if e, ok := exc.Object().(*runtime.Exception); ok {
		return e
	}
	return runtime.Errorf(runtime.TypeError, "exceptions must derive from BaseException")
}

// The ways of decoding: a whole document (JSONDecoder.decode), one value
// from an index (raw_decode), and the scanner's call (scan_once), which
// raises StopIteration(idx) where raw_decode says "Expecting value".
const (
	jsonWhole = iota
	jsonRaw
	jsonScanOnce
)

// jsonLoads is loads(s) with every option at its default: the fast path of
// json.loads.
func (r *Run) jsonLoads(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var doc runtime.Value
	if err := runtime.UnpackPositional("loads", args, kw, 1, &doc); err != nil {
		return runtime.None, err
	}
	s, ok := runtime.AsStr(doc)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "the JSON object must be str, bytes or bytearray, not %s", doc.TypeName())
	}
	if len(s) >= 3 && s[:3] == "\ufeff" {
		return runtime.None, r.newJSONDecodeError(t, "Unexpected UTF-8 BOM (decode using utf-8-sig)", doc, 0)
	}
	d := &jsonDecoder{t: t, s: s, strict: true, objectHook: runtime.None, pairsHook: runtime.None,
		parseFloat: runtime.None, parseInt: runtime.None, parseConstant: runtime.None}
	d.stack = d.stackBuf[:0]
	d.frames = 3
	v, err := d.whole()
	if err != nil {
		return runtime.None, r.jsonDecodeError(t, err, doc, s)
	}
	return v, nil
}

// whole decodes the whole document: whitespace, a value, whitespace.
func (d *jsonDecoder) whole() (runtime.Value, error) {
	if err := d.t.Step(int64(len(d.s) / 64)); err != nil {
		return runtime.None, err
	}
	v, end, err := d.value(d.skipSpace(0))
	if err != nil {
		return runtime.None, err
	}
	if end = d.skipSpace(end); end != len(d.s) {
		return runtime.None, jsonSyntax("Extra data", end)
	}
	return v, d.t.Step(d.steps)
}

// jsonDecode is decode(s, strict, object_hook, object_pairs_hook,
// parse_float, parse_int, parse_constant) and, with the index before the
// options, raw_decode(s, idx, ...) and scan_once(s, idx, ...), which
// return (value, end).
func (r *Run) jsonDecode(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs, mode int) (runtime.Value, error) {
	var doc, idx, strict runtime.Value
	d := &jsonDecoder{t: t}
	vars := []*runtime.Value{&doc, &idx, &strict, &d.objectHook, &d.pairsHook, &d.parseFloat, &d.parseInt, &d.parseConstant}
	names := [...]string{"decode", "raw_decode", "scan_once"}
	if mode == jsonWhole {
		vars = append(vars[:1], vars[2:]...)
	}
	if err := runtime.UnpackPositional(names[mode], args, kw, len(vars), vars...); err != nil {
		return runtime.None, err
	}
	s, ok := runtime.AsStr(doc)
	if !ok {
		if mode == jsonWhole {
			// CPython's decode first matches its whitespace pattern.
			return runtime.None, runtime.Errorf(runtime.TypeError, "expected string or bytes-like object, got '%s'", doc.TypeName())
		}
		return runtime.None, runtime.Errorf(runtime.TypeError, "first argument must be a string, not %s", doc.TypeName())
	}
	d.s = s
	d.stack = d.stackBuf[:0]
	d.frames = [...]int{jsonWhole: 2, jsonRaw: 1, jsonScanOnce: 0}[mode]
	var err error
	if d.strict, err = runtime.Truth(t, strict); err != nil {
		return runtime.None, err
	}
	if d.parseFloat.Is(runtime.MakeObject(runtime.FloatType)) {
		d.parseFloat = runtime.None
	}
	if d.parseInt.Is(runtime.MakeObject(runtime.IntType)) {
		d.parseInt = runtime.None
	}
	if mode == jsonWhole {
		v, err := d.whole()
		if err != nil {
			return runtime.None, r.jsonDecodeError(t, err, doc, s)
		}
		return v, nil
	}
	start, err := runtime.AsSsize(t, idx)
	if err != nil {
		return runtime.None, err
	}
	if start < 0 {
		if mode == jsonScanOnce {
			return runtime.None, runtime.Errorf(runtime.ValueError, "idx cannot be negative")
		}
		return runtime.None, r.newJSONDecodeError(t, "Expecting value", doc, start)
	}
	if start >= jsonCPIndex(s, len(s)) {
		if mode == jsonScanOnce {
			return runtime.None, runtime.NewException(runtime.StopIterationType, runtime.MakeInt(int64(start)))
		}
		return runtime.None, r.newJSONDecodeError(t, "Expecting value", doc, start)
	}
	off := jsonByteOffset(s, start)
	v, end, err := d.value(off)
	if err != nil {
		if se, ok := err.(*jsonSyntaxError); ok && se.msg == "Expecting value" && mode == jsonScanOnce {
			return runtime.None, runtime.NewException(runtime.StopIterationType, runtime.MakeInt(int64(jsonCPIndex(s, se.pos))))
		}
		return runtime.None, r.jsonDecodeError(t, err, doc, s)
	}
	if err := t.Step(d.steps + int64(end-off)/64); err != nil {
		return runtime.None, err
	}
	return runtime.MakeTuple(v, runtime.MakeInt(int64(start+jsonCPIndex(s[off:], end-off)))), nil
}

// jsonScanstring is scanstring(s, end, strict=True): the string whose
// opening quote is just before index end, and the index after it.
func (r *Run) jsonScanstring(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var doc, endV runtime.Value
	strict := runtime.True
	if err := runtime.UnpackPositional("scanstring", args, kw, 2, &doc, &endV, &strict); err != nil {
		return runtime.None, err
	}
	s, ok := runtime.AsStr(doc)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "first argument must be a string, not %s", doc.TypeName())
	}
	end, err := runtime.AsSsize(t, endV)
	if err != nil {
		return runtime.None, err
	}
	st, err := runtime.Truth(t, strict)
	if err != nil {
		return runtime.None, err
	}
	if end < 0 || end > jsonCPIndex(s, len(s)) {
		return runtime.None, runtime.Errorf(runtime.ValueError, "end is out of bounds")
	}
	off := jsonByteOffset(s, end)
	str, next, err := scanJSONString(s, off, st)
	if err != nil {
		return runtime.None, r.jsonDecodeError(t, err, doc, s)
	}
	return runtime.MakeTuple(runtime.MakeStr(str), runtime.MakeInt(int64(end+jsonCPIndex(s[off:], next-off)))), nil
}

// jsonSkipSpace is skip_space(s, idx): the index of the first character at
// or after idx that is not JSON whitespace (what CPython's decode finds
// with its WHITESPACE pattern).
func jsonSkipSpace(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var doc, idxV runtime.Value
	if err := runtime.UnpackPositional("skip_space", args, kw, 2, &doc, &idxV); err != nil {
		return runtime.None, err
	}
	s, ok := runtime.AsStr(doc)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "expected string or bytes-like object, got '%s'", doc.TypeName())
	}
	idx, err := runtime.AsSsize(t, idxV)
	if err != nil {
		return runtime.None, err
	}
	off := jsonByteOffset(s, idx)
	n := idx
	for off < len(s) && isJSONSpace(s[off]) {
		off++
		n++
	}
	return runtime.MakeInt(int64(n)), nil
}
