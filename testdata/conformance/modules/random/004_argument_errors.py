# The errors of random's functions for bad arguments, and the deprecated
# float arguments of randrange.
import random
import warnings

R = random.Random

errors = [
    lambda: R().randrange(0), lambda: R().randrange(5, 5), lambda: R().randrange(1, 9, 0),
    lambda: R().randrange(9, 1, 2), lambda: R().randrange(5, step=2), lambda: R().randrange(5, step=True),
    lambda: R().choice([]), lambda: R().sample({1, 2}, 1), lambda: R().sample(range(3), 4),
    lambda: R().sample("ab", 1, counts=[1]), lambda: R().sample("ab", 1, counts=[0, 0]),
    lambda: R().sample("ab", 1, counts=[1.0, 1]), lambda: R().choices("ab", 3),
    lambda: R().choices("ab", [1, 2], cum_weights=[1, 2]), lambda: R().choices("ab", [1]),
    lambda: R().choices("ab", [0, 0]), lambda: R().choices("ab", [1, float("inf")]),
    lambda: R().gammavariate(0, 1), lambda: R().setstate((2, (), None)), lambda: R([1]),
]
for fn in errors:
    try:
        print("no error", fn())
    except Exception as e:
        print(type(e).__name__, e)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(R(1).randrange(3.0), R(1).randrange(2, 10.0))
    try:
        R(1).randrange(2.5)
    except ValueError as e:
        print(type(e).__name__, e)
    try:
        R(1).randrange(0, 2.5)
    except ValueError as e:
        print(type(e).__name__, e)
for w in caught:
    print(w.category.__name__, w.message, w.filename == __file__)
