# Exception classes with a Python __init__, called the way raise and
# f(*args) call them: args as BaseException.__new__ records them, what
# __init__ does on top, errors from __init__, and classes that override
# __new__ or use a metaclass.
class ToolError(Exception):
    def __init__(self, tool, message):
        super().__init__(f"{tool}: {message}")
        self.tool = tool


class Quiet(ToolError):
    pass


class NoSuper(ValueError):
    def __init__(self, a, b=2):
        self.pair = (a, b)


class Returns(Exception):
    def __init__(self, *a):
        return 1


class OwnNew(Exception):
    def __new__(cls, *a):
        e = super().__new__(cls, "from new")
        e.extra = len(a)
        return e

    def __init__(self, *a):
        self.inited = a


class Meta(type):
    def __call__(cls, *a, **k):
        return super().__call__(*a, **k)


class WithMeta(Exception, metaclass=Meta):
    def __init__(self, x):
        super().__init__(x * 2)


for make in (lambda: ToolError("search", "bad"), lambda: Quiet(*("fetch", "slow")),
             lambda: NoSuper(1), lambda: NoSuper(*[1], **{"b": 3}), lambda: OwnNew(1, 2),
             lambda: WithMeta(4)):
    e = make()
    try:
        raise e
    except Exception as caught:
        print(type(caught).__name__, caught.args, str(caught), sorted(vars(caught).items()))
for bad in (lambda: ToolError("x"), lambda: Returns(1), lambda: NoSuper(1, 2, 3)):
    try:
        bad()
    except TypeError as err:
        print("TypeError", err)
try:
    raise Quiet("a", "b") from None
except ToolError as e:
    print(repr(e), e.tool, e.__suppress_context__)
