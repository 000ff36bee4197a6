# Lock, Semaphore, Event, Condition and Barrier: the order waiters get in,
# cancellation while queued and right after being woken, notify(n), reprs
# (addresses removed) and the errors.
import asyncio, re
log = []
def show(x):
    return re.sub(r' at 0x[0-9a-f]+', '', repr(x))
async def locker(lock, name, hold=0):
    async with lock:
        log.append(f'{name} in')
        await asyncio.sleep(hold)
        log.append(f'{name} out')
async def lock_tests():
    lock = asyncio.Lock()
    tasks = [asyncio.create_task(locker(lock, f't{i}', 0.01)) for i in range(4)]
    await asyncio.sleep(0)
    print(show(lock))
    tasks[1].cancel()
    await asyncio.sleep(0.005)
    tasks[2].cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    print(log); log.clear()
    try:
        lock.release()
    except RuntimeError as e:
        print('release', e)
    # cancel a waiter right after it was woken
    await lock.acquire()
    w = asyncio.create_task(lock.acquire())
    w2 = asyncio.create_task(lock.acquire())
    await asyncio.sleep(0)
    lock.release()
    w.cancel()
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    print('after woken cancel', w.cancelled(), w2.done(), lock.locked())
    lock.release()
async def sem_tests():
    sem = asyncio.Semaphore(2)
    print(show(sem))
    tasks = [asyncio.create_task(locker(sem, f's{i}', 0.01)) for i in range(5)]
    await asyncio.sleep(0)
    print(show(sem), sem.locked())
    tasks[3].cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    print(log); log.clear()
    sem = asyncio.Semaphore(0)
    ws = [asyncio.create_task(sem.acquire()) for _ in range(3)]
    await asyncio.sleep(0)
    sem.release(); sem.release()
    ws[0].cancel()
    await asyncio.sleep(0); await asyncio.sleep(0)
    print('sem woken cancel', [w.cancelled() if w.done() else 'pending' for w in ws], sem._value, show(sem))
    sem.release()
    await asyncio.sleep(0)
    print([w.done() for w in ws])
    b = asyncio.BoundedSemaphore(1)
    try:
        b.release()
    except ValueError as e:
        print('bounded', e)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print(e)
async def event_tests():
    ev = asyncio.Event()
    async def waiter(i):
        r = await ev.wait()
        log.append((i, r))
    ts = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    print(show(ev))
    ts[1].cancel()
    await asyncio.sleep(0)
    ev.set(); ev.set()
    await asyncio.gather(*ts, return_exceptions=True)
    print(log, show(ev), await ev.wait()); log.clear()
    ev.clear(); print(ev.is_set())
async def cond_tests():
    cond = asyncio.Condition()
    state = {'n': 0}
    async def consumer(i):
        async with cond:
            r = await cond.wait_for(lambda: state['n'] > i)
            log.append((i, r))
    ts = [asyncio.create_task(consumer(i)) for i in range(4)]
    await asyncio.sleep(0)
    print(show(cond))
    async with cond:
        state['n'] = 2
        cond.notify(1)
    await asyncio.sleep(0.001)
    async with cond:
        cond.notify_all()
    await asyncio.sleep(0.001)
    async with cond:
        state['n'] = 10
        cond.notify(0); cond.notify(-1)
    await asyncio.sleep(0.001)
    print(log)
    async with cond:
        cond.notify(2)
    await asyncio.gather(*ts)
    print(log); log.clear()
    for fn in (cond.notify, cond.wait):
        try:
            r = fn()
            if asyncio.iscoroutine(r): await r
        except RuntimeError as e:
            print(e)
    # cancel during wait: lock must be held again
    async def canceled_waiter():
        async with cond:
            try:
                await cond.wait()
            except asyncio.CancelledError:
                log.append(('cancelled holding', cond.locked()))
                raise
    t = asyncio.create_task(canceled_waiter())
    await asyncio.sleep(0)
    async with cond:
        t.cancel()
        await asyncio.sleep(0)
        log.append(('holder', cond.locked()))
    await asyncio.gather(t, return_exceptions=True)
    print(log); log.clear()
async def barrier_tests():
    bar = asyncio.Barrier(3)
    print(show(bar))
    async def party(i):
        idx = await bar.wait()
        log.append((i, idx))
    ts = [asyncio.create_task(party(i)) for i in range(6)]
    await asyncio.sleep(0)
    print(show(bar), bar.n_waiting)
    await asyncio.gather(*ts)
    print(sorted(log), show(bar)); log.clear()
    ts = [asyncio.create_task(party(i)) for i in range(2)]
    await asyncio.sleep(0)
    await bar.reset()
    r = await asyncio.gather(*ts, return_exceptions=True)
    print([type(x).__name__ for x in r], show(bar))
    ts = [asyncio.create_task(party(i)) for i in range(2)]
    await asyncio.sleep(0)
    await bar.abort()
    r = await asyncio.gather(*ts, return_exceptions=True)
    print([type(x).__name__ for x in r], show(bar), bar.broken)
    try:
        await bar.wait()
    except asyncio.BrokenBarrierError as e:
        print('broken', e)
    try:
        asyncio.Barrier(0)
    except ValueError as e:
        print(e)
async def main():
    for t in (lock_tests, sem_tests, event_tests, cond_tests, barrier_tests):
        await t()
asyncio.run(main())
