from datetime import timedelta
for us in [0, 1, 999999, 1000000, 59999999, 3600000000, 86399999999, 86400000000, 172800000001,
           -1, -86400000000, -86400000001, -172800000000, 10**15]:
    td = timedelta(microseconds=us)
    print(us, str(td), repr(td))
print(f"{timedelta(hours=3)}", "%s" % timedelta(minutes=90), format(timedelta(1), ""))
