import asyncio

async def inner(log, delay=1):
    try:
        await asyncio.sleep(delay)
        log.append("inner finished")
        return "inner result"
    except asyncio.CancelledError:
        log.append("inner cancelled")
        raise

async def outer(log):
    try:
        return await inner(log)
    except asyncio.CancelledError:
        log.append("outer cancelled")
        raise

async def awaiting_task(log):
    t = asyncio.create_task(inner(log))
    try:
        return await t
    finally:
        log.append(f"awaiting_task finally, inner cancelled={t.cancelled()}")

async def main():
    log = []
    t = asyncio.create_task(outer(log))
    await asyncio.sleep(0.5)
    t.cancel()
    await asyncio.gather(t, return_exceptions=True)
    print(log, t.cancelled())

    log = []
    t = asyncio.create_task(awaiting_task(log))
    await asyncio.sleep(0.5)
    t.cancel()
    res = await asyncio.gather(t, return_exceptions=True)
    print(log, type(res[0]).__name__)

    log = []
    protected = asyncio.create_task(inner(log, 2))
    async def use_shield():
        return await asyncio.shield(protected)
    s = asyncio.create_task(use_shield())
    await asyncio.sleep(0.5)
    s.cancel()
    try:
        await s
    except asyncio.CancelledError:
        print("shield waiter cancelled; protected cancelled?", protected.cancelled())
    print(await protected, log)

    done = asyncio.get_running_loop().create_future()
    done.set_result(3)
    print(asyncio.shield(done) is done)

asyncio.run(main())
