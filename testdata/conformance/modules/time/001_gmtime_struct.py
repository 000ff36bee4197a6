import time
t = time.gmtime(1700000000)
print(t)
print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, t.tm_wday, t.tm_yday, t.tm_isdst, t.tm_zone, t.tm_gmtoff)
print(t[0], t[-1], t[:3], len(t), list(t), tuple(t) == t, isinstance(t, tuple))
print(type(t).__name__, type(t).__module__, time.struct_time.n_fields, time.struct_time.n_sequence_fields)
y, mo, d, *rest = t
print(y, mo, d, rest)
for s in [0, -1, 86399, 951782400, 2**31, -2**31, 253402300799, -62135596800, 1.9, -1.5]:
    print(s, tuple(time.gmtime(s)))
