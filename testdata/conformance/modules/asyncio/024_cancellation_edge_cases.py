import asyncio

async def child(name, delay):
    try:
        await asyncio.sleep(delay)
        return name
    except asyncio.CancelledError:
        print(f"{name} got CancelledError")
        raise

async def main():
    t = asyncio.create_task(child("g1", 5))
    g = asyncio.gather(t, child("g2", 0.5), return_exceptions=True)
    await asyncio.sleep(0.1)
    t.cancel()
    res = await g
    print([type(r).__name__ if isinstance(r, BaseException) else r for r in res])

    t = asyncio.create_task(child("h1", 5))
    g = asyncio.gather(t, child("h2", 5))
    await asyncio.sleep(0.1)
    t.cancel()
    try:
        await g
    except asyncio.CancelledError:
        print("gather without return_exceptions raised CancelledError")
    await asyncio.sleep(6)

    async def waiter():
        try:
            await asyncio.wait_for(child("w", 10), timeout=5)
        except asyncio.CancelledError:
            print("waiter cancelled while in wait_for")
            raise
    w = asyncio.create_task(waiter())
    await asyncio.sleep(1)
    w.cancel()
    await asyncio.gather(w, return_exceptions=True)
    print("w cancelled:", w.cancelled())

    async def nested_timeouts():
        try:
            async with asyncio.timeout(1):
                async with asyncio.timeout(3):
                    await asyncio.sleep(2)
        except TimeoutError:
            print("outer timeout fired", asyncio.current_task().cancelling())
    await nested_timeouts()

    async def inner_timeout_first():
        async with asyncio.timeout(3):
            try:
                async with asyncio.timeout(1):
                    await asyncio.sleep(2)
            except TimeoutError:
                print("inner timeout fired")
            await asyncio.sleep(0.5)
        print("outer timeout did not fire")
    await inner_timeout_first()

    ev = asyncio.Event()
    try:
        await asyncio.wait_for(ev.wait(), 0.5)
    except TimeoutError:
        print("event wait timed out; waiters left:", len(ev._waiters))

    q = asyncio.Queue()
    getter = asyncio.create_task(q.get())
    await asyncio.sleep(0)
    getter.cancel()
    await asyncio.sleep(0)
    q.put_nowait("item")
    print("getter cancelled", getter.cancelled(), "queue size", q.qsize())

asyncio.run(main())
