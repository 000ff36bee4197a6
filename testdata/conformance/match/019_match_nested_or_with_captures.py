def norm(pt):
    match pt:
        case (x, y) | [x, y] | {"x": x, "y": y}:
            return (x, y)
        case (x, y, _) | {"x": x, "y": y, "z": _}:
            return (x, y)
        case _:
            return None

for p in [(1, 2), [3, 4], {"x": 5, "y": 6}, (7, 8, 9), {"x": 0, "y": 0, "z": 1}, "xy", (1,)]:
    print(p, "->", norm(p))
