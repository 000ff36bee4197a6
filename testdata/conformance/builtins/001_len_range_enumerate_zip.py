print(len("hello"), len([1, 2]), len({}), len(range(0, 100, 7)), len(b"\x00\x01"))
print(list(enumerate("abc")), list(enumerate("abc", 10)))
print(list(zip("abc", [1, 2, 3], (True, False, None))))
print(list(zip()), list(zip("ab")), list(zip(range(3), range(10, 12))))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print("ValueError:", e)
