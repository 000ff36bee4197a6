from operator import methodcaller

def attempt(f, *args, **kwargs):
    try:
        print(f(*args, **kwargs))
    except Exception as e:
        print(type(e).__name__ + ":", e)

attempt(methodcaller)
attempt(methodcaller, 1)
attempt(methodcaller, None, 1)
attempt(methodcaller("nope"), 1)
attempt(methodcaller("upper"), "a", 1)
attempt(methodcaller("upper"))
attempt(methodcaller("upper"), obj="a")
attempt(methodcaller("upper", 1), "a")
attempt(methodcaller("split", bad=1), "a b")
attempt(methodcaller("index", "z"), "abc")
