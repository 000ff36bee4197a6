async def f():
    return 1

async def await_int():
    await 5

async def await_obj(o):
    return await o

c = await_int()
try:
    c.send(None)
except TypeError as e:
    print("TypeError:", e)

class BadAwait:
    def __await__(self):
        return 42

class CoroAwait:
    def __await__(self):
        c = f()
        c.close()
        return c

class NoIter:
    pass

for o in [BadAwait(), CoroAwait(), NoIter(), [1, 2], None]:
    c = await_obj(o)
    try:
        c.send(None)
    except TypeError as e:
        print("TypeError:", e)
    except StopIteration as e:
        print("stop", e.value)

c = f()
try:
    c.send(1)
except TypeError as e:
    print("TypeError:", e)
c.close()

async def selfish():
    await me

me = selfish()
try:
    me.send(None)
except ValueError as e:
    print("ValueError:", e)

async def raiser():
    raise StopIteration(3)

try:
    raiser().send(None)
except RuntimeError as e:
    print("RuntimeError:", e, type(e.__cause__).__name__)

class Twice:
    def __init__(self, coro):
        self.coro = coro
    def __await__(self):
        return self.coro.__await__()

async def waiter(n):
    return n * 2

async def main():
    w = waiter(21)
    return await Twice(w)

try:
    main().send(None)
except StopIteration as e:
    print("wrapped result", e.value)

w = waiter(1).__await__()
print(type(w).__name__, iter(w) is w)
try:
    next(w)
except StopIteration as e:
    print("next ->", e.value)
