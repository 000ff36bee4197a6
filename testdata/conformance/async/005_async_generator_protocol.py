class Tick:
    def __init__(self, label):
        self.label = label
    def __await__(self):
        yield self.label

async def agen(n):
    for i in range(n):
        await Tick(f"await {i}")
        got = yield i
        if got is not None:
            print("agen got", got)

def drive(aw):
    """Step an awaitable by hand, printing what passes through."""
    it = aw.__await__()
    while True:
        try:
            print("  passthrough:", it.send(None))
        except StopIteration as e:
            return e.value

g = agen(3)
print(type(g).__name__, g.__name__, g.ag_running, g.ag_await)
print(g.__aiter__() is g)
a = g.__anext__()
print(type(a).__name__)
print("value", drive(a))
print("value", drive(g.asend("hello")))
print("value", drive(g.__anext__()))
try:
    drive(g.__anext__())
except StopAsyncIteration:
    print("StopAsyncIteration")
try:
    drive(g.__anext__())
except StopAsyncIteration:
    print("StopAsyncIteration again")

g = agen(2)
a = g.__anext__()
print(a.send(None))
try:
    a.send(None)
except StopIteration as e:
    print("first value", e.value)
try:
    a.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)

g = agen(2)
a1 = g.__anext__()
a1.send(None)
print("running", g.ag_running, type(g.ag_await).__name__)
a2 = g.__anext__()
try:
    a2.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    a1.send(None)
except StopIteration as e:
    print("a1 value", e.value)
print("running", g.ag_running)

g = agen(2)
try:
    g.asend(5).send(None)
except TypeError as e:
    print("TypeError:", e)
