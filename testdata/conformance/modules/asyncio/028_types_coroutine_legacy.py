import asyncio
import types

@types.coroutine
def legacy_sleep0():
    yield

@types.coroutine
def legacy_value(x):
    yield
    return x * 2

async def worker(name, log):
    for i in range(2):
        log.append(f"{name}{i}")
        await legacy_sleep0()
    return await legacy_value(len(name))

async def main():
    log = []
    print(await asyncio.gather(worker("ab", log), worker("cde", log)))
    print(log)

asyncio.run(main())
