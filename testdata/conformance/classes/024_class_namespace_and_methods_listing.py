class Simple:
    """A tiny class."""
    x = 1
    def method(self):
        return self.x
    @property
    def prop(self):
        return 2

print([n for n in dir(Simple) if not n.startswith("__")])
print(sorted(k for k in vars(Simple) if not k.startswith("__")))
print(Simple.__doc__, Simple.__name__, Simple.__qualname__, Simple.__module__)
s = Simple()
s.y = 5
print(vars(s), [n for n in dir(s) if not n.startswith("_")])
