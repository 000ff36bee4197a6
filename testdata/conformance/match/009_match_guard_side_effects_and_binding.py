calls = []
def check(tag, result):
    calls.append(tag)
    return result

def classify(value):
    match value:
        case [x, y] if check("guard1", x > y):
            return "descending pair"
        case [x, y] if check("guard2", x == y):
            return "equal pair"
        case [x, y]:
            return f"ascending pair, x={x} y={y}"
    return "not a pair"

for v in [[2, 1], [3, 3], [1, 5], [1, 2, 3]]:
    calls.clear()
    print(v, classify(v), calls)
