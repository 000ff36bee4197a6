values = [2, 4, 6, 7, 8]
for v in values:
    assert v % 2 == 0
    print(v, "is even")
