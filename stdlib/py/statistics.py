"""Descriptive statistics of numeric data, as Python 3.11's statistics module.

Sums are exact: every value becomes an integer ratio, the ratios are added
as Fractions and the total is converted back to the type of the data only
at the end, so mean, variance and friends give CPython's results to the
last bit and keep Fraction and Decimal data in their own type.
"""

import math
import numbers
import random
from bisect import bisect_left, bisect_right
from collections import Counter, defaultdict, namedtuple
from fractions import Fraction
from functools import reduce
from itertools import groupby, repeat
from math import erf, exp, fabs, fsum, hypot, log, sqrt, tau
from operator import mul

try:
    from decimal import Decimal
except ImportError:
    # Without the decimal module no data can be Decimal; this stand-in
    # only answers the isinstance and issubclass questions with False.
    class Decimal:
        pass

__all__ = [
    "NormalDist", "StatisticsError", "correlation", "covariance", "fmean",
    "geometric_mean", "harmonic_mean", "linear_regression", "mean", "median",
    "median_grouped", "median_high", "median_low", "mode", "multimode",
    "pstdev", "pvariance", "quantiles", "stdev", "variance",
]


class StatisticsError(ValueError):
    pass


# ---------------------------------------------------------------- exact sums

def _exact_ratio(x):
    """x as (numerator, denominator); (x, None) for an infinity or nan."""
    try:
        as_ratio = x.as_integer_ratio
    except AttributeError:
        as_ratio = None
    if as_ratio is not None:
        try:
            return as_ratio()
        except (OverflowError, ValueError):
            return x, None
    try:
        return x.numerator, x.denominator
    except AttributeError:
        raise TypeError("can't convert type '%s' to numerator/denominator"
                        % type(x).__name__)


def _result_type(types):
    """The type a result over data of the given types is converted to."""
    return reduce(_coerce, types, int)


def _coerce(have, new):
    # int and bool give way to anything; a subclass wins over its base;
    # float wins over Fraction; any other mix is an error.
    assert have is not bool, "initial type T is bool"
    if have is new or new is int or new is bool:
        return have
    if have is int:
        return new
    if issubclass(new, have):
        return new
    if issubclass(have, new):
        return have
    if issubclass(have, int):
        return new
    if issubclass(new, int):
        return have
    if issubclass(have, Fraction) and issubclass(new, float):
        return new
    if issubclass(have, float) and issubclass(new, Fraction):
        return have
    raise TypeError("don't know how to coerce %s and %s"
                    % (have.__name__, new.__name__))


def _sum(data):
    """(result type, exact total, count) of the values of data.

    Numerators are added per denominator, so data of one denominator (ints,
    floats of one exponent) needs no Fraction arithmetic until the end. An
    infinity or nan makes the total the plain sum of the non-finite values.
    """
    types = set()
    by_denominator = {}
    count = 0
    for kind, run in groupby(data, type):
        types.add(kind)
        for top, bottom in map(_exact_ratio, run):
            count += 1
            by_denominator[bottom] = by_denominator.get(bottom, 0) + top
    if None in by_denominator:
        total = by_denominator[None]
    else:
        total = sum(Fraction(top, bottom)
                    for bottom, top in by_denominator.items())
    return _result_type(types), total, count


def _ss(data, c=None):
    """(result type, sum of squared deviations, mean, count), all exact.

    With c given, deviations are taken from c, which is trusted to be the
    mean. Otherwise one pass gathers the sum and the sum of squares.
    """
    if c is not None:
        deviations = (x - c for x in data)
        kind, total, count = _sum(d * d for d in deviations)
        return kind, total, c, count
    types = set()
    sums = defaultdict(int)
    squares = defaultdict(int)
    count = 0
    for kind, run in groupby(data, type):
        types.add(kind)
        for top, bottom in map(_exact_ratio, run):
            count += 1
            sums[bottom] += top
            squares[bottom] += top * top
    if not count:
        centre = deviation = Fraction(0)
    elif None in sums:
        centre = deviation = sums[None]
    else:
        sx = sum(Fraction(top, bottom) for bottom, top in sums.items())
        sxx = sum(Fraction(top, bottom * bottom)
                  for bottom, top in squares.items())
        deviation = (count * sxx - sx * sx) / count
        centre = sx / count
    return _result_type(types), deviation, centre, count


