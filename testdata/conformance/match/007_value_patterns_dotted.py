class Color:
    RED = "red"
    GREEN = "green"
    BLUE = "blue"

class Status:
    OK = 200
    NOT_FOUND = 404

def react(c, code):
    match c:
        case Color.RED:
            first = "stop"
        case Color.GREEN:
            first = "go"
        case _:
            first = "unknown color"
    match code:
        case Status.OK:
            second = "fine"
        case Status.NOT_FOUND:
            second = "missing"
        case int(x) if 500 <= x < 600:
            second = "server error"
        case _:
            second = "other"
    return first, second

for c, code in [("red", 200), ("green", 404), ("blue", 503), ("red", 302)]:
    print(c, code, react(c, code))
