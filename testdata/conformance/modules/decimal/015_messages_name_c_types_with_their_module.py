# Error messages name the types CPython writes in C by module and name
# ('decimal.Decimal', 'collections.deque'), and other classes by name
# alone ('Fraction', 'Counter', a program's own classes).
import collections, datetime, decimal, fractions, functools, io, itertools, operator, re, struct, zlib, zoneinfo


class Mine:
    pass


objects = [decimal.Decimal("1.5"), decimal.Context(), datetime.date(2024, 1, 2),
           datetime.datetime(2024, 1, 2, 3, 4), datetime.time(5), datetime.timedelta(hours=1),
           datetime.timezone.utc, collections.OrderedDict(), collections.defaultdict(int),
           collections.deque(), collections.Counter(), functools.partial(max, 1), itertools.count(),
           operator.itemgetter(0), re.compile("x"), io.StringIO(), struct.Struct("<i"),
           zlib.compressobj(), zoneinfo.ZoneInfo("UTC"), fractions.Fraction(1, 3), Mine()]
for obj in objects:
    try:
        obj.missing
    except AttributeError as e:
        print(type(obj).__name__, "|", e)
    try:
        obj + []
    except TypeError as e:
        print("   ", e)
try:
    decimal.Decimal(1) + 1.5
except TypeError as e:
    print(e)
try:
    datetime.date(2024, 1, 1) < 3
except TypeError as e:
    print(e)
