print(list("abc"), tuple([1, 2]), set([1, 1, 2]), frozenset((3,)), dict([(1, 2)]))
print(list(range(3)), list({"x": 1}), list({"x": 1}.values()), str(b"raw"))
print(bytes([104, 105]), bytearray(b"hi"), list(b"hi"), bool([]), bool([[]]))
print(int(), float(), str(), list(), tuple(), dict(), set(), complex())
