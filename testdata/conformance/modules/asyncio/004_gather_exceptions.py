import asyncio

async def ok(n, delay):
    await asyncio.sleep(delay)
    return n

async def bad(msg, delay):
    await asyncio.sleep(delay)
    raise ValueError(msg)

async def main():
    res = await asyncio.gather(ok(1, 0.1), bad("boom", 0.2), ok(3, 0.3), return_exceptions=True)
    print(res)
    print([type(r).__name__ for r in res])
    try:
        await asyncio.gather(ok(1, 0.1), bad("first", 0.2), bad("second", 0.3))
    except ValueError as e:
        print("caught", e)
    print(await asyncio.gather())
    t = asyncio.create_task(ok(5, 0))
    print(await asyncio.gather(t, t, ok(6, 0)))
    g = asyncio.gather(ok(1, 1), ok(2, 2))
    await asyncio.sleep(0)
    print("cancel gather", g.cancel())
    try:
        await g
    except asyncio.CancelledError:
        print("gather cancelled", g.cancelled())
    res = await asyncio.gather(ok(1, 0), bad("x", 0), return_exceptions=True)
    print(repr(res[1]))

asyncio.run(main())
