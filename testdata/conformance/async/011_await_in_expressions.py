class Value:
    def __init__(self, v):
        self.v = v
    def __await__(self):
        yield ("fetch", self.v)
        return self.v

async def get(v):
    return await Value(v)

class AsyncRange:
    def __init__(self, n):
        self.n = n
    def __aiter__(self):
        return self._gen()
    async def _gen(self):
        for i in range(self.n):
            yield await get(i)

async def main():
    a = await get(1) + await get(2) * await get(3)
    b = [await get(i) for i in range(3)]
    c = {await get(k): await get(k * k) for k in range(3)}
    d = f"{await get('x')}-{await get('y')}"
    e = await get(10) if await get(True) else await get(20)
    f = (await get(5), *[await get(6)])
    g = [x async for x in AsyncRange(4) if await get(x % 2)]
    total = 0
    async for x in AsyncRange(3):
        total += x
    w = get(None).__await__()
    try:
        await w
    except TypeError as exc:
        h = str(exc)
    w.close()
    return a, b, c, d, e, f, g, total, h

coro = main()
steps = 0
while True:
    try:
        msg = coro.send(None)
        steps += 1
    except StopIteration as stop:
        for item in stop.value:
            print(item)
        break
print("suspensions:", steps)
