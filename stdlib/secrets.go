// This file defines _secrets, the private Go half of the secrets module:
// bytes, bits and floats drawn from the run's entropy stream
// (Run.Entropy, a ChaCha8 stream keyed by the run's seed). secrets.py
// builds the public API on it; uuid uses it for uuid4 and uuid1's node.

package stdlib

import (
	"math/big"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_secrets", initSecretsCore) }

func initSecretsCore(r *Run, m *runtime.Module) error {
	d := m.Dict
	fn := func(name string, f runtime.BuiltinFunc) {
		d.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_secrets", name, f)))
	}
	fn("urandom", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var size runtime.Value
		if err := positionalClinic("urandom", args, kw, 1, &size); err != nil {
			return runtime.None, err
		}
		n, err := runtime.AsSsize(t, size)
		if err != nil {
			return runtime.None, err
		}
		if n < 0 {
			return runtime.None, runtime.Errorf(runtime.ValueError, "negative argument not allowed")
		}
		if err := t.Step(int64(n / 64)); err != nil {
			return runtime.None, err
		}
		b := make([]byte, n)
		r.Entropy().Read(b)
		return runtime.MakeBytes(string(b)), nil
	})
	fn("getrandbits", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var kv runtime.Value
		if err := positionalClinic("getrandbits", args, kw, 1, &kv); err != nil {
			return runtime.None, err
		}
		k, err := runtime.AsSsize(t, kv)
		if err != nil {
			return runtime.None, err
		}
		if k < 0 {
			return runtime.None, runtime.Errorf(runtime.ValueError, "number of bits must be non-negative")
		}
		if k <= 63 {
			if k == 0 {
				return runtime.MakeInt(0), nil
			}
			return runtime.MakeInt(int64(r.Entropy().Uint64() >> (64 - uint(k)))), nil
		}
		if err := t.Step(int64(k / 512)); err != nil {
			return runtime.None, err
		}
		nb := (k + 7) / 8
		b := make([]byte, nb)
		r.Entropy().Read(b)
		x := new(big.Int).SetBytes(b)
		x.Rsh(x, uint(nb*8-k))
		return runtime.MakeIntValue(runtime.IntFromBig(x)), nil
	})
	fn("random", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := positionalClinic("random", args, kw, 0); err != nil {
			return runtime.None, err
		}
		return runtime.MakeFloat(float64(r.Entropy().Uint64()>>11) * (1.0 / (1 << 53))), nil
	})
	return nil
}
