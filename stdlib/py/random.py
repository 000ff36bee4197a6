"""Random variable generators.

The generator is CPython's Mersenne Twister (the Go module _random), so a
seeded sequence equals CPython's; the distributions below draw from it in
the same order as CPython's random module does. Without a seed a run starts
from a fixed state: a sandbox has no entropy of its own.
"""

from math import (acos as _acos, ceil as _ceil, cos as _cos, e as _e,
                  exp as _exp, floor as _floor, isfinite as _isfinite,
                  log as _log, pi as _pi, sin as _sin, sqrt as _sqrt,
                  tau as TWOPI)
from itertools import accumulate as _accumulate, repeat as _repeat
from bisect import bisect as _bisect
from operator import index as _as_index
import _random

__all__ = [
    "Random", "SystemRandom", "betavariate", "choice", "choices", "expovariate",
    "gammavariate", "gauss", "getrandbits", "getstate", "lognormvariate",
    "normalvariate", "paretovariate", "randbytes", "randint", "random",
    "randrange", "sample", "seed", "setstate", "shuffle", "triangular",
    "uniform", "vonmisesvariate", "weibullvariate",
]

NV_MAGICCONST = 4 * _exp(-0.5) / _sqrt(2.0)
LOG4 = _log(4.0)
SG_MAGICCONST = 1.0 + _log(4.5)
BPF = 53
RECIP_BPF = 2 ** -BPF

_MASK64 = (1 << 64) - 1


def _index(value, what):
    # randrange takes integers; a float with an integral value still works
    # in 3.11, with a DeprecationWarning pointing at randrange's caller.
    try:
        return _as_index(value)
    except TypeError:
        pass
    import warnings
    whole = int(value)
    if whole != value:
        warnings.warn('randrange() will raise TypeError in the future',
                      DeprecationWarning, 3)
        raise ValueError(f"non-integer {what} for randrange()")
    warnings.warn('non-integer arguments to randrange() have been deprecated '
                  'since Python 3.10 and will be removed in a subsequent version',
                  DeprecationWarning, 3)
    return whole


def _legacy_text_seed(text):
    # seed(version=1) of a str or bytes: the old string hash, kept so that
    # programs seeded that way replay their old sequences.
    if isinstance(text, bytes):
        text = text.decode("latin-1")
    h = ord(text[0]) << 7 if text else 0
    for code in map(ord, text):
        h = (h * 1000003 ^ code) & _MASK64
    h ^= len(text)
    return -2 if h == -1 else h


_SEED_TYPES = (type(None), int, float, str, bytes, bytearray)


