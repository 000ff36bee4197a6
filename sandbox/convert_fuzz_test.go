package sandbox

import (
	"math"
	"math/big"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pyexgo/pyex/runtime"
)

// FuzzHostValues builds Go values of every kind a host may hand in from
// the fuzz input, converts them to Python and back, and checks that the
// round trip keeps them (up to the documented normalizations: integers
// come back as int64 or *big.Int, arrays and typed slices as []any, bad
// UTF-8 as U+FFFD) and that Python can repr and hash-compare them. The
// conversions must never panic.
func FuzzHostValues(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	f.Add([]byte{9, 3, 1, 5, 'a', 'b', 8, 2, 'k', 4, 2, 0xff, 0xfe, 0x80})
	f.Add([]byte{10, 4, 6, 0, 0, 0, 0, 0, 0, 0xf0, 0x7f, 7, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff})
	f.Add([]byte{11, 3, 12, 2, 1, 0, 13, 2, 'x', 'y'})
	f.Add([]byte{11, 2, 2, 0xff, 'k', 8, 3, 'a', 0x80, 0xc3})
	f.Fuzz(func(t *testing.T, data []byte) {
		d := &decoder{data: data}
		v := d.value(0)
		th := runtime.NewThread()
		pv, err := ToPython(th, v)
		if err != nil {
			t.Fatalf("ToPython(%#v): %v", v, err)
		}
		if _, err := runtime.Repr(th, pv); err != nil {
			t.Fatalf("repr of %#v: %v", v, err)
		}
		back, err := FromPython(th, pv)
		if err != nil {
			t.Fatalf("FromPython(ToPython(%#v)): %v", v, err)
		}
		if want := normalize(v); !sameValue(back, want) {
			t.Fatalf("round trip of %#v gives %#v, want %#v", v, back, want)
		}
	})
}

// decoder turns fuzz bytes into a Go value: a tag byte, then the value's
// bytes; containers hold a count and that many values, nested at most 4
// deep.
type decoder struct {
	data []byte
}

func (d *decoder) byte() byte {
	if len(d.data) == 0 {
		return 0
	}
	b := d.data[0]
	d.data = d.data[1:]
	return b
}

func (d *decoder) uint64() uint64 {
	var x uint64
	for i := 0; i < 8; i++ {
		x = x<<8 | uint64(d.byte())
	}
	return x
}

func (d *decoder) string() string {
	n := int(d.byte() % 16)
	n = min(n, len(d.data))
	s := string(d.data[:n])
	d.data = d.data[n:]
	return s
}

func (d *decoder) value(depth int) any {
	tag := d.byte() % 16
	if depth >= 4 && tag >= 9 {
		tag %= 9
	}
	switch tag {
	case 0:
		return nil
	case 1:
		return d.byte()&1 == 1
	case 2:
		return int(int64(d.uint64()))
	case 3:
		return int8(d.byte())
	case 4:
		return d.uint64()
	case 5:
		return math.Float64frombits(d.uint64())
	case 6:
		return float32(math.Float64frombits(d.uint64()))
	case 7:
		x := new(big.Int).SetUint64(d.uint64())
		x.Lsh(x, uint(d.byte()))
		if d.byte()&1 == 1 {
			x.Neg(x)
		}
		return x
	case 8:
		return d.string()
	case 9:
		return []byte(d.string())
	case 10:
		n := int(d.byte() % 5)
		items := make([]any, n)
		for i := range items {
			items[i] = d.value(depth + 1)
		}
		return items
	case 11:
		n := int(d.byte() % 5)
		m := make(map[string]any, n)
		for i := 0; i < n; i++ {
			m[d.string()] = d.value(depth + 1)
		}
		return m
	case 12:
		n := int(d.byte() % 5)
		xs := make([]int32, n)
		for i := range xs {
			xs[i] = int32(d.uint64())
		}
		return xs
	case 13:
		return map[string]string{d.string(): d.string()}
	case 14:
		return [2]uint16{uint16(d.uint64()), uint16(d.uint64())}
	default:
		return uint32(d.uint64())
	}
}

// normalize returns what FromPython(ToPython(v)) should give for v.
func normalize(v any) any {
	switch x := v.(type) {
	case nil, bool, []byte:
		return x
	case int:
		return int64(x)
	case int8:
		return int64(x)
	case uint32:
		return int64(x)
	case uint64:
		if x <= math.MaxInt64 {
			return int64(x)
		}
		return new(big.Int).SetUint64(x)
	case *big.Int:
		if x.IsInt64() {
			return x.Int64()
		}
		return x
	case float32:
		return float64(x)
	case float64:
		return x
	case string:
		return strings.ToValidUTF8(x, "\uFFFD")
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = normalize(e)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			if !utf8.ValidString(k) {
				// Keys that become equal after the replacement are
				// merged; the round trip cannot be checked exactly.
				return nil
			}
			out[k] = normalize(e)
		}
		return out
	}
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return rv.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return normalize(rv.Uint())
	case reflect.Slice, reflect.Array:
		out := make([]any, rv.Len())
		for i := range out {
			out[i] = normalize(rv.Index(i).Interface())
		}
		return out
	case reflect.Map:
		out := map[string]any{}
		for _, k := range rv.MapKeys() {
			if !utf8.ValidString(k.String()) {
				return nil
			}
			out[k.String()] = normalize(rv.MapIndex(k).Interface())
		}
		return out
	}
	return v
}

// sameValue compares a round-tripped value with its normalized original;
// a nil want inside a map marks a case that cannot be compared.
func sameValue(got, want any) bool {
	switch w := want.(type) {
	case float64:
		g, ok := got.(float64)
		return ok && (g == w && math.Signbit(g) == math.Signbit(w) || math.IsNaN(g) && math.IsNaN(w))
	case *big.Int:
		g, ok := got.(*big.Int)
		return ok && g.Cmp(w) == 0
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return false
		}
		for i := range w {
			if !sameValue(g[i], w[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok || len(g) != len(w) {
			return false
		}
		for k, e := range w {
			if !sameValue(g[k], e) {
				return false
			}
		}
		return true
	case nil:
		return true
	}
	return reflect.DeepEqual(got, want)
}
