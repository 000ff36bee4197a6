def documented(a, b=2, *args, c, **kw):
    """Adds things up."""
    return a + b

documented.custom = "attached"
print(documented.__name__, documented.__qualname__, documented.__doc__)
print(documented.__defaults__, documented.__kwdefaults__)
print(documented.custom, callable(documented), type(documented).__name__)
print(documented(1, c=0), documented(1, 5, 6, c=0, z=1))
def outer():
    def inner():
        pass
    return inner
print(outer().__qualname__, outer.__module__)
