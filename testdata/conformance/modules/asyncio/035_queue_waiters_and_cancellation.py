# Queue, PriorityQueue and LifoQueue: reprs (addresses removed), waiting
# putters and getters, cancellation while queued and after a wake-up,
# task_done/join, the errors and Queue[int].
import asyncio, re
def show(q):
    return re.sub(r' at 0x[0-9a-f]+', '', repr(q))
async def main():
    q = asyncio.Queue(2)
    print(show(q), str(q), q.maxsize, q.empty(), q.full())
    await q.put(1); await q.put(2)
    print(show(q), q.full(), q.qsize())
    try:
        q.put_nowait(3)
    except asyncio.QueueFull as e:
        print('full', repr(e), type(e).__module__)
    putters = [asyncio.create_task(q.put(i)) for i in range(10, 14)]
    await asyncio.sleep(0)
    print(show(q))
    putters[0].cancel()
    print(await q.get(), show(q))
    await asyncio.sleep(0)
    print(show(q))
    # woken then cancelled: turn passes on
    x = await q.get()
    putters[2].cancel()
    await asyncio.sleep(0); await asyncio.sleep(0)
    print(x, show(q), [p.cancelled() for p in putters], [p.done() for p in putters])
    while not q.empty():
        print('drain', q.get_nowait())
    await asyncio.sleep(0)
    print(show(q))
    while not q.empty():
        print('drain', q.get_nowait())
    try:
        q.get_nowait()
    except asyncio.QueueEmpty as e:
        print('empty', repr(e))
    getters = [asyncio.create_task(q.get()) for _ in range(3)]
    await asyncio.sleep(0)
    print(show(q))
    getters[1].cancel()
    q.put_nowait('a'); q.put_nowait('b')
    getters[0].cancel()
    await asyncio.sleep(0); await asyncio.sleep(0)
    print([g.result() if g.done() and not g.cancelled() else ('cancelled' if g.cancelled() else 'pending') for g in getters], show(q))
    for _ in range(q._unfinished_tasks):
        q.task_done()
    try:
        q.task_done()
    except ValueError as e:
        print(e)
    await q.join()
    pq = asyncio.PriorityQueue()
    for v in (5, 1, 4, 2):
        pq.put_nowait(v)
    lq = asyncio.LifoQueue()
    for v in (5, 1, 4, 2):
        lq.put_nowait(v)
    print(show(pq), [pq.get_nowait() for _ in range(4)], [lq.get_nowait() for _ in range(4)])
    uq = asyncio.Queue(0)
    for i in range(5): uq.put_nowait(i)
    print(uq.full(), show(uq), asyncio.Queue[int])
    async def worker(name):
        while True:
            item = await uq.get()
            print(name, item)
            uq.task_done()
    ws = [asyncio.create_task(worker(f'w{i}')) for i in range(2)]
    await uq.join()
    for w in ws: w.cancel()
    await asyncio.gather(*ws, return_exceptions=True)
    nq = asyncio.Queue(-1)
    print(nq.full())
asyncio.run(main())
