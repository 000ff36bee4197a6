// This file defines math.log, log2 and log10. An int argument is handled
// exactly as CPython's loghelper does: one too large for a float is split
// as m * 2**e, and its logarithm is log(m) + e*log(2).

package stdlib

import (
	"math"
	"math/big"

	"github.com/pyexgo/pyex/runtime"
)

// mLog is CPython's m_log: special values, then C's log; the errors are
// reported by math_1's rules (NaN or -inf from a finite argument).
func mLog(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case x > 0:
		return libmLog(x)
	case x == 0:
		return math.Inf(-1)
	}
	return math.NaN()
}

func mLog2(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case math.IsInf(x, 1):
		return x
	case x > 0:
		return libmLog2(x)
	case x == 0:
		return math.Inf(-1)
	}
	return math.NaN()
}

func mLog10(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case math.IsInf(x, 1):
		return x
	case x > 0:
		return libmLog10(x)
	case x == 0:
		return math.Inf(-1)
	}
	return math.NaN()
}

// logHelper returns f(v) for a log function f, with CPython's treatment
// of ints.
func logHelper(t *runtime.Thread, v runtime.Value, f func(float64) float64) (float64, error) {
	if n, ok := runtime.AsInt(v); ok {
		if n.Sign() <= 0 {
			return 0, errDomain()
		}
		if x, err := n.ToFloat(); err == nil {
			return f(x), nil
		}
		// Too large for a float: v = m * 2**e with m in [0.5, 1).
		b := n.Big()
		e := b.BitLen()
		fm := new(big.Float).SetInt(b)
		fm.SetMantExp(fm, -e)
		m, _ := fm.Float64() // rounded half to even, as _PyLong_Frexp does
		if m == 1 {
			m, e = 0.5, e+1
		}
		return f(m) + f(2.0)*float64(e), nil
	}
	x, err := mathFloat(t, v)
	if err != nil {
		return 0, err
	}
	r := f(x)
	if math.IsNaN(r) && !math.IsNaN(x) || math.IsInf(r, 0) && isFinite(x) {
		return 0, errDomain()
	}
	return r, nil
}

// mathLog is log(x[, base]).
func mathLog(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	if kw.Len() > 0 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "log() takes no keyword arguments")
	}
	if len(args) < 1 || len(args) > 2 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "math.log requires 1 to 2 arguments")
	}
	num, err := logHelper(t, args[0], mLog)
	if err != nil {
		return runtime.None, err
	}
	if len(args) == 1 {
		return runtime.MakeFloat(num), nil
	}
	den, err := logHelper(t, args[1], mLog)
	if err != nil {
		return runtime.None, err
	}
	if den == 0 {
		return runtime.None, runtime.Errorf(runtime.ZeroDivisionError, "float division by zero")
	}
	return runtime.MakeFloat(num / den), nil
}

// mathLogN wraps log2 and log10.
func mathLogN(name string, f func(float64) float64) runtime.BuiltinFunc {
	return func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := mathOneArg(name, args, kw); err != nil {
			return runtime.None, err
		}
		r, err := logHelper(t, args[0], f)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeFloat(r), nil
	}
}
