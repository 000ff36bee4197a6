package stdlib

import (
	"math/big"
	"time"

	"github.com/pyexgo/pyex/runtime"
)

// This file defines _pyex_trace, the private Go helper under Python's
// opentelemetry.trace (stdlib/py/opentelemetry.trace.py): thin functions
// over the run's Tracer (Config.Tracer), on span handles (ints; 0 is "no
// recorded span"). The Python module owns the API's signatures and
// classes; this helper only converts values and reaches the ledger. With
// no Tracer handed in, every span is a non-recording one: the program
// runs the same, and nothing is recorded.

func init() { register("_pyex_trace", initPyexTrace) }

func initPyexTrace(r *Run, m *runtime.Module) error {
	tr := r.Config.Tracer
	fn := func(name string, f runtime.BuiltinFunc) {
		m.Dict.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_pyex_trace", name, f)))
	}
	fn("enabled", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return runtime.MakeBool(tr != nil), nil
	})
	// start(scope, name, kind, parent, attributes, start_time) -> handle
	fn("start", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var scope, name, kind, parent, attrs, at runtime.Value
		if err := runtime.UnpackPositional("start", args, kw, 6, &scope, &name, &kind, &parent, &attrs, &at); err != nil {
			return runtime.None, err
		}
		if tr == nil {
			return runtime.MakeInt(0), nil
		}
		sc, _ := runtime.AsStr(scope)
		n, err := spanName(name)
		if err != nil {
			return runtime.None, err
		}
		a, err := spanAttrs(t, attrs)
		if err != nil {
			return runtime.None, err
		}
		when, err := spanTime(at)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(tr.Start(sc, n, SpanKind(handleArg(kind)), handleArg(parent), a, when))), nil
	})
	// end(handle, end_time)
	fn("end", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var h, at runtime.Value
		if err := runtime.UnpackPositional("end", args, kw, 2, &h, &at); err != nil {
			return runtime.None, err
		}
		when, err := spanTime(at)
		if err != nil {
			return runtime.None, err
		}
		if tr != nil {
			tr.End(handleArg(h), when)
		}
		return runtime.None, nil
	})
	// set_attributes(handle, dict)
	fn("set_attributes", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var h, attrs runtime.Value
		if err := runtime.UnpackPositional("set_attributes", args, kw, 2, &h, &attrs); err != nil {
			return runtime.None, err
		}
		if tr == nil || !tr.Recording(handleArg(h)) {
			return runtime.None, nil
		}
		a, err := spanAttrs(t, attrs)
		if err != nil {
			return runtime.None, err
		}
		tr.SetAttributes(handleArg(h), a)
		return runtime.None, nil
	})
	// add_event(handle, name, attributes, timestamp)
	fn("add_event", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var h, name, attrs, at runtime.Value
		if err := runtime.UnpackPositional("add_event", args, kw, 4, &h, &name, &attrs, &at); err != nil {
			return runtime.None, err
		}
		if tr == nil || !tr.Recording(handleArg(h)) {
			return runtime.None, nil
		}
		n, err := spanName(name)
		if err != nil {
			return runtime.None, err
		}
		a, err := spanAttrs(t, attrs)
		if err != nil {
			return runtime.None, err
		}
		when, err := spanTime(at)
		if err != nil {
			return runtime.None, err
		}
		tr.AddEvent(handleArg(h), n, a, when)
		return runtime.None, nil
	})
	// set_status(handle, code, description)
	fn("set_status", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var h, code, desc runtime.Value
		if err := runtime.UnpackPositional("set_status", args, kw, 3, &h, &code, &desc); err != nil {
			return runtime.None, err
		}
		if tr != nil {
			d, _ := runtime.AsStr(desc)
			tr.SetStatus(handleArg(h), SpanStatus(handleArg(code)), d)
		}
		return runtime.None, nil
	})
	// rename(handle, name)
	fn("rename", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var h, name runtime.Value
		if err := runtime.UnpackPositional("rename", args, kw, 2, &h, &name); err != nil {
			return runtime.None, err
		}
		n, err := spanName(name)
		if err != nil {
			return runtime.None, err
		}
		if tr != nil {
			tr.Rename(handleArg(h), n)
		}
		return runtime.None, nil
	})
	// recording(handle) -> bool
	fn("recording", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var h runtime.Value
		if err := runtime.UnpackPositional("recording", args, kw, 1, &h); err != nil {
			return runtime.None, err
		}
		return runtime.MakeBool(tr != nil && tr.Recording(handleArg(h))), nil
	})
	// ids(handle) -> (trace_id, span_id)
	fn("ids", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var h runtime.Value
		if err := runtime.UnpackPositional("ids", args, kw, 1, &h); err != nil {
			return runtime.None, err
		}
		var tid [16]byte
		var sid [8]byte
		if tr != nil {
			tid, sid = tr.IDs(handleArg(h))
		}
		return runtime.MakeTuple(bytesInt(tid[:]), bytesInt(sid[:])), nil
	})
	// current() -> handle
	fn("current", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("current", args, kw, 0); err != nil {
			return runtime.None, err
		}
		if tr == nil {
			return runtime.MakeInt(0), nil
		}
		return runtime.MakeInt(int64(tr.Current())), nil
	})
	for _, name := range []string{"push", "pop"} {
		push := name == "push"
		fn(name, func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			var h runtime.Value
			if err := runtime.UnpackPositional(name, args, kw, 1, &h); err != nil {
				return runtime.None, err
			}
			if tr != nil && handleArg(h) > 0 {
				if push {
					tr.Push(handleArg(h))
				} else {
					tr.Pop(handleArg(h))
				}
			}
			return runtime.None, nil
		})
	}
	return nil
}