class Random(_random.Random):
    """A Mersenne Twister generator with the distributions built on it;
    the module-level functions share one instance."""

    VERSION = 3

    def __init__(self, x=None):
        self.seed(x)
        self.gauss_next = None

    def seed(self, a=None, version=2):
        if version == 1 and isinstance(a, (str, bytes)):
            a = _legacy_text_seed(a)
        elif not isinstance(a, _SEED_TYPES):
            raise TypeError("The only supported seed types are: None,\n"
                            "int, float, str, bytes, and bytearray.")
        # Version 2 strings and bytes are hashed by _random itself.
        super().seed(_random._entropy_seed() if a is None else a)
        self.gauss_next = None

    def getstate(self):
        return self.VERSION, super().getstate(), self.gauss_next

    def setstate(self, state):
        version = state[0]
        if version not in (2, 3):
            raise ValueError(f"state with version {version} passed to "
                             f"Random.setstate() of version {self.VERSION}")
        version, words, self.gauss_next = state
        if version == 2:
            # Version 2 pickled the 32-bit words as signed ints.
            try:
                words = tuple(w % (2 ** 32) for w in words)
            except ValueError as e:
                raise TypeError from e
        super().setstate(words)

    def __reduce__(self):
        return self.__class__, (), self.getstate()

    def _randbelow(self, n):
        # Uniform in [0, n): draw as many bits as n has and retry the
        # values that overshoot (fewer than half of them).
        bits = n.bit_length()
        while True:
            candidate = self.getrandbits(bits)
            if candidate < n:
                return candidate

    def randbytes(self, n):
        return self.getrandbits(n * 8).to_bytes(n, "little")

    # Integers and sequences.

    def randrange(self, start, stop=None, step=1):
        low = _index(start, "arg 1")
        if stop is None:
            # step is checked before any conversion, as CPython does by
            # identity with the int 1.
            if not (type(step) is int and step == 1):
                raise TypeError("Missing a non-None stop argument")
            if low <= 0:
                raise ValueError("empty range for randrange()")
            return self._randbelow(low)
        high = _index(stop, "stop")
        width = high - low
        stride = _index(step, "step")
        if stride == 1:
            if width <= 0:
                raise ValueError("empty range for randrange() (%d, %d, %d)"
                                 % (low, high, width))
            return low + self._randbelow(width)
        if stride == 0:
            raise ValueError("zero step for randrange()")
        # How many of low, low+stride, ... lie before high (rounding the
        # division away from zero).
        slack = stride - 1 if stride > 0 else stride + 1
        count = (width + slack) // stride
        if count <= 0:
            raise ValueError("empty range for randrange()")
        return low + stride * self._randbelow(count)

    def randint(self, a, b):
        return self.randrange(a, b + 1)

    def choice(self, seq):
        if not len(seq):
            raise IndexError("Cannot choose from an empty sequence")
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x):
        # Fisher-Yates from the end: each slot takes one of the items not
        # yet placed.
        below = self._randbelow
        for last in range(len(x) - 1, 0, -1):
            other = below(last + 1)
            x[last], x[other] = x[other], x[last]

    def sample(self, population, k, *, counts=None):
        from collections.abc import Sequence
        if not isinstance(population, Sequence):
            raise TypeError("Population must be a sequence.  For dicts or "
                            "sets, use sorted(d).")
        size = len(population)
        if counts is not None:
            return self._sample_counted(population, size, counts, k)
        if not 0 <= k <= size:
            raise ValueError("Sample larger than population or is negative")
        # A copy of the population costs less than the set of k indexes
        # that rejection sampling keeps, up to the set's table size.
        set_cost = 21
        if k > 5:
            set_cost += 4 ** _ceil(_log(k * 3, 4))
        if size <= set_cost:
            return self._sample_from_copy(population, size, k)
        return self._sample_by_rejection(population, size, k)

    def _sample_counted(self, population, size, counts, k):
        # Sample positions in the population repeated by counts, then map
        # each position back to its element through the running totals.
        bounds = list(_accumulate(counts))
        if len(bounds) != size:
            raise ValueError("The number of counts does not match the population")
        total = bounds.pop()
        if not isinstance(total, int):
            raise TypeError("Counts must be integers")
        if total <= 0:
            raise ValueError("Total of counts must be greater than zero")
        return [population[_bisect(bounds, pos)]
                for pos in self.sample(range(total), k=k)]

    def _sample_from_copy(self, population, size, k):
        # The items not yet taken stay in pool[:left]; a taken slot is
        # refilled from the end.
        pool = list(population)
        below = self._randbelow
        taken = []
        for left in range(size, size - k, -1):
            at = below(left)
            taken.append(pool[at])
            pool[at] = pool[left - 1]
        return taken

    def _sample_by_rejection(self, population, size, k):
        below = self._randbelow
        seen = set()
        taken = []
        while len(taken) < k:
            at = below(size)
            if at not in seen:
                seen.add(at)
                taken.append(population[at])
        return taken

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        draw = self.random
        size = len(population)
        if cum_weights is None:
            if weights is None:
                scale = size + 0.0
                return [population[_floor(draw() * scale)]
                        for _ in _repeat(None, k)]
            cum_weights = _running_totals(weights)
        elif weights is not None:
            raise TypeError("Cannot specify both weights and cumulative weights")
        if len(cum_weights) != size:
            raise ValueError("The number of weights does not match the population")
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError("Total of weights must be greater than zero")
        if not _isfinite(total):
            raise ValueError("Total of weights must be finite")
        # The last slot also takes any draw at or past the final bound.
        top = size - 1
        return [population[_bisect(cum_weights, draw() * total, 0, top)]
                for _ in _repeat(None, k)]

    # Real-valued distributions. Each draws from random() in CPython's
    # order and combines the draws with the same float operations, so a
    # seeded generator gives CPython's values.

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        u = self.random()
        try:
            split = 0.5 if mode is None else (mode - low) / (high - low)
        except ZeroDivisionError:
            return low
        if u > split:
            # The right-hand side is the left-hand side seen from high.
            u, split, low, high = 1.0 - u, 1.0 - split, high, low
        return low + (high - low) * _sqrt(u * split)

    def normalvariate(self, mu=0.0, sigma=1.0):
        # Kinderman and Monahan's ratio-of-uniforms method.
        draw = self.random
        while True:
            a = draw()
            b = 1.0 - draw()
            z = NV_MAGICCONST * (a - 0.5) / b
            if z * z / 4.0 <= -_log(b):
                return mu + z * sigma

    def gauss(self, mu=0.0, sigma=1.0):
        # Box-Muller gives two values per pair of draws: the second waits
        # in gauss_next for the next call.
        z, self.gauss_next = self.gauss_next, None
        if z is None:
            angle = self.random() * TWOPI
            radius = _sqrt(-2.0 * _log(1.0 - self.random()))
            z = _cos(angle) * radius
            self.gauss_next = _sin(angle) * radius
        return mu + z * sigma

    def lognormvariate(self, mu, sigma):
        return _exp(self.normalvariate(mu, sigma))

    def expovariate(self, lambd):
        return -_log(1.0 - self.random()) / lambd

    def vonmisesvariate(self, mu, kappa):
        # Best and Fisher's rejection method; a tiny kappa is uniform.
        draw = self.random
        if kappa <= 1e-6:
            return TWOPI * draw()
        half = 0.5 / kappa
        rho = half + _sqrt(1.0 + half * half)
        while True:
            z = _cos(_pi * draw())
            d = z / (rho + z)
            u = draw()
            if u < 1.0 - d * d or u <= (1.0 - d) * _exp(d):
                break
        q = 1.0 / rho
        turn = _acos((q + z) / (1.0 + q * z))
        if draw() > 0.5:
            return (mu + turn) % TWOPI
        return (mu - turn) % TWOPI

    def gammavariate(self, alpha, beta):
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError("gammavariate: alpha and beta must be > 0.0")
        if alpha > 1.0:
            return _gamma_above_one(self.random, alpha) * beta
        if alpha == 1.0:
            return -_log(1.0 - self.random()) * beta
        return _gamma_below_one(self.random, alpha) * beta

    def betavariate(self, alpha, beta):
        y = self.gammavariate(alpha, 1.0)
        if not y:
            return 0.0
        return y / (y + self.gammavariate(beta, 1.0))

    def paretovariate(self, alpha):
        u = 1.0 - self.random()
        return u ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        u = 1.0 - self.random()
        return alpha * (-_log(u)) ** (1.0 / beta)


