import_time = []
def default_value():
    import_time.append("evaluated")
    return len(import_time)

def f(x=default_value()):
    return x

print(f(), f(), f(99), import_time)
def g(cache={}):
    cache["n"] = cache.get("n", 0) + 1
    return cache["n"]
print(g(), g(), g({}), g())
