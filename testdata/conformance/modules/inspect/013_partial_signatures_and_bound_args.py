# Signatures of functools.partial objects (keyword-given positionals turn
# keyword-only), BoundArguments.args/kwargs around gaps, apply_defaults,
# Parameter/Signature replace and validation messages.
import functools
import inspect
from inspect import Parameter, Signature


def k(a, b, c=1, *args, d, e=2, **kw): pass
def g(a, /, b, *, c=3): pass
def h(x, y, z=1): pass


for p in [functools.partial(k, 1), functools.partial(k, b=3), functools.partial(k, 1, 2, 3, 4, d=1),
          functools.partial(k, e=9), functools.partial(k, a=1, e=5), functools.partial(g, 1),
          functools.partial(g, b=2), functools.partial(h, 1, z=3)]:
    print(inspect.signature(p))
try:
    inspect.signature(functools.partial(h, q=1))
except ValueError as e:
    print(type(e).__name__, str(e).split(' at ')[0])

for fn, args, kw in [(h, (1,), {'z': 5, 'y': 2}), (g, (1,), {'b': 2, 'c': 9}), (k, (1, 2, 3, 4), {'d': 0, 'q': 1})]:
    ba = inspect.signature(fn).bind(*args, **kw)
    print(ba.args, ba.kwargs)
    ba.apply_defaults()
    print(ba.arguments)
part = inspect.signature(h).bind_partial(1, z=2)
print(part.args, part.kwargs)
for fn, args, kw in [(g, (), {'a': 1}), (h, (1, 2, 3, 4), {}), (h, (1,), {'x': 1}), (g, (1, 2, 3), {}), (h, (), {'y': 1})]:
    try:
        inspect.signature(fn).bind(*args, **kw)
    except TypeError as e:
        print(type(e).__name__, e)

for bad in [lambda: Parameter('a', 7), lambda: Parameter('a', Parameter.VAR_POSITIONAL, default=1),
            lambda: Parameter(3, Parameter.KEYWORD_ONLY), lambda: Parameter(Parameter.empty, 1),
            lambda: Signature([Parameter('a', Parameter.KEYWORD_ONLY), Parameter('b', Parameter.POSITIONAL_ONLY)]),
            lambda: Signature([Parameter('a', 1, default=1), Parameter('b', 1)]),
            lambda: Signature([Parameter('a', 1), Parameter('a', 3)])]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
p = Parameter('a', 1, default=3)
print(p.replace(name='b'), p.replace(kind=3, annotation=int), p == p.replace(), p == 3)
s = inspect.signature(k)
print(s.replace(return_annotation=int), s == s.replace(), s == inspect.signature(g), s.replace(parameters=[]))


def va(*a): pass
def none(): pass
class V:
    m = va
    n = none
print(inspect.signature(V().m))
try:
    inspect.signature(V().n)
except ValueError as e:
    print(type(e).__name__, e)
