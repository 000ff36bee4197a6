import os.path as osp, sys
from collections import OrderedDict as OD, deque
def f(p, /, q, *, r, **kw):
    global g1, g2
    g1 = p
    try:
        pass
    except ValueError as err:
        pass
    with open(p) as (fh, fh2):
        pass
    for i, *rest in q:
        del i
    match r:
        case {"k": kv, **others}:
            pass
        case [first, *tail] if first:
            pass
        case Point(x=px) | Point(y=px):
            pass
        case str() as s:
            pass
    an: int
    an2: str = "x"
    obj.attr: int = 1
    print(f"{p!r:>{q}}")
    return locals()
