import asyncio

async def job(name, delay, fail=False):
    try:
        await asyncio.sleep(delay)
        if fail:
            raise ValueError(f"{name} failed")
        print(f"{name} finished")
        return name
    except asyncio.CancelledError:
        print(f"{name} cancelled")
        raise

async def main():
    async with asyncio.TaskGroup() as tg:
        a = tg.create_task(job("a", 1))
        b = tg.create_task(job("b", 2))
        print(repr(tg))
    print("results", a.result(), b.result())

    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job("x", 1))
            tg.create_task(job("y", 2, fail=True))
            tg.create_task(job("z", 3))
    except* ValueError as eg:
        print("caught group:", [str(e) for e in eg.exceptions])

    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job("p", 1, fail=True))
            tg.create_task(job("q", 1, fail=True))
    except ExceptionGroup as eg:
        print(eg.message, sorted(str(e) for e in eg.exceptions))

    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job("r", 5))
            await asyncio.sleep(1)
            raise KeyError("body failed")
    except* KeyError as eg:
        print("body error", [repr(e) for e in eg.exceptions])

    tg = asyncio.TaskGroup()
    c = job("n", 1)
    try:
        tg.create_task(c)
    except RuntimeError as e:
        print("RuntimeError:", e)
    c.close()

asyncio.run(main())
