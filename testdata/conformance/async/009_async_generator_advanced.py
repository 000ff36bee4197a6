class Pause:
    def __init__(self, tag):
        self.tag = tag
    def __await__(self):
        got = yield self.tag
        return got

def run(aw, feed=()):
    it = aw.__await__()
    feed = list(feed)
    value = None
    while True:
        try:
            out = it.send(value)
            print("  loop saw", out)
            value = feed.pop(0) if feed else None
        except StopIteration as e:
            return e.value

async def agen():
    x = await Pause("first await")
    print("  agen resumed with", x)
    received = yield "one"
    print("  agen received", received)
    try:
        yield "two"
    except KeyError as e:
        print("  agen caught", repr(e))
        y = await Pause("await in handler")
        yield f"recovered {y}"
    yield "three"

g = agen()
print(run(g.__anext__(), ["sent-into-await"]))
print("ag_await after yield:", g.ag_await)
print(run(g.asend("hello")))
print(run(g.athrow(KeyError("k")), ["handler-value"]))
a = g.__anext__()
print("ag_running before:", g.ag_running)
print(run(a))
try:
    run(g.__anext__())
except StopAsyncIteration:
    print("done")

async def counter(n):
    for i in range(n):
        yield i

async def consumer():
    total = []
    async for i in counter(3):
        async for j in counter(i):
            total.append((i, j))
    squares = [x * x async for x in counter(4)]
    evens = {x async for x in counter(6) if x % 2 == 0}
    return total, squares, sorted(evens)

print(run(consumer()))

async def gen_with_finally(log):
    try:
        for i in range(10):
            yield i
    finally:
        log.append("finalized")

async def breaker():
    log = []
    g = gen_with_finally(log)
    async for v in g:
        if v == 2:
            break
    log.append(f"broke at {v}")
    await g.aclose()
    return log

print(run(breaker()))
print(type(counter(1).__anext__()).__name__, type(counter(1).aclose()).__name__)
g = counter(1)
print(repr(g).startswith("<async_generator object counter at 0x"))
