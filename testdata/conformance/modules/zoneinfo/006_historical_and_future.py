from zoneinfo import ZoneInfo
from datetime import datetime
cases = [('America/New_York', [1950, 1970, 1975, 2006, 2007, 2037, 2050, 2100]),
         ('Europe/London', [1968, 1970, 1972, 2030]),
         ('Australia/Lord_Howe', [2024, 2040]),
         ('America/Sao_Paulo', [2015, 2024]),
         ('Asia/Tehran', [2020, 2024]),
         ('Pacific/Apia', [2011, 2012]),
         ('Africa/Casablanca', [2024, 2030])]
for key, years in cases:
    z = ZoneInfo(key)
    for y in years:
        for m in (1, 7):
            d = datetime(y, m, 1, 12, tzinfo=z)
            print(key, y, m, d.utcoffset(), d.dst(), d.tzname())
