package sandbox

import (
	"fmt"
	"math"
	"math/big"
	"reflect"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/pyexgo/pyex/runtime"
)

// ToPython converts a Go value handed in by the host into a Python value:
// nil is None; bool, the integer types, *big.Int, float32/64 and string
// convert to bool, int, float and str; []byte to bytes; slices and arrays
// to lists; maps with string keys to dicts (in sorted key order, so that
// runs are reproducible; bytes of a string or key that are not valid UTF-8
// become U+FFFD); a HostFunc or a Go func value of a supported
// shape to a callable. Anything else is an error naming the type.
func ToPython(t *runtime.Thread, v any) (runtime.Value, error) {
	switch x := v.(type) {
	case nil:
		return runtime.None, nil
	case runtime.Value:
		return x, nil
	case bool:
		return runtime.MakeBool(x), nil
	case int:
		return runtime.MakeInt(int64(x)), nil
	case int8:
		return runtime.MakeInt(int64(x)), nil
	case int16:
		return runtime.MakeInt(int64(x)), nil
	case int32:
		return runtime.MakeInt(int64(x)), nil
	case int64:
		return runtime.MakeInt(x), nil
	case uint8:
		return runtime.MakeInt(int64(x)), nil
	case uint16:
		return runtime.MakeInt(int64(x)), nil
	case uint32:
		return runtime.MakeInt(int64(x)), nil
	case uint:
		return uintValue(uint64(x)), nil
	case uint64:
		return uintValue(x), nil
	case *big.Int:
		if x == nil {
			return runtime.None, nil
		}
		return runtime.MakeIntValue(runtime.IntFromBig(new(big.Int).Set(x))), nil
	case float32:
		return runtime.MakeFloat(float64(x)), nil
	case float64:
		return runtime.MakeFloat(x), nil
	case string:
		return runtime.MakeStr(validUTF8(x)), nil
	case []byte:
		return runtime.MakeBytes(string(x)), nil
	case []any:
		items := make([]runtime.Value, len(x))
		for i, e := range x {
			pv, err := ToPython(t, e)
			if err != nil {
				return runtime.None, err
			}
			items[i] = pv
		}
		return runtime.MakeObject(runtime.NewList(items)), nil
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		d := runtime.NewDict(t)
		for _, k := range keys {
			pv, err := ToPython(t, x[k])
			if err != nil {
				return runtime.None, err
			}
			d.SetStr(validUTF8(k), pv)
		}
		return runtime.MakeObject(d), nil
	case HostFunc:
		return runtime.MakeObject(newHostFunction("", x)), nil
	case func(args []any, kwargs map[string]any) (any, error):
		return runtime.MakeObject(newHostFunction("", HostFunc(x))), nil
	case error:
		return runtime.MakeObject(hostException(t, x)), nil
	}
	return reflectToPython(t, v)
}

// reflectToPython converts the slices, arrays and string-keyed maps of
// other element types.
func reflectToPython(t *runtime.Thread, v any) (runtime.Value, error) {
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Slice, reflect.Array:
		items := make([]runtime.Value, rv.Len())
		for i := range items {
			pv, err := ToPython(t, rv.Index(i).Interface())
			if err != nil {
				return runtime.None, err
			}
			items[i] = pv
		}
		return runtime.MakeObject(runtime.NewList(items)), nil
	case reflect.Map:
		if rv.Type().Key().Kind() != reflect.String {
			break
		}
		m := make(map[string]any, rv.Len())
		for _, k := range rv.MapKeys() {
			m[k.String()] = rv.MapIndex(k).Interface()
		}
		return ToPython(t, m)
	case reflect.Pointer:
		if rv.IsNil() {
			return runtime.None, nil
		}
	}
	return runtime.None, fmt.Errorf("sandbox: cannot hand a Go %T to Python", v)
}

// validUTF8 returns s with each byte that is not part of valid UTF-8
// replaced by U+FFFD: a Python str holds code points, and the runtime's
// strs must be valid UTF-8.
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}

func uintValue(x uint64) runtime.Value {
	if x <= math.MaxInt64 {
		return runtime.MakeInt(int64(x))
	}
	return runtime.MakeIntValue(runtime.IntFromBig(new(big.Int).SetUint64(x)))
}

// FromPython converts a Python value to plain Go: None to nil, bool, int
// to int64 (or *big.Int beyond 64 bits), float to float64, str to string,
// bytes and bytearray to []byte, list and tuple to []any, dict to
// map[string]any (str keys only), set and frozenset to []any. Other values
// are an error with CPython's TypeError wording.
func FromPython(t *runtime.Thread, v runtime.Value) (any, error) {
	switch {
	case v.IsNone():
		return nil, nil
	case v.IsBool():
		return v.IsTrue(), nil
	case v.IsSmallInt():
		return v.SmallInt(), nil
	case v.IsFloat():
		return v.Float(), nil
	}
	switch o := v.Object().(type) {
	case *runtime.Str:
		s, _ := runtime.AsStr(v)
		return s, nil
	case *runtime.Bytes, *runtime.ByteArray:
		b, _ := runtime.AsBytes(v)
		return []byte(b), nil
	case *runtime.List, *runtime.Tuple:
		items, err := runtime.IterToSlice(t, v)
		if err != nil {
			return nil, err
		}
		out := make([]any, len(items))
		for i, it := range items {
			if out[i], err = FromPython(t, it); err != nil {
				return nil, err
			}
		}
		return out, nil
	case *runtime.Dict:
		keys, values := o.Items()
		m := make(map[string]any, len(keys))
		for i, k := range keys {
			ks, ok := runtime.AsStr(k)
			if !ok {
				return nil, runtime.Errorf(runtime.TypeError, "keys of a dict passed to the host must be str, not %s", k.TypeName())
			}
			gv, err := FromPython(t, values[i])
			if err != nil {
				return nil, err
			}
			m[ks] = gv
		}
		return m, nil
	case *runtime.Set:
		items, err := runtime.IterToSlice(t, v)
		if err != nil {
			return nil, err
		}
		out := make([]any, len(items))
		for i, it := range items {
			if out[i], err = FromPython(t, it); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	if n, ok := runtime.AsInt(v); ok {
		if x, ok := n.Int64(); ok {
			return x, nil
		}
		return n.Big(), nil
	}
	if s, ok := runtime.AsStr(v); ok {
		return s, nil
	}
	return nil, runtime.Errorf(runtime.TypeError, "cannot pass a '%s' object to the host", v.TypeName())
}
