a, b = 6, 7
name = "Zoë"
print(f"{a=}, {b=}, {a*b=}")
print(f"{a + b = }")
print(f"{name=}")
print(f"{name=!s}")
print(f"{a/b=:.3f}")
items = [1, 2]
print(f"{items=} {len(items)=}")
print(f"{'x' * 3=}")
