# bench: agent
# asyncio as agents use it: gather many small coroutines that await one
# another, with queues of work and results collected in order.
import asyncio


async def tool_call(i):
    await asyncio.sleep(0)
    return (i * i) % 97


async def step(i):
    a = await tool_call(i)
    b = await tool_call(i + 1)
    return a + b


async def batch(start, size):
    results = await asyncio.gather(*(step(i) for i in range(start, start + size)))
    return sum(results)


async def worker(name, queue, out):
    while True:
        item = await queue.get()
        if item is None:
            queue.task_done()
            return
        out.append((item, await tool_call(item)))
        queue.task_done()


async def main():
    totals = await asyncio.gather(*(batch(i * 100, 100) for i in range(250)))
    print(sum(totals), totals[:4])
    queue = asyncio.Queue()
    out = []
    workers = [asyncio.create_task(worker(f"w{i}", queue, out)) for i in range(8)]
    for item in range(40000):
        queue.put_nowait(item)
    for _ in workers:
        queue.put_nowait(None)
    await queue.join()
    await asyncio.gather(*workers)
    out.sort()
    print(len(out), sum(v for _, v in out), out[:3])


asyncio.run(main())
