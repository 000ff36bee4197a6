"""Exact rational arithmetic: the Fraction type.

A Fraction keeps an int numerator and a positive int denominator in lowest
terms. It mixes with int and other Rationals exactly, and with float and
complex by converting itself to those types.
"""

import math
import numbers
import operator
import re
from sys import hash_info as _hash_info

__all__ = ["Fraction"]

# Hashes of rationals follow the rule the built-in numbers share: the value
# reduced modulo the prime sys.hash_info.modulus.
_HASH_PRIME = _hash_info.modulus
_HASH_INF = _hash_info.inf

# The accepted text: optional sign, then either "int/int" or a decimal
# number with an optional fraction part and exponent, with whitespace
# around. Underscores may group digits as in int literals. The fraction
# part's first alternative is a literal "d*", a slip in 3.11's pattern
# kept for fidelity: it matches nothing, so "1." is accepted, and "1.d",
# which then fails in int() with int's message.
_DIGITS = r"\d+(?:_\d+)*"
_LITERAL = re.compile(
    r"\s*(?P<sign>[-+]?)(?=\d|\.\d)(?P<num>\d*|" + _DIGITS + r")"
    r"(?:/(?P<denom>" + _DIGITS + r")"
    r"|(?:\.(?P<decimal>d*|" + _DIGITS + r"))?"
    r"(?:E(?P<exp>[-+]?" + _DIGITS + r"))?)\s*",
    re.IGNORECASE)

# decimal.Decimal once the first conversion asked for it; a class nothing
# is an instance of when the decimal module cannot be imported.
_decimal_class = None


def _decimal():
    global _decimal_class
    if _decimal_class is None:
        try:
            from decimal import Decimal
        except ImportError:
            class Decimal:
                pass
        _decimal_class = Decimal
    return _decimal_class


def _parse(text):
    """The (numerator, denominator) a numeric string spells, unreduced."""
    found = _LITERAL.fullmatch(text)
    if found is None:
        raise ValueError("Invalid literal for Fraction: %r" % (text,))
    top = int(found["num"] or "0")
    bottom = 1
    if found["denom"]:
        bottom = int(found["denom"])
    else:
        digits = found["decimal"]
        if digits:
            digits = digits.replace("_", "")
            scale = 10 ** len(digits)
            top = top * scale + int(digits)
            bottom = scale
        power = found["exp"]
        if power:
            power = int(power)
            if power < 0:
                bottom *= 10 ** -power
            else:
                top *= 10 ** power
    if found["sign"] == "-":
        top = -top
    return top, bottom


def _make(top, bottom):
    """A Fraction from a pair already in lowest terms, bottom > 0."""
    if bottom == 0:
        raise ZeroDivisionError("Fraction(%s, 0)" % top)
    result = object.__new__(Fraction)
    result._numerator = top
    result._denominator = bottom
    return result


def _arith(name, exact, inexact):
    """The forward and reflected methods of a binary operator.

    exact(a, b) computes with two rationals; anything else goes through
    float or complex with inexact (a function of the operator module),
    except types Fraction does not know, which get NotImplemented so that
    their own reflected method has its turn.
    """
    def forward(a, b):
        if isinstance(b, (int, Fraction)):
            return exact(a, b)
        if isinstance(b, float):
            return inexact(float(a), b)
        if isinstance(b, complex):
            return inexact(complex(a), b)
        return NotImplemented

    def reflected(b, a):
        if isinstance(a, numbers.Rational):
            return exact(a, b)
        if isinstance(a, numbers.Real):
            return inexact(float(a), float(b))
        if isinstance(a, numbers.Complex):
            return inexact(complex(a), complex(b))
        return NotImplemented

    forward.__name__ = forward.__qualname__ = "__%s__" % name
    reflected.__name__ = reflected.__qualname__ = "__r%s__" % name
    return forward, reflected


