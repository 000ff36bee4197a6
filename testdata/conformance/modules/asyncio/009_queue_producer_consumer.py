import asyncio

async def producer(q, n, name):
    for i in range(n):
        await q.put(f"{name}-{i}")
        print(f"put {name}-{i} size={q.qsize()}")
    await q.put(None)

async def consumer(q, name, out):
    while True:
        item = await q.get()
        if item is None:
            q.task_done()
            break
        print(f"{name} got {item}")
        out.append(item)
        await asyncio.sleep(0.1)
        q.task_done()

async def main():
    q = asyncio.Queue(maxsize=2)
    out = []
    await asyncio.gather(producer(q, 5, "p"), consumer(q, "c", out))
    print(out)
    await q.join()
    print("joined", q.empty(), q.full(), q.maxsize)

    q = asyncio.Queue()
    try:
        q.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")
    q2 = asyncio.Queue(1)
    q2.put_nowait(1)
    try:
        q2.put_nowait(2)
    except asyncio.QueueFull:
        print("QueueFull", q2.full())
    print(q2)
    try:
        q.task_done()
    except ValueError as e:
        print("ValueError:", e)

    lq = asyncio.LifoQueue()
    pq = asyncio.PriorityQueue()
    for x in [3, 1, 2]:
        lq.put_nowait(x)
        pq.put_nowait((x, str(x)))
    print([lq.get_nowait() for _ in range(3)])
    print([pq.get_nowait() for _ in range(3)])

asyncio.run(main())
