def repeat(times, sep=" "):
    def decorate(fn):
        def wrapper(*args, **kwargs):
            return sep.join(fn(*args, **kwargs) for _ in range(times))
        wrapper.__name__ = fn.__name__
        wrapper.__doc__ = fn.__doc__
        return wrapper
    return decorate

@repeat(3)
def word(w):
    """Returns the word."""
    return w

@repeat(times=2, sep="|")
def pair(a, b):
    return f"{a}{b}"

print(word("ha"))
print(pair("x", "y"))
print(word.__name__, word.__doc__)
