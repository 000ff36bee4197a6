from functools import singledispatchmethod

class Formatter:
    def __init__(self, prefix):
        self.prefix = prefix

    @singledispatchmethod
    def fmt(self, arg):
        return f"{self.prefix}?{arg!r}"

    @fmt.register
    def _(self, arg: int):
        return f"{self.prefix}int:{arg}"

    @fmt.register(list)
    def _(self, arg):
        return f"{self.prefix}list:" + ",".join(self.fmt(a) for a in arg)

    @singledispatchmethod
    @classmethod
    def make(cls, arg):
        return cls(str(arg))

    @make.register
    @classmethod
    def _(cls, arg: int):
        return cls("#" * arg)

f = Formatter(">")
print(f.fmt(1), f.fmt("x"), f.fmt([1, "a"]), f.fmt(None))
print(Formatter.make(3).prefix, Formatter.make("p").prefix)
print(Formatter.fmt.__name__ if hasattr(Formatter.fmt, "__name__") else "-")
