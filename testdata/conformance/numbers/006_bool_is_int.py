print(True + True, True * 10, False - 1)
print(isinstance(True, int), issubclass(bool, int))
print(sum([True, False, True, True]))
one = 1
print(True == 1, False == 0, True is one, True is True)
print(repr(True), str(False), int(True))
print(True / 2, True // 2, -True, ~True, ~False)
d = {1: "one", True: "true?"}
print(d)
print(bool(0), bool(0.0), bool(""), bool([]), bool(None), bool("0"), bool([0]))
print(True & False, True | False, True ^ True, type(True & True))
