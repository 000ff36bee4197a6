# A warning with stacklevel=2 raised inside a dunder that an operator runs
# (in, [], +, len, iteration, comparison) points at the line of the
# operator in the caller, wherever the caller's previous line was.
import warnings


class Box:
    def _warn(self, what):
        warnings.warn(what + " is deprecated", DeprecationWarning, stacklevel=3)

    def __contains__(self, x):
        self._warn("in")
        return True

    def __getitem__(self, k):
        self._warn("getitem")
        return k

    def __add__(self, other):
        self._warn("add")
        return self

    def __len__(self):
        self._warn("len")
        return 1

    def __lt__(self, other):
        self._warn("lt")
        return False


def use(b):
    x = 1
    y = x + 1
    1 in b
    z = y * 2
    b[3]
    b + 1
    w = [z,
         len(b)]
    sorted([b, Box()])
    return w


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    use(Box())
for w in caught:
    print(w.category.__name__, w.lineno, w.message)
