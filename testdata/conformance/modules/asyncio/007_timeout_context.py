import asyncio

async def main():
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    try:
        async with asyncio.timeout(1) as cm:
            print("inside", cm.expired())
            await asyncio.sleep(10)
    except TimeoutError as e:
        print("timed out", type(e.__cause__).__name__, cm.expired())
    print(round(loop.time() - t0, 1))
    async with asyncio.timeout(5) as cm:
        await asyncio.sleep(1)
    print("no timeout", cm.expired(), repr(cm))
    async with asyncio.timeout(None) as cm:
        print(repr(cm))
        await asyncio.sleep(1)
        cm.reschedule(loop.time() + 100)
        print(round(cm.when() - loop.time()))
    try:
        async with asyncio.timeout_at(loop.time() + 0.5):
            await asyncio.sleep(1)
    except TimeoutError:
        print("timeout_at fired", round(loop.time() - t0, 1))
    try:
        async with asyncio.timeout(0.5):
            try:
                await asyncio.sleep(1)
            except asyncio.CancelledError:
                print("inner saw CancelledError")
                raise
    except TimeoutError:
        print("outer saw TimeoutError")
    cm = asyncio.timeout(1)
    print(repr(cm))
    async with cm:
        pass
    try:
        async with cm:
            pass
    except RuntimeError as e:
        print("RuntimeError:", e)

asyncio.run(main())
