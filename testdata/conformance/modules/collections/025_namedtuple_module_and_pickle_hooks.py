from collections import namedtuple
import copy

P = namedtuple('P', 'a b')
print(P.__module__, P(1, 2).__getnewargs__(), copy.copy(P(1, [2])), copy.deepcopy(P(1, [2])))
def make():
    return namedtuple('Inner', 'z')
I = make()
print(I.__module__, I(1))
print(P._replace.__doc__, P._asdict.__doc__)
print(P.__repr__.__qualname__, P._asdict.__qualname__, P._make.__qualname__)
print(P.__slots__, hasattr(P(1, 2), '__dict__'))
print(P.a.__doc__, P.b)
