"""Decimal fixed and floating point arithmetic (the General Decimal
Arithmetic specification), as Python 3.11's decimal module presents it.

The numbers and their arithmetic live in Go (_pyex_decimal); this layer
keeps contexts, their flags and traps, and turns the conditions an
operation reports into flags or exceptions.
"""

import _pyex_decimal as _core
from collections import namedtuple as _namedtuple
from collections.abc import MutableMapping as _MutableMapping

__version__ = '1.70'
__libmpdec_version__ = '2.5.1'

__all__ = [
    'Decimal', 'Context', 'DecimalTuple', 'DefaultContext', 'BasicContext',
    'ExtendedContext', 'DecimalException', 'Clamped', 'InvalidOperation',
    'DivisionByZero', 'Inexact', 'Rounded', 'Subnormal', 'Overflow',
    'Underflow', 'FloatOperation', 'DivisionImpossible', 'InvalidContext',
    'ConversionSyntax', 'DivisionUndefined', 'ROUND_DOWN', 'ROUND_HALF_UP',
    'ROUND_HALF_EVEN', 'ROUND_CEILING', 'ROUND_FLOOR', 'ROUND_UP',
    'ROUND_HALF_DOWN', 'ROUND_05UP', 'setcontext', 'getcontext',
    'localcontext', 'MAX_PREC', 'MAX_EMAX', 'MIN_EMIN', 'MIN_ETINY',
    'HAVE_THREADS', 'HAVE_CONTEXTVAR',
]

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)
HAVE_THREADS = True
HAVE_CONTEXTVAR = True

ROUND_UP = 'ROUND_UP'
ROUND_DOWN = 'ROUND_DOWN'
ROUND_CEILING = 'ROUND_CEILING'
ROUND_FLOOR = 'ROUND_FLOOR'
ROUND_HALF_UP = 'ROUND_HALF_UP'
ROUND_HALF_DOWN = 'ROUND_HALF_DOWN'
ROUND_HALF_EVEN = 'ROUND_HALF_EVEN'
ROUND_05UP = 'ROUND_05UP'

# The Go layer numbers the rounding modes in this order.
_ROUNDING_INDEX = {ROUND_UP: 0, ROUND_DOWN: 1, ROUND_CEILING: 2, ROUND_FLOOR: 3,
                   ROUND_HALF_UP: 4, ROUND_HALF_DOWN: 5, ROUND_HALF_EVEN: 6,
                   ROUND_05UP: 7}


class DecimalException(ArithmeticError):
    pass


class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


# Signals in the order contexts list them.
_SIGNALS = (InvalidOperation, FloatOperation, DivisionByZero, Overflow,
            Underflow, Subnormal, Inexact, Rounded, Clamped)

# Condition bits of the Go layer: (bit, condition class, signal).
_CONDITIONS = (
    (128, InvalidOperation, InvalidOperation),
    (2, ConversionSyntax, InvalidOperation),
    (8, DivisionImpossible, InvalidOperation),
    (16, DivisionUndefined, InvalidOperation),
    (64, InvalidContext, InvalidOperation),
    (4096, FloatOperation, FloatOperation),
    (4, DivisionByZero, DivisionByZero),
    (256, Overflow, Overflow),
    (2048, Underflow, Underflow),
    (1024, Subnormal, Subnormal),
    (32, Inexact, Inexact),
    (512, Rounded, Rounded),
    (1, Clamped, Clamped),
)
_COND_BIT = {cls: bit for bit, cls, _ in _CONDITIONS}

# The order in which a context's repr lists its flags and traps.
_REPR_ORDER = (Clamped, InvalidOperation, DivisionByZero, Inexact, FloatOperation,
               Overflow, Rounded, Subnormal, Underflow)

DecimalTuple = _namedtuple('DecimalTuple', 'sign digits exponent', module='decimal')


# ---------------------------------------------------------------- contexts

class _SignalDict(_MutableMapping):
    """The flags or traps of a context: a signal -> bool mapping."""

    __slots__ = ('_on',)

    def __init__(self, on=()):
        self._on = set(on)

    def __getitem__(self, key):
        if key not in _SIGNALS:
            raise KeyError(key)
        return key in self._on

    def __setitem__(self, key, value):
        if key not in _SIGNALS:
            raise KeyError(key)
        if value:
            self._on.add(key)
        else:
            self._on.discard(key)

    def __delitem__(self, key):
        raise ValueError('signal keys cannot be deleted')

    def __iter__(self):
        return iter(_SIGNALS)

    def __len__(self):
        return len(_SIGNALS)

    def __repr__(self):
        return '{' + ', '.join('%r:%r' % (s, s in self._on) for s in _SIGNALS) + '}'

    def copy(self):
        return {s: (s in self._on) for s in _SIGNALS}


