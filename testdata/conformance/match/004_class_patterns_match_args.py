class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

class Circle:
    __match_args__ = ("center", "r")
    def __init__(self, center, r):
        self.center, self.r = center, r

def where(obj):
    match obj:
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return f"on y axis at {y}"
        case Point(x=x, y=0):
            return f"on x axis at {x}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Circle(Point(0, 0), r):
            return f"circle at origin r={r}"
        case Circle(center=Point(x, y), r=r) if r > 10:
            return f"big circle at {x},{y}"
        case Point() | Circle():
            return "some shape"
        case _:
            return "unknown"

for o in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 2),
          Circle(Point(0, 0), 1), Circle(Point(1, 1), 20), Circle(Point(1, 1), 2), "text"]:
    print(where(o))
