class Tick:
    def __await__(self):
        yield "tick"

async def numbers(n):
    for i in range(n):
        await Tick()
        yield i

class Countdown:
    def __init__(self, n):
        self.n = n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.n <= 0:
            raise StopAsyncIteration
        self.n -= 1
        await Tick()
        return self.n

async def main():
    out = []
    async for x in numbers(4):
        out.append(x)
    print("async for", out)
    async for x in Countdown(3):
        print("countdown", x)
    else:
        print("else ran")
    async for x in numbers(10):
        if x == 2:
            break
    print("broke at", x)
    print([x * x async for x in numbers(5)])
    print({x async for x in Countdown(4)} == {0, 1, 2, 3})
    print({x: str(x) async for x in numbers(3)})
    print([x async for x in numbers(6) if x % 2])
    gen = (x + 1 async for x in numbers(3))
    print(type(gen).__name__)
    print([y async for y in gen])
    print([await sq(x) for x in range(3)])
    total = 0
    async for a in numbers(3):
        async for b in numbers(a):
            total += b
    print("nested total", total)
    return "ok"

async def sq(x):
    await Tick()
    return x * x

def run(coro):
    ticks = 0
    while True:
        try:
            coro.send(None)
            ticks += 1
        except StopIteration as e:
            return e.value, ticks

print(run(main()))

async def bad_iter():
    async for x in [1, 2]:
        pass

class NoAnext:
    def __aiter__(self):
        return 5

async def bad_aiter():
    async for x in NoAnext():
        pass

class BadAnext:
    def __aiter__(self):
        return self
    def __anext__(self):
        return 7

async def bad_anext():
    async for x in BadAnext():
        pass

for c in (bad_iter(), bad_aiter(), bad_anext()):
    try:
        run(c)
    except TypeError as e:
        print("TypeError:", e)

class Boom:
    def __aiter__(self):
        return self
    async def __anext__(self):
        raise ValueError("boom in anext")

async def boom():
    async for x in Boom():
        pass

try:
    run(boom())
except ValueError as e:
    print("ValueError:", e)