def _signal_set(value, what):
    if value is None:
        return None
    if isinstance(value, (dict, _SignalDict)):
        if len(value) != len(_SIGNALS) or any(k not in _SIGNALS for k in value):
            raise KeyError('invalid signal dict')
        return {s for s in _SIGNALS if value[s]}
    on = set()
    for s in value:
        if s not in _SIGNALS:
            raise KeyError(s)
        on.add(s)
    return on


def _check_int(v):
    if not isinstance(v, int):
        raise TypeError('an integer is required')
    return v


class Context(object):
    """The environment of arithmetic: precision, rounding, exponent range,
    and which signals set flags or raise."""

    __slots__ = ('_prec', '_rounding', '_emin', '_emax', '_capitals', '_clamp',
                 '_flags', '_traps', '_t')

    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None,
                 capitals=None, clamp=None, flags=None, traps=None):
        base = _template('default')
        object.__setattr__(self, '_t', None)
        self.prec = base._prec if prec is None else prec
        self.rounding = base._rounding if rounding is None else rounding
        self.Emin = base._emin if Emin is None else Emin
        self.Emax = base._emax if Emax is None else Emax
        self.capitals = base._capitals if capitals is None else capitals
        self.clamp = base._clamp if clamp is None else clamp
        f = _signal_set(flags, 'flags')
        t = _signal_set(traps, 'traps')
        object.__setattr__(self, '_flags', _SignalDict(f or ()))
        object.__setattr__(self, '_traps', _SignalDict(base._traps._on if t is None else t))

    def _retuple(self):
        object.__setattr__(self, '_t', (self._prec, _ROUNDING_INDEX[self._rounding],
                                        self._emin, self._emax, self._clamp))

    @property
    def prec(self):
        return self._prec

    @prec.setter
    def prec(self, v):
        _check_int(v)
        if not 1 <= v <= MAX_PREC:
            raise ValueError('valid range for prec is [1, MAX_PREC]')
        object.__setattr__(self, '_prec', v)
        if hasattr(self, '_emax'):
            self._retuple()

    @property
    def rounding(self):
        return self._rounding

    @rounding.setter
    def rounding(self, v):
        if not isinstance(v, str) or v not in _ROUNDING_INDEX:
            raise TypeError('valid values for rounding are:\n'
                            '  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n'
                            '   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n'
                            '   ROUND_05UP]')
        object.__setattr__(self, '_rounding', v)
        if hasattr(self, '_clamp'):
            self._retuple()

    @property
    def Emin(self):
        return self._emin

    @Emin.setter
    def Emin(self, v):
        _check_int(v)
        if not MIN_EMIN <= v <= 0:
            raise ValueError('valid range for Emin is [MIN_EMIN, 0]')
        object.__setattr__(self, '_emin', v)
        if hasattr(self, '_clamp'):
            self._retuple()

    @property
    def Emax(self):
        return self._emax

    @Emax.setter
    def Emax(self, v):
        _check_int(v)
        if not 0 <= v <= MAX_EMAX:
            raise ValueError('valid range for Emax is [0, MAX_EMAX]')
        object.__setattr__(self, '_emax', v)
        if hasattr(self, '_clamp'):
            self._retuple()

    @property
    def capitals(self):
        return self._capitals

    @capitals.setter
    def capitals(self, v):
        _check_int(v)
        if v not in (0, 1):
            raise ValueError('valid values for capitals are 0 or 1')
        object.__setattr__(self, '_capitals', v)

    @property
    def clamp(self):
        return self._clamp

    @clamp.setter
    def clamp(self, v):
        _check_int(v)
        if v not in (0, 1):
            raise ValueError('valid values for clamp are 0 or 1')
        object.__setattr__(self, '_clamp', v)
        self._retuple()

    @property
    def flags(self):
        return self._flags

    @flags.setter
    def flags(self, v):
        object.__setattr__(self, '_flags', _SignalDict(_signal_set(v, 'flags')))

    @property
    def traps(self):
        return self._traps

    @traps.setter
    def traps(self, v):
        object.__setattr__(self, '_traps', _SignalDict(_signal_set(v, 'traps')))

    def __setattr__(self, name, value):
        if name.startswith('_') or not hasattr(type(self), name):
            raise AttributeError("'decimal.Context' object has no attribute '%s'" % name)
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        raise AttributeError('context attributes cannot be deleted')

    def __repr__(self):
        names = lambda d: '[' + ', '.join(s.__name__ for s in _REPR_ORDER if s in d._on) + ']'
        return ('Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, '
                'flags=%s, traps=%s)' % (self._prec, self._rounding, self._emin, self._emax,
                                         self._capitals, self._clamp, names(self._flags),
                                         names(self._traps)))

    def __reduce__(self):
        return (Context, (self._prec, self._rounding, self._emin, self._emax, self._capitals,
                          self._clamp, [s for s in _SIGNALS if s in self._flags._on],
                          [s for s in _SIGNALS if s in self._traps._on]))

    def copy(self):
        return Context(self._prec, self._rounding, self._emin, self._emax, self._capitals,
                       self._clamp, set(self._flags._on), set(self._traps._on))

    __copy__ = copy

    def clear_flags(self):
        self._flags._on.clear()

    def clear_traps(self):
        self._traps._on.clear()

    def Etiny(self):
        return self._emin - self._prec + 1

    def Etop(self):
        return self._emax - self._prec + 1

    def radix(self):
        return Decimal(10)

    # Conditions an operation reported become flags, or an exception for
    # the first trapped signal, carrying the list of trapped conditions.
    def _signal(self, cond):
        hit = []
        for bit, cls, sig in _CONDITIONS:
            if cond & bit:
                self._flags._on.add(sig)
                if sig in self._traps._on:
                    hit.append((cls, sig))
        if hit:
            for sig in _SIGNALS:
                for cls, s in hit:
                    if s is sig:
                        raise sig([c for c, _ in hit])

    def _run(self, name, *args, rounding=None):
        r, cond = _core.apply(name, self._t,
                              -1 if rounding is None else _rounding_index(rounding),
                              *[a._v for a in args])
        if cond:
            self._signal(cond)
        return r

    def _num(self, name, *args, rounding=None):
        return _wrap(self._run(name, *args, rounding=rounding))

    def create_decimal(self, num='0'):
        if isinstance(num, str):
            v, cond = _core.create(self._t, num)
            if cond:
                self._signal(cond)
            return _wrap(v)
        if isinstance(num, float):
            self._signal(4096)
            return self._num('_apply', _wrap(_core.from_float(num)))
        d = Decimal(num, self)
        return self._num('_apply', d)

    def create_decimal_from_float(self, f):
        if not isinstance(f, (int, float)):
            raise TypeError('argument must be int or float')
        return self._num('_apply', Decimal.from_float(f))

    def _apply(self, a):
        return self._num('_apply', _operand(a))

    def abs(self, a):
        return self._num('abs', _operand(a))

    def add(self, a, b):
        return self._num('add', _operand(a), _operand(b))

    def canonical(self, a):
        if not isinstance(a, Decimal):
            raise TypeError('argument must be a Decimal')
        return a

    def compare(self, a, b):
        return self._num('compare', _operand(a), _operand(b))

    def compare_signal(self, a, b):
        return self._num('compare_signal', _operand(a), _operand(b))

    def compare_total(self, a, b):
        return self._num('compare_total', _operand(a), _operand(b))

    def compare_total_mag(self, a, b):
        return self._num('compare_total_mag', _operand(a), _operand(b))

    def copy_abs(self, a):
        return _operand(a).copy_abs()

    def copy_decimal(self, a):
        return _operand(a)

    def copy_negate(self, a):
        return _operand(a).copy_negate()

    def copy_sign(self, a, b):
        return _operand(a).copy_sign(_operand(b))

    def divide(self, a, b):
        return self._num('divide', _operand(a), _operand(b))

    def divide_int(self, a, b):
        return self._num('divide_int', _operand(a), _operand(b))

    def divmod(self, a, b):
        q, r = self._run('divmod', _operand(a), _operand(b))
        return _wrap(q), _wrap(r)

    def exp(self, a):
        return self._num('exp', _operand(a))

    def fma(self, a, b, c):
        return self._num('fma', _operand(a), _operand(b), _operand(c))

    def is_canonical(self, a):
        if not isinstance(a, Decimal):
            raise TypeError('argument must be a Decimal')
        return True

    def is_finite(self, a):
        return _operand(a).is_finite()

    def is_infinite(self, a):
        return _operand(a).is_infinite()

    def is_nan(self, a):
        return _operand(a).is_nan()

    def is_normal(self, a):
        return self._run('is_normal', _operand(a))

    def is_qnan(self, a):
        return _operand(a).is_qnan()

    def is_signed(self, a):
        return _operand(a).is_signed()

    def is_snan(self, a):
        return _operand(a).is_snan()

    def is_subnormal(self, a):
        return self._run('is_subnormal', _operand(a))

    def is_zero(self, a):
        return _operand(a).is_zero()

    def ln(self, a):
        return self._num('ln', _operand(a))

    def log10(self, a):
        return self._num('log10', _operand(a))

    def logb(self, a):
        return self._num('logb', _operand(a))

    def logical_and(self, a, b):
        return self._num('logical_and', _operand(a), _operand(b))

    def logical_invert(self, a):
        return self._num('logical_invert', _operand(a))

    def logical_or(self, a, b):
        return self._num('logical_or', _operand(a), _operand(b))

    def logical_xor(self, a, b):
        return self._num('logical_xor', _operand(a), _operand(b))

    def max(self, a, b):
        return self._num('max', _operand(a), _operand(b))

    def max_mag(self, a, b):
        return self._num('max_mag', _operand(a), _operand(b))

    def min(self, a, b):
        return self._num('min', _operand(a), _operand(b))

    def min_mag(self, a, b):
        return self._num('min_mag', _operand(a), _operand(b))

    def minus(self, a):
        return self._num('minus', _operand(a))

    def multiply(self, a, b):
        return self._num('multiply', _operand(a), _operand(b))

    def next_minus(self, a):
        return self._num('next_minus', _operand(a))

    def next_plus(self, a):
        return self._num('next_plus', _operand(a))

    def next_toward(self, a, b):
        return self._num('next_toward', _operand(a), _operand(b))

    def normalize(self, a):
        return self._num('normalize', _operand(a))

    def number_class(self, a):
        return self._run('number_class', _operand(a))

    def plus(self, a):
        return self._num('plus', _operand(a))

    def power(self, a, b, modulo=None):
        if modulo is None:
            return self._num('power', _operand(a), _operand(b))
        return self._num('powmod', _operand(a), _operand(b), _operand(modulo))

    def quantize(self, a, b):
        return self._num('quantize', _operand(a), _operand(b))

    def remainder(self, a, b):
        return self._num('remainder', _operand(a), _operand(b))

    def remainder_near(self, a, b):
        return self._num('remainder_near', _operand(a), _operand(b))

    def rotate(self, a, b):
        return self._num('rotate', _operand(a), _operand(b))

    def same_quantum(self, a, b):
        return _operand(a).same_quantum(_operand(b))

    def scaleb(self, a, b):
        return self._num('scaleb', _operand(a), _operand(b))

    def shift(self, a, b):
        return self._num('shift', _operand(a), _operand(b))

    def sqrt(self, a):
        return self._num('sqrt', _operand(a))

    def subtract(self, a, b):
        return self._num('subtract', _operand(a), _operand(b))

    def to_eng_string(self, a):
        return _core.text(_operand(a)._v, True, self._capitals)

    def to_sci_string(self, a):
        return _core.text(_operand(a)._v, False, self._capitals)

    def to_integral_exact(self, a):
        return self._num('to_integral_exact', _operand(a))

    def to_integral_value(self, a):
        return self._num('to_integral_value', _operand(a))

    to_integral = to_integral_value


