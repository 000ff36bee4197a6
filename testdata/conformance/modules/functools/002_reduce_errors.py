from functools import reduce

def attempt(*args, **kw):
    try:
        print(reduce(*args, **kw))
    except Exception as e:
        print(type(e).__name__, e)

attempt(lambda a, b: a + b, [])
attempt(lambda a, b: a + b, ())
attempt(lambda a, b: a + b, 5)
attempt(lambda a, b: a + b)
attempt()
attempt(lambda a, b: a + b, [1], 0, 9)
attempt(lambda a, b: a + b, [1, 2], initial=0)
attempt(lambda a: a, [1, 2])
attempt(None, [1, 2])
attempt(None, [1])
attempt(lambda a, b: a / b, [1, 0])

def gen():
    yield 1
    raise KeyError("boom")
attempt(lambda a, b: a + b, gen())
