package stdlib

import "github.com/pyexgo/pyex/runtime"

// complex ** (runtime.ComplexPow) takes the phase's cos and sin and the
// base's argument from the math module's correctly rounded kernels, as
// CPython's takes them from glibc, so that powers like (-4.0) ** 0.5 agree
// to the last bit.
func init() {
	runtime.SetComplexPowTrig(libmSin, libmCos, mAtan2)
}