// handleArg reads a small int argument (a handle, a kind, a code); the
// Python module only passes ints, anything else reads as 0.
func handleArg(v runtime.Value) int {
	if i, ok := runtime.AsInt(v); ok {
		if n, ok := i.Int64(); ok && n >= -1<<31 && n < 1<<31 {
			return int(n)
		}
	}
	return 0
}

// bytesInt returns the int whose big-endian bytes are b.
func bytesInt(b []byte) runtime.Value {
	return runtime.MakeIntValue(runtime.IntFromBig(new(big.Int).SetBytes(b)))
}

// spanName reads a span or event name: str, as the API documents.
func spanName(v runtime.Value) (string, error) {
	if s, ok := runtime.AsStr(v); ok {
		return s, nil
	}
	return "", runtime.Errorf(runtime.TypeError, "span name must be str, not %s", v.TypeName())
}

// spanTime reads a timestamp in nanoseconds since the epoch; None is
// "now on the run's clock" (the zero time.Time).
func spanTime(v runtime.Value) (time.Time, error) {
	if v.IsNone() {
		return time.Time{}, nil
	}
	i, ok := runtime.AsInt(v)
	if !ok || v.IsBool() {
		return time.Time{}, runtime.Errorf(runtime.TypeError, "timestamp must be an int of nanoseconds, not %s", v.TypeName())
	}
	n, ok := i.Int64()
	if !ok {
		return time.Time{}, runtime.Errorf(runtime.OverflowError, "timestamp out of range")
	}
	return time.Unix(0, n).UTC(), nil
}

// spanAttrs converts a dict (or None) of attributes. Values of types
// OpenTelemetry does not allow (None, other objects, mixed or nested
// sequences, ints beyond 64 bits) are skipped, as the Python SDK skips
// them with a warning; keys that are not str are skipped too.
func spanAttrs(t *runtime.Thread, v runtime.Value) ([]SpanAttr, error) {
	if v.IsNone() {
		return nil, nil
	}
	d, ok := v.Object().(*runtime.Dict)
	if !ok {
		items, err := runtime.CallMethod(t, v, "items", nil, nil)
		if err != nil {
			return nil, err
		}
		pairs, err := runtime.IterToSlice(t, items)
		if err != nil {
			return nil, err
		}
		out := make([]SpanAttr, 0, len(pairs))
		for _, p := range pairs {
			kv, err := runtime.IterToSlice(t, p)
			if err != nil || len(kv) != 2 {
				return nil, runtime.Errorf(runtime.TypeError, "attributes must be a mapping")
			}
			if a, ok := spanAttr(t, kv[0], kv[1]); ok {
				out = append(out, a)
			}
		}
		return out, nil
	}
	keys, values := d.Items()
	out := make([]SpanAttr, 0, len(keys))
	for i, k := range keys {
		if a, ok := spanAttr(t, k, values[i]); ok {
			out = append(out, a)
		}
	}
	return out, nil
}

// spanAttr converts one attribute.
func spanAttr(t *runtime.Thread, k, v runtime.Value) (SpanAttr, bool) {
	key, ok := runtime.AsStr(k)
	if !ok || key == "" {
		return SpanAttr{}, false
	}
	if val, ok := scalarAttr(t, v); ok {
		return SpanAttr{Key: key, Value: val}, true
	}
	var items []runtime.Value
	switch o := v.Object().(type) {
	case *runtime.List:
		items = o.Items()
	case *runtime.Tuple:
		items = o.Items()
	default:
		return SpanAttr{}, false
	}
	vals := make([]any, len(items))
	for i, it := range items {
		x, ok := scalarAttr(t, it)
		if !ok {
			return SpanAttr{}, false
		}
		vals[i] = x
	}
	h := homogeneous(vals)
	return SpanAttr{Key: key, Value: h}, h != nil
}

// scalarAttr converts a bool, int, float or str.
func scalarAttr(t *runtime.Thread, v runtime.Value) (any, bool) {
	switch {
	case v.IsBool():
		return v.IsTrue(), true
	case v.IsSmallInt():
		return v.SmallInt(), true
	case v.IsFloat():
		return v.Float(), true
	}
	if s, ok := runtime.AsStr(v); ok {
		return s, true
	}
	if i, ok := runtime.AsInt(v); ok {
		if n, ok := i.Int64(); ok {
			return n, true
		}
	}
	if v.Type().IsSubtype(runtime.FloatType) {
		if f, err := runtime.AsFloat(t, v); err == nil {
			return f, true
		}
	}
	return nil, false
}

// homogeneous turns a list of scalars of one type into the typed slice,
// or returns nil when they mix types. An empty list is a []string.
func homogeneous(vals []any) any {
	if len(vals) == 0 {
		return []string{}
	}
	switch vals[0].(type) {
	case bool:
		out := make([]bool, len(vals))
		for i, v := range vals {
			b, ok := v.(bool)
			if !ok {
				return nil
			}
			out[i] = b
		}
		return out
	case int64:
		out := make([]int64, len(vals))
		for i, v := range vals {
			n, ok := v.(int64)
			if !ok {
				return nil
			}
			out[i] = n
		}
		return out
	case float64:
		out := make([]float64, len(vals))
		for i, v := range vals {
			f, ok := v.(float64)
			if !ok {
				return nil
			}
			out[i] = f
		}
		return out
	case string:
		out := make([]string, len(vals))
		for i, v := range vals {
			s, ok := v.(string)
			if !ok {
				return nil
			}
			out[i] = s
		}
		return out
	}
	return nil
}
