import asyncio

async def worker(lock, name, log, hold):
    log.append(f"{name} wants")
    async with lock:
        log.append(f"{name} has")
        await asyncio.sleep(hold)
    log.append(f"{name} left")

async def main():
    log = []
    lock = asyncio.Lock()
    tasks = [asyncio.create_task(worker(lock, n, log, 0.1)) for n in "abcd"]
    await asyncio.sleep(0.05)
    tasks[2].cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    print("\n".join(log))
    print(repr(lock).split(" at ")[0], "[" + repr(lock).split("[")[1])
    ev = asyncio.Event()
    print(repr(ev).split("[")[1])
    sem = asyncio.Semaphore(2)
    print(repr(sem).split("[")[1])
    await sem.acquire()
    await sem.acquire()
    print(repr(sem).split("[")[1], sem.locked())
    sem.release()
    sem.release()

    log = []
    sem = asyncio.Semaphore(1)
    async def s_user(n):
        async with sem:
            log.append(f"s{n} in")
            await asyncio.sleep(0)
            log.append(f"s{n} out")
    await asyncio.gather(*(s_user(i) for i in range(4)))
    print(log)

asyncio.run(main())
