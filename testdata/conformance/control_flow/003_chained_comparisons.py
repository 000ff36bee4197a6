def calls(tag, v):
    print(f"  eval {tag}")
    return v

x = 5
print(1 < x < 10, 1 < x > 10, x == 5 == 5.0, 1 < 2 < 3 < 4 < 3)
print(calls("a", 1) < calls("b", 2) < calls("c", 0) < calls("d", 9))
print(0 <= x <= 4 or 6 <= x <= 10)
print(x in [5] in [[5]], x is not None is not False)
print("a" < "b" == "b" != "c")
