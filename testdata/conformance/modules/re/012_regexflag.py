import re

print(re.I, repr(re.I), str(re.M), re.IGNORECASE, re.A, re.ASCII, re.U, re.L, re.S, re.X, re.T, re.DEBUG, re.NOFLAG)
print(re.I | re.M, re.M | re.I, re.I | re.A, re.I | 8192, re.I & re.M, re.I ^ re.I, (re.I | re.M) & re.M)
print(1 | re.I, re.I | 1, type(re.I | re.M).__name__, type(re.I + 1).__name__, re.I + 1, re.I * 2)
print(int(re.I), re.I == 2, re.I < 3, hash(re.I) == hash(2), isinstance(re.I, int), isinstance(re.I, re.RegexFlag))
print(~re.I, int(~re.I))
print(re.I.value, re.I.name, (re.I | re.M).name, re.NOFLAG.name)
print(f"{re.I}", "{}".format(re.M), format(re.S), "%d" % re.X, f"{re.I:d}", f"{re.VERBOSE:>5}")
print(re.RegexFlag.IGNORECASE, re.RegexFlag(2), re.RegexFlag(10), re.RegexFlag.I is re.I or re.RegexFlag.I == re.I)
flags = 0
flags |= re.I
flags |= re.M
print(flags, re.compile("a", flags).flags & re.M)
print(sorted([re.M, re.I, re.S]))
print(bool(re.NOFLAG), bool(re.I))
