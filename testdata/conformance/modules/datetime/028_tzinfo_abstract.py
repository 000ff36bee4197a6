from datetime import tzinfo, datetime, timedelta, time
class Bad(tzinfo):
    pass
tz = Bad()
for name in ['utcoffset', 'dst', 'tzname']:
    try:
        getattr(tz, name)(None)
    except NotImplementedError as e:
        print(name, e)
class WrongType(tzinfo):
    def utcoffset(self, dt):
        return 5
    def tzname(self, dt):
        return 7
class TooBig(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=25)
class NoneOff(tzinfo):
    def utcoffset(self, dt):
        return None
    def dst(self, dt):
        return None
    def tzname(self, dt):
        return None
for t in [WrongType(), TooBig()]:
    try:
        datetime(2024, 1, 1, tzinfo=t).utcoffset()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    datetime(2024, 1, 1, tzinfo=WrongType()).tzname()
except TypeError as e:
    print(e)
n = datetime(2024, 1, 1, tzinfo=NoneOff())
print(n.utcoffset(), n.dst(), n.tzname(), n, repr(n.strftime('%z%Z')), n.timetuple().tm_isdst)
print(n == datetime(2024, 1, 1), time(1, tzinfo=NoneOff()).isoformat())
try:
    n.astimezone(NoneOff())
except ValueError as e:
    print(e)
