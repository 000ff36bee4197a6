"""The numeric tower of PEP 3141: Number > Complex > Real > Rational > Integral.

Each level is an abstract base class. The methods marked abstract are the
ones a concrete type has to provide; the others are derived from them.
The built-in int, float and complex are registered at the end.
"""

from abc import ABCMeta, abstractmethod

__all__ = ["Number", "Complex", "Real", "Rational", "Integral"]


def _must_override(name):
    # One body for every abstract method: reaching it means a subclass
    # called up to the ABC instead of implementing the operation itself.
    def method(self, *args):
        raise NotImplementedError
    method.__name__ = name
    method.__qualname__ = name
    return abstractmethod(method)


def _must_override_property(name):
    def getter(self):
        raise NotImplementedError
    getter.__name__ = getter.__qualname__ = name
    return property(abstractmethod(getter))


def _qualify(cls):
    # The shared bodies above were made before their class existed; give
    # them the qualified names methods defined in the class body would have.
    for name, value in vars(cls).items():
        target = value.fget if isinstance(value, property) else value
        if getattr(target, "__qualname__", None) == name:
            target.__qualname__ = "%s.%s" % (cls.__name__, name)
    return cls


class Number(metaclass=ABCMeta):
    """Root of the numeric tower; isinstance(x, Number) says x is a number."""
    __slots__ = ()
    # Numbers that compare equal must hash equal, so a mutable or an
    # abstract number has no hash of its own.
    __hash__ = None


@_qualify
class Complex(Number):
    """Numbers with a real and an imaginary part, as the built-in complex."""
    __slots__ = ()

    __complex__ = _must_override("__complex__")

    def __bool__(self):
        return self != 0

    real = _must_override_property("real")
    imag = _must_override_property("imag")

    __add__ = _must_override("__add__")
    __radd__ = _must_override("__radd__")
    __neg__ = _must_override("__neg__")
    __pos__ = _must_override("__pos__")

    def __sub__(self, other):
        return self + -other

    def __rsub__(self, other):
        return other + -self

    __mul__ = _must_override("__mul__")
    __rmul__ = _must_override("__rmul__")
    __truediv__ = _must_override("__truediv__")
    __rtruediv__ = _must_override("__rtruediv__")
    __pow__ = _must_override("__pow__")
    __rpow__ = _must_override("__rpow__")
    __abs__ = _must_override("__abs__")
    conjugate = _must_override("conjugate")
    __eq__ = _must_override("__eq__")


Complex.register(complex)


@_qualify
class Real(Complex):
    """Complex numbers whose imaginary part is zero and which are ordered."""
    __slots__ = ()

    __float__ = _must_override("__float__")
    __trunc__ = _must_override("__trunc__")
    __floor__ = _must_override("__floor__")
    __ceil__ = _must_override("__ceil__")

    @abstractmethod
    def __round__(self, ndigits=None):
        raise NotImplementedError

    def __divmod__(self, other):
        return self // other, self % other

    def __rdivmod__(self, other):
        return other // self, other % self

    __floordiv__ = _must_override("__floordiv__")
    __rfloordiv__ = _must_override("__rfloordiv__")
    __mod__ = _must_override("__mod__")
    __rmod__ = _must_override("__rmod__")
    __lt__ = _must_override("__lt__")
    __le__ = _must_override("__le__")

    def __complex__(self):
        return complex(float(self))

    @property
    def real(self):
        return +self

    @property
    def imag(self):
        return 0

    def conjugate(self):
        return +self


Real.register(float)


@_qualify
class Rational(Real):
    """Real numbers that are a ratio of two integers in lowest terms."""
    __slots__ = ()

    numerator = _must_override_property("numerator")
    denominator = _must_override_property("denominator")

    def __float__(self):
        # int() first so that a numerator or denominator of an Integral
        # type other than int divides as ints do (correctly rounded).
        top, bottom = int(self.numerator), int(self.denominator)
        return top / bottom


@_qualify
class Integral(Rational):
    """Rationals whose denominator is 1, with the bitwise operations."""
    __slots__ = ()

    __int__ = _must_override("__int__")

    def __index__(self):
        return int(self)

    @abstractmethod
    def __pow__(self, exponent, modulus=None):
        raise NotImplementedError

    __lshift__ = _must_override("__lshift__")
    __rlshift__ = _must_override("__rlshift__")
    __rshift__ = _must_override("__rshift__")
    __rrshift__ = _must_override("__rrshift__")
    __and__ = _must_override("__and__")
    __rand__ = _must_override("__rand__")
    __xor__ = _must_override("__xor__")
    __rxor__ = _must_override("__rxor__")
    __or__ = _must_override("__or__")
    __ror__ = _must_override("__ror__")
    __invert__ = _must_override("__invert__")

    def __float__(self):
        return float(int(self))

    @property
    def numerator(self):
        return +self

    @property
    def denominator(self):
        return 1


Integral.register(int)
