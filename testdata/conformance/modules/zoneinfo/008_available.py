import zoneinfo
tz = zoneinfo.available_timezones()
print(type(tz).__name__, len(tz) > 400)
for key in ['UTC', 'America/New_York', 'Europe/Kyiv', 'Asia/Kolkata', 'Etc/GMT+12', 'Pacific/Auckland']:
    print(key, key in tz)
print('posixrules' in tz, sorted(k for k in tz if k.startswith('America/Argentina/'))[:3])
print(zoneinfo.ZoneInfoNotFoundError.__mro__[1].__name__, issubclass(zoneinfo.InvalidTZPathWarning, RuntimeWarning))
