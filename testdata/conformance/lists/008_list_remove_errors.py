xs = [1, 2, 3]
for op in ("remove", "index"):
    try:
        getattr(xs, op)(9)
    except ValueError as e:
        print(op, "ValueError:", e)
try:
    [].pop()
except IndexError as e:
    print("IndexError:", e)
try:
    xs.pop(10)
except IndexError as e:
    print("IndexError:", e)
try:
    xs[3] = 0
except IndexError as e:
    print("IndexError:", e)
try:
    xs.sort(key=1)
except TypeError as e:
    print("TypeError:", e)
try:
    [3, "a", 1].sort()
except TypeError as e:
    print("TypeError:", e)
