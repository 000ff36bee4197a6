import asyncio

async def source(out, n):
    for i in range(n):
        await out.put(i)
        await asyncio.sleep(0.01)
    await out.put(None)

async def stage(name, inp, out, fn, log):
    while True:
        item = await inp.get()
        if item is None:
            await out.put(None)
            log.append(f"{name} closed")
            return
        result = fn(item)
        log.append(f"{name}: {item} -> {result}")
        await asyncio.sleep(0)
        await out.put(result)

async def sink(inp, results):
    while True:
        item = await inp.get()
        if item is None:
            return results
        results.append(item)

async def main():
    qs = [asyncio.Queue(maxsize=2) for _ in range(5)]
    log = []
    results = []
    fns = [("double", lambda x: x * 2), ("inc", lambda x: x + 1),
           ("square", lambda x: x * x), ("label", lambda x: f"<{x}>")]
    tasks = [asyncio.create_task(source(qs[0], 6))]
    for i, (name, fn) in enumerate(fns):
        tasks.append(asyncio.create_task(stage(name, qs[i], qs[i + 1], fn, log)))
    out = await sink(qs[4], results)
    await asyncio.gather(*tasks)
    print(out)
    for line in log:
        print(line)

asyncio.run(main())
