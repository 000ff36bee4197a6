import asyncio

async def ticker(n, delay):
    for i in range(n):
        await asyncio.sleep(delay)
        yield i

async def agen_cleanup(log):
    try:
        yield 1
        yield 2
    finally:
        await asyncio.sleep(0.1)
        log.append("cleaned up")

async def main():
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    print([i async for i in ticker(4, 0.5)], round(loop.time() - t0, 1))
    log = []
    g = agen_cleanup(log)
    async for v in g:
        print("got", v)
        break
    await g.aclose()
    print(log)
    it = ticker(2, 0)
    print(await anext(it), await anext(it), await anext(it, "default"))
    try:
        await anext(it)
    except StopAsyncIteration:
        print("exhausted")
    async def merge():
        out = []
        async def pump(name, n, d):
            async for x in ticker(n, d):
                out.append(f"{name}{x}")
        await asyncio.gather(pump("a", 3, 0.3), pump("b", 3, 0.25))
        return out
    print(await merge())
    a = aiter(ticker(1, 0))
    print(type(a).__name__)

asyncio.run(main())
