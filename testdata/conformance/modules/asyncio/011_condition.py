import asyncio

async def consumer(cond, items, name, log):
    async with cond:
        await cond.wait_for(lambda: items)
        log.append(f"{name} took {items.pop(0)}")

async def producer(cond, items, log):
    for i in range(3):
        await asyncio.sleep(0.1)
        async with cond:
            items.append(i)
            log.append(f"produced {i}")
            cond.notify()

async def main():
    cond = asyncio.Condition()
    items = []
    log = []
    await asyncio.gather(consumer(cond, items, "c1", log), consumer(cond, items, "c2", log),
                         consumer(cond, items, "c3", log), producer(cond, items, log))
    print("\n".join(log))
    try:
        await cond.wait()
    except RuntimeError as e:
        print("RuntimeError:", e)
    try:
        cond.notify()
    except RuntimeError as e:
        print("RuntimeError:", e)

    flag = []
    async def notify_all_later():
        await asyncio.sleep(0.5)
        async with cond:
            flag.append(1)
            cond.notify_all()
    async def wait_all(n):
        async with cond:
            await cond.wait()
            print("woken", n)
    await asyncio.gather(wait_all(1), wait_all(2), notify_all_later())

asyncio.run(main())