def _add_exact(a, b):
    # Reducing by the gcd of the denominators first keeps the numbers
    # small; the sum can then only share factors with that gcd.
    an, ad = a.numerator, a.denominator
    bn, bd = b.numerator, b.denominator
    g = math.gcd(ad, bd)
    if g == 1:
        return _make(an * bd + ad * bn, ad * bd)
    ad_part = ad // g
    top = an * (bd // g) + bn * ad_part
    h = math.gcd(top, g)
    if h == 1:
        return _make(top, ad_part * bd)
    return _make(top // h, ad_part * (bd // h))


def _sub_exact(a, b):
    an, ad = a.numerator, a.denominator
    bn, bd = b.numerator, b.denominator
    g = math.gcd(ad, bd)
    if g == 1:
        return _make(an * bd - ad * bn, ad * bd)
    ad_part = ad // g
    top = an * (bd // g) - bn * ad_part
    h = math.gcd(top, g)
    if h == 1:
        return _make(top, ad_part * bd)
    return _make(top // h, ad_part * (bd // h))


def _mul_exact(a, b):
    # Cross-cancel before multiplying: the product is then in lowest terms.
    an, ad = a.numerator, a.denominator
    bn, bd = b.numerator, b.denominator
    g = math.gcd(an, bd)
    if g > 1:
        an, bd = an // g, bd // g
    g = math.gcd(bn, ad)
    if g > 1:
        bn, ad = bn // g, ad // g
    return _make(an * bn, bd * ad)


def _div_exact(a, b):
    an, ad = a.numerator, a.denominator
    bn, bd = b.numerator, b.denominator
    g = math.gcd(an, bn)
    if g > 1:
        an, bn = an // g, bn // g
    g = math.gcd(bd, ad)
    if g > 1:
        ad, bd = ad // g, bd // g
    top, bottom = an * bd, bn * ad
    if bottom < 0:
        top, bottom = -top, -bottom
    return _make(top, bottom)


def _floordiv_exact(a, b):
    return (a.numerator * b.denominator) // (a.denominator * b.numerator)


def _divmod_exact(a, b):
    ad, bd = a.denominator, b.denominator
    quotient, rest = divmod(a.numerator * bd, ad * b.numerator)
    return quotient, Fraction(rest, ad * bd)


def _mod_exact(a, b):
    ad, bd = a.denominator, b.denominator
    return Fraction((a.numerator * bd) % (b.numerator * ad), ad * bd)


class Fraction(numbers.Rational):
    """A rational number: Fraction(3, 4), Fraction('3/4'), Fraction(0.75) ..."""

    __slots__ = ("_numerator", "_denominator")

    def __new__(cls, numerator=0, denominator=None, *, _normalize=True):
        self = super(Fraction, cls).__new__(cls)
        if denominator is None:
            if type(numerator) is int:
                self._numerator, self._denominator = numerator, 1
                return self
            if isinstance(numerator, numbers.Rational):
                self._numerator = numerator.numerator
                self._denominator = numerator.denominator
                return self
            if isinstance(numerator, str):
                numerator, denominator = _parse(numerator)
            elif isinstance(numerator, (float, _decimal())):
                # as_integer_ratio is exact and already in lowest terms; it
                # raises for infinities and nan.
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            else:
                raise TypeError(
                    "argument should be a string or a Rational instance")
        elif type(numerator) is int and type(denominator) is int:
            pass
        elif (isinstance(numerator, numbers.Rational)
              and isinstance(denominator, numbers.Rational)):
            numerator, denominator = (
                numerator.numerator * denominator.denominator,
                denominator.numerator * numerator.denominator)
        else:
            raise TypeError("both arguments should be "
                            "Rational instances")
        if denominator == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % numerator)
        if _normalize:
            common = math.gcd(numerator, denominator)
            if denominator < 0:
                common = -common
            numerator //= common
            denominator //= common
        self._numerator = numerator
        self._denominator = denominator
        return self

    @classmethod
    def from_float(cls, f):
        """The exact value of the float f (an Integral is accepted too)."""
        if isinstance(f, numbers.Integral):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)"
                            % (cls.__name__, f, type(f).__name__))
        return cls(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        """The exact value of the Decimal dec (an Integral is accepted too)."""
        if isinstance(dec, numbers.Integral):
            # What Decimal(int(dec)).as_integer_ratio() would give.
            return cls(int(dec), 1)
        if not isinstance(dec, _decimal()):
            raise TypeError("%s.from_decimal() only takes Decimals, not %r (%s)"
                            % (cls.__name__, dec, type(dec).__name__))
        return cls(*dec.as_integer_ratio())

    def as_integer_ratio(self):
        """(numerator, denominator), the denominator positive."""
        return self._numerator, self._denominator

    def limit_denominator(self, max_denominator=1000000):
        """The closest Fraction whose denominator is at most max_denominator."""
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        # Walk the continued fraction expansion, keeping the last two
        # convergents, until the next one's denominator is too large. The
        # answer is then the last convergent or the largest semiconvergent
        # that fits, whichever is nearer (the convergent on a tie).
        prev_p, prev_q, p, q = 0, 1, 1, 0
        top, bottom = self._numerator, self._denominator
        while True:
            term = top // bottom
            next_q = prev_q + term * q
            if next_q > max_denominator:
                break
            prev_p, prev_q, p, q = p, q, prev_p + term * p, next_q
            top, bottom = bottom, top - term * bottom
        steps = (max_denominator - prev_q) // q
        semi = Fraction(prev_p + steps * p, prev_q + steps * q)
        conv = Fraction(p, q)
        if abs(conv - self) <= abs(semi - self):
            return conv
        return semi

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    def __repr__(self):
        return "%s(%s, %s)" % (type(self).__name__, self._numerator,
                               self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return "%s/%s" % (self._numerator, self._denominator)

    __add__, __radd__ = _arith("add", _add_exact, operator.add)
    __sub__, __rsub__ = _arith("sub", _sub_exact, operator.sub)
    __mul__, __rmul__ = _arith("mul", _mul_exact, operator.mul)
    __truediv__, __rtruediv__ = _arith("truediv", _div_exact, operator.truediv)
    __floordiv__, __rfloordiv__ = _arith("floordiv", _floordiv_exact,
                                         operator.floordiv)
    __divmod__, __rdivmod__ = _arith("divmod", _divmod_exact, divmod)
    __mod__, __rmod__ = _arith("mod", _mod_exact, operator.mod)

    def __pow__(a, b):
        """a ** b: a Fraction for an integral exponent, else a float or complex."""
        if not isinstance(b, numbers.Rational):
            return float(a) ** b
        if b.denominator != 1:
            return float(a) ** float(b)
        power = b.numerator
        top, bottom = a._numerator, a._denominator
        if power >= 0:
            return _make(top ** power, bottom ** power)
        # A negative power swaps numerator and denominator, moving the
        # sign to the top.
        if top < 0:
            top, bottom = -top, -bottom
        return _make(bottom ** -power, top ** -power)

    def __rpow__(b, a):
        """a ** b with a Fraction exponent b."""
        power, root = b._numerator, b._denominator
        if root == 1 and power >= 0:
            # A natural power: the base's own ** keeps its type.
            return a ** power
        if isinstance(a, numbers.Rational):
            return Fraction(a.numerator, a.denominator) ** b
        return a ** (power if root == 1 else float(b))

    def __pos__(a):
        return _make(a._numerator, a._denominator)

    def __neg__(a):
        return _make(-a._numerator, a._denominator)

    def __abs__(a):
        return _make(abs(a._numerator), a._denominator)

    def __int__(a):
        top, bottom = a._numerator, a._denominator
        if top < 0:
            return operator.index(-(-top // bottom))
        return operator.index(top // bottom)

    def __trunc__(a):
        top, bottom = a._numerator, a._denominator
        if top < 0:
            return -(-top // bottom)
        return top // bottom

    def __floor__(a):
        return a.numerator // a.denominator

    def __ceil__(a):
        return -(-a.numerator // a.denominator)

    def __round__(self, ndigits=None):
        """Round half to even, to an int, or to a Fraction with ndigits."""
        if ndigits is None:
            whole, rest = divmod(self.numerator, self.denominator)
            twice = rest * 2
            if twice < self.denominator:
                return whole
            if twice > self.denominator or whole % 2:
                return whole + 1
            return whole
        scale = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * scale), scale)
        return Fraction(round(self / scale) * scale)

    def __hash__(self):
        # The hash of n/d is n times the inverse of d modulo the prime; a
        # denominator the prime divides has no inverse and hashes as inf.
        try:
            inverse = pow(self._denominator, -1, _HASH_PRIME)
        except ValueError:
            value = _HASH_INF
        else:
            value = hash(hash(abs(self._numerator)) * inverse)
        if self._numerator < 0:
            value = -value
        return -2 if value == -1 else value

    def __eq__(a, b):
        if type(b) is int:
            return a._denominator == 1 and a._numerator == b
        if isinstance(b, numbers.Rational):
            return (a._numerator == b.numerator
                    and a._denominator == b.denominator)
        if isinstance(b, numbers.Complex) and b.imag == 0:
            b = b.real
        if not isinstance(b, float):
            return NotImplemented
        if math.isfinite(b):
            return a == a.from_float(b)
        return False

    def _compare(self, other, op):
        # Exact for rationals and finite floats; an infinity or nan
        # compares as it would with any finite number.
        if isinstance(other, numbers.Rational):
            return op(self._numerator * other.denominator,
                      self._denominator * other.numerator)
        if not isinstance(other, float):
            return NotImplemented
        if math.isfinite(other):
            return op(self, self.from_float(other))
        return op(0.0, other)

    def __lt__(a, b):
        return a._compare(b, operator.lt)

    def __gt__(a, b):
        return a._compare(b, operator.gt)

    def __le__(a, b):
        return a._compare(b, operator.le)

    def __ge__(a, b):
        return a._compare(b, operator.ge)

    def __bool__(a):
        return bool(a._numerator)

    def __reduce__(self):
        return type(self), (self._numerator, self._denominator)

    def __copy__(self):
        # Immutable: a plain Fraction is its own copy; a subclass may carry
        # more state, so it is rebuilt.
        if type(self) == Fraction:
            return self
        return type(self)(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) == Fraction:
            return self
        return type(self)(self._numerator, self._denominator)
