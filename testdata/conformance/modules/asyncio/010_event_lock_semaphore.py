import asyncio

async def waiter(ev, name, log):
    log.append(f"{name} waiting")
    await ev.wait()
    log.append(f"{name} released")

async def locked_worker(lock, name, log):
    async with lock:
        log.append(f"{name} acquired")
        await asyncio.sleep(0.1)
        log.append(f"{name} releasing")

async def limited(sem, name, log):
    async with sem:
        log.append(f"{name} in")
        await asyncio.sleep(1)
        log.append(f"{name} out")

async def main():
    log = []
    ev = asyncio.Event()
    tasks = [asyncio.create_task(waiter(ev, n, log)) for n in "abc"]
    await asyncio.sleep(0)
    print(ev.is_set())
    ev.set()
    await asyncio.gather(*tasks)
    print(ev.is_set(), log)
    ev.clear()
    print(ev.is_set())

    log = []
    lock = asyncio.Lock()
    await asyncio.gather(*(locked_worker(lock, n, log) for n in "xyz"))
    print(log, lock.locked())
    try:
        lock.release()
    except RuntimeError as e:
        print("RuntimeError:", e)

    log = []
    sem = asyncio.Semaphore(2)
    await asyncio.gather(*(limited(sem, n, log) for n in "1234"))
    print(log)
    bs = asyncio.BoundedSemaphore(1)
    await bs.acquire()
    bs.release()
    try:
        bs.release()
    except ValueError as e:
        print("ValueError:", e)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print("ValueError:", e)
    print(sem.locked(), lock.locked())

asyncio.run(main())
