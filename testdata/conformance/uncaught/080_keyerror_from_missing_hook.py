class Registry(dict):
    def __missing__(self, key):
        raise KeyError(f"no handler registered for {key!r}")

r = Registry(add=lambda a, b: a + b)
print(r["add"](2, 3))
print("mul" in r)
print(r["mul"](2, 3))
