def ends(seq):
    match seq:
        case [1, *_, 1]:
            return "starts and ends with 1"
        case [*_, 0, 0]:
            return "ends with two zeros"
        case [_, _, *_]:
            return "at least two"
        case [*_]:
            return "short"

for s in [[1, 1], [1, 5, 9, 1], [3, 0, 0], [0, 0], [7, 8], [4], []]:
    print(s, "->", ends(s))
