inputs = ["3", 4.7, True, [5]]
for v in inputs:
    print(repr(v), "->", int(v))
