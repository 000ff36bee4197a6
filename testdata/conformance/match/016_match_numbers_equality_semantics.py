def check(v):
    match v:
        case 1:
            return "one"
        case 0.5:
            return "half"
        case 2j:
            return "imag"
        case -0.0:
            return "zero-ish"
        case _:
            return "no"

for v in [1, 1.0, True, 0.5, 2j, 0, 0.0, False, "1"]:
    print(repr(v), check(v))
