from operator import attrgetter

def attempt(f, *args, **kwargs):
    try:
        print(f(*args, **kwargs))
    except Exception as e:
        print(type(e).__name__ + ":", e)

attempt(attrgetter)
attempt(attrgetter, 1)
attempt(attrgetter, "a", 1)
attempt(attrgetter, name="a")
attempt(attrgetter("a"), 1)
attempt(attrgetter("real.nope"), 1)
attempt(attrgetter(".a"), 1)
attempt(attrgetter("a."), None)
attempt(attrgetter("a"))
attempt(attrgetter("a"), 1, 2)
attempt(attrgetter("a"), obj=1)
attempt(attrgetter("real", "missing"), 1)
