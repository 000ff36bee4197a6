import copy

data = [1, [2, 3], {"a": [4]}]
c = copy.copy(data)
print(c == data, c is data, c[1] is data[1], c[2] is data[2])
d = {"k": [1], "n": 2}
dc = copy.copy(d)
dc["k"].append(9)
dc["n"] = 3
print(d, dc)
s = {1, 2, 3}
print(copy.copy(s) == s, copy.copy(s) is s)
t = (1, [2])
print(copy.copy(t) is t)
fs = frozenset({1})
print(copy.copy(fs) is fs)
for atom in [None, 1, 2.5, True, "s", b"b", 1j, range(3), len, int, Ellipsis, NotImplemented]:
    print(repr(atom), copy.copy(atom) is atom)
ba = bytearray(b"xy")
cb = copy.copy(ba)
print(cb, cb is ba)
def fn():
    pass
print(copy.copy(fn) is fn, copy.deepcopy(fn) is fn)
print(copy.copy([]) , copy.copy({}), copy.copy(()))
