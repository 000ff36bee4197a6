import zoneinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError
z = ZoneInfo('America/New_York')
print(repr(z), str(z), z.key, z is ZoneInfo('America/New_York'), ZoneInfo.no_cache('America/New_York') is z)
ZoneInfo.clear_cache()
print(ZoneInfo('America/New_York') is z)
for key in ['Foo/Bar', 'America', 'Nowhere']:
    try:
        ZoneInfo(key)
    except ZoneInfoNotFoundError as e:
        print(type(e).__name__, e, isinstance(e, KeyError))
for key in ['/etc/localtime', '../x', 'America/', '']:
    try:
        ZoneInfo(key)
    except ValueError as e:
        print('ValueError', e)
try:
    ZoneInfo(5)
except TypeError as e:
    print('TypeError', e)
print(ZoneInfo('UTC').utcoffset(None), ZoneInfo('America/New_York').utcoffset(None), ZoneInfo('Etc/GMT+5').tzname(None))
