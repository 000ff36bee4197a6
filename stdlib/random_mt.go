// This file defines _random, the core of the random module: CPython's
// Mersenne Twister (MT19937) with its seeding, so that random.seed(42)
// gives the same sequence as CPython. Everything above the core (randint,
// choice, shuffle, gauss ...) is random.py, which follows CPython's
// algorithms call for call.

package stdlib

import (
	"crypto/sha512"
	"math/big"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_random", initRandomCore) }

const mtN, mtM = 624, 397

// mersenne is the generator's state.
type mersenne struct {
	runtime.Identity
	state [mtN]uint32
	index int
}

// Type returns _random.Random.
func (*mersenne) Type() *runtime.Type { return randomCoreType }

func (m *mersenne) initGenrand(s uint32) {
	m.state[0] = s
	for i := 1; i < mtN; i++ {
		m.state[i] = 1812433253*(m.state[i-1]^(m.state[i-1]>>30)) + uint32(i)
	}
	m.index = mtN
}

func (m *mersenne) initByArray(key []uint32) {
	m.initGenrand(19650218)
	i, j := 1, 0
	k := max(mtN, len(key))
	for ; k > 0; k-- {
		m.state[i] = (m.state[i] ^ ((m.state[i-1] ^ (m.state[i-1] >> 30)) * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= mtN {
			m.state[0] = m.state[mtN-1]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k = mtN - 1; k > 0; k-- {
		m.state[i] = (m.state[i] ^ ((m.state[i-1] ^ (m.state[i-1] >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= mtN {
			m.state[0] = m.state[mtN-1]
			i = 1
		}
	}
	m.state[0] = 0x80000000
}

func (m *mersenne) uint32() uint32 {
	if m.index >= mtN {
		for kk := 0; kk < mtN; kk++ {
			y := (m.state[kk] & 0x80000000) | (m.state[(kk+1)%mtN] & 0x7fffffff)
			v := m.state[(kk+mtM)%mtN] ^ (y >> 1)
			if y&1 != 0 {
				v ^= 0x9908b0df
			}
			m.state[kk] = v
		}
		m.index = 0
	}
	y := m.state[m.index]
	m.index++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

// random is genrand_res53: a float in [0, 1) with 53 random bits.
func (m *mersenne) random() float64 {
	a, b := m.uint32()>>5, m.uint32()>>6
	return (float64(a)*67108864.0 + float64(b)) * (1.0 / 9007199254740992.0)
}

// seedInt seeds from the absolute value of n, 32 bits at a time, least
// significant first.
func (m *mersenne) seedInt(n *big.Int) {
	n = new(big.Int).Abs(n)
	be := n.Bytes()
	var key []uint32
	for end := len(be); end > 0; end -= 4 {
		var w uint32
		for i := max(end-4, 0); i < end; i++ {
			w = w<<8 | uint32(be[i])
		}
		key = append(key, w)
	}
	if len(key) == 0 {
		key = []uint32{0}
	}
	m.initByArray(key)
}

// defaultSeed seeds a generator made without a seed. A sandboxed run has
// no entropy of its own: every run starts from the same state (see
// docs/DIFFERENCES.md) until the host hands in randomness.
const defaultSeed = 0x5eed

// randomCoreType is _random.Random, built at initialisation (its methods
// refer back to it, so it cannot be a variable's initialiser).
var randomCoreType *runtime.Type

func init() { randomCoreType = newRandomCoreType() }

func newRandomCoreType() *runtime.Type {
	c := runtime.NewNativeType("Random", "_random", nil, true)
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		m := &mersenne{}
		m.seedInt(big.NewInt(defaultSeed))
		return runtime.WrapNew(t, cls, m.Type(), m), nil
	}
	self := func(v runtime.Value) *mersenne { m, _ := runtime.Payload[*mersenne](v); return m }
	c.AddMethod("seed", func(t *runtime.Thread, v runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		arg := runtime.None
		if err := runtime.UnpackPositional("seed", args, kw, 0, &arg); err != nil {
			return runtime.None, err
		}
		return runtime.None, seedFrom(t, self(v), arg)
	})
	c.AddMethod("random", func(t *runtime.Thread, v runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("random", args, kw, 0); err != nil {
			return runtime.None, err
		}
		return runtime.MakeFloat(self(v).random()), nil
	})
	c.AddMethod("getrandbits", func(t *runtime.Thread, v runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var kv runtime.Value
		if err := runtime.UnpackPositional("getrandbits", args, kw, 1, &kv); err != nil {
			return runtime.None, err
		}
		k, err := runtime.AsSsize(t, kv)
		if err != nil {
			return runtime.None, err
		}
		return getRandBits(t, self(v), k)
	})
	c.AddMethod("getstate", func(t *runtime.Thread, v runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		m := self(v)
		items := make([]runtime.Value, mtN+1)
		for i, s := range m.state {
			items[i] = runtime.MakeInt(int64(s))
		}
		items[mtN] = runtime.MakeInt(int64(m.index))
		return runtime.MakeTuple(items...), nil
	})
	c.AddMethod("setstate", func(t *runtime.Thread, v runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var st runtime.Value
		if err := runtime.UnpackPositional("setstate", args, kw, 1, &st); err != nil {
			return runtime.None, err
		}
		tup, ok := st.Object().(*runtime.Tuple)
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "state vector must be a tuple")
		}
		items := tup.Items()
		if len(items) != mtN+1 {
			return runtime.None, runtime.Errorf(runtime.ValueError, "state vector is the wrong size")
		}
		m := self(v)
		for i := 0; i <= mtN; i++ {
			n, err := runtime.AsSsize(t, items[i])
			if err != nil {
				return runtime.None, err
			}
			if i == mtN {
				if n < 0 || n > mtN {
					return runtime.None, runtime.Errorf(runtime.ValueError, "invalid state")
				}
				m.index = n
			} else {
				m.state[i] = uint32(n)
			}
		}
		return runtime.None, nil
	})
	c.Finish()
	return c
}

// seedFrom is _random.Random.seed after random.py's conversion of str and
// bytes: an int seeds by its absolute value, None by the default seed,
// anything else by its hash.
func seedFrom(t *runtime.Thread, m *mersenne, arg runtime.Value) error {
	if arg.IsNone() {
		m.seedInt(big.NewInt(defaultSeed))
		return nil
	}
	if s, ok := runtime.AsStr(arg); ok && arg.Type() == runtime.StrType {
		m.seedInt(bytesSeed([]byte(s)))
		return nil
	}
	if b, ok := runtime.AsBytes(arg); ok {
		m.seedInt(bytesSeed([]byte(b)))
		return nil
	}
	if n, ok := runtime.AsInt(arg); ok && !arg.IsBool() {
		m.seedInt(n.Big())
		return nil
	}
	h, err := runtime.Hash(t, arg)
	if err != nil {
		return err
	}
	m.seedInt(big.NewInt(h))
	return nil
}

// bytesSeed is random.seed's version 2 for str and bytes: the bytes
// followed by their SHA-512, read as a big-endian int.
func bytesSeed(b []byte) *big.Int {
	sum := sha512.Sum512(b)
	return new(big.Int).SetBytes(append(append([]byte(nil), b...), sum[:]...))
}

// getRandBits returns an int of k random bits, 32 at a time, least
// significant word first, as CPython fills it.
func getRandBits(t *runtime.Thread, m *mersenne, k int) (runtime.Value, error) {
	if k < 0 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "number of bits must be non-negative")
	}
	if k == 0 {
		return runtime.MakeInt(0), nil
	}
	if k <= 32 {
		return runtime.MakeInt(int64(m.uint32() >> (32 - k))), nil
	}
	if err := t.Charge(int64(k / 8)); err != nil {
		return runtime.None, err
	}
	words := (k-1)/32 + 1
	be := make([]byte, words*4)
	for i := 0; i < words; i++ {
		r := m.uint32()
		if k < 32 {
			r >>= 32 - k
		}
		off := (words - 1 - i) * 4
		be[off], be[off+1], be[off+2], be[off+3] = byte(r>>24), byte(r>>16), byte(r>>8), byte(r)
		k -= 32
	}
	return runtime.MakeIntValue(runtime.IntFromBig(new(big.Int).SetBytes(be))), nil
}

func initRandomCore(r *Run, m *runtime.Module) error {
	m.Dict.SetStr("Random", runtime.MakeObject(randomCoreType))
	// _entropy_seed() is what random.seed(None) seeds with: 256 bits of
	// the run's entropy stream, as CPython seeds from os.urandom. Each
	// unseeded generator gets its own stream; the run's seed decides them
	// all.
	m.Dict.SetStr("_entropy_seed", runtime.MakeObject(runtime.NewModuleFunction("_random", "_entropy_seed",
		func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if err := runtime.UnpackPositional("_entropy_seed", args, kw, 0); err != nil {
				return runtime.None, err
			}
			var key [32]byte
			r.Entropy().Read(key[:])
			return runtime.MakeIntValue(runtime.IntFromBig(new(big.Int).SetBytes(key[:]))), nil
		})))
	return nil
}
