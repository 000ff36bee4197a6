package stdlib

import "math/rand/v2"

// Entropy returns the run's source of random bytes (os.urandom, secrets,
// uuid4, random.SystemRandom). It is a ChaCha8 stream keyed by
// Config.Seed, so a run's "unpredictable" values are the same on every
// run with the same seed: the host chooses the seed, per run, when it
// wants them to differ.
func (r *Run) Entropy() *rand.ChaCha8 {
	if r.entropy == nil {
		var key [32]byte
		s := r.Seed()
		for i := 0; i < 8; i++ {
			key[i] = byte(s >> (8 * i))
		}
		copy(key[8:], "pyex entropy stream key")
		r.entropy = rand.NewChaCha8(key)
	}
	return r.entropy
}

// Seed is the run's seed: Config.Seed, or defaultSeed when that is zero.
func (r *Run) Seed() uint64 {
	if r.Config.Seed == 0 {
		return defaultSeed
	}
	return r.Config.Seed
}
