from itertools import islice

def attempt(*args, **kwargs):
    try:
        r = islice(*args, **kwargs)
        print(list(r))
    except Exception as e:
        print(type(e).__name__ + ":", e)

attempt()
attempt([1])
attempt(1, 2)
attempt([1], "a")
attempt([1], -1)
attempt([1], -2)
attempt([1], 1.0)
attempt([1], 2**70)
attempt([1], 1, -1)
attempt([1], 1, 2.5)
attempt([1], -1, 2)
attempt([1], "x", 2)
attempt([1], 2**70, 3)
attempt([1], 1, 2, 0)
attempt([1], 1, 2, -1)
attempt([1], 1, 2, "a")
attempt([1], 1, 2, 2**70)
attempt([1], 1, 2, 3, 4)
attempt([1], stop=1)
attempt(5, -1)
attempt(5, 1)
attempt(5, None, None, None)