def _convert(value, kind):
    """The exact value converted to the data's type (int only if whole)."""
    if type(value) is kind:
        return value
    if issubclass(kind, int) and value.denominator != 1:
        kind = float
    try:
        return kind(value)
    except TypeError:
        if not issubclass(kind, Decimal):
            raise
        # Decimal does not take a Fraction; divide in the current context.
        return kind(value.numerator) / kind(value.denominator)


def _fail_neg(values, message="negative value"):
    for x in values:
        if x < 0:
            raise StatisticsError(message)
        yield x


def _isfinite(x):
    # Decimal has its own test; everything else goes through float.
    check = getattr(x, "is_finite", None)
    if check is not None:
        return check()
    return math.isfinite(x)


# ------------------------------------------------------- exact square roots

# Bits kept in the integer square root: enough that rounding it to a float
# afterwards is correct (twice the float's precision, and some).
_ROOT_BITS = 2 * 53 + 3


def _integer_sqrt_of_frac_rto(n, m):
    # floor(sqrt(n/m)) with the low bit set when inexact ("round to odd"),
    # so a later rounding to fewer bits cannot be a double rounding.
    root = math.isqrt(n // m)
    if root * root * m != n:
        root |= 1
    return root


def _float_sqrt_of_frac(n, m):
    """sqrt(n/m) correctly rounded to a float."""
    shift = (n.bit_length() - m.bit_length() - _ROOT_BITS) // 2
    if shift < 0:
        return _integer_sqrt_of_frac_rto(n << -2 * shift, m) / (1 << -shift)
    return (_integer_sqrt_of_frac_rto(n, m << 2 * shift) << shift) / 1


def _decimal_sqrt_of_frac(n, m):
    """sqrt(n/m) correctly rounded to a Decimal of the current precision."""
    if n <= 0:
        if n == 0:
            return Decimal("0.0")
        n, m = -n, -m
    guess = (Decimal(n) / Decimal(m)).sqrt()
    gn, gd = guess.as_integer_ratio()
    # Compare n/m with the square of the midpoint between guess and each
    # neighbour; step to the neighbour when sqrt(n/m) lies beyond it.
    above = guess.next_plus()
    an, ad = above.as_integer_ratio()
    if 4 * n * (gd * ad) ** 2 > m * (gd * an + ad * gn) ** 2:
        return above
    below = guess.next_minus()
    bn, bd = below.as_integer_ratio()
    if 4 * n * (gd * bd) ** 2 < m * (gd * bn + bd * gn) ** 2:
        return below
    return guess


# ------------------------------------------------------------------ averages

def mean(data):
    """Arithmetic mean, exact and in the type of the data."""
    kind, total, n = _sum(data)
    if n < 1:
        raise StatisticsError("mean requires at least one data point")
    return _convert(total / n, kind)


def fmean(data, weights=None):
    """Arithmetic mean (weighted if weights are given) computed in floats."""
    try:
        n = len(data)
    except TypeError:
        seen = [0]

        def counted(items):
            for x in items:
                seen[0] += 1
                yield x
        data = counted(data)
        n = None
    if weights is None:
        total = fsum(data)
        if n is None:
            n = seen[0]
        if not n:
            raise StatisticsError("fmean requires at least one data point")
        return total / n
    try:
        wanted = len(weights)
    except TypeError:
        weights = list(weights)
        wanted = len(weights)
    weighted = fsum(map(mul, data, weights))
    if n is None:
        n = seen[0]
    if n != wanted:
        raise StatisticsError("data and weights must be the same length")
    scale = fsum(weights)
    if not scale:
        raise StatisticsError("sum of weights must be non-zero")
    return weighted / scale


def geometric_mean(data):
    """Geometric mean, through the mean of the logarithms in floats."""
    try:
        return exp(fmean(map(log, data)))
    except ValueError:
        raise StatisticsError("geometric mean requires a non-empty dataset "
                              "containing positive numbers") from None


def harmonic_mean(data, weights=None):
    """Reciprocal of the (weighted) mean of the reciprocals; 0 if any is 0."""
    if iter(data) is data:
        data = list(data)
    negative = "harmonic mean does not support negative values"
    n = len(data)
    if n < 1:
        raise StatisticsError("harmonic_mean requires at least one data point")
    if n == 1 and weights is None:
        only = data[0]
        if not isinstance(only, (numbers.Real, Decimal)):
            raise TypeError("unsupported type")
        if only < 0:
            raise StatisticsError(negative)
        return only
    if weights is None:
        weights = repeat(1, n)
        weight_total = n
    else:
        if iter(weights) is weights:
            weights = list(weights)
        if len(weights) != n:
            raise StatisticsError("Number of weights does not match data size")
        weight_total = _sum(_fail_neg(weights, negative))[1]
    try:
        checked = _fail_neg(data, negative)
        kind, total, _ = _sum(w / x if w else 0 for w, x in zip(weights, checked))
    except ZeroDivisionError:
        return 0
    if total <= 0:
        raise StatisticsError("Weighted sum must be positive")
    return _convert(weight_total / total, kind)


def median(data):
    """Middle value; the mean of the two middle values for even counts."""
    ordered = sorted(data)
    n = len(ordered)
    if not n:
        raise StatisticsError("no median for empty data")
    half = n // 2
    if n % 2:
        return ordered[half]
    return (ordered[half - 1] + ordered[half]) / 2


def median_low(data):
    """Middle value; the lower of the two middle values for even counts."""
    ordered = sorted(data)
    n = len(ordered)
    if not n:
        raise StatisticsError("no median for empty data")
    return ordered[(n - 1) // 2]


def median_high(data):
    """Middle value; the higher of the two middle values for even counts."""
    ordered = sorted(data)
    n = len(ordered)
    if not n:
        raise StatisticsError("no median for empty data")
    return ordered[n // 2]


def median_grouped(data, interval=1.0):
    """Median of data binned into intervals of the given width.

    Each value is taken as the midpoint of its bin; the median is
    interpolated inside the bin holding the middle value, its members
    assumed spread evenly over it.
    """
    ordered = sorted(data)
    n = len(ordered)
    if not n:
        raise StatisticsError("no median for empty data")
    middle = ordered[n // 2]
    first = bisect_left(ordered, middle)
    past = bisect_right(ordered, middle, lo=first)
    try:
        interval = float(interval)
        middle = float(middle)
    except ValueError:
        raise TypeError("Value cannot be converted to a float")
    lower_edge = middle - interval / 2.0
    return lower_edge + interval * (n / 2 - first) / (past - first)


def mode(data):
    """The most common value (the first seen among equally common ones)."""
    top = Counter(iter(data)).most_common(1)
    if not top:
        raise StatisticsError("no mode for empty data")
    return top[0][0]


def multimode(data):
    """Every most common value, in the order first seen."""
    counts = Counter(iter(data))
    if not counts:
        return []
    highest = max(counts.values())
    return [value for value, seen in counts.items() if seen == highest]


def quantiles(data, *, n=4, method="exclusive"):
    """The n - 1 cut points dividing data into n groups of equal probability.

    method "exclusive" treats data as a sample (cut points may lie beyond
    its extremes), "inclusive" as the whole population.
    """
    if n < 1:
        raise StatisticsError("n must be at least 1")
    ordered = sorted(data)
    size = len(ordered)
    if size < 2:
        raise StatisticsError("must have at least two data points")
    cuts = []
    if method == "inclusive":
        span = size - 1
        for i in range(1, n):
            j, delta = divmod(i * span, n)
            cuts.append((ordered[j] * (n - delta) + ordered[j + 1] * delta) / n)
        return cuts
    if method == "exclusive":
        span = size + 1
        for i in range(1, n):
            j = min(max(i * span // n, 1), size - 1)
            delta = i * span - j * n
            cuts.append((ordered[j - 1] * (n - delta) + ordered[j] * delta) / n)
        return cuts
    raise ValueError(f"Unknown method: {method!r}")


# ----------------------------------------------------------------- spread

def variance(data, xbar=None):
    """Sample variance (n - 1 degrees of freedom), exact, in the data's type."""
    kind, ss, _, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError("variance requires at least two data points")
    return _convert(ss / (n - 1), kind)


def pvariance(data, mu=None):
    """Population variance, exact, in the data's type."""
    kind, ss, _, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError("pvariance requires at least one data point")
    return _convert(ss / n, kind)


def _root(kind, square):
    if issubclass(kind, Decimal):
        return _decimal_sqrt_of_frac(square.numerator, square.denominator)
    return _float_sqrt_of_frac(square.numerator, square.denominator)


def stdev(data, xbar=None):
    """Square root of the sample variance, correctly rounded."""
    kind, ss, _, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError("stdev requires at least two data points")
    return _root(kind, ss / (n - 1))


def pstdev(data, mu=None):
    """Square root of the population variance, correctly rounded."""
    kind, ss, _, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError("pstdev requires at least one data point")
    return _root(kind, ss / n)


def _mean_stdev(data):
    """Mean and sample standard deviation as floats, in one pass."""
    _, ss, centre, n = _ss(data)
    if n < 2:
        raise StatisticsError("stdev requires at least two data points")
    square = ss / (n - 1)
    try:
        return float(centre), _float_sqrt_of_frac(square.numerator,
                                                  square.denominator)
    except AttributeError:
        # A non-finite value: centre and ss are that float, not ratios.
        return float(centre), float(centre) / float(ss)


# ------------------------------------------------------- two variables

def _pair_sizes(x, y, what):
    n = len(x)
    if len(y) != n:
        raise StatisticsError(
            f"{what} requires that both inputs have same number of data points")
    if n < 2:
        raise StatisticsError(f"{what} requires at least two data points")
    return n


def covariance(x, y, /):
    """Sample covariance of x and y."""
    n = _pair_sizes(x, y, "covariance")
    xbar = fsum(x) / n
    ybar = fsum(y) / n
    sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    return sxy / (n - 1)


def correlation(x, y, /):
    """Pearson's correlation coefficient of x and y."""
    n = _pair_sizes(x, y, "correlation")
    xbar = fsum(x) / n
    ybar = fsum(y) / n
    sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    sxx = fsum(d * d for d in (xi - xbar for xi in x))
    syy = fsum(d * d for d in (yi - ybar for yi in y))
    try:
        return sxy / sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError("at least one of the inputs is constant")


LinearRegression = namedtuple("LinearRegression", ("slope", "intercept"))


def linear_regression(x, y, /, *, proportional=False):
    """Least-squares slope and intercept of y against x.

    With proportional=True the line is forced through the origin and the
    intercept is 0.0.
    """
    n = _pair_sizes(x, y, "linear regression")
    if not proportional:
        xbar = fsum(x) / n
        ybar = fsum(y) / n
        sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
        sxx = fsum(d * d for d in (xi - xbar for xi in x))
    else:
        # Through the origin: moments about zero instead of the means.
        sxy = fsum(xi * yi for xi, yi in zip(x, y))
        sxx = fsum(xi * xi for xi in x)
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError("x is constant")
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


# ------------------------------------------------- the normal distribution

# Wichura's algorithm AS241 (Applied Statistics, 1988): rational
# approximations of the normal quantile in three regions, each a ratio of
# two degree-7 polynomials. Coefficients from the highest power down; every
# denominator's constant term is 1.0.
_CENTRAL_NUM = (2509.0809287301227, 33430.57558358813, 67265.7709270087,
                45921.95393154987, 13731.69376550946, 1971.5909503065513,
                133.14166789178438, 3.3871328727963665)
_CENTRAL_DEN = (5226.495278852854, 28729.085735721943, 39307.89580009271,
                21213.794301586597, 5394.196021424751, 687.1870074920579,
                42.31333070160091, 1.0)
_NEAR_NUM = (0.0007745450142783414, 0.022723844989269184, 0.2417807251774506,
             1.2704582524523684, 3.6478483247632045, 5.769497221460691,
             4.630337846156546, 1.4234371107496835)
_NEAR_DEN = (1.0507500716444169e-09, 0.0005475938084995345,
             0.015198666563616457, 0.14810397642748008, 0.6897673349851,
             1.6763848301838038, 2.053191626637759, 1.0)
_FAR_NUM = (2.0103343992922881e-07, 2.7115555687434876e-05,
            0.0012426609473880784, 0.026532189526576124, 0.29656057182850487,
            1.7848265399172913, 5.463784911164114, 6.657904643501103)
_FAR_DEN = (2.0442631033899397e-15, 1.421511758316446e-07,
            1.8463183175100548e-05, 0.0007868691311456133,
            0.014875361290850615, 0.1369298809227358, 0.599832206555888, 1.0)


def _horner(coefficients, r):
    acc = coefficients[0]
    for c in coefficients[1:]:
        acc = acc * r + c
    return acc


def _normal_dist_inv_cdf(p, mu, sigma):
    q = p - 0.5
    if fabs(q) <= 0.425:
        r = 0.180625 - q * q
        x = _horner(_CENTRAL_NUM, r) * q / _horner(_CENTRAL_DEN, r)
        return mu + (x * sigma)
    r = sqrt(-log(p if q <= 0.0 else 1.0 - p))
    if r <= 5.0:
        r = r - 1.6
        x = _horner(_NEAR_NUM, r) / _horner(_NEAR_DEN, r)
    else:
        r = r - 5.0
        x = _horner(_FAR_NUM, r) / _horner(_FAR_DEN, r)
    if q < 0.0:
        x = -x
    return mu + (x * sigma)


_SQRT2 = sqrt(2.0)


class NormalDist:
    "A normal (Gaussian) distribution given by its mean mu and its standard deviation sigma."

    __slots__ = {
        "_mu": "the mean",
        "_sigma": "the standard deviation",
    }

    def __init__(self, mu=0.0, sigma=1.0):
        "Set the mean and the (non-negative) standard deviation."
        if sigma < 0.0:
            raise StatisticsError("sigma must be non-negative")
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        "Fit a distribution to data: its mean and sample standard deviation."
        return cls(*_mean_stdev(data))

    def samples(self, n, *, seed=None):
        "A list of n random draws; seed makes them reproducible."
        draw = random.gauss if seed is None else random.Random(seed).gauss
        mu, sigma = self._mu, self._sigma
        return [draw(mu, sigma) for _ in range(n)]

    def pdf(self, x):
        "The density at x."
        var = self._sigma * self._sigma
        if not var:
            raise StatisticsError("pdf() not defined when sigma is zero")
        diff = x - self._mu
        return exp(diff * diff / (-2.0 * var)) / sqrt(tau * var)

    def cdf(self, x):
        "The probability of a draw at most x."
        if not self._sigma:
            raise StatisticsError("cdf() not defined when sigma is zero")
        return 0.5 * (1.0 + erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        "The x whose cdf is p (the quantile function), for 0 < p < 1."
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError("p must be in the range 0.0 < p < 1.0")
        if self._sigma <= 0.0:
            raise StatisticsError("cdf() not defined when sigma at or below zero")
        return _normal_dist_inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        "The n - 1 cut points splitting the distribution into n equally likely parts."
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        "The area the two densities share, between 0.0 and 1.0."
        if not isinstance(other, NormalDist):
            raise TypeError("Expected another NormalDist instance")
        # Order the pair so that the result does not depend on it.
        a, b = self, other
        if (b._sigma, b._mu) < (a._sigma, a._mu):
            a, b = b, a
        a_var, b_var = a.variance, b.variance
        if not a_var or not b_var:
            raise StatisticsError("overlap() not defined when sigma is zero")
        dv = b_var - a_var
        dm = fabs(b._mu - a._mu)
        if not dv:
            return 1.0 - erf(dm / (2.0 * a._sigma * _SQRT2))
        # The densities cross at x1 and x2; the overlap is what lies under
        # the lower density, found from the cdfs at the crossings.
        centre = a._mu * b_var - b._mu * a_var
        spread = a._sigma * b._sigma * sqrt(dm * dm + dv * log(b_var / a_var))
        x1 = (centre + spread) / dv
        x2 = (centre - spread) / dv
        return 1.0 - (fabs(b.cdf(x1) - a.cdf(x1)) + fabs(b.cdf(x2) - a.cdf(x2)))

    def zscore(self, x):
        "How many standard deviations x lies from the mean."
        if not self._sigma:
            raise StatisticsError("zscore() not defined when sigma is zero")
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        "The mean mu."
        return self._mu

    @property
    def median(self):
        "The median, which is mu."
        return self._mu

    @property
    def mode(self):
        "The mode (where the density peaks), which is mu."
        return self._mu

    @property
    def stdev(self):
        "The standard deviation sigma."
        return self._sigma

    @property
    def variance(self):
        "sigma squared."
        return self._sigma * self._sigma

    def __add__(x1, x2):
        # A constant shifts the mean; another (independent) NormalDist adds
        # its mean and its variance.
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        return NormalDist(x1._mu * x2, x1._sigma * fabs(x2))

    def __truediv__(x1, x2):
        return NormalDist(x1._mu / x2, x1._sigma / fabs(x2))

    def __pos__(x1):
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return f"{type(self).__name__}(mu={self._mu!r}, sigma={self._sigma!r})"

    def __getstate__(self):
        return self._mu, self._sigma

    def __setstate__(self, state):
        self._mu, self._sigma = state
