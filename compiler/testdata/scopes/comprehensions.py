def outer():
    data = [1, 2, 3]
    total = [y for x in data for y in range(x) if (last := y)]
    gen = (a * b for a in data for b in data)
    d = {k: v for k, v in zip(data, data)}
    s = {lambda q=data: q + total for _ in data}
    def inner():
        return last, gen, d, s
    return inner

async def co(xs):
    return [await x async for x in xs]

res = [n for n in range(3) if (m := n)]
