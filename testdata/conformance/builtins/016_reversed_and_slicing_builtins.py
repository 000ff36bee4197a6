print(list(reversed([1, 2, 3])), "".join(reversed("abc")), tuple(reversed(range(4))))
print(list(reversed({"a": 1, "b": 2})), list(reversed({"a": 1}.items())))
try:
    reversed({1, 2})
except TypeError as e:
    print("TypeError:", e)
r = reversed([1, 2, 3])
print(next(r), list(r))
