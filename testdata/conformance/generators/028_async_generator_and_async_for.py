class Tick:
    def __await__(self):
        yield "tick"

async def countdown(n):
    while n:
        await Tick()
        yield n
        n -= 1

class Resource:
    async def __aenter__(self):
        print("open")
        return self
    async def __aexit__(self, *exc):
        print("close")

async def main():
    got = []
    async with Resource():
        async for v in countdown(3):
            got.append(v)
    squares = [v * v async for v in countdown(4)]
    return got, squares

coro = main()
ticks = 0
try:
    while True:
        coro.send(None)
        ticks += 1
except StopIteration as stop:
    print(stop.value, "ticks:", ticks)
