def which(v):
    match v:
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case 0:
            return "zero (not False)"
        case 1:
            return "one"
    return "nothing matched"

for v in [None, True, False, 0, 1, 0.0, 1.0, []]:
    print(repr(v), which(v))
