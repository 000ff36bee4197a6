# asyncio.Queue waiting: blocked putters and getters, cancelled waiters
# leaving the line, the str() summary, QueueFull/QueueEmpty, task_done
# and join, PriorityQueue/LifoQueue order and Queue[int].
import asyncio
async def main():
    q = asyncio.Queue(maxsize=2)
    print(str(q), q.empty(), q.full(), q.maxsize)
    await q.put(1); q.put_nowait(2)
    print(str(q), q.full(), q.qsize())
    try:
        q.put_nowait(3)
    except asyncio.QueueFull as e:
        print('QueueFull', repr(e))
    blocked = asyncio.ensure_future(q.put(3))
    blocked2 = asyncio.ensure_future(q.put(4))
    await asyncio.sleep(0)
    print(str(q))
    blocked.cancel()
    await asyncio.sleep(0)
    print(blocked.cancelled(), str(q))
    print(await q.get(), await q.get())
    await asyncio.sleep(0)
    print(str(q), blocked2.done())
    g1 = asyncio.ensure_future(q.get()); await asyncio.sleep(0)
    print(g1.done(), str(q))
    e = asyncio.Queue()
    getters = [asyncio.ensure_future(e.get()) for _ in range(3)]
    await asyncio.sleep(0)
    print(str(e))
    getters[0].cancel(); await asyncio.sleep(0)
    e.put_nowait('a'); e.put_nowait('b')
    await asyncio.sleep(0)
    print([g.cancelled() or g.result() for g in getters], str(e))
    try:
        e.get_nowait()
    except asyncio.QueueEmpty as ex:
        print('QueueEmpty', repr(ex))
    for _ in range(4):
        e.task_done() if e._unfinished_tasks else None
    try:
        e.task_done()
    except ValueError as ex:
        print(ex)
    w = asyncio.Queue()
    for i in range(3):
        w.put_nowait(i)
    async def worker():
        while True:
            item = await w.get()
            await asyncio.sleep(0.01)
            w.task_done()
    t = asyncio.ensure_future(worker())
    await w.join(); print('joined', w.empty(), str(w)); t.cancel()
    p = asyncio.PriorityQueue(); [p.put_nowait(x) for x in (5, 1, 3)]; print([p.get_nowait() for _ in range(3)])
    l = asyncio.LifoQueue(); [l.put_nowait(x) for x in (5, 1, 3)]; print([l.get_nowait() for _ in range(3)], str(l), asyncio.Queue[int])
asyncio.run(main())