def _rounding_index(r):
    if not isinstance(r, str) or r not in _ROUNDING_INDEX:
        raise TypeError('valid values for rounding are:\n'
                        '  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n'
                        '   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n'
                        '   ROUND_05UP]')
    return _ROUNDING_INDEX[r]


_templates = {}


def _template(name):
    return _templates[name]


def _make_template(name, prec, rounding, traps):
    c = object.__new__(Context)
    object.__setattr__(c, '_prec', prec)
    object.__setattr__(c, '_rounding', rounding)
    object.__setattr__(c, '_emin', -999999)
    object.__setattr__(c, '_emax', 999999)
    object.__setattr__(c, '_capitals', 1)
    object.__setattr__(c, '_clamp', 0)
    object.__setattr__(c, '_flags', _SignalDict())
    object.__setattr__(c, '_traps', _SignalDict(traps))
    c._retuple()
    _templates[name] = c
    return c


DefaultContext = _make_template('default', 28, ROUND_HALF_EVEN,
                                (InvalidOperation, DivisionByZero, Overflow))
BasicContext = _make_template('basic', 9, ROUND_HALF_UP,
                              (Clamped, InvalidOperation, DivisionByZero, Overflow, Underflow))
ExtendedContext = _make_template('extended', 9, ROUND_HALF_EVEN, ())

