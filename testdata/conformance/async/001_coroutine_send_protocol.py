class Yielder:
    def __init__(self, v):
        self.v = v
    def __await__(self):
        got = yield self.v
        return ("resumed", got)

async def inner(x):
    r = await Yielder(x)
    return r

async def outer():
    a = await inner(1)
    b = await inner(2)
    return [a, b]

c = outer()
print(type(c).__name__, c.__name__, c.__qualname__)
print(c.cr_running, c.cr_await, c.cr_frame is None or True)
print(c.send(None))
print(type(c.cr_await).__name__)
print(c.send("first"))
try:
    c.send("second")
except StopIteration as e:
    print("returned", e.value)
print(c.cr_await)
try:
    c.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    c.throw(ValueError("x"))
except RuntimeError as e:
    print("RuntimeError:", e)
c.close()
print("close ok")
