import asyncio

def cb(tag, log):
    log.append(tag)

async def main():
    loop = asyncio.get_running_loop()
    log = []
    loop.call_soon(cb, "soon1", log)
    loop.call_later(0.2, cb, "later0.2", log)
    loop.call_later(0.1, cb, "later0.1", log)
    h = loop.call_later(0.15, cb, "cancelled", log)
    loop.call_soon(cb, "soon2", log)
    loop.call_at(loop.time() + 0.05, cb, "at0.05", log)
    h.cancel()
    print(h.cancelled(), log)
    await asyncio.sleep(0.3)
    print(log)

    fut = loop.create_future()
    print(repr(fut), fut.done())
    fut.add_done_callback(lambda f: log.append(f"callback saw {f.result()}"))
    loop.call_later(1, fut.set_result, 42)
    print("awaited", await fut, repr(fut))
    await asyncio.sleep(0)
    print(log[-1])
    try:
        fut.set_result(1)
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)

    f2 = loop.create_future()
    try:
        f2.result()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    try:
        f2.exception()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    f2.set_exception(KeyError("k"))
    print(repr(f2), repr(f2.exception()))
    try:
        await f2
    except KeyError as e:
        print("KeyError", e)
    f3 = loop.create_future()
    f3.cancel()
    print(repr(f3), f3.cancelled())
    f4 = loop.create_future()
    try:
        f4.set_exception(StopIteration())
    except TypeError as e:
        print("TypeError:", e)
    f4.set_exception(ValueError)
    print(repr(f4.exception()))

    def cb2(f):
        log.append("cb2")
    f5 = loop.create_future()
    f5.add_done_callback(cb2)
    f5.add_done_callback(cb2)
    print(f5.remove_done_callback(cb2), f5.remove_done_callback(cb2))
    print(asyncio.isfuture(f5), asyncio.isfuture(1))
    print(type(fut).__name__, type(fut).__module__, asyncio.Future is type(fut))

asyncio.run(main())

loop = asyncio.new_event_loop()
async def compute(x):
    await asyncio.sleep(1)
    return x * 2
print(loop.run_until_complete(compute(21)))
print(loop.is_running(), loop.is_closed())
loop.close()
print(loop.is_closed())
c = compute(1)
try:
    loop.run_until_complete(c)
except RuntimeError as e:
    print("RuntimeError:", e)
c.close()