# The current context belongs to this module object, which is the run's own.
_current = None


def getcontext():
    """Return the current context."""
    global _current
    if _current is None:
        _current = DefaultContext.copy()
        _current.clear_flags()
    return _current


def setcontext(context):
    """Make context the current context."""
    global _current
    if not isinstance(context, Context):
        raise TypeError('argument must be a context')
    if context is DefaultContext or context is BasicContext or context is ExtendedContext:
        context = context.copy()
        context.clear_flags()
    _current = context


_LOCAL_KEYS = ('prec', 'rounding', 'Emin', 'Emax', 'capitals', 'clamp', 'flags', 'traps')


class _ContextManager(object):
    """What localcontext returns: installs a copy of a context for a block."""

    __slots__ = ('new_context', 'saved_context')

    def __init__(self, ctx):
        self.new_context = ctx.copy()

    def __enter__(self):
        self.saved_context = getcontext()
        setcontext(self.new_context)
        return self.new_context

    def __exit__(self, *exc):
        setcontext(self.saved_context)


def localcontext(ctx=None, **kwargs):
    """Return a context manager that makes a copy of ctx (default: the
    current context), changed by the keyword arguments, current in its
    block."""
    if ctx is None:
        ctx = getcontext()
    elif not isinstance(ctx, Context):
        raise TypeError('optional argument must be a context')
    m = _ContextManager(ctx)
    for key, value in kwargs.items():
        if key not in _LOCAL_KEYS:
            raise TypeError("'%s' is an invalid keyword argument for this function" % key)
        setattr(m.new_context, key, value)
    return m


