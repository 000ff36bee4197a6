"""Generate cryptographically strong pseudo-random numbers suitable for
managing secrets such as account authentication, tokens, and similar.

In pyex every draw comes from the run's entropy stream, which the host
keys with the run's seed: the same seed gives the same tokens (see
docs/DIFFERENCES.md). The draws are made in Go (_secrets).
"""

__all__ = ['choice', 'randbelow', 'randbits', 'SystemRandom',
           'token_bytes', 'token_hex', 'token_urlsafe',
           'compare_digest']

import base64
import random as _random
import _secrets
from hmac import compare_digest


class SystemRandom(_random.SystemRandom):
    """Random numbers from the run's entropy stream; it has no state to
    seed, save or restore."""

    def random(self):
        """Get the next random number in the range 0.0 <= X < 1.0."""
        return _secrets.random()

    def getrandbits(self, k):
        """getrandbits(k) -> x.  Generates an int with k random bits."""
        return _secrets.getrandbits(k)

    def randbytes(self, n):
        """Generate n random bytes."""
        return _secrets.urandom(n)

    def seed(self, *args, **kwds):
        "Stub method.  Not used for a system random number generator."
        return None

    def _notimplemented(self, *args, **kwds):
        "Method should not be called for a system random number generator."
        raise NotImplementedError('System entropy source does not have state.')
    getstate = setstate = _notimplemented


_sysrand = SystemRandom()

randbits = _sysrand.getrandbits
choice = _sysrand.choice


def randbelow(exclusive_upper_bound):
    """A uniformly chosen int from 0 up to, not including, the bound."""
    if exclusive_upper_bound <= 0:
        raise ValueError("Upper bound must be positive.")
    return _sysrand._randbelow(exclusive_upper_bound)


DEFAULT_ENTROPY = 32


def token_bytes(nbytes=None):
    """Return a random byte string containing *nbytes* bytes."""
    if nbytes is None:
        nbytes = DEFAULT_ENTROPY
    return _secrets.urandom(nbytes)


def token_hex(nbytes=None):
    """Return a random text string, in hexadecimal."""
    return token_bytes(nbytes).hex()


def token_urlsafe(nbytes=None):
    """Return a random URL-safe text string, in Base64 encoding."""
    tok = token_bytes(nbytes)
    return base64.urlsafe_b64encode(tok).rstrip(b'=').decode('ascii')
