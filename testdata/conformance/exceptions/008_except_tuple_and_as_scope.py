def risky(kind):
    if kind == 1:
        raise ValueError("v")
    if kind == 2:
        raise TypeError("t")
    if kind == 3:
        raise KeyError("k")
    return "ok"

for kind in range(4):
    try:
        print(risky(kind))
    except (ValueError, TypeError) as err:
        print("value-or-type:", type(err).__name__, err)
    except LookupError as err:
        print("lookup:", repr(err))
e = "before"
try:
    raise ValueError
except ValueError as e:
    pass
try:
    print(e)
except NameError as ne:
    print("NameError:", ne)
