def shape(seq):
    match seq:
        case []:
            return "empty"
        case [x]:
            return f"one: {x}"
        case [x, y]:
            return f"two: {x}, {y}"
        case [first, *middle, last] if len(middle) > 2:
            return f"long: {first}..{last} ({len(middle)} in between)"
        case [first, *rest]:
            return f"many: {first} then {rest}"

for s in [[], [1], (1, 2), [1, 2, 3], list(range(7)), "ab"]:
    try:
        print(repr(s), "->", shape(s))
    except Exception as e:
        print(type(e).__name__, e)