def _running_totals(weights):
    try:
        return list(_accumulate(weights))
    except TypeError:
        if not isinstance(weights, int):
            raise
    # choices(population, 3): the count given where the weights go.
    raise TypeError(f"The number of choices must be a keyword argument: k={weights!r}")


def _gamma_above_one(draw, alpha):
    # Cheng's rejection method (R.C.H. Cheng, 1977), unscaled.
    spread = _sqrt(2.0 * alpha - 1.0)
    shift = alpha - LOG4
    slope = alpha + spread
    while True:
        u = draw()
        if not 1e-7 < u < 0.9999999:
            continue
        w = 1.0 - draw()
        v = _log(u / (1.0 - u)) / spread
        x = alpha * _exp(v)
        z = u * u * w
        r = shift + slope * v - x
        if r + SG_MAGICCONST - 4.5 * z >= 0.0 or r >= _log(z):
            return x


def _gamma_below_one(draw, alpha):
    # Ahrens and Dieter's GS algorithm, unscaled.
    b = (_e + alpha) / _e
    while True:
        p = b * draw()
        if p <= 1.0:
            x = p ** (1.0 / alpha)
            if draw() <= _exp(-x):
                return x
        else:
            x = -_log((b - p) / alpha)
            if draw() <= x ** (alpha - 1.0):
                return x


class SystemRandom(Random):
    """In the sandbox there is no operating-system entropy: SystemRandom
    draws from the same generator as Random."""


# The module-level functions are the bound methods of one shared generator.
_inst = Random()
globals().update((_name, getattr(_inst, _name)) for _name in """
    seed random uniform triangular randint choice randrange sample shuffle
    choices normalvariate lognormvariate expovariate vonmisesvariate
    gammavariate gauss betavariate paretovariate weibullvariate getstate
    setstate getrandbits randbytes""".split())
