def tag(name):
    def deco(fn):
        print(f"decorating {fn.__name__} with {name}")
        def wrapped():
            return f"<{name}>{fn()}</{name}>"
        wrapped.__name__ = fn.__name__
        return wrapped
    return deco

@tag("b")
@tag("i")
@tag("u")
def text():
    return "hi"

print(text())
print(tag("p")(lambda: "para")())
