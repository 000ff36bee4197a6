import asyncio

async def slow(delay, value):
    try:
        await asyncio.sleep(delay)
        return value
    except asyncio.CancelledError:
        print(f"slow({delay}) cancelled")
        raise

async def main():
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    print(await asyncio.wait_for(slow(1, "fast enough"), timeout=2))
    print(round(loop.time() - t0, 1))
    try:
        await asyncio.wait_for(slow(5, "too slow"), timeout=1.5)
    except asyncio.TimeoutError as e:
        print("timeout", type(e).__name__, asyncio.TimeoutError is TimeoutError)
    print(round(loop.time() - t0, 1))
    print(await asyncio.wait_for(slow(0.1, "no timeout"), None))
    try:
        await asyncio.wait_for(slow(1, "zero"), 0)
    except TimeoutError:
        print("zero timeout")
    t = asyncio.create_task(slow(0, "done"))
    await asyncio.sleep(0.01)
    print(await asyncio.wait_for(t, 0))
    print(round(loop.time() - t0, 1))

asyncio.run(main())
