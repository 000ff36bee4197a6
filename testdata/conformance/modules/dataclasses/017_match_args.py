from dataclasses import dataclass


@dataclass
class Circle:
    r: float


@dataclass
class Rect:
    w: float
    h: float


@dataclass(match_args=False)
class NoMatch:
    v: int


def area(shape):
    match shape:
        case Circle(r):
            return round(3.14159 * r * r, 2)
        case Rect(w, h) if w == h:
            return f'square {w * h}'
        case Rect(w=w, h=h):
            return w * h
        case _:
            return None


print(area(Circle(1)), area(Rect(2, 3)), area(Rect(2, 2)), area('x'))
print(Circle.__match_args__, Rect.__match_args__, hasattr(NoMatch, '__match_args__'))
try:
    match NoMatch(1):
        case NoMatch(v):
            print(v)
except TypeError as e:
    print('TypeError:', e)
match NoMatch(7):
    case NoMatch(v=v):
        print('kw', v)
