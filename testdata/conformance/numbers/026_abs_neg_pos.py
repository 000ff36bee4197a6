for v in [5, -5, 0, -0.0, 2.5, -2.5, 3 + 4j, True, -(10 ** 30)]:
    print(repr(v), abs(v), -v, +v)
print(abs(float("-inf")), -(-7))
