from operator import itemgetter

def attempt(f, *args, **kwargs):
    try:
        print(f(*args, **kwargs))
    except Exception as e:
        print(type(e).__name__ + ":", e)

attempt(itemgetter)
attempt(itemgetter, x=1)
attempt(itemgetter(1), [1])
attempt(itemgetter("k"), {})
attempt(itemgetter("a"), 1)
attempt(itemgetter(1), [1, 2], 3)
attempt(itemgetter(1))
attempt(itemgetter(1), x=[1])
attempt(itemgetter("a"), [1])
attempt(itemgetter(0, 5), [1, 2])
try:
    class Sub(itemgetter):
        pass
except TypeError as e:
    print("TypeError:", e)
