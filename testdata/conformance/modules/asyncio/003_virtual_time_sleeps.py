import asyncio

async def napper(name, delay, log):
    await asyncio.sleep(delay)
    log.append((name, delay))
    return delay

async def main():
    loop = asyncio.get_running_loop()
    start = loop.time()
    log = []
    results = await asyncio.gather(
        napper("slow", 3, log), napper("fast", 1, log), napper("mid", 2, log),
        napper("fast2", 1, log))
    print(results)
    print(log)
    print("elapsed", round(loop.time() - start, 1))
    value = await asyncio.sleep(0.5, result="payload")
    print(value, round(loop.time() - start, 1))
    await asyncio.sleep(-1)
    print("negative sleep ok", round(loop.time() - start, 1))

asyncio.run(main())
