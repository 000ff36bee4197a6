def area_if(shape):
    kind = shape[0]
    if kind == "square":
        return shape[1] ** 2
    elif kind == "rect":
        return shape[1] * shape[2]
    elif kind == "circle":
        return round(3.14159 * shape[1] ** 2, 2)
    return None

def area_match(shape):
    match shape:
        case ("square", s):
            return s ** 2
        case ("rect", w, h):
            return w * h
        case ("circle", r):
            return round(3.14159 * r ** 2, 2)
    return None

shapes = [("square", 3), ("rect", 2, 5), ("circle", 1), ("hexagon", 2)]
for s in shapes:
    print(s, area_if(s), area_match(s), area_if(s) == area_match(s))