# ---------------------------------------------------------------- numbers

def _wrap(v):
    d = object.__new__(Decimal)
    d._v = v
    return d


def _operand(v):
    """An operand of a Context or Decimal method: a Decimal or an int."""
    if isinstance(v, Decimal):
        return v
    if isinstance(v, int):
        return _wrap(_core.from_int(v))
    raise TypeError('conversion from %s to Decimal is not supported' % type(v).__name__)


def _binary(v):
    """The other operand of an arithmetic operator, or None."""
    if isinstance(v, Decimal):
        return v
    if isinstance(v, int):
        return _wrap(_core.from_int(v))
    return None


_KIND_EXP = {1: 'F', 2: 'n', 3: 'N'}
_HASH_MODULUS = (1 << 61) - 1
_HASH_TEN_INV = pow(10, _HASH_MODULUS - 2, _HASH_MODULUS)


class Decimal(object):
    """A decimal floating point number: Decimal(value='0', context=None)
    from a str, int, float, tuple or Decimal."""

    __slots__ = ('_v',)

    def __new__(cls, value='0', context=None):
        if isinstance(value, str):
            v = _core.parse(value)
            if v is None:
                ctx = getcontext() if context is None else context
                ctx._signal(2)
                v = _core.parse('NaN')
        elif isinstance(value, int):
            v = _core.from_int(value)
        elif isinstance(value, Decimal):
            if type(value) is Decimal and cls is Decimal:
                return value
            v = value._v
        elif isinstance(value, float):
            ctx = getcontext() if context is None else context
            ctx._signal(4096)
            v = _core.from_float(value)
        elif isinstance(value, (tuple, list)):
            v = _from_tuple(value)
        else:
            raise TypeError('conversion from %s to Decimal is not supported' % type(value).__name__)
        self = object.__new__(cls)
        self._v = v
        return self

    @classmethod
    def from_float(cls, f):
        """The exact value of float or int f."""
        if isinstance(f, int):
            d = _wrap(_core.from_int(f))
        elif isinstance(f, float):
            d = _wrap(_core.from_float(f))
        else:
            raise TypeError('argument must be int or float')
        return d if cls is Decimal else cls(d)

    # -- what the number is

    def _info(self):
        return _core.info(self._v)

    def as_tuple(self):
        sign, coef, exp, kind = _core.info(self._v)
        if kind == 1:
            return DecimalTuple(sign, (0,), 'F')
        digits = tuple(map(int, _core.digits(self._v)))
        if kind:
            return DecimalTuple(sign, digits, _KIND_EXP[kind])
        return DecimalTuple(sign, digits, exp)

    def as_integer_ratio(self):
        sign, coef, exp, kind = _core.info(self._v)
        if kind == 1:
            raise OverflowError('cannot convert Infinity to integer ratio')
        if kind:
            raise ValueError('cannot convert NaN to integer ratio')
        if exp >= 0:
            n, d = coef * 10 ** exp, 1
        else:
            n, d = coef, 10 ** -exp
            # Cancel the common factors of two and five.
            if n == 0:
                d = 1
            for p in (2, 5):
                while n and n % p == 0 and d % p == 0:
                    n //= p
                    d //= p
        return (-n if sign else n), d

    def adjusted(self):
        sign, coef, exp, kind = _core.info(self._v)
        if kind:
            return 0
        return exp + len(_core.digits(self._v)) - 1

    def canonical(self):
        return self

    def conjugate(self):
        return self

    def radix(self):
        return Decimal(10)

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return Decimal(0)

    def is_canonical(self):
        return True

    def is_finite(self):
        return _core.info(self._v)[3] == 0

    def is_infinite(self):
        return _core.info(self._v)[3] == 1

    def is_nan(self):
        return _core.info(self._v)[3] >= 2

    def is_qnan(self):
        return _core.info(self._v)[3] == 2

    def is_snan(self):
        return _core.info(self._v)[3] == 3

    def is_signed(self):
        return _core.info(self._v)[0] == 1

    def is_zero(self):
        info = _core.info(self._v)
        return info[3] == 0 and info[1] == 0

    def is_normal(self, context=None):
        return _ctx(context)._run('is_normal', self)

    def is_subnormal(self, context=None):
        return _ctx(context)._run('is_subnormal', self)

    def number_class(self, context=None):
        return _ctx(context)._run('number_class', self)

    def same_quantum(self, other, context=None):
        return _core.apply('same_quantum', _ctx(context)._t, -1, self._v, _operand(other)._v)[0]

    def copy_abs(self):
        return _wrap(_core.apply('copy_abs', DefaultContext._t, -1, self._v)[0])

    def copy_negate(self):
        return _wrap(_core.apply('copy_negate', DefaultContext._t, -1, self._v)[0])

    def copy_sign(self, other, context=None):
        return _wrap(_core.apply('copy_sign', DefaultContext._t, -1, self._v, _operand(other)._v)[0])

    # -- text

    def __str__(self):
        return _core.text(self._v, False, getcontext()._capitals)

    def __repr__(self):
        return "Decimal('%s')" % _core.text(self._v, False, getcontext()._capitals)

    def to_eng_string(self, context=None):
        return _core.text(self._v, True, _ctx(context)._capitals)

    def __format__(self, spec, override=None):
        from _pyex_decimal_format import format_decimal
        return format_decimal(self, spec, getcontext() if override is None else override)

    # -- conversions

    def __bool__(self):
        info = _core.info(self._v)
        return info[3] != 0 or info[1] != 0

    def __int__(self):
        sign, coef, exp, kind = _core.info(self._v)
        if kind == 1:
            raise OverflowError('cannot convert Infinity to integer')
        if kind:
            raise ValueError('cannot convert NaN to integer')
        n = coef * 10 ** exp if exp >= 0 else coef // 10 ** -exp
        return -n if sign else n

    __trunc__ = __int__

    def __float__(self):
        sign, coef, exp, kind = _core.info(self._v)
        if kind >= 2:
            if kind == 3:
                raise ValueError('cannot convert signaling NaN to float')
            return float('-nan') if sign else float('nan')
        return float(_core.text(self._v, False, 1))

    def __complex__(self):
        return complex(float(self))

    def __hash__(self):
        sign, coef, exp, kind = _core.info(self._v)
        if kind == 3:
            raise TypeError('Cannot hash a signaling NaN value')
        if kind == 2:
            return object.__hash__(self)
        if kind == 1:
            return -314159 if sign else 314159
        if exp >= 0:
            h = coef * pow(10, exp, _HASH_MODULUS) % _HASH_MODULUS
        else:
            h = coef * pow(_HASH_TEN_INV, -exp, _HASH_MODULUS) % _HASH_MODULUS
        if sign:
            h = -h
        return -2 if h == -1 else h

    def __reduce__(self):
        return (type(self), (str(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def _integral(self, rounding):
        sign, coef, exp, kind = _core.info(self._v)
        if kind == 1:
            raise OverflowError('cannot convert Infinity to integer')
        if kind:
            raise ValueError('cannot convert NaN to integer')
        r, _ = _core.apply('to_integral_value', DefaultContext._t, _ROUNDING_INDEX[rounding], self._v)
        return int(_wrap(r))

    def __floor__(self):
        return self._integral(ROUND_FLOOR)

    def __ceil__(self):
        return self._integral(ROUND_CEILING)

    def __round__(self, n=None):
        if n is None:
            return self._integral(ROUND_HALF_EVEN)
        if not isinstance(n, int):
            raise TypeError('optional arg must be an integer')
        return self.quantize(_wrap(_core.build(0, 1, -n, 0)))

    # -- comparisons

    def _compare(self, other, op):
        if isinstance(other, float):
            ctx = getcontext()
            if op in ('eq', 'ne'):
                ctx._flags._on.add(FloatOperation)
            else:
                ctx._signal(4096)
            other = _wrap(_core.from_float(other))
        else:
            other = _binary(other)
            if other is None:
                return NotImplemented
        r, cond = _core.apply('compare', DefaultContext._t, -1, self._v, other._v)
        sign, coef, exp, kind = _core.info(r)
        if kind:
            # A NaN: ordering comparisons (and any with a signalling NaN)
            # are invalid operations.
            if op not in ('eq', 'ne') or cond:
                getcontext()._signal(128)
            return op == 'ne'
        c = -coef if sign else coef
        if op == 'eq':
            return c == 0
        if op == 'ne':
            return c != 0
        if op == 'lt':
            return c < 0
        if op == 'le':
            return c <= 0
        if op == 'gt':
            return c > 0
        return c >= 0

    def __eq__(self, other):
        return self._compare(other, 'eq')

    def __ne__(self, other):
        return self._compare(other, 'ne')

    def __lt__(self, other):
        return self._compare(other, 'lt')

    def __le__(self, other):
        return self._compare(other, 'le')

    def __gt__(self, other):
        return self._compare(other, 'gt')

    def __ge__(self, other):
        return self._compare(other, 'ge')

    # -- arithmetic operators

    def __add__(self, other):
        other = _binary(other)
        if other is None:
            return NotImplemented
        return getcontext()._num('add', self, other)

    def __radd__(self, other):
        other = _binary(other)
        if other is None:
            return NotImplemented
        return getcontext()._num('add', other, self)

    def __sub__(self, other):
        other = _binary(other)
        if other is None:
            return NotImplemented
        return getcontext()._num('subtract', self, other)

    def __rsub__(self, other):
        other = _binary(other)
        if other is None:
            return NotImplemented
        return getcontext()._num('subtract', other, self)

    def __mul__(self, other):
        other = _binary(other)
        if other is None:
            return NotImplemented
        return getcontext()._num('multiply', self, other)

    def __rmul__(self, other):
        other = _binary(other)
        if other is None:
            return NotImplemented
        return getcontext()._num('multiply', other, self)

    def __truediv__(self, other):
        other = _binary(other)
        if other is None:
            return NotImplemented
        return getcontext()._num('divide', self, other)

    def __rtruediv__(self, other):
        other = _binary(other)
        if other is None:
            return NotImplemented
        return getcontext()._num('divide', other, self)

    def __floordiv__(self, other):
        other = _binary(other)
        if other is None:
            return NotImplemented
        return getcontext()._num('divide_int', self, other)

    def __rfloordiv__(self, other):
        other = _binary(other)
        if other is None:
            return NotImplemented
        return getcontext()._num('divide_int', other, self)

    def __mod__(self, other):
        other = _binary(other)
        if other is None:
            return NotImplemented
        return getcontext()._num('remainder', self, other)

    def __rmod__(self, other):
        other = _binary(other)
        if other is None:
            return NotImplemented
        return getcontext()._num('remainder', other, self)

    def __divmod__(self, other):
        other = _binary(other)
        if other is None:
            return NotImplemented
        return getcontext().divmod(self, other)

    def __rdivmod__(self, other):
        other = _binary(other)
        if other is None:
            return NotImplemented
        return getcontext().divmod(other, self)

    def __pow__(self, other, modulo=None):
        other = _binary(other)
        if other is None:
            return NotImplemented
        if modulo is None:
            return getcontext()._num('power', self, other)
        m = _binary(modulo)
        if m is None:
            return NotImplemented
        return getcontext()._num('powmod', self, other, m)

    def __rpow__(self, other, modulo=None):
        other = _binary(other)
        if other is None:
            return NotImplemented
        return getcontext()._num('power', other, self)

    def __neg__(self):
        return getcontext()._num('minus', self)

    def __pos__(self):
        return getcontext()._num('plus', self)

    def __abs__(self, round=True):
        if not round:
            return self.copy_abs()
        return getcontext()._num('abs', self)

    # -- methods taking a context

    def compare(self, other, context=None):
        return _ctx(context)._num('compare', self, _operand(other))

    def compare_signal(self, other, context=None):
        return _ctx(context)._num('compare_signal', self, _operand(other))

    def compare_total(self, other, context=None):
        return _ctx(context)._num('compare_total', self, _operand(other))

    def compare_total_mag(self, other, context=None):
        return _ctx(context)._num('compare_total_mag', self, _operand(other))

    def exp(self, context=None):
        return _ctx(context)._num('exp', self)

    def ln(self, context=None):
        return _ctx(context)._num('ln', self)

    def log10(self, context=None):
        return _ctx(context)._num('log10', self)

    def logb(self, context=None):
        return _ctx(context)._num('logb', self)

    def sqrt(self, context=None):
        return _ctx(context)._num('sqrt', self)

    def fma(self, other, third, context=None):
        return _ctx(context)._num('fma', self, _operand(other), _operand(third))

    def logical_and(self, other, context=None):
        return _ctx(context)._num('logical_and', self, _operand(other))

    def logical_or(self, other, context=None):
        return _ctx(context)._num('logical_or', self, _operand(other))

    def logical_xor(self, other, context=None):
        return _ctx(context)._num('logical_xor', self, _operand(other))

    def logical_invert(self, context=None):
        return _ctx(context)._num('logical_invert', self)

    def max(self, other, context=None):
        return _ctx(context)._num('max', self, _operand(other))

    def max_mag(self, other, context=None):
        return _ctx(context)._num('max_mag', self, _operand(other))

    def min(self, other, context=None):
        return _ctx(context)._num('min', self, _operand(other))

    def min_mag(self, other, context=None):
        return _ctx(context)._num('min_mag', self, _operand(other))

    def next_minus(self, context=None):
        return _ctx(context)._num('next_minus', self)

    def next_plus(self, context=None):
        return _ctx(context)._num('next_plus', self)

    def next_toward(self, other, context=None):
        return _ctx(context)._num('next_toward', self, _operand(other))

    def normalize(self, context=None):
        return _ctx(context)._num('normalize', self)

    def quantize(self, exp, rounding=None, context=None):
        return _ctx(context)._num('quantize', self, _operand(exp), rounding=rounding)

    def remainder_near(self, other, context=None):
        return _ctx(context)._num('remainder_near', self, _operand(other))

    def rotate(self, other, context=None):
        return _ctx(context)._num('rotate', self, _operand(other))

    def scaleb(self, other, context=None):
        return _ctx(context)._num('scaleb', self, _operand(other))

    def shift(self, other, context=None):
        return _ctx(context)._num('shift', self, _operand(other))

    def to_integral_exact(self, rounding=None, context=None):
        return _ctx(context)._num('to_integral_exact', self, rounding=rounding)

    def to_integral_value(self, rounding=None, context=None):
        return _ctx(context)._num('to_integral_value', self, rounding=rounding)

    to_integral = to_integral_value


def _ctx(context):
    if context is None:
        return getcontext()
    if not isinstance(context, Context):
        raise TypeError('optional argument must be a context')
    return context


def _from_tuple(value):
    if len(value) != 3:
        raise ValueError('argument must be a sequence of length 3')
    sign, digits, exp = value
    if not (isinstance(sign, int) and sign in (0, 1)):
        raise ValueError('sign must be an integer with the value 0 or 1')
    if exp == 'F':
        return _core.build(sign, 0, 0, 1)
    kind = 0
    if exp == 'n':
        kind = 2
    elif exp == 'N':
        kind = 3
    elif isinstance(exp, str):
        raise ValueError("string argument in the third position must be 'F', 'n' or 'N'")
    elif not isinstance(exp, int):
        raise ValueError('exponent must be an integer')
    coef = 0
    for d in digits:
        if not (isinstance(d, int) and 0 <= d <= 9):
            raise ValueError('coefficient must be a tuple of digits')
        coef = coef * 10 + d
    return _core.build(sign, coef, 0 if kind else exp, kind)
