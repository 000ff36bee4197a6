import asyncio

async def job(name, delay, fail=False):
    await asyncio.sleep(delay)
    if fail:
        raise RuntimeError(name)
    return name

async def main():
    tasks = [asyncio.create_task(job(n, d)) for n, d in [("a", 3), ("b", 1), ("c", 2)]]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print(sorted(t.result() for t in done), len(pending))
    done, pending = await asyncio.wait(tasks)
    print(sorted(t.result() for t in done), len(pending))

    tasks = [asyncio.create_task(job(n, d, f)) for n, d, f in [("x", 1, False), ("y", 2, True), ("z", 3, False)]]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
    print(len(done), len(pending), sorted(str(t.exception()) for t in done))
    done, pending = await asyncio.wait(pending, timeout=0.5)
    print("after timeout", len(done), len(pending))
    await asyncio.wait(pending)

    for coro in asyncio.as_completed([job("slow", 3), job("quick", 1), job("medium", 2)]):
        print("as_completed:", await coro)

    try:
        for coro in asyncio.as_completed([job("never", 10)], timeout=1):
            await coro
    except TimeoutError:
        print("as_completed timed out")

    try:
        await asyncio.wait([])
    except ValueError as e:
        print("ValueError:", e)
    try:
        await asyncio.wait(tasks, return_when="bogus")
    except ValueError as e:
        print("ValueError:", e)
    try:
        await asyncio.wait(tasks[0])
    except TypeError as e:
        print("TypeError:", e)

asyncio.run(main())
