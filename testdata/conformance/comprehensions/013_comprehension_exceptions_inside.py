def safe_int(s):
    try:
        return int(s)
    except ValueError:
        return None

raw = ["1", "x", "3", "", "5.0", "-7"]
print([safe_int(s) for s in raw])
print([n for s in raw if (n := safe_int(s)) is not None])
try:
    print([int(s) for s in raw])
except ValueError as e:
    print("ValueError:", e)
try:
    print([1 / x for x in [1, 2, 0, 4]])
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
